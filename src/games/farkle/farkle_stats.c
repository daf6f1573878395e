/* What the Farkle family's statistics count and show, declared (struct
 * family_facts, fact_decl.h): busts by dice thrown beside the odds the
 * dice give under the game's own rules (the luck column), and what its
 * turns did.  The facts are those an ended game's game_facts gives
 * (farkle_engine.c), kept in fact_summary; the odds come from the family's scorer
 * (farkle_bust_odds), never from a second statement of the rules. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "fact_decl.h"
#include "farkle.h"
#include "game.h"
#include "i18n.h"

static const struct fact_column throw_columns[] = {
	{"dice", N_("dice"), FACT_KEY, NULL, NULL, false},
	{"throws", N_("throws"), FACT_SUM, "throws", NULL, false},
	{"busts", N_("busts"), FACT_SUM, "busts", NULL, false},
	{"bust_rate", N_("bust rate"), FACT_RATE, "busts", "throws", false},
	{"odds", N_("odds"), FACT_ODDS, "throws", NULL, false},
};

/* games: those where the player played a turn; opened: those where they
 * banked */
static const struct fact_column turn_columns[] = {
	{"games", NULL, FACT_GAMES, "crosses", NULL, false},
	{"opened", NULL, FACT_COUNT, "open_turn", NULL, false},
	{"turns_to_open", N_("turns to open"), FACT_MEAN, "open_turn", NULL, false},
	{"crosses", N_("crosses"), FACT_SUM, "crosses", NULL, false},
	{"penalties", N_("penalties"), FACT_SUM, "penalties", NULL, false},
	{"penalty_points", N_("points lost"), FACT_SUM, "penalty_points", NULL, false},
	{"best_turn", N_("best turn"), FACT_BEST, "best", NULL, false},
	{"full_hands", N_("full hands"), FACT_SUM, "full_hands", NULL, true},
	{"piggybacks", N_("piggy-backs"), FACT_SUM, "taken", NULL, true},
	{"piggybacks_won", N_("won"), FACT_SUM, "taken_won", NULL, true},
};

#define COLUMNS(c) c, (int)(sizeof c / sizeof c[0])
static const struct fact_table tables[] = {
	{"farkle_throws", N_("Busts by dice thrown, beside the odds the dice give under the"
	    " game's rules (the luck column):"), FACT_ROWS_KEYED, COLUMNS(throw_columns)},
	{"farkle_turns", N_("Turns: the average number to the first bank, crosses, penalties"
	    " and the points they took, the best turn, full hands thrown again, piggy-backs"
	    " taken and those banked:"), FACT_ROWS_COUNTED, COLUMNS(turn_columns)},
};

/* ---- the odds of rules met in the rows, worked out once each */

#define ODDS_KEPT 8

struct odds {
	char *key;                /* base, then the options, as the rows give them */
	bool known;               /* the rules could be read back */
	double bust[DICE_MAX + 1];
};

static struct odds kept[ODDS_KEPT];
static int nkept, next_kept;

/* The odds of those rules worked out into o (its key untouched): the
 * rules read on the stack, so that no odds are unknown for want of
 * memory. */
static void
odds_read(const char *base, const char *options, struct odds *o)
{
	/* a base no longer built in: every option is stored anyway */
	char why[ENGINE_WHY];
	const char *from = engine_of_preset(base ? base : "", NULL) == &farkle_engine ? base :
	    farkle_engine.presets[0].name;
	struct farkle_scorer s;
	o->known = game_rules_read_into(&farkle_engine, from, options, &s, why, sizeof why);
	for (int n = 1; o->known && n <= DICE_MAX; n++)
		o->bust[n] = n <= s.rules.dice ? farkle_bust_odds(&s, n) : 0.0;
}

/* The odds of those rules, kept for the rules' next rows; where memory is
 * too short to keep them, worked out into *alone. */
static const struct odds *
odds_of(const char *base, const char *options, struct odds *alone)
{
	size_t len = strlen(base ? base : "") + strlen(options ? options : "") + 2;
	char *key = malloc(len);
	if (key == NULL) {
		odds_read(base, options, alone);
		return alone;
	}
	snprintf(key, len, "%s\n%s", base ? base : "", options ? options : "");
	for (int i = 0; i < nkept; i++)
		if (strcmp(kept[i].key, key) == 0) {
			free(key);
			return &kept[i];
		}
	struct odds *o = &kept[nkept < ODDS_KEPT ? nkept++ : next_kept++ % ODDS_KEPT];
	free(o->key);
	o->key = key;
	odds_read(base, options, o);
	return o;
}

/* The chance that a throw of `dice` dice busts under those rules. */
static bool
bust_odds(const char *base, const char *options, const char *dice, double *p)
{
	struct odds alone;
	const struct odds *o = odds_of(base, options, &alone);
	long n = strtol(dice, NULL, 10);
	if (!o->known || n < 1 || n > DICE_MAX)
		return false;
	*p = o->bust[n];
	return true;
}

const struct family_facts farkle_stats = {"farkle", tables, 2, NULL, NULL, bust_odds};
