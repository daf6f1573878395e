/* libmicrohttpd loaded when serve starts (serve_mhd.h says why), by the
 * name of the library the build was configured with (MHD_SONAME). */
#include "config.h"

#include <dlfcn.h>
#include <stddef.h>

#include "library.h"
#include "serve_mhd.h"

struct serve_mhd serve_mhd;

bool
serve_mhd_load(void)
{
	static bool loaded;
	if (loaded)           /* untaken: a second server in one process (none starts one) */
		return true;
	struct serve_mhd m;
	const struct library_symbol symbols[] = {
		{"MHD_start_daemon", &m.start_daemon},
		{"MHD_stop_daemon", &m.stop_daemon},
		{"MHD_create_response_from_buffer", &m.create_response_from_buffer},
		{"MHD_create_response_from_callback", &m.create_response_from_callback},
		{"MHD_add_response_header", &m.add_response_header},
		{"MHD_queue_response", &m.queue_response},
		{"MHD_destroy_response", &m.destroy_response},
		{"MHD_lookup_connection_value", &m.lookup_connection_value},
		{"MHD_lookup_connection_value_n", &m.lookup_connection_value_n},
		{"MHD_suspend_connection", &m.suspend_connection},
		{"MHD_resume_connection", &m.resume_connection},
	};
	const char *why;
	/* untaken: libmicrohttpd not installed, or lacking a function (the tests need it) */
	if (library_load(MHD_SONAME, RTLD_NOW | RTLD_LOCAL, symbols, sizeof symbols / sizeof *symbols,
	    &why) == NULL)
		return false;
	/* (the library stays loaded: its daemons run until the process ends) */
	serve_mhd = m;
	loaded = true;
	return true;
}
