-- How a finished game ended, as its engine says it, where until now the
-- store kept a winner's seat and worked out the rest from the scores: the
-- result ('won' by one player, 'shared' by those tied first where the
-- rules share a win, 'drawn', or 'lost' by one player, for a game whose
-- rules name a loser), the loser's seat beside the winner's, and each
-- player's place (players.rank) written from the engine's ranking.
--
-- A shared win counts as a win of each player who shares it, and says it
-- was shared; a draw is no win; a loss is counted (player_totals.losses).
-- The games of before are finished as 'won' where they have a winner,
-- else 'drawn': a game whose rules share a win says so in its family's
-- own migration.  The totals are counted again from the summaries.

ALTER TABLE games ADD COLUMN loser INTEGER;       -- seat, where the rules name a loser
ALTER TABLE games ADD COLUMN result TEXT;         -- won, shared, drawn, lost; NULL
                                                  -- while playing or abandoned
UPDATE games SET result = CASE WHEN winner IS NOT NULL THEN 'won' ELSE 'drawn' END
 WHERE status = 'finished';

ALTER TABLE player_totals ADD COLUMN losses INTEGER NOT NULL DEFAULT 0;

-- The game list: the loser's name and the result beside the winner's.
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
       coalesce((SELECT s.turns FROM game_summary s WHERE s.game_id = g.id),
                (SELECT count(*) FROM entries e
                  WHERE e.id BETWEEN g.id * 4294967296 AND g.id * 4294967296 + 4294967295
                    AND e.undone = 0 AND e.outcome IS NOT NULL)) AS turns,
       coalesce((SELECT s.entries FROM game_summary s WHERE s.game_id = g.id),
                (SELECT count(*) FROM entries e
                  WHERE e.id BETWEEN g.id * 4294967296 AND g.id * 4294967296 + 4294967295
                    AND e.undone = 0)) AS entries,
       (SELECT p.name FROM players p WHERE p.game_id = g.id AND p.seat = g.loser) AS loser,
       g.result
  FROM games g;

-- A player's results: won (alone, or sharing the win), shared (tied first:
-- a shared win or a draw), lost.
DROP VIEW player_results;
CREATE VIEW player_results AS
SELECT g.id AS game_id, g.game, g.family, date(g.created, 'localtime') AS date,
       p.seat, p.name AS player, p.final_score, p.rank,
       CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1) THEN 1 ELSE 0 END
           AS won,
       CASE WHEN g.result IN ('shared', 'drawn') AND p.rank = 1 THEN 1 ELSE 0 END AS shared,
       CASE WHEN g.loser = p.seat THEN 1 ELSE 0 END AS lost
  FROM games g JOIN players p ON p.game_id = g.id
 WHERE g.status = 'finished';

-- ---- the totals: wins, shared and losses as above, wherever they are
-- added, taken out or recounted.

DROP TRIGGER player_totals_add;
CREATE TRIGGER player_totals_add AFTER INSERT ON player_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO player_totals (player, game, family, games, wins, shared, losses, scored,
                               score, best, turns)
    SELECT p.name, g.game, g.family, 1,
           CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1) THEN 1 ELSE 0 END,
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

-- A place written (or changed) in a finished game that counts: a shared
-- win or a draw it makes, out with the old place, in with the new.
DROP TRIGGER player_totals_on_final;
CREATE TRIGGER player_totals_on_final AFTER UPDATE OF final_score, rank ON players
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
 AND EXISTS (SELECT 1 FROM player_summary s WHERE s.game_id = new.game_id AND s.seat = new.seat)
BEGIN
    UPDATE player_totals
       SET wins = wins
                  - (SELECT CASE WHEN g.winner IS NULL AND g.result = 'shared' AND old.rank = 1
                                 THEN 1 ELSE 0 END FROM games g WHERE g.id = new.game_id)
                  + (SELECT CASE WHEN g.winner IS NULL AND g.result = 'shared' AND new.rank = 1
                                 THEN 1 ELSE 0 END FROM games g WHERE g.id = new.game_id),
           shared = shared
                    - (SELECT CASE WHEN g.result IN ('shared', 'drawn') AND old.rank = 1
                                   THEN 1 ELSE 0 END FROM games g WHERE g.id = new.game_id)
                    + (SELECT CASE WHEN g.result IN ('shared', 'drawn') AND new.rank = 1
                                   THEN 1 ELSE 0 END FROM games g WHERE g.id = new.game_id),
           scored = scored - (old.final_score IS NOT NULL) + (new.final_score IS NOT NULL),
           score = score - coalesce(old.final_score, 0) + coalesce(new.final_score, 0),
           best = CASE WHEN best IS NULL OR new.final_score > best
                       THEN coalesce(new.final_score, best) ELSE best END
     WHERE player = new.name AND game = (SELECT game FROM games WHERE id = new.game_id);
    -- the best taken down: recounted (the row as it now stands counts)
    UPDATE player_totals
       SET best = (SELECT max(p.final_score)
                     FROM players p
                     JOIN games g ON g.id = p.game_id
                     JOIN player_summary s ON s.game_id = p.game_id AND s.seat = p.seat
                    WHERE p.name = player_totals.player AND g.game = player_totals.game
                      AND g.status = 'finished')
     WHERE player = new.name AND game = (SELECT game FROM games WHERE id = new.game_id)
       AND old.final_score >= best
       AND (new.final_score IS NULL OR new.final_score < old.final_score);
END;

DROP TRIGGER game_totals_out_insert;
CREATE TRIGGER game_totals_out_insert INSTEAD OF INSERT ON game_totals_out
BEGIN
    -- (inside a trigger an UPDATE names its table in full: no alias; the
    -- summaries have columns of the same names)
    UPDATE player_totals
       SET games = games - 1,
           wins = wins - (CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1)
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
                    THEN 1 ELSE 0 END),
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

-- Counted again (player_totals alone: the families' own totals are as
-- they were).
DELETE FROM player_totals;
INSERT INTO player_totals (player, game, family, games, wins, shared, losses, scored, score,
                           best, turns)
SELECT p.name, g.game, max(g.family), count(*),
       sum(CASE WHEN g.winner = p.seat OR (g.result = 'shared' AND p.rank = 1) THEN 1 ELSE 0 END),
       sum(CASE WHEN g.result IN ('shared', 'drawn') AND p.rank = 1 THEN 1 ELSE 0 END),
       sum(CASE WHEN g.loser = p.seat THEN 1 ELSE 0 END),
       count(p.final_score), coalesce(sum(p.final_score), 0), max(p.final_score), sum(s.turns)
  FROM players p
  JOIN games g ON g.id = p.game_id
  JOIN player_summary s ON s.game_id = p.game_id AND s.seat = p.seat
 WHERE g.status = 'finished'
 GROUP BY p.name, g.game;
