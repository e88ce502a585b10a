#include "play-seats.h"

#include <string.h>

char *
play_seat_text (gboolean human, const HcAgent *agent)
{
  if (human)
    return g_strdup ("person");
  return g_strdup_printf ("%s iterations=%u think-ms=%u rollout=%d",
                          hc_agent_kind_name (agent->kind), agent->iterations,
                          agent->think_ms, agent->rollout);
}

static gboolean
seat_number (const char *value, gint64 min, gint64 max, gint64 *out)
{
  return g_ascii_string_to_signed (value, 10, min, max, out, NULL);
}

gboolean
play_seat_parse (const char *file, const char *side, const char *text,
                 gboolean *human, HcAgent *agent, GError **error)
{
  g_auto (GStrv) word = g_strsplit (text, " ", -1);
  *human = g_str_equal (text, "person");
  if (*human)
    return TRUE;
  HcAgentKind kind;
  if (!word[0] || !hc_agent_kind_parse (word[0], &kind))
    return hc_fail (error,
                    "%s: seats: %s: expected \"person\" or a computer player "
                    "this holocron knows, not \"%s\"",
                    file, side, text);
  HcAgent a = hc_agent_default (kind);
  for (gint i = 1; word[i]; i++)
    {
      char *eq = strchr (word[i], '=');
      gint64 v = 0;
      gboolean ok = eq != NULL;
      if (ok)
        *eq = '\0';
      if (ok && g_str_equal (word[i], "iterations")
          && (ok = seat_number (eq + 1, 1, 10000000, &v)))
        a.iterations = (guint)v;
      else if (ok && g_str_equal (word[i], "think-ms")
               && (ok = seat_number (eq + 1, 0, 3600000, &v)))
        a.think_ms = (guint)v;
      else if (ok && g_str_equal (word[i], "rollout")
               && (ok = seat_number (eq + 1, -1, 100000, &v)))
        a.rollout = (gint)v;
      else
        ok = FALSE;
      if (!ok)
        return hc_fail (error,
                        "%s: seats: %s: expected iterations=N, think-ms=N or "
                        "rollout=N after the computer player's kind in \"%s\"",
                        file, side, text);
    }
  *agent = a;
  return TRUE;
}
