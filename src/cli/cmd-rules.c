/* holocron rules: the rule switches of each ruleset, what they mean, how
 * every dated edition sets them and where that comes from, and the
 * timeline of editions with the changes each made (optionally shown by a
 * scenario played under the editions before and after the change). */
#include "hc-rule-summary.h"
#include "rules-demo.h"

#include <string.h>

#define CMD "rules"

/* options every action takes */
static char *opt_ruleset;
static gboolean opt_json;

static const char *const actions[][2] = {
  { "list", "every rule switch, what it means, its value in each edition" },
  { "show", "one switch: its meaning and how each edition sets it, with "
            "sources; or one rule id of the log: what it says and where it "
            "comes from" },
  { "history", "the dated editions and the switches each one changed" },
};

static void
usage (FILE *out)
{
  fputs ("Usage: holocron rules ACTION [OPTION...]\n\nActions:\n", out);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    fprintf (out, "  %-8s %s\n", actions[i][0], actions[i][1]);
  fputs ("\nOptions: --ruleset ID (default: every ruleset), --json; history "
         "also --demo.\n'holocron rules ACTION --help' shows an action's "
         "options.\n",
         out);
}

/* text wrapped to 78 columns, each line starting with indent spaces */
static void
print_wrapped (const char *text, gint indent)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  gint col = 0;
  for (gint i = 0; words[i]; i++)
    {
      gint len = (gint)g_utf8_strlen (words[i], -1);
      if (col > indent && col + 1 + len > 78)
        {
          putchar ('\n');
          col = 0;
        }
      if (col == 0)
        col = printf ("%*s%s", indent, "", words[i]);
      else
        col += printf (" %s", words[i]);
    }
  putchar ('\n');
}

/* The rulesets an action covers: the one --ruleset names, else all. */
static GPtrArray *
chosen_rulesets (void)
{
  if (opt_ruleset)
    {
      const HcRuleset *r = cli_ruleset (CMD, opt_ruleset);
      if (!r)
        return NULL;
      GPtrArray *one = g_ptr_array_new ();
      g_ptr_array_add (one, (gpointer)r);
      return one;
    }
  if (!cli_rulesets_ready (CMD))
    return NULL;
  return g_ptr_array_ref (hc_ruleset_all ());
}

static const HcEdition *
parent_of (const HcRuleset *r, const HcEdition *e)
{
  if (!e->parent || !*e->parent)
    return NULL;
  return hc_ruleset_edition (r, hc_ruleset_edition_index (r, e->parent));
}

static guint
n_editions (const HcRuleset *r)
{
  return r->editions ? r->editions->len : 0;
}

/* Whether edition e sets switch k itself rather than inheriting it. */
static gboolean
sets_itself (const HcRuleset *r, const HcEdition *e, gint k)
{
  const HcEdition *p = parent_of (r, e);
  return !p || p->sw[k] != e->sw[k]
         || g_strcmp0 (p->sw_source[k], e->sw_source[k]) != 0;
}

/* ---- list ---- */

/* a switch's name (as member `key`) and meaning */
static void
switch_json (JsonBuilder *b, const HcRuleset *r, gint k, const char *key)
{
  cli_json_string (b, key, r->switches[k].name);
  cli_json_string (b, "meaning", r->switches[k].doc);
}

static void
list_one (const HcRuleset *r)
{
  guint n = n_editions (r);
  if (opt_json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cli_json_string (b, "ruleset", r->id);
      json_builder_set_member_name (b, "editions");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        json_builder_add_string_value (b, hc_ruleset_edition (r, i)->id);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "switches");
      json_builder_begin_array (b);
      for (gint k = 0; k < r->n_switches; k++)
        {
          json_builder_begin_object (b);
          switch_json (b, r, k, "name");
          json_builder_set_member_name (b, "values");
          json_builder_begin_object (b);
          for (guint i = 0; i < n; i++)
            {
              const HcEdition *e = hc_ruleset_edition (r, i);
              cli_json_int (b, e->id, e->sw[k]);
            }
          json_builder_end_object (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      cli_print_json (b);
      return;
    }
  printf ("%s: %d rule switches, %u editions\n", r->id, r->n_switches, n);
  for (gint k = 0; k < r->n_switches; k++)
    {
      printf ("\n%s\n", r->switches[k].name);
      print_wrapped (r->switches[k].doc, 4);
      g_autoptr (GString) vals = g_string_new ("values:");
      for (guint i = 0; i < n; i++)
        {
          const HcEdition *e = hc_ruleset_edition (r, i);
          g_string_append_printf (vals, " %s %d%s", e->id, e->sw[k],
                                  i + 1 < n ? "," : "");
        }
      printf ("    %s\n", vals->str);
    }
}

/* ---- show ---- */

static void demo_json (JsonBuilder *b, const RulesDemo *d, const char *before,
                       const char *after);
static void demo_text (const RulesDemo *d, const char *before,
                       const char *after);

/* Every scenario that shows switch k: one per edition that changes it
 * (its `demo` key), and the first edition's contrast with a reading no
 * edition takes.  Text, or the "demos" member of the object being built. */
static void
show_demos (const HcRuleset *r, gint k, JsonBuilder *b)
{
  guint n = n_editions (r);
  const char *name = r->switches[k].name;
  if (b)
    {
      json_builder_set_member_name (b, "demos");
      json_builder_begin_array (b);
    }
  else
    printf ("\n  demonstrations:\n");
  gint shown = 0;
  for (guint i = 0; i <= n; i++)
    {
      g_autofree char *scn = NULL, *before = NULL, *after = NULL;
      const char *kind;
      if (i < n)
        {
          const HcEdition *e = hc_ruleset_edition (r, i);
          const HcEdition *p = parent_of (r, e);
          if (!p || p->sw[k] == e->sw[k]
              || !(scn = rules_demo_of (r, e->id, name)))
            continue;
          kind = "change";
          before = g_strdup (p->id);
          after = g_strdup (e->id);
        }
      else
        {
          if (n == 0)
            break;
          const char *first = hc_ruleset_edition (r, 0)->id;
          g_autofree char *v = rules_edition_key (r, first, name, "contrast");
          scn = rules_edition_key (r, first, name, "contrast-demo");
          if (!v || !scn)
            continue;
          kind = "contrast";
          before = g_strdup (hc_ruleset_edition (r, n - 1)->id);
          after = g_strdup_printf ("%s+%s=%s", before, name, g_strstrip (v));
        }
      shown++;
      g_autoptr (RulesDemo) d = rules_demo_run (scn, before, after);
      if (b)
        {
          json_builder_begin_object (b);
          cli_json_string (b, "kind", kind);
          cli_json_string (b, "before", before);
          cli_json_string (b, "after", after);
          demo_json (b, d, before, after);
          json_builder_end_object (b);
          continue;
        }
      printf ("    %s -> %s%s\n", before, after,
              i < n ? "" : " (a reading no edition takes)");
      demo_text (d, before, after);
    }
  if (b)
    json_builder_end_array (b);
  else if (!shown)
    printf ("    no scenario is named for this switch\n");
}

static void
show_one (const HcRuleset *r, gint k, gboolean demo)
{
  guint n = n_editions (r);
  if (opt_json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cli_json_string (b, "ruleset", r->id);
      switch_json (b, r, k, "switch");
      json_builder_set_member_name (b, "editions");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        {
          const HcEdition *e = hc_ruleset_edition (r, i);
          json_builder_begin_object (b);
          cli_json_string (b, "edition", e->id);
          cli_json_string (b, "date", e->date);
          cli_json_int (b, "value", e->sw[k]);
          json_builder_set_member_name (b, "set_here");
          json_builder_add_boolean_value (b, sets_itself (r, e, k));
          cli_json_string (b, "source", e->sw_source[k]);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      if (demo)
        show_demos (r, k, b);
      json_builder_end_object (b);
      cli_print_json (b);
      return;
    }
  printf ("%s %s\n", r->id, r->switches[k].name);
  print_wrapped (r->switches[k].doc, 4);
  for (guint i = 0; i < n; i++)
    {
      const HcEdition *e = hc_ruleset_edition (r, i);
      printf ("\n  %s  %-20s value %d", e->date, e->id, e->sw[k]);
      if (!sets_itself (r, e, k))
        {
          printf ("  (inherited from %s)\n", e->parent);
          continue;
        }
      printf ("\n");
      g_autofree char *src = g_strdup_printf ("source: %s", e->sw_source[k]);
      print_wrapped (src, 6);
    }
  if (demo)
    show_demos (r, k, NULL);
}

/* The index of rule id in r's rule table, or -1. */
static gint
rule_index (const HcRuleset *r, const char *id)
{
  for (gint i = 0; i < r->n_rules; i++)
    if (r->rules[i].id && strcmp (r->rules[i].id, id) == 0)
      return i;
  return -1;
}

/* A rule the log cites, as `?` in a game explains it. */
static void
show_rule (const HcRuleset *r, gint i)
{
  const HcRuleRef *ref = &r->rules[i];
  const char *summary = hc_rule_summary (r->id, ref->id);
  if (opt_json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      cli_json_string (b, "ruleset", r->id);
      cli_json_string (b, "rule", ref->id);
      cli_json_string (b, "summary", summary);
      cli_json_string (b, "source", ref->source);
      json_builder_end_object (b);
      cli_print_json (b);
      return;
    }
  printf ("%s rule %s\n", r->id, ref->id);
  print_wrapped (summary ? summary : "(no summary yet)", 4);
  g_autofree char *src = g_strdup_printf ("source: %s", ref->source);
  print_wrapped (src, 4);
}

/* ---- history ---- */

/* The two runs part, or end otherwise, or hold different expectations. */
static gboolean
demo_differs (const RulesDemo *d)
{
  return !d->error
         && (d->diverge >= 0 || d->ok[0] != d->ok[1]
             || g_strcmp0 (d->end[0], d->end[1]) != 0);
}

static void
demo_json (JsonBuilder *b, const RulesDemo *d, const char *before,
           const char *after)
{
  json_builder_set_member_name (b, "demo");
  json_builder_begin_object (b);
  cli_json_string (b, "scenario", d->scenario);
  cli_json_string (b, "error", d->error);
  json_builder_set_member_name (b, "parts");
  json_builder_add_boolean_value (b, !d->error && d->diverge >= 0);
  json_builder_set_member_name (b, "differs");
  json_builder_add_boolean_value (b, demo_differs (d));
  json_builder_set_member_name (b, "first_divergence");
  if (d->diverge < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, d->diverge + 1);
  json_builder_set_member_name (b, "runs");
  json_builder_begin_array (b);
  for (gint k = 0; k < 2 && !d->error; k++)
    {
      json_builder_begin_object (b);
      cli_json_string (b, "edition", k ? after : before);
      cli_json_string (b, "line", d->line[k]);
      cli_json_string (b, "end", d->end[k]);
      json_builder_set_member_name (b, "expectations_hold");
      json_builder_add_boolean_value (b, d->ok[k]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
demo_text (const RulesDemo *d, const char *before, const char *after)
{
  printf ("      demo: %s\n", d->scenario);
  if (d->error)
    {
      printf ("        could not run it: %s\n", d->error);
      return;
    }
  if (d->diverge < 0)
    printf ("        the two runs do not part: the logs are the same\n");
  else
    printf ("        the runs part at log line %d:\n", d->diverge + 1);
  for (gint k = 0; k < 2; k++)
    {
      const char *ed = k ? after : before;
      if (d->diverge >= 0)
        printf ("        %-18s %s\n", ed,
                *d->line[k] ? d->line[k] : "(the log has ended)");
      printf ("        %-18s end: %s; expectations %s\n", "", d->end[k],
              d->ok[k] ? "all hold" : "do not all hold");
    }
}

static void
history_one (const HcRuleset *r, gboolean demo)
{
  guint n = n_editions (r);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  if (opt_json)
    {
      json_builder_begin_object (b);
      cli_json_string (b, "ruleset", r->id);
      json_builder_set_member_name (b, "editions");
      json_builder_begin_array (b);
    }
  else
    printf ("%s: %u editions\n", r->id, n);
  for (guint i = 0; i < n; i++)
    {
      const HcEdition *e = hc_ruleset_edition (r, i);
      const HcEdition *p = parent_of (r, e);
      if (opt_json)
        {
          json_builder_begin_object (b);
          cli_json_string (b, "date", e->date);
          cli_json_string (b, "id", e->id);
          cli_json_string (b, "title", e->title);
          cli_json_string (b, "sources", e->sources);
          cli_json_string (b, "inherits", p ? p->id : NULL);
          json_builder_set_member_name (b, "changes");
          json_builder_begin_array (b);
        }
      else
        {
          printf ("\n%s  %s  %s\n", e->date, e->id, e->title);
          g_autofree char *src = g_strdup_printf ("sources: %s", e->sources);
          print_wrapped (src, 4);
          if (p)
            printf ("    inherits from %s\n", p->id);
          else
            printf ("    the first edition: it sets every switch\n");
        }
      gint changes = 0;
      for (gint k = 0; p && k < r->n_switches; k++)
        {
          if (p->sw[k] == e->sw[k])
            continue;
          changes++;
          const char *name = r->switches[k].name;
          g_autofree char *scn = demo ? rules_demo_of (r, e->id, name) : NULL;
          g_autoptr (RulesDemo) d
              = scn ? rules_demo_run (scn, p->id, e->id) : NULL;
          if (opt_json)
            {
              json_builder_begin_object (b);
              cli_json_string (b, "switch", name);
              cli_json_int (b, "from", p->sw[k]);
              cli_json_int (b, "to", e->sw[k]);
              cli_json_string (b, "source", e->sw_source[k]);
              if (d)
                demo_json (b, d, p->id, e->id);
              json_builder_end_object (b);
              continue;
            }
          printf ("    %s: %d -> %d\n", name, p->sw[k], e->sw[k]);
          g_autofree char *src
              = g_strdup_printf ("source: %s", e->sw_source[k]);
          print_wrapped (src, 6);
          if (d)
            demo_text (d, p->id, e->id);
          else if (demo)
            printf ("      demo: no scenario is named for this change\n");
        }
      if (opt_json)
        {
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      else if (p && !changes)
        printf ("    no switch changes\n");
    }
  if (opt_json)
    {
      json_builder_end_array (b);
      json_builder_end_object (b);
      cli_print_json (b);
    }
}

/* ---- the actions ---- */

static int
run_action (const char *action, int argc, char **argv)
{
  gboolean demo = FALSE;
  gboolean is_show = strcmp (action, "show") == 0;
  gboolean is_history = strcmp (action, "history") == 0;
  GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &opt_ruleset,
      "only this ruleset (default: every ruleset)", "ID" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json,
      "print one JSON object a line per ruleset", NULL },
    { "demo", 'd', 0, G_OPTION_ARG_NONE, &demo,
      "run the scenario each change names under the editions before and "
      "after it",
      NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  if (!is_history && !is_show)
    entries[2] = entries[3];
  g_autofree char *cmd = g_strdup_printf (CMD " %s", action);
  const char *summary = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (strcmp (actions[i][0], action) == 0)
      summary = actions[i][1];
  g_autoptr (GOptionContext) ctx
      = cli_options (cmd, is_show ? "SWITCH|RULE" : "", summary, entries);
  if (!cli_parse (ctx, cmd, &argc, &argv))
    return CLI_USAGE;
  if (!cli_check_args (cmd, argc, argv, is_show, is_show,
                       "a switch name or rule id"))
    return CLI_USAGE;
  g_autoptr (GPtrArray) rs = chosen_rulesets ();
  if (!rs)
    return CLI_USAGE;
  gint found = 0;
  for (guint i = 0; i < rs->len; i++)
    {
      const HcRuleset *r = rs->pdata[i];
      if (!is_show && i && !opt_json)
        putchar ('\n');
      if (is_history)
        history_one (r, demo);
      else if (!is_show)
        list_one (r);
      else
        {
          gint k = hc_ruleset_switch_index (r, argv[1]);
          if (k >= 0)
            {
              if (found++ && !opt_json)
                putchar ('\n');
              show_one (r, k, demo);
            }
          gint rule = rule_index (r, argv[1]);
          if (rule >= 0)
            {
              if (found++ && !opt_json)
                putchar ('\n');
              show_rule (r, rule);
            }
        }
    }
  if (is_show && !found)
    {
      g_autoptr (GString) known = g_string_new (NULL);
      for (guint i = 0; i < rs->len; i++)
        {
          const HcRuleset *r = rs->pdata[i];
          for (gint k = 0; k < r->n_switches; k++)
            if (!strstr (known->str, r->switches[k].name))
              g_string_append_printf (known, "%s%s", known->len ? ", " : "",
                                      r->switches[k].name);
        }
      cli_error (cmd,
                 "unknown switch or rule id \"%s\" (switches: %s; rule ids: "
                 "the last word of a log line's [RULESET/EDITION RULE])",
                 argv[1], known->str);
      return CLI_USAGE;
    }
  return CLI_OK;
}

int
cmd_rules (int argc, char **argv)
{
  static const char *const help[] = { "--help", "-h", "-?", "help", NULL };
  const char *sub = argc > 1 ? argv[1] : NULL;
  if (sub && g_strv_contains (help, sub))
    {
      usage (stdout);
      return CLI_OK;
    }
  for (guint i = 0; sub && i < G_N_ELEMENTS (actions); i++)
    if (strcmp (actions[i][0], sub) == 0)
      return run_action (sub, argc - 1, argv + 1);
  if (sub)
    cli_error (CMD, "unknown %s \"%s\" (see 'holocron rules --help')",
               sub[0] == '-' ? "option" : "action", sub);
  else
    usage (stderr);
  return CLI_USAGE;
}
