/* An address drawn as a QR code at the terminal, for a phone's camera
 * (libqrencode). */
#ifndef TAPIS_RENDER_QR_H
#define TAPIS_RENDER_QR_H

#include <stdbool.h>

#include "ui.h"

/* Draws text as a QR code on ui->out, dark on light whatever the
 * terminal's colours, with its quiet zone: two modules a character
 * where the locale speaks UTF-8, "##" a module elsewhere.  False, having
 * drawn nothing, if it cannot be encoded, or libqrencode (loaded by the
 * first call) cannot be loaded: said on ui->err. */
bool render_qr(const struct ui *ui, const char *text);

#endif
