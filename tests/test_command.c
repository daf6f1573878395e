/* The command table and the running of one line, against a real in-memory
 * store: what a person or a script sees for each line typed. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <ctype.h>
#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "command.h"
#include "engine.h"
#include "families.h"
#include "farkle.h"
#include "yams.h"
#include "game.h"
#include "i18n.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

#include "fixture.h"
#include "dice.h"
#include "session.h"

/* ---- command_find */

/* The command word names with no game open; NULL, with the reason in why,
 * if it names nothing.  A word that names an entry verb fails the test. */
static const struct command *
find(const char *word, char *why, size_t whylen)
{
	struct command_match m = {NULL, NULL, -1};
	why[0] = '\0';
	if (!command_find(word, NULL, &m, why, whylen))
		return NULL;
	if (m.command == NULL)
		fail_msg("'%s' names verb %d of %s, not a command", word, m.verb,
		    m.engine ? m.engine->family : "no engine");
	assert_null(m.engine);
	return m.command;
}

static const struct command *
named(const char *name)
{
	for (size_t i = 0; i < ncommands; i++)
		if (strcmp(commands[i]->name, name) == 0)
			return commands[i];
	fail_msg("no command %s in the table", name);
	return NULL;
}

/* word names verb `verb` of engine e, the open game's being `prefer`. */
static void
assert_verb_of(const char *word, const struct engine *prefer, const struct engine *e, int verb)
{
	struct command_match m = {NULL, NULL, -1};
	char why[256] = "";
	if (!command_find(word, prefer, &m, why, sizeof why))
		fail_msg("'%s' not found: %s", word, why);
	if (m.command != NULL)
		fail_msg("'%s' names the command %s, not a verb", word, m.command->name);
	if (m.engine != e || m.verb != verb)
		fail_msg("'%s' names verb %d of %s, not verb %d of %s", word, m.verb,
		    m.engine ? m.engine->family : "no engine", verb, e->family);
}

/* word names verb `verb` of Farkle, with no game open. */
static void
assert_verb(const char *word, int verb)
{
	assert_verb_of(word, NULL, &farkle_engine, verb);
}

static void
test_find_exact_names(void **state)
{
	(void)state;
	char why[256];
	for (size_t i = 0; i < ncommands; i++)
		assert_ptr_equal(find(commands[i]->name, why, sizeof why), commands[i]);
	assert_string_equal(find("new", why, sizeof why)->name, "new");
	assert_string_equal(find("redo", why, sizeof why)->name, "redo");
	assert_string_equal(find("resume", why, sizeof why)->name, "resume");
	/* The entries are no commands: they are the verbs of the games. */
	assert_verb("roll", ACTION_THROW);
	assert_verb("keep", ACTION_KEEP);
	assert_verb("bank", ACTION_BANK);
	assert_verb("take", ACTION_TAKE);
	/* each command's flags fit the room the parser has for them */
	for (size_t i = 0; i < ncommands; i++) {
		int n = 0;
		while (commands[i]->flags != NULL && commands[i]->flags[n].name != NULL)
			n++;
		if (n > CMD_FLAGS)
			fail_msg("%s declares %d flags, more than CMD_FLAGS", commands[i]->name, n);
	}
	for (size_t i = 0; i < ncommands; i++) {
		assert_string_not_equal(commands[i]->name, "roll");
		assert_string_not_equal(commands[i]->name, "keep");
		assert_string_not_equal(commands[i]->name, "bank");
		assert_string_not_equal(commands[i]->name, "take");
	}
}

static void
test_find_aliases(void **state)
{
	(void)state;
	char why[256];
	assert_verb("throw", ACTION_THROW);
	assert_verb("lancer", ACTION_THROW);
	assert_verb("reprendre", ACTION_TAKE);
	assert_ptr_equal(find("exit", why, sizeof why), named("quit"));
	/* Every French name and alias of the table finds its own command. */
	for (size_t i = 0; i < ncommands; i++) {
		if (commands[i]->french != NULL)
			assert_ptr_equal(find(commands[i]->french, why, sizeof why), commands[i]);
		for (const char *const *a = commands[i]->aliases; *a; a++)
			assert_ptr_equal(find(*a, why, sizeof why), commands[i]);
	}
}

/* word with its ASCII letters upper-cased (all, or the first only). */
static const char *
upper(const char *word, bool first_only, char *buf, size_t len)
{
	snprintf(buf, len, "%s", word);
	for (char *p = buf; *p && (!first_only || p == buf); p++)
		if (*p >= 'a' && *p <= 'z')
			*p = (char)(*p - 'a' + 'A');
	return buf;
}

/* Every verb of every engine, by its name and by each alias, in any case;
 * with no game open, or one of its own engine open. */
static void
test_find_every_verb(void **state)
{
	(void)state;
	char buf[64];
	assert_true(nfamilies > 0);
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		assert_non_null(e);
		assert_true(e->nverbs > 0);
		for (size_t v = 0; v < e->nverbs; v++) {
			const struct verb_words *verb = &families[f].words->verbs[v];
			/* with no game open, a name games share is the first one's */
			const struct engine *prefer[] = {e, NULL};
			bool shared = false;
			for (size_t g = 0; g < f; g++)
				for (size_t k = 0; k < families[g].engine->nverbs; k++)
					shared = shared || strcmp(families[g].words->verbs[k].name,
					    verb->name) == 0;
			for (size_t p = 0; p < (shared ? 1u : 2u); p++) {
				assert_verb_of(verb->name, prefer[p], e, (int)v);
				assert_verb_of(upper(verb->name, false, buf, sizeof buf), prefer[p], e,
				    (int)v);
				assert_verb_of(upper(verb->name, true, buf, sizeof buf), prefer[p], e,
				    (int)v);
				if (verb->french != NULL) {
					assert_verb_of(verb->french, prefer[p], e, (int)v);
					assert_verb_of(upper(verb->french, false, buf, sizeof buf), prefer[p],
					    e, (int)v);
				}
				for (const char *const *a = verb->aliases; *a; a++) {
					assert_verb_of(*a, prefer[p], e, (int)v);
					assert_verb_of(upper(*a, false, buf, sizeof buf), prefer[p], e,
					    (int)v);
					assert_verb_of(upper(*a, true, buf, sizeof buf), prefer[p], e,
					    (int)v);
				}
			}
		}
	}
	/* Farkle's, one by one, as the store writes them and as typed. */
	assert_int_equal(farkle_engine.nverbs, 4);
	assert_string_equal(farkle_engine.verbs[ACTION_THROW].kind, "throw");
	assert_string_equal(farkle_words.verbs[ACTION_THROW].name, "roll");
	assert_string_equal(farkle_words.verbs[ACTION_KEEP].name, "keep");
	assert_string_equal(farkle_words.verbs[ACTION_BANK].name, "bank");
	assert_string_equal(farkle_words.verbs[ACTION_TAKE].name, "take");
	assert_verb("ROLL", ACTION_THROW);
	assert_verb("Throw", ACTION_THROW);
	assert_verb("LANCER", ACTION_THROW);
	assert_verb("Garder", ACTION_KEEP);
	assert_verb("BANQUE", ACTION_BANK);
	assert_verb("Marquer", ACTION_BANK);
	assert_verb("TAKE", ACTION_TAKE);
	assert_verb("rEpReNdRe", ACTION_TAKE);
}

/* Another game, sharing a verb with Farkle: only its verbs are read. */
static const struct engine_verb other_verbs[] = {
	{.kind = "score", .min_args = 1, .max_args = 2},
	{.kind = "strike", .min_args = 1, .max_args = 1},
};
static const struct verb_words other_verb_words[] = {
	{.name = "bank", .french = "noter", .noun = "score", .aliases = {NULL},
	    .usage = "BOX [POINTS]", .help = "score a box"},
	{.name = "strike", .french = "biffer", .noun = "strike", .aliases = {NULL},
	    .usage = "BOX", .help = "cross a box out"},
};
static const struct engine other_engine = {
	.family = "other",
	.verbs = other_verbs,
	.nverbs = sizeof other_verbs / sizeof other_verbs[0],
};
static const struct game_words other_words = {.verbs = other_verb_words};
static const struct family other_family = {&other_engine, &other_words, NULL, NULL, NULL};

/* Where games share a verb, the open game's engine has it. */
static void
test_find_prefers_the_open_game(void **state)
{
	(void)state;
	engine_made_up(&other_family);
	/* With Farkle open, or none, bank is Farkle's. */
	assert_verb_of("bank", NULL, &farkle_engine, ACTION_BANK);
	assert_verb_of("bank", &farkle_engine, &farkle_engine, ACTION_BANK);
	assert_verb_of("ba", &farkle_engine, &farkle_engine, ACTION_BANK);
	/* With the other game open, its own bank, by name, case or prefix. */
	assert_verb_of("bank", &other_engine, &other_engine, 0);
	assert_verb_of("BANK", &other_engine, &other_engine, 0);
	assert_verb_of("ba", &other_engine, &other_engine, 0);
	assert_verb_of("noter", &other_engine, &other_engine, 0);
	assert_verb_of("strike", &other_engine, &other_engine, 1);
	assert_verb_of("Biffer", &other_engine, &other_engine, 1);
	/* The verbs it does not share are still found, the other game's. */
	assert_verb_of("keep", &other_engine, &farkle_engine, ACTION_KEEP);
	assert_verb_of("roll", &other_engine, &farkle_engine, ACTION_THROW);
	assert_verb_of("reprendre", &other_engine, &farkle_engine, ACTION_TAKE);
	/* and the commands stay commands */
	struct command_match m = {NULL, NULL, -1};
	char why[256] = "";
	assert_true(command_find("undo", &other_engine, &m, why, sizeof why));
	assert_ptr_equal(m.command, named("undo"));
	assert_true(command_find("she", &other_engine, &m, why, sizeof why));
	assert_ptr_equal(m.command, named("sheet"));
	/* A verb of a game neither open nor in the table is no word at all. */
	assert_false(command_find("strike", &farkle_engine, &m, why, sizeof why));
	assert_string_equal(why, "unknown command 'strike' (type help for the list)");
	assert_false(command_find("strike", NULL, &m, why, sizeof why));
	/* Yams and Farkle share keep and roll: the open game's. */
	assert_verb_of("keep", &yams_engine, &yams_engine, YAMS_KEEP);
	assert_verb_of("keep", &farkle_engine, &farkle_engine, ACTION_KEEP);
	assert_verb_of("roll", &yams_engine, &yams_engine, YAMS_THROW);
	assert_verb_of("barrer", &farkle_engine, &yams_engine, YAMS_SCRATCH);
	engine_made_up(NULL);
}

static void
test_find_unique_prefixes(void **state)
{
	(void)state;
	char why[256];
	assert_verb("ba", ACTION_BANK);
	/* sheet and show share "sh": the refusal names both */
	assert_null(find("sh", why, sizeof why));
	assert_string_equal(why, "'sh' is ambiguous: sheet, show");
	assert_ptr_equal(find("she", why, sizeof why), named("sheet"));
	assert_ptr_equal(find("sho", why, sizeof why), named("show"));
	assert_ptr_equal(find("rep", why, sizeof why), named("replay"));
	assert_ptr_equal(find("voir", why, sizeof why), named("show"));
	assert_ptr_equal(find("revoir", why, sizeof why), named("replay"));
	assert_verb("ro", ACTION_THROW);
	assert_ptr_equal(find("ru", why, sizeof why), named("rules"));
	assert_ptr_equal(find("red", why, sizeof why), named("redo"));
	assert_ptr_equal(find("res", why, sizeof why), named("resume"));
	assert_ptr_equal(find("ex", why, sizeof why), named("export"));
}

static void
test_find_ambiguous(void **state)
{
	(void)state;
	char why[256];
	assert_null(find("re", why, sizeof why));
	assert_non_null(strstr(why, "ambiguous"));
	assert_non_null(strstr(why, "redo"));
	assert_non_null(strstr(why, "resume"));
	assert_null(find("r", why, sizeof why));
	assert_non_null(strstr(why, "ambiguous"));
	assert_non_null(strstr(why, "roll"));
	assert_non_null(strstr(why, "rules"));
}

static void
test_find_unknown(void **state)
{
	(void)state;
	char why[256];
	assert_null(find("frobnicate", why, sizeof why));
	assert_non_null(strstr(why, "unknown command"));
	assert_non_null(strstr(why, "frobnicate"));
	/* A word longer than any name is not a prefix of it, but near it. */
	assert_null(find("banks", why, sizeof why));
	assert_string_equal(why, "unknown command 'banks': did you mean bank?");
	/* Within two letters of a name or an alias: the near ones are named. */
	assert_null(find("bnak", why, sizeof why));
	assert_string_equal(why, "unknown command 'bnak': did you mean bank?");
	assert_null(find("garer", why, sizeof why));
	assert_non_null(strstr(why, "did you mean garder?"));
	assert_null(find("feuile", why, sizeof why));
	assert_non_null(strstr(why, "did you mean feuille?"));
	/* Nothing near: no guess. */
	assert_null(find("zzzzzz", why, sizeof why));
	assert_string_equal(why, "unknown command 'zzzzzz' (type help for the list)");
}

static void
test_find_any_case_and_accents(void **state)
{
	(void)state;
	char why[256];
	/* A phone keyboard capitalises the first letter. */
	assert_verb("BANK", ACTION_BANK);
	assert_verb("Bank", ACTION_BANK);
	assert_verb("Garder", ACTION_KEEP);
	assert_verb("Ke", ACTION_KEEP);
	/* French words with or without their accents, in any case. */
	assert_ptr_equal(find("r\xc3\xa8gles", why, sizeof why), named("rules"));
	assert_ptr_equal(find("regles", why, sizeof why), named("rules"));
	assert_ptr_equal(find("R\xc3\x88GLES", why, sizeof why), named("rules"));
	assert_ptr_equal(find("evaluer", why, sizeof why), named("eval"));
	/* A prefix of a French word, where no English name has it. */
	assert_verb("garde", ACTION_KEEP);
	assert_ptr_equal(find("feuil", why, sizeof why), named("sheet"));
	assert_ptr_equal(find("quitt", why, sizeof why), named("quit"));
	/* What cannot be undone is typed whole: no prefix reaches it. */
	assert_ptr_equal(find("abandon", why, sizeof why), named("abandon"));
	assert_ptr_equal(find("Supprimer", why, sizeof why), named("delete"));
	assert_null(find("abandonn", why, sizeof why));
	assert_null(find("abando", why, sizeof why));
	assert_null(find("del", why, sizeof why));
	assert_null(find("supp", why, sizeof why));
	/* Not UTF-8: refused with the reason. */
	assert_null(find("b\xe9", why, sizeof why));
	assert_non_null(strstr(why, "UTF-8"));
}

/* A French name of the tables: a word (not '?', not empty), other than the
 * English name, that finds what it names whatever game is open. */
static void
check_french(const char *name, const char *french, const struct engine *e, int verb)
{
	char why[256];
	struct command_match m;
	if (french == NULL)
		fail_msg("'%s' has no French name (the french field of its table entry)", name);
	if (french[0] == '\0' || !(isalpha((unsigned char)french[0]) ||
	    (unsigned char)french[0] >= 0x80) || strcmp(french, name) == 0)
		fail_msg("'%s' is no French name for '%s'", french, name);
	for (size_t f = 0; f <= nfamilies; f++) {
		const struct engine *open = f < nfamilies ? families[f].engine : NULL;
		if (e != NULL && open != e)
			continue;       /* games may share a verb: the open game's is meant */
		if (!command_find(french, open, &m, why, sizeof why))
			fail_msg("'%s' (French for '%s') finds nothing: %s", french, name, why);
		if (e == NULL ? m.command == NULL || strcmp(m.command->name, name) != 0
		    : m.engine != e || m.verb != verb)
			fail_msg("'%s' (French for '%s') finds something else", french, name);
	}
}

/* Every command of the table and every entry verb of every game has its
 * French name, read from the tables themselves: a command or verb added
 * without one fails here. */
/* Every word a command takes after its name (its flags, as Tab completes
 * them) has its French, taken in either language, in any case and with or
 * without accents; only the flags that name a format (--json, --tsv,
 * --csv, --svg), --win and --budget, names in both languages, stay as they
 * are. */
static void
test_every_command_word_has_a_french_word(void **state)
{
	(void)state;
	static const char *const same[] = {"--json", "--tsv", "--csv", "--svg", "--win",
	    "--budget"};
	for (size_t i = 0; i < ncommands; i++)
		for (const struct cmd_flag *f = commands[i]->flags; f != NULL && f->name; f++) {
			bool kept = f->hidden;
			for (size_t k = 0; k < sizeof same / sizeof same[0]; k++)
				kept = kept || strcmp(f->name, same[k]) == 0;
			if (kept)
				continue;
			const char *fr = command_word_french(f->name);
			if (fr == NULL)
				fail_msg("'%s' of %s has no French word (command_words)", f->name,
				    commands[i]->name);
			assert_true(command_word_is(f->name, f->name));
			assert_true(command_word_is(fr, f->name));
		}
	assert_true(command_word_is("TOUTES", "all"));
	assert_true(command_word_is("tout", "all"));
	assert_true(command_word_is("abandonnees", "abandoned"));
	assert_true(command_word_is("Abandonnées", "abandoned"));
	assert_true(command_word_is("JUSQU'AU", "until"));
	assert_true(command_word_is("--OUI", "--yes"));
	assert_true(command_word_is("dans", "into"));
	assert_false(command_word_is("dans", "all"));
	assert_false(command_word_is("--oui", "into"));
	assert_string_equal(command_said("stats"), "stats");   /* no catalogue here */
}

static void
test_every_command_has_a_french_word(void **state)
{
	(void)state;
	for (size_t i = 0; i < ncommands; i++)
		check_french(commands[i]->name, commands[i]->french, NULL, -1);
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		for (size_t v = 0; v < e->nverbs; v++)
			check_french(families[f].words->verbs[v].name,
			    families[f].words->verbs[v].french, e, (int)v);
	}
	/* and the words of the issue, as French tables type them */
	assert_verb("lancer", ACTION_THROW);
	assert_verb("garder", ACTION_KEEP);
	assert_verb("banque", ACTION_BANK);
	assert_verb("marquer", ACTION_BANK);
	assert_verb("reprendre", ACTION_TAKE);
}

/* The rules of e's first rule set with option "word" set through the
 * command line's reading (English or French), or NULL if refused; for the
 * caller to free. */
static void *
rules_with(const struct engine *e, const char *word)
{
	char why[ENGINE_WHY];
	void *rules = game_rules_new(e, e->presets[0].name);
	assert_non_null(rules);
	if (!command_option_set(e, rules, word, why, sizeof why)) {
		free(rules);
		return NULL;
	}
	return rules;
}

/* Option assignments a and b set the same rules. */
static void
assert_same_option(const struct engine *e, const char *a, const char *b)
{
	void *x = rules_with(e, a), *y = rules_with(e, b);
	if (x == NULL || y == NULL)
		fail_msg("%s: '%s' or '%s' refused", e->family, a, b);
	if (memcmp(x, y, e->rules_size) != 0)
		fail_msg("%s: '%s' and '%s' set different rules", e->family, a, b);
	free(x);
	free(y);
}

/* Every option of every game has a French name, and French values where
 * the values are words, each taken for its English one (in any case, with
 * or without accents); every built-in rule set typed in French is stored
 * under its name.  Read from the tables: an option added without its
 * French name fails here. */
static void
test_every_option_has_a_french_name(void **state)
{
	(void)state;
	char a[ENGINE_VALUE + 64], b[ENGINE_VALUE + 64], value[ENGINE_VALUE];
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		void *preset = game_rules_new(e, e->presets[0].name);
		const struct engine_option *o;
		for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
			const struct option_words *ow = &families[f].words->options[i];
			if (ow->french == NULL || ow->french[0] == '\0')
				fail_msg("option %s of %s has no French name", o->name, e->family);
			/* no two options of a game share a name in either language */
			const struct engine_option *p;
			for (size_t j = 0; (p = e->option(j)) != NULL; j++)
				if (j != i && (utf8_same_word(ow->french, p->name) ||
				    utf8_same_word(ow->french, families[f].words->options[j].french)))
					fail_msg("%s: %s names two options", e->family, ow->french);
			/* the French name takes the value in force */
			e->option_get(preset, o->name, value, sizeof value);
			snprintf(a, sizeof a, "%s=%s", o->name, value);
			snprintf(b, sizeof b, "%s=%s", ow->french, value);
			assert_same_option(e, a, b);
			if (ow->french_values == NULL)
				continue;
			/* item for item: the French word sets what the English one does */
			const char *en = o->values, *fr = ow->french_values;
			int items = 0;
			while (*en && *fr) {
				size_t elen = strcspn(en, "|"), flen = strcspn(fr, "|");
				bool stem = en[elen - 1] == 'N' && fr[flen - 1] == 'N';
				snprintf(a, sizeof a, "%s=%.*s%s", o->name, (int)(elen - stem), en,
				    stem ? "100" : "");
				snprintf(b, sizeof b, "%s=%.*s%s", ow->french, (int)(flen - stem), fr,
				    stem ? "100" : "");
				if (islower((unsigned char)en[0]) && (en[1] != 'F' || elen != 2))
					assert_same_option(e, a, b);    /* a word, not a placeholder */
				en += elen + (en[elen] == '|');
				fr += flen + (fr[flen] == '|');
				items++;
			}
			if (*en != '\0' || *fr != '\0')
				fail_msg("%s: %s and %s are not item for item", o->name, o->values,
				    ow->french_values);
			assert_true(items > 0);
		}
		free(preset);
		for (size_t k = 0; k < e->npresets; k++) {
			const struct engine_preset *p = &e->presets[k];
			assert_string_equal(engine_ruleset_name(p->name), p->name);
			const struct preset_words *pw = &families[f].words->presets[k];
			if (pw->french != NULL)
				assert_string_equal(engine_ruleset_name(pw->french), p->name);
		}
	}
	/* as a French table types them */
	assert_same_option(&farkle_engine, "overshoot=minus2000", "D\xc3\xa9passement=MOINS2000");
	assert_same_option(&farkle_engine, "kind3=flat300", "brelan=fixe300");
	assert_same_option(&farkle_engine, "penalty=zero", "penalite=z\xc3\xa9ro");
	assert_same_option(&yams_engine, "carre=40", "carr\xc3\xa9=40");
	assert_string_equal(engine_ruleset_name("yams:crois\xc3\xa9"), "yams:cross");
	assert_string_equal(engine_ruleset_name("Yams:Croise"), "yams:cross");
}

/* A name or alias, with the usage it goes with, well formed. */
static void
check_entry(const char *name, const char *french, const char *const *aliases, size_t naliases,
    int min_args, int max_args, bool flags, const char *usage, const char *help, const char **seen, size_t *nseen,
    size_t most)
{
	assert_non_null(name);
	assert_true(name[0] != '\0');
	assert_non_null(help);
	assert_true(help[0] != '\0');
	assert_non_null(usage);
	assert_true(min_args >= 0);
	assert_true(max_args == CMD_ANY || max_args >= min_args);
	/* One that takes no arguments nor flags shows none. */
	if (max_args == 0 && !flags)
		assert_string_equal(usage, "");
	else
		assert_true(usage[0] != '\0');
	assert_true(*nseen < most);
	seen[(*nseen)++] = name;
	if (french != NULL) {
		assert_true(*nseen < most);
		seen[(*nseen)++] = french;
	}
	size_t k = 0;
	/* The aliases are NULL-terminated within their array. */
	while (k < naliases && aliases[k] != NULL) {
		assert_true(aliases[k][0] != '\0');
		assert_true(*nseen < most);
		seen[(*nseen)++] = aliases[k];
		k++;
	}
	assert_true(k < naliases);
}

/* How many flags command c declares. */
static int
declared_flags(const struct command *c)
{
	int n = 0;
	while (c->flags != NULL && c->flags[n].name != NULL)
		n++;
	return n;
}

static void
test_table_is_well_formed(void **state)
{
	(void)state;
	const char *seen[256];
	size_t nseen = 0;
	size_t nentries_after = 0;
	assert_true(ncommands > 0);
	for (size_t i = 0; i < ncommands; i++) {
		const struct command *c = commands[i];
		check_entry(c->name, c->french, c->aliases, sizeof c->aliases / sizeof c->aliases[0],
		    c->min_args, c->max_args, c->flags != NULL, c->usage, c->help, seen, &nseen,
		    sizeof seen / sizeof seen[0]);
		assert_non_null(c->exec);
		nentries_after += c->entries_after;
		/* every flag has its room in struct cmd_args */
		assert_true(declared_flags(c) <= CMD_FLAGS);
		for (const struct command *const *s = c->subcommands; s != NULL && *s != NULL; s++)
			assert_true(declared_flags(*s) <= CMD_FLAGS);
	}
	/* The verbs are listed once, after new. */
	assert_int_equal(nentries_after, 1);
	assert_true(named("new")->entries_after);
	/* What needs a game, and what cannot be undone. */
	assert_int_equal(named("new")->need, NEED_NOTHING);
	assert_int_equal(named("undo")->need, NEED_GAME);
	assert_int_equal(named("redo")->need, NEED_GAME);
	assert_int_equal(named("sheet")->need, NEED_SHOWN);
	assert_int_equal(named("help")->need, NEED_NOTHING);
	assert_int_equal(named("quit")->need, NEED_NOTHING);
	assert_true(named("abandon")->whole);
	assert_true(named("delete")->whole);
	assert_false(named("undo")->whole);
	/* The verbs of every game are made as the commands are: no two words
	 * of the commands and one game's verbs the same (two games may share
	 * a verb: the open game's is meant). */
	size_t ncommand_names = nseen;
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		assert_non_null(families[f].printer);
		nseen = ncommand_names;
		for (size_t v = 0; v < e->nverbs; v++) {
			const struct engine_verb *verb = &e->verbs[v];
			const struct verb_words *vw = &families[f].words->verbs[v];
			assert_non_null(verb->kind);
			assert_non_null(vw->noun);
			check_entry(vw->name, vw->french, vw->aliases,
			    sizeof vw->aliases / sizeof vw->aliases[0], verb->min_args,
			    verb->max_args, false, vw->usage, vw->help, seen, &nseen,
			    sizeof seen / sizeof seen[0]);
			assert_int_equal(engine_verb(e, verb->kind), (int)v);
		}
		for (size_t i = 0; i < nseen; i++)
			for (size_t j = i + 1; j < nseen; j++)
				if (strcmp(seen[i], seen[j]) == 0)
					fail_msg("'%s' names two commands, verbs or aliases of %s", seen[i],
					    e->family);
	}
}

/* ---- command_run_line */

/* The line is refused: one line on stderr, `tapis: line N: ` then a message
 * holding `expect`, and nothing on stdout. */
static void
assert_refused(struct fixture *f, long line, const char *text, const char *expect)
{
	char prefix[64];
	enum cmd_status status = run(f, line, text);
	if (status != CMD_REJECTED)
		fail_msg("'%s' was not refused (status %d, out '%s')", text, (int)status, f->out);
	snprintf(prefix, sizeof prefix, "tapis: line %ld: ", line);
	if (strncmp(f->err, prefix, strlen(prefix)) != 0)
		fail_msg("'%s': stderr '%s' does not start with '%s'", text, f->err, prefix);
	if (strstr(f->err, expect) == NULL)
		fail_msg("'%s': stderr '%s' does not say '%s'", text, f->err, expect);
	size_t n = strlen(f->err);
	assert_true(n > 0 && f->err[n - 1] == '\n');
	assert_ptr_equal(strchr(f->err, '\n'), f->err + n - 1);   /* one line */
	assert_string_equal(f->out, "");
}

static void
assert_ok(struct fixture *f, long line, const char *text)
{
	enum cmd_status status = run(f, line, text);
	if (status != CMD_OK)
		fail_msg("'%s' was refused (status %d): %s", text, (int)status, f->err);
	assert_string_equal(f->err, "");
}

static int64_t
games_stored(struct fixture *f)
{
	return store_latest(f->t.store);
}

/* The open game's state and rules, a game of Farkle. */
static const struct farkle_state *
state_of(struct fixture *f)
{
	assert_non_null(f->t.game);
	assert_ptr_equal(f->t.game->engine, &farkle_engine);
	return f->t.game->state;
}

static const struct farkle_rules *
rules_of(struct fixture *f)
{
	assert_non_null(f->t.game);
	assert_ptr_equal(f->t.game->engine, &farkle_engine);
	return &((const struct farkle_scorer *)game_rules(f->t.game))->rules;
}

static void
test_wrong_argument_counts(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new", "usage: new ");
	assert_refused(f, 2, "bank now", "usage: bank");
	assert_refused(f, 3, "undo 2", "usage: undo");
	assert_refused(f, 4, "rules 10000 5000", "usage: rules [GAME]");
	assert_refused(f, 5, "export", "usage: export GAME|all --json|--csv [FILE]");
	assert_refused(f, 6, "export --json 1 2", "export --json [GAME] prints one game");
	assert_refused(f, 6, "export 1 --json a b", "usage: export");
	assert_refused(f, 6, "import", "usage: import FILE");
	assert_refused(f, 6, "import a b", "usage: import FILE");
	/* a league: none joined, or a password where libpq would read one */
	assert_refused(f, 6, "league", "this file is in no league: league URL joins one");
	assert_refused(f, 6, "league off", "this file is in no league");
	assert_refused(f, 6, "league push", "this file is in no league");
	assert_refused(f, 6, "league sync", "this file is in no league");
	assert_refused(f, 6, "league --schema club", "--schema names the schema of a league joined");
	assert_refused(f, 6, "leaderboard --league", "this file is in no league");
	assert_refused(f, 6, "games --league --tsv", "this file is in no league");
#ifdef HAVE_LIBPQ
	assert_refused(f, 6, "league postgresql://ann:secret@club/league", "holds no password");
	assert_refused(f, 6, "league host=club password=secret", "~/.pgpass or PGPASSWORD");
	assert_refused(f, 6, "league host=club dbname", "libpq cannot read it as a connection string");
#else
	assert_refused(f, 6, "league host=club", "built without PostgreSQL");
#endif
	/* what the prompt keeps out of its history: a line with a password,
	 * in a URI's user:password@ or a key=value, and no other */
	assert_true(command_league_secret("league postgresql://ann:secret@club/league"));
	assert_true(command_league_secret("league host=club PASSWORD=x"));
	assert_false(command_league_secret("league postgresql://ann@club:5432/league"));
	assert_false(command_league_secret("league postgresql://club:5432/league"));
	assert_refused(f, 7, "keep", "usage: keep FACES");
	assert_refused(f, 8, "ba 1", "usage: bank");     /* by prefix */
	assert_refused(f, 9, "exit now", "usage: quit"); /* by alias */
	assert_false(f->t.quit);
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);

	/* The same with a game open: nothing is played. */
	assert_ok(f, 10, "new 10000 alice bob");
	assert_refused(f, 11, "bank 500", "usage: bank");
	assert_refused(f, 12, "take it", "usage: take");
	assert_int_equal(f->t.game->nactive, 0);
}

/* A session whose every command must end (the fuzz targets') refuses
 * serve where it would serve in the foreground until a signal, before it
 * starts a server; what serve refuses by itself it still refuses, and the
 * session goes on. */
static void
test_bounded_session_refuses_waiting(void **state)
{
	struct fixture *f = *state;
	f->t.bounded = true;
	assert_refused(f, 1, "serve", "serve would run until stopped from outside tapis");
	assert_refused(f, 2, "servir --listen 127.0.0.1:8421", "serve would run until stopped");
	assert_refused(f, 3, "serve --listen nowhere", "--listen takes ADDR:PORT");
	assert_refused(f, 4, "serve stop", "no server is running");
	assert_false(f->t.quit);
	assert_ok(f, 6, "new yams alice");
	assert_ok(f, 7, "1 2 3 4 5");
}

/* What a game's entries are, as "throw 1 1 5 3 4, keep 1 1". */
static void
entries_are(struct fixture *f, const char *want)
{
	char got[512] = "";
	const struct game *g = f->t.game;
	for (int i = 0; i < g->nactive; i++) {
		char dice[24] = "";
		if (g->entry[i].action.dice.n > 0)
			snprintf(dice, sizeof dice, " %s", dice_format(&g->entry[i].action.dice,
			    (char[24]){0}, 24));
		snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s%s", i ? ", " : "",
		    g->engine->verbs[g->entry[i].action.verb].kind, dice);
	}
	assert_string_equal(got, want);
}

static void
test_several_commands_on_a_line(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	/* Each part is an entry of its own: undo takes back one at a time. */
	assert_ok(f, 2, "1 1 5 3 4; keep 1 1 ;3 3 3");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3");
	assert_non_null(strstr(f->out, "set aside 1 1"));
	assert_ok(f, 3, "undo");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1");

	/* A refused part: the parts before it stay, the rest do not run, and
	 * the refusal names the part. */
	assert_int_equal(run(f, 4, "3 3 3; keep 6; bank"), CMD_REJECTED);
	assert_non_null(strstr(f->out, "scoring: 3 3 3 = 300"));
	assert_string_equal(f->err, "tapis: line 4: command 2, 'keep 6': there is no 6 in the throw"
	    " 3 3 3\n");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3");
	assert_int_equal(state_of(f)->phase, PHASE_THROWN);

	/* An empty part is refused before any part runs. */
	assert_refused(f, 5, "keep 3 3 3;; bank", "command 2 of 3 on the line is empty");
	assert_refused(f, 6, "keep 3 3 3;", "command 2 of 2 on the line is empty");
	assert_refused(f, 7, ";keep 3 3 3", "command 1 of 2 on the line is empty");
	assert_refused(f, 8, "keep 3 3 3; ; bank", "is empty");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3");

	/* Any command may be one of them. */
	assert_ok(f, 9, "keep 3 3 3; sheet; 1 2 3 4 6; bank");
	entries_are(f, "throw 1 1 5 3 4, keep 1 1, throw 3 3 3, keep 3 3 3, throw 1 2 3 4 6, bank");
	assert_non_null(strstr(f->out, "alice opens with 600"));
	/* A comment is the whole line, ';' and all. */
	assert_ok(f, 10, "# keep 1; bank");
	assert_string_equal(f->out, "");
}

/* A person at the terminal, whose answers are scripted: NULL is the end
 * of input.  The question asked is kept. */
static const char *scripted_answer;
static char asked[256];

static bool
scripted_ask(struct tapis *t, const char *question, char *answer, size_t len)
{
	(void)t;
	snprintf(asked, sizeof asked, "%s", question);
	if (scripted_answer == NULL)
		return false;
	snprintf(answer, len, "%s", scripted_answer);
	return true;
}

/* 421 asks with its own word for the dice kept ("kept", "gardés" in
 * French), never 10000's "set aside". */
static void
test_421_asks_which_dice_were_kept(void **state)
{
	struct fixture *f = *state;
	const char *const lines[] = {"new 421 a b c tokens=4", "6 5 4", "6 5 3", "6 6 2", "6 5 4",
	    "6 5 3", "6 6 2", "6 5 1"};
	for (int i = 0; i < 8; i++)
		assert_ok(f, i + 1, lines[i]);
	f->t.ask = scripted_ask;
	scripted_answer = NULL;
	asked[0] = '\0';
	assert_refused(f, 9, "3 2", "nothing entered");
	assert_string_equal(asked, "  kept 1, 5 or 6? ");
	scripted_answer = "6";
	assert_ok(f, 10, "3 2");
	assert_non_null(strstr(f->out, "6 3 2"));
}

/* The same question in French agrees with the number of dice kept: one
 * die "gardé", two "gardés"; skipped without the build's catalogue. */
static void
test_421_kept_agrees_in_french(void **state)
{
	struct fixture *f = *state;
	const char *dir = getenv("TEXTDOMAINDIR");
	if (dir == NULL || setlocale(LC_ALL, "C.UTF-8") == NULL)
		skip();
	setenv("LANGUAGE", "fr", 1);
	bindtextdomain(PACKAGE, dir);
	textdomain(PACKAGE);
	i18n_forget();
	const char *const lines[] = {"new 421 a b c tokens=4", "6 5 4", "6 5 3", "6 6 2", "6 5 4",
	    "6 5 3", "6 6 2", "6 5 1"};
	for (int i = 0; i < 8; i++)
		assert_ok(f, i + 1, lines[i]);
	f->t.ask = scripted_ask;
	scripted_answer = NULL;
	asked[0] = '\0';
	assert_refused(f, 9, "3 2", "rien");
	assert_string_equal(asked, "  gardé 1, 5 ou 6 ? ");
	asked[0] = '\0';
	assert_refused(f, 10, "3", "rien");
	assert_string_equal(asked, "  gardés 5 1, 6 1 ou 6 5 ? ");
	f->t.ask = NULL;
	setenv("LANGUAGE", "", 1);
	setlocale(LC_ALL, "C");
	i18n_forget();
}

/* 421: a whole hand typed over 4-2-1 in the décharge is surely the next
 * player's, the stop forgotten: a script is refused with both ways to say
 * it; at a terminal, "did c stop?" (yes: the stop then the throw; no: c's
 * own throw; anything else: nothing).  A throw typed with its verb, or
 * over any other hand, is taken as it is. */
static void
test_421_forgotten_stop(void **state)
{
	struct fixture *f = *state;
	const char *const lines[] = {"new 421 a b c tokens=4", "6 5 4", "6 5 3", "6 6 2", "6 5 4",
	    "6 5 3", "6 6 2", "4 2 1"};
	for (int i = 0; i < 8; i++)
		assert_ok(f, i + 1, lines[i]);
	assert_refused(f, 9, "6 5 3",
	    "did c stop? type stop first, or roll 6 5 3 for c's own throw");
	entries_are(f, "throw 6 5 4, throw 6 5 3, throw 6 6 2, throw 6 5 4, throw 6 5 3,"
	    " throw 6 6 2, throw 4 2 1");
	f->t.ask = scripted_ask;
	scripted_answer = "maybe";
	asked[0] = '\0';
	assert_refused(f, 10, "6 5 3", "'maybe' is neither yes nor no: nothing entered");
	assert_string_equal(asked, "  did c stop? yes or no: ");
	scripted_answer = "";
	assert_refused(f, 11, "6 5 3", "nothing entered");
	scripted_answer = NULL;
	assert_refused(f, 12, "6 5 3", "nothing entered");
	scripted_answer = "no";
	assert_ok(f, 13, "6 5 3");
	entries_are(f, "throw 6 5 4, throw 6 5 3, throw 6 6 2, throw 6 5 4, throw 6 5 3,"
	    " throw 6 6 2, throw 4 2 1, throw 6 5 3");
	assert_ok(f, 14, "undo");
	scripted_answer = "o";      /* oui */
	assert_ok(f, 15, "6 5 3");
	entries_are(f, "throw 6 5 4, throw 6 5 3, throw 6 6 2, throw 6 5 4, throw 6 5 3,"
	    " throw 6 6 2, throw 4 2 1, stop, throw 6 5 3");
	/* two entries: undo takes back the throw, then the stop */
	assert_ok(f, 16, "undo");
	assert_ok(f, 17, "undo");
	/* the verb typed says it is c's own: no question */
	asked[0] = '\0';
	assert_ok(f, 18, "roll 6 5 3");
	assert_string_equal(asked, "");
	/* 1-1-1, which only 4-2-1 beats, is no hand to throw again from
	 * either; 6-6-6 may be */
	assert_ok(f, 19, "undo");
	assert_ok(f, 20, "undo");
	scripted_answer = "no";
	assert_ok(f, 21, "1 1 1");
	assert_string_equal(asked, "");
	asked[0] = '\0';
	scripted_answer = NULL;
	assert_refused(f, 22, "6 5 3", "nothing entered");
	assert_string_equal(asked, "  did c stop? yes or no: ");
	assert_ok(f, 23, "undo");
	asked[0] = '\0';
	assert_ok(f, 24, "6 6 6");
	assert_ok(f, 25, "6 5 3");
	assert_string_equal(asked, "");
}

/* 421: "did bruno stop?" answered yes where the stop ends the game (his
 * 4-2-1 gives anne his last tokens, and she holds them all): the stop is
 * entered, the game over, and the throw said not entered; undo takes
 * back the stop, as if it had been typed. */
static void
test_421_forgotten_stop_ends_the_game(void **state)
{
	struct fixture *f = *state;
	const char *const lines[] = {"new 421 anne bruno tokens=3", "6 5 4", "3 3 2", "6 5 3",
	    "3 3 2", "6 5 3", "6 5 2", "6 4 3", "4 2 1"};
	for (int i = 0; i < 9; i++)
		assert_ok(f, i + 1, lines[i]);
	f->t.ask = scripted_ask;
	scripted_answer = "yes";
	asked[0] = '\0';
	assert_ok(f, 10, "5 5 3");
	assert_string_equal(asked, "  did bruno stop? yes or no: ");
	assert_non_null(strstr(f->out, "bruno stops with 4 2 1"));
	assert_non_null(strstr(f->out, "anne holds every token and loses!"));
	assert_non_null(strstr(f->out, "  roll 5 5 3 not entered: the game is over\n"));
	assert_true(game_is_over(f->t.game));
	entries_are(f, "throw 6 5 4, throw 3 3 2, throw 6 5 3, throw 3 3 2, throw 6 5 3,"
	    " throw 6 5 2, throw 6 4 3, throw 4 2 1, stop");
	assert_ok(f, 11, "undo");
	assert_false(game_is_over(f->t.game));
	entries_are(f, "throw 6 5 4, throw 3 3 2, throw 6 5 3, throw 3 3 2, throw 6 5 3,"
	    " throw 6 5 2, throw 6 4 3, throw 4 2 1");
	f->t.ask = NULL;
}

/* The same where c's stop ends the round, not the game: c gives her last
 * tokens and is out, and the throw typed is the next round's first, of
 * its loser a, as if stop had been typed before it. */
static void
test_421_forgotten_stop_ends_the_round(void **state)
{
	struct fixture *f = *state;
	const char *const lines[] = {"new 421 a b c tokens=6", "6 5 4", "6 5 3", "6 6 2",
	    "6 5 4", "6 5 3", "6 6 2", "6 5 4", "6 5 3", "6 6 2", "6 5 3", "6 5 2", "6 4 3",
	    "6 6 5", "6 6 5", "6 6 5", "4 2 1"};
	for (int i = 0; i < 17; i++)
		assert_ok(f, i + 1, lines[i]);
	f->t.ask = scripted_ask;
	scripted_answer = "yes";
	assert_ok(f, 18, "6 5 3");
	assert_non_null(strstr(f->out, "c stops with 4 2 1"));
	assert_non_null(strstr(f->out, "c is out, safe"));
	assert_non_null(strstr(f->out, "a throws (décharge, round 5)\n"
	    "  throw 1 of 3: 6 5 3"));
	assert_null(strstr(f->out, "not entered"));
	assert_int_equal(game_current(f->t.game), 0);
	assert_int_equal(f->t.game->entry[f->t.game->nactive - 1].seat, 0);
	assert_false(game_is_over(f->t.game));
	f->t.ask = NULL;
}

/* Yams: the last throw and its box on one line, two entries taken whole
 * or not at all: a box the throw cannot take, a word that is no box, a
 * verb without its box each refuse the line and change nothing. */
static void
test_yams_throw_and_box_on_one_line(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new yahtzee alice bob");
	assert_ok(f, 2, "2 2 2 5 5 fullhouse");
	entries_are(f, "throw 2 2 2 5 5, score");
	assert_non_null(strstr(f->out, "alice writes 25 in fullhouse"));
	assert_ok(f, 3, "1 2 3 5 5 scratch yahtzee");
	entries_are(f, "throw 2 2 2 5 5, score, throw 1 2 3 5 5, scratch");
	const char *const refused[][2] = {
		{"6 6 6 6 1 fullhouse", "alice's fullhouse is already written (25)"},
		{"6 6 6 6 1 nosuchbox", "nosuchbox"},
		{"6 6 6 6 1 scratch", "scratch"},
		{"6 6 6 6 1 2 3", "dice"},
	};
	for (int i = 0; i < 4; i++) {
		assert_refused(f, 4 + i, refused[i][0], refused[i][1]);
		entries_are(f, "throw 2 2 2 5 5, score, throw 1 2 3 5 5, scratch");
	}
	/* a whole hand, then a digit: the box of that face */
	assert_ok(f, 8, "6 6 6 6 1 6");
	assert_non_null(strstr(f->out, "alice writes 24 in the 6s"));
	entries_are(f, "throw 2 2 2 5 5, score, throw 1 2 3 5 5, scratch,"
	    " throw 6 6 6 6 1, score");
	/* two entries, as if both had been typed: undo takes back one */
	assert_ok(f, 9, "undo");
	entries_are(f, "throw 2 2 2 5 5, score, throw 1 2 3 5 5, scratch,"
	    " throw 6 6 6 6 1");
}

static void
test_ambiguous_throw_asks_at_a_terminal(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "6 1 1 6 5");
	/* A script cannot answer: refused, as before. */
	assert_refused(f, 3, "6 2 5", "1 1 or 1 5");
	entries_are(f, "throw 6 1 1 6 5");

	/* At a terminal, the one question instead, and the short answer. */
	f->t.ask = scripted_ask;
	scripted_answer = "1 6";
	asked[0] = '\0';
	assert_refused(f, 4, "6 2 5", "1 6 is not one of 1 1 or 1 5: nothing entered");
	assert_string_equal(asked, "  set aside 1 1 or 1 5? ");
	entries_are(f, "throw 6 1 1 6 5");
	scripted_answer = NULL;
	assert_refused(f, 5, "6 2 5", "nothing entered");
	scripted_answer = "   ";
	assert_refused(f, 6, "6 2 5", "nothing entered");
	/* a command typed instead of the answer: said not done, with the throw */
	scripted_answer = "x";
	assert_refused(f, 7, "6 2 5", "'x' is not one of them: nothing entered, not even the"
	    " throw; type keep FACES first, then the throw");
	entries_are(f, "throw 6 1 1 6 5");
	/* an answer that is no dice at all: the keep's own refusal */
	scripted_answer = "9";
	assert_refused(f, 7, "6 2 5", "9 is not a die face: faces go from 1 to 6");
	entries_are(f, "throw 6 1 1 6 5");

	scripted_answer = "11";
	assert_ok(f, 8, "6 2 5");
	entries_are(f, "throw 6 1 1 6 5, keep 1 1, throw 6 2 5");
	assert_non_null(strstr(f->out, "set aside 1 1: turn 200"));
	assert_non_null(strstr(f->out, "scoring: 5 = 50"));
	/* Two entries: undo takes back the throw, then the keep. */
	assert_ok(f, 9, "undo");
	entries_are(f, "throw 6 1 1 6 5, keep 1 1");

	/* Where only one group fits, nothing is asked. */
	assert_ok(f, 10, "undo");
	asked[0] = '\0';
	assert_ok(f, 11, "6 2");
	assert_string_equal(asked, "");
	entries_are(f, "throw 6 1 1 6 5, throw 6 2");
	f->t.ask = NULL;
}

/* In Yams, after 1 2 3 4 6, a throw of 3 dice keeps 2 of the hand: ten
 * ways, too many to list; at a terminal the question asks for their faces
 * and says the forms an answer takes; a script is refused as ever. */
static void
test_ten_keeps_asked_by_their_faces(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new yams alice bob");
	assert_ok(f, 2, "1 2 3 4 6");
	assert_refused(f, 3, "2 3 4", "of 1 2 3 4 6, which 2 dice were kept?");
	f->t.ask = scripted_ask;
	scripted_answer = "5 5";
	asked[0] = '\0';
	assert_refused(f, 4, "2 3 4", "5 5 is not 2 dice of the hand: nothing entered");
	assert_string_equal(asked, "  which 2 dice kept? their faces, as 1 2 or 12: ");
	entries_are(f, "throw 1 2 3 4 6");
	scripted_answer = "16";
	assert_ok(f, 5, "2 3 4");
	entries_are(f, "throw 1 2 3 4 6, keep 1 6, throw 2 3 4");
	assert_non_null(strstr(f->out, "throw 2 of 3: 1 2 3 4 6"));
	/* one die kept, five ways: few enough to list */
	assert_ok(f, 6, "score 1s");
	assert_ok(f, 7, "1 2 3 4 5");
	scripted_answer = "5";
	asked[0] = '\0';
	assert_ok(f, 8, "1 1 1 1");
	assert_string_equal(asked, "  kept 1, 2, 3, 4 or 5? ");
	entries_are(f, "throw 1 2 3 4 6, keep 1 6, throw 2 3 4, score, throw 1 2 3 4 5,"
	    " keep 5, throw 1 1 1 1");
	f->t.ask = NULL;
}

static void
test_forgotten_bank(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "1 1 1 2 3");
	assert_ok(f, 3, "keep 1 1 1");
	/* Five dice typed while alice could bank: bob's throw, surely. */
	assert_refused(f, 4, "2 2 3 4 6", "5 dice typed, a full hand: did alice bank? type bank first");
	/* Right after the throw too, where the five are no full hand. */
	assert_ok(f, 5, "undo");
	assert_refused(f, 6, "2 2 3 4 6", "did alice bank? type bank first");
	entries_are(f, "throw 1 1 1 2 3");
	/* A player who cannot bank yet (500 to open) is told the count only. */
	assert_ok(f, 7, "undo");
	assert_ok(f, 8, "1 2 3 4 6");
	assert_ok(f, 9, "keep 1");
	assert_refused(f, 10, "2 2 3 4 6", "5 dice typed, 4 in hand");
	assert_null(strstr(f->err, "bank"));
	/* A full hand that the rules take is no mistake: nothing to say. */
	assert_ok(f, 11, "undo");
	assert_ok(f, 12, "undo");
	assert_ok(f, 13, "1 1 1 5 5");
	assert_ok(f, 14, "2 2 3 4 6");
	entries_are(f, "throw 1 1 1 5 5, throw 2 2 3 4 6");

	/* At a terminal, the question instead: yes, the bank then bob's
	 * throw; no, the throw alone, refused as in a script. */
	assert_ok(f, 15, "undo");
	assert_ok(f, 16, "undo");
	assert_ok(f, 17, "1 1 1 2 3");
	f->t.ask = scripted_ask;
	scripted_answer = "no";
	asked[0] = '\0';
	assert_refused(f, 18, "2 2 3 4 6", "did alice bank? type bank first");
	assert_string_equal(asked, "  did alice bank? yes or no: ");
	entries_are(f, "throw 1 1 1 2 3");
	scripted_answer = "yes";
	assert_ok(f, 19, "2 2 3 4 6");
	assert_non_null(strstr(f->out, "alice opens with 1000"));
	entries_are(f, "throw 1 1 1 2 3, bank, throw 2 2 3 4 6");
	/* a full hand alice may throw: nothing asked */
	assert_ok(f, 20, "undo");
	assert_ok(f, 21, "undo");
	assert_ok(f, 22, "undo");
	assert_ok(f, 23, "1 1 1 5 5");
	asked[0] = '\0';
	assert_ok(f, 24, "2 2 3 4 6");
	assert_string_equal(asked, "");
	f->t.ask = NULL;
}

/* After a throw whose every die scores, the next throw is of all the
 * dice (a full hand): the same number of dice again is refused saying so. */
static void
test_full_hand_next_throw_said(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "1 1 2 3 4");
	assert_ok(f, 3, "keep 1 1");
	assert_ok(f, 4, "5 2 6");
	assert_ok(f, 5, "1 5");
	assert_refused(f, 6, "2 3", "1 5 is entered already: keeping all of it makes a full"
	    " hand: type the next throw, of 5 dice");
	entries_are(f, "throw 1 1 2 3 4, keep 1 1, throw 5 2 6, throw 1 5");
	assert_ok(f, 7, "2 3 4 6 6");
	entries_are(f, "throw 1 1 2 3 4, keep 1 1, throw 5 2 6, throw 1 5, throw 2 3 4 6 6");
}

static void
test_digit_line_is_a_throw(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_non_null(f->t.game);
	assert_ok(f, 2, "11534");
	assert_true(f->out[0] != '\0');
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(f->t.game->entry[0].action.verb, ACTION_THROW);
	assert_int_equal(f->t.game->entry[0].action.dice.n, 5);
	assert_memory_equal(f->t.game->entry[0].action.dice.face, "\1\1\5\3\4", 5);
	assert_int_equal(state_of(f)->phase, PHASE_THROWN);

	/* Faces with spaces, after taking it back, do the same. */
	assert_ok(f, 3, "undo");
	assert_int_equal(f->t.game->nactive, 0);
	assert_ok(f, 4, "1 1 5 3 4");
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(f->t.game->entry[0].action.verb, ACTION_THROW);
	assert_memory_equal(f->t.game->entry[0].action.dice.face, "\1\1\5\3\4", 5);

	/* A digit line the rules refuse is refused like any entry. */
	assert_refused(f, 5, "7 7 7 7 7", "7");
	assert_int_equal(f->t.game->nactive, 1);
}

static void
test_blank_and_comment_lines(void **state)
{
	struct fixture *f = *state;
	static const char *const quiet[] = {"", " ", "   \t  ", "\n", "\r\n", "# comment",
	    "#", "   # indented comment", "#bank", "# new 10000 alice"};
	for (size_t i = 0; i < sizeof quiet / sizeof quiet[0]; i++) {
		assert_int_equal(run(f, (long)i + 1, quiet[i]), CMD_OK);
		assert_string_equal(f->out, "");
		assert_string_equal(f->err, "");
	}
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);

	/* With a game open, too: nothing is played. */
	assert_ok(f, 20, "new 10000 alice bob");
	assert_ok(f, 21, "11534");
	for (size_t i = 0; i < sizeof quiet / sizeof quiet[0]; i++) {
		assert_int_equal(run(f, 22, quiet[i]), CMD_OK);
		assert_string_equal(f->out, "");
		assert_string_equal(f->err, "");
	}
	assert_int_equal(f->t.game->nactive, 1);
	assert_int_equal(state_of(f)->phase, PHASE_THROWN);
}

/* A line that is not text to read is refused whole, quoting at most 80
 * bytes of it, its control characters as escapes; its end may be "\n",
 * "\r\n" or "\r", however long the line. */
static void
test_lines_that_cannot_be_seen(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 chlo\xc3\xa9 bob\r\n");
	assert_ok(f, 2, "abandon\r");
	assert_ok(f, 3, "new 10000 d\xc3\xa9 eve\r");
	assert_int_equal(games_stored(f), 2);
	static const char cr[] = "tapis: line 4: the line holds a character that cannot be seen"
	    " or would steer the terminal ('new 10000 a\\x0db \xc3\xa9'): refused whole\n";
	assert_int_equal(run(f, 4, "new 10000 a\rb \xc3\xa9\r\n"), CMD_REJECTED);
	assert_string_equal(f->err, cr);
	assert_int_equal(run(f, 5, "new 10000 \xc3\xa9\n\n"), CMD_REJECTED);
	assert_string_equal(f->err, "tapis: line 5: the line holds a character that cannot be seen"
	    " or would steer the terminal ('new 10000 \xc3\xa9'): refused whole\n");
	assert_int_equal(run(f, 6, "new 10000 \xff\n"), CMD_REJECTED);
	assert_string_equal(f->err, "tapis: line 6: the line is not UTF-8 text (check the"
	    " terminal's encoding): refused whole\n");
	/* a line longer than 1024 bytes, a zero-width space at its end */
	char line[1400] = "new 10000 ";
	for (int i = 0; i < 600; i++)
		strcat(line, "\xc3\xa9");
	strcat(line, "\xe2\x80\x8b x\r\n");
	assert_int_equal(run(f, 7, line), CMD_REJECTED);
	char want[256] = "tapis: line 7: the line holds a character that cannot be seen or would"
	    " steer the terminal ('new 10000 ";
	for (int i = 0; i < 35; i++)
		strcat(want, "\xc3\xa9");
	strcat(want, "'): refused whole\n");
	assert_string_equal(f->err, want);
	assert_string_equal(f->out, "");
	assert_int_equal(games_stored(f), 2);
}

static void
test_entries_need_a_game(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "1 1 5 3 4", "no game open");
	assert_refused(f, 2, "11534", "no game open");
	assert_refused(f, 3, "roll 1 1 5 3 4", "no game open");
	assert_refused(f, 4, "keep 1", "no game open");
	assert_refused(f, 5, "bank", "no game open");
	assert_refused(f, 6, "undo", "no game open");
	assert_refused(f, 7, "sheet", "no game open");
	assert_int_equal(games_stored(f), 0);
}

/* What each command needs is checked before it runs, with the same words
 * whichever command it is. */
static void
test_need_refusals(void **state)
{
	struct fixture *f = *state;
	static const char *const need_game[] = {"undo", "redo", "sheet", "sheet all",
	    "annuler", "Feuille", "roll 1 1 5 3 4", "keep 1", "bank", "take", "garder 1",
	    "11534"};
	const char *none = "tapis: line 1: no game open: start one with new, or resume one\n";
	for (size_t i = 0; i < sizeof need_game / sizeof need_game[0]; i++) {
		assert_int_equal(run(f, 1, need_game[i]), CMD_REJECTED);
		if (strcmp(f->err, none) != 0)
			fail_msg("'%s': stderr '%s'", need_game[i], f->err);
		assert_string_equal(f->out, "");
	}
	/* What needs nothing runs with no game. */
	assert_ok(f, 2, "rules");
	assert_ok(f, 3, "games");
	assert_ok(f, 4, "help undo");
	assert_ok(f, 5, "eval 1 1 5 3 4");
	assert_int_equal(games_stored(f), 0);

	/* A finished game takes no entry, whichever verb or spelling. */
	assert_ok(f, 6, "new 5000 alice bob");
	assert_ok(f, 7, "1 1 1 1 1 1");
	assert_true(game_is_over(f->t.game));
	static const char *const entries[] = {"bank", "1 2 3", "123", "roll 1 2 3 4 5 6",
	    "keep 1", "take", "Banque", "reprendre"};
	const char *over = "tapis: line 8: game #1 is over, alice won: new starts another game;"
	    " undo takes back the last entry\n";
	for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++) {
		assert_int_equal(run(f, 8, entries[i]), CMD_REJECTED);
		if (strcmp(f->err, over) != 0)
			fail_msg("'%s': stderr '%s'", entries[i], f->err);
		assert_string_equal(f->out, "");
		entries_are(f, "throw 1 1 1 1 1 1");
	}
	/* The usage is checked first: a wrong count is said as such. */
	assert_refused(f, 9, "bank now", "usage: bank");
	/* Showing and undoing need a game, not one being played. */
	assert_ok(f, 10, "sheet");
	assert_non_null(strstr(f->out, "alice won\n"));
	assert_ok(f, 11, "undo");
	entries_are(f, "");
	assert_false(game_is_over(f->t.game));
	assert_ok(f, 12, "redo");
	entries_are(f, "throw 1 1 1 1 1 1");
	assert_true(game_is_over(f->t.game));
	assert_refused(f, 13, "redo", "nothing to redo");
	assert_refused(f, 14, "6 6", "game #1 is over, alice won");
	/* An abandoned game is closed: no game open. */
	assert_ok(f, 15, "new 10000 carol");
	assert_ok(f, 16, "abandon");
	assert_int_equal(run(f, 17, "bank"), CMD_REJECTED);
	assert_string_equal(f->err, "tapis: line 17: no game open: start one with new, or resume"
	    " one\n");
	assert_int_equal(run(f, 17, "undo"), CMD_REJECTED);
	assert_string_equal(f->err, "tapis: line 17: no game open: start one with new, or resume"
	    " one\n");
}

/* In the text of help, the lines of verbs come right after those of new,
 * and the command after new in the table right after them, once. */
static void
verbs_after_new(const char *text, const char *verbs)
{
	const struct command *new = named("new");
	const char *p = strstr(text, "\n  new (nouvelle) ");
	if (p == NULL)
		fail_msg("help has no line for new:\n%s", text);
	p = strstr(p, new->help);
	if (p == NULL || p[strlen(new->help)] != '\n')
		fail_msg("help does not end new's lines with its help:\n%s", text);
	p += strlen(new->help) + 1;
	if (strncmp(p, verbs, strlen(verbs)) != 0)
		fail_msg("help does not list the verbs right after new:\n%s", text);
	p += strlen(verbs);
	char next[64];
	const struct command *after = NULL;
	for (size_t i = 0; i + 1 < ncommands; i++)
		if (commands[i] == new)
			after = commands[i + 1];
	assert_non_null(after);
	snprintf(next, sizeof next, "  %s ", after->name);
	if (strncmp(p, next, strlen(next)) != 0)
		fail_msg("help does not go on with %s after the verbs:\n%s", after->name, text);
	/* once each */
	assert_null(strstr(p, "\n  keep "));
	assert_null(strstr(p, "\n  roll "));
}

/* help lists the games' verbs right after new; help VERB says the verb. */
static void
test_help_lists_and_explains_verbs(void **state)
{
	struct fixture *f = *state;
	const char *verbs =
	    "Entries of a game of 10000, 10000:350 or 5000:\n"
	    "  roll (lancer, throw, relancer) FACES\n"
	    "                           enter a throw (the faces alone do the same)\n"
	    "  keep (garder) FACES      set aside these dice from the last throw\n"
	    "  bank (marquer, banque, banquer)\n"
	    "                           write the turn's points and pass the dice\n"
	    "  take (reprendre)         take over the last banked turn (piggy-back)\n"
	    "Entries of a game of yams, yams:3col, yams:duel, yams:cross, yams:carnet or yahtzee:\n"
	    "  roll (lancer, throw, relancer) FACES\n"
	    "                           enter a throw (the faces alone do the same)\n"
	    "  keep (garder) FACES      name the dice kept for the next throw\n"
	    "  score (inscrire, noter) BOX [COLUMN]\n"
	    "                           write the dice in a box (or: 2 2 2 5 5 full)\n"
	    "  scratch (barrer, rayer) BOX [COLUMN]\n"
	    "                           write 0 in a box on purpose\n"
	    "Entries of a game of yam-master:\n"
	    "  roll (lancer, throw, relancer) FACES\n"
	    "                           enter a throw (the faces alone do the same)\n"
	    "  keep (garder) FACES      name the dice kept for the next throw\n"
	    "  call (annoncer, appeler) MAJOR\n"
	    "                           call a major after the first throw (Appel)\n"
	    "  place (poser) CELL       put a pawn on a free cell the dice make (a1 to e5)\n"
	    "  pass (passer)            end the turn without placing a pawn\n"
	    "  remove (retirer) CELL    with a Yam, take an opponent's pawn off (predator=yes)\n"
	    "Entries of a game of 421 or 421:8:\n"
	    "  roll (lancer, throw, relancer) FACES\n"
	    "                           enter a throw (the faces alone do the same)\n"
	    "  keep (garder) FACES      name the dice kept for the next throw (the d\u00e9charge)\n"
	    "  stop (arr\u00eater, reste)    end the turn before the last throw allowed (the d\u00e9charge)\n"
	    "More commands:\n";
	assert_ok(f, 1, "help");
	verbs_after_new(f->out, verbs);
	/* the same with a game open, behind help all */
	assert_ok(f, 2, "new 10000 alice bob");
	assert_ok(f, 3, "aide tout");
	verbs_after_new(f->out, verbs);
	/* help alone: the game's entries first, then the commands of play,
	 * in one screen of 24 lines */
	assert_ok(f, 3, "help");
	const char *first = "Entries of this game (10000):\n";
	assert_int_equal(strncmp(f->out, first, strlen(first)), 0);
	assert_non_null(strstr(f->out, "\nWhile playing:\n  undo (annuler)"));
	assert_null(strstr(f->out, "scratch"));    /* no other game's entries */
	assert_null(strstr(f->out, "leaderboard"));   /* nor commands of the past */
	int lines = 0;
	for (const char *p = f->out; *p; p++)
		lines += *p == '\n';
	assert_true(lines <= 24);

	const char *keep = "usage: keep FACES\n"
	    "  set aside these dice from the last throw\n"
	    "  also: garder\n"
	    "  Every die set aside must belong to a scoring combination of that\n"
	    "  throw; the group is worth its best split.  A second keep of the same\n"
	    "  throw adds to the first: keep 5 5, then keep 5, is 5 5 5.\n";
	static const char *const keeps[] = {"help keep", "help garder", "help Ke", "? KEEP",
	    "aide Garde"};
	for (size_t i = 0; i < sizeof keeps / sizeof keeps[0]; i++) {
		assert_ok(f, 4, keeps[i]);
		assert_string_equal(f->out, keep);
	}
	assert_ok(f, 5, "help throw");
	assert_string_equal(f->out, "usage: roll FACES\n"
	    "  enter a throw (the faces alone do the same)\n"
	    "  also: lancer, throw, relancer\n"
	    "  Right after a scoring throw, a throw of fewer dice sets aside the\n"
	    "  dice that were not thrown again (at a terminal, tapis asks which when\n"
	    "  two groups fit).  A throw of the dice on a piggy-back offer takes it.\n");
	assert_ok(f, 6, "help bank");
	assert_string_equal(f->out, "usage: bank\n"
	    "  write the turn's points and pass the dice\n"
	    "  also: marquer, banque, banquer\n"
	    "  Without a keep, the dice of the last throw worth the most are set aside\n"
	    "  (every scoring die, under the usual rules).\n");
	/* no details: the usage, the line of help and the aliases */
	assert_ok(f, 7, "help reprendre");
	assert_string_equal(f->out, "usage: take\n"
	    "  take over the last banked turn (piggy-back)\n"
	    "  also: reprendre\n"
	    "  Typing a throw of the dice on offer does the same.\n");
	/* a command, as before */
	assert_ok(f, 8, "help undo");
	assert_string_equal(f->out, "usage: undo\n"
	    "  take back the last entry\n"
	    "  also: annuler\n"
	    "  Goes back one entry at a time, to the start of the game, even after\n"
	    "  a restart.\n");
	assert_refused(f, 9, "help frob", "unknown command 'frob'");
	assert_refused(f, 10, "help re", "ambiguous");
	/* help asks nothing of the game */
	assert_int_equal(f->t.game->nactive, 0);
}

/* Help that names the games names them from the family table: every
 * family, each once, and no list typed by hand that a new game misses. */
static void
test_help_names_every_game(void **state)
{
	struct fixture *f = *state;
	long line = 1;
	int named = 0;
	for (size_t i = 0; i < ncommands; i++) {
		if (!commands[i]->details_name_games)
			continue;
		assert_non_null(commands[i]->details);   /* the format that names them */
		char typed[64], list[256] = "(";
		snprintf(typed, sizeof typed, "help %s", commands[i]->name);
		assert_ok(f, line++, typed);
		for (size_t k = 0; k < nfamilies; k++)
			snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
			    k ? ", " : "", families[k].engine->family);
		strcat(list, ")");
		assert_non_null(strstr(f->out, list));
		named++;
	}
	/* games and stats say which games a GAME-KIND may be */
	assert_true(named >= 2);
}

/* A usage of its own for a command typed alone comes with the test of
 * when it is (command_usage asks it). */
static void
test_usage_alone_comes_with_alone(void **state)
{
	(void)state;
	for (size_t i = 0; i < ncommands; i++)
		if (commands[i]->usage_alone != NULL && commands[i]->alone == NULL)
			fail_msg("%s has a usage_alone and no alone", commands[i]->name);
}

/* Each game has one verb a line of faces alone is (its throw: 1 1 5 2 3),
 * its first: a line of faces is always some game's throw. */
static void
test_every_game_takes_faces_alone(void **state)
{
	(void)state;
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		int n = 0;
		for (size_t v = 0; v < e->nverbs; v++)
			n += e->verbs[v].faces_alone;
		if (n != 1 || !e->verbs[0].faces_alone)
			fail_msg("%s: %d verbs of faces alone, or not the first", e->family, n);
	}
}

/* help sheet, odds, hint and stats say each game's part from the family
 * table, in its order, each game named where its paragraph starts: a new
 * game's lines come with it, 421's among them. */
static void
test_help_says_each_game_from_the_table(void **state)
{
	struct fixture *f = *state;
	long line = 1;
	int told = 0;
	for (size_t i = 0; i < ncommands; i++) {
		const struct command *c = commands[i];
		if (c->game_details == NULL)
			continue;
		char typed[64];
		snprintf(typed, sizeof typed, "help %s", c->name);
		assert_ok(f, line++, typed);
		const char *after = f->out;
		int games = 0;
		for (size_t k = 0; k < nfamilies; k++) {
			char buf[1024], start[64];
			const char *said = c->game_details(&families[k], buf, sizeof buf);
			if (said == NULL)
				continue;
			/* its first words, as the first line of its paragraph */
			snprintf(start, sizeof start, "\n  %.20s", said);
			const char *at = strstr(after, start);
			if (at == NULL)
				fail_msg("help %s does not say '%s' where it follows:\n%s", c->name,
				    start + 3, f->out);
			/* the game named first ("10000 and 5000" for "10000, 5000") */
			const char *title = engine_words(families[k].engine)->title;
			assert_memory_equal(said, title, strcspn(title, ", "));
			after = at + 1;
			games++;
		}
		/* every game has a sheet and tables of its own */
		if (strcmp(c->name, "sheet") == 0 || strcmp(c->name, "stats") == 0)
			assert_int_equal(games, (int)nfamilies);
		told++;
	}
	assert_true(told >= 4);
}

static void
test_unknown_and_ambiguous_commands(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "frobnicate", "unknown command");
	assert_refused(f, 2, "re", "ambiguous");
	assert_refused(f, 3, "frobnicate 1 2 3", "frobnicate");
	/* a command's word is matched without its accents, however many
	 * marks it carries: 69 bytes still name games, past the 63 the
	 * line's look-ahead reads (command_line.c, named_command) */
	char word[128] = "g";
	for (int i = 0; i < 32; i++)
		strcat(word, "\xcc\x81");
	strcat(word, "ames");
	assert_ok(f, 4, "new 10000 ann bob");
	assert_ok(f, 5, word);
	assert_non_null(strstr(f->out, "ann 0, bob 0"));
}

static void
test_new_needs_players(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 10000", "player");
	assert_refused(f, 2, "new 10000 overshoot=minus2000", "player");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

static void
test_new_refuses_a_name_twice(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 10000 alice Alice", "twice");
	assert_non_null(strstr(f->err, "Alice"));
	assert_refused(f, 2, "new 10000 alice bob ALICE", "twice");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

/* One rule for a new name, at new and at rename: a character everyone can
 * see and read back (no private-use or unassigned code point, no blank
 * braille, no line separator), and none that looks like another player's
 * of the same game (Unicode's confusable skeletons); merge may join two
 * look-alikes, as that is how they are mended.  Each refusal one line,
 * nothing stored. */
static void
test_names_read_and_told_apart(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 10000 alice \xd0\xb0lice", "\xd0\xb0lice looks like alice: each"
	    " player needs a name the others can tell apart");
	assert_refused(f, 2, "new 10000 bob1 bobl", "bobl looks like bob1");
	assert_refused(f, 3, "new 10000 \xe2\xa0\x80 bob", "has no character that can be seen");
	assert_refused(f, 4, "new 10000 a\xe2\xa0\x80 bob", "no one can read back");
	assert_refused(f, 5, "new 10000 x\xee\x80\x80 bob", "no one can read back");  /* U+E000 */
	assert_refused(f, 6, "new 10000 x\xf3\xb0\x80\x80 bob", "no one can read back");
	assert_refused(f, 7, "new 10000 y\xf0\xaf\xbf\xbd bob", "no one can read back");
	assert_int_equal(games_stored(f), 0);
	assert_ok(f, 8, "new 10000 ann bob");
	assert_ok(f, 9, "new 10000 carl dora");
	assert_refused(f, 10, "rename bob \xd0\xb0nn", "\xd0\xb0nn looks like ann: each player"
	    " needs a name the others can tell apart (in game #1)");
	assert_refused(f, 11, "rename bob b\xee\x80\x80" "b", "no one can read back");
	/* beside players of other games only: no look-alike there */
	assert_ok(f, 12, "rename dora d\xd0\xb0n");
	/* two look-alikes in two games are one person: merge joins them */
	assert_ok(f, 13, "rename bob b0b");
	assert_ok(f, 14, "new 10000 bob carl");
	assert_ok(f, 15, "merge b0b into bob");
}

/* A sheet's label is a name the table gives a box: the rule of players'
 * names holds to it (issue 31), at new and preset save, the refusal
 * naming the box; a label that reads back and stands apart is taken. */
static void
test_labels_keep_the_names_rule(void **state)
{
	struct fixture *f = *state;
	static const struct {
		const char *list, *said;
	} bad[] = {
		/* two boxes of one label: score x wrote in the full */
		{"boxes=1,full:25/lower=x,chance/lower=x", "full=x: x already names chance: each box"
		    " needs a name of its own"},
		{"boxes=1,full:25/lower=CHANCE,chance", "full=CHANCE: chance already names chance"},
		{"boxes=1,full:25=as", "full=as: as already names 1"},
		/* a label another box's word is, or starts as a number does */
		{"boxes=1,full:25/lower=1", "full=1: a label starts with a letter"},
		{"boxes=1,full:25=l", "full=l looks like 1, which names 1: each box needs a name"
		    " the others can tell apart"},
		/* labels that show nothing or nothing anyone reads back */
		{"boxes=1,full:25/lower=\xe2\xa0\x80", "full=\xe2\xa0\x80: the label has no"
		    " character that can be seen"},
		{"boxes=1,full:25=x\xee\x80\x80", "the label has a character no one can read back"},
		{"boxes=1,full:25=x\xf3\xb0\x80\x81", "the label has a character no one can read"},
		{"boxes=1,full:25=x\xcd\xb8", "the label has a character no one can read back"},
		{"boxes=1,full:25=\xee\x80\x80", "full=\xee\x80\x80: the label has no character"},
		{"boxes=1,full:25=a\xc2\xa0" "b", "full=a\xc2\xa0" "b: a label, as a player's name, holds"
		    " no control"},
		/* look-alikes: a Cyrillic aa beside a Latin one */
		{"boxes=1,full:25/lower=\xd0\xb0\xd0\xb0,chance=aa", "full=\xd0\xb0\xd0\xb0 looks"
		    " like aa, which names chance"},
	};
	char line[256];
	long n = 1;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++, n++) {
		snprintf(line, sizeof line, "new yams ann ben bonus=0 %s", bad[i].list);
		assert_refused(f, n, line, bad[i].said);
		snprintf(line, sizeof line, "preset save pad yams bonus=0 %s", bad[i].list);
		assert_refused(f, ++n, line, bad[i].said);
	}
	assert_int_equal(games_stored(f), 0);
	assert_refused(f, ++n, "new pad ann ben", "unknown game 'pad'");   /* none saved */
	/* its own word, another case of it, a word of no box of the sheet */
	assert_ok(f, ++n, "new yams ann ben bonus=0 boxes=1,full:25=Full,chance=Tout,yams:50=x");
	assert_ok(f, ++n, "new yams ann ben bonus=0 boxes=1,full:25=carre,chance=Tout");
}

/* path (a new file of a temporary name, from template) holding text. */
static void
file_with(char *path, const char *text)
{
	const char *tmp = getenv("TMPDIR");
	snprintf(path, 256, "%s/tapis-test-board-XXXXXX", tmp != NULL && *tmp ? tmp : "/tmp");
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	size_t n = strlen(text);
	assert_int_equal(write(fd, text, n), (ssize_t)n);
	assert_int_equal(close(fd), 0);
}

/* A board file is read as a line is: a byte order mark first, as some
 * editors write one, is passed over; an empty place between two commas
 * is a typo, said by its place (issue 31). */
static void
test_board_file_as_a_line(void **state)
{
	struct fixture *f = *state;
	char path[256], line[320];
	file_with(path, "\xef\xbb\xbf# our board\n3 1 appel 4 6\n2 carre sec full 5\n"
	    "small full yam appel suite\n6 sec suite small 1\n3 2 carre 5 4\n");
	snprintf(line, sizeof line, "new yam-master ann ben board=%s", path);
	assert_ok(f, 1, line);
	assert_non_null(strstr(f->out, "| 3       | 1       | Appel"));
	unlink(path);
	file_with(path, "3,1,appel,4,6\n2,carre,,sec,full,5\nsmall full yam appel suite\n"
	    "6 sec suite small 1\n3 2 carre 5 4\n");
	snprintf(line, sizeof line, "new yam-master ann ben board=%s", path);
	assert_refused(f, 2, line, "line 2, column 9: a comma stands between two cells of a row,"
	    " not beside another or at the row's end");
	unlink(path);
	file_with(path, "3,1,appel,4,6,\n2,carre,sec,full,5\nsmall full yam appel suite\n"
	    "6 sec suite small 1\n3 2 carre 5 4\n");
	snprintf(line, sizeof line, "new yam-master ann ben board=%s", path);
	assert_refused(f, 3, line, "line 1, column 14: a comma stands between two cells");
	unlink(path);
	/* a full-width 1 is no cell 1: the grammar's are 1 to 6 */
	assert_refused(f, 4, "new yam-master ann ben board=3,\xef\xbc\x91,appel,4,6/2,carre,sec,"
	    "full,5/small,full,yam,appel,suite/6,sec,suite,small,1/3,2,carre,5,4", "line 1,"
	    " column 3: no cell of a board is named so");
	assert_int_equal(games_stored(f), 1);
}

/* The line of `rules` output for option name, into buf. */
static const char *
rules_line(const char *text, const char *name, char *buf, size_t len)
{
	char key[64];
	snprintf(key, sizeof key, "  %s ", name);
	const char *p = strstr(text, key);
	if (p == NULL)
		fail_msg("no line for %s in:\n%s", name, text);
	const char *nl = strchr(p, '\n');
	size_t n = nl ? (size_t)(nl - p) : strlen(p);
	if (n >= len)
		n = len - 1;
	memcpy(buf, p, n);
	buf[n] = '\0';
	return buf;
}

static void
test_new_with_an_option(void **state)
{
	struct fixture *f = *state;
	char line[256];
	assert_ok(f, 1, "new 10000 alice overshoot=minus2000");
	assert_non_null(f->t.game);
	assert_int_equal(f->t.game->nplayers, 1);
	assert_string_equal(f->t.game->name[0], "alice");
	assert_string_equal(f->t.game->ruleset, "10000");
	assert_int_equal(rules_of(f)->overshoot, OVERSHOOT_MINUS);
	assert_int_equal(rules_of(f)->overshoot_points, 2000);
	assert_int_equal(games_stored(f), 1);

	assert_ok(f, 2, "rules");
	assert_non_null(strstr(rules_line(f->out, "overshoot", line, sizeof line), "minus2000"));
	/* Options left alone keep the preset's value. */
	assert_non_null(strstr(rules_line(f->out, "target", line, sizeof line), "10000"));

	/* The game read back from the store has the option too. */
	session_close(&f->t);
	assert_ok(f, 3, "resume 1");
	assert_int_equal(rules_of(f)->overshoot, OVERSHOOT_MINUS);
	assert_ok(f, 4, "rules");
	assert_non_null(strstr(rules_line(f->out, "overshoot", line, sizeof line), "minus2000"));
}

static void
test_new_refuses_an_unknown_option(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 10000 alice foo=1", "foo");
	assert_non_null(strstr(f->err, "unknown option"));
	assert_refused(f, 2, "new 10000 alice overshoot=sideways", "sideways");
	assert_refused(f, 3, "new 10000 alice target=lots", "target");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

static void
test_new_six_dice_combinations(void **state)
{
	struct fixture *f = *state;
	/* Three pairs need six dice. */
	assert_refused(f, 1, "new 10000 alice pairs=600", "pairs");
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);

	assert_ok(f, 2, "new 10000 alice dice=6 pairs=600");
	assert_non_null(f->t.game);
	assert_int_equal(rules_of(f)->dice, 6);
	assert_int_equal(rules_of(f)->three_pairs, 600);
	assert_int_equal(state_of(f)->in_hand, 6);
	assert_int_equal(games_stored(f), 1);

	/* The rules are checked as a whole, whatever the order typed. */
	assert_ok(f, 3, "new 10000 bob pairs=600 dice=6");
	assert_int_equal(rules_of(f)->three_pairs, 600);
	assert_int_equal(games_stored(f), 2);

	/* And the pairs score in that game. */
	assert_ok(f, 4, "2 2 3 3 4 4");
	assert_int_equal(state_of(f)->phase, PHASE_THROWN);
	assert_ok(f, 5, "keep 2 2 3 3 4 4");
	assert_int_equal(state_of(f)->turn_points, 600);
}

static void
test_new_refuses_an_unknown_game(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "new 9999 alice", "9999");
	/* The message lists the games there are. */
	for (size_t i = 0; i < nfamilies; i++)
		for (size_t k = 0; k < families[i].engine->npresets; k++)
			assert_non_null(strstr(f->err, families[i].engine->presets[k].name));
	assert_non_null(strstr(f->err, "10000:350"));
	assert_non_null(strstr(f->err, "5000"));
	assert_null(f->t.game);
	assert_int_equal(games_stored(f), 0);
}

static void
test_quit_and_its_alias(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "exit");
	assert_true(f->t.quit);
	f->t.quit = false;
	assert_ok(f, 2, "quit");
	assert_true(f->t.quit);
}

static void
test_interactive_refusals_on_stdout(void **state)
{
	struct fixture *f = *state;
	f->t.ui.interactive = true;
	assert_int_equal(run(f, 1, "bank"), CMD_REJECTED);
	assert_string_equal(f->err, "");
	assert_non_null(strstr(f->out, "no game open"));
}


/* ---- delete asks at the terminal (through scripted_ask) */

static void
test_delete_asks_at_the_terminal(void **state)
{
	struct fixture *f = *state;
	static const char *const no[] = {"n", "", "non", "maybe", NULL};
	f->t.ask = scripted_ask;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "1 1 5 3 4");
	/* Only yes deletes: no, an empty line, other words, the end of input. */
	for (size_t i = 0; i < sizeof no / sizeof no[0]; i++) {
		scripted_answer = no[i];
		asked[0] = '\0';
		assert_ok(f, 3, "delete 1");
		assert_string_equal(asked, "delete game #1 (10000: alice, bob, 1 entry)? [y/N] ");
		assert_string_equal(f->out, "game #1 is kept: nothing deleted\n");
		assert_int_equal(games_stored(f), 1);
		assert_non_null(f->t.game);
	}
	scripted_answer = " Oui ";
	assert_ok(f, 4, "supprimer #1");
	assert_string_equal(f->out, "deleted game #1 (10000: alice, bob, 1 entry)\n");
	assert_int_equal(games_stored(f), 0);
	assert_null(f->t.game);
	/* --yes asks nothing. */
	assert_ok(f, 5, "new 10000 carol");
	asked[0] = '\0';
	assert_ok(f, 6, "delete --yes 2");
	assert_string_equal(asked, "");
	assert_int_equal(games_stored(f), 0);
}

static void
test_delete_and_abandon_refusals(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "abandon", "no game open to abandon");
	assert_refused(f, 2, "abandon 3", "there is no game #3");
	assert_refused(f, 3, "delete 3 --yes", "there is no game #3");
	assert_refused(f, 4, "delete x", "'x' is not a game number");
	assert_refused(f, 5, "delete", "usage: delete GAME [--yes]");
	assert_ok(f, 6, "new 10000 alice bob");
	assert_refused(f, 7, "delete 1", "delete in a script needs --yes: delete 1 --yes");
	assert_refused(f, 8, "delete 1 1", "usage: delete GAME [--yes]");
	/* check takes no words but its flag, in either language */
	assert_refused(f, 8, "check 1", "check takes --repair, not '1'");
	assert_refused(f, 8, "check --fix", "check takes --repair, not '--fix'");
	assert_refused(f, 8, "vérifier --yes", "takes --repair, not '--yes'");
	assert_ok(f, 8, "vérifier --réparer");
	assert_ok(f, 9, "abandonner");
	assert_null(f->t.game);
	assert_refused(f, 10, "abandon 1", "game #1 is already abandoned");
	assert_refused(f, 11, "resume 1", "game #1 was abandoned");
	assert_refused(f, 12, "resume", "no unfinished game to resume");
}

static void
test_new_over_an_unfinished_game(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 alice bob");
	assert_ok(f, 2, "new 5000 carol");
	assert_non_null(strstr(f->out, "\ngame #1 (10000: alice, bob) stays unfinished:"
	    " resume 1 takes it up again\n"));
	/* Over a finished game, or none, nothing more is said. */
	assert_ok(f, 3, "new 10000 dan target=1000 opening=0");
	assert_ok(f, 4, "1 1 1 2 3");
	assert_ok(f, 5, "bank");
	assert_ok(f, 6, "new 10000 eve");
	assert_null(strstr(f->out, "unfinished"));
	/* Over an abandoned one neither (it is closed anyway). */
	assert_ok(f, 7, "abandon");
	assert_ok(f, 8, "new 10000 eve");
	assert_null(strstr(f->out, "unfinished"));
}

static void
test_reply_of(void **state)
{
	(void)state;
	assert_int_equal(reply_of("y"), REPLY_YES);
	assert_int_equal(reply_of(" YES \n"), REPLY_YES);
	assert_int_equal(reply_of("o"), REPLY_YES);
	assert_int_equal(reply_of("Oui"), REPLY_YES);
	assert_int_equal(reply_of("n"), REPLY_NO);
	assert_int_equal(reply_of("No"), REPLY_NO);
	assert_int_equal(reply_of("non"), REPLY_NO);
	assert_int_equal(reply_of(NULL), REPLY_NO);
	assert_int_equal(reply_of(""), REPLY_EMPTY);
	assert_int_equal(reply_of("  \t"), REPLY_EMPTY);
	assert_int_equal(reply_of("yes please"), REPLY_OTHER);
	assert_int_equal(reply_of("yeah"), REPLY_OTHER);
	assert_int_equal(reply_of("ouiouioui"), REPLY_OTHER);
	assert_int_equal(reply_of("new 10000 a"), REPLY_OTHER);
}

/* Tab offers every word a command's usage spells as typed (all, --json,
 * --yes, list, into...), where it may be typed: after the command's name,
 * or after a word or two more.  Words in capitals are what the user fills
 * in (GAME, NAME=VALUE...). */
struct offered {
	char words[512][64];
	int n;
};

static void
collect(struct completion *c, const char *word)
{
	struct offered *o = c->ctx;
	if (o->n < 512)
		snprintf(o->words[o->n++], sizeof o->words[0], "%s", word);
}

/* Whether Tab offers word after line (a command's name and more). */
static bool
offers(struct tapis *t, const char *line, const char *word)
{
	struct offered o = {.n = 0};
	struct completion c = {.t = t, .text = "", .add = collect, .ctx = &o};
	command_complete(&c, line);
	for (int i = 0; i < o.n; i++)
		if (strcmp(o.words[i], word) == 0)
			return true;
	return false;
}

static void
test_usage_words_complete(void **state)
{
	struct fixture *f = *state;
	int literals = 0;
	static const char *const before[] = {"", " 1", " 1 2", " save", " list", " delete"};
	for (size_t i = 0; i < ncommands; i++) {
		char usage[256], *save = NULL;
		snprintf(usage, sizeof usage, "%s", commands[i]->usage);
		for (char *w = strtok_r(usage, " []|", &save); w; w = strtok_r(NULL, " []|", &save)) {
			if (strpbrk(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != NULL)
				continue;
			literals++;
			bool found = false;
			for (size_t k = 0; k < sizeof before / sizeof before[0] && !found; k++) {
				char line[128];
				snprintf(line, sizeof line, "%s%s ", commands[i]->name, before[k]);
				found = offers(&f->t, line, w);
			}
			if (!found)
				fail_msg("%s: '%s' of its usage does not complete", commands[i]->name, w);
		}
	}
	assert_true(literals >= 9);    /* all, --tsv, --json, --yes, save, list... */
}

/* A command the game in play does not take says why, whatever words it
 * was given: odds in 10000, where no box is named, is no usage slip. */
static void
test_command_not_of_this_game(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 ann bob");
	assert_refused(f, 2, "odds", "odds is for games whose dice fill boxes; 10000 has none");
	assert_refused(f, 3, "odds 5", "odds is for games whose dice fill boxes; 10000 has none");
	assert_ok(f, 4, "new yams ann bob");
	assert_refused(f, 5, "odds", "usage: odds BOX");
}

/* show alone: the open game, else the newest; none stored, it says so. */
static void
test_show_alone(void **state)
{
	struct fixture *f = *state;
	assert_refused(f, 1, "show", "no game to show yet");
	assert_ok(f, 2, "new 10000 ann bob");
	assert_ok(f, 3, "1 1 1 2 3");
	assert_ok(f, 4, "show");
	assert_non_null(strstr(f->out, "Game #1"));
	assert_non_null(strstr(f->out, "ann"));
	assert_ok(f, 5, "new yams cid dan");
	assert_ok(f, 6, "show");
	assert_non_null(strstr(f->out, "Game #2"));
	assert_ok(f, 7, "show 1");
	assert_non_null(strstr(f->out, "Game #1"));
	/* none open: the newest stored, though abandoned */
	assert_ok(f, 8, "abandon");
	assert_null(f->t.game);
	assert_ok(f, 9, "show");
	assert_non_null(strstr(f->out, "Game #2"));
	assert_non_null(strstr(f->out, "cid"));
	assert_null(strstr(f->out, "ann"));
}

/* Speaks the language given ("" English, "fr" French) from here on, as
 * LANGUAGE would at start-up; false if the build's catalogue is not there. */
static bool
speak(const char *language)
{
	const char *dir = getenv("TEXTDOMAINDIR");
	if (dir == NULL || setlocale(LC_ALL, "C.UTF-8") == NULL)
		return false;
	setenv("LANGUAGE", language, 1);
	bindtextdomain(PACKAGE, dir);
	textdomain(PACKAGE);
	i18n_forget();
	return true;
}

/* help in a game, as a terminal of 80 columns shows it: at most 22 rows,
 * so that the line typed and the next prompt fit a screen of 24 too; in
 * every game and rule set, in English and in French. */
static void
test_help_in_a_game_fits_a_screen(void **state)
{
	struct fixture *f = *state;
	static const char *const languages[] = {"", "fr"};
	f->t.ui.columns = 80;
	long line = 1;
	int too_long = 0;
	for (size_t l = 0; l < 2; l++) {
		assert_true(speak(languages[l]));
		for (size_t g = 0; g < nfamilies; g++) {
			const struct engine *e = families[g].engine;
			for (size_t k = 0; k < e->npresets; k++) {
				char start[128];
				const char *names = e->max_players >= 3 ? "ann bob cid" : "ann bob";
				snprintf(start, sizeof start, "new %s %s", e->presets[k].name, names);
				assert_ok(f, line++, start);
				assert_ok(f, line++, "help");
				int rows = 0;
				for (const char *p = f->out; *p; p++)
					rows += *p == '\n';
				/* and no line wider than the screen, which would break
				 * it where a word stands */
				for (const char *p = f->out; *p != '\0';) {
					size_t n = strcspn(p, "\n");
					char one[512];
					snprintf(one, sizeof one, "%.*s", (int)n, p);
					if (text_width(one) > 80)
						fail_msg("help in %s (LANGUAGE=%s) has a line of %d columns: %s",
						    e->presets[k].name, languages[l], text_width(one), one);
					p += n + (p[n] == '\n');
				}
				if (rows > 22) {
					print_message("help in %s (LANGUAGE=%s) is %d rows at 80 columns:\n%s",
					    e->presets[k].name, languages[l], rows, f->out);
					too_long++;
				}
				assert_ok(f, line++, "abandon");
			}
		}
	}
	assert_true(speak(""));
	f->t.ui.columns = 0;
	assert_int_equal(too_long, 0);
}

/* In French, what a refusal lists is named in French: the commands a
 * prefix may mean, the one a typo is near, a command's flags, an entry's
 * usage. */
static void
test_refusals_name_french_words(void **state)
{
	struct fixture *f = *state;
	if (!speak("fr"))
		skip();
	assert_refused(f, 1, "co", "'co' est ambigu : conseil, continuer, courbe, contre");
	assert_refused(f, 2, "exportre", "vouliez-vous dire exporter ?");
	assert_refused(f, 3, "parties --x", "parties prend --tout, --tsv, --json ou --ligue, pas '--x'");
	assert_ok(f, 4, "nouvelle 10000 a b");
	assert_refused(f, 5, "garder", "usage : garder FACES");
	assert_refused(f, 6, "marquer 5", "usage : marquer");
	assert_true(speak(""));
}

/* help with no word, once the game is over, lists every game's entries
 * and every command, as with no game open: none of them is the game's. */
static void
test_help_after_the_game_ends(void **state)
{
	struct fixture *f = *state;
	assert_ok(f, 1, "new 10000 ann bob target=1000 opening=0");
	assert_ok(f, 2, "help");
	assert_null(strstr(f->out, "Entries of a game of yams"));
	assert_ok(f, 3, "1 1 1 2 3");
	assert_ok(f, 4, "bank");
	assert_true(game_is_over(f->t.game));
	assert_ok(f, 5, "help");
	assert_non_null(strstr(f->out, "Entries of a game of 10000"));
	assert_non_null(strstr(f->out, "Entries of a game of yams"));
	assert_non_null(strstr(f->out, "More commands:"));
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_find_exact_names),
		cmocka_unit_test_setup_teardown(test_lines_that_cannot_be_seen, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bounded_session_refuses_waiting, setup, teardown),
		cmocka_unit_test_setup_teardown(test_usage_words_complete, setup, teardown),
		cmocka_unit_test(test_find_aliases),
		cmocka_unit_test(test_every_option_has_a_french_name),
		cmocka_unit_test(test_every_command_word_has_a_french_word),
		cmocka_unit_test(test_usage_alone_comes_with_alone),
		cmocka_unit_test(test_every_game_takes_faces_alone),
		cmocka_unit_test(test_find_every_verb),
		cmocka_unit_test(test_find_prefers_the_open_game),
		cmocka_unit_test(test_find_unique_prefixes),
		cmocka_unit_test(test_find_ambiguous),
		cmocka_unit_test(test_find_unknown),
		cmocka_unit_test(test_find_any_case_and_accents),
		cmocka_unit_test(test_every_command_has_a_french_word),
		cmocka_unit_test(test_table_is_well_formed),
		cmocka_unit_test_setup_teardown(test_wrong_argument_counts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_digit_line_is_a_throw, setup, teardown),
		cmocka_unit_test_setup_teardown(test_several_commands_on_a_line, setup, teardown),
		cmocka_unit_test_setup_teardown(test_421_asks_which_dice_were_kept, setup, teardown),
		cmocka_unit_test_setup_teardown(test_421_kept_agrees_in_french, setup, teardown),
		cmocka_unit_test_setup_teardown(test_421_forgotten_stop, setup, teardown),
		cmocka_unit_test_setup_teardown(test_421_forgotten_stop_ends_the_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_421_forgotten_stop_ends_the_round, setup, teardown),
		cmocka_unit_test_setup_teardown(test_yams_throw_and_box_on_one_line, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_ambiguous_throw_asks_at_a_terminal, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_ten_keeps_asked_by_their_faces, setup, teardown),
		cmocka_unit_test_setup_teardown(test_forgotten_bank, setup, teardown),
		cmocka_unit_test_setup_teardown(test_full_hand_next_throw_said, setup, teardown),
		cmocka_unit_test_setup_teardown(test_blank_and_comment_lines, setup, teardown),
		cmocka_unit_test_setup_teardown(test_entries_need_a_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_need_refusals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_help_lists_and_explains_verbs, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_help_names_every_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_help_in_a_game_fits_a_screen, setup, teardown),
		cmocka_unit_test_setup_teardown(test_command_not_of_this_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_show_alone, setup, teardown),
		cmocka_unit_test_setup_teardown(test_help_says_each_game_from_the_table, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_unknown_and_ambiguous_commands, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_needs_players, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_refuses_a_name_twice, setup, teardown),
		cmocka_unit_test_setup_teardown(test_names_read_and_told_apart, setup, teardown),
		cmocka_unit_test_setup_teardown(test_labels_keep_the_names_rule, setup, teardown),
		cmocka_unit_test_setup_teardown(test_board_file_as_a_line, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_with_an_option, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_refuses_an_unknown_option, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_six_dice_combinations, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_refuses_an_unknown_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_quit_and_its_alias, setup, teardown),
		cmocka_unit_test_setup_teardown(test_interactive_refusals_on_stdout, setup, teardown),
		cmocka_unit_test_setup_teardown(test_delete_asks_at_the_terminal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_delete_and_abandon_refusals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_new_over_an_unfinished_game, setup, teardown),
		cmocka_unit_test_setup_teardown(test_refusals_name_french_words, setup, teardown),
		cmocka_unit_test_setup_teardown(test_help_after_the_game_ends, setup, teardown),
		cmocka_unit_test(test_reply_of),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
