/* league [[--schema NAME] URL | off | push]: this file in a club's league
 * on PostgreSQL (issue 32), where each game that ends is pushed
 * (command_league.c; store_league.h). */
#include "config.h"

#include <string.h>

#include "command.h"
#include "i18n.h"
#include "render.h"
#include "say.h"
#include "store.h"
#include "store_league.h"
#include "tapis.h"
#include "text.h"

static const struct cmd_flag flags[] = {
	{.name = "--schema", .takes = FLAG_VALUE, .value = N_("NAME"),
	    .needs = N_("the name of the league's schema")},
	{0},
};

/* This file's league into *row; false once refused (in none, or the store
 * failed), with *status. */
static bool
in_league(struct tapis *t, struct store_league_row *row, enum cmd_status *status)
{
	int in = store_league_get(t->store, row);
	if (in == 1)
		return true;
	*status = in < 0 ? command_store_failed(t, store_error(t->store))
	    : command_refuse(t, "%s", _("this file is in no league: league URL joins one"));
	return false;
}

/* "the league at URL (schema tapis)", what was typed made visible. */
static void
add_where(struct said *s, const char *conninfo, const char *schema)
{
	char shown[STORE_LEAGUE_CONNINFO * 4], name[STORE_LEAGUE_NAME * 4 + 8];
	said_add(s, _("the league at %s (schema %s)"), text_visible(conninfo, shown, sizeof shown),
	    text_visible(schema, name, sizeof name));
}

/* What the league held, and what waits here, said as it is joined. */
static void
say_joined(struct tapis *t, const char *conninfo, const char *schema,
    const struct store_league_found *f, long long queued)
{
	struct said s;
	said_start(&s);
	said_add(&s, "%s", _("joined "));
	add_where(&s, conninfo, schema);
	if (f->made)
		said_add(&s, "%s", _(", made now"));
	else if (f->from < f->version)
		said_add(&s, _(", brought up from version %d to %d"), f->from, f->version);
	said_add(&s, ngettext(": %lld game", ": %lld games", (unsigned long)f->games), f->games);
	said_add(&s, ngettext(" from %lld table", " from %lld tables", (unsigned long)f->tables),
	    f->tables);
	said_add(&s, ngettext("; %lld game finished here waits to be pushed",
	    "; %lld games finished here wait to be pushed", (unsigned long)queued), queued);
	say_line(&t->ui, &s);
}

/* league [--schema NAME] URL: the league reached and its schema made or
 * brought up to date first; the file changes only once it was. */
static enum cmd_status
join(struct tapis *t, const struct cmd_args *a)
{
	char why[640];
	const char *schema = cmd_value(a, "--schema");
	if (schema == NULL)
		schema = STORE_LEAGUE_SCHEMA;
	enum cmd_status refused;
	if (!command_league_address(t, a->argv[0], schema, &refused))
		return refused;
	struct store_league_found f;
	struct store_league *l = store_league_open(a->argv[0], schema, true, &f, why, sizeof why);
	if (l == NULL)
		return command_refuse(t, _("cannot join the league: %s; nothing was changed"), why);
	store_league_close(l);
	long long queued;
	if (!store_league_join(t->store, a->argv[0], schema, &queued))
		return command_store_failed(t, store_error(t->store));
	say_joined(t, a->argv[0], schema, &f, queued);
	return CMD_OK;
}

/* league alone: where it pushes, what waits, the last success and error
 * (every value read from the file made visible). */
static enum cmd_status
status(struct tapis *t)
{
	struct store_league_row row;
	enum cmd_status st;
	char when[EXCHANGE_TIME * 4], shown[sizeof row.last_error * 4];
	if (!in_league(t, &row, &st))
		return st;
	struct said s;
	said_start(&s);
	said_add(&s, "%s", _("pushes to "));
	add_where(&s, row.conninfo, row.schema);
	said_add(&s, _(", joined %s"), render_utc_time(row.joined, when, sizeof when));
	say_line(&t->ui, &s);
	/* (each a line of its own, cut between words at a terminal) */
	said_start(&s);
	if (row.waiting == 0)
		said_add(&s, "%s", _("nothing waits to be pushed"));
	else
		said_add(&s, ngettext("%lld game waits to be pushed, the next try at %s",
		    "%lld games wait to be pushed, the next try at %s", (unsigned long)row.waiting),
		    row.waiting, render_utc_time(row.next_try, when, sizeof when));
	say_line(&t->ui, &s);
	said_start(&s);
	if (row.last_success[0])
		said_add(&s, _("last pushed: %s"), render_utc_time(row.last_success, when, sizeof when));
	else
		said_add(&s, "%s", _("last pushed: never yet"));
	say_line(&t->ui, &s);
	if (row.last_error[0]) {
		said_start(&s);
		said_add(&s, _("last error: %s: %s"), render_utc_time(row.last_error_at, when,
		    sizeof when), text_visible(row.last_error, shown, sizeof shown));
		say_line(&t->ui, &s);
	}
	return CMD_OK;
}

static enum cmd_status
exec(struct tapis *t, const struct cmd_args *a)
{
	if (a->argc == 0 && cmd_value(a, "--schema") != NULL)
		return command_refuse(t, "%s", _("--schema names the schema of a league joined:"
		    " league --schema NAME URL"));
	return a->argc == 1 ? join(t, a) : status(t);
}

/* league off */
static enum cmd_status
leave(struct tapis *t, const struct cmd_args *a)
{
	(void)a;
	struct store_league_row row;
	enum cmd_status st;
	long long dropped;
	if (!in_league(t, &row, &st))
		return st;
	if (!store_league_leave(t->store, &dropped))
		return command_store_failed(t, store_error(t->store));
	struct said s;
	said_start(&s);
	said_add(&s, "%s", _("left "));
	add_where(&s, row.conninfo, row.schema);
	if (dropped > 0)
		said_add(&s, ngettext("; %lld game that waited will not be pushed",
		    "; %lld games that waited will not be pushed", (unsigned long)dropped), dropped);
	say_line(&t->ui, &s);
	return CMD_OK;
}

/* league push: every game waiting, now, waited for; refused (status 1)
 * unless every one arrived. */
static enum cmd_status
push(struct tapis *t, const struct cmd_args *a)
{
	(void)a;
	struct store_league_row row;
	enum cmd_status st;
	char why[640];
	if (!in_league(t, &row, &st))
		return st;
	if (!store_league_available(why, sizeof why))
		return command_refuse(t, "%s", why);
	struct league_count c;
	bool ok = command_league_work(t, true, &c);
	char shown[sizeof c.why * 4];
	if (!ok)
		return command_refuse(t, ngettext("%d game could not be pushed (it waits: league push"
		    " tries again): %s", "%d games could not be pushed (they wait: league push tries"
		    " again): %s", (unsigned long)c.failed), c.failed,
		    text_visible(c.why, shown, sizeof shown));
	struct said s;
	said_start(&s);
	if (c.pushed + c.there + c.gone == 0) {
		said_add(&s, "%s", _("nothing waits to be pushed"));
		say_line(&t->ui, &s);
		return CMD_OK;
	}
	said_add(&s, ngettext("pushed %d game", "pushed %d games", (unsigned long)c.pushed),
	    c.pushed);
	if (c.there > 0)
		said_add(&s, ngettext(", %d already there", ", %d already there",
		    (unsigned long)c.there), c.there);
	if (c.gone > 0)
		said_add(&s, ngettext(", %d said gone", ", %d said gone", (unsigned long)c.gone),
		    c.gone);
	say_line(&t->ui, &s);
	return CMD_OK;
}

static const struct command off_entry = {
	.name = "off", .french = "quitter",
	.usage = "", .exec = leave,
};

static const struct command push_entry = {
	.name = "push", .french = "envoyer", .aliases = {"sync"},
	.usage = "", .exec = push,
};

static const struct command *const subcommands[] = {
	&off_entry, &push_entry, NULL,
};

const struct command cmd_league = {
	.name = "league", .french = "ligue",
	.usage = N_("[[--schema NAME] URL | off | push]"),
	.help = N_("push the games that end to a club's league on PostgreSQL"),
	.details = N_("league URL joins a league: URL, the rest of the line, is a libpq\n"
	    "connection string or a postgresql:// URI (sslmode and the rest as\n"
	    "libpq says), without a password (libpq reads it from ~/.pgpass or\n"
	    "PGPASSWORD).  Its schema (tapis, or --schema NAME before URL) is made\n"
	    "or brought up to date; the games finished here wait to be pushed, and\n"
	    "each game that ends from then on.  The REPL pushes them beside the\n"
	    "prompt, and tries again later what failed.  league alone says where it\n"
	    "pushes, what waits, the last push and the last error; league push\n"
	    "pushes now and waits (status 1 unless every game arrived); league off\n"
	    "leaves."),
	.flags = flags, .max_args = 1, .subcommands = subcommands, .words_besides = true,
	.rest = true,
	.exec = exec,
};
