## Une ligue (issue 32) quand ce fichier n'est dans aucune : chaque mot le
## dit en une ligne, et l'aide dit ce qu'elle fait.  La rejoindre, y
## envoyer et la lire demandent un serveur PostgreSQL : tests/league.sh en
## démarre un.
$ ligue
tapis: line 1: ce fichier n'est dans aucune ligue : ligue URL en rejoint une
$ ligue quitter
tapis: line 2: ce fichier n'est dans aucune ligue : ligue URL en rejoint une
$ ligue envoyer
tapis: line 3: ce fichier n'est dans aucune ligue : ligue URL en rejoint une
$ ligue --schéma club
tapis: line 4: --schéma nomme le schéma d'une ligue qu'on rejoint : ligue --schéma NOM URL
$ classement --ligue
tapis: line 5: ce fichier n'est dans aucune ligue : ligue URL en rejoint une
$ ligue quiter
tapis: line 6: 'quiter' n'est pas l'adresse d'une ligue (une URI postgresql:// ou des mots clé=valeur)
$ aide ligue
usage : ligue [[--schéma NOM] URL | quitter | envoyer]
  envoyer les parties qui finissent à la ligue d'un club sur PostgreSQL
  aussi : league
  ligue URL rejoint une ligue : URL, le reste de la ligne, est une chaîne
  de connexion de libpq ou une URI postgresql:// (sslmode et le reste
  comme libpq le dit), sans mot de passe (libpq le lit dans ~/.pgpass ou
  PGPASSWORD).  Son schéma (tapis, ou --schéma NOM avant URL) est créé ou
  mis à jour ; les parties finies ici attendent d'être envoyées, et chaque
  partie qui finit ensuite.  L'invite les envoie à côté d'elle, et réessaie
  plus tard ce qui a échoué.  ligue seule dit où elle envoie, ce qui
  attend, le dernier envoi et la dernière erreur ; ligue envoyer envoie
  maintenant et attend (code 1 sauf si toutes les parties sont arrivées) ;
  ligue quitter quitte la ligue.
? 1
