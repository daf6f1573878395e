/* What a family counts of its finished games, and the tables stats shows
 * of it, declared as data: the store keeps every family's facts in the
 * same tables, keyed by fact (sql/021; each engine's game_facts says
 * what an ended game counts, sql/022), and reads a family's totals with
 * one query (store_facts, store_stats.h); the one printer of stats
 * (render_stats.c) draws each declared table from them.  A family writes
 * no SQL and no printer for its statistics: a struct family_facts, in its
 * own files, reached through its row of the family table (engine.h).
 * Nothing here names a game: the store and the renderer read it as
 * plain data. */
#ifndef TAPIS_FACT_DECL_H
#define TAPIS_FACT_DECL_H

#include <stdbool.h>

/* What a column shows of a player's games of one rule set. */
enum fact_sum {
	/* of a fact, as the store added it up (fact_totals, sql/021) */
	FACT_GAMES,               /* the games that counted it */
	FACT_COUNT,               /* its values counted (a game each, or more) */
	FACT_SUM,                 /* their sum */
	FACT_MEAN,                /* their sum over their count */
	FACT_BEST,                /* the highest */
	FACT_RATE,                /* the sum of fact over the sum of `over` */
	FACT_ODDS,                /* the rate the family's odds give `fact`'s count
	                             (struct family_facts's odds) */
	FACT_LOST_RATE,           /* the games lost over the games played */
	/* of the row */
	FACT_KEY,                 /* what the row is counted by: a box, dice */
	/* of every game's totals (player_totals) */
	FACT_PLAYED,              /* the games played */
	FACT_LOST,                /* the games lost (rules that name a loser) */
	FACT_SCORE,               /* the average final score */
};

/* A column of a table.  A rate (FACT_RATE, FACT_ODDS, FACT_LOST_RATE) is
 * two: "12.5%" for people, titled `title`, and 0.125 for scripts, named
 * `name`. */
struct fact_column {
	const char *name;         /* for scripts (TSV header, JSON key) */
	const char *title;        /* for people, marked for translation; NULL:
	                             scripts only */
	enum fact_sum sum;
	const char *fact;         /* the fact added up (FACT_GAMES to FACT_ODDS) */
	const char *over;         /* FACT_RATE: the fact whose sum it is a rate of */
	bool blank;               /* FACT_SUM: no value where the fact was
	                             counted with none (else 0); FACT_KEY: a
	                             word, not a number */
};

/* Which rows a table has, each a player and rule set (and key). */
enum fact_rows {
	FACT_ROWS_PLAYED,         /* every player of a finished game of the family */
	FACT_ROWS_COUNTED,        /* those with one of the table's facts */
	FACT_ROWS_KEYED,          /* a row each key of the table's facts */
};

/* The order of the keys of a rule set's rows, ",1,2,...,yams," (NULL
 * rule_set: any other rule set); a key in none comes first. */
struct fact_key_order {
	const char *rule_set, *keys;
};

struct fact_table {
	const char *name;         /* the table, as scripts see it ("yams_boxes") */
	const char *heading;      /* for people, marked for translation */
	enum fact_rows rows;
	const struct fact_column *cols;
	int ncols;
};

/* A family's statistics: its tables in the order stats shows them. */
struct family_facts {
	const char *family;       /* as the store names it (games.family) */
	const struct fact_table *tables;
	int ntables;
	const struct fact_key_order *key_orders;   /* NULL-ended; NULL: keys' order */
	/* A key as people of the language read it in a table (the box
	 * "3kind": "brelan" in French), or NULL: as stored. */
	const char *(*key_shown)(const char *key, bool french);
	/* FACT_ODDS: the chance of a fact counted under the rules base and
	 * options (as stored, NAME=VALUE lines) for key; false if unknown. */
	bool (*odds)(const char *base, const char *options, const char *key, double *p);
};

/* The totals of a fact of a player and rule set (and key, and set of
 * rules), as the store hands them (store_facts, store_stats.h): every
 * text living until the function it is given to returns. */
struct fact_total {
	const char *player, *game, *fact, *key;
	long long games;          /* the games that counted it */
	long long n;              /* its values counted */
	long long total;          /* their sum */
	long long best;           /* the highest, if has_best */
	bool has_best;
	const char *base, *options;   /* the rules it is counted by; NULL: none */
};

#endif
