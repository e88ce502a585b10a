/* Random playouts of the toy ruleset through the harness, and proof that
 * the harness catches each kind of ruleset bug it promises to catch. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "playout.h"
#include "toy-ruleset.h"

#include <stdio.h>
#include <string.h>

typedef struct
{
  HcCardDb *db;
  GArray *deck[HC_MAX_PLAYERS];
  HcPlayout cfg;
} Fixture;

static int
setup (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);
  f->db = toy_cards ();
  /* small unequal decks: both draw out and rebuild their decks from the
   * discard pile, one before the other */
  f->deck[0] = toy_deck (8, 0);
  f->deck[1] = toy_deck (10, 4);
  f->cfg = (HcPlayout){
    .rules = toy_ruleset (), .db = f->db, .first_seed = 1, .n_games = 1
  };
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      f->cfg.deck[p] = (const gint16 *)(gconstpointer)f->deck[p]->data;
      f->cfg.n_deck[p] = (gint)f->deck[p]->len;
    }
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    g_array_free (f->deck[p], TRUE);
  hc_card_db_free (f->db);
  g_free (f);
  return 0;
}

static void
toy_games_keep_every_promise (void **state)
{
  Fixture *f = *state;
  f->cfg.n_games = 200;
  f->cfg.explore = TRUE;
  HcPlayoutStats stats = { 0 };
  g_autoptr (GError) error = NULL;
  if (!hc_playout_run (&f->cfg, &stats, &error))
    fail_msg ("%s", error->message);
  assert_int_equal (stats.games, 200);
  /* the games were real games: both sides won some, choices were made */
  assert_true (stats.results[0] > 20);
  assert_true (stats.results[1] > 20);
  assert_int_equal (stats.no_winner, 0);
  assert_true (stats.decisions > 200 * 10);
  assert_true (stats.options_tried > stats.decisions);
  assert_true (stats.log_entries > stats.decisions);
  print_message ("toy: %u games, %" G_GUINT64_FORMAT " decisions (longest "
                 "%u), wins %u / %u, draws %u\n",
                 stats.games, stats.decisions, stats.longest_game,
                 stats.results[0], stats.results[1], stats.results[2]);
}

static void
the_older_edition_plays_too (void **state)
{
  Fixture *f = *state;
  f->cfg.n_games = 50;
  f->cfg.first_seed = 1000;
  f->cfg.edition = "toy-2024";
  g_autoptr (GError) error = NULL;
  if (!hc_playout_run (&f->cfg, NULL, &error))
    fail_msg ("%s", error->message);
}

/* ---- broken variants of the toy ruleset ---- */

static const HcRuleset *
base (void)
{
  return toy_ruleset ();
}

/* deals two cards of a hand the same position when offering plays */
static void
offer_breaking_positions (HcGame *g, const HcFrame *w, gint player)
{
  base ()->window_offer (g, w, player);
  gint16 hand[HC_MAX_CARDS];
  if (hc_zone_list (g, player, TOY_ZONE_HAND, hand, HC_MAX_CARDS) >= 2)
    g->card[hand[0]].pos = g->card[hand[1]].pos;
}

/* a played card changes owner */
static void
play_stealing (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  base ()->window_play (g, w, player, o);
  g->card[o->a].owner = (guint8)(1 - player);
}

/* offers depend on a counter outside the game value */
static void
offer_with_hidden_state (HcGame *g, const HcFrame *w, gint player)
{
  static guint calls;
  if (++calls % 3 == 0)
    return;
  base ()->window_offer (g, w, player);
}

/* a lasting effect tied to a card that is not in play */
static void
play_with_lingering_effect (HcGame *g, HcFrame *w, gint player,
                            const HcOption *o)
{
  base ()->window_play (g, w, player, o);
  gint undrawn = hc_zone_top (g, player, TOY_ZONE_DECK);
  if (undrawn != HC_NONE)
    hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_WHILE_IN_PLAY, player, undrawn,
                   HC_NONE, 1);
}

/* a log entry citing a rule the ruleset does not have */
static void
play_citing_no_rule (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  base ()->window_play (g, w, player, o);
  hc_game_log (g, player, TOY_MSG_PLAY, 999, player, o->a, 0, 0);
}

static void
label_missing_for_attach (const HcGame *g, const HcDecision *d,
                          const HcOption *o, GString *out)
{
  if (o->kind != TOY_OPT_ATTACH)
    base ()->option_label (g, d, o, out);
}

/* a game that never ends */
static gboolean
start_endless (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
               const gint n_deck[HC_MAX_PLAYERS], GError **error)
{
  if (!base ()->start (g, decks, n_deck, error))
    return FALSE;
  g->global[TOY_G_TARGET] = G_MAXINT32;
  g->global[TOY_G_TURN_LIMIT] = G_MAXINT32;
  return TRUE;
}

/* forces dice that no die shows; the turn rolls one at once, the other
 * waits for the next turn */
static void
closed_forcing_nines (HcGame *g, HcFrame *w)
{
  base ()->window_closed (g, w);
  hc_game_force_dice (g, (const guint8[]){ 9, 9 }, 2);
}

typedef struct
{
  const char *id;
  void (*tweak) (HcRuleset *r);
  const char *expect; /* in the harness's message */
  guint max_decisions;
  gboolean registered;
} Bug;

static void
tweak_positions (HcRuleset *r)
{
  r->window_offer = offer_breaking_positions;
}
static void
tweak_steal (HcRuleset *r)
{
  r->window_play = play_stealing;
}
static void
tweak_hidden (HcRuleset *r)
{
  r->window_offer = offer_with_hidden_state;
}
static void
tweak_lingering (HcRuleset *r)
{
  r->window_play = play_with_lingering_effect;
}
static void
tweak_no_rule (HcRuleset *r)
{
  r->window_play = play_citing_no_rule;
}
static void
tweak_label (HcRuleset *r)
{
  r->option_label = label_missing_for_attach;
}
static void
tweak_endless (HcRuleset *r)
{
  r->start = start_endless;
}
static void
tweak_bad_die (HcRuleset *r)
{
  r->window_closed = closed_forcing_nines;
}
static void
tweak_nothing (HcRuleset *r)
{
  (void)r;
}

static const Bug bugs[] = {
  { "toy-bug-positions", tweak_positions, "share position", 0, TRUE },
  { "toy-bug-steal", tweak_steal, "cards at the start and owns", 0, TRUE },
  { "toy-bug-hidden", tweak_hidden, "reached a different state", 0, TRUE },
  { "toy-bug-lingering", tweak_lingering,
    "lasts while its source is in play, but its source", 0, TRUE },
  { "toy-bug-no-rule", tweak_no_rule, "rule 999", 0, TRUE },
  { "toy-bug-label", tweak_label, "empty label", 0, TRUE },
  { "toy-bug-endless", tweak_endless, "has not ended after 300 decisions", 300,
    TRUE },
  { "toy-bug-bad-die", tweak_bad_die, "forced die 0 is 9", 0, TRUE },
  { "toy-bug-unregistered", tweak_nothing, "is not registered", 0, FALSE },
};

static HcRuleset variants[G_N_ELEMENTS (bugs)];

/* Builds with the `invariants` option check the state after every rule
 * step and report a broken one as a critical before the harness sees the
 * decision; here, where the rulesets are broken on purpose, that report is
 * expected and must not end the test. */
static guint invariant_reports;

static void
count_invariant_reports (const gchar *domain, GLogLevelFlags level,
                         const gchar *message, gpointer data)
{
  (void)domain;
  (void)data;
  if ((level & G_LOG_LEVEL_CRITICAL) && strstr (message, "invariant broken"))
    {
      invariant_reports++;
      return;
    }
  g_log_default_handler (domain, level, message, data);
  if (level & G_LOG_LEVEL_CRITICAL)
    abort ();
}

static void
expect_invariant_reports (void)
{
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  g_log_set_default_handler (count_invariant_reports, NULL);
}

static void
the_harness_catches_broken_rulesets (void **state)
{
  Fixture *f = *state;
  expect_invariant_reports ();
  for (guint i = 0; i < G_N_ELEMENTS (bugs); i++)
    {
      HcRuleset *r = &variants[i];
      *r = *base ();
      r->id = bugs[i].id;
      bugs[i].tweak (r);
      if (bugs[i].registered)
        hc_ruleset_register (r);
      HcPlayout cfg = f->cfg;
      cfg.rules = r;
      cfg.n_games = 20;
      cfg.max_decisions = bugs[i].max_decisions;
      g_autoptr (GError) error = NULL;
      if (hc_playout_run (&cfg, NULL, &error))
        fail_msg ("%s: the harness found nothing", bugs[i].id);
      /* "<ruleset>, seed N, decision M: what" */
      g_autofree char *prefix = g_strdup_printf ("%s, seed ", bugs[i].id);
      if (!g_str_has_prefix (error->message, prefix)
          || !strstr (error->message, ", decision ")
          || !strstr (error->message, bugs[i].expect))
        fail_msg ("%s: expected \"%s\" in \"%s\"", bugs[i].id, bugs[i].expect,
                  error->message);
    }
#ifdef HC_CHECK_INVARIANTS
  /* the per-step check saw the broken states first */
  assert_true (invariant_reports > 0);
#endif
}

/* A reported seed reproduces its failure alone. */
static void
a_failing_seed_fails_again_alone (void **state)
{
  Fixture *f = *state;
  expect_invariant_reports ();
  HcRuleset *r = &variants[0]; /* positions, registered above */
  if (!r->id)
    {
      *r = *base ();
      r->id = bugs[0].id;
      bugs[0].tweak (r);
      hc_ruleset_register (r);
    }
  HcPlayout cfg = f->cfg;
  cfg.rules = r;
  cfg.n_games = 20;
  g_autoptr (GError) first = NULL;
  assert_false (hc_playout_run (&cfg, NULL, &first));
  guint64 seed = 0;
  guint decision = 0;
  g_autofree char *fmt = g_strdup_printf (
      "%s, seed %%" G_GUINT64_FORMAT ", decision %%u:", r->id);
  assert_int_equal (sscanf (first->message, fmt, &seed, &decision), 2);
  g_autoptr (GError) again = NULL;
  assert_false (hc_playout_game (&cfg, seed, NULL, &again));
  assert_string_equal (again->message, first->message);
}

int
main (void)
{
#define T(name) cmocka_unit_test_setup_teardown (name, setup, teardown)
  const struct CMUnitTest tests[] = {
    T (toy_games_keep_every_promise),
    T (the_older_edition_plays_too),
    T (the_harness_catches_broken_rulesets),
    T (a_failing_seed_fails_again_alone),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
