-- The figures of `stats`, `leaderboard` and `versus`, as views that anyone
-- with the sqlite3 shell can read too.  Statistics count finished games
-- only: a game being played counts once it ends, an abandoned game never.

-- One row a player and rule set: games finished, won outright (wins), won
-- shared (shared: a draw, or equal highest totals), the average and best
-- final score, the turns played (entries that ended one) and the final
-- score a turn (per_turn: the sum of the final scores over the sum of the
-- turns).
CREATE VIEW player_stats AS
SELECT player, game, family, count(*) AS games, sum(won) AS wins, sum(shared) AS shared,
       avg(final_score) AS average, max(final_score) AS best, sum(turns) AS turns,
       CAST(sum(final_score) AS REAL) / nullif(sum(turns), 0) AS per_turn
  FROM (SELECT r.*,
               (SELECT count(*) FROM entries e
                 WHERE e.id BETWEEN r.game_id * 4294967296 + 1
                                AND r.game_id * 4294967296 + 4294967295
                   AND e.seat = r.seat AND e.undone = 0
                   AND e.outcome IS NOT NULL) AS turns
          FROM player_results r)
 GROUP BY player, game, family;

-- One row a finished turn of the Farkle family (games not abandoned), with
-- names: its number among the player's turns of the game (turn, from 1),
-- how it ended and its points (written, or lost), the points its own dice
-- set aside (kept_points) and those it took over from the player before
-- (taken: a piggy-back), the full hands thrown again, the cross and the
-- penalty it gave, the throws it made, and the seq of the entry that
-- ended it.
CREATE VIEW farkle_turns AS
SELECT game_id, game, status, player, turn, max(outcome) AS outcome,
       max(points) AS points, coalesce(sum(kept_points), 0) AS kept_points,
       max(points) - coalesce(sum(kept_points), 0) AS taken,
       coalesce(sum(full_hand), 0) AS full_hands, max(cross) AS cross,
       max(penalty) AS penalty, count(thrown) AS throws, max(seq) AS seq
  FROM (SELECT e.game_id, g.game, g.status, p.name AS player, e.seat, e.seq, e.outcome,
               CASE WHEN e.outcome IS NOT NULL THEN e.points END AS points,
               f.kept_points, f.full_hand, f.cross, f.penalty, f.thrown,
               1 + count(e.outcome) OVER (PARTITION BY e.game_id, e.seat ORDER BY e.seq
                                          ROWS BETWEEN UNBOUNDED PRECEDING
                                                   AND 1 PRECEDING) AS turn
          FROM entries e
          JOIN games g ON g.id = e.game_id
          JOIN players p ON p.game_id = e.game_id AND p.seat = e.seat
          LEFT JOIN farkle_facts f ON f.id = e.id
         WHERE g.family = 'farkle' AND g.status <> 'abandoned' AND e.undone = 0)
 GROUP BY game_id, seat, turn
HAVING max(outcome) IS NOT NULL;

-- One row a column of a player in a game of Yams (not abandoned): the
-- boxes 1 to 6 written in it (upper_boxes), their total (upper), and
-- whether it made the bonus (1 or 0; NULL while it may still, or where
-- the rules give none): the bonus needs the game's bonusat, or one more
-- unless atleast=yes.
CREATE VIEW yams_columns AS
SELECT c.*,
       CASE WHEN c.bonus_points <= 0 THEN NULL
            WHEN c.upper >= c.bonus_at + (c.at_least <> 'yes') THEN 1
            WHEN c.upper_boxes = 6 THEN 0 END AS bonus
  FROM (SELECT b.game_id, b.game, b.player, b.col, count(*) AS upper_boxes,
               sum(b.value) AS upper,
               coalesce((SELECT CAST(o.value AS INTEGER) FROM game_options o
                          WHERE o.game_id = b.game_id AND o.name = 'bonus'), 0) AS bonus_points,
               (SELECT CAST(o.value AS INTEGER) FROM game_options o
                 WHERE o.game_id = b.game_id AND o.name = 'bonusat') AS bonus_at,
               (SELECT o.value FROM game_options o
                 WHERE o.game_id = b.game_id AND o.name = 'atleast') AS at_least
          FROM yams_boxes b
         WHERE b.box IN ('1', '2', '3', '4', '5', '6')
         GROUP BY b.game_id, b.player, b.col) c;
