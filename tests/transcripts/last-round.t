## lastround=yes: the first to reach the target starts the last round, in
## which each other player has one more turn, and the highest score then
## wins, which may be a later player's.
## Abandoned in its last round, the game says no last round any more.
$ new 10000 alice bob carol lastround=yes exact=no target=1000 opening=0
Game #1 - 10000, booklet rules, target=1000, exact=no, opening=0, lastround=yes - alice, bob, carol - alice throws 5 dice.
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob banks 1000: 1000 - last round: the others have one more turn - carol throws 5 dice
$ 1 1 1 5 3
  scoring: 1 1 1 5 = 1050   (3 scores nothing)
$ bank
  (1 1 1 5 set aside) carol banks 1050: 1050 - alice throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (2 in a row) - carol wins with 1050!
$ show
Game #1 - 10000, booklet rules, target=1000, exact=no, opening=0, lastround=yes - alice, bob, carol - TODAY HH:MM - carol won after 4 turns
  alice     bob    * carol
           1000       1050
            score  crosses
  alice         0  xx
  bob        1000
* carol      1050
  *: won
carol won
$ new 10000 alice bob carol lastround=yes exact=no target=1000 opening=0
Game #2 - 10000, booklet rules, target=1000, exact=no, opening=0, lastround=yes - alice, bob, carol - alice throws 5 dice.
$ 2 2 3 4 6
  bust: nothing scores - alice gets a cross (1 in a row) - bob throws 5 dice
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) bob banks 1000: 1000 - last round: the others have one more turn - carol throws 5 dice
$ show
Game #2 - 10000, booklet rules, target=1000, exact=no, opening=0, lastround=yes - alice, bob, carol - TODAY HH:MM - being played, 2 turns so far
  alice     bob    > carol
           1000
            score  crosses
  alice         0  x
  bob        1000
> carol         0
  >: to play
carol throws 5 dice - last round: bob reached the target (1000), 2 turns left
$ abandon
abandoned game #2 (10000: alice, bob, carol): it is no longer offered to be resumed, and counts in no statistic
$ show 2
Game #2 - 10000, booklet rules, target=1000, exact=no, opening=0, lastround=yes - alice, bob, carol - TODAY HH:MM - abandoned after 2 turns
  alice     bob    carol
           1000
            score  crosses
  alice         0  x
  bob        1000
  carol         0
? 0
