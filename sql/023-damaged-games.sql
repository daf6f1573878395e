-- Which games are damaged (a value of a game's row or of its players'
-- mended by hand into what tapis never writes), kept as the rows change:
-- stats, leaderboard and versus leave them out and games marks them, and
-- working it out over every stored game on each look cost more than the
-- figures themselves (five times sqlite3's time at 20,000 games).  A game
-- is checked again when a row it is judged by is written, by tapis or by
-- hand, so that a look reads a table of the damaged ones alone, most
-- often empty.
--
-- What is checked, on the game's row g: a known status, a winner and a
-- loser among its players, none while it is not finished, and a finished
-- game's result one of tapis's and its players' places within their
-- count.
--
-- (A file set back by hand to an earlier version may keep what this file
-- makes: it is made again from nothing.)

DROP TRIGGER IF EXISTS damaged_games_on_insert;
DROP TRIGGER IF EXISTS damaged_games_on_update;
DROP TRIGGER IF EXISTS damaged_games_on_delete;
DROP TRIGGER IF EXISTS damaged_games_on_player_insert;
DROP TRIGGER IF EXISTS damaged_games_on_player_update;
DROP TRIGGER IF EXISTS damaged_games_on_player_delete;
DROP VIEW IF EXISTS damage_found;
DROP TABLE IF EXISTS damaged_games;

CREATE VIEW damage_found AS
SELECT g.id AS game_id FROM games g
 WHERE g.status NOT IN ('playing', 'finished', 'abandoned')
    OR (g.winner IS NOT NULL AND NOT EXISTS (SELECT 1 FROM players q
            WHERE q.game_id = g.id AND q.seat = g.winner))
    OR (g.loser IS NOT NULL AND NOT EXISTS (SELECT 1 FROM players q
            WHERE q.game_id = g.id AND q.seat = g.loser))
    OR (g.status <> 'finished' AND (g.winner IS NOT NULL OR g.loser IS NOT NULL))
    OR (g.status = 'finished' AND (g.result IS NULL
            OR g.result NOT IN ('won', 'shared', 'drawn', 'lost')
            OR EXISTS (SELECT 1 FROM players q WHERE q.game_id = g.id
                AND (q.rank IS NULL OR q.rank < 1 OR q.rank > g.nplayers))));

-- a row a damaged game (of any status)
CREATE TABLE damaged_games (
    game_id  INTEGER PRIMARY KEY
);

INSERT INTO damaged_games (game_id) SELECT game_id FROM damage_found;

-- A game checked again: its row, or one of its players', was written.
CREATE TRIGGER damaged_games_on_insert AFTER INSERT ON games
BEGIN
    DELETE FROM damaged_games WHERE game_id = new.id;
    INSERT INTO damaged_games (game_id) SELECT game_id FROM damage_found
     WHERE game_id = new.id;
END;

CREATE TRIGGER damaged_games_on_update
AFTER UPDATE OF id, status, winner, loser, result, nplayers ON games
BEGIN
    DELETE FROM damaged_games WHERE game_id IN (old.id, new.id);
    INSERT INTO damaged_games (game_id) SELECT game_id FROM damage_found
     WHERE game_id = new.id;
END;

CREATE TRIGGER damaged_games_on_delete AFTER DELETE ON games
BEGIN
    DELETE FROM damaged_games WHERE game_id = old.id;
END;

CREATE TRIGGER damaged_games_on_player_insert AFTER INSERT ON players
BEGIN
    DELETE FROM damaged_games WHERE game_id = new.game_id;
    INSERT INTO damaged_games (game_id) SELECT game_id FROM damage_found
     WHERE game_id = new.game_id;
END;

CREATE TRIGGER damaged_games_on_player_update
AFTER UPDATE OF game_id, seat, rank ON players
BEGIN
    DELETE FROM damaged_games WHERE game_id IN (old.game_id, new.game_id);
    INSERT INTO damaged_games (game_id) SELECT game_id FROM damage_found
     WHERE game_id IN (old.game_id, new.game_id);
END;

CREATE TRIGGER damaged_games_on_player_delete AFTER DELETE ON players
BEGIN
    DELETE FROM damaged_games WHERE game_id = old.game_id;
    INSERT INTO damaged_games (game_id) SELECT game_id FROM damage_found
     WHERE game_id = old.game_id;
END;
