-- The Farkle family's totals (sql/011: farkle_totals, farkle_throw_totals)
-- taken out and recounted by triggers of its own, beside those of every
-- other family on the same views (sql/012).

-- INSERT INTO game_totals_out VALUES (GAME): the game's farkle_summary
-- and farkle_throw_summary rows out of the totals, a best turn it held
-- recounted from the other games, rows no game counts in any more deleted.
CREATE TRIGGER farkle_totals_out INSTEAD OF INSERT ON game_totals_out
BEGIN
    -- (inside a trigger an UPDATE names its table in full: no alias; the
    -- summaries have columns of the same names)
    UPDATE farkle_totals
       SET games = farkle_totals.games - 1,
           opened = opened - (f.open_turn IS NOT NULL),
           open_turns = open_turns - coalesce(f.open_turn, 0),
           crosses = farkle_totals.crosses - f.crosses,
           penalties = farkle_totals.penalties - f.penalties,
           penalty_points = farkle_totals.penalty_points - f.penalty_points,
           full_hands = farkle_totals.full_hands - coalesce(f.full_hands, 0),
           n_full_hands = n_full_hands - (f.full_hands IS NOT NULL),
           taken = farkle_totals.taken - coalesce(f.taken, 0),
           n_taken = n_taken - (f.taken IS NOT NULL),
           taken_won = farkle_totals.taken_won - coalesce(f.taken_won, 0),
           n_taken_won = n_taken_won - (f.taken_won IS NOT NULL)
      FROM farkle_summary f
      JOIN players p ON p.game_id = f.game_id AND p.seat = f.seat
      JOIN games g ON g.id = f.game_id
     WHERE f.game_id = new.game_id AND g.status = 'finished'
       AND farkle_totals.player = p.name AND farkle_totals.game = g.game;
    UPDATE farkle_totals
       SET best = coalesce((SELECT x.best
                              FROM players q
                              JOIN games h ON h.id = q.game_id
                              JOIN farkle_summary x ON x.game_id = q.game_id
                                                   AND x.seat = q.seat
                             WHERE q.name = farkle_totals.player
                               AND h.game = farkle_totals.game AND h.status = 'finished'
                               AND h.id <> new.game_id AND x.best = farkle_totals.best
                             LIMIT 1),
                           (SELECT max(x.best)
                              FROM players q
                              JOIN games h ON h.id = q.game_id
                              JOIN farkle_summary x ON x.game_id = q.game_id
                                                   AND x.seat = q.seat
                             WHERE q.name = farkle_totals.player
                               AND h.game = farkle_totals.game AND h.status = 'finished'
                               AND h.id <> new.game_id))
      FROM farkle_summary f
      JOIN players p ON p.game_id = f.game_id AND p.seat = f.seat
      JOIN games g ON g.id = f.game_id
     WHERE f.game_id = new.game_id AND g.status = 'finished'
       AND farkle_totals.player = p.name AND farkle_totals.game = g.game
       AND f.best >= farkle_totals.best;
    UPDATE farkle_throw_totals
       SET throws = farkle_throw_totals.throws - f.throws,
           busts = farkle_throw_totals.busts - coalesce(f.busts, 0),
           n_busts = n_busts - (f.busts IS NOT NULL)
      FROM farkle_throw_summary f
      JOIN players p ON p.game_id = f.game_id AND p.seat = f.seat
      JOIN games g ON g.id = f.game_id
      JOIN game_rules r ON r.game_id = f.game_id
     WHERE f.game_id = new.game_id AND g.status = 'finished'
       AND farkle_throw_totals.player = p.name AND farkle_throw_totals.game = g.game
       AND farkle_throw_totals.dice = f.dice
       AND farkle_throw_totals.rules = (SELECT o.id FROM option_sets o
                                         WHERE o.base IS r.base AND o.options IS r.options
                                         ORDER BY o.id LIMIT 1);
    DELETE FROM farkle_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
    DELETE FROM farkle_throw_totals
     WHERE throws = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
END;

-- INSERT INTO totals_recount VALUES (NAME): that player's Farkle totals
-- written again from the summaries of their finished games.
CREATE TRIGGER farkle_totals_recount INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM farkle_totals WHERE player = new.player;
    DELETE FROM farkle_throw_totals WHERE player = new.player;
    INSERT INTO farkle_totals (player, game, family, games, opened, open_turns, crosses,
                               penalties, penalty_points, best, full_hands, n_full_hands,
                               taken, n_taken, taken_won, n_taken_won)
    SELECT p.name, g.game, max(g.family), count(*), count(f.open_turn),
           coalesce(sum(f.open_turn), 0), sum(f.crosses), sum(f.penalties),
           sum(f.penalty_points), max(f.best),
           coalesce(sum(f.full_hands), 0), count(f.full_hands),
           coalesce(sum(f.taken), 0), count(f.taken),
           coalesce(sum(f.taken_won), 0), count(f.taken_won)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN farkle_summary f ON f.game_id = p.game_id AND f.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game;
    INSERT INTO farkle_throw_totals (player, game, family, dice, rules, throws, busts, n_busts)
    SELECT p.name, g.game, max(g.family), f.dice, s.rules, sum(f.throws),
           coalesce(sum(f.busts), 0), count(f.busts)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN farkle_throw_summary f ON f.game_id = p.game_id AND f.seat = p.seat
      JOIN game_summary s ON s.game_id = p.game_id
     WHERE p.name = new.player AND g.status = 'finished' AND s.rules IS NOT NULL
     GROUP BY g.game, f.dice, s.rules;
END;
