## La même table de trois au 421, en français, jusqu'à la fin : la charge,
## la décharge (garder, arrêter, la limite du premier joueur, un quatrième
## lancer refusé), les joueurs sortis, le perdant ; puis 421:8 et son barrage ;
## enfin une égalité sans barrage : la dernière à l'avoir faite est la plus basse.
$ nouvelle 421 alice bob carol
Partie n°1 · 421, le jeu de comptoir, 4-2-1 vaut 10 · alice, bob, carol · alice lance (charge, manche 1).
$ arrêter
tapis: line 2: la charge, c'est un lancer chacun : arrêter, c'est pour la décharge
$ 4 2 1
  alice : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons · bob lance (charge, manche 1)
$ garder 4
tapis: line 4: la charge, c'est un lancer chacun : rien à garder
$ 6 5 3
  bob : 6 5 3 · 6-5-3, 1 jeton · carol lance (charge, manche 1)
$ 6 6 2
  carol : 6 6 2 · 6-6-2, 1 jeton · meilleur alice (quatre-cent-vingt-et-un), plus bas bob (6-5-3) : bob prend 10 jetons au pot · pot 11 · alice 0, bob 10, carol 0 · bob lance (charge, manche 2)
$ 1 4 2
  bob : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons · carol lance (charge, manche 2)
$ 2 2 1
  carol : 2 2 1 · nénette, 1 jeton · alice lance (charge, manche 2)
$ 3 3 1
  alice : 3 3 1 · 3-3-1, 1 jeton · meilleur bob (quatre-cent-vingt-et-un), plus bas carol (nénette) : carol prend 10 jetons au pot · pot 1 · alice 0, bob 10, carol 10 · carol lance (charge, manche 3)
$ 7 5 2
tapis: line 10: 7 n'est pas une face de dé : les faces vont de 1 à 6
$ 6 5 4
  carol : 6 5 4 · suite, 2 jetons · alice lance (charge, manche 3)
$ 5 2 1
  alice : 5 2 1 · 5-2-1, 1 jeton · bob lance (charge, manche 3)
$ 6 6 5
  bob : 6 6 5 · 6-6-5, 1 jeton · meilleur carol (suite), plus bas alice (5-2-1) : alice prend 1 jeton au pot · pot 0 · alice 1, bob 10, carol 10 · le pot est vide : la décharge commence · alice lance (décharge, manche 4)
$ feuille
Partie n°1 · 421 (le jeu de comptoir, 4-2-1 vaut 10) · décharge, manche 4
▸ alice  1 jeton
  bob    10 jetons
  carol  10 jetons
  ▸ : à jouer
pot 0 · alice commence la manche 4
$ annuler
  annulé : lancer 6 6 5 de bob · bob lance (charge, manche 3)
$ annuler
  annulé : lancer 5 2 1 d'alice · alice lance (charge, manche 3)
$ refaire
  rétabli : lancer 5 2 1 d'alice
  alice : 5 2 1 · 5-2-1, 1 jeton · bob lance (charge, manche 3)
$ refaire
  rétabli : lancer 6 6 5 de bob
  bob : 6 6 5 · 6-6-5, 1 jeton · meilleur carol (suite), plus bas alice (5-2-1) : alice prend 1 jeton au pot · pot 0 · alice 1, bob 10, carol 10 · le pot est vide : la décharge commence · alice lance (décharge, manche 4)
$ arrêter
tapis: line 19: alice n'a pas encore lancé : arrêter finit un tour après un lancer
$ 6 3 1
  lancer 1 sur 3 : 6 3 1 · 6-3-1, 1 jeton
$ 5 5
tapis: line 21: de 6 3 1, quel dé a été gardé (1) ? garder FACES, puis le lancer
$ garder 6
  garder 6 : lancez 2 dés
$ annuler
  annulé : dé gardé 6 d'alice · alice joue : lancer 1 sur 3, 6 3 1
$ refaire
  rétabli : dé gardé 6 d'alice
  garder 6 : lancez 2 dés
$ 5 4
  lancer 2 sur 3 : 6 5 4 · suite, 2 jetons
$ arrêter
  alice s'arrête sur 6 5 4 (suite) après 2 lancers · les autres peuvent lancer 2 fois dans cette manche · bob lance (décharge, manche 4)
$ 3 3 2
  lancer 1 sur 2 : 3 3 2 · 3-3-2, 1 jeton
$ 3 3 2
  lancer 2 sur 2 : 3 3 2 · 3-3-2, 1 jeton · carol lance (décharge, manche 4)
$ garder 6
tapis: line 29: pas plus de lancers que le premier joueur : bob a lancé 2 fois sur 2 ; à carol de lancer, les trois dés
$ 6 6 6
  lancer 1 sur 2 : 6 6 6 · brelan de six, 6 jetons
$ arrêter
  carol s'arrête sur 6 6 6 (brelan de six) après 1 lancer · meilleur carol (brelan de six), plus bas bob (3-3-2) : carol donne à bob 6 jetons · pot 0 · alice 1, bob 16, carol 4 · bob lance (décharge, manche 5)
$ 6 5 2
  lancer 1 sur 3 : 6 5 2 · 6-5-2, 1 jeton
$ 6 5 2
  lancer 2 sur 3 : 6 5 2 · 6-5-2, 1 jeton
$ 6 5 2
  lancer 3 sur 3 : 6 5 2 · 6-5-2, 1 jeton · carol lance (décharge, manche 5)
$ 4
tapis: line 35: pas de quatrième lancer : bob a lancé trois fois ; à carol de lancer, les trois dés
$ 4 2 1
  lancer 1 sur 3 : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons
$ arrêter
  carol s'arrête sur 4 2 1 (quatre-cent-vingt-et-un) après 1 lancer · alice lance (décharge, manche 5)
$ 2 2 1
  lancer 1 sur 3 : 2 2 1 · nénette, 1 jeton
$ arrêter
  alice s'arrête sur 2 2 1 (nénette) après 1 lancer · meilleur carol (quatre-cent-vingt-et-un), plus bas alice (nénette) : carol donne à alice 4 jetons · pot 0 · alice 5, bob 16, carol hors jeu · carol n'a plus de jeton : hors de cause · alice lance (décharge, manche 6)
$ 1 1 1
  lancer 1 sur 3 : 1 1 1 · brelan d'as, 7 jetons
$ arrêter
  alice s'arrête sur 1 1 1 (brelan d'as) après 1 lancer · les autres peuvent lancer une fois dans cette manche · bob lance (décharge, manche 6)
$ 6 6 5
  lancer 1 sur 1 : 6 6 5 · 6-6-5, 1 jeton · meilleur alice (brelan d'as), plus bas bob (6-6-5) : alice donne à bob 5 jetons · pot 0 · alice hors jeu, bob 21, carol hors jeu · alice n'a plus de jeton : hors de cause · bob a tous les jetons et perd !
$ 6 6 5
tapis: line 43: la partie n°1 est finie : nouvelle commence une autre partie ; annuler reprend la dernière saisie
$ feuille
Partie n°1 · 421 (le jeu de comptoir, 4-2-1 vaut 10) · 6 manches, finie
  alice  aucun jeton, hors jeu après la manche 6, place 2
- bob    21 jetons, place 3
* carol  aucun jeton, hors jeu après la manche 5, place 1
  * : a gagné, - : a perdu
pot 0 · bob a tous les jetons et perd
$ annuler
  annulé : lancer 6 6 5 de bob · bob lance (décharge, manche 6)
$ refaire
  rétabli : lancer 6 6 5 de bob
  lancer 1 sur 1 : 6 6 5 · 6-6-5, 1 jeton · meilleur alice (brelan d'as), plus bas bob (6-6-5) : alice donne à bob 5 jetons · pot 0 · alice hors jeu, bob 21, carol hors jeu · alice n'a plus de jeton : hors de cause · bob a tous les jetons et perd !
$ revoir 1
Partie n°1 · 421, le jeu de comptoir, 4-2-1 vaut 10 · alice, bob, carol · TODAY HH:MM · bob a perdu après 17 tours
manche 1 · alice
alice : 4 2 1
  alice : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons · bob lance (charge, manche 1)
manche 1 · bob
bob : 6 5 3
  bob : 6 5 3 · 6-5-3, 1 jeton · carol lance (charge, manche 1)
manche 1 · carol
carol : 6 6 2
  carol : 6 6 2 · 6-6-2, 1 jeton · meilleur alice (quatre-cent-vingt-et-un), plus bas bob (6-5-3) : bob prend 10 jetons au pot · pot 11 · alice 0, bob 10, carol 0 · bob lance (charge, manche 2)
manche 2 · bob
bob : 1 4 2
  bob : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons · carol lance (charge, manche 2)
manche 2 · carol
carol : 2 2 1
  carol : 2 2 1 · nénette, 1 jeton · alice lance (charge, manche 2)
manche 2 · alice
alice : 3 3 1
  alice : 3 3 1 · 3-3-1, 1 jeton · meilleur bob (quatre-cent-vingt-et-un), plus bas carol (nénette) : carol prend 10 jetons au pot · pot 1 · alice 0, bob 10, carol 10 · carol lance (charge, manche 3)
manche 3 · carol
carol : 6 5 4
  carol : 6 5 4 · suite, 2 jetons · alice lance (charge, manche 3)
manche 3 · alice
alice : 5 2 1
  alice : 5 2 1 · 5-2-1, 1 jeton · bob lance (charge, manche 3)
manche 3 · bob
bob : 6 6 5
  bob : 6 6 5 · 6-6-5, 1 jeton · meilleur carol (suite), plus bas alice (5-2-1) : alice prend 1 jeton au pot · pot 0 · alice 1, bob 10, carol 10 · le pot est vide : la décharge commence · alice lance (décharge, manche 4)
manche 4 · alice
alice : 6 3 1
  lancer 1 sur 3 : 6 3 1 · 6-3-1, 1 jeton
alice : garder 6
  garder 6 : lancez 2 dés
alice : 5 4
  lancer 2 sur 3 : 6 5 4 · suite, 2 jetons
alice : arrêter
  alice s'arrête sur 6 5 4 (suite) après 2 lancers · les autres peuvent lancer 2 fois dans cette manche · bob lance (décharge, manche 4)
manche 4 · bob
bob : 3 3 2
  lancer 1 sur 2 : 3 3 2 · 3-3-2, 1 jeton
bob : 3 3 2
  lancer 2 sur 2 : 3 3 2 · 3-3-2, 1 jeton · carol lance (décharge, manche 4)
manche 4 · carol
carol : 6 6 6
  lancer 1 sur 2 : 6 6 6 · brelan de six, 6 jetons
carol : arrêter
  carol s'arrête sur 6 6 6 (brelan de six) après 1 lancer · meilleur carol (brelan de six), plus bas bob (3-3-2) : carol donne à bob 6 jetons · pot 0 · alice 1, bob 16, carol 4 · bob lance (décharge, manche 5)
manche 5 · bob
bob : 6 5 2
  lancer 1 sur 3 : 6 5 2 · 6-5-2, 1 jeton
bob : 6 5 2
  lancer 2 sur 3 : 6 5 2 · 6-5-2, 1 jeton
bob : 6 5 2
  lancer 3 sur 3 : 6 5 2 · 6-5-2, 1 jeton · carol lance (décharge, manche 5)
manche 5 · carol
carol : 4 2 1
  lancer 1 sur 3 : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons
carol : arrêter
  carol s'arrête sur 4 2 1 (quatre-cent-vingt-et-un) après 1 lancer · alice lance (décharge, manche 5)
manche 5 · alice
alice : 2 2 1
  lancer 1 sur 3 : 2 2 1 · nénette, 1 jeton
alice : arrêter
  alice s'arrête sur 2 2 1 (nénette) après 1 lancer · meilleur carol (quatre-cent-vingt-et-un), plus bas alice (nénette) : carol donne à alice 4 jetons · pot 0 · alice 5, bob 16, carol hors jeu · carol n'a plus de jeton : hors de cause · alice lance (décharge, manche 6)
manche 6 · alice
alice : 1 1 1
  lancer 1 sur 3 : 1 1 1 · brelan d'as, 7 jetons
alice : arrêter
  alice s'arrête sur 1 1 1 (brelan d'as) après 1 lancer · les autres peuvent lancer une fois dans cette manche · bob lance (décharge, manche 6)
manche 6 · bob
bob : 6 6 5
  lancer 1 sur 1 : 6 6 5 · 6-6-5, 1 jeton · meilleur alice (brelan d'as), plus bas bob (6-6-5) : alice donne à bob 5 jetons · pot 0 · alice hors jeu, bob 21, carol hors jeu · alice n'a plus de jeton : hors de cause · bob a tous les jetons et perd !
$ montrer 1
Partie n°1 · 421, le jeu de comptoir, 4-2-1 vaut 10 · alice, bob, carol · TODAY HH:MM · bob a perdu après 17 tours
  manche 1 (charge) : meilleur alice (quatre-cent-vingt-et-un), plus bas bob (6-5-3) : bob prend 10 jetons au pot
  manche 2 (charge) : meilleur bob (quatre-cent-vingt-et-un), plus bas carol (nénette) : carol prend 10 jetons au pot
  manche 3 (charge) : meilleur carol (suite), plus bas alice (5-2-1) : alice prend 1 jeton au pot
  manche 4 (décharge) : meilleur carol (brelan de six), plus bas bob (3-3-2) : carol donne à bob 6 jetons
  manche 5 (décharge) : meilleur carol (quatre-cent-vingt-et-un), plus bas alice (nénette) : carol donne à alice 4 jetons
  manche 6 (décharge) : meilleur alice (brelan d'as), plus bas bob (6-6-5) : alice donne à bob 5 jetons
  alice  aucun jeton, hors jeu après la manche 6, place 2
- bob    21 jetons, place 3
* carol  aucun jeton, hors jeu après la manche 5, place 1
  * : a gagné, - : a perdu
pot 0 · bob a tous les jetons et perd
$ nouvelle 421:8 alice bob carol tokens=5
Partie n°2 · 421:8, 4-2-1 vaut 8, un barrage pour le plus bas, jetons=5 · alice, bob, carol · alice lance (charge, manche 1).
$ 6 5 4
  alice : 6 5 4 · suite, 2 jetons · bob lance (charge, manche 1)
$ 6 5 3
  bob : 6 5 3 · 6-5-3, 1 jeton · carol lance (charge, manche 1)
$ 5 6 3
  carol : 6 5 3 · 6-5-3, 1 jeton · bob et carol à égalité pour le plus bas : un barrage, un lancer chacun · bob lance pour le barrage
$ arrêter
tapis: line 53: un barrage, c'est un lancer chacun : bob lance les trois dés
$ 2 2 1
  barrage : 2 2 1 · nénette, 1 jeton · carol lance pour le barrage
$ 2 2 1
  barrage : 2 2 1 · nénette, 1 jeton · bob et carol à égalité pour le plus bas : un barrage, un lancer chacun · bob lance pour le barrage
$ 6 6 5
  barrage : 6 6 5 · 6-6-5, 1 jeton · carol lance pour le barrage
$ 3 3 1
  barrage : 3 3 1 · 3-3-1, 1 jeton · meilleur alice (suite), plus bas carol (6-5-3) : carol prend 2 jetons au pot · pot 3 · alice 0, bob 0, carol 2 · carol lance (charge, manche 2)
$ feuille
Partie n°2 · 421:8 (4-2-1 vaut 8, un barrage pour le plus bas, jetons=5) · charge, manche 2
  alice  aucun jeton
  bob    aucun jeton
▸ carol  2 jetons
  ▸ : à jouer
pot 3 · carol commence la manche 2
$ parties
#2  TODAY  421:8  alice 0, bob 0, carol 2   en cours     7 tours
#1  TODAY  421    alice 0, bob 21, carol 0  bob a perdu  17 tours
$ statistiques 421
joueur  jeu  parties  victoires  taux de victoire  perdues
alice   421  1        1          100%              0
bob     421  1        0          0%                1
carol   421  1        1          100%              0

421 : parties perdues, manches gagnées et perdues, 4-2-1 lancés et jetons pris à la charge :
joueur  jeu  parties  perdues  taux de défaite  manches gagnées  manches perdues  4-2-1  pris à la charge
alice   421  1        0        0%               2                2                1      1
bob     421  1        1        100%             1                3                1      10
carol   421  1        0        0%               3                1                1      10
$ nouvelle 421 dave erin jetons=2
Partie n°3 · 421, le jeu de comptoir, 4-2-1 vaut 10, jetons=2 · dave, erin · dave lance (charge, manche 1).
la partie n°2 (421:8 : alice, bob, carol) reste en cours : tapez continuer 2 pour la continuer
$ 6 5 4
  dave : 6 5 4 · suite, 2 jetons · erin lance (charge, manche 1)
$ 4 5 6
  erin : 6 5 4 · suite, 2 jetons · meilleur dave (suite), plus bas erin (suite) : erin prend 2 jetons au pot · pot 0 · dave hors jeu, erin 2 · le pot est vide : la décharge commence · dave n'a plus de jeton : hors de cause · erin a tous les jetons et perd !
$ feuille
Partie n°3 · 421 (le jeu de comptoir, 4-2-1 vaut 10, jetons=2) · 1 manche, finie
* dave  aucun jeton, hors jeu après la manche 1, place 1
- erin  2 jetons, place 2
  * : a gagné, - : a perdu
pot 0 · erin a tous les jetons et perd
? 1
