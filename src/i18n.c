/* Which names the tables' words are shown by: the language of the
 * messages decides, through the catalogue itself. */
#include "config.h"

#include <string.h>

#include "i18n.h"

const char *
dice_noun(int n)
{
	return ngettext("die", "dice", (unsigned long)(n < 0 ? 0 : n));
}

bool
i18n_french_names(void)
{
	/* TRANSLATORS: "names: French" where the options, rule sets, commands
	 * and Yams columns are to be shown by their French names (the
	 * tables' own), "names: English" otherwise. */
	return strcmp(_("names: English"), "names: French") == 0;
}

const char *
i18n_collation(void)
{
	/* TRANSLATORS: "names sort as: LOCALE", LOCALE the ICU locale whose
	 * order the names are listed in (fr for French). */
	const char *said = _("names sort as: en");
	const char *prefix = "names sort as: ";
	return strncmp(said, prefix, strlen(prefix)) == 0 ? said + strlen(prefix) : "en";
}
