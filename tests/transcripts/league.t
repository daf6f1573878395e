## A league (issue 32) where this file is in none: every word of it says so
## in one line, and help says what it does.  Joining one, pushing and
## reading it need a PostgreSQL server: tests/league.sh starts one.
## A typo of off or push is not sent to libpq as an address
## An address is checked before any server is asked: a password, which
## would be kept in the file (in a postgres:// URI too), what libpq cannot
## read, a schema's name longer than PostgreSQL's, an address too long
$ league
tapis: line 1: this file is in no league: league URL joins one
$ league off
tapis: line 2: this file is in no league: league URL joins one
$ league push
tapis: line 3: this file is in no league: league URL joins one
$ league --schema club
tapis: line 4: --schema names the schema of a league joined: league --schema NAME URL
$ leaderboard --league
tapis: line 5: this file is in no league: league URL joins one
$ games --league --tsv
tapis: line 6: this file is in no league: league URL joins one
$ stats --league
tapis: line 7: this file is in no league: league URL joins one
$ league of
tapis: line 8: 'of' is no league's address (a postgresql:// URI or key=value words)
$ league push now
tapis: line 9: 'push now' is no league's address (a postgresql:// URI or key=value words)
$ league postgres://tapis:secret@localhost/club
tapis: line 10: a league's address holds no password, which would be kept in the file: put it in ~/.pgpass or PGPASSWORD, where libpq reads it
$ league dbname='club
tapis: line 11: libpq cannot read it as a connection string: unterminated quoted string in connection info string
$ league --schema ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss dbname=club
tapis: line 12: a schema's name has 1 to 63 bytes
$ league dbname=club application_name=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
tapis: line 13: a league's address has at most 1023 bytes
$ help league
usage: league [[--schema NAME] URL | off | push]
  push the games that end to a club's league on PostgreSQL
  also: ligue
  league URL joins a league: URL, the rest of the line, is a libpq
  connection string or a postgresql:// URI (sslmode and the rest as
  libpq says), without a password (libpq reads it from ~/.pgpass or
  PGPASSWORD).  Its schema (tapis, or --schema NAME before URL) is made
  or brought up to date; the games finished here wait to be pushed, and
  each game that ends from then on.  The REPL pushes them beside the
  prompt, and tries again later what failed.  league alone says where it
  pushes, what waits, the last push and the last error; league push
  pushes now and waits (status 1 unless every game arrived); league off
  leaves.
? 1
