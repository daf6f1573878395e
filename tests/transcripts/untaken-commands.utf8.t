## What no other test typed (issue 31, point 8): a word of a combining
## accent alone, which folds to nothing, names no command (and is short
## for none of those typed whole).
$ ́
tapis: line 1: unknown command '́' (type help for the list)
? 1
