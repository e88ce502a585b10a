/* holocron compare: one scenario under two editions of its ruleset.  Both
 * games start from the scenario's position and follow its script; the two
 * narrated logs are shown side by side up to where they part, then each
 * expectation and the end of each game under both editions. */
#include "cli.h"

#ifdef HC_HAVE_SCENARIO
#include "diagram.h"
#include "hc-lab.h"
#include "hc-scenario.h"
#include "play-view.h"

#include <string.h>
#include <unistd.h>

#define CMD "compare"
/* one column of the side-by-side log: half the terminal's width less the
 * gutter; 58 (a 120-column page) when the output is not a terminal and
 * COLUMNS is unset, so a file or pipe keeps whole lines */
static gint column = 58;

static void
set_column (void)
{
  if (!g_getenv ("COLUMNS") && !isatty (STDOUT_FILENO))
    return;
  column = MAX ((play_terminal_width () - 10) / 2, 20);
}

/* The log line without its "#SEQ " prefix: sequence numbers shift as soon
 * as one edition logs an extra entry, and the text is what is compared. */
static const char *
entry_text (const HcScenarioResult *r, guint i)
{
  if (i >= r->log->len)
    return "";
  const char *s = r->log->pdata[i];
  if (*s == '#')
    {
      const char *sp = strchr (s, ' ');
      if (sp)
        return sp + 1;
    }
  return s;
}

/* The first log line where the two differ, or -1 when they are the same. */
static gint
first_divergence (const HcScenarioResult *a, const HcScenarioResult *b)
{
  guint n = MAX (a->log->len, b->log->len);
  for (guint i = 0; i < n; i++)
    if (strcmp (entry_text (a, i), entry_text (b, i)) != 0)
      return (gint)i;
  return -1;
}

static void
print_cell (const char *text, gboolean pad)
{
  glong len = g_utf8_strlen (text, -1);
  if (len > column)
    {
      const char *cut = g_utf8_offset_to_pointer (text, column - 1);
      printf ("%.*s~", (int)(cut - text), text);
      len = column;
    }
  else
    fputs (text, stdout);
  if (pad)
    for (glong k = len; k < column; k++)
      putchar (' ');
}

static const char *
check_state (const HcScenarioResult *r, gint line, const char **actual)
{
  *actual = NULL;
  for (guint i = 0; i < r->checks->len; i++)
    {
      const char *c = r->checks->pdata[i];
      char *end;
      if (strtol (c, &end, 10) != line)
        continue;
      if (g_str_has_prefix (end, " ok "))
        return "holds";
      *actual = strstr (end, "(actual: ");
      return "fails";
    }
  return "not reached";
}

static void
print_text (const HcScenarioResult *r[2], gint diverge, gboolean full)
{
  printf ("holocron compare: %s\n", r[0]->path);
  if (r[0]->title)
    printf ("  %s\n", r[0]->title);
  printf ("  A = %s, B = %s\n\n", r[0]->edition, r[1]->edition);

  guint n = MAX (r[0]->log->len, r[1]->log->len);
  /* the common start is summed up unless --full asks for all of it */
  guint from = 0;
  if (!full && diverge > 3)
    {
      from = (guint)diverge - 3;
      printf ("  (the first %u log lines are the same in both)\n", from);
    }
  printf ("       %-*s | %s\n", column, "A", "B");
  for (guint i = from; i < n; i++)
    {
      gboolean same = strcmp (entry_text (r[0], i), entry_text (r[1], i)) == 0;
      printf ("%s %3u ", (gint)i == diverge ? ">>" : same ? "  " : " *", i + 1);
      print_cell (entry_text (r[0], i), TRUE);
      printf (" | ");
      print_cell (entry_text (r[1], i), FALSE);
      putchar ('\n');
    }
  if (diverge < 0)
    printf ("\nThe two logs are the same.\n");
  else
    printf ("\nThe logs part at line %d (marked >>; later differing lines "
            "are marked *).\n",
            diverge + 1);

  /* every expectation either run reached, in script order */
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (gint));
  for (gint k = 0; k < 2; k++)
    for (guint i = 0; i < r[k]->checks->len; i++)
      {
        gint line = (gint)strtol (r[k]->checks->pdata[i], NULL, 10);
        gboolean seen = FALSE;
        for (guint j = 0; j < lines->len; j++)
          seen |= g_array_index (lines, gint, j) == line;
        if (!seen)
          g_array_append_val (lines, line);
      }
  if (lines->len)
    {
      printf ("\n  %-6s %-12s %-12s expectation\n", "line", "A", "B");
      for (guint j = 0; j < lines->len; j++)
        {
          gint line = g_array_index (lines, gint, j);
          const char *actual[2];
          const char *state[2] = { check_state (r[0], line, &actual[0]),
                                   check_state (r[1], line, &actual[1]) };
          const char *text = NULL;
          for (gint k = 0; k < 2 && !text; k++)
            for (guint i = 0; i < r[k]->checks->len && !text; i++)
              {
                const char *c = r[k]->checks->pdata[i];
                char *end;
                if (strtol (c, &end, 10) == line)
                  text = strchr (end + 1, ' ') + 1;
              }
          g_autofree char *shown = g_strdup (text);
          char *cut = strstr (shown, " (actual: ");
          if (cut)
            *cut = '\0';
          printf ("  %-6d %-12s %-12s %s\n", line, state[0], state[1], shown);
          for (gint k = 0; k < 2; k++)
            if (actual[k])
              printf ("  %-6s %s %s\n", "", k ? "B" : "A", actual[k]);
        }
    }

  printf ("\n  %-4s %-20s %s\n", "", "edition", "end");
  for (gint k = 0; k < 2; k++)
    {
      printf ("  %-4s %-20s %s\n", k ? "B" : "A", r[k]->edition,
              r[k]->outcome ? r[k]->outcome : "(not played)");
      /* a run that stopped before its end says why */
      if (r[k]->error && !strstr (r[k]->error, ": expected "))
        printf ("  %-4s %-20s stopped: %s\n", "", "", r[k]->error);
    }
}

static void
add_strings (JsonBuilder *b, const char *name, const GPtrArray *a)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < a->len; i++)
    json_builder_add_string_value (b, a->pdata[i]);
  json_builder_end_array (b);
}

static void
print_json (const HcScenarioResult *r[2], gint diverge)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  cli_json_string (b, "scenario", r[0]->path);
  cli_json_string (b, "title", r[0]->title);
  json_builder_set_member_name (b, "first_divergence");
  if (diverge < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, diverge + 1);
  json_builder_set_member_name (b, "runs");
  json_builder_begin_array (b);
  for (gint k = 0; k < 2; k++)
    {
      json_builder_begin_object (b);
      cli_json_string (b, "edition", r[k]->edition);
      json_builder_set_member_name (b, "expectations_hold");
      json_builder_add_boolean_value (b, r[k]->ok);
      cli_json_string (b, "first_failure", r[k]->error);
      cli_json_string (b, "end", r[k]->outcome);
      add_strings (b, "checks", r[k]->checks);
      add_strings (b, "log", r[k]->log);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  cli_print_json (b);
}

/* --svg FILE and --dot FILE: the resolution diagram of both runs. */
static gboolean
write_diagrams (const HcScenarioResult *r[2], const char *svg, const char *dot)
{
  DiagramColumn *cols[2] = { NULL, NULL };
  gboolean ok = TRUE;
  for (gint k = 0; k < 2 && ok; k++)
    if (!r[k]->game)
      {
        cli_error (CMD,
                   "no diagram: the scenario could not be set up under "
                   "%s: %s",
                   r[k]->edition, r[k]->error ? r[k]->error : "?");
        ok = FALSE;
      }
    else
      cols[k] = diagram_column_new (r[k]->game, r[k]->edition);
  g_autofree char *title = g_strdup_printf (
      "%s (%s)", r[0]->title ? r[0]->title : "scenario", r[0]->path);
  const char *files[2] = { svg, dot };
  for (gint f = 0; f < 2 && ok; f++)
    {
      if (!files[f])
        continue;
      g_autoptr (GString) out = g_string_new (NULL);
      if (f == 0)
        diagram_svg (title, cols, 2, out);
      else
        diagram_dot (title, cols, 2, out);
      g_autoptr (GError) err = NULL;
      if (!g_file_set_contents (files[f], out->str, (gssize)out->len, &err))
        {
          cli_error (CMD, "cannot write the %s diagram: %s",
                     f == 0 ? "SVG" : "DOT", err->message);
          ok = FALSE;
        }
    }
  for (gint k = 0; k < 2; k++)
    diagram_column_free (cols[k]);
  return ok;
}

/* A timing lab (`ruleset: lab`, doc/timing-lab.md) needs no --editions:
 * it runs under both games' timing models; any other scenario does. */
static int
compare_lab (const char *path, gboolean json, gboolean other_flags)
{
  if (!cli_rulesets_ready (CMD))
    return CLI_FAILED;
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s = hc_scenario_load (path, &err);
  if (!s)
    {
      cli_error (CMD, "%s", err->message);
      return CLI_USAGE;
    }
  if (!hc_scenario_is_lab (s))
    {
      cli_error (CMD, "--editions A,B is required (two editions of the "
                      "scenario's ruleset); only a timing lab (ruleset: lab) "
                      "runs without it");
      return CLI_USAGE;
    }
  if (other_flags)
    {
      cli_error (CMD, "a timing lab takes only --json (no --full, --svg or "
                      "--dot)");
      return CLI_USAGE;
    }
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (HcScenarioResult) r = hc_lab_report (s, json, out);
  fputs (out->str, stdout);
  if (!out->len)
    {
      cli_error (CMD, "%s", r->error);
      return CLI_USAGE;
    }
  return r->ok ? CLI_OK : CLI_FAILED;
}

int
cmd_compare (int argc, char **argv)
{
  g_autofree char *editions = NULL, *svg = NULL, *dot = NULL;
  gboolean json = FALSE, full = FALSE;
  const GOptionEntry entries[] = {
    { "editions", 'e', 0, G_OPTION_ARG_STRING, &editions,
      "the two editions to compare, e.g. aotc-2002,final-2005", "A,B" },
    { "full", 0, 0, G_OPTION_ARG_NONE, &full,
      "show the common start of the logs too", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "print one JSON object", NULL },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &svg,
      "also draw how abilities triggered, waited, resolved or were "
      "cancelled in both runs, as an SVG picture",
      "FILE" },
    { "dot", 0, 0, G_OPTION_ARG_FILENAME, &dot,
      "the same diagram as Graphviz DOT text", "FILE" },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      CMD, "SCENARIO",
      "Runs one scenario (doc/scenario-format.md) under two editions of its\n"
      "ruleset and shows the two narrated logs side by side, where they part,\n"
      "which expectations hold under each, and how each game ends.  Exits 0\n"
      "when both runs behave alike, 1 when they differ.\n"
      "A timing lab (ruleset: lab, doc/timing-lab.md) needs no --editions:\n"
      "it shows how the wotc held pool and the lcg interrupts and reactions\n"
      "resolve its abilities, step by step with their rules; it exits 0 when\n"
      "its expectations hold, 1 when one fails.",
      entries);
  if (!cli_parse (ctx, CMD, &argc, &argv))
    return CLI_USAGE;
  if (!cli_check_args (CMD, argc, argv, 1, 1, "one scenario file"))
    return CLI_USAGE;
  if (!editions)
    return compare_lab (argv[1], json, full || svg || dot);
  g_auto (GStrv) pair = g_strsplit (editions, ",", -1);
  if (g_strv_length (pair) != 2 || !*pair[0] || !*pair[1])
    {
      cli_error (CMD,
                 "--editions takes two editions separated by a comma, "
                 "not \"%s\"",
                 editions);
      return CLI_USAGE;
    }
  if (!cli_rulesets_ready (CMD))
    return CLI_FAILED;
  g_autoptr (GError) err = NULL;
  g_autoptr (HcScenario) s = hc_scenario_load (argv[1], &err);
  if (!s)
    {
      cli_error (CMD, "%s", err->message);
      return CLI_USAGE;
    }
  if (hc_scenario_is_lab (s))
    {
      cli_error (CMD,
                 "%s is a timing lab: it runs under both timing models "
                 "and takes no --editions",
                 argv[1]);
      return CLI_USAGE;
    }
  g_autoptr (HcScenarioResult) a = hc_scenario_run_edition (s, pair[0]);
  g_autoptr (HcScenarioResult) b = hc_scenario_run_edition (s, pair[1]);
  /* an unknown ruleset or edition is a usage error, reported as the
   * runner words it */
  for (gint k = 0; k < 2; k++)
    {
      const HcScenarioResult *r = k ? b : a;
      if (!r->outcome && r->error
          && (strstr (r->error, "has no edition")
              || strstr (r->error, "unknown ruleset")))
        {
          cli_error (CMD, "%s", r->error);
          for (guint i = 0; i < r->details->len; i++)
            fprintf (stderr, "  %s\n", (const char *)r->details->pdata[i]);
          return CLI_USAGE;
        }
    }
  const HcScenarioResult *r[2] = { a, b };
  if ((svg || dot) && !write_diagrams (r, svg, dot))
    return CLI_USAGE;
  gint diverge = first_divergence (a, b);
  if (json)
    print_json (r, diverge);
  else
    {
      set_column ();
      print_text (r, diverge, full);
    }
  gboolean alike = diverge < 0 && a->ok == b->ok
                   && g_strcmp0 (a->outcome, b->outcome) == 0;
  return alike ? CLI_OK : CLI_FAILED;
}

#else

int
cmd_compare (int argc, char **argv)
{
  (void)argc;
  (void)argv;
  cli_error ("compare", "this holocron was built without the scenario "
                        "runner (src/scenario)");
  return CLI_USAGE;
}

#endif
