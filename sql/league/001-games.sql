-- A league (issue 32): the finished games a club's tables push, in a
-- schema of its own on PostgreSQL (tapis sets search_path to it before
-- running this, so several clubs share a server, a schema each).  A game
-- is known by its uid, which no two games share, so a push repeated or the
-- same game imported at two tables is kept once.  Relational rows a club
-- reads with psql, and the game's export document, which `import` reads
-- back for replay.  league_version holds how many of these files ran.
CREATE TABLE league_version (
    version  integer NOT NULL
);
INSERT INTO league_version (version) VALUES (0);

-- Each change of a game row takes the next serial: a reader that keeps a
-- copy asks only for what changed since the last it saw.
CREATE SEQUENCE game_serial;

CREATE TABLE games (
    uid       text PRIMARY KEY CHECK (uid ~ '^[0-9a-f]{32}$'),
    family    text NOT NULL,            -- the engine: farkle, yams, ...
    rules     text NOT NULL,            -- the rule set as typed at `new`
    base      text NOT NULL,            -- the built-in rule set it started from
    started   timestamptz NOT NULL,
    ended     timestamptz,
    status    text NOT NULL CHECK (status IN ('finished', 'gone')),
                                        -- gone: abandoned or deleted at its
                                        -- table after it was pushed
    pushed_by text NOT NULL,            -- the table that pushed it last
    pushed    timestamptz NOT NULL DEFAULT now(),
    serial    bigint NOT NULL DEFAULT nextval('game_serial'),
    document  jsonb NOT NULL            -- the game as `export GAME --json`
);
CREATE INDEX games_serial ON games (serial);
CREATE INDEX games_ended ON games (ended);

CREATE TABLE players (
    uid    text NOT NULL REFERENCES games (uid) ON DELETE CASCADE,
    seat   integer NOT NULL CHECK (seat >= 0),   -- 0, 1, ... in playing order
    name   text NOT NULL,
    score  integer,                     -- final score
    place  integer,                     -- 1 the best, ties sharing one
    PRIMARY KEY (uid, seat)
);
CREATE INDEX players_name ON players (name);
