/* The store's part of `chart`: a game's players and the score each had
 * after each of their turns. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "chart.h"
#include "store_private.h"

/* Adds a score to p's series; false on no memory. */
static bool
push(struct chart_player *p, int score)
{
	if (p->n == p->cap) {
		int cap = p->cap ? p->cap * 2 : 64;
		int *more = realloc(p->score, (size_t)cap * sizeof *more);
		if (more == NULL)
			return false;
		p->score = more;
		p->cap = cap;
	}
	p->score[p->n++] = score;
	return true;
}

int
store_chart(struct store *s, int64_t id, struct chart *c)
{
	/* One statement, so one read of the file: a row a player's turn (a
	 * player with none yet has one row of NULL), in seat and turn order.
	 * The entries of a game are one range of the table's key (sql/005).
	 * A turn is an active entry that ended one: a bank or a bust, a box
	 * written, a pawn placed. */
	static const char sql[] =
	    "SELECT g.game, p.seat, p.name, e.score_after, p.final_score, g.family"
	    "  FROM games g"
	    "  JOIN players p ON p.game_id = g.id"
	    "  LEFT JOIN entries e"
	    "    ON e.id BETWEEN g.id * 4294967296 + 1 AND g.id * 4294967296 + 4294967295"
	    "   AND e.seat = p.seat AND e.undone = 0 AND e.outcome IS NOT NULL"
	    "   AND e.score_after IS NOT NULL"
	    " WHERE g.id = ?1"
	    " ORDER BY p.seat, e.id";
	memset(c, 0, sizeof *c);
	c->id = id;
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	int rc, last_seat = -1;
	bool ok = true;
	while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		int seat = sqlite3_column_int(st, 1);
		const char *game = (const char *)sqlite3_column_text(st, 0);
		const char *name = (const char *)sqlite3_column_text(st, 2);
		const char *family = (const char *)sqlite3_column_text(st, 5);
		if (c->nplayers == 0 && game != NULL)
			snprintf(c->game, sizeof c->game, "%s", game);
		if (c->nplayers == 0 && family != NULL)
			snprintf(c->family, sizeof c->family, "%s", family);
		if (seat != last_seat) {
			/* a players row damaged by hand beyond the most a game has is
			 * left out, as the game itself would refuse it */
			if (c->nplayers == STORE_MAX_PLAYERS)
				continue;
			last_seat = seat;
			struct chart_player *p = &c->player[c->nplayers++];
			snprintf(p->name, sizeof p->name, "%s", name ? name : "?");
			p->has_final = sqlite3_column_type(st, 4) != SQLITE_NULL;
			p->final = sqlite3_column_int(st, 4);
		}
		if (sqlite3_column_type(st, 3) != SQLITE_NULL)
			ok = push(&c->player[c->nplayers - 1], sqlite3_column_int(st, 3));
	}
	if (ok && rc != SQLITE_DONE)
		ok = false;
	sqlite3_finalize(st);
	if (!ok) {
		chart_free(c);
		return -1;
	}
	return c->nplayers > 0 ? 1 : 0;
}

void
chart_free(struct chart *c)
{
	for (int i = 0; i < c->nplayers; i++) {
		free(c->player[i].score);
		c->player[i].score = NULL;
		c->player[i].n = c->player[i].cap = 0;
	}
}

int
chart_turns(const struct chart *c)
{
	int most = 0;
	for (int i = 0; i < c->nplayers; i++)
		if (c->player[i].n > most)
			most = c->player[i].n;
	return most;
}
