/* A thread's sheets drawn: a game's page drawn again only where the
 * database changed.  Reading a game back replays its log and makes its
 * rules (a 10000 game's a table of 460 KiB), which costs a page of a game
 * most of its time, while a table refreshes the same pages between two
 * entries.  Each thread keeps its own, for its own read connection: no
 * lock, and its connection's store says whether any other committed
 * since it last looked (store_changed, the REPL's own test). */
#include "config.h"

#include <stdlib.h>

#include "serve_sheets.h"
#include "store.h"

void
serve_sheets_check(struct serve_sheets *c, struct store *store)
{
	/* (seen before the game is read, as session_open does: a commit
	 * after this look and before that read is seen by the next look,
	 * whose sheets go) */
	if (!store_changed(store))
		return;
	serve_sheets_forget(c);
	store_seen(store);
}

const struct serve_sheet *
serve_sheets_find(const struct serve_sheets *c, long long game, enum serve_lang lang)
{
	for (int i = 0; i < SERVE_SHEETS; i++)
		if (c->sheet[i].html != NULL && c->sheet[i].game == game && c->sheet[i].lang == lang)
			return &c->sheet[i];
	return NULL;
}

const struct serve_sheet *
serve_sheets_keep(struct serve_sheets *c, long long game, enum serve_lang lang, char *html,
    size_t len)
{
	struct serve_sheet *s = &c->sheet[c->next];
	c->next = (c->next + 1) % SERVE_SHEETS;
	free(s->html);
	*s = (struct serve_sheet){game, lang, html, len};
	return s;
}

void
serve_sheets_forget(struct serve_sheets *c)
{
	for (int i = 0; i < SERVE_SHEETS; i++) {
		free(c->sheet[i].html);
		c->sheet[i].html = NULL;
	}
	c->next = 0;
}
