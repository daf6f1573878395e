/* The listening socket (serve_bind.c), and the address people open. */
#ifndef TAPIS_SERVE_BIND_H
#define TAPIS_SERVE_BIND_H

#include <stddef.h>

#include "serve_listen.h"

/* How many ports after the one asked are tried when it is taken. */
#define SERVE_PORTS_TRIED 20

/* A socket listening where w says, on its port or (taken) the next free
 * one of SERVE_PORTS_TRIED, w->port then the one bound; -1 with why. */
int serve_bind(struct serve_where *w, char *why, size_t whylen);
/* The host of the address to open for w, into buf: its own address, or
 * for every address the machine's on its network (getifaddrs), else
 * 127.0.0.1. */
const char *serve_bind_host(const struct serve_where *w, char *buf, size_t len);
/* Of the interfaces all (getifaddrs's list), the one whose address is
 * said for every address: the first IPv4 one up, not a loopback, of a
 * private range if any is; NULL if none is. */
struct ifaddrs;
const struct ifaddrs *serve_bind_pick(const struct ifaddrs *all);

#endif
