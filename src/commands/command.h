/* The command layer: one entry a command, each in a file of its own
 * (cmd_NAME.c) and one line of command_list.h, in the manner of tmux's
 * cmd-*.c.  An entry declares its names, usage, flags, how many arguments
 * it takes, what it needs and how its words complete; the layer finds the
 * command, parses and refuses its words once for all (command_args.c),
 * and calls its handler with the arguments parsed. */
#ifndef TAPIS_COMMAND_H
#define TAPIS_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#include "engine.h"
#include "game.h"
#include "rows.h"
#include "session.h"
#include "store.h"
#include "tapis.h"

enum cmd_status {
	CMD_OK,        /* accepted */
	CMD_REJECTED,  /* refused, nothing changed */
	CMD_FATAL,     /* the store failed: stop */
};

#define CMD_ANY (-1)
#define CMD_FLAGS 12              /* the most flags one command declares (games: 9) */
#define CMD_WORDS 64              /* the most words one command takes */
#define CMD_REFUSAL 512           /* the room of one refusal as said (command_refuse) */

/* What a command needs before it runs, checked once for all of them. */
enum cmd_need {
	NEED_NOTHING,
	NEED_SHOWN,      /* an open game, read again if another tapis changed it */
	NEED_GAME,       /* an open game, as the person last saw it */
	NEED_PLAYABLE,   /* the same, and not over */
};

/* What a flag takes after it. */
enum cmd_flag_takes {
	FLAG_ALONE,      /* nothing: --json, --yes */
	FLAG_VALUE,      /* the next word: since DAY */
	FLAG_FILE,       /* the next word, a file's name: --svg FILE */
};

/* A flag, or a word of its own, that a command takes besides its
 * arguments.  Its French (--tout, depuis) is the one command_words gives
 * its name; both are taken in any case. */
struct cmd_flag {
	const char *name;         /* as typed, listed and completed */
	enum cmd_flag_takes takes;
	const char *value;        /* its value as the usage names it (FILE): N_() */
	const char *needs;        /* what its value is, as a refusal says: N_() */
	int group;                /* > 0: excludes the other flags of its group */
	const char *also;         /* another English word for it, or NULL */
	bool hidden;              /* taken but never offered nor listed (--table) */
};

/* The flags every listing takes: the rows for scripts (--table asks for
 * people's table, which is what a listing prints anyway). */
#define CMD_ROWS_FLAGS \
	{.name = "--tsv", .group = 1}, {.name = "--json", .group = 1}, \
	{.name = "--table", .group = 1, .hidden = true}

/* A command's words, parsed: its arguments in their order, and the flags
 * given.  What it points to lives as long as the line being run. */
struct cmd_args {
	const struct command *command;
	int argc;
	char **argv;
	int at[CMD_WORDS];        /* each argument's place among the words typed */
	const char *given[CMD_FLAGS];   /* flag i of the entry as typed; NULL: not given */
	const char *value[CMD_FLAGS];   /* its value, for one that takes one */
	int given_at[CMD_FLAGS];        /* its place among the words typed */
	char *arg[CMD_WORDS];           /* argv's room */
	char two_words[2][64];          /* flags of two words (en cours), as typed */
	int ntwo;
};

/* Flag `name` of the command as typed (NULL if not given), and its value. */
const char *cmd_flag(const struct cmd_args *a, const char *name);
const char *cmd_value(const struct cmd_args *a, const char *name);
/* Its place among the words typed; -1 if not given. */
int cmd_flag_at(const struct cmd_args *a, const char *name);
/* The listing's format the flags ask for (CMD_ROWS_FLAGS). */
enum rows_format cmd_rows_format(const struct cmd_args *a);

/* Where Tab stands on a line, for a command's completion to add what may
 * come there: the readline side (repl.c) makes it and reads the words. */
struct completion {
	struct tapis *t;
	const char *text;         /* the word being completed, as typed so far */
	const struct cmd_args *typed;   /* the words before it, parsed */
	int arg;                  /* the argument it would be (0: the first) */
	const char *flag;         /* the flag whose value it is, or NULL */
	/* what the command says back */
	bool files;               /* file names are what comes here */
	bool fold;                /* candidates match without case or accents */
	bool no_space;            /* no space after the word (an option's '=') */
	bool no_flags;            /* the words typed take no flag more (serve stop) */
	void (*add)(struct completion *c, const char *word);
	void *ctx;                /* add()'s own */
};

struct command {
	const char *name;
	const char *french;       /* its French name: every command has one */
	const char *aliases[4];   /* other words for it, NULL-terminated */
	const char *usage;        /* the arguments, as help shows them: N_() */
	const char *help;         /* one line: N_() */
	const char *details;      /* more, for `help COMMAND`; may be NULL */
	/* its details name the games: their one %s is the families of the
	 * table (command_families), so that a new game is named there too */
	bool details_name_games;
	/* Optional: what the details say of family f, translated (into buf
	 * if made), one paragraph naming the game first, or NULL for nothing:
	 * help lists each family's after the details, then details_after. */
	const char *(*game_details)(const struct family *f, char *buf, size_t len);
	const char *details_after;   /* N_(); NULL: none */
	const struct cmd_flag *flags;   /* ended by a flag with no name; NULL: none */
	int min_args, max_args;   /* arguments, flags aside; CMD_ANY: no upper bound */
	/* Whether, as things stand, it may be typed with no argument whatever
	 * min_args says (odds in a game whose odds take no words); NULL: no. */
	bool (*alone)(const struct tapis *t);
	const char *usage_alone;  /* the usage where alone (then there) says so: N_();
	                             NULL: usage */
	/* Optional: whether the game in play takes it (hint where the game
	 * gives no advice: no); help in a game and completion leave out one
	 * that does not.  NULL: every game does. */
	bool (*offered)(const struct tapis *t);
	enum cmd_need need;
	bool whole;               /* typed in full: no prefix reaches what cannot be undone */
	bool entries_after;       /* help lists the games' entry verbs after it */
	bool at_play;             /* help in a game lists it after the game's entries */
	bool rest;                /* its one argument is the rest of the line, ';' and
	                             all (SQL has words and ';' of its own); flags first */
	/* Optional: whether, as typed (its words parsed), it would wait for
	 * the world outside tapis instead of ending by itself (serve in the
	 * foreground, until a signal).  A session whose every command must end
	 * (struct tapis's bounded: the fuzz targets') refuses it then, before
	 * it runs.  NULL: it always ends by itself. */
	bool (*waits)(const struct tapis *t, const struct cmd_args *a);
	/* its words that are commands of their own (preset save, list,
	 * delete), NULL-terminated; exec runs when none is typed */
	const struct command *const *subcommands;
	/* a first word that names none of its subcommands is its own
	 * argument (league URL), not refused */
	bool words_besides;
	void (*complete)(struct completion *c);   /* NULL: nothing to offer */
	enum cmd_status (*exec)(struct tapis *t, const struct cmd_args *a);
};

/* Whether the game in play takes c (its offered hook; true with no game
 * playing), and the usage help gives it now (usage_alone where its alone
 * hook says so): help and completion. */
bool command_offered(const struct command *c, const struct tapis *t);
const char *command_usage(const struct command *c, const struct tapis *t);

/* Every command, in the order help lists them (command_list.h). */
extern const struct command *const commands[];
extern const size_t ncommands;

/* What a word names: a command, or an entry verb of a game's engine. */
struct command_match {
	const struct command *command;   /* NULL for a verb */
	const struct engine *engine;     /* the verb's */
	int verb;
};

/* The command or entry verb named by word: exact name, alias or unique
 * prefix; the verbs of engine `prefer` (the open game's, or NULL) first
 * where games share a verb.  False if none or several match, with the
 * reason in why (none worked out when whylen is 0: a probe). */
bool command_find(const char *word, const struct engine *prefer, struct command_match *m,
    char *why, size_t whylen);
/* The subcommand of c that word names (by its name, French name or an
 * alias), or NULL: running a line and completing one. */
const struct command *command_subcommand(const struct command *c, const char *word);
/* Runs one line typed or read: blank lines and # comments do nothing. */
enum cmd_status command_run_line(struct tapis *t, const char *line);
/* Runs command argv[0] with the words after it as they are, each one
 * word (tapis serve ARGS: the shell split them already). */
enum cmd_status command_run_words(struct tapis *t, int argc, char **argv);
/* Stops the server serve started beside the REPL, if one runs: tapis's
 * end (cmd_serve.c). */
void command_serve_end(void);
/* ---- a league's pushing (command_league.c) */

/* What a round of pushing did: games taken by the league, already there,
 * said gone, and those that failed (the last reason in why). */
struct league_count {
	int pushed, there, gone, failed;
	char why[512];
};
/* Pushes the games waiting in this file's queue (all, or those due) to
 * its league, in the calling thread; false, with the reason in c->why, if
 * the file is in no league or one failed (it waits, tried again later). */
bool command_league_work(struct tapis *t, bool all, struct league_count *c);
/* The REPL's pushing beside the prompt: started where this file is in a
 * league, by the first kick after it joins one (the REPL kicks as it
 * starts and after each line: a game may have ended), stopped at its end.
 * It never prints. */
void command_league_start(const struct tapis *t);
void command_league_kick(const struct tapis *t);
void command_league_stop(void);
/* As the REPL ends: says on standard error what still waits to be pushed
 * and why, so that no table ends an evening unaware (nothing if none). */
void command_league_farewell(struct tapis *t);
/* COMMAND --league (leaderboard, games, stats): run (the command's own
 * exec) on a local copy of the league's games, pulled first (offline, as
 * last pulled, said on standard error), so that its words and rows are
 * those it gives of a file.  False where a has no --league (or run is
 * already on the copy): the caller goes on; else *status is its. */
bool command_league_copy(struct tapis *t, const struct cmd_args *a,
    enum cmd_status (*run)(struct tapis *t, const struct cmd_args *a), enum cmd_status *status);
/* Whether line may hold a password (a connection string's, a URI's
 * user:password@): the REPL keeps no such line in its history. */
bool command_league_secret(const char *line);
/* A league's address and schema as typed (league URL, serve --league
 * URL): false once refused in one line, with *status, where this tapis
 * has no PostgreSQL, libpq cannot read it, it holds a password, or
 * either is too long. */
bool command_league_address(struct tapis *t, const char *conninfo, const char *schema,
    enum cmd_status *status);
/* serve --league (command_serve_league.c): the path of the local copy of
 * the league at conninfo, schema (the one leaderboard --league reads);
 * false if the cache folder has none, why said in why. */
bool command_league_copy_path(const char *conninfo, const char *schema, char *path, size_t len,
    char *why, size_t whylen);
struct store_league;
/* Pulls l's changes since copy last took one into copy: 1 all taken, 0
 * the league failed, -1 the copy did, with the reason (every change
 * taken is whole). */
int command_league_pull(struct tapis *t, struct store *copy, struct store_league *l, char *why,
    size_t whylen);
/* Parses the words of command c (after its name) into a; false once
 * refused, with *status.  (command_args.c) */
bool command_parse(struct tapis *t, const struct command *c, const char *said, int argc,
    char **argv, struct cmd_args *a, enum cmd_status *status);
/* The same without a refusal, for completion: what can be read of words
 * typed so far. */
void command_parse_quietly(const struct command *c, int argc, char **argv, struct cmd_args *a);
/* Whether word is one of command c's flags (-1 if not), and which. */
int command_flag_index(const struct command *c, const char *word);
/* Fills c with what may come at the end of line (the command being typed,
 * up to the word being completed, c->text). */
void command_complete(struct completion *c, const char *line);

/* The store did not do what the command asked: another program holding the
 * file is a refusal (type it again), anything else is fatal. */
enum cmd_status command_store_failed(struct tapis *t, const char *why);
/* The command's status for what the session said: done, a refusal (the
 * table's mistake, said in one line), or a failure of the store (fatal). */
enum cmd_status command_of_session(struct tapis *t, enum session_status s, const char *why);
/* Refuses the command being run with a one-line reason. */
enum cmd_status command_refuse(struct tapis *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Refuses with the command's usage ("usage: NAME USAGE"). */
enum cmd_status command_refuse_usage(struct tapis *t, const char *name, const char *usage);

/* True if a game is open (and, with playable, not over); otherwise refuses
 * the command with the reason. */
bool command_need_game(struct tapis *t, bool playable);
/* An entry's verb and the words typed after it. */
struct entry_words {
	int verb;
	int argc;
	char **argv;
};
/* A line of n words that starts with faces, as game e reads it
 * (command_line.c): its throw (the verb that takes faces alone, and the
 * faces: all the words, or those before what follows them) into *thrown;
 * what follows them on the line ("full", "scratch yams"), an entry of e,
 * into *then (the faces alone: the entry a next word would be, with no
 * words; verb -1 if none).  1: something follows; 0: the faces alone;
 * -1: e takes no faces alone.  Running a line and completing one read it
 * so. */
int command_faces_line(const struct tapis *t, const struct engine *e, int n, char **words,
    struct entry_words *thrown, struct entry_words *then);
/* An entry of the open game, which the caller has seen is open and
 * playable: of engine e, as typed (command_entry.c); alone: faces typed
 * without their verb; then: the entry typed after them on the same line
 * (Yams: "2 2 2 5 5 full"), or NULL.  A line of several entries is taken
 * whole or not at all. */
enum cmd_status command_entry(struct tapis *t, const struct engine *e,
    const struct entry_words *typed, bool alone, const struct entry_words *then);

/* ---- what commands' words name (command_lookup.c) */

/* One game's row from the store, kept past the store's callback: a
 * callback for store_game_row() that fills a struct game_seen (ctx). */
struct game_seen {
	struct store_game_row row;    /* its text points into the fields below */
	char game[GAME_RULESET_MAX];
	char created[32];
	char status[16];
	char players[ENGINE_MAX_PLAYERS * (GAME_NAME_BYTES + 2)];
	char winner[GAME_NAME_BYTES + 1];
	char loser[GAME_NAME_BYTES + 1];
	char result[16];
};
bool command_keep_game_row(const struct store_game_row *row, void *ctx);
/* Game id as the store has it now into *g: 1, 0 if there is none, -1 on an
 * error of the store. */
int command_find_game(struct tapis *t, long long id, struct game_seen *g);
/* The same, refusing (false, with *status) when there is no such game. */
bool command_stored_game(struct tapis *t, long long id, struct game_seen *g,
    enum cmd_status *status);
/* Game number `word` as stored, read into a copy of its own that replays
 * (the open game, even if it is that one, is not touched), for the caller
 * to free; NULL once the command is refused, with *status. */
struct game *command_load_past(struct tapis *t, const char *word, struct game_seen *k,
    enum cmd_status *status);
/* The newest stored game's number, for a command naming none: above 0, or
 * 0 once refused with *status (`none` said where there is no game yet). */
long long command_latest(struct tapis *t, const char *none, enum cmd_status *status);
/* A game number as typed: 12 or #12.  False, with the reason, for what is
 * no game number, or one past any a database can hold. */
bool command_game_number(const char *text, long long *id, char *why, size_t whylen);
/* The stored spelling of a player typed: as stored, else the only name
 * that is it but for case, into name.  Refuses (false, with *status) if
 * there is none (naming a near one) or several. */
bool command_stored_player(struct tapis *t, const char *typed, char *name, size_t len,
    enum cmd_status *status);
/* The whole games, "farkle, yams, yammaster, 421": the families of the
 * table, by the name a kind of game takes, into buf. */
const char *command_families(char *buf, size_t len);
/* What family f's words say under topic (help's details), translated;
 * NULL if nothing. */
const char *command_game_help(const struct family *f, enum help_topic topic);
/* A kind of game: a whole game (a family, in any case) or a rule set
 * (built in, saved, or that of a stored game). */
struct game_kind {
	const char *family;       /* the engine table's, or NULL */
	const char *game;         /* the rule set, or NULL */
};
/* 1 if word names a kind (into k), 0 if not, -1 on an error of the store. */
int command_game_kind(struct tapis *t, const char *word, struct game_kind *k);
/* The kind as the store's filters take it: the family or the rule set. */
const char *command_kind_word(const struct game_kind *k);
/* command_game_kind, refusing (false, with *status) a word that is none,
 * naming those there are. */
bool command_known_kind(struct tapis *t, const char *word, struct game_kind *k,
    enum cmd_status *status);

/* ---- what commands' words complete to (command_complete.c) */

/* Game numbers, all or only those being played. */
void complete_games(struct completion *c, bool playing);
/* Stored players' names, but those typed already. */
void complete_players(struct completion *c);
/* The rule sets: built in, then saved. */
void complete_rule_sets(struct completion *c);
/* The kinds of game: the rule sets, and the whole games. */
void complete_kinds(struct completion *c);
/* Every command's and every entry verb's names, the French among them. */
void complete_commands(struct completion *c);
/* The word name (of command_words) and its French ones. */
void complete_word(struct completion *c, const char *name);

/* ---- the words some commands take after their name (command_words.c) */

/* A word some commands take after their name (all, since, into, --yes)
 * and its French (toutes, depuis, dans, --oui): either is taken whatever
 * the language of the interface, and both are completed. */
struct command_word {
	const char *name;
	const char *french;
};
extern const struct command_word command_words[];
extern const size_t ncommand_words;
/* True if typed is the word name, in any case, or a French one of it, in
 * any case and with or without accents. */
bool command_word_is(const char *typed, const char *name);
/* Command name as a message names it: its French name in a French
 * interface (statistiques), else name. */
const char *command_said(const char *name);
/* The same of a command's entry. */
const char *command_said_of(const struct command *c);
/* The (first) French of the word name, or NULL if it has none. */
const char *command_word_french(const char *name);

/* Sets option "NAME=VALUE" of rules of engine e, as typed at new or preset
 * save, NAME and VALUE in English or French (the engine gets them in
 * English): the value of a file option is the text of the file it names
 * (command_option.c). */
bool command_option_set(const struct engine *e, void *rules, const char *word, char *why,
    size_t whylen);
/* The engine's advice of kind request (enum advice_request) on the open
 * game, with the words typed after odds (argc 0 for hint), shown: the
 * best few, or all; refused where there is none (command_advice.c).
 * budget: the games an advice that plays games out may play (0: its
 * default). */
enum cmd_status command_advise(struct tapis *t, int request, int argc, char **argv, bool all,
    enum rows_format format, long budget);
/* Player from renamed to, or merged into, to in every stored game
 * (command_rename.c), said; refused where the store says why. */
enum cmd_status command_rename(struct tapis *t, const char *from, const char *to, bool merge);
/* Writes games as export does (command_export.c): all of them ("all"),
 * game number `games`, or with NULL the open (else newest) one, as JSON
 * or CSV, to file or with NULL to the screen, whole or not at all. */
enum cmd_status command_export(struct tapis *t, const char *games, bool csv, const char *file);
/* Every rule set, built in and saved, as preset list and rules show them
 * (command_rule_sets.c). */
enum cmd_status command_list_rule_sets(struct tapis *t, enum rows_format format);
/* A preset's name as `preset save` takes it (command_rule_sets.c). */
bool check_preset_name(const char *name, char *why, size_t whylen);

#endif
