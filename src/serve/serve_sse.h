/* The text of the event stream (serve_sse.c): pure framing of
 * Server-Sent Events, one data line an event. */
#ifndef TAPIS_SERVE_SSE_H
#define TAPIS_SERVE_SSE_H

#include <stdio.h>

/* What the stream says first: the browser reconnects after 2 s. */
#define SERVE_SSE_RETRY "retry: 2000\n\n"
/* What it says every SERVE_SSE_PING_SECONDS when nothing else (a
 * comment, which no page sees): a client gone is found so. */
#define SERVE_SSE_PING ": ping\n\n"
#define SERVE_SSE_PING_SECONDS 15

/* A game's sheet as an event: its version as the event's id and in the
 * data, with its active entries, its status and the sheet's html, as
 * one JSON object on one data line. */
void serve_sse_sheet(FILE *f, const char *version, int entries, const char *status,
    const char *html);
/* That the lists changed, at version (the lists' stream): the page reads
 * itself again. */
void serve_sse_changed(FILE *f, long long version);
/* The event that ends the stream of a game deleted. */
#define SERVE_SSE_GONE "event: gone\ndata: {}\n\n"

#endif
