## Les conseils du Yams en français (bonus=0, pour que la table se
## construise en un clin d'œil) : ce que vaut le tour avant le premier
## lancer, après un lancer chaque façon de garder et chaque case avec le
## total final espéré, les chances d'une case avec les lancers qui restent ;
## en trois colonnes, les colonnes par leurs noms français et la note de
## l'approximation ; les lignes pour les scripts en anglais.
$ nouvelle yams alice bonus=0
Partie n°1 · yams, une colonne par joueur, bonus=0 · alice · alice lance.
$ conseil
  alice : total final espéré, le meilleur choix d'abord
  ▸  lancer 5 dés  173.4
  173.3629 est le total final espéré d'ici pour alice, en jouant au mieux ; ce tour inscrit 18.9 points en moyenne
$ 6 6 6 2 1
  lancer 1 sur 3 : 1 2 6 6 6 · 1 : 1, 2 : 2, 6 : 18, min : 21, max : 21 ; 0 dans 3 4 5 suite full carré yams
$ chances yams
  alice : chances de faire yams, la meilleure façon d'abord
  ▸  garder 6 6 6, puis lancer 2 dés   9.3%
     garder 1 6 6 6, puis lancer 1 dé  5.1%
     garder 2 6 6 6, puis lancer 1 dé  5.1%
     garder 6 6, puis lancer 3 dés     2.9%
     garder 1 6 6, puis lancer 2 dés   1.6%
     garder 2 6 6, puis lancer 2 dés   1.6%
     lancer 5 dés                      1.3%
     garder 6, puis lancer 4 dés       1.3%
  et 8 de plus : --tout pour la liste complète
$ chances yams full
  alice : chances de faire yams ou full, la meilleure façon d'abord
  ▸  garder 1 6 6 6, puis lancer 1 dé  30.6%
     garder 2 6 6 6, puis lancer 1 dé  30.6%
     garder 6 6 6, puis lancer 2 dés   30.6%
     garder 6 6, puis lancer 3 dés     27.5%
     garder 1 6 6, puis lancer 2 dés   26.9%
     garder 2 6 6, puis lancer 2 dés   26.9%
     garder 1, puis lancer 4 dés       19.4%
     garder 2, puis lancer 4 dés       19.4%
  et 9 de plus : --tout pour la liste complète
$ chances 6
  alice : chances de faire 6, la meilleure façon d'abord
  ▸  inscrire 6                        100.0%
     garder 6 6 6, puis lancer 2 dés   100.0%
     garder 1 6 6 6, puis lancer 1 dé  100.0%
     garder 2 6 6 6, puis lancer 1 dé  100.0%
     garder 6 6, puis lancer 3 dés     66.5%
     garder 1 6 6, puis lancer 2 dés   59.8%
     garder 2 6 6, puis lancer 2 dés   59.8%
     garder 1 2 6 6, puis lancer 1 dé  51.8%
  et 8 de plus : --tout pour la liste complète
  1 à 6 comptent comme faits avec trois de la face ou plus, comme le bonus le demande à chaque case
$ garder 6 6 6
  garder 6 6 6 : lancez 2 dés
$ 6 3
  lancer 2 sur 3 : 3 6 6 6 6 · 3 : 3, 6 : 24, min : 27, max : 27, carré : 25 ; 0 dans 1 2 4 5 suite full yams
$ conseil
  alice : total final espéré, le meilleur choix d'abord
  ▸  garder 6 6 6 6, puis lancer 1 dé  180.2
     inscrire 6                        177.6
     inscrire carré                    176.3
     garder 6 6 6, puis lancer 2 dés   174.7
     inscrire max                      174.0
     garder 3 6 6 6, puis lancer 1 dé  173.6
     garder 6 6, puis lancer 3 dés     170.7
     garder 3 6 6, puis lancer 2 dés   169.8
  et 13 de plus : --tout pour la liste complète
$ conseil --json
{"rank":1,"best":true,"choice":"keep 6 6 6 6, then roll 1 die","entry":"keep 6 6 6 6","then":"roll","throw":1,"goal":"total","value":180.1818412,"bust":null,"exact":true,"note":null}
{"rank":2,"best":false,"choice":"score 6","entry":"score 6","then":null,"throw":null,"goal":"total","value":177.5535805,"bust":null,"exact":true,"note":null}
{"rank":3,"best":false,"choice":"score carre","entry":"score carre","then":null,"throw":null,"goal":"total","value":176.3444597,"bust":null,"exact":true,"note":null}
{"rank":4,"best":false,"choice":"keep 6 6 6, then roll 2 dice","entry":"keep 6 6 6","then":"roll","throw":2,"goal":"total","value":174.7436542,"bust":null,"exact":true,"note":null}
{"rank":5,"best":false,"choice":"score max","entry":"score max","then":null,"throw":null,"goal":"total","value":173.9625401,"bust":null,"exact":true,"note":null}
{"rank":6,"best":false,"choice":"keep 3 6 6 6, then roll 1 die","entry":"keep 3 6 6 6","then":"roll","throw":1,"goal":"total","value":173.5844858,"bust":null,"exact":true,"note":null}
{"rank":7,"best":false,"choice":"keep 6 6, then roll 3 dice","entry":"keep 6 6","then":"roll","throw":3,"goal":"total","value":170.7286844,"bust":null,"exact":true,"note":null}
{"rank":8,"best":false,"choice":"keep 3 6 6, then roll 2 dice","entry":"keep 3 6 6","then":"roll","throw":2,"goal":"total","value":169.7949692,"bust":null,"exact":true,"note":null}
{"rank":9,"best":false,"choice":"keep 6, then roll 4 dice","entry":"keep 6","then":"roll","throw":4,"goal":"total","value":169.1061792,"bust":null,"exact":true,"note":null}
{"rank":10,"best":false,"choice":"roll 5 dice","entry":null,"then":"roll","throw":5,"goal":"total","value":168.839671,"bust":null,"exact":true,"note":null}
{"rank":11,"best":false,"choice":"keep 3, then roll 4 dice","entry":"keep 3","then":"roll","throw":4,"goal":"total","value":168.7956838,"bust":null,"exact":true,"note":null}
{"rank":12,"best":false,"choice":"keep 3 6, then roll 3 dice","entry":"keep 3 6","then":"roll","throw":3,"goal":"total","value":168.7655703,"bust":null,"exact":true,"note":null}
{"rank":13,"best":false,"choice":"scratch 1","entry":"scratch 1","then":null,"throw":null,"goal":"total","value":165.9701907,"bust":null,"exact":true,"note":null}
{"rank":14,"best":false,"choice":"score 3","entry":"score 3","then":null,"throw":null,"goal":"total","value":164.4058062,"bust":null,"exact":true,"note":null}
{"rank":15,"best":false,"choice":"scratch 2","entry":"scratch 2","then":null,"throw":null,"goal":"total","value":163.8997261,"bust":null,"exact":true,"note":null}
{"rank":16,"best":false,"choice":"scratch yams","entry":"scratch yams","then":null,"throw":null,"goal":"total","value":163.3231443,"bust":null,"exact":true,"note":null}
{"rank":17,"best":false,"choice":"scratch 4","entry":"scratch 4","then":null,"throw":null,"goal":"total","value":158.6548783,"bust":null,"exact":true,"note":null}
{"rank":18,"best":false,"choice":"scratch suite","entry":"scratch suite","then":null,"throw":null,"goal":"total","value":158.4814184,"bust":null,"exact":true,"note":null}
{"rank":19,"best":false,"choice":"scratch 5","entry":"scratch 5","then":null,"throw":null,"goal":"total","value":155.9300946,"bust":null,"exact":true,"note":null}
{"rank":20,"best":false,"choice":"scratch full","entry":"scratch full","then":null,"throw":null,"goal":"total","value":152.8483484,"bust":null,"exact":true,"note":null}
{"rank":21,"best":false,"choice":"scratch min","entry":"scratch min","then":null,"throw":null,"goal":"total","value":147.3596682,"bust":null,"exact":true,"note":null}
$ garder 6 6 6 6
  garder 6 6 6 6 : lancez 1 dé
$ 2
  lancer 3 sur 3 : 2 6 6 6 6 · 2 : 2, 6 : 24, min : 26, max : 26, carré : 25 ; 0 dans 1 3 4 5 suite full yams · à inscrire (inscrire CASE)
$ chances yams
tapis: line 13: il ne reste aucun lancer à ce tour : chances pèse les lancers à venir ; inscrivez les dés (inscrire CASE, ou barrer CASE pour 0)
$ inscrire carré
  alice inscrit 25 dans la case carré · total 25 · alice lance
$ chances max
  alice : chances de faire max, la meilleure façon d'abord
  ▸  lancer 5 dés  100.0%
  Minimum et Maximum comptent comme faits quand la paire compte (Maximum au-dessus du Minimum) face à l'autre tel qu'il est inscrit ; toujours faits tant que l'autre est vide
$ conseil --win
tapis: line 16: conseil --win est pour deux joueurs ; cette partie en a 1
$ nouvelle yams:3col alice bonus=0
Partie n°2 · yams:3colonnes, trois colonnes : descendante, libre, montante, bonus=0 · alice · alice lance.
la partie n°1 (yams : alice) reste en cours : tapez continuer 1 pour la continuer
$ 6 6 6 2 1
  lancer 1 sur 3 : 1 2 6 6 6 · 1 : 1, 2 : 2, 6 : 18, min : 21, max : 21 ; 0 dans 3 4 5 suite full carré yams · descendante prend 1, montante prend yams
$ conseil
  alice : total final espéré, le meilleur choix d'abord
  ▸  garder 6 6 6, puis lancer 2 dés   390.0
     garder 1 6 6 6, puis lancer 1 dé  388.2
     garder 2 6 6 6, puis lancer 1 dé  388.2
     garder 6 6, puis lancer 3 dés     386.9
     garder 1 6 6, puis lancer 2 dés   386.2
     garder 1, puis lancer 4 dés       386.1
     garder 2 6 6, puis lancer 2 dés   386.0
     garder 6, puis lancer 4 dés       386.0
  et 21 de plus : --tout pour la liste complète
  approché : avec trois colonnes, chaque colonne évaluée par sa propre table en solitaire (la libre comme au Yams classique, la descendante et la montante remplies dans l'ordre) et les trois additionnées ; la colonne où iront les tours suivants n'est pas prévue
$ chances full libre
  alice : chances de faire full libre, la meilleure façon d'abord
  ▸  garder 1 6 6 6, puis lancer 1 dé  30.6%
     garder 2 6 6 6, puis lancer 1 dé  30.6%
     garder 6 6 6, puis lancer 2 dés   28.2%
     garder 6 6, puis lancer 3 dés     26.9%
     garder 1 6 6, puis lancer 2 dés   26.7%
     garder 2 6 6, puis lancer 2 dés   26.7%
     lancer 5 dés                      19.1%
     garder 1, puis lancer 4 dés       19.1%
  et 8 de plus : --tout pour la liste complète
? 1
