-- The totals of sql/011 taken out and recounted a family at a time: the
-- two triggers that listed every family's tables (game_totals_out_insert
-- and totals_recount_insert) now keep player_totals only, which every
-- game has, and each family's migration adds one INSTEAD OF trigger of
-- its own on each view for its own tables (SQLite runs every trigger of
-- a view for each row; the tables of one trigger are none of another's,
-- so their order does not matter).  Adding a game adds its own two
-- triggers beside its totals, never a line here.  The totals themselves
-- do not change.

DROP TRIGGER game_totals_out_insert;

-- INSERT INTO game_totals_out VALUES (GAME): the game's player_summary
-- rows out of player_totals, a best it held recounted from the other
-- games, rows no game counts in any more deleted.
CREATE TRIGGER game_totals_out_insert INSTEAD OF INSERT ON game_totals_out
BEGIN
    -- (inside a trigger an UPDATE names its table in full: no alias; the
    -- summaries have columns of the same names)
    UPDATE player_totals
       SET games = games - 1,
           wins = wins - (CASE WHEN g.winner = p.seat THEN 1 ELSE 0 END),
           shared = shared - (CASE WHEN g.winner IS NULL AND p.rank = 1 THEN 1 ELSE 0 END),
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

-- INSERT INTO totals_recount VALUES (NAME): that player's player_totals
-- written again from the summaries of their finished games.
CREATE TRIGGER totals_recount_insert INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM player_totals WHERE player = new.player;
    INSERT INTO player_totals (player, game, family, games, wins, shared, scored, score,
                               best, turns)
    SELECT p.name, g.game, max(g.family), count(*),
           sum(CASE WHEN g.winner = p.seat THEN 1 ELSE 0 END),
           sum(CASE WHEN g.winner IS NULL AND p.rank = 1 THEN 1 ELSE 0 END),
           count(p.final_score), coalesce(sum(p.final_score), 0), max(p.final_score),
           sum(s.turns)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN player_summary s ON s.game_id = p.game_id AND s.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game;
END;
