## What the table types: commands in any case, French words with or without
## accents, prefixes, near misses, and several commands on one line.
$ Nouvelle 10000 alice bob
Game #1 · 10000, booklet rules · alice, bob · alice throws 5 dice.
$ 1 1 5 3 4; GARDER 1 1; 5 5 5
  scoring: 1 1 5 = 250   (3 4 score nothing)
  set aside 1 1: turn 200, 3 dice to throw (500 needed to open)
  scoring: 5 5 5 = 500 · keeping all 3 makes a full hand: turn 700, throw 5 dice
$ Keep 5 5 5; lanc 2 3 4 6 1; BANQUE
  set aside 5 5 5: full hand, turn 700, throw all 5 dice
  scoring: 1 = 100   (2 3 4 6 score nothing)
  (1 set aside) alice opens with 800 · bob throws 5 dice
$ 2 2 3 4 6
  bust: nothing scores · alice throws 5 dice
$ ANNULER
  undone: bob's throw 2 2 3 4 6 · bob throws 5 dice
$ feuille
Game #1 · 10000 (booklet rules) · round 1
  alice    ▸ bob
    800
            score  crosses  opened
  alice       800           yes
▸ bob           0           no     (500 to open)
  ▸: to play
bob throws 5 dice
$ HELP RÈGLES
usage: rules [GAME]
  show the rules in force, or those of a rule set
  also: règles
$ bnak
tapis: line 8: unknown command 'bnak': did you mean bank?
$ garer 1
tapis: line 9: unknown command 'garer': did you mean garder?
$ zzz
tapis: line 10: unknown command 'zzz' (type help for the list)
$ 1 1 5 3 4; keep 6; bank
  scoring: 1 1 5 = 250   (3 4 score nothing)
tapis: line 11: command 2, 'keep 6': there is no 6 in the throw 1 1 5 3 4
$ keep 1 1;; 6 2 5
tapis: line 12: command 2 of 3 on the line is empty: put one command between each ';'
$ keep 1 1;
tapis: line 13: command 2 of 2 on the line is empty: put one command between each ';'
$ ; keep 1 1
tapis: line 14: command 1 of 2 on the line is empty: put one command between each ';'
$ évaluer 1 1 1 5 2
1 1 1 5 2: worth 1050   (2 scores nothing)
  what can be set aside:
    1 1 1 5       1050   1 die left
    1 1 1         1000   2 dice left
    1 1 5          250   2 dice left
    1 1            200   3 dice left
    1 5            150   3 dice left
    1              100   4 dice left
    5               50   4 dice left
$ EVALUER 5000 1 1 1 1 5 5
1 1 1 1 5 5: worth 2100
  what can be set aside:
    1 1 1 1 5 5   2100   full hand
    1 1 1 1 5     2050   1 die left
    1 1 1 5 5     1100   1 die left
    1 1 1 1       2000   2 dice left
    1 1 1 5       1050   2 dice left
    1 1 5 5        300   2 dice left
    1 1 1         1000   3 dice left
    1 1 5          250   3 dice left
    1 5 5          200   3 dice left
    1 1            200   4 dice left
    1 5            150   4 dice left
    5 5            100   4 dice left
    1              100   5 dice left
    5               50   5 dice left
$ Refaire
tapis: line 17: nothing to redo
$ aide tout
Commands, in English or French, in any case (a unique prefix is enough):
  new (nouvelle) GAME PLAYER... [NAME=VALUE...]
                           start a game of a rule set or a saved preset
Entries of a game of 10000, 10000:350 or 5000:
  roll (lancer, throw, relancer) FACES
                           enter a throw (the faces alone do the same)
  keep (garder) FACES      set aside these dice from the last throw
  bank (marquer, banque, banquer)
                           write the turn's points and pass the dice
  take (reprendre)         take over the last banked turn (piggy-back)
Entries of a game of yams, yams:3col, yams:duel, yams:cross, yams:carnet or yahtzee:
  roll (lancer, throw, relancer) FACES
                           enter a throw (the faces alone do the same)
  keep (garder) FACES      name the dice kept for the next throw
  score (inscrire, noter) BOX [COLUMN]
                           write the dice in a box (or: 2 2 2 5 5 full)
  scratch (barrer, rayer) BOX [COLUMN]
                           write 0 in a box on purpose
Entries of a game of yam-master:
  roll (lancer, throw, relancer) FACES
                           enter a throw (the faces alone do the same)
  keep (garder) FACES      name the dice kept for the next throw
  call (annoncer, appeler) MAJOR
                           call a major after the first throw (Appel)
  place (poser) CELL       put a pawn on a free cell the dice make (a1 to e5)
  pass (passer)            end the turn without placing a pawn
  remove (retirer) CELL    with a Yam, take an opponent's pawn off (predator=yes)
Entries of a game of 421 or 421:8:
  roll (lancer, throw, relancer) FACES
                           enter a throw (the faces alone do the same)
  keep (garder) FACES      name the dice kept for the next throw (the décharge)
  stop (arrêter, reste)    end the turn before the last throw allowed (the décharge)
More commands:
  undo (annuler)           take back the last entry
  redo (refaire)           bring back an entry taken back by undo
  sheet (feuille, board, plateau) [all]
                           show the score sheet as on paper
  rules (règles) [GAME]    show the rules in force, or those of a rule set
  preset (réglage) [save NAME [GAME] [NAME=VALUE...] | list [--tsv|--json] | delete NAME]
                           save the rules in force, or GAME's, under a name
  hint (conseil) [--win] [--all] [--budget N] [--json|--tsv]
                           what each choice open now is worth, the best first; nothing changes
  odds (chances) BOX... [--all] [--json|--tsv]
                           the chance of making each box or combination with the throws left; nothing changes
  eval (évaluer) [GAME] FACES
                           what a throw is worth; the game is untouched
  games (parties) [PLAYER...] [GAME-KIND] [since DATE] [until DATE] [unfinished|finished|abandoned] [--all] [--tsv|--json] [--league]
                           list the stored games, newest first, with scores
  resume (continuer, reprise) [GAME]
                           open the newest unfinished game, or game number GAME
  abandon (abandonner) [GAME]
                           end the open game, or GAME, as abandoned
  delete (supprimer) GAME [--yes]
                           delete game GAME and all its entries, for good
  export (exporter) GAME|all --json|--csv [FILE]
                           games as JSON to import elsewhere, or their turns as CSV
  import (importer) FILE   add the games an export --json wrote, each replayed
  league (ligue) [[--schema NAME] URL | off | push]
                           push the games that end to a club's league on PostgreSQL
  chart (courbe) [GAME] [--svg FILE]
                           draw each player's score after each turn of a game
  serve (servir) [--listen ADDR:PORT] [--lan] [--league URL [--schema NAME]] | stop
                           show the games live on the phones at the table, as web pages
  stats (statistiques) [PLAYER] [GAME-KIND] [--tsv|--json] [--league]
                           wins, scores and luck per player and rule set
  leaderboard (classement) [GAME-KIND] [--tsv|--json] [--league]
                           the players by wins over finished games
  versus (contre) PLAYER PLAYER [--tsv|--json]
                           two players head to head, per rule set
  show (montrer, voir) [GAME]
                           a past game's sheet as it ended; the open game stays open
  replay (revoir) GAME [ROUND]
                           a past game turn by turn, each entry with what it did
  query (requête) [--tsv|--json] [--steps N] SQL
                           answer a question in SQL over the stored games (read only)
  check (vérifier) [--repair]
                           check that the database holds together, and say what to do if not
  rename (renommer) PLAYER NEW
                           mend a player's name in every stored game
  merge (fusionner) PLAYER [into] OTHER
                           make two names of one person one, in every stored game
  help (aide, ?) [all | COMMAND]
                           list the commands (all: every one), or explain one
  quit (quitter, exit)     leave tapis (every entry is already saved)
Typing a throw's faces alone (1 1 5 3 4 or 11534) enters it.
Commands on one line are separated by ';' (keep 1 1; 6 2 5).
'help COMMAND' says more of one.
$ QUITTER
? 1
