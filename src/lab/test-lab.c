/* Unit checks of the timing lab: the rules it cites are the rulesets' own
 * where it says so, the FAQ's nested example comes out as the FAQ plays
 * it, random labs keep each model's invariants, and bad lab lines give
 * their messages. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "hc-rulesets.h"
#include "lab.h"

#include <string.h>

static gboolean
ruleset_has_rule (const HcRuleset *r, const char *id)
{
  for (gint i = 0; i < r->n_rules; i++)
    if (r->rules[i].id && strcmp (r->rules[i].id, id) == 0)
      return TRUE;
  return FALSE;
}

/* A step cites a ruleset's rule by its own id, or is marked as the lab's:
 * when a ruleset grows the rule, the mark must go. */
static void
test_rule_ids (void **state)
{
  (void)state;
  g_autoptr (GError) error = NULL;
  if (!hc_rulesets_init (&error))
    fail_msg ("%s", error->message);
  for (gint i = 0; i < hc_lab_n_rules; i++)
    {
      const HcLabRule *rule = &hc_lab_rules[i];
      const HcRuleset *r = hc_ruleset_find (rule->model);
      assert_non_null (r);
      if (ruleset_has_rule (r, rule->id) == rule->lab_only)
        fail_msg ("%s %s: lab_only is %d but the ruleset %s it", rule->model,
                  rule->id, rule->lab_only,
                  rule->lab_only ? "has" : "does not have");
    }
}

static HcLab *
parse (const char *setup_and_expect, GError **error)
{
  g_autofree char *text = g_strdup_printf (
      "title: t\nsource: s\nruleset: lab\nedition: latest\n%s",
      setup_and_expect);
  g_autoptr (HcScenario) s = hc_scenario_parse ("lab.scn", text, -1, error);
  return s ? hc_lab_parse (s, error) : NULL;
}

static void
assert_order (const HcLab *lab, const HcLabTrace *t, const char *want)
{
  g_autoptr (GString) got = g_string_new (NULL);
  for (gint i = 0; i < t->n_order; i++)
    g_string_append_printf (got, "%s%s", i ? " " : "",
                            hc_lab_name (lab, t->order[i]));
  assert_string_equal (got->str, want);
}

/* FAQ, Nested Effect Sequences: Counter-stroke resolves first, It's Worse
 * is cancelled, Lightsaber Deflection resolves; in the wotc pool each
 * waits for the one it answers and comes too late. */
static void
test_faq_nested (void **state)
{
  (void)state;
  g_autoptr (GError) error = NULL;
  g_autoptr (HcLab) lab
      = parse ("setup:\n  start \"damage\"\n"
               "  ability Deflection light reaction when \"damage\" mark\n"
               "  ability Worse dark interrupt when Deflection cancel "
               "Deflection\n"
               "  ability Counter light interrupt when Worse cancel Worse\n"
               "expect:\n  lcg order Counter Deflection\n",
               &error);
  if (!lab)
    fail_msg ("%s", error->message);
  g_autoptr (HcLabTrace) lcg = hc_lab_run_lcg (lab);
  assert_order (lab, lcg, "Counter Deflection");
  assert_true (lcg->cancelled[1]);
  assert_false (lcg->cancelled[0]);
  g_autoptr (HcLabTrace) wotc = hc_lab_run_wotc (lab);
  assert_order (lab, wotc, "Deflection Worse Counter");
  for (gint a = 0; a < 3; a++)
    assert_false (wotc->cancelled[a]);
}

/* All off one event: in wotc every Dark Side ability before any Light
 * Side one, whoever is active; in the lcg interrupts before reactions and
 * the active player first in each window. */
static void
test_one_event (void **state)
{
  (void)state;
  g_autoptr (GError) error = NULL;
  g_autoptr (HcLab) lab
      = parse ("setup:\n  active light\n  start \"e\"\n"
               "  ability L1 light reaction when \"e\" mark\n"
               "  ability D1 dark reaction when \"e\" mark\n"
               "  ability L2 light interrupt when \"e\" mark\n"
               "  ability D2 dark interrupt when \"e\" mark\n"
               "  ability L3 light reaction when \"e\" mark\n"
               "expect:\n  wotc order none\n",
               &error);
  if (!lab)
    fail_msg ("%s", error->message);
  g_autoptr (HcLabTrace) wotc = hc_lab_run_wotc (lab);
  assert_order (lab, wotc, "D2 D1 L2 L1 L3");
  g_autoptr (HcLabTrace) lcg = hc_lab_run_lcg (lab);
  assert_order (lab, lcg, "L2 D2 L1 D1 L3");
}

static gint
in_order (const HcLabTrace *t, gint a)
{
  gint n = 0;
  for (gint i = 0; i < t->n_order; i++)
    n += t->order[i] == a;
  return n;
}

/* A second lcg model, written the other way round (recursion instead of
 * the core's frames and windows), to play random labs against: the FAQ's
 * rules as plainly as they read.  `frames` counts the stack the real
 * model would have, so both stop nesting at the same depth. */
typedef struct
{
  const HcLab *lab;
  gboolean used[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
  gboolean cancelled[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
  gboolean pending[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
  gint order[HC_LAB_MAX_ABILITIES];
  gint n_order;
} Ref;

static void ref_condition (Ref *r, gint thing, gint frames);

/* of a and b (b may be -1), the one a player with script order `rank`
 * takes first: the lower listed rank, a listed one before any other, else
 * the earlier (b) */
static gint
preferred (const gint8 *rank, gint a, gint b)
{
  if (b < 0)
    return a;
  if (rank[a] && (!rank[b] || rank[a] < rank[b]))
    return a;
  return b;
}

static void
ref_window (Ref *r, gint thing, HcLabKind kind, gint frames)
{
  gint p = r->lab->active, passes = 0;
  while (passes < 2)
    {
      gint use = -1;
      for (gint a = 0; a < r->lab->n_abilities; a++)
        if (r->lab->ability[a].player == p && r->lab->ability[a].when == thing
            && r->lab->ability[a].kind == kind && !r->used[a]
            && frames <= HC_MAX_FRAMES - HC_LAB_HEADROOM)
          use = preferred (r->lab->rank[HC_LAB_LCG], a, use);
      if (use < 0)
        passes++;
      else
        {
          passes = 0;
          r->used[use] = TRUE;
          ref_condition (r, use, frames + 1);
        }
      p = 1 - p;
    }
}

static void
ref_condition (Ref *r, gint thing, gint frames)
{
  r->pending[thing] = TRUE;
  ref_window (r, thing, HC_LAB_INTERRUPT, frames + 1);
  r->pending[thing] = FALSE;
  if (r->cancelled[thing])
    return;
  if (!HC_LAB_IS_EVENT (thing))
    {
      const HcLabAbility *ab = &r->lab->ability[thing];
      r->order[r->n_order++] = thing;
      if (ab->effect == HC_LAB_CANCEL && r->pending[ab->target])
        r->cancelled[ab->target] = TRUE;
      if (ab->effect == HC_LAB_CAUSE
          && frames <= HC_MAX_FRAMES - HC_LAB_HEADROOM)
        ref_condition (r, ab->target, frames + 1);
    }
  ref_window (r, thing, HC_LAB_REACTION, frames + 1);
}

/* A second wotc model, without the core: a plain list for the pool,
 * recursion for taking effect, the Dark Side's waiting abilities first and
 * each side's in the order they triggered. */
typedef struct
{
  const HcLab *lab;
  gboolean used[HC_LAB_MAX_ABILITIES];
  gint pool[HC_LAB_MAX_ABILITIES];
  gint n_pool;
  gint order[HC_LAB_MAX_ABILITIES];
  gint n_order;
} RefPool;

static void
pool_record (RefPool *r, gint thing, HcLabKind kind)
{
  for (gint a = 0; a < r->lab->n_abilities; a++)
    if (r->lab->ability[a].when == thing && r->lab->ability[a].kind == kind
        && !r->used[a])
      {
        r->used[a] = TRUE;
        r->pool[r->n_pool++] = a;
      }
}

static void
pool_take (RefPool *r, gint thing)
{
  pool_record (r, thing, HC_LAB_INTERRUPT);
  if (!HC_LAB_IS_EVENT (thing))
    {
      r->order[r->n_order++] = thing;
      if (r->lab->ability[thing].effect == HC_LAB_CAUSE)
        pool_take (r, r->lab->ability[thing].target);
    }
  pool_record (r, thing, HC_LAB_REACTION);
}

static void
pool_run (RefPool *r)
{
  pool_take (r, r->lab->start);
  while (r->n_pool)
    {
      gint side = HC_LAB_LIGHT, k = -1;
      for (gint i = 0; i < r->n_pool; i++)
        if (r->lab->ability[r->pool[i]].player == HC_LAB_DARK)
          side = HC_LAB_DARK;
      for (gint i = 0; i < r->n_pool; i++)
        if (r->lab->ability[r->pool[i]].player == side)
          {
            gint pick = k < 0 ? r->pool[i]
                              : preferred (r->lab->rank[HC_LAB_WOTC],
                                           r->pool[i], r->pool[k]);
            if (pick == r->pool[i])
              k = i;
          }
      gint a = r->pool[k];
      memmove (&r->pool[k], &r->pool[k + 1],
               sizeof (gint) * (gsize)(r->n_pool - k - 1));
      r->n_pool--;
      pool_take (r, a);
    }
}

/* Random labs: both models end and keep their invariants, and each agrees
 * with its plain counterpart above. */
static void
test_random_labs (void **state)
{
  (void)state;
  g_autoptr (GRand) rng = g_rand_new_with_seed (20261122);
  for (gint n = 0; n < 2000; n++)
    {
      g_autoptr (HcLab) lab = g_new0 (HcLab, 1);
      lab->checks = g_array_new (FALSE, TRUE, sizeof (HcLabCheck));
      lab->active = g_rand_int_range (rng, 0, 2);
      lab->n_events = g_rand_int_range (rng, 1, 4);
      for (gint e = 0; e < lab->n_events; e++)
        {
          lab->event[e] = g_strdup_printf ("e%d", e);
          lab->event_label[e] = g_strdup_printf ("\"e%d\"", e);
        }
      lab->start = HC_LAB_EVENT (0);
      lab->n_abilities = g_rand_int_range (rng, 1, HC_LAB_MAX_ABILITIES + 1);
      for (gint a = 0; a < lab->n_abilities; a++)
        {
          HcLabAbility *ab = &lab->ability[a];
          ab->name = g_strdup_printf ("A%d", a);
          ab->player = g_rand_int_range (rng, 0, 2);
          ab->kind = g_rand_int_range (rng, 0, 2);
          do
            ab->when
                = g_rand_boolean (rng)
                      ? HC_LAB_EVENT (g_rand_int_range (rng, 0, lab->n_events))
                      : g_rand_int_range (rng, 0, lab->n_abilities);
          while (ab->when == a);
          ab->effect = g_rand_int_range (rng, 0, 3);
          if (ab->effect == HC_LAB_CAUSE)
            ab->target
                = HC_LAB_EVENT (g_rand_int_range (rng, 0, lab->n_events));
          else if (g_rand_boolean (rng))
            ab->target = g_rand_int_range (rng, 0, lab->n_abilities);
          else
            ab->target
                = HC_LAB_EVENT (g_rand_int_range (rng, 0, lab->n_events));
        }
      /* half the labs have a script: some abilities ranked at random */
      if (g_rand_boolean (rng))
        for (gint m = 0; m < HC_LAB_N_MODELS; m++)
          for (gint a = 0; a < lab->n_abilities; a++)
            if (g_rand_boolean (rng))
              lab->rank[m][a] = (gint8)g_rand_int_range (rng, 1, 25);
      g_autoptr (HcLabTrace) wotc = hc_lab_run_wotc (lab);
      g_autoptr (HcLabTrace) lcg = hc_lab_run_lcg (lab);
      RefPool pool = { .lab = lab };
      pool_run (&pool);
      assert_int_equal (wotc->n_order, pool.n_order);
      assert_memory_equal (wotc->order, pool.order,
                           sizeof (gint) * (gsize)pool.n_order);
      Ref ref = { .lab = lab };
      ref_condition (&ref, lab->start, 1);
      assert_int_equal (lcg->n_order, ref.n_order);
      assert_memory_equal (lcg->order, ref.order,
                           sizeof (gint) * (gsize)ref.n_order);
      for (gint a = 0; a < HC_LAB_MAX_ABILITIES + lab->n_events; a++)
        {
          assert_int_equal (lcg->used[a], ref.used[a]);
          assert_int_equal (lcg->cancelled[a], ref.cancelled[a]);
        }
      for (gint a = 0; a < lab->n_abilities; a++)
        {
          /* the pool cancels nothing: whatever triggered takes effect,
           * once */
          assert_false (wotc->cancelled[a]);
          assert_int_equal (in_order (wotc, a), wotc->used[a] ? 1 : 0);
          /* an ability used in the lcg resolves once or is cancelled */
          assert_int_equal (in_order (lcg, a),
                            lcg->used[a] && !lcg->cancelled[a] ? 1 : 0);
          if (lcg->cancelled[a])
            assert_true (lcg->used[a]);
          /* nothing triggers off an ability that never took effect */
          gint w = lab->ability[a].when;
          if (!HC_LAB_IS_EVENT (w) && !wotc->used[w])
            assert_false (wotc->used[a]);
          if (!HC_LAB_IS_EVENT (w) && !lcg->used[w])
            assert_false (lcg->used[a]);
          /* a reaction needs its condition resolved, not cancelled */
          if (lab->ability[a].kind == HC_LAB_REACTION && lcg->used[a]
              && !HC_LAB_IS_EVENT (w))
            assert_false (lcg->cancelled[w]);
        }
    }
}

static void
test_errors (void **state)
{
  (void)state;
  const char *bad[][2] = {
    { "setup:\n  ability A dark reaction when \"e\" mark\nexpect:\n  wotc "
      "order A\n",
      "lab.scn:5: the lab's setup: has no \"start" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when B mark\n",
      "lab.scn:7: \"B\" (column 32) is not an ability of this lab (A)" },
    { "setup:\n  start \"e\"\n  ability A dark sometimes when \"e\" mark\n",
      "lab.scn:7: expected the ability's timing, interrupt or reaction" },
    { "setup:\n  start \"e\"\n  ability A grey reaction when \"e\" mark\n",
      "lab.scn:7: expected a player, dark or light, but found grey" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"f\" mark\n",
      "lab.scn:7: nothing makes \"f\" happen" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when A mark\n",
      "lab.scn:7: an ability cannot trigger off itself" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "  ability A light reaction when \"e\" mark\n",
      "lab.scn:8: the ability \"A\" is declared twice (first at line 7)" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" boom\n",
      "lab.scn:7: expected the ability's effect" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "expect:\n  chess order A\n",
      "lab.scn:9: a lab expectation starts with the model it checks" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "expect:\n  lcg order \"e\"\n",
      "lab.scn:9: \"order\" lists abilities, not events" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n",
      "the lab checks nothing" },
    { "setup:\n  start \"e\"\nscript:\n  dark pass\n",
      "lab.scn:8: a lab's script line starts with the model it orders" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "  ability B light reaction when \"e\" mark\n"
      "script:\n  lcg dark first B\nexpect:\n  lcg order A\n",
      "lab.scn:10: B is the Light Side's ability: a player orders only its "
      "own" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "script:\n  lcg dark first A\n  lcg dark first A\n"
      "expect:\n  lcg order A\n",
      "lab.scn:10: the lcg order of the Dark Side is given twice (first at "
      "line 9)" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "script:\n  wotc dark first A A\nexpect:\n  lcg order A\n",
      "lab.scn:9: A is listed twice" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "script:\n  wotc dark first\nexpect:\n  lcg order A\n",
      "lab.scn:9: \"first\" needs the player's abilities" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "script:\n  wotc dark takes A\nexpect:\n  lcg order A\n",
      "lab.scn:9: expected \"first\" but found \"takes\"" },
    { "setup:\n  start \"e\"\n  ability A dark reaction when \"e\" mark\n"
      "script:\n  wotc dark first Z\nexpect:\n  lcg order A\n",
      "lab.scn:9: \"Z\" (column 19) is not an ability of this lab" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (HcLab) lab = parse (bad[i][0], &error);
      assert_null (lab);
      assert_non_null (error);
      if (!strstr (error->message, bad[i][1]))
        fail_msg ("case %u: \"%s\" does not contain \"%s\"", i, error->message,
                  bad[i][1]);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_rule_ids),  cmocka_unit_test (test_faq_nested),
    cmocka_unit_test (test_one_event), cmocka_unit_test (test_random_labs),
    cmocka_unit_test (test_errors),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
