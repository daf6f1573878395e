# Turns sql/NNN-name.sql files into a C array of migrations, in the order
# given, so the binary never reads SQL from disk.
BEGIN {
	print "/* Generated from the files of sql/ by sql/embed.awk: do not edit. */"
	print "#include \"store_sql.h\""
	print "const struct migration migrations[] = {"
}
FNR == 1 {
	if (NR > 1)
		print "\t\"\"},"
	name = FILENAME
	sub(/.*\//, "", name)
	printf "\t{\"%s\",\n", name
}
{
	gsub(/\\/, "\\\\")
	gsub(/"/, "\\\"")
	printf "\t\"%s\\n\"\n", $0
}
END {
	if (NR > 0)
		print "\t\"\"},"
	print "};"
	print "const int nmigrations = sizeof migrations / sizeof migrations[0];"
}
