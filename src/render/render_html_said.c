/* The terminal's words on a page: what its renderers say (the sheet's
 * title and last line, the answer to an entry, the turn, the legend),
 * written into memory as to a script, then put on the page escaped, so
 * that the page and the terminal say the same in either language. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "render_html_parts.h"
#include "render_sheet.h"
#include "ui.h"

bool
html_said_open(struct html_said *s)
{
	memset(s, 0, sizeof *s);
	s->ui.out = open_memstream(&s->text, &s->len);
	if (s->ui.out == NULL)
		return false;
	s->ui.err = s->ui.out;
	s->ui.utf8 = true;
	return true;
}

bool
html_said_close(struct html_said *s)
{
	if (fclose(s->ui.out) != 0 || s->text == NULL) {
		free(s->text);
		s->text = NULL;
		return false;
	}
	if (s->text[strspn(s->text, " \n")] != '\0')
		return true;
	free(s->text);
	s->text = NULL;
	return false;
}

/* Each line said, without the blanks around it, escaped, between `open`
 * and `close`; `between` them after the first.  Frees what was said. */
static void
put_lines(FILE *f, struct html_said *s, const char *open, const char *close,
    const char *between)
{
	int lines = 0;
	for (char *line = s->text, *next; line != NULL; line = next) {
		next = strchr(line, '\n');
		if (next != NULL)
			*next++ = '\0';
		line += strspn(line, " ");
		size_t len = strlen(line);
		/* untaken: a line said never ends in a blank (each renderer trims its own) */
		while (len > 0 && line[len - 1] == ' ')
			line[--len] = '\0';
		if (len == 0)
			continue;
		fputs(lines++ > 0 ? between : "", f);
		fputs(open, f);
		html_text(f, line);
		fputs(close, f);
	}
	free(s->text);
	s->text = NULL;
}

void
html_said_put(FILE *f, struct html_said *s)
{
	put_lines(f, s, "", "", "<br />");
}

void
html_said_element(FILE *f, struct html_said *s, const char *tag, const char *id)
{
	if (!html_said_close(s))
		return;
	fprintf(f, "<%s id=\"%s\">", tag, id);
	html_said_put(f, s);
	fprintf(f, "</%s>\n", tag);
}

void
html_said_items(FILE *f, struct html_said *s)
{
	put_lines(f, s, "<li>", "</li>\n", "");
}

const char *
html_seat_state(enum seat_state s)
{
	/* untaken: (no case) the value is one of the enum's, each a case */
	switch (s) {
	case SEAT_TO_PLAY:
		return "to-play";
	case SEAT_WON:
		return "won";
	case SEAT_LOST:
		return "lost";
	case SEAT_PLACED:
		return "placed";
	case SEAT_WAITING:
		break;
	}
	return "waiting";
}

void
html_seat_mark(FILE *f, enum seat_state s)
{
	static const struct ui utf8 = {.utf8 = true};
	if (s == SEAT_WAITING || s == SEAT_PLACED)
		return;
	fprintf(f, "<span class=\"mark\">%s</span> ", render_seat_mark(&utf8, s));
}

void
html_hue(FILE *f, const struct sheet_seat *seat, int i)
{
	int hue = seat->hue > 0 ? seat->hue : i + 1;
	fprintf(f, " hue-%d", (hue - 1) % 16 + 1);
}
