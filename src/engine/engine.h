/* A game as the rest of tapis knows it, whatever game it is: one interface
 * that every rules engine fills in, and one table of them (as tmux has one
 * table of commands).  Game, session, store, commands and completion know
 * an engine only through this.
 *
 * An engine is pure: no I/O, no SQLite, no printing, no locale, no
 * allocation on the play path.  Its rules, state and outcome are plain
 * values of the sizes it gives, that the caller owns and may copy. */
#ifndef TAPIS_ENGINE_H
#define TAPIS_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dice.h"

#define ENGINE_MAX_PLAYERS 16
#define ENGINE_WHY 200            /* room for one refusal line */
#define ENGINE_ARGS 48            /* an entry's arguments, as stored */
#define ENGINE_VALUE 192          /* an option's value as text (a board's 25 names) */
#define ENGINE_FILE_MAX 2048      /* the most a file option's file may hold */
#define ENGINE_FACTS 16           /* facts an outcome may give the store */
#define OUTCOME_BYTES 1024        /* room for any engine's outcome */

/* One entry: a verb of the engine and what was typed after it. */
struct action {
	int verb;                 /* index into the engine's verbs */
	struct dice dice;         /* the faces, for a verb that takes them */
	int arg[2];               /* other arguments, as the engine reads them */
};

/* What every engine's state begins with, kept up to date by its start and
 * apply: what shared code reads of any game. */
struct engine_head {
	int nplayers;
	int current;              /* who acts now */
	int score[ENGINE_MAX_PLAYERS];
	/* Once the game is over, each player's place: 1 the best, players
	 * tied sharing one; 0 while it is played. */
	int place[ENGINE_MAX_PLAYERS];
	bool over;
};

/* What the end of a game names. */
enum engine_result {
	ENGINE_WINNER,            /* who won: the one player in place 1 */
	ENGINE_LOSER,             /* who lost: the one player in the last place */
};

/* What every outcome says, first in each engine's outcome: enough for the
 * store and for whoever does not know the game. */
struct outcome_head {
	int seat;                 /* who made the entry */
	const char *end;          /* how it ended the turn ("banked", "bust"...), NULL */
	int points;               /* written by the turn, or lost */
	int score_after;          /* the acting player's score after the entry */
	bool game_over;
	int winner;               /* a seat; -1 while playing, or on a draw */
};

/* Storage for any engine's outcome, whose first member is the head. */
union outcome {
	struct outcome_head head;
	long double align;
	unsigned char bytes[OUTCOME_BYTES];
};

/* A value the store keeps beside an entry: the family's facts are a JSON
 * array in the entry's row, in the order of its fact_columns (the games
 * shipped before sql/022 read them through a view FAMILY_facts, one
 * column a fact; a new game needs none: its engine's game_facts counts
 * them). */
struct fact {
	enum { FACT_NULL, FACT_INT, FACT_TEXT } type;
	long long i;
	char text[24];
};

/* An entry played, as an ended game's facts are worked out from: who made
 * it, its verb's kind, how it ended the turn and its facts (as the store
 * keeps them beside it, struct engine's facts). */
struct engine_played {
	int seat;
	const char *kind;
	const char *end;          /* NULL: it ended no turn */
	int points;               /* where it ended one */
	struct fact facts[ENGINE_FACTS];
};

/* One fact of a player's ended game, as the statistics add them up
 * (fact_summary, fact_decl.h): how many values and their sum. */
struct engine_game_fact {
	int seat;
	const char *fact;         /* a name its statistics declare */
	char key[24];             /* what it is counted by (a box, dice); "" for none */
	bool by_rules;            /* counted apart for each set of rules */
	long long n;              /* values counted */
	bool valued;              /* false: no sum (NULL) */
	long long value;          /* their sum */
};

/* Where a game's facts go, one at a time. */
typedef void engine_fact_sink(const struct engine_game_fact *f, void *ctx);

struct advice;                   /* advice.h */

/* ---- the rules: what a game is, with no word of any language in it. */

/* A built-in rule set. */
struct engine_preset {
	const char *name;         /* as typed at `new`, and as stored */
};

enum engine_option_type {
	ENGINE_OPT_INT, ENGINE_OPT_BOOL, ENGINE_OPT_TEXT,
	ENGINE_OPT_FILE,          /* text, typed at `new` as the name of a file that
	                             holds it (the engine never reads files) */
};

struct engine_option {
	const char *name;         /* as typed and stored */
	enum engine_option_type type;  /* how JSON writes its value */
	const char *values;       /* what it takes, as typed ("yes|no", "minusN|back") */
	/* The export writes it only where it differs from the rule set's own
	 * value (an option added after games were exported, whose export is
	 * to stay as it was); an import takes the rule set's value then. */
	bool quiet;
};

/* An entry a player can type, as the rules and the store know it. */
struct engine_verb {
	const char *kind;         /* as the store and the export write it */
	int min_args, max_args;   /* words after the verb; -1: no upper bound */
	bool dice;                /* its words are the faces of some dice */
	bool faces_alone;         /* a line of faces alone is this verb */
	/* words typed after a throw's faces on its line, with no verb, are
	 * this verb's (Yams's score: "2 2 2 5 5 full") */
	bool after_faces;
};

/* The advice a game gives (advice.h: `hint`, `odds`): a group a game
 * fills only where it gives advice.  request is an enum advice_request.
 * Called only through engine_advice.c (engine_advise,
 * engine_advice_table_*). */
struct engine_advice {
	/* Required.  The choices open in state, best first, into out.
	 * argc/argv: the words typed after `odds` (a box), read as the engine
	 * reads its verbs' words; 0 for a hint.  table: as built, NULL when
	 * the size is 0.  False, with the reason in why, when there is nothing
	 * to advise now ("throw first") or the words name nothing. */
	bool (*advise)(const void *rules, const void *state, int request, int argc,
	    char **argv, const void *table, struct advice *out, struct msg *why);
	/* Optional: a table built once ahead and kept by the caller (the
	 * cache folder), of table_size bytes for request under rules; NULL
	 * or 0: request needs none.  Where table_size is given, table_build
	 * is required: it fills the table, the long work, done once. */
	size_t (*table_size)(const void *rules, int request);
	void (*table_build)(const void *rules, int request, void *table);
	/* Changes whenever a table's layout or meaning does, so that a table
	 * kept by an older tapis is built again, never read. */
	uint32_t table_version;
	/* Optional.  Every rule the table of request depends on under rules,
	 * as text into buf (false if it does not fit): it names the kept file,
	 * so that two rule sets share one only where the table is the same.
	 * NULL: the value of every option, where the options are all that
	 * tells rule sets apart (a preset that differs otherwise, as a way to
	 * play Yams, must be said here). */
	bool (*table_key)(const void *rules, int request, char *buf, size_t len);
	/* Optional.  Whether a kept table is the one request needs under
	 * rules; NULL: the key says it all.  A table that does not fit is
	 * built again, never refused. */
	bool (*table_fits)(const void *rules, int request, const void *table);
	/* Advice worked out by playing games out: the games a hint plays
	 * unless told (struct advice's budget); 0: its advice is exact. */
	long budget;
	/* `odds` may be typed alone (advise with argc 0: each thing the dice
	 * may make now, its best way); false: odds names a box. */
	bool odds_alone;
};

/* A game's rules.  Every hook and table is required unless it says
 * "optional", and then says what NULL means; a flag left out is false.
 * tests/test_engines.c fails on a row of the family table that leaves a
 * required one out.  An optional hook is called only through its checked
 * wrapper (engine_seats, engine_prepare, engine_choices,
 * engine_turn_entries, engine_round_end, engine_game_facts in engine.c; the advice's in
 * engine_advice.c), never directly: tests/structure.sh checks it.  A minimal game fills
 * the required members and nothing else (pig, in test_engines.c). */
struct engine {
	const char *family;       /* as stored: games.family */
	const struct engine_preset *presets;
	size_t npresets;          /* at least one */
	/* The options a table may set, one by one; NULL past the last (at
	 * once, for a game with none). */
	const struct engine_option *(*option)(size_t i);
	const struct engine_verb *verbs;
	size_t nverbs;            /* at least one */
	size_t rules_size, state_size;
	int min_players, max_players;

	/* ---- rules: a built-in set, changed option by option, checked, then
	 * prepared once (tables an engine works out ahead) before play. */
	bool (*preset)(const char *name, void *rules);
	bool (*option_set)(void *rules, const char *assignment, struct msg *why);
	void (*option_get)(const void *rules, const char *name, char *buf, size_t len);
	/* Optional.  Whether option name means anything under rules (Yams's
	 * carre= on a sheet with no box of four alike at fixed points: no):
	 * the export and the rules said leave out one that does not.  NULL:
	 * every option does. */
	bool (*option_used)(const void *rules, const char *name);
	/* Optional.  Whether verb means anything under rules (10000's take
	 * without the piggy-back): help and completion in a game leave out
	 * one that does not.  NULL: every verb does. */
	bool (*verb_used)(const void *rules, int verb);
	bool (*check)(const void *rules, struct msg *why);
	/* Optional.  Whether these rules take n players, within min_players
	 * and max_players (a mode may ask for fewer or more); NULL: any
	 * there. */
	bool (*seats)(const void *rules, int n, struct msg *why);
	/* Optional.  Works out ahead what play reads of checked rules (Farkle's
	 * scorer); NULL: there is nothing to work out. */
	void (*prepare)(void *rules);

	/* ---- play */
	void (*start)(const void *rules, void *state, int nplayers);
	/* On success fills out (its head first) and moves state on; on refusal
	 * leaves state as it was and says which rule in why, naming players
	 * from names (in seat order). */
	bool (*apply)(const void *rules, void *state, const char *const *names,
	    const struct action *a, union outcome *out, struct msg *why);
	/* Optional.  When a is refused only because it leaves open which
	 * entry came before it (the dice set aside before a throw of fewer),
	 * the entries that could have: writes at most max to first, returns
	 * how many there are.  NULL: nothing is ever open so. */
	int (*choices)(const void *rules, const void *state, const struct action *a,
	    struct action *first, int max);
	/* Optional.  Whether a, a throw typed as faces alone, is more likely
	 * the next player's, the end of this player's turn forgotten (421: a
	 * throw after 4-2-1 or 1-1-1, which no one throws again from; 10000: a full
	 * hand the rules refuse where the turn could be banked); if so, the
	 * entry that ends the turn into *end and the question that asks it
	 * into question ("did bob stop?").  NULL: never so. */
	bool (*forgotten_end)(const void *rules, const void *state, const char *const *names,
	    const struct action *a, struct action *end, struct msg *question);
	int (*hand)(const void *rules);         /* the most dice one throw has */
	bool whole_hand;          /* only a whole hand is worth something (eval) */
	/* The end of a game (the head's places): whether it names a winner or
	 * a loser, and whether a higher score is the better. */
	enum engine_result result;
	bool higher_better;
	/* Players tied in place 1 share the win (Yams: "equal highest totals
	 * share the win"); false: they draw (Yam Master). */
	bool tie_shares_win;
	/* Optional.  How many entries that end a turn (outcome) one turn of
	 * the game has: where every player writes the thrower's dice, one
	 * each; NULL: one, the turn's own. */
	int (*turn_entries)(const void *rules, int nplayers);
	/* Optional.  Where every player's score moves at once when a round
	 * ends (421's tokens): who a chart plots after outcome o,
	 * which left state, into plotted (all false but at a round's end:
	 * then those still in and those who went out in it); a chart then
	 * has a point a round.  NULL: each player's score after each of
	 * their turns. */
	void (*round_end)(const void *state, const union outcome *o, bool *plotted);

	/* ---- the store: the names of the family's facts (the columns of its
	 * view), and the values of an outcome for them, in that order. */
	const char *const *fact_columns;
	size_t nfacts;            /* at most ENGINE_FACTS */
	void (*facts)(const void *rules, const struct action *a, const union outcome *o,
	    struct fact *out);
	/* Optional.  What an ended game (finished or abandoned) counts for its
	 * statistics, worked out from its entries played (n of them, in
	 * order), each fact given to add; called once, when the game ends.
	 * NULL: it counts nothing beyond scores and places. */
	void (*game_facts)(const void *rules, int nplayers, const struct engine_played *played,
	    int n, engine_fact_sink *add, void *ctx);

	/* Optional: its advice; NULL: the game gives none (hint and odds
	 * say so). */
	const struct engine_advice *advice;
};

/* ---- the words: how people name and read what the rules hold, in
 * English and in French, and the help; one for each of the rules'
 * presets, options and verbs, in the same order. */

struct preset_words {
	const char *french;       /* also taken at `new`, stored as the rules' name;
	                             NULL: the name is French too (10000, yams:duel) */
	const char *title;        /* for the sheet and the lists (an N_ id) */
};

struct option_words {
	const char *name;         /* the rules' option it speaks of */
	const char *french;       /* its French name (the same word where French says it so) */
	const char *french_values; /* the rules' values in French, item for item between
	                             the '|' (an item ending in N takes a number after it) */
	const char *help;
};

/* A verb's names, which the command line matches like any command's, and
 * its help. */
struct verb_words {
	const char *name;         /* as typed and listed */
	const char *french;       /* its French name: every verb has one */
	const char *noun;         /* as said back: "bob's take-over" */
	const char *aliases[4];   /* other words for it, NULL-terminated */
	const char *usage;
	const char *help;
	const char *details;      /* more, for `help VERB`; may be NULL */
	/* the noun of one die and of more, where French agrees it ("dé
	 * gardé", "dés gardés"): NP_(); NULL: noun, whatever the dice */
	const char *nouns[2];
};

/* A thing a player's words name (a Yams box): as a refusal says it, the
 * name the table gave it (NULL: none), and the words it is known by
 * besides, NULL-ended. */
#define ARG_NAME_WORDS 12
struct arg_name {
	const char *what;
	const char *label;
	const char *words[ARG_NAME_WORDS];
};

/* How a game reads and writes the words typed after a verb that takes
 * other than dice (a Yams box, a Yam Master cell): a group a game fills
 * only where it has such verbs.  Called only through engine.c
 * (engine_parse_words, engine_format_args, engine_say_args,
 * engine_arg_words, engine_complete_args, engine_args_help,
 * engine_arg_named). */
struct args_words {
	/* Required: the words into a, and back into words as stored (never
	 * called for a verb that takes dice or nothing). */
	bool (*parse)(const void *rules, struct action *a, int argc, char **argv,
	    struct msg *why);
	void (*format)(const void *rules, const struct action *a, char *buf, size_t len);
	/* Optional.  The same as people read it in the language of the
	 * messages (a Yams column by its French name); NULL: as format writes
	 * it. */
	void (*say)(const void *rules, const struct action *a, char *buf, size_t len);
	/* Optional.  The words argument `arg` (from 0) of verb may be under
	 * rules, for completion and `odds`, NULL-terminated; NULL: there are
	 * none to offer. */
	const char *const *(*words)(const void *rules, int verb, int arg);
	/* Optional.  What argument `arg` of verb may be now, in state, for
	 * completion: what the player acting may write with these dice (a
	 * free box the dice make, a cell they make), after the argv words
	 * typed before it; each given to add.  NULL: the words above,
	 * whatever the state. */
	void (*complete)(const void *rules, const void *state, int verb, int arg,
	    char *const *argv, void (*add)(const char *word, void *ctx), void *ctx);
	/* Optional.  What `help VERB` says of the words verb takes under rules
	 * (the boxes of the Yams sheet in play, as typed), in the language of
	 * the messages, into buf: one paragraph, unwrapped (help wraps it),
	 * said before the verb's details; "" where it has nothing to say.
	 * NULL: the details say it all, whatever the rules. */
	void (*help)(const void *rules, int verb, char *buf, size_t len);
	/* Optional.  Thing i (from 0) of those a player's words name under
	 * rules (a Yams box) into *out, its label where the table gave it one,
	 * which the rule of players' names holds to (name.h); false past the
	 * last.  NULL: the rules name nothing of their own. */
	bool (*named)(const void *rules, int i, struct arg_name *out);
};

/* A game's words.  Every member is required but `args` (and `options`
 * for a game with none). */
/* The commands whose help says what each game makes of them, a game a
 * paragraph (struct game_words' help). */
enum help_topic {
	HELP_SHEET,       /* what its sheet shows */
	HELP_ODDS,        /* what odds weighs, and with which words */
	HELP_HINT,        /* what hint weighs */
	HELP_TOPICS
};

struct game_words {
	/* The game as the usage names what tapis keeps the score of: "Yams",
	 * and in French with its article, "du Yams" (as the French names of
	 * presets and options, data: the same word would translate apart). */
	const char *title;
	const char *french_title;
	const struct preset_words *presets;     /* one a preset */
	const struct option_words *options;     /* one an option; NULL where none */
	const struct verb_words *verbs;         /* one a verb */
	/* Optional: the words of its verbs that take other than dice; NULL:
	 * every verb takes dice or nothing. */
	const struct args_words *args;
	/* Optional: what help says of the game under each topic, marked for
	 * translation, one paragraph naming the game first, unwrapped (help
	 * wraps it); NULL where it has nothing to say.  help lists them in
	 * the order of the family table: a new game's need no command edited. */
	const char *help[HELP_TOPICS];
};

/* The games tapis plays: each its rules, its words, how its games are
 * printed (struct printer, render.h) and what its statistics count and
 * show, as data (struct family_facts, fact_decl.h; NULL for none), one
 * line of the table each, in families.c. */
struct printer;
struct family_facts;
struct store_repair;
struct family {
	const struct engine *engine;      /* the rules */
	const struct game_words *words;
	const struct printer *printer;
	const struct family_facts *stats;
	/* rows earlier versions of its engine wrote that no later one reads,
	 * mended when a file is brought up to date (store.h); NULL for none */
	const struct store_repair *repairs;
};
/* The table of families, as handed by engine_families(); empty before. */
extern const struct family *families;
extern size_t nfamilies;
/* Takes table (n rows, living as long as the program) as the families
 * tapis plays: families.c's, handed once at start. */
void engine_families(const struct family *table, size_t n);

/* The engine of a family, by its name; NULL if none. */
const struct engine *engine_find(const char *family);
/* The words of engine e's family. */
const struct game_words *engine_words(const struct engine *e);
/* A game outside the table whose words engine_words is to find too (the
 * tests' made-up games); NULL forgets it. */
void engine_made_up(const struct family *f);
/* The words of preset p of engine e (p one of e's presets). */
const struct preset_words *engine_preset_words(const struct engine *e,
    const struct engine_preset *p);
/* The words of option o of engine e (o one of e's options), NULL if it
 * has none. */
const struct option_words *engine_option_words(const struct engine *e,
    const struct engine_option *o);
/* The engine and preset of a built-in rule set's name (or French name);
 * NULL if none. */
const struct engine *engine_of_preset(const char *name, const struct engine_preset **preset);
/* Verb `verb` of e as the messages name it: by its French name where the
 * names are French (garder), else its English one (keep). */
const char *engine_verb_said(const struct engine *e, int verb);
/* The noun an entry of verb with n dice is said back with, translated
 * ("bob's throw", "dés gardés"): the verb's nouns where it has them. */
const char *engine_verb_noun(const struct engine *e, int verb, int n);
/* A rule set as people read it: a built-in one by its French name where
 * the names are French (yams:croisé), else as stored. */
const char *engine_ruleset_shown(const char *ruleset);
/* The name a built-in rule set is stored under, for its name or French
 * name as typed; anything else (a saved preset) is returned as it is. */
const char *engine_ruleset_name(const char *typed);
/* Whether a game of engine e under rules takes n players; false, with why,
 * if not. */
bool engine_seats(const struct engine *e, const void *rules, int n, char *why,
    size_t whylen);
/* The engine's option_set and check, their refusal as text in the
 * language of the messages. */
bool engine_option_set(const struct engine *e, void *rules, const char *assignment,
    char *why, size_t whylen);
bool engine_check(const struct engine *e, const void *rules, char *why, size_t whylen);
/* Checked rules made ready for play (the engine's prepare, if any). */
void engine_prepare(const struct engine *e, void *rules);
/* The engine's choices: the entries that could have come before a; 0
 * where none is open (or the engine has no choices). */
int engine_choices(const struct engine *e, const void *rules, const void *state,
    const struct action *a, struct action *first, int max);
/* The engine's forgotten_end: whether a, typed as faces alone, more likely
 * follows an end of turn not typed; if so that entry into *end and the
 * question, in the language of the messages, into question.  False where
 * the engine has no such hook. */
bool engine_forgotten_end(const struct engine *e, const void *rules, const void *state,
    const char *const *names, const struct action *a, struct action *end, char *question,
    size_t len);
/* The engine's option_used: whether option name means anything under
 * rules (true where the engine has no such hook). */
bool engine_option_used(const struct engine *e, const void *rules, const char *name);
/* Whether verb of e means anything under rules (engine's verb_used). */
bool engine_verb_used(const struct engine *e, const void *rules, int verb);
/* The entries that end a turn in one turn of a game of nplayers (the
 * engine's turn_entries, else 1). */
int engine_turn_entries(const struct engine *e, const void *rules, int nplayers);
/* Whether a chart of engine e plots rounds (its round_end), and if so who
 * has a point after outcome o, which left state, into plotted; false
 * where it has none: a chart plots each player's turns. */
bool engine_round_end(const struct engine *e, const void *state, const union outcome *o,
    bool *plotted);
/* The facts of an ended game (the engine's game_facts), each given to add;
 * none where the engine counts none. */
void engine_game_facts(const struct engine *e, const void *rules, int nplayers,
    const struct engine_played *played, int n, engine_fact_sink *add, void *ctx);

/* ---- advice (struct engine_advice), for any engine: one that gives none
 * is refused, needs no table. */
/* The advice's advise, its refusal as text in the language of the
 * messages. */
bool engine_advise(const struct engine *e, const void *rules, const void *state, int request,
    int argc, char **argv, const void *table, struct advice *out, char *why, size_t whylen);
/* Bytes of the table request needs under rules; 0: none. */
size_t engine_advice_table_size(const struct engine *e, const void *rules, int request);
/* Fills table, of engine_advice_table_size bytes (more than 0). */
void engine_advice_table_build(const struct engine *e, const void *rules, int request,
    void *table);
/* The version of e's tables (0 where it keeps none). */
uint32_t engine_advice_table_version(const struct engine *e);
/* Every rule the table of request depends on under rules, as text into
 * buf: the engine's table_key, else every option's value, one a line;
 * false if it does not fit. */
bool engine_advice_table_key(const struct engine *e, const void *rules, int request,
    char *buf, size_t len);
/* Whether a kept table is the one request needs under rules. */
bool engine_advice_table_fits(const struct engine *e, const void *rules, int request,
    const void *table);
/* The verb of engine e whose kind (as stored) is `kind`; -1 if none. */
int engine_verb(const struct engine *e, const char *kind);
/* The words typed after verb a->verb, into a (its verb set): the faces of a
 * verb that takes dice, else the engine's own reading.  False, with why,
 * if they are no such arguments. */
bool engine_parse_words(const struct engine *e, const void *rules, struct action *a,
    int argc, char **argv, char *why, size_t whylen);
/* The args_words' named: thing i of those the words name under rules
 * into *out; false past the last (at once where the game has none). */
bool engine_arg_named(const struct engine *e, const void *rules, int i, struct arg_name *out);
/* dice_parse, its refusal as text in the language of the messages. */
bool engine_parse_dice(int argc, char **argv, struct dice *out, char *why, size_t whylen);
/* An entry's arguments as stored and shown: "1 1 5 3 4", or "" for none. */
void engine_format_args(const struct engine *e, const void *rules, const struct action *a,
    char *buf, size_t len);
/* The same as people read it, in the language of the messages (never
 * stored, exported or given to scripts). */
void engine_say_args(const struct engine *e, const void *rules, const struct action *a,
    char *buf, size_t len);
/* Reads stored arguments back into a (its verb set); false if they do not
 * fit the verb. */
bool engine_parse_args(const struct engine *e, const void *rules, struct action *a,
    const char *text, char *why, size_t whylen);
/* The words argument arg of verb may be under rules, NULL-terminated;
 * NULL where the game offers none. */
const char *const *engine_arg_words(const struct engine *e, const void *rules, int verb,
    int arg);
/* What argument arg of verb may be now, in state, after the argv words
 * typed before it: each given to add (the game's own completion, else
 * the words above). */
void engine_complete_args(const struct engine *e, const void *rules, const void *state,
    int verb, int arg, char *const *argv, void (*add)(const char *word, void *ctx),
    void *ctx);
/* What help says of the words verb takes under rules, into buf; false
 * (buf empty) where the game says nothing of them beyond the details. */
bool engine_args_help(const struct engine *e, const void *rules, int verb, char *buf,
    size_t len);

/* The head of a state (every state begins with one). */
const struct engine_head *engine_head(const void *state);
/* Sets h's places from its scores once it is over (all 0 before):
 * `first`, a seat the rules put first whatever the scores (the one who
 * went out), alone in place 1, or -1; then the others by score, the
 * higher first where higher_better, players tied sharing a place. */
void engine_rank(struct engine_head *h, int first, bool higher_better);
/* Option name of e as a refusal names it: m becomes its English and French
 * names (said in the language in force), or the name as it is where e has
 * no such option; returns msg_ref(m).  engine_option_values_named: the
 * values it takes, likewise ("yes|no", "oui|non"). */
const char *engine_option_named(const struct engine *e, const char *name, struct msg *m);
const char *engine_option_values_named(const struct engine *e, const char *name,
    struct msg *m);

/* A fact of no value, of a number, of text (cut to what a fact holds), of
 * dice. */
void engine_fact_null(struct fact *f);
void engine_fact_int(struct fact *f, long long v);
void engine_fact_text(struct fact *f, const char *text);
void engine_fact_dice(struct fact *f, const struct dice *d);
/* Whether fact f has a value; is the number v; is the text t. */
bool engine_fact_set(const struct fact *f);
bool engine_fact_is(const struct fact *f, long long v);
bool engine_fact_says(const struct fact *f, const char *t);
/* The facts of entry a with what it did (o), as the family names them
 * (fact_columns), into facts, every other one FACT_NULL: how many the
 * family has, 0 where it has none (or more than ENGINE_FACTS). */
size_t engine_facts(const struct engine *e, const void *rules, const struct action *a,
    const union outcome *o, struct fact facts[ENGINE_FACTS]);
/* Gives add one fact of a game: seat's fact by key (NULL: none), n values
 * summing to value (none where valued is false). */
void engine_game_fact(engine_fact_sink *add, void *ctx, int seat, const char *fact,
    const char *key, long long n, bool valued, long long value);
/* The same, for a fact counted apart for each set of rules (by_rules:
 * what the rules make likelier, as the dice a bust is counted by). */
void engine_game_fact_by_rules(engine_fact_sink *add, void *ctx, int seat, const char *fact,
    const char *key, long long n, long long value);

#endif
