/* Finding scenario files and reporting their runs: TAP-like lines, or one
 * JSON object a line. */
#include "scenario-internal.h"

#include <json-glib/json-glib.h>
#include <string.h>

static gint
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

static void
collect_dir (const char *dir, GPtrArray *files)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  if (!d)
    return;
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (d)))
    if (name[0] != '.')
      g_ptr_array_add (found, g_build_filename (dir, name, NULL));
  g_ptr_array_sort (found, compare_paths);
  for (guint i = 0; i < found->len; i++)
    {
      const char *p = found->pdata[i];
      if (g_file_test (p, G_FILE_TEST_IS_DIR))
        collect_dir (p, files);
      else if (g_str_has_suffix (p, ".scn"))
        g_ptr_array_add (files, g_strdup (p));
    }
}

gboolean
hc_scn_collect (char **paths, gint n, GPtrArray *files, GString *err)
{
  for (gint i = 0; i < n; i++)
    {
      if (g_file_test (paths[i], G_FILE_TEST_IS_DIR))
        collect_dir (paths[i], files);
      else if (g_file_test (paths[i], G_FILE_TEST_IS_REGULAR))
        g_ptr_array_add (files, g_strdup (paths[i]));
      else
        {
          g_string_append_printf (err, "%s: no such file or folder\n",
                                  paths[i]);
          return FALSE;
        }
    }
  return TRUE;
}

static void
text_report (const HcScenarioResult *res, guint n, gboolean verbose,
             HcScenarioExplainFn explain, GString *out)
{
  g_string_append_printf (out, "%s %u - %s", res->ok ? "ok" : "not ok", n,
                          res->path);
  if (res->title)
    g_string_append_printf (out, ": %s", res->title);
  if (res->negative && res->ok)
    g_string_append (out, " (fails as it should)");
  if (res->ok && res->pending)
    g_string_append_printf (out, " # SKIP pending: %s", res->pending);
  if (res->ok && res->skipped)
    g_string_append_printf (out, " # SKIP %s", res->skipped);
  g_string_append_c (out, '\n');
  if (!res->ok)
    g_string_append_printf (out, "    %s\n", res->error);
  if (!res->ok || verbose)
    for (guint i = 0; i < res->details->len; i++)
      g_string_append_printf (out, "    %s\n",
                              (const char *)res->details->pdata[i]);
  guint from = 0;
  if (verbose)
    {
      if (res->log->len)
        g_string_append (out, "    log:\n");
    }
  else if (!res->ok && res->log->len)
    {
      from = res->log->len > HC_SCN_LOG_TAIL ? res->log->len - HC_SCN_LOG_TAIL
                                             : 0;
      g_string_append_printf (out, "    last %u log lines:\n",
                              res->log->len - from);
    }
  else
    return;
  for (guint i = from; i < res->log->len; i++)
    {
      g_string_append_printf (out, "      %s\n",
                              (const char *)res->log->pdata[i]);
      if (explain && res->game)
        explain (res->game, i, "          ", out);
    }
}

/* One string per log entry: its explanation lines. */
static void
json_explain (JsonBuilder *b, const HcScenarioResult *res,
              HcScenarioExplainFn explain)
{
  json_builder_set_member_name (b, "explain");
  json_builder_begin_array (b);
  g_autoptr (GString) s = g_string_new (NULL);
  for (guint i = 0; res->game && i < res->log->len; i++)
    {
      g_string_truncate (s, 0);
      explain (res->game, i, "", s);
      json_builder_add_string_value (b, s->str);
    }
  json_builder_end_array (b);
}

static void
json_strings (JsonBuilder *b, const char *member, GPtrArray *a, guint from)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = from; i < a->len; i++)
    json_builder_add_string_value (b, a->pdata[i]);
  json_builder_end_array (b);
}

static void
json_line (JsonBuilder *b, GString *out)
{
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, root);
  g_autofree char *s = json_generator_to_data (gen, NULL);
  g_string_append_printf (out, "%s\n", s);
}

static void
json_report (const HcScenarioResult *res, guint n, gboolean verbose,
             HcScenarioExplainFn explain, GString *out)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "number");
  json_builder_add_int_value (b, n);
  json_builder_set_member_name (b, "path");
  json_builder_add_string_value (b, res->path);
  json_builder_set_member_name (b, "title");
  if (res->title)
    json_builder_add_string_value (b, res->title);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "ok");
  json_builder_add_boolean_value (b, res->ok);
  json_builder_set_member_name (b, "expects_error");
  json_builder_add_boolean_value (b, res->negative);
  json_builder_set_member_name (b, "pending");
  if (res->ok && res->pending)
    json_builder_add_string_value (b, res->pending);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "skipped");
  if (res->ok && res->skipped)
    json_builder_add_string_value (b, res->skipped);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "error");
  if (res->error)
    json_builder_add_string_value (b, res->error);
  else
    json_builder_add_null_value (b);
  json_strings (b, "details", res->details, 0);
  guint from
      = res->log->len > HC_SCN_LOG_TAIL ? res->log->len - HC_SCN_LOG_TAIL : 0;
  json_strings (b, verbose ? "log" : "log_tail", res->log, verbose ? 0 : from);
  if (explain)
    json_explain (b, res, explain);
  json_builder_end_object (b);
  json_line (b, out);
}

gint
hc_scn_run_files (GPtrArray *files, const HcScnRunOptions *opt, HcScnEmit emit,
                  gpointer data)
{
  guint passed = 0, failed = 0, skipped = 0;
  g_autoptr (GString) out = g_string_new (NULL);
  if (!opt->json)
    {
      g_string_printf (out, "1..%u\n", files->len);
      emit (out->str, data);
    }
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr (HcScenarioResult) res = hc_scenario_run_file (files->pdata[i]);
      g_string_truncate (out, 0);
      if (opt->json)
        json_report (res, i + 1, opt->verbose, opt->explain, out);
      else
        text_report (res, i + 1, opt->verbose, opt->explain, out);
      emit (out->str, data);
      if (!res->ok)
        failed++;
      else if (res->pending || res->skipped)
        skipped++;
      else
        passed++;
    }
  g_string_printf (out, "%u passed, %u failed, %u skipped", passed, failed,
                   skipped);
  if (opt->json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "passed");
      json_builder_add_int_value (b, passed);
      json_builder_set_member_name (b, "failed");
      json_builder_add_int_value (b, failed);
      json_builder_set_member_name (b, "skipped");
      json_builder_add_int_value (b, skipped);
      json_builder_set_member_name (b, "summary");
      json_builder_add_string_value (b, out->str);
      json_builder_end_object (b);
      g_string_truncate (out, 0);
      json_line (b, out);
    }
  else
    g_string_append_c (out, '\n');
  emit (out->str, data);
  return failed ? 1 : 0;
}
