/* export --json: a game as one JSON object, the machine contract of
 * DESIGN.md.  Part of the renderer (render.h), in a file of its own. */
#include "config.h"

#include <string.h>

#include "json.h"
#include "render.h"

void
json_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': fputs("\\\"", f); break;
		case '\\': fputs("\\\\", f); break;
		case '\n': fputs("\\n", f); break;
		case '\t': fputs("\\t", f); break;
		case '\r': fputs("\\r", f); break;
		default:
			if (*p < 0x20)
				fprintf(f, "\\u%04x", *p);
			else
				fputc(*p, f);
		}
	}
	fputc('"', f);
}

void
render_json(const struct ui *ui, const struct game *g)
{
	FILE *f = ui->out;
	const struct farkle_state *st = &g->state;
	const struct farkle_rules *r = game_rules(g);
	/* An abandoned game is over too, with no winner and no one to play. */
	bool won = st->phase == PHASE_OVER && !g->abandoned;
	bool over = won || g->abandoned;
	fprintf(f, "{\"id\":%lld,\"game\":", (long long)g->id);
	json_string(f, g->ruleset);
	fprintf(f, ",\"status\":\"%s\",\"winner\":",
	    g->abandoned ? "abandoned" : won ? "finished" : "playing");
	if (won)
		json_string(f, g->name[st->winner]);
	else
		fputs("null", f);
	/* The options as typed at `new`: numbers and yes/no as JSON's own. */
	fputs(",\"rules\":{", f);
	for (size_t i = 0; i < farkle_noptions; i++) {
		const struct farkle_option *o = &farkle_options[i];
		char value[64];
		farkle_option_get(r, o->name, value, sizeof value);
		fprintf(f, "%s\"%s\":", i ? "," : "", o->name);
		if (o->type == OPT_INT)
			fputs(value, f);
		else if (o->type == OPT_BOOL)
			fputs(strcmp(value, "yes") == 0 ? "true" : "false", f);
		else
			json_string(f, value);
	}
	fputs("},\"players\":[", f);
	for (int i = 0; i < g->nplayers; i++) {
		const struct farkle_player *p = &st->player[i];
		fprintf(f, "%s{\"name\":", i ? "," : "");
		json_string(f, g->name[i]);
		fprintf(f, ",\"score\":%d,\"crosses\":%d,\"opened\":%s}", p->score, p->crosses,
		    p->opened ? "true" : "false");
	}
	fputs("],\"turn\":", f);
	if (over) {
		fputs("null", f);
	} else {
		fputs("{\"player\":", f);
		json_string(f, g->name[st->current]);
		fprintf(f, ",\"points\":%d,\"dice\":%d}", st->turn_points,
		    farkle_dice_in_hand(st));
	}
	fputs(",\"entries\":[", f);
	for (int i = 0; i < g->nactive; i++) {
		const struct game_entry *e = &g->entry[i];
		fprintf(f, "%s{\"seq\":%d,\"player\":", i ? "," : "", i + 1);
		json_string(f, g->name[e->seat]);
		fprintf(f, ",\"entry\":\"%s\"", farkle_action_names[e->action.kind]);
		if (e->action.dice.n > 0) {
			fputs(",\"dice\":[", f);
			for (int k = 0; k < e->action.dice.n; k++)
				fprintf(f, "%s%d", k ? "," : "", e->action.dice.face[k]);
			fputc(']', f);
		}
		fputc('}', f);
	}
	fputs("]}\n", f);
}
