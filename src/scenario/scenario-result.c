/* What a run reports: ok, or the first thing that went wrong, with what
 * was expected and found, and the narrated log. */
#include "scenario-internal.h"

#include <string.h>

HcScenarioResult *
hc_scn_result_new (const char *path, const char *title)
{
  HcScenarioResult *r = g_new0 (HcScenarioResult, 1);
  r->path = g_strdup (path);
  r->title = g_strdup (title);
  r->ok = TRUE;
  r->details = g_ptr_array_new_with_free_func (g_free);
  r->log = g_ptr_array_new_with_free_func (g_free);
  r->checks = g_ptr_array_new_with_free_func (g_free);
  return r;
}

void
hc_scenario_result_free (HcScenarioResult *r)
{
  if (!r)
    return;
  g_free (r->path);
  g_free (r->title);
  g_free (r->error);
  g_free (r->pending);
  g_free (r->skipped);
  g_ptr_array_free (r->details, TRUE);
  g_ptr_array_free (r->log, TRUE);
  g_ptr_array_free (r->checks, TRUE);
  g_free (r->outcome);
  g_free (r->edition);
  hc_game_free (r->game);
  g_free (r);
}

void
hc_scn_result_fail (HcScenarioResult *res, const char *error)
{
  /* the first failure is the one worth reading; later ones follow from it */
  if (!res->ok)
    return;
  res->ok = FALSE;
  res->error = g_strdup (error);
}

void
hc_scn_result_detail (HcScenarioResult *res, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_ptr_array_add (res->details, g_strdup_vprintf (fmt, ap));
  va_end (ap);
}

void
hc_scn_render_log (const HcGame *g, GPtrArray *out)
{
  const HcLogEntry *e = hc_log_entries (g->log);
  g_autoptr (GString) s = g_string_new (NULL);
  for (guint i = 0; i < g->log_len; i++)
    {
      g_string_truncate (s, 0);
      const char *phase
          = g->rules->phase_name ? g->rules->phase_name (e[i].phase) : NULL;
      g_string_append_printf (s, "#%u turn %d %s: ", e[i].seq, e[i].turn,
                              phase ? phase : "?");
      hc_log_render_text (g, &e[i], s);
      const char *rule = hc_log_rule_id (g, &e[i]);
      if (rule && *rule)
        g_string_append_printf (s, " [%s]", rule);
      g_ptr_array_add (out, g_strdup (s->str));
    }
}

void
hc_scn_apply_expect_error (HcScenarioResult *res, gint line, const char *msg)
{
  if (line <= 0)
    return;
  res->negative = TRUE;
  g_autofree char *where = g_strdup_printf ("%s:%d:", res->path, line);
  if (res->ok)
    {
      res->ok = FALSE;
      res->error = g_strdup_printf (
          "%s:1: this format self-test expects an error at line %d "
          "containing \"%s\", but the scenario passed",
          res->path, line, msg);
      return;
    }
  g_autoptr (GString) all = g_string_new (res->error);
  for (guint i = 0; i < res->details->len; i++)
    g_string_append_printf (all, "\n%s", (const char *)res->details->pdata[i]);
  if (g_str_has_prefix (res->error, where) && strstr (all->str, msg))
    {
      /* failed as it should: keep the message for --verbose readers */
      g_ptr_array_insert (
          res->details, 0,
          g_strdup_printf ("failed as expected: %s", res->error));
      g_clear_pointer (&res->error, g_free);
      res->ok = TRUE;
      return;
    }
  g_ptr_array_insert (res->details, 0,
                      g_strdup_printf ("got instead: %s", res->error));
  g_free (res->error);
  res->error = g_strdup_printf ("%s:1: this format self-test expects an error "
                                "at line %d containing \"%s\"",
                                res->path, line, msg);
}
