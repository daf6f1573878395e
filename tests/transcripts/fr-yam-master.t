## Une partie de Yam Master en français : lancer, annoncer, poser, passer,
## le plateau.
$ nouvelle yam-master alice bob
Partie n°1 · yam-master, deux joueurs, douze pions chacun · alice, bob · alice (X) lance, 12 pions restants.
Partie n°1 · yam-master (deux joueurs, douze pions chacun) · manche 1
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1       | 3       | Appel   | 4       | 6       |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carré   | Sec     | Full    | 5       |
     +---------+---------+---------+---------+---------+
  3  | ≤8      | Full    | Yam     | Appel   | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec     | Suite   | ≤8      | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carré   | 5       | 4       |
     +---------+---------+---------+---------+---------+
▸ X alice  0 posé, 12 restants, décompte 0
  O bob    0 posé, 12 restants, décompte 0
  ▸ : à jouer
alice (X) lance, 12 pions restants
$ 1 1 1 2 2
  lancer 1 sur 3 : 1 1 1 2 2, un sec · 1 a1 e4, full d2 b3, petit a3 d4, sec c2 b4 · ou annoncer une majeure
$ poser b3
  alice pose un pion sur b3 (full) : 11 restants, décompte 0
      a   b   c   d   e
  1   1   3   Ap  4   6     X alice : 1 posé, 11 restants, décompte 0
  2   2   Ca  Se  Fu  5     O bob : 0 posé, 12 restants, décompte 0
  3   ≤8  X+  Ya  Ap  Su
  4   6   Se  Su  ≤8  1
  5   3   2   Ca  5   4
bob (O) lance, 12 pions restants
$ 2 3 4 5 6
  lancer 1 sur 3 : 2 3 4 5 6, un sec · suite e3 c4, sec c2 b4 · ou annoncer une majeure
$ annoncer full
  bob annonce full après un sec : relancez au moins un dé du sec ; ensuite toute majeure ouvre les cases Appel
$ garder 2 3
  garder 2 3 : lancez 3 dés
$ 2 3 3
  lancer 2 sur 3 : 2 2 3 3 3 · 3 b1 a5, full d2, appel c1 d3
$ 2 2 3 3 3
  lancer 3 sur 3 : 2 2 3 3 3 · 3 b1 a5, full d2, appel c1 d3
$ poser d2
  bob pose un pion sur d2 (full) : 11 restants, décompte 0
      a   b   c   d   e
  1   1   3   Ap  4   6     X alice : 1 posé, 11 restants, décompte 0
  2   2   Ca  Se  O+  5     O bob : 1 posé, 11 restants, décompte 0
  3   ≤8  X   Ya  Ap  Su
  4   6   Se  Su  ≤8  1
  5   3   2   Ca  5   4
alice (X) lance, 11 pions restants
$ 1 2 4 5 6
  lancer 1 sur 3 : 1 2 4 5 6 · les dés ne font aucune case libre · ou annoncer une majeure
$ 1 2 4 5 6
  lancer 2 sur 3 : 1 2 4 5 6 · les dés ne font aucune case libre
$ 1 2 4 5 6
  lancer 3 sur 3 : 1 2 4 5 6 · les dés ne font aucune case libre : passer
$ passer
  alice passe · bob (O) lance, 11 pions restants
$ feuille
Partie n°1 · yam-master (deux joueurs, douze pions chacun) · manche 2
          a         b         c         d         e
     +---------+---------+---------+---------+---------+
  1  | 1       | 3       | Appel   | 4       | 6       |
     +---------+---------+---------+---------+---------+
  2  | 2       | Carré   | Sec     | Full  O | 5       |
     +---------+---------+---------+---------+---------+
  3  | ≤8      | Full  X | Yam     | Appel   | Suite   |
     +---------+---------+---------+---------+---------+
  4  | 6       | Sec     | Suite   | ≤8      | 1       |
     +---------+---------+---------+---------+---------+
  5  | 3       | 2       | Carré   | 5       | 4       |
     +---------+---------+---------+---------+---------+
  X alice  1 posé, 11 restants, décompte 0
▸ O bob    1 posé, 11 restants, décompte 0
  ▸ : à jouer
bob (O) lance, 11 pions restants
$ règles
yam-master (deux joueurs, douze pions chacun) : option, valeur en vigueur, ce qu'elle veut dire
  plateau    standard    le plateau : un fichier de cinq lignes de cinq cases
  cinqgagne  non         un alignement de cinq gagne aussitôt
  prédateur  non         Yam Predator : un Yam peut retirer un pion adverse
? 0
