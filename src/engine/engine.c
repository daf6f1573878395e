/* The table of engines, and what every engine's entries share: finding
 * them by name, and their arguments as typed and stored. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "engine.h"
#include "i18n.h"
#include "msg.h"
#include "never.h"
#include "text.h"
#include "textbuf.h"

/* The table families.c hands at start (engine_families). */
const struct family *families;
size_t nfamilies;

void
engine_families(const struct family *table, size_t n)
{
	families = table;
	nfamilies = n;
}

const struct engine *
engine_find(const char *family)
{
	for (size_t i = 0; i < nfamilies; i++)
		if (strcmp(families[i].engine->family, family) == 0)
			return families[i].engine;
	return NULL;
}

static const struct family *made_up;

void
engine_made_up(const struct family *f)
{
	made_up = f;
}

const struct game_words *
engine_words(const struct engine *e)
{
	for (size_t i = 0; i < nfamilies; i++)
		if (families[i].engine == e)
			return families[i].words;
	return made_up != NULL && made_up->engine == e ? made_up->words : NULL;
}

const struct preset_words *
engine_preset_words(const struct engine *e, const struct engine_preset *p)
{
	return &engine_words(e)->presets[p - e->presets];
}

const struct option_words *
engine_option_words(const struct engine *e, const struct engine_option *o)
{
	/* o is one of e's own options (every caller has it from e->option) */
	const struct engine_option *each;
	size_t i = 0;
	for (; (each = e->option(i)) != o; i++)
		if (NEVER(each == NULL))
			return NULL;
	return &engine_words(e)->options[i];
}

/* Option name of e and its words, or -1. */
static int
option_index(const struct engine *e, const char *name)
{
	const struct engine_option *o;
	for (size_t i = 0; (o = e->option(i)) != NULL; i++)
		if (strcmp(o->name, name) == 0)
			return (int)i;
	return -1;
}

const char *
engine_option_named(const struct engine *e, const char *name, struct msg *m)
{
	int i = option_index(e, name);
	msg_clear(m);
	if (i < 0)
		msg_add_raw(m, "%s", name);
	else
		msg_set_pair(m, e->option((size_t)i)->name, engine_words(e)->options[i].french);
	return msg_ref(m);
}

const char *
engine_option_values_named(const struct engine *e, const char *name, struct msg *m)
{
	int i = option_index(e, name);
	const struct engine_option *o = i < 0 ? NULL : e->option((size_t)i);
	msg_clear(m);
	if (o == NULL)
		msg_add_raw(m, "%s", name);
	/* every family's option says what it takes (test_engines) */
	else if (ALWAYS(o->values != NULL))
		msg_set_pair(m, o->values, engine_words(e)->options[i].french_values != NULL
		    ? engine_words(e)->options[i].french_values : o->values);
	return msg_ref(m);
}

const struct engine *
engine_of_preset(const char *name, const struct engine_preset **preset)
{
	for (size_t i = 0; i < nfamilies; i++) {
		const struct engine *e = families[i].engine;
		const struct preset_words *w = families[i].words->presets;
		for (size_t k = 0; k < e->npresets; k++)
			if (strcmp(e->presets[k].name, name) == 0 || (w[k].french != NULL &&
			    utf8_same_word(w[k].french, name))) {
				if (preset != NULL)
					*preset = &e->presets[k];
				return e;
			}
	}
	return NULL;
}

const char *
engine_verb_said(const struct engine *e, int verb)
{
	const struct verb_words *w = &engine_words(e)->verbs[verb];
	/* every family's verb has its French name (test_engines) */
	return i18n_french_names() && ALWAYS(w->french != NULL) ? w->french : w->name;
}

const char *
engine_verb_noun(const struct engine *e, int verb, int n)
{
	const struct verb_words *w = &engine_words(e)->verbs[verb];
	if (w->nouns[0] != NULL)
		/* (a verb with nouns takes dice, at least one: engine_parse_args) */
		return ngettext(w->nouns[0], w->nouns[1], (unsigned long)n);
	return _(w->noun);
}

const char *
engine_ruleset_shown(const char *ruleset)
{
	const struct engine_preset *p;
	const struct engine *e = i18n_french_names() ? engine_of_preset(ruleset, &p) : NULL;
	const char *french = e != NULL ? engine_preset_words(e, p)->french : NULL;
	return french != NULL ? french : ruleset;
}

const char *
engine_ruleset_name(const char *typed)
{
	const struct engine_preset *p;
	return engine_of_preset(typed, &p) != NULL ? p->name : typed;
}

bool
engine_seats(const struct engine *e, const void *rules, int n, char *why, size_t whylen)
{
	if (n < 1 || n < e->min_players) {
		snprintf(why, whylen, e->min_players > 1 ? _("a game needs at least %d players")
		    : _("a game needs at least one player"), e->min_players);
		return false;
	}
	if (n > e->max_players || n > ENGINE_MAX_PLAYERS) {
		snprintf(why, whylen, _("at most %d players"), e->max_players);
		return false;
	}
	struct msg m;
	if (e->seats != NULL && !e->seats(rules, n, &m)) {
		msg_text(&m, why, whylen);
		return false;
	}
	return true;
}

bool
engine_option_set(const struct engine *e, void *rules, const char *assignment, char *why,
    size_t whylen)
{
	struct msg m;
	if (e->option_set(rules, assignment, &m))
		return true;
	msg_text(&m, why, whylen);
	return false;
}

bool
engine_check(const struct engine *e, const void *rules, char *why, size_t whylen)
{
	struct msg m;
	if (e->check(rules, &m))
		return true;
	msg_text(&m, why, whylen);
	return false;
}

void
engine_prepare(const struct engine *e, void *rules)
{
	if (e->prepare != NULL)
		e->prepare(rules);
}

int
engine_choices(const struct engine *e, const void *rules, const void *state,
    const struct action *a, struct action *first, int max)
{
	return e->choices != NULL ? e->choices(rules, state, a, first, max) : 0;
}

bool
engine_forgotten_end(const struct engine *e, const void *rules, const void *state,
    const char *const *names, const struct action *a, struct action *end, char *question,
    size_t len)
{
	struct msg m;
	msg_clear(&m);
	if (e->forgotten_end == NULL || !e->forgotten_end(rules, state, names, a, end, &m))
		return false;
	msg_text(&m, question, len);
	return true;
}

bool
engine_option_used(const struct engine *e, const void *rules, const char *name)
{
	return e->option_used == NULL || e->option_used(rules, name);
}

bool
engine_verb_used(const struct engine *e, const void *rules, int verb)
{
	return e->verb_used == NULL || e->verb_used(rules, verb);
}

int
engine_turn_entries(const struct engine *e, const void *rules, int nplayers)
{
	return e->turn_entries != NULL ? e->turn_entries(rules, nplayers) : 1;
}

bool
engine_round_end(const struct engine *e, const void *state, const union outcome *o,
    bool *plotted)
{
	if (e->round_end == NULL)
		return false;
	e->round_end(state, o, plotted);
	return true;
}

void
engine_game_facts(const struct engine *e, const void *rules, int nplayers,
    const struct engine_played *played, int n, engine_fact_sink *add, void *ctx)
{
	if (e->game_facts != NULL)
		e->game_facts(rules, nplayers, played, n, add, ctx);
}

bool
engine_parse_dice(int argc, char **argv, struct dice *out, char *why, size_t whylen)
{
	struct msg m;
	if (dice_parse(argc, argv, out, &m))
		return true;
	msg_text(&m, why, whylen);
	return false;
}

int
engine_verb(const struct engine *e, const char *kind)
{
	for (size_t i = 0; i < e->nverbs; i++)
		if (strcmp(e->verbs[i].kind, kind) == 0)
			return (int)i;
	return -1;
}

bool
engine_parse_words(const struct engine *e, const void *rules, struct action *a, int argc,
    char **argv, char *why, size_t whylen)
{
	const struct engine_verb *v = &e->verbs[a->verb];
	const struct args_words *w = engine_words(e)->args;
	a->dice.n = 0;
	a->arg[0] = a->arg[1] = 0;
	struct msg m;
	if ((v->dice && !dice_parse(argc, argv, &a->dice, &m)) ||
	    (!v->dice && w != NULL && v->max_args != 0 && !w->parse(rules, a, argc, argv, &m))) {
		msg_text(&m, why, whylen);
		return false;
	}
	if (v->dice || (w != NULL && v->max_args != 0))
		return true;
	if (argc > 0) {
		snprintf(why, whylen, _("%s takes nothing after it"), engine_verb_said(e, a->verb));
		return false;
	}
	return true;
}

void
engine_format_args(const struct engine *e, const void *rules, const struct action *a,
    char *buf, size_t len)
{
	const struct args_words *w = engine_words(e)->args;
	buf[0] = '\0';
	if (e->verbs[a->verb].dice)
		dice_format(&a->dice, buf, len);
	else if (w != NULL && e->verbs[a->verb].max_args != 0)
		w->format(rules, a, buf, len);
}

void
engine_say_args(const struct engine *e, const void *rules, const struct action *a,
    char *buf, size_t len)
{
	const struct args_words *w = engine_words(e)->args;
	if (!e->verbs[a->verb].dice && w != NULL && w->say != NULL &&
	    e->verbs[a->verb].max_args != 0) {
		buf[0] = '\0';
		w->say(rules, a, buf, len);
	} else {
		engine_format_args(e, rules, a, buf, len);
	}
}

bool
engine_parse_args(const struct engine *e, const void *rules, struct action *a,
    const char *text, char *why, size_t whylen)
{
	char copy[ENGINE_ARGS + 1], *words[ENGINE_ARGS];
	int n = 0;
	if (strlen(text) > ENGINE_ARGS) {
		snprintf(why, whylen, _("arguments too long"));
		return false;
	}
	snprintf(copy, sizeof copy, "%s", text);
	char *save = NULL;
	/* text of ENGINE_ARGS bytes at most has half as many words */
	for (char *w = strtok_r(copy, " ", &save); w && ALWAYS(n < ENGINE_ARGS);
	    w = strtok_r(NULL, " ", &save))
		words[n++] = w;
	const struct engine_verb *v = &e->verbs[a->verb];
	if (v->dice && n == 0) {
		snprintf(why, whylen, _("%s needs dice"), engine_verb_said(e, a->verb));
		return false;
	}
	return engine_parse_words(e, rules, a, n, words, why, whylen);
}

const char *const *
engine_arg_words(const struct engine *e, const void *rules, int verb, int arg)
{
	const struct args_words *w = engine_words(e)->args;
	return w != NULL && w->words != NULL ? w->words(rules, verb, arg) : NULL;
}

bool
engine_arg_named(const struct engine *e, const void *rules, int i, struct arg_name *out)
{
	const struct args_words *w = engine_words(e)->args;
	return w != NULL && w->named != NULL && w->named(rules, i, out);
}

void
engine_complete_args(const struct engine *e, const void *rules, const void *state, int verb,
    int arg, char *const *argv, void (*add)(const char *word, void *ctx), void *ctx)
{
	const struct args_words *w = engine_words(e)->args;
	if (w != NULL && w->complete != NULL) {
		w->complete(rules, state, verb, arg, argv, add, ctx);
		return;
	}
	for (const char *const *each = engine_arg_words(e, rules, verb, arg);
	    each != NULL && *each != NULL; each++)
		add(*each, ctx);
}

bool
engine_args_help(const struct engine *e, const void *rules, int verb, char *buf, size_t len)
{
	const struct args_words *w = engine_words(e)->args;
	buf[0] = '\0';
	if (w == NULL || w->help == NULL || verb < 0 || (size_t)verb >= e->nverbs)
		return false;
	w->help(rules, verb, buf, len);
	return buf[0] != '\0';
}

const struct engine_head *
engine_head(const void *state)
{
	return state;
}

void
engine_rank(struct engine_head *h, int first, bool higher_better)
{
	/* no engine seats more than ENGINE_MAX_PLAYERS (engine_seats) */
	for (int p = 0; p < h->nplayers && ALWAYS(p < ENGINE_MAX_PLAYERS); p++) {
		int better = 0;
		for (int q = 0; h->over && q < h->nplayers; q++)
			if (q != p && q != first && (higher_better ? h->score[q] > h->score[p]
			    : h->score[q] < h->score[p]))
				better++;
		h->place[p] = !h->over ? 0 : p == first ? 1 : 1 + (first >= 0) + better;
	}
}

/* (A fact is written field by field, its text up to its NUL, not cleared
 * whole: these run for every fact of every entry.) */
void
engine_fact_null(struct fact *f)
{
	f->type = FACT_NULL;
	f->i = 0;
	f->text[0] = '\0';
}

void
engine_fact_int(struct fact *f, long long v)
{
	f->type = FACT_INT;
	f->i = v;
	f->text[0] = '\0';
}

void
engine_fact_text(struct fact *f, const char *text)
{
	f->type = FACT_TEXT;
	f->i = 0;
	text_copy(f->text, sizeof f->text, text);     /* (no printf: on every entry's path) */
}

void
engine_fact_dice(struct fact *f, const struct dice *d)
{
	f->type = FACT_TEXT;
	f->i = 0;
	dice_format(d, f->text, sizeof f->text);
}

bool
engine_fact_set(const struct fact *f)
{
	return f->type != FACT_NULL;
}

bool
engine_fact_is(const struct fact *f, long long v)
{
	return f->type == FACT_INT && f->i == v;
}

bool
engine_fact_says(const struct fact *f, const char *t)
{
	return f->type == FACT_TEXT && strcmp(f->text, t) == 0;
}

size_t
engine_facts(const struct engine *e, const void *rules, const struct action *a,
    const union outcome *o, struct fact facts[ENGINE_FACTS])
{
	for (size_t i = 0; i < ENGINE_FACTS; i++)
		engine_fact_null(&facts[i]);
	if (e->nfacts == 0 || e->nfacts > ENGINE_FACTS)
		return 0;
	e->facts(rules, a, o, facts);
	return e->nfacts;
}

static void
give_fact(engine_fact_sink *add, void *ctx, int seat, const char *fact, const char *key,
    bool by_rules, long long n, bool valued, long long value)
{
	struct engine_game_fact f = {seat, fact, "", by_rules, n, valued, valued ? value : 0};
	snprintf(f.key, sizeof f.key, "%s", key != NULL ? key : "");
	add(&f, ctx);
}

void
engine_game_fact(engine_fact_sink *add, void *ctx, int seat, const char *fact,
    const char *key, long long n, bool valued, long long value)
{
	give_fact(add, ctx, seat, fact, key, false, n, valued, value);
}

void
engine_game_fact_by_rules(engine_fact_sink *add, void *ctx, int seat, const char *fact,
    const char *key, long long n, long long value)
{
	give_fact(add, ctx, seat, fact, key, true, n, true, value);
}
