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
#include "game.h"
#include "game_store.h"
#include "i18n.h"
#include "render.h"
#include "repl.h"
#include "say.h"
#include "session.h"
#include "store.h"
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
		say_fatal(&t->ui, _("the commands could not be read to the end"));
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

/* A candidate the command layer offers (struct completion's add). */
static void
offer(struct completion *c, const char *word)
{
	(void)c;
	cand_add(word);
}

/* Completes the word from start to end of the line: the command layer
 * says what may come there (command_complete), readline shows it. */
static char **
complete(const char *text, int start, int end)
{
	(void)end;
	char line[512];
	rl_attempted_completion_over = 1;     /* no file names */
	rl_completion_append_character = ' ';
	cand_clear();
	/* Only the command being typed counts: the one after the last ';'. */
	int from = start;
	while (from > 0 && rl_line_buffer[from - 1] != ';')
		from--;
	snprintf(line, sizeof line, "%.*s", start - from, rl_line_buffer + from);
	struct completion c = {.t = completing, .text = text, .add = offer};
	command_complete(&c, line);
	if (c.files) {
		/* readline's own completion of file names, for this word only */
		rl_attempted_completion_over = 0;
		return NULL;
	}
	if (c.no_space)
		rl_completion_append_character = '\0';
	fold_words = c.fold;
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
	if (id <= 0)
		return;           /* (a file that cannot be read says so at the first command) */
	struct game *g = game_store_load(t->store, id, why, sizeof why);
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
			say_refusal(&t->ui, 0, why);
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

	say_plain(&t->ui, "tapis %s%s%s\n", PACKAGE_VERSION, say_dot(&t->ui), t->db_path);
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
