#!/bin/sh
# A database that cannot be written now: on a full disk, or read-only to
# its user (the file or its folder).  Every command that only reads works;
# one that writes is refused in one line, nothing written; a file of an
# older tapis is refused with the reason, byte for byte as it was; a first
# open that fails leaves nothing it made; a reader never sees an old state
# as the current one (a running writer's log is read).  The full disk is a small tmpfs
# (root only), the read-only files are another user's (root only, through
# setpriv): skipped with the reason elsewhere.  Prints TAP.
set -u
: "${srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"

. "$srcdir/tests/tap.sh"
cd "$tmp" || exit 1
# a file of the first tapis (schema version 1), to be brought up to date
old_db() { gunzip -c "$srcdir/tests/schemas/8700052.db.gz" >"$1"; }
old_db old.orig
# the commands that only read (hint, which may keep a table in the cache
# folder, has its own test)
reads='games
games --tsv
games alice
show 1
replay 1
export --json 1
export all --json
stats
stats --json
leaderboard
versus alice bob
chart 1
rules 10000
query SELECT count(*) FROM games
resume 1
resume 1; sheet all'
# all_read DB TAPIS...: every command of $reads exits 0 with nothing on
# standard error, run as TAPIS...
all_read() {
	db=$1
	shift
	echo "$reads" | while IFS= read -r c; do
		"$@" --db "$db" -c "$c" >out 2>err && ! test -s err ||
			{ echo "# $c: $(cat err)"; return 1; }
	done
}
only() { test "$(cd "$1" && ls -a | tr '\n' ' ')" = ". .. $2 "; }
played='new 10000 alice bob
5 5 5 2 3
bank
1 1 5 3 4
keep 1 1
new 10000 carol dan
'

# ---- a full disk
mkdir full
if [ "$(id -u)" = 0 ] && mount -t tmpfs -o size=1m tmpfs full 2>/dev/null; then
	echo "$played" | "$TAPIS" --db full/t.db >/dev/null
	old_db full/old.db
	cp full/t.db t.orig
	dd if=/dev/zero of=full/pad bs=4k count=1024 2>/dev/null
	check "every command that only reads works on a full disk" all_read full/t.db "$TAPIS"
	check "and leaves the file as it was, nothing beside it" \
		eval 'cmp -s full/t.db t.orig && only full "old.db pad t.db"'
	printf 'resume 1\n2 3 4\n' | "$TAPIS" --db full/t.db >out 2>err
	st=$?
	check "an entry is refused (1) in one line, nothing written" \
		eval 'test $st = 1 && says "tapis: line 2: the disk holding full/t.db is full: nothing was written; free some room and type it again" err &&
		    cmp -s full/t.db t.orig'
	"$TAPIS" --db full/old.db -c games >out 2>err
	st=$?
	check "an older tapis's file is refused (2) with the reason" \
		eval 'test $st = 2 && says "tapis: the disk holding full/old.db is full, and this tapis must first bring it up to date: free some room and start again" err'
	check "and left byte for byte as it was, nothing beside it" \
		eval 'cmp -s full/old.db old.orig && only full "old.db pad t.db"'
	"$TAPIS" --db full/new.db -c games >out 2>err
	st=$?
	check "a new file is refused (2): the disk is full" \
		eval 'test $st = 2 && says "tapis: the disk holding full/new.db is full: free some room and start again" err'
	"$TAPIS" --db full/a/b/new.db -c games >out 2>err
	st=$?
	check "and leaves nothing it made, file or folder" \
		eval 'test $st = 2 && only full "old.db pad t.db"'
	umount full
	# room to read the older file, not for the copy kept before it is
	# brought up to date
	mount -t tmpfs -o size=1m tmpfs full
	old_db full/old.db
	avail=$(df -k full | awk 'NR == 2 { print $4 }')
	dd if=/dev/zero of=full/pad bs=1k count=$((avail - 40)) 2>/dev/null
	"$TAPIS" --db full/old.db -c games >out 2>err
	st=$?
	check "an older file without room for its copy is refused (2), unchanged" \
		eval 'test $st = 2 && says "tapis: the disk holding full/old.db is full: there is no room for the copy of it kept before it is brought up to date; nothing was changed" err &&
		    cmp -s full/old.db old.orig && only full "old.db pad"'
	umount full
else
	for i in 1 2 3 4 5 6 7 8; do
		skip "a full disk: a small tmpfs cannot be mounted here (root only)"
	done
fi

# ---- a file the user may read but not write, or in a folder they may not
# write to (another user's: run as nobody where we can switch to it)
mkdir ro ro/file ro/folder
echo "$played" | "$TAPIS" --db ro/file/t.db >/dev/null
cp ro/file/t.db ro/folder/t.db
old_db ro/file/old.db
old_db ro/folder/old.db
chmod 755 "$tmp" ro
chmod 444 ro/file/*.db
chmod 666 ro/folder/*.db
chmod 555 ro/file ro/folder
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	cp "$TAPIS" ro/tapis && chmod 755 ro/tapis
	as_nobody="setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=$tmp $tmp/ro/tapis"
	for where in file folder; do
		check "every command that only reads works: read-only $where" \
			all_read "$tmp/ro/$where/t.db" $as_nobody
		printf 'resume 1\n2 3 4\n' | $as_nobody --db "$tmp/ro/$where/t.db" >out 2>err
		st=$?
		check "an entry is refused (1) in one line: read-only $where" \
			eval 'test $st = 1 && says "tapis: line 2: $tmp/ro/$where/t.db is read-only: nothing can be written to it" err'
	done
	$as_nobody --db "$tmp/ro/file/old.db" -c games >out 2>err
	st=$?
	check "an older read-only file is refused (2) with the reason, unchanged" \
		eval 'test $st = 2 && says "tapis: $tmp/ro/file/old.db is read-only, and this tapis must first bring it up to date: make it writable once" err &&
		    cmp -s ro/file/old.db old.orig'
	$as_nobody --db "$tmp/ro/folder/old.db" -c games >out 2>err
	st=$?
	check "one in a read-only folder is refused (2) with the reason, unchanged" \
		eval 'test $st = 2 && says "tapis: $tmp/ro/folder/old.db is in a folder this user may not write to, and this tapis must first bring it up to date: make the folder writable once" err &&
		    cmp -s ro/folder/old.db old.orig'
	check "and nothing is left beside them" \
		eval 'only ro/file "old.db t.db" && only ro/folder "old.db t.db"'
else
	for i in 1 2 3 4 5 6 7; do
		skip "read-only files: no other user to switch to here (root only)"
	done
fi
chmod 755 ro/file ro/folder

# ---- read-only never means stale: another user reads the file while its
# writer runs (its last entries in the write-ahead log only), then after
# the writer is killed; where the log cannot be read, said in one line,
# status 2.  The writer is fed through a FIFO and answers through another,
# read line by line: no sleep, no clock.
mkdir live
chmod 755 live
if [ "$(id -u)" = 0 ] && command -v runuser >/dev/null 2>&1; then
	cp "$TAPIS" live/tapis && chmod 755 live/tapis
	as_other() { runuser -u nobody -- env HOME="$tmp" "$tmp/live/tapis" "$@"; }
	mkfifo live/in live/out
	"$TAPIS" --db live/t.db <live/in >live/out 2>&1 &
	writer=$!
	exec 3>live/in 4<live/out
	# each line typed, then its answer read: it is acknowledged once read
	say() { echo "$1" >&3; IFS= read -r answer <&4; }
	say 'new 10000 alice bob'
	say '1 1 5 3 4'
	say 'keep 1 1'
	chmod 644 live/t.db live/t.db-wal live/t.db-shm
	check "the writer's log holds entries the file does not yet" test -s live/t.db-wal
	as_other --db "$tmp/live/t.db" -c 'export --json 1' >out 2>err
	st=$?
	check "another user reads the entries the running writer acknowledged" \
		eval 'test $st = 0 && ! test -s err &&
		    grep -q "\"entries\":\[{\"seq\":1,\"player\":\"alice\",\"entry\":\"throw\",\"dice\":\[1,1,5,3,4\]},{\"seq\":2,\"player\":\"alice\",\"entry\":\"keep\",\"dice\":\[1,1\]}\]" out'
	kill -9 "$writer"
	wait "$writer" 2>/dev/null
	exec 3>&- 4<&-
	chmod 444 live/t.db live/t.db-wal live/t.db-shm
	as_other --db "$tmp/live/t.db" -c games >out 2>err
	st=$?
	check "and after the writer is killed, the game as it stands (its turn begun)" \
		eval 'test $st = 0 && grep -q "alice 0, bob 0 .* playing .* 0 turns" out &&
		    as_other --db "$tmp/live/t.db" -c "export --json 1" | grep -q "\"turn\":{\"player\":\"alice\",\"points\":200,\"dice\":3}"'
	# the log there, its -shm gone and not to be made (the folder is root's)
	rm -f live/t.db-shm
	chmod 555 live
	as_other --db "$tmp/live/t.db" -c games >out 2>err
	st=$?
	check "a log this user cannot read through is said in one line (2), nothing shown" \
		eval 'test $st = 2 && ! test -s out && test "$(wc -l <err)" = 1 &&
		    says "tapis: $tmp/live/t.db cannot be read as it stands: the last entries are in its log ($tmp/live/t.db-wal), which this user may not read (or no -shm may be made beside it); read it as its owner, or once its owner has opened it again" err'
	chmod 755 live
else
	for i in 1 2 3 4; do
		skip "a reader of another user: no user to switch to here (root only, runuser)"
	done
fi

echo "1..$n"
exit $failed
