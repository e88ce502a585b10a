/* The core's choose-targets step on the toy ruleset: minimum, maximum,
 * "done" once the minimum is met, an amount divided as the player
 * chooses, the picks owned by the frame that asked for them and kept in
 * the game value. */
#include "toy-fixture.h"

enum
{
  STEP_PARENT = 1, /* asks for targets as the test says, then keeps them */
  N_STEPS
};

enum
{
  OPT_CARD = 7,
  OPT_DONE = 8,
};

/* what the test asks for, and what the parent got */
static HcTargetsFrame spec;
static gint16 cands[HC_MAX_CARDS];
static gint n_cands;
static gint16 got[HC_MAX_CARDS], got_amount[HC_MAX_CARDS];
static gint n_got;

static HcStepResult
parent (HcGame *g, HcFrame *f)
{
  if (f->pc == 0)
    {
      f->pc = 1;
      hc_targets_push (g, &spec, cands, n_cands);
      return HC_STEP_CONTINUE;
    }
  n_got = hc_targets_chosen (g, f, got, got_amount);
  /* the step's result: how many it picked */
  assert_int_equal (hc_step_result (g), n_got);
  return HC_STEP_DONE;
}

static const HcStepFn test_steps[N_STEPS] = { NULL, parent };
static const char *const test_step_names[N_STEPS] = { "window", "parent" };

typedef struct
{
  HcRuleset r;
  HcCardDb *db;
  HcGame *g;
} Fixture;

static int
setup (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);
  f->r = *toy_ruleset ();
  f->r.steps = test_steps;
  f->r.n_steps = N_STEPS;
  f->r.step_names = test_step_names;
  f->db = toy_cards ();
  f->g = hc_game_new (&f->r, f->db, 0, 1);
  for (gint i = 0; i < 40; i++)
    hc_game_add_card (f->g, i % TOY_N_CARD_DEFS, i % 2, TOY_ZONE_TABLE);
  spec = (HcTargetsFrame){ .player = 1,
                           .min = 1,
                           .max = 2,
                           .kind = TOY_DEC_TARGET,
                           .option = OPT_CARD,
                           .done = OPT_DONE,
                           .prompt_arg = 33 };
  n_cands = 0;
  n_got = -1;
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;
  hc_game_free (f->g);
  hc_card_db_free (f->db);
  g_free (f);
  return 0;
}

static void
set_cands (gint n, ...)
{
  va_list ap;
  va_start (ap, n);
  for (gint i = 0; i < n; i++)
    cands[i] = (gint16)va_arg (ap, gint);
  va_end (ap);
  n_cands = n;
}

static guint32
card_id (gint card)
{
  return ((guint32)OPT_CARD << 24) | ((guint32)card << 12);
}

static const guint32 done_id = (guint32)OPT_DONE << 24;

/* the options offered, as cards (-1 for "done") */
static void
assert_offer (HcGame *g, gint n, ...)
{
  const HcDecision *d = hc_game_advance (g);
  assert_non_null (d);
  assert_int_equal (d->player, spec.player);
  assert_int_equal (d->kind, spec.kind);
  assert_int_equal (d->prompt_arg[0], spec.prompt_arg);
  assert_int_equal (d->n_options, n);
  va_list ap;
  va_start (ap, n);
  for (gint i = 0; i < n; i++)
    {
      gint card = va_arg (ap, gint);
      const HcOption *o = &d->option[i];
      if (card < 0)
        {
          assert_int_equal (o->kind, OPT_DONE);
          assert_int_equal (o->id, done_id);
          assert_int_equal (o->a, HC_NONE);
        }
      else
        {
          assert_int_equal (o->kind, OPT_CARD);
          assert_int_equal (o->id, card_id (card));
          assert_int_equal (o->a, card);
        }
    }
  va_end (ap);
  toy_assert_valid (g);
}

static void
up_to_the_maximum (void **state)
{
  Fixture *f = *state;
  set_cands (3, 4, 0, 2);
  hc_game_push (f->g, STEP_PARENT);
  /* card order, and no "done" before the minimum */
  assert_offer (f->g, 3, 0, 2, 4);
  toy_choose (f->g, card_id (2));
  assert_offer (f->g, 3, 0, 4, -1);
  toy_choose (f->g, card_id (4));
  /* the maximum reached: the parent has both, then drops them */
  assert_null (hc_game_advance (f->g));
  assert_int_equal (n_got, 2);
  assert_int_equal (got[0], 2);
  assert_int_equal (got[1], 4);
  assert_int_equal (got_amount[0], 1);
  assert_int_equal (got_amount[1], 1);
  assert_int_equal (f->g->n_picks, 0);
}

static void
done_once_the_minimum_is_met (void **state)
{
  Fixture *f = *state;
  spec.min = 0;
  spec.max = 3;
  set_cands (2, 1, 3);
  hc_game_push (f->g, STEP_PARENT);
  assert_offer (f->g, 3, 1, 3, -1);
  toy_choose (f->g, card_id (3));
  assert_offer (f->g, 2, 1, -1);
  toy_choose (f->g, done_id);
  assert_null (hc_game_advance (f->g));
  assert_int_equal (n_got, 1);
  assert_int_equal (got[0], 3);
}

/* the candidates run out before the minimum: the parent gets fewer */
static void
no_candidates_left (void **state)
{
  Fixture *f = *state;
  spec.min = 2;
  set_cands (2, 5, 6);
  hc_game_push (f->g, STEP_PARENT);
  assert_offer (f->g, 2, 5, 6);
  toy_choose (f->g, card_id (5));
  /* one option left is no choice: 6 is taken without asking */
  assert_null (hc_game_advance (f->g));
  assert_int_equal (n_got, 2);
  assert_int_equal (got[1], 6);
  assert_int_equal (f->g->n_choices, 1);
}

/* none at all: no question */
static void
no_candidates (void **state)
{
  Fixture *f = *state;
  hc_game_push (f->g, STEP_PARENT);
  assert_null (hc_game_advance (f->g));
  assert_int_equal (n_got, 0);
  assert_int_equal (f->g->n_choices, 0);
}

/* 3 divided among at most 2 cards: a chosen card may take more, a new
 * one only while fewer than 2 are chosen; no "done" */
static void
divided_as_you_choose (void **state)
{
  Fixture *f = *state;
  spec.divided = 3;
  spec.min = 1;
  set_cands (3, 1, 3, 5);
  hc_game_push (f->g, STEP_PARENT);
  assert_offer (f->g, 3, 1, 3, 5);
  toy_choose (f->g, card_id (3));
  assert_offer (f->g, 3, 1, 3, 5);
  toy_choose (f->g, card_id (5));
  assert_offer (f->g, 2, 3, 5);
  toy_choose (f->g, card_id (3));
  assert_null (hc_game_advance (f->g));
  assert_int_equal (n_got, 2);
  assert_int_equal (got[0], 3);
  assert_int_equal (got_amount[0], 2);
  assert_int_equal (got[1], 5);
  assert_int_equal (got_amount[1], 1);
}

/* the picks are part of the value: a clone carries them on to the same
 * end, the hash sees them */
static void
picks_are_in_the_value (void **state)
{
  Fixture *f = *state;
  spec.max = 3;
  set_cands (3, 0, 1, 2);
  hc_game_push (f->g, STEP_PARENT);
  hc_game_advance (f->g);
  toy_choose (f->g, card_id (1));
  hc_game_advance (f->g);
  assert_int_equal (f->g->n_picks, 1);
  g_autoptr (HcGame) c = hc_game_clone (f->g);
  assert_int_equal (hc_game_hash (c), hc_game_hash (f->g));
  assert_int_equal (hc_game_hash_portable (c), hc_game_hash (f->g));
  HcPick saved = f->g->pick[0];
  f->g->pick[0].card = 2;
  assert_true (hc_game_hash (c) != hc_game_hash (f->g));
  assert_int_equal (hc_game_hash_portable (f->g), hc_game_hash (f->g));
  f->g->pick[0] = saved;
  toy_choose (c, card_id (0));
  hc_game_advance (c);
  toy_choose (c, card_id (2));
  assert_null (hc_game_advance (c));
  assert_int_equal (n_got, 3);
  assert_int_equal (got[0], 1);
  assert_int_equal (got[1], 0);
  assert_int_equal (got[2], 2);
  /* the original still stands where it was */
  assert_int_equal (f->g->n_picks, 1);
  toy_choose (f->g, done_id);
  assert_null (hc_game_advance (f->g));
  assert_int_equal (n_got, 1);
}

/* a frame that ends below others: its picks go, the picks of the frames
 * above follow them down */
static void
picks_follow_their_frames (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  for (gint i = 0; i < 3; i++)
    hc_game_push (g, STEP_PARENT);
  g->n_picks = 3;
  g->pick[0] = (HcPick){ .card = 4, .amount = 1, .frame = 1 };
  g->pick[1] = (HcPick){ .card = 5, .amount = 2, .frame = 2 };
  g->pick[2] = (HcPick){ .card = 6, .amount = 1, .frame = 0 };
  hc_targets_frame_popped (g, 1);
  assert_int_equal (g->n_picks, 2);
  assert_int_equal (g->pick[0].card, 5);
  assert_int_equal (g->pick[0].frame, 1);
  assert_int_equal (g->pick[1].card, 6);
  assert_int_equal (g->pick[1].frame, 0);
  assert_int_equal (hc_targets_chosen (g, &g->frame[1], got, got_amount), 1);
  assert_int_equal (got_amount[0], 2);
  hc_targets_truncate (g, &g->frame[0], 0);
  assert_int_equal (g->n_picks, 1);
}

/* more picks than the table holds end the game (HC_END_OVERFLOW) */
static void
too_many_picks (void **state)
{
  Fixture *f = *state;
  spec.min = 0;
  spec.max = 40;
  n_cands = 40;
  for (gint i = 0; i < 40; i++)
    cands[i] = (gint16)i;
  hc_game_push (f->g, STEP_PARENT);
  for (gint i = 0; i < HC_MAX_PICKS; i++)
    {
      assert_non_null (hc_game_advance (f->g));
      toy_choose (f->g, card_id (i));
    }
  assert_non_null (hc_game_advance (f->g));
  toy_choose (f->g, card_id (HC_MAX_PICKS));
  toy_warnings_begin ();
  assert_null (hc_game_advance (f->g));
  assert_int_equal (toy_warnings_end (), 1);
  toy_assert_overflowed (f->g, HC_CAP_PICKS);
  assert_int_equal (f->g->n_picks, HC_MAX_PICKS);
}

int
main (void)
{
#define T(fn) cmocka_unit_test_setup_teardown (fn, setup, teardown)
  const struct CMUnitTest tests[] = {
    T (up_to_the_maximum),         T (done_once_the_minimum_is_met),
    T (no_candidates_left),        T (no_candidates),
    T (divided_as_you_choose),     T (picks_are_in_the_value),
    T (picks_follow_their_frames), T (too_many_picks),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
