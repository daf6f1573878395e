/* tapis: keeps the score for French dice games played with real dice. */
#include "config.h"

#include <getopt.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "repl.h"
#include "tapis.h"

static void
usage(FILE *f)
{
	fprintf(f, _(
	    "usage: tapis [--db PATH] [FILE]\n"
	    "       tapis [--db PATH] -c COMMAND\n"
	    "Keeps the score of 10000 and 5000 played with real dice.\n"
	    "\n"
	    "  --db PATH    the database (default $XDG_DATA_HOME/tapis/tapis.db)\n"
	    "  -c COMMAND   run one command and exit\n"
	    "  -h, --help   this help\n"
	    "  -V, --version\n"
	    "\n"
	    "With a FILE, or with standard input not a terminal, tapis runs one\n"
	    "command a line.  Exit status: 0 every line accepted, 1 a line refused,\n"
	    "2 a usage or fatal error.  'man tapis' says the rest.\n"));
}

/* Says what is wrong with the command line, and how to ask for help;
 * returns the exit status of a usage error. */
static int
usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int
usage_error(const char *fmt, ...)
{
	va_list ap;
	fputs("tapis: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs(_("\n(tapis --help gives the usage)\n"), stderr);
	return 2;
}

/* $XDG_DATA_HOME/tapis/tapis.db, else ~/.local/share/tapis/tapis.db. */
static char *
default_db(void)
{
	const char *data = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");
	char path[4096];
	if (data != NULL && data[0] == '/')
		snprintf(path, sizeof path, "%s/tapis/tapis.db", data);
	else if (home != NULL && home[0] != '\0')
		snprintf(path, sizeof path, "%s/.local/share/tapis/tapis.db", home);
	else
		return NULL;
	return strdup(path);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{"db", required_argument, NULL, 'd'},
		{"help", no_argument, NULL, 'h'},
		{"version", no_argument, NULL, 'V'},
		{NULL, 0, NULL, 0},
	};
	const char *db = NULL;
	const char *command = NULL;
	int c;

	setlocale(LC_ALL, "");
	opterr = 0;          /* our own messages, named tapis, not argv[0] */
	while ((c = getopt_long(argc, argv, ":c:hV", longopts, NULL)) != -1) {
		switch (c) {
		case 'd':
			db = optarg;
			break;
		case 'c':
			command = optarg;
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'V':
			printf("tapis %s\n", PACKAGE_VERSION);
			return 0;
		case ':':
			return usage_error(_("%s needs a value"), argv[optind - 1]);
		default:
			return usage_error(_("unknown option %s"), argv[optind - 1]);
		}
	}
	if (command != NULL && argc - optind > 0)
		return usage_error(_("-c runs one command: it takes no FILE (%s)"), argv[optind]);
	if (argc - optind > 1)
		return usage_error(_("one FILE at most (%s, %s)"), argv[optind], argv[optind + 1]);
	const char *file = optind < argc ? argv[optind] : NULL;

	char *db_default = NULL;
	if (db == NULL && (db = db_default = default_db()) == NULL) {
		fprintf(stderr, _("tapis: neither XDG_DATA_HOME nor HOME is set: give --db PATH\n"));
		return 2;
	}
	FILE *in = stdin;
	if (file != NULL && (in = fopen(file, "r")) == NULL) {
		fprintf(stderr, "tapis: %s: %m\n", file);
		free(db_default);
		return 2;
	}

	struct tapis t;
	memset(&t, 0, sizeof t);
	bool interactive = command == NULL && file == NULL && isatty(STDIN_FILENO);
	ui_init(&t.ui, interactive, interactive);
	char err[512];
	t.db_path = db;
	t.store = store_open(db, err, sizeof err);
	if (t.store == NULL) {
		render_fatal(&t.ui, err);
		free(db_default);
		if (in != stdin)
			fclose(in);
		return 2;
	}

	int code;
	if (command != NULL)
		code = command_once(&t, command);
	else if (interactive)
		code = repl_run(&t);
	else
		code = batch_run(&t, in);

	session_close(&t);
	store_close(t.store);
	if (in != stdin)
		fclose(in);
	free(db_default);
	return code;
}
