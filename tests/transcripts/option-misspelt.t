## An option misspelt at new: the options near it named, as for a
## command; one far from every option is refused as unknown.
$ new 10000 ann bob targt=5000
tapis: line 1: unknown option 'targt': did you mean target?
$ new 10000 ann bob opning=350
tapis: line 2: unknown option 'opning': did you mean opening?
$ new yams ann bob bonuss=0
tapis: line 3: unknown option 'bonuss': did you mean bonus?
$ new 10000 ann bob zzzzzz=1
tapis: line 4: unknown option 'zzzzzz' (see 'rules' for the options)
? 1
