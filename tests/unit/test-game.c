/* Decisions, clones, the state hash and the shared log. */
#include "toy-fixture.h"

#include <string.h>

typedef ToyFixture Fixture;

static int
setup (void **state)
{
  Fixture *f = toy_fixture_started (8, FALSE);
  *state = f;
  return 0;
}

/* Play the first option of n decisions (or until the end). */
static void
play_first (HcGame *g, gint n)
{
  for (gint i = 0; i < n; i++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d)
        return;
      toy_choose (g, d->option[d->n_options - 1].id);
    }
  hc_game_advance (g);
}

static void
an_illegal_choice_is_refused_and_changes_nothing (void **state)
{
  Fixture *f = *state;
  const HcDecision *d = hc_game_advance (f->g);
  assert_non_null (d);
  guint64 h = hc_game_hash (f->g);
  g_autoptr (HcGame) before = hc_game_clone (f->g);
  g_autoptr (GError) error = NULL;
  assert_false (hc_game_choose (f->g, 99999, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_ILLEGAL_CHOICE));
  assert_non_null (strstr (error->message, "99999"));
  assert_int_equal (hc_game_hash (f->g), h);
  /* not just the hash: the whole value */
  assert_memory_equal (&f->g->version, &before->version,
                       sizeof (HcGame) - G_STRUCT_OFFSET (HcGame, version));
  assert_int_equal (d->player, 0);

  g_clear_error (&error);
  assert_false (hc_game_choose_index (f->g, d->n_options, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_ILLEGAL_CHOICE));
  g_clear_error (&error);
  assert_false (hc_game_choose_index (f->g, -1, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_ILLEGAL_CHOICE));
  assert_int_equal (hc_game_hash (f->g), h);

  /* a legal one by index works, and only once */
  assert_true (hc_game_choose_index (f->g, 0, NULL));
  assert_int_equal (f->g->n_choices, 1);
  g_clear_error (&error);
  h = hc_game_hash (f->g);
  assert_false (hc_game_choose (f->g, HC_OPTION_PASS, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_NO_DECISION));
  assert_int_equal (hc_game_hash (f->g), h);
}

static void
a_choice_without_a_decision_is_refused (void **state)
{
  Fixture *f = *state;
  /* started but not yet advanced: nothing asked */
  guint64 h = hc_game_hash (f->g);
  g_autoptr (GError) error = NULL;
  assert_false (hc_game_choose (f->g, HC_OPTION_PASS, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_NO_DECISION));
  g_clear_error (&error);
  assert_false (hc_game_choose_index (f->g, 0, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_NO_DECISION));
  assert_int_equal (hc_game_hash (f->g), h);

  /* nor after the end */
  play_first (f->g, 100000);
  assert_true (f->g->over);
  assert_null (hc_game_advance (f->g));
  g_clear_error (&error);
  assert_false (hc_game_choose (f->g, HC_OPTION_PASS, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_NO_DECISION));
}

static void
labels_and_prompts (void **state)
{
  Fixture *f = *state;
  const HcDecision *d = hc_game_advance (f->g);
  g_autoptr (GString) s = g_string_new (NULL);
  hc_decision_prompt (f->g, s);
  assert_string_equal (s->str, "North: play a card or pass (turn 1)");
  g_string_truncate (s, 0);
  hc_option_label (f->g, &d->option[0], s);
  assert_string_equal (s->str, "pass");
  g_string_truncate (s, 0);
  hc_option_label (f->g, &d->option[1], s);
  assert_true (g_str_has_prefix (s->str, "play Card ")
               || g_str_has_prefix (s->str, "play Doubler"));
}

static void
a_clone_hashes_equal_and_goes_its_own_way (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  play_first (g, 3);
  const HcDecision *d = hc_game_advance (g);
  assert_non_null (d);
  guint64 h = hc_game_hash (g);
  g_autoptr (HcGame) c = hc_game_clone (g);
  assert_int_equal (hc_game_hash (c), h);
  assert_ptr_equal (c->rules, g->rules);
  assert_ptr_equal (c->db, g->db);

  /* the clone plays on; the original does not move */
  play_first (c, 5);
  assert_true (hc_game_hash (c) != h);
  assert_int_equal (hc_game_hash (g), h);
  assert_ptr_equal (hc_game_advance (g), d);
  assert_int_equal (d->player, g->decision.player);

  /* the same choices from the same state give the same states */
  g_autoptr (HcGame) c2 = hc_game_clone (g);
  play_first (c2, 5);
  assert_int_equal (hc_game_hash (c2), hc_game_hash (c));
  play_first (g, 5);
  assert_int_equal (hc_game_hash (g), hc_game_hash (c));
}

static void
copy_into_replaces_a_game (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcGame) other = toy_game_new (f->db, 99, NULL);
  play_first (other, 10);
  play_first (f->g, 2);
  hc_game_copy_into (other, f->g);
  assert_int_equal (hc_game_hash (other), hc_game_hash (f->g));
  assert_ptr_equal (other->log, f->g->log);
  play_first (other, 3);
  assert_true (hc_game_hash (other) != hc_game_hash (f->g));
}

static void
a_clone_appending_leaves_the_original_log_alone (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  hc_game_advance (g);
  guint n = g->log_len;
  assert_true (n > 0);
  g_autofree HcLogEntry *saved
      = g_memdup2 (hc_log_entries (g->log), n * sizeof (HcLogEntry));
  g_autoptr (HcGame) c = hc_game_clone (g);
  play_first (c, 4);
  assert_true (c->log_len > n);
  assert_int_equal (g->log_len, n);
  assert_memory_equal (hc_log_entries (g->log), saved, n * sizeof (HcLogEntry));
  HcLogEntry clone_next = hc_log_entries (c->log)[n];

  /* now the original writes its own next entry where the clone wrote its */
  while (g->log_len == n)
    {
      toy_choose (g, HC_OPTION_PASS);
      hc_game_advance (g);
    }
  assert_true (hc_log_entries (g->log)[n].msg != clone_next.msg);
  assert_memory_equal (hc_log_entries (g->log), saved, n * sizeof (HcLogEntry));
  assert_memory_equal (&hc_log_entries (c->log)[n], &clone_next,
                       sizeof clone_next);
  assert_int_equal (hc_log_entries (g->log)[n].seq, n + 1);

  /* and freeing the original leaves the clone's log whole */
  hc_game_free (g);
  f->g = NULL;
  assert_memory_equal (hc_log_entries (c->log), saved, n * sizeof (HcLogEntry));
  assert_memory_equal (&hc_log_entries (c->log)[n], &clone_next,
                       sizeof clone_next);
}

/* Every part of the value counts in the hash; slots beyond the live
 * counts do not. */
static void
the_hash_sees_the_live_value_only (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  hc_game_advance (g);
  hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_TURN, 0, 0, 1, 1);
  hc_trigger_add (g, TOY_ABILITY_ECHO, 1, 2);
  guint64 h = hc_game_hash (g);
  g_autoptr (HcGame) c = hc_game_clone (g);

#define CHANGES(stmt)                                                          \
  do                                                                           \
    {                                                                          \
      hc_game_copy_into (c, g);                                                \
      stmt;                                                                    \
      if (hc_game_hash (c) == h)                                               \
        fail_msg ("the hash does not see: %s", #stmt);                         \
    }                                                                          \
  while (0)
#define IGNORES(stmt)                                                          \
  do                                                                           \
    {                                                                          \
      hc_game_copy_into (c, g);                                                \
      stmt;                                                                    \
      if (hc_game_hash (c) != h)                                               \
        fail_msg ("the hash depends on dead data: %s", #stmt);                 \
    }                                                                          \
  while (0)

  CHANGES (c->card[3].counter[5]++);
  CHANGES (c->card[0].flags ^= HC_CARD_TAPPED);
  CHANGES (c->card[c->n_cards - 1].controller ^= 1);
  CHANGES (c->global[HC_MAX_GLOBALS - 1]++);
  CHANGES (c->res[1][HC_MAX_RES - 1]++);
  CHANGES (c->sw[HC_MAX_SWITCHES - 1]++);
  CHANGES (c->frame[0].arg[HC_FRAME_ARGS - 1]++);
  CHANGES (c->frame[c->n_frames - 1].pc++);
  CHANGES (c->effect[0].arg++);
  CHANGES (c->trigger[0].arg[2]++);
  CHANGES (c->decision.option[c->decision.n_options - 1].c++);
  CHANGES (c->decision.prompt_arg[2]++);
  CHANGES (c->rng.state++);
  CHANGES (c->winner = 1);
  CHANGES (c->ret++);
  CHANGES (c->log_len--);
  CHANGES (c->edition = 0);
  CHANGES (hc_game_force_dice (c, (const guint8[]){ 3 }, 1));

  IGNORES (c->card[c->n_cards].counter[0]++);
  IGNORES (c->frame[c->n_frames].pc++);
  IGNORES (c->effect[c->n_effects].value++);
  IGNORES (c->trigger[c->n_triggers].ability++);
  IGNORES (c->decision.option[c->decision.n_options].id++);
  IGNORES (c->forced[0] = 6);
#undef CHANGES
#undef IGNORES
}

/* The hash of a fixed state, recorded: a change to the hash function
 * invalidates every recorded game, so it must be deliberate. */
static void
the_hash_of_a_known_state_is_recorded (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcGame) g = toy_game_empty (f->db, 1);
  for (gint i = 0; i < 5; i++)
    hc_game_add_card (g, i, i % 2, TOY_ZONE_DECK);
  HcFrame *fr = hc_game_push (g, TOY_STEP_TURN);
  fr->arg[0] = 3;
  hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_TURN, 0, 1, 2, -3);
  hc_trigger_add (g, TOY_ABILITY_ECHO, 1, 4);
  hc_game_ask (g, 1, TOY_DEC_TARGET, 2);
  hc_game_offer (g, 5, TOY_OPT_TARGET, 1, 2, 3);
  g->global[HC_G_TURN] = 7;
  g->res[1][TOY_RES_POINTS] = 12;
  assert_int_equal (hc_game_hash (g), 0x87a5119e6b9a81c2ull);
  /* the byte-order-free way gives the same digest */
  assert_int_equal (hc_game_hash_portable (g), 0x87a5119e6b9a81c2ull);
}

/* An answer is taken once, and a child's result reaches its parent once:
 * neither can be read stale by a later step. */
static void
answers_and_child_results_are_taken_once (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcGame) g = toy_game_empty (f->db, 1);
  hc_game_ask (g, 0, TOY_DEC_TARGET, 2);
  hc_game_offer (g, 5, TOY_OPT_TARGET, 1, 2, 3);
  hc_game_offer (g, 9, TOY_OPT_TARGET, 4, 5, 6);
  assert_true (hc_game_choose (g, 9, NULL));
  const HcOption *o = hc_game_take_answer (g);
  assert_non_null (o);
  assert_int_equal (o->id, 9);
  assert_int_equal (o->a, 4);
  assert_null (hc_game_take_answer (g));

  hc_step_return (g, 42);
  assert_int_equal (hc_step_result (g), 42);
  assert_int_equal (hc_step_result (g), HC_NONE);
}

int
main (void)
{
#define T(name)                                                                \
  cmocka_unit_test_setup_teardown (name, setup, toy_fixture_teardown)
  const struct CMUnitTest tests[] = {
    T (an_illegal_choice_is_refused_and_changes_nothing),
    T (a_choice_without_a_decision_is_refused),
    T (labels_and_prompts),
    T (a_clone_hashes_equal_and_goes_its_own_way),
    T (copy_into_replaces_a_game),
    T (a_clone_appending_leaves_the_original_log_alone),
    T (the_hash_sees_the_live_value_only),
    T (the_hash_of_a_known_state_is_recorded),
    T (answers_and_child_results_are_taken_once),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
