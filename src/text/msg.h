/* A message as the rules give it: which message (its English format, the
 * msgid, marked N_()) and its arguments, never the text.  The words layer
 * makes the text in the language of the messages (msg_text, i18n.h), so
 * that the rules need no gettext and no locale.
 *
 * A message is one or more pieces said one after the other (a refusal
 * that lists things); an argument is a number, a character, a text copied
 * in, or another message given by msg_ref (a word to translate, "die" or
 * "dice" as a count asks, a list), said where the conversion is. */
#ifndef TAPIS_MSG_H
#define TAPIS_MSG_H

#include <stdbool.h>
#include <stddef.h>

/* Marks a message id, as i18n.h does (the rules include no i18n.h). */
#ifndef N_
#define N_(s) (s)
#endif

#define MSG_PIECES 48             /* pieces of one message, nested ones too */
#define MSG_ARGS 8                /* arguments of one piece */
#define MSG_POOL 512              /* bytes of the texts copied in */
#define MSG_NONE 0xff

enum msg_kind {
	MSG_ID,                   /* id, translated */
	MSG_PLURAL,               /* id or plural as n asks, translated */
	MSG_PAIR,                 /* id in English, plural when names are French */
	MSG_RAW,                  /* id as it is (a format of punctuation) */
};

enum msg_arg_type {
	MSG_ARG_INT, MSG_ARG_LONG, MSG_ARG_LLONG, MSG_ARG_UINT, MSG_ARG_ULONG,
	MSG_ARG_ULLONG, MSG_ARG_SIZE, MSG_ARG_DOUBLE, MSG_ARG_TEXT, MSG_ARG_PIECE,
};

struct msg_arg {
	unsigned char type;       /* an enum msg_arg_type */
	union {
		long long i;
		unsigned long long u;
		double d;
		unsigned short text;  /* offset in the pool */
		unsigned char piece;  /* the first piece of a nested message */
	} v;
};

struct msg_piece {
	const char *id;           /* the English format (an N_ id); never NULL */
	const char *plural;       /* the plural format, or a pair's French */
	unsigned long n;          /* the count a plural is chosen by */
	unsigned char kind;       /* an enum msg_kind */
	unsigned char nargs;
	unsigned char next;       /* the piece said after it, or MSG_NONE */
	struct msg_arg arg[MSG_ARGS];
};

struct msg {
	char tag[8];              /* how msg_ref's text is known again */
	const struct msg *self;
	unsigned char npieces;
	unsigned char first, last; /* the pieces said, in order, by next */
	unsigned short used;      /* bytes of the pool */
	bool full;                /* something did not fit (dropped) */
	struct msg_piece piece[MSG_PIECES];
	char pool[MSG_POOL];
};

/* Empties m: no message. */
void msg_clear(struct msg *m);
bool msg_empty(const struct msg *m);
/* m becomes the message id (a printf format in English) with the arguments
 * its conversions take. */
void msg_set(struct msg *m, const char *id, ...)
    __attribute__((format(printf, 2, 3)));
/* The same with a plural: id or plural as n asks (ngettext). */
void msg_setn(struct msg *m, const char *id, const char *plural, unsigned long n, ...)
    __attribute__((format(printf, 2, 5)));
/* Adds a piece said after what m says already. */
void msg_add(struct msg *m, const char *id, ...)
    __attribute__((format(printf, 2, 3)));
void msg_addn(struct msg *m, const char *id, const char *plural, unsigned long n, ...)
    __attribute__((format(printf, 2, 5)));
/* Adds a piece said as it is, untranslated ("%s%s"). */
void msg_add_raw(struct msg *m, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
/* m becomes the word id (an N_ id, no conversion in it), translated where
 * it is said; returns msg_ref(m), for the %s of another message. */
const char *msg_word(struct msg *m, const char *id);
/* m becomes a word with an English and a French name, said by the one of
 * the names in force (i18n_french_names). */
void msg_set_pair(struct msg *m, const char *english, const char *french);
/* Adds such a word after what m says already. */
void msg_add_pair(struct msg *m, const char *english, const char *french);
/* A text that stands for the message m as the argument of a %s: the
 * message setters copy m in where they find it, so m may go after.  (A
 * struct msg copied by assignment is no longer known so: build it where
 * it is referred to.) */
const char *msg_ref(const struct msg *m);
/* Copies the pieces of from after those of m. */
void msg_append(struct msg *m, const struct msg *from);

#endif
