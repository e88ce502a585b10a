/* Running a timing lab: both models on the same abilities, then the
 * expectations against each model's trace.  The result is an ordinary
 * scenario result (so `holocron scenario run` reports labs like any
 * scenario); `holocron compare` prints the two traces side by side. */
#include "lab.h"

#include <json-glib/json-glib.h>
#include <string.h>

typedef struct
{
  HcLab *lab;
  HcLabTrace *trace[HC_LAB_N_MODELS];
  HcScenarioResult *res;
} Lab;

static void
lab_clear (Lab *l)
{
  for (gint m = 0; m < HC_LAB_N_MODELS; m++)
    hc_lab_trace_free (l->trace[m]);
  hc_lab_free (l->lab);
}

static void
append_order (const HcLab *lab, const gint *order, gint n, GString *out)
{
  if (n == 0)
    g_string_append (out, "none");
  for (gint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "",
                            hc_lab_name (lab, order[i]));
}

static gboolean
check (const Lab *l, const HcLabCheck *k, GString *actual)
{
  const HcLabTrace *t = l->trace[k->model];
  const char *name
      = k->kind == HC_LAB_CHK_ORDER ? NULL : hc_lab_name (l->lab, k->thing);
  switch (k->kind)
    {
    case HC_LAB_CHK_ORDER:
      g_string_append_printf (actual, "%s order ",
                              hc_lab_model_names[k->model]);
      append_order (l->lab, t->order, t->n_order, actual);
      return t->n_order == k->n_order
             && memcmp (t->order, k->order, sizeof (gint) * (gsize)k->n_order)
                    == 0;
    case HC_LAB_CHK_CANCELLED:
      g_string_append_printf (actual, "%s was %scancelled", name,
                              t->cancelled[k->thing] ? "" : "not ");
      return t->cancelled[k->thing] != k->negated;
    case HC_LAB_CHK_USED:
      g_string_append_printf (actual, "%s was %sused", name,
                              t->used[k->thing] ? "" : "not ");
      return t->used[k->thing] != k->negated;
    }
  return FALSE;
}

/* Parse, run both models, check; every outcome ends up in l->res. */
static void
lab_evaluate (const HcScenario *s, Lab *l)
{
  l->res = hc_scn_result_new (s->path, s->title);
  l->res->edition = g_strdup (s->edition);
  g_autoptr (GError) err = NULL;
  if (g_strcmp0 (s->edition, "latest") != 0)
    {
      g_autofree char *msg = g_strdup_printf (
          "%s:%d: a timing lab's edition is \"latest\" (it plays each "
          "model's timing rules, which no edition of either ruleset "
          "changes), not \"%s\"",
          s->path, s->edition_line, s->edition);
      hc_scn_result_fail (l->res, msg);
      return;
    }
  l->lab = hc_lab_parse (s, &err);
  if (!l->lab)
    {
      hc_scn_result_fail (l->res, err->message);
      return;
    }
  if (s->pending)
    {
      l->res->pending = g_strdup (s->pending);
      return;
    }
  l->trace[HC_LAB_WOTC] = hc_lab_run_wotc (l->lab);
  l->trace[HC_LAB_LCG] = hc_lab_run_lcg (l->lab);
  g_autoptr (GString) outcome = g_string_new (NULL);
  for (gint m = 0; m < HC_LAB_N_MODELS; m++)
    {
      const HcLabTrace *t = l->trace[m];
      for (guint i = 0; i < t->steps->len; i++)
        {
          const HcLabStep *st = &g_array_index (t->steps, HcLabStep, i);
          g_ptr_array_add (l->res->log,
                           g_strdup_printf ("%s %u: %s [%s]",
                                            hc_lab_model_names[m], i + 1,
                                            st->text, st->rule));
        }
      g_string_append_printf (outcome, "%s%s order ", m ? "; " : "",
                              hc_lab_model_names[m]);
      append_order (l->lab, t->order, t->n_order, outcome);
    }
  l->res->outcome = g_string_free (g_steal_pointer (&outcome), FALSE);
  for (guint i = 0; i < l->lab->checks->len; i++)
    {
      const HcLabCheck *k = &g_array_index (l->lab->checks, HcLabCheck, i);
      const char *text = k->text;
      if (g_str_has_prefix (text, "expect "))
        text += strlen ("expect ");
      g_autoptr (GString) actual = g_string_new (NULL);
      if (check (l, k, actual))
        {
          g_ptr_array_add (l->res->checks,
                           g_strdup_printf ("%d ok %s", k->line, text));
          continue;
        }
      g_ptr_array_add (l->res->checks,
                       g_strdup_printf ("%d FAILED %s (actual: %s)", k->line,
                                        text, actual->str));
      if (l->res->ok)
        {
          g_autofree char *msg
              = g_strdup_printf ("%s:%d: expected %s", s->path, k->line, text);
          hc_scn_result_fail (l->res, msg);
          hc_scn_result_detail (l->res, "actual: %s", actual->str);
        }
    }
}

gboolean
hc_scenario_is_lab (const HcScenario *s)
{
  return g_strcmp0 (s->ruleset, "lab") == 0;
}

HcScenarioResult *
hc_lab_run (const HcScenario *s)
{
  Lab l = { 0 };
  lab_evaluate (s, &l);
  lab_clear (&l);
  return l.res;
}

/* The text report: each model's steps with their rules, then the two
 * orders side by side, then the expectations and the rules cited. */
static void
report_text (const HcScenario *s, const Lab *l, GString *out)
{
  g_string_append_printf (out, "timing lab: %s\n  %s\n", s->title, s->path);
  g_autofree gboolean *cited = g_new0 (gboolean, (gsize)hc_lab_n_rules);
  for (gint m = 0; m < HC_LAB_N_MODELS; m++)
    {
      const HcLabTrace *t = l->trace[m];
      g_string_append_printf (out, "\n%s\n", hc_lab_model_titles[m]);
      for (guint i = 0; i < t->steps->len; i++)
        {
          const HcLabStep *st = &g_array_index (t->steps, HcLabStep, i);
          g_string_append_printf (out, "  %2u. %s  [%s]\n", i + 1, st->text,
                                  st->rule);
          cited[hc_lab_rule (st->rule) - hc_lab_rules] = TRUE;
        }
    }
  g_string_append (out, "\nthe order abilities take effect\n");
  g_string_append_printf (out, "   # %-30s %s\n", hc_lab_model_names[0],
                          hc_lab_model_names[1]);
  gint rows = MAX (l->trace[0]->n_order, l->trace[1]->n_order);
  for (gint i = 0; i < rows; i++)
    {
      char cell[HC_LAB_N_MODELS][64];
      for (gint m = 0; m < HC_LAB_N_MODELS; m++)
        {
          const HcLabTrace *t = l->trace[m];
          if (i >= t->n_order)
            g_strlcpy (cell[m], "-", sizeof cell[m]);
          else
            {
              const HcLabAbility *ab = &l->lab->ability[t->order[i]];
              g_snprintf (cell[m], sizeof cell[m], "%s (%s)", ab->name,
                          hc_lab_player (ab->player));
            }
        }
      g_string_append_printf (out, "  %2d %-30s %s\n", i + 1, cell[0], cell[1]);
    }
  for (gint m = 0; m < HC_LAB_N_MODELS; m++)
    for (gint a = 0; a < l->lab->n_abilities; a++)
      if (l->trace[m]->cancelled[a])
        g_string_append_printf (out, "  %s: %s was cancelled\n",
                                hc_lab_model_names[m], l->lab->ability[a].name);
  if (l->res->checks->len)
    g_string_append (out, "\nexpectations\n");
  for (guint i = 0; i < l->res->checks->len; i++)
    g_string_append_printf (out, "  line %s\n",
                            (const char *)l->res->checks->pdata[i]);
  g_string_append (out, "\nrules cited\n");
  for (gint i = 0; i < hc_lab_n_rules; i++)
    if (cited[i])
      g_string_append_printf (out, "  %s %s: %s\n", hc_lab_rules[i].model,
                              hc_lab_rules[i].id, hc_lab_rules[i].source);
}

static void
member (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
report_json (const HcScenario *s, const Lab *l, GString *out)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  member (b, "path", s->path);
  member (b, "title", s->title);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, l->res->ok);
  json_builder_set_member_name (b, "models");
  json_builder_begin_array (b);
  for (gint m = 0; m < HC_LAB_N_MODELS; m++)
    {
      const HcLabTrace *t = l->trace[m];
      json_builder_begin_object (b);
      member (b, "model", hc_lab_model_names[m]);
      json_builder_set_member_name (b, "steps");
      json_builder_begin_array (b);
      for (guint i = 0; i < t->steps->len; i++)
        {
          const HcLabStep *st = &g_array_index (t->steps, HcLabStep, i);
          const HcLabRule *r = hc_lab_rule (st->rule);
          json_builder_begin_object (b);
          member (b, "text", st->text);
          member (b, "rule", r->id);
          member (b, "source", r->source);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "order");
      json_builder_begin_array (b);
      for (gint i = 0; i < t->n_order; i++)
        json_builder_add_string_value (b, hc_lab_name (l->lab, t->order[i]));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "cancelled");
      json_builder_begin_array (b);
      for (gint a = 0; a < HC_LAB_MAX_ABILITIES + l->lab->n_events; a++)
        if (t->cancelled[a])
          json_builder_add_string_value (b, hc_lab_name (l->lab, a));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "checks");
  json_builder_begin_array (b);
  for (guint i = 0; i < l->res->checks->len; i++)
    json_builder_add_string_value (b, l->res->checks->pdata[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  g_autofree char *text = json_generator_to_data (gen, NULL);
  g_string_append_printf (out, "%s\n", text);
}

HcScenarioResult *
hc_lab_report (const HcScenario *s, gboolean json, GString *out)
{
  Lab l = { 0 };
  lab_evaluate (s, &l);
  if (l.trace[0])
    {
      if (json)
        report_json (s, &l, out);
      else
        report_text (s, &l, out);
    }
  lab_clear (&l);
  return l.res;
}
