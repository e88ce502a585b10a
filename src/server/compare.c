/* The teaching page's compare: a scenario of the source tree run as
 * `holocron compare` runs it (hc_scenario_run_edition under two editions,
 * or hc_lab_report for a timing lab), answered over the socket.  Only the
 * files listed from the scenario folder can be named, so a client reaches
 * nothing else on disk.  Scenarios are a few dozen steps: they run on the
 * loop, and the connection's rate limit bounds how often. */
#include "server-internal.h"

#ifdef HC_HAVE_SCENARIO
#include "hc-lab.h"
#include "hc-scenario.h"

#include <string.h>

/* the scenarios of tests/scenarios a teaching page offers, by folder and
 * how the name begins: timing labs, the scenarios written to tell editions
 * apart, and the LCG's timing scenarios, whose nested plays the
 * resolution diagram draws */
static const struct
{
  const char *folder, *prefix;
} offered[] = { { "compare", "" }, { "editions", "" }, { "lcg", "timing-" } };

static char *
scenario_root (void)
{
  return g_build_filename (HC_SOURCE_ROOT, "tests", "scenarios", NULL);
}

static gint
by_name (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *)a, *(char *const *)b);
}

static GPtrArray *
list_names (void)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *root = scenario_root ();
  for (guint f = 0; f < G_N_ELEMENTS (offered); f++)
    {
      g_autofree char *dir = g_build_filename (root, offered[f].folder, NULL);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      const char *n;
      while (d && (n = g_dir_read_name (d)))
        if (g_str_has_suffix (n, ".scn")
            && g_str_has_prefix (n, offered[f].prefix))
          g_ptr_array_add (names,
                           g_strdup_printf ("%s/%s", offered[f].folder, n));
    }
  g_ptr_array_sort (names, by_name);
  return names;
}

/* each log entry of a run as a game's log line is sent (turn, phase,
 * text, the rule it follows), everything shown: a scenario is public */
static JsonArray *
log_of (const HcGame *g)
{
  JsonArray *a = json_array_new ();
  const HcLogEntry *e = g ? hc_log_entries (g->log) : NULL;
  for (guint i = 0; g && i < g->log_len; i++)
    {
      g_autoptr (GString) s = g_string_new (NULL);
      hc_log_render_json (g, &e[i], s);
      g_autoptr (JsonNode) n = json_from_string (s->str, NULL);
      if (!n || !JSON_NODE_HOLDS_OBJECT (n))
        continue;
      JsonObject *o = json_node_get_object (n);
      json_object_remove_member (o, "args");
      json_array_add_object_element (a, json_object_ref (o));
    }
  return a;
}

static JsonArray *
strings (const GPtrArray *p)
{
  JsonArray *a = json_array_new ();
  for (guint i = 0; p && i < p->len; i++)
    json_array_add_string_element (a, p->pdata[i]);
  return a;
}

static void
set_text (JsonObject *o, const char *name, const char *value)
{
  if (value)
    json_object_set_string_member (o, name, value);
  else
    json_object_set_null_member (o, name);
}

/* text less every mention of the scenario folder: where the source tree
 * lies on this machine is the server's business */
static char *
without_root (const char *text)
{
  g_autofree char *root = scenario_root ();
  g_autofree char *prefix = g_strconcat (root, G_DIR_SEPARATOR_S, NULL);
  g_auto (GStrv) parts = g_strsplit (text, prefix, -1);
  return g_strjoinv ("", parts);
}

static JsonObject *
run_json (const HcScenarioResult *r)
{
  JsonObject *o = json_object_new ();
  set_text (o, "edition", r->edition);
  json_object_set_boolean_member (o, "expectations_hold", r->ok);
  g_autofree char *failure = r->error ? without_root (r->error) : NULL;
  set_text (o, "first_failure", failure);
  set_text (o, "end", r->outcome);
  json_object_set_array_member (o, "checks", strings (r->checks));
  json_object_set_array_member (o, "log", log_of (r->game));
  return o;
}

/* the two runs, kept for their diagram; r[k] is NULL until run */
static gboolean
run_editions (const HcScenario *s, const char *editions, JsonObject *out,
              HcScenarioResult *r[2], GError **error)
{
  g_auto (GStrv) pair = g_strsplit (editions ? editions : "", ",", -1);
  if (g_strv_length (pair) != 2 || !*pair[0] || !*pair[1])
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "editions takes two editions separated by a comma, not "
                   "\"%s\"",
                   editions ? editions : "");
      return FALSE;
    }
  JsonArray *runs = json_array_new ();
  json_object_set_array_member (out, "runs", runs);
  for (gint k = 0; k < 2; k++)
    {
      r[k] = hc_scenario_run_edition (s, g_strstrip (pair[k]));
      if (!r[k]->outcome && r[k]->error)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID, "%s", r[k]->error);
          return FALSE;
        }
      json_array_add_object_element (runs, run_json (r[k]));
    }
  return TRUE;
}

static gboolean
run_lab (const HcScenario *s, JsonObject *out, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (HcScenarioResult) r = hc_lab_report (s, TRUE, text);
  g_autoptr (JsonNode) n
      = text->len ? json_from_string (text->str, NULL) : NULL;
  if (!n || !JSON_NODE_HOLDS_OBJECT (n))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID, "%s",
                   r->error ? r->error : "the lab gave no report");
      return FALSE;
    }
  JsonObject *lab = json_node_get_object (n);
  /* where the source tree lies is the server's business */
  json_object_remove_member (lab, "path");
  json_object_set_object_member (out, "lab", json_object_ref (lab));
  return TRUE;
}

void
hc_compare_handle (Conn *c, const HcClientMsg *m)
{
  g_autoptr (GPtrArray) names = list_names ();
  g_autoptr (JsonObject) o = json_object_new ();
  if (m->id)
    json_object_set_int_member (o, "re", m->id);
  if (m->type == HC_MSG_SCENARIOS)
    {
      json_object_set_string_member (o, "type", "scenarios");
      json_object_set_array_member (o, "scenarios", strings (names));
      hc_conn_send (c, o);
      return;
    }
  guint at;
  if (!g_ptr_array_find_with_equal_func (names, m->scenario, g_str_equal, &at))
    {
      hc_conn_error (c, m->id, "no-scenario",
                     "no scenario \"%s\" (expected one that \"scenarios\" "
                     "lists)",
                     m->scenario);
      return;
    }
  g_autofree char *root = scenario_root ();
  g_autofree char *path = g_build_filename (root, m->scenario, NULL);
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s = hc_scenario_load (path, &err);
  json_object_set_string_member (o, "type", "compare");
  json_object_set_string_member (o, "scenario", m->scenario);
  if (s)
    set_text (o, "title", hc_scenario_title (s));
  HcScenarioResult *r[2] = { NULL, NULL };
  gboolean ran
      = s
        && (hc_scenario_is_lab (s) ? run_lab (s, o, &err)
                                   : run_editions (s, m->edition, o, r, &err));
  if (!ran)
    {
      g_autofree char *why = without_root (err->message);
      hc_conn_error (c, m->id, "cannot-compare", "%s", why);
    }
  else
    hc_conn_send (c, o);
  /* two editions: the picture of how their plays resolved follows, its
   * title naming the file from the source tree's root, as `holocron
   * compare tests/scenarios/NAME --svg` run there names it */
  if (ran && !hc_scenario_is_lab (s))
    {
      g_autofree char *title = g_strdup_printf (
          "%s (tests/scenarios/%s)", r[0]->title ? r[0]->title : "scenario",
          m->scenario);
      const HcGame *games[2] = { r[0]->game, r[1]->game };
      const char *names[2] = { r[0]->edition, r[1]->edition };
      hc_diagram_send (c, m->id, m->scenario, m->edition, title, games, names);
    }
  for (gint k = 0; k < 2; k++)
    g_clear_pointer (&r[k], hc_scenario_result_free);
}

#else

void
hc_compare_handle (Conn *c, const HcClientMsg *m)
{
  hc_conn_error (c, m->id, "cannot-compare",
                 "this holocron was built without the scenario runner");
}

#endif
