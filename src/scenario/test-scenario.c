/* Unit checks of the scenario runner: the lexer, in-memory runs on the
 * format's test game, and the report and exit status of the command. */
#include "scenario-internal.h"
#include "scn-toy.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

static void
test_tokens (void)
{
  g_autoptr (GError) err = NULL;
  g_autoptr (GPtrArray) t = hc_scn_tokenize (
      "x", 3, "dark  choose \"say \\\"hi\\\" \\\\ there\" # comment", &err);
  g_assert_no_error (err);
  g_assert_cmpuint (t->len, ==, 3);
  HcScnToken *a = t->pdata[0], *c = t->pdata[2];
  g_assert_cmpstr (a->text, ==, "dark");
  g_assert_false (a->quoted);
  g_assert_cmpint (a->col, ==, 1);
  g_assert_cmpstr (c->text, ==, "say \"hi\" \\ there");
  g_assert_true (c->quoted);
  g_assert_cmpint (c->col, ==, 14);
}

static void
test_token_errors (void)
{
  const char *bad[][2] = {
    { "dark choose \"open", "x:7: column 13: the quoted text has no closing" },
    { "dark choose \"a\"b", "x:7: column 16: expected a space after" },
    { "dark choose a\"b\"", "x:7: column 14: a quote must start a new word" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) err = NULL;
      GPtrArray *t = hc_scn_tokenize ("x", 7, bad[i][0], &err);
      g_assert_null (t);
      g_assert_nonnull (err);
      if (!g_str_has_prefix (err->message, bad[i][1]))
        g_error ("%s: got \"%s\"", bad[i][0], err->message);
    }
}

static const char *good_text = "format: 1\n"
                               "title: a hit on the table\n"
                               "source: scn-toy.c rule 2\n"
                               "ruleset: scn-toy\n"
                               "edition: latest\n"
                               "setup:\n"
                               "  phase main\n"
                               "  dark table \"Walker\"\n"
                               "  light table \"Trooper\"\n"
                               "script:\n"
                               "  dice 5\n"
                               "  dark choose \"Walker attacks Trooper\"\n"
                               "expect:\n"
                               "  light discard has \"Trooper\"\n"
                               "  winner dark\n";

static void
test_run_in_memory (void)
{
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s = hc_scenario_parse ("mem.scn", good_text, -1, &err);
  g_assert_no_error (err);
  g_assert_cmpstr (hc_scenario_title (s), ==, "a hit on the table");
  g_autoptr (HcScenarioResult) res = hc_scenario_run (s);
  if (!res->ok)
    g_error ("%s", res->error);
  g_assert_cmpuint (res->log->len, >, 2);
}

static void
test_failure_report (void)
{
  g_autofree char *text = g_strdup (good_text);
  /* the die misses: the expectation on line 14 fails */
  char *five = strstr (text, "dice 5");
  five[5] = '2';
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s = hc_scenario_parse ("mem.scn", text, -1, &err);
  g_assert_no_error (err);
  g_autoptr (HcScenarioResult) res = hc_scenario_run (s);
  g_assert_false (res->ok);
  g_assert_cmpstr (res->error, ==,
                   "mem.scn:14: expected light discard has \"Trooper\"");
  g_assert_cmpuint (res->details->len, ==, 1);
  g_assert_cmpstr (res->details->pdata[0], ==,
                   "actual: Light Side discard is empty");
}

static void
test_line_endings (void)
{
  /* a byte-order mark and CRLF line ends read like plain UTF-8 lines */
  g_autoptr (GString) text = g_string_new ("\xef\xbb\xbf");
  for (const char *p = good_text; *p; p++)
    {
      if (*p == '\n')
        g_string_append_c (text, '\r');
      g_string_append_c (text, *p);
    }
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s
      = hc_scenario_parse ("crlf.scn", text->str, -1, &err);
  g_assert_no_error (err);
  g_autoptr (HcScenarioResult) res = hc_scenario_run (s);
  if (!res->ok)
    g_error ("%s", res->error);
}

static void
test_marker (void)
{
  char *msg = NULL;
  g_assert_cmpint (hc_scn_expect_error_of ("title: x\n", &msg), ==, 0);
  g_assert_cmpint (
      hc_scn_expect_error_of ("# expect-error: 12: no such\nx", &msg), ==, 12);
  g_assert_cmpstr (msg, ==, "no such");
  g_clear_pointer (&msg, g_free);
  g_assert_cmpint (hc_scn_expect_error_of ("# expect-error: x: y\n", &msg), ==,
                   -1);
  g_assert_cmpint (hc_scn_expect_error_of ("# expect-error: 3:\n", &msg), ==,
                   -1);
  g_assert_null (msg);

  /* a malformed marker is an error of the file itself */
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s
      = hc_scenario_parse ("m.scn", "# expect-error: three: x\n", -1, &err);
  g_assert_null (s);
  g_assert_nonnull (strstr (err->message, "m.scn:1: expected \"# "
                                          "expect-error: LINE: TEXT\""));
}

/* good_text with a header line added after the title */
static char *
with_header (const char *line)
{
  const char *after = strstr (good_text, "source:");
  return g_strdup_printf ("%.*s%s\n%s", (int)(after - good_text), good_text,
                          line, after);
}

static void
test_pending (void)
{
  /* read, set up and compiled, but not played: the failing expectation on
   * the last line is never checked */
  g_autofree char *text = with_header ("status: pending toy rule 9 missing");
  strstr (text, "dice 5")[5] = '2'; /* the die misses */
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s = hc_scenario_parse ("p.scn", text, -1, &err);
  g_assert_no_error (err);
  g_autoptr (HcScenarioResult) res = hc_scenario_run (s);
  g_assert_true (res->ok);
  g_assert_cmpstr (res->pending, ==, "toy rule 9 missing");
  g_assert_cmpuint (res->log->len, ==, 0);

  /* still an error when a line cannot be read against the ruleset */
  g_autofree char *bad = g_strdup (text);
  strstr (bad, "dark choose")[0] = 'm'; /* "mark choose" */
  g_autoptr (HcScenario) s2 = hc_scenario_parse ("p.scn", bad, -1, &err);
  g_assert_no_error (err);
  g_autoptr (HcScenarioResult) res2 = hc_scenario_run (s2);
  g_assert_false (res2->ok);
  g_assert_true (g_str_has_prefix (res2->error, "p.scn:13: "));

  const char *wrong[][2] = {
    { "status: pending", "p.scn:3: \"status: pending\" needs a reason" },
    { "status: pending   ", "p.scn:3: \"status: pending\" needs a reason" },
    { "status: pendingX y", "p.scn:3: unknown status \"pendingX y\"" },
    { "status: skip", "p.scn:3: unknown status \"skip\"" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++)
    {
      g_autofree char *t = with_header (wrong[i][0]);
      g_autoptr (GError) e = NULL;
      g_autoptr (HcScenario) no = hc_scenario_parse ("p.scn", t, -1, &e);
      g_assert_null (no);
      if (!g_str_has_prefix (e->message, wrong[i][1]))
        g_error ("%s: got \"%s\"", wrong[i][0], e->message);
    }
}

static void
collect_output (const char *text, gpointer data)
{
  g_string_append ((GString *)data, text);
}

static char *
write_file (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
test_report (void)
{
  g_autoptr (GError) err = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hc-scenario-XXXXXX", &err);
  g_assert_no_error (err);
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_autofree char *bad_text = g_strdup (good_text);
  strstr (bad_text, "winner dark")[7] = 'l'; /* "winner lark" */
  g_autofree char *a = write_file (sub, "b.scn", good_text);
  g_autofree char *b = write_file (dir, "a.scn", bad_text);
  g_autofree char *c = write_file (dir, "notes.txt", "not a scenario");

  char *paths[] = { dir };
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) problem = g_string_new (NULL);
  g_assert_true (hc_scn_collect (paths, 1, files, problem));
  g_assert_cmpuint (files->len, ==, 2);
  g_assert_cmpstr (files->pdata[0], ==, b);
  g_assert_cmpstr (files->pdata[1], ==, a);

  g_autoptr (GString) out = g_string_new (NULL);
  HcScnRunOptions opt = { 0 };
  g_assert_cmpint (hc_scn_run_files (files, &opt, collect_output, out), ==, 1);
  g_autofree char *first = g_strdup_printf (
      "1..2\nnot ok 1 - %s: a hit on the table\n    %s:15: unknown player "
      "\"lark\"",
      b, b);
  g_assert_true (g_str_has_prefix (out->str, first));
  g_autofree char *second
      = g_strdup_printf ("\nok 2 - %s: a hit on the table\n", a);
  g_assert_nonnull (strstr (out->str, second));
  g_assert_true (
      g_str_has_suffix (out->str, "\n1 passed, 1 failed, 0 skipped\n"));

  /* --json: every line is one JSON object */
  g_string_truncate (out, 0);
  opt.json = TRUE;
  g_ptr_array_remove_index (files, 0);
  g_assert_cmpint (hc_scn_run_files (files, &opt, collect_output, out), ==, 0);
  g_auto (GStrv) lines = g_strsplit (out->str, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  for (gint i = 0; i < 2; i++)
    {
      g_autoptr (JsonParser) p = json_parser_new ();
      g_assert_true (json_parser_load_from_data (p, lines[i], -1, NULL));
    }
  g_assert_nonnull (
      strstr (lines[1], "\"summary\":\"1 passed, 0 failed, 0 skipped\""));

  char *missing[] = { c, "no-such-folder" };
  g_assert_false (hc_scn_collect (missing, 2, files, problem));
  g_assert_cmpstr (problem->str, ==,
                   "no-such-folder: no such file or folder\n");
  g_unlink (a);
  g_unlink (b);
  g_unlink (c);
  g_rmdir (sub);
  g_rmdir (dir);
}

static void
test_report_pending (void)
{
  g_autoptr (GError) err = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hc-scenario-XXXXXX", &err);
  g_assert_no_error (err);
  g_autofree char *text = with_header ("status: pending toy rule 9");
  g_autofree char *a = write_file (dir, "a.scn", text);
  g_autofree char *b = write_file (dir, "b.scn", good_text);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (files, g_strdup (a));
  g_ptr_array_add (files, g_strdup (b));

  g_autoptr (GString) out = g_string_new (NULL);
  HcScnRunOptions opt = { 0 };
  g_assert_cmpint (hc_scn_run_files (files, &opt, collect_output, out), ==, 0);
  g_autofree char *want = g_strdup_printf (
      "1..2\nok 1 - %s: a hit on the table # SKIP pending: toy rule 9\n"
      "ok 2 - %s: a hit on the table\n1 passed, 0 failed, 1 skipped\n",
      a, b);
  g_assert_cmpstr (out->str, ==, want);

  g_string_truncate (out, 0);
  opt.json = TRUE;
  g_assert_cmpint (hc_scn_run_files (files, &opt, collect_output, out), ==, 0);
  g_auto (GStrv) lines = g_strsplit (out->str, "\n", -1);
  g_assert_nonnull (strstr (lines[0], "\"pending\":\"toy rule 9\""));
  g_assert_nonnull (strstr (lines[1], "\"pending\":null"));
  g_assert_nonnull (strstr (lines[2], "\"skipped\":1"));
  g_unlink (a);
  g_unlink (b);
  g_rmdir (dir);
}

static void
test_usage (void)
{
  char *none[] = { "scenario", NULL };
  char *unknown[] = { "scenario", "walk", NULL };
  char *no_path[] = { "scenario", "run", NULL };
  char *bad_opt[] = { "scenario", "run", "--fast", "x", NULL };
  char *missing[] = { "scenario", "run", "no-such.scn", NULL };
  g_assert_cmpint (hc_scenario_main (1, none), ==, 2);
  g_assert_cmpint (hc_scenario_main (2, unknown), ==, 2);
  g_assert_cmpint (hc_scenario_main (2, no_path), ==, 2);
  g_assert_cmpint (hc_scenario_main (4, bad_opt), ==, 2);
  g_assert_cmpint (hc_scenario_main (3, missing), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  hc_ruleset_register (hc_scn_toy_ruleset ());
  g_test_add_func ("/scenario/tokens", test_tokens);
  g_test_add_func ("/scenario/token-errors", test_token_errors);
  g_test_add_func ("/scenario/run-in-memory", test_run_in_memory);
  g_test_add_func ("/scenario/failure-report", test_failure_report);
  g_test_add_func ("/scenario/line-endings", test_line_endings);
  g_test_add_func ("/scenario/marker", test_marker);
  g_test_add_func ("/scenario/pending", test_pending);
  g_test_add_func ("/scenario/report", test_report);
  g_test_add_func ("/scenario/report-pending", test_report_pending);
  g_test_add_func ("/scenario/usage", test_usage);
  return g_test_run ();
}
