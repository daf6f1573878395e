-- A league (issue 32): the PostgreSQL database this file pushes its
-- finished games to, and what waits to be pushed.  The table plays on this
-- file alone: the queue is filled by triggers, in the transaction of the
-- entry that ends a game (or of the abandon, the delete, the undo that
-- takes an end back), so a game ended is never lost to a kill or a crash
-- before it is pushed.  Nothing is queued while no league is set.  (IF
-- NOT EXISTS: a file whose version was set back by hand, as the tests make
-- older files, runs it again.)

-- One row while this file is in a league: where (a libpq connection
-- string without any password: libpq reads it from ~/.pgpass or the
-- environment), in which schema, the last push that went through and the
-- last that failed.  Times in UTC.
CREATE TABLE IF NOT EXISTS league (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    conninfo      TEXT NOT NULL,
    schema        TEXT NOT NULL,
    joined        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    last_success  TEXT,
    last_error    TEXT,
    last_error_at TEXT
);

-- What waits, a game a row by its uid (its number may be gone: a deleted
-- game is said to the league by uid): 'ended' to push it, 'gone' to say
-- it no longer counts; how often it failed and when to try again.
CREATE TABLE IF NOT EXISTS league_queue (
    uid       TEXT PRIMARY KEY,
    what      TEXT NOT NULL CHECK (what IN ('ended', 'gone')),
    queued    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    attempts  INTEGER NOT NULL DEFAULT 0,
    next_try  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) WITHOUT ROWID;

-- A game that ends is pushed; one that was finished and no longer is (an
-- undo took its end back, or it was abandoned after) is said gone, until
-- it ends again.  A game abandoned while played was never pushed.
CREATE TRIGGER IF NOT EXISTS league_on_status AFTER UPDATE OF status ON games
WHEN EXISTS (SELECT 1 FROM league) AND new.uid IS NOT NULL
 AND (new.status = 'finished') <> (old.status = 'finished')
BEGIN
    INSERT INTO league_queue (uid, what)
    VALUES (new.uid, CASE WHEN new.status = 'finished' THEN 'ended' ELSE 'gone' END)
    ON CONFLICT (uid) DO UPDATE SET what = excluded.what, queued = excluded.queued,
                                    attempts = 0, next_try = excluded.next_try;
END;

CREATE TRIGGER IF NOT EXISTS league_on_delete AFTER DELETE ON games
WHEN EXISTS (SELECT 1 FROM league) AND old.uid IS NOT NULL AND old.status = 'finished'
BEGIN
    INSERT INTO league_queue (uid, what) VALUES (old.uid, 'gone')
    ON CONFLICT (uid) DO UPDATE SET what = 'gone', queued = excluded.queued,
                                    attempts = 0, next_try = excluded.next_try;
END;

-- In a file that is a league's local copy (what leaderboard, games and
-- stats --league read, made by tapis beside its other caches): the last
-- change of the league's games it holds (the league's serial) and when it
-- was pulled.  The games are imported as `import` does.
CREATE TABLE IF NOT EXISTS league_copy (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    serial  INTEGER NOT NULL,
    pulled  TEXT NOT NULL
);

-- An import gives a game the uid it had elsewhere after it ended here:
-- what waits follows the game.
CREATE TRIGGER IF NOT EXISTS league_on_uid AFTER UPDATE OF uid ON games
WHEN EXISTS (SELECT 1 FROM league_queue WHERE uid = old.uid)
BEGIN
    DELETE FROM league_queue WHERE uid = new.uid;
    UPDATE league_queue SET uid = new.uid WHERE uid = old.uid;
END;
