## Keeping more dice of a face than the hand has, all five of them alike:
## the refusal says how many it has (it read past its words for five).
$ new yams alice
Game #1 - yams, one column a player - alice - alice throws.
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - 6s 30, min 30, max 30, carré 25, yams 30; 0 in 1s 2s 3s 4s 5s suite full
$ keep 6 6 6 6 6 6
tapis: line 3: the hand 6 6 6 6 6 has only five 6s
? 1
