## L'entrée d'un autre jeu est refusée et nommée en français, comme la
## table la tape : marquer (bank) au Yams, inscrire (score) au 10000.
$ new yams ann bob
Partie n°1 · yams, une colonne par joueur · ann, bob · ann lance.
$ bank
tapis: line 2: marquer n'est pas une saisie d'une partie de yams
$ new 10000 ann bob
Partie n°2 · 10000, règles du livret · ann, bob · ann lance 5 dés.
la partie n°1 (yams : ann, bob) reste en cours : tapez continuer 1 pour la continuer
$ score full
tapis: line 4: inscrire n'est pas une saisie d'une partie de 10000
? 1
