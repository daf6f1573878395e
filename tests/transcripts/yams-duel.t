## Yams duel, "on raye" (tapis-games(7), YAMS, yams:duel): alice and bob, 24
## turns.  A result greater than or equal to the one the other holds
## strikes it out (bob's 6 24 = alice's 24; bob's full 24 > 22; alice's 4 12
## = bob's 12; the suite and the carre, worth the same each time, always
## strike); for Minimum a lower one does (bob's 9 < alice's 12); a smaller
## one is written 0 (alice's 5 15 < 20, alice's 1 2 < 3), and the holder
## keeps the box.  bob's scratched yams holds nothing, so alice's 30 there
## is written as usual; bob's scratched 3 leaves alice's 9 held.  A
## struck-out box cannot be written again.  The strike of max is undone
## (the sheet shows bob's 26 counting again) and redone.  No bonus, no
## Min/Max rule.
## hand-computed: alice 86 = 2 8 + 3 9 + 4 12 + max 27 + yams 30 (struck:
##   6 24, min 12, suite 20, full 22, carre 25; written 0: 1, 5)
## bob 125 = 1 3 + 5 20 + 6 24 + min 9 + suite 20 + full 24 + carre 25
##   (struck: 2 6, 4 12, max 26; scratched: 3, yams); bob wins.
$ new yams:duel alice bob
Game #1 - yams:duel, duel: each box held by one player - alice, bob - alice throws.
$ 2 6 6 3 6
  throw 1 of 3: 2 3 6 6 6 - 2s 2, 3s 3, 6s 18, min 23, max 23; 0 in 1s 4s 5s suite full carré yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 2 2
  throw 2 of 3: 2 2 6 6 6 - 2s 4, 6s 18, min 22, max 22, full 22; 0 in 1s 3s 4s 5s suite carré yams
$ score full
  alice writes 22 in full - total 22 - bob throws
$ 5 5 1 2 3
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10, min 16, max 16; 0 in 4s 6s suite full carré yams
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 4 5
  throw 2 of 3: 4 5 5 5 5 - 4s 4, 5s 20, min 24, max 24, carré 25; 0 in 1s 2s 3s 6s suite full yams
$ score 5
  bob writes 20 in the 5s - total 20 - alice throws
$ 6 6 6 2 4
  throw 1 of 3: 2 4 6 6 6 - 2s 2, 4s 4, 6s 18, min 24, max 24; 0 in 1s 3s 5s suite carré yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 1 3
  throw 2 of 3: 1 3 6 6 6 - 1s 1, 3s 3, 6s 18, min 22, max 22; 0 in 2s 4s 5s suite carré yams
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 6 5
  throw 3 of 3: 5 6 6 6 6 - 5s 5 (bob holds 20: 0), 6s 24, min 29, max 29, carré 25; 0 in 1s 2s 3s 4s suite yams - write: score BOX
$ score 6
  alice writes 24 in the 6s - total 46 - bob throws
$ 6 6 3 4 1
  throw 1 of 3: 1 3 4 6 6 - 1s 1, 3s 3, 4s 4, 6s 12 (alice holds 24: 0), min 20, max 20; 0 in 2s suite full carré yams
$ keep 6 6
  keeping 6 6: throw 3 dice
$ 6 6 2
  throw 2 of 3: 2 6 6 6 6 - 2s 2, 6s 24 (strikes alice's 24), min 26, max 26, carré 25; 0 in 1s 3s 4s suite full yams
$ score 6
  bob writes 24 in the 6s - total 44 - alice's 24 in the 6s is struck out - alice throws
$ 1 2 2 3 4
  throw 1 of 3: 1 2 2 3 4 - 1s 1, 2s 4, 3s 3, 4s 4, min 12, max 12; 0 in 5s suite carré yams
$ score 6
tapis: line 21: alice's 6 was struck out: it cannot be written again
$ score min
  alice writes 12 in min - total 34 - bob throws
$ 1 1 2 5 6
  throw 1 of 3: 1 1 2 5 6 - 1s 2, 2s 2, min 15 (alice holds 12: 0), max 15; 0 in 3s 4s suite full carré yams
$ keep 1 1 2
  keeping 1 1 2: throw 2 dice
$ 1 4
  throw 2 of 3: 1 1 1 2 4 - 1s 3, 2s 2, 4s 4, min 9 (strikes alice's 12), max 9; 0 in 3s suite full carré yams
$ score min
  bob writes 9 in min - total 53 - alice's 12 in min is struck out - alice throws
$ 1 2 3 5 5
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10 (bob holds 20: 0), max 16; 0 in 4s suite carré yams
$ keep 1 2 3 4
tapis: line 28: the hand 1 2 3 5 5 has no 4 to keep
$ keep 1 2 3 5
  keeping 1 2 3 5: throw 1 die
$ 4
  throw 2 of 3: 1 2 3 4 5 - 1s 1, 2s 2, 3s 3, 4s 4, 5s 5 (bob holds 20: 0), max 15, suite 20; 0 in carré yams
$ score suite
  alice writes 20 in suite - total 42 - bob throws
$ 6 6 5 4 2
  throw 1 of 3: 2 4 5 6 6 - 2s 2, 4s 4, max 23; 0 in 1s 3s suite full carré yams
$ keep 6 6 5
  keeping 5 6 6: throw 2 dice
$ 6 3
  throw 2 of 3: 3 5 6 6 6 - 3s 3, max 26; 0 in 1s 2s 4s suite full carré yams
$ score max
  bob writes 26 in max - total 79 - alice throws
$ 2 3 3 4 6
  throw 1 of 3: 2 3 3 4 6 - 2s 2, 3s 6, 4s 4, max 18 (bob holds 26: 0); 0 in 1s 5s carré yams
$ keep 3 3
  keeping 3 3: throw 3 dice
$ 3 1 5
  throw 2 of 3: 1 3 3 3 5 - 1s 1, 3s 9, 5s 5 (bob holds 20: 0), max 15 (bob holds 26: 0); 0 in 2s 4s carré yams
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 2 2
  throw 3 of 3: 2 2 3 3 3 - 2s 4, 3s 9, max 13 (bob holds 26: 0); 0 in 1s 4s 5s carré yams - write: score BOX
$ score 3
  alice writes 9 in the 3s - total 51 - bob throws
$ 2 4 4 1 6
  throw 1 of 3: 1 2 4 4 6 - 1s 1, 2s 2, 4s 8; 0 in 3s suite full carré yams
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 2 3 1
  throw 2 of 3: 1 2 3 4 4 - 1s 1, 2s 2, 3s 3 (alice holds 9: 0), 4s 8; 0 in suite full carré yams
$ keep 1 2 3 4
  keeping 1 2 3 4: throw 1 die
$ 6
  throw 3 of 3: 1 2 3 4 6 - 1s 1, 2s 2, 3s 3 (alice holds 9: 0), 4s 4; 0 in suite full carré yams - write: score BOX
$ score suite
tapis: line 47: 1 2 3 4 6 make no suite: they make 1s 1, 2s 2, 3s 3, 4s 4 (scratch suite writes 0)
$ scratch yams
  bob scratches yams - total 79 - alice throws
$ 2 2 5 6 1
  throw 1 of 3: 1 2 2 5 6 - 1s 1, 2s 4, 5s 5 (bob holds 20: 0), max 16 (bob holds 26: 0); 0 in 4s carré yams
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 2 3 4
  throw 2 of 3: 2 2 2 3 4 - 2s 6, 4s 4, max 13 (bob holds 26: 0); 0 in 1s 5s carré yams
$ keep 2 2 2
  keeping 2 2 2: throw 2 dice
$ 2 6
  throw 3 of 3: 2 2 2 2 6 - 2s 8, max 14 (bob holds 26: 0), carré 25; 0 in 1s 4s 5s yams - write: score BOX
$ score carre
  alice writes 25 in carré - total 76 - bob throws
$ 4 4 1 3 6
  throw 1 of 3: 1 3 4 4 6 - 1s 1, 3s 3 (alice holds 9: 0), 4s 8; 0 in 2s suite full carré
$ keep 4 4
  keeping 4 4: throw 3 dice
$ 4 5 2
  throw 2 of 3: 2 4 4 4 5 - 2s 2, 4s 12; 0 in 1s 3s suite full carré
$ score 4
  bob writes 12 in the 4s - total 91 - alice throws
$ sheet
Game #1 - yams:duel (duel: each box held by one player) - round 7 of 12
            > alice     bob
  1               .       .
  2               .       .
  3               9       .
  4               .      12
  5               .      20
  6            ~24~      24
  1-6             9      56
  Minimum      ~12~       9
  Maximum         .      26
  Suite          20       .
  Full           22       .
  Carré          25       .
  Yams            .       0
  total          76      91
  >: to play
  ~n~: struck out by a better result, counts 0
alice throws - leader: bob with 91
$ 4 4 4 6 1
  throw 1 of 3: 1 4 4 4 6 - 1s 1, 4s 12 (strikes bob's 12), max 19 (bob holds 26: 0); 0 in 2s 5s yams
$ score 4
  alice writes 12 in the 4s - total 88 - bob's 12 in the 4s is struck out - bob throws
$ 6 6 4 4 2
  throw 1 of 3: 2 4 4 6 6 - 2s 2; 0 in 1s 3s suite full carré
$ keep 6 6 4 4
  keeping 4 4 6 6: throw 1 die
$ 4
  throw 2 of 3: 4 4 4 6 6 - full 24 (strikes alice's 22); 0 in 1s 2s 3s suite carré
$ score full
  bob writes 24 in full - total 103 - alice's 22 in full is struck out - alice throws
$ 6 6 6 5 3
  throw 1 of 3: 3 5 6 6 6 - 5s 5 (bob holds 20: 0), max 26 (strikes bob's 26); 0 in 1s 2s yams
$ keep 6 6 6 5
  keeping 5 6 6 6: throw 1 die
$ 4
  throw 2 of 3: 4 5 6 6 6 - 5s 5 (bob holds 20: 0), max 27 (strikes bob's 26); 0 in 1s 2s yams
$ score max
  alice writes 27 in max - total 93 - bob's 26 in max is struck out - bob throws
$ undo
  undone: alice's score max - alice's turn: throw 2 of 3, 4 5 6 6 6
$ sheet
Game #1 - yams:duel (duel: each box held by one player) - round 8 of 12
            > alice     bob
  1               .       .
  2               .       .
  3               9       .
  4              12    ~12~
  5               .      20
  6            ~24~      24
  1-6            21      44
  Minimum      ~12~       9
  Maximum         .      26
  Suite          20       .
  Full         ~22~      24
  Carré          25       .
  Yams            .       0
  total          66     103
  >: to play
  ~n~: struck out by a better result, counts 0
alice's turn: throw 2 of 3, 4 5 6 6 6 - leader: bob with 103
$ redo
  redone: alice's score max
  alice writes 27 in max - total 93 - bob's 26 in max is struck out - bob throws
$ 2 3 4 5 5
  throw 1 of 3: 2 3 4 5 5 - 2s 2, 3s 3 (alice holds 9: 0); 0 in 1s suite carré
$ keep 2 3 4 5
  keeping 2 3 4 5: throw 1 die
$ 6
  throw 2 of 3: 2 3 4 5 6 - 2s 2, 3s 3 (alice holds 9: 0), suite 20 (strikes alice's 20); 0 in 1s carré
$ score suite
  bob writes 20 in suite - total 97 - alice's 20 in suite is struck out - alice throws
$ 3 3 3 1 2
  throw 1 of 3: 1 2 3 3 3 - 1s 1, 2s 2; 0 in 5s yams
$ keep 3 3 3
  keeping 3 3 3: throw 2 dice
$ 3 3
  throw 2 of 3: 3 3 3 3 3 - yams 30; 0 in 1s 2s 5s
$ score yams
  alice writes 30 in yams - total 103 - bob throws
$ 5 5 5 5 2
  throw 1 of 3: 2 5 5 5 5 - 2s 2, carré 25 (strikes alice's 25); 0 in 1s 3s
$ score carre
  bob writes 25 in carré - total 122 - alice's 25 in carré is struck out - alice throws
$ 1 5 5 3 4
  throw 1 of 3: 1 3 4 5 5 - 1s 1, 5s 10 (bob holds 20: 0); 0 in 2s
$ keep 5 5
  keeping 5 5: throw 3 dice
$ 5 2 6
  throw 2 of 3: 2 5 5 5 6 - 2s 2, 5s 15 (bob holds 20: 0); 0 in 1s
$ keep 5 5 5
  keeping 5 5 5: throw 2 dice
$ 3 4
  throw 3 of 3: 3 4 5 5 5 - 5s 15 (bob holds 20: 0); 0 in 1s 2s - write: score BOX
$ score 5
  alice's 15 in the 5s does not beat bob's 20: 0 written - total 78 - bob throws
$ 2 2 2 4 5
  throw 1 of 3: 2 2 2 4 5 - 2s 6; 0 in 1s 3s
$ score 2
  bob writes 6 in the 2s - total 128 - alice throws
$ 2 2 5 6 1
  throw 1 of 3: 1 2 2 5 6 - 1s 1, 2s 4 (bob holds 6: 0)
$ keep 2 2
  keeping 2 2: throw 3 dice
$ 2 2 4
  throw 2 of 3: 2 2 2 2 4 - 2s 8 (strikes bob's 6); 0 in 1s
$ score 2
  alice writes 8 in the 2s - total 86 - bob's 6 in the 2s is struck out - bob throws
$ 1 1 1 4 6
  throw 1 of 3: 1 1 1 4 6 - 1s 3; 0 in 3s
$ score 1
  bob writes 3 in the 1s - total 125 - alice throws
$ 1 2 3 6 6
  throw 1 of 3: 1 2 3 6 6 - 1s 1 (bob holds 3: 0)
$ keep 1
  keeping 1: throw 4 dice
$ 1 5 5 4
  throw 2 of 3: 1 1 4 5 5 - 1s 2 (bob holds 3: 0)
$ keep 1 1
  keeping 1 1: throw 3 dice
$ 2 6 3
  throw 3 of 3: 1 1 2 3 6 - 1s 2 (bob holds 3: 0) - write: score BOX
$ score 1
  alice's 2 in the 1s does not beat bob's 3: 0 written - total 86 - bob throws
$ 1 4 5 5 6
  throw 1 of 3: 1 4 5 5 6 - 0 in 3s
$ 2 4 5 6 6
  throw 2 of 3: 2 4 5 6 6 - 0 in 3s
$ 1 2 4 6 6
  throw 3 of 3: 1 2 4 6 6 - 0 in 3s - nothing made: scratch BOX
$ score 3
tapis: line 106: 1 2 4 6 6 make no 3 (scratch 3 writes 0)
$ scratch 3
  bob scratches the 3s - total 125 - bob wins with 125!
$ sheet
Game #1 - yams:duel (duel: each box held by one player) - 12 rounds, over
              alice   * bob
  1               0       3
  2               8     ~6~
  3               9       0
  4              12    ~12~
  5               0      20
  6            ~24~      24
  1-6            29      47
  Minimum      ~12~       9
  Maximum        27    ~26~
  Suite        ~20~      20
  Full         ~22~      24
  Carré        ~25~      25
  Yams           30       0
  total          86     125
  *: won
  ~n~: struck out by a better result, counts 0
bob wins with 125!
$ export --json
{"id":1,"game":"yams:duel","status":"finished","winner":"bob","rules":{"bonus":0,"bonusat":60,"atleast":false,"fivefull":false,"suite":20,"carre":25,"yams":30},"players":[{"name":"alice","score":86,"columns":[{"name":"1","boxes":{"1":0,"2":8,"3":9,"4":12,"5":0,"6":24,"min":12,"max":27,"suite":20,"full":22,"carre":25,"yams":30},"struck":["6","min","suite","full","carre"],"bonus":0,"total":86}]},{"name":"bob","score":125,"columns":[{"name":"1","boxes":{"1":3,"2":6,"3":0,"4":12,"5":20,"6":24,"min":9,"max":26,"suite":20,"full":24,"carre":25,"yams":0},"struck":["2","4","max"],"bonus":0,"total":125}]}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[2,6,6,3,6]},{"seq":2,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":3,"player":"alice","entry":"throw","dice":[2,2]},{"seq":4,"player":"alice","entry":"score","args":"full"},{"seq":5,"player":"bob","entry":"throw","dice":[5,5,1,2,3]},{"seq":6,"player":"bob","entry":"keep","dice":[5,5]},{"seq":7,"player":"bob","entry":"throw","dice":[5,4,5]},{"seq":8,"player":"bob","entry":"score","args":"5"},{"seq":9,"player":"alice","entry":"throw","dice":[6,6,6,2,4]},{"seq":10,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":11,"player":"alice","entry":"throw","dice":[1,3]},{"seq":12,"player":"alice","entry":"keep","dice":[6,6,6]},{"seq":13,"player":"alice","entry":"throw","dice":[6,5]},{"seq":14,"player":"alice","entry":"score","args":"6"},{"seq":15,"player":"bob","entry":"throw","dice":[6,6,3,4,1]},{"seq":16,"player":"bob","entry":"keep","dice":[6,6]},{"seq":17,"player":"bob","entry":"throw","dice":[6,6,2]},{"seq":18,"player":"bob","entry":"score","args":"6"},{"seq":19,"player":"alice","entry":"throw","dice":[1,2,2,3,4]},{"seq":20,"player":"alice","entry":"score","args":"min"},{"seq":21,"player":"bob","entry":"throw","dice":[1,1,2,5,6]},{"seq":22,"player":"bob","entry":"keep","dice":[1,1,2]},{"seq":23,"player":"bob","entry":"throw","dice":[1,4]},{"seq":24,"player":"bob","entry":"score","args":"min"},{"seq":25,"player":"alice","entry":"throw","dice":[1,2,3,5,5]},{"seq":26,"player":"alice","entry":"keep","dice":[1,2,3,5]},{"seq":27,"player":"alice","entry":"throw","dice":[4]},{"seq":28,"player":"alice","entry":"score","args":"suite"},{"seq":29,"player":"bob","entry":"throw","dice":[6,6,5,4,2]},{"seq":30,"player":"bob","entry":"keep","dice":[6,6,5]},{"seq":31,"player":"bob","entry":"throw","dice":[6,3]},{"seq":32,"player":"bob","entry":"score","args":"max"},{"seq":33,"player":"alice","entry":"throw","dice":[2,3,3,4,6]},{"seq":34,"player":"alice","entry":"keep","dice":[3,3]},{"seq":35,"player":"alice","entry":"throw","dice":[3,1,5]},{"seq":36,"player":"alice","entry":"keep","dice":[3,3,3]},{"seq":37,"player":"alice","entry":"throw","dice":[2,2]},{"seq":38,"player":"alice","entry":"score","args":"3"},{"seq":39,"player":"bob","entry":"throw","dice":[2,4,4,1,6]},{"seq":40,"player":"bob","entry":"keep","dice":[4,4]},{"seq":41,"player":"bob","entry":"throw","dice":[2,3,1]},{"seq":42,"player":"bob","entry":"keep","dice":[1,2,3,4]},{"seq":43,"player":"bob","entry":"throw","dice":[6]},{"seq":44,"player":"bob","entry":"scratch","args":"yams"},{"seq":45,"player":"alice","entry":"throw","dice":[2,2,5,6,1]},{"seq":46,"player":"alice","entry":"keep","dice":[2,2]},{"seq":47,"player":"alice","entry":"throw","dice":[2,3,4]},{"seq":48,"player":"alice","entry":"keep","dice":[2,2,2]},{"seq":49,"player":"alice","entry":"throw","dice":[2,6]},{"seq":50,"player":"alice","entry":"score","args":"carre"},{"seq":51,"player":"bob","entry":"throw","dice":[4,4,1,3,6]},{"seq":52,"player":"bob","entry":"keep","dice":[4,4]},{"seq":53,"player":"bob","entry":"throw","dice":[4,5,2]},{"seq":54,"player":"bob","entry":"score","args":"4"},{"seq":55,"player":"alice","entry":"throw","dice":[4,4,4,6,1]},{"seq":56,"player":"alice","entry":"score","args":"4"},{"seq":57,"player":"bob","entry":"throw","dice":[6,6,4,4,2]},{"seq":58,"player":"bob","entry":"keep","dice":[6,6,4,4]},{"seq":59,"player":"bob","entry":"throw","dice":[4]},{"seq":60,"player":"bob","entry":"score","args":"full"},{"seq":61,"player":"alice","entry":"throw","dice":[6,6,6,5,3]},{"seq":62,"player":"alice","entry":"keep","dice":[6,6,6,5]},{"seq":63,"player":"alice","entry":"throw","dice":[4]},{"seq":64,"player":"alice","entry":"score","args":"max"},{"seq":65,"player":"bob","entry":"throw","dice":[2,3,4,5,5]},{"seq":66,"player":"bob","entry":"keep","dice":[2,3,4,5]},{"seq":67,"player":"bob","entry":"throw","dice":[6]},{"seq":68,"player":"bob","entry":"score","args":"suite"},{"seq":69,"player":"alice","entry":"throw","dice":[3,3,3,1,2]},{"seq":70,"player":"alice","entry":"keep","dice":[3,3,3]},{"seq":71,"player":"alice","entry":"throw","dice":[3,3]},{"seq":72,"player":"alice","entry":"score","args":"yams"},{"seq":73,"player":"bob","entry":"throw","dice":[5,5,5,5,2]},{"seq":74,"player":"bob","entry":"score","args":"carre"},{"seq":75,"player":"alice","entry":"throw","dice":[1,5,5,3,4]},{"seq":76,"player":"alice","entry":"keep","dice":[5,5]},{"seq":77,"player":"alice","entry":"throw","dice":[5,2,6]},{"seq":78,"player":"alice","entry":"keep","dice":[5,5,5]},{"seq":79,"player":"alice","entry":"throw","dice":[3,4]},{"seq":80,"player":"alice","entry":"score","args":"5"},{"seq":81,"player":"bob","entry":"throw","dice":[2,2,2,4,5]},{"seq":82,"player":"bob","entry":"score","args":"2"},{"seq":83,"player":"alice","entry":"throw","dice":[2,2,5,6,1]},{"seq":84,"player":"alice","entry":"keep","dice":[2,2]},{"seq":85,"player":"alice","entry":"throw","dice":[2,2,4]},{"seq":86,"player":"alice","entry":"score","args":"2"},{"seq":87,"player":"bob","entry":"throw","dice":[1,1,1,4,6]},{"seq":88,"player":"bob","entry":"score","args":"1"},{"seq":89,"player":"alice","entry":"throw","dice":[1,2,3,6,6]},{"seq":90,"player":"alice","entry":"keep","dice":[1]},{"seq":91,"player":"alice","entry":"throw","dice":[1,5,5,4]},{"seq":92,"player":"alice","entry":"keep","dice":[1,1]},{"seq":93,"player":"alice","entry":"throw","dice":[2,6,3]},{"seq":94,"player":"alice","entry":"score","args":"1"},{"seq":95,"player":"bob","entry":"throw","dice":[1,4,5,5,6]},{"seq":96,"player":"bob","entry":"throw","dice":[2,4,5,6,6]},{"seq":97,"player":"bob","entry":"throw","dice":[1,2,4,6,6]},{"seq":98,"player":"bob","entry":"scratch","args":"3"}]}
? 1
