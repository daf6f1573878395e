#!/usr/bin/env python3
"""serve --league URL on a real PostgreSQL, driven by tests/serve_league.sh:

  serve_league.py TAPIS URL TMP SCREENS N

URL is the league's (the test's own cluster), TMP the test's folder (its
pg.sh stops and starts the cluster), SCREENS where the screenshots go, N
the tests the shell side counted.  Tables (files of their own) join the
league and push games they play with `league push`; `tapis serve --league
URL` serves its ranking.  Read from the stream of the lists (/events, a
raw socket: its "changed" event after a push, then the page; another
league's push, of a schema of its own on the same server, not shown),
and, with BROWSER=yes, in headless Chromium: a game pushed shows in the
leaderboard without a reload (a marker set on the window before proves
it), the league's server stopped (the page still shows the ranking and
says it is as last pulled) and started again (the page says it is live,
a game pushed while it was away shows).  Every wait is on a socket or on
the DOM (WebDriverWait), never on the clock; the long timeouts only end
a run that hangs.  Prints TAP, numbered after the shell side's N, and the
plan.
"""
import json
import os
import socket
import subprocess
import sys
import threading
import urllib.request

TAPIS, URL, TMP, SCREENS, count = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
HANG = 60
failed = False


def ok(good, name, why=''):
    global count, failed
    count += 1
    print('%s %d - %s' % ('ok' if good else 'not ok', count, name))
    if not good:
        failed = True
        for line in str(why).splitlines():
            print('# ' + line)
    sys.stdout.flush()


def tapis(db, *lines):
    done = subprocess.run([TAPIS, '--db', os.path.join(TMP, db)], input='\n'.join(lines) + '\n',
                          capture_output=True, text=True, timeout=HANG)
    return done.returncode, done.stdout + done.stderr


def game_ends(db, a, b):
    """A Farkle game between a and b, which a wins, at table db."""
    code, said = tapis(db, 'new 10000 %s %s target=1000 opening=0 exact=no' % (a, b), '1 1 1 2 3',
                       'bank')
    if code != 0:
        raise RuntimeError('%s: %s' % (db, said))


def pushed(db):
    return tapis(db, 'league push')


def pg(what):
    subprocess.run(['sh', os.path.join(TMP, 'pg.sh'), what], check=True, timeout=HANG)


class Server:
    """tapis serve --league in the background; its first line is its address."""

    def __init__(self):
        self.err = open(os.path.join(TMP, 'serve.err'), 'a')
        self.p = subprocess.Popen([TAPIS, '--db', os.path.join(TMP, 'none.db'), 'serve', '--league',
                                   URL, '--listen', '127.0.0.1:%d' % free_port()],
                                  stdout=subprocess.PIPE, stderr=self.err, text=True)
        self.address = self.p.stdout.readline().strip()
        threading.Thread(target=self.p.stdout.read, daemon=True).start()
        self.base = self.address.rstrip('/')

    def page(self, path, lang='en'):
        asked = urllib.request.Request(self.base + path, headers={'Accept-Language': lang})
        with urllib.request.urlopen(asked, timeout=HANG) as r:
            return r.read().decode()

    def stop(self):
        self.p.terminate()
        return self.p.wait(timeout=HANG)


def free_port():
    s = socket.socket()
    s.bind(('127.0.0.1', 0))
    port = s.getsockname()[1]
    s.close()
    return port


class Events:
    """A raw client of /events: each event read as it comes."""

    def __init__(self, server):
        host, port = server.base.split('//')[1].split(':')
        self.s = socket.create_connection((host, int(port)), timeout=HANG)
        self.s.sendall(b'GET /events HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n')
        self.data = b''

    def next(self):
        """The next event's name and data (a blocking read)."""
        while True:
            head, sep, rest = self.data.partition(b'\n\n')
            if sep:
                self.data = rest
                fields = dict(line.split(': ', 1) for line in head.decode().splitlines()
                              if ': ' in line and not line.startswith(':'))
                if 'event' in fields:
                    return fields['event'], json.loads(fields.get('data', '{}'))
                continue
            more = self.s.recv(4096)
            if not more:
                return None, None
            self.data += more

    def close(self):
        self.s.close()


def stream(server):
    """A push read on the lists' stream: its event, then the page."""
    ev = Events(server)
    first, data = ev.next()
    ok(first == 'changed' and 'version' in data,
       'the lists\' stream says their version at once (%r %r)' % (first, data))
    # (another league, of its own schema on the same server, notifies the
    # same channel: its push is not this league's change)
    tapis('o.db', 'league --schema other ' + URL)
    game_ends('o.db', 'olga', 'pete')
    code, said = pushed('o.db')
    ok(code == 0 and 'pushed 1 game' in said, 'a table of another league on the same server'
       ' pushes a game', said)
    game_ends('b.db', 'carol', 'dave')
    code, said = pushed('b.db')
    ok(code == 0 and 'pushed 1 game' in said, 'a second table pushes a game', said)
    name, after = ev.next()
    ok(name == 'changed' and after.get('version') != data.get('version'),
       'the stream says the lists changed, once the league notified the push (%r)' % after)
    ev.close()
    board = server.page('/leaderboard')
    ok('<td>carol</td>' in board, 'the served leaderboard then holds its winner', board)
    ok('olga' not in board and 'pete' not in board,
       'and nothing of the other league\'s game', board)
    ok('data-state="live"' in board, 'and says the league is live')
    ok('la ligue, en direct' in server.page('/leaderboard', 'fr'), 'in French to a French browser')


def browser_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    o = webdriver.ChromeOptions()
    o.binary_location = os.environ.get('CHROMIUM', '/usr/bin/chromium')
    for a in ('--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu',
              '--hide-scrollbars', '--window-size=360,800', '--lang=en'):
        o.add_argument(a)
    o.add_experimental_option('prefs', {'intl.accept_languages': 'en'})
    d = webdriver.Chrome(service=Service(os.environ.get('CHROMEDRIVER', '/usr/bin/chromedriver')),
                         options=o)
    d.set_page_load_timeout(HANG)
    return d


READ = '''
const s = document.getElementById('state');
return JSON.stringify({names: Array.from(document.querySelectorAll('main td'), e => e.textContent),
    state: s ? s.getAttribute('data-state') : null, said: s ? s.textContent : null,
    marker: window.tapisMarker || null});
'''


def read(d):
    return json.loads(d.execute_script(READ))


def until(d, test):
    """Waits on the DOM (each change of the page) until test(read(d))."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait
    try:
        WebDriverWait(d, HANG).until(lambda d: test(read(d)))
        return True
    except TimeoutException:
        return False


def screenshot(d, path, width):
    d.set_window_size(width, 800)
    height = d.execute_script('return document.documentElement.scrollHeight'
                              ' + window.outerHeight - window.innerHeight')
    d.set_window_size(width, min(max(height, 400), 6000))
    d.save_screenshot(path)
    d.set_window_size(360, 800)


def browser(server):
    d = browser_driver()
    try:
        d.get(server.base + '/leaderboard')
        ok(until(d, lambda r: 'carol' in r['names'] and r['state'] == 'live'),
           'the leaderboard in Chromium shows the league\'s ranking, live', read(d))
        d.execute_script("window.tapisMarker = 'still here'")
        game_ends('a.db', 'erin', 'fred')
        pushed('a.db')
        ok(until(d, lambda r: 'erin' in r['names']) and read(d)['marker'] == 'still here',
           'a game pushed by a table shows in the served leaderboard without a reload', read(d))
        width = d.execute_script('return [document.documentElement.scrollWidth, window.innerWidth]')
        ok(width[0] <= width[1], 'the ranking is no wider than a phone 360 pixels wide (%r)' % width)
        screenshot(d, os.path.join(SCREENS, 'league-leaderboard.png'), 360)
        pg('stop')
        ok(until(d, lambda r: r['state'] == 'offline'),
           'the league\'s server stopped, the page says so without a reload', read(d))
        r = read(d)
        ok('erin' in r['names'] and 'carol' in r['names'] and r['marker'] == 'still here'
           and 'as last pulled at' in r['said'],
           'and still shows the ranking as last pulled: %s' % r['said'], r)
        screenshot(d, os.path.join(SCREENS, 'league-offline.png'), 360)
        game_ends('a.db', 'gina', 'hugo')
        code, said = pushed('a.db')
        ok(code != 0, 'a table plays on, its push waiting (status %d)' % code, said)
        pg('start')
        ok(until(d, lambda r: r['state'] == 'live'),
           'the server back, the page says the league is live again', read(d))
        code, said = pushed('a.db')
        ok(code == 0 and until(d, lambda r: 'gina' in r['names']) and read(d)['marker'] == 'still here',
           'the game that waited shows once pushed, still without a reload', said)
        d.get(server.base + '/')
        game_ends('b.db', 'ivan', 'jade')
        pushed('b.db')
        ok(until(d, lambda r: 'ivan' in ' '.join(r['names'])),
           'the list of games shows it too', read(d))
        ok('Games being played' not in d.page_source and 'Games ended lately' in d.page_source,
           'the league\'s list of games has no section of games being played: a league'
           ' holds ended games', '')
    finally:
        d.quit()


def main():
    global count
    for db in ('a.db', 'b.db'):
        code, said = tapis(db, 'league ' + URL)
        if code != 0:
            ok(False, 'table %s joins the league' % db, said)
            print('1..%d' % count)
            return 1
    game_ends('a.db', 'alice', 'bob')
    pushed('a.db')
    server = Server()
    ok(server.address.startswith('http://127.0.0.1:'), 'serve --league says its address: %s'
       % server.address)
    if not server.address:
        print('1..%d' % count)
        return 1
    try:
        board = server.page('/leaderboard')
        ok('<td>alice</td>' in board, 'the league\'s ranking is served from the copy pulled', board)
        stream(server)
        if os.environ.get('BROWSER') == 'yes':
            browser(server)
        else:
            count += 1
            print('ok %d # SKIP serve --league in Chromium: no selenium, chromium or chromedriver'
                  % count)
    finally:
        code = server.stop()
        ok(code == 0, 'the server stops on SIGTERM (exit %r)' % code)
    print('1..%d' % count)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
