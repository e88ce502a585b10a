/* A unit or enhancement leaving play (destroyed, sacrificed, returned to
 * hand, discarded, captured) is a triggering condition: interrupts "when
 * this unit leaves play" (X-Wing Escort) come while it is still in play,
 * then it goes.  Whatever hangs on it goes with it (rules.c). */
#include "lcg-internal.h"

enum
{
  L_CARD,
  L_HOW,
  L_HOST,
};

void
lcg_push_leave (HcGame *g, gint card, gint how, gint host)
{
  HcFrame *f = hc_game_push (g, ST_LEAVE);
  f->arg[L_CARD] = card;
  f->arg[L_HOW] = how;
  f->arg[L_HOST] = host;
}

HcStepResult
lcg_step_leave (HcGame *g, HcFrame *f)
{
  gint card = f->arg[L_CARD];
  switch (f->pc)
    {
    case 0:
      if (g->over || !lcg_in_play (g, card))
        return HC_STEP_DONE;
      f->pc = 1;
      lcg_push_interrupts (g, EV_LEAVES_PLAY, card, g->card[card].controller,
                           0);
      return HC_STEP_CONTINUE;
    case 1:
      /* an interrupt may have taken it out already */
      if (g->ret < 0 || !lcg_in_play (g, card))
        return HC_STEP_DONE;
      switch (f->arg[L_HOW])
        {
        case LV_HAND:
          lcg_leave_play (g, card, g->card[card].owner, Z_HAND);
          break;
        case LV_CAPTURE:
          if (lcg_in_play (g, f->arg[L_HOST]))
            {
              lcg_capture (g, card, f->arg[L_HOST]);
              lcg_log (g, g->card[f->arg[L_HOST]].controller, M_CAPTURE,
                       RR_CAPTURE, g->card[f->arg[L_HOST]].controller, card,
                       f->arg[L_HOST], 0);
            }
          break;
        default:
          lcg_discard (g, card);
        }
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
