/* An entry of a game: a verb its engine gives (a throw, a keep, a
 * bank...), played in the open game and said back. */
#include "config.h"

#include <ctype.h>
#include <string.h>

#include "command.h"
#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "render.h"
#include "say.h"
#include "session.h"
#include "tapis.h"
#include "text.h"

/* The entries one typed line stands for, played in order as if each had
 * been typed alone: one asked for that came first (the dice kept, the end
 * of a turn), the entry itself, and the one typed after its faces (Yams:
 * "2 2 2 5 5 full"). */
struct line_entries {
	int n;
	struct action a[3];
	bool end_said;            /* a[0] is the end of a turn, the answer to ask_end */
};

/* Plays one entry in the open game and shows what it did. */
static enum cmd_status
play(struct tapis *t, const struct action *a)
{
	char why[ENGINE_WHY];
	union outcome out;
	enum session_status s = session_play(t, a, &out, why, sizeof why);
	if (s != SESSION_DONE)
		return command_of_session(t, s, why);
	render_outcome(&t->ui, t->game, a, &out);
	return CMD_OK;
}

/* The end of a turn the player said they made (ask_end's yes), where the
 * throw typed cannot follow it (the stop ended the game): the end is
 * played as if typed alone, and the throw said not entered, with why. */
static enum cmd_status
play_end_alone(struct tapis *t, const struct line_entries *le, const char *why)
{
	const struct game *g = t->game;
	const struct engine *e = g->engine;
	char typed[ENGINE_ARGS + 1];
	engine_say_args(e, g->rules, &le->a[1], typed, sizeof typed);
	enum cmd_status status = play(t, &le->a[0]);
	/* untaken: play refuses the end only where the store fails to write
	 * it: an engine's forgotten_end proposes an end its rules take alone
	 * (Farkle's bank where farkle_can_bank, 421's stop after a throw of
	 * the décharge) */
	if (status == CMD_OK)
		/* TRANSLATORS: "roll 5 5 3 not entered: the game is over" */
		say_plain(&t->ui, _("  %s %s not entered: %s\n"), engine_verb_said(e, le->a[1].verb),
		    typed, why);
	return status;
}

/* Plays the line's entries, each its own commit (undo takes back one);
 * where there are several, only once all of them are seen to be taken,
 * so that a line refused changes nothing. */
static enum cmd_status
play_line(struct tapis *t, const struct line_entries *le)
{
	char why[ENGINE_WHY];
	union outcome out;
	if (le->n > 1 && !game_try_each(t->game, le->a, le->n, &out, why, sizeof why)) {
		/* (the end said is played alone: play refuses it, if need be) */
		if (!le->end_said)
			return command_refuse(t, "%s", why);
		return play_end_alone(t, le, why);
	}
	for (int i = 0; i < le->n; i++) {
		enum cmd_status status = play(t, &le->a[i]);
		if (status != CMD_OK)
			return status;
	}
	return CMD_OK;
}

/* The same entry: the same verb and arguments, dice in any order. */
static bool
same_action(const struct action *a, const struct action *b)
{
	struct tally x = dice_tally(&a->dice), y = dice_tally(&b->dice);
	/* untaken: the entries that may have come first differ by their dice
	 * alone today (Farkle's set aside), the answer read as their verb */
	return a->verb == b->verb && a->arg[0] == b->arg[0] && a->arg[1] == b->arg[1] &&
	    tally_equal(&x, &y);
}

/* The entries that could have come first, when more than this many: the
 * question asks for the dice, not among them. */
#define CHOICES_LISTED 8
#define CHOICES_MAX 64

/* The answer to the question ask_first asked: the entry among first[n]
 * that it names, into *chosen; refused where it names none. */
static enum cmd_status
answered(struct tapis *t, const struct action *first, int n, const char *answer,
    struct action *chosen)
{
	struct game *g = t->game;
	const struct engine *e = g->engine;
	char why[ENGINE_WHY];
	/* a command typed as if no question were asked: say what it did not do */
	if (!isdigit((unsigned char)answer[strspn(answer, " \t")])) {
		char shown[64];
		return command_refuse(t, _("'%s' is not one of them: nothing entered, not even the"
		    " throw; type %s FACES first, then the throw"), text_visible(answer, shown,
		    sizeof shown), engine_verb_said(e, first[0].verb));
	}
	struct action typed = {first[0].verb, {0, {0}}, {0, 0}};
	char *words[1] = {(char *)answer};
	if (!engine_parse_words(e, g->rules, &typed, 1, words, why, sizeof why))
		return command_refuse(t, "%s", why);
	for (int i = 0; i < n; i++)
		if (same_action(&typed, &first[i])) {
			*chosen = first[i];
			return CMD_OK;
		}
	if (n > CHOICES_LISTED)
		return command_refuse(t, _("%s is not %d dice of the hand: nothing entered"), answer,
		    first[0].dice.n);
	char listed[128];
	render_choices(&t->ui, g, first, n, listed, sizeof listed);
	return command_refuse(t, _("%s is not one of %s: nothing entered"), answer, listed);
}

/* An entry that leaves open which entry came before it (a throw of fewer
 * dice after a throw where two groups could have been set aside, or some
 * dice kept): a person at the terminal is asked which (one short answer
 * instead of two more lines), among them when they are few, else by the
 * dice, and the answer joins the line's entries; a script is not asked,
 * and the entry is refused as it stands. */
static enum cmd_status
ask_first(struct tapis *t, const struct action *a, struct line_entries *le)
{
	struct game *g = t->game;
	const struct engine *e = g->engine;
	struct action first[CHOICES_MAX];
	if (t->ask == NULL)
		return CMD_OK;
	int n = engine_choices(e, g->rules, g->state, a, first, CHOICES_MAX);
	if (n < 2 || NEVER(n > CHOICES_MAX))     /* (it gives at most max) */
		return CMD_OK;
	char question[256], answer[64];
	render_choice_question(&t->ui, g, first, n <= CHOICES_LISTED ? n : -n, question,
	    sizeof question);
	if (!t->ask(t, question, answer, sizeof answer) || answer[strspn(answer, " \t")] == '\0')
		return command_refuse(t, "%s", _("nothing entered: answer with one of them, or type"
		    " what came first before this entry"));
	enum cmd_status status = answered(t, first, n, answer, &le->a[le->n]);
	if (status == CMD_OK)
		le->n++;
	return status;
}

/* The answer to ask_end's question: yes, the end of the turn joins the
 * line's entries; no, the entry stands alone; anything else, nothing. */
static enum cmd_status
end_answered(struct tapis *t, const struct action *end, const char *answer,
    struct line_entries *le)
{
	char shown[64];
	switch (reply_of(answer)) {
	case REPLY_YES:
		le->end_said = le->n == 0;
		le->a[le->n++] = *end;
		return CMD_OK;
	case REPLY_NO:
		if (answer != NULL)
			return CMD_OK;
		/* FALLTHROUGH */
	case REPLY_EMPTY:
		return command_refuse(t, "%s", _("nothing entered"));
	default:
		return command_refuse(t, _("'%s' is neither yes nor no: nothing entered"),
		    text_visible(answer, shown, sizeof shown));
	}
}

/* Faces typed alone where the engine finds the end of the turn more
 * likely forgotten than thrown over (421: a throw after 4-2-1): a person
 * at the terminal is asked ("did bob stop?"); a script, which cannot
 * answer, is refused with the two ways to say it.  *asked: whether it
 * was so. */
static enum cmd_status
ask_end(struct tapis *t, const struct action *a, struct line_entries *le, bool *asked)
{
	struct game *g = t->game;
	const struct engine *e = g->engine;
	struct action end;
	char question[256], said[320], answer[64], typed[ENGINE_ARGS + 1];
	*asked = engine_forgotten_end(e, g->rules, g->state, g->names, a, &end, question,
	    sizeof question);
	if (!*asked)
		return CMD_OK;
	if (t->ask == NULL) {
		/* an entry the rules refuse as it stands: their refusal says it
		 * (10000: "did alice bank? type bank first") */
		union outcome out;
		if (!game_try(g, a, &out, said, sizeof said)) {
			*asked = false;
			return CMD_OK;
		}
		engine_say_args(e, g->rules, a, typed, sizeof typed);
		/* TRANSLATORS: "did bob stop? type stop first, or throw 6 5 3 for
		 * bob's own throw" */
		return command_refuse(t, _("%s type %s first, or %s %s for %s's own throw"), question,
		    engine_verb_said(e, end.verb), engine_verb_said(e, a->verb), typed,
		    g->name[game_current(g)]);
	}
	snprintf(said, sizeof said, _("  %s yes or no: "), question);
	bool got = t->ask(t, said, answer, sizeof answer);
	return end_answered(t, &end, got ? answer : NULL, le);
}

/* Words typed as an entry of verb `verb` of engine e into *a. */
static enum cmd_status
parsed(struct tapis *t, const struct engine *e, const struct entry_words *w, struct action *a)
{
	char why[ENGINE_WHY];
	const struct game *g = t->game;
	*a = (struct action){w->verb, {0, {0}}, {0, 0}};
	if (!engine_parse_words(e, g->rules, a, w->argc, w->argv, why, sizeof why))
		return command_refuse(t, "%s", why);
	return CMD_OK;
}

enum cmd_status
command_entry(struct tapis *t, const struct engine *e, const struct entry_words *typed,
    bool alone, const struct entry_words *then)
{
	const struct game *g = t->game;     /* open and playable: see run_words */
	if (g->engine != e)
		return command_refuse(t, _("%s is no entry of a game of %s"),
		    engine_verb_said(e, typed->verb), g->ruleset);
	struct action a, after;
	enum cmd_status status = parsed(t, e, typed, &a);
	if (status == CMD_OK && then != NULL)
		status = parsed(t, e, then, &after);
	if (status != CMD_OK)
		return status;
	struct line_entries le = {0, {{0}}, false};
	bool asked = false;
	status = alone ? ask_end(t, &a, &le, &asked) : CMD_OK;
	if (status == CMD_OK && !asked)
		status = ask_first(t, &a, &le);
	if (status != CMD_OK)
		return status;
	le.a[le.n++] = a;
	if (then != NULL)
		le.a[le.n++] = after;
	return play_line(t, &le);
}
