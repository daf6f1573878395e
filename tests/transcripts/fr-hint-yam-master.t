## Les conseils du Yam Master en français (issue 22) : avant le premier
## lancer la chance de gagner d'ici ; après un lancer chaque choix avec sa
## chance de gagner, estimée en jouant des parties (--budget pour aller
## vite), à son écart type près, et pourquoi là où le plateau en est la
## raison ; les chances exactes d'une sorte de case, de plusieurs, de
## toutes ; le petit par son nom français ; les lignes pour les scripts en
## anglais.
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
$ conseil --budget 300
  alice : chance de gagner la partie, le meilleur choix d'abord
  ▸  lancer 5 dés  55.5%  ± 2.7%
  une estimation, en jouant 300 parties à partir d'ici, chaque chance à son écart type près ; conseil --budget N en joue davantage
$ 1 1 1 2 3
  lancer 1 sur 3 : 1 1 1 2 3, un sec · 1 a1 e4, petit a3 d4, sec c2 b4 · ou annoncer une majeure
$ chances
  alice : chances de faire chacune, la plus probable d'abord
  ▸  1 : poser a1                                                  100.0%
     petit : poser a3                                              100.0%
     sec : poser c2                                                100.0%
     appel : annoncer petit, puis garder 1 1 1, puis lancer 2 dés  75.0%
     carré : garder 1 1 1, puis lancer 2 dés                       51.8%
     2 : garder 2, puis lancer 4 dés                               35.8%
     3 : garder 3, puis lancer 4 dés                               35.8%
     full : garder 1 1 1, puis lancer 2 dés                        30.6%
  et 5 de plus : --tout pour la liste complète
$ chances petit
  alice : chances de faire petit, la meilleure façon d'abord
  ▸  poser a3                          100.0%
     poser d4                          100.0%
     garder 1 1 1 2, puis lancer 1 dé  75.0%
     garder 1 1 1, puis lancer 2 dés   56.9%
     garder 1 1 1 3, puis lancer 1 dé  55.6%
     garder 1 1 2, puis lancer 2 dés   39.8%
     garder 1 1 2 3, puis lancer 1 dé  33.3%
     garder 1 1, puis lancer 3 dés     30.3%
  et 9 de plus : --tout pour la liste complète
$ chances 1 petit
  alice : chances de faire 1 ou petit, la meilleure façon d'abord
  ▸  1 : poser a1      100.0%
     petit : poser a3  100.0%
$ conseil --budget 300
  alice : chance de gagner la partie, le meilleur choix d'abord
  ▸  poser c2                                               74.3%  ± 5.0%
     poser a1                                               68.2%  ± 8.1%
     poser b4                                               63.6%  ± 8.2%
     poser e4                                               62.0%  ± 5.4%
     annoncer petit, puis garder 1 1 2 3, puis lancer 1 dé  60.0%  ± 22.1%
     annoncer petit, puis lancer 5 dés                      57.1%  ± 13.3%
     annoncer petit, puis garder 1 1 1 2, puis lancer 1 dé  53.6%  ± 13.3%
     annoncer petit, puis garder 1 1 1 3, puis lancer 1 dé  53.6%  ± 13.3%
  et 7 de plus : --tout pour la liste complète
  une estimation, en jouant 300 parties à partir d'ici, chaque chance à son écart type près ; conseil --budget N en joue davantage
$ poser a1
  alice pose un pion sur a1 (1) : 11 restants, décompte 0
      a   b   c   d   e
  1   X+  3   Ap  4   6     X alice : 1 posé, 11 restants, décompte 0
  2   2   Ca  Se  Fu  5     O bob : 0 posé, 12 restants, décompte 0
  3   ≤8  Fu  Ya  Ap  Su
  4   6   Se  Su  ≤8  1
  5   3   2   Ca  5   4
bob (O) lance, 12 pions restants
$ 6 6 6 2 1
  lancer 1 sur 3 : 1 2 6 6 6 · 6 e1 a4 · ou annoncer une majeure
$ poser e1
  bob pose un pion sur e1 (6) : 11 restants, décompte 0
      a   b   c   d   e
  1   X   3   Ap  4   O+    X alice : 1 posé, 11 restants, décompte 0
  2   2   Ca  Se  Fu  5     O bob : 1 posé, 11 restants, décompte 0
  3   ≤8  Fu  Ya  Ap  Su
  4   6   Se  Su  ≤8  1
  5   3   2   Ca  5   4
alice (X) lance, 11 pions restants
$ 3 3 3 1 5
  lancer 1 sur 3 : 1 3 3 3 5 · 3 b1 a5 · ou annoncer une majeure
$ poser b1
  alice pose un pion sur b1 (3) : 10 restants, décompte 0
      a   b   c   d   e
  1   X   X+  Ap  4   O     X alice : 2 posés, 10 restants, décompte 0
  2   2   Ca  Se  Fu  5     O bob : 1 posé, 11 restants, décompte 0
  3   ≤8  Fu  Ya  Ap  Su
  4   6   Se  Su  ≤8  1
  5   3   2   Ca  5   4
bob (O) lance, 11 pions restants
$ 5 5 5 1 2
  lancer 1 sur 3 : 1 2 5 5 5 · 5 e2 d5 · ou annoncer une majeure
$ poser e2
  bob pose un pion sur e2 (5) : 10 restants, décompte 0
      a   b   c   d   e
  1   X   X   Ap  4   O     X alice : 2 posés, 10 restants, décompte 0
  2   2   Ca  Se  Fu  O+    O bob : 2 posés, 10 restants, décompte 0
  3   ≤8  Fu  Ya  Ap  Su
  4   6   Se  Su  ≤8  1
  5   3   2   Ca  5   4
alice (X) lance, 10 pions restants
$ 2 3 4 5 6
  lancer 1 sur 3 : 2 3 4 5 6, un sec · suite e3 c4, sec c2 b4 · ou annoncer une majeure
$ conseil --budget 400
  alice : chance de gagner la partie, le meilleur choix d'abord
  ▸  poser e3                                               60.2%  ± 4.6%   bloque un alignement de 3 de bob
     poser c4                                               66.3%  ± 6.8%
     poser c2                                               57.7%  ± 4.9%
     annoncer suite, puis garder 4, puis lancer 4 dés       57.6%  ± 7.3%
     annoncer suite, puis garder 2 3 5 6, puis lancer 1 dé  57.1%  ± 10.8%
     annoncer suite, puis garder 5, puis lancer 4 dés       54.8%  ± 10.9%
     annoncer suite, puis garder 2 4 5 6, puis lancer 1 dé  54.8%  ± 10.9%
     poser b4                                               42.9%  ± 20.2%
  et 6 de plus : --tout pour la liste complète
  une estimation, en jouant 400 parties à partir d'ici, chaque chance à son écart type près ; conseil --budget N en joue davantage
$ conseil --budget 100 --json
{"rank":1,"best":true,"choice":"place e3","entry":"place e3","then":null,"throw":null,"goal":"win","value":0.6851851852,"bust":null,"exact":false,"note":null,"first":null,"error":0.09032318187,"why":"blocks bob's line of 3"}
{"rank":2,"best":false,"choice":"call suite, then keep 2 4 5 6, then roll 1 die","entry":"keep 2 4 5 6","then":"roll","throw":1,"goal":"win","value":0.7083333333,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.1348184721,"why":null}
{"rank":3,"best":false,"choice":"place b4","entry":"place b4","then":null,"throw":null,"goal":"win","value":0.6,"bust":null,"exact":false,"note":null,"first":null,"error":0.2449489743,"why":null}
{"rank":4,"best":false,"choice":"call suite, then roll 5 dice","entry":null,"then":"roll","throw":5,"goal":"win","value":0.6,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.2449489743,"why":null}
{"rank":5,"best":false,"choice":"call suite, then keep 2, then roll 4 dice","entry":"keep 2","then":"roll","throw":4,"goal":"win","value":0.6,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.2449489743,"why":null}
{"rank":6,"best":false,"choice":"place c2","entry":"place c2","then":null,"throw":null,"goal":"win","value":0.5555555556,"bust":null,"exact":false,"note":null,"first":null,"error":0.09570878158,"why":null}
{"rank":7,"best":false,"choice":"place c4","entry":"place c4","then":null,"throw":null,"goal":"win","value":0.5416666667,"bust":null,"exact":false,"note":null,"first":null,"error":0.1439688884,"why":null}
{"rank":8,"best":false,"choice":"call suite, then keep 3, then roll 4 dice","entry":"keep 3","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":9,"best":false,"choice":"call suite, then keep 4, then roll 4 dice","entry":"keep 4","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":10,"best":false,"choice":"call suite, then keep 5, then roll 4 dice","entry":"keep 5","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":11,"best":false,"choice":"call suite, then keep 2 3 4 5, then roll 1 die","entry":"keep 2 3 4 5","then":"roll","throw":1,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":12,"best":false,"choice":"call suite, then keep 6, then roll 4 dice","entry":"keep 6","then":"roll","throw":4,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":13,"best":false,"choice":"call suite, then keep 2 3 4 6, then roll 1 die","entry":"keep 2 3 4 6","then":"roll","throw":1,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
{"rank":14,"best":false,"choice":"call suite, then keep 2 3 5 6, then roll 1 die","entry":"keep 2 3 5 6","then":"roll","throw":1,"goal":"win","value":0,"bust":null,"exact":false,"note":null,"first":"call suite","error":0.4714045208,"why":null}
$ chances appel
  alice : chances de faire appel, la meilleure façon d'abord
  ▸  annoncer suite, puis garder 2 3 4 5, puis lancer 1 dé  55.6%
     annoncer suite, puis garder 2 4 5, puis lancer 2 dés   34.3%
     annoncer suite, puis garder 2 3 5, puis lancer 2 dés   34.3%
     annoncer suite, puis garder 3 4 5, puis lancer 2 dés   34.3%
     annoncer suite, puis garder 2 3 4, puis lancer 2 dés   34.3%
     annoncer suite, puis garder 2, puis lancer 4 dés       33.9%
     annoncer suite, puis garder 3, puis lancer 4 dés       33.9%
     annoncer suite, puis garder 4, puis lancer 4 dés       33.8%
  et 23 de plus : --tout pour la liste complète
$ conseil --budget zéro
tapis: line 19: --budget prend un nombre entier de parties de 1 à 10000000, pas 'zéro'
? 1
