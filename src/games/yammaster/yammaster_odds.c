/* Yam Master's exact odds: the chance of making a combination with the
 * throws left, keeping at best for it, over every throw as a multiset of
 * faces weighted by its multinomial chance.  What dice make is the
 * engine's to say (yammaster_makes): stated once, in yammaster_board.c.
 * Pure, as the engine. */
#include "config.h"

#include <string.h>

#include "never.h"
#include "yammaster_advice.h"

/* A tally's counts read as a number in base 6 (each count 0 to 5). */
static int
key_of(const struct tally *t)
{
	int k = 0;
	for (int f = 6; f >= 1; f--)
		k = k * 6 + t->count[f];
	return k;
}

int
ym_set(const struct ym_space *s, const struct tally *t)
{
	return s->index[key_of(t)];
}

/* Every multiset of 0 to 5 dice, in the order of an odometer. */
static void
space_sets(struct ym_space *s)
{
	struct tally t = {{0}};
	s->nsets = 0;
	for (;;) {
		if (tally_total(&t) <= THROWS_DICE) {
			int i = s->nsets++;
			s->set[i] = t;
			s->size[i] = (unsigned char)tally_total(&t);
			s->chance[i] = tally_chance(&t);
			s->index[key_of(&t)] = (uint16_t)i;
		}
		int f = 1;
		while (f <= 6 && t.count[f] == THROWS_DICE)
			t.count[f++] = 0;
		if (f > 6)
			break;
		t.count[f]++;
	}
}

void
ym_space_init(struct ym_space *s)
{
	memset(s, 0, sizeof *s);
	space_sets(s);
	/* each keep with each throw of the rest: the hand it makes */
	s->npairs = 0;
	for (int k = 0; k < s->nsets; k++)
		for (int th = 0; th < s->nsets; th++) {
			if (s->size[k] + s->size[th] != THROWS_DICE)
				continue;
			struct tally h = s->set[k];
			for (int f = 1; f <= 6; f++)
				h.count[f] = (unsigned char)(h.count[f] + s->set[th].count[f]);
			s->pair[s->npairs].keep = (uint16_t)k;
			s->pair[s->npairs].hand = (uint16_t)ym_set(s, &h);
			s->pair[s->npairs++].p = s->chance[th];
		}
	/* each hand's proper parts: what a keep may name */
	int n = 0;
	for (int h = 0; h < s->nsets; h++) {
		s->sub_first[h] = (uint16_t)n;
		if (s->size[h] != THROWS_DICE)
			continue;
		for (int k = 0; k < s->nsets; k++)
			if (s->size[k] < THROWS_DICE && tally_within(&s->set[k], &s->set[h]))
				s->sub[n++] = (uint16_t)k;
		s->sub_count[h] = (uint16_t)(n - s->sub_first[h]);
	}
}

/* One throw backwards: Q[left] of every keep from P[left - 1], then
 * P[left], go[left] and best[left] of every hand. */
static void
odds_layer(const struct ym_space *s, struct ym_odds *o, int left, const bool *barred)
{
	double *q = o->Q[left];
	for (int k = 0; k < s->nsets; k++)
		q[k] = 0;
	for (int i = 0; i < s->npairs; i++)
		q[s->pair[i].keep] += s->pair[i].p * o->P[left - 1][s->pair[i].hand];
	/* a sum of chances that make 1 may round past it */
	for (int k = 0; k < s->nsets; k++)
		if (q[k] > 1)
			q[k] = 1;
	for (int h = 0; h < s->nsets; h++) {
		if (s->size[h] != THROWS_DICE)
			continue;
		double go = -1;
		int best = 0;
		for (int j = 0; j < s->sub_count[h]; j++) {
			int k = s->sub[s->sub_first[h] + j];
			double v = barred != NULL && barred[k] ? 0 : q[k];
			if (v > go) {
				go = v;
				best = k;
			}
		}
		o->go[left][h] = go;
		o->best[left][h] = (uint16_t)best;
		o->P[left][h] = o->made[h] ? 1 : go;
	}
}

void
ym_odds_solve(const struct ym_space *s, struct ym_odds *o, const bool *barred)
{
	for (int h = 0; h < s->nsets; h++) {
		o->P[0][h] = o->made[h];
		o->go[0][h] = 0;
		o->best[0][h] = 0;
	}
	/* a bar is for the keep before the second throw (two to come) */
	for (int left = 1; left < THROWS_MAX; left++)
		odds_layer(s, o, left, left == THROWS_MAX - 1 ? barred : NULL);
}

double
ym_odds_start(const struct ym_space *s, const struct ym_odds *o)
{
	double p = 0;
	for (int h = 0; h < s->nsets; h++)
		if (s->size[h] == THROWS_DICE)
			p += s->chance[h] * o->P[THROWS_MAX - 1][h];
	return p;
}

/* The runs of three cells the board's lines hold, through each cell. */
static void
tables_windows(struct ym_tables *t)
{
	memset(t->nwindows, 0, sizeof t->nwindows);
	for (int l = 0; l < YAMMASTER_LINES; l++) {
		const struct yammaster_line *line = &yammaster_lines[l];
		for (int j = 0; j + 3 <= line->n; j++)
			for (int i = 0; i < 3; i++) {
				int c = line->cell[j + i], n = t->nwindows[c];
				/* YM_WINDOWS is the most: the centre's, three on each of its four lines */
				if (NEVER(n == YM_WINDOWS))
					continue;
				t->window[c][n][0] = line->cell[j + (i + 1) % 3];
				t->window[c][n][1] = line->cell[j + (i + 2) % 3];
				t->nwindows[c]++;
			}
	}
}

void
ym_tables_init(struct ym_tables *t)
{
	ym_space_init(&t->space);
	tables_windows(t);
	for (int k = 0; k < YM_KINDS; k++) {
		struct ym_odds *o = &t->kind[k];
		for (int h = 0; h < t->space.nsets; h++)
			o->made[h] = t->space.size[h] == THROWS_DICE &&
			    yammaster_makes(&t->space.set[h], k);
		ym_odds_solve(&t->space, o, NULL);
	}
}
