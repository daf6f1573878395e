## History of a Yams duel (the game of yams-duel.t, without its refused
## lines): alice 86, bob 125, bob wins after 24 turns (12 rounds of two).
## games yams is the whole game, yams:duel the rule set; show 1 is the
## grid at the end; replay 1 1 alice's first turn (full 22), replay 1 24
## bob's last (scratches the 3s).
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
$ scratch 3
  bob scratches the 3s - total 125 - bob wins with 125!
$ games
#1  TODAY  yams:duel  alice 86, bob 125  bob won  24 turns
$ games yams
#1  TODAY  yams:duel  alice 86, bob 125  bob won  24 turns
$ games yams:duel alice
#1  TODAY  yams:duel  alice 86, bob 125  bob won  24 turns
$ games yams:3col
no stored game is such: 'games' alone lists them all
$ show 1
Game #1 - yams:duel, duel: each box held by one player - alice, bob - TODAY HH:MM - bob won after 24 turns
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
$ replay 1 1
Game #1 - yams:duel, duel: each box held by one player - alice, bob - TODAY HH:MM - bob won after 24 turns
round 1 - alice
alice: 2 6 6 3 6
  throw 1 of 3: 2 3 6 6 6 - 2s 2, 3s 3, 6s 18, min 23, max 23; 0 in 1s 4s 5s suite full carré yams
alice: keep 6 6 6
  keeping 6 6 6: throw 2 dice
alice: 2 2
  throw 2 of 3: 2 2 6 6 6 - 2s 4, 6s 18, min 22, max 22, full 22; 0 in 1s 3s 4s 5s suite carré yams
alice: score full
  alice writes 22 in full - total 22 - bob throws
round 1 - bob
bob: 5 5 1 2 3
  throw 1 of 3: 1 2 3 5 5 - 1s 1, 2s 2, 3s 3, 5s 10, min 16, max 16; 0 in 4s 6s suite full carré yams
bob: keep 5 5
  keeping 5 5: throw 3 dice
bob: 5 4 5
  throw 2 of 3: 4 5 5 5 5 - 4s 4, 5s 20, min 24, max 24, carré 25; 0 in 1s 2s 3s 6s suite full yams
bob: score 5
  bob writes 20 in the 5s - total 20 - alice throws
$ replay 1 12
Game #1 - yams:duel, duel: each box held by one player - alice, bob - TODAY HH:MM - bob won after 24 turns
round 12 - alice
alice: 1 2 3 6 6
  throw 1 of 3: 1 2 3 6 6 - 1s 1 (bob holds 3: 0)
alice: keep 1
  keeping 1: throw 4 dice
alice: 1 5 5 4
  throw 2 of 3: 1 1 4 5 5 - 1s 2 (bob holds 3: 0)
alice: keep 1 1
  keeping 1 1: throw 3 dice
alice: 2 6 3
  throw 3 of 3: 1 1 2 3 6 - 1s 2 (bob holds 3: 0) - write: score BOX
alice: score 1
  alice's 2 in the 1s does not beat bob's 3: 0 written - total 86 - bob throws
round 12 - bob
bob: 1 4 5 5 6
  throw 1 of 3: 1 4 5 5 6 - 0 in 3s
bob: 2 4 5 6 6
  throw 2 of 3: 2 4 5 6 6 - 0 in 3s
bob: 1 2 4 6 6
  throw 3 of 3: 1 2 4 6 6 - 0 in 3s - nothing made: scratch BOX
bob: scratch 3
  bob scratches the 3s - total 125 - bob wins with 125!
? 0
