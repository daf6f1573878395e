#!/bin/sh
# Makes the databases of tests/schemas/: for each commit of main where sql/
# changed (and the few files an earlier tapis left half upgraded), a small
# database made by that commit's own tapis, and beside it a text file of
# what it holds as sqlite3 read it there and then.  tests/schemas.sh opens
# each with today's tapis and checks that all of it came through.
#
#   tests/schemas/make.sh [NAME...]     (all of them when none is named)
#
# A migration that lands gets its file the same way, from the commit of
# main that added it (git log --first-parent main -- sql/): add that
# commit to `all` below and run tests/schemas/make.sh COMMIT; then
# commit COMMIT.db.gz and COMMIT.txt (tests/migrations.sh fails on a
# migration without one).  Schema versions 12, 13, 14, 16 and 19 never
# landed alone (each came in a merge with the next ones): none has a file.
#
# NAME is a commit (8700052), or commits joined by + (8700052+3edff67): the
# database made by the first, then opened by each of the others in turn.
# Each commit is built once in $SCRATCH (default /tmp/tapis-schemas, outside
# the checkout) from `git archive`: autoreconf, configure, make tapis; the
# checkout is never touched but for the NAME.db.gz and NAME.txt files
# written here (a database is checkpointed, VACUUMed and gzipped).  On
# Debian 12 (gcc 12.2, SQLite 3.40) every commit below builds as it is, all
# of them in about four minutes at -j2.  Needs git, the build tools of
# tapis, sqlite3 and gzip.  The .txt files of a new run are the same as
# those kept here; the databases differ only in their times and uids.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
scratch=${SCRATCH:-/tmp/tapis-schemas}
export LC_ALL=C.UTF-8 HOME="$scratch/home" XDG_DATA_HOME="$scratch/home/data" \
	XDG_STATE_HOME="$scratch/home/state" XDG_CACHE_HOME="$scratch/home/cache"
mkdir -p "$HOME"

# Every commit of main's first-parent history that changed sql/ (git log
# --first-parent main -- sql/), oldest first; then the branch commits that
# changed sql/010 and sql/011 before their merge (82ad956, 4f49813), whose
# databases only a build of the branch made; then files that one tapis made
# and a later one changed: the first version's file after main as it was
# before this test (3edff67) stopped half way through its upgrade (issue
# 19: it committed migrations 002 and 003 and the application id), a file
# of the first entries table written on by the next tapis (dates of two
# kinds), and one of facts as JSON objects written on by the tapis that
# wrote them as arrays.
all="8700052 8e95c6f fb5388c 6d551c0 d5ba5a3 7ae2372 3e8968d f973dc6 312281c
6c9db18 3658268 6f83347 99a061a fe65608 935c4b4 994e61f 5bb03e5 5156563 82ad956
4f49813 dea60ca 5097e78 7138d72 415c5e0 7cab230 6e8aadc fcc00af 1f3ca0f 8316f54
93bd06a 6d71c85 2081dc5 bd67d5b e92a633
8700052+3edff67 fb5388c+6d551c0 312281c+6c9db18"

# build COMMIT: the path of that commit's tapis, built once.
build() {
	dir=$scratch/$1
	if ! [ -x "$dir/build/tapis" ]; then
		rm -rf "$dir"
		mkdir -p "$dir"
		git -C "$repo" archive "$1" | tar -x -C "$dir"
		(cd "$dir" && autoreconf -fi && mkdir -p build && cd build &&
		    ../configure -q && make -j2 tapis) >"$dir.log" 2>&1 ||
			{ echo "make.sh: $1 does not build: see $dir.log" >&2; exit 1; }
	fi
	echo "$dir/build/tapis"
}

has() { git -C "$repo" cat-file -e "$1:$2" 2>/dev/null; }

# play COMMIT: the lines a tapis of that commit plays into a new file: a few
# games of every family it knows, finished, being played and abandoned,
# with undo and redo, a saved preset, names with accents, and a last game
# deleted (so the next game number is past every game there).
play() {
	cat <<-'LINES'
	new 10000 alice élodie target=1000 opening=0 exact=no
	5 5 5 2 3
	bank
	1 1 5 3 4
	keep 1 1
	undo
	redo
	2 3 4
	1 1 1 2 3
	bank
	new 5000 zoé bob
	1 1 5 3 4 6
	keep 1 1
	3 4 6 2
	2 2 2 5 1 3
	keep 2 2 2
	new 10000:350 chloé ann
	5 5 5 2 3
	bank
	1 1 5 3 4
	undo
	LINES
	if has "$1" sql/002-presets.sql; then
		cat <<-'LINES'
		preset save maison 10000 target=2000 crosses=0
		new maison léa bob
		5 5 5 2 3
		LINES
	fi
	if has "$1" sql/004-abandoned-localtime.sql; then
		cat <<-'LINES'
		new 10000 anaïs bob
		1 1 5 3 4
		abandon
		LINES
	fi
	if has "$1" sql/006-yams.sql; then
		echo "new yams léa"
		for box in 1 2 3 4 5 6 min max suite full carre yams; do
			printf '1 2 3 4 6\nscratch %s\n' "$box"
		done
		cat <<-'LINES'
		new yams ann élodie
		1 1 1 2 3
		keep 1 1 1
		1 4
		score 1
		2 2 3 4 5
		undo
		redo
		keep 2 2
		LINES
	fi
	if has "$1" sql/007-yam-master.sql; then
		cat <<-'LINES'
		new yam-master anaïs bob fivewins=yes
		1 1 1 2 3
		place a1
		2 3 4 6 6
		pass
		2 2 2 1 3
		place a2
		2 3 4 6 6
		pass
		1 1 1 2 3
		place a3
		2 3 4 6 6
		keep 6 6
		undo
		pass
		6 6 6 1 2
		place a4
		2 3 4 6 6
		pass
		3 3 3 1 2
		place a5
		new yam-master chloé zoé
		1 1 1 2 3
		place a1
		LINES
	fi
	if has "$1" sql/018-421.sql; then
		# a 421 game to its end (bob holds every token and loses, as in
		# tests/transcripts/421.t), then one being played
		cat <<-'LINES'
		new 421 alice bob léa
		4 2 1
		6 5 3
		6 6 2
		1 4 2
		2 2 1
		3 3 1
		6 5 4
		5 2 1
		6 6 5
		undo
		redo
		6 3 1
		keep 6
		5 4
		stop
		3 3 2
		3 3 2
		6 6 6
		stop
		6 5 2
		6 5 2
		6 5 2
		4 2 1
		stop
		2 2 1
		stop
		1 1 1
		stop
		6 6 5
		new 421 zoé ann
		4 2 1
		6 5 3
		LINES
	fi
	if has "$1" sql/004-abandoned-localtime.sql; then
		echo "new 10000 gone too"
		echo "delete LAST --yes"
	fi
}

# describe DB: what the file holds, read with sqlite3 (whatever its schema).
describe() {
	q() { sqlite3 -batch -noheader "$1" "$2"; }
	echo "version $(q "$1" 'PRAGMA user_version')"
	echo "application_id $(q "$1" 'PRAGMA application_id')"
	if [ "$(q "$1" "SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_sequence'")" = 1 ]; then
		echo "sequence $(q "$1" "SELECT seq FROM sqlite_sequence WHERE name = 'games'")"
	fi
	# what an entry did: in tables of their own (sql/001 at first), in
	# columns of entries (until sql/005), then as the facts of the entry, a
	# JSON object (at first) or array of the Farkle family
	if [ "$(q "$1" "SELECT type FROM sqlite_master WHERE name = 'turns'")" = table ]; then
		turns="(SELECT count(*) FROM turns t WHERE t.game_id = g.id)"
		throws="(SELECT count(*) FROM throws t WHERE t.game_id = g.id)"
		keeps="(SELECT count(*) FROM keeps k WHERE k.game_id = g.id)"
	else
		turns="(SELECT count(e.outcome) FROM entries e WHERE e.game_id = g.id AND e.undone = 0)"
		if [ "$(q "$1" "SELECT count(*) FROM pragma_table_info('entries')
		    WHERE name = 'thrown'")" = 1 ]; then
			throws="(SELECT count(e.thrown) FROM entries e WHERE e.game_id = g.id
			    AND e.undone = 0)"
			keeps="(SELECT count(e.kept) FROM entries e WHERE e.game_id = g.id
			    AND e.undone = 0)"
		else
			fact() { echo "(SELECT count(*) FROM entries e WHERE e.game_id = g.id
			    AND e.undone = 0 AND g.family = 'farkle' AND json_valid(e.facts)
			    AND CASE json_type(e.facts) WHEN 'object' THEN e.facts ->> '\$.$1'
			                                ELSE e.facts ->> '\$[$2]' END IS NOT NULL)"; }
			throws=$(fact thrown 4)
			keeps=$(fact kept 0)
		fi
	fi
	q "$1" "SELECT 'game ' || g.id || ' ' || g.game || ' ' || g.status
	    || ' winner=' || coalesce((SELECT p.name FROM players p WHERE p.game_id = g.id
	                                AND p.seat = g.winner), '')
	    || ' players=' || (SELECT group_concat(name, ',') FROM (SELECT name FROM players p
	                        WHERE p.game_id = g.id ORDER BY seat))
	    || ' entries=' || (SELECT count(*) FROM entries e WHERE e.game_id = g.id)
	    || ' undone=' || (SELECT count(*) FROM entries e WHERE e.game_id = g.id
	                       AND e.undone = 1)
	    || ' turns=' || $turns || ' throws=' || $throws || ' keeps=' || $keeps
	    FROM games g ORDER BY g.id"
	if [ "$(q "$1" "SELECT count(*) FROM sqlite_master WHERE name = 'presets'")" = 1 ]; then
		q "$1" "SELECT 'preset ' || name || ' ' || base FROM presets ORDER BY name"
	fi
}

[ $# -gt 0 ] || set -- $all
for name in "$@"; do
	db=$scratch/$name.db
	rm -f "$db" "$db-wal" "$db-shm"
	first=${name%%+*}
	tapis=$(build "$first")
	play "$first" >"$scratch/play"
	last=$(grep -c '^new ' "$scratch/play")
	sed "s/^delete LAST /delete $last /" "$scratch/play" | "$tapis" --db "$db" >/dev/null 2>"$scratch/err" ||
		{ echo "make.sh: $first refused some lines:" >&2; cat "$scratch/err" >&2; exit 1; }
	# the later tapis of a chain: each opens the file, lists its games and
	# plays a game of its own (today's main before tests/schemas.sh stops
	# half way, as issue 19 says, and plays nothing)
	rest=${name#"$first"}
	for later in $(echo "$rest" | tr + ' '); do
		later_tapis=$(build "$later")
		"$later_tapis" --db "$db" -c games >/dev/null 2>&1 || continue
		printf 'new 10000 paul marie\n5 5 5 2 3\nbank\n1 1 5 3 4\n' |
		    "$later_tapis" --db "$db" >/dev/null
	done
	sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null
	sqlite3 "$db" 'VACUUM'
	rm -f "$db-wal" "$db-shm"
	{
		echo "# $name: made by tests/schemas/make.sh; what sqlite3 read from it then"
		describe "$db"
	} >"$here/$name.txt"
	gzip -9 -n -c "$db" >"$here/$name.db.gz"
	echo "$name: $(wc -c <"$db") bytes, $(grep -c '^game' "$here/$name.txt") games"
done
