/* What commands' words name, read one way for all of them: a game by its
 * number, a stored player (games, stats, versus, rename, merge), a kind of
 * game (games, stats, leaderboard).  A word that names nothing is refused
 * here, in one line. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "session.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

/* ---- a game */

bool
command_keep_game_row(const struct store_game_row *row, void *ctx)
{
	struct game_seen *g = ctx;
	g->row = *row;
	/* untaken: NULL only where SQLite ran out of memory for the text: games.game is NOT
	 * NULL */
	snprintf(g->game, sizeof g->game, "%s", row->game ? row->game : "");
	snprintf(g->created, sizeof g->created, "%s", row->created ? row->created : "");
	/* untaken: NULL only where SQLite ran out of memory for the text: games.status is NOT
	 * NULL */
	snprintf(g->status, sizeof g->status, "%s", row->status ? row->status : "");
	snprintf(g->players, sizeof g->players, "%s", row->players ? row->players : "");
	snprintf(g->winner, sizeof g->winner, "%s", row->winner ? row->winner : "");
	g->row.game = g->game;
	g->row.created = g->created;
	g->row.status = g->status;
	g->row.players = g->players;
	g->row.winner = row->winner ? g->winner : NULL;
	snprintf(g->loser, sizeof g->loser, "%s", row->loser ? row->loser : "");
	snprintf(g->result, sizeof g->result, "%s", row->result ? row->result : "");
	g->row.loser = row->loser ? g->loser : NULL;
	g->row.result = row->result ? g->result : NULL;
	/* what is not kept points nowhere: the store's text goes with its row */
	g->row.family = NULL;
	g->row.results = NULL;
	return false;
}

int
command_find_game(struct tapis *t, long long id, struct game_seen *g)
{
	return store_game_row(t->store, id, command_keep_game_row, g);
}

bool
command_stored_game(struct tapis *t, long long id, struct game_seen *g,
    enum cmd_status *status)
{
	switch (command_find_game(t, id, g)) {
	case -1:
		*status = command_store_failed(t, store_error(t->store));
		return false;
	case 0:
		*status = command_refuse(t, _("there is no game #%lld ('games' lists them)"), id);
		return false;
	}
	return true;
}

long long
command_latest(struct tapis *t, const char *none, enum cmd_status *status)
{
	long long id = (long long)store_latest(t->store);
	if (id > 0)
		return id;
	/* untaken: id < 0, SQLite failing to read the newest game's number */
	*status = id < 0 ? command_store_failed(t, store_error(t->store)) : command_refuse(t, "%s", none);
	return 0;
}

bool
command_game_number(const char *text, long long *id, char *why, size_t whylen)
{
	const char *digits = text + (*text == '#');
	char *end;
	if (!isdigit((unsigned char)*digits)) {
		snprintf(why, whylen, _("'%s' is not a game number ('games' lists them)"), text);
		return false;
	}
	errno = 0;
	*id = strtoll(digits, &end, 10);
	if (*end != '\0' || *id <= 0) {
		snprintf(why, whylen, _("'%s' is not a game number ('games' lists them)"), text);
		return false;
	}
	if (errno == ERANGE) {
		snprintf(why, whylen, _("game number %.24s%s is out of range"), digits,
		    strlen(digits) > 24 ? "..." : "");
		return false;
	}
	return true;
}

struct game *
command_load_past(struct tapis *t, const char *word, struct game_seen *k,
    enum cmd_status *status)
{
	char why[ENGINE_WHY * 2];
	long long id;
	if (!command_game_number(word, &id, why, sizeof why)) {
		*status = command_refuse(t, "%s", why);
		return NULL;
	}
	if (!command_stored_game(t, id, k, status))
		return NULL;
	struct game *g = session_load(t, id, why, sizeof why);
	if (g == NULL)
		*status = command_refuse(t, "%s", why);
	return g;
}

/* ---- a stored player */

/* The stored names a typed one may mean. */
struct lookup {
	const char *typed;
	char exact[GAME_NAME_BYTES + 1];
	char folded[2][GAME_NAME_BYTES + 1];   /* the first two the same but for case */
	int nfolded;
	char near[GAME_NAME_BYTES + 1];        /* the nearest typo away */
	int distance;
};

static bool
look(const char *name, void *ctx)
{
	struct lookup *l = ctx;
	if (strcmp(name, l->typed) == 0)
		snprintf(l->exact, sizeof l->exact, "%s", name);
	else if (utf8_same_fold(name, l->typed)) {
		if (l->nfolded < 2)
			snprintf(l->folded[l->nfolded], sizeof l->folded[0], "%s", name);
		l->nfolded++;
	} else if (strlen(name) <= 32 && strlen(l->typed) <= 32) {
		/* one letter off a short name (near every other), two off a longer */
		int most = strlen(l->typed) <= 3 ? 1 : 2;
		int d = text_distance(name, l->typed, most);
		if (d <= most && d < l->distance) {
			snprintf(l->near, sizeof l->near, "%s", name);
			l->distance = d;
		}
	}
	return true;
}

bool
command_stored_player(struct tapis *t, const char *typed, char *name, size_t len,
    enum cmd_status *status)
{
	char shown[128], a[128], b[128];
	struct lookup l = {.typed = typed, .distance = 3};
	if (!store_each_player(t->store, look, &l)) {
		*status = command_store_failed(t, store_error(t->store));
		return false;
	}
	if (l.exact[0] != '\0' || l.nfolded == 1) {
		snprintf(name, len, "%s", l.exact[0] != '\0' ? l.exact : l.folded[0]);
		return true;
	}
	text_visible(typed, shown, sizeof shown);
	if (l.nfolded > 1)
		*status = command_refuse(t, _("'%s' may be %s or %s: type the name as it is stored"),
		    shown, text_visible(l.folded[0], a, sizeof a),
		    text_visible(l.folded[1], b, sizeof b));
	else if (l.near[0] != '\0')
		*status = command_refuse(t, _("no stored game has a player named '%s': did you mean"
		    " %s?"), shown, text_visible(l.near, a, sizeof a));
	else
		*status = command_refuse(t, _("no stored game has a player named '%s' ('games'"
		    " lists who played)"), shown);
	return false;
}

/* ---- a kind of game */

const char *
command_families(char *buf, size_t len)
{
	buf[0] = '\0';
	for (size_t i = 0; i < nfamilies; i++)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", i ? ", " : "",
		    families[i].engine->family);
	return buf;
}

const char *
command_game_help(const struct family *f, enum help_topic topic)
{
	const char *said = f->words->help[topic];
	return said != NULL ? _(said) : NULL;
}

int
command_game_kind(struct tapis *t, const char *word, struct game_kind *k)
{
	k->family = NULL;
	k->game = NULL;
	for (size_t i = 0; i < nfamilies; i++)
		if (strcasecmp(families[i].engine->family, word) == 0) {
			k->family = families[i].engine->family;
			return 1;
		}
	const struct engine_preset *p;
	if (engine_of_preset(word, &p) != NULL) {
		k->game = p->name;
		return 1;
	}
	int used = store_rule_set_used(t->store, word);
	if (used == 1)
		k->game = word;
	return used;
}

const char *
command_kind_word(const struct game_kind *k)
{
	return k->family != NULL ? k->family : k->game;
}

bool
command_known_kind(struct tapis *t, const char *word, struct game_kind *k,
    enum cmd_status *status)
{
	char shown[128], known[512], games[128];
	/* untaken: a value outside -1, 0 and 1, which it never gives */
	switch (command_game_kind(t, word, k)) {
	case 1:
		return true;
	case -1:
		*status = command_store_failed(t, store_error(t->store));
		return false;
	}
	*status = command_refuse(t, _("'%s' is no game kind: %s, and the whole games are %s"),
	    text_visible(word, shown, sizeof shown), session_rule_sets(t, known, sizeof known),
	    command_families(games, sizeof games));
	return false;
}
