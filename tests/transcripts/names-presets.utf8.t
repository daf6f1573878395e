## Refusals of names and presets no other transcript reaches: a preset
## saved from the open game's rules, none without a game, names that
## cannot be a preset's (a space of any kind, one that shows nothing, a
## lone accent, 25 characters, punctuation, a leading '-'); merge of a
## name into itself; a name typed in a case two stored names share; a
## rename to a name stored in two cases, typed as one of them or as
## neither; versus of two who never finished a game together.  After each refused
## line the store is as it was.
$ preset save maison
tapis: line 1: no game open to take the rules from: preset save NAME GAME [NAME=VALUE...]
$ preset save 10000 opening=300
tapis: line 2: 10000 is a built-in game: give the preset a name of its own
$ preset save 421 10000
tapis: line 3: 421 is a built-in game: give the preset a name of its own
$ preset save 2024 10000
tapis: line 4: '2024' cannot name a preset: put a letter in it
$ preset save a b 10000
tapis: line 5: a preset's name takes letters, digits and : _ - . + only, every one of them visible
$ preset save ⠀ 10000
tapis: line 6: a preset's name takes letters, digits and : _ - . + only, every one of them visible
$ preset save ́ 10000
tapis: line 7: a preset's name takes letters, digits and : _ - . + only, every one of them visible
$ preset save ééééééééééééééééééééééééé 10000
tapis: line 8: a preset's name has at most 24 characters
$ preset save a,b 10000
tapis: line 9: a preset's name takes letters, digits and : _ - . + only
$ preset save -ab 10000
tapis: line 10: a preset's name cannot start with '-'
$ new 10000 alice bob target=1000 opening=0
Game #1 · 10000, booklet rules, target=1000, opening=0 · alice, bob · alice throws 5 dice.
$ preset save quick collision=yes
  saved preset quick: new quick PLAYER... starts a game with it
$ preset save quick2 collision=maybe
tapis: line 13: collision takes yes|no, not 'maybe'
$ 1 1 1 2 3
  scoring: 1 1 1 = 1000   (2 3 score nothing)
$ bank
  (1 1 1 set aside) alice banks 1000: 1000 · alice wins with 1000!
$ preset list --tsv
name	game	base	saved
10000	farkle	10000	false
10000:350	farkle	10000:350	false
5000	farkle	5000	false
yams	yams	yams	false
yams:3col	yams	yams:3col	false
yams:duel	yams	yams:duel	false
yams:cross	yams	yams:cross	false
yams:carnet	yams	yams:carnet	false
yahtzee	yams	yahtzee	false
yam-master	yammaster	yam-master	false
421	421	421	false
421:8	421	421:8	false
quick	farkle	10000	true
$ new quick carol Bob
Game #2 · quick, saved preset, target=1000, opening=0, collision=yes · carol, Bob · carol throws 5 dice.
$ rules
quick (saved preset): option, value in force, what it means
  dice       5           dice in a full hand
  target    *1000        score that wins
  exact      yes         the target must be hit exactly
  opening   *0           points in one turn needed to open (0: none)
  minbank    0           points every bank needs (0: none)
  single1    100         a lone 1 (0: scores nothing)
  single5    50          a lone 5 (0: scores nothing)
  kind3      100/1000    three alike: PER times the face, ONES for three 1s
  kind4      150/1500    four alike: as kind3, or xF (F times three alike)
  kind5      200/2000    five alike: as kind3, or xF (F times four alike)
  kind6      off         six alike (six dice only): as kind5
  six1       no          six 1s in one throw win at once
  straight   1000        1-2-3-4-5 or 2-3-4-5-6 in one throw (0: none)
  straight6  0           1-2-3-4-5-6 in one throw, six dice only (0: none)
  pairs      0           three pairs in one throw, six dice only (0: none)
  crosses    3           crosses in a row that cost a penalty (0: no crosses)
  penalty    minus1000   cost of the crosses: minusN, back (to the score before)
  unopened   no          players who have not opened get crosses
  overshoot  void        bank past an exact target: void, cross, -N or refused
  piggyback  no          the next player may take over a banked turn
  fullhand   throw       a full hand must be thrown again, or may be banked
  collision *yes         landing on another player's score sends them back
  lastround  no          the others get one more turn once the target is reached
  floor      no          no penalty takes a score below 0
  * changed from 10000
$ merge alice alice
tapis: line 19: alice and alice are one name: merge joins two
$ merge alice into ALICE
tapis: line 20: alice and ALICE are one name: merge joins two
$ rename BOB robert
tapis: line 21: 'BOB' may be Bob or bob: type the name as it is stored
$ rename carol bob
tapis: line 22: bob is already a player's name: merge carol into bob makes the two names one
$ rename carol BOB
tapis: line 23: Bob is already a player's name: merge carol into Bob makes the two names one
$ versus carol alice
carol and alice have finished no game together yet
$ versus bob Bob
bob and Bob have finished no game together yet
$ games
#2  TODAY  quick  carol 0, Bob 0     playing    0 turns
#1  TODAY  10000  alice 1000, bob 0  alice won  1 turn
? 1
