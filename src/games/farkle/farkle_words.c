/* The words of the Farkle family (engine.h): its rule sets, options and
 * verbs as people name them, in English and French, and their help. */
#include "config.h"

#include "engine.h"
#include "farkle.h"

static const struct preset_words presets[] = {
	{NULL, N_("booklet rules")},
	{NULL, N_("350 to open, piggy-back")},
	{NULL, N_("six dice")},
};

/* One a farkle_options, in the same order. */
static const struct option_words options[] = {
	{"dice", "dés", NULL,
	    N_("dice in a full hand")},
	{"target", "objectif", NULL,
	    N_("score that wins")},
	{"exact", "pile", "oui|non",
	    N_("the target must be hit exactly")},
	{"opening", "ouverture", NULL,
	    N_("points in one turn needed to open (0: none)")},
	{"minbank", "minmarque", NULL,
	    N_("points every bank needs (0: none)")},
	{"single1", "seul1", NULL,
	    N_("a lone 1 (0: scores nothing)")},
	{"single5", "seul5", NULL,
	    N_("a lone 5 (0: scores nothing)")},
	{"kind3", "brelan", "PAR/UNS|PAR|fixeN|V1,..,V6|aucun",
	    N_("three alike: PER times the face, ONES for three 1s")},
	{"kind4", "carré", "PAR/UNS|PAR|xF|fixeN|V1,..,V6|aucun",
	    N_("four alike: as kind3, or xF (F times three alike)")},
	{"kind5", "yam", "PAR/UNS|PAR|xF|fixeN|V1,..,V6|aucun",
	    N_("five alike: as kind3, or xF (F times four alike)")},
	{"kind6", "sextet", "PAR/UNS|PAR|xF|fixeN|V1,..,V6|aucun",
	    N_("six alike (six dice only): as kind5")},
	{"six1", "sixas", "oui|non",
	    N_("six 1s in one throw win at once")},
	{"straight", "suite", NULL,
	    N_("1-2-3-4-5 or 2-3-4-5-6 in one throw (0: none)")},
	{"straight6", "suite6", NULL,
	    N_("1-2-3-4-5-6 in one throw, six dice only (0: none)")},
	{"pairs", "paires", NULL,
	    N_("three pairs in one throw, six dice only (0: none)")},
	{"crosses", "croix", NULL,
	    N_("crosses in a row that cost a penalty (0: no crosses)")},
	{"penalty", "pénalité", "moinsN|retour|zéro",
	    N_("cost of the crosses: minusN, back (to the score before)")},
	{"unopened", "nonouverts", "oui|non",
	    N_("players who have not opened get crosses")},
	{"overshoot", "dépassement", "nul|croix|moinsN|refus",
	    N_("bank past an exact target: void, cross, -N or refused")},
	{"piggyback", "reprise", "oui|non",
	    N_("the next player may take over a banked turn")},
	{"fullhand", "mainpleine", "relancer|marquer",
	    N_("a full hand must be thrown again, or may be banked")},
	{"collision", "collision", "oui|non",
	    N_("landing on another player's score sends them back")},
	{"lastround", "derniertour", "oui|non",
	    N_("the others get one more turn once the target is reached")},
	{"floor", "plancher", "oui|non",
	    N_("no penalty takes a score below 0")},
};

/* The verbs, in the order of enum farkle_action_kind. */
static const struct verb_words verbs[] = {
	[ACTION_THROW] = {"roll", "lancer", N_("throw"), {"throw", "relancer", NULL}, N_("FACES"),
	    N_("enter a throw (the faces alone do the same)"),
	    N_("Right after a scoring throw, a throw of fewer dice sets aside the\n"
	       "dice that were not thrown again (at a terminal, tapis asks which when\n"
	       "two groups fit).  A throw of the dice on a piggy-back offer takes it.")},
	[ACTION_KEEP] = {"keep", "garder", N_("keep"), {NULL}, N_("FACES"),
	    N_("set aside these dice from the last throw"),
	    N_("Every die set aside must belong to a scoring combination of that\n"
	       "throw; the group is worth its best split.  A second keep of the same\n"
	       "throw adds to the first: keep 5 5, then keep 5, is 5 5 5.")},
	[ACTION_BANK] = {"bank", "marquer", N_("bank"), {"banque", "banquer", NULL}, "",
	    N_("write the turn's points and pass the dice"),
	    N_("Without a keep, the dice of the last throw worth the most are set aside\n"
	       "(every scoring die, under the usual rules).")},
	[ACTION_TAKE] = {"take", "reprendre", N_("take-over"), {NULL}, "",
	    N_("take over the last banked turn (piggy-back)"),
	    N_("Typing a throw of the dice on offer does the same.")},
};

const struct game_words farkle_words = {
	.title = "10000, 5000", .french_title = "du 10000, du 5000",
	.presets = presets, .options = options, .verbs = verbs,
	.help = {
		[HELP_SHEET] = N_("10000 and 5000: a column per player of the scores written one after"
		    " the other, with the crosses beside; ~1200~ is a score struck out by a penalty"
		    " or a collision.  Only the newest rows that fit are shown (10 without a"
		    " terminal); sheet all shows every row."),
		[HELP_HINT] = N_("10000 and 5000: after a throw, every way to set dice aside, then"
		    " bank or throw the rest, with the points the turn can expect to write under"
		    " the best play from there and the chance the next throw scores nothing."
		    "  Before a throw: what the turn is worth; a take-over on offer: take it or"
		    " not.  Near an exact target: each choice's chance of ending on it.  --win (two"
		    " players): the chance of winning the game instead, from a table worked out"
		    " once for the rules and kept in the cache folder."),
	},
};
