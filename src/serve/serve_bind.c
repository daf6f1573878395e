/* The listening socket, bound here rather than by libmicrohttpd so that
 * a port taken is known as such (EADDRINUSE) and the next one tried; and
 * the address a person opens, which for a server on every address is
 * the machine's on its network. */
/* IFF_UP and IFF_LOOPBACK, beside config.h's POSIX */
#define _DEFAULT_SOURCE 1
#include "config.h"

#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "i18n.h"
#include "serve_bind.h"

/* A socket bound to w's address and port, listening; -1 with errno. */
static int
bind_one(const struct serve_where *w)
{
	struct sockaddr_in v4 = {0};
	struct sockaddr_in6 v6 = {0};
	int fd = socket(w->family, SOCK_STREAM | SOCK_CLOEXEC, 0), one = 1;
	if (fd < 0)
		return -1;
	/* (a port just left by an earlier tapis is taken again at once) */
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	v4.sin_family = AF_INET;
	v4.sin_addr = w->v4;
	v4.sin_port = htons((uint16_t)w->port);
	v6.sin6_family = AF_INET6;
	v6.sin6_addr = w->v6;
	v6.sin6_port = htons((uint16_t)w->port);
	int bound = w->family == AF_INET6 ? bind(fd, (struct sockaddr *)&v6, sizeof v6)
	    : bind(fd, (struct sockaddr *)&v4, sizeof v4);
	if (bound != 0 || listen(fd, 128) != 0) {
		int saved = errno;
		close(fd);
		errno = saved;
		return -1;
	}
	return fd;
}

int
serve_bind(struct serve_where *w, char *why, size_t whylen)
{
	char host[INET6_ADDRSTRLEN + 2];
	int asked = w->port;
	for (int i = 0; i < SERVE_PORTS_TRIED && asked + i <= 65535; i++) {
		w->port = asked + i;
		int fd = bind_one(w);
		if (fd >= 0)
			return fd;
		if (errno != EADDRINUSE)
			break;
	}
	if (errno == EADDRINUSE)
		snprintf(why, whylen, _("ports %d to %d of %s are taken: give another with --listen"),
		    asked, w->port, serve_listen_host(w, host, sizeof host));
	else
		snprintf(why, whylen, _("cannot listen on %s port %d: %s"),
		    serve_listen_host(w, host, sizeof host), w->port, strerror(errno));
	w->port = asked;
	return -1;
}

/* Whether a is in a private range (10/8, 172.16/12, 192.168/16). */
static bool
private_v4(const struct in_addr *a)
{
	uint32_t h = ntohl(a->s_addr);
	return (h >> 24) == 10 || (h >> 20) == 0xac1 || (h >> 16) == 0xc0a8;
}

const struct ifaddrs *
serve_bind_pick(const struct ifaddrs *all)
{
	const struct ifaddrs *best = NULL;
	for (const struct ifaddrs *i = all; i != NULL; i = i->ifa_next) {
		if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET ||
		    !(i->ifa_flags & IFF_UP) || (i->ifa_flags & IFF_LOOPBACK))
			continue;
		const struct in_addr *a = &((const struct sockaddr_in *)(void *)i->ifa_addr)->sin_addr;
		if (best == NULL || (private_v4(a) && !private_v4(&((const struct sockaddr_in *)
		    (void *)best->ifa_addr)->sin_addr)))
			best = i;
	}
	return best;
}

const char *
serve_bind_host(const struct serve_where *w, char *buf, size_t len)
{
	static const struct in6_addr any6 = IN6ADDR_ANY_INIT;
	/* untaken: every IPv6 address ([::]), which not every machine of the tests has */
	bool any = w->family == AF_INET6 ? memcmp(&w->v6, &any6, sizeof any6) == 0
	    : w->v4.s_addr == htonl(INADDR_ANY);
	if (!any)
		return serve_listen_host(w, buf, len);
	struct ifaddrs *all;
	snprintf(buf, len, "127.0.0.1");
	if (getifaddrs(&all) != 0)
		return buf;
	const struct ifaddrs *best = serve_bind_pick(all);
	if (best != NULL)     /* untaken: a machine with no network (the tests' has one) */
		inet_ntop(AF_INET, &((const struct sockaddr_in *)(void *)best->ifa_addr)->sin_addr,
		    buf, (socklen_t)len);
	freeifaddrs(all);
	return buf;
}
