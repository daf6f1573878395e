## Yams in three columns (tapis-games(7), YAMS, yams:3col): alice alone, 36
## turns.  desc is filled 1 to yams, asc yams to 1, free in any order.  The
## column is named where two can take the box ("score 1" alone is refused
## while desc and free both take 1), and left out where one only can
## ("score 3" once free has its 3: desc).  Refused: a keep of dice the hand
## lacks, a fourth throw, a box written twice (free carre), a box out of
## order (desc takes full before carre), a yams the dice do not make.
## desc's 1-6 total is 60: not more than 60, no bonus (it needs 1 more);
## free's is 73: bonus.  desc's Maximum 19 is not greater than its
## Minimum 19: both count 0.
## hand-computed: alice 579 =
##   desc 156 = upper 60 (3 8 9 12 10 18) + no bonus + min/max 19/19 void
##              + suite 20 + full 21 + carre 25 + yams 30
## + free 229 = upper 73 (0 6 12 16 15 24) + bonus 30 + min 9 + max 26
##              + suite 20 + full 16 + carre 25 + yams 30
## + asc  194 = upper 54 (3 6 9 8 10 18) + no bonus + min 11 + max 26
##              + suite 20 + full 28 + carre 25 + yams 30
$ new yams:3col alice
Game #1 - yams:3col, three columns: desc, free, asc - alice - alice throws.
$ 1 1 4 5 6
  throw 1 of 3: 1 1 4 5 6 - 1s 2, 4s 4, 5s 5, 6s 6, min 17, max 17; 0 in 2s 3s suite full carré yams - desc takes 1, asc takes yams
$ keep 1 1
  keeping 1 1: throw 3 dice
$ 1 3 2
  throw 2 of 3: 1 1 1 2 3 - 1s 3, 2s 2, 3s 3, min 8, max 8; 0 in 4s 5s 6s suite full carré yams - desc takes 1, asc takes yams
$ score 1
tapis: line 5: 1 can go in desc or free: say which (score 1 desc)
$ score 1 desc
  alice writes 3 in the 1s (column desc) - total 3 - alice throws
$ 6 6 6 6 2
  throw 1 of 3: 2 6 6 6 6 - 2s 2, 6s 24, min 26, max 26, carré 25; 0 in 1s 3s 4s 5s suite full yams - desc takes 2, asc takes yams
$ score carre
  alice writes 25 in carré (column free) - total 28 - alice throws
$ 2 2 5 3 2
  throw 1 of 3: 2 2 2 3 5 - 2s 6, 3s 3, 5s 5, min 14, max 14; 0 in 1s 4s 6s suite full yams - desc takes 2, asc takes yams
$ keep 2 2 2 2
tapis: line 10: the hand 2 2 2 3 5 has only three 2s
$ keep 2 2 2
  keeping 2 2 2: throw 2 dice
$ 2 4
  throw 2 of 3: 2 2 2 2 4 - 2s 8, 4s 4, min 12, max 12; 0 in 1s 3s 5s 6s suite full yams - desc takes 2, asc takes yams
$ score 2 desc
  alice writes 8 in the 2s (column desc) - total 36 - alice throws
$ 5 5 5 5 5
  throw 1 of 3: 5 5 5 5 5 - 5s 25, min 25, max 25, yams 30; 0 in 1s 2s 3s 4s 6s suite full - desc takes 3, asc takes yams
$ score yams asc
  alice writes 30 in yams (column asc) - total 66 - alice throws
$ 3 3 3 4 1
  throw 1 of 3: 1 3 3 3 4 - 1s 1, 3s 9, 4s 4, min 14, max 14; 0 in 2s 5s 6s suite full carré yams - desc takes 3, asc takes carré
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 3 6
  throw 2 of 3: 3 3 3 3 6 - 3s 12, 6s 6, min 18, max 18, carré 25; 0 in 1s 2s 4s 5s suite full yams - desc takes 3, asc takes carré
$ score 3 free
  alice writes 12 in the 3s (column free) - total 78 - alice throws
$ 3 3 2 6 5
  throw 1 of 3: 2 3 3 5 6 - 2s 2, 3s 6, 5s 5, 6s 6, min 19, max 19; 0 in 1s 4s suite full carré yams - desc takes 3, asc takes carré
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 3 1 1
  throw 2 of 3: 1 1 3 3 3 - 1s 2, 3s 9, min 11, max 11, full 11; 0 in 2s 4s 5s 6s suite carré yams - desc takes 3, asc takes carré
$ score 3
  alice writes 9 in the 3s (column desc) - total 87 - alice throws
$ 4 4 4 2 6
  throw 1 of 3: 2 4 4 4 6 - 2s 2, 4s 12, 6s 6, min 20, max 20; 0 in 1s 5s suite full carré yams - desc takes 4, asc takes carré
$ score 4 desc
  alice writes 12 in the 4s (column desc) - total 99 - alice throws
$ 2 3 4 5 1
  throw 1 of 3: 1 2 3 4 5 - 1s 1, 2s 2, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams - desc takes 5, asc takes carré
$ score suite
  alice writes 20 in suite (column free) - total 119 - alice throws
$ 4 4 4 4 1
  throw 1 of 3: 1 4 4 4 4 - 1s 1, 4s 16, min 17, max 17, carré 25; 0 in 2s 5s 6s full yams - desc takes 5, asc takes carré
$ score carre
  alice writes 25 in carré (column asc) - total 144 - alice throws
$ 5 5 2 6 6
  throw 1 of 3: 2 5 5 6 6 - 2s 2, 5s 10, 6s 12, min 24, max 24; 0 in 1s 4s full yams - desc takes 5, asc takes full
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 1 3 4
  throw 2 of 3: 1 3 4 5 5 - 1s 1, 4s 4, 5s 10, min 18, max 18; 0 in 2s 6s full yams - desc takes 5, asc takes full
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 3 4 6
  throw 3 of 3: 3 4 5 5 6 - 4s 4, 5s 10, 6s 6, min 23, max 23; 0 in 1s 2s full yams - desc takes 5, asc takes full - write: score BOX
$ 2 2
tapis: line 35: alice has thrown three times: write the dice (score BOX, or scratch BOX for 0)
$ score 5 desc
  alice writes 10 in the 5s (column desc) - total 154 - alice throws
$ 6 6 6 3 2
  throw 1 of 3: 2 3 6 6 6 - 2s 2, 6s 18, min 23, max 23; 0 in 1s 4s 5s full yams - desc takes 6, asc takes full
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 1 4
  throw 2 of 3: 1 4 6 6 6 - 1s 1, 4s 4, 6s 18, min 23, max 23; 0 in 2s 5s full yams - desc takes 6, asc takes full
$ score 6 desc
  alice writes 18 in the 6s (column desc) - total 172 - alice throws
$ 5 5 6 6 6
  throw 1 of 3: 5 5 6 6 6 - 5s 10, 6s 18, min 28, max 28, full 28; 0 in 1s 2s 4s yams - desc takes min, asc takes full
$ score full
tapis: line 42: full can go in free or asc: say which (score full free)
$ score full asc
  alice writes 28 in full (column asc) - total 200 - alice throws
$ 1 2 2 1 3
  throw 1 of 3: 1 1 2 2 3 - 1s 2, 2s 4, min 9, max 9; 0 in 4s 5s 6s suite full yams - desc takes min, asc takes suite
$ score min free
  alice writes 9 in min (column free) - total 209 - alice throws
$ 6 5 4 6 5
  throw 1 of 3: 4 5 5 6 6 - 4s 4, 5s 10, 6s 12, min 26, max 26; 0 in 1s 2s suite full yams - desc takes min, asc takes suite
$ score max
  alice writes 26 in max (column free) - total 235 - alice throws
$ 3 4 5 6 6
  throw 1 of 3: 3 4 5 6 6 - 4s 4, 5s 5, 6s 12, min 24; 0 in 1s 2s suite full yams - desc takes min, asc takes suite
$ keep 3 4 5 6
  keeping 3 4 5 6: throw 1 die
$ 2
  throw 2 of 3: 2 3 4 5 6 - 2s 2, 4s 4, 5s 5, 6s 6, min 20, suite 20; 0 in 1s full yams - desc takes min, asc takes suite
$ score suite
  alice writes 20 in suite (column asc) - total 255 - alice throws
$ 6 6 5 5 4
  throw 1 of 3: 4 5 5 6 6 - 4s 4, 5s 10, 6s 12, min 26, max 26; 0 in 1s 2s full yams - desc takes min, asc takes max
$ score max
  alice writes 26 in max (column asc) - total 281 - alice throws
$ 3 4 4 5 3
  throw 1 of 3: 3 3 4 4 5 - 4s 8, 5s 5, min 19; 0 in 1s 2s 6s full yams - desc takes min, asc takes min
$ score min
tapis: line 55: min can go in desc or asc: say which (score min desc)
$ score min desc
  alice writes 19 in min (column desc) - total 300 - alice throws
$ sheet
Game #1 - yams:3col (three columns: desc, free, asc) - round 18 of 36
                   > alice
            desc free  asc
  1            3    .    .
  2            8    .    .
  3            9   12    .
  4           12    .    .
  5           10    .    .
  6           18    .    .
  1-6         60   12    0
  bonus        0 (49) (61)
  Minimum     19    9    .
  Maximum      .   26   26
  Suite        .   20   20
  Full         .    .   28
  Carré        .   25   25
  Yams         .    .   30
  column      79   92  129
  total                300
  >: to play
  (n): what 1 to 6 still need for the bonus of 30
alice throws
$ 2 2 2 5 5
  throw 1 of 3: 2 2 2 5 5 - 2s 6, 5s 10, min 16, max 16 (not above min 19: both 0), full 16; 0 in 1s 4s 6s yams - desc takes max, asc takes min
$ score full
  alice writes 16 in full (column free) - total 316 - alice throws
$ 1 1 1 6 2
  throw 1 of 3: 1 1 1 2 6 - 1s 3, 2s 2, 6s 6, min 11, max 11 (not above min 19: both 0); 0 in 4s 5s yams - desc takes max, asc takes min
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 3 5
  throw 2 of 3: 1 1 1 3 5 - 1s 3, 5s 5, min 11, max 11 (not above min 19: both 0); 0 in 2s 4s 6s yams - desc takes max, asc takes min
$ score min
  alice writes 11 in min (column asc) - total 327 - alice throws
$ 6 6 6 4 3
  throw 1 of 3: 3 4 6 6 6 - 4s 4, 6s 18, max 25; 0 in 1s 2s 5s yams - desc takes max, asc takes 6
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 2 1
  throw 2 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, max 21; 0 in 4s 5s yams - desc takes max, asc takes 6
$ score 6 free
  alice writes 18 in the 6s (column free) - total 345 - alice throws
$ undo
  undone: alice's score 6 free - alice's turn: throw 2 of 3, 1 2 6 6 6
$ score 6 asc
  alice writes 18 in the 6s (column asc) - total 345 - alice throws
$ 5 5 4 3 2
  throw 1 of 3: 2 3 4 5 5 - 2s 2, 4s 4, 5s 10, max 19 (not above min 19: both 0); 0 in 1s 6s yams - desc takes max, asc takes 5
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 1 6
  throw 2 of 3: 1 5 5 5 6 - 1s 1, 5s 15, 6s 6, max 22; 0 in 2s 4s yams - desc takes max, asc takes 5
$ score 5 free
  alice writes 15 in the 5s (column free) - total 360 - alice throws
$ 5 5 2 4 3
  throw 1 of 3: 2 3 4 5 5 - 2s 2, 4s 4, 5s 10, max 19 (not above min 19: both 0); 0 in 1s 6s yams - desc takes max, asc takes 5
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 1 1 6
  throw 2 of 3: 1 1 5 5 6 - 1s 2, 5s 10, 6s 6, max 18 (not above min 19: both 0); 0 in 2s 4s yams - desc takes max, asc takes 5
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 2 3 4
  throw 3 of 3: 2 3 4 5 5 - 2s 2, 4s 4, 5s 10, max 19 (not above min 19: both 0); 0 in 1s 6s yams - desc takes max, asc takes 5 - write: score BOX
$ score 5
  alice writes 10 in the 5s (column asc) - total 370 - alice throws
$ 4 4 6 6 1
  throw 1 of 3: 1 4 4 6 6 - 1s 1, 4s 8, 6s 12, max 21; 0 in 2s yams - desc takes max, asc takes 4
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 2 3 5
  throw 2 of 3: 2 3 4 4 5 - 2s 2, 4s 8, max 18 (not above min 19: both 0); 0 in 1s 6s yams - desc takes max, asc takes 4
$ score 4 asc
  alice writes 8 in the 4s (column asc) - total 378 - alice throws
$ 6 6 6 6 1
  throw 1 of 3: 1 6 6 6 6 - 1s 1, 6s 24, max 25; 0 in 2s 3s 4s yams - desc takes max, asc takes 3
$ score 6
  alice writes 24 in the 6s (column free) - total 402 - alice throws
$ 3 3 2 5 6
  throw 1 of 3: 2 3 3 5 6 - 2s 2, 3s 6, max 19 (not above min 19: both 0); 0 in 1s 4s yams - desc takes max, asc takes 3
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 3 1 1
  throw 2 of 3: 1 1 3 3 3 - 1s 2, 3s 9, max 11 (not above min 19: both 0); 0 in 2s 4s yams - desc takes max, asc takes 3
$ score 3
  alice writes 9 in the 3s (column asc) - total 411 - alice throws
$ 2 2 4 5 6
  throw 1 of 3: 2 2 4 5 6 - 2s 4, 4s 4, max 19 (not above min 19: both 0); 0 in 1s yams - desc takes max, asc takes 2
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 2 6 6
  throw 2 of 3: 2 2 2 6 6 - 2s 6, max 18 (not above min 19: both 0); 0 in 1s 4s yams - desc takes max, asc takes 2
$ score 2 asc
  alice writes 6 in the 2s (column asc) - total 417 - alice throws
$ 1 1 3 4 6
  throw 1 of 3: 1 1 3 4 6 - 1s 2, 4s 4, max 15 (not above min 19: both 0); 0 in 2s yams - desc takes max, asc takes 1
$ keep 1 1
  keeping 1 1: throw 3 dice
$ 1 2 5
  throw 2 of 3: 1 1 1 2 5 - 1s 3, 2s 2, max 10 (not above min 19: both 0); 0 in 4s yams - desc takes max, asc takes 1
$ score 1 asc
  alice writes 3 in the 1s (column asc) - total 420 - alice throws
$ 4 4 4 2 1
  throw 1 of 3: 1 2 4 4 4 - 1s 1, 2s 2, 4s 12, max 15 (not above min 19: both 0); 0 in yams - desc takes max
$ keep 4 4 4
  keeping 4 4 4: throw 2 dice
$ 4 6
  throw 2 of 3: 4 4 4 4 6 - 4s 16, max 22; 0 in 1s 2s yams - desc takes max
$ score carre free
tapis: line 101: alice's carré is already written in column free (25)
$ score 4
  alice writes 16 in the 4s (column free) - total 466 - bonus 30 made - alice throws
$ 2 2 5 2 6
  throw 1 of 3: 2 2 2 5 6 - 2s 6, max 17 (not above min 19: both 0); 0 in 1s yams - desc takes max
$ keep 2 2 2
  keeping 2 2 2: throw 2 dice
$ 3 3
  throw 2 of 3: 2 2 2 3 3 - 2s 6, max 12 (not above min 19: both 0); 0 in 1s yams - desc takes max
$ score 2
  alice writes 6 in the 2s (column free) - total 472 - alice throws
$ 1 2 4 6 6
  throw 1 of 3: 1 2 4 6 6 - 1s 1, max 19 (not above min 19: both 0); 0 in yams - desc takes max
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 1 2 3
  throw 2 of 3: 1 2 3 6 6 - 1s 1, max 18 (not above min 19: both 0); 0 in yams - desc takes max
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 1 3 3
  throw 3 of 3: 1 3 3 6 6 - 1s 1, max 19 (not above min 19: both 0); 0 in yams - desc takes max - write: score BOX
$ score max
  alice writes 19 in max (column desc) - total 453 - max is not above min: both count 0 - alice throws
$ 1 1 1 5 3
  throw 1 of 3: 1 1 1 3 5 - 1s 3; 0 in suite yams - desc takes suite
$ keep 1 1 1
  keeping 1 1 1: throw 2 dice
$ 1 1
  throw 2 of 3: 1 1 1 1 1 - 1s 5, yams 30; 0 in suite - desc takes suite
$ score yams
  alice writes 30 in yams (column free) - total 483 - alice throws
$ undo
  undone: alice's score yams - alice's turn: throw 2 of 3, 1 1 1 1 1
$ redo
  redone: alice's score yams
  alice writes 30 in yams (column free) - total 483 - alice throws
$ 1 2 3 4 4
  throw 1 of 3: 1 2 3 4 4 - 1s 1; 0 in suite - desc takes suite
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 6
  throw 2 of 3: 1 2 3 4 6 - 1s 1; 0 in suite - desc takes suite
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 5
  throw 3 of 3: 1 2 3 4 5 - 1s 1, suite 20 - desc takes suite - write: score BOX
$ score suite
  alice writes 20 in suite (column desc) - total 503 - alice throws
$ 3 3 3 6 6
  throw 1 of 3: 3 3 3 6 6 - full 21; 0 in 1s - desc takes full
$ score carre desc
tapis: line 126: the desc column is filled in order: it takes full next, not carré
$ score full
  alice writes 21 in full (column desc) - total 524 - alice throws
$ 5 5 5 2 1
  throw 1 of 3: 1 2 5 5 5 - 1s 1; 0 in carré - desc takes carré
$ keep 5 5 5
  keeping 5 5 5: throw 2 dice
$ 5 3
  throw 2 of 3: 3 5 5 5 5 - carré 25; 0 in 1s - desc takes carré
$ score carre
  alice writes 25 in carré (column desc) - total 549 - alice throws
$ 6 6 2 3 4
  throw 1 of 3: 2 3 4 6 6 - 0 in 1s yams - desc takes yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 6 1 6
  throw 2 of 3: 1 6 6 6 6 - 1s 1; 0 in yams - desc takes yams
$ keep 6 6 6 6
  keeping 6 6 6 6: throw 1 die
$ 2
  throw 3 of 3: 2 6 6 6 6 - 0 in 1s yams - desc takes yams - nothing made: scratch BOX
$ score yams
tapis: line 137: 2 6 6 6 6 make no yams (scratch yams writes 0)
$ scratch 1
  alice scratches the 1s (column free) - total 549 - alice throws
$ 3 3 3 4 5
  throw 1 of 3: 3 3 3 4 5 - 0 in yams - desc takes yams
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 3 3
  throw 2 of 3: 3 3 3 3 3 - yams 30 - desc takes yams
$ score yams
  alice writes 30 in yams (column desc) - total 579 - alice wins with 579!
$ sheet
Game #1 - yams:3col (three columns: desc, free, asc) - 36 rounds, over
                   * alice
            desc free  asc
  1            3    0    3
  2            8    6    6
  3            9   12    9
  4           12   16    8
  5           10   15   10
  6           18   24   18
  1-6         60   73   54
  bonus        0   30    0
  Minimum   ~19~    9   11
  Maximum   ~19~   26   26
  Suite       20   20   20
  Full        21   16   28
  Carré       25   25   25
  Yams        30   30   30
  column     156  229  194
  total                579
  *: won
  ~n~: counts 0, as Maximum is not above Minimum
alice wins with 579!
$ export --json
{"id":1,"game":"yams:3col","status":"finished","winner":"alice","rules":{"bonus":30,"bonusat":60,"atleast":false,"fivefull":false,"suite":20,"carre":25,"yams":30},"players":[{"name":"alice","score":579,"columns":[{"name":"desc","boxes":{"1":3,"2":8,"3":9,"4":12,"5":10,"6":18,"min":19,"max":19,"suite":20,"full":21,"carre":25,"yams":30},"struck":[],"bonus":0,"total":156},{"name":"free","boxes":{"1":0,"2":6,"3":12,"4":16,"5":15,"6":24,"min":9,"max":26,"suite":20,"full":16,"carre":25,"yams":30},"struck":[],"bonus":30,"total":229},{"name":"asc","boxes":{"1":3,"2":6,"3":9,"4":8,"5":10,"6":18,"min":11,"max":26,"suite":20,"full":28,"carre":25,"yams":30},"struck":[],"bonus":0,"total":194}]}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,4,5,6]},{"seq":2,"player":"alice","entry":"keep","dice":[1,1]},{"seq":3,"player":"alice","entry":"throw","dice":[1,3,2]},{"seq":4,"player":"alice","entry":"score","args":"1 desc"},{"seq":5,"player":"alice","entry":"throw","dice":[6,6,6,6,2]},{"seq":6,"player":"alice","entry":"score","args":"carre"},{"seq":7,"player":"alice","entry":"throw","dice":[2,2,5,3,2]},{"seq":8,"player":"alice","entry":"keep","dice":[2,2,2]},{"seq":9,"player":"alice","entry":"throw","dice":[2,4]},{"seq":10,"player":"alice","entry":"score","args":"2 desc"},{"seq":11,"player":"alice","entry":"throw","dice":[5,5,5,5,5]},{"seq":12,"player":"alice","entry":"score","args":"yams asc"},{"seq":13,"player":"alice","entry":"throw","dice":[3,3,3,4,1]},{"seq":14,"player":"alice","entry":"keep","dice":[3,3,3]},{"seq":15,"player":"alice","entry":"throw","dice":[3,6]},{"seq":16,"player":"alice","entry":"score","args":"3 free"},{"seq":17,"player":"alice","entry":"throw","dice":[3,3,2,6,5]},{"seq":18,"player":"alice","entry":"keep","dice":[3,3]},{"seq":19,"player":"alice","entry":"throw","dice":[3,1,1]},{"seq":20,"player":"alice","entry":"score","args":"3"},{"seq":21,"player":"alice","entry":"throw","dice":[4,4,4,2,6]},{"seq":22,"player":"alice","entry":"score","args":"4 desc"},{"seq":23,"player":"alice","entry":"throw","dice":[2,3,4,5,1]},{"seq":24,"player":"alice","entry":"score","args":"suite"},{"seq":25,"player":"alice","entry":"throw","dice":[4,4,4,4,1]},{"seq":26,"player":"alice","entry":"score","args":"carre"},{"seq":27,"player":"alice","entry":"throw","dice":[5,5,2,6,6]},{"seq":28,"player":"alice","entry":"keep","dice":[5,5]},{"seq":29,"player":"alice","entry":"throw","dice":[1,3,4]},{"seq":30,"player":"alice","entry":"keep","dice":[5,5]},{"seq":31,"player":"alice","entry":"throw","dice":[3,4,6]},{"seq":32,"player":"alice","entry":"score","args":"5 desc"},{"seq":33,"player":"alice","entry":"throw","dice":[6,6,6,3,2]},{"seq":34,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":35,"player":"alice","entry":"throw","dice":[1,4]},{"seq":36,"player":"alice","entry":"score","args":"6 desc"},{"seq":37,"player":"alice","entry":"throw","dice":[5,5,6,6,6]},{"seq":38,"player":"alice","entry":"score","args":"full asc"},{"seq":39,"player":"alice","entry":"throw","dice":[1,2,2,1,3]},{"seq":40,"player":"alice","entry":"score","args":"min free"},{"seq":41,"player":"alice","entry":"throw","dice":[6,5,4,6,5]},{"seq":42,"player":"alice","entry":"score","args":"max"},{"seq":43,"player":"alice","entry":"throw","dice":[3,4,5,6,6]},{"seq":44,"player":"alice","entry":"keep","dice":[3,4,5,6]},{"seq":45,"player":"alice","entry":"throw","dice":[2]},{"seq":46,"player":"alice","entry":"score","args":"suite"},{"seq":47,"player":"alice","entry":"throw","dice":[6,6,5,5,4]},{"seq":48,"player":"alice","entry":"score","args":"max"},{"seq":49,"player":"alice","entry":"throw","dice":[3,4,4,5,3]},{"seq":50,"player":"alice","entry":"score","args":"min desc"},{"seq":51,"player":"alice","entry":"throw","dice":[2,2,2,5,5]},{"seq":52,"player":"alice","entry":"score","args":"full"},{"seq":53,"player":"alice","entry":"throw","dice":[1,1,1,6,2]},{"seq":54,"player":"alice","entry":"keep","dice":[1,1,1]},{"seq":55,"player":"alice","entry":"throw","dice":[3,5]},{"seq":56,"player":"alice","entry":"score","args":"min"},{"seq":57,"player":"alice","entry":"throw","dice":[6,6,6,4,3]},{"seq":58,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":59,"player":"alice","entry":"throw","dice":[2,1]},{"seq":60,"player":"alice","entry":"score","args":"6 asc"},{"seq":61,"player":"alice","entry":"throw","dice":[5,5,4,3,2]},{"seq":62,"player":"alice","entry":"keep","dice":[5,5]},{"seq":63,"player":"alice","entry":"throw","dice":[5,1,6]},{"seq":64,"player":"alice","entry":"score","args":"5 free"},{"seq":65,"player":"alice","entry":"throw","dice":[5,5,2,4,3]},{"seq":66,"player":"alice","entry":"keep","dice":[5,5]},{"seq":67,"player":"alice","entry":"throw","dice":[1,1,6]},{"seq":68,"player":"alice","entry":"keep","dice":[5,5]},{"seq":69,"player":"alice","entry":"throw","dice":[2,3,4]},{"seq":70,"player":"alice","entry":"score","args":"5"},{"seq":71,"player":"alice","entry":"throw","dice":[4,4,6,6,1]},{"seq":72,"player":"alice","entry":"keep","dice":[4,4]},{"seq":73,"player":"alice","entry":"throw","dice":[2,3,5]},{"seq":74,"player":"alice","entry":"score","args":"4 asc"},{"seq":75,"player":"alice","entry":"throw","dice":[6,6,6,6,1]},{"seq":76,"player":"alice","entry":"score","args":"6"},{"seq":77,"player":"alice","entry":"throw","dice":[3,3,2,5,6]},{"seq":78,"player":"alice","entry":"keep","dice":[3,3]},{"seq":79,"player":"alice","entry":"throw","dice":[3,1,1]},{"seq":80,"player":"alice","entry":"score","args":"3"},{"seq":81,"player":"alice","entry":"throw","dice":[2,2,4,5,6]},{"seq":82,"player":"alice","entry":"keep","dice":[2,2]},{"seq":83,"player":"alice","entry":"throw","dice":[2,6,6]},{"seq":84,"player":"alice","entry":"score","args":"2 asc"},{"seq":85,"player":"alice","entry":"throw","dice":[1,1,3,4,6]},{"seq":86,"player":"alice","entry":"keep","dice":[1,1]},{"seq":87,"player":"alice","entry":"throw","dice":[1,2,5]},{"seq":88,"player":"alice","entry":"score","args":"1 asc"},{"seq":89,"player":"alice","entry":"throw","dice":[4,4,4,2,1]},{"seq":90,"player":"alice","entry":"keep","dice":[4,4,4]},{"seq":91,"player":"alice","entry":"throw","dice":[4,6]},{"seq":92,"player":"alice","entry":"score","args":"4"},{"seq":93,"player":"alice","entry":"throw","dice":[2,2,5,2,6]},{"seq":94,"player":"alice","entry":"keep","dice":[2,2,2]},{"seq":95,"player":"alice","entry":"throw","dice":[3,3]},{"seq":96,"player":"alice","entry":"score","args":"2"},{"seq":97,"player":"alice","entry":"throw","dice":[1,2,4,6,6]},{"seq":98,"player":"alice","entry":"keep","dice":[6,6]},{"seq":99,"player":"alice","entry":"throw","dice":[1,2,3]},{"seq":100,"player":"alice","entry":"keep","dice":[6,6]},{"seq":101,"player":"alice","entry":"throw","dice":[1,3,3]},{"seq":102,"player":"alice","entry":"score","args":"max"},{"seq":103,"player":"alice","entry":"throw","dice":[1,1,1,5,3]},{"seq":104,"player":"alice","entry":"keep","dice":[1,1,1]},{"seq":105,"player":"alice","entry":"throw","dice":[1,1]},{"seq":106,"player":"alice","entry":"score","args":"yams"},{"seq":107,"player":"alice","entry":"throw","dice":[1,2,3,4,4]},{"seq":108,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":109,"player":"alice","entry":"throw","dice":[6]},{"seq":110,"player":"alice","entry":"keep","dice":[1,2,3,4]},{"seq":111,"player":"alice","entry":"throw","dice":[5]},{"seq":112,"player":"alice","entry":"score","args":"suite"},{"seq":113,"player":"alice","entry":"throw","dice":[3,3,3,6,6]},{"seq":114,"player":"alice","entry":"score","args":"full"},{"seq":115,"player":"alice","entry":"throw","dice":[5,5,5,2,1]},{"seq":116,"player":"alice","entry":"keep","dice":[5,5,5]},{"seq":117,"player":"alice","entry":"throw","dice":[5,3]},{"seq":118,"player":"alice","entry":"score","args":"carre"},{"seq":119,"player":"alice","entry":"throw","dice":[6,6,2,3,4]},{"seq":120,"player":"alice","entry":"keep","dice":[6,6]},{"seq":121,"player":"alice","entry":"throw","dice":[6,1,6]},{"seq":122,"player":"alice","entry":"keep","dice":[6,6,6,6]},{"seq":123,"player":"alice","entry":"throw","dice":[2]},{"seq":124,"player":"alice","entry":"scratch","args":"1"},{"seq":125,"player":"alice","entry":"throw","dice":[3,3,3,4,5]},{"seq":126,"player":"alice","entry":"keep","dice":[3,3,3]},{"seq":127,"player":"alice","entry":"throw","dice":[3,3]},{"seq":128,"player":"alice","entry":"score","args":"yams"}]}
? 1
