## A whole game of yahtzee, two players, to the end: the table's figure
## on an empty sheet (tapis-games(7)'s 254.5896), the sheet as on paper, the export
$ new yahtzee alice bob
Game #1 - yahtzee, the official rules, one column a player - alice, bob - alice throws.
$ hint
  alice: expected final total, best first
  *  roll 5 dice  254.6
  254.5896 is the expected final total of alice's sheet from here, playing the best; this turn writes 20.6 points on average
$ 1 1 1 2 3
  throw 1 of 3: 1 1 1 2 3 - 1s 3, 2s 2, 3s 3, 3kind 8, chance 8; 0 in 4s 5s 6s 4kind fullhouse small large yahtzee
$ score 1
  alice writes 3 in the 1s - total 3 - bob throws
$ 6 6 5 5 4
  throw 1 of 3: 4 5 5 6 6 - 4s 4, 5s 10, 6s 12, chance 26; 0 in 1s 2s 3s 3kind 4kind fullhouse small large yahtzee
$ score chance
  bob writes 26 in chance - total 26 - alice throws
$ 4 5 5 6 1
  throw 1 of 3: 1 4 5 5 6 - 4s 4, 5s 10, 6s 6, chance 21; 0 in 2s 3s 3kind 4kind fullhouse small large yahtzee
$ 2 2 2 5 6
  throw 2 of 3: 2 2 2 5 6 - 2s 6, 5s 5, 6s 6, 3kind 17, chance 17; 0 in 3s 4s 4kind fullhouse small large yahtzee
$ score 2
  alice writes 6 in the 2s - total 9 - bob throws
$ 1 2 3 5 5
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10; 0 in 4s 6s 3kind 4kind fullhouse small large yahtzee
$ scratch yahtzee
  bob scratches yahtzee - total 26 - alice throws
$ 3 3 3 1 2
  throw 1 of 3: 1 2 3 3 3 - 3s 9, 3kind 12, chance 12; 0 in 4s 5s 6s 4kind fullhouse small large yahtzee
$ score 3
  alice writes 9 in the 3s - total 18 - bob throws
$ 2 3 4 5 6
  throw 1 of 3: 2 3 4 5 6 - 2s 2, 3s 3, 4s 4, 5s 5, 6s 6, small 30, large 40; 0 in 1s 3kind 4kind fullhouse
$ score large
  bob writes 40 in large - total 66 - alice throws
$ 4 4 4 4 1
  throw 1 of 3: 1 4 4 4 4 - 4s 16, 3kind 17, 4kind 17, chance 17; 0 in 5s 6s fullhouse small large yahtzee
$ score 4
  alice writes 16 in the 4s - total 34 - bob throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, small 30; 0 in 5s 3kind 4kind fullhouse
$ score small
  bob writes 30 in small - total 96 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 6s 6, chance 13; 0 in 5s 3kind 4kind fullhouse small large yahtzee
$ 5 5 5 2 2
  throw 2 of 3: 2 2 5 5 5 - 5s 15, 3kind 19, fullhouse 25, chance 19; 0 in 6s 4kind small large yahtzee
$ score 5
  alice writes 15 in the 5s - total 49 - bob throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - 1s 2, 2s 2, 3s 3, 6s 6; 0 in 4s 5s 3kind 4kind fullhouse
$ 3 3 5 5 5
  throw 2 of 3: 3 3 5 5 5 - 3s 6, 5s 15, 3kind 21, fullhouse 25; 0 in 1s 2s 4s 6s 4kind
$ score fullhouse
  bob writes 25 in fullhouse - total 121 - alice throws
$ 6 6 6 6 3
  throw 1 of 3: 3 6 6 6 6 - 6s 24, 3kind 27, 4kind 27, chance 27; 0 in fullhouse small large yahtzee
$ score 6
  alice writes 24 in the 6s - total 108 - bonus 35 made - bob throws
$ 2 2 2 2 6
  throw 1 of 3: 2 2 2 2 6 - 2s 8, 6s 6, 3kind 14, 4kind 14; 0 in 1s 3s 4s 5s
$ score 4kind
  bob writes 14 in 4kind - total 135 - alice throws
$ 4 4 4 5 6
  throw 1 of 3: 4 4 4 5 6 - 3kind 23, chance 23; 0 in 4kind fullhouse small large yahtzee
$ score 3kind
  alice writes 23 in 3kind - total 131 - bob throws
$ 4 4 4 5 6
  throw 1 of 3: 4 4 4 5 6 - 4s 12, 5s 5, 6s 6, 3kind 23; 0 in 1s 2s 3s
$ score 3kind
  bob writes 23 in 3kind - total 158 - alice throws
$ sheet
Game #1 - yahtzee (the official rules, one column a player) - round 8 of 13
                    > alice     bob
  1                       3       .
  2                       6       .
  3                       9       .
  4                      16       .
  5                      15       .
  6                      24       .
  1-6                    73       0
  bonus                  35    (63)
  Three of a Kind        23      23
  Four of a Kind          .      14
  Full House              .      25
  Small Straight          .      30
  Large Straight          .      40
  Yahtzee                 .       0
  Chance                  .      26
  Yahtzee bonus           0       0
  total                 131     158
  >: to play
  (n): what 1 to 6 still need for the bonus of 35
alice throws - leader: bob with 158
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - chance 13; 0 in 4kind fullhouse small large yahtzee
$ 2 2 2 2 6
  throw 2 of 3: 2 2 2 2 6 - 4kind 14, chance 14; 0 in fullhouse small large yahtzee
$ score 4kind
  alice writes 14 in 4kind - total 145 - bob throws
$ 4 5 5 6 1
  throw 1 of 3: 1 4 5 5 6 - 1s 1, 4s 4, 5s 10, 6s 6; 0 in 2s 3s
$ 6 6 6 6 3
  throw 2 of 3: 3 6 6 6 6 - 3s 3, 6s 24; 0 in 1s 2s 4s 5s
$ score 6
  bob writes 24 in the 6s - total 182 - alice throws
$ 3 3 5 5 5
  throw 1 of 3: 3 3 5 5 5 - fullhouse 25, chance 21; 0 in small large yahtzee
$ score fullhouse
  alice writes 25 in fullhouse - total 170 - bob throws
$ 5 5 5 2 2
  throw 1 of 3: 2 2 5 5 5 - 2s 4, 5s 15; 0 in 1s 3s 4s
$ score 5
  bob writes 15 in the 5s - total 197 - alice throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - small 30, chance 16; 0 in large yahtzee
$ score small
  alice writes 30 in small - total 200 - bob throws
$ 4 4 4 4 1
  throw 1 of 3: 1 4 4 4 4 - 1s 1, 4s 16; 0 in 2s 3s
$ score 4
  bob writes 16 in the 4s - total 213 - alice throws
$ 1 1 2 3 6
  throw 1 of 3: 1 1 2 3 6 - chance 13; 0 in large yahtzee
$ 2 3 4 5 6
  throw 2 of 3: 2 3 4 5 6 - large 40, chance 20; 0 in yahtzee
$ score large
  alice writes 40 in large - total 240 - bob throws
$ 4 5 5 6 1
  throw 1 of 3: 1 4 5 5 6 - 1s 1; 0 in 2s 3s
$ 3 3 3 1 2
  throw 2 of 3: 1 2 3 3 3 - 1s 1, 2s 2, 3s 9
$ score 3
  bob writes 9 in the 3s - total 257 - bonus 35 made - alice throws
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - yahtzee 50, chance 30
$ score yahtzee
  alice writes 50 in yahtzee - total 290 - bob throws
$ 2 2 2 5 6
  throw 1 of 3: 2 2 2 5 6 - 2s 6; 0 in 1s
$ score 2
  bob writes 6 in the 2s - total 263 - alice throws
$ 6 6 5 5 4
  throw 1 of 3: 4 5 5 6 6 - chance 26
$ score chance
  alice writes 26 in chance - total 316 - bob throws
$ 1 1 1 2 3
  throw 1 of 3: 1 1 1 2 3 - 1s 3
$ score 1
  bob writes 3 in the 1s - total 266 - alice wins with 316!
$ sheet
Game #1 - yahtzee (the official rules, one column a player) - 13 rounds, over
                    * alice     bob
  1                       3       3
  2                       6       6
  3                       9       9
  4                      16      16
  5                      15      15
  6                      24      24
  1-6                    73      73
  bonus                  35      35
  Three of a Kind        23      23
  Four of a Kind         14      14
  Full House             25      25
  Small Straight         30      30
  Large Straight         40      40
  Yahtzee                50       0
  Chance                 26      26
  Yahtzee bonus           0       0
  total                 316     266
  *: won
alice wins with 316!
$ export --json
{"id":1,"game":"yahtzee","status":"finished","winner":"alice","rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false},"players":[{"name":"alice","score":316,"columns":[{"name":"1","boxes":{"1":3,"2":6,"3":9,"4":16,"5":15,"6":24,"3kind":23,"4kind":14,"fullhouse":25,"small":30,"large":40,"yahtzee":50,"chance":26},"struck":[],"bonus":35,"yahtzee_bonus":0,"total":316}]},{"name":"bob","score":266,"columns":[{"name":"1","boxes":{"1":3,"2":6,"3":9,"4":16,"5":15,"6":24,"3kind":23,"4kind":14,"fullhouse":25,"small":30,"large":40,"yahtzee":0,"chance":26},"struck":[],"bonus":35,"yahtzee_bonus":0,"total":266}]}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,1,2,3]},{"seq":2,"player":"alice","entry":"score","args":"1"},{"seq":3,"player":"bob","entry":"throw","dice":[6,6,5,5,4]},{"seq":4,"player":"bob","entry":"score","args":"chance"},{"seq":5,"player":"alice","entry":"throw","dice":[4,5,5,6,1]},{"seq":6,"player":"alice","entry":"throw","dice":[2,2,2,5,6]},{"seq":7,"player":"alice","entry":"score","args":"2"},{"seq":8,"player":"bob","entry":"throw","dice":[1,2,3,5,5]},{"seq":9,"player":"bob","entry":"scratch","args":"yahtzee"},{"seq":10,"player":"alice","entry":"throw","dice":[3,3,3,1,2]},{"seq":11,"player":"alice","entry":"score","args":"3"},{"seq":12,"player":"bob","entry":"throw","dice":[2,3,4,5,6]},{"seq":13,"player":"bob","entry":"score","args":"large"},{"seq":14,"player":"alice","entry":"throw","dice":[4,4,4,4,1]},{"seq":15,"player":"alice","entry":"score","args":"4"},{"seq":16,"player":"bob","entry":"throw","dice":[1,2,3,4,6]},{"seq":17,"player":"bob","entry":"score","args":"small"},{"seq":18,"player":"alice","entry":"throw","dice":[1,1,2,3,6]},{"seq":19,"player":"alice","entry":"throw","dice":[5,5,5,2,2]},{"seq":20,"player":"alice","entry":"score","args":"5"},{"seq":21,"player":"bob","entry":"throw","dice":[1,1,2,3,6]},{"seq":22,"player":"bob","entry":"throw","dice":[3,3,5,5,5]},{"seq":23,"player":"bob","entry":"score","args":"fullhouse"},{"seq":24,"player":"alice","entry":"throw","dice":[6,6,6,6,3]},{"seq":25,"player":"alice","entry":"score","args":"6"},{"seq":26,"player":"bob","entry":"throw","dice":[2,2,2,2,6]},{"seq":27,"player":"bob","entry":"score","args":"4kind"},{"seq":28,"player":"alice","entry":"throw","dice":[4,4,4,5,6]},{"seq":29,"player":"alice","entry":"score","args":"3kind"},{"seq":30,"player":"bob","entry":"throw","dice":[4,4,4,5,6]},{"seq":31,"player":"bob","entry":"score","args":"3kind"},{"seq":32,"player":"alice","entry":"throw","dice":[1,1,2,3,6]},{"seq":33,"player":"alice","entry":"throw","dice":[2,2,2,2,6]},{"seq":34,"player":"alice","entry":"score","args":"4kind"},{"seq":35,"player":"bob","entry":"throw","dice":[4,5,5,6,1]},{"seq":36,"player":"bob","entry":"throw","dice":[6,6,6,6,3]},{"seq":37,"player":"bob","entry":"score","args":"6"},{"seq":38,"player":"alice","entry":"throw","dice":[3,3,5,5,5]},{"seq":39,"player":"alice","entry":"score","args":"fullhouse"},{"seq":40,"player":"bob","entry":"throw","dice":[5,5,5,2,2]},{"seq":41,"player":"bob","entry":"score","args":"5"},{"seq":42,"player":"alice","entry":"throw","dice":[1,2,3,4,6]},{"seq":43,"player":"alice","entry":"score","args":"small"},{"seq":44,"player":"bob","entry":"throw","dice":[4,4,4,4,1]},{"seq":45,"player":"bob","entry":"score","args":"4"},{"seq":46,"player":"alice","entry":"throw","dice":[1,1,2,3,6]},{"seq":47,"player":"alice","entry":"throw","dice":[2,3,4,5,6]},{"seq":48,"player":"alice","entry":"score","args":"large"},{"seq":49,"player":"bob","entry":"throw","dice":[4,5,5,6,1]},{"seq":50,"player":"bob","entry":"throw","dice":[3,3,3,1,2]},{"seq":51,"player":"bob","entry":"score","args":"3"},{"seq":52,"player":"alice","entry":"throw","dice":[6,6,6,6,6]},{"seq":53,"player":"alice","entry":"score","args":"yahtzee"},{"seq":54,"player":"bob","entry":"throw","dice":[2,2,2,5,6]},{"seq":55,"player":"bob","entry":"score","args":"2"},{"seq":56,"player":"alice","entry":"throw","dice":[6,6,5,5,4]},{"seq":57,"player":"alice","entry":"score","args":"chance"},{"seq":58,"player":"bob","entry":"throw","dice":[1,1,1,2,3]},{"seq":59,"player":"bob","entry":"score","args":"1"}]}
$ stats alice
player  game     games  wins  win rate  average  best  per turn
alice   yahtzee  1      1     100%      316      316   24.3

Yams: columns of 1 to 6 filled (where the rules give a bonus), the bonus made, and turns written with five alike:
player  game     columns  bonus  bonus rate  Yams thrown
alice   yahtzee  1        1      100%        1

Yams: the average written in each box (a scratch counts 0, as a value struck out in a duel does):
player  game     box        written  average  scratched
alice   yahtzee  1s         1        3        0
alice   yahtzee  2s         1        6        0
alice   yahtzee  3s         1        9        0
alice   yahtzee  4s         1        16       0
alice   yahtzee  5s         1        15       0
alice   yahtzee  6s         1        24       0
alice   yahtzee  3kind      1        23       0
alice   yahtzee  4kind      1        14       0
alice   yahtzee  fullhouse  1        25       0
alice   yahtzee  small      1        30       0
alice   yahtzee  large      1        40       0
alice   yahtzee  yahtzee    1        50       0
alice   yahtzee  chance     1        26       0
? 0
