/* Editions: dated .ini files of rule switches, each inheriting from its
 * parent; a bad file is refused with its name in the message. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "toy-ruleset.h"

#include <glib/gstdio.h>
#include <string.h>

enum
{
  SW_DRAW_FIRST,
  SW_SEPARATE_BIDS,
  SW_REFRESH_ERRATA,
  N_SW
};

static const HcSwitchDef switches[N_SW] = {
  { "draw_first", "both draw before building" },
  { "separate_bids", "contested units bid separately" },
  { "refresh_errata", "the refresh errata applies" },
};

static const char base_ini[] = "[edition]\n"
                               "id = 2002-04\n"
                               "date = 2002-04-01\n"
                               "title = First rulebook\n"
                               "sources = Rulebook 2002\n"
                               "\n"
                               "[switch draw_first]\n"
                               "value = 1\n"
                               "source = Rulebook 2002, p. 4\n"
                               "\n"
                               "[switch separate_bids]\n"
                               "value = 0\n"
                               "source = Rulebook 2002, p. 9\n"
                               "\n"
                               "[switch refresh_errata]\n"
                               "value = 0\n"
                               "source = Rulebook 2002, p. 12\n";

static const char child_ini[] = "[edition]\n"
                                "id = 2003-01\n"
                                "date = 2003-01-09\n"
                                "title = Contested ruling\n"
                                "sources = Ruling of 9 Jan 2003\n"
                                "parent = 2002-04\n"
                                "\n"
                                "[switch separate_bids]\n"
                                "value = 1\n"
                                "source = Ruling of 9 Jan 2003\n";

static const char grandchild_ini[] = "[edition]\n"
                                     "id = 2005\n"
                                     "date = 2005-01-01\n"
                                     "title = Last rulebook\n"
                                     "sources = Rulebook 2005\n"
                                     "parent = 2003-01\n"
                                     "\n"
                                     "[switch draw_first]\n"
                                     "value = 0\n"
                                     "source = Rulebook 2005, p. 5\n";

typedef struct
{
  HcRuleset r;
  char *dir;
} Fixture;

static void
write_file (const char *dir, const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  if (!g_file_set_contents (path, text, -1, &error))
    fail_msg ("%s", error->message);
}

static int
setup (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);
  f->r.id = "edtest";
  f->r.switches = switches;
  f->r.n_switches = N_SW;
  f->dir = g_dir_make_tmp ("hc-editions-XXXXXX", NULL);
  assert_non_null (f->dir);
  /* file names sort differently from dates: the dates must decide */
  write_file (f->dir, "a-2005.ini", grandchild_ini);
  write_file (f->dir, "b-2002.ini", base_ini);
  write_file (f->dir, "c-2003.ini", child_ini);
  write_file (f->dir, "README", "not an edition");
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;
  g_autoptr (GDir) d = g_dir_open (f->dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  if (f->r.editions)
    g_ptr_array_free (f->r.editions, TRUE);
  g_free (f);
  return 0;
}

static void
good_files_load_in_date_order_and_inherit (void **state)
{
  Fixture *f = *state;
  HcRuleset *r = &f->r;
  g_autoptr (GError) error = NULL;
  if (!hc_ruleset_load_editions (r, f->dir, &error))
    fail_msg ("%s", error->message);
  assert_int_equal (r->editions->len, 3);
  const HcEdition *e0 = hc_ruleset_edition (r, 0);
  const HcEdition *e1 = hc_ruleset_edition (r, 1);
  const HcEdition *e2 = hc_ruleset_edition (r, 2);
  assert_string_equal (e0->id, "2002-04");
  assert_string_equal (e1->id, "2003-01");
  assert_string_equal (e2->id, "2005");
  assert_string_equal (e1->title, "Contested ruling");
  assert_string_equal (e1->parent, "2002-04");
  assert_string_equal (e0->sources, "Rulebook 2002");

  assert_int_equal (e0->sw[SW_DRAW_FIRST], 1);
  assert_int_equal (e0->sw[SW_SEPARATE_BIDS], 0);
  /* the child sets one switch and inherits the others, sources included */
  assert_int_equal (e1->sw[SW_DRAW_FIRST], 1);
  assert_string_equal (e1->sw_source[SW_DRAW_FIRST], "Rulebook 2002, p. 4");
  assert_int_equal (e1->sw[SW_SEPARATE_BIDS], 1);
  assert_string_equal (e1->sw_source[SW_SEPARATE_BIDS], "Ruling of 9 Jan 2003");
  /* the grandchild inherits through the child */
  assert_int_equal (e2->sw[SW_DRAW_FIRST], 0);
  assert_int_equal (e2->sw[SW_SEPARATE_BIDS], 1);
  assert_string_equal (e2->sw_source[SW_SEPARATE_BIDS], "Ruling of 9 Jan 2003");
  assert_int_equal (e2->sw[SW_REFRESH_ERRATA], 0);
  for (gint k = N_SW; k < HC_MAX_SWITCHES; k++)
    assert_int_equal (e2->sw[k], 0);

  assert_int_equal (hc_ruleset_edition_index (r, "2003-01"), 1);
  assert_int_equal (hc_ruleset_edition_index (r, "latest"), 2);
  assert_int_equal (hc_ruleset_edition_index (r, NULL), 2);
  assert_int_equal (hc_ruleset_edition_index (r, ""), 2);
  assert_int_equal (hc_ruleset_edition_index (r, "1999"), -1);
  assert_null (hc_ruleset_edition (r, 3));
  assert_null (hc_ruleset_edition (r, -1));
  assert_int_equal (hc_ruleset_switch_index (r, "refresh_errata"), 2);
  assert_int_equal (hc_ruleset_switch_index (r, "warp"), -1);
}

/* a game takes its switches from its edition */
static void
games_copy_their_edition_switches (void **state)
{
  (void)state;
  const HcRuleset *toy = toy_ruleset ();
  g_autoptr (HcCardDb) db = toy_cards ();
  g_autoptr (HcGame) old = hc_game_new (toy, db, 0, 1);
  g_autoptr (HcGame) now = hc_game_new (toy, db, 1, 1);
  assert_int_equal (old->sw[TOY_SW_SIX_BONUS], 0);
  assert_int_equal (now->sw[TOY_SW_SIX_BONUS], 1);
  assert_int_equal (old->edition, 0);
  assert_int_equal (now->edition, 1);
  assert_true (hc_game_hash (old) != hc_game_hash (now));
}

/* the bad file is added beside the three good ones */
static void
expect_refused (Fixture *f, const char *file, const char *text,
                const char *message)
{
  write_file (f->dir, file, text);
  /* a refused load keeps what the ruleset had */
  GPtrArray *before = f->r.editions;
  g_autoptr (GError) error = NULL;
  assert_false (hc_ruleset_load_editions (&f->r, f->dir, &error));
  assert_ptr_equal (f->r.editions, before);
  assert_non_null (error);
  g_autofree char *path = g_build_filename (f->dir, file, NULL);
  if (!strstr (error->message, path) || !strstr (error->message, message))
    fail_msg ("expected \"%s\" and \"%s\" in \"%s\"", path, message,
              error->message);
  g_autofree char *p = g_build_filename (f->dir, file, NULL);
  g_remove (p);
}

static void
bad_files_are_refused_by_name (void **state)
{
  Fixture *f = *state;
  assert_true (hc_ruleset_load_editions (&f->r, f->dir, NULL));
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2006-01-01\ntitle = t\n"
                  "sources = s\nparent = 2005\n"
                  "[switch warp_speed]\nvalue = 1\nsource = s\n",
                  "no switch \"warp_speed\"");
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2006-01-01\ntitle = t\n"
                  "sources = s\nparent = 2005\n"
                  "[switch draw_first]\nvalue = 1\n",
                  "non-empty \"source\"");
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2006-01-01\ntitle = t\n"
                  "sources = s\nparent = 2005\n"
                  "[switch draw_first]\nvalue = yes\nsource = s\n",
                  "an integer \"value\"");
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2006-01-01\ntitle = t\n"
                  "sources = s\nparent = 1999\n",
                  "parent \"1999\"");
  /* a parent must be older */
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2001-01-01\ntitle = t\n"
                  "sources = s\nparent = 2005\n",
                  "parent \"2005\"");
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2001-01-01\ntitle = t\n"
                  "sources = s\n",
                  "no parent to inherit it from");
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2006-01-01\ntitle = t\n"
                  "parent = 2005\n",
                  "\"sources\"");
  expect_refused (f, "z.ini",
                  "[edition]\nid = x\ndate = 2006-01-01\ntitle = t\n"
                  "sources = s\nparent = 2005\n[rules]\nx = 1\n",
                  "unknown group [rules]");
  expect_refused (f, "z.ini", "id = x\n[edition\n", "");
  expect_refused (f, "z.ini",
                  "[edition]\nid = 2003-01\ndate = 2006-01-01\ntitle = t\n"
                  "sources = s\nparent = 2005\n",
                  "\"2003-01\"");
}

static void
missing_or_empty_folders_are_refused (void **state)
{
  Fixture *f = *state;
  g_autoptr (GError) error = NULL;
  g_autofree char *empty = g_build_filename (f->dir, "empty", NULL);
  assert_false (hc_ruleset_load_editions (&f->r, empty, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_IO));
  assert_non_null (strstr (error->message, empty));
  g_clear_error (&error);
  assert_int_equal (g_mkdir (empty, 0700), 0);
  assert_false (hc_ruleset_load_editions (&f->r, empty, &error));
  assert_non_null (strstr (error->message, empty));
  assert_non_null (strstr (error->message, "no edition files"));
  g_rmdir (empty);
}

int
main (void)
{
#define T(name) cmocka_unit_test_setup_teardown (name, setup, teardown)
  const struct CMUnitTest tests[] = {
    T (good_files_load_in_date_order_and_inherit),
    T (games_copy_their_edition_switches),
    T (bad_files_are_refused_by_name),
    T (missing_or_empty_folders_are_refused),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
