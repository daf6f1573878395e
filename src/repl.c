/* The REPL: readline, history, completion and the start-up questions.
 * Also the plain line loop for files and pipes. */
#include "config.h"

#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "command.h"
#include "game.h"
#include "game_store.h"
#include "i18n.h"
#include "library.h"
#include "render.h"
#include "repl.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "tapis.h"
#include "text.h"

#define HISTORY_LINES 1000

/* ---- readline, loaded by the REPL (dlopen), not linked: a command run
 * with -c, a file or a pipe never reads a terminal, and the loader's
 * mapping and binding of readline and the terminfo library it brings
 * cost each such process half a million instructions and 23 page faults
 * (of 12.9 million and 310 for `tapis -c games`, issue 29).  Its types
 * are its headers'; each function and variable is found by its name in
 * the library the build was configured with (READLINE_SONAME). */
static struct {
	__typeof__(readline) *readline;
	__typeof__(add_history) *add_history;
	__typeof__(using_history) *using_history;
	__typeof__(read_history) *read_history;
	__typeof__(append_history) *append_history;
	__typeof__(write_history) *write_history;
	__typeof__(history_truncate_file) *history_truncate_file;
	__typeof__(history_get) *history_get;
	__typeof__(rl_variable_bind) *variable_bind;
	__typeof__(rl_completion_matches) *completion_matches;
	__typeof__(rl_replace_line) *replace_line;
	__typeof__(rl_crlf) *crlf;
	__typeof__(rl_on_new_line) *on_new_line;
	__typeof__(rl_redisplay) *redisplay;
	__typeof__(rl_check_signals) *check_signals;
	__typeof__(rl_getc) *getc;
	/* its variables, by their addresses */
	__typeof__(rl_readline_name) *readline_name;
	__typeof__(rl_attempted_completion_function) *attempted_completion_function;
	__typeof__(rl_basic_word_break_characters) *basic_word_break_characters;
	__typeof__(rl_attempted_completion_over) *attempted_completion_over;
	__typeof__(rl_completion_append_character) *completion_append_character;
	__typeof__(rl_line_buffer) *line_buffer;
	__typeof__(rl_signal_event_hook) *signal_event_hook;
	__typeof__(rl_getc_function) *getc_function;
	__typeof__(history_length) *history_length;
	__typeof__(history_base) *history_base;
} rl;

/* What tapis uses of readline: its functions, then its variables. */
static const struct library_symbol rl_symbols[] = {
	{"readline", &rl.readline},
	{"add_history", &rl.add_history},
	{"using_history", &rl.using_history},
	{"read_history", &rl.read_history},
	{"append_history", &rl.append_history},
	{"write_history", &rl.write_history},
	{"history_truncate_file", &rl.history_truncate_file},
	{"history_get", &rl.history_get},
	{"rl_variable_bind", &rl.variable_bind},
	{"rl_completion_matches", &rl.completion_matches},
	{"rl_replace_line", &rl.replace_line},
	{"rl_crlf", &rl.crlf},
	{"rl_on_new_line", &rl.on_new_line},
	{"rl_redisplay", &rl.redisplay},
	{"rl_check_signals", &rl.check_signals},
	{"rl_getc", &rl.getc},
	{"rl_readline_name", &rl.readline_name},
	{"rl_attempted_completion_function", &rl.attempted_completion_function},
	{"rl_basic_word_break_characters", &rl.basic_word_break_characters},
	{"rl_attempted_completion_over", &rl.attempted_completion_over},
	{"rl_completion_append_character", &rl.completion_append_character},
	{"rl_line_buffer", &rl.line_buffer},
	{"rl_signal_event_hook", &rl.signal_event_hook},
	{"rl_getc_function", &rl.getc_function},
	{"history_length", &rl.history_length},
	{"history_base", &rl.history_base},
};

/* Loads readline (repl_run, once a process); false, said on standard
 * error as the system's loader says a library it cannot find, where it
 * cannot be. */
static bool
load_readline(void)
{
	/* (it stays loaded: the REPL runs until the process ends) */
	const char *why = NULL;
	if (library_load(READLINE_SONAME, RTLD_NOW | RTLD_LOCAL, rl_symbols,
	        sizeof rl_symbols / sizeof *rl_symbols, &why) != NULL)
		return true;
	fprintf(stderr, "tapis: error while loading readline (%s): %s\n", READLINE_SONAME, why);
	rl.readline = NULL;
	return false;
}

static int
status_code(enum cmd_status s, int code)
{
	if (s == CMD_FATAL)
		return 2;
	if (s == CMD_REJECTED)
		return 1;
	return code;
}

/* ---- the plain line loop, for files and pipes */

/* Lines read from a file by hand rather than by getline, so as to know
 * when the next one has not come yet: the answers are flushed then, before
 * waiting for it, rather than after each line (a write a line, some 2% of
 * an entry's cost, issue 29).  A program driving tapis through a pipe
 * still has each answer before tapis waits for its next line. */
struct lines {
	int fd;
	char *buf;              /* read, not yet handed out: [at, len) */
	size_t at, len, cap;
	bool end, failed;
};

/* Reads more of r's file into its buffer, flushing out first: false at
 * its end or on an error (r->failed). */
static bool
read_more(struct lines *r, FILE *out)
{
	fflush(out);            /* (what was answered, before waiting) */
	if (r->at > 0) {
		memmove(r->buf, r->buf + r->at, r->len - r->at);
		r->len -= r->at;
		r->at = 0;
	}
	if (r->cap - r->len < 4096) {
		size_t cap = r->cap * 2 + 8192;
		char *buf = realloc(r->buf, cap);
		if (buf == NULL)
			return !(r->failed = true);
		r->buf = buf;
		r->cap = cap;
	}
	ssize_t got;
	while ((got = read(r->fd, r->buf + r->len, r->cap - r->len)) < 0 && errno == EINTR)
		continue;
	if (got < 0)
		r->failed = true;
	r->end = got == 0;
	if (got > 0)
		r->len += (size_t)got;
	return got > 0;
}

/* The next line of r, its end of line kept, as getline gives it into
 * *line (of *cap bytes); its length, or -1 at the end or on an error. */
static ssize_t
next_line(struct lines *r, FILE *out, char **line, size_t *cap)
{
	char *nl;
	while ((nl = r->at < r->len ? memchr(r->buf + r->at, '\n', r->len - r->at) : NULL) ==
	    NULL && !r->end && read_more(r, out))
		continue;
	if (r->failed || r->at == r->len)
		return -1;
	size_t n = nl != NULL ? (size_t)(nl - (r->buf + r->at)) + 1 : r->len - r->at;
	if (*cap < n + 1) {
		char *grown = realloc(*line, n + 1);
		if (grown == NULL) {
			r->failed = true;
			return -1;
		}
		*line = grown;
		*cap = n + 1;
	}
	memcpy(*line, r->buf + r->at, n);
	(*line)[n] = '\0';
	r->at += n;
	return (ssize_t)n;
}

int
batch_run(struct tapis *t, FILE *in)
{
	struct lines r = {fileno(in), NULL, 0, 0, 0, false, false};
	char *line = NULL;
	size_t cap = 0;
	int code = 0;
	ssize_t len;
	t->line = 0;
	while (!t->quit && (len = next_line(&r, t->ui.out, &line, &cap)) >= 0) {
		t->line++;
		/* A NUL would cut the line short and the rest be acted on. */
		if (memchr(line, '\0', (size_t)len) != NULL)
			code = status_code(command_refuse(t, "%s", _("the line holds a NUL byte:"
			    " refused whole")), code);
		else
			code = status_code(command_run_line(t, line), code);
		if (code == 2)
			break;
	}
	fflush(t->ui.out);
	free(line);
	free(r.buf);
	if (r.failed) {
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
	if (copy != NULL)     /* untaken: out of memory (no faults session completes) */
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
	/* untaken: strdup failing (out of memory) */
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
		/* untaken: match_key failing (out of memory) */
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
	*rl.attempted_completion_over = 1;     /* no file names */
	*rl.completion_append_character = ' ';
	cand_clear();
	/* Only the command being typed counts: the one after the last ';'. */
	int from = start;
	while (from > 0 && (*rl.line_buffer)[from - 1] != ';')
		from--;
	snprintf(line, sizeof line, "%.*s", start - from, *rl.line_buffer + from);
	struct completion c = {.t = completing, .text = text, .add = offer};
	command_complete(&c, line);
	if (c.files) {
		/* readline's own completion of file names, for this word only */
		*rl.attempted_completion_over = 0;
		return NULL;
	}
	if (c.no_space)
		*rl.completion_append_character = '\0';
	fold_words = c.fold;
	char **matches = rl.completion_matches(text, generate);
	/* Where several candidates differ in case or accents, what they share
	 * may be shorter than what was typed: never take back what was typed. */
	if (matches != NULL && matches[1] != NULL) {
		char *shared = match_key(matches[0]), *typed_key = match_key(text);
		/* untaken: match_key failing (out of memory) */
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
	if (path != NULL)     /* untaken: out of memory */
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

/* Drops the line typed so far and draws the prompt again on a new line,
 * if a Ctrl-C came since the last time. */
static int
after_signal(void)
{
	if (interrupted) {
		interrupted = 0;
		rl.replace_line("", 0);
		rl.crlf();
		rl.on_new_line();
		rl.redisplay();
	}
	return 0;
}

/* Readline's read of a key, which a Ctrl-C always ends.  Readline acts
 * on a signal only when it interrupts its read: one that came while it
 * drew the line (the keys before it still being handled) waited for the
 * next key, the line then kept with the Ctrl-C's keys before the next
 * line's.  Here SIGINT is held from the check of what came to the wait,
 * which lets it in (pselect): none is missed between them. */
static int
read_key(FILE *in)
{
	sigset_t intr, was;
	sigemptyset(&intr);
	sigaddset(&intr, SIGINT);
	for (;;) {
		sigprocmask(SIG_BLOCK, &intr, &was);
		rl.check_signals();    /* one readline caught: handed on to on_interrupt */
		after_signal();
		fd_set keys;
		FD_ZERO(&keys);
		FD_SET(fileno(in), &keys);
		int ready = pselect(fileno(in) + 1, &keys, NULL, NULL, NULL, &was);
		sigprocmask(SIG_SETMASK, &was, NULL);
		if (ready != -1 || errno != EINTR)
			return rl.getc(in);   /* (its own reading says an end or an error) */
	}
}

static void
catch_interrupts(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);      /* no SA_RESTART: the read returns */
	*rl.signal_event_hook = after_signal;
	*rl.getc_function = read_key;
}

/* ---- the loop */

/* The REPL's way of asking one question (struct tapis, ask). */
static bool
ask(struct tapis *t, const char *question, char *answer, size_t len)
{
	interrupted = 0;
	char *line = rl.readline(question);
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
	char *line = rl.readline(question);
	/* [Y/n]: an empty answer is yes */
	enum reply a = reply_of(line);
	if (a == REPLY_EMPTY)
		a = REPLY_YES;
	bool throw = line != NULL && isdigit((unsigned char)line[strspn(line, " \t")]);
	if (line == NULL)
		render_newline(&t->ui);
	if (a == REPLY_YES || throw) {
		/* untaken: the game was loaded whole just above: it fails only where
		 * another process changed the file meanwhile, or memory ran out */
		if (session_open(t, id, why, sizeof why))
			render_resumed(&t->ui, t->game);
		else
			say_refusal(&t->ui, 0, why);
	}
	if (a == REPLY_OTHER) {
		rl.add_history(line);
		t->line++;
		command_run_line(t, line);
	}
	free(line);
}

int
repl_run(struct tapis *t)
{
	char prompt[256];
	if (!load_readline())
		return 127;       /* (the status of a library not found at a start) */
	char *hist = history_path();
	int code = 0;

	completing = t;
	t->ask = ask;
	*rl.readline_name = "tapis";
	*rl.attempted_completion_function = complete;
	*rl.basic_word_break_characters = " \t;";
	rl.variable_bind("completion-ignore-case", "on");
	catch_interrupts();
	rl.using_history();
	if (hist != NULL)
		rl.read_history(hist);

	say_plain(&t->ui, "tapis %s%s%s\n", PACKAGE_VERSION, say_dot(&t->ui), t->db_path);
	/* what waited since the last run is pushed beside the first prompt */
	command_league_kick(t);
	offer_resume(t);
	while (!t->quit) {
		interrupted = 0;     /* a Ctrl-C during the last command is not for this line */
		char *line = rl.readline(render_prompt(&t->ui, t->game, prompt, sizeof prompt));
		if (line == NULL) {
			render_newline(&t->ui);   /* end the prompt's line */
			break;
		}
		t->line++;
		/* (a line that may hold a password is kept nowhere) */
		if (line[strspn(line, " \t")] != '\0' && !command_league_secret(line)) {
			int n = *rl.history_length;
			HIST_ENTRY *last = n > 0 ? rl.history_get(*rl.history_base + n - 1) : NULL;
			if (last == NULL || strcmp(last->line, line) != 0) {
				rl.add_history(line);
				/* Written at once, so a killed tapis keeps it too. */
				if (hist != NULL && rl.append_history(1, hist) != 0)
					rl.write_history(hist);
			}
		}
		if (command_run_line(t, line) == CMD_FATAL)
			code = 2;
		/* a game may have ended, or a league been joined: pushed beside
		 * the next prompt */
		command_league_kick(t);
		free(line);
		fflush(t->ui.out);
		if (code == 2)
			break;
	}
	command_league_stop();
	command_league_farewell(t);
	if (hist != NULL)
		rl.history_truncate_file(hist, HISTORY_LINES);
	free(hist);
	cand_clear();
	free(cand.word);
	free(key);
	return code;
}
