/* The QR code of an address (render_qr.h).  The code is painted black on
 * white in the terminal's own characters: a phone's camera reads dark
 * modules on a light ground, which a dark terminal would turn round if
 * the modules were drawn in its foreground alone, so the colours are set
 * whatever NO_COLOR says (they are the code, not decoration). */
#include "config.h"

#include <dlfcn.h>
#include <qrencode.h>
#include <stdio.h>
#include <string.h>

#include "library.h"
#include "render_qr.h"

/* libqrencode, loaded by the first code drawn (dlopen), not linked: only
 * serve draws one, and every other command started with it mapped and
 * bound (issue 29).  By the name of the library the build was configured
 * with (QRENCODE_SONAME); its types are its header's. */
static struct {
	__typeof__(QRcode_encodeString) *encode;
	__typeof__(QRcode_free) *free;
} qr;

/* Loads it, once; false, said on ui->err, where it cannot be. */
static bool
load(const struct ui *ui)
{
	if (qr.encode != NULL)
		return true;
	__typeof__(qr) q;
	const struct library_symbol symbols[] = {
		{"QRcode_encodeString", &q.encode},
		{"QRcode_free", &q.free},
	};
	const char *why;
	/* untaken: libqrencode missing, where every test runs (test_library_load takes
	 * library_load's failures) */
	if (library_load(QRENCODE_SONAME, RTLD_NOW | RTLD_LOCAL, symbols,
	    sizeof symbols / sizeof *symbols, &why) == NULL) {
		fprintf(ui->err, "tapis: error while loading libqrencode (%s): %s\n",
		    QRENCODE_SONAME, why);
		return false;
	}
	/* (it stays loaded: serve may draw its code again) */
	qr = q;
	return true;
}

#define QUIET 4                      /* the light margin a reader needs, in modules */
#define DARK_ON_LIGHT "\033[30;107m"  /* black on bright white */
#define PLAIN "\033[0m"

/* Whether module (x, y) of the code with its quiet zone around it is
 * dark. */
static bool
dark(const QRcode *q, int x, int y)
{
	x -= QUIET;
	y -= QUIET;
	if (x < 0 || y < 0 || x >= q->width || y >= q->width)
		return false;
	return q->data[y * q->width + x] & 1;
}

/* Two rows of modules a line: the upper one the top half of each
 * character, the lower one its bottom half. */
static void
draw_halves(FILE *f, const QRcode *q, int side)
{
	static const char *const half[2][2] = {{" ", "\u2584"}, {"\u2580", "\u2588"}};
	for (int y = 0; y < side; y += 2) {
		fputs(DARK_ON_LIGHT, f);
		for (int x = 0; x < side; x++)
			fputs(half[dark(q, x, y)][dark(q, x, y + 1)], f);
		fputs(PLAIN "\n", f);
	}
}

/* A row of modules a line, each two characters wide to stay square. */
static void
draw_ascii(FILE *f, const QRcode *q, int side)
{
	for (int y = 0; y < side; y++) {
		fputs(DARK_ON_LIGHT, f);
		for (int x = 0; x < side; x++)
			fputs(dark(q, x, y) ? "##" : "  ", f);
		fputs(PLAIN "\n", f);
	}
}

bool
render_qr(const struct ui *ui, const char *text)
{
	/* level M: a phone reads it at a glance, the code stays small */
	if (!load(ui))
		return false;
	QRcode *q = qr.encode(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
	if (q == NULL)
		return false;
	int side = q->width + 2 * QUIET;
	if (ui->utf8)
		draw_halves(ui->out, q, side);
	else
		draw_ascii(ui->out, q, side);
	qr.free(q);
	return true;
}
