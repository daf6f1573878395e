## Une partie de Yams en français : les cases, les colonnes, inscrire et
## barrer, les refus, la grille et la feuille.
$ nouvelle yams:3col alice bob
Partie n°1 · yams:3colonnes, trois colonnes : descendante, libre, montante · alice, bob · alice lance.
$ 6 6 2 3 6
  lancer 1 sur 3 : 2 3 6 6 6 · 2 : 2, 3 : 3, 6 : 18, min : 23, max : 23 ; 0 dans 1 4 5 suite full carré yams · descendante prend 1, montante prend yams
$ garder 6 6 6
  garder 6 6 6 : lancez 2 dés
$ 6 1
  lancer 2 sur 3 : 1 6 6 6 6 · 1 : 1, 6 : 24, min : 25, max : 25, carré : 25 ; 0 dans 2 3 4 5 suite full yams · descendante prend 1, montante prend yams
$ inscrire full
tapis: line 5: 1 6 6 6 6 ne font pas de full : ils font 1 : 1, 6 : 24, min : 25, max : 25, carré : 25 (barrer full inscrit 0)
$ inscrire six libre
  alice inscrit 24 dans la case des 6 (colonne libre) · total 24 · bob lance
$ 2 3 4 5 5
  lancer 1 sur 3 : 2 3 4 5 5 · 2 : 2, 3 : 3, 4 : 4, 5 : 10, min : 19, max : 19 ; 0 dans 1 6 suite full carré yams · descendante prend 1, montante prend yams
$ 6
tapis: line 8: de 2 3 4 5 5, quels 4 dés ont été gardés ? garder FACES, puis le lancer
$ inscrire suite montante
tapis: line 9: la colonne montante se remplit dans l'ordre : elle prend yams ensuite, pas suite
$ 1 1 1 1 1
  lancer 2 sur 3 : 1 1 1 1 1 · 1 : 5, min : 5, max : 5, carré : 25, yams : 30 ; 0 dans 2 3 4 5 6 suite full · descendante prend 1, montante prend yams
$ barrer carré descendante
tapis: line 11: la colonne descendante se remplit dans l'ordre : elle prend 1 ensuite, pas carré
$ feuille
Partie n°1 · yams:3colonnes (trois colonnes : descendante, libre, montante) · manche 1 sur 36
                        alice               ▸ bob
            desc. libre mont.   desc. libre mont.
  1             .     .     .       .     .     .
  2             .     .     .       .     .     .
  3             .     .     .       .     .     .
  4             .     .     .       .     .     .
  5             .     .     .       .     .     .
  6             .    24     .       .     .     .
  1-6           0    24     0       0     0     0
  bonus      (61)  (37)  (61)    (61)  (61)  (61)
  Minimum       .     .     .       .     .     .
  Maximum       .     .     .       .     .     .
  Suite         .     .     .       .     .     .
  Full          .     .     .       .     .     .
  Carré         .     .     .       .     .     .
  Yams          .     .     .       .     .     .
  colonne       0    24     0       0     0     0
  total                    24                   0
  ▸ : à jouer
  (n) : ce qu'il manque aux cases 1 à 6 pour le bonus de 30
bob joue : lancer 2 sur 3, 1 1 1 1 1 · en tête : alice avec 24
$ nouvelle yams:croisé alice bob
Partie n°2 · yams:croisé, chaque joueur inscrit chaque tour · alice, bob · alice lance.
la partie n°1 (yams:3colonnes : alice, bob) reste en cours : tapez continuer 1 pour la continuer
$ 1 2 3 4 5
  lancer 1 sur 3 : 1 2 3 4 5 · 1 : 1, 2 : 2, 3 : 3, 4 : 4, 5 : 5, min : 15, max : 15, suite : 20 ; 0 dans 6 full carré yams
$ inscrire suite 1
  alice inscrit 20 dans la case suite (colonne 1) · total 20 · bob inscrit les dés d'alice (1 2 3 4 5) : 1 : 1, 2 : 2, 3 : 3, 4 : 4, 5 : 5, min : 15, max : 15, suite : 20 ; 0 dans 6 full carré yams
$ feuille
Partie n°2 · yams:croisé (chaque joueur inscrit chaque tour) · manche 1 sur 12
                alice       ▸ bob
               1    2      1    2
  1            .    .      .    .
  2            .    .      .    .
  3            .    .      .    .
  4            .    .      .    .
  5            .    .      .    .
  6            .    .      .    .
  1-6          0    0      0    0
  bonus     (61) (61)   (61) (61)
  Minimum      .    .      .    .
  Maximum      .    .      .    .
  Suite       20    .      .    .
  Full         .    .      .    .
  Carré        .    .      .    .
  Yams         .    .      .    .
  colonne     20    0      0    0
  total            20           0
  ▸ : à jouer
  (n) : ce qu'il manque aux cases 1 à 6 pour le bonus de 30
bob inscrit les dés d'alice (1 2 3 4 5) · en tête : alice avec 20
? 1
