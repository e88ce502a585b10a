/* holocron rules history --demo: the scenario an edition file names for a
 * rule change, played under the editions before and after it. */
#include "rules-demo.h"

#include <string.h>

char *
rules_demo_of (const HcRuleset *r, const char *edition, const char *sw)
{
  return rules_edition_key (r, edition, sw, "demo");
}

char *
rules_edition_key (const HcRuleset *r, const char *edition, const char *sw,
                   const char *key)
{
  g_autofree char *dir
      = g_build_filename (hc_rulesets_dir (), r->id, "editions", NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  if (!d)
    return NULL;
  g_autofree char *group = g_strdup_printf ("switch %s", sw);
  const char *name;
  while ((name = g_dir_read_name (d)))
    {
      if (!g_str_has_suffix (name, ".ini"))
        continue;
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GKeyFile) kf = g_key_file_new ();
      if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, NULL))
        continue;
      g_autofree char *id = g_key_file_get_string (kf, "edition", "id", NULL);
      if (g_strcmp0 (id, edition) == 0)
        return g_key_file_get_string (kf, group, key, NULL);
    }
  return NULL;
}

void
rules_demo_free (RulesDemo *d)
{
  if (!d)
    return;
  g_free (d->scenario);
  g_free (d->error);
  for (gint k = 0; k < 2; k++)
    {
      g_free (d->line[k]);
      g_free (d->end[k]);
    }
  g_free (d);
}

#ifdef HC_HAVE_SCENARIO
#include "hc-scenario.h"

/* A path in an edition file is relative to the source tree, the folder
 * that holds rulesets/; else to the current folder. */
static char *
demo_path (const char *scenario)
{
  if (g_path_is_absolute (scenario))
    return g_strdup (scenario);
  g_autofree char *root = g_path_get_dirname (hc_rulesets_dir ());
  char *p = g_build_filename (root, scenario, NULL);
  if (g_file_test (p, G_FILE_TEST_EXISTS))
    return p;
  g_free (p);
  return g_strdup (scenario);
}

/* One log line without its "#SEQ " prefix, "" past the end. */
static const char *
log_text (const HcScenarioResult *res, guint i)
{
  if (i >= res->log->len)
    return "";
  const char *line = res->log->pdata[i];
  const char *space = line[0] == '#' ? strchr (line, ' ') : NULL;
  return space ? space + 1 : line;
}

RulesDemo *
rules_demo_run (const char *scenario, const char *before, const char *after)
{
  RulesDemo *d = g_new0 (RulesDemo, 1);
  d->scenario = g_strdup (scenario);
  d->diverge = -1;
  g_autofree char *path = demo_path (scenario);
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s = hc_scenario_load (path, &err);
  if (!s)
    {
      d->error = g_strdup (err->message);
      return d;
    }
  HcScenarioResult *res[2] = { hc_scenario_run_edition (s, before),
                               hc_scenario_run_edition (s, after) };
  for (gint k = 0; k < 2 && !d->error; k++)
    if (!res[k]->outcome)
      d->error = g_strdup (res[k]->error ? res[k]->error : "not played");
  if (!d->error)
    {
      guint n = MAX (res[0]->log->len, res[1]->log->len);
      for (guint i = 0; i < n && d->diverge < 0; i++)
        if (strcmp (log_text (res[0], i), log_text (res[1], i)) != 0)
          d->diverge = (gint)i;
      for (gint k = 0; k < 2; k++)
        {
          if (d->diverge >= 0)
            d->line[k] = g_strdup (log_text (res[k], (guint)d->diverge));
          d->end[k] = g_strdup (res[k]->outcome);
          d->ok[k] = res[k]->ok;
        }
    }
  for (gint k = 0; k < 2; k++)
    hc_scenario_result_free (res[k]);
  return d;
}

#else

RulesDemo *
rules_demo_run (const char *scenario, const char *before, const char *after)
{
  (void)before;
  (void)after;
  RulesDemo *d = g_new0 (RulesDemo, 1);
  d->scenario = g_strdup (scenario);
  d->diverge = -1;
  d->error = g_strdup ("this holocron was built without the scenario runner");
  return d;
}

#endif
