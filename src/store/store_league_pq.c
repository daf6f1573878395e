/* libpq loaded at the first use of a league (store_league_pq.h says why),
 * by the name of the library the build was configured with (LIBPQ_SONAME),
 * as serve loads libmicrohttpd. */
#include "config.h"

#ifdef HAVE_LIBPQ
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

#include "store_league_pq.h"

struct store_league_pq pq;

/* Sets the pointer at fn to function name of lib, NULL if it has none
 * (a function's address through a data pointer, as POSIX allows); false
 * if it has none. */
static bool
find(void *lib, const char *name, void *fn)
{
	void *at = dlsym(lib, name);
	memcpy(fn, &at, sizeof at);
	return at != NULL;
}

static bool loaded;

/* Fills pq from libpq; once, whichever thread asks first. */
static void
load(void)
{
	void *lib = dlopen(LIBPQ_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (lib == NULL)
		return;
	struct store_league_pq p;
	bool all = find(lib, "PQconnectdbParams", &p.connectdb_params) &&
	    find(lib, "PQstatus", &p.status) && find(lib, "PQerrorMessage", &p.error_message) &&
	    find(lib, "PQfinish", &p.finish) && find(lib, "PQexec", &p.exec) &&
	    find(lib, "PQexecParams", &p.exec_params) &&
	    find(lib, "PQresultStatus", &p.result_status) &&
	    find(lib, "PQresultErrorMessage", &p.result_error_message) &&
	    find(lib, "PQresultErrorField", &p.result_error_field) &&
	    find(lib, "PQclear", &p.clear) && find(lib, "PQntuples", &p.ntuples) &&
	    find(lib, "PQgetvalue", &p.getvalue) && find(lib, "PQgetisnull", &p.getisnull) &&
	    find(lib, "PQescapeIdentifier", &p.escape_identifier) &&
	    find(lib, "PQfreemem", &p.freemem) && find(lib, "PQconninfoParse", &p.conninfo_parse) &&
	    find(lib, "PQconninfoFree", &p.conninfo_free) &&
	    find(lib, "PQsetNoticeProcessor", &p.set_notice_processor) &&
	    find(lib, "PQsocket", &p.socket) && find(lib, "PQconsumeInput", &p.consume_input) &&
	    find(lib, "PQnotifies", &p.notifies);
	if (!all) {
		dlclose(lib);
		return;
	}
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
