-- History people ask for after the evening: a game a row and a player's
-- result a row, with names and local dates, for the history commands and
-- for anyone with the sqlite3 shell.  Abandoned games are in game_list
-- (marked so) and in no result.

CREATE INDEX games_created ON games (created);

-- One row a game: its local date and time, rule set and family, status,
-- the players in seat order with their scores ("alice 10000, bob 7450"; the
-- score now while playing), the winner's name (NULL while playing, on a
-- draw or a shared win, and when abandoned), and its turns (entries that
-- ended one).  A game's entries are read as the range of their ids (sql/005),
-- never by a scan of every game's.
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
       (SELECT count(*) FROM entries e
         WHERE e.id BETWEEN g.id * 4294967296 AND g.id * 4294967296 + 4294967295
           AND e.undone = 0 AND e.outcome IS NOT NULL) AS turns
  FROM games g;

-- One row a player of a finished game: the final score and rank (1 the
-- winner, then by score), whether they won outright (won) or shared the
-- top (shared: a draw, or equal highest totals).
CREATE VIEW player_results AS
SELECT g.id AS game_id, g.game, g.family, date(g.created, 'localtime') AS date,
       p.seat, p.name AS player, p.final_score, p.rank,
       CASE WHEN g.winner = p.seat THEN 1 ELSE 0 END AS won,
       CASE WHEN g.winner IS NULL AND p.rank = 1 THEN 1 ELSE 0 END AS shared
  FROM games g JOIN players p ON p.game_id = g.id
 WHERE g.status = 'finished';
