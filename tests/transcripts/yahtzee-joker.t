## Yahtzee's own rules (tapis-games(7), YAMS): a second Yahtzee with the Yahtzee box
## at 50 earns the bonus wherever it is written, not with the box at 0; the
## joker (Verhoeff's reading) scores a Yahtzee in the full and the straights
## only once its face's upper box is filled; under joker=forced it must go
## in its face's box first, then in the lower part
## A Yahtzee the joker would score in the full house, scratched there
## instead: a 0, said without the joker.
$ new yahtzee alice
Game #1 - yahtzee, the official rules, one column a player - alice - alice throws.
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - 6s 30, 3kind 30, 4kind 30, yahtzee 50, chance 30; 0 in 1s 2s 3s 4s 5s fullhouse small large
$ score yahtzee
  alice writes 50 in yahtzee - total 50 - alice throws
$ 5 5 5 5 5
  throw 1 of 3: 5 5 5 5 5 - 5s 25, 3kind 25, 4kind 25, chance 25; 0 in 1s 2s 3s 4s 6s fullhouse small large - Yahtzee bonus 100 wherever it is written
$ score large
tapis: line 5: 5 5 5 5 5 make no large: they make 5s 25, 3kind 25, 4kind 25, chance 25 (scratch large writes 0)
$ score 5
  alice writes 25 in the 5s - total 175 - Yahtzee bonus 100 - alice throws
$ 5 5 5 5 5
  throw 1 of 3: 5 5 5 5 5 - 3kind 25, 4kind 25, fullhouse 25 (joker), small 30 (joker), large 40 (joker), chance 25; 0 in 1s 2s 3s 4s 6s - Yahtzee bonus 100 wherever it is written
$ score large
  alice writes 40 in large (joker) - total 315 - Yahtzee bonus 100 - alice throws
$ 2 2 2 2 2
  throw 1 of 3: 2 2 2 2 2 - 2s 10, 3kind 10, 4kind 10, chance 10; 0 in 1s 3s 4s 6s fullhouse small - Yahtzee bonus 100 wherever it is written
$ scratch chance
  alice scratches chance - total 415 - Yahtzee bonus 100 - alice throws
$ sheet
Game #1 - yahtzee (the official rules, one column a player) - round 5 of 13
                    > alice
  1                       .
  2                       .
  3                       .
  4                       .
  5                      25
  6                       .
  1-6                    25
  bonus                (38)
  Three of a Kind         .
  Four of a Kind          .
  Full House              .
  Small Straight          .
  Large Straight         40
  Yahtzee                50
  Chance                  0
  Yahtzee bonus         300
  total                 415
  >: to play
  (n): what 1 to 6 still need for the bonus of 35
alice throws
$ export --json
{"id":1,"game":"yahtzee","status":"playing","winner":null,"rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false},"players":[{"name":"alice","score":415,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":25,"6":null,"3kind":null,"4kind":null,"fullhouse":null,"small":null,"large":40,"yahtzee":50,"chance":0},"struck":[],"bonus":0,"yahtzee_bonus":300,"total":415}]}],"turn":{"player":"alice","throw":0,"dice":[],"kept":[]},"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[6,6,6,6,6]},{"seq":2,"player":"alice","entry":"score","args":"yahtzee"},{"seq":3,"player":"alice","entry":"throw","dice":[5,5,5,5,5]},{"seq":4,"player":"alice","entry":"score","args":"5"},{"seq":5,"player":"alice","entry":"throw","dice":[5,5,5,5,5]},{"seq":6,"player":"alice","entry":"score","args":"large"},{"seq":7,"player":"alice","entry":"throw","dice":[2,2,2,2,2]},{"seq":8,"player":"alice","entry":"scratch","args":"chance"}]}
$ new yahtzee bob
Game #2 - yahtzee, the official rules, one column a player - bob - bob throws.
game #1 (yahtzee: alice) stays unfinished: resume 1 takes it up again
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, small 30, chance 16; 0 in 5s 3kind 4kind fullhouse large yahtzee
$ scratch yahtzee
  bob scratches yahtzee - total 0 - bob throws
$ 4 4 4 4 4
  throw 1 of 3: 4 4 4 4 4 - 4s 20, 3kind 20, 4kind 20, chance 20; 0 in 1s 2s 3s 5s 6s fullhouse small large
$ score small
tapis: line 17: 4 4 4 4 4 make no small: they make 4s 20, 3kind 20, 4kind 20, chance 20 (scratch small writes 0)
$ score 4
  bob writes 20 in the 4s - total 20 - bob throws
$ 4 4 4 4 4
  throw 1 of 3: 4 4 4 4 4 - 3kind 20, 4kind 20, fullhouse 25 (joker), small 30 (joker), large 40 (joker), chance 20; 0 in 1s 2s 3s 5s 6s
$ score small
  bob writes 30 in small (joker) - total 50 - bob throws
$ new yahtzee carol joker=forced
Game #3 - yahtzee, the official rules, one column a player, joker=forced - carol - carol throws.
game #2 (yahtzee: bob) stays unfinished: resume 2 takes it up again
$ 3 3 3 3 3
  throw 1 of 3: 3 3 3 3 3 - 3s 15, 3kind 15, 4kind 15, yahtzee 50, chance 15; 0 in 1s 2s 4s 5s 6s fullhouse small large
$ score yahtzee
  carol writes 50 in yahtzee - total 50 - carol throws
$ 3 3 3 3 3
  throw 1 of 3: 3 3 3 3 3 - 3s 15 - a Yahtzee goes in these first (joker=forced) - Yahtzee bonus 100 wherever it is written
$ score chance
tapis: line 25: 3 3 3 3 3 with yahtzee filled go in 3 first (joker=forced)
$ score 3
  carol writes 15 in the 3s - total 165 - Yahtzee bonus 100 - carol throws
$ 3 3 3 3 3
  throw 1 of 3: 3 3 3 3 3 - 3kind 15, 4kind 15, fullhouse 25 (joker), small 30 (joker), large 40 (joker), chance 15 - a Yahtzee goes in these first (joker=forced) - Yahtzee bonus 100 wherever it is written
$ score 1
tapis: line 28: 3 3 3 3 3 with yahtzee filled go in a free box of the lower part first (joker=forced)
$ score fullhouse
  carol writes 25 in fullhouse (joker) - total 290 - Yahtzee bonus 100 - carol throws
$ rules
yahtzee (the official rules, one column a player): option, value in force, what it means
  bonus         35          the bonus of boxes 1 to 6 (0: none)
  bonusat       63          the total of boxes 1 to 6 the bonus needs
  atleast       yes         the bonus needs at least bonusat (no: more than bonusat)
  fivefull      no          five alike make a Full
  scratch       any         where a 0 may be written on purpose: any free box, or only where the dice do not make it (Minimum and Maximum made by any total)
  sheet         yahtzee     the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
  yahtzeebonus  100         the bonus of each Yahtzee written once the five-alike box holds its points (0: none)
  joker        *forced      a Yahtzee thrown once the five-alike box is filled: free, the full and the straights at their points once its face's box is filled; forced, its face's box first, then the lower part
  * changed from yahtzee
the boxes of the sheet (yahtzee), the upper part first: box, name, what it takes: what it scores
    1-6        1 to 6           the dice of its face: their sum
    3kind      Three of a Kind  three alike: the sum of the five dice
    4kind      Four of a Kind   four alike: the sum of the five dice
    fullhouse  Full House       three and two alike: 25
    small      Small Straight   four in a row: 30
    large      Large Straight   five in a row: 40
    yahtzee    Yahtzee          five alike: 50
    chance     Chance           any dice: the sum of the five dice
    upper bonus 35 at 63 or more; Yahtzee bonus 100 each; joker: forced
$ new yams a b sheet=yahtzee joker=free
Game #4 - yams, one column a player, bonus=35, bonusat=63, atleast=yes, suite=40, yams=50, sheet=yahtzee, yahtzeebonus=100, joker=free - a, b - a throws.
game #3 (yahtzee: carol) stays unfinished: resume 3 takes it up again
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - 6s 30, 3kind 30, 4kind 30, yahtzee 50, chance 30; 0 in 1s 2s 3s 4s 5s fullhouse small large
$ score yahtzee
  a writes 50 in yahtzee - total 50 - b throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3, 4s 4, 6s 6, small 30, chance 16; 0 in 5s 3kind 4kind fullhouse large yahtzee
$ scratch 1
  b scratches the 1s - total 0 - a throws
$ 5 5 5 5 1
  throw 1 of 3: 1 5 5 5 5 - 1s 1, 5s 20, 3kind 21, 4kind 21, chance 21; 0 in 2s 3s 4s 6s fullhouse small large
$ score 5
  a writes 20 in the 5s - total 70 - b throws
$ 1 2 3 4 6
  throw 1 of 3: 1 2 3 4 6 - 2s 2, 3s 3, 4s 4, 6s 6, small 30, chance 16; 0 in 5s 3kind 4kind fullhouse large yahtzee
$ scratch 2
  b scratches the 2s - total 0 - a throws
$ 5 5 5 5 5
  throw 1 of 3: 5 5 5 5 5 - 3kind 25, 4kind 25, fullhouse 25 (joker), small 30 (joker), large 40 (joker), chance 25; 0 in 1s 2s 3s 4s 6s - Yahtzee bonus 100 wherever it is written
$ scratch fullhouse
  a scratches fullhouse - total 170 - Yahtzee bonus 100 - b throws
$ undo
  undone: a's scratch fullhouse - a's turn: throw 1 of 3, 5 5 5 5 5
$ score fullhouse
  a writes 25 in fullhouse (joker) - total 195 - Yahtzee bonus 100 - b throws
? 1
