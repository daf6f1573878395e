/* What tapis draws: a game's lines and sheet, rules, the listings of
 * games and rule sets, help, the prompts; and the pieces every printer
 * shares (render_line.h). */
#define _DEFAULT_SOURCE 1     /* timegm */
#include "config.h"

#include <langinfo.h>
#include <locale.h>
#include <time.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dice.h"
#include "engine.h"
#include "game.h"
#include "i18n.h"
#include "never.h"
#include "option.h"
#include "printer.h"
#include "render.h"
#include "render_line.h"
#include "render_sheet.h"
#include "rows.h"
#include "store.h"
#include "text.h"
#include "textbuf.h"
#include "ui.h"

void
ui_init(struct ui *ui, bool interactive, bool readline_prompt)
{
	const char *no_color = getenv("NO_COLOR");
	/* (never NULL: POSIX has it "" for what it does not know) */
	const char *codeset = nl_langinfo(CODESET);
	ui->out = stdout;
	ui->err = stderr;
	ui->interactive = interactive;
	ui->readline = readline_prompt;
	ui->color = interactive && isatty(STDOUT_FILENO) && (no_color == NULL || !*no_color);
	ui->utf8 = strcmp(codeset, "UTF-8") == 0;
	ui->columns = interactive && isatty(STDOUT_FILENO) ? 80 : 0;
}

/* (Colour codes take no room; a UTF-8 character takes one column.) */
static void
put_wrapped_as_is(FILE *f, const char *text, int first, int indent, int width)
{
	const char *p = text, *line = text;
	if (width == 0) {       /* (a file or a pipe: as it is, on one line) */
		fputs(text, f);
		fputc('\n', f);
		return;
	}
	while (*p) {
		int col = first;
		/* a word longer than the line (a list: boxes=1,2,...) is cut
		 * after a comma, where it has one */
		const char *space = NULL, *comma = NULL;
		line = p;
		for (; *p && (col < width || (space == NULL && comma == NULL)); p++) {
			if (*p == '\033') {                  /* ESC [ ... m */
				while (*p && *p != 'm')
					p++;
				if (!*p)
					break;
				continue;
			}
			/* (not before the sign French spaces: "reste ouverte ;") */
			if (*p == ' ' && strchr(";:?!", p[1]) == NULL)
				space = p;
			else if (*p == ',' && space == NULL && p[1] != ' ' && p[1] != '\0' && col < width)
				comma = p;
			if (((unsigned char)*p & 0xc0) != 0x80)
				col++;
		}
		if (!*p) {
			fputs(line, f);
			break;
		}
		if (space == NULL) {
			fwrite(line, 1, (size_t)(comma + 1 - line), f);
			p = comma + 1;
		} else {
			fwrite(line, 1, (size_t)(space - line), f);
			p = space + 1;
		}
		fprintf(f, "\n%*s", indent, "");
		first = indent;
	}
	fputc('\n', f);
}

/* The text with the language's elisions before the names in it (i18n.h):
 * every line of the game's is said through here. */
void
put_wrapped(FILE *f, const char *text, int first, int indent, int width)
{
	/* (a copy only for a language that elides: every answer comes here) */
	char *elided = i18n_elides() ? strdup(text) : NULL;
	if (elided != NULL)
		i18n_elide(elided);
	put_wrapped_as_is(f, elided != NULL ? elided : text, first, indent, width);
	free(elided);
}

void
put_lines(FILE *f, const char *text, int width)
{
	char line[1024];
	for (const char *p = text; *p != '\0';) {
		size_t len = strcspn(p, "\n");
		snprintf(line, sizeof line, "%.*s", (int)len, p);
		put_wrapped(f, line, 0, 4, width);
		p += len + (p[len] == '\n');
	}
}

void
put_saidv(const struct ui *ui, const char *fmt, va_list ap)
{
	va_list copy;
	va_copy(copy, ap);
	int width = ui_width(ui);
	char text[1024];
	/* (a script, or a text too long for the buffer: as it is) */
	if (width == 0 || vsnprintf(text, sizeof text, fmt, copy) >= (int)sizeof text)
		vfprintf(ui->out, fmt, ap);
	else
		put_lines(ui->out, text, width);
	va_end(copy);
}

void
put_said(const struct ui *ui, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	put_saidv(ui, fmt, ap);
	va_end(ap);
}

const char *
render_utc_time(const char *utc, char *buf, size_t len)
{
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	const char *end = utc != NULL ? strptime(utc, "%Y-%m-%dT%H:%M:%SZ", &tm) : NULL;
	time_t t = end != NULL && *end == '\0' ? timegm(&tm) : (time_t)-1;
	char stamp[32];
	if (t == (time_t)-1 || localtime_r(&t, &tm) == NULL ||
	    strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm) == 0)
		return text_visible(utc != NULL ? utc : "", buf, len);
	return render_day(stamp, true, buf, len);
}

/* ---- small pieces */

const char *
ui_paint(const struct ui *ui, enum paint p)
{
	static const char *const codes[] = {"\033[1m", "\033[31m", "\033[32m", "\033[33m",
	    "\033[2m", "\033[0m"};
	return ui->color ? codes[p] : "";
}

const char *
render_tokens(int n, char *buf, size_t len)
{
	/* (French says "aucun jeton", never "0 jeton") */
	if (n == 0)
		snprintf(buf, len, "%s", _("no tokens"));
	else
		snprintf(buf, len, ngettext("%d token", "%d tokens", (unsigned long)n), n);
	return buf;
}

const char *
ui_dot(const struct ui *ui)
{
	return ui->utf8 ? " \u00b7 " : " - ";
}

/* Empties l; only what must be set is, as this is on every entry's path. */
void
line_start(struct line *l)
{
	l->len = 0;
	l->text[0] = '\0';
}

void
line_add(struct line *l, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	/* (an entry's answer is a few of these: without printf's cost) */
	int n = text_vformat(l->text + l->len, sizeof l->text - l->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		l->len = l->len + (size_t)n < sizeof l->text ? l->len + (size_t)n : sizeof l->text - 1;
}

void
line_put(struct line *l, const char *s)
{
	size_t room = sizeof l->text - 1 - l->len, n = strnlen(s, room);
	memcpy(l->text + l->len, s, n);
	l->len += n;
	l->text[l->len] = '\0';
}

void
line_print(const struct ui *ui, const struct line *l)
{
	int width = ui_width(ui);
	if (width == 0 && !i18n_elides()) {
		/* a file or a pipe, in a language that elides nothing: the line
		 * as it is, its indent and its end in one write (every entry's
		 * answer comes here) */
		char out[sizeof l->text + 3];
		size_t n = strnlen(l->text, sizeof l->text);
		memcpy(out, "  ", 2);
		memcpy(out + 2, l->text, n);
		out[n + 2] = '\n';
		fwrite(out, 1, n + 3, ui->out);
		return;
	}
	fputs("  ", ui->out);
	put_wrapped(ui->out, l->text, 2, 4, width);
}

const struct printer *
render_printer(const struct engine *e)
{
	/* (every engine is a family's: games are made of families' engines) */
	for (size_t i = 0; ALWAYS(i < nfamilies); i++)
		if (families[i].engine == e)
			return families[i].printer;
	return NULL;
}

const char *
render_ruleset_title(const char *ruleset)
{
	const struct engine_preset *p;
	const struct engine *e = engine_of_preset(ruleset, &p);
	return e != NULL ? _(engine_preset_words(e, p)->title) : _("saved preset");
}

bool
render_french_names(void)
{
	return i18n_french_names();
}

/* Option o's name, and its value (as option_get writes it) into buf, in
 * the language of the messages. */
static const char *
option_shown(const struct engine *e, const struct engine_option *o, const char *value,
    char *buf, size_t len, const char **name)
{
	const struct option_words *w = engine_option_words(e, o);
	/* untaken: (no French name) every option's words have their French name */
	bool french = render_french_names() && w->french != NULL;
	*name = french ? w->french : o->name;
	if (!french || o->type == ENGINE_OPT_FILE)
		return value;
	if (o->type == ENGINE_OPT_BOOL)
		return option_value_translate("yes|no", "oui|non", value, buf, len);
	return option_value_translate(o->values, w->french_values, value, buf, len);
}

/* An option's value longer than this (a file's text, a Yams sheet's list)
 * is said "own board" in a game's title, and on a line of its own by
 * rules. */
#define LONG_VALUE 24

void
line_add_changes(struct line *l, const struct game *g)
{
	const struct engine *e = g->engine;
	/* (on the stack: a game's title is drawn after its line was kept,
	 * and must not change for want of memory) */
	_Alignas(max_align_t) unsigned char was[GAME_RULES_MOST];
	const struct engine_option *o;
	/* untaken: every engine's rules fit GAME_RULES_MOST, and g->base is a preset the
	 * game was made from (checked where it was read) */
	if (e->rules_size > sizeof was || !game_rules_init(e, g->base, was))
		return;
	for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
		char now[ENGINE_VALUE], then[ENGINE_VALUE], shown[ENGINE_VALUE];
		const char *name;
		e->option_get(game_rules(g), o->name, now, sizeof now);
		e->option_get(was, o->name, then, sizeof then);
		const char *value = option_shown(e, o, now, shown, sizeof shown, &name);
		if (strcmp(now, then) != 0 && (o->type == ENGINE_OPT_FILE || strlen(now) > LONG_VALUE))
			line_add(l, _(", own %s"), name);   /* too long to say */
		else if (strcmp(now, then) != 0)
			line_add(l, ", %s=%s", name, value);
	}
}


void
render_newline(const struct ui *ui)
{
	fputc('\n', ui->out);
}

/* ---- a game's state in words */

/* "bob's throw 2 2 3 4 6" */
static void
add_entry(struct line *l, const struct game *g, const struct game_entry *e)
{
	char args[ENGINE_ARGS + 1];
	engine_say_args(g->engine, game_rules(g), &e->action, args, sizeof args);
	/* one message, the words after the noun with it: French says "le
	 * lancer 2 2 3 4 6 de bob" */
	line_add(l, _("%s's %s%s%s"), g->name[e->seat],
	    engine_verb_noun(g->engine, e->action.verb, e->action.dice.n), args[0] ? " " : "", args);
}

char *
render_entry(const struct game *g, const struct game_entry *e, char *buf, size_t len)
{
	struct line l;
	line_start(&l);
	add_entry(&l, g, e);
	snprintf(buf, len, "%s", l.text);
	return buf;
}


/* ---- rules, eval, games */

void
render_rules(const struct ui *ui, const char *ruleset, const char *base,
    const struct engine *e, const void *rules)
{
	void *preset = game_rules_new(e, base);
	const struct engine_option *o;
	bool changed = false;
	int valuew = 11;     /* wide enough for the presets' values; wider if need be */
	for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
		char value[ENGINE_VALUE];
		e->option_get(rules, o->name, value, sizeof value);
		if ((int)strlen(value) > valuew && o->type != ENGINE_OPT_FILE &&
		    strlen(value) <= LONG_VALUE)
			valuew = (int)strlen(value);
	}
	struct line head;
	line_start(&head);
	line_add(&head, _("%s (%s): option, value in force, what it means"),
	    engine_ruleset_shown(ruleset), render_ruleset_title(ruleset));
	put_wrapped_as_is(ui->out, head.text, 0, 0, ui_width(ui));
	int namew = 10;
	for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
		const char *name;
		char shown[ENGINE_VALUE];
		option_shown(e, o, "", shown, sizeof shown, &name);
		if (text_width(name) + 1 > namew)     /* a blank after the longest */
			namew = text_width(name) + 1;
	}
	for (size_t i = 0; (o = e->option(i)) != NULL; i++) {
		char value[ENGINE_VALUE], was[ENGINE_VALUE], shown[ENGINE_VALUE];
		const char *name;
		if (!engine_option_used(e, rules, o->name))
			continue;
		e->option_get(rules, o->name, value, sizeof value);
		/* untaken: (no preset) game_rules_new's allocation failing: base is a
		 * preset, checked before */
		e->option_get(preset ? preset : rules, o->name, was, sizeof was);
		bool mark = strcmp(value, was) != 0;
		changed = changed || mark;
		const char *v = option_shown(e, o, value, shown, sizeof shown, &name);
		fputs("  ", ui->out);
		text_pad(ui->out, name, namew);
		if ((int)strlen(value) > valuew)     /* a file's text: on a line of its own */
			/* untaken: (unmarked) a value this long is a list or a file's text,
			 * which no preset has */
			fprintf(ui->out, "%s%-*s %s\n  %*s %s\n", mark ? "*" : " ", valuew, "",
			    _(engine_option_words(e, o)->help), namew, "", v);
		else {
			fputs(mark ? "*" : " ", ui->out);
			text_pad(ui->out, v, valuew);
			/* (at a terminal narrower than the line, what it means goes on
			 * under itself, cut between words) */
			int col = 2 + namew + 1 + valuew + 1;
			fputc(' ', ui->out);
			put_wrapped_as_is(ui->out, _(engine_option_words(e, o)->help), col, col,
			    ui_width(ui));
		}
	}
	if (changed)
		fprintf(ui->out, _("  * changed from %s\n"), engine_ruleset_shown(base));
	free(preset);
	if (render_printer(e)->rules != NULL)
		render_printer(e)->rules(ui, rules);
}

void
render_saved_row(const struct ui *ui, const char *name, const char *base)
{
	/* read back from the file: shown as text whatever it holds */
	char shown[GAME_RULESET_MAX * 4], from[GAME_RULESET_MAX * 4];
	fprintf(ui->out, "  ");
	text_pad(ui->out, text_visible(name, shown, sizeof shown), GAME_RULESET_CHARS);
	fprintf(ui->out, _(" from %s\n"), text_visible(base, from, sizeof from));
}

void
render_presets(const struct ui *ui)
{
	int width = 0;
	for (size_t i = 0; i < nfamilies; i++)
		for (size_t k = 0; k < families[i].engine->npresets; k++) {
			const char *name = engine_ruleset_shown(families[i].engine->presets[k].name);
			if (text_width(name) > width)
				width = text_width(name);
		}
	put_said(ui, _("The games ('rules GAME' shows one, 'new GAME ...' starts one):\n"));
	for (size_t i = 0; i < nfamilies; i++)
		for (size_t k = 0; k < families[i].engine->npresets; k++) {
			const char *name = engine_ruleset_shown(families[i].engine->presets[k].name);
			char line[256];
			snprintf(line, sizeof line, "  %s%*s  %s", name, width - text_width(name), "",
			    _(families[i].words->presets[k].title));
			/* what follows a break under the title */
			put_wrapped(ui->out, line, 0, width + 4, ui_width(ui));
		}
}

/* The fields of a stamp as the store writes it, "YYYY-MM-DD HH:MM...",
 * into tm without sscanf (games --all reads one a row: a twentieth of its
 * instructions); false for one written otherwise, left to sscanf. */
static bool
stamp_fields(const char *s, struct tm *tm)
{
	static const int at[5] = {0, 5, 8, 11, 14}, width[5] = {4, 2, 2, 2, 2};
	int *field[5] = {&tm->tm_year, &tm->tm_mon, &tm->tm_mday, &tm->tm_hour, &tm->tm_min};
	if (strnlen(s, 16) < 16 || s[4] != '-' || s[7] != '-' || s[10] != ' ' || s[13] != ':')
		return false;
	for (int i = 0; i < 5; i++)
		if ((*field[i] = text_digits(s + at[i], width[i])) < 0)
			return false;
	return true;
}

/* The day of the week and of the year of tm's date (its year 1970 to
 * 2037, each field within its range), as mktime sets them, into tm;
 * false, tm untouched, for any other.  (mktime looks the zone up for each
 * call, a tenth of games --all; a day of a local stamp needs no zone.) */
static bool
week_day(struct tm *tm, const char *format)
{
	static const int before[12] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
	static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	int y = tm->tm_year + 1900, m = tm->tm_mon;
	if (y < 1970 || y > 2037 || m < 0 || m > 11 || tm->tm_hour > 23 || tm->tm_min > 59)
		return false;
	bool leap = y % 4 == 0;           /* (so from 1901 to 2099) */
	if (tm->tm_mday < 1 || tm->tm_mday > days[m] + (m == 1 && leap))
		return false;
	/* (what names the zone or counts seconds needs mktime's) */
	for (const char *p = strchr(format, '%'); p != NULL; p = strchr(p + 1, '%')) {
		char conversion = p[1 + strspn(p + 1, "EO_-0^#")];
		/* untaken: tapis's date formats, in both catalogues, name no zone and no
		 * seconds since the epoch */
		if (conversion != '\0' && strchr("zZs+", conversion) != NULL)
			return false;
	}
	tm->tm_yday = before[m] + (m > 1 && leap) + tm->tm_mday - 1;
	int since = (y - 1970) * 365 + (y - 1969) / 4 + tm->tm_yday;    /* days since 1970 */
	tm->tm_wday = (since + 4) % 7;                                   /* 1970-01-01: Thursday */
	return true;
}

/* The last day render_day wrote, a thread's (the web server draws in
 * several languages at once, each thread under its locale; the global one
 * is set once, as tapis starts): a listing's rows are a few games an
 * evening, each most often of the day of the row before. */
static _Thread_local struct {
	const char *format;       /* the day's format (NULL: none kept) */
	locale_t locale;          /* the thread's locale then */
	char stamp[11];           /* its "YYYY-MM-DD" */
	char text[64];            /* what strftime wrote */
} last_day;

/* True if a day's format names nothing of the time of day (strftime's
 * conversions of the hour, minute or second, or of the whole time). */
static bool
day_alone(const char *format)
{
	for (const char *p = strchr(format, '%'); p != NULL; p = strchr(p + 1, '%')) {
		char conversion = p[1 + strspn(p + 1, "EO_-0^#")];
		/* untaken: tapis's date formats, in both catalogues, are of a day, with no time
		 * of day */
		if (conversion != '\0' && strchr("HIklMSpPrRTXcsz+Z", conversion) != NULL)
			return false;
		p += conversion == '%';           /* (%% is a percent sign) */
	}
	return true;
}

/* The day of stamp (as the store writes it: its day its first 10 bytes;
 * its fields in tm, its format format) as render_day writes it, into buf,
 * kept as the last day where the format names no time of day. */
static size_t
day_text(const char *stamp, const struct tm *tm, const char *format, char *buf, size_t len)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	size_t wrote = strftime(buf, len, format, tm);
#pragma GCC diagnostic pop
	last_day.format = NULL;
	/* untaken: a catalogue not ours, whose day's format writes 64 bytes or more, or
	 * names a time of day */
	if (wrote > 0 && wrote < sizeof last_day.text && day_alone(format)) {
		memcpy(last_day.text, buf, wrote + 1);
		memcpy(last_day.stamp, stamp, 10);
		last_day.stamp[10] = '\0';
		last_day.locale = uselocale((locale_t)0);
		last_day.format = format;
	}
	return wrote;
}

/* The last day written, into buf, if stamp (as the store writes it, a time
 * of day within its range: tm) is of that day in format; else NULL. */
static const char *
day_known(const char *stamp, const struct tm *tm, const char *format, char *buf, size_t len)
{
	size_t n;
	if (last_day.format != format || tm->tm_hour > 23 || tm->tm_min > 59 ||
	    strncmp(last_day.stamp, stamp, 10) != 0 || last_day.locale != uselocale((locale_t)0) ||
	    (n = strlen(last_day.text)) >= len)
		return NULL;
	memcpy(buf, last_day.text, n + 1);
	return buf;
}

const char *
render_day(const char *stamp, bool with_time, char *buf, size_t len)
{
	struct tm tm;
	memset(&tm, 0, sizeof tm);
	int n = 5;
	bool fields = stamp != NULL && stamp_fields(stamp, &tm);
	if (stamp == NULL) {
		n = 0;
	} else if (!fields) {
		memset(&tm, 0, sizeof tm);
		n = sscanf(stamp, "%4d-%2d-%2d %2d:%2d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
		    &tm.tm_hour, &tm.tm_min);
	}
	if (n < (with_time ? 5 : 3)) {
		snprintf(buf, len, "%.*s", with_time ? 16 : 10, stamp != NULL ? stamp : "");
		return buf;
	}
	tm.tm_year -= 1900;
	tm.tm_mon -= 1;
	tm.tm_isdst = -1;
	/* TRANSLATORS: a day as strftime(3) writes it, e.g. "%d/%m/%Y". */
	static const char day[] = N_("%Y-%m-%d");
	/* TRANSLATORS: a day and time as strftime(3) writes it, e.g. "%d/%m/%Y %H:%M". */
	static const char day_time[] = N_("%Y-%m-%d %H:%M");
	/* the format is the catalogue's, as the messages are (the one used
	 * alone looked up: games --all says a day a row) */
	const char *format = _(with_time ? day_time : day);
	if (fields && !with_time && day_known(stamp, &tm, format, buf, len) != NULL)
		return buf;
	size_t wrote;
	bool known = week_day(&tm, format);
	if (known && fields && !with_time) {
		wrote = day_text(stamp, &tm, format, buf, len);
	} else {
		if (!known)
			mktime(&tm);  /* the day of the week, for a format that names it */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
		wrote = strftime(buf, len, format, &tm);
#pragma GCC diagnostic pop
	}
	if (wrote == 0)
		snprintf(buf, len, "%.*s", with_time ? 16 : 10, stamp);
	return buf;
}

/* The columns of `games`: the table for people says who scored what and
 * how it ended in words (and the day as people of the language write it);
 * the rows for scripts keep their first columns as they were, and add the
 * new ones after them. */
static const struct rows_column game_columns[] = {
	{"#", false, false, true, false, false},
	{"id", true, false, false, true, false},
	{"day", false, false, true, false, false},
	{"date", false, false, false, true, false},
	{"game", false, false, true, true, true},
	{"players", false, true, false, true, false},
	{"results", false, false, true, false, false},
	{"state", false, false, true, false, false},
	{"length", false, false, true, false, false},
	{"status", false, false, false, true, false},
	{"winner", false, false, false, true, false},
	{"entries", true, false, false, true, false},
	{"scores", true, true, false, true, false},
	{"turns", true, false, false, true, false},
	{"family", false, false, false, true, false},
	{"time", false, false, false, true, false},
	{"loser", false, false, false, true, false},
	{"result", false, false, false, true, false},
};
enum { NGAME_COLUMNS = sizeof game_columns / sizeof game_columns[0] };

void
render_games_begin(struct rows *r, const struct ui *ui, enum rows_format format)
{
	rows_begin(r, ui, format, game_columns, NGAME_COLUMNS);
}

/* "10000, 7450" from "alice 10000, bob 7450": the number after the last
 * space of each item (names hold no space), into buf. */
static const char *
scores_of(const char *results, char *buf, size_t len)
{
	size_t used = 0;
	buf[0] = '\0';
	while (results != NULL && *results) {
		const char *end = strstr(results, ", ");
		size_t n = end ? (size_t)(end - results) : strlen(results);
		const char *space = NULL;
		for (const char *p = results; p < results + n; p++)
			if (*p == ' ')
				space = p;
		if (space != NULL && used < len) {
			/* (copied, not snprintf: games --all has a few a row; what
			 * does not fit cut, as snprintf cuts it) */
			struct textbuf o = {buf + used, len - used - 1, 0, false};
			if (used)
				textbuf_raw(&o, ", ", 2);
			textbuf_raw(&o, space + 1, (size_t)(results + n - space - 1));
			buf[used + (o.full ? o.len : o.n)] = '\0';
			used += o.n;
		}
		results += n + (end ? 2 : 0);
	}
	return buf;
}

const char *
render_game_state(const struct store_game_row *row, char *buf, size_t len)
{
	if (row->damaged)
		text_format(buf, len, _("damaged"));
	else if (row->winner)
		text_format(buf, len, _("%s won"), row->winner);
	else if (row->loser)
		text_format(buf, len, _("%s lost"), row->loser);
	else if (row->result != NULL && strcmp(row->result, "shared") == 0)
		text_format(buf, len, _("a shared win"));
	else if (row->status != NULL && strcmp(row->status, "finished") == 0)
		text_format(buf, len, _("a draw"));
	else if (row->status != NULL && strcmp(row->status, "abandoned") == 0)
		text_format(buf, len, _("abandoned"));
	else
		text_format(buf, len, _("playing"));
	return buf;
}

/* prefix, then v in decimal, into buf (what snprintf's "%s%lld" writes,
 * at a fraction of its cost: games --all writes four a row) */
static const char *
number_text(char *buf, size_t len, const char *prefix, long long v)
{
	char digits[24];
	size_t n = 0, used = strlen(prefix);
	unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
	do
		digits[n++] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		digits[n++] = '-';
	/* (each buffer has room for the longest number and its prefix) */
	if (NEVER(used + n >= len)) {
		snprintf(buf, len, "%s%lld", prefix, v);
		return buf;
	}
	memcpy(buf, prefix, used);
	while (n > 0)
		buf[used++] = digits[--n];
	buf[used] = '\0';
	return buf;
}

void
render_game_row(struct rows *r, const struct store_game_row *row)
{
	char hash[32], id[24], date[11], day[64], entries[24], turns[24], length[48];
	char state[GAME_NAME_BYTES * 4 + 64], scores[ENGINE_MAX_PLAYERS * 16];
	const char *values[NGAME_COLUMNS] = {NULL, NULL, NULL, NULL, row->game, row->players,
	    row->results, NULL, NULL, row->status, row->winner, NULL, NULL, NULL, row->family,
	    row->created, row->loser, row->result};
	/* (only what the rows show made: a table of people has its own
	 * columns, the rows of scripts theirs) */
	if (r->format == ROWS_TABLE || r->format == ROWS_HTML) {
		values[0] = number_text(hash, sizeof hash, "#", row->id);
		values[2] = render_day(row->created, false, day, sizeof day);
		values[7] = render_game_state(row, state, sizeof state);
		text_format(length, sizeof length, ngettext("%d turn", "%d turns",
		    (unsigned long)row->turns), row->turns);
		values[8] = length;
	} else {
		values[1] = number_text(id, sizeof id, "", row->id);
		size_t dlen = row->created ? strnlen(row->created, sizeof date - 1) : 0;
		memcpy(date, row->created ? row->created : "", dlen);
		date[dlen] = '\0';
		values[3] = date;
		values[11] = number_text(entries, sizeof entries, "", row->entries);
		values[12] = scores_of(row->results, scores, sizeof scores);
		values[13] = number_text(turns, sizeof turns, "", row->turns);
	}
	rows_add(r, values);
}

static const struct rows_column rule_set_columns[] = {
	{"name", false, false, true, true, true},
	{"game", false, false, true, true, false},
	{"base", false, false, true, true, true},
	{"saved", true, false, true, true, false},
};

void
render_rule_sets_begin(struct rows *r, const struct ui *ui, enum rows_format format)
{
	rows_begin(r, ui, format, rule_set_columns, 4);
}

void
render_rule_set_row(struct rows *r, const char *name, const char *family, const char *base,
    bool saved)
{
	const char *values[4] = {name, family, base, saved ? "true" : "false"};
	rows_add(r, values);
}

/* ---- help */

/* A command's or verb's other names, ", " between: its French name
 * first, then its aliases; in French, *name becomes the French name and
 * the English one comes first among the others. */
static void
other_names(const char **name, const char *french, const char *const *aliases, char *buf,
    size_t len)
{
	buf[0] = '\0';
	if (french != NULL && render_french_names()) {
		snprintf(buf, len, "%s", *name);
		*name = french;
	} else if (french != NULL)
		snprintf(buf, len, "%s", french);
	for (const char *const *a = aliases; *a; a++)
		snprintf(buf + strlen(buf), len - strlen(buf), "%s%s", buf[0] ? ", " : "", *a);
}

/* One line of help: the name, its French name and aliases, its arguments,
 * and what it does; a long head gets a line of its own. */
static void
help_line(const struct ui *ui, const char *name, const char *french,
    const char *const *aliases, const char *usage, const char *help)
{
	char head[160], others[96], also[100] = "";
	other_names(&name, french, aliases, others, sizeof others);
	if (others[0] != '\0')
		snprintf(also, sizeof also, " (%s)", others);
	/* _("") would be the catalogue's header: an empty usage stays empty */
	snprintf(head, sizeof head, "%s%s%s%s", name, also, usage[0] ? " " : "",
	    usage[0] ? _(usage) : "");
	/* (at a terminal, both broken at spaces to its width, never in a word) */
	fputs("  ", ui->out);
	if (text_width(head) > 24) {
		put_wrapped(ui->out, head, 2, 6, ui_width(ui));
		fputs("  ", ui->out);
		text_pad(ui->out, "", 24);
	} else
		text_pad(ui->out, head, 24);
	fputc(' ', ui->out);
	put_wrapped(ui->out, _(help), 27, 27, ui_width(ui));
}

void
render_help_line(const struct ui *ui, const char *name, const char *french,
    const char *const *aliases, const char *usage, const char *help)
{
	help_line(ui, name, french, aliases, usage, help);
}

/* usage (translated) into buf without its flags: every bracketed group
 * that opens with a dash ("[--budget N]", "[--json|--tsv]") left out. */
static const char *
usage_without_flags(const char *usage, char *buf, size_t len)
{
	size_t at = 0;
	bool in_flag = false;
	buf[0] = '\0';
	for (const char *p = usage; *p != '\0';) {
		size_t n = strcspn(p, " ");
		if (!in_flag && strncmp(p, "[-", 2) == 0)
			in_flag = true;
		if (!in_flag && n > 0 && at + n + 2 < len) {
			at += (size_t)snprintf(buf + at, len - at, "%s%.*s", at > 0 ? " " : "",
			    (int)n, p);
		}
		/* untaken: (n == 0) no usage has two blanks in a row within its flags */
		if (in_flag && n > 0 && p[n - 1] == ']')
			in_flag = false;
		p += n + strspn(p + n, " ");
	}
	return buf;
}

void
render_help_line_short(const struct ui *ui, const char *name, const char *french,
    const char *usage, const char *help)
{
	static const char *const none[] = {NULL};
	char shown[160];
	/* (an N_ id: _("") would be the catalogue's header) */
	const char *said = usage[0] != '\0' ? _(usage) : "";
	help_line(ui, name, french, none, usage_without_flags(said, shown, sizeof shown), help);
}

void
render_help_entries_of(const struct ui *ui, const struct engine *e, const char *ruleset,
    const void *rules)
{
	char head[256];
	snprintf(head, sizeof head, _("Entries of this game (%s):\n"), engine_ruleset_shown(ruleset));
	put_lines(ui->out, head, ui_width(ui));
	const struct verb_words *vw = engine_words(e)->verbs;
	for (size_t v = 0; v < e->nverbs; v++)
		if (engine_verb_used(e, rules, (int)v))
			render_help_line_short(ui, vw[v].name, vw[v].french, vw[v].usage, vw[v].help);
}

void
render_help_entries(const struct ui *ui, const struct engine *e)
{
	char games[256] = "";
	for (size_t k = 0; k < e->npresets; k++) {
		size_t used = strlen(games);
		snprintf(games + used, sizeof games - used, "%s%s", k == 0 ? ""
		    : k + 1 == e->npresets ? _(" or ") : ", ", engine_ruleset_shown(e->presets[k].name));
	}
	char head[sizeof games + 64];
	snprintf(head, sizeof head, _("Entries of a game of %s:\n"), games);
	put_lines(ui->out, head, ui_width(ui));
	const struct verb_words *vw = engine_words(e)->verbs;
	for (size_t v = 0; v < e->nverbs; v++)
		help_line(ui, vw[v].name, vw[v].french, vw[v].aliases, vw[v].usage, vw[v].help);
}

/* Whether each line of text fits the terminal after an indent of two. */
static bool
lines_fit(const char *text, int width)
{
	for (const char *p = text; *p != '\0';) {
		size_t len = strcspn(p, "\n");
		char line[512];
		snprintf(line, sizeof line, "%.*s", (int)len, p);
		if (2 + text_width(line) > width)
			return false;
		p += len + (p[len] == '\n');
	}
	return true;
}

/* A paragraph of help's details two columns in, broken to width, its
 * lines after the first under its first word. */
static void
put_paragraph(const struct ui *ui, const char *para, int width)
{
	int lead = (int)strspn(para, " ");
	fputs("  ", ui->out);
	put_wrapped(ui->out, para, 2, 2 + lead, width);
}

/* help's details, as the catalogue breaks them, two columns in; on a
 * terminal narrower than its lines, each paragraph (the lines up to one
 * ending a sentence or one indented, an example) broken again to its
 * width, between words. */
static void
put_details(const struct ui *ui, const char *details)
{
	int width = ui_width(ui);
	if (width == 0 || lines_fit(details, width)) {
		for (const char *p = details; *p;) {
			size_t len = strcspn(p, "\n");
			fprintf(ui->out, "  %.*s\n", (int)len, p);
			p += len + (p[len] == '\n');
		}
		return;
	}
	char para[4096];
	size_t at = 0;
	for (const char *p = details; *p;) {
		size_t len = strcspn(p, "\n");
		bool example = p[0] == ' ';
		if (example && at > 0)
			put_paragraph(ui, para, width), at = 0;
		at += (size_t)snprintf(para + at, sizeof para - at, "%s%.*s", at > 0 ? " " : "",
		    (int)len, p);
		/* untaken: help's details are under 4,096 bytes (cmd_help.c) */
		if (at >= sizeof para)
			at = sizeof para - 1;
		bool ends = len > 0 && strchr(".:", p[len - 1]) != NULL;
		p += len + (p[len] == '\n');
		if (example || ends || *p == '\0')
			put_paragraph(ui, para, width), at = 0;
	}
}

/* help NAME: the usage, the aliases, the details (translated). */
static void
help_of(const struct ui *ui, const char *name, const char *french, const char *const *aliases,
    const char *usage, const char *help, const char *details)
{
	char others[96], head[1024];
	other_names(&name, french, aliases, others, sizeof others);
	snprintf(head, sizeof head, _("usage: %s%s%s\n  %s\n"), name, usage[0] ? " " : "",
	    usage[0] ? _(usage) : "", _(help));
	put_lines(ui->out, head, ui_width(ui));
	if (others[0] != '\0')
		fprintf(ui->out, _("  also: %s\n"), others);
	if (details != NULL)
		put_details(ui, details);
}

void
render_command_help(const struct ui *ui, const char *name, const char *french,
    const char *const *aliases, const char *usage, const char *help, const char *details)
{
	help_of(ui, name, french, aliases, usage, help, details);
}

void
render_verb_help(const struct ui *ui, const struct verb_words *v, const char *details)
{
	help_of(ui, v->name, v->french, v->aliases, v->usage, v->help, details);
}

/* ---- prompts */

/* Colour codes in a readline prompt must be marked as taking no room. */
const char *
prompt_paint(const struct ui *ui, enum paint p, char *buf, size_t len)
{
	if (!ui->color)
		return "";
	snprintf(buf, len, ui->readline ? "\001%s\002" : "%s", ui_paint(ui, p));
	return buf;
}

bool
render_eval(const struct ui *ui, const struct engine *e, const void *rules,
    const struct dice *d)
{
	const struct printer *p = render_printer(e);
	/* (each of the four families' printers has an eval: HACKING.md, NEVER) */
	if (NEVER(p->eval == NULL))
		return false;
	p->eval(ui, rules, d);
	return true;
}

char *
render_choices(const struct ui *ui, const struct game *g, const struct action *choice, int n,
    char *buf, size_t len)
{
	(void)ui;
	buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		char args[ENGINE_ARGS + 1];
		size_t used = strlen(buf);
		engine_say_args(g->engine, game_rules(g), &choice[i], args, sizeof args);
		snprintf(buf + used, len - used, "%s%s", i == 0 ? "" : i == n - 1 ? _(" or ") : ", ",
		    args);
	}
	return buf;
}

char *
render_choice_question(const struct ui *ui, const struct game *g, const struct action *choice,
    int n, char *buf, size_t len)
{
	char listed[128], one[ENGINE_ARGS + 1];
	const char *const *asked = render_printer(g->engine)->ask_first;
	const char *verb = ngettext(asked[0], asked[1], (unsigned long)choice[0].dice.n);
	if (n > 0) {
		/* TRANSLATORS: which entry came first: "set aside 1 1 or 1 5? " */
		snprintf(buf, len, _("  %s %s? "), verb, render_choices(ui, g, choice, n, listed,
		    sizeof listed));
		return buf;
	}
	/* too many to list: the dice, in the forms the answer takes */
	engine_say_args(g->engine, game_rules(g), &choice[0], one, sizeof one);
	char joined[ENGINE_ARGS + 1];
	size_t k = 0;
	for (const char *p = one; *p; p++)       /* (as big as one: it fits) */
		if (*p != ' ')
			joined[k++] = *p;
	joined[k] = '\0';
	/* (more than a few ways are of two dice or more: five dice give at
	 * most six of one) */
	snprintf(buf, len, _("  which %d dice %s? their faces, as %s or %s: "),
	    choice[0].dice.n, verb, one, joined);
	return buf;
}

/* A question wider than the terminal: what goes past it said now, on
 * lines of their own broken at spaces, the last line left in buf to ask
 * (with room after it for the answer). */
static void
question_fit(const struct ui *ui, char *buf)
{
	int width = ui_width(ui) - 4;
	for (;;) {
		char head[256];
		size_t cut = 0;
		for (size_t k = 0; buf[k] != '\0'; k++) {
			if (buf[k] != ' ' || buf[k + 1] == '\0' || k >= sizeof head)
				continue;
			snprintf(head, sizeof head, "%.*s", (int)k, buf);
			if (text_width(head) > width)
				break;
			cut = k;
		}
		if (width <= 0 || text_width(buf) <= width || cut == 0)
			return;
		fprintf(ui->out, "%.*s\n", (int)cut, buf);
		memmove(buf, buf + cut + 1, strlen(buf + cut + 1) + 1);
	}
}

char *
render_resume_question(const struct ui *ui, const struct game *g, char *buf, size_t len)
{
	int n = snprintf(buf, len, _("Game #%lld (%s: "), (long long)g->id,
	    engine_ruleset_shown(g->ruleset));
	/* (snprintf's error, below 0, is as big as size_t goes: no room) */
	for (int i = 0; i < g->nplayers && (size_t)n < len; i++)
		n += snprintf(buf + n, len - (size_t)n, "%s%s", i ? ", " : "", g->name[i]);
	if ((size_t)n < len)
		snprintf(buf + n, len - (size_t)n, _(") is unfinished: resume it? [Y/n] "));
	question_fit(ui, buf);
	return buf;
}
