## Saved presets too many for one refusal line (issue 31, found by the
## commands' coverage): 'new' of an unknown game, and 'new' alone, list
## the presets that fit whole and say how many more there are, where the
## list was cut inside a character (a torn \xf0\x9d shown).  A part of a
## line named in a refusal is cut at a whole character too.
$ preset save réglage-numéro-1 10000
  saved preset réglage-numéro-1: new réglage-numéro-1 PLAYER... starts a game with it
$ preset save réglage-numéro-2 10000
  saved preset réglage-numéro-2: new réglage-numéro-2 PLAYER... starts a game with it
$ preset save réglage-numéro-3 10000
  saved preset réglage-numéro-3: new réglage-numéro-3 PLAYER... starts a game with it
$ preset save réglage-numéro-4 10000
  saved preset réglage-numéro-4: new réglage-numéro-4 PLAYER... starts a game with it
$ preset save réglage-numéro-5 10000
  saved preset réglage-numéro-5: new réglage-numéro-5 PLAYER... starts a game with it
$ preset save réglage-numéro-6 10000
  saved preset réglage-numéro-6: new réglage-numéro-6 PLAYER... starts a game with it
$ preset save réglage-numéro-7 10000
  saved preset réglage-numéro-7: new réglage-numéro-7 PLAYER... starts a game with it
$ preset save réglage-numéro-8 10000
  saved preset réglage-numéro-8: new réglage-numéro-8 PLAYER... starts a game with it
$ preset save réglage-numéro-9 10000
  saved preset réglage-numéro-9: new réglage-numéro-9 PLAYER... starts a game with it
$ preset save réglage-numéro-10 10000
  saved preset réglage-numéro-10: new réglage-numéro-10 PLAYER... starts a game with it
$ preset save réglage-numéro-11 10000
  saved preset réglage-numéro-11: new réglage-numéro-11 PLAYER... starts a game with it
$ preset save réglage-numéro-12 10000
  saved preset réglage-numéro-12: new réglage-numéro-12 PLAYER... starts a game with it
$ preset save réglage-numéro-13 10000
  saved preset réglage-numéro-13: new réglage-numéro-13 PLAYER... starts a game with it
$ preset save réglage-numéro-14 10000
  saved preset réglage-numéro-14: new réglage-numéro-14 PLAYER... starts a game with it
$ preset save réglage-numéro-15 10000
  saved preset réglage-numéro-15: new réglage-numéro-15 PLAYER... starts a game with it
$ preset save réglage-numéro-16 10000
  saved preset réglage-numéro-16: new réglage-numéro-16 PLAYER... starts a game with it
$ preset save réglage-numéro-17 10000
  saved preset réglage-numéro-17: new réglage-numéro-17 PLAYER... starts a game with it
$ preset save réglage-numéro-18 10000
  saved preset réglage-numéro-18: new réglage-numéro-18 PLAYER... starts a game with it
$ preset save réglage-numéro-19 10000
  saved preset réglage-numéro-19: new réglage-numéro-19 PLAYER... starts a game with it
$ preset save réglage-numéro-20 10000
  saved preset réglage-numéro-20: new réglage-numéro-20 PLAYER... starts a game with it
$ preset save réglage-numéro-21 10000
  saved preset réglage-numéro-21: new réglage-numéro-21 PLAYER... starts a game with it
$ preset save réglage-numéro-22 10000
  saved preset réglage-numéro-22: new réglage-numéro-22 PLAYER... starts a game with it
$ preset save réglage-numéro-23 10000
  saved preset réglage-numéro-23: new réglage-numéro-23 PLAYER... starts a game with it
$ preset save réglage-numéro-24 10000
  saved preset réglage-numéro-24: new réglage-numéro-24 PLAYER... starts a game with it
$ preset save 𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀 5000
  saved preset 𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀: new 𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀𝐀 PLAYER... starts a game with it
$ new b a c
tapis: line 26: unknown game 'b': the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8; saved presets: réglage-numéro-1, réglage-numéro-10, réglage-numéro-11, réglage-numéro-12, réglage-numéro-13, réglage-numéro-14, réglage-numéro-15, réglage-numéro-16, réglage-numéro-17, réglage-numéro-18, réglage-numéro-19, réglage-numéro-2, réglage-numéro-20, réglage-numéro-21, réglage-numéro-22, 10 more ('preset list' names them)
$ new
tapis: line 27: usage: new GAME PLAYER... [NAME=VALUE...]; the games are 10000, 10000:350, 5000, yams, yams:3col, yams:duel, yams:cross, yams:carnet, yahtzee, yam-master, 421, 421:8; saved presets: réglage-numéro-1, réglage-numéro-10, réglage-numéro-11, réglage-numéro-12, réglage-numéro-13, réglage-numéro-14, réglage-numéro-15, réglage-numéro-16, réglage-numéro-17, réglage-numéro-18, réglage-numéro-19, réglage-numéro-2, réglage-numéro-20, 12 more ('preset list' names them)
$ eval 1 1 1 2 3; éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé
1 1 1 2 3: worth 1000   (2 3 score nothing)
  what can be set aside:
    1 1 1         1000   2 dice left
    1 1            200   3 dice left
    1              100   4 dice left
tapis: line 28: command 2, 'ééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé': unknown command 'éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé' (type help for the list)
? 1
