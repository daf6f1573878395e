-- A game may be abandoned: over without a winner, never offered for
-- resuming, left out of every statistic.  And dates shown by tapis and by
-- the SQL views are local time; the stored values stay UTC.
--
-- SQLite cannot alter a CHECK, so games is rebuilt the documented way
-- (https://www.sqlite.org/lang_altertable.html#otheralter): tapis runs its
-- migrations with foreign keys off, so dropping the old table cascades to
-- nothing, and checks them before the commit.  The ids are kept, so every
-- row that refers to a game still does.  AUTOINCREMENT now: a deleted
-- game's number is never given to another game, which a second tapis that
-- still has it open would take for the same game.  And a game keeps how
-- many players it started with, so that a players row added or deleted by
-- hand is seen when the game is read.

DROP VIEW turn_history;
DROP VIEW throw_history;
DROP VIEW turns;

CREATE TABLE new_games (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,  -- 1, 2, ... as shown to the table
    game     TEXT NOT NULL,                -- rule set as typed at `new`
    created  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),  -- UTC
    status   TEXT NOT NULL DEFAULT 'playing'
             CHECK (status IN ('playing', 'finished', 'abandoned')),
    winner   INTEGER,                      -- seat, while finished
    base     TEXT,                         -- the built-in rule set it started from
    nplayers INTEGER                       -- how many it started with: a player row
                                           -- added or lost is seen as damage
);
INSERT INTO new_games (id, game, created, status, winner, base, nplayers)
SELECT id, game, created, status, winner, base,
       (SELECT count(*) FROM players p WHERE p.game_id = games.id) FROM games;
DROP TABLE games;
ALTER TABLE new_games RENAME TO games;

CREATE VIEW turns AS
SELECT game_id, seq, seat, outcome, points, cross, penalty, score_after,
       datetime(created, 'unixepoch', 'localtime') AS created
  FROM entries WHERE outcome IS NOT NULL;

-- One row a finished turn, with names: the base of history queries.
-- Abandoned games count for nothing.
CREATE VIEW turn_history AS
SELECT t.game_id, g.game, t.seq, p.name AS player, t.outcome, t.points,
       t.cross, t.penalty, t.score_after, t.created
  FROM turns t
  JOIN games g ON g.id = t.game_id
  JOIN players p ON p.game_id = t.game_id AND p.seat = t.seat
 WHERE g.status <> 'abandoned';

CREATE VIEW throw_history AS
SELECT h.game_id, g.game, h.seq, p.name AS player, h.faces, h.dice_in_hand,
       h.best, h.bust
  FROM throws h
  JOIN games g ON g.id = h.game_id
  JOIN players p ON p.game_id = h.game_id AND p.seat = h.seat
 WHERE g.status <> 'abandoned';
