/* 421's combinations, best first with what each is worth, and its rule
 * sets: the presets and the options as data (tapis-games(7), 421).  Pure. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "option.h"
#include "quatre21.h"

/* The dice of d, highest first, into face (d has three: every caller's
 * hand is of three dice, a throw of other numbers refused first). */
static void
sort_down(const struct dice *d, unsigned char face[QUATRE21_DICE])
{
	for (int i = 0; i < QUATRE21_DICE; i++)
		face[i] = d->face[i];
	for (int i = 1; i < QUATRE21_DICE; i++)
		for (int j = i; j > 0 && face[j] > face[j - 1]; j--) {
			unsigned char t = face[j];
			face[j] = face[j - 1];
			face[j - 1] = t;
		}
}

/* The order of the combinations, best first: 4-2-1, 1-1-1, then x-1-1
 * above x-x-x for x from 6 down to 2, the straights by their top, every
 * other throw by its dice read as a number, the nénette last. */
struct quatre21_combo
quatre21_combo(const struct quatre21_rules *r, const struct dice *d)
{
	struct quatre21_combo c;
	memset(&c, 0, sizeof c);
	sort_down(d, c.face);
	int a = c.face[0], b = c.face[1], z = c.face[2];
	if (a == 4 && b == 2 && z == 1)
		c.kind = QUATRE21_421, c.order = 10000, c.value = r->top;
	else if (a == 1)
		c.kind = QUATRE21_ACES, c.order = 9000, c.value = 7;
	else if (b == 1)              /* then z, not above b, is 1 too */
		c.kind = QUATRE21_ACE_PAIR, c.high = a, c.order = 8000 + 20 * a + 1, c.value = a;
	else if (a == b && b == z)
		c.kind = QUATRE21_TRIPLE, c.high = a, c.order = 8000 + 20 * a, c.value = a;
	else if (a == b + 1 && b == z + 1)
		c.kind = QUATRE21_STRAIGHT, c.high = a, c.order = 7000 + a, c.value = 2;
	else if (a == 2)              /* 2-2-1: 2-1-1 and 2-2-2 are above */
		c.kind = QUATRE21_NENETTE, c.order = 0, c.value = 1;
	else
		c.kind = QUATRE21_PLAIN, c.order = 1000 + 100 * a + 10 * b + z, c.value = 1;
	return c;
}

static const char *const kind_keys[QUATRE21_KINDS] = {
	"421", "aces", "ace-pair", "triple", "straight", "plain", "nenette",
};

const char *
quatre21_kind_key(int kind)
{
	return kind >= 0 && kind < QUATRE21_KINDS ? kind_keys[kind] : "?";
}

int
quatre21_kind_find(const char *key)
{
	for (int k = 0; k < QUATRE21_KINDS; k++)
		if (strcmp(kind_keys[k], key) == 0)
			return k;
	return -1;
}

bool
quatre21_preset(const char *name, void *rules)
{
	struct quatre21_rules *r = rules;
	memset(r, 0, sizeof *r);
	r->top = 10;
	r->tokens = 21;
	if (strcmp(name, "421") == 0)
		return true;
	if (strcmp(name, "421:8") == 0) {
		r->top = 8;
		r->barrage = true;
		return true;
	}
	return false;
}

/* The options that take a whole number, each its field and bounds. */
static int *
int_field(struct quatre21_rules *r, const char *name, size_t len, int *min, int *max)
{
	static const struct {
		const char *name;
		size_t offset;
		int min, max;
	} ints[] = {
		{"421", offsetof(struct quatre21_rules, top), 1, QUATRE21_TOP_MAX},
		{"tokens", offsetof(struct quatre21_rules, tokens), 1, QUATRE21_TOKENS_MAX},
		{"nenette", offsetof(struct quatre21_rules, nenette), 0, QUATRE21_NENETTE_MAX},
	};
	for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
		if (strlen(ints[i].name) == len && strncmp(ints[i].name, name, len) == 0) {
			*min = ints[i].min;
			*max = ints[i].max;
			return (int *)(void *)((char *)r + ints[i].offset);
		}
	return NULL;
}

bool
quatre21_option_set(void *rules, const char *assignment, struct msg *why)
{
	struct quatre21_rules *r = rules;
	size_t namelen;
	const char *value;
	int min, max, n;
	bool b;
	if (!option_split(assignment, &namelen, &value, why))
		return false;
	int *field = int_field(r, assignment, namelen, &min, &max);
	if (field != NULL) {
		if (!option_parse_int(value, min, max, &n)) {
			char name[16];
			struct msg said;
			snprintf(name, sizeof name, "%.*s", (int)namelen, assignment);
			msg_set(why, N_("%s takes a whole number from %d to %d, not '%s'"),
			    engine_option_named(&quatre21_engine, name, &said), min, max, value);
			return false;
		}
		*field = n;
		return true;
	}
	if (namelen != 7 || strncmp(assignment, "barrage", 7) != 0) {
		msg_set(why, N_("unknown option '%.*s' (see 'rules' for the options)"),
		    (int)namelen, assignment);
		return false;
	}
	if (!option_parse_bool(value, &b)) {
		msg_set(why, N_("%.*s takes yes|no, not '%s'"), (int)namelen, assignment, value);
		return false;
	}
	r->barrage = b;
	return true;
}

void
quatre21_option_get(const void *rules, const char *name, char *buf, size_t len)
{
	const struct quatre21_rules *r = rules;
	int min, max;
	const int *field = int_field((struct quatre21_rules *)(void *)r, name, strlen(name), &min,
	    &max);
	if (field != NULL)
		snprintf(buf, len, "%d", *field);
	else if (strcmp(name, "barrage") == 0)
		snprintf(buf, len, "%s", r->barrage ? "yes" : "no");
	else
		snprintf(buf, len, "?");
}

/* Every value is checked as it is read; this is the backstop for rules
 * that came another way. */
bool
quatre21_check(const void *rules, struct msg *why)
{
	const struct quatre21_rules *r = rules;
	if (r->top < 1 || r->top > QUATRE21_TOP_MAX || r->tokens < 1 ||
	    r->tokens > QUATRE21_TOKENS_MAX || r->nenette < 0 || r->nenette > QUATRE21_NENETTE_MAX) {
		msg_set(why, N_("the rules of 421 hold a number out of its bounds"));
		return false;
	}
	return true;
}
