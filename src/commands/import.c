/* An imported game played again through its engine (exchange.h): what is
 * kept is what tapis wrote when it was typed, never what the file says of
 * its outcome; the file's scores, status and winner are only checked. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "engine.h"
#include "exchange.h"
#include "game.h"
#include "game_store.h"
#include "i18n.h"
#include "name.h"
#include "never.h"
#include "store.h"
#include "store_exchange.h"
#include "text.h"

/* The rules the game was played with: its base's, then every option. */
static void *
import_rules(const struct engine *e, const struct import_game *ig, char *why, size_t whylen)
{
	void *rules = game_rules_new(e, ig->meta.base);
	if (rules == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return NULL;
	}
	for (int i = 0; i < ig->noptions; i++) {
		if (!game_option_set(e, rules, ig->option[i].name, ig->option[i].value, why,
		    whylen)) {
			free(rules);
			return NULL;
		}
	}
	if (!engine_check(e, rules, why, whylen)) {
		free(rules);
		return NULL;
	}
	return rules;
}

/* Its rule set's name, as `new` or `preset save` gives one, and its
 * players' names, as `new` takes them. */
static bool
check_names(const struct import_game *ig, char *why, size_t whylen)
{
	/* a built-in name is that rule set's, whatever options changed */
	if (engine_of_preset(ig->ruleset, NULL) != NULL) {
		if (strcmp(ig->ruleset, ig->meta.base) != 0) {
			snprintf(why, whylen, _("it is named %s but started from %s"), ig->ruleset,
			    ig->meta.base);
			return false;
		}
	} else if (!check_preset_name(ig->ruleset, why, whylen)) {
		return false;
	}
	if (ig->nplayers == 0) {
		snprintf(why, whylen, "%s", _("it has no players"));
		return false;
	}
	for (int i = 0; i < ig->nplayers; i++) {
		if (!name_check(ig->name[i], NAME_STORED, why, whylen))
			return false;
		for (int j = 0; j < i; j++)
			if (utf8_same_fold(ig->name[i], ig->name[j])) {
				snprintf(why, whylen, _("%s is named twice"), ig->name[i]);
				return false;
			}
	}
	return true;
}

static int
seat_of(const struct import_game *ig, const char *name)
{
	for (int i = 0; i < ig->nplayers; i++)
		if (strcmp(ig->name[i], name) == 0)
			return i;
	return -1;
}

/* Plays entry i of the file on g and writes it; false with the reason. */
static bool
play_entry(struct store *s, struct game *g, const struct import_game *ig, int i, char *why,
    size_t whylen)
{
	const struct engine *e = g->engine;
	const struct import_entry *entry = &ig->entry[i];
	char rule[ENGINE_WHY];
	int seat = seat_of(ig, entry->player);
	if (seat < 0) {
		snprintf(why, whylen, _("entry %d is made by %s, who is not a player of it"), i + 1,
		    entry->player);
		return false;
	}
	if (seat != game_current(g)) {
		snprintf(why, whylen, _("entry %d is %s's, but it was %s's turn"), i + 1,
		    entry->player, g->name[game_current(g)]);
		return false;
	}
	struct action a = {engine_verb(e, entry->kind), {0, {0}}, {0, 0}};
	if (a.verb < 0) {
		snprintf(why, whylen, _("entry %d is a '%s', which its game has not"), i + 1,
		    entry->kind);
		return false;
	}
	if (!engine_parse_args(e, g->rules, &a, entry->args, rule, sizeof rule)) {
		snprintf(why, whylen, _("entry %d (%s %s): %s"), i + 1, entry->kind, entry->args, rule);
		return false;
	}
	union outcome out;
	if (game_is_over(g) || !game_play(g, &a, &out, rule, sizeof rule)) {
		snprintf(why, whylen, _("entry %d (%s's %s%s%s) is refused: %s"), i + 1,
		    entry->player, entry->kind, entry->args[0] ? " " : "", entry->args,
		    game_is_over(g) ? _("the game is over") : rule);
		return false;
	}
	if (!game_store_append(s, g, &out, false)) {
		snprintf(why, whylen, _("the database refused it: %s"), store_error(s));
		return false;
	}
	return true;
}

/* What the game came to, played, against what the file says. */
static bool
check_end(const struct game *g, const struct import_game *ig, char *why, size_t whylen)
{
	bool abandoned = strcmp(ig->status, "abandoned") == 0;
	const char *status = game_status(g);
	if (abandoned ? game_is_over(g) : strcmp(status, ig->status) != 0) {
		snprintf(why, whylen, _("played, it is %s, not %s as the file says"), status,
		    ig->status);
		return false;
	}
	/* (the game was made with the file's players, import_replay) */
	if (NEVER(ig->nplayers != g->nplayers))
		return false;
	for (int i = 0; i < g->nplayers; i++)
		if (game_score(g, i) != ig->score[i]) {
			snprintf(why, whylen, _("played, %s has %d, not %d as the file says"), g->name[i],
			    game_score(g, i), ig->score[i]);
			return false;
		}
	int w = abandoned ? -1 : game_winner(g);
	if ((w >= 0) != ig->has_winner || (w >= 0 && strcmp(g->name[w], ig->winner) != 0)) {
		snprintf(why, whylen, _("played, its winner is %s, not %s as the file says"),
		    w >= 0 ? g->name[w] : _("no one"), ig->has_winner ? ig->winner : _("no one"));
		return false;
	}
	return true;
}

bool
import_replay(struct store *s, const struct import_game *ig, int64_t *id, char *why,
    size_t whylen)
{
	const struct engine *e = engine_find(ig->meta.family);
	if (e == NULL) {
		snprintf(why, whylen, _("it is a game of '%s', which this tapis does not know"),
		    ig->meta.family);
		return false;
	}
	if (engine_of_preset(ig->meta.base, NULL) != e) {
		snprintf(why, whylen, _("it started from '%s', no rule set of its game"),
		    ig->meta.base);
		return false;
	}
	if (!check_names(ig, why, whylen))
		return false;
	void *rules = import_rules(e, ig, why, whylen);
	if (rules == NULL)
		return false;
	char *names[ENGINE_MAX_PLAYERS];
	for (int i = 0; i < ig->nplayers; i++)
		names[i] = (char *)ig->name[i];
	bool seats = engine_seats(e, rules, ig->nplayers, why, whylen);
	struct game *g = seats ? game_create(e, ig->ruleset, rules, ig->nplayers, names) : NULL;
	free(rules);
	if (!seats)
		return false;
	if (g == NULL) {
		snprintf(why, whylen, "%s", _("out of memory"));
		return false;
	}
	snprintf(g->base, sizeof g->base, "%s", ig->meta.base);
	bool ok = game_store_create(s, g);
	if (!ok)
		snprintf(why, whylen, _("the database refused it: %s"), store_error(s));
	for (int i = 0; ok && i < ig->nentries; i++)
		ok = play_entry(s, g, ig, i, why, whylen);
	ok = ok && check_end(g, ig, why, whylen);
	if (ok && strcmp(ig->status, "abandoned") == 0 && game_store_abandon(s, g) != 1) {
		snprintf(why, whylen, _("the database refused it: %s"), store_error(s));
		ok = false;
	}
	if (ok && !store_exchange_keep(s, g->id, ig)) {
		snprintf(why, whylen, _("the database refused it: %s"), store_error(s));
		ok = false;
	}
	*id = g->id;
	game_free(g);
	return ok;
}
