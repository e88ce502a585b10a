/* "Up to N" targets (Death from Above), chosen as the ability is
 * initiated (effect resolution step 5), one at a time until N or the
 * player is done, at least one: the core's choose-targets step.  The
 * chosen cards belong to the ability's ST_PLAY frame (hc_targets_chosen)
 * and go when it ends. */
#include "lcg-verbs.h"

void
lcg_push_targets (HcGame *g, gint source, gint clause, gint op, gint player)
{
  const LcgSel *sel = &lcg_clause (g, source, clause)->op[op].sel;
  gint16 list[HC_MAX_CARDS];
  gint n = lcg_sel_list (g, sel, source, player, list);
  HcTargetsFrame t = {
    .player = player,
    .min = 1,
    .max = sel->up_to,
    .kind = D_TARGET,
    .option = O_TARGET,
    .done = O_DONE,
    .prompt_arg = source,
  };
  hc_targets_push (g, &t, list, n);
}
