## Une option mal tapée à nouvelle : les options proches nommées, en
## français.
$ nouvelle 10000 ann bob objctif=5000
tapis: line 1: option inconnue 'objctif' : vouliez-vous dire objectif ?
$ nouvelle 10000 ann bob targt=5000
tapis: line 2: option inconnue 'targt' : vouliez-vous dire objectif ?
? 1
