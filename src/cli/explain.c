/* --explain: each terminal log line followed by what it rests on. */
#include "explain.h"

#include "cli.h"

#include <string.h>

gboolean
cli_explain_ready (const char *cmd, const HcRuleset *r)
{
  g_autoptr (GError) err = NULL;
  if (hc_explain_check (r, &err))
    return TRUE;
  cli_error (cmd, "cannot explain: %s", err->message);
  return FALSE;
}

void
cli_explained_line (const HcGame *g, const HcLogEntry *e, gboolean json,
                    gboolean explain, GString *out)
{
  gsize start = out->len;
  cli_log_line (g, e, json, out);
  if (!explain)
    return;
  if (!json)
    {
      g_string_append_c (out, '\n');
      hc_explain_text (g, e, "       ", out);
      /* the caller ends the line */
      if (out->len > start && out->str[out->len - 1] == '\n')
        g_string_truncate (out, out->len - 1);
      return;
    }
  /* the entry's object, reopened for one more member */
  if (out->len > start && out->str[out->len - 1] == '}')
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      hc_explain_json (g, e, b);
      json_builder_end_object (b);
      g_autoptr (JsonNode) root = json_builder_get_root (b);
      g_autofree char *obj = json_to_string (root, FALSE);
      /* obj is {"explain":{...}}: drop its braces and splice it in */
      gsize len = strlen (obj);
      g_string_truncate (out, out->len - 1);
      g_string_append_c (out, ',');
      g_string_append_len (out, obj + 1, (gssize)len - 1);
    }
}
