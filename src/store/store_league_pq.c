/* libpq loaded at the first use of a league (store_league_pq.h says why),
 * by the name of the library the build was configured with (LIBPQ_SONAME),
 * as serve loads libmicrohttpd. */
#include "config.h"

#ifdef HAVE_LIBPQ
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

#include "library.h"
#include "store_league_pq.h"

struct store_league_pq pq;

static bool loaded;

/* Fills pq from libpq; once, whichever thread asks first. */
static void
load(void)
{
	struct store_league_pq p;
	const struct library_symbol symbols[] = {
		{"PQconnectdbParams", &p.connectdb_params},
		{"PQstatus", &p.status},
		{"PQerrorMessage", &p.error_message},
		{"PQfinish", &p.finish},
		{"PQexec", &p.exec},
		{"PQexecParams", &p.exec_params},
		{"PQresultStatus", &p.result_status},
		{"PQresultErrorMessage", &p.result_error_message},
		{"PQresultErrorField", &p.result_error_field},
		{"PQclear", &p.clear},
		{"PQntuples", &p.ntuples},
		{"PQgetvalue", &p.getvalue},
		{"PQgetisnull", &p.getisnull},
		{"PQescapeIdentifier", &p.escape_identifier},
		{"PQfreemem", &p.freemem},
		{"PQconninfoParse", &p.conninfo_parse},
		{"PQconninfoFree", &p.conninfo_free},
		{"PQsetNoticeProcessor", &p.set_notice_processor},
		{"PQsocket", &p.socket},
		{"PQconsumeInput", &p.consume_input},
		{"PQnotifies", &p.notifies},
	};
	const char *why;
	/* untaken: libpq missing or lacking a function: the README's command installs it where
	 * the suite runs */
	if (library_load(LIBPQ_SONAME, RTLD_NOW | RTLD_LOCAL, symbols, sizeof symbols / sizeof *symbols,
	    &why) == NULL)
		return;
	/* (the library stays loaded: its connections live until the process ends) */
	pq = p;
	loaded = true;
}

bool
store_league_pq_load(void)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	pthread_once(&once, load);
	return loaded;
}
#endif
