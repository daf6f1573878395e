-- Yam Master, the third family: its facts read through yammaster_facts
-- from the JSON array each entry keeps.  throw: the throw the entry made
-- or followed (1 to 3); thrown, kept, hand: the dice of a throw, those
-- kept before it, the five after; sec: the first throw made a major;
-- call: the major called; lapsed: a call after a sec lapsed (no die of
-- the sec thrown again); cell and kind: where a pawn went and what the
-- cell takes; removed: the seat whose pawn a Yam took off (Yam
-- Predator); five: the pawn completed a line of five.

CREATE VIEW yammaster_facts AS
SELECT id, game_id, seq,
       CASE WHEN json_valid(facts) THEN facts ->> '$[0]' END AS throw,
       CASE WHEN json_valid(facts) THEN facts ->> '$[1]' END AS thrown,
       CASE WHEN json_valid(facts) THEN facts ->> '$[2]' END AS kept,
       CASE WHEN json_valid(facts) THEN facts ->> '$[3]' END AS hand,
       CASE WHEN json_valid(facts) THEN facts ->> '$[4]' END AS sec,
       CASE WHEN json_valid(facts) THEN facts ->> '$[5]' END AS call,
       CASE WHEN json_valid(facts) THEN facts ->> '$[6]' END AS lapsed,
       CASE WHEN json_valid(facts) THEN facts ->> '$[7]' END AS cell,
       CASE WHEN json_valid(facts) THEN facts ->> '$[8]' END AS kind,
       CASE WHEN json_valid(facts) THEN facts ->> '$[9]' END AS removed,
       CASE WHEN json_valid(facts) THEN facts ->> '$[10]' END AS five
  FROM entries e
 WHERE facts IS NOT NULL
   AND (SELECT family FROM games g WHERE g.id = e.game_id) = 'yammaster';

-- One row a pawn placed or taken off, with names: the base of Yam Master
-- history queries.  Abandoned games count for nothing.
CREATE VIEW yammaster_pawns AS
SELECT e.game_id, g.game, e.seq, p.name AS player, e.kind AS entry, f.cell, f.kind,
       f.throw, f.hand, f.five,
       (SELECT q.name FROM players q
         WHERE q.game_id = e.game_id AND q.seat = f.removed) AS removed,
       datetime(e.created, 'unixepoch', 'localtime') AS created
  FROM entries e
  JOIN yammaster_facts f ON f.id = e.id
  JOIN games g ON g.id = e.game_id
  JOIN players p ON p.game_id = e.game_id AND p.seat = e.seat
 WHERE f.cell IS NOT NULL AND g.status <> 'abandoned';
