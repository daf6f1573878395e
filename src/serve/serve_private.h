/* The server's parts (serve.c starts them, serve_request.c answers with
 * them): for the files of src/serve only. */
#ifndef TAPIS_SERVE_PRIVATE_H
#define TAPIS_SERVE_PRIVATE_H

#include <pthread.h>
#include <stdbool.h>

#include <microhttpd.h>

#include "serve.h"
#include "serve_events.h"
#include "serve_key.h"
#include "serve_lang.h"
#include "serve_watch.h"

struct server {
	struct MHD_Daemon *daemon;
	char *db_path;
	char key[SERVE_KEY_CHARS + 1];    /* "" without --lan */
	char address[128];
	int port, port_asked;
	struct serve_langs langs;
	pthread_key_t thread_tapis;       /* each thread's read-only store */
	struct serve_hub *hub;
	struct serve_watch *watch;
	pthread_mutex_t league_lock;
	struct serve_league league;
};

/* How the league stands now, into *out (serve_league.c). */
void serve_league_said(struct server *s, struct serve_league *out);

#endif
