#!/usr/bin/env python3
"""bench/league.py TAPIS URL TMP GAMES ROUNDS: run by bench/league.sh.

Drives tapis's REPL through a pseudo-terminal, as a person at a table
types (readline, the prompt, the league's pushing thread beside it):
each line written, the time until the next prompt is drawn (readline's
bracketed paste turned on again, then "> ") is the entry's time on the
prompt's path.  A game is `new` and 4 entries of 10000 at target 1000:
a throw of 2 2 3 4 6 for each player (nothing scores, the next throws),
1 1 1 2 3 and bank, which ends it.

entries: ROUNDS rounds, each a session of GAMES games on a new file in no
league, then one on a new file in the league at URL (the pushing thread
pushes each game as it ends, on the same machine): the median time of an
entry, of the entries that end a game, for each; and each round a session
of LONG entries of one game that does not end (throws that score nothing,
target 10000), in no league and in the league: an entry with nothing to
push.
latency: `tapis serve --league URL` and `tapis serve` on the table's own
file, each with a raw client of the lists' stream (/events); a game ended
at the REPL (its bank written), the time until the stream says the lists
changed and the leaderboard read then holds the game: through the league
(pushed, notified, pulled into the copy, seen by the server's watcher),
and on the file alone (the baseline).  GAMES games each, taking turns.

Prints lines "NAME MICROSECONDS" (one a measure) for league.sh to sum up;
exits 2 if a measure could not be made.
"""
import os
import pty
import select
import socket
import subprocess
import sys
import time
import urllib.request

TAPIS, URL, TMP = sys.argv[1:4]
GAMES, ROUNDS = int(sys.argv[4]), int(sys.argv[5])
LONG = 300
HANG = 60
PROMPT = b'\x1b[?2004h'
NOTHING = '2 2 3 4 6'


def fail(why):
    print('bench: %s' % why, file=sys.stderr)
    sys.exit(2)


class Repl:
    """tapis at a terminal of its own (a pty)."""

    def __init__(self, db):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.environ['TERM'] = 'xterm'
            os.execv(TAPIS, [TAPIS, '--db', db])
        self.buf = b''
        self.prompt()

    def prompt(self):
        """Reads until the next prompt is drawn."""
        deadline = time.monotonic() + HANG
        while True:
            at = self.buf.rfind(PROMPT)
            if at >= 0 and self.buf.endswith(b'> ') and at > self.buf.rfind(b'\n'):
                self.buf = b''
                return
            r, _, _ = select.select([self.fd], [], [], max(0, deadline - time.monotonic()))
            if not r:
                fail('no prompt after %r' % self.buf[-200:])
            try:
                self.buf += os.read(self.fd, 65536)
            except OSError:
                fail('tapis ended: %r' % self.buf[-200:])

    def line(self, text):
        """Types text; the time (ns) until the next prompt."""
        t0 = time.monotonic_ns()
        os.write(self.fd, text.encode() + b'\n')
        self.prompt()
        return time.monotonic_ns() - t0

    def quit(self):
        os.write(self.fd, b'quit\n')
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def game_lines(i):
    a, b = 'p%d' % (i % 12), 'q%d' % (i % 7)
    return (['new 10000 %s %s target=1000 opening=0 exact=no' % (a, b)] + [NOTHING] * 2 +
            ['1 1 1 2 3', 'bank'])


def tapis(db, *lines):
    done = subprocess.run([TAPIS, '--db', db], input='\n'.join(lines) + '\n',
                          capture_output=True, text=True, timeout=HANG)
    if done.returncode != 0:
        fail('tapis --db %s: %s' % (db, done.stderr))


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def session(db, joined):
    """GAMES games typed at the REPL: each entry's time, and the ends'."""
    if joined:
        tapis(db, 'league ' + URL)
    r = Repl(db)
    every, ends = [], []
    for i in range(GAMES):
        for text in game_lines(i):
            ns = r.line(text)
            every.append(ns)
            if text == 'bank':
                ends.append(ns)
    if joined:
        r.line('league push')     # (what the thread had not pushed yet, untimed)
    r.quit()
    return every, ends


def playing(db, joined):
    """LONG entries of one game that does not end: each entry's time."""
    if joined:
        tapis(db, 'league ' + URL)
    r = Repl(db)
    r.line('new 10000 a b target=10000')
    every = [r.line(NOTHING) for _ in range(LONG)]
    r.quit()
    return every


def entries():
    got = {False: ([], [], []), True: ([], [], [])}
    for k in range(ROUNDS):
        for joined in (False, True):
            every, ends = session(os.path.join(TMP, 'entry-%d-%d.db' % (k, joined)), joined)
            got[joined][0].extend(every)
            got[joined][1].extend(ends)
            got[joined][2].extend(playing(os.path.join(TMP, 'long-%d-%d.db' % (k, joined)),
                                          joined))
    for joined, name in ((False, 'file'), (True, 'league')):
        print('entry_%s %d' % (name, median(got[joined][0]) // 1000))
        print('end_%s %d' % (name, median(got[joined][1]) // 1000))
        print('long_%s %d' % (name, median(got[joined][2]) // 1000))


class Served:
    """tapis serve (on db, or --league URL) and a raw client of /events."""

    def __init__(self, args):
        self.p = subprocess.Popen([TAPIS] + args + ['--listen', '127.0.0.1:%d' % free_port()],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.base = self.p.stdout.readline().strip().rstrip('/')
        if not self.base:
            fail('tapis %s did not start' % ' '.join(args))
        port = int(self.base.rsplit(':', 1)[1])
        self.s = socket.create_connection(('127.0.0.1', port), timeout=HANG)
        self.s.sendall(b'GET /events HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n')
        self.data = b''
        self.changed()

    def changed(self):
        """Reads the stream up to its next event that the lists changed."""
        deadline = time.monotonic() + HANG
        while True:
            if time.monotonic() > deadline:
                fail('the lists\' stream said no change in %d s' % HANG)
            head, sep, rest = self.data.partition(b'\n\n')
            if sep:
                self.data = rest
                if b'event: changed' in head:
                    return
                continue
            more = self.s.recv(65536)
            if not more:
                fail('the lists\' stream ended')
            self.data += more

    def board(self):
        with urllib.request.urlopen(self.base + '/leaderboard', timeout=HANG) as r:
            return r.read().decode()

    def stop(self):
        self.s.close()
        self.p.terminate()
        self.p.wait(timeout=HANG)


def free_port():
    s = socket.socket()
    s.bind(('127.0.0.1', 0))
    port = s.getsockname()[1]
    s.close()
    return port


def wins(board, player):
    """player's wins in the leaderboard's HTML (-1 if absent)."""
    row = board.find('<td>%s</td>' % player)
    if row < 0:
        return -1
    cell = board[row:].split('<td class="num">')[1]
    return int(cell.split('<')[0])


def ended(r, served, i):
    """Game i typed up to its last entry, then bank: the time (ns) until
    the stream said the lists changed and the leaderboard holds it."""
    lines = game_lines(i)
    for text in lines[:-1]:
        r.line(text)
    winner = lines[0].split()[2]
    before = wins(served.board(), winner)
    t0 = time.monotonic_ns()
    os.write(r.fd, b'bank\n')
    while True:
        served.changed()
        if wins(served.board(), winner) > before:
            break
    ns = time.monotonic_ns() - t0
    r.prompt()
    return ns


def latency():
    league_db, file_db = os.path.join(TMP, 'end-league.db'), os.path.join(TMP, 'end-file.db')
    tapis(league_db, 'league ' + URL)
    tapis(file_db, 'new 10000 x y target=1000 opening=0 exact=no', '1 1 1 2 3', 'bank')
    via_league, via_file = Served(['--db', os.path.join(TMP, 'none.db'), 'serve', '--league', URL]), \
        Served(['--db', file_db, 'serve'])
    at_league, at_file = Repl(league_db), Repl(file_db)
    got = {'league': [], 'file': []}
    for i in range(GAMES):
        got['league'].append(ended(at_league, via_league, i))
        got['file'].append(ended(at_file, via_file, i))
    at_league.line('league push')
    for r in (at_league, at_file):
        r.quit()
    via_league.stop()
    via_file.stop()
    for name in ('league', 'file'):
        print('latency_%s %d' % (name, median(got[name]) // 1000))


if __name__ == '__main__':
    entries()
    latency()
