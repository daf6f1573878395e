-- Every family's facts in the same two tables, keyed by fact: what a
-- family counts of a player's game (fact_summary, a row a player, fact
-- and key of an ended game) and their totals a player and rule set of
-- finished games (fact_totals), kept by one set of triggers for every
-- family.  The families' own totals tables (sql/011, 018) and the four
-- triggers each kept them with (sql/011, 013 to 015, 018) are gone:
-- stats reads fact_totals with one query (src/store_stats.c), and what a
-- table shows of them is declared by each family as data (fact_decl.h),
-- never as SQL.
--
-- A fact of a game is a count n of values and their sum (value, NULL
-- where n is 0): one value a game for most (crosses, rounds won), several
-- for an average kept over writes (the values written in a Yams box:
-- n = how many, value = their total).  key is what the fact is counted
-- by ('' for none: a box, a number of dice), rules the set of rules
-- (option_sets) where the fact is counted by them (0 for none: the
-- Farkle throws, whose luck column works its odds from the rules).
-- The totals add them up: games (the summary rows added), n, total (the
-- values' sum, 0 for none) and best (the highest value).
--
-- The summaries of sql/010 (and 020) are still written from the entries
-- by their triggers on games.status; each row written becomes its facts
-- (the triggers of this file on each summary table), each row deleted
-- takes them away.  421 keeps no summary any more: its trigger on
-- games.status writes its facts into fact_summary itself, as a new
-- family's does.

CREATE TABLE fact_summary (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    fact     TEXT NOT NULL,
    key      TEXT NOT NULL,
    rules    INTEGER NOT NULL,
    n        INTEGER NOT NULL,
    value    INTEGER,
    PRIMARY KEY (game_id, seat, fact, key)
) WITHOUT ROWID;

-- (a family's rows together, in the order stats reads them: one range of
-- the table, no sort; a player's within it)
CREATE TABLE fact_totals (
    family  TEXT NOT NULL,
    player  TEXT NOT NULL,
    game    TEXT NOT NULL,
    fact    TEXT NOT NULL,
    key     TEXT NOT NULL,
    rules   INTEGER NOT NULL,
    games   INTEGER NOT NULL,
    n       INTEGER NOT NULL,
    total   INTEGER NOT NULL,
    best    INTEGER,
    PRIMARY KEY (family, player, game, fact, key, rules)
) WITHOUT ROWID;

-- ---- the families' own totals, gone (their figures are recounted below)

DROP TRIGGER farkle_totals_add;
DROP TRIGGER farkle_throw_totals_add;
DROP TRIGGER yams_totals_add;
DROP TRIGGER yams_box_totals_add;
DROP TRIGGER yammaster_totals_add;
DROP TRIGGER quatre21_totals_add;
DROP TRIGGER farkle_totals_out;
DROP TRIGGER yams_totals_out;
DROP TRIGGER yammaster_totals_out;
DROP TRIGGER quatre21_totals_out;
DROP TRIGGER farkle_totals_recount;
DROP TRIGGER yams_totals_recount;
DROP TRIGGER yammaster_totals_recount;
DROP TRIGGER quatre21_totals_recount;
DROP TABLE farkle_totals;
DROP TABLE farkle_throw_totals;
DROP TABLE yams_totals;
DROP TABLE yams_box_totals;
DROP TABLE yammaster_totals;
DROP TABLE quatre21_totals;

-- ---- taking out: INSERT INTO game_totals_out VALUES (GAME) (sql/011)
-- takes the game's facts out of the totals, a best it held recounted
-- from the other games, rows no game counts in any more deleted.
CREATE TRIGGER fact_totals_out INSTEAD OF INSERT ON game_totals_out
BEGIN
    UPDATE fact_totals
       SET games = fact_totals.games - 1, n = fact_totals.n - f.n,
           total = fact_totals.total - coalesce(f.value, 0)
      FROM fact_summary f
      JOIN players p ON p.game_id = f.game_id AND p.seat = f.seat
      JOIN games g ON g.id = f.game_id
     WHERE f.game_id = new.game_id AND g.status = 'finished'
       AND fact_totals.family = coalesce(g.family, '') AND fact_totals.player = p.name
       AND fact_totals.game = g.game AND fact_totals.fact = f.fact
       AND fact_totals.key = f.key AND fact_totals.rules = f.rules;
    UPDATE fact_totals
       SET best = (SELECT max(x.value)
                     FROM players q
                     JOIN games h ON h.id = q.game_id
                     JOIN fact_summary x ON x.game_id = q.game_id AND x.seat = q.seat
                    WHERE q.name = fact_totals.player AND h.game = fact_totals.game
                      AND h.status = 'finished' AND h.id <> new.game_id
                      AND x.fact = fact_totals.fact AND x.key = fact_totals.key
                      AND x.rules = fact_totals.rules)
      FROM fact_summary f
      JOIN players p ON p.game_id = f.game_id AND p.seat = f.seat
      JOIN games g ON g.id = f.game_id
     WHERE f.game_id = new.game_id AND g.status = 'finished'
       AND fact_totals.family = coalesce(g.family, '') AND fact_totals.player = p.name
       AND fact_totals.game = g.game AND fact_totals.fact = f.fact
       AND fact_totals.key = f.key AND fact_totals.rules = f.rules
       AND f.value >= fact_totals.best;
    DELETE FROM fact_totals
     WHERE family = (SELECT coalesce(family, '') FROM games WHERE id = new.game_id)
       AND player IN (SELECT name FROM players WHERE game_id = new.game_id) AND games = 0;
END;

-- ---- recounting: INSERT INTO totals_recount VALUES (NAME) (sql/011)
-- writes that player's facts' totals again from their finished games.
CREATE TRIGGER fact_totals_recount INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM fact_totals WHERE player = new.player;
    INSERT INTO fact_totals (family, player, game, fact, key, rules, games, n, total, best)
    SELECT coalesce(g.family, ''), p.name, g.game, f.fact, f.key, f.rules, count(*),
           sum(f.n), coalesce(sum(f.value), 0), max(f.value)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN fact_summary f ON f.game_id = p.game_id AND f.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY coalesce(g.family, ''), g.game, f.fact, f.key, f.rules;
END;

-- ---- the summaries of sql/010 as facts: a row written, its facts
-- written; a row deleted, its facts deleted.

CREATE TRIGGER farkle_summary_facts AFTER INSERT ON farkle_summary
BEGIN
    INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)
    VALUES (new.game_id, new.seat, 'open_turn', '', 0, new.open_turn IS NOT NULL,
            new.open_turn),
           (new.game_id, new.seat, 'crosses', '', 0, 1, new.crosses),
           (new.game_id, new.seat, 'penalties', '', 0, 1, new.penalties),
           (new.game_id, new.seat, 'penalty_points', '', 0, 1, new.penalty_points),
           (new.game_id, new.seat, 'best', '', 0, new.best IS NOT NULL, new.best),
           (new.game_id, new.seat, 'full_hands', '', 0, new.full_hands IS NOT NULL,
            new.full_hands),
           (new.game_id, new.seat, 'taken', '', 0, new.taken IS NOT NULL, new.taken),
           (new.game_id, new.seat, 'taken_won', '', 0, new.taken_won IS NOT NULL,
            new.taken_won);
END;

-- (the rules as sql/011 named them for the throws' totals: the first
-- option_sets row of the game's base and options, written if missing)
CREATE TRIGGER farkle_throw_summary_facts AFTER INSERT ON farkle_throw_summary
BEGIN
    INSERT INTO option_sets (base, options)
    SELECT r.base, r.options FROM game_rules r
     WHERE r.game_id = new.game_id
       AND NOT EXISTS (SELECT 1 FROM option_sets o
                        WHERE o.base IS r.base AND o.options IS r.options);
    INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)
    SELECT new.game_id, new.seat, f.fact, CAST(new.dice AS TEXT),
           (SELECT o.id FROM option_sets o
             WHERE o.base IS r.base AND o.options IS r.options ORDER BY o.id LIMIT 1),
           f.n, f.value
      FROM game_rules r,
           (SELECT 'throws' AS fact, 1 AS n, new.throws AS value
            UNION ALL SELECT 'busts', new.busts IS NOT NULL, new.busts) f
     WHERE r.game_id = new.game_id;
END;

CREATE TRIGGER yams_summary_facts AFTER INSERT ON yams_summary
BEGIN
    INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)
    VALUES (new.game_id, new.seat, 'columns', '', 0, 1, new.columns),
           (new.game_id, new.seat, 'made', '', 0, 1, new.made),
           (new.game_id, new.seat, 'yams', '', 0, 1, new.yams);
END;

CREATE TRIGGER yams_box_summary_facts AFTER INSERT ON yams_box_summary
BEGIN
    INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)
    VALUES (new.game_id, new.seat, 'written', new.box, 0, 1, new.written),
           (new.game_id, new.seat, 'value', new.box, 0, new.valued, new.total),
           (new.game_id, new.seat, 'scratched', new.box, 0, new.scratched IS NOT NULL,
            new.scratched);
END;

CREATE TRIGGER yammaster_summary_facts AFTER INSERT ON yammaster_summary
BEGIN
    INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)
    VALUES (new.game_id, new.seat, 'placed', '', 0, 1, coalesce(new.placed, 0)),
           (new.game_id, new.seat, 'fives', '', 0, 1, coalesce(new.fives, 0));
END;

-- ---- the games stored: each summary row written again (the rows the
-- same), so that it writes its facts.

CREATE TEMP TABLE summary_copy AS SELECT * FROM farkle_summary;
DELETE FROM farkle_summary;
INSERT INTO farkle_summary SELECT * FROM summary_copy;
DROP TABLE summary_copy;
CREATE TEMP TABLE summary_copy AS SELECT * FROM farkle_throw_summary;
DELETE FROM farkle_throw_summary;
INSERT INTO farkle_throw_summary SELECT * FROM summary_copy;
DROP TABLE summary_copy;
CREATE TEMP TABLE summary_copy AS SELECT * FROM yams_summary;
DELETE FROM yams_summary;
INSERT INTO yams_summary SELECT * FROM summary_copy;
DROP TABLE summary_copy;
CREATE TEMP TABLE summary_copy AS SELECT * FROM yams_box_summary;
DELETE FROM yams_box_summary;
INSERT INTO yams_box_summary SELECT * FROM summary_copy;
DROP TABLE summary_copy;
CREATE TEMP TABLE summary_copy AS SELECT * FROM yammaster_summary;
DELETE FROM yammaster_summary;
INSERT INTO yammaster_summary SELECT * FROM summary_copy;
DROP TABLE summary_copy;
-- 421 keeps no summary of its own any more: its facts, then its trigger
-- that writes them (below).
INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)
SELECT game_id, seat, 'rounds_won', '', 0, 1, rounds_won FROM quatre21_summary
UNION ALL SELECT game_id, seat, 'rounds_lost', '', 0, 1, rounds_lost FROM quatre21_summary
UNION ALL SELECT game_id, seat, 'fours', '', 0, 1, fours FROM quatre21_summary
UNION ALL SELECT game_id, seat, 'charged', '', 0, 1, charged FROM quatre21_summary;
DROP TRIGGER quatre21_summary_on_status;
DROP TABLE quatre21_summary;

-- Their totals, counted at once.
INSERT INTO fact_totals (family, player, game, fact, key, rules, games, n, total, best)
SELECT coalesce(g.family, ''), p.name, g.game, f.fact, f.key, f.rules, count(*), sum(f.n),
       coalesce(sum(f.value), 0), max(f.value)
  FROM players p
  JOIN games g ON g.id = p.game_id
  JOIN fact_summary f ON f.game_id = p.game_id AND f.seat = p.seat
 WHERE g.status = 'finished'
 GROUP BY coalesce(g.family, ''), p.name, g.game, f.fact, f.key, f.rules;

-- ---- adding: each fact written while its game is finished.

CREATE TRIGGER fact_totals_add AFTER INSERT ON fact_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO fact_totals (family, player, game, fact, key, rules, games, n, total, best)
    SELECT coalesce(g.family, ''), p.name, g.game, new.fact, new.key, new.rules, 1, new.n,
           coalesce(new.value, 0), new.value
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (family, player, game, fact, key, rules) DO UPDATE SET
           games = games + 1, n = n + excluded.n, total = total + excluded.total,
           best = CASE WHEN best IS NULL OR excluded.best > best
                       THEN coalesce(excluded.best, best) ELSE best END;
END;

-- (made after the copies above, which delete no fact)
CREATE TRIGGER farkle_summary_facts_out AFTER DELETE ON farkle_summary
BEGIN
    DELETE FROM fact_summary
     WHERE game_id = old.game_id AND seat = old.seat AND key = ''
       AND fact IN ('open_turn', 'crosses', 'penalties', 'penalty_points', 'best',
                    'full_hands', 'taken', 'taken_won');
END;

CREATE TRIGGER farkle_throw_summary_facts_out AFTER DELETE ON farkle_throw_summary
BEGIN
    DELETE FROM fact_summary
     WHERE game_id = old.game_id AND seat = old.seat AND key = CAST(old.dice AS TEXT)
       AND fact IN ('throws', 'busts');
END;

CREATE TRIGGER yams_summary_facts_out AFTER DELETE ON yams_summary
BEGIN
    DELETE FROM fact_summary
     WHERE game_id = old.game_id AND seat = old.seat AND key = ''
       AND fact IN ('columns', 'made', 'yams');
END;

CREATE TRIGGER yams_box_summary_facts_out AFTER DELETE ON yams_box_summary
BEGIN
    DELETE FROM fact_summary
     WHERE game_id = old.game_id AND seat = old.seat AND key = old.box
       AND fact IN ('written', 'value', 'scratched');
END;

CREATE TRIGGER yammaster_summary_facts_out AFTER DELETE ON yammaster_summary
BEGIN
    DELETE FROM fact_summary
     WHERE game_id = old.game_id AND seat = old.seat AND key = ''
       AND fact IN ('placed', 'fives');
END;

-- 421: sql/018's summary as facts, written straight into fact_summary as a
-- game of a new family writes its own: the game's rows deleted whatever
-- its new status, and written again when it has ended (rounds won, best,
-- and lost, lowest; 4-2-1s thrown; tokens taken in the charge).
CREATE TRIGGER quatre21_facts_on_status AFTER UPDATE OF status ON games
WHEN new.family = '421' OR old.family = '421'
BEGIN
    DELETE FROM fact_summary WHERE game_id = new.id;
    INSERT INTO fact_summary (game_id, seat, fact, key, rules, n, value)
    SELECT new.id, s.seat, k.fact, '', 0, 1,
           CASE k.fact WHEN 'rounds_won' THEN s.rounds_won
                       WHEN 'rounds_lost' THEN s.rounds_lost
                       WHEN 'fours' THEN s.fours ELSE s.charged END
      FROM (SELECT p.seat,
                   coalesce(sum(f.best = p.seat), 0) AS rounds_won,
                   coalesce(sum(f.lowest = p.seat), 0) AS rounds_lost,
                   coalesce(sum(e.seat = p.seat AND e.kind = 'throw' AND f.combo = '421'), 0)
                       AS fours,
                   coalesce(sum(CASE WHEN f.lowest = p.seat AND f.phase = 'charge'
                                     THEN f.tokens + f.penalty END), 0) AS charged
              FROM players p
              JOIN entries e ON e.id BETWEEN new.id * 4294967296
                                         AND new.id * 4294967296 + 4294967295
              JOIN "421_facts" f ON f.id = e.id
             WHERE p.game_id = new.id AND new.status <> 'playing' AND new.family = '421'
             GROUP BY p.seat) s,
           (SELECT 'rounds_won' AS fact UNION ALL SELECT 'rounds_lost'
            UNION ALL SELECT 'fours' UNION ALL SELECT 'charged') k;
END;
