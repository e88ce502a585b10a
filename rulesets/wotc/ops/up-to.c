/* "Up to N" (prevent up to 2 damage, remove up to 3 damage counters): the
 * player carrying the effect out picks how much, from 0 to N, never more
 * than there is.  The rows that allow it ask in their `then`, once the
 * card is known (kept in the frame's now.up_to), and carry it out in
 * their `answer`; with nothing there to take, it is carried out with 0
 * and nobody is asked. */
#include "wotc-steps.h"

WotcOpNext
wotc_up_to_then (HcGame *g, WotcEffectFrame *e, gint most, gint what,
                 WotcUpToFn carry)
{
  gint card = e->now.up_to.card;
  if (most <= 0)
    {
      carry (g, e, card, 0);
      return WOTC_OP_DONE;
    }
  hc_game_ask (g, e->player, D_UP_TO, D_UP_TO);
  g->decision.prompt_arg[0] = card;
  g->decision.prompt_arg[1] = most;
  for (gint v = most; v >= 0; v--)
    hc_game_offer (g, WOTC_OPT_ID (O_UP_TO, v, 0), O_UP_TO, v, what, 0);
  return WOTC_OP_ASKED;
}

WotcOpNext
wotc_up_to_answer (HcGame *g, WotcEffectFrame *e, WotcUpToFn carry)
{
  const HcOption *a = hc_game_take_answer (g);
  carry (g, e, e->now.up_to.card, a ? a->a : 0);
  return WOTC_OP_DONE;
}
