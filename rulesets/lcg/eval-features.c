/* The LCG position as a few numbers, for a score fitted on played games
 * (agent-eval-fitted.c, issue 19).  Every number is public: the dial, the
 * Balance, objectives and their damage, cards in play and their counters
 * and printed stats, committed Force, and the sizes (never the contents)
 * of hands and decks.  Each is a Dark-minus-Light quantity (or a Dark Side
 * one) multiplied by +1 for the Dark Side and -1 for the Light Side. */
#include "eval-features.h"

#include "lcg-queries.h"

#include <math.h>

const char *const lcg_feature_names[LCG_N_FEATURES] = {
  "side",         "dial",      "dial_sq",   "obj_lost",    "obj_lost_sq",
  "obj_won",      "balance",   "wear_dark", "wear_light",  "worst_dark",
  "worst_light",  "board",     "combat",    "force_lead",  "resources",
  "hand",         "deck",      "units",     "ready_units", "enhancements",
  "dark_to_move", "turn_side", "base_eval", "force_icons",
};

void
lcg_eval_features (const HcGame *g, gint player, double *out)
{
  double dial_mark = MAX (1, g->sw[SW_DIAL_WIN]);
  double obj_mark = MAX (1, g->sw[SW_OBJECTIVES_WIN]);
  /* per side: board worth, combat icons, committed Force, resources,
   * units, ready units, enhancements, all Force icons of units */
  double board[2] = { 0 }, combat[2] = { 0 }, force[2] = { 0 }, res[2] = { 0 },
         units[2] = { 0 }, ready[2] = { 0 }, enh[2] = { 0 }, icons[2] = { 0 };
  double wear[2] = { 0 }, worst[2] = { 0 };
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      gint p = c->controller;
      if (p < 0 || p >= 2 || !lcg_in_play (g, i))
        continue;
      const HcCardDef *d = hc_card_def (g, i);
      res[p] += d->stat[S_RESOURCES];
      double cap = MAX (1, d->stat[S_DAMAGE]);
      double hurt = MIN (1.0, c->counter[C_DAMAGE] / cap);
      if (lcg_is_objective (g, i))
        {
          wear[p] += hurt;
          worst[p] = MAX (worst[p], hurt);
          continue;
        }
      if (lcg_type (g, i) == T_ENHANCEMENT)
        enh[p] += 1;
      if (!lcg_is_unit (g, i))
        continue;
      double left = 1.0 - hurt;
      units[p] += 1;
      board[p] += (1.0 + d->stat[S_COST]) * left;
      combat[p] += left * lcg_combat_worth (d);
      gint fi = lcg_force_icons (g, i);
      icons[p] += fi;
      if (lcg_ready (g, i))
        {
          ready[p] += 1;
          if (lcg_is_committed (g, i))
            force[p] += fi;
        }
    }
  const gint D = LCG_DARK, L = LCG_LIGHT;
  double dial = g->global[G_DIAL] / dial_mark;
  double lost = lcg_objectives_destroyed (g, L) / obj_mark;
  double f[LCG_N_FEATURES] = {
    1.0,
    dial,
    dial * dial,
    -lost,
    -lost * lost,
    lcg_objectives_destroyed (g, D) / obj_mark,
    g->global[G_BALANCE] == D ? 1.0 : -1.0,
    -wear[D] / obj_mark,
    wear[L] / obj_mark,
    -worst[D],
    worst[L],
    (board[D] - board[L]) / 10.0,
    (combat[D] - combat[L]) / 10.0,
    CLAMP (force[D] - force[L], -3.0, 3.0) / 3.0,
    (res[D] - res[L]) / 3.0,
    (lcg_count (g, D, Z_HAND) - lcg_count (g, L, Z_HAND)) / 5.0,
    (lcg_count (g, D, Z_DECK) - lcg_count (g, L, Z_DECK)) / 20.0,
    (units[D] - units[L]) / 5.0,
    (ready[D] - ready[L]) / 5.0,
    (enh[D] - enh[L]) / 3.0,
    g->global[HC_G_ACTIVE] == D ? 1.0 : -1.0,
    MIN (g->global[HC_G_TURN], 40) / 20.0,
    lcg_evaluate (g, D),
    (icons[D] - icons[L]) / 5.0,
  };
  double s = player == D ? 1.0 : -1.0;
  for (gint k = 0; k < LCG_N_FEATURES; k++)
    out[k] = s * f[k];
}
