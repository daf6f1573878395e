/* serve: the games as a read-only web page that phones at the table
 * follow live (src/serve/).  In a script, -c or `tapis serve`, the server
 * runs in the foreground until SIGINT or SIGTERM; at the REPL, beside the
 * session, as a child process of its own (the same program run again,
 * `tapis --db PATH serve`), which dies with tapis and is stopped by
 * `serve stop` or by leaving tapis. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "command.h"
#include "command_serve_league.h"
#include "i18n.h"
#include "render_qr.h"
#include "say.h"
#include "serve.h"
#include "serve_listen.h"
#include "store_league.h"
#include "tapis.h"
#include "text.h"

/* The server started beside the REPL, if any (one a session). */
static struct {
	pid_t pid;                /* 0: none */
	char address[512];
} beside;

static const struct cmd_flag flags[] = {
	{.name = "--listen", .takes = FLAG_VALUE, .value = N_("ADDR:PORT"),
	    .needs = N_("the address and port to listen on")},
	{.name = "--lan"},
	{.name = "--league", .takes = FLAG_VALUE, .value = N_("URL"),
	    .needs = N_("the league's address")},
	{.name = "--schema", .takes = FLAG_VALUE, .value = N_("NAME"),
	    .needs = N_("the name of the league's schema")},
	{0},
};

/* The port at the end of text, after its last ':' (all of it with
 * none); 0 if there is none there.  (Its one caller gives it the child's
 * address, serve_address's "http://HOST:PORT/": the untaken branches
 * below are of text no server says.) */
static int
port_at_end(const char *text, size_t len)
{
	size_t at = len;
	/* untaken: a host with no port */
	while (at > 0 && text[at - 1] != ':')
		at--;
	int port = 0;
	/* untaken: a port past 65535 */
	for (size_t i = at; i < len && port <= 65535; i++) {
		/* untaken: a port not all digits */
		if (text[i] < '0' || text[i] > '9')
			return 0;
		port = port * 10 + (text[i] - '0');
	}
	return port;
}

/* The port of an address "http://HOST:PORT/...". */
static int
port_of_address(const char *address)
{
	const char *host = strstr(address, "//");
	/* untaken: an address with no scheme, which no server says */
	host = host != NULL ? host + 2 : address;
	return port_at_end(host, strcspn(host, "/?"));
}

/* The word stop as a message names it: arrêter in a French interface. */
static const char *
stop_said(void)
{
	return i18n_french_names() ? command_word_french("stop") : "stop";
}

/* ---- in the foreground: a script, -c, `tapis serve` */

/* Says where the server is, as its first line (at once: a script reads
 * it), then the QR code at a terminal, how to stop it and a port moved. */
static void
say_serving(struct tapis *t, const struct server *s)
{
	say_plain(&t->ui, "%s\n", serve_address(s));
	fflush(t->ui.out);
	/* untaken: a terminal only, where the code to scan is drawn (test_render draws it); the
	 * suite's runs of serve write to a pipe */
	if (isatty(fileno(t->ui.out)))
		render_qr(&t->ui, serve_address(s));
	say_plain(&t->ui, "%s", _("Ctrl-C stops the server.\n"));
	if (serve_port(s) != serve_port_asked(s))
		say_plain(&t->ui, _("port %d was taken: port %d instead\n"), serve_port_asked(s),
		    serve_port(s));
	fflush(t->ui.out);
}

/* Serves until SIGINT or SIGTERM, which are blocked before the server's
 * threads start (they inherit it), so that only sigwait takes them; a
 * league's copy kept pulled by feed (NULL: a file). */
static enum cmd_status
serve_here(struct tapis *t, const struct serve_options *o, struct serve_feed *feed)
{
	sigset_t stop, was;
	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &stop, &was);
	char why[512];
	struct server *s = serve_start(o, why, sizeof why);
	/* untaken: the feed's thread or its memory failing to start */
	if (s != NULL && feed != NULL && !command_serve_feed_start(feed, s)) {
		serve_stop(s);
		s = NULL;
		snprintf(why, sizeof why, "%s", _("out of memory"));
	}
	if (s == NULL) {
		command_serve_feed_stop(feed);
		pthread_sigmask(SIG_SETMASK, &was, NULL);
		say_fatal(&t->ui, why);   /* nothing runs: a database that cannot be read */
		return CMD_FATAL;
	}
	say_serving(t, s);
	int sig;
	/* untaken: sigwait fails only for a set of no valid signal */
	while (sigwait(&stop, &sig) != 0)
		continue;
	command_serve_feed_stop(feed);
	serve_stop(s);
	pthread_sigmask(SIG_SETMASK, &was, NULL);
	t->quit = true;           /* the last thing a script does */
	return CMD_OK;
}

/* ---- beside the REPL */

/* An answer at the prompt, wrapped to the terminal's width. */
static void
answer(struct tapis *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
answer(struct tapis *t, const char *fmt, ...)
{
	char text[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	struct said s;
	said_start(&s);
	said_add(&s, "%s", text);
	say_answer(&t->ui, &s);
}

/* Forgets the server beside if it ended by itself. */
static void
reap(void)
{
	int status;
	if (beside.pid > 0 && waitpid(beside.pid, &status, WNOHANG) == beside.pid)
		beside.pid = 0;
}

#ifdef TAPIS_COVERAGE
/* gcc's, in a coverage build: the counters written now, as at an exit;
 * execv ends the child without one, and what it ran would not be
 * counted (the parent's counts before the fork are counted twice, which
 * changes no line's being run or not). */
void __gcov_dump(void);
#endif

/* In the child: dies with its parent, in a process group of its own (a
 * Ctrl-C typed at the REPL is not for it), reading nothing, its output
 * into the pipes; then tapis again, serving in the foreground.  A broken
 * pipe once the parent has read the address is nothing to die of. */
static void __attribute__((noreturn))
become_server(struct tapis *t, char **argv, pid_t parent, const int out[2], const int err[2])
{
	prctl(PR_SET_PDEATHSIG, SIGTERM);
	/* untaken: the parent dying between fork and the line above, a race */
	if (getppid() != parent)
		_exit(0);
	setpgid(0, 0);
	int null = open("/dev/null", O_RDONLY);
	if (null < 0 || dup2(null, STDIN_FILENO) < 0 || dup2(out[1], STDOUT_FILENO) < 0 ||
	    dup2(err[1], STDERR_FILENO) < 0)
		_exit(2);
	/* (none of them is one of the three it has become, unless the
	 * parent ran with those closed) */
	const int spare[] = {null, out[0], out[1], err[0], err[1]};
	for (size_t i = 0; i < sizeof spare / sizeof spare[0]; i++)
		/* untaken: false only where tapis was started with its standard input, output
		 * or error closed, as no test starts it */
		if (spare[i] > STDERR_FILENO)
			close(spare[i]);
	signal(SIGPIPE, SIG_IGN);
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
#ifdef TAPIS_COVERAGE
	__gcov_dump();
#endif
	execv("/proc/self/exe", argv);
	char why[256];
	snprintf(why, sizeof why, _("cannot run tapis again: %s"), strerror(errno));
	say_fatal(&t->ui, why);
	_exit(2);
}

/* Reads fd up to the end of its first line (or of what there is) into
 * buf, without the line's end; false if nothing came. */
static bool
read_line(int fd, char *buf, size_t len)
{
	size_t n = 0;
	char c;
	ssize_t got;
	while ((got = read(fd, &c, 1)) != 0 && n + 1 < len) {
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0 || c == '\n')
			break;
		buf[n++] = c;
	}
	buf[n] = '\0';
	return n > 0;
}

/* Starts the child with the words asked; its pid, its stdout and stderr
 * to read (-1, with why, if it cannot). */
static pid_t
spawn(struct tapis *t, const struct cmd_args *a, int *out, int *err, char *why, size_t whylen)
{
	char *argv[12] = {"tapis", "--db", (char *)t->db_path, "serve", NULL};
	int n = 4;
	static const char *const valued[] = {"--listen", "--league", "--schema"};
	for (size_t i = 0; i < sizeof valued / sizeof valued[0]; i++)
		if (cmd_value(a, valued[i]) != NULL) {
			argv[n++] = (char *)valued[i];
			argv[n++] = (char *)cmd_value(a, valued[i]);
		}
	if (cmd_flag(a, "--lan") != NULL)
		argv[n++] = "--lan";
	int pout[2], perr[2];
	if (pipe(pout) != 0 || pipe(perr) != 0) {
		snprintf(why, whylen, _("the server cannot start: %s"), strerror(errno));
		return -1;
	}
	fflush(t->ui.out);        /* nothing said twice by the child */
	pid_t parent = getpid(), pid = fork();
	if (pid == 0)
		become_server(t, argv, parent, pout, perr);
	close(pout[1]);
	close(perr[1]);
	if (pid < 0) {
		snprintf(why, whylen, _("the server cannot start: %s"), strerror(errno));
		close(pout[0]);
		close(perr[0]);
		return -1;
	}
	*out = pout[0];
	*err = perr[0];
	return pid;
}

/* A line of the child's stderr without what says it is tapis's
 * ("tapis: ", "line 1: "). */
static const char *
unprefixed(const char *line)
{
	/* untaken: the child says all it says as tapis (say_fatal, say_note) */
	if (strncmp(line, "tapis: ", 7) == 0)
		line += 7;
	if (strncmp(line, "line 1: ", 8) == 0)
		line += 8;
	return line;
}

/* The reason the child gave on stderr ("tapis: WHY" or "tapis: line 1:
 * WHY"), without what says it is tapis's, into why. */
static void
child_reason(int fd, char *why, size_t whylen)
{
	char line[512];
	/* untaken: a child that ends saying nothing (killed as it starts) */
	if (!read_line(fd, line, sizeof line)) {
		snprintf(why, whylen, "%s", _("the server stopped as it started"));
		return;
	}
	snprintf(why, whylen, "%s", unprefixed(line));
}

/* What the child said on stderr before its address (that the pages are
 * in English, say): there already, read without waiting, and said. */
static void
child_notes(struct tapis *t, int fd)
{
	char line[512];
	if (fcntl(fd, F_SETFL, O_NONBLOCK) != 0)
		return;
	while (read_line(fd, line, sizeof line))
		answer(t, "%s", unprefixed(line));
}

/* Starts the server beside the session and says where it is, its QR
 * code and how to stop it; a child that cannot start is a refusal with
 * its reason. */
static enum cmd_status
serve_beside(struct tapis *t, const struct cmd_args *a)
{
	char why[512];
	int out, err;
	pid_t pid = spawn(t, a, &out, &err, why, sizeof why);
	if (pid < 0)
		return command_refuse(t, "%s", why);
	/* its first line is the address, once it listens: read, not waited for */
	bool started = read_line(out, beside.address, sizeof beside.address);
	close(out);
	if (!started) {
		child_reason(err, why, sizeof why);
		close(err);
		while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
			continue;
		return command_refuse(t, "%s", why);
	}
	beside.pid = pid;
	answer(t, _("the games are served at %s"), beside.address);
	child_notes(t, err);
	close(err);
	/* untaken: a terminal only, where the code to scan is drawn (test_render draws it); the
	 * suite's runs of serve write to a pipe */
	if (isatty(fileno(t->ui.out)))
		render_qr(&t->ui, beside.address);
	const char *listen = cmd_value(a, "--listen");
	struct serve_where asked;
	serve_listen_default(&asked, cmd_flag(a, "--lan") != NULL);
	if (listen != NULL)
		serve_listen_parse(listen, &asked, why, sizeof why);
	int port = port_of_address(beside.address);
	if (port != asked.port)
		answer(t, _("port %d was taken: port %d instead"), asked.port, port);
	answer(t, _("%s %s stops it, as does leaving tapis"), command_said("serve"),
	    stop_said());
	return CMD_OK;
}

/* Stops the server beside the session and waits for its end. */
static void
stop_beside(void)
{
	kill(beside.pid, SIGTERM);
	while (waitpid(beside.pid, NULL, 0) < 0 && errno == EINTR)
		continue;
	beside.pid = 0;
}

void
command_serve_end(void)
{
	if (beside.pid > 0)
		stop_beside();
}

/* ---- the command */

static enum cmd_status
stop(struct tapis *t)
{
	reap();
	if (beside.pid == 0)
		return command_refuse(t, _("no server is running (%s starts one)"),
		    command_said("serve"));
	stop_beside();
	answer(t, _("the server at %s is stopped"), beside.address);
	return CMD_OK;
}

/* Whether serve, as typed, serves in the foreground until a signal: no
 * word, a --listen that is an address if any, and no REPL to run it
 * beside. */
static bool
waits(const struct tapis *t, const struct cmd_args *a)
{
	const char *listen = cmd_value(a, "--listen");
	char why[256];
	return a->argc == 0 && t->ask == NULL &&
	    (listen == NULL || serve_listen_valid(listen, why, sizeof why));
}

/* In the foreground: the file, or a league's copy kept pulled. */
static enum cmd_status
serve_now(struct tapis *t, const struct cmd_args *a)
{
	const char *league = cmd_value(a, "--league"), *schema = cmd_value(a, "--schema");
	struct serve_options o = {t->db_path, cmd_value(a, "--listen"),
	    cmd_flag(a, "--lan") != NULL, league != NULL};
	if (league == NULL)
		return serve_here(t, &o, NULL);
	char why[640], path[4200];
	struct serve_feed *feed = command_serve_feed_open(league, schema != NULL ? schema
	    : STORE_LEAGUE_SCHEMA, path, sizeof path, why, sizeof why);
	if (feed == NULL)
		return command_refuse(t, "%s", why);
	o.db_path = path;
	return serve_here(t, &o, feed);
}

/* The flags' words checked, before a server starts: false once refused,
 * with *status. */
static bool
flags_valid(struct tapis *t, const struct cmd_args *a, enum cmd_status *status)
{
	const char *listen = cmd_value(a, "--listen"), *league = cmd_value(a, "--league");
	const char *schema = cmd_value(a, "--schema");
	char why[256], shown[64];
	if (listen != NULL && !serve_listen_valid(listen, why, sizeof why))
		*status = command_refuse(t, "%s", why);   /* it names the word */
	else if (schema != NULL && league == NULL)
		*status = command_refuse(t, _("%s names the schema of a league served, and no"
		    " --league URL is given"), text_visible(cmd_flag(a, "--schema"), shown,
		    sizeof shown));
	else
		return league == NULL || command_league_address(t, league, schema != NULL ? schema
		    : STORE_LEAGUE_SCHEMA, status);
	return false;
}

/* Whether any of serve's flags is typed (stop takes none). */
static bool
flag_given(const struct cmd_args *a)
{
	for (int i = 0; flags[i].name != NULL; i++)
		if (a->given[i] != NULL)
			return true;
	return false;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	char shown[128];
	enum cmd_status refused;
	if (a->argc == 1 && !command_word_is(a->argv[0], "stop"))
		return command_refuse(t, _("%s takes %s or nothing, not '%s'"), command_said("serve"),
		    stop_said(), text_visible(a->argv[0], shown, sizeof shown));
	if (a->argc == 1 && flag_given(a))
		return command_refuse(t, _("%s %s takes no flag"), command_said("serve"), stop_said());
	if (a->argc == 1)
		return stop(t);
	if (!flags_valid(t, a, &refused))
		return refused;
	if (waits(t, a))
		return serve_now(t, a);
	reap();
	if (beside.pid == 0)
		return serve_beside(t, a);
	answer(t, _("the games are served at %s already (%s %s stops it)"),
	    beside.address, command_said("serve"), stop_said());
	return CMD_OK;
}

/* stop is alone: offered where no flag is typed, and none after it */
static void
complete(struct completion *c)
{
	if (c->arg > 0)
		c->no_flags = true;
	else if (c->flag == NULL && !flag_given(c->typed))
		complete_word(c, "stop");
}

const struct command cmd_serve = {
	.name = "serve", .french = "servir",
	.usage = N_("[--listen ADDR:PORT] [--lan] [--league URL [--schema NAME]] | stop"),
	.help = N_("show the games live on the phones at the table, as web pages"),
	.details = N_("Starts a web server that reads the database and never writes to it:\n"
	    "its address (http://127.0.0.1:8421/, the next port if that one is\n"
	    "taken) and its QR code are said; a browser shows the games being\n"
	    "played and the last ones ended, each game's sheet as it is typed, its\n"
	    "chart and the leaderboard, in the browser's language (?tv: large\n"
	    "type).  --listen ADDR:PORT (or PORT alone) says where to listen.\n"
	    "--lan listens on every address of the machine, for the phones on its\n"
	    "network: the address then carries a key, without which a page is\n"
	    "refused.  --league URL serves a club's league instead (URL as league\n"
	    "URL reads it, one word, no password; --schema NAME its schema): its\n"
	    "copy, pulled at each push the league notifies, the pages following\n"
	    "it live; with the league out of reach they show it as last pulled,\n"
	    "and say so.  At the prompt the server runs beside the session until\n"
	    "serve stop, or until tapis ends; in a script, -c or tapis serve, it\n"
	    "runs until Ctrl-C (SIGINT or SIGTERM), its address the first line."),
	.flags = flags, .max_args = 1,
	.waits = waits, .complete = complete, .exec = exec,
};
