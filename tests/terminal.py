#!/usr/bin/env python3
"""tapis at a terminal, as a player sees it: tapis run on a pseudo-terminal
(its readline, its prompt, its questions), keys typed one line at a time,
each only once the screen shows what the player would wait for, and the
screen read back as a terminal draws it (a carriage return goes back to the
line's start, the escapes of colour leave no mark).  Nothing waits on a
clock: each step reads until the screen shows what it waits for, or tapis
ends (a failure then); a guard of TIMEOUT seconds without a byte ends a
hang.  Used by tests/terminal.sh: argv[1] is the folder to work in, TAPIS
the program; prints TAP."""

import fcntl
import os
import re
import select
import sqlite3
import struct
import subprocess
import sys
import termios

TAPIS = os.environ["TAPIS"]
TMP = sys.argv[1]
TIMEOUT = 30
COLS = 200
CSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

count = 0
failed = 0


def check(name, ok, seen=None):
    """One TAP line; what the screen showed after a failure."""
    global count, failed
    count += 1
    if ok:
        print(f"ok {count} - {name}")
    else:
        failed = 1
        print(f"not ok {count} - {name}")
        if seen is not None:
            for line in seen.splitlines()[-15:]:
                print(f"#   | {line}")
    sys.stdout.flush()


class Terminal:
    """tapis on a terminal of cols columns (COLS unless said); the screen as
    lines."""

    def __init__(self, args, env=None, cols=COLS, piped=False):
        """piped: what tapis writes goes to a pipe read here (tapis | less),
        the keys still typed at the terminal."""
        self.lines = [""]
        self.col = 0
        self.ended = None
        self.raw = b""
        environ = dict(os.environ)
        for key, value in (env or {}).items():
            if value is None:          # not set at all
                environ.pop(key, None)
            else:
                environ[key] = value
        if piped:
            out, into = os.pipe()
        pid, fd = os.forkpty()
        if pid == 0:
            # the size set before tapis starts, as a terminal's is
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 50, cols, 0, 0))
            if piped:
                os.dup2(into, 1)
                os.close(into)
                os.close(out)
            os.execve(TAPIS, [TAPIS] + args, environ)
        self.pid, self.keys, self.fd = pid, fd, fd
        if piped:
            os.close(into)
            self.fd = out
        self.mark = 0

    def draw(self, text):
        """What the terminal does with the bytes tapis wrote."""
        text = CSI.sub("", text)
        for ch in text:
            if ch == "\r":
                self.col = 0
            elif ch == "\n":
                self.lines.append("")
                self.col = 0
            elif ch == "\b":
                self.col = max(0, self.col - 1)
            elif ch in "\x07\x01\x02":
                pass
            else:
                line = self.lines[-1].ljust(self.col)
                self.lines[-1] = line[: self.col] + ch + line[self.col + 1 :]
                self.col += 1

    def read(self):
        """One read of what tapis wrote; False once it has ended."""
        ready, _, _ = select.select([self.fd], [], [], TIMEOUT)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 4096)
        except OSError:
            data = b""
        if not data:
            return False
        self.raw += data
        self.draw(data.decode("utf-8", "replace"))
        return True

    def screen(self):
        return "\n".join(line.rstrip() for line in self.lines)

    def wait(self, test):
        """Reads until test(lines since the mark, the line being typed on)."""
        while True:
            done = [line.rstrip() for line in self.lines[self.mark : -1]]
            if test(done, self.lines[-1].rstrip()):
                return True
            if not self.read():
                return test([line.rstrip() for line in self.lines[self.mark :]], "")

    def prompt(self, text):
        """Waits for the prompt text at the start of a line of its own, on
        a line after the keys last typed."""
        return self.wait(lambda done, now: len(done) > 0 and now == text.rstrip())

    def first(self, text):
        """Waits for the first prompt (no key typed yet)."""
        return self.wait(lambda done, now: now == text.rstrip())

    def line(self, text):
        """Waits for a whole line, shown since the last key typed."""
        return self.wait(lambda done, now: text in done)

    def type(self, keys):
        """Types keys; what is shown from here on is their answer."""
        self.mark = len(self.lines) - 1
        os.write(self.keys, keys.encode())

    def end(self):
        """Reads to the end; tapis's exit status."""
        while self.read():
            pass
        done, status = os.waitpid(self.pid, os.WNOHANG)
        if done == 0:              # a hang: the guard ended the reading
            os.kill(self.pid, 9)
            _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        if self.keys != self.fd:
            os.close(self.keys)
        return os.waitstatus_to_exitcode(status)

    def shows(self, text):
        """Waits for the line being typed on to be text (what a key made
        of the line, before Enter)."""
        return self.wait(lambda done, now: now == text.rstrip())


def home(name):
    """A home of its own for one run of tapis: its environment."""
    path = os.path.join(TMP, name)
    os.makedirs(path, exist_ok=True)
    return {"HOME": path, "XDG_STATE_HOME": os.path.join(path, "state"), "LC_ALL": "C",
            "TERM": "dumb"}


def step(t, name, ok):
    check(name, ok, t.screen())
    return ok


DB = os.path.join(TMP, "t.db")
CTRL_C, CTRL_D, CTRL_P, CTRL_U = "\x03", "\x04", "\x10", "\x15"

# ---- a first session: the prompt of each game, completion, Ctrl-C, a
# question, history
env = home("first")
os.chdir(TMP)
open(os.path.join(TMP, "game-export.json"), "w").close()
t = Terminal(["--db", DB], env)
step(t, "tapis says its version and its database first",
     t.wait(lambda done, now: any(re.fullmatch(r"tapis \S+ - " + re.escape(DB), l)
                                  for l in done)))
step(t, "then its own prompt", t.first("tapis> "))
t.type("gam\t")
step(t, "Tab completes a command word", t.shows("tapis> games"))
t.type("\r")
step(t, "and Enter runs it", t.line("no games yet: start one with new, e.g. new 10000 alice bob"))
t.prompt("tapis> ")
t.type("re\t")
step(t, "Tab on words that differ after an accent keeps what was typed", t.shows("tapis> re"))
t.type("\t")
step(t, "a second Tab lists them, the French ones too",
     t.wait(lambda done, now: any("rename" in l and "règles" in l for l in done)))
t.shows("tapis> re")
t.type(CTRL_U + "games; ne\t")
step(t, "after ';' the next command is completed", t.shows("tapis> games; new"))
t.type(CTRL_U + "import game-e\t")
step(t, "import completes a file's name", t.shows("tapis> import game-export.json"))
t.type(CTRL_U + "new 10000 TARG\t")
t.shows("tapis> new 10000 target=")
t.type("1000")
step(t, "an option completes whatever its case, with no space after its '='",
     t.shows("tapis> new 10000 target=1000"))
t.type(CTRL_U + "new yams ann bob\r")
step(t, "Yams: the first throw is asked of all five dice", t.prompt("ann 0 - throw 5 dice> "))
t.type("3 3 4 5 6\r")
step(t, "the first round teaches how the next throw is typed",
     t.prompt("ann 0 - 3 3 4 5 6 - 2 throws left, type the 5 dice on the table> "))
t.type("keep 3 3\r")
step(t, "dice kept: the prompt says which and how many are thrown",
     t.prompt("ann 0 - 3 3 4 5 6 - keep 3 3, 3 dice to throw> "))
t.type("3 3 1\r")
t.prompt("ann 0 - 1 3 3 3 3 - 1 throw left, type the 5 dice on the table> ")
t.type("keep 3 3 3\r")
t.prompt("ann 0 - 1 3 3 3 3 - keep 3 3 3, 2 dice to throw> ")
t.type("3 2\r")
step(t, "after the third throw, the write",
     t.prompt("ann 0 - 2 3 3 3 3 - write> "))
t.type("keep 1")
t.shows("ann 0 - 2 3 3 3 3 - write> keep 1")
t.type(CTRL_C)
step(t, "Ctrl-C drops the line typed and asks again on a line of its own",
     t.prompt("ann 0 - 2 3 3 3 3 - write> "))
t.type("keep 1 1 1 1 1 1 1 1 1 1 1 1 1 1")
t.read()                       # its first keys drawn, the rest still to be
os.write(t.keys, CTRL_C.encode())
step(t, "Ctrl-C typed while tapis still draws the keys before it drops the line too",
     t.prompt("ann 0 - 2 3 3 3 3 - write> "))
t.type("score 3\r")
step(t, "what is typed next is a line of its own",
     t.line("  ann writes 12 in the 3s - total 12 - bob throws"))
t.prompt("bob 0 - throw 5 dice> ")
t.type("score suite 1 2 3 4 5\r")
step(t, "a line that is refused leaves the prompt as it was",
     t.line("  refused: usage: score BOX [COLUMN]") and t.prompt("bob 0 - throw 5 dice> "))
t.type("1 2 3 4 5\r")
t.prompt("bob 0 - 1 2 3 4 5 - 2 throws left, type the 5 dice on the table> ")
t.type("score suite\r")
t.prompt("ann 12 - throw 5 dice> ")
t.type("1 1 1 1 2\r")
step(t, "past the first round, the throws left alone",
     t.prompt("ann 12 - 1 1 1 1 2 - 2 throws left> "))
t.type("   \r")
step(t, "a blank line asks again", t.prompt("ann 12 - 1 1 1 1 2 - 2 throws left> "))
question = "delete game #1 (yams: ann, bob, 9 entries)? [y/N]"
t.type("delete 1\r")
step(t, "delete asks before it deletes", t.shows(question))
t.type("n\r")
step(t, "no keeps it", t.line("game #1 is kept: nothing deleted"))
t.prompt("ann 12 - 1 1 1 1 2 - 2 throws left> ")
t.type("delete 1\r")
t.shows(question)
t.type(CTRL_D)
step(t, "Ctrl-D at the question keeps it too", t.line("game #1 is kept: nothing deleted"))
t.prompt("ann 12 - 1 1 1 1 2 - 2 throws left> ")
t.type("games\r")
t.prompt("ann 12 - 1 1 1 1 2 - 2 throws left> ")
t.type("games\r")
step(t, "the prompt comes back after each", t.prompt("ann 12 - 1 1 1 1 2 - 2 throws left> "))
t.type(CTRL_D)
step(t, "Ctrl-D at the prompt leaves tapis, status 0", t.end() == 0)
history = os.path.join(env["XDG_STATE_HOME"], "tapis", "history")
with open(history) as f:
    kept = [line.rstrip("\n") for line in f]
check("the history keeps each line typed at the prompt, a line typed again at once once, "
      "no blank line, no line dropped by Ctrl-C, no answer to a question",
      kept == ["games ", "new yams ann bob", "3 3 4 5 6", "keep 3 3", "3 3 1", "keep 3 3 3",
               "3 2", "score 3", "score suite 1 2 3 4 5", "1 2 3 4 5", "score suite",
               "1 1 1 1 2", "delete 1", "games"])

# ---- the unfinished game offered at start, answered each way
RESUME = "Game #1 (yams: ann, bob) is unfinished: resume it? [Y/n]"


def offered(name, env=env):
    t = Terminal(["--db", DB], env)
    ok = t.first(RESUME)
    return t, ok


t, ok = offered("yes")
step(t, "at start, the unfinished game is offered", ok)
t.type(CTRL_P)
step(t, "the history of the last session is there (Ctrl-P)", t.shows(RESUME + " games"))
t.type(CTRL_U + "\r")
step(t, "Enter takes it up", t.prompt("ann 12 - 1 1 1 1 2 - 2 throws left> "))
t.type(CTRL_D)
t.end()
t, ok = offered("no")
t.type("n\r")
step(t, "n leaves it, at tapis's own prompt", t.prompt("tapis> "))
t.type(CTRL_D)
t.end()
t, ok = offered("a throw")
t.type("1 1 2 2 3\r")
step(t, "a throw for an answer takes it up and enters the throw",
     t.line("  throw 2 of 3: 1 1 2 2 3 - 1s 2, 2s 4, min 9, max 9; 0 in 4s 5s 6s suite full carré yams")
     and t.prompt("ann 12 - 1 1 2 2 3 - 1 throw left> "))
t.type(CTRL_D)
t.end()
t, ok = offered("a command")
t.type("games\r")
step(t, "a command for an answer is run, the game not taken up",
     t.wait(lambda done, now: any(re.fullmatch(r"#1 .* yams .*ann 12, bob 20 +playing .*", l)
                                  for l in done)) and t.prompt("tapis> "))
t.type(CTRL_D)
t.end()
t, ok = offered("Ctrl-D")
t.type(CTRL_D)
step(t, "Ctrl-D at the offer leaves it, on a line of its own", t.prompt("tapis> "))
t.type(CTRL_D)
step(t, "and Ctrl-D again leaves tapis", t.end() == 0)

# ---- no XDG_STATE_HOME: the history under HOME; no HOME either: none
env = home("plain")
env["XDG_STATE_HOME"] = None
t, ok = offered("HOME", env)
t.type("n\r")
t.prompt("tapis> ")
t.type("games\r")
t.prompt("tapis> ")
t.type(CTRL_D)
t.end()
with open(os.path.join(env["HOME"], ".local", "state", "tapis", "history")) as f:
    check("without XDG_STATE_HOME the history is in ~/.local/state/tapis", f.read() == "games\n")
env = {"LC_ALL": "C", "TERM": "dumb", "HOME": "", "XDG_STATE_HOME": "state"}
t, ok = offered("no home", env)
t.type("n\r")
t.prompt("tapis> ")
t.type("games\r")
step(t, "without a home tapis runs, with no history",
     t.prompt("tapis> ") and t.type(CTRL_D) is None and t.end() == 0
     and not os.path.exists(os.path.join(TMP, "state")))

# ---- a HOME that is no folder (a file, or not there) or none at all, and
# an XDG_STATE_HOME under a file: tapis runs, with no history, and makes
# nothing
home_file = os.path.join(TMP, "home-file")
with open(home_file, "w") as f:
    f.write("a file\n")
absent = os.path.join(TMP, "home-absent")
for name, env in (("a file", {"HOME": home_file, "XDG_STATE_HOME": None}),
                  ("not there", {"HOME": absent, "XDG_STATE_HOME": None}),
                  ("unset", {"HOME": None, "XDG_STATE_HOME": None}),
                  ("a state folder under a file",
                   {"HOME": home_file, "XDG_STATE_HOME": os.path.join(home_file, "state")})):
    env.update({"LC_ALL": "C", "TERM": "dumb"})
    t = Terminal(["--db", os.path.join(TMP, "homes.db")], env)
    t.first("tapis> ")
    t.type("games\r")
    step(t, f"HOME {name}: tapis runs, with no history, the file left as it was",
         t.prompt("tapis> ") and t.type(CTRL_D) is None and t.end() == 0
         and open(home_file).read() == "a file\n" and not os.path.exists(absent))

# ---- completion: words that share more than was typed; a word that is
# not UTF-8 completes to nothing and is kept as typed
t = Terminal(["--db", os.path.join(TMP, "homes.db")], dict(home("share"), LC_ALL="C.UTF-8"))
t.first("tapis> ")
t.type("exp\t")
t.shows("tapis> export")
t.type("er")
step(t, "Tab on words that share more than was typed completes what they share, "
     "with no space (export, exporter)", t.shows("tapis> exporter"))
t.type(CTRL_U)
t.mark = len(t.lines) - 1
os.write(t.keys, b"\xff\t\t!")
step(t, "Tab on a word that is not UTF-8 offers nothing and keeps it",
     t.shows("tapis> \ufffd!"))
t.type(CTRL_U + "games\r")
t.prompt("tapis> ")
t.type(CTRL_D)
t.end()

# ---- readline not to be loaded (a library of its name that is none, found
# first): said as the system's loader says it, status 127, nothing asked
fake = os.path.join(TMP, "fakelib")
os.makedirs(fake, exist_ok=True)
with open(os.path.join(fake, "libreadline.so.8"), "w") as f:
    f.write("not a library\n")
t = Terminal(["--db", os.path.join(TMP, "homes.db")], dict(home("nolib"), LD_LIBRARY_PATH=fake))
step(t, "readline that cannot be loaded: said in one line, and tapis ends with status 127",
     t.wait(lambda done, now: any(line.startswith(
         "tapis: error while loading readline (libreadline.so.8): " + fake + "/libreadline.so.8: ")
         for line in done)) and t.end() == 127
     and "tapis>" not in t.screen())

# ---- the first hint --win at a terminal says that the table is being
# worked out, once; kept, it is not said again
env = dict(home("hint"), XDG_CACHE_HOME=os.path.join(TMP, "hint", "cache"))
WORKING = "  working out the table for these rules, once: it is kept in the cache folder..."
for first in (True, False):
    t = Terminal(["--db", os.path.join(TMP, "hint.db")], env)
    if first:
        t.first("tapis> ")
        t.type("new 10000 ann bob target=1000\r")
    else:
        t.first("Game #1 (10000: ann, bob) is unfinished: resume it? [Y/n]")
        t.type("\r")
    t.prompt("ann 0 - turn 0 - 5 dice> ")
    t.type("hint --win\r")
    ok = t.line("  ann: chance of winning the game, best first") and t.prompt("ann 0 - turn 0 - 5 dice> ")
    said = [line for line in t.lines if line.startswith("  working out")]
    step(t, "hint --win at a terminal: " + ("says once that the table is worked out" if first
                                            else "a kept table is read, nothing said"),
         ok and said == ([WORKING] if first else []))
    t.type(CTRL_D)
    t.end()

# ---- an unfinished game that no longer replays (a row changed by hand)
# is not offered at start: tapis's own prompt, the file as it was
damaged = os.path.join(TMP, "damaged.db")
made = subprocess.run([TAPIS, "--db", damaged], input=b"new yams ann bob\n3 3 4 5 6\n",
                      capture_output=True)
with sqlite3.connect(damaged) as db:
    db.execute("UPDATE entries SET seat = 7")
db.close()
with open(damaged, "rb") as f:
    before = f.read()
t = Terminal(["--db", damaged], home("damaged"))
ok = t.first("tapis> ")
t.type(CTRL_D)
step(t, "an unfinished game that does not replay is not offered at start",
     made.returncode == 0 and ok and t.end() == 0 and "unfinished" not in t.screen()
     and open(damaged, "rb").read() == before)

# ---- the plain loop (a pipe): a last line with no end of line is run too
def plain(args, text):
    return subprocess.run([TAPIS, "--db", os.path.join(TMP, "homes.db")] + args, input=text,
                          capture_output=True, env=dict(os.environ, LC_ALL="C"))


piped, alone = plain([], b"games\nhelp quit"), plain(["-c", "help quit"], b"")
check("a pipe's last line with no end of line is run",
      piped.returncode == 0 and len(alone.stdout) > 0 and piped.stdout.endswith(alone.stdout),
      piped.stdout.decode())

# ---- the database overwritten behind tapis's back, between two lines:
# the store's failure said in one line, status 2, and nothing after it run
# (read from a pipe, and at the prompt)
def overwrite(path):
    with open(path, "r+b") as f:
        f.truncate(0)
        f.write(b"x" * 4096)


def spoilt(path):
    """What tapis says of the file overwritten: SQLite's words, and what to do."""
    return (f"tapis: {path} is damaged (SQLite says: database disk image is malformed): restore"
            f" a copy of it (a {path}.before-NNN beside it, or a backup); tapis leaves it as it"
            " is\n")


behind = os.path.join(TMP, "behind.db")
made = subprocess.run([TAPIS, "--db", behind], input=b"new 421 ann bob\n", capture_output=True)
p = subprocess.Popen([TAPIS, "--db", behind], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.STDOUT, env=dict(os.environ, LC_ALL="C"))
p.stdin.write(b"games\n")
p.stdin.flush()
listed = p.stdout.readline()       # (its answer read: the line was run)
overwrite(behind)
rest, _ = p.communicate(b"games\nnew 421 ann bob\n")
check("a pipe's database overwritten between two lines: said in one line, status 2, "
      "the lines after it not run",
      made.returncode == 0 and listed.startswith(b"#1 ") and p.returncode == 2
      and rest == spoilt(behind).encode(), rest.decode())
behind = os.path.join(TMP, "behind-prompt.db")
t = Terminal(["--db", behind], home("behind"))
t.first("tapis> ")
t.type("games\r")
t.line("no games yet: start one with new, e.g. new 10000 alice bob")
t.prompt("tapis> ")
overwrite(behind)
t.type("games\r")
step(t, "the database overwritten at the prompt: said in one line, and tapis ends, status 2",
     t.line(spoilt(behind).rstrip()) and t.end() == 2
     and t.screen().endswith("tapis> games\n" + spoilt(behind)))

# ---- the other games' prompts: Yam Master's pawns and call, 421's
# tokens, Farkle's turn, every player writing the same throw, a game over
t = Terminal(["--db", os.path.join(TMP, "games.db")], home("games"))
t.first("tapis> ")
t.type("new yam-master ann bob\r")
step(t, "Yam Master: the pawns left", t.prompt("ann X, 12 left - throw 5 dice> "))
t.type("2 2 4 5 6\r")
t.prompt("ann X, 12 left - 2 2 4 5 6 - 2 throws left, type the 5 dice on the table> ")
t.type("call suite\r")
step(t, "a call is said",
     t.prompt("ann X, 12 left - suite called - 2 2 4 5 6 - 2 throws left, type the 5 dice on the table> "))
t.type("keep 2 4 5 6\r")
t.prompt("ann X, 12 left - suite called - 2 2 4 5 6 - keep 2 4 5 6, 1 die to throw> ")
t.type("1\r")
t.prompt("ann X, 12 left - suite called - 1 2 4 5 6 - 1 throw left, type the 5 dice on the table> ")
t.type("3\r")
step(t, "a throw of one die asks which were kept",
     t.shows("  kept 1 2 4 5, 1 2 4 6, 1 2 5 6, 1 4 5 6 or 2 4 5 6?"))
t.type("2 4 5 6\r")
step(t, "the answer says, and after the third throw a pawn is placed",
     t.prompt("ann X, 12 left - suite called - 2 3 4 5 6 - place or pass> "))
t.type("new 421 ann bob\r")
step(t, "421: the tokens and the phase", t.prompt("ann (no tokens) - charge - 1 throw> "))
t.type("new yams:cross ann bob\r")
t.prompt("ann 0 - throw 5 dice> ")
t.type("1 2 3 4 5\r")
t.prompt("ann 0 - 1 2 3 4 5 - 2 throws left, type the 5 dice on the table> ")
t.type("score suite\r")
step(t, "every player writing: whose dice the next writes", t.prompt("bob 0 - write ann's 1 2 3 4 5> "))
t.type("new 5000 ann bob\r")
step(t, "Farkle: the turn's points and the dice to throw", t.prompt("ann 0 - turn 0 - 6 dice> "))
t.type("1 1 1 1 1 1\r")
step(t, "a game over: its number", t.prompt("#4 over> "))
t.type(CTRL_D)
t.end()

# ---- a terminal of 60 columns: rules says what an option means, and
# what a sheet's box scores, on as many lines as it takes, cut between
# words, under itself


def cut_under(t, keys, first, then, width=60):
    """Types keys; whether the row that is first goes on as then, on the
    next line, and no line around it passes width."""
    t.type(keys)
    t.prompt("tapis> ")
    shown = t.screen().split("\n")
    rows = [i for i, line in enumerate(shown) if line == first]
    return (len(rows) == 1 and shown[rows[0] + 1] == then
            and all(len(line) <= width for line in shown[rows[0] - 4:rows[0] + 6]))


t = Terminal(["--db", os.path.join(TMP, "narrow.db")], home("narrow"), cols=60)
t.first("tapis> ")
step(t, "a 60-column terminal: what an option means goes on under itself, between words",
     cut_under(t, "rules 10000\r", "  opening    500         points in one turn needed to open",
               " " * 25 + "(0: none)"))
step(t, "and a sheet's box too, what it scores under what it takes",
     cut_under(t, "rules yams\r", "    full   Full     three and two alike: the sum of the",
               " " * 20 + "five dice"))
t.type(CTRL_D)
t.end()

# ---- a terminal of 60 columns, in English and in French, accented
# names: every line tapis draws fits it (help, its headings and details,
# a sheet's title, a prompt, the small board, the question at start,
# the tables of games and stats),
# cut between words by tapis, never by the terminal; at 80, a misspelt
# command refused on one line


def fits(t, keys, width=60):
    """Types keys; whether every line shown after them until the next
    prompt, the prompt too, fits width (a prompt wider than the terminal is not
    drawn at all by readline on this one, a dumb terminal)."""
    t.type(keys)
    drawn = t.wait(lambda done, now: len(done) > 0 and now.endswith(">"))
    shown = t.screen().split("\n")[t.mark + 1:]    # (the keys' line is the terminal's)
    return drawn and all(len(line) <= width for line in shown)


def one_line(t, keys, width=60):
    """Types keys; whether the refusal it gets is on one line, the prompt
    on the next."""
    t.type(keys)
    drawn = t.wait(lambda done, now: any(line.startswith("  refus") for line in done)
                   and now.endswith(">"))
    shown = t.screen().split("\n")[t.mark:]
    said = [i for i, line in enumerate(shown) if line.startswith("  refus")]
    return drawn and said == [len(shown) - 2] and len(shown[-2]) <= width


for lang, said in (("", {"help": "help", "all": "help", "new": "new", "sheet": "sheet",
                         "score": "help score", "bank": "bakn", "games": "games",
                         "stats": "stats", "rules": "rules", "check": "check",
                         "presets": "preset list"}),
                   ("fr", {"help": "aide", "all": "aide", "new": "nouvelle",
                           "sheet": "feuille", "score": "aide inscrire", "bank": "marqeur",
                           "games": "parties", "stats": "statistiques",
                           "rules": "règles", "check": "vérifier",
                           "presets": "réglage liste"})):
    db = os.path.join(TMP, f"sixty{lang}.db")
    env60 = dict(home("sixty" + lang), LC_ALL="C.UTF-8", LANGUAGE=lang)
    t = Terminal(["--db", db], env60, cols=60)
    t.first("tapis> ")
    step(t, f"60 columns {lang}: help, its headings and its end", fits(t, said["all"] + "\r"))
    step(t, f"60 columns {lang}: a game begun, its first throw's prompt",
         fits(t, said["new"] + " yahtzee Zoé Éloïse Bartholomé\r")
         and fits(t, "5 5 5 5 5\r"))
    step(t, f"60 columns {lang}: its sheet, the title too", fits(t, said["sheet"] + "\r"))
    step(t, f"60 columns {lang}: the games there are, their heading too",
         fits(t, said["presets"] + "\r"))
    step(t, f"60 columns {lang}: help in a game, and a command's details",
         fits(t, said["help"] + "\r") and fits(t, said["score"] + "\r"))
    t.type(CTRL_D)
    t.end()
    # (a terminal that wraps: on a dumb one readline scrolls a long
    # question sideways, showing its end only)
    t = Terminal(["--db", db], dict(env60, TERM="vt100"), cols=60)
    drawn = t.wait(lambda done, now: now.endswith("]"))
    step(t, f"60 columns {lang}: the game offered at start", drawn and all(
        len(line) <= 60 for line in t.screen().split("\n")))
    t.type("n\r")
    t.prompt("tapis> ")
    step(t, f"60 columns {lang}: a pawn placed, the small board and who stands how",
         fits(t, said["new"] + " yam-master Zoé Éloïse\r") and fits(t, "1 1 1 2 3\r")
         and fits(t, "place a1\r"))
    step(t, f"60 columns {lang}: the games listed, a player's tables, wider than it, in bands",
         fits(t, said["new"] + " 5000 Zoé Éloïse Bartholomé\r") and fits(t, "1 1 1 1 1 1\r")
         and fits(t, said["games"] + "\r") and fits(t, said["stats"] + "\r"))
    t.type(CTRL_D)
    t.end()
    t = Terminal(["--db", os.path.join(TMP, f"eighty{lang}.db")], env60, cols=80)
    t.first("tapis> ")
    step(t, f"80 columns {lang}: a sheet's list of boxes, one long word, cut after a comma",
         fits(t, said["rules"] + " yams:carnet\r", 80))
    step(t, f"80 columns {lang}: a command's own long line (check) broken between words",
         fits(t, said["check"] + "\r", 80))
    t.type(said["new"] + " 10000 Zoé Éloïse\r")
    t.wait(lambda done, now: now.endswith(">"))
    step(t, f"80 columns {lang}: a misspelt command refused on one line",
         one_line(t, said["bank"] + "\r", 80))
    t.type(CTRL_D)
    t.end()

# ---- league alone at 60 columns, in French
# (a league joined, written as tapis keeps it, two games waiting.  tapis's
# worker tries them at start whatever their next try, and fails at once,
# no server being at /nowhere: league says what stood before that try or
# after it, as the two threads fall, and either must go on between words.
# Nothing here waits on the worker; what is checked holds for both.)
waiting = os.path.join(TMP, "league-waits.db")
subprocess.run([TAPIS, "--db", waiting, "-c", "games"], capture_output=True)
with sqlite3.connect(waiting) as db:
    db.execute("INSERT INTO league (id, conninfo, schema, last_error, last_error_at) VALUES"
               " (1, 'host=/nowhere dbname=club', 'tapis', 'connection to server on socket"
               " \"/nowhere/.s.PGSQL.5432\" failed: No such file or directory',"
               " '2026-01-02T03:05:00Z')")
    for uid in ("1", "2"):
        db.execute("INSERT INTO league_queue (uid, what, next_try) VALUES (?, 'ended',"
                   " '2999-01-01T00:00:00Z')", (uid.rjust(32, "0"),))
db.close()
t = Terminal(["--db", waiting], dict(home("league"), LC_ALL="C.UTF-8", LANGUAGE="fr", TZ="UTC"),
             cols=60)
t.first("tapis> ")
t.type("ligue\r")
t.prompt("tapis> ")
shown = t.screen().split("\n")
step(t, "at 60 columns, in French, what league says of its games and error goes on between words",
     "2 parties attendent d'être envoyées, prochain essai à" in shown
     and any(re.fullmatch(r"    \d\d/\d\d/\d{4} \d\d:\d\d", line) for line in shown)
     and any(line.startswith("dernière erreur : ") for line in shown)
     and all(len(line) <= 60 for line in shown))
t.type(CTRL_D)
t.end()

# ---- colour at a terminal, unless NO_COLOR is set to something (set but
# empty, it is as if unset: no-color.org); none, and lines not cut to the
# terminal's width, when what tapis writes goes to a pipe though the keys
# are typed at a terminal (tapis | tee)
BUST = "  bust: nothing scores - bob throws 5 dice"
for n, (name, no_color, piped) in enumerate((("NO_COLOR unset", None, False),
                                             ("NO_COLOR empty", "", False),
                                             ("NO_COLOR=1", "1", False),
                                             ("a pipe for what tapis writes", None, True))):
    t = Terminal(["--db", os.path.join(TMP, f"colour-{n}.db")],
                 dict(home("colour"), NO_COLOR=no_color), cols=30, piped=piped)
    t.first("tapis> ")
    t.type("new 10000 ann bob\r")
    t.prompt("ann 0 - turn 0 - 5 dice> ")
    t.type("2 3 4 6 6\r")
    ok = t.prompt("bob 0 - turn 0 - 5 dice> ")
    t.type(CTRL_D)
    ok = t.end() == 0 and ok
    coloured = no_color is None and not piped or no_color == ""
    if coloured:
        ok = ok and b"\x1b[33mbust\x1b[0m" in t.raw and b"\x1b[1mbob\x1b[0m 0 - turn 0" in t.raw
    else:
        ok = ok and b"\x1b" not in t.raw
    shown = t.screen().splitlines()
    if piped:
        ok = ok and BUST in shown
    else:
        ok = ok and "  bust: nothing scores - bob" in shown and "    throws 5 dice" in shown
    step(t, f"{name}: " + ("in colour" if coloured else "no colour at all") + ", a line longer than "
         "the terminal " + ("written whole" if piped else "cut to its width"), ok)

print(f"1..{count}")
sys.exit(failed)
