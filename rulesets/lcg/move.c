/* Moving damage (Questionable Contacts): the damage leaves one card and
 * goes to another.  FAQ 4.3: moving damage is not dealing it, so nothing
 * that interrupts or reacts to damage being dealt sees it, yet the card it
 * reaches is damaged, so Protect may take it.  The engine keeps damage as
 * single tokens, so moving one of three leaves two (FAQ Q&A on the "3"
 * damage token). */
#include "lcg-steps.h"

void
lcg_move_damage (HcGame *g, gint from, gint to, gint amount, gint by_player,
                 gint source)
{
  HcCard *c = &g->card[from];
  gint n = MIN (amount, c->counter[C_DAMAGE]);
  if (n <= 0 || !lcg_in_play (g, from) || !lcg_in_play (g, to))
    {
      lcg_log (g, by_player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
               0);
      return;
    }
  c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] - n);
  lcg_log (g, by_player, M_MOVE_DAMAGE, RR_MOVE_DAMAGE, source, from, n, to);
  lcg_push_moved_damage (g, to, n, by_player, source);
}
