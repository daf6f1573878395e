#!/usr/bin/env python3
"""untaken.py JSON ROOT: every branch of src/ that the suite never takes,
each with why (issue 31: tested, or named with why it cannot be reached).

JSON is gcovr's --json (the detailed one, every line); ROOT the tree its
paths are relative to.  A line with a branch no test took is of a kind:

  - named at the line: a comment with `untaken:` and the reason, on the
    line itself or on the comment lines just above it (for a run of such
    lines: above the first, and the lines after it up to a blank line or
    a line ending a block);
  - or recognised by what the condition and the two lines after it call:
    an allocation, SQLite, PostgreSQL, a system call, ICU, libmicrohttpd,
    the processor's features (see KINDS);
  - or none: printed as "not accounted for", file:line and the source.

Prints the count of each kind, then each line not accounted for; exit 0
(a figure, not a gate: `make coverage` prints it)."""
import json
import re
import sys

# (kind, pattern of what the condition or its body calls): the first that
# matches names the branch.  Each is a failure no test of the suite makes
# happen at every place, and what reaches it where one can:
KINDS = [
    ("allocation failing (tests/faults --kind alloc --all tries every one)",
     r"\b(malloc|calloc|realloc|reallocarray|strdup|strndup|open_memstream|"
     r"asprintf)\s*\(|out of memory|ENOMEM"),
    ("PostgreSQL failing (a statement no trigger of the test's server fails)",
     r"\bPQ\w+\s*\(|PGRES_"),
    ("SQLite failing between statements (make faults tries every N)",
     r"\bsqlite3_\w+\s*\(|\bSQLITE_[A-Z_]+|store_failed|store_error\s*\("),
    ("libmicrohttpd failing (the server's sockets)", r"\bMHD_\w+\s*\("),
    ("ICU failing on valid text", r"\bU_(FAILURE|SUCCESS)\b|\bu(brk|spoof|norm2|script)?_\w+\s*\("),
    ("the processor's features (the kernel copies this machine does not run)",
     r"__builtin_cpu_supports|__AVX"),
    ("a system call no test can make fail",
     r"\b(pipe2?|fork|execv\w*|dup2|getifaddrs|inotify_\w+|mmap|munmap|close|"
     r"fsync|fdatasync|rename|renameat|unlink|fstat|lstat|stat|poll|accept4?|"
     r"socket|bind|listen|setsockopt|getsockname|pthread_\w+|clock_gettime|"
     r"fcntl|ftruncate|fclose|fflush|ferror|fileno|isatty|sigaction|kill|"
     r"waitpid|mkdir|mkdtemp|opendir|readdir|realpath|getcwd|uselocale|"
     r"newlocale|dlopen|dlsym)\s*\(|\berrno\b|EINTR|EAGAIN"),
]
KINDS = [(name, re.compile(pat)) for name, pat in KINDS]
# a call's failure passed on as it is (the condition calls, the body only
# returns the failure or goes to the function's way out): where that call
# can fail is accounted at its own lines
PASSED_ON = ("a failure of the call passed on (accounted where it fails)",
             re.compile(r"\w+\s*\(.*"), re.compile(
                 r"^\s*(\{\s*)?(return (false|-1|NULL|status|rc|ok)\s*;|goto \w+;|"
                 r"return command_refuse\(t, \"%s\", why\);)"))
NAMED = re.compile(r"untaken:\s*(.*?)\s*(\*/)?\s*$")


def named_at(src, i):
    """The reason named for line i (0-based), or None."""
    m = NAMED.search(src[i])
    if m:
        return m.group(1)
    # the comment lines just above the statement this line is part of: up
    # over the lines of that statement before it (ending neither a
    # statement nor a block, and no comment), then over the comment
    def comment(line):
        return line.startswith(("/*", "*")) or line.endswith("*/")
    j = i - 1
    while j >= 0 and src[j].strip() and not src[j].rstrip().endswith(("{", "}", ";")) \
            and not comment(src[j].strip()):
        j -= 1
    while j >= 0:
        line = src[j].strip()
        if not comment(line):
            break
        m = NAMED.search(src[j])
        if m:
            return m.group(1)
        j -= 1
    return None


def kind_of(src, i):
    named = named_at(src, i)
    if named:
        return "named: " + named
    text = " ".join(s.strip() for s in src[i:i + 3])
    for name, pat in KINDS:
        if pat.search(text):
            return name
    name, call, body = PASSED_ON
    after = " ".join(s.strip() for s in src[i + 1:i + 3])
    if call.search(src[i]) and src[i].rstrip().endswith((")", "{")) and body.search(after):
        return name
    return None


def main():
    data = json.load(open(sys.argv[1]))
    root = sys.argv[2]
    counts, lost = {}, []
    for f in data["files"]:
        name = f["file"]
        src = open(name if name.startswith("/") else root + "/" + name).read().split("\n")
        for line in f["lines"]:
            if line.get("gcovr/noncode") or line.get("gcovr/excluded"):
                continue
            missed = sum(1 for b in line.get("branches", []) if b["count"] == 0)
            if not missed:
                continue
            i = line["line_number"] - 1
            kind = kind_of(src, i)
            key = kind if kind and not kind.startswith("named: ") else (
                "named at the line" if kind else None)
            counts[key] = counts.get(key, 0) + missed
            if kind is None:
                lost.append("%s:%d: %d untaken  %s" % (name, i + 1, missed, src[i].strip()[:100]))
    total = sum(counts.values())
    print("untaken branches: %d" % total)
    for key, n in sorted(counts.items(), key=lambda kv: (kv[0] is None, -kv[1])):
        print("%6d  %s" % (n, key or "not accounted for"))
    for line in lost:
        print("not accounted for: " + line)


if __name__ == "__main__":
    main()
