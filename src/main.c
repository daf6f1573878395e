/* tapis: keeps the score for French dice games played with real dice. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command.h"
#include "engine.h"
#include "families.h"
#include "i18n.h"
#include "progress.h"
#include "render.h"
#include "render_progress.h"
#include "repl.h"
#include "say.h"
#include "session.h"
#include "store.h"
#include "tapis.h"
#include "ui.h"

/* Says what is wrong with the command line; returns the exit status of a
 * usage error. */
static int
usage_error(const struct ui *ui, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int
usage_error(const struct ui *ui, const char *fmt, ...)
{
	char why[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	say_note(ui, _("tapis: %s\n(tapis --help gives the usage)\n"), why);
	return 2;
}

/* tapis --help: the usage, and the games it keeps the score of (the
 * family table's). */
static void
say_usage(const struct ui *ui)
{
	char games[256] = "";
	for (size_t f = 0; f < nfamilies; f++) {
		size_t used = strlen(games);
		const struct game_words *w = families[f].words;
		snprintf(games + used, sizeof games - used, "%s%s", f == 0 ? "" : f + 1 == nfamilies
		    ? _(" and ") : ", ", i18n_french_names() ? w->french_title : w->title);
	}
	say_plain(ui, "%s", _("usage: tapis [--db PATH] [FILE]\n"
	    "       tapis [--db PATH] -c COMMAND\n"
	    "       tapis [--db PATH] serve [--listen ADDR:PORT] [--lan]\n"));
	say_plain(ui, _("Keeps the score of %s played with real dice.\n"), games);
	say_plain(ui, "%s", _("\n"
	    "  --db PATH    the database (default $XDG_DATA_HOME/tapis/tapis.db)\n"
	    "  -c COMMAND   run one command and exit\n"
	    "  -h, --help   this help\n"
	    "  -V, --version\n"
	    "\n"
	    "With a FILE, or with standard input not a terminal, tapis runs one\n"
	    "command a line.  Exit status: 0 every line accepted, 1 a line refused,\n"
	    "2 a usage or fatal error, 127 ICU's libraries missing.  'man tapis' says\n"
	    "the rest.\n"));
	say_plain(ui, "%s", _("\n"
	    "tapis serve shows the games as web pages, live, until Ctrl-C; its first\n"
	    "line is their address (a script named serve is run as ./serve).\n"));
}

/* $XDG_DATA_HOME/tapis/tapis.db, else ~/.local/share/tapis/tapis.db; NULL
 * with the reason in why when neither can be had.  A HOME that is not there
 * is refused rather than made: it is a mistake in the environment. */
static char *
default_db(char *why, size_t whylen)
{
	const char *data = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");
	char path[4096];
	struct stat st;
	if (data != NULL && data[0] == '/') {
		snprintf(path, sizeof path, "%s/tapis/tapis.db", data);
	} else if (home != NULL && home[0] != '\0') {
		if (stat(home, &st) != 0 || !S_ISDIR(st.st_mode)) {
			snprintf(why, whylen, _("HOME is %s, which is not a folder: give --db PATH"),
			    home);
			return NULL;
		}
		snprintf(path, sizeof path, "%s/.local/share/tapis/tapis.db", home);
	} else {
		snprintf(why, whylen, _("neither XDG_DATA_HOME nor HOME is set: give --db PATH"));
		return NULL;
	}
	return strdup(path);
}

/* A database path tapis can keep games in: a file's path, never a URI (an
 * SQLite built to read them would act on the words after '?') nor a
 * database in memory, which would keep nothing. */
static bool
check_db_path(const char *path, char *why, size_t whylen)
{
	if (path[0] == '\0') {
		snprintf(why, whylen, _("--db needs a file's path"));
		return false;
	}
	if (strcmp(path, ":memory:") == 0 || strncmp(path, "file:", 5) == 0) {
		snprintf(why, whylen, _("--db %s: give a file's path (not a URI, nor :memory:, which"
		    " would keep nothing)"), path);
		return false;
	}
	return true;
}

/* The database at path was brought up to date from schema version from to
 * to, the file as it was kept in copy: said on standard error. */
static void
say_upgraded(const struct ui *ui, const char *path, int from, int to, const char *copy)
{
	char why[8192];
	snprintf(why, sizeof why, _("%s brought up to date from schema version %d to %d; the file"
	    " as it was is kept in %s"), path, from, to, copy);
	say_fatal(ui, why);
}

static const struct option longopts[] = {
	{"db", required_argument, NULL, 'd'},
	{"help", no_argument, NULL, 'h'},
	{"version", no_argument, NULL, 'V'},
	{NULL, 0, NULL, 0},
};

/* What the command line asks for. */
struct args {
	const char *db;           /* --db, or NULL for the default */
	const char *command;      /* -c, or NULL */
	const char *file;         /* FILE, or NULL for the standard input */
};

/* The user's language (LANG, LC_ALL, LC_MESSAGES, LANGUAGE) for the
 * messages, the dates and the decimal point people read, and ui set up
 * for it; numbers as written for scripts and parsed back (JSON, TSV,
 * strtod) stay those of C whatever the language: the machine contract
 * does not change. */
/* Where the catalogues are: TEXTDOMAINDIR, as gettext's shell tools read
 * it; else a folder locale beside the program, where it runs from its
 * build folder, not installed (make puts them there); else where they
 * are installed. */
static const char *
catalogues_dir(char *buf, size_t len)
{
	const char *set = getenv("TEXTDOMAINDIR");
	if (set != NULL && *set != '\0')
		return set;
	ssize_t n = readlink("/proc/self/exe", buf, len - 1);
	buf[n > 0 ? n : 0] = '\0';
	char *slash = strrchr(buf, '/');
	/* untaken: the program's path is absolute, far shorter than PATH_MAX */
	if (slash != NULL && (size_t)(slash - buf) + sizeof "/locale" <= len) {
		memcpy(slash, "/locale", sizeof "/locale");
		/* untaken: the tests run the build's tapis, its catalogues beside it */
		if (access(buf, X_OK) == 0)
			return buf;
	}
	return LOCALEDIR;
}

static void
speak_the_language(struct ui *ui)
{
	/* Only the categories tapis reads (the messages, the characters their
	 * catalogue is turned into, the dates): where the locale is not in
	 * the system's archive (C.UTF-8 on Debian), each category is a file
	 * to look for, open and map, and LC_ALL's twelve took 77 system calls
	 * and 168,000 instructions of each process (these three, 32 and
	 * 86,000; issue 29).  LC_NUMERIC stays C: numbers as scripts read
	 * them. */
	setlocale(LC_CTYPE, "");
	setlocale(LC_MESSAGES, "");
	setlocale(LC_TIME, "");
	char beside[4096];
	bindtextdomain(PACKAGE, catalogues_dir(beside, sizeof beside));
	textdomain(PACKAGE);
	ui_init(ui, false, false);
}

/* Says what is wrong with arg, an option getopt_long did not take;
 * returns the exit status of a usage error. */
static int
bad_option(const struct ui *ui, const char *arg)
{
	/* a long option, or its abbreviation (--vers=3), given a value it does
	 * not take: getopt_long names it by its val in optopt, which is one
	 * of longopts' (0 for a long option it does not know) */
	if (optopt != 0 && strncmp(arg, "--", 2) == 0) {
		const struct option *o = longopts;
		while (o->val != optopt)
			o++;
		return usage_error(ui, _("--%s takes no value"), o->name);
	}
	if (optopt != 0)
		return usage_error(ui, _("unknown option -%c"), optopt);
	return usage_error(ui, _("unknown option %s"), arg);
}

/* Where the command line's first word that is no option nor an option's
 * value is `serve`, its place: tapis serve ARGS runs the command serve
 * with ARGS as the shell split them.  0 if it is not (a script named
 * serve is ./serve, or follows --). */
static int
serve_at(int argc, char **argv)
{
	opterr = 0;
	while (getopt_long(argc, argv, "+:c:hV", longopts, NULL) != -1)
		continue;         /* (read again by read_args, which says what is wrong) */
	int at = optind;
	optind = 0;           /* getopt starts again from scratch */
	if (at >= argc || strcmp(argv[at], "serve") != 0 || strcmp(argv[at - 1], "--") == 0)
		return 0;
	return at;
}

/* tapis serve ARGS: the command serve with its words, running until it
 * is stopped.  The database is the server's to open, read-only: it is
 * neither created nor brought up to date here.  Words it refuses are the
 * command line's usage error. */
static int
serve_alone(struct tapis *t, int argc, char **argv)
{
	t->line = 1;
	enum cmd_status s = command_run_words(t, argc, argv);
	fflush(t->ui.out);
	return s == CMD_OK ? 0 : 2;
}

/* tapis games, tapis stats Zoé: a command's words where a FILE goes (not
 * after --), and no file of that name: said with the -c that runs them;
 * the exit status 2, or -1 if the words are no such thing. */
static int
command_not_file(const struct ui *ui, int argc, char **argv, int at)
{
	struct command_match m;
	if (at >= argc || strcmp(argv[at - 1], "--") == 0 || access(argv[at], F_OK) == 0 ||
	    !command_find(argv[at], NULL, &m, NULL, 0) || m.command == NULL)
		return -1;
	char line[512] = "", why[1024];
	for (int i = at; i < argc; i++)
		snprintf(line + strlen(line), sizeof line - strlen(line), "%s%s", i > at ? " " : "",
		    argv[i]);
	snprintf(why, sizeof why, _("%s is a command, not a file: tapis -c '%s' runs it"),
	    argv[at], line);
	say_fatal(ui, why);
	return 2;
}

/* Reads the command line into a: -1 to go on, or the exit status to end
 * with (--help and --version done, a usage error said). */
static int
read_args(int argc, char **argv, const struct ui *ui, struct args *a)
{
	int c;
	opterr = 0;          /* our own messages, named tapis, not argv[0] */
	while ((c = getopt_long(argc, argv, ":c:hV", longopts, NULL)) != -1) {
		switch (c) {
		case 'd':
			a->db = optarg;
			break;
		case 'c':
			a->command = optarg;
			break;
		case 'h':
			say_usage(ui);
			return 0;
		case 'V':
			say_plain(ui, "tapis %s\n", PACKAGE_VERSION);
			return 0;
		case ':':
			return usage_error(ui, _("%s needs a value"), argv[optind - 1]);
		default:
			return bad_option(ui, argv[optind - 1]);
		}
	}
	if (a->command != NULL && argc - optind > 0)
		return usage_error(ui, _("-c runs one command: it takes no FILE (%s)"),
		    argv[optind]);
	if (a->command == NULL && (c = command_not_file(ui, argc, argv, optind)) >= 0)
		return c;
	if (argc - optind > 1)
		return usage_error(ui, _("one FILE at most (%s, %s)"), argv[optind],
		    argv[optind + 1]);
	a->file = optind < argc ? argv[optind] : NULL;
	return -1;
}

int
main(int argc, char **argv)
{
	struct args a = {NULL, NULL, NULL};
	struct tapis t;
	memset(&t, 0, sizeof t);
	families_register();
	speak_the_language(&t.ui);
	int serve = serve_at(argc, argv);
	int done = read_args(serve > 0 ? serve : argc, argv, &t.ui, &a);
	if (done >= 0)
		return done;
	if (serve > 0 && a.command != NULL)
		return usage_error(&t.ui, _("-c runs one command: it takes no FILE (%s)"), argv[serve]);
	const char *db = a.db;
	char *db_default = NULL;
	char why[512];
	if (db == NULL && (db = db_default = default_db(why, sizeof why)) == NULL) {
		say_fatal(&t.ui, why);
		return 2;
	}
	if (!check_db_path(db, why, sizeof why)) {
		free(db_default);
		return usage_error(&t.ui, "%s", why);
	}
	t.db_path = db;
	if (serve > 0) {
		done = serve_alone(&t, argc - serve, argv + serve);
		free(db_default);
		return done;
	}
	FILE *in = stdin;
	if (a.file != NULL && (in = fopen(a.file, "r")) == NULL) {
		snprintf(why, sizeof why, "%s: %s", a.file, strerror(errno));
		say_fatal(&t.ui, why);
		free(db_default);
		return 2;
	}

	bool interactive = a.command == NULL && a.file == NULL && isatty(STDIN_FILENO);
	ui_init(&t.ui, interactive, interactive);
	char err[512];
	/* (an old file is brought up to date as it opens: at a terminal, that
	 * may take long enough to say how far it is) */
	struct progress opening;
	progress_begin(&opening, N_("bringing the file up to date"), PROGRESS_STEPS,
	    render_progress_for(&t.ui), &t.ui);
	t.store = store_open(db, err, sizeof err);
	progress_end(&opening);
	if (t.store == NULL) {
		say_fatal(&t.ui, err);
		free(db_default);
		if (in != stdin)
			fclose(in);
		return 2;
	}
	int from;
	const char *copy = store_upgraded(t.store, &from);
	if (copy != NULL)
		say_upgraded(&t.ui, db, from, store_version(t.store), copy);

	int code;
	if (a.command != NULL)
		code = command_once(&t, a.command);
	else if (interactive)
		code = repl_run(&t);
	else
		code = batch_run(&t, in);
	command_serve_end();      /* the server beside the REPL ends with it */

	session_close(&t);
	store_close(t.store);
	if (in != stdin)
		fclose(in);
	free(db_default);
	return code;
}
