/* The computer players: the same seed gives the same game, every choice is
 * an offered option, and looking ahead never reads a hidden card (two
 * positions that differ only in where the opponent's hidden cards lie are
 * imagined alike and answered alike). */
#include "eval-features.h"
#include "hc-agents.h"
#include "rulesets-fixture.h"

static const char *const ruleset_ids[] = { "wotc", "lcg" };

static HcMatchSetup *
setup_for (const char *id)
{
  g_autoptr (GError) error = NULL;
  rulesets_fixture_init ();
  const HcRuleset *r = hc_ruleset_find (id);
  assert_non_null (r);
  const HcCardDb *db = hc_rulesets_cards (r, &error);
  if (!db)
    fail_msg ("%s", error->message);
  HcMatchSetup *s = hc_match_setup_new (r, db, NULL, &error);
  if (!s)
    fail_msg ("%s", error->message);
  return s;
}

/* Plays up to n decisions with the given agents and returns the state
 * hash before each choice, then the final one. */
static GArray *
play_hashes (const HcMatchSetup *s, guint64 seed, const HcAgent *agent[2],
             guint n)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HcGame) g = hc_match_start (s, seed, NULL, &error);
  assert_non_null (g);
  HcRng rngs[HC_MAX_PLAYERS];
  hc_match_agents_seed (rngs, seed);
  GArray *hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  for (guint i = 0; i < n; i++)
    {
      const HcDecision *d = hc_game_advance (g);
      guint64 h = hc_game_hash (g);
      g_array_append_val (hashes, h);
      if (!d)
        break;
      if (!hc_match_step_agents (g, NULL, rngs, agent, &error))
        fail_msg ("seed %" G_GUINT64_FORMAT ": %s", seed,
                  error ? error->message : "no step");
    }
  return hashes;
}

static void
same_seed_same_game (void **state)
{
  (void)state;
  HcAgent search = hc_agent_default (HC_AGENT_SEARCH);
  search.iterations = 24;
  HcAgent greedy = hc_agent_default (HC_AGENT_GREEDY);
  HcAgent hard = hc_agent_default (HC_AGENT_HARD);
  hard.iterations = 16;
  hard.think_ms = 0;
  const HcAgent *pairs[][2]
      = { { &search, &greedy }, { &hard, &greedy }, { &greedy, &hard } };
  for (guint r = 0; r < G_N_ELEMENTS (ruleset_ids); r++)
    for (guint k = 0; k < G_N_ELEMENTS (pairs); k++)
      {
        const HcAgent **agent = pairs[k];
        g_autoptr (HcMatchSetup) s = setup_for (ruleset_ids[r]);
        g_autoptr (GArray) a = play_hashes (s, 7, agent, 40);
        g_autoptr (GArray) b = play_hashes (s, 7, agent, 40);
        g_autoptr (GArray) c = play_hashes (s, 8, agent, 40);
        assert_int_equal (a->len, b->len);
        for (guint i = 0; i < a->len; i++)
          assert_true (g_array_index (a, guint64, i)
                       == g_array_index (b, guint64, i));
        /* a different seed is a different game (else the check above
         * proves nothing) */
        assert_false (a->len == c->len
                      && memcmp (a->data, c->data, a->len * sizeof (guint64))
                             == 0);
      }
}

/* A position of game `seed` where player p decides among several options
 * and the opponent holds a hidden card whose identity differs from one in
 * the opponent's deck. */
static HcGame *
position_with_secrets (const HcMatchSetup *s, guint64 seed, gint *hand_card,
                       gint *deck_card)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HcGame) g = hc_match_start (s, seed, NULL, &error);
  assert_non_null (g);
  HcRng rngs[HC_MAX_PLAYERS];
  hc_match_agents_seed (rngs, seed);
  const HcRuleset *r = s->rules;
  for (guint step = 0; step < 400; step++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d)
        break;
      gint me = d->player, other = 1 - me;
      if (d->n_options > 1 && step > 10)
        for (gint h = 0; h < g->n_cards; h++)
          {
            const HcCard *kh = &g->card[h];
            if (kh->owner != other || hc_card_known_to (g, h, me)
                || (r->hidden_zones & (1u << kh->zone)))
              continue;
            /* an unknown card of the opponent outside the deck (a hand
             * card), and a deck card of its pool with another identity */
            for (gint k = 0; k < g->n_cards; k++)
              {
                const HcCard *kk = &g->card[k];
                if (kk->owner == other && !hc_card_known_to (g, k, me)
                    && (r->hidden_zones & (1u << kk->zone))
                    && kk->def != kh->def
                    && (!r->redeal_pool
                        || r->redeal_pool (g, k) == r->redeal_pool (g, h)))
                  {
                    *hand_card = h;
                    *deck_card = k;
                    return g_steal_pointer (&g);
                  }
              }
          }
      if (!hc_match_step (g, NULL, rngs, &error))
        fail_msg ("%s", error ? error->message : "no step");
    }
  fail_msg ("game %" G_GUINT64_FORMAT " never had hidden cards to swap", seed);
  return NULL;
}

static void
hidden_cards_do_not_show (void **state)
{
  (void)state;
  for (guint r = 0; r < G_N_ELEMENTS (ruleset_ids); r++)
    for (guint64 seed = 1; seed <= 4; seed++)
      {
        g_autoptr (HcMatchSetup) s = setup_for (ruleset_ids[r]);
        gint hand = -1, deck = -1;
        g_autoptr (HcGame) g = position_with_secrets (s, seed, &hand, &deck);
        gint me = g->decision.player;
        /* the same position with the opponent's hand card and deck card
         * swapped: what the agent's player may know is the same */
        g_autoptr (HcGame) swapped = hc_game_clone (g);
        gint16 t = swapped->card[hand].def;
        swapped->card[hand].def = swapped->card[deck].def;
        swapped->card[deck].def = t;
        assert_true (hc_game_hash (g) != hc_game_hash (swapped));

        HcRng ra, rb;
        hc_rng_seed (&ra, seed, 3);
        hc_rng_seed (&rb, seed, 3);
        g_autoptr (HcGame) ia = hc_agent_imagine (g, me, &ra);
        g_autoptr (HcGame) ib = hc_agent_imagine (swapped, me, &rb);
        assert_true (hc_game_hash (ia) == hc_game_hash (ib));
        for (gint c = 0; c < g->n_cards; c++)
          {
            /* what the player knows stays as it is; the rest keeps its
             * pool */
            if (hc_card_known_to (g, c, me))
              assert_int_equal (ia->card[c].def, g->card[c].def);
            else if (s->rules->redeal_pool)
              assert_int_equal (s->rules->redeal_pool (ia, c),
                                s->rules->redeal_pool (g, c));
          }

        /* and every agent answers both alike, seed by seed */
        HcAgent agents[] = { hc_agent_default (HC_AGENT_GREEDY),
                             hc_agent_default (HC_AGENT_SEARCH),
                             hc_agent_default (HC_AGENT_EASY),
                             hc_agent_default (HC_AGENT_NORMAL),
                             hc_agent_default (HC_AGENT_HARD) };
        agents[1].iterations = 32;
        agents[3].iterations = 24;
        agents[4].iterations = 24;
        agents[4].think_ms = 0;
        agents[4].threads = 2;
        /* the levels' evaluation reads only what the player may know */
        assert_true (s->rules->agent_evaluate (g, me)
                     == s->rules->agent_evaluate (swapped, me));
        /* and so do the LCG's features, for either player, and the
         * evaluation fitted on them */
        if (strcmp (ruleset_ids[r], "lcg") == 0)
          for (gint p = 0; p < 2; p++)
            {
              double fa[LCG_N_FEATURES], fb[LCG_N_FEATURES];
              lcg_eval_features (g, p, fa);
              lcg_eval_features (swapped, p, fb);
              assert_memory_equal (fa, fb, sizeof fa);
              assert_true (lcg_agent_evaluate_fitted (g, p)
                           == lcg_agent_evaluate_fitted (swapped, p));
            }
        for (guint a = 0; a < G_N_ELEMENTS (agents); a++)
          for (guint64 k = 0; k < 6; k++)
            {
              hc_rng_seed (&ra, k, 11);
              hc_rng_seed (&rb, k, 11);
              guint32 ca = hc_agent_choose (&agents[a], g, &ra);
              guint32 cb = hc_agent_choose (&agents[a], swapped, &rb);
              assert_true (hc_decision_find (&g->decision, ca) >= 0);
              assert_int_equal (ca, cb);
            }
      }
}

/* hard searches its trees on one thread or two and answers alike: the
 * trees' generators are drawn before any search and the root counts are
 * added in tree order.  Checked over the decisions of a real game, with
 * the agent's generator compared after every answer too. */
static void
threads_do_not_change_answers (void **state)
{
  (void)state;
  HcAgent one = hc_agent_default (HC_AGENT_HARD);
  one.iterations = 40;
  one.think_ms = 0;
  HcAgent two = one;
  two.threads = 2;
  for (guint r = 0; r < G_N_ELEMENTS (ruleset_ids); r++)
    {
      g_autoptr (HcMatchSetup) s = setup_for (ruleset_ids[r]);
      g_autoptr (GError) error = NULL;
      g_autoptr (HcGame) g = hc_match_start (s, 5, NULL, &error);
      assert_non_null (g);
      HcRng rngs[HC_MAX_PLAYERS];
      hc_match_agents_seed (rngs, 5);
      guint asked = 0, differs = 0;
      for (guint step = 0; step < 60 && hc_game_advance (g); step++)
        {
          gint p = g->decision.player;
          HcRng a = rngs[p], b = rngs[p];
          guint32 ca = hc_agent_choose (&one, g, &a);
          guint32 cb = hc_agent_choose (&two, g, &b);
          assert_int_equal (ca, cb);
          assert_memory_equal (&a, &b, sizeof a);
          if (g->decision.n_options > 1)
            {
              asked++;
              /* the answer is not always the first option (else this
               * would prove nothing) */
              differs += ca != g->decision.option[0].id;
            }
          rngs[p] = a;
          if (!hc_game_choose (g, ca, &error))
            fail_msg ("%s", error->message);
        }
      assert_true (asked > 5);
      assert_true (differs > 0);
    }
}

static void
agent_names (void **state)
{
  (void)state;
  HcAgentKind k;
  assert_true (hc_agent_kind_parse ("Search", &k));
  assert_int_equal (k, HC_AGENT_SEARCH);
  assert_true (hc_agent_kind_parse ("greedy", &k));
  assert_int_equal (k, HC_AGENT_GREEDY);
  assert_true (hc_agent_kind_parse ("HARD", &k));
  assert_int_equal (k, HC_AGENT_HARD);
  assert_true (hc_agent_kind_is_level (k));
  assert_false (hc_agent_kind_is_level (HC_AGENT_SEARCH));
  /* hard thinks by the clock unless given playouts */
  HcAgent hard = hc_agent_default (HC_AGENT_HARD);
  assert_int_equal (hard.think_ms, HC_AGENT_HARD_THINK_MS);
  assert_false (hc_agent_kind_parse ("clever", &k));
  assert_false (hc_agent_kind_parse (NULL, &k));
  assert_string_equal (hc_agent_kind_name (HC_AGENT_RANDOM), "random");
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (agent_names),
    cmocka_unit_test (same_seed_same_game),
    cmocka_unit_test (hidden_cards_do_not_show),
    cmocka_unit_test (threads_do_not_change_answers),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
