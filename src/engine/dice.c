#include "config.h"

#include <stdio.h>
#include <string.h>

#include "dice.h"
#include "text.h"

/* Face character p of a throw into out; false, with why, if it is none. */
static bool
face_read(const char *p, struct dice *out, struct msg *why)
{
	if (*p < '0' || *p > '9') {
		char shown[32];
		utf8_char_at(p, shown, sizeof shown);
		msg_set(why, N_("'%s' is not a die face: type the faces as digits 1 to 6"), shown);
		return false;
	}
	if (*p == '0' || *p > '6') {
		msg_set(why, N_("%c is not a die face: faces go from 1 to 6"), *p);
		return false;
	}
	if (out->n == DICE_MAX) {
		msg_set(why, N_("more than %d dice typed"), DICE_MAX);
		return false;
	}
	out->face[out->n++] = (unsigned char)(*p - '0');
	return true;
}

static bool
comma_refused(struct msg *why)
{
	msg_set(why, N_("a comma stands between two faces (6,6,1), not beside another or at"
	    " an end"));
	return false;
}

bool
dice_parse(int argc, char **argv, struct dice *out, struct msg *why)
{
	memset(out, 0, sizeof *out);    /* no byte of a throw left undefined */
	/* a comma stands between two faces (spaces around it are fine, the
	 * words of argv being joined by one): an empty place between two, or
	 * one at an end, is a typo (1,,2,3,4,5), not a throw */
	bool face_since = false, comma_open = false;
	for (int i = 0; i < argc; i++)
		for (const char *p = argv[i]; *p; p++) {
			if (*p == ' ' || *p == '\t')
				continue;
			if (*p == ',' && !face_since)
				return comma_refused(why);
			if (*p == ',') {
				face_since = false, comma_open = true;
				continue;
			}
			if (!face_read(p, out, why))
				return false;
			face_since = true, comma_open = false;
		}
	if (comma_open)
		return comma_refused(why);
	if (out->n == 0) {
		msg_set(why, N_("no dice typed"));
		return false;
	}
	return true;
}

int
tally_total(const struct tally *t)
{
	int n = 0;
	for (int f = 1; f <= 6; f++)
		n += t->count[f];
	return n;
}

double
tally_chance(const struct tally *t)
{
	static const double fact[] = {1, 1, 2, 6, 24, 120, 720};
	int n = tally_total(t);
	double p = fact[n];
	for (int f = 1; f <= 6; f++)
		p /= fact[t->count[f]];
	for (int i = 0; i < n; i++)
		p /= 6;
	return p;
}

bool
tally_within(const struct tally *a, const struct tally *b)
{
	for (int f = 1; f <= 6; f++)
		if (a->count[f] > b->count[f])
			return false;
	return true;
}

struct tally
tally_minus(const struct tally *a, const struct tally *b)
{
	struct tally t = {{0}};
	for (int f = 1; f <= 6; f++)
		t.count[f] = a->count[f] > b->count[f] ? (unsigned char)(a->count[f] - b->count[f]) : 0;
	return t;
}

bool
tally_equal(const struct tally *a, const struct tally *b)
{
	return memcmp(a->count + 1, b->count + 1, 6) == 0;
}

/* tally_each's walk: faces from `face` up to place, `left` dice still to
 * put, `ways` the throws so far (times C(left, k) for each face's k). */
static void
each_from(struct tally *t, int face, int left, long long ways,
    void (*fn)(const struct tally *t, long long throws, void *ctx), void *ctx)
{
	if (face == 6) {
		t->count[6] = (unsigned char)left;
		fn(t, ways, ctx);
		t->count[6] = 0;
		return;
	}
	long long choose = 1;
	for (int k = 0; k <= left; k++) {
		t->count[face] = (unsigned char)k;
		each_from(t, face + 1, left - k, ways * choose, fn, ctx);
		choose = choose * (left - k) / (k + 1);
	}
	t->count[face] = 0;
}

void
tally_each(int n, void (*fn)(const struct tally *t, long long throws, void *ctx), void *ctx)
{
	struct tally t = {{0}};
	if (n >= 0 && n <= DICE_MAX)
		each_from(&t, 1, n, 1, fn, ctx);
}

const char *
dice_noun_word(struct msg *m, int n)
{
	/* xgettext:no-c-format */
	msg_setn(m, "die", "dice", (unsigned long)(n < 0 ? 0 : n));
	return msg_ref(m);
}

char *
dice_format(const struct dice *d, char *buf, size_t len)
{
	size_t at = 0;
	if (len == 0)
		return buf;
	buf[0] = '\0';
	for (int i = 0; i < d->n && at + 2 < len; i++) {
		if (i > 0)
			buf[at++] = ' ';
		buf[at++] = (char)('0' + d->face[i]);
	}
	buf[at] = '\0';
	return buf;
}

char *
tally_format(const struct tally *t, char *buf, size_t len)
{
	struct dice d = tally_dice(t);
	return dice_format(&d, buf, len);
}

bool
tally_next_within(struct tally *sub, const struct tally *of)
{
	for (int f = 1; f <= 6; f++) {
		if (sub->count[f] < of->count[f]) {
			sub->count[f]++;
			return true;
		}
		sub->count[f] = 0;
	}
	return false;
}
