/* What each log step rests on, for the terminal's --explain and the
 * server's explain message alike.  The rule reference comes from the
 * ruleset's rule table; which rule switches govern a step, and what each
 * value of a switch means, come from the ruleset's edition files (the
 * `steps=` and `means=` keys of their [switch NAME] groups), so the
 * history of the rules stays data.  An explanation depends only on the
 * entry's rule, message kind and phase and on the game's edition and
 * switches: nothing a log line does not already show its reader. */
#pragma once

#include "hc-ruleset.h"

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Read and check r's explanation table: every step pattern must name a
 * rule, message kind and phase of r.  FALSE with an error naming the file,
 * the group and what was expected. */
gboolean hc_explain_check (const HcRuleset *r, GError **error);

/* The explanation of entry e as lines, each starting with `indent` and
 * ending with a newline: the rule and its source, then every switch that
 * governs the step with this edition's value and what the other editions
 * would have done.  Only the rule is appended when the table cannot be
 * read (hc_explain_check says why). */
void hc_explain_text (const HcGame *g, const HcLogEntry *e, const char *indent,
                      GString *out);

/* The same as one JSON object member "explain" of the object being built:
 * {rule, source, switches: [{name, value, means, other_editions:
 * [{editions, value, means}]}]}. */
void hc_explain_json (const HcGame *g, const HcLogEntry *e, JsonBuilder *b);

G_END_DECLS
