/* The words of Yam Master (engine.h): its rule set, options and verbs as
 * people name them, in English and French, and their help; the words of
 * a call or a cell; its kinds of cell as people read them in the
 * language of the messages, and the free cells as a line. */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "text.h"
#include "throws.h"
#include "yammaster.h"

static const struct preset_words presets[] = {
	{NULL, N_("two players, twelve pawns each")},
};

/* One a rules' option, in the same order. */
static const struct option_words options[] = {
	{"board", "plateau", NULL, N_("the board: a file of five lines of five cells")},
	{"fivewins", "cinqgagne", "oui|non", N_("a line of five wins at once")},
	{"predator", "prédateur", "oui|non",
	    N_("Yam Predator: a Yam may take an opponent's pawn off")},
};

/* The verbs, in the order of enum yammaster_verb. */
static const struct verb_words verbs[] = {
	[YAMMASTER_THROW] = THROWS_WORDS_THROW,
	[YAMMASTER_KEEP] = THROWS_WORDS_KEEP,
	[YAMMASTER_CALL] = {"call", "annoncer", N_("call"), {"appeler", NULL}, N_("MAJOR"),
	    N_("call a major after the first throw (Appel)"),
	    N_("The majors: full, suite (quinte), carre (carré), small (8), yam.  Made\n"
	       "by the end of the turn, the call opens the Appel cells.  After a sec,\n"
	       "a die of it must be thrown again, and then any major answers.")},
	[YAMMASTER_PLACE] = {"place", "poser", N_("pawn"), {NULL}, N_("CELL"),
	    N_("put a pawn on a free cell the dice make (a1 to e5)"), NULL},
	[YAMMASTER_PASS] = {"pass", "passer", N_("pass"), {NULL}, "",
	    N_("end the turn without placing a pawn"), NULL},
	[YAMMASTER_REMOVE] = {"remove", "retirer", N_("removal"), {NULL}, N_("CELL"),
	    N_("with a Yam, take an opponent's pawn off (predator=yes)"), NULL},
};

const char *
yammaster_kind_said(int kind)
{
	if (!i18n_french_names())
		return yammaster_kind_key(kind);
	return kind == KIND_SMALL ? "petit" : kind == KIND_CARRE ? "carré"
	    : yammaster_kind_key(kind);
}

const char *
yammaster_kind_label(int kind, bool utf8)
{
	static const char *const labels[YAMMASTER_KINDS] = {
		"1", "2", "3", "4", "5", "6", N_("Full"), N_("Suite"), N_("Carré"), "<=8",
		N_("Yam"), N_("Sec"), N_("Appel"),
	};
	if (kind == KIND_SMALL && utf8)
		return "\u22648";
	if (kind == KIND_CARRE && !utf8)
		return _("Carre");
	return kind >= 0 && kind < YAMMASTER_KINDS ? _(labels[kind]) : "?";
}

int
yammaster_cells_text(const struct yammaster_rules *r, const struct yammaster_state *st,
    char *buf, size_t len)
{
	struct msg list;
	int n = yammaster_cells_msg(r, st, &list);
	msg_text(&list, buf, len);
	return n;
}

static bool
parse(const void *rules, struct action *a, int argc, char **argv, struct msg *why)
{
	(void)rules;
	char shown[64];
	a->arg[0] = a->arg[1] = 0;
	if (argc != 1) {
		struct msg verb, usage;
		msg_set_pair(&verb, verbs[a->verb].name, verbs[a->verb].french);
		msg_set(why, N_("usage: %s %s"), msg_ref(&verb), msg_word(&usage,
		    verbs[a->verb].usage));
		return false;
	}
	text_visible(argv[0], shown, sizeof shown);
	if (a->verb == YAMMASTER_CALL) {
		a->arg[0] = yammaster_major_find(argv[0]);
		if (a->arg[0] < 0) {
			msg_set(why,
			    N_("'%s' is no major: call full, suite, carre, small or yam"),
			    shown);
			return false;
		}
		return true;
	}
	a->arg[0] = yammaster_cell_find(argv[0]);
	if (a->arg[0] < 0) {
		msg_set(why, N_("there is no cell '%s': the cells are a1 to e5 (a column"
		    " letter, a row number)"), shown);
		return false;
	}
	return true;
}

static void
format(const void *rules, const struct action *a, char *buf, size_t len)
{
	(void)rules;
	if (a->verb == YAMMASTER_CALL)
		snprintf(buf, len, "%s", yammaster_kind_key(a->arg[0]));
	else if (a->verb == YAMMASTER_PLACE || a->verb == YAMMASTER_REMOVE)
		yammaster_cell_name(a->arg[0], buf, len);
	else
		buf[0] = '\0';
}

/* format, a major as people read it (petit in French). */
static void
say(const void *rules, const struct action *a, char *buf, size_t len)
{
	(void)rules;
	if (a->verb == YAMMASTER_CALL)
		snprintf(buf, len, "%s", yammaster_kind_said(a->arg[0]));
	else
		format(rules, a, buf, len);
}

static const char *const *
words(const void *rules, int verb, int arg)
{
	static const char *const majors[] = {
		"full", "suite", "carre", "small", "yam", "quinte", "carré", "petit", NULL,
	};
	static const char *const cells[] = {
		"a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3",
		"e3", "a4", "b4", "c4", "d4", "e4", "a5", "b5", "c5", "d5", "e5", NULL,
	};
	(void)rules;
	if (arg != 0)
		return NULL;
	return verb == YAMMASTER_CALL ? majors
	    : verb == YAMMASTER_PLACE || verb == YAMMASTER_REMOVE ? cells : NULL;
}

/* Whether the player may take another's pawn off cell now, as the rules
 * say when asked (on a copy: nothing changes). */
static bool
may_remove(const struct yammaster_rules *r, const struct yammaster_state *st, int cell)
{
	static const char *const names[YAMMASTER_PLAYERS] = {"", ""};
	struct yammaster_state copy = *st;
	struct yammaster_outcome out;
	struct msg why;
	struct action a = {YAMMASTER_REMOVE, {0, {0}}, {cell, 0}};
	return yammaster_apply(r, &copy, names, &a, &out, &why);
}

/* What the player may type now: after place, the free cells the dice
 * take (the turn's sec and appel with them); after remove, the pawns the
 * rules let them take off; after call, the majors. */
static void
complete(const void *rules, const void *state, int verb, int arg, char *const *argv,
    void (*add)(const char *word, void *ctx), void *ctx)
{
	const struct yammaster_rules *r = rules;
	const struct yammaster_state *st = state;
	(void)argv;
	if (arg != 0 || st->over)
		return;
	if (verb == YAMMASTER_CALL) {
		for (const char *const *w = words(rules, verb, 0); *w != NULL; w++)
			add(*w, ctx);
		return;
	}
	for (int cell = 0; cell < YAMMASTER_CELLS; cell++) {
		char name[8];
		if ((verb == YAMMASTER_PLACE && yammaster_can_place(r, st, cell)) ||
		    (verb == YAMMASTER_REMOVE && may_remove(r, st, cell)))
			add(yammaster_cell_name(cell, name, sizeof name), ctx);
	}
}

/* The words of call, place and remove: a major, a cell. */
static const struct args_words args = {
	.parse = parse, .format = format, .say = say, .words = words, .complete = complete,
};

const struct game_words yammaster_words = {
	.title = "Yam Master", .french_title = "du Yam Master",
	.presets = presets, .options = options, .verbs = verbs, .args = &args,
	.help = {
		[HELP_SHEET] = N_("Yam Master: the whole board (board says the same), where each pawn"
		    " placed shows it in a few lines."),
		[HELP_ODDS] = N_("Yam Master: a kind of cell (1 to 6, full, suite, carre, small, yam,"
		    " sec, appel) or a cell: every way on; several, each one's best way; none, the"
		    " best way to every kind with a free cell."),
		[HELP_HINT] = N_("Yam Master: every choice (keep and throw again, after a call or"
		    " not; place a pawn; pass) with its chance of winning, estimated by playing"
		    " games out from it, give or take its standard error, and why where the board"
		    " is the reason; the same state gives the same answer.  --budget N plays N"
		    " games in all (by default about half a second's worth)."),
	},
};
