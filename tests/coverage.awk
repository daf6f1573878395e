# The table of `make coverage`: gcovr's summary (--json-summary-pretty,
# one "key": value a line) as one line a file of src/, its lines and
# branches, counted and missed, then the totals.
function pct(done, total) {
	return total ? sprintf("%.1f%%", 100 * done / total) : "-"
}
function row(name, lt, lc, bt, bc) {
	printf "%-44s %6d %5d %7s %6d %5d %7s\n", name, lt, lt - lc, pct(lc, lt),
		bt, bt - bc, pct(bc, bt)
}
BEGIN {
	printf "%-44s %6s %5s %7s %6s %5s %7s\n", "file", "lines", "miss", "cover",
		"branch", "miss", "cover"
}
# a key and its value, quotes and the comma gone
/^ *"[a-z_]+": / {
	key = $1; gsub(/[":]/, "", key)
	val = $0; sub(/^ *"[a-z_]+": */, "", val); sub(/,$/, "", val); gsub(/"/, "", val)
	f[key] = val
}
# the end of a file's object: its row
/^ *},?$/ && ("filename" in f) {
	row(f["filename"], f["line_total"], f["line_covered"],
		f["branch_total"], f["branch_covered"])
	lt += f["line_total"]; lc += f["line_covered"]
	bt += f["branch_total"]; bc += f["branch_covered"]
	delete f
}
END { row("TOTAL", lt, lc, bt, bc) }
