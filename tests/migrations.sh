#!/bin/sh
# Migrations are append-only: once a file of sql/ has shipped, it is never
# edited, since a database made with it is already out there, marked with
# its number (issue 19: edited migrations made one schema version mean
# several schemas).  This holds the checksum of every shipped migration and
# fails when one changes; a new migration is added to the list below when
# it ships.  A change to the schema is a new migration, never an edit.
# Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"

sha256() { sha256sum "$1" | cut -d ' ' -f 1; }

# sha256 of each migration, as it shipped
while read -r sum file; do
	if ! [ -f "$srcdir/$file" ]; then
		not_ok "$file is still there"
		echo "# a shipped migration is never removed: files of its version are out there"
	elif [ "$(sha256 "$srcdir/$file")" = "$sum" ]; then
		ok "$file is as it shipped"
	else
		not_ok "$file is as it shipped"
		echo "# $file changed after it shipped: put it back as it was"
		echo "# (git checkout main -- $file) and make the change a new migration"
	fi
done <<'SUMS'
b824951855c78a0a3f5ae4e1b1b4165182066b6853692a968bf22865f2ff88f9 sql/001-initial.sql
d75035c539f7cf01b8e4a8d6aadcd1405237962587a732fa43d53a4674cde9ff sql/002-presets.sql
4c78716d5c3f48e9402ac8deccd69cd63541bc8665c1789c9adbb81a6d66a68e sql/003-game-base.sql
002a546683b31ca57a9d041c38c8653d0c33e903fa215a26a4dd079b8bac79bb sql/004-abandoned-localtime.sql
4cd53829f84616b1134703f96abb201d5ecac6f1302516a5730c31c86886883f sql/005-engines.sql
7be0373f3ba52e6fcb9d6663d9f7fa6ffcd3256b798eebc887c402a245488749 sql/006-yams.sql
baafeae3ff149975c1b8c699c8ba85b64c1df41f2eb9f64a93a609ee7f1a531e sql/007-yam-master.sql
382df5e843aed2550ec9927a3fbd167ed4fefe73a2d762f99911eb0248bfbd30 sql/008-history.sql
d61dfc6f9e48a430ba2a2cdb44639d3a6f52e298b1171ad1f0a6d77ae781fc1c sql/009-stats.sql
98d45afd6a24e4f5ee270753c639352719996bcd7434bb7b506ab94d8c92ce23 sql/010-summaries.sql
c4b4cf8c83b77b9a3ebc3eb591da6c40b06ded080edb35b80af84cfee1b60501 sql/011-totals.sql
f0fef70373fd82c3979682881e483884a1f1942eca04ee35ad50d9f3fecba22d sql/012-totals-by-family.sql
181c258231b734d6bc10d7a04c89cb01cd8534dd1ad6353af96edbcea68e8def sql/013-farkle-totals.sql
bdb85d37e93d8694bfaeca34cde40b8b4f4afbcd2ca14f6103b24b5ef574221d sql/014-yams-totals.sql
746cb871f2f6cc69f4dc56f089fd1edbf8bd2faff19c5403c14aba188467eb6a sql/015-yammaster-totals.sql
6a5977a6646e406be2208331312de47e82a39bf96ea14d54de53c5765902a1c5 sql/016-results.sql
3ec3df12f2754f80308ff998debd4c3ecc6cd7fd31ebc370a24f8e7bbf19df2e sql/017-yams-results.sql
c1a32a252bf91128e655d62ea22d680abd0f505d0c94891de1268f85441b5c57 sql/018-421.sql
a4db0f9807dfd705f89963403eb570a0f65feb95ebaa5c58061097a6caaa96b9 sql/019-turn-entries.sql
bad9617dcc8240a2f550d668ff0319c29528b65499b9421d5d1edd490d31286d sql/020-yams-cross-duel.sql
a012b6f572af8c9e46065f013a3b8441f6b55c47278ef1d45b803bdb99c5cd06 sql/021-facts.sql
a0d6abb92ce4ae7f1100198ef30ad2c2ac7ce627c9691853595822d20bb3250e sql/022-facts-from-games.sql
8560a01634fd678c39c10d37207df58b8bb3fcb8efeac33734be10549f7a0ca7 sql/023-damaged-games.sql
955eac8e62cbb10505b22b4bb76c10a5cb75d3629fd1d8b613fe1813403989c0 sql/024-loser-games-won.sql
c93055f3d3661da89a2da25c66a4b585641d228b88ff0510060da10baa5b92f8 sql/025-game-listing.sql
b866d94f62f934e8e05c2551512c4f25d32ab03cec43ae83ed0d85e6749c28af sql/026-league.sql
ba63820061971d0a314415484900c18728058670f8a2a43f70ed58a8327fa4cd sql/027-entries-unchecked.sql
SUMS

# every migration there is is on the list (and in the binary: Makefile.am)
for file in "$srcdir"/sql/[0-9][0-9][0-9]-*.sql; do
	file=sql/${file##*/}
	if grep -q " $file\$" "$srcdir/tests/migrations.sh"; then
		ok "$file has its checksum here"
	else
		not_ok "$file has its checksum here"
		echo "# once $file ships, add its line to tests/migrations.sh:"
		echo "# $(sha256 "$srcdir/$file") $file"
	fi
	check "$file is built into tapis (SQL_FILES in Makefile.am)" \
		grep -q "$file" "$srcdir/Makefile.am"
done

# every schema version that landed has its database in tests/schemas/,
# made by the tapis of the commit that added it, so that "every landed
# schema opens" is tested (tests/schemas.sh); versions that never landed
# alone (each came in one merge with the next ones) have none
never_alone=" 12 13 14 16 19 "
for file in "$srcdir"/sql/[0-9][0-9][0-9]-*.sql; do
	base=${file##*/}
	version=$(echo "${base%%-*}" | sed 's/^0*//')
	case $never_alone in *" $version "*) continue ;; esac
	if grep -qx "version $version" "$srcdir"/tests/schemas/*.txt; then
		ok "schema version $version ($base) has its database in tests/schemas/"
	else
		not_ok "schema version $version ($base) has its database in tests/schemas/"
		echo "# once $base lands on main, make its file with the commit that added it:"
		echo "# tests/schemas/make.sh \$(git log --first-parent --format=%h -1 main -- sql/$base)"
	fi
done

echo "1..$n"
exit $failed
