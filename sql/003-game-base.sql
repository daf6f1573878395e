-- The built-in rule set a game's rules started from: the game's own name
-- for 10000, 10000:350 and 5000, the preset's base for a saved preset; so
-- that tapis can say which options a table changed.

ALTER TABLE games ADD COLUMN base TEXT;
UPDATE games
   SET base = coalesce((SELECT p.base FROM presets p WHERE p.name = games.game), game)
 WHERE base IS NULL;
