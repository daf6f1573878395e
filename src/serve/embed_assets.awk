# Turns the page's files (src/serve/tapis.css, tapis.js) into a C array,
# so that the server never reads them from disk.
BEGIN {
	print "/* Generated from src/serve/ by src/serve/embed_assets.awk: do not edit. */"
	print "#include \"serve_assets.h\""
	print "const struct serve_asset serve_assets[] = {"
}
FNR == 1 {
	if (NR > 1)
		print "\t\"\"},"
	name = FILENAME
	sub(/.*\//, "", name)
	type = name ~ /\.css$/ ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8"
	printf "\t{\"%s\", \"%s\",\n", name, type
}
{
	gsub(/\\/, "\\\\")
	gsub(/"/, "\\\"")
	gsub(/\?/, "\\?")      # no trigraph of C11 (??=) out of a script's ??
	printf "\t\"%s\\n\"\n", $0
}
END {
	if (NR > 0)
		print "\t\"\"},"
	print "};"
	print "const int nserve_assets = sizeof serve_assets / sizeof serve_assets[0];"
}
