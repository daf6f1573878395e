/* The server alone, for tests/web.sh: serve_start on the database given,
 * the address on standard output, then serving until SIGTERM or SIGINT
 * (serve_stop, exit 0).  Usage: web_server DB [--lan] [--listen WORD].
 * (The command serve, cmd_serve.c, is the program's face; this is the
 * server's own test.) */
#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "families.h"
#include "serve.h"

int
main(int argc, char **argv)
{
	struct serve_options o = {NULL, NULL, false, false};
	char why[1024];
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--lan") == 0)
			o.lan = true;
		else if (strcmp(argv[i], "--listen") == 0 && i + 1 < argc)
			o.listen = argv[++i];
		else
			o.db_path = argv[i];
	}
	if (o.db_path == NULL) {
		fprintf(stderr, "usage: web_server DB [--lan] [--listen WORD]\n");
		return 2;
	}
	setlocale(LC_ALL, "");
	const char *catalogues = getenv("TEXTDOMAINDIR");
	bindtextdomain(PACKAGE, catalogues != NULL && *catalogues ? catalogues : LOCALEDIR);
	textdomain(PACKAGE);
	setlocale(LC_NUMERIC, "C");
	families_register();
	/* the signals waited for here, in no thread of the server */
	sigset_t stop;
	sigemptyset(&stop);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGINT);
	pthread_sigmask(SIG_BLOCK, &stop, NULL);
	if (o.listen != NULL && !serve_listen_valid(o.listen, why, sizeof why)) {
		fprintf(stderr, "web_server: %s\n", why);
		return 2;
	}
	struct server *s = serve_start(&o, why, sizeof why);
	if (s == NULL) {
		fprintf(stderr, "web_server: %s\n", why);
		return 2;
	}
	printf("%s\n%d %d\n", serve_address(s), serve_port(s), serve_port_asked(s));
	fflush(stdout);
	int sig;
	sigwait(&stop, &sig);
	serve_stop(s);
	return 0;
}
