#!/usr/bin/env python3
"""untaken.py JSON ROOT: every branch of src/ that the suite never takes,
each with why (issue 31: tested, or named with why it cannot be reached).

JSON is gcovr's --json (the detailed one, every line); ROOT the tree its
paths are relative to.  A line with a branch no test took is of a kind:

  - named at the line: a comment with `untaken:` and the reason, on the
    line itself or on the comment lines just above its statement (for a
    condition or expression cut over lines: above its first line);
  - or recognised by what its condition calls, or what set the value it
    tests on the lines just before, or what its branch does (says the
    store's error, "out of memory"): an allocation, SQLite, PostgreSQL, a
    system call, ICU, libmicrohttpd, the processor's features (KINDS), or
    a call's failure passed on as it is (PASSED_ON);
  - or none: printed as "not accounted for", file:line and the source.

Prints the count of each kind, then each line not accounted for; exit 0
(a figure, not a gate: `make coverage` prints it)."""
import json
import re
import sys

# What a branch is known by: its condition (the line) calls what can fail,
# or its body (the rest of the line after `?` or `:`, or the line after an
# `if`) says a failure of that kind.  Each kind is a failure no test of the
# suite makes happen at every place; what reaches it where one can is said.
SYSCALLS = (r"pipe2?|fork|execv\w*|dup2|getifaddrs|inotify_\w+|mmap|munmap|close|"
            r"fsync|fdatasync|rename|renameat|unlink|fstat|lstat|stat|poll|accept4?|"
            r"socket|bind|listen|setsockopt|getsockname|pthread_\w+|clock_gettime|"
            r"fcntl|ftruncate|fclose|fflush|ferror|sigaction|sigwait|kill|waitpid|mkdir|"
            r"mkdtemp|opendir|readdir|realpath|getcwd|newlocale|dlopen|dlsym|read|write|"
            r"open|fopen|fdopen|setvbuf|signal|getppid|prctl")
KINDS = [
    ("allocation failing (tests/faults --kind alloc --all tries every one)",
     r"\b(malloc|calloc|realloc|reallocarray|aligned_alloc|strdup|strndup|open_memstream|"
     r"asprintf)\s*\(", r"out of memory|ENOMEM"),
    ("PostgreSQL failing (a statement no trigger of the test's server fails)",
     r"\bPQ\w+\s*\(|\bpq\.\w+\s*\(|PGRES_|CONNECTION_", r"PQerrorMessage|pg_failed"),
    ("SQLite failing (make faults tries every N)",
     r"\bsqlite3_\w+\s*\(|\brc\s*[!=]=\s*SQLITE_|\w+\s*\(\s*(\w+->)?db\s*,", r"store_failed|store_error\s*\(|"
     r"sqlite3_errmsg|store_fail\s*\(|store_remember_error"),
    ("libmicrohttpd failing (the server's sockets)", r"\bMHD_\w+\s*\(", None),
    ("ICU failing on valid text", r"\bU_(FAILURE|SUCCESS)\b", None),
    ("the processor's features (the kernel copies this machine does not run)",
     r"__builtin_cpu_supports", None),
    ("a system call no test can make fail",
     r"\b(" + SYSCALLS + r")\s*\(|\berrno\b|EINTR|EAGAIN", r"strerror\(errno\)"),
]
KINDS = [(name, re.compile(cond), re.compile(body) if body else None)
         for name, cond, body in KINDS]
# a call's failure passed on as it is (the condition is the call's result,
# the body only returns the failure or goes to the function's way out):
# where that call can fail is accounted at its own lines
PASSED_ON = ("a failure of the call passed on (accounted where it fails)",
             re.compile(r"^\s*(\}\s*else\s+)?if\s*\(\s*(?!!\s*(str|mem|is|utf8_)\w*\s*\()"
                        r"(!\s*\w+(\.|->)?\w*\s*\(|"
                        r"\(?\w+\s*=\s*\w+\s*\(|\w+\s*\(.*\)\s*(<\s*0|==\s*NULL|==\s*-1))"),
             re.compile(r"^\s*(\{\s*)?(return (false|-1|NULL|status|rc|ok)\s*;|goto \w+;|"
                        r"return command_refuse\(t, \"%s\", why\);)"))
NAMED = re.compile(r"untaken:\s*(.*?)\s*(\*/)?\s*$")


def continued(line, after):
    """Whether after carries on the statement of line (a condition or an
    expression cut over lines), rather than beginning one."""
    line, after = line.rstrip(), after.strip()
    if not line.strip() or line.strip().startswith(("/*", "*", "#")) or line.endswith("*/"):
        return False
    return (line.endswith(("&&", "||", ",", "(", "?", ":", "=", "+", "-", "|", "&")) or
            after.startswith(("&&", "||", "?", ":", ")", "+", "-", "|", "&", "==", "!=", '"')))


def named_at(src, i):
    """The reason named for line i (0-based), or None."""
    m = NAMED.search(src[i])
    if m:
        return m.group(1)
    # the comment lines just above the statement this line is part of
    def comment(line):
        line = line.strip()
        return line.startswith(("/*", "*")) or line.endswith("*/")
    j = i - 1
    while j >= 0 and continued(src[j], src[j + 1]):
        j -= 1
    while j >= 0:
        if not comment(src[j]):
            break
        m = NAMED.search(src[j])
        if m:
            return m.group(1)
        j -= 1
    return None


def body_of(src, i):
    """What the branch of line i does: the rest of a conditional
    expression, or the statement after an `if` (its next two lines)."""
    line = src[i]
    q = max(line.find("?"), line.find(" : "))
    after = line[q + 1:] if q >= 0 else ""
    if re.match(r"^\s*(\}\s*else\s+)?(if|while|for)\b", line) or line.rstrip().endswith(("{", ")", "||", "&&")):
        after += " " + " ".join(s.strip() for s in src[i + 1:i + 3])
    return after


TESTED = re.compile(r"^\s*(\}\s*else\s+)?if\s*\(\s*(!\s*)?(\w+)\s*(==\s*NULL|<\s*0|<=\s*0|"
                    r"==\s*\(locale_t\)\s*0)?\s*\)")


def assigned_before(src, i):
    """The statement that gave the value line i tests, where the line tests
    only a variable (`if (f == NULL)`) set on one of the lines just before;
    else the line itself."""
    m = TESTED.match(src[i])
    names = [m.group(3)] if m else re.findall(r"(?:->|\.)?\b(\w+)\s*[!=]=\s*NULL", src[i])
    for name in names:
        set_here = re.compile(r"\b" + re.escape(name) + r"\s*=\s*[^=]")
        for j in range(i - 1, max(i - 4, -1), -1):
            if set_here.search(src[j]):
                return src[j] + " " + src[j + 1] if j + 1 < i else src[j]
    return src[i]


def kind_of(src, i):
    named = named_at(src, i)
    if named:
        return "named: " + named
    cond, body = assigned_before(src, i), body_of(src, i)
    for name, by_cond, by_body in KINDS:
        if by_cond.search(cond) or (by_body and by_body.search(body)):
            return name
    name, call, passes = PASSED_ON
    by_call = cond is not src[i] and re.search(r"=\s*[\w.>-]+\s*\(", cond)
    if (call.search(src[i]) or by_call) and passes.search(body):
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
