/* --explain in the terminal: the explanation of each log step comes from
 * the explain library (src/explain/hc-explain.h), which the server links
 * too; here it is put after the terminal's log lines. */
#pragma once

#include "hc-explain.h"

G_BEGIN_DECLS

/* The library's calls under the names the commands use. */
static inline gboolean
cli_explain_check (const HcRuleset *r, GError **error)
{
  return hc_explain_check (r, error);
}

static inline void
cli_explain_text (const HcGame *g, const HcLogEntry *e, const char *indent,
                  GString *out)
{
  hc_explain_text (g, e, indent, out);
}

static inline void
cli_explain_json (const HcGame *g, const HcLogEntry *e, JsonBuilder *b)
{
  hc_explain_json (g, e, b);
}

/* cli_log_line, followed by the explanation when `explain` is set (JSON:
 * the entry's object gains an "explain" member). */
void cli_explained_line (const HcGame *g, const HcLogEntry *e, gboolean json,
                         gboolean explain, GString *out);

G_END_DECLS
