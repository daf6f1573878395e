/* fill: a database of N games of every kind, played to their end by simple
 * players over random throws, through the engines and the store as tapis
 * plays them (session_new, session_play, session_abandon), so that every
 * row and fact is one real play would write.  For bench/history.sh.
 *
 *   fill DB GAMES [SEED]
 *
 * DB     a new database (refused if the file exists: games are added to
 *        nothing else)
 * GAMES  how many games
 * SEED   of the random numbers (1 by default): the same seed, the same games
 *
 * The games take turns over every built-in rule set of every engine of the
 * family table, with two to four players (as the rules take them) drawn from
 * a club of twelve.  One game in 100 is abandoned part-way and one in 200 is
 * left unfinished, as a club's file has some.  A game still going after
 * MAX_ENTRIES entries is abandoned there (none has been, so far).
 *
 * The player knows a game only through the engine interface.  Each entry is
 * chosen among candidates that game_try accepts:
 *   - at the start of a turn, a throw: random faces of as many dice as the
 *     engine takes (the hand, else fewer: the dice left on a piggy-back);
 *     a verb that is neither a throw, a keep nor an end of turn (a take-over,
 *     a call) is played one time in three, here and after the first throw
 *   - after a throw, the player has decided how many throws the turn gets
 *     (one to three); until then it keeps the dice of the face it has most
 *     of (of the last throw, or of the hand the throws made) and throws the
 *     rest; then, or when nothing can be thrown, it ends the turn with the
 *     entry that writes the most points (then the best score, then an entry
 *     that names something over one that does not: a pawn placed rather
 *     than a pass), at random among equals; it stops before the throws it
 *     meant to make only with an entry that writes points or names
 *     something, never a pass or a bank voided.
 * Entries go through session_play one by one: one commit each, as at the
 * table (the store offers no other way to write, and this uses no other).
 *
 * Prints progress on stderr every tenth of the games, and at the end, on
 * stdout, "games N", "entries N", "finished N", "abandoned N",
 * "unfinished N", "seconds S". */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "clock.h"

#include "families.h"
#include "tapis.h"
#include "dice.h"
#include "engine.h"
#include "game.h"
#include "session.h"
#include "store.h"

#define MAX_ENTRIES 5000
#define MAX_CAND 512
#define CLUB 12
#define PLAYERS_MAX 4

static const char *const club[CLUB] = {
	"alice", "bob", "chloé", "david", "emma", "félix",
	"gaëlle", "hugo", "inès", "jules", "karim", "léa",
};

/* ---- xorshift64: the same seed, the same games */

static uint64_t rng;

static uint64_t
next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static int
below(int n)
{
	return (int)(next() % (uint64_t)n);
}

static void
die(const char *what, const char *why)
{
	fprintf(stderr, "fill: %s: %s\n", what, why);
	exit(2);
}

/* ---- the rule sets, and what each engine's verbs are to the player */

struct kind {
	const struct engine *e;
	const char *preset;
	int throw_verb, keep_verb;   /* -1 if none */
};

static struct kind kinds[64];
static int nkinds;

static void
list_kinds(void)
{
	for (size_t f = 0; f < nfamilies; f++) {
		const struct engine *e = families[f].engine;
		int tv = -1, kv = -1;
		for (size_t v = 0; v < e->nverbs; v++) {
			if (e->verbs[v].dice && e->verbs[v].faces_alone)
				tv = (int)v;
			else if (e->verbs[v].dice)
				kv = (int)v;
		}
		for (size_t p = 0; p < e->npresets && nkinds < 64; p++)
			kinds[nkinds++] = (struct kind){e, e->presets[p].name, tv, kv};
	}
}

/* Every entry of the verbs that take no dice, with every word they take
 * (two words at most), parsed once a game: the rules do not change. */
static struct action words_cand[MAX_CAND];
static int nwords_cand;

static bool
same_action(const struct action *a, const struct action *b)
{
	return memcmp(a, b, sizeof *a) == 0;
}

static void
add_word_cand(const struct action *a)
{
	for (int i = 0; i < nwords_cand; i++)
		if (same_action(&words_cand[i], a))
			return;
	if (nwords_cand < MAX_CAND)
		words_cand[nwords_cand++] = *a;
}

static void
list_word_cands(const struct engine *e, const void *rules)
{
	char why[ENGINE_WHY];
	nwords_cand = 0;
	for (size_t v = 0; v < e->nverbs; v++) {
		const struct engine_verb *verb = &e->verbs[v];
		if (verb->dice)
			continue;
		struct action a;
		memset(&a, 0, sizeof a);      /* every byte, for same_action */
		a.verb = (int)v;
		if (verb->max_args == 0) {
			add_word_cand(&a);
			continue;
		}
		const char *const *w0 = engine_arg_words(e, rules, (int)v, 0);
		const char *const *w1 = engine_arg_words(e, rules, (int)v, 1);
		for (size_t i = 0; w0 != NULL && w0[i] != NULL; i++) {
			char *argv[2] = {(char *)w0[i], NULL};
			struct action p = a;
			if (verb->min_args <= 1 &&
			    engine_parse_words(e, rules, &p, 1, argv, why, sizeof why))
				add_word_cand(&p);
			for (size_t k = 0; verb->max_args != 1 && w1 != NULL && w1[k] != NULL; k++) {
				argv[1] = (char *)w1[k];
				p = a;
				if (engine_parse_words(e, rules, &p, 2, argv, why, sizeof why))
					add_word_cand(&p);
			}
		}
	}
}

/* ---- one game */

struct player_turn {
	int throws;          /* made this turn */
	int want;            /* the throws the player means to make */
	bool other_tried[2]; /* a take-over or a call was considered, before the
	                        first throw and after it */
	struct dice last;    /* the last throw */
	struct dice hand;    /* the dice as the throws left them (kept, then thrown) */
	struct dice kept;    /* the last keep */
};

static struct tapis t;
static long long entries;
static bool turn_ended;       /* by the last entry played */

/* Plays a; it was accepted by game_try, so a refusal is the store's. */
static void
play(const struct action *a, union outcome *out)
{
	char why[256];
	enum session_status st = session_play(&t, a, out, why, sizeof why);
	if (st != SESSION_DONE)
		die("an entry game_try accepted did not go through", why);
	entries++;
	turn_ended = out->head.end != NULL;
}

static void
random_dice(struct dice *d, int n)
{
	memset(d, 0, sizeof *d);
	d->n = n;
	for (int i = 0; i < n; i++)
		d->face[i] = (unsigned char)(1 + below(6));
}

/* A throw of as many dice as the engine takes now, the most first. */
static bool
try_throw(const struct kind *k, struct player_turn *pt)
{
	struct game *g = t.game;
	union outcome out;
	char why[ENGINE_WHY];
	if (k->throw_verb < 0)
		return false;
	/* after a keep, the dice left first (of the hand, or of the last
	 * throw): a whole new hand of random faces that happens to hold the
	 * kept ones would be another way to say it, but not a fair throw */
	int hand = g->engine->hand(game_rules(g));
	int order[DICE_MAX + 2], norder = 0;
	if (pt->kept.n > 0) {
		order[norder++] = pt->hand.n - pt->kept.n;
		order[norder++] = pt->last.n - pt->kept.n;
	}
	for (int n = hand; n >= 1; n--)
		order[norder++] = n;
	for (int i = 0; i < norder; i++) {
		int n = order[i];
		if (n < 1 || n > hand)
			continue;
		struct action a;
		memset(&a, 0, sizeof a);
		a.verb = k->throw_verb;
		random_dice(&a.dice, n);
		if (!game_try(g, &a, &out, why, sizeof why))
			continue;
		play(&a, &out);
		pt->throws++;
		pt->last = a.dice;
		if (n >= hand || pt->kept.n == 0) {
			pt->hand = a.dice;
		} else {
			pt->hand = pt->kept;
			for (int i = 0; i < n && pt->hand.n < DICE_MAX; i++)
				pt->hand.face[pt->hand.n++] = a.dice.face[i];
		}
		pt->kept.n = 0;
		return true;
	}
	return false;
}

/* How much a keep is worth to the player: the dice of one face it holds
 * (the face it has most of), less the others it holds, the higher face
 * first among equals. */
static int
keep_value(const struct dice *d)
{
	int count[7] = {0}, best = 0, face = 0;
	for (int i = 0; i < d->n; i++)
		count[d->face[i]]++;
	for (int f = 1; f <= 6; f++)
		if (count[f] >= best) {
			best = count[f];
			face = f;
		}
	return 100 * best - 10 * (d->n - best) + face;
}

/* Keeps the best subset (of the last throw, or of the hand) that the
 * engine takes, not the whole of the hand (nothing would be left to
 * throw), unless it is a whole throw that scores (then the hand is
 * thrown again). */
static bool
try_keep(const struct kind *k, struct player_turn *pt)
{
	struct game *g = t.game;
	if (k->keep_verb < 0 || pt->last.n == 0)
		return false;
	const struct dice *from[2] = {&pt->last, &pt->hand};
	struct action best;
	union outcome out, best_out;
	int best_value = -1, ties = 0;
	char why[ENGINE_WHY];
	for (int s = 0; s < 2; s++) {
		const struct dice *d = from[s];
		for (unsigned mask = 1; mask < (1u << d->n); mask++) {
			struct action a;
			memset(&a, 0, sizeof a);
			a.verb = k->keep_verb;
			for (int i = 0; i < d->n; i++)
				if (mask & (1u << i))
					a.dice.face[a.dice.n++] = d->face[i];
			if (s == 1 && a.dice.n == pt->hand.n)
				continue;
			int v = keep_value(&a.dice);
			if (v < best_value || !game_try(g, &a, &out, why, sizeof why))
				continue;
			if (v > best_value)
				ties = 0;
			if (below(++ties) == 0) {
				best = a;
				best_out = out;
			}
			best_value = v;
		}
	}
	if (best_value < 0)
		return false;
	play(&best, &best_out);
	pt->kept = best.dice;
	return true;
}

/* The entry that ends the turn writing the most (see the head comment);
 * before the throws the player meant to make (early), only one that writes
 * points or names something (a box, a cell): a pass or a voided bank is
 * left while the dice may still do better. */
static bool
try_end(bool early)
{
	struct game *g = t.game;
	const struct engine *e = g->engine;
	union outcome out, best_out;
	int best = -1, ties = 0;
	long long best_key = 0;
	char why[ENGINE_WHY];
	for (int i = 0; i < nwords_cand; i++) {
		if (!game_try(g, &words_cand[i], &out, why, sizeof why) || out.head.end == NULL)
			continue;
		long long key = (long long)out.head.points * 1000000 +
		    (long long)out.head.score_after * 2 + (e->verbs[words_cand[i].verb].max_args != 0);
		if (best >= 0 && key < best_key)
			continue;
		if (best < 0 || key > best_key)
			ties = 0;
		if (below(++ties) == 0) {
			best = i;
			best_out = out;
		}
		best_key = key;
	}
	if (best < 0 || (early && best_out.head.points <= 0 &&
	    e->verbs[words_cand[best].verb].max_args == 0))
		return false;
	play(&words_cand[best], &best_out);
	return true;
}

/* A verb that neither throws, keeps nor ends the turn, now and then. */
static bool
try_other(struct player_turn *pt)
{
	struct game *g = t.game;
	union outcome out;
	char why[ENGINE_WHY];
	if (pt->throws > 1 || pt->other_tried[pt->throws])
		return false;
	pt->other_tried[pt->throws] = true;
	if (below(3) != 0)
		return false;
	int start = nwords_cand > 0 ? below(nwords_cand) : 0;
	for (int j = 0; j < nwords_cand; j++) {
		const struct action *a = &words_cand[(start + j) % nwords_cand];
		if (!game_try(g, a, &out, why, sizeof why) || out.head.end != NULL)
			continue;
		play(a, &out);
		return true;
	}
	return false;
}

/* Anything the engine takes, when the player's way finds nothing: an entry
 * of the words, else a throw of random dice. */
static bool
try_any(const struct kind *k, struct player_turn *pt)
{
	struct game *g = t.game;
	union outcome out;
	char why[ENGINE_WHY];
	for (int i = 0; i < nwords_cand; i++)
		if (game_try(g, &words_cand[i], &out, why, sizeof why)) {
			play(&words_cand[i], &out);
			return true;
		}
	for (int tries = 0; tries < 50; tries++)
		if (try_throw(k, pt))
			return true;
	return false;
}

static void
new_turn(struct player_turn *pt)
{
	memset(pt, 0, sizeof *pt);
	pt->want = 1 + below(3);
}

/* One entry of the player whose turn it is; false if nothing is taken. */
static bool
step(const struct kind *k, struct player_turn *pt)
{
	if (pt->throws == 0) {
		if (try_other(pt) || try_throw(k, pt))
			return true;
		return try_end(false) || try_any(k, pt);
	}
	if (try_other(pt) || (pt->throws >= pt->want && try_end(true)))
		return true;
	if (pt->kept.n == 0 && try_keep(k, pt))
		return true;
	return try_throw(k, pt) || try_end(false) || try_any(k, pt);
}

enum fate { PLAYED, ABANDONED, UNFINISHED };

static enum fate
play_game(const struct kind *k, long n)
{
	char why[256];
	const struct engine *e = k->e;
	void *rules = game_rules_new(e, k->preset);
	if (rules == NULL)
		die(k->preset, "no such preset, or out of memory");
	int lo = e->min_players > 2 ? e->min_players : 2;
	int hi = e->max_players < PLAYERS_MAX ? e->max_players : PLAYERS_MAX;
	int nplayers = lo + below(hi - lo + 1);
	while (!engine_seats(e, rules, nplayers, why, sizeof why))
		nplayers = nplayers < hi ? nplayers + 1 : lo;
	/* distinct players of the club, in a random order */
	int order[CLUB];
	for (int i = 0; i < CLUB; i++)
		order[i] = i;
	char *names[PLAYERS_MAX];
	for (int i = 0; i < nplayers; i++) {
		int j = i + below(CLUB - i), x = order[i];
		order[i] = order[j];
		order[j] = x;
		names[i] = (char *)club[order[i]];
	}
	if (!session_new(&t, e, k->preset, k->preset, rules, nplayers, names, why, sizeof why))
		die("new game", why);
	free(rules);
	struct game *g = t.game;
	list_word_cands(e, game_rules(g));

	/* an abandoned or unfinished game stops somewhere in its first part */
	enum fate fate = n % 100 == 50 ? ABANDONED : n % 200 == 99 ? UNFINISHED : PLAYED;
	int stop = fate == PLAYED ? MAX_ENTRIES : 10 + below(60);
	struct player_turn pt;
	new_turn(&pt);
	int seat = game_current(g);
	while (!game_is_over(g) && g->nactive < stop) {
		int before = g->nactive;
		if (!step(k, &pt)) {
			char msg[128];
			snprintf(msg, sizeof msg, "game #%lld (%s), entry %d: no entry is taken",
			    (long long)g->id, k->preset, before + 1);
			die(msg, "the player found nothing the engine accepts");
		}
		/* a turn ends with an entry that says how, or with the seat */
		if (turn_ended || game_current(g) != seat) {
			seat = game_current(g);
			new_turn(&pt);
		}
	}
	if (game_is_over(g))
		return PLAYED;
	if (fate == UNFINISHED)
		return UNFINISHED;
	if (session_abandon(&t, (long long)g->id, why, sizeof why) != SESSION_DONE)
		die("abandon", why);
	return ABANDONED;
}

int
main(int argc, char **argv)
{
	families_register();
	if (argc < 3 || argc > 4) {
		fprintf(stderr, "usage: fill DB GAMES [SEED]\n");
		return 2;
	}
	char *end;
	long games = strtol(argv[2], &end, 10);
	if (*end != '\0' || games <= 0)
		die(argv[2], "GAMES must be a whole number > 0");
	unsigned long long seed = 1;
	if (argc == 4) {
		seed = strtoull(argv[3], &end, 10);
		if (*end != '\0' || seed == 0)
			die(argv[3], "SEED must be a whole number > 0");
	}
	rng = seed * 0x9E3779B97F4A7C15ULL | 1;
	struct stat sb;
	if (stat(argv[1], &sb) == 0)
		die(argv[1], "exists already: fill makes a new database");

	char err[512];
	t.db_path = argv[1];
	t.store = store_open(argv[1], err, sizeof err);
	if (t.store == NULL)
		die(argv[1], err);
	list_kinds();

	long long t0 = now_ns();
	long count[3] = {0};
	for (long n = 0; n < games; n++) {
		/* the rule sets in turn, so that every one has its share */
		count[play_game(&kinds[n % nkinds], n)]++;
		session_close(&t);
		if ((n + 1) % (games >= 10 ? games / 10 : 1) == 0)
			fprintf(stderr, "fill: %ld of %ld games, %lld entries, %.0f s\n", n + 1, games,
			    entries, (double)(now_ns() - t0) / 1e9);
	}
	double seconds = (double)(now_ns() - t0) / 1e9;
	store_close(t.store);
	printf("games %ld\nentries %lld\nfinished %ld\nabandoned %ld\nunfinished %ld\n"
	    "seconds %.1f\n", games, entries, count[PLAYED], count[ABANDONED], count[UNFINISHED],
	    seconds);
	return 0;
}
