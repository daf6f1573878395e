# Turns sql/NNN-name.sql files into a C array of migrations, in the order
# given, so the binary never reads SQL from disk; and the names of every
# table, view, index and trigger they make in the file (TEMP ones aside),
# by which the store knows a file of tapis's from another program's.
# With -v prefix=league_, the same of sql/league/ (a league's schema on
# PostgreSQL), named league_migrations... and appended to the first.
BEGIN {
	if (prefix == "") {
		print "/* Generated from the files of sql/ by sql/embed.awk: do not edit. */"
		print "#include \"store_sql.h\""
	}
	print "const struct migration " prefix "migrations[] = {"
}
FNR == 1 {
	if (NR > 1)
		print "\t\"\"},"
	name = FILENAME
	sub(/.*\//, "", name)
	printf "\t{\"%s\",\n", name
}
{
	line = $0
	up = toupper(line)
	while (match(up, /CREATE +(UNIQUE +)?(TABLE|VIEW|INDEX|TRIGGER) +(IF +NOT +EXISTS +)?/)) {
		line = substr(line, RSTART + RLENGTH)
		up = substr(up, RSTART + RLENGTH)
		if (match(line, /^"[^"]+"|^[A-Za-z0-9_]+/)) {
			object = substr(line, RSTART, RLENGTH)
			gsub(/"/, "", object)
			if (!(object in made)) {
				made[object] = 1
				names[++nnames] = object
			}
		}
	}
	gsub(/\\/, "\\\\")
	gsub(/"/, "\\\"")
	printf "\t\"%s\\n\"\n", $0
}
END {
	if (NR > 0)
		print "\t\"\"},"
	print "};"
	print "const int n" prefix "migrations = sizeof " prefix "migrations / sizeof " prefix "migrations[0];"
	print "const char *const " prefix "migration_names[] = {"
	for (i = 1; i <= nnames; i++)
		printf "\t\"%s\",\n", names[i]
	print "};"
	print "const int n" prefix "migration_names = sizeof " prefix "migration_names / sizeof " prefix "migration_names[0];"
}
