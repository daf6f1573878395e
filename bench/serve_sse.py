#!/usr/bin/env python3
"""bench/serve_sse.py PORT GAME CLIENTS ENTRIES TAPIS DB LINE: run by bench/serve.sh.

Opens CLIENTS raw event streams of /games/GAME/events (one thread, a
selector: the clients cost the measure as little as they can), waits for
the first sheet on each, then starts `TAPIS --db DB` in batch mode fed
through a pipe, types `resume GAME`, and ENTRIES times: takes the time,
writes LINE (an entry always accepted), and reads every stream until each
has been sent the sheet with one entry more.  Prints one latency a line, in
microseconds, from the line written to the event read, for every client
and entry; exits 2 if a stream ended or a sheet never came.
"""
import os
import re
import selectors
import socket
import subprocess
import sys
import time

HANG = int(os.environ.get('HANG', 120))  # only ends a run that hangs
ENTRIES_RE = re.compile(rb'^data: \{.*?"entries":(\d+)', re.M)


def main():
    port, game, clients, entries = (int(a) for a in sys.argv[1:5])
    tapis, db, line = sys.argv[5:8]
    sel = selectors.DefaultSelector()
    streams = []
    for i in range(clients):
        s = socket.create_connection(('127.0.0.1', port), timeout=HANG)
        s.sendall(b'GET /games/%d/events HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' % game)
        s.setblocking(False)
        st = {'sock': s, 'buf': b'', 'entries': None}
        streams.append(st)
        sel.register(s, selectors.EVENT_READ, st)

    def pump(until):
        """Reads the streams until until() holds; the time each sheet arrived."""
        deadline = time.monotonic() + HANG
        while not until():
            if time.monotonic() > deadline:
                sys.exit('serve_sse.py: no sheet came in %d s (the streams at %s)'
                         % (HANG, sorted(set(str(st['entries']) for st in streams))))
            for key, _ in sel.select(timeout=1):
                st = key.data
                chunk = st['sock'].recv(1 << 20)
                now = time.monotonic_ns()
                if not chunk:
                    sys.exit('serve_sse.py: a stream ended')
                st['buf'] += chunk
                *events, st['buf'] = st['buf'].split(b'\n\n')
                for ev in events:
                    m = ENTRIES_RE.search(ev)
                    if m:
                        st['entries'] = int(m.group(1))
                        st['at'] = now

    pump(lambda: all(st['entries'] is not None for st in streams))
    first = streams[0]['entries']
    if any(st['entries'] != first for st in streams):
        sys.exit('serve_sse.py: the streams began at different sheets')
    batch = subprocess.Popen([tapis, '--db', db], stdin=subprocess.PIPE,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    batch.stdin.write(b'resume %d\n' % game)
    batch.stdin.flush()
    out = []
    for n in range(first + 1, first + entries + 1):
        t0 = time.monotonic_ns()
        batch.stdin.write(line.encode() + b'\n')
        batch.stdin.flush()
        pump(lambda: all(st['entries'] == n for st in streams))
        out.extend((st['at'] - t0) // 1000 for st in streams)
    batch.stdin.close()
    if batch.wait(timeout=HANG) != 0:
        sys.exit('serve_sse.py: the batch failed: %s' % batch.stderr.read().decode()[:300])
    for st in streams:
        st['sock'].close()
    print('\n'.join(str(us) for us in out))


if __name__ == '__main__':
    main()
