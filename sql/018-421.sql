-- 421, the bar game: its facts read through "421_facts" (the family's
-- name starts with a digit, so the view's name is quoted) from the JSON
-- array each entry keeps.  phase: 'charge' or 'decharge', the phase the
-- entry was played in; round: its round, from 1; throw: the throw made
-- (or the last, for keep and stop); hand: the three dice after it,
-- highest first; combo and value: a throw's combination ('421', 'aces',
-- 'ace-pair', 'triple', 'straight', 'plain', 'nenette') and its tokens;
-- barrage: 1 for a barrage throw.  On the entry that ended a round: best
-- and lowest, their seats; tokens, moved for the combination; penalty,
-- moved more for a nenette; outs, the players out after it, a bit a seat.

CREATE VIEW "421_facts" AS
SELECT id, game_id, seq,
       CASE WHEN json_valid(facts) THEN facts ->> '$[0]' END AS phase,
       CASE WHEN json_valid(facts) THEN facts ->> '$[1]' END AS round,
       CASE WHEN json_valid(facts) THEN facts ->> '$[2]' END AS throw,
       CASE WHEN json_valid(facts) THEN facts ->> '$[3]' END AS hand,
       CASE WHEN json_valid(facts) THEN facts ->> '$[4]' END AS combo,
       CASE WHEN json_valid(facts) THEN facts ->> '$[5]' END AS value,
       CASE WHEN json_valid(facts) THEN facts ->> '$[6]' END AS barrage,
       CASE WHEN json_valid(facts) THEN facts ->> '$[7]' END AS best,
       CASE WHEN json_valid(facts) THEN facts ->> '$[8]' END AS lowest,
       CASE WHEN json_valid(facts) THEN facts ->> '$[9]' END AS tokens,
       CASE WHEN json_valid(facts) THEN facts ->> '$[10]' END AS penalty,
       CASE WHEN json_valid(facts) THEN facts ->> '$[11]' END AS outs
  FROM entries e
 WHERE facts IS NOT NULL
   AND (SELECT family FROM games g WHERE g.id = e.game_id) = '421';

-- One row a round played to its end, with names: the base of 421 history
-- queries.  Abandoned games count for nothing.
CREATE VIEW quatre21_rounds AS
SELECT e.game_id, g.game, f.round, f.phase, b.name AS best, l.name AS lowest, f.tokens,
       f.penalty, datetime(e.created, 'unixepoch', 'localtime') AS created
  FROM entries e
  JOIN "421_facts" f ON f.id = e.id
  JOIN games g ON g.id = e.game_id
  JOIN players b ON b.game_id = e.game_id AND b.seat = f.best
  JOIN players l ON l.game_id = e.game_id AND l.seat = f.lowest
 WHERE f.best IS NOT NULL AND g.status <> 'abandoned';

-- A row a player of an ended game (as sql/010 keeps the others): rounds
-- won (best) and lost (lowest), 4-2-1s thrown, tokens taken in the charge.
CREATE TABLE quatre21_summary (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    rounds_won   INTEGER NOT NULL,
    rounds_lost  INTEGER NOT NULL,
    fours        INTEGER NOT NULL,
    charged      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE TRIGGER quatre21_summary_on_status AFTER UPDATE OF status ON games
WHEN new.family = '421' OR old.family = '421'
BEGIN
    DELETE FROM quatre21_summary WHERE game_id = new.id;
    INSERT INTO quatre21_summary (game_id, seat, rounds_won, rounds_lost, fours, charged)
    SELECT new.id, p.seat,
           coalesce(sum(f.best = p.seat), 0),
           coalesce(sum(f.lowest = p.seat), 0),
           coalesce(sum(e.seat = p.seat AND e.kind = 'throw' AND f.combo = '421'), 0),
           coalesce(sum(CASE WHEN f.lowest = p.seat AND f.phase = 'charge'
                             THEN f.tokens + f.penalty END), 0)
      FROM players p
      JOIN entries e ON e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
      JOIN "421_facts" f ON f.id = e.id
     WHERE p.game_id = new.id AND new.status <> 'playing' AND new.family = '421'
     GROUP BY p.seat;
END;

-- The totals a player and rule set of finished games, kept as sql/011
-- keeps the others.
CREATE TABLE quatre21_totals (
    player       TEXT NOT NULL,
    game         TEXT NOT NULL,
    family       TEXT,
    games        INTEGER NOT NULL,
    rounds_won   INTEGER NOT NULL,
    rounds_lost  INTEGER NOT NULL,
    fours        INTEGER NOT NULL,
    charged      INTEGER NOT NULL,
    PRIMARY KEY (player, game)
) WITHOUT ROWID;
CREATE INDEX quatre21_totals_game ON quatre21_totals (game);
CREATE INDEX quatre21_totals_family ON quatre21_totals (family);

CREATE TRIGGER quatre21_totals_add AFTER INSERT ON quatre21_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO quatre21_totals (player, game, family, games, rounds_won, rounds_lost, fours,
                                 charged)
    SELECT p.name, g.game, g.family, 1, new.rounds_won, new.rounds_lost, new.fours,
           new.charged
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (player, game) DO UPDATE SET
           games = games + 1, rounds_won = rounds_won + excluded.rounds_won,
           rounds_lost = rounds_lost + excluded.rounds_lost, fours = fours + excluded.fours,
           charged = charged + excluded.charged;
END;

-- INSERT INTO game_totals_out VALUES (GAME): the game's quatre21_summary
-- rows out of the totals, rows no game counts in any more deleted.
CREATE TRIGGER quatre21_totals_out INSTEAD OF INSERT ON game_totals_out
BEGIN
    UPDATE quatre21_totals
       SET games = games - 1,
           rounds_won = quatre21_totals.rounds_won - w.rounds_won,
           rounds_lost = quatre21_totals.rounds_lost - w.rounds_lost,
           fours = quatre21_totals.fours - w.fours,
           charged = quatre21_totals.charged - w.charged
      FROM quatre21_summary w
      JOIN players p ON p.game_id = w.game_id AND p.seat = w.seat
      JOIN games g ON g.id = w.game_id
     WHERE w.game_id = new.game_id AND g.status = 'finished'
       AND quatre21_totals.player = p.name AND quatre21_totals.game = g.game;
    DELETE FROM quatre21_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
END;

-- INSERT INTO totals_recount VALUES (NAME): that player's 421 totals
-- written again from the summaries of their finished games.
CREATE TRIGGER quatre21_totals_recount INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM quatre21_totals WHERE player = new.player;
    INSERT INTO quatre21_totals (player, game, family, games, rounds_won, rounds_lost, fours,
                                 charged)
    SELECT p.name, g.game, max(g.family), count(*), sum(w.rounds_won), sum(w.rounds_lost),
           sum(w.fours), sum(w.charged)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN quatre21_summary w ON w.game_id = p.game_id AND w.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game;
END;
