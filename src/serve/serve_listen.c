/* --listen ADDR:PORT, [v6]:PORT or PORT: read strictly, every address
 * a number (no name is looked up), every port from 1 to 65535. */
#include "config.h"

#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "serve.h"
#include "serve_listen.h"

/* The port of text (its digits alone, 1 to 65535), or 0. */
static int
port_of(const char *text)
{
	long port = 0;
	size_t n = strlen(text);
	if (n == 0 || n > 5 || strspn(text, "0123456789") != n || text[0] == '0')
		return 0;
	for (const char *p = text; *p; p++)
		port = port * 10 + (*p - '0');
	return port <= 65535 ? (int)port : 0;
}

/* The address of the n bytes at text, bracketed for IPv6, into w. */
static bool
address_of(const char *text, size_t n, struct serve_where *w)
{
	char addr[INET6_ADDRSTRLEN + 2];
	if (n >= sizeof addr)
		return false;
	memcpy(addr, text, n);
	addr[n] = '\0';
	if (addr[0] == '[' && n > 2 && addr[n - 1] == ']') {
		addr[n - 1] = '\0';
		w->family = AF_INET6;
		return inet_pton(AF_INET6, addr + 1, &w->v6) == 1;
	}
	w->family = AF_INET;
	return inet_pton(AF_INET, addr, &w->v4) == 1;
}

bool
serve_listen_parse(const char *word, struct serve_where *w, char *why, size_t whylen)
{
	const char *colon = strrchr(word, ':');
	const char *port = colon != NULL ? colon + 1 : word;
	if ((w->port = port_of(port)) == 0) {
		snprintf(why, whylen, _("--listen takes ADDR:PORT, [IPv6]:PORT or PORT, a port"
		    " from 1 to 65535: %s"), word);
		return false;
	}
	if (colon == NULL)
		return true;
	if (!address_of(word, (size_t)(colon - word), w)) {
		snprintf(why, whylen, _("--listen takes an IPv4 address or an IPv6 one in brackets"
		    " ([::1]:8421): %s"), word);
		return false;
	}
	w->any = false;
	return true;
}

bool
serve_listen_valid(const char *word, char *why, size_t whylen)
{
	struct serve_where w;
	serve_listen_default(&w, false);
	return serve_listen_parse(word, &w, why, whylen);
}

void
serve_listen_default(struct serve_where *w, bool lan)
{
	memset(w, 0, sizeof *w);
	w->family = AF_INET;
	w->any = true;
	w->v4.s_addr = htonl(lan ? INADDR_ANY : INADDR_LOOPBACK);
	w->port = SERVE_PORT;
}

const char *
serve_listen_host(const struct serve_where *w, char *buf, size_t len)
{
	char addr[INET6_ADDRSTRLEN];
	if (w->family == AF_INET6) {
		inet_ntop(AF_INET6, &w->v6, addr, sizeof addr);
		snprintf(buf, len, "[%s]", addr);
	} else {
		inet_ntop(AF_INET, &w->v4, buf, (socklen_t)len);
	}
	return buf;
}
