/* The Farkle family's lines in stats: busts by dice thrown beside the odds
 * the dice give under the game's own rules (the luck column), and what
 * its turns did.  Part of the renderer; the odds come from the family's
 * scorer (farkle_bust_odds), never from a second statement of the rules. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "farkle.h"
#include "game.h"
#include "i18n.h"
#include "render_line.h"
#include "render_stats.h"
#include "rows.h"

/* ---- the odds of rules met in the rows, worked out once each */

#define ODDS_KEPT 8

struct odds {
	char *key;                /* base, then the options, as the rows give them */
	bool known;               /* the rules could be read back */
	double bust[DICE_MAX + 1];
};

struct odds_cache {
	struct odds kept[ODDS_KEPT];
	int n, next;
};

static const struct odds *
odds_of(struct odds_cache *c, const char *base, const char *options)
{
	size_t len = strlen(base ? base : "") + strlen(options ? options : "") + 2;
	char *key = malloc(len);
	if (key == NULL)
		return NULL;
	snprintf(key, len, "%s\n%s", base ? base : "", options ? options : "");
	for (int i = 0; i < c->n; i++)
		if (strcmp(c->kept[i].key, key) == 0) {
			free(key);
			return &c->kept[i];
		}
	struct odds *o = &c->kept[c->n < ODDS_KEPT ? c->n++ : c->next++ % ODDS_KEPT];
	free(o->key);
	o->key = key;
	/* a base no longer built in: every option is stored anyway */
	char why[ENGINE_WHY];
	const char *from = engine_of_preset(base ? base : "", NULL) == &farkle_engine ? base :
	    farkle_engine.presets[0].name;
	struct farkle_scorer *s = game_rules_read(&farkle_engine, from, options, why, sizeof why);
	o->known = s != NULL;
	for (int n = 1; o->known && n <= DICE_MAX; n++)
		o->bust[n] = n <= s->rules.dice ? farkle_bust_odds(s, n) : 0.0;
	free(s);
	return o;
}

static void
odds_free(struct odds_cache *c)
{
	for (int i = 0; i < c->n; i++)
		free(c->kept[i].key);
}

/* ---- busts by dice thrown */

static const struct rows_column throw_columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, true},
	{"dice", true, false, true, true, false},
	{"throws", true, false, true, true, false},
	{"busts", true, false, true, true, false},
	{"bust rate", false, false, true, false, false},
	{"bust_rate", true, false, false, true, false},
	{"odds", false, false, true, false, false},
	{"odds", true, false, false, true, false},
};
enum { NTHROW = sizeof throw_columns / sizeof throw_columns[0] };

struct throws_seen {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
	struct odds_cache cache;
	/* the row being summed: throws of one player, rule set and number of
	 * dice, made under rules that may differ from game to game */
	char player[256], game[256], dice[8];
	long long throws, busts;
	double expected;          /* busts the odds give those throws */
	bool odds_known;
};

static void
throws_flush(struct throws_seen *t)
{
	if (t->throws == 0)
		return;
	if (!t->begun) {
		const char *titles[NTHROW] = {NULL, _("player"), _("game"), _("dice"), _("throws"),
		    _("busts"), _("bust rate"), NULL, _("odds"), NULL};
		stats_table_begin(&t->r, t->feed, _("Busts by dice thrown, beside the odds the dice"
		    " give under the game's rules (the luck column):"), throw_columns, NTHROW, titles);
		t->begun = true;
	}
	char throws[24], busts[24], rate_p[16], rate_s[16], odds_p[16], odds_s[16];
	snprintf(throws, sizeof throws, "%lld", t->throws);
	snprintf(busts, sizeof busts, "%lld", t->busts);
	const char *values[NTHROW] = {"farkle_throws", t->player, t->game, t->dice, throws, busts,
	    stats_rate((double)t->busts, (double)t->throws, true, rate_p, sizeof rate_p),
	    stats_rate((double)t->busts, (double)t->throws, false, rate_s, sizeof rate_s),
	    t->odds_known ? stats_rate(t->expected, (double)t->throws, true, odds_p,
	    sizeof odds_p) : NULL,
	    t->odds_known ? stats_rate(t->expected, (double)t->throws, false, odds_s,
	    sizeof odds_s) : NULL};
	rows_add(&t->r, values);
	t->throws = t->busts = 0;
}

/* player, game, dice, throws, busts, base, options */
static bool
throw_row(const char *const *v, int n, void *ctx)
{
	struct throws_seen *t = ctx;
	if (n < 7 || v[0] == NULL || v[1] == NULL || v[2] == NULL)
		return true;
	if (t->throws > 0 && (strcmp(t->player, v[0]) != 0 || strcmp(t->game, v[1]) != 0 ||
	    strcmp(t->dice, v[2]) != 0))
		throws_flush(t);
	if (t->throws == 0) {
		snprintf(t->player, sizeof t->player, "%s", v[0]);
		snprintf(t->game, sizeof t->game, "%s", v[1]);
		snprintf(t->dice, sizeof t->dice, "%s", v[2]);
		t->expected = 0;
		t->odds_known = true;
	}
	long long throws = stats_int(v[3]), dice = stats_int(v[2]);
	t->throws += throws;
	t->busts += stats_int(v[4]);
	const struct odds *o = odds_of(&t->cache, v[5], v[6]);
	if (o == NULL || !o->known || dice < 1 || dice > DICE_MAX)
		t->odds_known = false;
	else
		t->expected += (double)throws * o->bust[dice];
	return true;
}

/* ---- turns */

static const struct rows_column turn_columns[] = {
	{"table", false, false, false, true, false},
	{"player", false, false, true, true, false},
	{"game", false, false, true, true, true},
	{"games", true, false, false, true, false},
	{"opened", true, false, false, true, false},
	{"turns_to_open", true, false, true, true, false},
	{"crosses", true, false, true, true, false},
	{"penalties", true, false, true, true, false},
	{"penalty_points", true, false, true, true, false},
	{"best_turn", true, false, true, true, false},
	{"full_hands", true, false, true, true, false},
	{"piggybacks", true, false, true, true, false},
	{"piggybacks_won", true, false, true, true, false},
};
enum { NTURN = sizeof turn_columns / sizeof turn_columns[0] };

struct turns_seen {
	struct stats_feed *feed;
	struct rows r;
	bool begun;
};

/* player, game, games, opened, turns to open, crosses, penalties, penalty
 * points, best turn, full hands, piggy-backs taken, won */
static bool
turn_row(const char *const *v, int n, void *ctx)
{
	struct turns_seen *t = ctx;
	if (n < 12)
		return true;
	if (!t->begun) {
		const char *titles[NTURN] = {NULL, _("player"), _("game"), NULL, NULL,
		    _("turns to open"), _("crosses"), _("penalties"), _("points lost"),
		    _("best turn"), _("full hands"), _("piggy-backs"), _("won")};
		stats_table_begin(&t->r, t->feed, _("Turns: the average number to the first bank,"
		    " crosses, penalties and the points they took, the best turn, full hands"
		    " thrown again, piggy-backs taken and those banked:"), turn_columns, NTURN,
		    titles);
		t->begun = true;
	}
	char to_open[32];
	const char *values[NTURN] = {"farkle_turns", v[0], v[1], v[2], v[3],
	    stats_number(v[4], 1, to_open, sizeof to_open), v[5], v[6], v[7], v[8], v[9], v[10],
	    v[11]};
	rows_add(&t->r, values);
	return true;
}

bool
farkle_print_stats(struct stats_feed *feed)
{
	struct throws_seen *t = calloc(1, sizeof *t);
	if (t == NULL)
		return false;
	t->feed = feed;
	bool ok = feed->each(feed, 0, throw_row, t) >= 0;
	throws_flush(t);
	if (t->begun)
		stats_table_end(&t->r, feed);
	odds_free(&t->cache);
	free(t);
	struct turns_seen u = {feed, {0}, false};
	ok = ok && feed->each(feed, 1, turn_row, &u) >= 0;
	if (u.begun)
		stats_table_end(&u.r, feed);
	return ok;
}
