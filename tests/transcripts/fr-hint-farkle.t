## conseil en français à chaque moment d'un tour du livret : avant le
## premier lancer, après un lancer qui marque, après garder, après une main
## pleine ; les choix dits en français (garder, puis lancer, marquer, nul),
## les lignes pour les scripts en anglais comme dans toutes les langues ;
## conseil ne change rien (la feuille est la même après)
$ nouvelle 10000 alice bob ouverture=0
Partie n°1 · 10000, règles du livret, ouverture=0 · alice, bob · alice lance 5 dés.
$ conseil
  alice : points espérés pour ce tour, le meilleur choix d'abord
  ▸  lancer 5 dés  332  nul 7.7%
$ 1 1 5 3 4
  marque : 1 1 5 = 250   (3 4 ne marquent rien)
$ conseil
  alice : points espérés pour ce tour, le meilleur choix d'abord
  ▸  garder 1, puis lancer 4 dés      255  nul 16%
     garder 1 1 5, puis marquer       250
     garder 1 1, puis lancer 3 dés    244  nul 28%
     garder 5, puis lancer 4 dés      222  nul 16%
     garder 1 1 5, puis lancer 2 dés  217  nul 44%
     garder 1 5, puis lancer 3 dés    208  nul 28%
     garder 1 1, puis marquer         200
     garder 1 5, puis marquer         150
  et 2 de plus : --tout pour la liste complète
$ garder 1
  mis de côté 1 : tour à 100, 4 dés à lancer
$ conseil --json
{"rank":1,"best":true,"choice":"roll 4 dice","entry":null,"then":"roll","throw":4,"goal":"points","value":255.0579634,"bust":0.1574074074,"exact":true,"note":null}
{"rank":2,"best":false,"choice":"keep 1 5, then bank","entry":"keep 1 5","then":"bank","throw":null,"goal":"points","value":250,"bust":null,"exact":true,"note":null}
{"rank":3,"best":false,"choice":"keep 1, then roll 3 dice","entry":"keep 1","then":"roll","throw":3,"goal":"points","value":243.9900536,"bust":0.2777777778,"exact":true,"note":null}
{"rank":4,"best":false,"choice":"keep 1 5, then roll 2 dice","entry":"keep 1 5","then":"roll","throw":2,"goal":"points","value":216.7183469,"bust":0.4444444444,"exact":true,"note":null}
{"rank":5,"best":false,"choice":"keep 5, then roll 3 dice","entry":"keep 5","then":"roll","throw":3,"goal":"points","value":208.2754398,"bust":0.2777777778,"exact":true,"note":null}
{"rank":6,"best":false,"choice":"keep 1, then bank","entry":"keep 1","then":"bank","throw":null,"goal":"points","value":200,"bust":null,"exact":true,"note":null}
{"rank":7,"best":false,"choice":"keep 5, then bank","entry":"keep 5","then":"bank","throw":null,"goal":"points","value":150,"bust":null,"exact":true,"note":null}
{"rank":8,"best":false,"choice":"bank","entry":null,"then":"bank","throw":null,"goal":"points","value":100,"bust":null,"exact":true,"note":null}
$ conseil --tsv
rank	best	choice	entry	then	throw	goal	value	bust	exact	note
1	true	roll 4 dice		roll	4	points	255.0579634	0.1574074074	true	
2	false	keep 1 5, then bank	keep 1 5	bank		points	250		true	
3	false	keep 1, then roll 3 dice	keep 1	roll	3	points	243.9900536	0.2777777778	true	
4	false	keep 1 5, then roll 2 dice	keep 1 5	roll	2	points	216.7183469	0.4444444444	true	
5	false	keep 5, then roll 3 dice	keep 5	roll	3	points	208.2754398	0.2777777778	true	
6	false	keep 1, then bank	keep 1	bank		points	200		true	
7	false	keep 5, then bank	keep 5	bank		points	150		true	
8	false	bank		bank		points	100		true	
$ feuille
Partie n°1 · 10000 (règles du livret, ouverture=0) · manche 1
            score  croix
▸ alice         0
  bob           0
  ▸ : à jouer
alice joue : 100 points de côté, 4 dés à lancer
$ 5 5 5 1
  marque : 1 5 5 5 = 600 · garder les 4 fait une main pleine : tour à 700, lancez 5 dés
$ conseil
  alice : points espérés pour ce tour, le meilleur choix d'abord
  ▸  garder 1 5 5 5, puis lancer 5 dés  909  nul 7.7%
     garder 5 5 5, puis marquer         600
     garder 1 5 5, puis marquer         300
     garder 5 5 5, puis lancer 1 dé     296  nul 67%
     garder 1 5, puis marquer           250
     garder 1, puis lancer 3 dés        244  nul 28%
     garder 1 5, puis lancer 2 dés      217  nul 44%
     garder 1 5 5, puis lancer 1 dé     210  nul 67%
  et 5 de plus : --tout pour la liste complète
$ garder 5 5 5 1
  mis de côté 1 5 5 5 : main pleine, tour à 700, relancez les 5 dés
$ conseil
  alice : points espérés pour ce tour, le meilleur choix d'abord
  ▸  lancer 5 dés  909  nul 7.7%
$ conseil --win --win
tapis: line 13: --win est donné deux fois
$ chances 6
tapis: line 14: chances est pour les jeux dont les dés remplissent des cases ; 10000 n'en a pas
? 1
