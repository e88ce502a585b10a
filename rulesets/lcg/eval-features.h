/* An LCG position as numbers (eval-features.c), for the evaluation fitted
 * on played games (agent-eval-fitted.c) and the tool that collects the
 * games (bench/lcg-eval-data.c); the combat figure they share with the
 * levels' evaluation (agent-eval.c). */
#pragma once

#include "hc-game.h"

G_BEGIN_DECLS

#define LCG_N_FEATURES 24

/* The features of the position for `player`, into out[LCG_N_FEATURES]:
 * only what every player may know.  Each is a Dark Side quantity signed
 * for `player` (negated for the Light Side), so a linear score of them is
 * zero-sum: what one side gains the other loses. */
void lcg_eval_features (const HcGame *g, gint player, double *out);
/* The features' names, for the CSV header */
extern const char *const lcg_feature_names[LCG_N_FEATURES];

/* a unit's printed combat icons as one figure (blast damage counts most:
 * it is progress on an objective), for lcg_agent_evaluate and the
 * features */
double lcg_combat_worth (const HcCardDef *d);

/* tanh of the fitted linear score of the features, in [-1, 1] */
double lcg_agent_evaluate_fitted (const HcGame *g, gint player);

G_END_DECLS
