## Le Yahtzee en français : la prime Yahtzee avec la case à 50, le joker
## une fois la case de la face remplie, le joker forcé
$ nouvelle yahtzee alice
Partie n°1 · yahtzee, les règles officielles, une colonne par joueur · alice · alice lance.
$ 6 6 6 6 6
  lancer 1 sur 3 : 6 6 6 6 6 · 6 : 30, brelan : 30, carré : 30, yahtzee : 50, chance : 30 ; 0 dans 1 2 3 4 5 full petite grande
$ inscrire yahtzee
  alice inscrit 50 dans la case yahtzee · total 50 · alice lance
$ 5 5 5 5 5
  lancer 1 sur 3 : 5 5 5 5 5 · 5 : 25, brelan : 25, carré : 25, chance : 25 ; 0 dans 1 2 3 4 6 full petite grande · prime Yahtzee de 100 où qu'il soit inscrit
$ inscrire grande
tapis: line 5: 5 5 5 5 5 ne font pas de grande : ils font 5 : 25, brelan : 25, carré : 25, chance : 25 (barrer grande inscrit 0)
$ inscrire 5
  alice inscrit 25 dans la case des 5 · total 175 · prime Yahtzee de 100 · alice lance
$ 5 5 5 5 5
  lancer 1 sur 3 : 5 5 5 5 5 · brelan : 25, carré : 25, full : 25 (joker), petite : 30 (joker), grande : 40 (joker), chance : 25 ; 0 dans 1 2 3 4 6 · prime Yahtzee de 100 où qu'il soit inscrit
$ inscrire grande
  alice inscrit 40 dans la case grande (joker) · total 315 · prime Yahtzee de 100 · alice lance
$ feuille
Partie n°1 · yahtzee (les règles officielles, une colonne par joueur) · manche 4 sur 13
                  ▸ alice
  1                     .
  2                     .
  3                     .
  4                     .
  5                    25
  6                     .
  1-6                  25
  bonus              (38)
  Brelan                .
  Carré                 .
  Full                  .
  Petite suite          .
  Grande suite         40
  Yahtzee              50
  Chance                .
  prime Yahtzee       200
  total               315
  ▸ : à jouer
  (n) : ce qu'il manque aux cases 1 à 6 pour le bonus de 35
alice lance
$ nouvelle yahtzee bob joker=forcé
Partie n°2 · yahtzee, les règles officielles, une colonne par joueur, joker=forcé · bob · bob lance.
la partie n°1 (yahtzee : alice) reste en cours : tapez continuer 1 pour la continuer
$ 3 3 3 3 3
  lancer 1 sur 3 : 3 3 3 3 3 · 3 : 15, brelan : 15, carré : 15, yahtzee : 50, chance : 15 ; 0 dans 1 2 4 5 6 full petite grande
$ inscrire yahtzee
  bob inscrit 50 dans la case yahtzee · total 50 · bob lance
$ 3 3 3 3 3
  lancer 1 sur 3 : 3 3 3 3 3 · 3 : 15 · un Yahtzee va d'abord dans celles-ci (joker=forcé) · prime Yahtzee de 100 où qu'il soit inscrit
$ inscrire chance
tapis: line 14: 3 3 3 3 3 avec yahtzee rempli vont d'abord dans 3 (joker=forcé)
$ inscrire 3
  bob inscrit 15 dans la case des 3 · total 165 · prime Yahtzee de 100 · bob lance
$ 3 3 3 3 3
  lancer 1 sur 3 : 3 3 3 3 3 · brelan : 15, carré : 15, full : 25 (joker), petite : 30 (joker), grande : 40 (joker), chance : 15 · un Yahtzee va d'abord dans celles-ci (joker=forcé) · prime Yahtzee de 100 où qu'il soit inscrit
$ inscrire 1
tapis: line 17: 3 3 3 3 3 avec yahtzee rempli vont d'abord dans une case libre du bas (joker=forcé)
$ inscrire full
  bob inscrit 25 dans la case full (joker) · total 290 · prime Yahtzee de 100 · bob lance
$ règles
yahtzee (les règles officielles, une colonne par joueur) : option, valeur en vigueur, ce qu'elle veut dire
  bonus         35          le bonus des cases 1 à 6 (0 : aucun)
  seuil         63          le total des cases 1 à 6 que demande le bonus
  aumoins       oui         le bonus demande au moins seuil (non : plus que seuil)
  yamsfull      non         cinq pareils font un Full
  barrer        libre       où un 0 peut être inscrit exprès : toute case libre, ou seulement là où les dés ne la font pas (Minimum et Maximum faits par tout total)
  feuille       yahtzee     les cases : une feuille nommée (yams, carnet, yahtzee), avec ses bonus, ou une liste (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)
  primeyahtzee  100         la prime de chaque Yahtzee inscrit une fois que la case des cinq pareils tient ses points (0 : aucune)
  joker        *forcé       un Yahtzee lancé une fois la case des cinq pareils remplie : libre, le full et les suites à leurs points une fois remplie la case de sa face ; forcé, la case de sa face d'abord, puis le bas
  * changé par rapport à yahtzee
les cases de la feuille (yahtzee), le haut d'abord : case, nom, ce qu'elle prend : ce qu'elle marque
    1-6        1 à 6         les dés de sa face : leur somme
    3kind      Brelan        trois pareils : la somme des cinq dés
    4kind      Carré         quatre pareils : la somme des cinq dés
    fullhouse  Full          trois et deux pareils : 25
    small      Petite suite  quatre qui se suivent : 30
    large      Grande suite  cinq qui se suivent : 40
    yahtzee    Yahtzee       cinq pareils : 50
    chance     Chance        tous dés : la somme des cinq dés
    bonus du haut de 35 à 63 ou plus ; prime Yahtzee de 100 chacun ; joker : forcé
? 1
