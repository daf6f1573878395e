-- Yams's totals (sql/011: yams_totals, yams_box_totals) taken out and
-- recounted by triggers of its own, beside those of every other family on
-- the same views (sql/012).

-- INSERT INTO game_totals_out VALUES (GAME): the game's yams_summary and
-- yams_box_summary rows out of the totals, rows no game counts in any
-- more deleted.
CREATE TRIGGER yams_totals_out INSTEAD OF INSERT ON game_totals_out
BEGIN
    -- (inside a trigger an UPDATE names its table in full: no alias; the
    -- summaries have columns of the same names)
    UPDATE yams_totals
       SET games = games - 1, columns = yams_totals.columns - y.columns,
           made = yams_totals.made - y.made, yams = yams_totals.yams - y.yams
      FROM yams_summary y
      JOIN players p ON p.game_id = y.game_id AND p.seat = y.seat
      JOIN games g ON g.id = y.game_id
     WHERE y.game_id = new.game_id AND g.status = 'finished'
       AND yams_totals.player = p.name AND yams_totals.game = g.game;
    UPDATE yams_box_totals
       SET written = yams_box_totals.written - b.written,
           valued = yams_box_totals.valued - b.valued,
           total = yams_box_totals.total - coalesce(b.total, 0),
           scratched = yams_box_totals.scratched - coalesce(b.scratched, 0),
           n_scratched = n_scratched - (b.scratched IS NOT NULL)
      FROM yams_box_summary b
      JOIN players p ON p.game_id = b.game_id AND p.seat = b.seat
      JOIN games g ON g.id = b.game_id
     WHERE b.game_id = new.game_id AND g.status = 'finished'
       AND yams_box_totals.player = p.name AND yams_box_totals.game = g.game
       AND yams_box_totals.box = b.box;
    DELETE FROM yams_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
    DELETE FROM yams_box_totals
     WHERE written = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
END;

-- INSERT INTO totals_recount VALUES (NAME): that player's Yams totals
-- written again from the summaries of their finished games.
CREATE TRIGGER yams_totals_recount INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM yams_totals WHERE player = new.player;
    DELETE FROM yams_box_totals WHERE player = new.player;
    INSERT INTO yams_totals (player, game, family, games, columns, made, yams)
    SELECT p.name, g.game, max(g.family), count(*), sum(y.columns), sum(y.made), sum(y.yams)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN yams_summary y ON y.game_id = p.game_id AND y.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game;
    INSERT INTO yams_box_totals (player, game, family, box, written, valued, total, scratched,
                                 n_scratched)
    SELECT p.name, g.game, max(g.family), b.box, sum(b.written), sum(b.valued),
           coalesce(sum(b.total), 0), coalesce(sum(b.scratched), 0), count(b.scratched)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN yams_box_summary b ON b.game_id = p.game_id AND b.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game, b.box;
END;
