## chances et conseil au 421, en français : la charge, puis la décharge
## (arrêter ou garder, pesés par les jetons de la manche).
$ nouvelle 421 alice bob carol
Partie n°1 · 421, le jeu de comptoir, 4-2-1 vaut 10 · alice, bob, carol · alice lance (charge, manche 1).
$ chances
  alice : chances de faire chacune, la plus probable d'abord
  ▸  suite                    11.1%
     quatre-cent-vingt-et-un  2.8%
     six-as-as                1.4%
     cinq-as-as               1.4%
     quatre-as-as             1.4%
     trois-as-as              1.4%
     deux-as-as               1.4%
     brelan d'as              0.5%
  et 5 de plus : --tout pour la liste complète
$ conseil
tapis: line 3: la charge, c'est un lancer chacun : rien à peser (chances donne les chances)
$ 4 2 1
  alice : 4 2 1 · quatre-cent-vingt-et-un, 10 jetons · bob lance (charge, manche 1)
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
$ 6 5 4
  carol : 6 5 4 · suite, 2 jetons · alice lance (charge, manche 3)
$ 5 2 1
  alice : 5 2 1 · 5-2-1, 1 jeton · bob lance (charge, manche 3)
$ 6 6 5
  bob : 6 6 5 · 6-6-5, 1 jeton · meilleur carol (suite), plus bas alice (5-2-1) : alice prend 1 jeton au pot · pot 0 · alice 1, bob 10, carol 10 · le pot est vide : la décharge commence · alice lance (décharge, manche 4)
$ conseil
tapis: line 13: rien de lancé dans ce tour : conseil pèse les dés lancés
$ 6 3 1
  lancer 1 sur 3 : 6 3 1 · 6-3-1, 1 jeton
$ chances --tout
  alice : chances de faire chacune, la plus probable d'abord
  ▸  suite                    37.0%
     six-as-as                30.6%
     trois-as-as              30.6%
     quatre-cent-vingt-et-un  16.4%
     cinq-as-as               16.4%
     quatre-as-as             16.4%
     deux-as-as               16.4%
     brelan de six            9.3%
     brelan d'as              9.3%
     brelan de trois          9.3%
     brelan de cinq           2.9%
     brelan de quatre         2.9%
     brelan de deux           2.9%
$ conseil
  alice : jetons qu'on peut espérer donner dans cette manche, moins ceux pris, le meilleur choix d'abord
  ▸  arrêter                       -0.7    meilleur 21%  plus bas 29%
     garder 1, puis lancer 2 dés   -1.0    meilleur 42%  plus bas 31%
     garder 6, puis lancer 2 dés   -1.4    meilleur 23%  plus bas 37%
     garder 6 1, puis lancer 1 dé  -1.4    meilleur 30%  plus bas 39%
     garder 3 1, puis lancer 1 dé  -1.5    meilleur 33%  plus bas 39%
     lancer 3 dés                  -1.6    meilleur 27%  plus bas 43%
     garder 6 3, puis lancer 1 dé  -1.8    meilleur 15%  plus bas 46%
     garder 3, puis lancer 2 dés   -1.9    meilleur 21%  plus bas 48%
$ garder 6
  garder 6 : lancez 2 dés
$ 5 2
  lancer 2 sur 3 : 6 5 2 · 6-5-2, 1 jeton
$ conseil --tout
  alice : jetons qu'on peut espérer donner dans cette manche, moins ceux pris, le meilleur choix d'abord
  ▸  arrêter                       -1.5    meilleur 14%   plus bas 38%
     garder 6 5, puis lancer 1 dé  -2.4    meilleur 13%   plus bas 48%
     garder 6, puis lancer 2 dés   -2.7    meilleur 11%   plus bas 57%
     lancer 3 dés                  -2.9    meilleur 13%   plus bas 64%
     garder 5, puis lancer 2 dés   -3.1    meilleur 8.5%  plus bas 69%
     garder 2, puis lancer 2 dés   -3.1    meilleur 11%   plus bas 71%
     garder 6 2, puis lancer 1 dé  -3.3    meilleur 3.3%  plus bas 71%
     garder 5 2, puis lancer 1 dé  -3.9    meilleur 0.9%  plus bas 86%
$ arrêter
  alice s'arrête sur 6 5 2 (6-5-2) après 2 lancers · les autres peuvent lancer 2 fois dans cette manche · bob lance (décharge, manche 4)
$ 3 3 2
  lancer 1 sur 2 : 3 3 2 · 3-3-2, 1 jeton
$ conseil
  bob : jetons qu'on peut espérer donner dans cette manche, moins ceux pris, le meilleur choix d'abord
  ▸  lancer 3 dés                  -0.6    meilleur 24%  plus bas 55%
     garder 2, puis lancer 2 dés   -0.8    meilleur 18%  plus bas 65%
     garder 3 2, puis lancer 1 dé  -1.0    meilleur 21%  plus bas 61%
     garder 3, puis lancer 2 dés   -1.1    meilleur 19%  plus bas 61%
     garder 3 3, puis lancer 1 dé  -1.4    meilleur 13%  plus bas 77%
     arrêter                       -2.3    meilleur 0%   plus bas 98%
$ conseil --win
tapis: line 23: conseil --win est pour deux joueurs ; cette partie en a 3
$ chances 6
tapis: line 24: chances ne prend pas de mots au 421 : la chance de chaque combinaison
$ conseil --tsv
rank	best	choice	entry	then	throw	goal	value	bust	exact	note	round_best	round_lowest
1	true	roll 3 dice		roll	3	tokens	-0.5689904716		true		0.2373417495	0.5532353824
2	false	keep 2, then roll 2 dice	keep 2	roll	2	tokens	-0.8352552012		true		0.1803608682	0.6540959362
3	false	keep 3 2, then roll 1 die	keep 3 2	roll	1	tokens	-1.046006944		true		0.2082047325	0.6090213477
4	false	keep 3, then roll 2 dice	keep 3	roll	2	tokens	-1.118419925		true		0.1888038695	0.6138653121
5	false	keep 3 3, then roll 1 die	keep 3 3	roll	1	tokens	-1.439429012		true		0.131194273	0.7662680041
6	false	stop	stop			tokens	-2.260802469		true		0	0.9807098765
? 1
