/* An LCG evaluation fitted on played games (issue 19): tanh of a linear
 * score of lcg_eval_features, whose weights were fitted by logistic
 * regression (bench/lcg-eval-fit.py) on the rows bench/lcg-eval-data
 * prints.  The features are signed for the player (eval-features.c), so
 * the score of one side is minus the other's.  Not used by the lcg's
 * levels yet (lcg_level_tuning.evaluate is NULL): with this table hard:200
 * won 59.0% of seed 7001's 100 games against search:200, the unchanged
 * hard 61.0% (doc/agents-experiments-agentX.md). */
#include "eval-features.h"

#include <math.h>

/* WEIGHTS_BEGIN (written by bench/lcg-eval-fit.py) */
/* fitted on `lcg-eval-data 1500 4101`
 * train 77642 rows of 1200 games, held out 63879 rows; l2 1.0;
 * without hand, deck, units, ready_units, enhancements, turn_side
 * held-out log-loss / accuracy: fitted 0.5514 / 0.721,
 * lcg_agent_evaluate 0.7020 / 0.581, a constant 0.6917 */
static const double weights[LCG_N_FEATURES] = {
  -0.7829, /* side */
  1.2359,  /* dial */
  3.1599,  /* dial_sq */
  3.8242,  /* obj_lost */
  0.1836,  /* obj_lost_sq */
  1.5212,  /* obj_won */
  0.0917,  /* balance */
  2.5704,  /* wear_dark */
  1.3967,  /* wear_light */
  0.1898,  /* worst_dark */
  -0.3455, /* worst_light */
  -0.1389, /* board */
  0.1895,  /* combat */
  0.2446,  /* force_lead */
  -0.0171, /* resources */
  0.0000,  /* hand */
  0.0000,  /* deck */
  0.0000,  /* units */
  0.0000,  /* ready_units */
  0.0000,  /* enhancements */
  0.1103,  /* dark_to_move */
  0.0000,  /* turn_side */
  0.8277,  /* base_eval */
  0.4482,  /* force_icons */
};
/* WEIGHTS_END */

double
lcg_agent_evaluate_fitted (const HcGame *g, gint player)
{
  double f[LCG_N_FEATURES], z = 0;
  lcg_eval_features (g, player, f);
  for (gint k = 0; k < LCG_N_FEATURES; k++)
    z += weights[k] * f[k];
  /* a logistic score z is the odds of winning; tanh (z / 2) is
   * 2 * sigmoid (z) - 1, the same probability on the [-1, 1] scale */
  return tanh (z / 2.0);
}
