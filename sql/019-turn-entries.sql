-- A turn of the game, one meaning everywhere: where every player writes
-- the thrower's dice (Yams, one column per player), a turn is the thrower's
-- throws and every player's write, as the sheet and chart count it, not
-- each write.  games.turn_entries is how many entries end one turn of the
-- game (1 but there; the engine says it when the game is made, and the
-- family's own migration for the games made before); the game list counts
-- turns so, a turn begun and not yet written by all counting as one.

ALTER TABLE games ADD COLUMN turn_entries INTEGER NOT NULL DEFAULT 1
    CHECK (turn_entries >= 1);

DROP VIEW game_list;
CREATE VIEW game_list AS
SELECT g.id,
       date(g.created, 'localtime') AS date,
       datetime(g.created, 'localtime') AS created,
       g.game, g.family, g.status,
       (SELECT group_concat(name || ' ' || score, ', ')
          FROM (SELECT p.name,
                       coalesce(p.final_score,
                                (SELECT e.score_after FROM entries e
                                  WHERE e.id BETWEEN p.game_id * 4294967296
                                                 AND p.game_id * 4294967296 + 4294967295
                                    AND e.seat = p.seat
                                    AND e.undone = 0 AND e.score_after IS NOT NULL
                                  ORDER BY e.id DESC LIMIT 1), 0) AS score
                  FROM players p WHERE p.game_id = g.id ORDER BY p.seat)) AS players,
       (SELECT p.name FROM players p WHERE p.game_id = g.id AND p.seat = g.winner) AS winner,
       (coalesce((SELECT s.turns FROM game_summary s WHERE s.game_id = g.id),
                 (SELECT count(*) FROM entries e
                   WHERE e.id BETWEEN g.id * 4294967296 AND g.id * 4294967296 + 4294967295
                     AND e.undone = 0 AND e.outcome IS NOT NULL))
        + g.turn_entries - 1) / g.turn_entries AS turns,
       coalesce((SELECT s.entries FROM game_summary s WHERE s.game_id = g.id),
                (SELECT count(*) FROM entries e
                  WHERE e.id BETWEEN g.id * 4294967296 AND g.id * 4294967296 + 4294967295
                    AND e.undone = 0)) AS entries,
       (SELECT p.name FROM players p WHERE p.game_id = g.id AND p.seat = g.loser) AS loser,
       g.result
  FROM games g;
