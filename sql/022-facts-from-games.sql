-- A game's facts worked out by tapis when it ends, from the game (its
-- engine's game_facts, src/game/game_facts.c), and written into
-- fact_summary with the entry or the status that ends it, in the same
-- transaction: no family keeps SQL of its own to count its games any
-- more.  The games already ended keep the facts sql/021 moved there.
--
-- Gone: each family's triggers on games.status that wrote its summary
-- (sql/010, 020) or its facts (421, sql/021), the triggers that made
-- each summary row facts (sql/021), and the summary tables themselves,
-- which nothing reads now that fact_summary holds their figures.  The
-- views of the entries' facts (farkle_facts, turns, throws, keeps,
-- yams_boxes, yammaster_pawns, "421_facts", quatre21_rounds...) stay,
-- for the sqlite3 shell and `query`.

DROP TRIGGER farkle_summary_on_status;
DROP TRIGGER yams_summary_on_status;
DROP TRIGGER yammaster_summary_on_status;
DROP TRIGGER quatre21_facts_on_status;
DROP TRIGGER farkle_summary_facts;
DROP TRIGGER farkle_throw_summary_facts;
DROP TRIGGER yams_summary_facts;
DROP TRIGGER yams_box_summary_facts;
DROP TRIGGER yammaster_summary_facts;
DROP TRIGGER farkle_summary_facts_out;
DROP TRIGGER farkle_throw_summary_facts_out;
DROP TRIGGER yams_summary_facts_out;
DROP TRIGGER yams_box_summary_facts_out;
DROP TRIGGER yammaster_summary_facts_out;
DROP TABLE farkle_summary;
DROP TABLE farkle_throw_summary;
DROP TABLE yams_summary;
DROP TABLE yams_box_summary;
DROP TABLE yammaster_summary;

-- Every family alike: a game set back to playing (an undo of its last
-- entry) loses its facts, which tapis writes again when it ends again.
CREATE TRIGGER fact_summary_on_status AFTER UPDATE OF status ON games
WHEN new.status = 'playing'
BEGIN
    DELETE FROM fact_summary WHERE game_id = new.id;
END;

-- A status set by hand to finished (one that was finished already, whose
-- totals sql/011's trigger took out before it, or an abandoned game):
-- the facts the game keeps count in the totals again.  (A game tapis
-- ends has none yet at its status: they add themselves as they are
-- written, sql/021.)
CREATE TRIGGER fact_totals_on_status AFTER UPDATE OF status ON games
WHEN new.status = 'finished'
BEGIN
    INSERT INTO fact_totals (family, player, game, fact, key, rules, games, n, total, best)
    SELECT coalesce(new.family, ''), p.name, new.game, f.fact, f.key, f.rules, 1, f.n,
           coalesce(f.value, 0), f.value
      FROM fact_summary f JOIN players p ON p.game_id = f.game_id AND p.seat = f.seat
     WHERE f.game_id = new.id
    ON CONFLICT (family, player, game, fact, key, rules) DO UPDATE SET
           games = games + 1, n = n + excluded.n, total = total + excluded.total,
           best = CASE WHEN best IS NULL OR excluded.best > best
                       THEN coalesce(excluded.best, best) ELSE best END;
END;
