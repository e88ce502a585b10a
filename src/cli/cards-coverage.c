/* holocron cards coverage: per set, how many cards are fully implemented,
 * how many the scenarios exercise, and which are missing.  A card counts as
 * exercised when its name appears in a .scn file under the ruleset's
 * scenario folder and every encoded part of it (each clause, each lasting
 * ability: the ruleset's encoded_parts) ran while those scenarios ran. */
#include "cli.h"
#include "hc-coverage.h"
#include "hc-scenario.h"

#include <json-glib/json-glib.h>
#include <string.h>

typedef struct
{
  char *set;
  guint cards;
  guint implemented;
  guint named;        /* named in a scenario */
  guint exercised;    /* named, and every encoded part ran */
  GPtrArray *missing; /* const HcCardDef* */
  GPtrArray *unrun;   /* const HcCardDef*: implemented, named, not all ran */
} SetCoverage;

static void
set_coverage_free (SetCoverage *c)
{
  g_free (c->set);
  g_ptr_array_free (c->missing, TRUE);
  g_ptr_array_free (c->unrun, TRUE);
  g_free (c);
}

/* Every .scn file below dir, case-folded, as one list of texts. */
static gboolean
read_scenarios (const char *dir, GPtrArray *texts, GPtrArray *paths,
                GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &local);
  if (!d)
    {
      /* a ruleset without scenarios yet exercises nothing */
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: %s", dir, local->message);
      return FALSE;
    }
  const char *name;
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          if (!read_scenarios (path, texts, paths, error))
            return FALSE;
          continue;
        }
      if (!g_str_has_suffix (name, ".scn"))
        continue;
      g_autofree char *text = NULL;
      if (!g_file_get_contents (path, &text, NULL, &local))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s", local->message);
          return FALSE;
        }
      g_ptr_array_add (texts, g_utf8_casefold (text, -1));
      g_ptr_array_add (paths, g_steal_pointer (&path));
    }
  return TRUE;
}

/* Run every scenario with a recorder on: which parts of which cards ran.
 * A scenario that fails still counts for what it ran; `scenario run` is
 * where failures are reported. */
static HcCoverage *
run_scenarios (const GPtrArray *paths)
{
  HcCoverage *c = hc_coverage_new ();
  hc_coverage_record (c);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr (HcScenarioResult) res = hc_scenario_run_file (paths->pdata[i]);
    }
  hc_coverage_record (NULL);
  return c;
}

/* The encoded parts of d that did not run (0: all ran). */
static guint64
unrun_parts (const HcRuleset *r, const HcCoverage *ran, const HcCardDef *d)
{
  if (!ran || !r->encoded_parts)
    return 0;
  return r->encoded_parts (d) & ~hc_coverage_ran (ran, d->name);
}

/* The name stands on its own: not inside a longer word, and not the front
 * of a longer card name such as "Name (A)". */
static gboolean
mentions (const char *text, const char *name, gsize len)
{
  for (const char *p = strstr (text, name); p; p = strstr (p + 1, name))
    {
      gboolean starts = p == text || !g_ascii_isalnum (p[-1]);
      const char *end = p + len;
      gboolean ends
          = !g_ascii_isalnum (*end) && !(end[0] == ' ' && end[1] == '(');
      if (starts && ends)
        return TRUE;
    }
  return FALSE;
}

static gboolean
exercised (const GPtrArray *texts, const char *card_name)
{
  g_autofree char *name = g_utf8_casefold (card_name, -1);
  gsize len = strlen (name);
  for (guint i = 0; i < texts->len; i++)
    if (mentions (texts->pdata[i], name, len))
      return TRUE;
  return FALSE;
}

static GPtrArray *
tally (const HcRuleset *r, const HcCardDb *db, const GPtrArray *texts,
       const HcCoverage *ran, SetCoverage *total)
{
  GPtrArray *sets
      = g_ptr_array_new_with_free_func ((GDestroyNotify)set_coverage_free);
  g_autoptr (GHashTable) by_set = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      const char *set = d->set ? d->set : "?";
      SetCoverage *c = g_hash_table_lookup (by_set, set);
      if (!c)
        {
          c = g_new0 (SetCoverage, 1);
          c->set = g_strdup (set);
          c->missing = g_ptr_array_new ();
          c->unrun = g_ptr_array_new ();
          g_ptr_array_add (sets, c);
          g_hash_table_insert (by_set, c->set, c);
        }
      gboolean named = exercised (texts, d->name);
      gboolean all_ran = unrun_parts (r, ran, d) == 0;
      SetCoverage *both[] = { c, total };
      for (guint k = 0; k < G_N_ELEMENTS (both); k++)
        {
          both[k]->cards++;
          both[k]->implemented += d->implemented ? 1 : 0;
          both[k]->named += named ? 1 : 0;
          both[k]->exercised += named && all_ran ? 1 : 0;
          if (!d->implemented)
            g_ptr_array_add (both[k]->missing, (gpointer)d);
          else if (named && !all_ran)
            g_ptr_array_add (both[k]->unrun, (gpointer)d);
        }
    }
  return sets;
}

/* The parts of d that did not run, as card text, one "    - " line each. */
static void
print_unrun (const HcRuleset *r, const HcCoverage *ran, const HcCardDef *d)
{
  guint64 left = unrun_parts (r, ran, d);
  for (guint part = 0; part < 64; part++)
    if (left & (G_GUINT64_CONSTANT (1) << part))
      {
        g_autoptr (GString) t = g_string_new (NULL);
        if (r->part_text)
          r->part_text (d, part, t);
        g_strdelimit (t->str, "\n", ' ');
        printf ("    - %s\n", t->len ? t->str : "(no text)");
      }
}

static void
print_text (const HcRuleset *r, const char *dir, const GPtrArray *sets,
            const SetCoverage *total, const HcCoverage *ran, gboolean brief,
            gboolean unrun)
{
  if (ran)
    printf ("%s card coverage (named: in a .scn file under %s; exercised: "
            "named, and every clause of it ran in those scenarios)\n\n",
            r->id, dir);
  else
    printf ("%s card coverage (named: in a .scn file under %s; --named-only: "
            "the scenarios were not run, exercised counts the named)\n\n",
            r->id, dir);
  printf ("%-8s %6s %12s %6s %10s %8s\n", "set", "cards", "implemented",
          "named", "exercised", "missing");
  for (guint i = 0; i <= sets->len; i++)
    {
      const SetCoverage *c = i < sets->len ? sets->pdata[i] : total;
      printf ("%-8s %6u %12u %6u %10u %8u\n", i < sets->len ? c->set : "total",
              c->cards, c->implemented, c->named, c->exercised,
              c->missing->len);
    }
  if (brief)
    return;
  for (guint i = 0; i < sets->len; i++)
    {
      const SetCoverage *c = sets->pdata[i];
      if (!c->missing->len)
        continue;
      printf ("\nmissing in %s:\n", c->set);
      for (guint k = 0; k < c->missing->len; k++)
        {
          const HcCardDef *d = c->missing->pdata[k];
          printf ("  %s%s%s\n", d->name, d->missing && *d->missing ? ": " : "",
                  d->missing ? d->missing : "");
        }
    }
  if (!unrun)
    return;
  for (guint i = 0; i < sets->len; i++)
    {
      const SetCoverage *c = sets->pdata[i];
      if (!c->unrun->len)
        continue;
      printf ("\nnamed in %s but not every clause ran:\n", c->set);
      for (guint k = 0; k < c->unrun->len; k++)
        {
          const HcCardDef *d = c->unrun->pdata[k];
          printf ("  %s\n", d->name);
          print_unrun (r, ran, d);
        }
    }
}

static void
add_counts (JsonBuilder *b, const SetCoverage *c, gboolean brief)
{
  const char *keys[]
      = { "cards", "implemented", "named", "exercised", "missing" };
  guint vals[]
      = { c->cards, c->implemented, c->named, c->exercised, c->missing->len };
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      json_builder_set_member_name (b, keys[k]);
      json_builder_add_int_value (b, vals[k]);
    }
  if (brief)
    return;
  json_builder_set_member_name (b, "missing_cards");
  json_builder_begin_array (b);
  for (guint k = 0; k < c->missing->len; k++)
    {
      const HcCardDef *d = c->missing->pdata[k];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, d->name);
      json_builder_set_member_name (b, "missing");
      json_builder_add_string_value (b, d->missing ? d->missing : "");
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
print_json (const HcRuleset *r, const GPtrArray *sets, const SetCoverage *total,
            gboolean brief, const GPtrArray *units, guint games)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, r->id);
  json_builder_set_member_name (b, "sets");
  json_builder_begin_array (b);
  for (guint i = 0; i < sets->len; i++)
    {
      const SetCoverage *c = sets->pdata[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "set");
      json_builder_add_string_value (b, c->set);
      add_counts (b, c, brief);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "total");
  json_builder_begin_object (b);
  /* the per-set lists already name every missing card */
  add_counts (b, total, TRUE);
  json_builder_end_object (b);
  if (r->unit_deck)
    cli_units_json (b, units, games);
  json_builder_end_object (b);
  cli_print_json (b);
}

int
cards_coverage (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *scenarios = NULL;
  g_autofree char *products = NULL;
  gboolean json = FALSE, brief = FALSE, named_only = FALSE, unrun = FALSE;
  gboolean require = FALSE;
  gint games = 2;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { "scenarios", 0, 0, G_OPTION_ARG_FILENAME, &scenarios,
      "the scenario folder to search (default: tests/scenarios/RULESET in "
      "the source tree)",
      "DIR" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "print one JSON object", NULL },
    { "brief", 'b', 0, G_OPTION_ARG_NONE, &brief,
      "only the counts, not the list of missing cards", NULL },
    { "named-only", 0, 0, G_OPTION_ARG_NONE, &named_only,
      "do not run the scenarios: a card named in one counts as exercised",
      NULL },
    { "unexercised", 'u', 0, G_OPTION_ARG_NONE, &unrun,
      "also list the implemented cards named in a scenario with the clauses "
      "that never ran",
      NULL },
    { "play", 0, 0, G_OPTION_ARG_INT, &games,
      "play N games with the deck built around each objective set (lcg) "
      "against the other side's default deck (default 2; 0: the decks are "
      "built and checked, no games played)",
      "N" },
    { "sets", 0, 0, G_OPTION_ARG_STRING, &products,
      "the table of objective sets only for these sets of cards (e.g. "
      "Core,DoH)",
      "LIST" },
    { "require-playable", 0, 0, G_OPTION_ARG_NONE, &require,
      "exit 1 when an objective set in that table is not playable", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "cards coverage", NULL,
      "Per set: how many cards are fully implemented (every clause of their\n"
      "text encoded), how many are named in a scenario file, how many are\n"
      "exercised (named, and every clause of them ran while the scenarios\n"
      "ran), and how many are missing, then every missing card with what it\n"
      "lacks.  Where decks are built of objective sets (lcg), a second table:\n"
      "per set of cards, how many of its objective sets are implemented,\n"
      "have a legal deck built around them, and are playable (--play N:\n"
      "N games with that deck ended with a winner; doc/decks.md).",
      entries);
  if (!cli_parse (ctx, "cards coverage", &argc, &argv)
      || !cli_check_args ("cards coverage", argc, argv, 0, 0, NULL))
    return CLI_USAGE;
  const HcRuleset *r = NULL;
  int rc = CLI_OK;
  const HcCardDb *db = cli_ruleset_cards ("cards coverage", ruleset, &r, &rc);
  if (!db)
    return rc;
  g_autofree char *dir = scenarios
                             ? g_strdup (scenarios)
                             : g_build_filename (HC_SOURCE_ROOT, "tests",
                                                 "scenarios", r->id, NULL);
  if (scenarios && !g_file_test (scenarios, G_FILE_TEST_IS_DIR))
    {
      cli_error ("cards coverage", "--scenarios: %s is not a folder",
                 scenarios);
      return CLI_USAGE;
    }
  if (games < 0 || games > 1000)
    {
      cli_error ("cards coverage", "--play: %d games; give 0 to 1000", games);
      return CLI_USAGE;
    }
  if (named_only && unrun)
    {
      cli_error ("cards coverage",
                 "--unexercised needs the scenarios run: leave out "
                 "--named-only");
      return CLI_USAGE;
    }
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) err = NULL;
  if (!read_scenarios (dir, texts, paths, &err))
    {
      cli_error ("cards coverage", "%s", err->message);
      return CLI_FAILED;
    }
  g_autoptr (HcCoverage) ran = named_only ? NULL : run_scenarios (paths);
  SetCoverage total
      = { .missing = g_ptr_array_new (), .unrun = g_ptr_array_new () };
  g_autoptr (GPtrArray) sets = tally (r, db, texts, ran, &total);
  g_autoptr (GPtrArray) units = cli_units_judge (r, db, products, (guint)games);
  g_autofree char *unknown
      = products ? cli_units_unknown (products, units) : NULL;
  if (unknown)
    {
      cli_error ("cards coverage", "--sets: %s is no set of %s cards with %ss",
                 unknown, r->id, r->unit_name ? r->unit_name : "unit");
      g_ptr_array_free (total.missing, TRUE);
      g_ptr_array_free (total.unrun, TRUE);
      return CLI_USAGE;
    }
  if (json)
    print_json (r, sets, &total, brief, units, (guint)games);
  else
    {
      print_text (r, dir, sets, &total, ran, brief, unrun);
      cli_units_print (r, units, (guint)games, brief);
    }
  g_ptr_array_free (total.missing, TRUE);
  g_ptr_array_free (total.unrun, TRUE);
  return require
                 && !cli_units_all_playable ("cards coverage", units,
                                             (guint)games)
             ? CLI_FAILED
             : CLI_OK;
}
