/* The paper sheet, rebuilt from the log.  The engine says per entry what
 * happened (struct farkle_outcome); this turns it into what a scorekeeper
 * writes: a bank or a penalty that costs points writes a new score below
 * the last; the `back` penalty and a collision strike the last one out. */
#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "farkle.h"
#include "farkle_sheet.h"
#include "game.h"
#include "never.h"

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
		/* untaken: a column of a billion rows: memory runs out long before */
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
	/* a penalty's column has a row (checked by its caller), and a player
	 * bumped had a score above 0 landed on, so a row */
	if (ALWAYS(cur >= 0))
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

struct build {
	struct sheet *sh;
	const struct farkle_rules *rules;
	int crosses[FARKLE_MAX_PLAYERS];   /* each run before the entry */
	bool failed;
};

/* After each entry of the replay: what it wrote, struck, crossed. */
static void
after_entry(const struct game *g, int index, const void *state, const union outcome *out,
    void *ctx)
{
	struct build *b = ctx;
	const struct farkle_state *st = state;
	const struct farkle_outcome *o = &((const struct farkle_result *)out)->farkle;
	(void)index;
	struct sheet_column *c = &b->sh->col[o->seat];
	int cur = sheet_current(c);
	if (o->crossed && o->penalised && cur >= 0) {
		/* The penalty wipes the run; the crosses that cost it stay beside
		 * the score they were given at. */
		c->row[cur].crosses = b->crosses[o->seat] + 1;
		if (b->rules->cross_penalty == PENALTY_BACK)
			strike(c);
	}
	for (int i = 0; i < o->nbumped; i++)
		strike(&b->sh->col[o->bumped[i]]);
	for (int i = 0; i < g->nplayers; i++) {
		if (!sync_column(&b->sh->col[i], &st->player[i]))
			b->failed = true;
		b->crosses[i] = st->player[i].crosses;
	}
}

bool
sheet_build(struct sheet *sh, const struct game *g)
{
	struct farkle_state st;
	char why[ENGINE_WHY];
	struct build b = {sh, &((const struct farkle_scorer *)g->rules)->rules, {0}, false};
	memset(sh, 0, sizeof *sh);
	sh->nplayers = g->nplayers;
	if (!game_walk(g, &st, after_entry, &b, why, sizeof why) || b.failed) {
		sheet_free(sh);
		sh->short_of_memory = b.failed;
		return false;
	}
	for (int i = 0; i < g->nplayers; i++)
		if (sh->col[i].nrows > sh->nrows)
			sh->nrows = sh->col[i].nrows;
	return true;
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
