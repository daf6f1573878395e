/* Server-Sent Events as the HTML standard frames them: fields a line
 * each, an empty line ending the event.  Nothing of the data may hold a
 * line end, so it is one JSON object, whose strings escape theirs. */
#include "config.h"

#include "json.h"
#include "serve_sse.h"

void
serve_sse_sheet(FILE *f, const char *version, int entries, const char *status,
    const char *html)
{
	/* (the version is the server's own: digits, letters and '-') */
	fprintf(f, "id: %s\nevent: sheet\ndata: {\"version\":", version);
	json_string(f, version);
	fprintf(f, ",\"entries\":%d,\"status\":", entries);
	json_string(f, status);
	fputs(",\"html\":", f);
	json_string(f, html);
	fputs("}\n\n", f);
}

void
serve_sse_changed(FILE *f, long long version)
{
	fprintf(f, "id: %lld\nevent: changed\ndata: {\"version\":\"%lld\"}\n\n", version,
	    version);
}
