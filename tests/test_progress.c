/* Long work's progress: shown after a second of work by the clock read in
 * progress_report (a fake clock here: no test waits), then a few times a
 * second, with what is left; taken away at the end; never shown where
 * nobody watches (a script, output not a terminal). */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "families.h"
#include "progress.h"
#include "render_progress.h"

#include "fixture.h"

/* The fake clock: each reading moves it on by step seconds. */
static double now_s, step_s;

static double
fake_clock(void)
{
	double t = now_s;
	now_s += step_s;
	return t;
}

static void
clock_at(double start, double step)
{
	now_s = start;
	step_s = step;
	progress_clock = fake_clock;
}

/* What the listener was shown, the last time and how many times. */
struct seen {
	int shown, ended;
	struct progress_view last;
};

static void
listen(void *ctx, const struct progress_view *v)
{
	struct seen *s = ctx;
	if (v->end)
		s->ended++;
	else
		s->shown++;
	s->last = *v;
}

static void
test_quiet_for_a_second_then_paced(void **state)
{
	(void)state;
	struct seen s = {0, 0, {0}};
	struct progress p;
	clock_at(100, 0);
	progress_begin(&p, "work", PROGRESS_SHARE, listen, &s);
	now_s = 100.9;
	progress_report(1, 10);
	assert_int_equal(s.shown, 0);         /* under a second: nothing */
	now_s = 101.5;
	progress_report(3, 10);
	assert_int_equal(s.shown, 1);
	assert_true(s.last.elapsed > 1.49 && s.last.elapsed < 1.51);
	/* 3 of 10 in 1.5 s: 7 more take 3.5 s at that pace */
	assert_true(s.last.left > 3.49 && s.last.left < 3.51);
	now_s = 101.6;
	progress_report(4, 10);
	assert_int_equal(s.shown, 1);         /* a tenth of a second later: not again */
	now_s = 101.8;
	progress_report(5, 10);
	assert_int_equal(s.shown, 2);
	progress_end(&p);
	assert_int_equal(s.ended, 1);         /* the line taken away */
	progress_report(6, 10);               /* after the end: nobody listens */
	assert_int_equal(s.shown, 2);
}

static void
test_quick_work_says_nothing(void **state)
{
	(void)state;
	struct seen s = {0, 0, {0}};
	struct progress p;
	clock_at(0, 0.01);
	progress_begin(&p, "work", PROGRESS_GAMES, listen, &s);
	for (int i = 1; i <= 50; i++)
		progress_report(i, 50);
	progress_end(&p);
	assert_int_equal(s.shown + s.ended, 0);
}

static void
test_unknown_total_and_inner_work(void **state)
{
	(void)state;
	struct seen outer = {0, 0, {0}}, inner = {0, 0, {0}};
	struct progress p, q;
	clock_at(0, 0);
	progress_begin(&p, "outer", PROGRESS_STEPS, listen, &outer);
	progress_begin(&q, "inner", PROGRESS_SHARE, listen, &inner);
	now_s = 2;
	progress_report(5, 0);
	assert_int_equal(inner.shown, 1);
	assert_true(inner.last.left < 0);     /* no total: no estimate */
	now_s = 2.5;
	progress_report(0, 10);
	assert_int_equal(inner.shown, 2);
	assert_true(inner.last.left < 0);     /* nothing done yet: no pace to tell by */
	now_s = 3;
	progress_report(12, 10);
	assert_int_equal(inner.shown, 3);
	assert_true(inner.last.left < 0);     /* more done than the total said: none either */
	progress_end(&q);
	now_s = 3.5;
	progress_report(1, 4);                /* the outer work goes on */
	assert_int_equal(outer.shown, 1);
	assert_string_equal(outer.last.what, "outer");
	progress_end(&p);
	/* nobody to show it to: nothing happens */
	progress_begin(&p, "work", PROGRESS_SHARE, NULL, NULL);
	now_s = 10;
	progress_report(1, 2);
	progress_end(&p);
}

/* A few finished games (10000 to 500: one bank wins), exported at a
 * terminal by a clock that a second goes by at each reading. */
static void
play_games(struct fixture *f, int n)
{
	for (int i = 0; i < n; i++) {
		assert_int_equal(run(f, 1, "new 10000 alice bob target=500"), CMD_OK);
		assert_int_equal(run(f, 2, "5 5 5 2 3"), CMD_OK);
		assert_int_equal(run(f, 3, "bank"), CMD_OK);
	}
}

static void
test_export_at_a_terminal_shows_progress(void **state)
{
	struct fixture *f = *state;
	play_games(f, 4);
	f->t.ui.interactive = true;
	f->t.ui.columns = 80;
	assert_non_null(render_progress_for(&f->t.ui));
	clock_at(0, 1);
	assert_int_equal(run(f, 4, "export all --json"), CMD_OK);
	assert_non_null(strstr(f->out, "\r  exporting: 2 of 4 games, about 2 s left\033[K"));
	/* taken away before the games are written */
	const char *gone = strstr(f->out, "\r\033[K");
	assert_non_null(gone);
	assert_non_null(strstr(gone, "\"uid\""));
}

static void
test_export_in_a_script_shows_none(void **state)
{
	struct fixture *f = *state;
	play_games(f, 4);
	f->t.ui.interactive = false;
	f->t.ui.columns = 0;
	assert_null(render_progress_for(&f->t.ui));
	clock_at(0, 1);
	assert_int_equal(run(f, 4, "export all --json"), CMD_OK);
	assert_non_null(strstr(f->out, "\"uid\""));
	assert_null(strchr(f->out, '\r'));
	assert_null(strchr(f->err, '\r'));
}

/* The line itself, of each unit: games, steps (the one under way), a
 * share, none known; minutes left, seconds left, or how long so far. */
static void
test_the_line_at_a_terminal(void **state)
{
	(void)state;
	char *out = NULL;
	size_t len = 0;
	struct ui ui;
	memset(&ui, 0, sizeof ui);
	ui.out = open_memstream(&out, &len);
	assert_non_null(ui.out);
	ui.interactive = true;
	ui.columns = 80;
	progress_show_fn *show = render_progress_for(&ui);
	assert_non_null(show);
	static const struct progress_view views[] = {
		{"exporting", PROGRESS_GAMES, 1, 1, 3, 125, false},
		{"building the advice table", PROGRESS_STEPS, 2, 5, 3, 30.4, false},
		{"building the advice table", PROGRESS_STEPS, 5, 5, 3, 0, false},
		{"exporting", PROGRESS_SHARE, 0.25, 1, 3, 59.4, false},
		{"exporting", PROGRESS_GAMES, 3, 0, 7.2, -1, false},
		{"exporting", PROGRESS_GAMES, 3, 0, 7.2, -1, true},
	};
	for (size_t i = 0; i < sizeof views / sizeof views[0]; i++)
		show(&ui, &views[i]);
	assert_int_equal(fclose(ui.out), 0);
	assert_string_equal(out,
	    "\r  exporting: 1 of 1 game, about 2 min left\033[K"
	    "\r  building the advice table: step 3 of 5, about 30 s left\033[K"
	    "\r  building the advice table: step 5 of 5, about 0 s left\033[K"
	    "\r  exporting: 25%, about 59 s left\033[K"
	    "\r  exporting: 7 s so far\033[K"
	    "\r\033[K");
	free(out);
}

/* The line as a person at a terminal reads it, for each unit and each
 * kind of estimate; none where the width of the terminal is unknown. */
static void
test_the_line_shown(void **state)
{
	(void)state;
	struct ui ui = {.interactive = true, .columns = 80};
	progress_show_fn *show = render_progress_for(&ui);
	assert_non_null(show);
	static const struct {
		struct progress_view view;
		const char *line;
	} seen[] = {
		{{"bringing the file up to date", PROGRESS_STEPS, 0, 3, 2, 90, false},
		 "\r  bringing the file up to date: step 1 of 3, about 2 min left\033[K"},
		{{"bringing the file up to date", PROGRESS_STEPS, 3, 3, 9, 0, false},
		 "\r  bringing the file up to date: step 3 of 3, about 0 s left\033[K"},
		{{"working out the advice table", PROGRESS_SHARE, 1, 4, 2, 5.4, false},
		 "\r  working out the advice table: 25%, about 5 s left\033[K"},
		{{"working out the advice table", PROGRESS_SHARE, 1, 0, 7.2, -1, false},
		 "\r  working out the advice table: 7 s so far\033[K"},
		{{"exporting", PROGRESS_GAMES, 5, 0, 3, -1, false}, "\r  exporting: 3 s so far\033[K"},
		{{"exporting", PROGRESS_GAMES, 5, 0, 3, -1, true}, "\r\033[K"},
	};
	for (size_t i = 0; i < sizeof seen / sizeof *seen; i++) {
		char *text = NULL;
		size_t len = 0;
		ui.out = open_memstream(&text, &len);
		assert_non_null(ui.out);
		show(&ui, &seen[i].view);
		assert_int_equal(fclose(ui.out), 0);
		if (strcmp(text, seen[i].line) != 0)
			fail_msg("case %zu: [%s], not [%s]", i, text, seen[i].line);
		free(text);
	}
	ui.columns = 0;
	assert_null(render_progress_for(&ui));
}

int
main(void)
{
	families_register();
	double (*monotonic)(void) = progress_clock;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_the_line_at_a_terminal),
		cmocka_unit_test(test_quiet_for_a_second_then_paced),
		cmocka_unit_test(test_quick_work_says_nothing),
		cmocka_unit_test(test_unknown_total_and_inner_work),
		cmocka_unit_test(test_the_line_shown),
		cmocka_unit_test_setup_teardown(test_export_at_a_terminal_shows_progress, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_export_in_a_script_shows_none, setup, teardown),
	};
	int failed = cmocka_run_group_tests(tests, NULL, NULL);
	progress_clock = monotonic;
	return failed;
}
