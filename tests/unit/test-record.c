/* Game records: {ruleset, edition, seed, decks, choices} replay to the
 * same states, and a record that does not match its game is caught. */
#include "toy-fixture.h"

#include <string.h>

typedef ToyFixture Fixture;

/* a whole recorded game, with varied choices */
static int
setup (void **state)
{
  Fixture *f = toy_fixture_started (31, TRUE);
  const HcDecision *d;
  for (guint i = 0; (d = hc_game_advance (f->g)); i++)
    {
      g_autoptr (GError) error = NULL;
      guint32 id = d->option[(i * 7) % (guint)d->n_options].id;
      if (!hc_record_choose (f->rec, f->g, id, &error))
        fail_msg ("%s", error->message);
    }
  assert_true (f->g->over);
  assert_true (f->rec->choices->len > 10);
  *state = f;
  return 0;
}

static void
replay_reproduces_every_hash (void **state)
{
  Fixture *f = *state;
  guint n = f->rec->choices->len;
  assert_int_equal (f->rec->hashes->len, n);
  for (guint k = 0; k < n; k += 3)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (HcGame) r = hc_record_replay (f->rec, f->db, k, &error);
      if (!r)
        fail_msg ("replay up to %u: %s", k, error->message);
      /* k choices made: the state before choice k + 1 */
      assert_int_equal (hc_record_hash (r),
                        g_array_index (f->rec->hashes, guint64, k));
      assert_int_equal (r->n_choices, k);
    }
  g_autoptr (HcGame) all = hc_record_replay (f->rec, f->db, G_MAXUINT, NULL);
  assert_non_null (all);
  assert_int_equal (hc_game_hash (all), hc_game_hash (f->g));
  assert_true (all->over);
  assert_int_equal (all->winner, f->g->winner);
  assert_int_equal (all->log_len, f->g->log_len);
  assert_memory_equal (hc_log_entries (all->log), hc_log_entries (f->g->log),
                       all->log_len * sizeof (HcLogEntry));
}

static void
expect_replay_error (const HcRecord *rec, const HcCardDb *db, const char *what)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HcGame) r = hc_record_replay (rec, db, G_MAXUINT, &error);
  assert_null (r);
  assert_non_null (error);
  if (!strstr (error->message, what))
    fail_msg ("expected \"%s\" in \"%s\"", what, error->message);
}

static void
a_tampered_hash_is_detected (void **state)
{
  Fixture *f = *state;
  g_array_index (f->rec->hashes, guint64, 5) ^= 1;
  expect_replay_error (f->rec, f->db, "state hash differs before choice 6");
  /* a replay that stops before it does not look */
  g_autoptr (HcGame) r = hc_record_replay (f->rec, f->db, 5, NULL);
  assert_non_null (r);
}

static void
a_tampered_choice_is_detected (void **state)
{
  Fixture *f = *state;
  guint n = f->rec->choices->len;
  guint32 last = g_array_index (f->rec->choices, guint32, n - 1);
  g_array_index (f->rec->choices, guint32, n - 1) = 99999;
  expect_replay_error (f->rec, f->db, "choice ");
  expect_replay_error (f->rec, f->db, "99999");

  g_array_index (f->rec->choices, guint32, n - 1) = last;

  /* another legal choice is caught by the next hash */
  guint i;
  guint32 other = 0;
  for (i = 0; i + 1 < n; i++)
    {
      g_autoptr (HcGame) r = hc_record_replay (f->rec, f->db, i, NULL);
      const HcDecision *d = &r->decision;
      guint32 recorded = g_array_index (f->rec->choices, guint32, i);
      if (d->n_options > 1)
        {
          other
              = d->option[0].id == recorded ? d->option[1].id : d->option[0].id;
          break;
        }
    }
  assert_true (i + 1 < n);
  g_array_index (f->rec->choices, guint32, i) = other;
  g_autofree char *msg
      = g_strdup_printf ("state hash differs before choice %u", i + 2);
  expect_replay_error (f->rec, f->db, msg);
}

static void
a_record_longer_than_its_game_is_refused (void **state)
{
  Fixture *f = *state;
  guint32 extra = 0;
  g_array_append_val (f->rec->choices, extra);
  guint64 h = 0;
  g_array_append_val (f->rec->hashes, h);
  expect_replay_error (f->rec, f->db, "the game ended before choice");
}

static void
an_illegal_recorded_choice_is_not_recorded (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) g = toy_game_new (f->db, 1, &rec);
  hc_game_advance (g);
  guint64 h = hc_game_hash (g);
  g_autoptr (GError) error = NULL;
  assert_false (hc_record_choose (rec, g, 424242, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_ILLEGAL_CHOICE));
  assert_int_equal (rec->choices->len, 0);
  assert_int_equal (rec->hashes->len, 0);
  assert_int_equal (hc_game_hash (g), h);
}

static void
bad_record_starts_are_refused (void **state)
{
  Fixture *f = *state;
  const struct
  {
    const char *ruleset, *edition, *card;
    gint copies;
    const char *message;
  } cases[] = {
    { "chess", "toy-2025", "Card 1", 5, "unknown ruleset \"chess\"" },
    { "toy", "toy-1999", "Card 1", 5, "no edition \"toy-1999\"" },
    { "toy", "toy-2025", "Card 42", 5, "unknown card \"Card 42\" in deck 1" },
    { "toy", "toy-2025", "Card 1", HC_MAX_CARDS / 2 + 1, "at most 128" },
    { "toy", "toy-2025", "Card 1", 0, "expected 1 to 128" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (HcRecord) rec
          = hc_record_new (cases[i].ruleset, cases[i].edition, 1);
      for (gint k = 0; k < 5; k++)
        g_ptr_array_add (rec->deck[0], g_strdup ("Card 2"));
      for (gint k = 0; k < cases[i].copies; k++)
        g_ptr_array_add (rec->deck[1], g_strdup (cases[i].card));
      g_autoptr (GError) error = NULL;
      g_autoptr (HcGame) g = hc_record_start (rec, f->db, &error);
      assert_null (g);
      assert_non_null (error);
      if (!strstr (error->message, cases[i].message))
        fail_msg ("expected \"%s\" in \"%s\"", cases[i].message,
                  error->message);
    }
}

static void
editions_and_seeds_make_different_games (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcRecord) a = hc_record_new ("toy", "toy-2024", 31);
  g_autoptr (HcRecord) b = hc_record_new ("toy", "latest", 31);
  g_autoptr (HcRecord) c = hc_record_new ("toy", "toy-2025", 32);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (guint i = 0; i < f->rec->deck[p]->len; i++)
      {
        g_ptr_array_add (a->deck[p], g_strdup (f->rec->deck[p]->pdata[i]));
        g_ptr_array_add (b->deck[p], g_strdup (f->rec->deck[p]->pdata[i]));
        g_ptr_array_add (c->deck[p], g_strdup (f->rec->deck[p]->pdata[i]));
      }
  g_autoptr (HcGame) ga = hc_record_start (a, f->db, NULL);
  g_autoptr (HcGame) gb = hc_record_start (b, f->db, NULL);
  g_autoptr (HcGame) gc = hc_record_start (c, f->db, NULL);
  g_autoptr (HcGame) same = hc_record_replay (f->rec, f->db, 0, NULL);
  assert_non_null (ga);
  assert_non_null (gb);
  assert_non_null (gc);
  assert_int_equal (ga->sw[TOY_SW_SIX_BONUS], 0);
  assert_int_equal (gb->sw[TOY_SW_SIX_BONUS], 1);
  hc_game_advance (gb);
  /* "latest" is toy-2025: the same game as the fixture's */
  assert_int_equal (hc_game_hash (gb), hc_game_hash (same));
  assert_true (hc_game_hash (ga) != hc_game_hash (gb));
  hc_game_advance (gc);
  assert_true (hc_game_hash (gc) != hc_game_hash (gb));
}

int
main (void)
{
#define T(name)                                                                \
  cmocka_unit_test_setup_teardown (name, setup, toy_fixture_teardown)
  const struct CMUnitTest tests[] = {
    T (replay_reproduces_every_hash),
    T (a_tampered_hash_is_detected),
    T (a_tampered_choice_is_detected),
    T (a_record_longer_than_its_game_is_refused),
    T (an_illegal_recorded_choice_is_not_recorded),
    T (bad_record_starts_are_refused),
    T (editions_and_seeds_make_different_games),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
