/* serve --league: how the league served stands (reached, or as last
 * pulled), set by the command that keeps its copy pulled and read by
 * each request as it draws a list; a change sent to the lists open. */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "serve_events.h"
#include "serve_private.h"

void
serve_league_state(struct server *s, bool reached, const char *pulled)
{
	pthread_mutex_lock(&s->league_lock);
	/* (the time is shown only where the league cannot be reached) */
	/* untaken: a pull said twice, not reached, of one time (serve_league.sh sees it once) */
	bool moved = s->league.reached != reached || (!reached &&
	    strcmp(s->league.pulled, pulled) != 0);
	s->league.reached = reached;
	snprintf(s->league.pulled, sizeof s->league.pulled, "%s", pulled);
	pthread_mutex_unlock(&s->league_lock);
	if (moved)
		serve_hub_touch(s->hub);
}

void
serve_league_said(struct server *s, struct serve_league *out)
{
	pthread_mutex_lock(&s->league_lock);
	*out = s->league;
	pthread_mutex_unlock(&s->league_lock);
}
