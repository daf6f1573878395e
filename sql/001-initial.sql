-- The event log is the truth: one row in `entries` per accepted line, with
-- what the engine said it did (the throw, the dice set aside, the end of the
-- turn) in the same row, written in the same transaction and cleared on
-- undo, so that history is plain SQL over it and the views below.

CREATE TABLE games (
    id       INTEGER PRIMARY KEY,          -- 1, 2, ... as shown to the table
    game     TEXT NOT NULL,                -- rule set as typed at `new`
    created  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    status   TEXT NOT NULL DEFAULT 'playing' CHECK (status IN ('playing', 'finished')),
    winner   INTEGER                       -- seat, while finished
);

-- Every option value in force, so replay uses the rules the game was played with.
CREATE TABLE game_options (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    name     TEXT NOT NULL,
    value    TEXT NOT NULL,
    PRIMARY KEY (game_id, name)
) WITHOUT ROWID;

CREATE TABLE players (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,             -- 0, 1, ... in playing order
    name     TEXT NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, name)
) WITHOUT ROWID;

-- One row an accepted entry, with what the engine said it did beside it.
-- The facts are NULL while the entry is undone, and written again on redo.
-- One row in one B-tree, appended in rowid order, so that an entry costs a
-- commit of one page: there is no other index to keep (tapis finds a game's
-- entries by their row ids or by one scan), and the throws, keeps and turns
-- are views over this table.
CREATE TABLE entries (
    id            INTEGER PRIMARY KEY,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,        -- 1, 2, ... within the game
    seat          INTEGER NOT NULL,        -- who made the entry
    -- (comparisons, not IN lists, which SQLite checks through a temporary
    -- table on every insert)
    kind          TEXT NOT NULL CHECK (kind = 'throw' OR kind = 'keep' OR kind = 'bank'
                                       OR kind = 'take'),
    dice          TEXT,                    -- faces as typed, '1 1 5 3 4'
    undone        INTEGER NOT NULL DEFAULT 0,  -- 1: undone, waiting for redo
    created       INTEGER NOT NULL DEFAULT (unixepoch()),  -- seconds, UTC (cheaper
                                           -- on every entry than formatting text)
    -- dice set aside by the entry: by `keep`, or by a throw or bank without one
    kept          TEXT,
    kept_points   INTEGER,
    kept_implicit INTEGER,
    full_hand     INTEGER,
    -- the throw
    thrown        TEXT,
    dice_in_hand  INTEGER,
    best          INTEGER,                 -- value of the best group to set aside
    bust          INTEGER,
    -- the end of the turn, where the entry ended it
    outcome       TEXT CHECK (outcome = 'banked' OR outcome = 'bust' OR outcome = 'voided'
                              OR outcome = 'won'),
    points        INTEGER,                 -- written, or lost
    cross         INTEGER,                 -- the turn gave a cross
    penalty       INTEGER,                 -- points the penalty took
    score_after   INTEGER
);

CREATE INDEX players_name ON players (name);

CREATE VIEW throws AS
SELECT game_id, seq, seat, thrown AS faces, dice_in_hand, best, bust
  FROM entries WHERE thrown IS NOT NULL;

CREATE VIEW keeps AS
SELECT game_id, seq, seat, kept AS faces, kept_points AS points,
       kept_implicit AS implicit, full_hand
  FROM entries WHERE kept IS NOT NULL;

CREATE VIEW turns AS
SELECT game_id, seq, seat, outcome, points, cross, penalty, score_after,
       datetime(created, 'unixepoch') AS created
  FROM entries WHERE outcome IS NOT NULL;

-- One row a finished turn, with names: the base of history queries.
CREATE VIEW turn_history AS
SELECT t.game_id, g.game, t.seq, p.name AS player, t.outcome, t.points,
       t.cross, t.penalty, t.score_after, t.created
  FROM turns t
  JOIN games g ON g.id = t.game_id
  JOIN players p ON p.game_id = t.game_id AND p.seat = t.seat;

CREATE VIEW throw_history AS
SELECT h.game_id, g.game, h.seq, p.name AS player, h.faces, h.dice_in_hand,
       h.best, h.bust
  FROM throws h
  JOIN games g ON g.id = h.game_id
  JOIN players p ON p.game_id = h.game_id AND p.seat = h.seat;
