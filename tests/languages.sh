#!/bin/sh
# The machine contract does not change with the language: the same script
# played in English (LC_ALL=C) and in French (LANGUAGE=fr under C.UTF-8,
# and under fr_FR.UTF-8 where that locale is made) gives byte for byte the
# same JSON exports, the same rows for scripts (--tsv, --json), the same
# exit status and the same 'tapis: line N:' prefixes, while what people
# read is French; and French numbers where people read them.  Needs the
# build's catalogues ($TEXTDOMAINDIR, as 'make check' sets it).  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

# One evening of every game, French words and English ones, with refused
# lines, then what scripts read of it.
cat >"$tmp/evening" <<'SCRIPT'
new 10000 alice bob
1 1 5 3 4
keep 1 1
5 5 5
bank
2 3 4 6 1
bank
6 1 1 6 5
garder 1 1; 6 2 5
marquer
3 3
undo
redo
nouvelle 10000:350 carol dave dépassement=moins2000
5 5 2 3 4
banque
new yams alice bob
6 6 2 3 6
keep 6 6 6
6 1
score full
score 6
2 3 4 5 5
inscrire suite
new yams:croisé alice bob
1 1 1 2 2
score full 1
new yam-master alice bob
1 1 1 2 2
annoncer full
poser b3
place a1
frobnicate
new 10000 alice bob target=100 opening=0
1 2 3 4 6
bank
new 10000 alice bob objectif=100 ouverture=0
1 2 3 4 6
marquer
new 10000 bob alice target=100 opening=0
1 2 3 4 6
bank
new 10000 alice bob opening=0
1 1 5 3 4
hint
hint --json
keep 1
conseil --tsv
hint --win --json
new yams alice bonus=0
6 6 6 2 1
hint --json
odds yams --tsv
chances 6 --json
new yams:3col alice bob bonus=0
6 6 6 2 1
conseil --json
odds full free --tsv
export --json 1
export --json 2
export --json 3
export --json 4
export --json 5
games --tsv
games --json
preset list --json
stats --json
stats --tsv
leaderboard --json
versus alice bob --tsv
query --json SELECT game, player, score FROM player_results ORDER BY game_id, seat
SCRIPT

# play LABEL ENV...: the evening in a fresh database, under the environment
play() {
	label=$1
	shift
	rm -f "$tmp/$label.db"
	env "$@" "$TAPIS" --db "$tmp/$label.db" "$tmp/evening" >"$tmp/$label.out" 2>"$tmp/$label.err"
	echo $? >"$tmp/$label.status"
	# what scripts read: the JSON and the rows (lines that start as they do)
	# (the times each game was played at, which may not be the same second)
	grep -E '^[{[]|	' "$tmp/$label.out" |
	    sed -E 's/[0-9]{4}-[0-9]{2}-[0-9]{2}([ T][0-9:]{8}Z?)?/TIME/g' >"$tmp/$label.machine"
	sed 's/^\(tapis: line [0-9]*:\).*/\1/' "$tmp/$label.err" >"$tmp/$label.prefixes"
}

if [ -z "${TEXTDOMAINDIR:-}" ] || [ ! -r "$TEXTDOMAINDIR/fr/LC_MESSAGES/tapis.mo" ]; then
	echo "Bail out! no French catalogue in \$TEXTDOMAINDIR (make check builds it)"
	exit 1
fi

play en LC_ALL=C LANGUAGE=
play fr LC_ALL=C.UTF-8 LANGUAGE=fr
check "the evening in English exits 1 (lines refused)" test "$(cat "$tmp/en.status")" = 1
check "the French interface is French" grep -q "^Partie n°1 · 10000, règles du livret" "$tmp/fr.out"
check "French days are day/month/year" sh -c 'LC_ALL=C.UTF-8 LANGUAGE=fr "$1" --db "$2" -c games |
    grep -Eq "^#1 +[0-3][0-9]/[01][0-9]/20[0-9]{2} +10000"' sh "$TAPIS" "$tmp/fr.db"
check "French refusals are French" grep -q "^tapis: line [0-9]*: commande inconnue 'frobnicate'" \
    "$tmp/fr.err"
check "the exports and rows for scripts are there" test "$(wc -l <"$tmp/en.machine")" -gt 20
check "hint and odds give rows for scripts (Farkle, Yams, three columns)" sh -c '
    grep -q "\"choice\":\"keep 1, then roll 4 dice\"" "$1" &&
    grep -q "\"goal\":\"win\"" "$1" && grep -q "\"goal\":\"total\"" "$1" &&
    grep -q "\"choice\":\"score 1 desc\"" "$1" && grep -q "	chance	" "$1"' sh "$tmp/en.machine"
check "French advice is French for people" sh -c '
    grep -q "▸  garder 1, puis lancer 4 dés" "$1" && grep -q "points espérés pour ce tour" "$1"' \
    sh "$tmp/fr.out"
locales="fr"
if locale -a 2>/dev/null | grep -qi '^fr_FR\.utf-\?8$'; then
	play frFR LC_ALL=fr_FR.UTF-8 LANGUAGE=
	locales="fr frFR"
fi
for l in $locales; do
	check "$l: the same exit status" cmp -s "$tmp/en.status" "$tmp/$l.status"
	if cmp -s "$tmp/en.machine" "$tmp/$l.machine"; then
		ok "$l: JSON exports and rows for scripts byte for byte the same"
	else
		not_ok "$l: JSON exports and rows for scripts byte for byte the same"
		diff "$tmp/en.machine" "$tmp/$l.machine" | head -20 | sed 's/^/# /'
	fi
	check "$l: the same refused lines, each 'tapis: line N:'" \
	    cmp -s "$tmp/en.prefixes" "$tmp/$l.prefixes"
done

# French numbers where people read them: a decimal comma in fr_FR.UTF-8,
# the point of C in the rows for scripts.
case $locales in
*frFR*)
	LC_ALL=fr_FR.UTF-8 "$TAPIS" --db "$tmp/frFR.db" -c 'stats alice' >"$tmp/stats.fr" 2>&1
	LC_ALL=C "$TAPIS" --db "$tmp/frFR.db" -c 'stats alice' >"$tmp/stats.en" 2>&1
	check "fr_FR.UTF-8: decimals with a comma in the tables for people" \
	    sh -c 'grep -q "[0-9],[0-9]" "$1" && ! grep -q "[0-9]\.[0-9]" "$1" && grep -q "[0-9]\.[0-9]" "$2"' \
	    sh "$tmp/stats.fr" "$tmp/stats.en"
	;;
*)
	skip "the locale fr_FR.UTF-8 is not made (./dev.sh deps makes it)"
	;;
esac

# A tapis not installed, run from its build folder without TEXTDOMAINDIR,
# finds its catalogues beside itself (the build puts them in locale/).
if [ -d "$(dirname "$TAPIS")/locale" ]; then
	(unset TEXTDOMAINDIR; LC_ALL=C.UTF-8 LANGUAGE=fr "$TAPIS" --db "$tmp/beside.db" \
	    -c 'nouvelle 421 anne bruno') >"$tmp/beside" 2>&1
	check "without TEXTDOMAINDIR, the build's tapis speaks French from the catalogues beside it" \
	    says "Partie n°1 · 421*" "$tmp/beside"
	(unset TEXTDOMAINDIR; LC_ALL=C.UTF-8 LANGUAGE=fr "$TAPIS" --help) >"$tmp/aide" 2>&1
	check "and its usage names the games by their French names" \
	    grep -qx "Tient la marque du 10000, du 5000, du Yams, du Yam Master et du 421 joués avec de vrais dés." "$tmp/aide"
else
	skip "no catalogues beside $TAPIS"
fi

# A locale whose name is too long for the messages' cache (i18n_cache.c
# keeps names of under 64 bytes): its messages are looked up each time,
# and are French all the same (a locale made from C.UTF-8's folder, under
# that name, where this system has the folder).
long="fr_FR.UTF-8@$(printf '%060d' 0)"
if [ -d /usr/lib/locale/C.utf8 ] && mkdir "$tmp/locales" &&
    ln -s /usr/lib/locale/C.utf8 "$tmp/locales/$long"; then
	printf 'frobnicate\nfrobnicate\n' | LOCPATH="$tmp/locales" LC_ALL="$long" \
	    "$TAPIS" --db "$tmp/long.db" >"$tmp/long.out" 2>&1
	check "a locale of a name too long to keep (72 bytes): French, each time" sh -c '
	    test "$(grep -c "^tapis: line [12]: commande inconnue .frobnicate." "$1")" = 2' sh "$tmp/long.out"
else
	skip "no folder /usr/lib/locale/C.utf8 to make a locale of a long name from"
fi

echo "1..$n"
exit $failed
