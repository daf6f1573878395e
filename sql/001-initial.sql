-- The event log is the truth: one row in `entries` per accepted line.
-- `throws`, `keeps` and `turns` hold what the engine said each entry did,
-- written in the same transaction and deleted with it on undo, so that
-- history is plain SQL over them.

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

CREATE TABLE entries (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,             -- 1, 2, ... within the game
    seat     INTEGER NOT NULL,             -- who made the entry
    kind     TEXT NOT NULL CHECK (kind IN ('throw', 'keep', 'bank', 'take')),
    dice     TEXT,                         -- faces as typed, '1 1 5 3 4'
    undone   INTEGER NOT NULL DEFAULT 0,   -- 1: undone, waiting for redo
    created  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    UNIQUE (game_id, seq)
);

CREATE TABLE throws (
    entry_id     INTEGER PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
    game_id      INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    faces        TEXT NOT NULL,
    dice_in_hand INTEGER NOT NULL,
    best         INTEGER NOT NULL,         -- value of the best group to set aside
    bust         INTEGER NOT NULL
);

CREATE TABLE keeps (
    entry_id   INTEGER PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
    game_id    INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    faces      TEXT NOT NULL,
    points     INTEGER NOT NULL,
    implicit   INTEGER NOT NULL,           -- set aside by a throw or bank, not `keep`
    full_hand  INTEGER NOT NULL
);

CREATE TABLE turns (
    entry_id     INTEGER PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
    game_id      INTEGER NOT NULL,
    seat         INTEGER NOT NULL,
    outcome      TEXT NOT NULL CHECK (outcome IN ('banked', 'bust', 'voided', 'won')),
    points       INTEGER NOT NULL,         -- written, or lost
    cross        INTEGER NOT NULL,         -- the turn gave a cross
    penalty      INTEGER NOT NULL,         -- points the penalty took
    score_after  INTEGER NOT NULL
);

CREATE INDEX entries_game ON entries (game_id, undone, seq);
CREATE INDEX turns_game ON turns (game_id, seat);
CREATE INDEX players_name ON players (name);

-- One row a finished turn, with names: the base of history queries.
CREATE VIEW turn_history AS
SELECT t.game_id, g.game, e.seq, p.name AS player, t.outcome, t.points,
       t.cross, t.penalty, t.score_after, e.created
  FROM turns t
  JOIN entries e ON e.id = t.entry_id
  JOIN games g ON g.id = t.game_id
  JOIN players p ON p.game_id = t.game_id AND p.seat = t.seat;

CREATE VIEW throw_history AS
SELECT h.game_id, g.game, e.seq, p.name AS player, h.faces, h.dice_in_hand,
       h.best, h.bust
  FROM throws h
  JOIN entries e ON e.id = h.entry_id
  JOIN games g ON g.id = h.game_id
  JOIN players p ON p.game_id = h.game_id AND p.seat = h.seat;
