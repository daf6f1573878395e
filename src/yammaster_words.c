/* The words of Yam Master: its kinds of cell as people read them in the
 * language of the messages, and the free cells as a line. */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "yammaster.h"

const char *
ym_kind_said(int kind)
{
	return kind == KIND_SMALL && i18n_french_names() ? "petit" : ym_kind_key(kind);
}

const char *
ym_kind_label(int kind, bool utf8)
{
	static const char *const labels[YM_KINDS] = {
		"1", "2", "3", "4", "5", "6", N_("Full"), N_("Suite"), N_("Carré"), "<=8",
		N_("Yam"), N_("Sec"), N_("Appel"),
	};
	if (kind == KIND_SMALL && utf8)
		return "\u22648";
	if (kind == KIND_CARRE && !utf8)
		return _("Carre");
	return kind >= 0 && kind < YM_KINDS ? _(labels[kind]) : "?";
}

int
ym_cells_text(const struct ym_rules *r, const struct ym_state *st, char *buf, size_t len)
{
	struct msg list;
	int n = ym_cells_msg(r, st, &list);
	msg_text(&list, buf, len);
	return n;
}
