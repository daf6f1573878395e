#!/bin/sh
# What a game counts for its statistics, worked out in C by its engine
# when it ends (game_facts.c), against the facts kept in the file: those
# the SQL of sql/010, 020 and 021 wrote for the games an earlier tapis
# ended (every file of tests/schemas/, brought up to date), and those
# tapis wrote as the games the transcripts play ended, every family and
# way to play, at the table, reopened by an undo and ended again,
# abandoned, and imported.  Prints TAP (tests/facts_check).
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

if ! command -v sqlite3 >/dev/null 2>&1; then
	echo "1..0 # SKIP the sqlite3 shell is not installed"
	exit 0
fi
check_facts=$(dirname "$TAPIS")/tests/facts_check
cd "$tmp" || exit 1

db="$tmp/played.db"
for f in stats history-farkle history-yams history-yam-master 421 fr-421 yams-cross \
    yams-duel yams-duel-struck yams-3col yahtzee-game yahtzee-joker yams-carnet-game \
    yam-master-line yam-master-pawns 350-piggyback 5000 booklet-crosses abandon-delete; do
	sed -n 's/^\$ //p' "$srcdir/tests/transcripts/$f.t"
	printf 'abandon\n'
done | "$TAPIS" --db "$db" >/dev/null 2>&1
id=$(sqlite3 "$db" "SELECT max(id) FROM games WHERE status = 'finished'")
printf 'resume %s\nundo\nredo\n' "$id" | "$TAPIS" --db "$db" >/dev/null 2>&1
"$TAPIS" --db "$db" -c "export all --json $tmp/all.json" >/dev/null 2>&1
"$TAPIS" --db "$tmp/imported.db" -c "import $tmp/all.json" >/dev/null 2>&1
check "every family has a finished game, and one was abandoned" test "$(sqlite3 "$db" \
    "SELECT count(DISTINCT family) || ' ' || (SELECT count(*) > 0 FROM games
                                           WHERE status = 'abandoned')
       FROM games WHERE status = 'finished'")" = "4 1"

# The same games as a file of version 21 counted them: sql/022 taken back
# out (each family's summary tables and triggers put back as sql/010, 020
# and 021 made them), every ended game's facts written again by those
# triggers, then the file brought up to date by tapis.
old="$tmp/counted-by-sql.db"
cp "$db" "$old"
{
	for t in farkle_summary farkle_throw_summary yams_summary yams_box_summary \
	    yammaster_summary; do
		awk -v t="$t" '$0 ~ "^CREATE TABLE " t " " { on = 1 } on { print } on && /^\)/ { exit }' \
		    "$srcdir/sql/010-summaries.sql"
	done
	for t in farkle_summary_on_status yammaster_summary_on_status; do
		awk -v t="$t" '$0 ~ "^CREATE TRIGGER " t " " { on = 1 } on { print } on && /^END;/ { exit }' \
		    "$srcdir/sql/010-summaries.sql"
	done
	awk '/^CREATE TRIGGER yams_summary_on_status /, /^END;/' "$srcdir/sql/020-yams-cross-duel.sql"
	awk '/^CREATE TRIGGER [a-z0-9_]+(_facts|_facts_out|_facts_on_status) /, /^END;/' \
	    "$srcdir/sql/021-facts.sql"
	echo "DROP TRIGGER fact_summary_on_status; DROP TRIGGER fact_totals_on_status;"
	echo "DELETE FROM fact_summary; DELETE FROM fact_totals;"
	echo "UPDATE games SET status = status WHERE status <> 'playing';"
	echo "PRAGMA user_version = 21;"
} | sqlite3 "$old"
check "the file of version 21 has its facts from its summaries" test "$(sqlite3 "$old" \
    "SELECT (SELECT count(*) FROM farkle_summary) > 0 AND (SELECT count(*) FROM yams_box_summary) > 0
        AND (SELECT count(DISTINCT fact) FROM fact_summary) >= 20")" = 1
"$TAPIS" --db "$old" -c games >/dev/null 2>&1
check "the file of version 21 is brought up to date" test "$(sqlite3 "$old" \
    "SELECT count(*) FROM sqlite_schema WHERE name = 'farkle_summary'")" = 0
set -- "$old" "$db" "$tmp/imported.db"
for gz in "$srcdir"/tests/schemas/*.db.gz; do
	fx=$(basename "$gz" .db.gz)
	gunzip -c "$gz" >"$tmp/$fx.db"
	set -- "$@" "$tmp/$fx.db"
done
"$check_facts" "$@" >"$tmp/checked"
while IFS= read -r line; do
	case $line in
	"ok "*) ok "${line#ok * - }" ;;
	"not ok "*) not_ok "${line#not ok * - }" ;;
	"1.."*) ;;
	*) echo "$line" ;;
	esac
done <"$tmp/checked"

echo "1..$n"
exit $failed
