-- Yams, two corrections and their recount (the Yams family's own, beside
-- sql/019).
--
-- One column per player: a turn is the thrower's throws and every
-- player's write (sql/019's games.turn_entries: as many entries as
-- players end one turn of such a game).
UPDATE games SET turn_entries = nplayers
 WHERE family = 'yams' AND base = 'yams:cross' AND nplayers > 1;

-- A duel: a value struck out later (its box taken by another player, the
-- write that beat it naming its owner's seat in its facts) counts 0 in the
-- owner's box averages, as it does on the sheet, where it was counted as
-- written.  The trigger of sql/010 again, but for that.
DROP TRIGGER yams_summary_on_status;
CREATE TRIGGER yams_summary_on_status AFTER UPDATE OF status ON games
WHEN new.family = 'yams' OR old.family = 'yams'
BEGIN
    DELETE FROM yams_summary WHERE game_id = new.id;
    DELETE FROM yams_box_summary WHERE game_id = new.id;
    INSERT INTO yams_summary (game_id, seat, columns, made, yams)
    SELECT new.id, p.seat, coalesce(c.columns, 0), coalesce(c.made, 0),
           coalesce(y.yams, 0)
      FROM players p
      LEFT JOIN (SELECT seat, count(bonus) AS columns, sum(bonus) AS made
                   FROM (SELECT seat,
                                CASE WHEN bonus_points <= 0 THEN NULL
                                     WHEN upper >= bonus_at + (at_least <> 'yes') THEN 1
                                     WHEN upper_boxes = 6 THEN 0 END AS bonus
                           FROM (SELECT e.seat, f.col, count(*) AS upper_boxes,
                                        sum(f.value) AS upper,
                                        coalesce((SELECT CAST(o.value AS INTEGER)
                                                    FROM game_options o
                                                   WHERE o.game_id = new.id
                                                     AND o.name = 'bonus'), 0) AS bonus_points,
                                        (SELECT CAST(o.value AS INTEGER) FROM game_options o
                                          WHERE o.game_id = new.id
                                            AND o.name = 'bonusat') AS bonus_at,
                                        (SELECT o.value FROM game_options o
                                          WHERE o.game_id = new.id
                                            AND o.name = 'atleast') AS at_least
                                   FROM entries e
                                   JOIN yams_facts f ON f.id = e.id
                                  WHERE e.id BETWEEN new.id * 4294967296
                                                 AND new.id * 4294967296 + 4294967295
                                    AND f.box IN ('1', '2', '3', '4', '5', '6')
                                  GROUP BY e.seat, f.col))
                  GROUP BY seat) c ON c.seat = p.seat
      LEFT JOIN (SELECT e.seat, count(*) AS yams
                   FROM entries e
                   JOIN yams_facts f ON f.id = e.id
                  WHERE e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
                    AND f.box IS NOT NULL AND length(f.hand) = 9
                    AND replace(f.hand, substr(f.hand, 1, 1), '') = '    '
                  GROUP BY e.seat) y ON y.seat = p.seat
     WHERE p.game_id = new.id AND new.status <> 'playing' AND new.family = 'yams';
    INSERT INTO yams_box_summary (game_id, seat, box, written, valued, total, scratched)
    SELECT new.id, e.seat, f.box, count(*), count(f.value),
           sum(CASE WHEN EXISTS (SELECT 1 FROM entries l JOIN yams_facts s ON s.id = l.id
                                  WHERE l.id BETWEEN e.id + 1
                                                 AND new.id * 4294967296 + 4294967295
                                    AND s.box = f.box AND s.struck = e.seat)
                    THEN 0 ELSE f.value END),
           sum(f.scratched)
      FROM entries e
      JOIN players p ON p.game_id = new.id AND p.seat = e.seat
      JOIN yams_facts f ON f.id = e.id
     WHERE e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
       AND f.box IS NOT NULL AND new.status <> 'playing' AND new.family = 'yams'
     GROUP BY e.seat, f.box;
END;

-- The ended games with a value struck out, their box rows written again,
-- and the totals of their players recounted (sql/014's triggers).
CREATE TEMP TABLE struck_games AS
SELECT DISTINCT e.game_id AS id
  FROM entries e JOIN yams_facts f ON f.id = e.id
 WHERE f.struck IS NOT NULL
   AND (SELECT g.status FROM games g WHERE g.id = e.game_id) <> 'playing';
DELETE FROM yams_box_summary WHERE game_id IN (SELECT id FROM struck_games);
INSERT INTO yams_box_summary (game_id, seat, box, written, valued, total, scratched)
SELECT e.game_id, e.seat, f.box, count(*), count(f.value),
       sum(CASE WHEN EXISTS (SELECT 1 FROM entries l JOIN yams_facts s ON s.id = l.id
                              WHERE l.id BETWEEN e.id + 1
                                             AND e.game_id * 4294967296 + 4294967295
                                AND s.box = f.box AND s.struck = e.seat)
                THEN 0 ELSE f.value END),
       sum(f.scratched)
  FROM entries e
  JOIN players p ON p.game_id = e.game_id AND p.seat = e.seat
  JOIN yams_facts f ON f.id = e.id
 WHERE e.game_id IN (SELECT id FROM struck_games) AND f.box IS NOT NULL
 GROUP BY e.game_id, e.seat, f.box;
INSERT INTO totals_recount
SELECT DISTINCT p.name FROM players p WHERE p.game_id IN (SELECT id FROM struck_games);
DROP TABLE struck_games;
