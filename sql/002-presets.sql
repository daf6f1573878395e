-- A table's own rule sets, saved by name ("preset save NAME"): the rule set
-- they started from and every option value, as games store theirs.

CREATE TABLE presets (
    name     TEXT PRIMARY KEY,
    base     TEXT NOT NULL,                -- the built-in rule set it came from
    created  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) WITHOUT ROWID;

CREATE TABLE preset_options (
    preset   TEXT NOT NULL REFERENCES presets (name) ON DELETE CASCADE,
    name     TEXT NOT NULL,
    value    TEXT NOT NULL,
    PRIMARY KEY (preset, name)
) WITHOUT ROWID;
