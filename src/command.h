/* The command table: one entry a command, from which dispatch, `help` and
 * tab completion are all made. */
#ifndef TAPIS_COMMAND_H
#define TAPIS_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#include "engine.h"
#include "tapis.h"

struct tapis;

enum cmd_status {
	CMD_OK,        /* accepted */
	CMD_REJECTED,  /* refused, nothing changed */
	CMD_FATAL,     /* the store failed: stop */
};

/* What a command's arguments complete to. */
enum cmd_complete {
	COMPLETE_NOTHING,
	COMPLETE_COMMAND,     /* help COMMAND */
	COMPLETE_NEW,         /* a rule set, then options and player names */
	COMPLETE_GAME,        /* a game number */
	COMPLETE_PLAYING,     /* the number of a game being played */
	COMPLETE_EXPORT,      /* a game number after the flag */
	COMPLETE_EVAL,        /* a rule set */
	COMPLETE_PRESET,      /* save, list or delete, then a rule set */
	COMPLETE_CHART,       /* a game number, a file name after --svg */
	COMPLETE_STATS,       /* a player, then a kind of game */
	COMPLETE_KIND,        /* a kind of game */
	COMPLETE_PLAYERS,     /* two players */
	COMPLETE_GAMES,       /* players, rule sets, games, and the flags; a date */
	COMPLETE_QUERY,       /* the names of the tables and views */
	COMPLETE_PLAYER,      /* a stored player's name, then a new one */
	COMPLETE_MERGE,       /* a stored player, [into], another */
	COMPLETE_FILE,        /* a file's name (readline's own completion) */
	COMPLETE_BOX,         /* the open game's boxes (what its entries write in) */
};

#define CMD_ANY (-1)

/* What a command needs before it runs, checked once for all of them. */
enum cmd_need {
	NEED_NOTHING,
	NEED_SHOWN,      /* an open game, read again if another tapis changed it */
	NEED_GAME,       /* an open game, as the person last saw it */
	NEED_PLAYABLE,   /* the same, and not over */
};

struct command {
	const char *name;
	const char *french;       /* its French name: every command has one */
	const char *aliases[4];   /* other words for it, NULL-terminated */
	int min_args, max_args;   /* CMD_ANY: no upper bound */
	const char *usage;        /* the arguments, as help shows them */
	const char *help;         /* one line */
	const char *details;      /* more, for `help COMMAND`; may be NULL */
	enum cmd_complete complete;
	const char *flags[10];    /* words its arguments take as typed, for Tab; NULL-terminated */
	enum cmd_status (*run)(struct tapis *t, int argc, char **argv);
	bool whole;               /* typed in full: no prefix reaches what cannot be undone */
	enum cmd_need need;
	bool entries_after;       /* help lists the games' entry verbs after it */
	bool rest;                /* its one argument is the rest of the line, ';' and
	                             all (SQL has words and ';' of its own) */
};

/* What a word names: a command, or an entry verb of a game's engine. */
struct command_match {
	const struct command *command;   /* NULL for a verb */
	const struct engine *engine;     /* the verb's */
	int verb;
};

extern const struct command commands[];
extern const size_t ncommands;

/* The command or entry verb named by word: exact name, alias or unique
 * prefix; the verbs of engine `prefer` (the open game's, or NULL) first
 * where games share a verb.  False if none or several match, with the
 * reason in why. */
bool command_find(const char *word, const struct engine *prefer, struct command_match *m,
    char *why, size_t whylen);
/* Runs one line typed or read: blank lines and # comments do nothing. */
enum cmd_status command_run_line(struct tapis *t, const char *line);
/* The store did not do what the command asked: another program holding the
 * file is a refusal (type it again), anything else is fatal. */
enum cmd_status command_store_failed(struct tapis *t, const char *why);
/* The command's status for what the session said: done, a refusal (the
 * table's mistake, said in one line), or a failure of the store (fatal). */
enum cmd_status command_of_session(struct tapis *t, enum session_status s, const char *why);
/* Refuses the command being run with a one-line reason. */
enum cmd_status command_refuse(struct tapis *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* True if a game is open (and, with playable, not over); otherwise refuses
 * the command with the reason. */
bool command_need_game(struct tapis *t, bool playable);
/* One game's row from the store, kept past the store's callback: a
 * callback for store_game_row() that fills a struct game_seen (ctx). */
struct game_seen {
	struct store_game_row row;    /* its text points into the fields below */
	char game[GAME_RULESET_MAX];
	char created[32];
	char status[16];
	char players[ENGINE_MAX_PLAYERS * (GAME_NAME_BYTES + 2)];
	char winner[GAME_NAME_BYTES + 1];
};
bool command_keep_game_row(const struct store_game_row *row, void *ctx);
/* A game number as typed: 12 or #12.  False, with the reason, for what is
 * no game number, or one past any a database can hold. */
bool command_game_number(const char *text, long long *id, char *why, size_t whylen);
/* ---- what the history commands' words name (cmd_lookup.c) */

/* The stored spelling of a player typed: as stored, else the only name
 * that is it but for case, into name.  Refuses (false, with *status) if
 * there is none (naming a near one) or several. */
bool command_stored_player(struct tapis *t, const char *typed, char *name, size_t len,
    enum cmd_status *status);
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
/* Reads word as a listing's format flag (--tsv, --json, --table) into
 * *format: 1 if it is one, 0 if it is no flag, -1 once refused (a second
 * format, an unknown --flag, said with the command's other flags `also`,
 * NULL for none).  *seen: a format was given before. */
int command_rows_flag(struct tapis *t, const char *command, const char *also,
    const char *word, enum rows_format *format, bool *seen, enum cmd_status *status);

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
/* The (first) French of the word name, or NULL if it has none. */
const char *command_word_french(const char *name);

/* Sets option "NAME=VALUE" of rules of engine e, as typed at new or preset
 * save, NAME and VALUE in English or French (the engine gets them in
 * English): the value of a file option is the text of the file it names. */
bool command_option_set(const struct engine *e, void *rules, const char *word, char *why,
    size_t whylen);


/* The words after `preset`. */
struct subcommand {
	const char *name;
	const char *french;       /* its French name */
	const char *flags[3];     /* as a command's */
	enum cmd_status (*run)(struct tapis *t, int argc, char **argv);
};
extern const struct subcommand preset_commands[];
extern const size_t npreset_commands;

/* Handlers, one file a group. */
enum cmd_status cmd_new(struct tapis *, int, char **);
enum cmd_status cmd_resume(struct tapis *, int, char **);
enum cmd_status cmd_games(struct tapis *, int, char **);
enum cmd_status cmd_abandon(struct tapis *, int, char **);
enum cmd_status cmd_delete(struct tapis *, int, char **);
enum cmd_status cmd_export(struct tapis *, int, char **);
enum cmd_status cmd_chart(struct tapis *, int, char **);
enum cmd_status cmd_stats(struct tapis *, int, char **);
enum cmd_status cmd_leaderboard(struct tapis *, int, char **);
enum cmd_status cmd_versus(struct tapis *, int, char **);
enum cmd_status cmd_query(struct tapis *, int, char **);
enum cmd_status cmd_rename(struct tapis *, int, char **);
enum cmd_status cmd_merge(struct tapis *, int, char **);
/* export GAME|all --json|--csv [FILE], import FILE (cmd_export.c,
 * cmd_import.c) */
enum cmd_status cmd_export_exchange(struct tapis *, int, char **);
enum cmd_status cmd_import(struct tapis *, int, char **);
/* A preset's name as `preset save` takes it (cmd_preset.c). */
bool check_preset_name(const char *name, char *why, size_t whylen);
enum cmd_status cmd_quit(struct tapis *, int, char **);
enum cmd_status cmd_show(struct tapis *, int, char **);
enum cmd_status cmd_replay(struct tapis *, int, char **);
/* An entry of the open game, which the caller has seen is open and
 * playable: verb `verb` of engine e, with its words. */
enum cmd_status cmd_entry(struct tapis *t, const struct engine *e, int verb, int argc,
    char **argv);
enum cmd_status cmd_undo(struct tapis *, int, char **);
enum cmd_status cmd_redo(struct tapis *, int, char **);
enum cmd_status cmd_sheet(struct tapis *, int, char **);
enum cmd_status cmd_rules(struct tapis *, int, char **);
enum cmd_status cmd_eval(struct tapis *, int, char **);
enum cmd_status cmd_help(struct tapis *, int, char **);
enum cmd_status cmd_preset(struct tapis *, int, char **);
/* hint [--win] [--json|--tsv], odds BOX... (cmd_advice.c) */
enum cmd_status cmd_hint(struct tapis *, int, char **);
enum cmd_status cmd_odds(struct tapis *, int, char **);

#endif
