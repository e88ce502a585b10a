/* The unopposed bonus: 1 damage to the engaged objective, raised by a
 * constant ability such as Raise the Stakes ("While this objective is
 * undamaged, your unopposed bonus is raised to 2"). */
#include "lcg-queries.h"

gint
lcg_unopposed_bonus (const HcGame *g, gint attacker)
{
  gint bonus = 1;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      gint raised = lcg_info (g, i)->unopposed_if_undamaged;
      if (raised && c->controller == attacker && lcg_in_play (g, i)
          && !(c->flags & HC_CARD_FACE_DOWN) && c->counter[C_DAMAGE] == 0)
        bonus = MAX (bonus, raised);
    }
  return bonus;
}
