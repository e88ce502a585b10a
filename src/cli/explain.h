/* --explain: what each narrated log step rests on.  The rule reference
 * comes from the ruleset's rule table; which rule switches govern a step,
 * and what each value of a switch means, come from the ruleset's edition
 * files (the `steps=` and `means=` keys of their [switch NAME] groups), so
 * the history of the rules stays data. */
#pragma once

#include "hc-ruleset.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Read and check r's explanation table: every step pattern must name a
 * rule, message kind and phase of r.  FALSE with an error naming the file,
 * the group and what was expected. */
gboolean cli_explain_check (const HcRuleset *r, GError **error);

/* The explanation of entry e as lines, each starting with `indent` and
 * ending with a newline: the rule and its source, then every switch that
 * governs the step with this edition's value and what the other editions
 * would have done.  Nothing is appended when the table cannot be read
 * (cli_explain_check says why). */
void cli_explain_text (const HcGame *g, const HcLogEntry *e, const char *indent,
                       GString *out);

/* The same as one JSON object member "explain" of the object being built. */
void cli_explain_json (const HcGame *g, const HcLogEntry *e, JsonBuilder *b);

/* cli_log_line, followed by the explanation when `explain` is set (JSON:
 * the entry's object gains an "explain" member). */
void cli_explained_line (const HcGame *g, const HcLogEntry *e, gboolean json,
                         gboolean explain, GString *out);

G_END_DECLS
