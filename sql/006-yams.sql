-- Yams, the second family: its facts are read through yams_facts, as the
-- Farkle family's through farkle_facts, from the JSON array each entry
-- keeps.  throw: the throw the entry made or followed (1 to 3); thrown:
-- the dice of a throw; kept: the dice kept before it (or named by keep);
-- hand: the five dice after the entry; box, col: where a write went (col
-- '1' in a game of one column a player); result: what the dice made
-- there; value: what was written (0 scratched, or beaten in a duel);
-- scratched, beaten; struck: the seat whose box a duel struck out.

CREATE VIEW yams_facts AS
SELECT id, game_id, seq,
       CASE WHEN json_valid(facts) THEN facts ->> '$[0]' END AS throw,
       CASE WHEN json_valid(facts) THEN facts ->> '$[1]' END AS thrown,
       CASE WHEN json_valid(facts) THEN facts ->> '$[2]' END AS kept,
       CASE WHEN json_valid(facts) THEN facts ->> '$[3]' END AS hand,
       CASE WHEN json_valid(facts) THEN facts ->> '$[4]' END AS box,
       CASE WHEN json_valid(facts) THEN facts ->> '$[5]' END AS col,
       CASE WHEN json_valid(facts) THEN facts ->> '$[6]' END AS result,
       CASE WHEN json_valid(facts) THEN facts ->> '$[7]' END AS value,
       CASE WHEN json_valid(facts) THEN facts ->> '$[8]' END AS scratched,
       CASE WHEN json_valid(facts) THEN facts ->> '$[9]' END AS beaten,
       CASE WHEN json_valid(facts) THEN facts ->> '$[10]' END AS struck
  FROM entries e
 WHERE facts IS NOT NULL
   AND (SELECT family FROM games g WHERE g.id = e.game_id) = 'yams';

-- One row a box written, with names: the base of Yams history queries
-- (the average per box, Yams thrown).  Abandoned games count for nothing.
CREATE VIEW yams_boxes AS
SELECT e.game_id, g.game, e.seq, p.name AS player, f.box, f.col, f.throw,
       f.hand, f.result, f.value, f.scratched, f.beaten,
       (SELECT q.name FROM players q
         WHERE q.game_id = e.game_id AND q.seat = f.struck) AS struck,
       datetime(e.created, 'unixepoch', 'localtime') AS created
  FROM entries e
  JOIN yams_facts f ON f.id = e.id
  JOIN games g ON g.id = e.game_id
  JOIN players p ON p.game_id = e.game_id AND p.seat = e.seat
 WHERE f.box IS NOT NULL AND g.status <> 'abandoned';
