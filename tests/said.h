/* The tests read a refusal as text: said(f(..., &said_msg), &said_msg, why,
 * sizeof why) calls an engine function that gives its refusal as a message
 * (msg.h), and writes the message's text into why when it refuses. */
#ifndef TAPIS_TESTS_SAID_H
#define TAPIS_TESTS_SAID_H

#include <stdbool.h>
#include <stddef.h>

#include "i18n.h"
#include "msg.h"

static struct msg said_msg;

static inline bool
said(bool ok, const struct msg *m, char *why, size_t len)
{
	if (!ok)
		msg_text(m, why, len);
	return ok;
}

#endif
