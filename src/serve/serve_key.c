/* The key of --lan: whoever scans the QR code or is given the address
 * has it; a neighbour on the network who guesses the port does not. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "serve_key.h"

bool
serve_key_make(char *key)
{
	unsigned char bytes[SERVE_KEY_CHARS / 2];
	size_t got = 0;
	while (got < sizeof bytes) {
		ssize_t n = getrandom(bytes + got, sizeof bytes - got, 0);
		if (n <= 0)
			return false;
		got += (size_t)n;
	}
	for (size_t i = 0; i < sizeof bytes; i++)
		snprintf(key + 2 * i, 3, "%02x", bytes[i]);
	return true;
}

bool
serve_key_equal(const char *given, const char *key)
{
	if (given == NULL)
		return false;
	size_t n = strlen(key), m = strnlen(given, n + 1);
	/* every byte of the key compared, whatever came before */
	unsigned diff = n != m;
	for (size_t i = 0; i < n; i++)
		diff |= (unsigned char)key[i] ^ (unsigned char)(i < m ? given[i] : 0);
	return diff == 0;
}

enum serve_key_said
serve_key_check(const char *key, const char *by_query, const char *by_cookie)
{
	if (key[0] == '\0')
		return KEY_NOT_ASKED;
	if (serve_key_equal(by_cookie, key))
		return KEY_IN_COOKIE;
	if (serve_key_equal(by_query, key))
		return KEY_IN_QUERY;
	return KEY_WRONG;
}

const char *
serve_key_cookie(const char *key, char *buf, size_t len)
{
	snprintf(buf, len, "tapis_key=%s; HttpOnly; SameSite=Strict; Path=/", key);
	return buf;
}
