/* Scripted choices name an option by its label, never by its position, so
 * a scenario survives a ruleset offering its options in another order. */
#include "scenario-internal.h"

#include <string.h>

static GPtrArray *
labels (const HcGame *g)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) s = g_string_new (NULL);
  for (gint i = 0; i < g->decision.n_options; i++)
    {
      g_string_truncate (s, 0);
      hc_option_label (g, &g->decision.option[i], s);
      g_ptr_array_add (out, g_strdup (s->str));
    }
  return out;
}

void
hc_scn_list_options (const HcGame *g, GString *out)
{
  g_autoptr (GPtrArray) l = labels (g);
  g_string_append_printf (out, "%s is to decide",
                          hc_scn_player_name (g->rules, g->decision.player));
  if (g->rules->prompt)
    {
      g_autoptr (GString) prompt = g_string_new (NULL);
      hc_decision_prompt (g, prompt);
      if (prompt->len)
        g_string_append_printf (out, " (%s)", prompt->str);
    }
  g_string_append (out, "; offered: ");
  for (guint i = 0; i < l->len; i++)
    g_string_append_printf (out, "%s\"%s\"", i ? ", " : "",
                            (const char *)l->pdata[i]);
}

gint
hc_scn_match_label (const HcGame *g, const char *want, GString *problem)
{
  g_autoptr (GPtrArray) l = labels (g);
  gint exact = -1, n_exact = 0, part = -1, n_part = 0;
  for (guint i = 0; i < l->len; i++)
    {
      const char *s = l->pdata[i];
      if (strcmp (s, want) == 0)
        {
          exact = (gint)i;
          n_exact++;
        }
      if (hc_scn_text_contains (s, want))
        {
          part = (gint)i;
          n_part++;
        }
    }
  if (n_exact == 1)
    return exact;
  if (n_exact > 1)
    {
      g_string_append_printf (problem,
                              "%d options are labelled exactly \"%s\", so "
                              "the label cannot tell them apart",
                              n_exact, want);
      return -1;
    }
  if (n_part == 1)
    return part;
  if (n_part > 1)
    {
      g_string_append_printf (problem, "\"%s\" is part of %d labels:", want,
                              n_part);
      for (guint i = 0; i < l->len; i++)
        if (hc_scn_text_contains (l->pdata[i], want))
          g_string_append_printf (problem, " \"%s\"",
                                  (const char *)l->pdata[i]);
      g_string_append (problem, "; write more of the label");
      return -1;
    }
  g_string_append_printf (problem, "no option is labelled \"%s\"", want);
  return -1;
}
