/* The pure parts of the web server: Accept-Language read, the key of
 * --lan checked and its cookie, the routes matched, --listen's word read,
 * the address said for every address, and an event of the stream framed
 * (one data line, its JSON escaped). */
/* IFF_UP and IFF_LOOPBACK, beside config.h's POSIX */
#define _DEFAULT_SOURCE 1
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>

#include "engine.h"
#include "families.h"
#include "game.h"
#include "serve.h"
#include "serve_bind.h"
#include "serve_events.h"
#include "serve_key.h"
#include "serve_lang.h"
#include "serve_listen.h"
#include "serve_pages.h"
#include "serve_route.h"
#include "serve_sse.h"

static void
test_accept_language(void **state)
{
	(void)state;
	static const struct {
		const char *header;
		enum serve_lang lang;
	} cases[] = {
		{NULL, LANG_EN}, {"", LANG_EN}, {"fr", LANG_FR}, {"FR-ca", LANG_FR},
		{"fr-CH, fr;q=0.9, en;q=0.8", LANG_FR}, {"en-US,en;q=0.9,fr;q=0.8", LANG_EN},
		{"de, fr;q=0.5", LANG_EN},            /* the first best is German: English */
		{"en;q=0.5, fr;q=0.9", LANG_FR},      /* weighed, not in order */
		{"fr;q=0.8, en;q=0.8", LANG_FR},      /* a tie: the first */
		{"fr;q=0, en", LANG_EN},              /* q=0: not at all */
		{"fr;q=0", LANG_EN}, {"fr;q=1.000", LANG_FR}, {"fr;q=0.001", LANG_FR},
		{"fr;q=2, en;q=0.1", LANG_EN},        /* a q-value unread: left out */
		{"fr;q=abc", LANG_EN}, {"frisian", LANG_EN}, {"fry, fr;q=0.1", LANG_EN},
		{"*;q=0.9, fr;q=0.8", LANG_EN}, {" ,, fr ;q=0.7 ,", LANG_FR},
		{"fr;level=1", LANG_EN},
		{"\tfr\t;\tq=0.7\t, en;q=0.6", LANG_FR},   /* tabs as spaces */
		{"fr;Q=0.5, en;q=0.4", LANG_FR},      /* Q in capitals */
		{"fr;q, en;q=0.1", LANG_EN}, {"fr;q=.5, en;q=0.1", LANG_EN},
		{"fr;q=1, en", LANG_FR},              /* 1 without decimals: a tie, the first */
		{"fr;q=0.1234, en;q=0.1", LANG_EN},   /* four decimals: unread */
		{"fr;q=0.5x, en;q=0.1", LANG_EN}, {"fr;q=1.5, en;q=0.1", LANG_EN},
		{"Fr, en;q=0.9", LANG_FR}, {"fR-be", LANG_FR}, {"fr_FR, en;q=0.1", LANG_EN},
		{"fr;qx0.5, en;q=0.1", LANG_EN}, {"fr;q=1x, en;q=0.1", LANG_EN},  /* unread */
		{"fy, fr;q=0.5", LANG_EN},            /* Frisian first: English */
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		if (serve_lang_pick(cases[i].header) != cases[i].lang)
			fail_msg("Accept-Language: %s", cases[i].header ? cases[i].header : "(none)");
	}
	assert_string_equal(serve_lang_code(LANG_FR), "fr");
	assert_string_equal(serve_lang_code(LANG_EN), "en");
}

static void
test_key(void **state)
{
	(void)state;
	char key[SERVE_KEY_CHARS + 1], other[SERVE_KEY_CHARS + 1], cookie[128];
	assert_true(serve_key_make(key));
	assert_true(serve_key_make(other));
	assert_int_equal(strlen(key), SERVE_KEY_CHARS);
	assert_int_equal(strspn(key, "0123456789abcdef"), SERVE_KEY_CHARS);
	assert_string_not_equal(key, other);
	assert_true(serve_key_equal(key, key));
	assert_false(serve_key_equal(NULL, key));
	assert_false(serve_key_equal("", key));
	assert_false(serve_key_equal(other, key));
	char longer[SERVE_KEY_CHARS + 2], shorter[SERVE_KEY_CHARS];
	snprintf(longer, sizeof longer, "%sx", key);
	/* the key less its last character (cut by hand: -O0 warns of snprintf's cut) */
	memcpy(shorter, key, SERVE_KEY_CHARS - 1);
	shorter[SERVE_KEY_CHARS - 1] = '\0';
	assert_false(serve_key_equal(longer, key));
	assert_false(serve_key_equal(shorter, key));
	/* who asks no key lets every request in; else the cookie, then ?key= */
	assert_int_equal(serve_key_check("", NULL, NULL), KEY_NOT_ASKED);
	assert_int_equal(serve_key_check(key, NULL, NULL), KEY_WRONG);
	assert_int_equal(serve_key_check(key, other, other), KEY_WRONG);
	assert_int_equal(serve_key_check(key, key, NULL), KEY_IN_QUERY);
	assert_int_equal(serve_key_check(key, other, key), KEY_IN_COOKIE);
	assert_int_equal(serve_key_check(key, key, key), KEY_IN_COOKIE);
	assert_int_equal(serve_key_check(key, key, other), KEY_IN_QUERY);
	char want[128];
	snprintf(want, sizeof want, "tapis_key=%s; HttpOnly; SameSite=Strict; Path=/", key);
	assert_string_equal(serve_key_cookie(key, cookie, sizeof cookie), want);
}

static void
test_routes(void **state)
{
	(void)state;
	static const struct {
		const char *method, *path;
		enum serve_page page;
		long long game;
	} cases[] = {
		{"GET", "/", PAGE_GAMES, 0}, {"HEAD", "/", PAGE_GAMES, 0},
		{"GET", "/games/12", PAGE_GAME, 12}, {"GET", "/games/12.json", PAGE_GAME_JSON, 12},
		{"GET", "/games/7/chart.svg", PAGE_CHART, 7}, {"GET", "/games/7/events", PAGE_EVENTS, 7},
		{"GET", "/leaderboard", PAGE_LEADERBOARD, 0}, {"GET", "/static/tapis.css", PAGE_CSS, 0},
		{"GET", "/static/tapis.js", PAGE_JS, 0}, {"GET", "/events", PAGE_EVENTS, 0},
		{"GET", "/events/", PAGE_NONE, 0}, {"GET", "/leaderboard/events", PAGE_NONE, 0},
		{"GET", "/games/999999999999999999", PAGE_GAME, 999999999999999999LL},
		{"POST", "/", PAGE_METHOD, 0}, {"PUT", "/games/1", PAGE_METHOD, 0},
		{"get", "/", PAGE_METHOD, 0}, {"OPTIONS", "/nothing", PAGE_METHOD, 0},
		{"GET", "", PAGE_NONE, 0}, {"GET", "/games", PAGE_NONE, 0},
		{"GET", "/games/", PAGE_NONE, 0}, {"GET", "/games/0", PAGE_NONE, 0},
		{"GET", "/games/01", PAGE_NONE, 0}, {"GET", "/games/-1", PAGE_NONE, 0},
		{"GET", "/games/+1", PAGE_NONE, 0}, {"GET", "/games/1.5", PAGE_NONE, 0},
		{"GET", "/games/1/", PAGE_NONE, 0}, {"GET", "/games/1.JSON", PAGE_NONE, 0},
		{"GET", "/games/1/events/", PAGE_NONE, 0}, {"GET", "/games/1/../2", PAGE_NONE, 0},
		{"GET", "/games/1000000000000000000", PAGE_NONE, 0},
		{"GET", "/../etc/passwd", PAGE_NONE, 0}, {"GET", "/static/../../etc/passwd", PAGE_NONE, 0},
		{"GET", "/static/", PAGE_NONE, 0}, {"GET", "/static/tapis.css/", PAGE_NONE, 0},
		{"GET", "//", PAGE_NONE, 0}, {"GET", "/leaderboard/", PAGE_NONE, 0},
		{"GET", "/Leaderboard", PAGE_NONE, 0}, {"GET", "/games/1 ", PAGE_NONE, 0},
		{"GET", "/games/1a", PAGE_NONE, 0}, {"GET", "/games/1:", PAGE_NONE, 0},
		{"GET", "/games/1-2", PAGE_NONE, 0},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct serve_route r = serve_route_find(cases[i].method, cases[i].path);
		if (r.page != cases[i].page || r.game != cases[i].game)
			fail_msg("%s %s: page %d game %lld", cases[i].method, cases[i].path, (int)r.page,
			    r.game);
	}
	assert_int_equal(serve_route_game("12x", 2), 12);
	assert_int_equal(serve_route_game("", 0), 0);
	assert_int_equal(serve_route_game("1x", 2), 0);     /* every byte a digit */
	assert_int_equal(serve_route_game("1/", 2), 0);     /* (one below '0' too) */
}

static void
test_listen(void **state)
{
	(void)state;
	static const struct {
		const char *word;
		bool valid;
		const char *host;
		int port;
	} cases[] = {
		{"8080", true, "127.0.0.1", 8080}, {"1", true, "127.0.0.1", 1},
		{"65535", true, "127.0.0.1", 65535}, {"0.0.0.0:80", true, "0.0.0.0", 80},
		{"192.168.1.20:8421", true, "192.168.1.20", 8421}, {"[::1]:9000", true, "[::1]", 9000},
		{"[::]:9000", true, "[::]", 9000},
		{"", false, NULL, 0}, {"0", false, NULL, 0}, {"65536", false, NULL, 0},
		{"08080", false, NULL, 0}, {"+80", false, NULL, 0}, {"80a", false, NULL, 0},
		{"127.0.0.1", false, NULL, 0}, {"127.0.0.1:", false, NULL, 0},
		{":8080", false, NULL, 0}, {"localhost:8080", false, NULL, 0},
		{"::1:8080", false, NULL, 0}, {"[::1]", false, NULL, 0}, {"[::1:8080", false, NULL, 0},
		{"256.0.0.1:80", false, NULL, 0}, {"1.2.3:80", false, NULL, 0},
		{"[127.0.0.1]:80", false, NULL, 0}, {"999999999999", false, NULL, 0},
		{"[]:80", false, NULL, 0}, {"[:80", false, NULL, 0},
		{"[0000:0000:0000:0000:0000:0000:0000:0000:0001]:80", false, NULL, 0},
		/* longer than any address is written (INET6_ADDRSTRLEN) */
		{"[0000:0000:0000:0000:0000:0000:0000:0000:0000:0001]:80", false, NULL, 0},
		{"000000000000000000000000000000000000000000000000000000127.0.0.1:80", false, NULL, 0},
	};
	char why[256], host[64];
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		why[0] = '\0';
		bool valid = serve_listen_valid(cases[i].word, why, sizeof why);
		if (valid != cases[i].valid || (!valid && strstr(why, "--listen") == NULL))
			fail_msg("--listen %s: %s (%s)", cases[i].word, valid ? "taken" : "refused", why);
		struct serve_where w;
		serve_listen_default(&w, false);
		if (valid && (!serve_listen_parse(cases[i].word, &w, why, sizeof why) ||
		    w.port != cases[i].port ||
		    strcmp(serve_listen_host(&w, host, sizeof host), cases[i].host) != 0))
			fail_msg("--listen %s: %s port %d", cases[i].word, host, w.port);
	}
	/* PORT alone keeps the address of --lan: every one */
	struct serve_where w;
	serve_listen_default(&w, true);
	assert_true(serve_listen_parse("9000", &w, why, sizeof why));
	assert_string_equal(serve_listen_host(&w, host, sizeof host), "0.0.0.0");
	assert_int_equal(w.port, 9000);
}

/* The address said for every address: the first interface up, IPv4 and
 * no loopback, of a private range (10/8, 172.16/12, 192.168/16) if any. */
static void
test_bind_pick(void **state)
{
	(void)state;
	struct {
		const char *addr;     /* NULL: an interface of no address */
		unsigned flags;
	} each[] = {
		{NULL, IFF_UP}, {"127.0.0.1", IFF_UP | IFF_LOOPBACK}, {"10.1.2.3", 0u},
		{"203.0.113.5", IFF_UP}, {"172.15.0.1", IFF_UP}, {"172.16.0.9", IFF_UP},
		{"10.0.0.7", IFF_UP}, {"192.168.1.20", IFF_UP},
	};
	enum { N = sizeof each / sizeof each[0] };
	struct sockaddr_in in[N];
	struct sockaddr_in6 six = {.sin6_family = AF_INET6};
	struct ifaddrs ifa[N + 1];
	memset(ifa, 0, sizeof ifa);
	for (int i = 0; i < N; i++) {
		in[i] = (struct sockaddr_in){.sin_family = AF_INET};
		ifa[i].ifa_flags = each[i].flags;
		if (each[i].addr != NULL) {
			assert_int_equal(inet_pton(AF_INET, each[i].addr, &in[i].sin_addr), 1);
			ifa[i].ifa_addr = (struct sockaddr *)(void *)&in[i];
		}
		ifa[i].ifa_next = &ifa[i + 1];
	}
	ifa[N].ifa_addr = (struct sockaddr *)(void *)&six;     /* IPv6: passed over */
	ifa[N].ifa_flags = IFF_UP;
	char said[INET_ADDRSTRLEN];
	/* a public address first, then 172.15 (public), then 172.16: the private one */
	const struct ifaddrs *best = serve_bind_pick(&ifa[0]);
	assert_ptr_equal(best, &ifa[5]);
	inet_ntop(AF_INET, &((const struct sockaddr_in *)(void *)best->ifa_addr)->sin_addr, said,
	    sizeof said);
	assert_string_equal(said, "172.16.0.9");
	/* the first private one, after the others: 10/8, and 192.168/16 alone */
	assert_ptr_equal(serve_bind_pick(&ifa[6]), &ifa[6]);
	assert_ptr_equal(serve_bind_pick(&ifa[7]), &ifa[7]);
	/* the public one alone, and none at all but loopback and down */
	ifa[3].ifa_next = NULL;
	assert_ptr_equal(serve_bind_pick(&ifa[0]), &ifa[3]);
	ifa[2].ifa_next = &ifa[N];
	assert_null(serve_bind_pick(&ifa[0]));
}

/* The event's text for html. */
static char *
event_of(const char *version, int entries, const char *status, const char *html)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	assert_non_null(f);
	serve_sse_sheet(f, version, entries, status, html);
	assert_int_equal(fclose(f), 0);
	return text;
}

static void
test_sse_framing(void **state)
{
	(void)state;
	char *e = event_of("3-00ab", 3, "playing", "<section id=\"sheet\">\n<p>a\\b</p>\r\n</section>");
	assert_string_equal(e, "id: 3-00ab\nevent: sheet\ndata: {\"version\":\"3-00ab\","
	    "\"entries\":3,\"status\":\"playing\",\"html\":\"<section id=\\\"sheet\\\">\\n"
	    "<p>a\\\\b</p>\\r\\n</section>\"}\n\n");
	free(e);
	/* no line end of the data, whatever its bytes: one data line */
	e = event_of("1-ff", 1, "finished", "\x01\x1f\n\r\x7f é \xff");
	const char *data = strstr(e, "\ndata: ");
	assert_non_null(data);
	assert_null(strpbrk(data + 1, "\r"));
	assert_ptr_equal(strchr(data + 1, '\n'), e + strlen(e) - 2);
	assert_non_null(strstr(data, "\\u0001\\u001f\\n\\r"));
	free(e);
	assert_string_equal(SERVE_SSE_RETRY, "retry: 2000\n\n");
	assert_string_equal(SERVE_SSE_PING, ": ping\n\n");
	assert_string_equal(SERVE_SSE_GONE, "event: gone\ndata: {}\n\n");
	/* the lists' stream: their version, as the event's id and its data */
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	assert_non_null(f);
	serve_sse_changed(f, 42);
	assert_int_equal(fclose(f), 0);
	assert_string_equal(text, "id: 42\nevent: changed\ndata: {\"version\":\"42\"}\n\n");
	free(text);
}

/* Plays typed ("verb args") on g. */
static void
play(struct game *g, const char *typed)
{
	char verb[16], why[ENGINE_WHY];
	union outcome out;
	size_t n = strcspn(typed, " ");
	assert_true(n < sizeof verb);
	memcpy(verb, typed, n);
	verb[n] = '\0';
	struct action a = {engine_verb(g->engine, verb), {0, {0}}, {0, 0}};
	assert_true(a.verb >= 0);
	if (!engine_parse_args(g->engine, g->rules, &a, typed[n] ? typed + n + 1 : "", why,
	    sizeof why) || !game_play(g, &a, &out, why, sizeof why))
		fail_msg("'%s': %s", typed, why);
}

/* A game's version moves with each entry, undo, redo, its end and its
 * abandon, and is the same for the same game. */
static void
test_game_version(void **state)
{
	(void)state;
	const struct engine *e = engine_find("farkle");
	char why[ENGINE_WHY], v[5][SERVE_VERSION], again[SERVE_VERSION];
	void *rules = game_rules_new(e, "10000");
	assert_true(game_option_set(e, rules, "target", "1000", why, sizeof why));
	assert_true(game_option_set(e, rules, "exact", "no", why, sizeof why));
	char *names[] = {"alice", "bob"};
	struct game *g = game_create(e, "10000", rules, 2, names);
	free(rules);
	assert_non_null(g);
	static const char *const entries[] = {"throw 1 1 1 2 3", "keep 1 1 1", "bank"};
	serve_game_version(g, v[0], sizeof v[0]);
	for (int i = 0; i < 3; i++) {
		play(g, entries[i]);
		serve_game_version(g, v[i + 1], sizeof v[i + 1]);
	}
	assert_string_equal(game_status(g), "finished");
	for (int i = 0; i < 4; i++) {
		char prefix[8];
		snprintf(prefix, sizeof prefix, "%d-", i);
		assert_memory_equal(v[i], prefix, strlen(prefix));
		for (int j = 0; j < i; j++)
			assert_string_not_equal(v[i], v[j]);
	}
	assert_true(game_undo(g));      /* the end taken back */
	serve_game_version(g, again, sizeof again);
	assert_string_not_equal(again, v[3]);
	assert_string_not_equal(again, v[2]);  /* (the bank is still there, undone) */
	union outcome out;
	assert_true(game_redo(g, &out));
	serve_game_version(g, again, sizeof again);
	assert_string_equal(again, v[3]);
	assert_true(game_undo(g));
	serve_game_version(g, again, sizeof again);
	g->abandoned = true;
	serve_game_version(g, v[4], sizeof v[4]);
	assert_string_not_equal(v[4], again);
	game_free(g);
}

int
main(void)
{
	families_register();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_accept_language),
		cmocka_unit_test(test_key),
		cmocka_unit_test(test_routes),
		cmocka_unit_test(test_listen),
		cmocka_unit_test(test_bind_pick),
		cmocka_unit_test(test_sse_framing),
		cmocka_unit_test(test_game_version),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
