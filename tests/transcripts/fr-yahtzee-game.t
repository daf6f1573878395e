## Une partie entière de yahtzee en français, deux joueurs, jusqu'au bout
$ nouvelle yahtzee alice bob
Partie n°1 · yahtzee, les règles officielles, une colonne par joueur · alice, bob · alice lance.
$ 1 1 1 2 3
  lancer 1 sur 3 : 1 1 1 2 3 · 1 : 3, 2 : 2, 3 : 3, brelan : 8, chance : 8 ; 0 dans 4 5 6 carré full petite grande yahtzee
$ inscrire 1
  alice inscrit 3 dans la case des 1 · total 3 · bob lance
$ 6 6 5 5 4
  lancer 1 sur 3 : 4 5 5 6 6 · 4 : 4, 5 : 10, 6 : 12, chance : 26 ; 0 dans 1 2 3 brelan carré full petite grande yahtzee
$ inscrire chance
  bob inscrit 26 dans la case chance · total 26 · alice lance
$ 4 5 5 6 1
  lancer 1 sur 3 : 1 4 5 5 6 · 4 : 4, 5 : 10, 6 : 6, chance : 21 ; 0 dans 2 3 brelan carré full petite grande yahtzee
$ 2 2 2 5 6
  lancer 2 sur 3 : 2 2 2 5 6 · 2 : 6, 5 : 5, 6 : 6, brelan : 17, chance : 17 ; 0 dans 3 4 carré full petite grande yahtzee
$ inscrire 2
  alice inscrit 6 dans la case des 2 · total 9 · bob lance
$ 1 2 3 5 5
  lancer 1 sur 3 : 1 2 3 5 5 · 1 : 1, 2 : 2, 3 : 3, 5 : 10 ; 0 dans 4 6 brelan carré full petite grande yahtzee
$ barrer yahtzee
  bob barre la case yahtzee · total 26 · alice lance
$ 3 3 3 1 2
  lancer 1 sur 3 : 1 2 3 3 3 · 3 : 9, brelan : 12, chance : 12 ; 0 dans 4 5 6 carré full petite grande yahtzee
$ inscrire 3
  alice inscrit 9 dans la case des 3 · total 18 · bob lance
$ 2 3 4 5 6
  lancer 1 sur 3 : 2 3 4 5 6 · 2 : 2, 3 : 3, 4 : 4, 5 : 5, 6 : 6, petite : 30, grande : 40 ; 0 dans 1 brelan carré full
$ inscrire large
  bob inscrit 40 dans la case grande · total 66 · alice lance
$ 4 4 4 4 1
  lancer 1 sur 3 : 1 4 4 4 4 · 4 : 16, brelan : 17, carré : 17, chance : 17 ; 0 dans 5 6 full petite grande yahtzee
$ inscrire 4
  alice inscrit 16 dans la case des 4 · total 34 · bob lance
$ 1 2 3 4 6
  lancer 1 sur 3 : 1 2 3 4 6 · 1 : 1, 2 : 2, 3 : 3, 4 : 4, 6 : 6, petite : 30 ; 0 dans 5 brelan carré full
$ inscrire small
  bob inscrit 30 dans la case petite · total 96 · alice lance
$ 1 1 2 3 6
  lancer 1 sur 3 : 1 1 2 3 6 · 6 : 6, chance : 13 ; 0 dans 5 brelan carré full petite grande yahtzee
$ 5 5 5 2 2
  lancer 2 sur 3 : 2 2 5 5 5 · 5 : 15, brelan : 19, full : 25, chance : 19 ; 0 dans 6 carré petite grande yahtzee
$ inscrire 5
  alice inscrit 15 dans la case des 5 · total 49 · bob lance
$ 1 1 2 3 6
  lancer 1 sur 3 : 1 1 2 3 6 · 1 : 2, 2 : 2, 3 : 3, 6 : 6 ; 0 dans 4 5 brelan carré full
$ 3 3 5 5 5
  lancer 2 sur 3 : 3 3 5 5 5 · 3 : 6, 5 : 15, brelan : 21, full : 25 ; 0 dans 1 2 4 6 carré
$ inscrire fullhouse
  bob inscrit 25 dans la case full · total 121 · alice lance
$ 6 6 6 6 3
  lancer 1 sur 3 : 3 6 6 6 6 · 6 : 24, brelan : 27, carré : 27, chance : 27 ; 0 dans full petite grande yahtzee
$ inscrire 6
  alice inscrit 24 dans la case des 6 · total 108 · bonus de 35 obtenu · bob lance
$ 2 2 2 2 6
  lancer 1 sur 3 : 2 2 2 2 6 · 2 : 8, 6 : 6, brelan : 14, carré : 14 ; 0 dans 1 3 4 5
$ inscrire 4kind
  bob inscrit 14 dans la case carré · total 135 · alice lance
$ 4 4 4 5 6
  lancer 1 sur 3 : 4 4 4 5 6 · brelan : 23, chance : 23 ; 0 dans carré full petite grande yahtzee
$ inscrire 3kind
  alice inscrit 23 dans la case brelan · total 131 · bob lance
$ 4 4 4 5 6
  lancer 1 sur 3 : 4 4 4 5 6 · 4 : 12, 5 : 5, 6 : 6, brelan : 23 ; 0 dans 1 2 3
$ inscrire 3kind
  bob inscrit 23 dans la case brelan · total 158 · alice lance
$ feuille
Partie n°1 · yahtzee (les règles officielles, une colonne par joueur) · manche 8 sur 13
                  ▸ alice     bob
  1                     3       .
  2                     6       .
  3                     9       .
  4                    16       .
  5                    15       .
  6                    24       .
  1-6                  73       0
  bonus                35    (63)
  Brelan               23      23
  Carré                 .      14
  Full                  .      25
  Petite suite          .      30
  Grande suite          .      40
  Yahtzee               .       0
  Chance                .      26
  prime Yahtzee         0       0
  total               131     158
  ▸ : à jouer
  (n) : ce qu'il manque aux cases 1 à 6 pour le bonus de 35
alice lance · en tête : bob avec 158
$ 1 1 2 3 6
  lancer 1 sur 3 : 1 1 2 3 6 · chance : 13 ; 0 dans carré full petite grande yahtzee
$ 2 2 2 2 6
  lancer 2 sur 3 : 2 2 2 2 6 · carré : 14, chance : 14 ; 0 dans full petite grande yahtzee
$ inscrire 4kind
  alice inscrit 14 dans la case carré · total 145 · bob lance
$ 4 5 5 6 1
  lancer 1 sur 3 : 1 4 5 5 6 · 1 : 1, 4 : 4, 5 : 10, 6 : 6 ; 0 dans 2 3
$ 6 6 6 6 3
  lancer 2 sur 3 : 3 6 6 6 6 · 3 : 3, 6 : 24 ; 0 dans 1 2 4 5
$ inscrire 6
  bob inscrit 24 dans la case des 6 · total 182 · alice lance
$ 3 3 5 5 5
  lancer 1 sur 3 : 3 3 5 5 5 · full : 25, chance : 21 ; 0 dans petite grande yahtzee
$ inscrire fullhouse
  alice inscrit 25 dans la case full · total 170 · bob lance
$ 5 5 5 2 2
  lancer 1 sur 3 : 2 2 5 5 5 · 2 : 4, 5 : 15 ; 0 dans 1 3 4
$ inscrire 5
  bob inscrit 15 dans la case des 5 · total 197 · alice lance
$ 1 2 3 4 6
  lancer 1 sur 3 : 1 2 3 4 6 · petite : 30, chance : 16 ; 0 dans grande yahtzee
$ inscrire small
  alice inscrit 30 dans la case petite · total 200 · bob lance
$ 4 4 4 4 1
  lancer 1 sur 3 : 1 4 4 4 4 · 1 : 1, 4 : 16 ; 0 dans 2 3
$ inscrire 4
  bob inscrit 16 dans la case des 4 · total 213 · alice lance
$ 1 1 2 3 6
  lancer 1 sur 3 : 1 1 2 3 6 · chance : 13 ; 0 dans grande yahtzee
$ 2 3 4 5 6
  lancer 2 sur 3 : 2 3 4 5 6 · grande : 40, chance : 20 ; 0 dans yahtzee
$ inscrire large
  alice inscrit 40 dans la case grande · total 240 · bob lance
$ 4 5 5 6 1
  lancer 1 sur 3 : 1 4 5 5 6 · 1 : 1 ; 0 dans 2 3
$ 3 3 3 1 2
  lancer 2 sur 3 : 1 2 3 3 3 · 1 : 1, 2 : 2, 3 : 9
$ inscrire 3
  bob inscrit 9 dans la case des 3 · total 257 · bonus de 35 obtenu · alice lance
$ 6 6 6 6 6
  lancer 1 sur 3 : 6 6 6 6 6 · yahtzee : 50, chance : 30
$ inscrire yahtzee
  alice inscrit 50 dans la case yahtzee · total 290 · bob lance
$ 2 2 2 5 6
  lancer 1 sur 3 : 2 2 2 5 6 · 2 : 6 ; 0 dans 1
$ inscrire 2
  bob inscrit 6 dans la case des 2 · total 263 · alice lance
$ 6 6 5 5 4
  lancer 1 sur 3 : 4 5 5 6 6 · chance : 26
$ inscrire chance
  alice inscrit 26 dans la case chance · total 316 · bob lance
$ 1 1 1 2 3
  lancer 1 sur 3 : 1 1 1 2 3 · 1 : 3
$ inscrire 1
  bob inscrit 3 dans la case des 1 · total 266 · alice gagne avec 316 !
$ feuille
Partie n°1 · yahtzee (les règles officielles, une colonne par joueur) · 13 manches, finie
                  * alice     bob
  1                     3       3
  2                     6       6
  3                     9       9
  4                    16      16
  5                    15      15
  6                    24      24
  1-6                  73      73
  bonus                35      35
  Brelan               23      23
  Carré                14      14
  Full                 25      25
  Petite suite         30      30
  Grande suite         40      40
  Yahtzee              50       0
  Chance               26      26
  prime Yahtzee         0       0
  total               316     266
  * : a gagné
alice gagne avec 316 !
## Les statistiques nomment les cases comme la table les tape en français.
$ statistiques alice yams
joueur  jeu      parties  victoires  taux de victoire  moyenne  meilleur  par tour
alice   yahtzee  1        1          100%              316      316       24.3

Yams : colonnes de 1 à 6 remplies (quand les règles donnent un bonus), le bonus fait, et les tours inscrits avec cinq pareils :
joueur  jeu      colonnes  bonus  taux de bonus  Yams sortis
alice   yahtzee  1         1      100%           1

Yams : la moyenne inscrite dans chaque case (une case barrée compte 0, comme une valeur rayée dans un duel) :
joueur  jeu      case     inscrit  moyenne  barré
alice   yahtzee  1        1        3        0
alice   yahtzee  2        1        6        0
alice   yahtzee  3        1        9        0
alice   yahtzee  4        1        16       0
alice   yahtzee  5        1        15       0
alice   yahtzee  6        1        24       0
alice   yahtzee  brelan   1        23       0
alice   yahtzee  carré    1        14       0
alice   yahtzee  full     1        25       0
alice   yahtzee  petite   1        30       0
alice   yahtzee  grande   1        40       0
alice   yahtzee  yahtzee  1        50       0
alice   yahtzee  chance   1        26       0
$ exporter --json
{"id":1,"game":"yahtzee","status":"finished","winner":"alice","rules":{"bonus":35,"bonusat":63,"atleast":true,"fivefull":false},"players":[{"name":"alice","score":316,"columns":[{"name":"1","boxes":{"1":3,"2":6,"3":9,"4":16,"5":15,"6":24,"3kind":23,"4kind":14,"fullhouse":25,"small":30,"large":40,"yahtzee":50,"chance":26},"struck":[],"bonus":35,"yahtzee_bonus":0,"total":316}]},{"name":"bob","score":266,"columns":[{"name":"1","boxes":{"1":3,"2":6,"3":9,"4":16,"5":15,"6":24,"3kind":23,"4kind":14,"fullhouse":25,"small":30,"large":40,"yahtzee":0,"chance":26},"struck":[],"bonus":35,"yahtzee_bonus":0,"total":266}]}],"turn":null,"entries":[{"seq":1,"player":"alice","entry":"throw","dice":[1,1,1,2,3]},{"seq":2,"player":"alice","entry":"score","args":"1"},{"seq":3,"player":"bob","entry":"throw","dice":[6,6,5,5,4]},{"seq":4,"player":"bob","entry":"score","args":"chance"},{"seq":5,"player":"alice","entry":"throw","dice":[4,5,5,6,1]},{"seq":6,"player":"alice","entry":"throw","dice":[2,2,2,5,6]},{"seq":7,"player":"alice","entry":"score","args":"2"},{"seq":8,"player":"bob","entry":"throw","dice":[1,2,3,5,5]},{"seq":9,"player":"bob","entry":"scratch","args":"yahtzee"},{"seq":10,"player":"alice","entry":"throw","dice":[3,3,3,1,2]},{"seq":11,"player":"alice","entry":"score","args":"3"},{"seq":12,"player":"bob","entry":"throw","dice":[2,3,4,5,6]},{"seq":13,"player":"bob","entry":"score","args":"large"},{"seq":14,"player":"alice","entry":"throw","dice":[4,4,4,4,1]},{"seq":15,"player":"alice","entry":"score","args":"4"},{"seq":16,"player":"bob","entry":"throw","dice":[1,2,3,4,6]},{"seq":17,"player":"bob","entry":"score","args":"small"},{"seq":18,"player":"alice","entry":"throw","dice":[1,1,2,3,6]},{"seq":19,"player":"alice","entry":"throw","dice":[5,5,5,2,2]},{"seq":20,"player":"alice","entry":"score","args":"5"},{"seq":21,"player":"bob","entry":"throw","dice":[1,1,2,3,6]},{"seq":22,"player":"bob","entry":"throw","dice":[3,3,5,5,5]},{"seq":23,"player":"bob","entry":"score","args":"fullhouse"},{"seq":24,"player":"alice","entry":"throw","dice":[6,6,6,6,3]},{"seq":25,"player":"alice","entry":"score","args":"6"},{"seq":26,"player":"bob","entry":"throw","dice":[2,2,2,2,6]},{"seq":27,"player":"bob","entry":"score","args":"4kind"},{"seq":28,"player":"alice","entry":"throw","dice":[4,4,4,5,6]},{"seq":29,"player":"alice","entry":"score","args":"3kind"},{"seq":30,"player":"bob","entry":"throw","dice":[4,4,4,5,6]},{"seq":31,"player":"bob","entry":"score","args":"3kind"},{"seq":32,"player":"alice","entry":"throw","dice":[1,1,2,3,6]},{"seq":33,"player":"alice","entry":"throw","dice":[2,2,2,2,6]},{"seq":34,"player":"alice","entry":"score","args":"4kind"},{"seq":35,"player":"bob","entry":"throw","dice":[4,5,5,6,1]},{"seq":36,"player":"bob","entry":"throw","dice":[6,6,6,6,3]},{"seq":37,"player":"bob","entry":"score","args":"6"},{"seq":38,"player":"alice","entry":"throw","dice":[3,3,5,5,5]},{"seq":39,"player":"alice","entry":"score","args":"fullhouse"},{"seq":40,"player":"bob","entry":"throw","dice":[5,5,5,2,2]},{"seq":41,"player":"bob","entry":"score","args":"5"},{"seq":42,"player":"alice","entry":"throw","dice":[1,2,3,4,6]},{"seq":43,"player":"alice","entry":"score","args":"small"},{"seq":44,"player":"bob","entry":"throw","dice":[4,4,4,4,1]},{"seq":45,"player":"bob","entry":"score","args":"4"},{"seq":46,"player":"alice","entry":"throw","dice":[1,1,2,3,6]},{"seq":47,"player":"alice","entry":"throw","dice":[2,3,4,5,6]},{"seq":48,"player":"alice","entry":"score","args":"large"},{"seq":49,"player":"bob","entry":"throw","dice":[4,5,5,6,1]},{"seq":50,"player":"bob","entry":"throw","dice":[3,3,3,1,2]},{"seq":51,"player":"bob","entry":"score","args":"3"},{"seq":52,"player":"alice","entry":"throw","dice":[6,6,6,6,6]},{"seq":53,"player":"alice","entry":"score","args":"yahtzee"},{"seq":54,"player":"bob","entry":"throw","dice":[2,2,2,5,6]},{"seq":55,"player":"bob","entry":"score","args":"2"},{"seq":56,"player":"alice","entry":"throw","dice":[6,6,5,5,4]},{"seq":57,"player":"alice","entry":"score","args":"chance"},{"seq":58,"player":"bob","entry":"throw","dice":[1,1,1,2,3]},{"seq":59,"player":"bob","entry":"score","args":"1"}]}
? 0
