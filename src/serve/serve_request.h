/* A request answered (serve_request.c): libmicrohttpd's handler. */
#ifndef TAPIS_SERVE_REQUEST_H
#define TAPIS_SERVE_REQUEST_H

#include <stddef.h>

#include <microhttpd.h>

/* cls: the struct server. */
enum MHD_Result serve_request(void *cls, struct MHD_Connection *conn, const char *url,
    const char *method, const char *version, const char *upload_data,
    size_t *upload_data_size, void **con_cls);
/* The destructor of a thread's store and sheets (pthread_key_create's). */
void serve_thread_done(void *thread);

#endif
