/* libmicrohttpd loaded when serve starts (serve_mhd.h says why), by the
 * name of the library the build was configured with (MHD_SONAME). */
#include "config.h"

#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

#include "serve_mhd.h"

struct serve_mhd serve_mhd;

/* Sets the pointer at fn to function name of lib, NULL if it has none.
 * (A function's address through a data pointer: what dlsym gives, as
 * POSIX allows.) */
static void
find(void *lib, const char *name, void *fn)
{
	void *at = dlsym(lib, name);
	memcpy(fn, &at, sizeof at);
}

bool
serve_mhd_load(void)
{
	static bool loaded;
	if (loaded)
		return true;
	void *lib = dlopen(MHD_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (lib == NULL)
		return false;
	struct serve_mhd m;
	find(lib, "MHD_start_daemon", &m.start_daemon);
	find(lib, "MHD_stop_daemon", &m.stop_daemon);
	find(lib, "MHD_create_response_from_buffer", &m.create_response_from_buffer);
	find(lib, "MHD_create_response_from_callback", &m.create_response_from_callback);
	find(lib, "MHD_add_response_header", &m.add_response_header);
	find(lib, "MHD_queue_response", &m.queue_response);
	find(lib, "MHD_destroy_response", &m.destroy_response);
	find(lib, "MHD_lookup_connection_value", &m.lookup_connection_value);
	find(lib, "MHD_lookup_connection_value_n", &m.lookup_connection_value_n);
	find(lib, "MHD_suspend_connection", &m.suspend_connection);
	find(lib, "MHD_resume_connection", &m.resume_connection);
	if (m.start_daemon == NULL || m.stop_daemon == NULL || m.create_response_from_buffer == NULL ||
	    m.create_response_from_callback == NULL || m.add_response_header == NULL ||
	    m.queue_response == NULL || m.destroy_response == NULL ||
	    m.lookup_connection_value == NULL || m.lookup_connection_value_n == NULL ||
	    m.suspend_connection == NULL || m.resume_connection == NULL) {
		dlclose(lib);
		return false;
	}
	/* (the library stays loaded: its daemons run until the process ends) */
	serve_mhd = m;
	loaded = true;
	return true;
}
