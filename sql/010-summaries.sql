-- What the history commands count, kept per game and per player from the
-- moment a game ends (finished or abandoned), as final_score and rank are:
-- listing, stats, leaderboard and versus then read a few rows a game
-- instead of every entry of every game (31 million at 100,000 games).
--
-- The rows are written by triggers on games.status, so that tapis, an
-- import, and anyone setting a status by hand in sqlite3 keep them alike:
-- a game that ends (status finished or abandoned) gets them from its own
-- entries only, the range of their ids (sql/005); a game that goes back to
-- playing (undo of its last entry) loses them, so they are never stale.
-- After mending entries by hand, `UPDATE games SET status = status WHERE
-- id = N` writes them again.  A deleted game takes them with it.
--
-- The figures are those of the views (farkle_turns, yams_columns,
-- yams_boxes, yammaster_pawns) for one game, by seat (a rename changes no
-- summary).  The views stay, for the sqlite3 shell.

-- Each set of rules games ended under, once: the built-in rule set it
-- started from and every option in force, NAME=VALUE lines in the order of
-- the names (what the luck column of stats works its odds from; a few
-- rows, where game_options has a row an option of every game).
CREATE TABLE option_sets (
    id       INTEGER PRIMARY KEY,
    base     TEXT,
    options  TEXT,
    UNIQUE (base, options)
);

-- One row an ended game: its entries played (not undone), its turns
-- (entries that ended one), and the rules it was played under.
CREATE TABLE game_summary (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    entries  INTEGER NOT NULL,
    turns    INTEGER NOT NULL,
    rules    INTEGER REFERENCES option_sets (id)
);

-- One row a player of an ended game: the turns they played.
CREATE TABLE player_summary (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    turns    INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- The Farkle family, a row a player who played a turn: the turn (from 1)
-- of their first banked points (NULL: never opened), crosses, penalties
-- and the points they took, the best turn banked, full hands, piggy-backs
-- taken and those then banked (taken_won), as farkle_turns counts them.
CREATE TABLE farkle_summary (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL,
    open_turn       INTEGER,
    crosses         INTEGER NOT NULL,
    penalties       INTEGER NOT NULL,
    penalty_points  INTEGER NOT NULL,
    best            INTEGER,
    full_hands      INTEGER,
    taken           INTEGER,
    taken_won       INTEGER,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- The Farkle family's throws, a row a player and number of dice thrown:
-- how many, and how many were busts.
CREATE TABLE farkle_throw_summary (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    dice     INTEGER NOT NULL,
    throws   INTEGER NOT NULL,
    busts    INTEGER,
    PRIMARY KEY (game_id, seat, dice)
) WITHOUT ROWID;

-- Yams, a row a player: the columns whose bonus is known (made or missed,
-- yams_columns), those that made it, and the turns written with five
-- alike in hand (Yams thrown).
CREATE TABLE yams_summary (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    columns  INTEGER NOT NULL,
    made     INTEGER NOT NULL,
    yams     INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- Yams, a row a player and box: times written (in any column), how many
-- of those have a value and its total (the average is total / valued),
-- and times scratched.
CREATE TABLE yams_box_summary (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    box        TEXT NOT NULL,
    written    INTEGER NOT NULL,
    valued     INTEGER NOT NULL,
    total      INTEGER,
    scratched  INTEGER,
    PRIMARY KEY (game_id, seat, box)
) WITHOUT ROWID;

-- Yam Master, a row a player who placed or lost a pawn: pawns placed and
-- lines of five made.
CREATE TABLE yammaster_summary (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    placed   INTEGER,
    fives    INTEGER,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- Every game: its old rows go whatever the new status; an ended game
-- gets them again.
CREATE TRIGGER game_summary_on_status AFTER UPDATE OF status ON games
BEGIN
    DELETE FROM game_summary WHERE game_id = new.id;
    DELETE FROM player_summary WHERE game_id = new.id;
    INSERT OR IGNORE INTO option_sets (base, options)
    SELECT new.base, (SELECT group_concat(o.name || '=' || o.value, char(10))
                        FROM (SELECT name, value FROM game_options
                               WHERE game_id = new.id ORDER BY name) o)
     WHERE new.status <> 'playing';
    -- (a count gives a row even of no entries: the status is checked
    -- outside it)
    INSERT INTO game_summary (game_id, entries, turns, rules)
    SELECT * FROM (SELECT new.id, count(*), count(e.outcome),
                          (SELECT r.id FROM option_sets r
                            WHERE r.base IS new.base
                              AND r.options IS (SELECT group_concat(o.name || '=' || o.value,
                                                                    char(10))
                                                  FROM (SELECT name, value FROM game_options
                                                         WHERE game_id = new.id
                                                         ORDER BY name) o)
                            ORDER BY r.id LIMIT 1)
                     FROM entries e
                    WHERE e.id BETWEEN new.id * 4294967296
                                   AND new.id * 4294967296 + 4294967295
                      AND e.undone = 0)
     WHERE new.status <> 'playing';
    INSERT INTO player_summary (game_id, seat, turns)
    SELECT new.id, p.seat,
           (SELECT count(*) FROM entries e
             WHERE e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
               AND e.seat = p.seat AND e.undone = 0 AND e.outcome IS NOT NULL)
      FROM players p
     WHERE p.game_id = new.id AND new.status <> 'playing';
END;

-- The Farkle family: farkle_turns for this game, then grouped by player
-- as stats groups it.
CREATE TRIGGER farkle_summary_on_status AFTER UPDATE OF status ON games
WHEN new.family = 'farkle' OR old.family = 'farkle'
BEGIN
    DELETE FROM farkle_summary WHERE game_id = new.id;
    DELETE FROM farkle_throw_summary WHERE game_id = new.id;
    INSERT INTO farkle_summary (game_id, seat, open_turn, crosses, penalties,
                                penalty_points, best, full_hands, taken, taken_won)
    SELECT new.id, seat,
           min(CASE WHEN outcome IN ('banked', 'won') AND points > 0 THEN turn END),
           coalesce(sum(cross), 0), coalesce(sum(penalty > 0), 0),
           coalesce(sum(penalty), 0),
           max(CASE WHEN outcome IN ('banked', 'won') THEN points END),
           sum(full_hands), sum(taken > 0),
           sum(taken > 0 AND outcome IN ('banked', 'won'))
      FROM (SELECT seat, turn, max(outcome) AS outcome, max(points) AS points,
                   max(points) - coalesce(sum(kept_points), 0) AS taken,
                   coalesce(sum(full_hand), 0) AS full_hands, max(cross) AS cross,
                   max(penalty) AS penalty
              FROM (SELECT e.seat, e.outcome,
                           CASE WHEN e.outcome IS NOT NULL THEN e.points END AS points,
                           f.kept_points, f.full_hand, f.cross, f.penalty,
                           1 + count(e.outcome) OVER (PARTITION BY e.seat ORDER BY e.seq
                                                      ROWS BETWEEN UNBOUNDED PRECEDING
                                                               AND 1 PRECEDING) AS turn
                      FROM entries e
                      JOIN players p ON p.game_id = new.id AND p.seat = e.seat
                      LEFT JOIN farkle_facts f ON f.id = e.id
                     WHERE e.id BETWEEN new.id * 4294967296
                                    AND new.id * 4294967296 + 4294967295
                       AND e.undone = 0)
             GROUP BY seat, turn
            HAVING max(outcome) IS NOT NULL)
     WHERE new.status <> 'playing' AND new.family = 'farkle'
     GROUP BY seat;
    INSERT INTO farkle_throw_summary (game_id, seat, dice, throws, busts)
    SELECT new.id, e.seat, f.dice_in_hand, count(*), sum(f.bust)
      FROM entries e
      JOIN players p ON p.game_id = new.id AND p.seat = e.seat
      JOIN farkle_facts f ON f.id = e.id
     WHERE e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
       AND e.undone = 0 AND f.thrown IS NOT NULL
       AND new.status <> 'playing' AND new.family = 'farkle'
     GROUP BY e.seat, f.dice_in_hand;
END;

-- Yams: yams_columns and yams_boxes for this game, by player.
CREATE TRIGGER yams_summary_on_status AFTER UPDATE OF status ON games
WHEN new.family = 'yams' OR old.family = 'yams'
BEGIN
    DELETE FROM yams_summary WHERE game_id = new.id;
    DELETE FROM yams_box_summary WHERE game_id = new.id;
    INSERT INTO yams_summary (game_id, seat, columns, made, yams)
    SELECT new.id, p.seat, coalesce(c.columns, 0), coalesce(c.made, 0),
           coalesce(y.yams, 0)
      FROM players p
      LEFT JOIN (SELECT seat, count(bonus) AS columns, sum(bonus) AS made
                   FROM (SELECT seat,
                                CASE WHEN bonus_points <= 0 THEN NULL
                                     WHEN upper >= bonus_at + (at_least <> 'yes') THEN 1
                                     WHEN upper_boxes = 6 THEN 0 END AS bonus
                           FROM (SELECT e.seat, f.col, count(*) AS upper_boxes,
                                        sum(f.value) AS upper,
                                        coalesce((SELECT CAST(o.value AS INTEGER)
                                                    FROM game_options o
                                                   WHERE o.game_id = new.id
                                                     AND o.name = 'bonus'), 0) AS bonus_points,
                                        (SELECT CAST(o.value AS INTEGER) FROM game_options o
                                          WHERE o.game_id = new.id
                                            AND o.name = 'bonusat') AS bonus_at,
                                        (SELECT o.value FROM game_options o
                                          WHERE o.game_id = new.id
                                            AND o.name = 'atleast') AS at_least
                                   FROM entries e
                                   JOIN yams_facts f ON f.id = e.id
                                  WHERE e.id BETWEEN new.id * 4294967296
                                                 AND new.id * 4294967296 + 4294967295
                                    AND f.box IN ('1', '2', '3', '4', '5', '6')
                                  GROUP BY e.seat, f.col))
                  GROUP BY seat) c ON c.seat = p.seat
      LEFT JOIN (SELECT e.seat, count(*) AS yams
                   FROM entries e
                   JOIN yams_facts f ON f.id = e.id
                  WHERE e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
                    AND f.box IS NOT NULL AND length(f.hand) = 9
                    AND replace(f.hand, substr(f.hand, 1, 1), '') = '    '
                  GROUP BY e.seat) y ON y.seat = p.seat
     WHERE p.game_id = new.id AND new.status <> 'playing' AND new.family = 'yams';
    INSERT INTO yams_box_summary (game_id, seat, box, written, valued, total, scratched)
    SELECT new.id, e.seat, f.box, count(*), count(f.value), sum(f.value), sum(f.scratched)
      FROM entries e
      JOIN players p ON p.game_id = new.id AND p.seat = e.seat
      JOIN yams_facts f ON f.id = e.id
     WHERE e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
       AND f.box IS NOT NULL AND new.status <> 'playing' AND new.family = 'yams'
     GROUP BY e.seat, f.box;
END;

-- Yam Master: yammaster_pawns for this game, by player.
CREATE TRIGGER yammaster_summary_on_status AFTER UPDATE OF status ON games
WHEN new.family = 'yammaster' OR old.family = 'yammaster'
BEGIN
    DELETE FROM yammaster_summary WHERE game_id = new.id;
    INSERT INTO yammaster_summary (game_id, seat, placed, fives)
    SELECT new.id, e.seat, sum(e.kind = 'place'), sum(f.five = 1)
      FROM entries e
      JOIN players p ON p.game_id = new.id AND p.seat = e.seat
      JOIN yammaster_facts f ON f.id = e.id
     WHERE e.id BETWEEN new.id * 4294967296 AND new.id * 4294967296 + 4294967295
       AND f.cell IS NOT NULL AND new.status <> 'playing' AND new.family = 'yammaster'
     GROUP BY e.seat;
END;

-- stats asks whether a word names a kind of game (a rule set or a family)
-- before anything else, and games filters on them: found, not scanned for.
CREATE INDEX games_game ON games (game);
CREATE INDEX games_family ON games (family);

-- The games that have ended already: the triggers above, a game at a time.
UPDATE games SET status = status WHERE status <> 'playing';

-- game_list reads the summary of an ended game, and counts live only for a
-- game being played; it gains the entries played (entries), which the
-- list of games prints.  (A database made while 008 read the entries by
-- game_id, with no index for it, gets the range read here too.)
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
                    AND e.undone = 0)) AS entries
  FROM games g;

-- player_stats reads each player's turns from player_summary (counted live
-- only for a finished game without one, which tapis never leaves).
DROP VIEW player_stats;
CREATE VIEW player_stats AS
SELECT player, game, family, count(*) AS games, sum(won) AS wins, sum(shared) AS shared,
       avg(final_score) AS average, max(final_score) AS best, sum(turns) AS turns,
       CAST(sum(final_score) AS REAL) / nullif(sum(turns), 0) AS per_turn
  FROM (SELECT r.*,
               coalesce((SELECT s.turns FROM player_summary s
                          WHERE s.game_id = r.game_id AND s.seat = r.seat),
                        (SELECT count(*) FROM entries e
                          WHERE e.id BETWEEN r.game_id * 4294967296 + 1
                                         AND r.game_id * 4294967296 + 4294967295
                            AND e.seat = r.seat AND e.undone = 0
                            AND e.outcome IS NOT NULL)) AS turns
          FROM player_results r)
 GROUP BY player, game, family;
