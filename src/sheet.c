/* The paper sheet, rebuilt from the log.  The engine says per entry what
 * happened (struct farkle_outcome); this turns it into what a scorekeeper
 * writes: a bank or a penalty that costs points writes a new score below
 * the last; the `back` penalty and a collision strike the last one out. */
#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "sheet.h"

int
sheet_current(const struct sheet_column *c)
{
	for (int i = c->nrows - 1; i >= 0; i--)
		if (!c->row[i].struck)
			return i;
	return -1;
}

static bool
write_score(struct sheet_column *c, int score)
{
	if (c->nrows == c->cap) {
		if (c->cap > INT_MAX / 2)
			return false;
		int cap = c->cap ? c->cap * 2 : 16;
		struct sheet_row *r = realloc(c->row, (size_t)cap * sizeof *r);
		if (r == NULL)
			return false;
		c->row = r;
		c->cap = cap;
	}
	c->row[c->nrows++] = (struct sheet_row){score, false, 0};
	return true;
}

static void
strike(struct sheet_column *c)
{
	int cur = sheet_current(c);
	if (cur >= 0)
		c->row[cur].struck = true;
}

/* Brings a column in line with the engine's player: if the score in force
 * on paper is not the player's score, the new score is written.  Keeping
 * this one rule (rather than guessing what each penalty writes) means the
 * column can never disagree with the score, even where house rules mix a
 * minus with a strike.  The crosses of the run go beside that score. */
static bool
sync_column(struct sheet_column *c, const struct farkle_player *p)
{
	int cur = sheet_current(c);
	if ((cur >= 0 ? c->row[cur].score : 0) != p->score) {
		if (!write_score(c, p->score))
			return false;
		cur = c->nrows - 1;
	}
	if (cur >= 0)
		c->row[cur].crosses = p->crosses;
	return true;
}

bool
sheet_build(struct sheet *sh, const struct game *g)
{
	const struct farkle_rules *r = game_rules(g);
	struct farkle_state st;
	struct farkle_outcome o;
	char why[FARKLE_WHY];
	memset(sh, 0, sizeof *sh);
	sh->nplayers = g->nplayers;
	farkle_start(&st, r, g->nplayers);
	for (int e = 0; e < g->nactive; e++) {
		int seat = st.current;
		int run = st.player[seat].crosses;
		if (!farkle_apply(g->scorer, &st, &g->entry[e].action, &o, why, sizeof why))
			goto fail;
		struct sheet_column *c = &sh->col[o.seat];
		int cur = sheet_current(c);
		if (o.crossed && o.penalised && cur >= 0) {
			/* The penalty wipes the run; the crosses that cost it
			 * stay beside the score they were given at. */
			c->row[cur].crosses = run + 1;
			if (r->cross_penalty == PENALTY_BACK)
				strike(c);
		}
		for (int i = 0; i < o.nbumped; i++)
			strike(&sh->col[o.bumped[i]]);
		for (int i = 0; i < g->nplayers; i++)
			if (!sync_column(&sh->col[i], &st.player[i]))
				goto fail;
	}
	for (int i = 0; i < g->nplayers; i++)
		if (sh->col[i].nrows > sh->nrows)
			sh->nrows = sh->col[i].nrows;
	return true;
fail:
	sheet_free(sh);
	return false;
}

void
sheet_free(struct sheet *sh)
{
	for (int i = 0; i < FARKLE_MAX_PLAYERS; i++) {
		free(sh->col[i].row);
		sh->col[i] = (struct sheet_column){0, 0, NULL};
	}
	sh->nrows = 0;
}
