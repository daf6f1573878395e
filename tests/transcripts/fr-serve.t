## serve in a script: what it refuses before any server starts (tests/serving.sh
## runs one, and says what a database that cannot be read gives)
$ serve stop
tapis: line 1: aucun serveur ne tourne (servir en démarre un)
$ servir maintenant
tapis: line 2: servir prend arrêter ou rien, pas 'maintenant'
$ serve stop --lan
tapis: line 3: servir arrêter ne prend pas d'option
$ serve --lan stop
tapis: line 4: servir arrêter ne prend pas d'option
$ servir arrêter
tapis: line 5: aucun serveur ne tourne (servir en démarre un)
$ serve --listen
tapis: line 6: --listen demande l'adresse et le port où écouter
$ servir --écouter 127.0.0.1:99999
tapis: line 7: --listen prend ADRESSE:PORT, [IPv6]:PORT ou PORT, un port de 1 à 65535 : 127.0.0.1:99999
? 1
