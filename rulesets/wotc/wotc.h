/* The Wizards of the Coast Star Wars TCG (2002-2005) as a ruleset. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

/* wotc.c */
HcRuleset *wotc_ruleset (void);

G_END_DECLS
