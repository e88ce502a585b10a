/* Fantasy Flight's Star Wars: The Card Game (2012-2016) as a ruleset. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

/* lcg.c */
HcRuleset *lcg_ruleset (void);

G_END_DECLS
