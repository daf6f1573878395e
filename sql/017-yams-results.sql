-- Yams: equal highest totals share the win (seed 004), where sql/016 set
-- every finished game without a winner as drawn; the totals of its
-- players counted again (player_totals alone).

UPDATE games SET result = 'shared'
 WHERE family = 'yams' AND status = 'finished' AND winner IS NULL;

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
 WHERE g.status = 'finished' AND g.family = 'yams'
 GROUP BY p.name, g.game
    ON CONFLICT (player, game) DO UPDATE SET
       wins = excluded.wins, shared = excluded.shared, losses = excluded.losses;
