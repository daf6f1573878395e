-- The built-in rule set a game's rules started from: the game's own name
-- for 10000, 10000:350 and 5000, the preset's base for a saved preset; so
-- that tapis can say which options a table changed.

ALTER TABLE games ADD COLUMN base TEXT;
-- A game named after a saved preset takes that preset's base only if the
-- preset is older than the game (it may have been saved again since).
UPDATE games
   SET base = coalesce((SELECT p.base FROM presets p
                         WHERE p.name = games.game AND p.created <= games.created), game)
 WHERE base IS NULL;
