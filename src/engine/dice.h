/* Dice as typed at the table: up to six faces, each 1 to 6. */
#ifndef TAPIS_DICE_H
#define TAPIS_DICE_H

#include <stdbool.h>
#include <stddef.h>

#include "msg.h"

#define DICE_MAX 6

struct dice {
	int n;                       /* how many dice */
	unsigned char face[DICE_MAX]; /* in the order typed */
};

/* Per-face tallies: count[f] for f in 1..6; count[0] is unused. */
struct tally {
	unsigned char count[7];
};

/* Parses faces typed as "1 1 5 3 4", "11534" or "1,1,5" (the words of argv
 * joined).  Returns true on success; otherwise writes one line saying what is
 * wrong into why. */
bool dice_parse(int argc, char **argv, struct dice *out, struct msg *why);
/* d's faces counted (inline: a Yam Master hint's games call it millions of
 * times a second) */
static inline struct tally
dice_tally(const struct dice *d)
{
	struct tally t = {{0}};
	for (int i = 0; i < d->n; i++)
		t.count[d->face[i]]++;
	return t;
}
int tally_total(const struct tally *t);
/* The chance that throwing tally_total(t) dice (0 to 6) gives exactly the
 * faces of t, in any order: n! / (c1! ... c6!) / 6^n. */
double tally_chance(const struct tally *t);
/* Steps sub through every tally within `of` (each face no more than of
 * has), like an odometer; false once it has wrapped round to empty.  From
 * an empty sub: every non-empty part of of, once each. */
bool tally_next_within(struct tally *sub, const struct tally *of);
/* true when every count of a is at most that of b */
bool tally_within(const struct tally *a, const struct tally *b);
/* a less b, face by face: the dice of a that b does not have (0 where b
 * has more) */
struct tally tally_minus(const struct tally *a, const struct tally *b);
/* t's faces, in ascending order (inline, as dice_tally) */
static inline struct dice
tally_dice(const struct tally *t)
{
	struct dice d = {0, {0}};
	for (int f = 1; f <= 6; f++)
		for (int k = 0; k < t->count[f] && d.n < DICE_MAX; k++)
			d.face[d.n++] = (unsigned char)f;
	return d;
}
bool tally_equal(const struct tally *a, const struct tally *b);
/* Calls fn for every tally of n dice (0 to DICE_MAX), face 1's count
 * first from 0 up (then face 2's...), with how many of the 6^n throws
 * in order give it. */
void tally_each(int n, void (*fn)(const struct tally *t, long long throws, void *ctx),
    void *ctx);
/* m becomes the word "die" or "dice", as n asks (i18n.h's dice_noun says
 * it); returns msg_ref(m), for the %s of another message. */
const char *dice_noun_word(struct msg *m, int n);
/* Writes the faces as "1 1 5" into buf; returns buf. */
char *dice_format(const struct dice *d, char *buf, size_t len);
char *tally_format(const struct tally *t, char *buf, size_t len);

#endif
