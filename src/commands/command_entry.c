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
#include "render.h"
#include "session.h"
#include "tapis.h"
#include "text.h"

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

/* The same entry: the same verb and arguments, dice in any order. */
static bool
same_action(const struct action *a, const struct action *b)
{
	struct tally x = dice_tally(&a->dice), y = dice_tally(&b->dice);
	return a->verb == b->verb && a->arg[0] == b->arg[0] && a->arg[1] == b->arg[1] &&
	    tally_equal(&x, &y);
}

/* The entries that could have come first, when more than this many: the
 * question asks for the dice, not among them. */
#define CHOICES_LISTED 8
#define CHOICES_MAX 64

/* The answer to the question ask_first asked: the entry among first[n]
 * that it names, played, then a; refused where it names none. */
static enum cmd_status
answered(struct tapis *t, const struct action *a, const struct action *first, int n,
    const char *answer)
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
	for (int i = 0; i < n; i++) {
		if (!same_action(&typed, &first[i]))
			continue;
		/* Two entries, as if both had been typed: undo takes back one. */
		enum cmd_status status = play(t, &first[i]);
		return status != CMD_OK ? status : play(t, a);
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
 * dice; a script is refused, as it cannot answer.  Returns CMD_OK with
 * *handled false when there was nothing to ask. */
static enum cmd_status
ask_first(struct tapis *t, const struct action *a, bool *handled)
{
	struct game *g = t->game;
	const struct engine *e = g->engine;
	struct action first[CHOICES_MAX];
	*handled = false;
	if (t->ask == NULL)
		return CMD_OK;
	int n = engine_choices(e, g->rules, g->state, a, first, CHOICES_MAX);
	if (n < 2 || n > CHOICES_MAX)
		return CMD_OK;
	*handled = true;
	char question[256], answer[64];
	render_choice_question(&t->ui, g, first, n <= CHOICES_LISTED ? n : -n, question,
	    sizeof question);
	if (!t->ask(t, question, answer, sizeof answer) || answer[strspn(answer, " \t")] == '\0')
		return command_refuse(t, "%s", _("nothing entered: answer with one of them, or type"
		    " what came first before this entry"));
	return answered(t, a, first, n, answer);
}

/* The answer to ask_end's question: yes, the end of the turn then a; no,
 * a alone; anything else, nothing. */
static enum cmd_status
end_answered(struct tapis *t, const struct action *a, const struct action *end,
    const char *answer)
{
	char shown[64];
	switch (reply_of(answer)) {
	case REPLY_YES: {
		/* two entries, as if both had been typed: undo takes back one */
		enum cmd_status status = play(t, end);
		return status != CMD_OK ? status : play(t, a);
	}
	case REPLY_NO:
		if (answer != NULL)
			return play(t, a);
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
 * answer, is refused with the two ways to say it.  Returns CMD_OK with
 * *handled false when there was nothing to ask. */
static enum cmd_status
ask_end(struct tapis *t, const struct action *a, bool *handled)
{
	struct game *g = t->game;
	const struct engine *e = g->engine;
	struct action end;
	char question[256], asked[320], answer[64], typed[ENGINE_ARGS + 1];
	*handled = engine_forgotten_end(e, g->rules, g->state, g->names, a, &end, question,
	    sizeof question);
	if (!*handled)
		return CMD_OK;
	if (t->ask == NULL) {
		engine_say_args(e, g->rules, a, typed, sizeof typed);
		/* TRANSLATORS: "did bob stop? type stop first, or throw 6 5 3 for
		 * bob's own throw" */
		return command_refuse(t, _("%s type %s first, or %s %s for %s's own throw"), question,
		    engine_verb_said(e, end.verb), engine_verb_said(e, a->verb), typed,
		    g->name[game_current(g)]);
	}
	snprintf(asked, sizeof asked, _("  %s yes or no: "), question);
	if (!t->ask(t, asked, answer, sizeof answer))
		return end_answered(t, a, &end, NULL);
	return end_answered(t, a, &end, answer);
}

enum cmd_status
command_entry(struct tapis *t, const struct engine *e, int verb, int argc, char **argv,
    bool alone)
{
	char why[ENGINE_WHY];
	const struct game *g = t->game;     /* open and playable: see run_words */
	if (g->engine != e)
		return command_refuse(t, _("%s is no entry of a game of %s"), engine_verb_said(e, verb),
		    g->ruleset);
	struct action a = {verb, {0, {0}}, {0, 0}};
	if (!engine_parse_words(e, g->rules, &a, argc, argv, why, sizeof why))
		return command_refuse(t, "%s", why);
	bool handled = false;
	enum cmd_status status = alone ? ask_end(t, &a, &handled) : CMD_OK;
	if (!handled)
		status = ask_first(t, &a, &handled);
	return handled ? status : play(t, &a);
}
