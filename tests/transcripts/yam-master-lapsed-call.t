## Yam Master: a call after a sec lapses when no die of the sec is thrown
## again; from then on the sheet's last line, as the prompt, no longer
## says the major called.
$ new yam-master ann bob
Game #1 - yam-master, two players, twelve pawns each - ann, bob - ann (X) throws, 12 pawns left.
Game #1 - yam-master (two players, twelve pawns each) - round 1
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1       | 3       | Appel   | 4       | 6       |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre   | Sec     | Full    | 5       |
     +---------+---------+---------+---------+---------+
  3  | <=8     | Full    | Yam     | Appel   | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec     | Suite   | <=8     | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carre   | 5       | 4       |
     +---------+---------+---------+---------+---------+
> X ann  0 placed, 12 left, count 0
  O bob  0 placed, 12 left, count 0
  >: to play
ann (X) throws, 12 pawns left
$ 2 2 2 2 5
  throw 1 of 3: 2 2 2 2 5, a sec - 2s a2 b5, carre b2 c5, sec c2 b4 - or call a major
$ call yam
  ann calls yam after a sec: throw again a die of it, then any major opens the Appel cells
$ keep 2 2 2 2
  keeping 2 2 2 2: throw 1 die
$ 2
  throw 2 of 3: 2 2 2 2 2 - the call lapses: no die of the sec was thrown again - 2s a2 b5, full d2 b3, carre b2 c5, yam c3
$ sheet
Game #1 - yam-master (two players, twelve pawns each) - round 1
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1       | 3       | Appel   | 4       | 6       |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carre   | Sec     | Full    | 5       |
     +---------+---------+---------+---------+---------+
  3  | <=8     | Full    | Yam     | Appel   | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec     | Suite   | <=8     | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carre   | 5       | 4       |
     +---------+---------+---------+---------+---------+
> X ann  0 placed, 12 left, count 0
  O bob  0 placed, 12 left, count 0
  >: to play
ann's turn: throw 2 of 3, 2 2 2 2 2
? 0
