/* The words of 421 (engine.h): its rule sets, options and verbs as people
 * name them, in English and French, and their help; the names of its
 * combinations and phases in the language of the messages. */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "quatre21.h"

static const struct preset_words presets[] = {
	{NULL, N_("the bar game, 4-2-1 worth 10")},
	{NULL, N_("4-2-1 worth 8, a barrage for the lowest")},
};

/* One a rules' option, in the same order. */
static const struct option_words options[] = {
	{"421", "421", NULL, N_("what 4-2-1 is worth, in tokens")},
	{"tokens", "jetons", NULL, N_("the tokens in the pot at the start")},
	{"nenette", "nénette", NULL,
	    N_("tokens more for the round's loser who made a nénette (2-2-1); 0: none")},
	{"barrage", "barrage", "oui|non",
	    N_("players tied for the lowest throw again, once each, until one is lowest")},
};

/* The verbs, in the order of enum quatre21_verb. */
static const struct verb_words verbs[] = {
	[QUATRE21_THROW] = {"roll", "lancer", N_("throw"), {"throw", "relancer", NULL},
	    N_("FACES"), N_("enter a throw (the faces alone do the same)"),
	    N_("The first throw of a turn is of the three dice.  After a keep, type the\n"
	       "dice thrown again or the three dice on the table.  Without a keep, a\n"
	       "throw of fewer dice keeps the others (tapis asks which when several\n"
	       "fit).  One throw in the charge; in the décharge three at most, and no\n"
	       "more than the round's first player made.")},
	/* said back as 421 words it, "dé gardé", "dés gardés" in French, not
	 * 10000's "mise de côté" */
	[QUATRE21_KEEP] = {"keep", "garder", N_("dice kept"), {NULL}, N_("FACES"),
	    N_("name the dice kept for the next throw (the décharge)"), NULL,
	    .nouns = {NP_("die kept", "dice kept")}},
	[QUATRE21_STOP] = {"stop", "arrêter", N_("stop"), {"reste", NULL}, "",
	    N_("end the turn before the last throw allowed (the décharge)"),
	    N_("The round's first player who stops sets the most throws the others\n"
	       "may make in the round.")},
};

const char *
quatre21_combo_name(const struct quatre21_combo *c, char *buf, size_t len)
{
	static const char *const ace_pairs[7] = {
		NULL, NULL, N_("2-ace-ace"), N_("3-ace-ace"), N_("4-ace-ace"), N_("5-ace-ace"),
		N_("6-ace-ace"),
	};
	static const char *const triples[7] = {
		NULL, NULL, N_("three twos"), N_("three threes"), N_("three fours"),
		N_("three fives"), N_("three sixes"),
	};
	const char *name = NULL;
	switch (c->kind) {
	case QUATRE21_421:
		name = _("4-2-1");
		break;
	case QUATRE21_ACES:
		name = _("three aces");
		break;
	case QUATRE21_ACE_PAIR:
		name = c->high >= 2 && c->high <= 6 ? _(ace_pairs[c->high]) : "?";
		break;
	case QUATRE21_TRIPLE:
		name = c->high >= 2 && c->high <= 6 ? _(triples[c->high]) : "?";
		break;
	case QUATRE21_STRAIGHT:
		name = _("straight");
		break;
	case QUATRE21_NENETTE:
		name = _("nénette");
		break;
	default:
		snprintf(buf, len, "%d-%d-%d", c->face[0], c->face[1], c->face[2]);
		return buf;
	}
	snprintf(buf, len, "%s", name);
	return buf;
}

const char *
quatre21_phase_name(int phase)
{
	return phase == QUATRE21_CHARGE ? _("charge") : _("décharge");
}

const struct game_words quatre21_words = {
	.title = "421", .french_title = "du 421",
	.presets = presets, .options = options, .verbs = verbs,
	.help = {
		[HELP_SHEET] = N_("421: a line a player with their tokens (once out, after which"
		    " round and their place), the pot, and the round, in the charge or the"
		    " décharge."),
		[HELP_ODDS] = N_("421: with no word, each combination, with the throws left."),
		[HELP_HINT] = N_("421: in the décharge, after a throw, stopping and each way to keep"
		    " dice, by the tokens the round is expected to give away less those taken,"
		    " with the chances of ending it best and lowest; the charge, one throw each,"
		    " has nothing to weigh."),
	},
};
