/* Deck files: "4 Card Name", "Card Name", "SET NUMBER", "#" comments. */
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

static int
setup (void **state)
{
  *state = toy_cards ();
  return 0;
}

static int
teardown (void **state)
{
  hc_card_db_free (*state);
  return 0;
}

#define CARD(n) ((gint16)((n)-1))

static void
assert_deck (GArray *deck, const gint16 *want, guint n)
{
  assert_int_equal (deck->len, n);
  assert_memory_equal (deck->data, want, n * sizeof (gint16));
}

static void
every_line_form_is_read (void **state)
{
  const HcCardDb *db = *state;
  g_autoptr (GArray) deck = g_array_new (FALSE, FALSE, sizeof (gint16));
  const char *text = "# a toy deck\n"
                     "\n"
                     "3 Card 2\n"
                     "Card 5\r\n"
                     "   2x Card 1   \n"
                     "  # indented comment\n"
                     "TOY 9\n"
                     "toy 4\n"
                     "card 7\n"
                     "1\tDOUBLER";
  g_autoptr (GError) error = NULL;
  assert_true (hc_deck_parse ("toy.deck", text, db, deck, &error));
  assert_null (error);
  const gint16 want[]
      = { CARD (2), CARD (2),        CARD (2), CARD (5), CARD (1),
          CARD (1), TOY_DEF_DOUBLER, CARD (4), CARD (7), TOY_DEF_DOUBLER };
  assert_deck (deck, want, G_N_ELEMENTS (want));
}

/* a deck is appended to what the array holds, so two decks can share one */
static void
decks_append (void **state)
{
  const HcCardDb *db = *state;
  g_autoptr (GArray) deck = g_array_new (FALSE, FALSE, sizeof (gint16));
  assert_true (hc_deck_parse ("a", "Card 1", db, deck, NULL));
  assert_true (hc_deck_parse ("b", "2 Card 3\n", db, deck, NULL));
  const gint16 want[] = { CARD (1), CARD (3), CARD (3) };
  assert_deck (deck, want, 3);
  assert_true (hc_deck_parse ("empty", "# nothing\n\n", db, deck, NULL));
  assert_deck (deck, want, 3);
}

static void
expect_error (const HcCardDb *db, const char *text, const char *message)
{
  g_autoptr (GArray) deck = g_array_new (FALSE, FALSE, sizeof (gint16));
  gint16 before = CARD (8);
  g_array_append_val (deck, before);
  g_autoptr (GError) error = NULL;
  assert_false (hc_deck_parse ("my.deck", text, db, deck, &error));
  assert_non_null (error);
  if (!g_str_has_prefix (error->message, message))
    fail_msg ("expected \"%s...\", got \"%s\"", message, error->message);
  /* a refused deck adds nothing */
  assert_deck (deck, &before, 1);
}

static void
errors_name_file_and_line (void **state)
{
  const HcCardDb *db = *state;
  expect_error (db, "Card 1\n# fine\n4 Card 99\n",
                "my.deck:3:3: unknown card \"Card 99\"");
  expect_error (db, "Card 1\n0 Card 2\n",
                "my.deck:2: expected a count from 1 to 60, found 0");
  expect_error (db, "61 Card 2\n",
                "my.deck:1: expected a count from 1 to 60, found 61");
  expect_error (db, "\n\n3 Card 2\nTOY 10\n",
                "my.deck:4:1: unknown card \"TOY 10\"");
  expect_error (db, "60 Card 1\n60 Card 2\n9 Card 3\n",
                "my.deck:3: a deck may hold at most 128 cards");
  expect_error (db, "Card 1\n\xff\xfe\n", "my.deck:2: invalid UTF-8");
}

static void
deck_files_are_read (void **state)
{
  const HcCardDb *db = *state;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hc-deck-XXXXXX", &error);
  assert_non_null (dir);
  g_autofree char *path = g_build_filename (dir, "x.deck", NULL);
  assert_true (g_file_set_contents (path, "2 Card 6\nbad card\n", -1, NULL));
  g_autoptr (GArray) deck = g_array_new (FALSE, FALSE, sizeof (gint16));
  assert_false (hc_deck_read (path, db, deck, &error));
  g_autofree char *where = g_strdup_printf ("%s:2:1: unknown card", path);
  assert_true (g_str_has_prefix (error->message, where));
  g_clear_error (&error);

  assert_true (g_file_set_contents (path, "2 Card 6\n", -1, NULL));
  assert_true (hc_deck_read (path, db, deck, &error));
  assert_int_equal (deck->len, 2);
  g_remove (path);

  assert_false (hc_deck_read (path, db, deck, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_IO));
  assert_non_null (strstr (error->message, path));
  g_rmdir (dir);
}

static void
the_card_database_refuses_duplicates (void **state)
{
  HcCardDb *db = *state;
  HcCardDef *d = g_new0 (HcCardDef, 1);
  d->name = g_strdup ("CARD 3");
  d->source = g_strdup ("more.csv:7");
  g_autoptr (GError) error = NULL;
  assert_int_equal (hc_card_db_add (db, d, &error), -1);
  assert_string_equal (error->message,
                       "more.csv:7: the card name \"CARD 3\" is already "
                       "defined");
  assert_int_equal (hc_card_db_size (db), TOY_N_CARD_DEFS);
  assert_int_equal (hc_card_db_lookup (db, "doubler"), TOY_DEF_DOUBLER);
  assert_int_equal (hc_card_db_lookup (db, "Card 10"), -1);
  assert_null (hc_card_db_get (db, -1));
  assert_null (hc_card_db_get (db, TOY_N_CARD_DEFS));
}

int
main (void)
{
#define T(name) cmocka_unit_test_setup_teardown (name, setup, teardown)
  const struct CMUnitTest tests[] = {
    T (every_line_form_is_read),
    T (decks_append),
    T (errors_name_file_and_line),
    T (deck_files_are_read),
    T (the_card_database_refuses_duplicates),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
