/* lcg-eval-data GAMES SEED: the data the fitted LCG evaluation is fitted
 * on (rulesets/lcg/agent-eval-fitted.c, issue 19).  Plays GAMES games of
 * the default decks (game i seeded hc_match_game_seed (SEED, i)) between
 * agents that vary (easy against easy, easy against search:50 either way
 * round, greedy against easy), and prints one CSV row per real decision
 * (two options or more): the game's index, the features of the position
 * for the player to decide (lcg_eval_features), the levels' current
 * evaluation of it (lcg_agent_evaluate, to compare the fit with), then 1
 * if that player went on to win, else 0.  Games that end without a winner are
 * left out.  The same arguments print the same rows.  Never use the measurement
 * seeds (2028, 7001 to 7003) for data. */
#include "eval-features.h"
#include "hc-agents.h"
#include "hc-rulesets.h"

#include <stdio.h>
#include <stdlib.h>

/* rulesets/lcg/agent-eval.c (the ruleset's agent_evaluate) */
double lcg_agent_evaluate (const HcGame *g, gint player);

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: %s GAMES SEED\n", argv[0]);
      return 2;
    }
  guint games = (guint)strtoul (argv[1], NULL, 10);
  guint64 seed = g_ascii_strtoull (argv[2], NULL, 10);
  g_autoptr (GError) error = NULL;
  if (!hc_rulesets_init (&error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  const HcRuleset *r = hc_ruleset_find ("lcg");
  const HcCardDb *db = r ? hc_rulesets_cards (r, &error) : NULL;
  g_autoptr (HcMatchSetup) s
      = db ? hc_match_setup_new (r, db, NULL, &error) : NULL;
  if (!s)
    {
      fprintf (stderr, "%s\n", error ? error->message : "no lcg ruleset");
      return 1;
    }
  HcAgent easy = hc_agent_default (HC_AGENT_EASY);
  HcAgent greedy = hc_agent_default (HC_AGENT_GREEDY);
  HcAgent search = hc_agent_default (HC_AGENT_SEARCH);
  search.iterations = 50;
  search.think_ms = 0;
  search.threads = 1;
  const HcAgent *pairs[][2] = { { &easy, &easy },
                                { &easy, &search },
                                { &search, &easy },
                                { &greedy, &easy },
                                { &easy, &greedy } };
  printf ("game,");
  for (gint k = 0; k < LCG_N_FEATURES; k++)
    printf ("%s,", lcg_feature_names[k]);
  printf ("agent_eval,won\n");
  /* per decision: the features and lcg_agent_evaluate */
  const gint width = LCG_N_FEATURES + 1;
  g_autoptr (GArray) rows = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) who = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint i = 0; i < games; i++)
    {
      guint64 gs = hc_match_game_seed (seed, i);
      g_autoptr (HcGame) g = hc_match_start (s, gs, NULL, &error);
      if (!g)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      HcRng rngs[HC_MAX_PLAYERS];
      hc_match_agents_seed (rngs, gs);
      const HcAgent **agent = pairs[i % G_N_ELEMENTS (pairs)];
      g_array_set_size (rows, 0);
      g_array_set_size (who, 0);
      double f[LCG_N_FEATURES + 1];
      for (;;)
        {
          const HcDecision *d = hc_game_advance (g);
          if (!d)
            break;
          if (d->n_options > 1)
            {
              gint p = d->player;
              lcg_eval_features (g, p, f);
              f[LCG_N_FEATURES] = lcg_agent_evaluate (g, p);
              g_array_append_vals (rows, f, width);
              g_array_append_val (who, p);
            }
          if (!hc_match_step_agents (g, NULL, rngs, agent, &error))
            {
              fprintf (stderr, "game %u: %s\n", i,
                       error ? error->message : "no step");
              return 1;
            }
        }
      if (g->winner != 0 && g->winner != 1)
        continue;
      for (guint j = 0; j < who->len; j++)
        {
          const double *x = &g_array_index (rows, double, j *width);
          printf ("%u,", i);
          for (gint k = 0; k < width; k++)
            printf ("%.5g,", x[k]);
          printf ("%d\n", g->winner == g_array_index (who, gint, j));
        }
    }
  return 0;
}
