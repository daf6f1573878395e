/* gen: writes a batch script for tapis with exactly N accepted entries.
 *
 *   gen N LENGTHS [PLAYERS]
 *
 * N        entries (throws, keeps, banks) in all; `new` lines are not entries
 * LENGTHS  entries a game, or a comma list used in turn (20,200,2000): a
 *          game is started with `new 10000 ...` each time the current one has
 *          had its share; the last game takes what is left
 * PLAYERS  seats at the table, 2 by default (at most 8)
 *
 * Every turn comes from a fixed pattern that is legal under the booklet rules
 * of 10000 whatever the scores are, so the script never needs the engine to be
 * simulated.  Each seat plays its own round of eight turns:
 *
 *   A  1 1 1 2 3 / bank                       1000 banked, the set-aside implied
 *   B  1 1 1 2 3 / keep 1 1 1 / 4 6           keep, then a bust: cross 1
 *   C  1 1 1 5 5 / keep 1 1 1 5 5 / 2 2 3 4 6 a full hand, then a bust: cross 2
 *   D  2 2 3 4 6                              a bust: cross 3, -1000
 *   E  1 2 3 4 6 / keep 1 / 1 2 3 4 / bank    200 banked
 *   F  1 1 1 2 3 / 2 3                        a set-aside implied by the
 *                                             throw, then a bust: cross 1
 *   D, D                                      crosses 2 and 3, -1000
 *
 * A round writes 1000 + 200 - 2000: a seat opens with its first A and drifts
 * down from there, so no score ever comes near 10000 (the exact finish would
 * end the game) and games can be as long as wanted.  D alone is legal at the
 * start of any turn, so when a game has fewer entries left than the next turn
 * needs, D fills the gap.  Seventeen entries a round a seat. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LENGTHS 64
#define MAX_PLAYERS 8

struct turn {
	int n;
	const char *line[4];
};

static const struct turn turn_a = {2, {"1 1 1 2 3", "bank"}};
static const struct turn turn_b = {3, {"1 1 1 2 3", "keep 1 1 1", "4 6"}};
static const struct turn turn_c = {3, {"1 1 1 5 5", "keep 1 1 1 5 5", "2 2 3 4 6"}};
static const struct turn turn_d = {1, {"2 2 3 4 6"}};
static const struct turn turn_e = {4, {"1 2 3 4 6", "keep 1", "1 2 3 4", "bank"}};
static const struct turn turn_f = {2, {"1 1 1 2 3", "2 3"}};

static const struct turn *const round_of[] = {
	&turn_a, &turn_b, &turn_c, &turn_d, &turn_e, &turn_f, &turn_d, &turn_d,
};
#define ROUND (sizeof round_of / sizeof round_of[0])

static const char *const names[MAX_PLAYERS] = {
	"alice", "bob", "chloe", "david", "emma", "felix", "gaelle", "hugo",
};

static long
number(const char *s, const char *what, long min)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || v < min) {
		fprintf(stderr, "gen: %s: '%s' is not a whole number >= %ld\n", what, s, min);
		exit(2);
	}
	return v;
}

/* One game of `length` entries, from a fresh `new`. */
static void
game(long length, int nplayers)
{
	size_t next[MAX_PLAYERS] = {0};   /* each seat's place in its round */
	int seat = 0;

	fputs("new 10000", stdout);
	for (int i = 0; i < nplayers; i++)
		printf(" %s", names[i]);
	putchar('\n');
	while (length > 0) {
		const struct turn *t = round_of[next[seat]];
		if (t->n > length)
			t = &turn_d;
		else
			next[seat] = (next[seat] + 1) % ROUND;
		for (int i = 0; i < t->n; i++)
			puts(t->line[i]);
		length -= t->n;
		seat = (seat + 1) % nplayers;
	}
}

int
main(int argc, char **argv)
{
	long lengths[MAX_LENGTHS];
	int nlengths = 0;

	if (argc < 3 || argc > 4) {
		fprintf(stderr, "usage: gen N LENGTH[,LENGTH...] [PLAYERS]\n");
		return 2;
	}
	long total = number(argv[1], "N", 0);
	char *save = NULL;
	for (char *w = strtok_r(argv[2], ",", &save); w; w = strtok_r(NULL, ",", &save)) {
		if (nlengths == MAX_LENGTHS) {
			fprintf(stderr, "gen: at most %d game lengths\n", MAX_LENGTHS);
			return 2;
		}
		lengths[nlengths++] = number(w, "LENGTH", 1);
	}
	if (nlengths == 0) {
		fprintf(stderr, "gen: no game length\n");
		return 2;
	}
	int nplayers = argc == 4 ? (int)number(argv[3], "PLAYERS", 1) : 2;
	if (nplayers > MAX_PLAYERS) {
		fprintf(stderr, "gen: at most %d players\n", MAX_PLAYERS);
		return 2;
	}
	for (int i = 0; total > 0; i = (i + 1) % nlengths) {
		long n = lengths[i] < total ? lengths[i] : total;
		game(n, nplayers);
		total -= n;
	}
	return fflush(stdout) == 0 ? 0 : 1;
}
