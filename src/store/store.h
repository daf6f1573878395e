/* The store: every game in one SQLite file.  All SQL of tapis is in
 * store.c.  Every write is one transaction, committed before it returns. */
#ifndef TAPIS_STORE_H
#define TAPIS_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The store keeps what it is given and computes no game: the layers
 * above (game_store.c) hand it plain data and read plain rows back. */
struct store;

/* The bounds of what it keeps, those of the games (game_store.c checks
 * that they agree). */
#define STORE_MAX_PLAYERS 16
#define STORE_NAME_BYTES 96          /* a player's name in UTF-8, at most */
#define STORE_RULESET_MAX 97         /* a rule set's name in UTF-8, with its NUL */
#define STORE_ARGS 48                /* an entry's arguments */
#define STORE_VALUE 192              /* an option's value as text */

/* PRAGMA application_id of tapis's databases: "Tapi". */
#define STORE_APPLICATION_ID 0x54617069

/* Opens (creating the file, its folder and the schema as needed) the store
 * at path, ":memory:" for one that lives in memory.  NULL on failure, with
 * the reason in err. */
struct store *store_open(const char *path, char *err, size_t errlen);
/* Opens the store at path to be read only, as a file another tapis plays
 * in: never making it, never bringing it up to date.  NULL, with a
 * one-line reason saying what to do, for a file missing, empty, of
 * another program, or of an older or newer tapis. */
struct store *store_open_read(const char *path, char *err, size_t errlen);
void store_close(struct store *s);
/* Another tapis may write to the same file.  Every write first checks that
 * nothing was written since store_seen() was last called, and fails if so;
 * store_stale() then says that was the reason, and the caller reads the game
 * again (and calls store_seen()) before writing. */
void store_seen(struct store *s);
bool store_stale(const struct store *s);
/* Forgets what store_seen() saw: the next store_changed() is true. */
void store_unseen(struct store *s);
/* True if another process has written to the file since store_seen(), or
 * the store cannot tell. */
bool store_changed(struct store *s);
/* Reads from store_read_begin() to store_read_end() see the file as it
 * was at the first of them, whatever another process commits meanwhile
 * (a game's rows read whole); false if that cannot begin. */
bool store_read_begin(struct store *s);
void store_read_end(struct store *s);
/* True if the last write failed for a full disk (nothing was written). */
bool store_disk_full(struct store *s);
/* Where opening the file kept a copy of it as it was before bringing it
 * up to date from schema version *from; NULL if it brought up no file. */
const char *store_upgraded(const struct store *s, int *from);
/* True if the file was opened to be read only (the user may not write it). */
bool store_read_only(const struct store *s);
/* True if the last failure was another program holding the file too long. */
bool store_busy(struct store *s);

/* The schema version in force (PRAGMA user_version). */
int store_version(struct store *s);
/* The last error from SQLite, for messages. */
const char *store_error(struct store *s);

/* Option i of ctx, its name in *name and its value as text in value:
 * false past the last. */
typedef bool (*store_each_option)(const void *ctx, size_t i, const char **name, char *value,
    size_t len);
/* Takes option (name, value) read back; false, with the reason in why,
 * to stop there. */
typedef bool (*store_option_fn)(const char *name, const char *value, void *ctx, char *why,
    size_t whylen);

/* A game to write, as it begins. */
struct store_new_game {
	const char *ruleset;          /* as typed at `new` */
	const char *base;             /* the built-in rule set it started from */
	const char *family;
	int turn_entries;             /* entries a turn makes (the engine's) */
	int nplayers;
	const char *const *names;     /* in seat order */
	store_each_option option;     /* its options, of rules options */
	const void *options;
};
/* Writes a new game (its options and players) and sets *id. */
bool store_game_create(struct store *s, const struct store_new_game *g, int64_t *id);

/* What a game's row in games says of it, checked as text. */
struct store_head {
	char ruleset[STORE_RULESET_MAX];
	char base[STORE_RULESET_MAX];
	char family[40];           /* "" where it cannot be read */
	bool abandoned;
	int64_t started_with;      /* the players it started with; -1: not said */
};
/* Reads game id's row into head: false, with the reason in err, if there
 * is none or it cannot be read. */
bool store_game_head(struct store *s, int64_t id, struct store_head *head, char *err,
    size_t errlen);
/* Calls fn for each option stored with game id: 1 if all were taken, 0 if
 * one cannot be read or fn refused (why says why), -1 if SQLite cannot
 * read them (why says so, whole). */
int store_game_options(struct store *s, int64_t id, store_option_fn fn, void *ctx, char *why,
    size_t whylen);
/* Calls fn for each of game id's players in seat order, name NULL where it
 * cannot be read as a name: 1, 0 if fn stopped, -1 as above. */
int store_game_players(struct store *s, int64_t id,
    bool (*fn)(int64_t seat, const char *name, void *ctx), void *ctx, char *why, size_t whylen);
/* An entry's row as stored, unchecked. */
struct store_entry_row {
	int64_t seat;
	const char *kind;          /* NULL where none */
	const char *args;          /* NULL where none */
	int64_t undone;
	int64_t seq;
};
/* Calls fn for each of game id's entries in order: 1, 0 if fn stopped, -1
 * as above. */
int store_game_entries(struct store *s, int64_t id,
    bool (*fn)(const struct store_entry_row *row, void *ctx), void *ctx, char *why,
    size_t whylen);
/* Says in err that game id is damaged, and where (fmt). */
void store_say_damaged(char *err, size_t errlen, int64_t id, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* "Newest" is one order everywhere, the order `games` lists in: by the
 * day and time a game began (an imported game keeps its own), then by id. */
#define NEWEST_FIRST(table) table "created DESC, " table "id DESC"
/* The newest game still being played (not finished, not abandoned); 0 if
 * none, -1 on an error. */
int64_t store_latest_unfinished(struct store *s);
/* The newest game; 0 if none, -1 on an error. */
int64_t store_latest(struct store *s);

/* An entry as written: the seq'th of its game. */
struct store_entry {
	int seq;                   /* 1 for the first */
	int seat;
	const char *kind;          /* its verb's stored kind */
	const char *args;          /* its arguments as stored; "" for none */
	bool done;                 /* false: undone, with no outcome nor facts */
	const char *facts;         /* its family's facts, a JSON array; NULL: none */
	bool facts_lost;           /* the family has facts that did not fit: the
	                              write fails, they are never dropped */
	const char *end;           /* how it ended the turn; NULL: it did not */
	int points, score_after;
};
/* One fact of a player's ended game, as its statistics add them up
 * (fact_summary, sql/021): seat's fact by key ("" for none), n values and
 * their sum (NULL where not valued); by_rules: counted apart for each
 * set of rules the game's are (game_summary.rules), else for none. */
#define STORE_FACT_KEY 24
struct store_fact {
	int seat;
	const char *fact;
	char key[STORE_FACT_KEY];
	bool by_rules;
	long long n;
	bool valued;
	long long value;
};

/* How a game stands after an entry, as the rules say. */
struct store_standing {
	const char *status;        /* "playing", "finished" or "abandoned" */
	bool over;
	int winner, loser;         /* seats; -1 for none */
	const char *result;        /* won, shared, drawn, lost; NULL for none */
	int nplayers;
	int score[STORE_MAX_PLAYERS];   /* at the end: each one's final score */
	int place[STORE_MAX_PLAYERS];   /* and place */
	/* An ended game's facts, written with its status in the same commit
	 * (a game set back to playing loses them) */
	const struct store_fact *facts;
	int nfacts;
};
/* Writes entry e of game, just played (how: the game's standing after
 * it, NULL to leave it); drop_undone: the undone entries from its seq on
 * are dropped in the same commit. */
bool store_append(struct store *s, int64_t game, const struct store_entry *e, bool drop_undone,
    const struct store_standing *how);
/* Marks entry e of game undone or (redone) active again, with its facts,
 * and the game's standing after. */
bool store_mark(struct store *s, int64_t game, const struct store_entry *e,
    const struct store_standing *how);

struct store_game_row {
	int64_t id;
	const char *game;
	const char *created;
	const char *status;    /* "playing", "finished" or "abandoned" */
	const char *players;   /* names in seat order, ", " between */
	const char *winner;    /* NULL while playing, on a draw, when abandoned */
	int entries;
	const char *family;    /* its engine's */
	const char *results;   /* "alice 10000, bob 7450": scores now, or final */
	int turns;             /* entries that ended a turn */
	const char *loser;     /* where the rules name a loser, once finished */
	const char *result;    /* won, shared, drawn, lost; NULL while playing or
	                          abandoned (game_result_key) */
	bool damaged;          /* what the row holds is none tapis writes (a
	                          value mended by hand): the game is damaged */
};
/* Calls fn for each stored game, newest first; stops early if fn returns
 * false.  created is local time, 'YYYY-MM-DD HH:MM:SS'. */
bool store_each_game(struct store *s, bool (*fn)(const struct store_game_row *, void *), void *ctx);
/* Calls fn with the number of each stored game (with playing, of each game
 * being played only), newest first, reading nothing but the games table:
 * cheap enough for every Tab.  Stops early if fn returns false. */
bool store_each_game_id(struct store *s, bool playing, bool (*fn)(int64_t, void *), void *ctx);
/* Which games store_find_games() gives: NULL or 0 for any. */
struct store_game_filter {
	const char *family;      /* an engine's family */
	const char *game;        /* a rule set, as typed at `new` */
	const char *status;      /* "playing", "finished" or "abandoned" */
	bool ended;              /* finished or abandoned */
	const char *since;       /* local dates, YYYY-MM-DD, both days included */
	const char *until;
	int nplayers;            /* players each game must have, as stored: */
	const char *name[STORE_MAX_PLAYERS];
	int limit;               /* the newest so many; 0: all */
};
/* How many games filter f lets through, whatever its limit; -1 on an
 * error. */
long long store_count_games(struct store *s, const struct store_game_filter *f);
/* Calls fn for each game that filter f lets through (NULL: every game),
 * newest first; stops early if fn returns false.  How many rows fn saw, or
 * -1 on an error. */
int store_find_games(struct store *s, const struct store_game_filter *f,
    bool (*fn)(const struct store_game_row *, void *), void *ctx);
/* 1 if a stored game or a saved preset has rule set `name`, 0 if none, -1
 * on an error. */
int store_rule_set_used(struct store *s, const char *name);
/* Calls fn for game id alone: 1 if there is such a game, 0 if not, -1 on
 * an error.  The row's text lives until fn returns. */
int store_game_row(struct store *s, int64_t id, bool (*fn)(const struct store_game_row *, void *),
    void *ctx);
/* Marks game id abandoned (over, no winner): never resumed, in no
 * statistic; its facts (n of them) written with it.  1 if done, 0 if it
 * is not being played (none, finished, already abandoned), -1 on an
 * error. */
int store_game_abandon(struct store *s, int64_t id, const struct store_fact *facts, int n);
/* Deletes game id with its options, players and entries.  1 if done, 0 if
 * there is no such game, -1 on an error. */
int store_game_delete(struct store *s, int64_t id);
/* Calls fn for each distinct player name, for completion. */
bool store_each_player(struct store *s, bool (*fn)(const char *, void *), void *ctx);

/* A table's own rule sets, by name.  Saving under a name replaces it. */
bool store_preset_save(struct store *s, const char *name, const char *base,
    store_each_option each, const void *ctx);
/* 1, with the built-in set it starts from in base, if there is such a
 * preset; 0 if not; -1 on an error (in err). */
int store_preset_base(struct store *s, const char *name, char *base, size_t baselen, char *err,
    size_t errlen);
/* Calls fn for each option of preset name: false, with the reason in err,
 * if one cannot be read or fn refused it. */
bool store_preset_options(struct store *s, const char *name, store_option_fn fn, void *ctx,
    char *err, size_t errlen);
/* How many were deleted (0 or 1), or -1 on an error. */
int store_preset_delete(struct store *s, const char *name);
bool store_each_preset(struct store *s, bool (*fn)(const char *name, const char *base, void *),
    void *ctx);

/* What the store keeps of how a game ended, beside its entries (what a
 * replay must agree with). */
struct store_result {
	char status[16];
	int winner, loser;                /* seats as stored; -1 for none */
	char result[16];                  /* "" for none */
	int nplayers;
	int final_score[STORE_MAX_PLAYERS];
	int rank[STORE_MAX_PLAYERS];     /* -1 for none (NULL) */
	bool has_final[STORE_MAX_PLAYERS];
};
/* Game id's stored result into r: 1, 0 if there is no such game, -1 on an
 * error of the store. */
int store_game_result(struct store *s, int64_t id, struct store_result *r);

/* A family's mending of the rows an earlier version of its engine wrote:
 * SQL run on a file of schema version `since` or later as it is brought
 * up to date, in the same transaction (store_upgrade.c); then the next
 * one, or NULL. */
struct store_repair {
	int since;
	const char *sql;
	const struct store_repair *next;
};
/* Takes the families' repairs (n, living as long as the program), run by
 * every store opened after: families.c's, handed once at start. */
void store_use_repairs(const struct store_repair *const *repairs, size_t n);

/* ---- what check finds (store_check.c) */

enum store_fault_kind {
	STORE_FAULT_NONE,
	STORE_FAULT_FILE,     /* SQLite's check: the tables themselves are damaged */
	STORE_FAULT_INDEX,    /* SQLite's check: an index alone disagrees with its
	                         table (store_rebuild makes it again) */
	STORE_FAULT_KEYS,     /* a row refers to a row that is not there */
	STORE_FAULT_TIMES,    /* an entry dated before its game, or by no date; a game
	                         whose start or end is no date (row 0) */
	STORE_FAULT_PLACE,    /* an entry kept under the key of another game or place
	                         (what: its key) */
	STORE_FAULT_DAMAGED,  /* the list of damaged games (sql/023) is not theirs */
	STORE_FAULT_TOTALS,   /* kept totals disagree with the games they count */
	STORE_FAULT_LISTING,  /* what games lists of an ended game (sql/025) is not its */
};
struct store_fault {
	enum store_fault_kind kind;
	long long count;      /* how many rows (or lines of SQLite's) say it */
	long long game;       /* the first: its game, where it has one */
	long long row;        /* its entry's number, or the row SQLite names */
	char what[200];       /* SQLite's line, a table, a date, a name */
};
#define STORE_FAULTS 8
struct store_check {
	struct store_fault fault[STORE_FAULTS];
	int n;                /* how many kinds were found; none: the file holds */
	bool totals;          /* the totals were checked (the file may be written) */
};
/* SQLite's checks of the file, then tapis's (an index or page found
 * damaged stops there: the rest would be read through it); changes
 * nothing.  False on an error (store_error). */
bool store_check(struct store *s, struct store_check *c);
/* Makes again what is kept from the rest: every index, the totals, the
 * list of damaged games and what games lists of the ended ones, in one
 * transaction; false on an error. */
bool store_rebuild(struct store *s);
/* How many rows of the totals stats reads for player and kind (NULL: all)
 * the table holds, read without its indexes: a count stats compares with
 * the rows it read through them, a damaged index said at once; -1 on an
 * error. */
long long store_totals_rows(struct store *s, const char *player, const char *kind);

#endif
