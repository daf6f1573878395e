## aide inscrire et aide barrer donnent les cases de la feuille en jeu
## (issue 30) : celles du Yahtzee et du carnet sous leurs clés, celle de la
## source sans partie de Yams ouverte
$ nouvelle yahtzee anne bruno
Partie n°1 · yahtzee, les règles officielles, une colonne par joueur · anne, bruno · anne lance.
$ aide inscrire
usage : inscrire CASE [COLONNE]
  inscrire les dés dans une case (ou : 2 2 2 5 5 full)
  aussi : score, noter
  Cases : 1 à 6 (as, deux, trois, quatre, cinq, six), 3kind (brelan),
  4kind (carré), fullhouse (full), small (petite), large (grande),
  yahtzee, chance.
  Une autre feuille a d'autres cases ('règles JEU' montre celles d'une
  feuille).  Colonnes : desc, libre, asc (descendante, libre, montante)
  avec trois colonnes ; de 1 à N avec une colonne par joueur, où la
  première libre à gauche est prise quand aucune n'est nommée.  Le nom
  d'un joueur après les mots dit qui inscrit, et il est vérifié.
$ nouvelle yams:carnet anne bruno
Partie n°2 · yams:carnet, le carnet imprimé, une colonne par joueur · anne, bruno · anne lance.
la partie n°1 (yahtzee : anne, bruno) reste en cours : tapez continuer 1 pour la continuer
$ aide barrer
usage : barrer CASE [COLONNE]
  inscrire 0 dans une case exprès
  aussi : scratch, rayer
  Cases : 1 à 6 (as, deux, trois, quatre, cinq, six), brelan, carre
  (carré), full, petite, grande, yams, chance.
  La case prend 0 quoi que fassent les dés ; elle est remplie pour la partie.
? 0
