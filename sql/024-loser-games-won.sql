-- A game whose rules name a loser (result 'lost': 421, where the last to
-- hold tokens loses) is won by every other player: the others are not
-- losers, and until now they counted no win, so that stats showed 0 wins
-- for everyone and leaderboard ranked a table of 421 players by a column
-- of zeros.  Won, wherever it is counted (player_results, and the totals
-- as they are added, taken out and recounted): the winner, those sharing
-- a shared win, and every player but the loser of a game lost.  The
-- totals of the rule sets with a game lost are counted again; nothing
-- else changes (shared, losses and the scores stay as they were).

DROP VIEW player_results;
CREATE VIEW player_results AS
SELECT g.id AS game_id, g.game, g.family, date(g.created, 'localtime') AS date,
       p.seat, p.name AS player, p.final_score, p.rank,
       CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1)
                 OR (g.result = 'lost' AND g.loser <> p.seat) THEN 1 ELSE 0 END AS won,
       CASE WHEN g.result IN ('shared', 'drawn') AND p.rank = 1 THEN 1 ELSE 0 END AS shared,
       CASE WHEN g.loser = p.seat THEN 1 ELSE 0 END AS lost
  FROM games g JOIN players p ON p.game_id = g.id
 WHERE g.status = 'finished';

-- (player_totals_on_final stays as sql/016 made it: a place written
-- after the status moves no win of a game lost, which the loser's seat
-- decides)
DROP TRIGGER player_totals_add;
CREATE TRIGGER player_totals_add AFTER INSERT ON player_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO player_totals (player, game, family, games, wins, shared, losses, scored,
                               score, best, turns)
    SELECT p.name, g.game, g.family, 1,
           CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1)
                     OR (g.result = 'lost' AND g.loser <> p.seat) THEN 1 ELSE 0 END,
           CASE WHEN g.result IN ('shared', 'drawn') AND p.rank = 1 THEN 1 ELSE 0 END,
           CASE WHEN g.loser = p.seat THEN 1 ELSE 0 END,
           p.final_score IS NOT NULL, coalesce(p.final_score, 0), p.final_score, new.turns
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (player, game) DO UPDATE SET
           games = games + 1, wins = wins + excluded.wins, shared = shared + excluded.shared,
           losses = losses + excluded.losses,
           scored = scored + excluded.scored, score = score + excluded.score,
           best = CASE WHEN best IS NULL OR excluded.best > best THEN coalesce(excluded.best, best)
                       ELSE best END,
           turns = turns + excluded.turns;
END;

DROP TRIGGER game_totals_out_insert;
CREATE TRIGGER game_totals_out_insert INSTEAD OF INSERT ON game_totals_out
BEGIN
    -- (inside a trigger an UPDATE names its table in full: no alias; the
    -- summaries have columns of the same names)
    UPDATE player_totals
       SET games = games - 1,
           wins = wins - (CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1)
                                    OR (g.result = 'lost' AND g.loser <> p.seat)
                               THEN 1 ELSE 0 END),
           shared = shared - (CASE WHEN g.result IN ('shared', 'drawn') AND p.rank = 1
                                   THEN 1 ELSE 0 END),
           losses = losses - (CASE WHEN g.loser = p.seat THEN 1 ELSE 0 END),
           scored = scored - (p.final_score IS NOT NULL),
           score = score - coalesce(p.final_score, 0),
           turns = player_totals.turns - s.turns
      FROM player_summary s
      JOIN players p ON p.game_id = s.game_id AND p.seat = s.seat
      JOIN games g ON g.id = s.game_id
     WHERE s.game_id = new.game_id AND g.status = 'finished'
       AND player_totals.player = p.name AND player_totals.game = g.game;
    -- (another game at the best keeps it, and is found without reading
    -- every game of the player: where every win ends at a target, many are)
    UPDATE player_totals
       SET best = coalesce((SELECT q.final_score
                              FROM players q
                              JOIN games h ON h.id = q.game_id
                              JOIN player_summary s ON s.game_id = q.game_id
                                                   AND s.seat = q.seat
                             WHERE q.name = player_totals.player
                               AND h.game = player_totals.game AND h.status = 'finished'
                               AND h.id <> new.game_id AND q.final_score = player_totals.best
                             LIMIT 1),
                           (SELECT max(q.final_score)
                              FROM players q
                              JOIN games h ON h.id = q.game_id
                              JOIN player_summary s ON s.game_id = q.game_id
                                                   AND s.seat = q.seat
                             WHERE q.name = player_totals.player
                               AND h.game = player_totals.game AND h.status = 'finished'
                               AND h.id <> new.game_id))
      FROM players p JOIN games g ON g.id = p.game_id
     WHERE p.game_id = new.game_id AND g.status = 'finished'
       AND player_totals.player = p.name AND player_totals.game = g.game
       AND p.final_score >= player_totals.best;
    DELETE FROM player_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
END;

DROP TRIGGER totals_recount_insert;
CREATE TRIGGER totals_recount_insert INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM player_totals WHERE player = new.player;
    INSERT INTO player_totals (player, game, family, games, wins, shared, losses, scored,
                               score, best, turns)
    SELECT p.name, g.game, max(g.family), count(*),
           sum(CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1)
                         OR (g.result = 'lost' AND g.loser <> p.seat) THEN 1 ELSE 0 END),
           sum(CASE WHEN g.result IN ('shared', 'drawn') AND p.rank = 1 THEN 1 ELSE 0 END),
           sum(CASE WHEN g.loser = p.seat THEN 1 ELSE 0 END),
           count(p.final_score), coalesce(sum(p.final_score), 0), max(p.final_score),
           sum(s.turns)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN player_summary s ON s.game_id = p.game_id AND s.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game;
END;

-- The wins of the rule sets that have a finished game lost, counted
-- again as above (a few rows: the other rule sets' wins are as they were).
INSERT INTO player_totals (player, game, family, games, wins, shared, losses, scored, score,
                           best, turns)
SELECT p.name, g.game, max(g.family), count(*),
       sum(CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1)
                     OR (g.result = 'lost' AND g.loser <> p.seat) THEN 1 ELSE 0 END),
       sum(CASE WHEN g.result IN ('shared', 'drawn') AND p.rank = 1 THEN 1 ELSE 0 END),
       sum(CASE WHEN g.loser = p.seat THEN 1 ELSE 0 END),
       count(p.final_score), coalesce(sum(p.final_score), 0), max(p.final_score), sum(s.turns)
  FROM players p
  JOIN games g ON g.id = p.game_id
  JOIN player_summary s ON s.game_id = p.game_id AND s.seat = p.seat
 WHERE g.status = 'finished'
   AND g.game IN (SELECT game FROM games WHERE status = 'finished' AND result = 'lost')
 GROUP BY p.name, g.game
    ON CONFLICT (player, game) DO UPDATE SET wins = excluded.wins;
