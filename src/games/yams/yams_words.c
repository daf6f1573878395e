/* The words of Yams (engine.h): its ways to play, options and verbs as
 * people name them, in English and French, and their help; its boxes and
 * columns as people read them in the language of the messages. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "never.h"
#include "throws.h"
#include "yams.h"

static const struct preset_words presets[] = {
	{NULL, N_("one column a player")},
	{"yams:3colonnes", N_("three columns: desc, free, asc")},
	/* the duel of tapis-games(7), YAMS, is the seed's "on raye" */
	{"yams:rayé", N_("duel: each box held by one player")},
	{"yams:croisé", N_("every player writes every turn")},
	{NULL, N_("the printed pad, one column a player")},
	{NULL, N_("the official rules, one column a player")},
};

/* One a yams_options, in the same order. */
static const struct option_words options[] = {
	{"bonus", "bonus", NULL,
	    N_("the bonus of boxes 1 to 6 (0: none)")},
	{"bonusat", "seuil", NULL,
	    N_("the total of boxes 1 to 6 the bonus needs")},
	{"atleast", "aumoins", "oui|non",
	    N_("the bonus needs at least bonusat (no: more than bonusat)")},
	{"fivefull", "yamsfull", "oui|non",
	    N_("five alike make a Full")},
	{"suite", "suite", NULL,
	    N_("a Suite: 1-2-3-4-5 or 2-3-4-5-6")},
	{"carre", "carré", NULL,
	    N_("a Carré: four alike (five alike too)")},
	{"yams", "yams", NULL,
	    N_("a Yams: five alike")},
	{"scratch", "barrer", "libre|nonfaite",
	    N_("where a 0 may be written on purpose: any free box, or only where the dice"
	    " do not make it (Minimum and Maximum made by any total)")},
	{"sheet", "feuille", NULL,
	    N_("the boxes: a named sheet (yams, carnet, yahtzee), with its bonuses, or a list"
	    " (boxes=1,2,3,4,5,6,brelan,carre,full:25,petite:30,grande:40,yams:50,chance)")},
	{"yahtzeebonus", "primeyahtzee", NULL,
	    N_("the bonus of each Yahtzee written once the five-alike box holds its points"
	    " (0: none)")},
	{"joker", "joker", "aucun|libre|forcé",
	    N_("a Yahtzee thrown once the five-alike box is filled: free, the full and the"
	    " straights at their points once its face's box is filled; forced, its face's"
	    " box first, then the lower part")},
};
_Static_assert(sizeof options / sizeof options[0] == 11, "one a yams_options");

/* The verbs, in the order of enum yams_verb. */
static const struct verb_words verbs[] = {
	[YAMS_THROW] = THROWS_WORDS_THROW,
	[YAMS_KEEP] = THROWS_WORDS_KEEP,
	[YAMS_SCORE] = {"score", "inscrire", N_("score"), {"noter", NULL}, N_("BOX [COLUMN]"),
	    N_("write the dice in a box (or: 2 2 2 5 5 full)"),
	    N_("Another sheet has other boxes ('rules GAME' lists a sheet's).\n"
	       "Columns: desc, free, asc (descendante, libre, montante) with three\n"
	       "columns; 1 to N with one column per player, where the leftmost free\n"
	       "one is taken when none is named.  A player's name after the words\n"
	       "says who writes, and is checked.")},
	[YAMS_SCRATCH] = {"scratch", "barrer", N_("scratch"), {"rayer", NULL}, N_("BOX [COLUMN]"),
	    N_("write 0 in a box on purpose"),
	    N_("The box takes 0 whatever the dice make; it is filled for the game.")},
};

const char *
yams_box_title(const struct yams_rules *r, int box)
{
	return yams_box_name(&r->sheet, box, i18n_french_names());
}

const char *
yams_box_said(const struct yams_rules *r, int box)
{
	return yams_box_word(&r->sheet, box, i18n_french_names());
}

const char *
yams_column_said(const struct yams_rules *r, int col, bool head, char *buf, size_t len)
{
	const struct yams_mode_info *m = &yams_modes[r->mode];
	if (m->columns == 3 && ALWAYS(col >= 0 && col < 3) && i18n_french_names())
		snprintf(buf, len, "%s", head ? m->column_fr_head[col] : m->column_fr[col]);
	else
		yams_column_name(r, col, buf, len);
	return buf;
}

static void
format(const void *rules, const struct action *a, char *buf, size_t len)
{
	char col[16];
	if (a->arg[0] < 0 || a->arg[0] >= yams_nboxes(rules)) {
		snprintf(buf, len, "?");
		return;
	}
	if (a->arg[1] > 0)
		snprintf(buf, len, "%s %s", yams_box_key(rules, a->arg[0]),
		    yams_column_name(rules, a->arg[1] - 1, col, sizeof col));
	else
		snprintf(buf, len, "%s", yams_box_key(rules, a->arg[0]));
}

/* format, the column as people read it (libre in French). */
static void
say(const void *rules, const struct action *a, char *buf, size_t len)
{
	char col[24];
	if (a->arg[0] < 0 || a->arg[0] >= yams_nboxes(rules)) {
		format(rules, a, buf, len);
		return;
	}
	if (a->arg[1] <= 0) {
		snprintf(buf, len, "%s", yams_box_said(rules, a->arg[0]));
		return;
	}
	snprintf(buf, len, "%s %s", yams_box_said(rules, a->arg[0]),
	    yams_column_said(rules, a->arg[1] - 1, false, col, sizeof col));
}

/* Each word that names box b of r's sheet, given to add: its key, its
 * kind's other words, its label (as typed). */
static void
each_word(const struct yams_rules *r, int b, void (*add)(const char *word, void *ctx),
    void *ctx)
{
	const char *label;
	const char *const *w = yams_box_aliases(&r->sheet, b, &label);
	add(yams_box_key(r, b), ctx);
	for (; *w != NULL; w++)
		add(*w, ctx);
	/* untaken: a label of two words comes only from an imported file's
	 * rules, a line typed being split at its spaces */
	if (label != NULL && strchr(label, ' ') == NULL)
		add(label, ctx);
}

/* A list of words being made, for words(). */
struct word_list {
	const char **w;
	size_t n, room;
};

static void
list_add(const char *word, void *ctx)
{
	struct word_list *l = ctx;
	/* (room for 10 words a box: its key, its kind's words, its label) */
	if (ALWAYS(l->n + 1 < l->room))
		l->w[l->n++] = word;
}

/* What a write's words may be: a box (every name of each), then a column
 * of the mode (each name, or its number).  The boxes' list is made anew
 * for the rules of each call, and good until the next. */
static const char *const *
words(const void *rules, int verb, int arg)
{
	static const char *boxes[YAMS_BOXES_MAX * 10 + 1];
	static const char *columns[YAMS_MODES][3 * 4 + YAMS_MAX_COLUMNS + 1];
	static const char *const numbers[] = {"1", "2", "3", "4", "5", "6"};
	_Static_assert(sizeof numbers / sizeof numbers[0] == YAMS_MAX_COLUMNS, "a number each");
	static bool made;
	const struct yams_rules *r = rules;
	/* made once from the table (the first mode's list is empty: one column) */
	if (!made) {
		made = true;
		for (int m = 0; m < YAMS_MODES; m++) {
			const struct yams_mode_info *mi = &yams_modes[m];
			int k = 0, ncols = mi->columns > 0 ? mi->columns : YAMS_MAX_COLUMNS;
			for (int c = 0; mi->columns == 3 && c < 3; c++) {
				columns[m][k++] = mi->column[c];
				columns[m][k++] = mi->column_fr[c];
				columns[m][k++] = mi->column_alt[c];
			}
			for (int c = 0; mi->columns != 1 && c < ncols; c++)
				columns[m][k++] = numbers[c];
		}
	}
	if (verb != YAMS_SCORE && verb != YAMS_SCRATCH)
		return NULL;
	if (arg == 0) {
		struct word_list l = {boxes, 0, sizeof boxes / sizeof boxes[0]};
		for (int b = 0; b < yams_nboxes(r); b++)
			each_word(r, b, list_add, &l);
		boxes[l.n] = NULL;
		return boxes;
	}
	if (arg == 1 && columns[r->mode][0] != NULL)
		return columns[r->mode];
	return NULL;
}

/* Whether box b of column col is one seat may take now with the hand
 * (score: a free box the dice make; scratch: any free box). */
static bool
takes(const struct yams_rules *r, const struct yams_state *st, int verb, int seat, int col,
    int b)
{
	struct tally t = dice_tally(&st->turn.hand);
	const struct yams_column *c = &st->player[seat].col[col];
	bool made, joker;
	int where;
	yams_write_value(r, c, b, &t, &made, &joker);
	if (verb == YAMS_SCRATCH)      /* a 0 anywhere, or only where the dice do not make it */
		made = !r->scratch_unmade || !made;
	return made && yams_box_open(r, st, seat, col, b) &&
	    yams_write_allowed(r, c, yams_open_boxes(r, st, seat, col), b, &t, &where);
}

/* What the player writing now may write with these dice: after score, the
 * boxes the dice make that are free in one of their columns (each
 * column's order deciding where it has one; in a duel a box another
 * player holds is offered, as the dice may beat it; in cross mode the
 * writer's own sheet); after scratch every free box; then, after a box,
 * the columns that take it. */
static void
complete(const void *rules, const void *state, int verb, int arg, char *const *argv,
    void (*add)(const char *word, void *ctx), void *ctx)
{
	const struct yams_rules *r = rules;
	const struct yams_state *st = state;
	int seat = st->current, box = arg == 1 ? yams_box_find(r, argv[0]) : -1;
	if ((verb != YAMS_SCORE && verb != YAMS_SCRATCH) || st->over || st->turn.count == 0 ||
	    (arg == 1 && (box < 0 || st->ncolumns < 2)) || arg > 1)
		return;
	for (int b = 0; arg == 0 && b < yams_nboxes(r); b++) {
		bool open = false;
		for (int c = 0; c < st->ncolumns && !open; c++)
			open = takes(r, st, verb, seat, c, b);
		if (open)        /* each of its names: as each table types it */
			each_word(r, b, add, ctx);
	}
	for (int c = 0; arg == 1 && c < st->ncolumns; c++) {
		char name[16];
		if (takes(r, st, verb, seat, c, box))
			add(yams_column_name(r, c, name, sizeof name), ctx);
	}
}

/* text added to buf (of len bytes, holding a string), cut where it is full. */
static void
append(char *buf, size_t len, const char *text)
{
	size_t at = strlen(buf);
	snprintf(buf + at, len - at, "%s", text);
}

/* What help says of the words of score and scratch: the boxes of r's
 * sheet by their keys, each with the word a French table types for it
 * where it is another ("carre (carré)") and its own label where that is
 * one word; the six faces, where the sheet starts with them, as "1 to 6"
 * with their French names (the first word of each, in the sheet's table). */
static void
help(const void *rules, int verb, char *buf, size_t len)
{
	const struct yams_rules *r = rules;
	char list[1024] = "";
	if (verb != YAMS_SCORE && verb != YAMS_SCRATCH)
		return;
	int first = 0;          /* the sheet starts with the six faces in order */
	while (first < 6 && first < yams_nboxes(r) && yams_box(r, first)->kind == YK_FACE &&
	    yams_box(r, first)->arg == first + 1)
		first++;
	bool faces = first == 6;
	for (int b = 0; b < yams_nboxes(r); b++) {
		const struct yams_box_def *d = yams_box(r, b);
		const char *label, *key = yams_box_key(r, b);
		const char *const *alias = yams_box_aliases(&r->sheet, b, &label);
		if (faces && d->kind == YK_FACE && d->arg != 1)
			continue;
		append(list, sizeof list, list[0] != '\0' ? ", " : "");
		append(list, sizeof list, faces && d->kind == YK_FACE ? _("1 to 6") : key);
		char also[128] = "";
		for (int f = 0; faces && d->kind == YK_FACE && f < yams_nboxes(r); f++)
			if (yams_box(r, f)->kind == YK_FACE) {
				const char *none, *const *w = yams_box_aliases(&r->sheet, f, &none);
				append(also, sizeof also, also[0] != '\0' ? ", " : "");
				/* (a face's French word is its first alias) */
				append(also, sizeof also, ALWAYS(w[0] != NULL) ? w[0] : yams_box_key(r, f));
			}
		const char *french = d->kind == YK_FACE ? alias[0] : yams_key_typed(key, true);
		/* (yams_key_typed gives the key where it has no French word) */
		if (also[0] == '\0' && ALWAYS(french != NULL) && strcmp(french, key) != 0)
			append(also, sizeof also, french);
		if (label != NULL && strchr(label, ' ') == NULL && strcmp(label, key) != 0) {
			append(also, sizeof also, also[0] != '\0' ? ", " : "");
			append(also, sizeof also, label);
		}
		if (also[0] != '\0') {
			append(list, sizeof list, " (");
			append(list, sizeof list, also);
			append(list, sizeof list, ")");
		}
	}
	snprintf(buf, len, _("Boxes: %s."), list);
}

/* Box i of the sheet, its label and its words, for the rule of names
 * (name.h): a label is a name a table gives a box. */
static bool
named(const void *rules, int i, struct arg_name *out)
{
	const struct yams_rules *r = rules;
	if (i < 0 || i >= r->sheet.nboxes)
		return false;
	const struct yams_box_def *b = &r->sheet.box[i];
	out->what = b->key;
	out->label = b->label[0] != '\0' ? b->label : NULL;
	yams_box_words(&r->sheet, i, out->words, ARG_NAME_WORDS);
	return true;
}

/* The words of score and scratch: a box, a column. */
static const struct args_words args = {
	.parse = yams_parse_write, .format = format, .say = say, .words = words,
	.complete = complete, .help = help, .named = named,
};

const struct game_words yams_words = {
	.title = "Yams", .french_title = "du Yams",
	.presets = presets, .options = options, .verbs = verbs, .args = &args,
	.help = {
		[HELP_SHEET] = N_("Yams: the grid, a row a box and a column a player's column; (n) is"
		    " what 1 to 6 still need for the bonus, ~n~ a box that counts 0."),
		[HELP_ODDS] = N_("Yams: keeping the best dice for that box at each throw.  Several"
		    " boxes: the chance of making one or another (odds yams full); a last word that"
		    " names a column is the column.  After the last throw there is nothing left to"
		    " weigh."),
		[HELP_HINT] = N_("Yams: the dice to keep and the box to write."),
	},
};
