-- Totals a player and rule set, kept as games end, so that stats and
-- leaderboard read a few rows a player instead of adding up a row (or 5 to
-- 13) a player and game of every finished game (1.8 million Yams box rows
-- at 100,000 games).
--
-- A finished game counts in the totals from the moment sql/010 writes its
-- summaries: each summary row written while the game is finished adds
-- itself (the triggers on the summary tables below).  Before a finished
-- game's status changes (an undo reopening it, or a status set by hand)
-- and before it is deleted, its rows are taken out again, all of them at
-- once (game_totals_out), while they are still there; a status that stays
-- or becomes finished then writes the summaries again, which add
-- themselves again.  A final score or rank written after the status (as
-- tapis writes them) moves the totals with it.  Sums and counts are
-- subtracted; a maximum (the best final score, the best Farkle turn) taken
-- out is recounted for that player and rule set from the summaries.
--
-- Names live in players only: rename and merge recount both names
-- (INSERT INTO totals_recount VALUES (NAME), in their transaction), as
-- should anyone who changes names by hand in sqlite3.  Averages are sums
-- over counts, as avg() makes them, so they are the same to the last bit.
-- A sum that may be NULL (a column of the summaries that may be) keeps the
-- count of the values added beside it (n_...), so that it reads NULL, as
-- sum() does, where none was.

-- A row a player and rule set of finished games: games, outright wins,
-- shared wins (no winner, rank 1), final scores known (scored), their sum
-- and best, turns played (player_summary).
CREATE TABLE player_totals (
    player  TEXT NOT NULL,
    game    TEXT NOT NULL,
    family  TEXT,
    games   INTEGER NOT NULL,
    wins    INTEGER NOT NULL,
    shared  INTEGER NOT NULL,
    scored  INTEGER NOT NULL,
    score   INTEGER NOT NULL,
    best    INTEGER,
    turns   INTEGER NOT NULL,
    PRIMARY KEY (player, game)
) WITHOUT ROWID;
CREATE INDEX player_totals_game ON player_totals (game);
CREATE INDEX player_totals_family ON player_totals (family);

-- The Farkle family (farkle_summary added up): games, games opened and the
-- sum of the turns they were opened at, crosses, penalties, penalty
-- points, best turn banked, full hands, piggy-backs taken and won.
CREATE TABLE farkle_totals (
    player          TEXT NOT NULL,
    game            TEXT NOT NULL,
    family          TEXT,
    games           INTEGER NOT NULL,
    opened          INTEGER NOT NULL,
    open_turns      INTEGER NOT NULL,
    crosses         INTEGER NOT NULL,
    penalties       INTEGER NOT NULL,
    penalty_points  INTEGER NOT NULL,
    best            INTEGER,
    full_hands      INTEGER NOT NULL,
    n_full_hands    INTEGER NOT NULL,
    taken           INTEGER NOT NULL,
    n_taken         INTEGER NOT NULL,
    taken_won       INTEGER NOT NULL,
    n_taken_won     INTEGER NOT NULL,
    PRIMARY KEY (player, game)
) WITHOUT ROWID;
CREATE INDEX farkle_totals_game ON farkle_totals (game);
CREATE INDEX farkle_totals_family ON farkle_totals (family);

-- The Farkle family's throws (farkle_throw_summary added up), a row a
-- player, rule set, number of dice thrown and set of rules (option_sets,
-- as game_summary names it): throws and busts.
CREATE TABLE farkle_throw_totals (
    player   TEXT NOT NULL,
    game     TEXT NOT NULL,
    family   TEXT,
    dice     INTEGER NOT NULL,
    rules    INTEGER NOT NULL REFERENCES option_sets (id),
    throws   INTEGER NOT NULL,
    busts    INTEGER NOT NULL,
    n_busts  INTEGER NOT NULL,
    PRIMARY KEY (player, game, dice, rules)
) WITHOUT ROWID;
CREATE INDEX farkle_throw_totals_game ON farkle_throw_totals (game);
CREATE INDEX farkle_throw_totals_family ON farkle_throw_totals (family);

-- Yams (yams_summary added up): games, columns whose bonus is known, bonus
-- made, Yams thrown.
CREATE TABLE yams_totals (
    player   TEXT NOT NULL,
    game     TEXT NOT NULL,
    family   TEXT,
    games    INTEGER NOT NULL,
    columns  INTEGER NOT NULL,
    made     INTEGER NOT NULL,
    yams     INTEGER NOT NULL,
    PRIMARY KEY (player, game)
) WITHOUT ROWID;
CREATE INDEX yams_totals_game ON yams_totals (game);
CREATE INDEX yams_totals_family ON yams_totals (family);

-- Yams by box (yams_box_summary added up): times written, valued, their
-- total, times scratched.
CREATE TABLE yams_box_totals (
    player       TEXT NOT NULL,
    game         TEXT NOT NULL,
    family       TEXT,
    box          TEXT NOT NULL,
    written      INTEGER NOT NULL,
    valued       INTEGER NOT NULL,
    total        INTEGER NOT NULL,
    scratched    INTEGER NOT NULL,
    n_scratched  INTEGER NOT NULL,
    PRIMARY KEY (player, game, box)
) WITHOUT ROWID;
CREATE INDEX yams_box_totals_game ON yams_box_totals (game);
CREATE INDEX yams_box_totals_family ON yams_box_totals (family);

-- Yam Master (yammaster_summary added up, a missing value as 0): games,
-- pawns placed, lines of five.
CREATE TABLE yammaster_totals (
    player  TEXT NOT NULL,
    game    TEXT NOT NULL,
    family  TEXT,
    games   INTEGER NOT NULL,
    placed  INTEGER NOT NULL,
    fives   INTEGER NOT NULL,
    PRIMARY KEY (player, game)
) WITHOUT ROWID;
CREATE INDEX yammaster_totals_game ON yammaster_totals (game);
CREATE INDEX yammaster_totals_family ON yammaster_totals (family);

-- The set of rules of a game, as sql/010 names it in game_summary: the
-- first option_sets row of its base and options (written if missing, as
-- the summary's own trigger would, whichever of them runs first).
CREATE VIEW game_rules AS
SELECT g.id AS game_id, g.base,
       (SELECT group_concat(o.name || '=' || o.value, char(10))
          FROM (SELECT name, value FROM game_options
                 WHERE game_id = g.id ORDER BY name) o) AS options
  FROM games g;

-- ---- adding: each summary row written while its game is finished.

CREATE TRIGGER player_totals_add AFTER INSERT ON player_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO player_totals (player, game, family, games, wins, shared, scored, score,
                               best, turns)
    SELECT p.name, g.game, g.family, 1,
           CASE WHEN g.winner = p.seat THEN 1 ELSE 0 END,
           CASE WHEN g.winner IS NULL AND p.rank = 1 THEN 1 ELSE 0 END,
           p.final_score IS NOT NULL, coalesce(p.final_score, 0), p.final_score, new.turns
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (player, game) DO UPDATE SET
           games = games + 1, wins = wins + excluded.wins, shared = shared + excluded.shared,
           scored = scored + excluded.scored, score = score + excluded.score,
           best = CASE WHEN best IS NULL OR excluded.best > best THEN coalesce(excluded.best, best)
                       ELSE best END,
           turns = turns + excluded.turns;
END;

-- A final score or rank written (or changed) in a finished game that
-- counts: its old value out, the new one in.
CREATE TRIGGER player_totals_on_final AFTER UPDATE OF final_score, rank ON players
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
 AND EXISTS (SELECT 1 FROM player_summary s WHERE s.game_id = new.game_id AND s.seat = new.seat)
BEGIN
    UPDATE player_totals
       SET shared = shared
                    - (SELECT CASE WHEN g.winner IS NULL AND old.rank = 1 THEN 1 ELSE 0 END
                         FROM games g WHERE g.id = new.game_id)
                    + (SELECT CASE WHEN g.winner IS NULL AND new.rank = 1 THEN 1 ELSE 0 END
                         FROM games g WHERE g.id = new.game_id),
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

CREATE TRIGGER farkle_totals_add AFTER INSERT ON farkle_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO farkle_totals (player, game, family, games, opened, open_turns, crosses,
                               penalties, penalty_points, best, full_hands, n_full_hands,
                               taken, n_taken, taken_won, n_taken_won)
    SELECT p.name, g.game, g.family, 1, new.open_turn IS NOT NULL, coalesce(new.open_turn, 0),
           new.crosses, new.penalties, new.penalty_points, new.best,
           coalesce(new.full_hands, 0), new.full_hands IS NOT NULL,
           coalesce(new.taken, 0), new.taken IS NOT NULL,
           coalesce(new.taken_won, 0), new.taken_won IS NOT NULL
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (player, game) DO UPDATE SET
           games = games + 1, opened = opened + excluded.opened,
           open_turns = open_turns + excluded.open_turns, crosses = crosses + excluded.crosses,
           penalties = penalties + excluded.penalties,
           penalty_points = penalty_points + excluded.penalty_points,
           best = CASE WHEN best IS NULL OR excluded.best > best THEN coalesce(excluded.best, best)
                       ELSE best END,
           full_hands = full_hands + excluded.full_hands,
           n_full_hands = n_full_hands + excluded.n_full_hands,
           taken = taken + excluded.taken, n_taken = n_taken + excluded.n_taken,
           taken_won = taken_won + excluded.taken_won,
           n_taken_won = n_taken_won + excluded.n_taken_won;
END;

CREATE TRIGGER farkle_throw_totals_add AFTER INSERT ON farkle_throw_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO option_sets (base, options)
    SELECT r.base, r.options FROM game_rules r
     WHERE r.game_id = new.game_id
       AND NOT EXISTS (SELECT 1 FROM option_sets o
                        WHERE o.base IS r.base AND o.options IS r.options);
    INSERT INTO farkle_throw_totals (player, game, family, dice, rules, throws, busts, n_busts)
    SELECT p.name, g.game, g.family, new.dice,
           (SELECT o.id FROM option_sets o
             WHERE o.base IS r.base AND o.options IS r.options ORDER BY o.id LIMIT 1),
           new.throws, coalesce(new.busts, 0), new.busts IS NOT NULL
      FROM games g
      JOIN players p ON p.game_id = g.id AND p.seat = new.seat
      JOIN game_rules r ON r.game_id = g.id
     WHERE g.id = new.game_id
    ON CONFLICT (player, game, dice, rules) DO UPDATE SET
           throws = throws + excluded.throws, busts = busts + excluded.busts,
           n_busts = n_busts + excluded.n_busts;
END;

CREATE TRIGGER yams_totals_add AFTER INSERT ON yams_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO yams_totals (player, game, family, games, columns, made, yams)
    SELECT p.name, g.game, g.family, 1, new.columns, new.made, new.yams
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (player, game) DO UPDATE SET
           games = games + 1, columns = columns + excluded.columns,
           made = made + excluded.made, yams = yams + excluded.yams;
END;

CREATE TRIGGER yams_box_totals_add AFTER INSERT ON yams_box_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO yams_box_totals (player, game, family, box, written, valued, total, scratched,
                                 n_scratched)
    SELECT p.name, g.game, g.family, new.box, new.written, new.valued, coalesce(new.total, 0),
           coalesce(new.scratched, 0), new.scratched IS NOT NULL
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (player, game, box) DO UPDATE SET
           written = written + excluded.written, valued = valued + excluded.valued,
           total = total + excluded.total, scratched = scratched + excluded.scratched,
           n_scratched = n_scratched + excluded.n_scratched;
END;

CREATE TRIGGER yammaster_totals_add AFTER INSERT ON yammaster_summary
WHEN (SELECT status FROM games WHERE id = new.game_id) = 'finished'
BEGIN
    INSERT INTO yammaster_totals (player, game, family, games, placed, fives)
    SELECT p.name, g.game, g.family, 1, coalesce(new.placed, 0), coalesce(new.fives, 0)
      FROM games g JOIN players p ON p.game_id = g.id AND p.seat = new.seat
     WHERE g.id = new.game_id
    ON CONFLICT (player, game) DO UPDATE SET
           games = games + 1, placed = placed + excluded.placed, fives = fives + excluded.fives;
END;

-- ---- taking out: INSERT INTO game_totals_out VALUES (GAME) takes every
-- summary row of a finished game out of the totals (the triggers below do
-- it before its status changes and before it is deleted); a best it
-- held is recounted from the other games.
CREATE VIEW game_totals_out AS SELECT NULL AS game_id WHERE 0;

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
    -- every game of the player: at 10000 every win ends at the target)
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

    UPDATE yammaster_totals
       SET games = games - 1, placed = yammaster_totals.placed - coalesce(w.placed, 0),
           fives = yammaster_totals.fives - coalesce(w.fives, 0)
      FROM yammaster_summary w
      JOIN players p ON p.game_id = w.game_id AND p.seat = w.seat
      JOIN games g ON g.id = w.game_id
     WHERE w.game_id = new.game_id AND g.status = 'finished'
       AND yammaster_totals.player = p.name AND yammaster_totals.game = g.game;

    -- rows that no game counts in any more
    DELETE FROM player_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
    DELETE FROM farkle_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
    DELETE FROM farkle_throw_totals
     WHERE throws = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
    DELETE FROM yams_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
    DELETE FROM yams_box_totals
     WHERE written = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
    DELETE FROM yammaster_totals
     WHERE games = 0 AND player IN (SELECT name FROM players WHERE game_id = new.game_id);
END;

-- Before a finished game's status changes (sql/010's triggers then delete
-- its summaries, and write them again if it is still over) or the game
-- is deleted.
CREATE TRIGGER game_totals_on_status BEFORE UPDATE OF status ON games
WHEN old.status = 'finished'
BEGIN
    INSERT INTO game_totals_out (game_id) VALUES (old.id);
END;

CREATE TRIGGER game_totals_on_delete BEFORE DELETE ON games
WHEN old.status = 'finished'
BEGIN
    INSERT INTO game_totals_out (game_id) VALUES (old.id);
END;

-- ---- recounting: INSERT INTO totals_recount VALUES (NAME) writes that
-- player's totals again from the summaries of their finished games (rename
-- and merge do it for both names; so may anyone who changed names or
-- summaries by hand).
CREATE VIEW totals_recount AS SELECT NULL AS player WHERE 0;

CREATE TRIGGER totals_recount_insert INSTEAD OF INSERT ON totals_recount
BEGIN
    DELETE FROM player_totals WHERE player = new.player;
    DELETE FROM farkle_totals WHERE player = new.player;
    DELETE FROM farkle_throw_totals WHERE player = new.player;
    DELETE FROM yams_totals WHERE player = new.player;
    DELETE FROM yams_box_totals WHERE player = new.player;
    DELETE FROM yammaster_totals WHERE player = new.player;
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
    INSERT INTO yammaster_totals (player, game, family, games, placed, fives)
    SELECT p.name, g.game, max(g.family), count(*), coalesce(sum(w.placed), 0),
           coalesce(sum(w.fives), 0)
      FROM players p
      JOIN games g ON g.id = p.game_id
      JOIN yammaster_summary w ON w.game_id = p.game_id AND w.seat = p.seat
     WHERE p.name = new.player AND g.status = 'finished'
     GROUP BY g.game;
END;

-- Every player's totals, from the games ended so far.
INSERT INTO totals_recount (player) SELECT DISTINCT name FROM players;
