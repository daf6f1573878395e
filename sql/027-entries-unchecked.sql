-- entries without its foreign key and its CHECK (issue 29): on every
-- entry SQLite looked the game up for the key (1,000 instructions a
-- commit) and worked out the CHECK (360), some 5% of an accepted entry's
-- time, though tapis writes an entry only for the game it holds, under
-- the key it makes of the game and the place.  What they guarded is kept
-- otherwise:
--   - a game deleted takes its entries with it by the trigger below,
--     which, unlike the key's cascade, also holds in a program where
--     foreign keys are off (sqlite3's shell, by default);
--   - an entry of no game, or whose key is not its game and place (a
--     row mended by hand), is said by `check` (store_check.c).
-- The table is made again the way SQLite documents: the old one renamed
-- aside without mending what names it (legacy_alter_table: the views and
-- triggers that read entries go on naming entries), its rows copied, the
-- old one dropped.  (A file whose version was set back by hand runs this
-- again: the copy is of the same rows.)

PRAGMA legacy_alter_table = ON;
DROP TABLE IF EXISTS tapis_old_entries;
ALTER TABLE entries RENAME TO tapis_old_entries;
CREATE TABLE entries (
    id           INTEGER PRIMARY KEY,      -- game_id * 4294967296 + seq
    game_id      INTEGER NOT NULL,         -- the game's id (games.id)
    seq          INTEGER NOT NULL,         -- 1, 2, ... within the game
    seat         INTEGER NOT NULL,         -- who made the entry
    kind         TEXT NOT NULL,            -- the verb, as the family names it
    args         TEXT,                     -- its arguments as typed, '1 1 5 3 4'
    undone       INTEGER NOT NULL DEFAULT 0,  -- 1: undone, waiting for redo
    created      INTEGER NOT NULL DEFAULT (unixepoch()),  -- seconds, UTC
    outcome      TEXT,                     -- how it ended the turn, if it did
    points       INTEGER,                  -- written by the turn, or lost
    score_after  INTEGER,                  -- the player's score after it
    facts        TEXT                      -- the family's, a JSON array in the
                                           -- order of its view; NULL while undone
);
INSERT INTO entries (id, game_id, seq, seat, kind, args, undone, created, outcome, points,
                     score_after, facts)
SELECT id, game_id, seq, seat, kind, args, undone, created, outcome, points, score_after,
       facts
  FROM tapis_old_entries;
DROP TABLE tapis_old_entries;
PRAGMA legacy_alter_table = OFF;

-- A game's entries, one range of the key, deleted with it.
DROP TRIGGER IF EXISTS entries_of_deleted_game;
CREATE TRIGGER entries_of_deleted_game AFTER DELETE ON games
BEGIN
    DELETE FROM entries
     WHERE id BETWEEN old.id * 4294967296 AND old.id * 4294967296 + 4294967295;
END;
