/* The REPL: readline, history, completion and the start-up questions.
 * Also the plain line loop for files and pipes. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "command.h"
#include "i18n.h"
#include "repl.h"
#include "store_query.h"
#include "tapis.h"
#include "text.h"

#define HISTORY_LINES 1000

static int
status_code(enum cmd_status s, int code)
{
	if (s == CMD_FATAL)
		return 2;
	if (s == CMD_REJECTED)
		return 1;
	return code;
}

int
batch_run(struct tapis *t, FILE *in)
{
	char *line = NULL;
	size_t cap = 0;
	int code = 0;
	ssize_t len;
	t->line = 0;
	while (!t->quit && (len = getline(&line, &cap, in)) >= 0) {
		t->line++;
		/* A NUL would cut the line short and the rest be acted on. */
		if (memchr(line, '\0', (size_t)len) != NULL)
			code = status_code(command_refuse(t, "%s", _("the line holds a NUL byte:"
			    " refused whole")), code);
		else
			code = status_code(command_run_line(t, line), code);
		fflush(t->ui.out);
		if (code == 2)
			break;
	}
	free(line);
	if (ferror(in)) {
		render_fatal(&t->ui, _("the commands could not be read to the end"));
		return 2;
	}
	return code;
}

int
command_once(struct tapis *t, const char *command)
{
	t->line = 1;
	int code = status_code(command_run_line(t, command), 0);
	fflush(t->ui.out);
	return code;
}

/* ---- completion */

static struct tapis *completing;   /* readline's callbacks take no context */

struct candidates {
	char **word;
	size_t n, cap;
};

static struct candidates cand;

static void
cand_add(const char *w)
{
	if (cand.n == cand.cap) {
		size_t cap = cand.cap ? cand.cap * 2 : 32;
		char **p = realloc(cand.word, cap * sizeof *p);
		if (p == NULL)
			return;
		cand.word = p;
		cand.cap = cap;
	}
	char *copy = strdup(w);
	if (copy != NULL)
		cand.word[cand.n++] = copy;
}

static void
cand_clear(void)
{
	for (size_t i = 0; i < cand.n; i++)
		free(cand.word[i]);
	cand.n = 0;
}

/* A player's name, unless the line already has it (ctx: the words typed,
 * NULL-terminated). */
static bool
add_player(const char *name, void *ctx)
{
	for (char **typed = ctx; *typed; typed++)
		if (utf8_same_fold(*typed, name))
			return true;
	cand_add(name);
	return true;
}

/* A table's or a view's name, for query. */
static bool
add_relation(const char *name, void *ctx)
{
	(void)ctx;
	cand_add(name);
	return true;
}

/* A game's number. */
static bool
add_game(int64_t game, void *ctx)
{
	char id[24];
	(void)ctx;
	snprintf(id, sizeof id, "%lld", (long long)game);
	cand_add(id);
	return true;
}

/* Candidates that start with text, whatever the case and accents:
 * "reg" offers "règles". */
static char *key;    /* the folded text being completed */
static bool fold_words;   /* completing a command word: accents fold too */

/* The key a candidate is matched on: a command word's without case or
 * accents ("reg" finds règles); a name's without case only ("É" is no E). */
static char *
match_key(const char *s)
{
	if (fold_words)
		return utf8_word_key(s);
	char *k = strdup(s);
	for (char *p = k; p != NULL && *p; p++)
		*p = (char)tolower((unsigned char)*p);
	return k;
}

static char *
generate(const char *text, int state)
{
	static size_t next;
	if (state == 0) {
		next = 0;
		free(key);
		key = match_key(text);
	}
	size_t len = key ? strlen(key) : 0;
	while (key != NULL && next < cand.n) {
		const char *w = cand.word[next++];
		char *wkey = match_key(w);
		bool match = wkey != NULL && strncmp(wkey, key, len) == 0;
		free(wkey);
		if (match)
			return strdup(w);
	}
	return NULL;
}

/* A name, its French name and its aliases that are words (not '?'). */
static void
add_names(const char *name, const char *french, const char *const *aliases)
{
	cand_add(name);
	if (french != NULL)
		cand_add(french);
	for (const char *const *a = aliases; *a; a++)
		if (isalpha((unsigned char)**a) || (unsigned char)**a >= 0x80)
			cand_add(*a);
}

/* Every command's and every entry's name and aliases, the French ones
 * among them. */
static void
add_commands(void)
{
	for (size_t i = 0; i < ncommands; i++)
		add_names(commands[i].name, commands[i].french, commands[i].aliases);
	for (size_t f = 0; f < nfamilies; f++)
		for (size_t v = 0; v < families[f].engine->nverbs; v++)
			add_names(families[f].words->verbs[v].name, families[f].words->verbs[v].french,
			    families[f].words->verbs[v].aliases);
}

static bool
add_saved_preset(const char *name, const char *base, void *ctx)
{
	(void)base;
	(void)ctx;
	cand_add(name);
	return true;
}

/* The built-in rule sets and those saved in the store. */
static void
add_presets(void)
{
	for (size_t i = 0; i < nfamilies; i++)
		for (size_t k = 0; k < families[i].engine->npresets; k++) {
			cand_add(families[i].engine->presets[k].name);
			if (families[i].words->presets[k].french != NULL)
				cand_add(families[i].words->presets[k].french);
		}
	store_each_preset(completing->store, add_saved_preset, NULL);
}

/* The flags not typed already, in English or French (typed: the line's
 * words, NULL-terminated), each with its French. */
static void
add_flags(const char *const *flags, char *const *typed)
{
	for (const char *const *f = flags; *f != NULL; f++) {
		bool seen = false;
		for (char *const *w = typed; *w != NULL && !seen; w++)
			seen = command_word_is(*w, *f);
		if (seen)
			continue;
		cand_add(*f);
		if (command_word_french(*f) != NULL)
			cand_add(command_word_french(*f));
	}
}

/* What stats, leaderboard and versus take after the words typed (flags
 * aside): players from the store, then kinds of game (the rule sets,
 * saved presets and families). */
static void
add_stats_words(enum cmd_complete kind, char **typed)
{
	int args = 0;
	for (char **w = typed + 1; *w != NULL; w++)
		args += (*w)[0] != '-';
	if ((kind == COMPLETE_STATS && args == 0) || (kind == COMPLETE_PLAYERS && args < 2))
		store_each_player(completing->store, add_player, typed);
	if ((kind == COMPLETE_STATS && args <= 1) || (kind == COMPLETE_KIND && args == 0)) {
		add_presets();
		for (size_t f = 0; f < nfamilies; f++)
			cand_add(families[f].engine->family);
	}
}

/* Completes the word from start to end of the line from the command table
 * and the store. */
static char **
complete(const char *text, int start, int end)
{
	(void)end;
	char head[256];
	int words = 0;
	const struct command *c = NULL;
	struct command_match m;
	bool found = false;
	bool day = false;         /* a day is what comes next: nothing else */
	char why[128];

	rl_attempted_completion_over = 1;     /* no file names */
	rl_completion_append_character = ' ';
	cand_clear();
	/* Only the command being typed counts: the one after the last ';'. */
	int from = start;
	while (from > 0 && rl_line_buffer[from - 1] != ';')
		from--;
	snprintf(head, sizeof head, "%.*s", start - from, rl_line_buffer + from);
	char *save = NULL;
	const char *second = "";
	char *typed[64];
	for (char *w = strtok_r(head, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
		if (words < 63)
			typed[words] = w;
		if (words++ == 0) {
			found = command_find(w, completing->game ? completing->game->engine : NULL, &m,
			    why, sizeof why);
			c = found ? m.command : NULL;
		}
		else if (words == 2)
			second = w;
	}
	typed[words < 63 ? words : 63] = NULL;
	if (words == 0) {
		add_commands();
	} else if (c != NULL) {
		switch (c->complete) {
		case COMPLETE_COMMAND:
			if (words == 1)
				add_commands();
			break;
		case COMPLETE_NEW:
			if (words == 1) {
				add_presets();
				break;
			}
			if (strchr(text, '=') == NULL) {
				/* the options of the game typed: a built-in rule set's
				 * engine's, else (a saved preset) every game's */
				const struct engine *only = engine_of_preset(second, NULL);
				for (size_t f = 0; f < nfamilies; f++) {
					const struct engine *e = families[f].engine;
					const struct engine_option *o;
					for (size_t i = 0; (only == NULL || only == e) &&
					    (o = e->option(i)) != NULL; i++) {
						/* its name, and its French name */
						for (int fr = 0; fr < 2; fr++) {
							const char *name = fr ?
							    families[f].words->options[i].french : o->name;
							char opt[64];
							if (name == NULL || (fr && strcmp(name, o->name) == 0))
								continue;
							snprintf(opt, sizeof opt, "%s=", name);
							cand_add(opt);
							/* an option name completes without a trailing space */
							if (text[0] != '\0' && strncmp(name, text, strlen(text)) == 0)
								rl_completion_append_character = '\0';
						}
					}
				}
				store_each_player(completing->store, add_player, typed);
			}
			break;
		case COMPLETE_EVAL:
			if (words == 1)
				add_presets();
			break;
		case COMPLETE_EXPORT: {
			/* a game number until one (or all) is typed */
			bool named = false;
			for (int i = 1; i < words && i < 63; i++)
				named = named || isdigit((unsigned char)typed[i][0]) ||
				    command_word_is(typed[i], "all");
			if (!named)
				store_each_game_id(completing->store, false, add_game, NULL);
			break;
		}
		case COMPLETE_FILE:
			/* readline's own completion of file names, for this word only */
			if (words == 1) {
				rl_attempted_completion_over = 0;
				return NULL;
			}
			break;
		case COMPLETE_GAME:
		case COMPLETE_PLAYING:
			if (words == 1)
				store_each_game_id(completing->store,
				    c->complete == COMPLETE_PLAYING, add_game, NULL);
			break;
		case COMPLETE_CHART:
			/* after --svg, the file to write: readline's file names */
			if (words >= 2 && words < 64 && strcmp(typed[words - 1], "--svg") == 0) {
				rl_attempted_completion_over = 0;
				return NULL;
			}
			if (words == 1 || (words == 3 && strcmp(second, "--svg") == 0))
				store_each_game_id(completing->store, false, add_game, NULL);
			break;
		case COMPLETE_PRESET:
			if (words == 1)
				for (size_t i = 0; i < npreset_commands; i++) {
					cand_add(preset_commands[i].name);
					cand_add(preset_commands[i].french);
				}
			else if (words == 3 && strcmp(second, "save") == 0)
				add_presets();
			else if (words == 2 && strcmp(second, "delete") == 0)
				store_each_preset(completing->store, add_saved_preset, NULL);
			else if (words == 2)
				for (size_t i = 0; i < npreset_commands; i++)
					if (strcmp(second, preset_commands[i].name) == 0 ||
					    utf8_same_word(second, preset_commands[i].french))
						add_flags(preset_commands[i].flags, typed);
			break;
		case COMPLETE_STATS:
		case COMPLETE_KIND:
		case COMPLETE_PLAYERS:
			add_stats_words(c->complete, typed);
			break;
		case COMPLETE_GAMES:
			/* after since or until, a day; else the players, the
			 * rule sets and the games (families) */
			if (words >= 2 && words <= 63 && (command_word_is(typed[words - 1], "since") ||
			    command_word_is(typed[words - 1], "until"))) {
				cand_add("today");
				cand_add("yesterday");
				cand_add(command_word_french("today"));
				cand_add(command_word_french("yesterday"));
				day = true;
				break;
			}
			add_presets();
			for (size_t f = 0; f < nfamilies; f++)
				cand_add(families[f].engine->family);
			store_each_player(completing->store, add_player, typed);
			break;
		case COMPLETE_QUERY:
			/* the tables and views, wherever they are typed in the SQL */
			store_each_relation(completing->store, add_relation, NULL);
			break;
		case COMPLETE_PLAYER:
		case COMPLETE_MERGE:
			/* the names stored; merge's second after an optional into */
			if (words == 1 || (c->complete == COMPLETE_MERGE && (words == 2 ||
			    (words == 3 && command_word_is(typed[2], "into")))))
				store_each_player(completing->store, add_player, typed);
			break;
		case COMPLETE_BOX:
			/* the words of the open game's first entry that takes
			 * words, not dice (Yams' score: its boxes) */
			if (completing->game != NULL &&
			    engine_words(completing->game->engine)->words != NULL) {
				const struct game *g = completing->game;
				const struct engine *e = g->engine;
				const char *const *w = NULL;
				for (size_t v = 0; v < e->nverbs && w == NULL; v++)
					if (!e->verbs[v].dice && e->verbs[v].max_args != 0)
						w = engine_words(e)->words(g->rules, (int)v, 0);
				for (; w != NULL && *w != NULL; w++)
					cand_add(*w);
			}
			break;
		case COMPLETE_NOTHING:
			break;
		}
		if (!day && (c->max_args == CMD_ANY || words <= c->max_args))
			add_flags(c->flags, typed);
	} else if (found && m.verb >= 0 && completing->game != NULL &&
	    completing->game->engine == m.engine && engine_words(m.engine)->words != NULL) {
		/* an entry's words (a box, a column), and who makes it */
		const struct game *g = completing->game;
		const char *const *w = engine_words(m.engine)->words(g->rules, m.verb, words - 1);
		for (; w != NULL && *w != NULL; w++)
			cand_add(*w);
		for (int i = 0; words > 1 && i < g->nplayers; i++)
			cand_add(g->name[i]);
	}
	fold_words = words == 0 || (c != NULL && c->complete == COMPLETE_COMMAND && words == 1);
	char **matches = rl_completion_matches(text, generate);
	/* Where several candidates differ in case or accents, what they share
	 * may be shorter than what was typed: never take back what was typed. */
	if (matches != NULL && matches[1] != NULL) {
		char *shared = match_key(matches[0]), *typed_key = match_key(text);
		if (shared != NULL && typed_key != NULL && strlen(shared) < strlen(typed_key)) {
			free(matches[0]);
			matches[0] = strdup(text);
		}
		free(shared);
		free(typed_key);
	}
	return matches;
}

/* ---- history */

static char *
history_path(void)
{
	const char *state = getenv("XDG_STATE_HOME");
	const char *home = getenv("HOME");
	char dir[4096];
	struct stat st;
	if (state != NULL && state[0] == '/')
		snprintf(dir, sizeof dir, "%s/tapis", state);
	else if (home != NULL && home[0] != '\0' && stat(home, &st) == 0 && S_ISDIR(st.st_mode))
		snprintf(dir, sizeof dir, "%s/.local/state/tapis", home);
	else
		return NULL;          /* no history rather than a HOME made up */
	/* mkdir -p, private */
	for (char *p = dir + 1; *p; p++) {
		if (*p == '/') {
			*p = '\0';
			mkdir(dir, 0700);
			*p = '/';
		}
	}
	if (mkdir(dir, 0700) != 0 && errno != EEXIST)
		return NULL;
	size_t len = strlen(dir) + sizeof "/history";
	char *path = malloc(len);
	if (path != NULL)
		snprintf(path, len, "%s/history", dir);
	return path;
}

/* ---- Ctrl-C: drops the line being typed, as a shell does */

static volatile sig_atomic_t interrupted;

static void
on_interrupt(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* Readline calls this when a signal interrupts its read: the line typed so
 * far is dropped and the prompt drawn again on a new line. */
static int
after_signal(void)
{
	if (interrupted) {
		interrupted = 0;
		rl_replace_line("", 0);
		rl_crlf();
		rl_on_new_line();
		rl_redisplay();
	}
	return 0;
}

static void
catch_interrupts(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);      /* no SA_RESTART: the read returns */
	rl_signal_event_hook = after_signal;
}

/* ---- the loop */

/* The REPL's way of asking one question (struct tapis, ask). */
static bool
ask(struct tapis *t, const char *question, char *answer, size_t len)
{
	interrupted = 0;
	char *line = readline(question);
	if (line == NULL) {
		render_newline(&t->ui);   /* end the question's line */
		return false;
	}
	snprintf(answer, len, "%s", line);
	free(line);
	return true;
}

/* At start, offers the newest unfinished game.  An answer that is a throw
 * means yes, and the throw is entered in it; one that is neither yes nor no
 * is taken as the first command: the game is not resumed and nothing typed
 * is lost. */
static void
offer_resume(struct tapis *t)
{
	char why[256], question[256];
	long long id = store_latest_unfinished(t->store);
	if (id == 0)
		return;
	struct game *g = store_game_load(t->store, id, why, sizeof why);
	if (g == NULL)
		return;
	render_resume_question(&t->ui, g, question, sizeof question);
	game_free(g);
	interrupted = 0;
	char *line = readline(question);
	/* [Y/n]: an empty answer is yes */
	enum reply a = reply_of(line);
	if (a == REPLY_EMPTY)
		a = REPLY_YES;
	bool throw = line != NULL && isdigit((unsigned char)line[strspn(line, " \t")]);
	if (line == NULL)
		render_newline(&t->ui);
	if (a == REPLY_YES || throw) {
		if (session_open(t, id, why, sizeof why))
			render_resumed(&t->ui, t->game);
		else
			render_refusal(&t->ui, 0, why);
	}
	if (a == REPLY_OTHER) {
		add_history(line);
		t->line++;
		command_run_line(t, line);
	}
	free(line);
}

int
repl_run(struct tapis *t)
{
	char prompt[256];
	char *hist = history_path();
	int code = 0;

	completing = t;
	t->ask = ask;
	rl_readline_name = "tapis";
	rl_attempted_completion_function = complete;
	rl_basic_word_break_characters = " \t;";
	rl_variable_bind("completion-ignore-case", "on");
	catch_interrupts();
	using_history();
	if (hist != NULL)
		read_history(hist);

	render_banner(&t->ui, t->db_path);
	offer_resume(t);
	while (!t->quit) {
		interrupted = 0;     /* a Ctrl-C during the last command is not for this line */
		char *line = readline(render_prompt(&t->ui, t->game, prompt, sizeof prompt));
		if (line == NULL) {
			render_newline(&t->ui);   /* end the prompt's line */
			break;
		}
		t->line++;
		if (line[strspn(line, " \t")] != '\0') {
			HIST_ENTRY *last = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
			if (last == NULL || strcmp(last->line, line) != 0) {
				add_history(line);
				/* Written at once, so a killed tapis keeps it too. */
				if (hist != NULL && append_history(1, hist) != 0)
					write_history(hist);
			}
		}
		if (command_run_line(t, line) == CMD_FATAL)
			code = 2;
		free(line);
		fflush(t->ui.out);
		if (code == 2)
			break;
	}
	if (hist != NULL)
		history_truncate_file(hist, HISTORY_LINES);
	free(hist);
	cand_clear();
	free(cand.word);
	free(key);
	return code;
}
