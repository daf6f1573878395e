## vérifier : les vérifications de SQLite et celles de tapis, en français.
$ check
la base tient debout : les vérifications de SQLite, les totaux, les parties abîmées, les clés et les dates des saisies s'accordent, et chaque partie se rejoue
$ new 421 alice bob
Partie n°1 · 421, le jeu de comptoir, 4-2-1 vaut 10 · alice, bob · alice lance (charge, manche 1).
$ 4 2 1
  alice : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons · bob lance (charge, manche 1)
$ 6 5 3
  bob : 6 5 3 · 6-5-3, 1 jeton · meilleur alice (quatre-cent-vingt-et-un), plus bas bob (6-5-3) : bob prend 10 jetons au pot · pot 11 · alice 0, bob 10 · bob lance (charge, manche 2)
$ check
la base tient debout : les vérifications de SQLite, les totaux, les parties abîmées, les clés et les dates des saisies s'accordent, et chaque partie se rejoue
$ check --repair
la base tient debout : les vérifications de SQLite, les totaux, les parties abîmées, les clés et les dates des saisies s'accordent, et chaque partie se rejoue
$ vérifier maintenant
tapis: line 7: vérifier prend --réparer, pas 'maintenant'
$ vérifier --réparer
la base tient debout : les vérifications de SQLite, les totaux, les parties abîmées, les clés et les dates des saisies s'accordent, et chaque partie se rejoue
? 1
