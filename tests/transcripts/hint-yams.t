## Yams advice (bonus=0, so that its table is built in a blink): before the
## first throw what the turn is worth; after a throw every keep and every
## box with the expected final total of the sheet; odds of a box with the
## throws left (1 to 6: three or more of the face), of one box or another,
## none after the last throw; hint --win refused
$ new yams alice bonus=0
Game #1 - yams, one column a player, bonus=0 - alice - alice throws.
$ hint
  alice: expected final total, best first
  *  roll 5 dice  173.4
  173.3629 is the expected final total of alice's sheet from here, playing the best; this turn writes 18.9 points on average
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ odds yams
  alice: chance of making yams, best first
  *  keep 6 6 6, then roll 2 dice   9.3%
     keep 1 6 6 6, then roll 1 die  5.1%
     keep 2 6 6 6, then roll 1 die  5.1%
     keep 6 6, then roll 3 dice     2.9%
     keep 1 6 6, then roll 2 dice   1.6%
     keep 2 6 6, then roll 2 dice   1.6%
     roll 5 dice                    1.3%
     keep 6, then roll 4 dice       1.3%
  and 8 more: --all lists every one
$ odds yams full
  alice: chance of making yams or full, best first
  *  keep 1 6 6 6, then roll 1 die  30.6%
     keep 2 6 6 6, then roll 1 die  30.6%
     keep 6 6 6, then roll 2 dice   30.6%
     keep 6 6, then roll 3 dice     27.5%
     keep 1 6 6, then roll 2 dice   26.9%
     keep 2 6 6, then roll 2 dice   26.9%
     keep 1, then roll 4 dice       19.4%
     keep 2, then roll 4 dice       19.4%
  and 9 more: --all lists every one
$ odds 6
  alice: chance of making 6, best first
  *  score 6                        100.0%
     keep 6 6 6, then roll 2 dice   100.0%
     keep 1 6 6 6, then roll 1 die  100.0%
     keep 2 6 6 6, then roll 1 die  100.0%
     keep 6 6, then roll 3 dice     66.5%
     keep 1 6 6, then roll 2 dice   59.8%
     keep 2 6 6, then roll 2 dice   59.8%
     keep 1 2 6 6, then roll 1 die  51.8%
  and 8 more: --all lists every one
  1 to 6 count as made with three or more of the face, as the bonus asks of each box
$ keep 6 6 6
  keeping 6 6 6: throw 2 dice
$ 6 3
  throw 2 of 3: 3 6 6 6 6 - 3s 3, 6s 24, min 27, max 27, carré 25; 0 in 1s 2s 4s 5s suite full yams
$ hint
  alice: expected final total, best first
  *  keep 6 6 6 6, then roll 1 die  180.2
     score 6                        177.6
     score carré                    176.3
     keep 6 6 6, then roll 2 dice   174.7
     score max                      174.0
     keep 3 6 6 6, then roll 1 die  173.6
     keep 6 6, then roll 3 dice     170.7
     keep 3 6 6, then roll 2 dice   169.8
  and 13 more: --all lists every one
$ keep 6 6 6 6
  keeping 6 6 6 6: throw 1 die
$ 2
  throw 3 of 3: 2 6 6 6 6 - 2s 2, 6s 24, min 26, max 26, carré 25; 0 in 1s 3s 4s 5s suite full yams - write: score BOX
$ odds yams
tapis: line 12: no throw is left this turn: odds weighs the throws to come; write the dice (score BOX, or scratch BOX for 0)
$ score carre
  alice writes 25 in carré - total 25 - alice throws
$ odds max
  alice: chance of making max, best first
  *  roll 5 dice  100.0%
  Minimum and Maximum count as made when the pair counts (Maximum above Minimum) against the other as written; always made while the other is empty
$ hint --win
tapis: line 15: hint --win is for two players; this game has 1
? 1
