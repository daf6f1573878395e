/* libmicrohttpd's functions serve calls, found when the server starts
 * (serve_mhd_load), not linked: every other command of tapis starts
 * without loading it and the GnuTLS it brings (about a fifth of what a
 * process spent before its first answer, issue 29).  Its types and
 * constants are still those of <microhttpd.h>. */
#ifndef TAPIS_SERVE_MHD_H
#define TAPIS_SERVE_MHD_H

#include <stdbool.h>

#include <microhttpd.h>

struct serve_mhd {
	__typeof__(MHD_start_daemon) *start_daemon;
	__typeof__(MHD_stop_daemon) *stop_daemon;
	__typeof__(MHD_create_response_from_buffer) *create_response_from_buffer;
	__typeof__(MHD_create_response_from_callback) *create_response_from_callback;
	__typeof__(MHD_add_response_header) *add_response_header;
	__typeof__(MHD_queue_response) *queue_response;
	__typeof__(MHD_destroy_response) *destroy_response;
	__typeof__(MHD_lookup_connection_value) *lookup_connection_value;
	__typeof__(MHD_lookup_connection_value_n) *lookup_connection_value_n;
	__typeof__(MHD_suspend_connection) *suspend_connection;
	__typeof__(MHD_resume_connection) *resume_connection;
};

/* Set by serve_mhd_load, read-only after: the server's threads start
 * after it. */
extern struct serve_mhd serve_mhd;

/* Loads the library (once; again a no-op) and fills serve_mhd; false if
 * it or one of its functions cannot be found. */
bool serve_mhd_load(void);

#endif
