-- Yam Master's totals (sql/011: yammaster_totals) taken out and recounted
-- by triggers of its own, beside those of every other family on the same
-- views (sql/012).

-- INSERT INTO game_totals_out VALUES (GAME): the game's yammaster_summary
-- rows out of the totals, rows no game counts in any more deleted.
CREATE TRIGGER yammaster_totals_out INSTEAD OF INSERT ON game_totals_out
BEGIN
    UPDATE yammaster_totals
       SET games = games - 1, placed = yammaster_totals.placed - coalesce(w.placed, 0),
           fives = yammaster_totals.fives - coalesce(w.fives, 0)
      FROM yammaster_summary w
      JOIN players p ON p.game_id = w.game_id AND p.seat = w.seat
      JOIN games g ON g.id = w.game_id
     WHERE w.game_id = new.game_id AND g.status = 'finished'
       AND yammaster_totals.player = p.name AND yammaster_totals.game = g.game;
    DELETE FROM yammaster_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
END;

-- INSERT INTO totals_recount VALUES (NAME): that player's Yam Master
-- totals written again from the summaries of their finished games.
CREATE TRIGGER yammaster_totals_recount INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM yammaster_totals WHERE player = new.player;
    INSERT INTO yammaster_totals (player, game, family, games, placed, fives)
    SELECT p.name, g.game, max(g.family), count(*), coalesce(sum(w.placed), 0),
           coalesce(sum(w.fives), 0)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN yammaster_summary w ON w.game_id = p.game_id AND w.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game;
END;
