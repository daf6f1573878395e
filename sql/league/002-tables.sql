-- The tables that push to the league, as psql reads them: how many of
-- their games are in it (finished, not gone) and when each last pushed.
CREATE VIEW tables AS
SELECT pushed_by AS "table", count(*) FILTER (WHERE status = 'finished') AS games,
       max(pushed) AS last_push
  FROM games
 GROUP BY pushed_by;
