## Yams, classic (tapis-games(7), YAMS): a whole game of one player, alice, in
## 12 turns.  Keeps with the dice thrown again (6 1) and with the whole new
## hand (6 6 6 6 3); a throw of 2 dice after 6 6 6 6 6 keeps 6 6 6 without a
## keep; a throw of 1 die after 4 5 5 6 6 is refused (several keeps fit);
## refused: a fourth throw, a keep after the third, a write before a throw,
## a first throw of 3 dice, a keep of dice the hand lacks, a box written
## twice, a 1 the dice do not make; a slip undone, and the game's last
## entry undone and redone.
## The 1-6 total is 61 (1: 0 scratched, 2: 4, 3: 6, 4: 12, 5: 15, 6: 24):
## one more than 60, so the bonus is made, by the 2 written in turn 10.
## hand-computed: alice 231 = upper 61 + bonus 30 + min 9 + max 28
## + suite 20 + full 28 + carre 25 + yams 30; alice wins.
$ new yams alice
Game #1 - yams, one column a player - alice - alice throws.
$ 6 6 6 2 5
  throw 1 of 3: 2 5 6 6 6 - 2s 2, 5s 5, 6s 18, min 25, max 25; 0 in 1s 3s 4s suite full carré yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 6 1
  throw 2 of 3: 1 6 6 6 6 - 1s 1, 6s 24, min 25, max 25, carré 25; 0 in 2s 3s 4s 5s suite full yams
$ keep 6 6 6 6
  keeping 6 6 6 6: throw 1 die
$ 6 6 6 6 3
  throw 3 of 3: 3 6 6 6 6 - 3s 3, 6s 24, min 27, max 27, carré 25; 0 in 1s 2s 4s 5s suite full yams - write: score BOX
$ 4
tapis: line 7: alice has thrown three times: write the dice (score BOX, or scratch BOX for 0)
$ keep 6 6 6
tapis: line 8: no throw is left to keep dice for: write the dice (score BOX, or scratch BOX for 0)
$ score 6
  alice writes 24 in the 6s - total 24 - alice throws
$ score 1
tapis: line 10: nothing thrown yet this turn: throw, then write
$ 1 2 3
tapis: line 11: the first throw of a turn is of all five dice, not 3
$ 2 3 4 5 6
  throw 1 of 3: 2 3 4 5 6 - 2s 2, 3s 3, 4s 4, 5s 5, min 20, max 20, suite 20; 0 in 1s full carré yams
$ score suite
  alice writes 20 in suite - total 44 - alice throws
$ 5 5 2 3 1
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10, min 16, max 16; 0 in 4s full carré yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 4 2
  throw 2 of 3: 2 4 5 5 5 - 2s 2, 4s 4, 5s 15, min 21, max 21; 0 in 1s 3s full carré yams
$ keep 5 5 5 5
tapis: line 17: the hand 2 4 5 5 5 has only three 5s
$ keep 5 5 5
  keeping 5 5 5: throw 2 dice
$ 1 3
  throw 3 of 3: 1 3 5 5 5 - 1s 1, 3s 3, 5s 15, min 19, max 19; 0 in 2s 4s full carré yams - write: score BOX
$ score 5
  alice writes 15 in the 5s - total 59 - alice throws
$ 4 4 3 2 6
  throw 1 of 3: 2 3 4 4 6 - 2s 2, 3s 3, 4s 8, min 19, max 19; 0 in 1s full carré yams
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 4 1 1
  throw 2 of 3: 1 1 4 4 4 - 1s 2, 4s 12, min 14, max 14, full 14; 0 in 2s 3s carré yams
$ score 6
tapis: line 24: alice's 6 is already written (24)
$ score 4
  alice writes 12 in the 4s - total 71 - alice throws
$ 4 5 5 6 6
  throw 1 of 3: 4 5 5 6 6 - min 26, max 26; 0 in 1s 2s 3s full carré yams
$ 6
tapis: line 27: of 4 5 5 6 6, which 4 dice were kept? keep FACES, then the throw
$ keep 5 5 6 6
  keeping 5 5 6 6: throw 1 die
$ 6
  throw 2 of 3: 5 5 6 6 6 - min 28, max 28, full 28; 0 in 1s 2s 3s carré yams
$ score max
  alice writes 28 in max - total 99 - alice throws
$ 2 2 2 2 2
  throw 1 of 3: 2 2 2 2 2 - 2s 10, min 10, carré 25, yams 30; 0 in 1s 3s full
$ score yams
  alice writes 30 in yams - total 129 - alice throws
$ sheet
Game #1 - yams (one column a player) - round 7 of 12
            > alice
  1               .
  2               .
  3               .
  4              12
  5              15
  6              24
  1-6            51
  bonus        (10)
  Minimum         .
  Maximum        28
  Suite          20
  Full            .
  Carré           .
  Yams           30
  total         129
  >: to play
  (n): what 1 to 6 still need for the bonus of 30
alice throws
$ 3 3 3 1 6
  throw 1 of 3: 1 3 3 3 6 - 1s 1, 3s 9, min 16; 0 in 2s full carré
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 3 2
  throw 2 of 3: 2 3 3 3 3 - 2s 2, 3s 12, min 14, carré 25; 0 in 1s full
$ score carre
  alice writes 25 in carré - total 154 - alice throws
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - min 30 (not below max 28: both 0); 0 in 1s 2s 3s full
$ 3 5
  (kept 6 6 6) throw 2 of 3: 3 5 6 6 6 - 3s 3, min 26; 0 in 1s 2s full
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 5 4
  throw 3 of 3: 4 5 6 6 6 - min 27; 0 in 1s 2s 3s full - write: score BOX
$ undo
  undone: alice's throw 5 4 - alice's turn: throw 2 of 3, 3 5 6 6 6, keeping 6 6 6
$ 5 5
  throw 3 of 3: 5 5 6 6 6 - min 28 (not below max 28: both 0), full 28; 0 in 1s 2s 3s - write: score BOX
$ score full
  alice writes 28 in full - total 182 - alice throws
$ 1 3 4 6 6
  throw 1 of 3: 1 3 4 6 6 - 1s 1, 3s 3, min 20; 0 in 2s
$ keep 3
  keeping 3: throw 4 dice
$ 2 3 5 6
  throw 2 of 3: 2 3 3 5 6 - 2s 2, 3s 6, min 19; 0 in 1s
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 1 4 6
  throw 3 of 3: 1 3 3 4 6 - 1s 1, 3s 6, min 17; 0 in 2s - write: score BOX
$ score min
  alice writes 17 in min - total 199 - alice throws
$ undo
  undone: alice's score min - alice's turn: throw 3 of 3, 1 3 3 4 6
$ score 3
  alice writes 6 in the 3s - total 188 - alice throws
$ 2 2 5 6 3
  throw 1 of 3: 2 2 3 5 6 - 2s 4, min 18; 0 in 1s
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 3 4 6
  throw 2 of 3: 2 2 3 4 6 - 2s 4, min 17; 0 in 1s
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 1 5 5
  throw 3 of 3: 1 2 2 5 5 - 1s 1, 2s 4, min 15 - write: score BOX
$ score 2
  alice writes 4 in the 2s - total 222 - bonus 30 made - alice throws
$ 1 2 2 3 5
  throw 1 of 3: 1 2 2 3 5 - 1s 1, min 13
$ keep 1 2 2
  keeping 1 2 2: throw 2 dice
$ 1 3
  throw 2 of 3: 1 1 2 2 3 - 1s 2, min 9
$ score min
  alice writes 9 in min - total 231 - alice throws
$ 3 4 4 6 6
  throw 1 of 3: 3 4 4 6 6 - 0 in 1s
$ 2 3 5 6 6
  throw 2 of 3: 2 3 5 6 6 - 0 in 1s
$ 2 2 4 5 6
  throw 3 of 3: 2 2 4 5 6 - 0 in 1s - nothing made: scratch BOX
$ score 1
tapis: line 66: 2 2 4 5 6 make no 1 (scratch 1 writes 0)
$ scratch 1
  alice scratches the 1s - total 231 - alice wins with 231!
$ 2 3 4 5 6
tapis: line 68: game #1 is over, alice won: new starts another game; undo takes back the last entry
$ undo
  undone: alice's scratch 1 - alice's turn: throw 3 of 3, 2 2 4 5 6
$ redo
  redone: alice's scratch 1
  alice scratches the 1s - total 231 - alice wins with 231!
$ sheet
Game #1 - yams (one column a player) - 12 rounds, over
            * alice
  1               0
  2               4
  3               6
  4              12
  5              15
  6              24
  1-6            61
  bonus          30
  Minimum         9
  Maximum        28
  Suite          20
  Full           28
  Carré          25
  Yams           30
  total         231
  *: won
alice wins with 231!
$ export --json
{"id":1,"game":"yams","status":"finished","winner":"alice","rules":{"bonus":30,"bonusat":60,"atleast":false,"fivefull":false,"suite":20,"carre":25,"yams":30},"players":[{"name":"alice","score":231,"columns":[{"name":"1","boxes":{"1":0,"2":4,"3":6,"4":12,"5":15,"6":24,"min":9,"max":28,"suite":20,"full":28,"carre":25,"yams":30},"struck":[],"bonus":30,"total":231}]}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[6,6,6,2,5]},{"seq":2,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":3,"player":"alice","entry":"throw","dice":[6,1]},{"seq":4,"player":"alice","entry":"keep","dice":[6,6,6,6]},{"seq":5,"player":"alice","entry":"throw","dice":[6,6,6,6,3]},{"seq":6,"player":"alice","entry":"score","args":"6"},{"seq":7,"player":"alice","entry":"throw","dice":[2,3,4,5,6]},{"seq":8,"player":"alice","entry":"score","args":"suite"},{"seq":9,"player":"alice","entry":"throw","dice":[5,5,2,3,1]},{"seq":10,"player":"alice","entry":"keep","dice":[5,5]},{"seq":11,"player":"alice","entry":"throw","dice":[5,4,2]},{"seq":12,"player":"alice","entry":"keep","dice":[5,5,5]},{"seq":13,"player":"alice","entry":"throw","dice":[1,3]},{"seq":14,"player":"alice","entry":"score","args":"5"},{"seq":15,"player":"alice","entry":"throw","dice":[4,4,3,2,6]},{"seq":16,"player":"alice","entry":"keep","dice":[4,4]},{"seq":17,"player":"alice","entry":"throw","dice":[4,1,1]},{"seq":18,"player":"alice","entry":"score","args":"4"},{"seq":19,"player":"alice","entry":"throw","dice":[4,5,5,6,6]},{"seq":20,"player":"alice","entry":"keep","dice":[5,5,6,6]},{"seq":21,"player":"alice","entry":"throw","dice":[6]},{"seq":22,"player":"alice","entry":"score","args":"max"},{"seq":23,"player":"alice","entry":"throw","dice":[2,2,2,2,2]},{"seq":24,"player":"alice","entry":"score","args":"yams"},{"seq":25,"player":"alice","entry":"throw","dice":[3,3,3,1,6]},{"seq":26,"player":"alice","entry":"keep","dice":[3,3,3]},{"seq":27,"player":"alice","entry":"throw","dice":[3,2]},{"seq":28,"player":"alice","entry":"score","args":"carre"},{"seq":29,"player":"alice","entry":"throw","dice":[6,6,6,6,6]},{"seq":30,"player":"alice","entry":"throw","dice":[3,5]},{"seq":31,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":32,"player":"alice","entry":"throw","dice":[5,5]},{"seq":33,"player":"alice","entry":"score","args":"full"},{"seq":34,"player":"alice","entry":"throw","dice":[1,3,4,6,6]},{"seq":35,"player":"alice","entry":"keep","dice":[3]},{"seq":36,"player":"alice","entry":"throw","dice":[2,3,5,6]},{"seq":37,"player":"alice","entry":"keep","dice":[3,3]},{"seq":38,"player":"alice","entry":"throw","dice":[1,4,6]},{"seq":39,"player":"alice","entry":"score","args":"3"},{"seq":40,"player":"alice","entry":"throw","dice":[2,2,5,6,3]},{"seq":41,"player":"alice","entry":"keep","dice":[2,2]},{"seq":42,"player":"alice","entry":"throw","dice":[3,4,6]},{"seq":43,"player":"alice","entry":"keep","dice":[2,2]},{"seq":44,"player":"alice","entry":"throw","dice":[1,5,5]},{"seq":45,"player":"alice","entry":"score","args":"2"},{"seq":46,"player":"alice","entry":"throw","dice":[1,2,2,3,5]},{"seq":47,"player":"alice","entry":"keep","dice":[1,2,2]},{"seq":48,"player":"alice","entry":"throw","dice":[1,3]},{"seq":49,"player":"alice","entry":"score","args":"min"},{"seq":50,"player":"alice","entry":"throw","dice":[3,4,4,6,6]},{"seq":51,"player":"alice","entry":"throw","dice":[2,3,5,6,6]},{"seq":52,"player":"alice","entry":"throw","dice":[2,2,4,5,6]},{"seq":53,"player":"alice","entry":"scratch","args":"1"}]}
? 1
