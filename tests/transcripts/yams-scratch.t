## A 0 on purpose (tapis-games(7), YAMS, The sheet): in any free box by default, Minimum
## included; under the house rule scratch=unmade only where the dice do
## not make the box, Minimum and Maximum made by any total; the option is
## said where it differs, exported only then
## Under scratch=unmade, a Minimum that would void the pair is scored, not
## scratched: hint --all weighs it so; and five alike are offered no 0
## where they make the box, the Yahtzee bonus counted.
$ new yams alice bob scratch=unmade
Game #1 - yams, one column a player, scratch=unmade - alice, bob - alice throws.
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch 6
tapis: line 3: 1 2 6 6 6 make 6 18: a 0 goes only where the dice do not make the box (scratch=unmade): score 6
$ scratch min
tapis: line 4: 1 2 6 6 6 make min 21: a 0 goes only where the dice do not make the box (scratch=unmade): score min
$ scratch yams
  alice scratches yams - total 0 - bob throws
$ 1 2 3 4 5
  throw 1 of 3: 1 2 3 4 5 - 1s 1, 2s 2, 3s 3, 4s 4, 5s 5, min 15, max 15, suite 20; 0 in 6s full carré yams
$ barrer suite
tapis: line 7: 1 2 3 4 5 make suite 20: a 0 goes only where the dice do not make the box (scratch=unmade): score suite
$ scratch full
  bob scratches full - total 0 - alice throws
$ export --json
{"id":1,"game":"yams","status":"playing","winner":null,"rules":{"bonus":30,"bonusat":60,"atleast":false,"fivefull":false,"suite":20,"carre":25,"yams":30,"scratch":"unmade"},"players":[{"name":"alice","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"min":null,"max":null,"suite":null,"full":null,"carre":null,"yams":0},"struck":[],"bonus":0,"total":0}]},{"name":"bob","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"min":null,"max":null,"suite":null,"full":0,"carre":null,"yams":null},"struck":[],"bonus":0,"total":0}]}],"turn":{"player":"alice","throw":0,"dice":[],"kept":[]},"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[6,6,6,2,1]},{"seq":2,"player":"alice","entry":"scratch","args":"yams"},{"seq":3,"player":"bob","entry":"throw","dice":[1,2,3,4,5]},{"seq":4,"player":"bob","entry":"scratch","args":"full"}]}
$ rules
yams (one column a player): option, value in force, what it means
  bonus         30          the bonus of boxes 1 to 6 (0: none)
  bonusat       60          the total of boxes 1 to 6 the bonus needs
  atleast       no          the bonus needs at least bonusat (no: more than bonusat)
  fivefull      no          five alike make a Full
  suite         20          a Suite: 1-2-3-4-5 or 2-3-4-5-6
  carre         25          a Carré: four alike (five alike too)
  yams          30          a Yams: five alike
  scratch      *unmade      where a 0 may be written on purpose: any free box, or only where the dice do not make it (Minimum and Maximum made by any total)
  sheet         yams        the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
  yahtzeebonus  0           the bonus of each Yahtzee written once the five-alike box holds its points (0: none)
  joker         none        a Yahtzee thrown once the five-alike box is filled: free, the full and the straights at their points once its face's box is filled; forced, its face's box first, then the lower part
  * changed from yams
the boxes of the sheet (yams), the upper part first: box, name, what it takes: what it scores
    1-6    1 to 6   the dice of its face: their sum
    min    Minimum  any dice: the sum of the five dice
    max    Maximum  any dice: the sum of the five dice
    suite  Suite    five in a row: 20
    full   Full     three and two alike: the sum of the five dice
    carre  Carré    four alike: 25
    yams   Yams     five alike: 30
    upper bonus 30 over 60; Maximum not above Minimum: both count 0
$ new yams carol
Game #2 - yams, one column a player - carol - carol throws.
game #1 (yams: alice, bob) stays unfinished: resume 1 takes it up again
$ 6 6 6 2 1
  throw 1 of 3: 1 2 6 6 6 - 1s 1, 2s 2, 6s 18, min 21, max 21; 0 in 3s 4s 5s suite full carré yams
$ scratch min
  carol scratches min - total 0 - carol throws
$ export --json
{"id":2,"game":"yams","status":"playing","winner":null,"rules":{"bonus":30,"bonusat":60,"atleast":false,"fivefull":false,"suite":20,"carre":25,"yams":30},"players":[{"name":"carol","score":0,"columns":[{"name":"1","boxes":{"1":null,"2":null,"3":null,"4":null,"5":null,"6":null,"min":0,"max":null,"suite":null,"full":null,"carre":null,"yams":null},"struck":[],"bonus":0,"total":0}]}],"turn":{"player":"carol","throw":0,"dice":[],"kept":[]},"entries":[{"seq":1,"player":"carol","entry":"throw","dice":[6,6,6,2,1]},{"seq":2,"player":"carol","entry":"scratch","args":"min"}]}
$ new yams ann bob bonus=0 boxes=min,max,chance scratch=unmade
Game #3 - yams, one column a player, bonus=0, scratch=unmade, sheet=min,max,chance - ann, bob - ann throws.
game #2 (yams: carol) stays unfinished: resume 2 takes it up again
$ 1 1 1 2 2
  throw 1 of 3: 1 1 1 2 2 - min 7, max 7, chance 7
$ score max
  ann writes 7 in max - total 7 - bob throws
$ 3 3 4 4 5
  throw 1 of 3: 3 3 4 4 5 - min 19, max 19, chance 19
$ score chance
  bob writes 19 in chance - total 19 - ann throws
$ 6 6 6 5 5
  throw 1 of 3: 5 5 6 6 6 - min 28 (not below max 7: both 0), chance 28
$ hint --all
  ann: expected final total, best first
  *  score chance                   28.5
     keep 5 6 6 6, then roll 1 die  27.8
     keep 6 6 6, then roll 2 dice   27.1
     keep 5 5 6 6, then roll 1 die  26.8
     keep 5 6 6, then roll 2 dice   26.2
     keep 6 6, then roll 3 dice     25.7
     keep 5 5 6, then roll 2 dice   25.4
     keep 5 6, then roll 3 dice     25.0
     keep 6, then roll 4 dice       24.7
     keep 5 5, then roll 3 dice     24.4
     keep 5, then roll 4 dice       24.2
     roll 5 dice                    24.1
     score min                      23.3
$ new yams ann bob bonus=0 boxes=1,yams:50,chance scratch=unmade yahtzeebonus=100
Game #4 - yams, one column a player, bonus=0, yams=50, scratch=unmade, sheet=1,yams:50,chance, yahtzeebonus=100 - ann, bob - ann throws.
game #3 (yams: ann, bob) stays unfinished: resume 3 takes it up again
$ 6 6 6 6 6
  throw 1 of 3: 6 6 6 6 6 - yams 50, chance 30; 0 in 1s
$ hint
  ann: expected final total, best first
  *  score yams                     82.9
     keep 6 6 6 6, then roll 1 die  48.3
     keep 6 6 6, then roll 2 dice   36.4
     score chance                   36.0
     keep 6 6, then roll 3 dice     32.1
     keep 6, then roll 4 dice       30.4
     roll 5 dice                    29.9
     scratch 1                      27.3
? 1
