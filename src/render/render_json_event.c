/* An entry's event (event_model.h) as one JSON object, for a page that
 * follows the game as it is played: who made it, the verb, the dice, who
 * is next, the end, and its parts in order, each a kind and the values it
 * has.  Names are the players' as the game has them; what a part names
 * (a combination, a box) by its key where it has one. */
#include "config.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "dice.h"
#include "event_model.h"
#include "game.h"
#include "json.h"
#include "render_json.h"

static const char *const kind_key[] = {
	[EVENT_KEPT_BEFORE] = "kept_before", [EVENT_THROW] = "throw",
	[EVENT_THROW_BY] = "throw_by", [EVENT_BARRAGE_THROW] = "barrage_throw",
	[EVENT_SEC] = "sec", [EVENT_CALL_LAPSES] = "call_lapses",
	[EVENT_COMBINATION] = "combination", [EVENT_FREE_CELLS] = "free_cells",
	[EVENT_OR_REMOVE] = "or_remove", [EVENT_OR_CALL] = "or_call",
	[EVENT_KEEPING] = "keeping", [EVENT_STOPS] = "stops", [EVENT_CALLS] = "calls",
	[EVENT_PLACES] = "places", [EVENT_REMOVES] = "removes", [EVENT_PASSES] = "passes",
	[EVENT_THROW_LIMIT] = "throw_limit", [EVENT_BARRAGE] = "barrage",
	[EVENT_ROUND] = "round", [EVENT_POT] = "pot", [EVENT_DECHARGE] = "decharge",
	[EVENT_OUT] = "out", [EVENT_LOSES_ALL] = "loses_all",
	[EVENT_LINE_OF_FIVE] = "line_of_five", [EVENT_ALL_PAWNS] = "all_pawns",
	[EVENT_COUNT] = "count", [EVENT_WINS] = "wins", [EVENT_DRAW] = "draw",
	[EVENT_FREE_BOXES] = "free_boxes", [EVENT_YAHTZEE_EARNED] = "yahtzee_earned",
	[EVENT_DUE] = "due", [EVENT_WRITE_NOW] = "write_now", [EVENT_SCRATCHES] = "scratches",
	[EVENT_NOT_BEATEN] = "not_beaten", [EVENT_WRITES] = "writes", [EVENT_JOKER] = "joker",
	[EVENT_COLUMN] = "column", [EVENT_TOTAL] = "total", [EVENT_STRUCK] = "struck",
	[EVENT_BONUS] = "bonus", [EVENT_YAHTZEE_BONUS] = "yahtzee_bonus",
	[EVENT_PAIR_VOID] = "pair_void", [EVENT_WINS_WITH] = "wins_with",
	[EVENT_SHARE_WIN] = "share_win", [EVENT_NEXT] = "next", [EVENT_FOR_NEXT] = "for_next",
	[EVENT_SET_ASIDE] = "set_aside", [EVENT_TAKES_OVER] = "takes_over",
	[EVENT_SET_ASIDE_BY_THROW] = "set_aside_by_throw",
	[EVENT_TOOK_BY_THROW] = "took_by_throw", [EVENT_SIX_ONES] = "six_ones",
	[EVENT_BUST] = "bust", [EVENT_SCORING] = "scoring", [EVENT_FULL_HAND] = "full_hand",
	[EVENT_SET_ASIDE_BY_BANK] = "set_aside_by_bank", [EVENT_VOIDED] = "voided",
	[EVENT_BANKS] = "banks", [EVENT_OPENS] = "opens", [EVENT_CROSS] = "cross",
	[EVENT_CROSSES_COST] = "crosses_cost", [EVENT_LOSES] = "loses",
	[EVENT_LANDED_ON] = "landed_on", [EVENT_LAST_ROUND] = "last_round",
	[EVENT_WINS_AT_ONCE] = "wins_at_once",
};

/* ,"key":"name", or ,"key":null for no seat */
static void
json_player(FILE *f, const char *key, const struct game *g, int seat)
{
	fprintf(f, ",\"%s\":", key);
	if (seat >= 0 && seat < g->nplayers)
		json_string(f, g->name[seat]);
	else
		fputs("null", f);
}

static void
json_dice(FILE *f, const char *key, const struct dice *d)
{
	fprintf(f, ",\"%s\":[", key);
	for (int i = 0; i < d->n; i++)
		fprintf(f, "%s%d", i ? "," : "", d->face[i]);
	fputc(']', f);
}

/* The dice counted by face, as their faces from the lowest. */
static void
json_tally(FILE *f, const char *key, const struct tally *t)
{
	int n = 0;
	fprintf(f, ",\"%s\":[", key);
	for (int face = 1; face <= 6; face++)
		for (int i = 0; i < t->count[face]; i++)
			fprintf(f, "%s%d", n++ ? "," : "", face);
	fputc(']', f);
}

/* The players a part names: in order, by bit, a value each. */
static void
json_players(FILE *f, const struct game *g, const struct event_part *p)
{
	if (p->nwho > 0) {
		fputs(",\"players\":[", f);
		for (int i = 0; i < p->nwho; i++)
			fputs(i ? "," : "", f), json_string(f, g->name[p->who[i]]);
		fputc(']', f);
	}
	if (p->seats != 0) {
		fputs(",\"seats\":[", f);
		for (int s = 0, n = 0; s < g->nplayers; s++)
			if (p->seats & 1u << s)
				fputs(n++ ? "," : "", f), json_string(f, g->name[s]);
		fputc(']', f);
	}
	fputs(",\"values\":[", f);
	for (int s = 0; s < g->nplayers; s++)
		fprintf(f, "%s%d", s ? "," : "", p->value[s]);
	fputc(']', f);
}

static void
json_part(FILE *f, const struct game *g, const struct event_part *p)
{
	fputs("{\"kind\":", f);
	/* untaken: (no key) every kind of event has its key in kind_key */
	bool known = (size_t)p->kind < sizeof kind_key / sizeof *kind_key &&
	    kind_key[p->kind] != NULL;
	json_string(f, known ? kind_key[p->kind] : "?");
	json_player(f, "player", g, p->seat);
	json_player(f, "other", g, p->other);
	fprintf(f, ",\"n\":%d,\"m\":%d,\"k\":%d,\"flag\":%s", p->n, p->m, p->k,
	    p->flag ? "true" : "false");
	if (p->dice.n > 0)
		json_dice(f, "dice", &p->dice);
	if (tally_total(&p->tally) > 0)
		json_tally(f, "tally", &p->tally);
	if (tally_total(&p->tally2) > 0)
		json_tally(f, "tally2", &p->tally2);
	if (p->key != NULL)
		fputs(",\"key\":", f), json_string(f, p->key);
	if (p->label[0] != '\0')
		fputs(",\"label\":", f), json_string(f, p->label);
	if (p->label2[0] != '\0')
		fputs(",\"label2\":", f), json_string(f, p->label2);
	json_players(f, g, p);
	fputc('}', f);
}

/* The free boxes and what the dice score in each. */
static void
json_boxes(FILE *f, const struct game *g, const struct outcome_event *ev)
{
	fputs(",\"boxes\":[", f);
	for (int i = 0; i < ev->nboxes; i++) {
		const struct event_box *b = &ev->box[i];
		fprintf(f, "%s{\"box\":", i ? "," : "");
		json_string(f, b->key != NULL ? b->key : "");
		fprintf(f, ",\"value\":%d,\"made\":%s,\"joker\":%s", b->value,
		    b->made ? "true" : "false", b->joker ? "true" : "false");
		json_player(f, "holder", g, b->holder);
		fprintf(f, ",\"held\":%d,\"strikes\":%s,\"pair_void\":%s}", b->held,
		    b->strikes ? "true" : "false", b->pair_void ? "true" : "false");
	}
	fputc(']', f);
}

void
render_json_event(FILE *f, const struct game *g, const struct outcome_event *ev)
{
	fputs("{\"player\":", f);
	json_string(f, g->name[ev->seat]);
	fputs(",\"verb\":", f);
	json_string(f, ev->verb != NULL ? ev->verb : "");
	fprintf(f, ",\"thrown\":%s", ev->thrown ? "true" : "false");
	json_dice(f, "dice", &ev->dice);
	json_player(f, "next", g, ev->next);
	fprintf(f, ",\"over\":%s,\"board\":%s,\"just\":%d,\"cells\":[",
	    ev->over ? "true" : "false", ev->board ? "true" : "false", ev->just);
	for (int c = 0, n = 0; c < (int)(8 * sizeof ev->cells); c++)
		if (ev->cells >> c & 1)
			fprintf(f, "%s%d", n++ ? "," : "", c);
	fputc(']', f);
	json_boxes(f, g, ev);
	fputs(",\"parts\":[", f);
	for (int i = 0; i < ev->nparts; i++) {
		fputs(i ? "," : "", f);
		json_part(f, g, &ev->part[i]);
	}
	fputs("]}", f);
}
