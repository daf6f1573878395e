-- What games lists of an ended game, kept as its rows are written: the
-- players' names in seat order, each with their score, the winner's and
-- the loser's names, the entries and the turns.  Worked out again for
-- every game on each look, the list cost `games --all` 0.7 s at 100,000
-- games in sqlite3 alone (a score read from the entries where no final
-- score is kept, five subqueries a game); kept, a look reads one row a
-- game.  A game being played is still worked out as it is read: its
-- scores move with every entry, and no entry pays for the list.
--
-- A game is kept while it has its summary (sql/010: from the moment it
-- ends, finished or abandoned, until an undo sets it back to playing),
-- and written again whenever a row it is listed from changes, by tapis or
-- by hand: its summary, its row's winner, loser and turn length, its
-- players' names, seats and final scores (a rename, a merge); a player
-- added or taken by hand takes the row away, the game then worked out as
-- it is read.  `check` compares what is kept with what the games say, and
-- `check --repair` writes it again.

-- (A file set back by hand to an earlier version may keep what this file
-- makes: it is made again from nothing.)

DROP TRIGGER IF EXISTS game_listing_on_summary_insert;
DROP TRIGGER IF EXISTS game_listing_on_summary_update;
DROP TRIGGER IF EXISTS game_listing_on_summary_delete;
DROP TRIGGER IF EXISTS game_listing_on_update;
DROP TRIGGER IF EXISTS game_listing_on_player_insert;
DROP TRIGGER IF EXISTS game_listing_on_player_update;
DROP TRIGGER IF EXISTS game_listing_on_player_delete;
DROP VIEW IF EXISTS game_list;
DROP VIEW IF EXISTS game_rows;
DROP VIEW IF EXISTS game_listing_due;
DROP VIEW IF EXISTS game_listing_found;
DROP TABLE IF EXISTS game_listing;

-- What the list says of every game, worked out from its rows (what
-- game_list computed until now), by game.
CREATE VIEW game_listing_found AS
SELECT g.id AS game_id,
       (SELECT group_concat(name, ', ')
          FROM (SELECT name FROM players WHERE game_id = g.id ORDER BY seat)) AS names,
       (SELECT group_concat(name || ' ' || score, ', ')
          FROM (SELECT p.name,
                       coalesce(p.final_score,
                                (SELECT e.score_after FROM entries e
                                  WHERE e.id BETWEEN p.game_id * 4294967296
                                                 AND p.game_id * 4294967296 + 4294967295
                                    AND e.seat = p.seat
                                    AND e.undone = 0 AND e.score_after IS NOT NULL
                                  ORDER BY e.id DESC LIMIT 1), 0) AS score
                  FROM players p WHERE p.game_id = g.id ORDER BY p.seat)) AS results,
       (SELECT p.name FROM players p WHERE p.game_id = g.id AND p.seat = g.winner) AS winner,
       (SELECT p.name FROM players p WHERE p.game_id = g.id AND p.seat = g.loser) AS loser,
       coalesce((SELECT s.entries FROM game_summary s WHERE s.game_id = g.id),
                (SELECT count(*) FROM entries e
                  WHERE e.id BETWEEN g.id * 4294967296 AND g.id * 4294967296 + 4294967295
                    AND e.undone = 0)) AS entries,
       (coalesce((SELECT s.turns FROM game_summary s WHERE s.game_id = g.id),
                 (SELECT count(*) FROM entries e
                   WHERE e.id BETWEEN g.id * 4294967296 AND g.id * 4294967296 + 4294967295
                     AND e.undone = 0 AND e.outcome IS NOT NULL))
        + g.turn_entries - 1) / g.turn_entries AS turns
  FROM games g;

-- A row an ended game (one with its summary).
CREATE TABLE game_listing (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    names    TEXT,
    results  TEXT,
    winner   TEXT,
    loser    TEXT,
    entries  INTEGER NOT NULL,
    turns    INTEGER NOT NULL
);

-- What should be kept: every game with its summary, as found.
CREATE VIEW game_listing_due AS
SELECT f.* FROM game_listing_found f
 WHERE EXISTS (SELECT 1 FROM game_summary s WHERE s.game_id = f.game_id);

INSERT INTO game_listing SELECT * FROM game_listing_due;

-- A game ends, is set back to playing, or its summary is mended.
CREATE TRIGGER game_listing_on_summary_insert AFTER INSERT ON game_summary
BEGIN
    INSERT OR REPLACE INTO game_listing
    SELECT * FROM game_listing_found WHERE game_id = new.game_id;
END;

CREATE TRIGGER game_listing_on_summary_update AFTER UPDATE ON game_summary
BEGIN
    DELETE FROM game_listing WHERE game_id IN (old.game_id, new.game_id);
    INSERT INTO game_listing SELECT * FROM game_listing_due
     WHERE game_id IN (old.game_id, new.game_id);
END;

CREATE TRIGGER game_listing_on_summary_delete AFTER DELETE ON game_summary
BEGIN
    DELETE FROM game_listing WHERE game_id = old.game_id;
END;

-- A kept game's row or players written (a player's row of a game being
-- played costs nothing more than a look at its summary).
CREATE TRIGGER game_listing_on_update
AFTER UPDATE OF id, winner, loser, turn_entries ON games
WHEN EXISTS (SELECT 1 FROM game_summary s WHERE s.game_id IN (old.id, new.id))
BEGIN
    DELETE FROM game_listing WHERE game_id IN (old.id, new.id);
    INSERT INTO game_listing SELECT * FROM game_listing_due WHERE game_id IN (old.id, new.id);
END;

-- A player added to or taken from an ended game (by hand alone: tapis
-- seats a game's players as it makes it) takes its row away, so that the
-- game is worked out as it is read until check --repair writes the row
-- again: every `new` compiles this trigger, which must not cost it the
-- whole worked-out row.
CREATE TRIGGER game_listing_on_player_insert AFTER INSERT ON players
BEGIN
    DELETE FROM game_listing WHERE game_id = new.game_id;
END;

CREATE TRIGGER game_listing_on_player_update
AFTER UPDATE OF game_id, seat, name, final_score ON players
WHEN EXISTS (SELECT 1 FROM game_summary s WHERE s.game_id IN (old.game_id, new.game_id))
BEGIN
    DELETE FROM game_listing WHERE game_id IN (old.game_id, new.game_id);
    INSERT INTO game_listing SELECT * FROM game_listing_due
     WHERE game_id IN (old.game_id, new.game_id);
END;

CREATE TRIGGER game_listing_on_player_delete AFTER DELETE ON players
BEGIN
    DELETE FROM game_listing WHERE game_id = old.game_id;
END;

-- What games lists of every game (store_games.c reads it): what is kept
-- of an ended game, worked out for a game being played (joined to what
-- is found of a game only where none is kept: the key NULL else, so that
-- an ended game costs no look); created is the stored time (UTC: the
-- filters and the order read its index), local its local time, damaged
-- whether sql/023 keeps the game as damaged.
CREATE VIEW game_rows AS
SELECT g.id, g.game, g.family, g.status, g.created,
       datetime(g.created, 'localtime') AS local,
       CASE WHEN l.game_id IS NULL THEN f.names ELSE l.names END AS names,
       CASE WHEN l.game_id IS NULL THEN f.results ELSE l.results END AS results,
       CASE WHEN l.game_id IS NULL THEN f.winner ELSE l.winner END AS winner,
       CASE WHEN l.game_id IS NULL THEN f.loser ELSE l.loser END AS loser,
       CASE WHEN l.game_id IS NULL THEN f.entries ELSE l.entries END AS entries,
       CASE WHEN l.game_id IS NULL THEN f.turns ELSE l.turns END AS turns,
       g.result,
       d.game_id IS NOT NULL AS damaged
  FROM games g
  LEFT JOIN game_listing l ON l.game_id = g.id
  LEFT JOIN game_listing_found f ON f.game_id = CASE WHEN l.game_id IS NULL THEN g.id END
  LEFT JOIN damaged_games d ON d.game_id = g.id;

-- The game list, as before, read from there.
CREATE VIEW game_list AS
SELECT id, date(created, 'localtime') AS date, local AS created, game, family, status,
       results AS players, winner, turns, entries, loser, result
  FROM game_rows;
