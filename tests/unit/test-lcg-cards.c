/* The lcg card data: the printed facts (data/lcg/cards.csv) joined with
 * the hand-written encodings (data/lcg/abilities/).
 *
 * The clause audit (issue 21) runs over every imported card: each printed
 * sentence is held by the facts columns (a keyword, a deck-building rule,
 * a starting reserve) or encoded by a clause or a todo, never lost; a card
 * with a todo is not implemented.  The audit reads cards.csv by itself,
 * so a loader that dropped a sentence would fail it.  Then the loader's
 * refusals: every mistake in an abilities file names the file, the line
 * and the problem. */
#include "rulesets-fixture.h"

#include <glib/gstdio.h>
#include <string.h>

static char *scratch;

static const HcCardDb *
real_cards (void)
{
  g_autoptr (GError) error = NULL;
  const HcCardDb *db = hc_rulesets_cards (hc_ruleset_find ("lcg"), &error);
  if (!db)
    fail_msg ("%s", error ? error->message : "no lcg cards");
  return db;
}

static gboolean
is_fact (const char *kind)
{
  return strcmp (kind, "keyword") == 0 || strcmp (kind, "deck") == 0
         || strcmp (kind, "reserve") == 0;
}

/* Which sentences the card's loaded encoding covers, and whether one of
 * its clauses is a todo.  Every clause must name its sentences. */
static void
coverage_of (const HcCardDef *d, gint n, gint *covered, gboolean *todo)
{
  *todo = FALSE;
  if (!d->script || !*d->script)
    return;
  g_auto (GStrv) clauses = g_strsplit (d->script, " | ", -1);
  for (gint i = 0; clauses[i]; i++)
    {
      const char *s = clauses[i];
      const char *close = strchr (s, ']');
      if (*s != '[' || !close)
        fail_msg ("%s: clause \"%s\" names no printed sentence", d->name, s);
      g_autofree char *list = g_strndup (s + 1, (gsize)(close - s - 1));
      g_auto (GStrv) idx = g_strsplit (list, ",", -1);
      for (gint k = 0; idx[k]; k++)
        {
          gint64 v = g_ascii_strtoll (idx[k], NULL, 10);
          if (v < 1 || v > n)
            fail_msg ("%s: clause \"%s\": sentence %s of %d", d->name, s,
                      idx[k], n);
          covered[v - 1]++;
        }
      if (g_str_has_prefix (close + 1, " todo "))
        *todo = TRUE;
    }
}

static gint
count_tokens (const char *keywords)
{
  if (!*keywords)
    return 0;
  g_auto (GStrv) parts = g_strsplit (keywords, "|", -1);
  return (gint)g_strv_length (parts);
}

static void
every_printed_sentence_is_encoded_or_todo (void **state)
{
  (void)state;
  const HcCardDb *db = real_cards ();
  g_autofree char *path
      = g_build_filename (HC_SOURCE_ROOT, "data", "lcg", "cards.csv", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (HcCsv) csv = hc_csv_read (path, ',', &error);
  if (!csv)
    fail_msg ("%s", error->message);
  gint c_name = hc_csv_require_column (csv, "name", &error);
  gint c_printed = hc_csv_require_column (csv, "printed", &error);
  gint c_keywords = hc_csv_require_column (csv, "keywords", &error);
  gint c_format = hc_csv_require_column (csv, "format", &error);
  assert_true (c_name >= 0 && c_printed >= 0 && c_keywords >= 0
               && c_format >= 0);
  assert_int_equal (csv->rows->len, hc_card_db_size (db));
  guint sentences = 0, todo_cards = 0;
  for (guint r = 0; r < csv->rows->len; r++)
    {
      const HcCsvRow *row = &g_array_index (csv->rows, HcCsvRow, r);
      const char *name = hc_csv_field (csv, row, c_name);
      const HcCardDef *d = hc_card_db_get (db, hc_card_db_lookup (db, name));
      assert_non_null (d);
      const char *printed = hc_csv_field (csv, row, c_printed);
      g_auto (GStrv) kinds
          = *printed ? g_strsplit (printed, ";", -1) : g_new0 (char *, 1);
      gint n = (gint)g_strv_length (kinds);
      g_autofree gint *covered = g_new0 (gint, n + 1);
      gboolean todo = FALSE;
      coverage_of (d, n, covered, &todo);
      gint facts = 0;
      for (gint i = 0; i < n; i++)
        {
          if (is_fact (kinds[i]))
            {
              facts += strcmp (kinds[i], "reserve") != 0;
              if (covered[i])
                fail_msg ("%s: sentence %d is a %s, held by the facts, yet "
                          "a clause encodes it",
                          name, i + 1, kinds[i]);
            }
          else if (!covered[i])
            fail_msg ("%s: printed sentence %d (%s) is neither encoded nor "
                      "a todo",
                      name, i + 1, kinds[i]);
        }
      sentences += (guint)n;
      /* every printed keyword and deck rule is one token of the column */
      if (facts != count_tokens (d->keywords))
        fail_msg ("%s: %d printed keywords and deck rules, %d in the "
                  "keywords column \"%s\"",
                  name, facts, count_tokens (d->keywords), d->keywords);
      if (todo && d->implemented)
        fail_msg ("%s: a todo clause, yet implemented", name);
      gboolean multiplayer = *hc_csv_field (csv, row, c_format) != 0;
      if (multiplayer && d->implemented)
        fail_msg ("%s: a multiplayer card counted as implemented", name);
      todo_cards += todo ? 1 : 0;
    }
  /* the audit saw the whole game, not an empty file */
  assert_true (csv->rows->len > 1300);
  assert_true (sentences > 2000);
  assert_true (todo_cards > 500);
}

/* Names the first import gave stay: deck files and scenarios find cards
 * by them. */
static void
names_of_the_first_import_resolve_as_before (void **state)
{
  (void)state;
  const HcCardDb *db = real_cards ();
  struct
  {
    const char *name, *set;
    gint number;
  } want[] = {
    { "Luke Skywalker", "Core", 92 },
    { "Darth Vader", "Core", 35 },
    { "Han Solo", "Core", 64 },
    { "Yoda (JUoD 568)", "JUoD", 568 },
    { "Heat of Battle (Core 65)", "Core", 65 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      gint k = hc_card_db_lookup (db, want[i].name);
      if (k < 0)
        fail_msg ("no card named %s", want[i].name);
      const HcCardDef *d = hc_card_db_get (db, k);
      if (strcmp (d->set, want[i].set) != 0 || d->number != want[i].number)
        fail_msg ("%s is %s %d, expected %s %d", want[i].name, d->set,
                  d->number, want[i].set, want[i].number);
    }
}

/* cards.csv: one objective set of six cards, with a unit whose printed
 * text has a keyword (sentence 1) and two reaction sentences (2, 3). */
static const char cards_csv[]
    = "name,title,set,number,objective_sets,side,affiliation,type,unique,"
      "cost,damage,force,resources,reserve,priority,ud,bd,tactics,ee_ud,"
      "ee_bd,ee_tactics,traits,keywords,format,printed,translated\n"
      "Test Objective,Test Objective,Core,2,1:1,light,jedi,objective,0,0,4,"
      "0,2,0,0,0,0,0,0,0,0,Tatooine,,,,\n"
      "Test Unit,Test Unit,Core,3,1:2;1:3;1:4;1:5;1:6,light,jedi,unit,0,2,2,"
      "1,0,0,0,1,0,0,0,0,0,Character,elite,,keyword;reaction;reaction,\n";

/* The message loading `abilities` gives, or NULL if it loads; the card's
 * encoding and status in *script and *implemented. */
static char *
load_files (const char *csv_text, const char *abilities, char **script,
            gint *implemented)
{
  g_autofree char *lcg = g_build_filename (scratch, "lcg", NULL);
  g_autofree char *dir = g_build_filename (lcg, "abilities", NULL);
  g_autofree char *csv = g_build_filename (lcg, "cards.csv", NULL);
  g_autofree char *file = g_build_filename (dir, "Core.txt", NULL);
  g_mkdir_with_parents (dir, 0700);
  g_autoptr (GError) error = NULL;
  if (!g_file_set_contents (csv, csv_text, -1, &error)
      || !g_file_set_contents (file, abilities, -1, &error))
    fail_msg ("%s", error->message);
  g_autoptr (HcCardDb) db
      = hc_ruleset_find ("lcg")->load_cards (scratch, &error);
  if (!db)
    return g_strdup (error->message);
  const HcCardDef *d = hc_card_db_get (db, hc_card_db_lookup (db, "Test Unit"));
  if (script)
    *script = g_strdup (d->script);
  if (implemented)
    *implemented = d->implemented;
  return NULL;
}

static char *
load_error (const char *abilities, char **script, gint *implemented)
{
  return load_files (cards_csv, abilities, script, implemented);
}

/* The printed column: one word a sentence, as the todo labels use it. */
static void
printed_kinds_are_words (void **state)
{
  (void)state;
  g_autoptr (GString) csv = g_string_new (cards_csv);
  g_string_replace (csv, "keyword;reaction;reaction", "keyword;re action", 1);
  g_autofree char *err = load_files (csv->str, "", NULL, NULL);
  assert_non_null (err);
  assert_non_null (strstr (err, "cards.csv:3"));
  assert_non_null (strstr (err, "printed"));
  assert_non_null (strstr (err, "re action"));
}

static void
encodings_join_and_leave_todos (void **state)
{
  (void)state;
  g_autofree char *script = NULL;
  gint implemented = -1;
  g_autofree char *err = load_error ("# a comment\n\nCore 3 Test Unit\n"
                                     "  [2,3] reaction enters-play-self: "
                                     "draw 1\n",
                                     &script, &implemented);
  assert_null (err);
  assert_string_equal (script, "[2,3] reaction enters-play-self: draw 1");
  assert_int_equal (implemented, 1);
  g_free (script);
  script = NULL;
  /* sentence 3 left: a todo of its kind, and the card is missing */
  assert_null (load_error ("Core 3 Test Unit\n"
                           "  [2] reaction enters-play-self: draw 1\n",
                           &script, &implemented));
  assert_string_equal (script, "[2] reaction enters-play-self: draw 1 | "
                               "[3] todo reaction");
  assert_int_equal (implemented, 0);
  g_free (script);
  script = NULL;
  /* no entry at all: one todo for the whole ability */
  assert_null (load_error ("", &script, &implemented));
  assert_string_equal (script, "[2,3] todo reaction");
  assert_int_equal (implemented, 0);
}

static void
every_mistake_names_file_line_and_problem (void **state)
{
  (void)state;
  struct
  {
    const char *text;
    const char *want[3];
  } cases[] = {
    { "Core 9 Test Unit\n  [2] draw 1\n",
      { "Core.txt:1", "no card Core 9", NULL } },
    { "Core 3 Test Droid\n  [2] draw 1\n",
      { "Core.txt:1", "\"Test Unit\"", "\"Test Droid\"" } },
    { "Core 3 Test Unit\n  [2,3] reaction enters-play-self: draw 1\n"
      "Core 3 Test Unit\n  [2,3] reaction enters-play-self: draw 1\n",
      { "Core.txt:3", "encoded twice", "Core.txt:1" } },
    { "Core 3 Test Unit\n  [2,3] sing loudly\n",
      { "Core.txt:2", "Test Unit", "sing" } },
    { "Core 3 Test Unit\n  [4] reaction enters-play-self: draw 1\n",
      { "Core.txt:2", "sentence 4", "1 to 3" } },
    { "Core 3 Test Unit\n  [1] static cannot-attack\n",
      { "Core.txt:2", "sentence 1", "keyword" } },
    /* more constant-ability modifiers than a card holds */
    { "Core 3 Test Unit\n  [2] static gains-while-damaged ud bd tactics\n"
      "  [3] static gains-while-captured ud bd\n"
      "  [3] static gains-while-light bd\n",
      { "Core.txt:4", "Test Unit", "at most 5" } },
    { "Core 3 Test Unit\n  reaction enters-play-self: draw 1\n",
      { "Core.txt:2", "[N] CLAUSE", NULL } },
    { "  [2] draw 1\n", { "Core.txt:1", "before any", NULL } },
    { "Core 3 Test Unit\nCore 2 Test Objective\n  [1] draw 1\n",
      { "Core.txt:2", "clauses of the entry above", NULL } },
    { "Core three Test Unit\n", { "Core.txt:1", "SET NUMBER TITLE", NULL } },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *err = load_error (cases[i].text, NULL, NULL);
      if (!err)
        fail_msg ("case %u loads: %s", i, cases[i].text);
      for (guint k = 0; k < 3 && cases[i].want[k]; k++)
        if (!strstr (err, cases[i].want[k]))
          fail_msg ("case %u: \"%s\" lacks \"%s\"", i, err, cases[i].want[k]);
    }
}

static int
make_scratch (void **state)
{
  (void)state;
  rulesets_fixture_init ();
  g_autoptr (GError) error = NULL;
  scratch = g_dir_make_tmp ("hc-test-lcg-cards-XXXXXX", &error);
  if (!scratch)
    fail_msg ("%s", error->message);
  return 0;
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *sub = g_build_filename (path, name, NULL);
      if (g_file_test (sub, G_FILE_TEST_IS_DIR))
        remove_tree (sub);
      else
        g_remove (sub);
    }
  g_rmdir (path);
}

static int
drop_scratch (void **state)
{
  (void)state;
  remove_tree (scratch);
  g_clear_pointer (&scratch, g_free);
  return 0;
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (every_printed_sentence_is_encoded_or_todo),
    cmocka_unit_test (names_of_the_first_import_resolve_as_before),
    cmocka_unit_test (encodings_join_and_leave_todos),
    cmocka_unit_test (printed_kinds_are_words),
    cmocka_unit_test (every_mistake_names_file_line_and_problem),
  };
  return cmocka_run_group_tests (tests, make_scratch, drop_scratch);
}
