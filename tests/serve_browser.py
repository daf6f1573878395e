#!/usr/bin/env python3
"""tapis serve in headless Chromium (selenium), driven by tests/serve_browser.sh:

  serve_browser.py TAPIS DB GAMES SCREENS

DB is tests/serve_fixture.sh's database and GAMES the list it printed
(NUMBER KIND STATUS a line).  For a game of every family: the players, the
grid and the board read from the page's DOM against `export --json`; the
page kept live as another tapis process plays and undoes (a marker set on
the window before proves no reload); the server stopped and started again
on the same port, and the page catching up; the sheet replaced live the
one a reload shows, in English and in French; 20 clients at once (browser
windows and raw event streams, Chromium holding at most six connections to
one server) each seeing an entry.  Screenshots of each family's page, 360
pixels wide, and of one at 1280, in SCREENS.  Prints TAP.  Every wait is on
the DOM or a socket (WebDriverWait, a blocking read), never on the clock;
the long timeouts only end a run that hangs.
"""
import json
import os
import socket
import subprocess
import sys
import threading

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

TAPIS, DB, GAMES, SCREENS = sys.argv[1:5]
HANG = 60           # seconds: a page that never shows a change is a failure
LIVE = 2            # the 10000 game being played: a throw of 2 2 3 4 6 is
                    # always an entry (nothing scores, the next player throws five)
FAMILIES = {'10000': 1, '5000': 3, 'yams': 6, 'yams:carnet': 7, 'yahtzee': 8,
            'yam-master': 9, '421': 11}
count = 0
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


def tapis(*line):
    done = subprocess.run([TAPIS, '--db', DB, '-c', '; '.join(line)],
                          capture_output=True, text=True, timeout=HANG)
    if done.returncode != 0:
        raise RuntimeError('tapis -c %r: %s' % (line, done.stderr))
    return done.stdout


class Server:
    """tapis serve in the background; its first line is its address."""

    def __init__(self, port=0):
        listen = '127.0.0.1:%d' % (port or free_port())
        self.err = open(os.path.join(os.path.dirname(DB), 'serve.err'), 'a')
        self.p = subprocess.Popen([TAPIS, '--db', DB, 'serve', '--listen', listen],
                                  stdout=subprocess.PIPE, stderr=self.err, text=True)
        self.address = self.p.stdout.readline().strip()
        threading.Thread(target=self.p.stdout.read, daemon=True).start()
        self.port = int(self.address.rsplit(':', 1)[1].split('/')[0]) if self.address else 0

    def stop(self):
        self.p.terminate()
        return self.p.wait(timeout=HANG)


def free_port():
    s = socket.socket()
    s.bind(('127.0.0.1', 0))
    port = s.getsockname()[1]
    s.close()
    return port


def driver(lang='en'):
    o = webdriver.ChromeOptions()
    o.binary_location = os.environ.get('CHROMIUM', '/usr/bin/chromium')
    for a in ('--headless=new', '--no-sandbox', '--disable-dev-shm-usage',
              '--disable-gpu', '--hide-scrollbars', '--window-size=360,800',
              '--lang=' + lang):
        o.add_argument(a)
    o.add_experimental_option('prefs', {'intl.accept_languages': lang})
    d = webdriver.Chrome(service=Service(os.environ.get('CHROMEDRIVER', '/usr/bin/chromedriver')),
                         options=o)
    d.set_page_load_timeout(HANG)
    return d


READ = '''
const q = s => Array.from(document.querySelectorAll(s));
const attrs = e => e ? Object.fromEntries(Array.from(e.attributes).map(a => [a.name, a.value])) : null;
return JSON.stringify({sheet: attrs(document.getElementById('sheet')),
    seats: q('#sheet .seat[data-seat]').map(attrs),
    grid: q('#grid td[data-box]').map(attrs),
    board: q('#board td[data-cell]').map(attrs),
    columns: !!document.getElementById('columns'), rounds: !!document.getElementById('rounds'),
    marker: window.tapisMarker || null});
'''


def read(d):
    return json.loads(d.execute_script(READ))


def compare_seats(dom, game):
    why = []
    seats = sorted(dom['seats'], key=lambda s: int(s['data-seat']))
    names = [s.get('data-name') for s in seats]
    want = [p['name'] for p in game['players']]
    if names != want:
        return ['the seats are %r, the export %r' % (names, want)]
    for s, p in zip(seats, game['players']):
        pairs = [('data-score', p['score'])]
        for key in ('crosses', 'tokens', 'rank'):
            if key in p:
                pairs.append(('data-' + key, p[key]))
        if 'opened' in p:
            pairs.append(('data-opened', 'true' if p['opened'] else 'false'))
        for attr, value in pairs:
            if s.get(attr) != str(value):
                why.append('%s: %s is %r, the export says %r' % (p['name'], attr, s.get(attr), value))
    states = [s.get('data-state') for s in seats]
    turn = game.get('turn') or {}
    for s, p in zip(seats, game['players']):
        st = s.get('data-state')
        if st not in ('to-play', 'waiting', 'won', 'lost', 'placed'):
            why.append('%s: data-state %r' % (p['name'], st))
        if game['status'] == 'playing' and (st == 'to-play') != (p['name'] == turn.get('player')):
            why.append('%s is %r, and the turn is %r\'s' % (p['name'], st, turn.get('player')))
        if game.get('winner') and (st == 'won') != (p['name'] == game['winner']):
            why.append('%s is %r, and the winner %r' % (p['name'], st, game['winner']))
        if game.get('loser') and (st == 'lost') != (p['name'] == game['loser']):
            why.append('%s is %r, and the loser %r' % (p['name'], st, game['loser']))
    # an abandoned game keeps its ▸, as the terminal's show does
    if game['status'] == 'finished' and 'to-play' in states:
        why.append('a game %s has someone to play: %r' % (game['status'], states))
    return why


def compare_grid(dom, game):
    why = []
    cells = {}
    for c in dom['grid']:
        cells.setdefault((c.get('data-seat'), c.get('data-column'), c.get('data-box')), []).append(c)
    boxes = 0
    for i, p in enumerate(game['players']):
        columns = p.get('columns', [])
        for col in columns:
            keys = [col['name']] + ([''] if len(columns) == 1 else [])
            for box, value in col['boxes'].items():
                boxes += 1
                found = [c for k in keys for c in cells.get((str(i), k, box), [])]
                if len(found) != 1:
                    why.append('seat %d column %r box %r: %d cells' % (i, col['name'], box, len(found)))
                    continue
                got = found[0].get('data-value')
                if got != (None if value is None else str(value)):
                    why.append('seat %d column %r box %r: data-value %r, the export %r'
                               % (i, col['name'], box, got, value))
    if boxes != len(dom['grid']):
        why.append('the grid has %d box cells, the export %d boxes' % (len(dom['grid']), boxes))
    return why


def compare_board(dom, game):
    want = [None if v is None else str(v) for row in game['board'] for v in row]
    got = [c.get('data-seat') for c in dom['board']]
    return [] if got == want else ['the board is %r, the export %r' % (got, want)]


def compare(dom, game):
    why = []
    sheet = dom['sheet'] or {}
    for attr, value in (('data-game', game['id']), ('data-status', game['status']),
                        ('data-entries', len(game['entries']))):
        if sheet.get(attr) != str(value):
            why.append('#sheet %s is %r, the export %r' % (attr, sheet.get(attr), value))
    for key in ('winner', 'loser'):
        if game.get(key) and sheet.get('data-' + key) != game[key]:
            why.append('#sheet data-%s is %r, the export %r' % (key, sheet.get('data-' + key), game[key]))
    why += compare_seats(dom, game)
    if any('columns' in p for p in game['players']):
        why += compare_grid(dom, game)
    if game.get('board') is not None:
        why += compare_board(dom, game)
    if game['game'] in ('10000', '5000') and len(game['entries']) and not dom['columns']:
        why.append('no #columns of scores')
    if game.get('rounds') and not dom['rounds']:
        why.append('no #rounds')
    return why


def screenshot(d, path, width):
    d.set_window_size(width, 800)
    # the window's height is the page's and what the window adds to it
    height = d.execute_script('return document.documentElement.scrollHeight'
                              ' + window.outerHeight - window.innerHeight')
    d.set_window_size(width, min(max(height, 400), 6000))
    d.save_screenshot(path)
    d.set_window_size(360, 800)


def entries_are(n):
    return lambda d: d.execute_script(
        "var s = document.getElementById('sheet'); return s && s.getAttribute('data-entries')") == str(n)


def waited(d, n):
    try:
        WebDriverWait(d, HANG).until(entries_are(n))
        return True
    except TimeoutException:
        return False


def sheet_html(d):
    return d.execute_script("return document.getElementById('sheet').outerHTML")


def as_reloaded(d, url):
    """Whether the sheet of the page in d, replaced live, is the one the
    same page loaded afresh shows (in another window, closed after)."""
    live = sheet_html(d)
    was = d.current_window_handle
    d.switch_to.new_window('window')
    d.get(url)
    fresh = sheet_html(d)
    d.close()
    d.switch_to.window(was)
    return live == fresh


def entries_of(game):
    return len(json.loads(tapis('export --json %d' % game))['entries'])


def families(d, server):
    base = 'http://127.0.0.1:%d' % server.port
    os.makedirs(SCREENS, exist_ok=True)
    wide = []
    for kind, g in FAMILIES.items():
        game = json.loads(tapis('export --json %d' % g))
        d.get('%s/games/%d' % (base, g))
        why = compare(read(d), game)
        ok(not why, 'game %d (%s, %s): the DOM says what the export says' % (g, kind, game['status']),
           '\n'.join(why))
        width = d.execute_script('return [document.documentElement.scrollWidth, window.innerWidth]')
        if width[0] > width[1]:
            wide.append('game %d (%s) is %d pixels wide in a window of %d' % (g, kind, width[0], width[1]))
        screenshot(d, os.path.join(SCREENS, '%s.png' % kind.replace(':', '-')), 360)
    ok(not wide, 'no page is wider than a phone 360 pixels wide (a wide table scrolls in its box)',
       '\n'.join(wide))
    d.get('%s/games/%d' % (base, FAMILIES['yam-master']))
    board(d)
    screenshot(d, os.path.join(SCREENS, 'yam-master-1280.png'), 1280)
    d.get('%s/games/%d' % (base, FAMILIES['yams']))
    screenshot(d, os.path.join(SCREENS, 'yams-1280.png'), 1280)
    sideways(d, base, 'English')
    chart(d, base)
    tv(d, base)
    ok(all(os.path.getsize(os.path.join(SCREENS, f)) > 0 for f in os.listdir(SCREENS)
           if f.endswith('.png')), 'a screenshot of each family, in %s' % SCREENS)


SIDEWAYS = '''
return Array.from(document.querySelectorAll('.scroll')).map(b => {
    const t = b.querySelector('table');
    return [t.id || t.className, b.scrollWidth, b.clientWidth];
}).filter(b => b[1] > b[2]);
'''


def sideways(d, base, lang):
    """No table of a family's page, of the list of games or of the
    leaderboard is wider than a phone 360 pixels wide, in lang: a table
    that scrolls sideways hides what is past its edge (a 421 player's
    place, a game's results, a win rate) from one who does not think to
    swipe it."""
    d.set_window_size(360, 800)
    pages = [('game %d (%s)' % (g, kind), '/games/%d' % g) for kind, g in FAMILIES.items()]
    wide = []
    lists = [('the games', '/'), ('the leaderboard', '/leaderboard'),
             ('the leaderboard of 421, with its games lost', '/leaderboard?kind=421')]
    for name, path in pages + lists:
        d.get(base + path)
        for table, scroll, client in d.execute_script(SIDEWAYS):
            wide.append('%s: table %s is %d pixels wide in a box of %d' % (name, table, scroll, client))
    ok(not wide, 'in %s, no table scrolls sideways at 360 pixels' % lang, '\n'.join(wide))


BOARD = '''
    const cells = Array.from(document.querySelectorAll('#board td'));
    const kinds = Array.from(document.querySelectorAll('#board .kind'));
    return [Math.min(...cells.map(c => c.getBoundingClientRect().width)),
            Math.min(...kinds.map(k => parseFloat(getComputedStyle(k).fontSize))),
            document.getElementById('board').getBoundingClientRect().width,
            document.getElementById('sheet').getBoundingClientRect().width];'''


def board(d):
    """The board of Yam Master on a phone: cells a finger wide, their
    words (a kind, "Appel", "≤8") at least 11 pixels, on a board that
    fills the width of the phone rather than a third of it; on a wide
    screen, cells of 60 pixels and words of 12 at least."""
    d.set_window_size(360, 800)
    width, size, table, sheet = d.execute_script(BOARD)
    d.set_window_size(1280, 800)
    wide_width, wide_size = d.execute_script(BOARD)[:2]
    d.set_window_size(360, 800)
    ok(width >= 44 and size >= 11 and table >= 0.9 * min(sheet, 384) and wide_width >= 60
       and wide_size >= 12, 'the board on a phone and on a wide screen: cells a finger wide, their words readable',
       'at 360: cells %.1f pixels wide (44 wanted), words of %.1f pixels (11), the board %.0f of %.0f;'
       ' at 1280: cells %.1f (60), words %.1f (12)' % (width, size, table, sheet, wide_width, wide_size))


def chart(d, base):
    """A game's chart on a phone is its narrow drawing, its type (14 in
    400) at least 10 pixels, where the wide one (13 in 860) shrunk to the
    phone was 5; on a wide screen, the wide one."""
    url = '%s/games/%d' % (base, FAMILIES['yams'])
    shown = '''const i = document.querySelector('#chart img');
        return [i.currentSrc, i.getBoundingClientRect().width, i.naturalWidth];'''
    d.set_window_size(360, 800)
    d.get(url)
    WebDriverWait(d, HANG).until(lambda d: d.execute_script(
        "var i = document.querySelector('#chart img'); return i && i.complete && i.naturalWidth > 0"))
    src, width, natural = d.execute_script(shown)
    type_px = 14 * width / natural if natural else 0
    d.set_window_size(1280, 800)
    d.get(url)
    WebDriverWait(d, HANG).until(lambda d: d.execute_script(
        "var i = document.querySelector('#chart img'); return i && i.complete && i.naturalWidth > 0"))
    wide = d.execute_script(shown)
    d.set_window_size(360, 800)
    ok(src.endswith('&narrow') and type_px >= 10 and not wide[0].endswith('&narrow') and wide[2] == 860,
       'a chart on a phone is drawn narrow, its type readable; on a wide screen, wide',
       'at 360: %s, %.0f pixels of %d (type %.1f); at 1280: %r' % (src, width, natural, type_px, wide))


def tv(d, base):
    """?tv across the room at 1280 pixels: the legend and the notes under a
    sheet and the headings of the list of games in the large type too (at
    most a little smaller), and the list's table as wide as the screen."""
    d.set_window_size(1280, 800)
    size = '''return Array.from(document.querySelectorAll(arguments[0]))
        .map(e => parseFloat(getComputedStyle(e).fontSize) /
                  parseFloat(getComputedStyle(document.body).fontSize));'''
    small = []
    for path, parts in (('/games/%d?tv' % FAMILIES['yams'], '#legend, #notes'), ('/?tv', 'h2')):
        d.get(base + path)
        ratios = d.execute_script(size, parts)
        if not ratios or min(ratios) < 0.85:
            small.append('%s: %s at %r of the body\'s type' % (path, parts, ratios))
    wide = d.execute_script(SIDEWAYS)
    d.set_window_size(360, 800)
    ok(not small and not wide, 'a television\'s page: every line in its large type, no table past its edge',
       '\n'.join(small + ['/?tv: table %s is %d pixels wide in a box of %d' % tuple(w) for w in wide]))


def live(d, server):
    url = 'http://127.0.0.1:%d/games/%d' % (server.port, LIVE)
    d.get(url)
    n = entries_of(LIVE)
    ok(waited(d, n), 'the live game shows its %d entries' % n)
    d.execute_script("window.tapisMarker = 'still here'")
    tapis('resume %d' % LIVE, '2 2 3 4 6')
    ok(waited(d, n + 1) and read(d)['marker'] == 'still here',
       'an entry typed in another process shows without a reload')
    tapis('resume %d' % LIVE, 'undo')
    ok(waited(d, n) and read(d)['marker'] == 'still here', 'and its undo')
    why = compare(read(d), json.loads(tapis('export --json %d' % LIVE)))
    ok(not why, 'the sheet replaced live says what the export says', '\n'.join(why))
    ok(as_reloaded(d, url), 'and is the very sheet a reload shows')
    port = server.port
    code = server.stop()
    ok(code == 0, 'the server stops on SIGTERM (exit %r)' % code)
    ok(offline_is(d, True), 'the page says it no longer follows the game, the server gone',
       d.execute_script(OFFLINE))
    server = Server(port)
    ok(server.port == port, 'and starts again on port %d (%s)' % (port, server.address))
    tapis('resume %d' % LIVE, '2 2 3 4 6')
    ok(waited(d, n + 1) and read(d)['marker'] == 'still here',
       'the page catches up with the server back, without a reload')
    ok(offline_is(d, False), 'and no longer says it does not follow', d.execute_script(OFFLINE))
    return server


# the notice that the page no longer follows: [shown, its text]
OFFLINE = '''var o = document.getElementById('offline');
    return o ? [!o.hidden && o.getBoundingClientRect().height > 0, o.textContent] : null;'''


def offline_is(d, shown):
    try:
        WebDriverWait(d, HANG).until(lambda d: (d.execute_script(OFFLINE) or [None])[0] == shown)
        return True
    except TimeoutException:
        return False


def stream(port, game, seen, ready):
    """A raw client of the events: counts the sheets it is sent."""
    s = socket.create_connection(('127.0.0.1', port), timeout=HANG)
    s.sendall(b'GET /games/%d/events HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' % game)
    data = b''
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
            for ev in data.split(b'\n\n')[:-1]:
                if b'event: sheet' in ev and b'data: ' in ev:
                    last = json.loads(ev.split(b'data: ', 1)[1].split(b'\n', 1)[0])
                    seen.append(last['entries'])
            data = data.split(b'\n\n')[-1]
            if seen and not ready.is_set():
                ready.set()
            if len(seen) >= 2:
                break
    except OSError:
        pass
    finally:
        ready.set()
        s.close()


def crowd(d, server, windows=4, streams=16):
    url = 'http://127.0.0.1:%d/games/%d' % (server.port, LIVE)
    n = entries_of(LIVE)
    handles = [d.current_window_handle]
    for _ in range(windows - 1):
        d.switch_to.new_window('window')
        handles.append(d.current_window_handle)
    for h in handles:
        d.switch_to.window(h)
        d.get(url)
        waited(d, n)
        d.execute_script("window.tapisMarker = 'still here'")
    seen = [[] for _ in range(streams)]
    ready = [threading.Event() for _ in range(streams)]
    threads = [threading.Thread(target=stream, args=(server.port, LIVE, seen[i], ready[i]))
               for i in range(streams)]
    for t in threads:
        t.start()
    for r in ready:
        r.wait(HANG)
    tapis('resume %d' % LIVE, '2 2 3 4 6')
    for t in threads:
        t.join(HANG)
    good = sum(1 for s in seen if s[-1:] == [n + 1])
    ok(good == streams, '%d raw event streams at once, each sent the entry' % streams,
       [s for s in seen])
    shown = 0
    for h in handles:
        d.switch_to.window(h)
        if waited(d, n + 1) and read(d)['marker'] == 'still here':
            shown += 1
    ok(shown == windows, 'and %d browser windows at once, each showing it without a reload' % windows,
       '%d of %d' % (shown, windows))


def french(server):
    """A page in French stays in French as it is kept live."""
    url = 'http://127.0.0.1:%d/games/%d' % (server.port, LIVE)
    d = driver('fr')
    try:
        d.get(url)
        n = entries_of(LIVE)
        lang = d.execute_script('return document.documentElement.lang')
        tapis('resume %d' % LIVE, '2 2 3 4 6')
        ok(lang == 'fr' and waited(d, n + 1) and as_reloaded(d, url),
           'a page in French shows an entry live, its sheet the one a reload in French shows',
           'lang %r' % lang)
        sideways(d, 'http://127.0.0.1:%d' % server.port, 'French')
    finally:
        d.quit()


def crosses(d, server):
    """A run of 40 crosses (crosses=100 lets them run on) wraps in its
    cells: the players' table and the columns stay as wide as a phone,
    none scrolling sideways in its box, every column in sight."""
    busts = ['2 2 3 4 6'] * 80
    tapis('new 10000 ann ben crosses=100', '1 1 1 2 3', 'bank', '1 1 1 2 3', 'bank', *busts)
    game = json.loads(tapis('export --json'))
    crossed = [p['crosses'] for p in game['players']]
    d.set_window_size(360, 800)
    d.get('http://127.0.0.1:%d/games/%d' % (server.port, game['id']))
    boxes = d.execute_script(
        "return Array.from(document.querySelectorAll('#sheet .scroll'))"
        ".map(b => [b.querySelector('table').id, b.scrollWidth, b.clientWidth])")
    wide = [b for b in boxes if b[1] > b[2]]
    ok(crossed == [40, 40] and boxes and not wide,
       'a run of 40 crosses wraps in its cells, no table wider than a phone',
       'crosses %r, boxes [id, scrollWidth, clientWidth] %r' % (crossed, boxes))
    screenshot(d, os.path.join(SCREENS, '10000-crosses.png'), 360)


def gone(d, server):
    """A game deleted while a phone shows it: the page says so, in place
    of a sheet that would stay as though the game still were."""
    tapis('new 10000 ann ben', '1 1 1 2 3')
    game = json.loads(tapis('export --json'))['id']
    d.get('http://127.0.0.1:%d/games/%d' % (server.port, game))
    waited(d, 1)
    d.execute_script("window.tapisMarker = 'still here'")
    tapis('delete %d --yes' % game)
    said = "var m = document.querySelector('main .message'); return m && m.textContent"
    try:
        text = WebDriverWait(d, HANG).until(lambda d: d.execute_script(said))
    except TimeoutException:
        text = None
    ok(text is not None and '#%d' % game in text and read(d)['marker'] == 'still here'
       and not d.execute_script("return document.getElementById('sheet')"),
       'a game deleted while its page is shown: the page says it is no more, without a reload',
       'the page says %r' % text)


SIX = 'anne bernard chloé david élodie françois'


def six(d, server):
    """A Yams and a 10000 of six players, a table's worth, on a phone:
    the grid of seven columns (the boxes, then a player each) and the
    columns of scores as wide as the phone, every player's column in
    sight, their names written upwards."""
    games = [('Yams', ['new yams ' + SIX, '6 6 6 2 5', 'score 6', '2 3 4 5 6', 'score suite',
                       '1 1 2 3 4', 'score 1', '5 5 5 5 2', 'score carré', '3 3 3 2 2',
                       'score full', '1 2 3 4 6']),
             ('10000', ['new 10000 ' + SIX, '1 1 1 2 3', 'keep 1 1 1', '5 2', 'bank'])]
    d.set_window_size(360, 800)
    for name, lines in games:
        tapis(*lines)
        game = json.loads(tapis('export --json'))
        d.get('http://127.0.0.1:%d/games/%d' % (server.port, game['id']))
        wide = d.execute_script(SIDEWAYS)
        ok(len(game['players']) == 6 and len(game['entries']) == len(lines) - 1 and not wide,
           'a %s of six players: its tables as wide as a phone, every column in sight' % name,
           'players %d, entries %d, tables [id, scrollWidth, clientWidth] %r'
           % (len(game['players']), len(game['entries']), wide))
        screenshot(d, os.path.join(SCREENS, '%s-six.png' % name.lower()), 360)


def main():
    server = Server()
    ok(server.address.startswith('http://127.0.0.1:'), 'serve says its address: %s' % server.address)
    if not server.port:
        print('1..%d' % count)
        return 1
    d = driver()
    try:
        families(d, server)
        server = live(d, server)
        crowd(d, server)
        french(server)
        crosses(d, server)
        six(d, server)
        gone(d, server)
    finally:
        d.quit()
        server.stop()
    print('1..%d' % count)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
