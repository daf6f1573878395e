## eval weighs a throw under the rules named, for each family: what the
## dice make in each box of a Yams sheet (the classic pad's, Yahtzee's),
## 421's combination and its tokens (three dice, no other number), Yam
## Master's cells or none (three 1s make the 1s' cells, and no sec, which
## wants a major), six 1s at 5000.  (421's rules by 421:8: a word
## of digits alone is read as faces.)
$ eval yams 1 1 1 2 2
1 1 1 2 2: 1s 3, 2s 4, min 7, max 7, full 7; 0 in 3s 4s 5s 6s suite carré yams
$ eval yahtzee 3 3 3 3 3
3 3 3 3 3: 3s 15, 3kind 15, 4kind 15, yahtzee 50, chance 15; 0 in 1s 2s 4s 5s 6s fullhouse small large
$ eval 421:8 4 2 1
4 2 1: 4-2-1, 8 tokens
$ eval 421:8 1 1 1
1 1 1: three aces, 7 tokens
$ eval 421:8 4 2
tapis: line 5: 2 dice typed; these rules weigh a whole hand of 3
$ eval yam-master 1 2 2 4 6
1 2 2 4 6: no combination
$ eval yam-master 5 5 5 5 5
5 5 5 5 5: 5 e2 d5, full d2 b3, carre b2 c5, yam c3; on a first throw, a sec too
$ eval yam-master 1 1 1 2 4
1 1 1 2 4: 1 a1 e4
$ eval 5000 1 1 1 1 1 1
1 1 1 1 1 1: six 1s, the game is won at once
? 1
