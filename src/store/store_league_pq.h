/* libpq's functions a league calls, found at the first use of a league
 * (store_league_pq_load), not linked: libpq brings OpenSSL, GSSAPI and
 * LDAP, and every other command of tapis starts without them (issue 29's
 * start-up).  Its types and constants are still those of <libpq-fe.h>.
 * Only in a build with PostgreSQL (HAVE_LIBPQ). */
#ifndef TAPIS_STORE_LEAGUE_PQ_H
#define TAPIS_STORE_LEAGUE_PQ_H

#include <stdbool.h>

#include <libpq-fe.h>

struct store_league_pq {
	__typeof__(PQconnectdbParams) *connectdb_params;
	__typeof__(PQstatus) *status;
	__typeof__(PQerrorMessage) *error_message;
	__typeof__(PQfinish) *finish;
	__typeof__(PQexec) *exec;
	__typeof__(PQexecParams) *exec_params;
	__typeof__(PQresultStatus) *result_status;
	__typeof__(PQresultErrorMessage) *result_error_message;
	__typeof__(PQresultErrorField) *result_error_field;
	__typeof__(PQclear) *clear;
	__typeof__(PQntuples) *ntuples;
	__typeof__(PQgetvalue) *getvalue;
	__typeof__(PQgetisnull) *getisnull;
	__typeof__(PQescapeIdentifier) *escape_identifier;
	__typeof__(PQfreemem) *freemem;
	__typeof__(PQconninfoParse) *conninfo_parse;
	__typeof__(PQconninfoFree) *conninfo_free;
	__typeof__(PQsetNoticeProcessor) *set_notice_processor;
	/* a league's notifications (serve --league listens) */
	__typeof__(PQsocket) *socket;
	__typeof__(PQconsumeInput) *consume_input;
	__typeof__(PQnotifies) *notifies;
};

/* Set by store_league_pq_load, read-only after (a REPL's pushing thread
 * starts after it). */
extern struct store_league_pq pq;

/* Loads libpq (once; again a no-op) and fills pq; false if it or one of
 * its functions cannot be found. */
bool store_league_pq_load(void);

#endif
