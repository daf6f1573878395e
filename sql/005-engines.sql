-- Engines as peers: the store holds any game.
--
-- games says which family (engine) a game is of, gets a stable unique id
-- (for import and merge), and the time it finished; at the end of a game
-- each player's final score and rank are written beside them, so that a
-- leaderboard is a plain query.  entries keeps what every game has (who,
-- the verb, its arguments as typed, how it ended the turn, the points, the
-- score after), keyed by (game_id, seq) made one number, id = game_id *
-- 2^32 + seq: a game's entries are one range of one B-tree, read without
-- scanning every game's, and a new entry is appended to a table of rows
-- (which splits a full page more cheaply than a WITHOUT ROWID table does).  What only one family
-- says is the entry's `facts`, a JSON array of that family's facts in the
-- same row, short so that an entry still commits about one page, read
-- through the family's facts table, a view: farkle_facts for the Farkle
-- family.  The views keep their names and columns.

DROP VIEW turn_history;
DROP VIEW throw_history;
DROP VIEW turns;
DROP VIEW throws;
DROP VIEW keeps;

ALTER TABLE games ADD COLUMN family TEXT;
ALTER TABLE games ADD COLUMN uid TEXT;
ALTER TABLE games ADD COLUMN finished TEXT;    -- UTC, when it ended
UPDATE games SET family = 'farkle', uid = lower(hex(randomblob(16)));
UPDATE games SET finished = (
    SELECT strftime('%Y-%m-%dT%H:%M:%SZ', max(e.created), 'unixepoch')
      FROM entries e WHERE e.game_id = games.id AND e.undone = 0)
 WHERE status = 'finished';
-- Every option is stored with its game: a game named after a preset saved
-- again since (its base the preset's name) reads the same from 10000.
UPDATE games SET base = '10000' WHERE base NOT IN ('10000', '10000:350', '5000');
CREATE UNIQUE INDEX games_uid ON games (uid);

ALTER TABLE players ADD COLUMN final_score INTEGER;
ALTER TABLE players ADD COLUMN rank INTEGER;   -- 1 the winner, then by score
UPDATE players SET final_score = coalesce((
    SELECT e.score_after FROM entries e
     WHERE e.game_id = players.game_id AND e.seat = players.seat AND e.undone = 0
       AND e.outcome IS NOT NULL
     ORDER BY e.seq DESC LIMIT 1), 0)
 WHERE game_id IN (SELECT id FROM games WHERE status = 'finished');
UPDATE players SET rank = (
    SELECT CASE WHEN g.winner = players.seat THEN 1
                ELSE (CASE WHEN g.winner IS NULL THEN 1 ELSE 2 END)
                     + (SELECT count(*) FROM players q
                         WHERE q.game_id = players.game_id
                           AND q.seat IS NOT g.winner
                           AND q.final_score > players.final_score) END
      FROM games g WHERE g.id = players.game_id)
 WHERE final_score IS NOT NULL;

CREATE TABLE new_entries (
    id           INTEGER PRIMARY KEY,      -- game_id * 4294967296 + seq
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL,         -- 1, 2, ... within the game
    seat         INTEGER NOT NULL,         -- who made the entry
    kind         TEXT NOT NULL,            -- the verb, as the family names it
    args         TEXT,                     -- its arguments as typed, '1 1 5 3 4'
    undone       INTEGER NOT NULL DEFAULT 0,  -- 1: undone, waiting for redo
    created      INTEGER NOT NULL DEFAULT (unixepoch()),  -- seconds, UTC
    outcome      TEXT,                     -- how it ended the turn, if it did
    points       INTEGER,                  -- written by the turn, or lost
    score_after  INTEGER,                  -- the player's score after it
    facts        TEXT,                     -- the family's, a JSON array in the
                                           -- order of its view; NULL while undone
    CHECK (id = game_id * 4294967296 + seq AND seq BETWEEN 1 AND 4294967295)
);
-- (A row damaged by hand, a seq twice or out of range, is not copied: its
-- game is then found damaged when read, and the others are as they were.)
INSERT OR IGNORE INTO new_entries (id, game_id, seq, seat, kind, args, undone, created,
                                   outcome, points, score_after, facts)
SELECT game_id * 4294967296 + seq, game_id, seq, seat, kind, dice, undone, created,
       outcome, points, score_after,
       CASE WHEN undone = 0 THEN json_array(kept, kept_points, kept_implicit,
           full_hand, thrown, dice_in_hand, best, bust, cross, penalty) END
  FROM entries
 WHERE typeof(game_id) = 'integer' AND game_id BETWEEN 1 AND 2147483647
   AND typeof(seq) = 'integer' AND seq BETWEEN 1 AND 4294967295;
DROP TABLE entries;
ALTER TABLE new_entries RENAME TO entries;

-- What the Farkle engine said an entry did: a row an entry played (none
-- while it is undone); id is the entry's, for joining on its key.  kept:
-- the dice this entry set aside, kept_points what they added to the turn,
-- kept_implicit set aside without a `keep`, full_hand; thrown: the throw,
-- dice_in_hand, best (the best group to set aside), bust; cross: the turn
-- gave one, penalty: points the penalty took.  (A facts text damaged by
-- hand reads as NULLs, never an error.)
CREATE VIEW farkle_facts AS
SELECT id, game_id, seq,
       CASE WHEN json_valid(facts) THEN facts ->> '$[0]' END AS kept,
       CASE WHEN json_valid(facts) THEN facts ->> '$[1]' END AS kept_points,
       CASE WHEN json_valid(facts) THEN facts ->> '$[2]' END AS kept_implicit,
       CASE WHEN json_valid(facts) THEN facts ->> '$[3]' END AS full_hand,
       CASE WHEN json_valid(facts) THEN facts ->> '$[4]' END AS thrown,
       CASE WHEN json_valid(facts) THEN facts ->> '$[5]' END AS dice_in_hand,
       CASE WHEN json_valid(facts) THEN facts ->> '$[6]' END AS best,
       CASE WHEN json_valid(facts) THEN facts ->> '$[7]' END AS bust,
       CASE WHEN json_valid(facts) THEN facts ->> '$[8]' END AS cross,
       CASE WHEN json_valid(facts) THEN facts ->> '$[9]' END AS penalty
  FROM entries e
 WHERE facts IS NOT NULL
   AND (SELECT family FROM games g WHERE g.id = e.game_id) = 'farkle';

CREATE VIEW throws AS
SELECT e.game_id, e.seq, e.seat, f.thrown AS faces, f.dice_in_hand, f.best, f.bust
  FROM entries e JOIN farkle_facts f ON f.id = e.id
 WHERE f.thrown IS NOT NULL;

CREATE VIEW keeps AS
SELECT e.game_id, e.seq, e.seat, f.kept AS faces, f.kept_points AS points,
       f.kept_implicit AS implicit, f.full_hand
  FROM entries e JOIN farkle_facts f ON f.id = e.id
 WHERE f.kept IS NOT NULL;

CREATE VIEW turns AS
SELECT e.game_id, e.seq, e.seat, e.outcome, e.points, f.cross, f.penalty,
       e.score_after, datetime(e.created, 'unixepoch', 'localtime') AS created
  FROM entries e LEFT JOIN farkle_facts f ON f.id = e.id
 WHERE e.outcome IS NOT NULL;

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
