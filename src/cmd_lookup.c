/* What the history commands' words name, read one way for all of them: a
 * stored player (games, stats, versus, rename, merge), a kind of game
 * (games, stats, leaderboard) and the --tsv/--json/--table flag (every
 * listing).  A word that names nothing is refused here, in one line. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "command.h"
#include "i18n.h"
#include "tapis.h"
#include "text.h"

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
	char shown[128], known[512], games[128] = "";
	switch (command_game_kind(t, word, k)) {
	case 1:
		return true;
	case -1:
		*status = command_store_failed(t, store_error(t->store));
		return false;
	}
	for (size_t i = 0; i < nfamilies; i++)
		snprintf(games + strlen(games), sizeof games - strlen(games), "%s%s", i ? ", " : "",
		    families[i].engine->family);
	*status = command_refuse(t, _("'%s' is no game kind: %s, and the whole games are %s"),
	    text_visible(word, shown, sizeof shown), session_rule_sets(t, known, sizeof known),
	    games);
	return false;
}

/* ---- --tsv, --json, --table */

int
command_rows_flag(struct tapis *t, const char *command, const char *also, const char *word,
    enum rows_format *format, bool *seen, enum cmd_status *status)
{
	char shown[128];
	enum rows_format f;
	if (rows_format(word, &f)) {
		if (*seen) {
			*status = command_refuse(t, _("%s takes one of --tsv and --json"),
			    command_said(command));
			return -1;
		}
		*format = f;
		*seen = true;
		return 1;
	}
	if (word[0] == '-' && word[1] == '-') {
		text_visible(word, shown, sizeof shown);
		if (also != NULL)
			*status = command_refuse(t, _("%s takes %s, --tsv or --json (rows for scripts),"
			    " not '%s'"), command_said(command), also, shown);
		else
			*status = command_refuse(t, _("%s takes --tsv or --json (rows for scripts),"
			    " not '%s'"), command_said(command), shown);
		return -1;
	}
	return 0;
}
