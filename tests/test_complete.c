/* Tab completion as the command layer gives it (command_complete), without
 * readline: what is offered after what is typed, on a real store, each
 * command's own words from its entry. */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "command.h"
#include "families.h"
#include "fixture.h"

/* What one Tab offered. */
struct offered {
	char words[512][64];
	int n;
	bool files, fold, no_space;
};

static void
collect(struct completion *c, const char *word)
{
	struct offered *o = c->ctx;
	if (o->n < 512)
		snprintf(o->words[o->n++], sizeof o->words[0], "%s", word);
}

/* Tab at the end of line, text being the word typed so far (the end of
 * line). */
static struct offered *
tab(struct fixture *f, const char *line)
{
	static struct offered o;
	memset(&o, 0, sizeof o);
	const char *text = strrchr(line, ' ');
	text = text != NULL ? text + 1 : line;
	char head[256];
	snprintf(head, sizeof head, "%.*s", (int)(text - line), line);
	struct completion c = {.t = &f->t, .text = text, .add = collect, .ctx = &o};
	command_complete(&c, head);
	o.files = c.files;
	o.fold = c.fold;
	o.no_space = c.no_space;
	return &o;
}

static bool
has(const struct offered *o, const char *word)
{
	for (int i = 0; i < o->n; i++)
		if (strcmp(o->words[i], word) == 0)
			return true;
	return false;
}

#define OFFERS(o, w) do { if (!has(o, w)) fail_msg("'%s' is not offered", w); } while (0)
#define SPARES(o, w) do { if (has(o, w)) fail_msg("'%s' is offered", w); } while (0)

static void
accepted(struct fixture *f, const char *line)
{
	if (run(f, 1, line) != CMD_OK)
		fail_msg("'%s' refused: %s", line, f->err);
}

/* The first word: every command and entry, in both languages, matched
 * without case or accents. */
static void
test_command_names(void **state)
{
	struct fixture *f = *state;
	struct offered *o = tab(f, "");
	OFFERS(o, "new");
	OFFERS(o, "nouvelle");
	OFFERS(o, "règles");
	OFFERS(o, "exit");
	SPARES(o, "?");
	SPARES(o, "bank");            /* no game open: no entry to make */
	assert_true(o->fold);
	/* in a game, its entries and no other game's */
	accepted(f, "new 421 ann bob");
	o = tab(f, "");
	OFFERS(o, "roll");
	OFFERS(o, "lancer");
	OFFERS(o, "undo");
	SPARES(o, "bank");
	SPARES(o, "place");
	SPARES(o, "call");
	SPARES(o, "score");
	SPARES(o, "scratch");
	accepted(f, "new 10000 ann bob");
	accepted(f, "1 2 3 4 6");
	o = tab(f, "");
	OFFERS(o, "bank");
	SPARES(o, "stop");
	/* and only what its rules take: no take without the piggy-back, no
	 * odds where no box is named (10000's are worked out by hint) */
	SPARES(o, "take");
	SPARES(o, "reprendre");
	SPARES(o, "odds");
	SPARES(o, "chances");
	OFFERS(o, "hint");
	accepted(f, "new 10000:350 ann bob");
	/* ann and bob open, ann banks 100: bob may take it over */
	for (int i = 0; i < 2; i++)
		accepted(f, "1 2 3 4 6; keep 1; 1 1 1 2; keep 1 1 1; bank");
	accepted(f, "1 2 3 4 6; keep 1; bank");
	o = tab(f, "");
	OFFERS(o, "take");
	accepted(f, "new yahtzee ann bob");
	o = tab(f, "");
	OFFERS(o, "odds");
	OFFERS(o, "chances");
}

/* Before a turn's first throw, no entry that names or takes the dice on
 * the table, nor one that would be refused: only the throw, and what is
 * open without one (take, where a banked turn is on offer). */
static void
test_entries_open_now(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new yams ann bob");
	struct offered *o = tab(f, "");
	OFFERS(o, "roll");
	OFFERS(o, "lancer");
	OFFERS(o, "odds");
	SPARES(o, "keep");
	SPARES(o, "garder");
	SPARES(o, "score");
	SPARES(o, "inscrire");
	SPARES(o, "scratch");
	accepted(f, "2 2 5 6 6");
	o = tab(f, "");
	OFFERS(o, "keep");
	OFFERS(o, "score");
	OFFERS(o, "scratch");
	accepted(f, "new 421 ann bob tokens=2");
	o = tab(f, "");
	OFFERS(o, "roll");
	SPARES(o, "keep");              /* the charge: one throw each */
	SPARES(o, "stop");
	/* a token each from the pot: the décharge */
	accepted(f, "6 5 3; 2 2 1; 6 5 3; 2 2 1");
	o = tab(f, "");
	SPARES(o, "stop");
	accepted(f, "6 5 3");
	o = tab(f, "");
	OFFERS(o, "stop");
	OFFERS(o, "arrêter");
	OFFERS(o, "keep");
	accepted(f, "new 10000 ann bob");
	o = tab(f, "");
	SPARES(o, "bank");
	SPARES(o, "keep");
	accepted(f, "1 1 2 3 4");
	o = tab(f, "");
	OFFERS(o, "keep");
	accepted(f, "new 10000:350 ann bob");
	o = tab(f, "");
	SPARES(o, "take");              /* no turn banked yet to take over */
	accepted(f, "new yam-master ann bob");
	o = tab(f, "");
	SPARES(o, "place");
	SPARES(o, "call");
	accepted(f, "1 1 1 2 3");
	o = tab(f, "");
	OFFERS(o, "place");
	OFFERS(o, "call");
}

/* keep names the dice on the table: each face as often as it lies there,
 * less those typed already. */
static void
test_keep_offers_the_faces(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new yams ann bob");
	accepted(f, "2 2 5 6 6");
	struct offered *o = tab(f, "keep ");
	OFFERS(o, "2");
	OFFERS(o, "5");
	OFFERS(o, "6");
	SPARES(o, "1");
	SPARES(o, "3");
	o = tab(f, "keep 2 2 5 ");
	OFFERS(o, "6");
	SPARES(o, "2");
	SPARES(o, "5");
	/* never a player's name: keep takes faces, and no name after them */
	SPARES(o, "ann");
	SPARES(o, "bob");
	/* 10000: the dice of the last throw not set aside yet */
	accepted(f, "new 10000 ann bob");
	accepted(f, "1 5 5 2 3");
	o = tab(f, "keep ");
	OFFERS(o, "1");
	OFFERS(o, "5");
	SPARES(o, "2");                 /* it scores nothing in this throw */
	SPARES(o, "3");
	SPARES(o, "4");
	SPARES(o, "ann");
	accepted(f, "keep 1");
	o = tab(f, "keep ");
	OFFERS(o, "5");
	SPARES(o, "1");
	/* nothing on the table before the throw */
	accepted(f, "2 3 4 6");
	o = tab(f, "keep ");
	assert_int_equal(o->n, 0);
}

/* Nothing is offered after a word that is no command, an entry with no
 * game open or of another game, faces with no game being played; keep
 * passes over what names no face on the table. */
static void
test_nothing_to_offer(void **state)
{
	struct fixture *f = *state;
	assert_int_equal(tab(f, "zzz ")->n, 0);
	assert_int_equal(tab(f, "bank ")->n, 0);
	assert_int_equal(tab(f, "2 3 ")->n, 0);
	accepted(f, "new 421 ann bob");
	assert_int_equal(tab(f, "bank ")->n, 0);
	accepted(f, "new 10000 ann bob target=1000 opening=0");
	accepted(f, "1 1 5 2 3");
	struct offered *o = tab(f, "keep 9 x0 7 1 ");
	assert_int_equal(o->n, 2);
	OFFERS(o, "1");
	OFFERS(o, "5");
	accepted(f, "new 10000 ann bob target=1000 opening=0");
	accepted(f, "1 1 1 2 3");
	accepted(f, "bank");            /* ann wins with 1000 */
	assert_true(game_is_over(f->t.game));
	assert_int_equal(tab(f, "2 3 ")->n, 0);
}

/* A command's flags, those not given yet, none excluded by one given, in
 * both languages; never one hidden. */
static void
test_flags(void **state)
{
	struct fixture *f = *state;
	struct offered *o = tab(f, "hint --");
	OFFERS(o, "--win");
	OFFERS(o, "--all");
	OFFERS(o, "--tout");
	OFFERS(o, "--json");
	OFFERS(o, "--tsv");
	SPARES(o, "--table");
	o = tab(f, "hint --json --");
	SPARES(o, "--json");
	SPARES(o, "--tsv");           /* one format */
	OFFERS(o, "--win");
	o = tab(f, "games --all --");
	SPARES(o, "--all");
	OFFERS(o, "unfinished");
	o = tab(f, "games finished ");
	SPARES(o, "unfinished");      /* one state */
	SPARES(o, "abandoned");
	OFFERS(o, "since");
	/* a flag of two words typed again and again: still one state, and
	 * no room of the two words' overrun */
	o = tab(f, "games en cours en cours en cours ");
	SPARES(o, "finished");
	SPARES(o, "abandoned");
	OFFERS(o, "since");
	/* serve: stop after serve, nothing after --listen (an address) */
	o = tab(f, "serve ");
	OFFERS(o, "stop");
	o = tab(f, "serve --listen ");
	assert_int_equal(o->n, 0);
}

/* After a flag that takes a value, the value: a day after since, a file
 * after --svg, readline's own. */
static void
test_flag_values(void **state)
{
	struct fixture *f = *state;
	struct offered *o = tab(f, "games since ");
	OFFERS(o, "today");
	OFFERS(o, "hier");
	SPARES(o, "--all");
	o = tab(f, "chart 1 --svg ");
	assert_true(o->files);
	o = tab(f, "query --steps ");
	assert_int_equal(o->n, 0);
	assert_false(o->files);
	o = tab(f, "check --");
	OFFERS(o, "--repair");
	o = tab(f, "check --repair ");
	assert_int_equal(o->n, 0);
}

/* Tab after line offers the command's flags, nothing else. */
static void
flags_alone(struct fixture *f, const char *line)
{
	struct offered *o = tab(f, line);
	for (int k = 0; k < o->n; k++)
		if (strncmp(o->words[k], "--", 2) != 0)
			fail_msg("'%s' offers %s", line, o->words[k]);
}

/* Each command its own words: game numbers, players, rule sets and
 * options, subcommands, the file after export's format. */
static void
test_commands_words(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new 10000 ann bob");
	accepted(f, "new yams carl dora");
	accepted(f, "abandon");
	struct offered *o = tab(f, "resume ");
	OFFERS(o, "1");
	SPARES(o, "2");               /* abandoned: no game to resume */
	o = tab(f, "show ");
	OFFERS(o, "2");
	o = tab(f, "show 2 ");
	assert_int_equal(o->n, 0);
	o = tab(f, "new ");
	OFFERS(o, "10000");
	OFFERS(o, "yams:croisé");
	o = tab(f, "new yams ann ");
	OFFERS(o, "bonus=");
	OFFERS(o, "bob");
	SPARES(o, "ann");             /* typed already */
	SPARES(o, "target=");         /* an option of 10000, not of yams */
	o = tab(f, "new yams bon");
	assert_true(o->no_space);
	o = tab(f, "preset ");
	OFFERS(o, "save");
	OFFERS(o, "supprimer");
	o = tab(f, "preset list ");
	OFFERS(o, "--json");
	o = tab(f, "league ");
	OFFERS(o, "off");
	OFFERS(o, "push");
	OFFERS(o, "envoyer");
	o = tab(f, "export ");
	OFFERS(o, "all");
	OFFERS(o, "1");
	o = tab(f, "export 1 --csv ");
	assert_true(o->files);
	o = tab(f, "export --json ");    /* the contract's first, then a game */
	OFFERS(o, "1");
	SPARES(o, "all");
	flags_alone(f, "export --json 1 ");
	o = tab(f, "export 1 --json ");  /* after a game, the file */
	assert_true(o->files);
	flags_alone(f, "export 1 ");
	o = tab(f, "new nosuch ann ");   /* no such game: every game's options */
	OFFERS(o, "bonus=");
	OFFERS(o, "target=");
	o = tab(f, "new yams ann bonus=");
	SPARES(o, "bonus=");              /* a value is typed, not a name */
	SPARES(o, "bob");
	o = tab(f, "merge ann ");
	OFFERS(o, "into");
	OFFERS(o, "bob");
	o = tab(f, "merge ann into ");
	OFFERS(o, "carl");
	flags_alone(f, "merge ann bob ");     /* two players: nothing more */
	flags_alone(f, "merge ann into bob ");
	o = tab(f, "stats ");
	OFFERS(o, "ann");
	OFFERS(o, "yammaster");
	o = tab(f, "help ");
	OFFERS(o, "annuler");
	o = tab(f, "import ");
	assert_true(o->files);
	o = tab(f, "query SELECT * FROM ");
	OFFERS(o, "game_list");
	o = tab(f, "serve ");
	OFFERS(o, "stop");
	OFFERS(o, "arrêter");
	OFFERS(o, "--listen");
	OFFERS(o, "--lan");
	OFFERS(o, "--league");
	OFFERS(o, "--schema");
	o = tab(f, "serve --league ");
	assert_int_equal(o->n, 0);    /* a league's address, typed */
	o = tab(f, "serve --lan ");
	OFFERS(o, "--listen");
	SPARES(o, "--lan");           /* given already */
	SPARES(o, "stop");            /* serve stop takes no flag */
	o = tab(f, "serve stop ");
	assert_int_equal(o->n, 0);    /* nor anything after it */
	o = tab(f, "servir arrêter ");
	assert_int_equal(o->n, 0);
	o = tab(f, "serve --listen ");
	assert_int_equal(o->n, 0);    /* an address, typed */
	assert_false(o->files);
}

/* The first word of each command that names something: a game to look
 * at (any) or to abandon (one being played), a rule set, a player, a
 * preset saved; nothing after it. */
static void
test_first_words(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new 10000 ann bob");
	accepted(f, "new yams carl dora");
	accepted(f, "abandon");
	accepted(f, "preset save mine 10000 target=5000");
	static const char *const games[] = {"replay ", "chart "};
	for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
		struct offered *o = tab(f, games[i]);
		OFFERS(o, "1");
		OFFERS(o, "2");
	}
	struct offered *o = tab(f, "abandon ");
	OFFERS(o, "1");
	SPARES(o, "2");               /* abandoned already */
	static const char *const rule_sets[] = {"rules ", "eval ", "preset save x "};
	for (size_t i = 0; i < sizeof rule_sets / sizeof rule_sets[0]; i++) {
		o = tab(f, rule_sets[i]);
		OFFERS(o, "10000");
		OFFERS(o, "yams:croisé");
	}
	o = tab(f, "rename ");
	OFFERS(o, "ann");
	OFFERS(o, "dora");
	o = tab(f, "preset delete ");
	OFFERS(o, "mine");
	SPARES(o, "10000");
	o = tab(f, "stats ann ");
	OFFERS(o, "yams");
	SPARES(o, "bob");
	o = tab(f, "chart 1 ");
	OFFERS(o, "--svg");            /* its flag, no second game */
	SPARES(o, "2");
	static const char *const after[] = {"replay 1 ", "abandon 1 ", "rules yams ",
	    "eval yams ", "rename ann ", "preset delete mine ", "preset save ", "stats ann yams ",
	    "delete 1 ", "resume 1 ", "leaderboard yams ", "sheet all ", "versus ann bob ",
	    "help new "};
	for (size_t i = 0; i < sizeof after / sizeof after[0]; i++)
		flags_alone(f, after[i]);
	/* odds: the boxes of the game open, none without one */
	flags_alone(f, "odds ");
	accepted(f, "new yams ann bob");
	o = tab(f, "odds ");
	OFFERS(o, "full");
	OFFERS(o, "yams");
}

/* After score in a Yams game, only the free boxes the dice make, for the
 * player writing now; after scratch, every free box; nothing before the
 * first throw. */
static void
test_yams_boxes_the_dice_make(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new yams ann bob");
	assert_int_equal(tab(f, "score ")->n, 0);          /* nothing thrown */
	accepted(f, "1 1 1 5 5");
	struct offered *o = tab(f, "score ");
	OFFERS(o, "1s");
	OFFERS(o, "5s");
	OFFERS(o, "full");
	OFFERS(o, "min");
	OFFERS(o, "max");
	SPARES(o, "2s");
	SPARES(o, "6s");
	SPARES(o, "suite");
	SPARES(o, "yams");
	SPARES(o, "carre");
	o = tab(f, "scratch ");
	OFFERS(o, "2s");
	OFFERS(o, "yams");
	accepted(f, "score full");
	accepted(f, "6 6 6 6 6");
	o = tab(f, "score ");
	OFFERS(o, "6s");
	OFFERS(o, "yams");
	OFFERS(o, "carre");
	SPARES(o, "full");              /* five alike make no full (option fivefull) */
	accepted(f, "score yams");
	accepted(f, "1 1 1 5 5");
	o = tab(f, "score ");
	SPARES(o, "full");              /* ann's full is written */
	OFFERS(o, "1s");
	o = tab(f, "score 1s ");
	OFFERS(o, "bob");               /* a name checks who writes */
	/* scratch=unmade: a 0 only where the dice do not make the box */
	accepted(f, "new yams ann bob scratch=unmade");
	accepted(f, "1 1 1 5 5");
	o = tab(f, "scratch ");
	OFFERS(o, "2s");
	OFFERS(o, "yams");
	SPARES(o, "1s");
	SPARES(o, "full");
	/* joker=forced: a Yahtzee with its box filled goes in its face's box
	 * first, though the dice make others */
	accepted(f, "new yams ann sheet=yahtzee joker=forced");
	accepted(f, "6 6 6 6 6");
	accepted(f, "score yahtzee");
	accepted(f, "5 5 5 5 5");
	o = tab(f, "score ");
	OFFERS(o, "5s");
	SPARES(o, "3kind");
	SPARES(o, "chance");
	/* nothing once the game is over */
	accepted(f, "new yams ann sheet=chance bonus=0");
	accepted(f, "1 2 3 4 6");
	accepted(f, "score chance");
	assert_int_equal(tab(f, "score ")->n, 0);
}

/* A throw and its box on one line (2 2 2 5 5 full): after the faces, the
 * free boxes those dice make and the entries that take a box (scratch),
 * then after one of them its words; nothing after faces that are no
 * throw. */
static void
test_box_after_the_faces(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new yams ann bob");
	struct offered *o = tab(f, "2 2 2 5 5 ");
	OFFERS(o, "full");
	OFFERS(o, "2s");
	OFFERS(o, "5s");
	OFFERS(o, "scratch");
	OFFERS(o, "barrer");
	SPARES(o, "yams");
	SPARES(o, "1s");
	SPARES(o, "score");            /* the box alone is the score */
	SPARES(o, "ann");
	o = tab(f, "22255 ");
	OFFERS(o, "full");
	o = tab(f, "2 2 2 5 5 scratch ");
	OFFERS(o, "yams");
	OFFERS(o, "1s");
	o = tab(f, "2 2 9 5 5 ");
	assert_int_equal(o->n, 0);      /* 9 is no face */
	accepted(f, "2 2 2 5 5 full");
	o = tab(f, "6 6 6 6 6 ");
	OFFERS(o, "yams");
	OFFERS(o, "carre");
	SPARES(o, "full");              /* ann's, written above */
	/* a digit after a whole hand is the box, as the line would read it
	 * (1 1 1 2 3 1: the 1s): then the columns that take it */
	accepted(f, "new yams:3col ann");
	o = tab(f, "1 1 1 2 3 1 ");
	OFFERS(o, "desc");
	OFFERS(o, "free");
	SPARES(o, "asc");	/* faces after the last throw allowed are no throw: nothing after them */
	accepted(f, "new yams ann");
	accepted(f, "1 2 3 4 6");
	accepted(f, "1 2 3 4 6");
	accepted(f, "1 2 3 4 6");
	o = tab(f, "2 2 2 5 5 scratch ");
	assert_int_equal(o->n, 0);
}

/* In three columns each column's order decides: the descending column
 * takes its next box only, the ascending its next, the free any; after a
 * box, the columns that take it. */
static void
test_yams_columns_in_order(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new yams:3col ann");
	accepted(f, "1 1 1 2 2");
	struct offered *o = tab(f, "score ");
	OFFERS(o, "1s");                /* the descending column's first, the free's */
	OFFERS(o, "full");              /* the free column's */
	SPARES(o, "3s");
	o = tab(f, "score 1s ");
	OFFERS(o, "desc");
	OFFERS(o, "free");
	SPARES(o, "asc");               /* its first is Yams */
	o = tab(f, "score full ");
	OFFERS(o, "free");
	SPARES(o, "desc");
}

/* Yam Master: the cells the dice take, free ones. */
static void
test_yammaster_cells(void **state)
{
	struct fixture *f = *state;
	accepted(f, "new yam-master ann bob");
	accepted(f, "1 1 1 2 3");
	struct offered *o = tab(f, "place ");
	OFFERS(o, "a1");                /* a 1 of the standard board */
	OFFERS(o, "e4");
	SPARES(o, "b1");                /* the 3s */
	SPARES(o, "c3");                /* the Yam */
	accepted(f, "place a1");
	accepted(f, "1 1 1 4 4");
	o = tab(f, "place ");
	OFFERS(o, "e4");
	SPARES(o, "a1");                /* taken */
	o = tab(f, "call ");
	OFFERS(o, "full");
	/* predator=yes: after a Yam, remove offers the other player's pawns */
	accepted(f, "new yam-master ann bob predator=yes");
	accepted(f, "1 1 1 2 3");
	accepted(f, "place a1");
	o = tab(f, "remove ");
	assert_int_equal(o->n, 0);      /* nothing thrown yet */
	accepted(f, "6 6 6 6 6");
	o = tab(f, "remove ");
	OFFERS(o, "a1");
	SPARES(o, "e4");
	o = tab(f, "remove a1 ");
	SPARES(o, "a1");                /* one cell, then who plays */
	OFFERS(o, "bob");
}

/* The edges of what Tab reads: a flag typed twice or two of one group, a
 * dashed word that is no flag (read quietly, as parse would refuse them);
 * the first word once the game is over (no entry offered); roll, whose
 * faces are typed, not offered; keep past the dice of a face on the table;
 * faces that are no throw of the game, and faces with no entry after them
 * in 10000; odds, not offered in a game with no box, its flags alone. */
static void
test_edges_of_the_line(void **state)
{
	struct fixture *f = *state;
	struct offered *o = tab(f, "games --all --all --");
	SPARES(o, "--all");
	OFFERS(o, "--tsv");
	o = tab(f, "export 1 --json --csv ");
	assert_true(o->files);
	o = tab(f, "games -x --");
	OFFERS(o, "--all");
	accepted(f, "new 10000 ann bob target=1000 opening=0");
	o = tab(f, "");
	SPARES(o, "odds");              /* 10000 has no box to name */
	flags_alone(f, "odds ");
	o = tab(f, "roll ");
	assert_int_equal(o->n, 0);      /* the faces are the throw's, typed */
	o = tab(f, "9 9 9 ");
	assert_int_equal(o->n, 0);      /* no face of a die */
	o = tab(f, "1 5 ");
	assert_int_equal(o->n, 0);      /* no entry takes words after them */
	accepted(f, "5 5 2 3 4");
	o = tab(f, "keep 5 5 5 ");
	assert_int_equal(o->n, 0);      /* two 5s on the table, both named */
	accepted(f, "new 10000 ann bob target=1000 opening=0");
	accepted(f, "1 1 1 2 3");
	accepted(f, "bank");            /* ann wins with 1000 */
	assert_true(game_is_over(f->t.game));
	o = tab(f, "");
	OFFERS(o, "new");
	SPARES(o, "bank");              /* no entry of a game over */
	SPARES(o, "keep");
	/* a line of more words than a command takes: read up to its room */
	char many[256] = "games";
	for (int i = 0; i < 70; i++)
		strcat(many, " x");
	strcat(many, " --");
	o = tab(f, many);
	OFFERS(o, "--all");
	/* an entry that takes no word: no player's name after it either */
	accepted(f, "new yam-master ann bob");
	accepted(f, "1 1 1 2 3");
	o = tab(f, "pass ");
	assert_int_equal(o->n, 0);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_command_names, setup, teardown),
		cmocka_unit_test_setup_teardown(test_entries_open_now, setup, teardown),
		cmocka_unit_test_setup_teardown(test_nothing_to_offer, setup, teardown),
		cmocka_unit_test_setup_teardown(test_first_words, setup, teardown),
		cmocka_unit_test_setup_teardown(test_keep_offers_the_faces, setup, teardown),
		cmocka_unit_test_setup_teardown(test_flags, setup, teardown),
		cmocka_unit_test_setup_teardown(test_flag_values, setup, teardown),
		cmocka_unit_test_setup_teardown(test_commands_words, setup, teardown),
		cmocka_unit_test_setup_teardown(test_yams_boxes_the_dice_make, setup, teardown),
		cmocka_unit_test_setup_teardown(test_yams_columns_in_order, setup, teardown),
		cmocka_unit_test_setup_teardown(test_box_after_the_faces, setup, teardown),
		cmocka_unit_test_setup_teardown(test_yammaster_cells, setup, teardown),
		cmocka_unit_test_setup_teardown(test_edges_of_the_line, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
