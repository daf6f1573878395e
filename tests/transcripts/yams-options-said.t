## suite= and yams= are said by the export where the box they set is the
## one they name (the pad's Yams), or where its points are not its sheet's
## own (a Large Straight of 35): on games read back from the store too,
## where every option was stored
$ new yahtzee a b
Game #1 - yahtzee, the official rules, one column a player - a, b - a throws.
$ new yahtzee c d suite=35
Game #2 - yahtzee, the official rules, one column a player, suite=35 - c, d - c throws.
game #1 (yahtzee: a, b) stays unfinished: resume 1 takes it up again
$ new yams:carnet e f
Game #3 - yams:carnet, the printed pad, one column a player - e, f - e throws.
game #2 (yahtzee: c, d) stays unfinished: resume 2 takes it up again
$ resume 1
Game #1 - yahtzee (the official rules, one column a player) - round 1 of 13
                     > a      b
  1                    .      .
  2                    .      .
  3                    .      .
  4                    .      .
  5                    .      .
  6                    .      .
  1-6                  0      0
  bonus             (63)   (63)
  Three of a Kind      .      .
  Four of a Kind       .      .
  Full House           .      .
  Small Straight       .      .
  Large Straight       .      .
  Yahtzee              .      .
  Chance               .      .
  Yahtzee bonus        0      0
  total                0      0
  >: to play
  (n): what 1 to 6 still need for the bonus of 35
a throws
$ export --json
{"id":1,"game":"yahtzee","status":"playing","winner":null,"rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false},"players":[{"name":"a","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"3kind":null,"4kind":null,"fullhouse":null,"small":null,"large":null,"yahtzee":null,"chance":null},"struck":[],"bonus":0,"yahtzee_bonus":0,"total":0}]},{"name":"b","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"3kind":null,"4kind":null,"fullhouse":null,"small":null,"large":null,"yahtzee":null,"chance":null},"struck":[],"bonus":0,"yahtzee_bonus":0,"total":0}]}],"turn":{"player":"a","throw":0,"dice":[],"kept":[]},"entries":[]}
$ resume 2
Game #2 - yahtzee (the official rules, one column a player, suite=35) - round 1 of 13
                     > c      d
  1                    .      .
  2                    .      .
  3                    .      .
  4                    .      .
  5                    .      .
  6                    .      .
  1-6                  0      0
  bonus             (63)   (63)
  Three of a Kind      .      .
  Four of a Kind       .      .
  Full House           .      .
  Small Straight       .      .
  Large Straight       .      .
  Yahtzee              .      .
  Chance               .      .
  Yahtzee bonus        0      0
  total                0      0
  >: to play
  (n): what 1 to 6 still need for the bonus of 35
c throws
$ export --json
{"id":2,"game":"yahtzee","status":"playing","winner":null,"rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false,"suite":35},"players":[{"name":"c","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"3kind":null,"4kind":null,"fullhouse":null,"small":null,"large":null,"yahtzee":null,"chance":null},"struck":[],"bonus":0,"yahtzee_bonus":0,"total":0}]},{"name":"d","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"3kind":null,"4kind":null,"fullhouse":null,"small":null,"large":null,"yahtzee":null,"chance":null},"struck":[],"bonus":0,"yahtzee_bonus":0,"total":0}]}],"turn":{"player":"c","throw":0,"dice":[],"kept":[]},"entries":[]}
$ resume 3
Game #3 - yams:carnet (the printed pad, one column a player) - round 1 of 13
                  > e      f
  1                 .      .
  2                 .      .
  3                 .      .
  4                 .      .
  5                 .      .
  6                 .      .
  1-6               0      0
  bonus          (63)   (63)
  Brelan            .      .
  Carré             .      .
  Full              .      .
  Petite suite      .      .
  Grande suite      .      .
  Yams              .      .
  Chance            .      .
  total             0      0
  >: to play
  (n): what 1 to 6 still need for the bonus of 35
e throws
$ export --json
{"id":3,"game":"yams:carnet","status":"playing","winner":null,"rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false,"yams":50},"players":[{"name":"e","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"brelan":null,"carre":null,"full":null,"petite":null,"grande":null,"yams":null,"chance":null},"struck":[],"bonus":0,"total":0}]},{"name":"f","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"brelan":null,"carre":null,"full":null,"petite":null,"grande":null,"yams":null,"chance":null},"struck":[],"bonus":0,"total":0}]}],"turn":{"player":"e","throw":0,"dice":[],"kept":[]},"entries":[]}
? 0
