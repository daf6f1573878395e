#!/usr/bin/env python3
"""What tests/serve_pages.sh asks of the pages and sockets of `tapis serve`
that the shell cannot check alone.  One command a call; each prints one line
per fault found (nothing when all is well) and exits 1 if it found any.

  serve_check.py wellformed FILE...     each parses as XML (the HTML is polyglot)
  serve_check.py seats PAGE EXPORT      the page's seats say the export's names
                                        and scores, in seat order
  serve_check.py bigheaders HOST PORT   64 KB of headers is refused
  serve_check.py idle HOST PORT PATH TAPIS DB GAME
                                        200 idle connections from 127.0.0.1;
                                        a page still served to 127.0.0.2 and
                                        `tapis --db DB -c games` still
                                        answering; the idle ones then closed
                                        by the server (or refused), and not
                                        GAME's event stream, quiet meanwhile
  serve_check.py batch HOST PORT GAME TAPIS DB LINE COUNT
                                        LINE typed twice into each of COUNT
                                        tapis fed through a pipe, one after
                                        the other: each entry brings its
                                        event while its tapis is still open
  serve_check.py sse HOST PORT GAME TAPIS DB
                                        the events of a game: the state at
                                        once, then one event for an entry
                                        typed by another process, one for its
                                        undo
"""
import json
import socket
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

faults = []
# What only guards against a server that hangs: never a timing assertion.
HANG = 120


def fault(text):
    faults.append(text)
    print(text)


def parse(path):
    with open(path, 'rb') as f:
        data = f.read()
    return ET.fromstring(data)


def wellformed(paths):
    for path in paths:
        try:
            parse(path)
        except ET.ParseError as e:
            fault('%s: not well-formed: %s' % (path, e))


def seats(page, export):
    with open(export, 'rb') as f:
        game = json.load(f)
    root = parse(page)
    found = [e for e in root.iter() if 'seat' in e.get('class', '').split()
             and e.get('data-seat') is not None and e.get('data-name') is not None]
    found.sort(key=lambda e: int(e.get('data-seat')))
    names = [e.get('data-name') for e in found]
    want = [p['name'] for p in game['players']]
    if names != want:
        fault('%s: the seats are %r, the export says %r' % (page, names, want))
        return
    for e, p in zip(found, game['players']):
        if e.get('data-score') != str(p['score']):
            fault('%s: %s has data-score %r, the export %r'
                  % (page, p['name'], e.get('data-score'), p['score']))


def connect(host, port, source=None):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(HANG)
    if source:
        s.bind((source, 0))
    s.connect((host, port))
    return s


def response(s):
    """The whole response to a request sent on s (the server closes)."""
    data = b''
    while True:
        try:
            chunk = s.recv(65536)
        except ConnectionResetError:
            break
        if not chunk:
            break
        data += chunk
    return data


def get(host, port, path, source=None):
    s = connect(host, port, source)
    s.sendall(('GET %s HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n\r\n'
               % (path, host, port)).encode())
    data = response(s)
    s.close()
    return data


def bigheaders(host, port):
    s = connect(host, port)
    head = 'GET / HTTP/1.1\r\nHost: %s:%d\r\n' % (host, port)
    head += ''.join('X-Filler-%d: %s\r\n' % (i, 'a' * 1000) for i in range(64))
    try:
        s.sendall((head + 'Connection: close\r\n\r\n').encode())
    except (BrokenPipeError, ConnectionResetError):
        return  # refused before it was all sent
    data = response(s)
    status = data.split(b'\r\n', 1)[0]
    if status.startswith(b'HTTP/1.1 2') or status.startswith(b'HTTP/1.0 2'):
        fault('64 KB of headers was served: %r' % status)


def idle(host, port, path, tapis, db, game):
    # a page's stream, quiet while the idle connections are ended
    stream, buffered, first = open_events(host, port, game, '127.0.0.2')
    idle = []
    refused = 0
    for i in range(200):
        try:
            idle.append(connect(host, port, '127.0.0.1'))
        except OSError:
            refused += 1
    data = get(host, port, path, '127.0.0.2')
    if not data.startswith(b'HTTP/1.1 200'):
        fault('with %d idle connections open, %s from 127.0.0.2 gave %r'
              % (len(idle), path, data[:80]))
    games = subprocess.run([tapis, '--db', db, '-c', 'games'], capture_output=True,
                           timeout=HANG)
    if games.returncode != 0 or not games.stdout:
        fault('with the idle connections open, tapis -c games failed: %r'
              % games.stderr[:200])
    left = 0
    deadline = time.monotonic() + HANG
    for s in idle:
        # the server ends an idle connection: the read returns end of file
        s.settimeout(max(deadline - time.monotonic(), 0.01))
        try:
            if s.recv(1) != b'':
                left += 1
        except ConnectionResetError:
            pass
        except socket.timeout:
            left += 1
        s.close()
    if left:
        fault('%d of the %d idle connections were kept open' % (left, len(idle)))
    if first is None:
        return
    type_line(tapis, db, 'resume %s; undo' % game)
    ev = events(stream, buffered)
    if not ev or json.loads(ev['data'])['entries'] != first['entries'] - 1:
        fault('a quiet event stream was ended with the idle connections: %r' % ev)
    type_line(tapis, db, 'resume %s; redo' % game)
    stream.close()


def events(s, buffered, within=HANG):
    """The next event on the stream s: a dict of its fields, data joined;
    None if the stream ended or none came within so many seconds (its
    pings do not count)."""
    deadline = time.monotonic() + within
    while True:
        while b'\n\n' not in buffered[0]:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            s.settimeout(left)
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                return None
            if not chunk:
                return None
            buffered[0] += chunk
        block, buffered[0] = buffered[0].split(b'\n\n', 1)
        ev = {}
        for line in block.decode().split('\n'):
            if line.startswith(':') or ':' not in line:
                continue
            k, v = line.split(':', 1)
            v = v[1:] if v.startswith(' ') else v
            ev[k] = ev[k] + '\n' + v if k in ev else v
        if 'data' in ev or 'event' in ev:
            return ev


def type_line(tapis, db, line):
    done = subprocess.run([tapis, '--db', db, '-c', line], capture_output=True,
                          timeout=HANG)
    if done.returncode != 0:
        fault('tapis -c %r failed: %r' % (line, done.stderr[:200]))


def open_events(host, port, game, source=None):
    """A stream of game's events: the socket, its buffer, the first sheet's
    data (None, said, if it is not one)."""
    s = connect(host, port, source)
    # HTTP/1.0: the stream comes as it is, not in chunks
    s.sendall(('GET /games/%s/events HTTP/1.0\r\nHost: %s:%d\r\n'
               'Accept: text/event-stream\r\n\r\n' % (game, host, port)).encode())
    buffered = [b'']
    while b'\r\n\r\n' not in buffered[0]:
        chunk = s.recv(65536)
        if not chunk:
            fault('the events of game %s: no answer' % game)
            return s, buffered, None
        buffered[0] += chunk
    head, buffered[0] = buffered[0].split(b'\r\n\r\n', 1)
    if b'text/event-stream' not in head:
        fault('the events are not text/event-stream: %r' % head[:300])
    first = events(s, buffered)
    if not first or first.get('event') != 'sheet':
        fault('the first event is not the sheet: %r' % first)
        return s, buffered, None
    return s, buffered, json.loads(first['data'])


def sse(host, port, game, tapis, db):
    s, buffered, state = open_events(host, port, game)
    if state is None:
        return
    seen = [state['entries']]
    type_line(tapis, db, 'resume %s; undo' % game)
    ev = events(s, buffered)
    if not ev or ev.get('event') != 'sheet':
        fault('no sheet event after an undo: %r' % ev)
        return
    after = json.loads(ev['data'])
    seen.append(after['entries'])
    if after['entries'] != state['entries'] - 1 or after['version'] == state['version']:
        fault('after an undo the event says %r entries (version %r), before %r (%r)'
              % (after['entries'], after['version'], state['entries'], state['version']))
    if ev.get('id') != after['version']:
        fault('the event id %r is not its version %r' % (ev.get('id'), after['version']))
    type_line(tapis, db, 'resume %s; redo' % game)
    ev = events(s, buffered)
    again = json.loads(ev['data']) if ev and 'data' in ev else {}
    if again.get('entries') != state['entries']:
        fault('after the redo the event says %r entries, want %r'
              % (again.get('entries'), state['entries']))
    try:
        ET.fromstring(again.get('html', ''))
    except ET.ParseError as e:
        fault("the event's html is not well-formed: %s" % e)
    s.close()


def batch(host, port, game, tapis, db, line, count):
    """Entries typed into tapis processes that stay open, as at the table:
    COUNT of them one after the other, each typing LINE twice; each entry
    brings its event while its process is still open (the first entry of a
    process that has just opened the file among them)."""
    s, buffered, first = open_events(host, port, game)
    if first is None:
        return
    want = first['entries']
    for k in range(1, int(count) + 1):
        p = subprocess.Popen([tapis, '--db', db], stdin=subprocess.PIPE,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        p.stdin.write(b'resume %s\n' % game.encode())
        for typed in (1, 2):
            p.stdin.write(line.encode() + b'\n')
            p.stdin.flush()
            want += 1
            got = None
            while got is None or got < want:
                ev = events(s, buffered, HANG / 2)  # a missed entry: fails
                if not ev or 'data' not in ev:
                    fault('entry %d of tapis %d, which stays open: no event came (the stream'
                          ' at %r entries, %d wanted)' % (typed, k, got, want))
                    p.stdin.close()
                    p.wait(timeout=HANG)
                    return
                got = json.loads(ev['data'])['entries']
        p.stdin.close()
        if p.wait(timeout=HANG) != 0:
            fault('tapis %d, typing %r, failed' % (k, line))
    s.close()


def main(argv):
    what, args = argv[1], argv[2:]
    if what == 'wellformed':
        wellformed(args)
    elif what == 'seats':
        seats(*args)
    elif what == 'bigheaders':
        bigheaders(args[0], int(args[1]))
    elif what == 'idle':
        idle(args[0], int(args[1]), *args[2:])
    elif what == 'batch':
        batch(args[0], int(args[1]), *args[2:])
    elif what == 'sse':
        sse(args[0], int(args[1]), *args[2:])
    else:
        sys.exit('serve_check.py: no check %r' % what)
    return 1 if faults else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
