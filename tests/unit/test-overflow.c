/* Each fixed table of the game value, overflowed on purpose by a test
 * rule step: the game ends with HC_END_OVERFLOW and a log line naming the
 * table, its capacity and the step, and stays a valid value. */
#include "toy-fixture.h"

/* test steps, kinds 1 and 2 of a copy of the toy ruleset */
enum
{
  STEP_GREEDY = 1, /* offers one option more than a decision holds */
  STEP_DEEP,       /* pushes itself until the stack is full */
  STEP_MARKS,      /* adds lasting effects without end in one step */
  N_STEPS
};

static HcStepResult
greedy (HcGame *g, HcFrame *f)
{
  (void)f;
  hc_game_ask (g, 0, 1, 1);
  for (gint i = 0; i <= HC_MAX_OPTIONS; i++)
    {
      HcOption *o = hc_game_offer (g, 100u + (guint32)i, 1, i, 0, 0);
      /* what did not fit must not overwrite what did */
      o->a = -5;
    }
  return HC_STEP_ASK;
}

static HcStepResult
deep (HcGame *g, HcFrame *f)
{
  (void)f;
  HcFrame *child = hc_game_push (g, STEP_DEEP);
  child->arg[0] = 99;
  return HC_STEP_CONTINUE;
}

static HcStepResult
marks (HcGame *g, HcFrame *f)
{
  (void)f;
  while (hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_GAME, 0, HC_NONE, 0, 1))
    ;
  return HC_STEP_DONE;
}

static const HcStepFn test_steps[N_STEPS] = { NULL, greedy, deep, marks };
static const char *const test_step_names[N_STEPS]
    = { "window", "greedy", "deep", "marks" };

/* Runs one test step in a game of the toy ruleset with those steps: it
 * must overflow `what`, once, with the step named in the log line. */
static HcGame *
overflowed_by (HcRuleset *r, const HcCardDb *db, guint16 kind, HcCapacity what)
{
  *r = *toy_ruleset ();
  r->steps = test_steps;
  r->n_steps = N_STEPS;
  r->step_names = test_step_names;
  HcGame *g = hc_game_new (r, db, 0, 1);
  hc_game_add_card (g, 0, 0, TOY_ZONE_TABLE);
  hc_game_push (g, kind);
  toy_warnings_begin ();
  assert_null (hc_game_advance (g));
  assert_int_equal (toy_warnings_end (), 1);
  toy_assert_overflowed (g, what);
  assert_int_equal (hc_log_entries (g->log)[g->log_len - 1].arg[2], kind);
  return g;
}

static void
too_many_options (void **state)
{
  (void)state;
  HcRuleset r;
  g_autoptr (HcCardDb) db = toy_cards ();
  g_autoptr (HcGame) g = overflowed_by (&r, db, STEP_GREEDY, HC_CAP_OPTIONS);
  assert_int_equal (g->decision.player, HC_NONE);
  assert_int_equal (g->decision.n_options, HC_MAX_OPTIONS);
  assert_int_equal (g->decision.option[HC_MAX_OPTIONS - 1].id,
                    100u + HC_MAX_OPTIONS - 1);
  const HcLogEntry *e = &hc_log_entries (g->log)[g->log_len - 1];
  g_autoptr (GString) text = g_string_new (NULL);
  hc_log_render_text (g, e, text);
  assert_string_equal (text->str,
                       "the game is stopped: more than 160 options in one "
                       "decision in rule step greedy (pc 0); the engine's "
                       "tables are too small for these rules, a bug to "
                       "report");
  /* JSON, as a player reads it, has the same words and the core's kind */
  g_autoptr (GString) json = g_string_new (NULL);
  hc_log_render_json_for (g, e, 1, json);
  assert_non_null (strstr (json->str, "\"kind\":\"overflow\""));
  assert_non_null (strstr (json->str, "options in one decision"));
  /* stopped means stopped */
  assert_null (hc_game_advance (g));
  assert_int_equal (g->log_len, e->seq);
}

static void
too_many_frames (void **state)
{
  (void)state;
  HcRuleset r;
  g_autoptr (HcCardDb) db = toy_cards ();
  g_autoptr (HcGame) g = overflowed_by (&r, db, STEP_DEEP, HC_CAP_FRAMES);
  assert_int_equal (g->n_frames, HC_MAX_FRAMES);
  /* the frame that did not fit wrote nowhere */
  for (gint i = 0; i < HC_MAX_FRAMES; i++)
    assert_int_equal (g->frame[i].arg[0], i ? 99 : 0);
}

static void
too_many_effects (void **state)
{
  (void)state;
  HcRuleset r;
  g_autoptr (HcCardDb) db = toy_cards ();
  g_autoptr (HcGame) g = overflowed_by (&r, db, STEP_MARKS, HC_CAP_EFFECTS);
  assert_int_equal (g->n_effects, HC_MAX_EFFECTS);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (too_many_options),
    cmocka_unit_test (too_many_frames),
    cmocka_unit_test (too_many_effects),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
