/* The core priority window used as the LCG's windows: action windows at
 * the points of the timing chart (FAQ Advanced Timing: the active player
 * first, back and forth until both pass in a row; every action fully
 * resolved before the next), the deployment window in which deploying a
 * card is one of the active player's actions, the edge battle's
 * placements, and the interrupt and reaction windows of a triggering
 * condition (events.c). */
#include "lcg-internal.h"

/* Frames a play may need on top of a window (a play, its payment, its
 * damage, that damage's windows, their plays ...): past this depth no
 * new play is offered, so nesting cannot overflow the frame stack. */
#define PLAY_HEADROOM 14

void
lcg_push_action_window (HcGame *g, gint kind)
{
  lcg_log (g, -1, M_W_FIRST + kind, RR_ACTION_WINDOW, kind, 0, 0, 0);
  hc_window_push (g, kind, g->global[HC_G_ACTIVE], 0);
}

void
lcg_window_offer (HcGame *g, const HcFrame *w, gint player)
{
  gint kind = w->arg[HC_WIN_KIND];
  if (g->n_frames > HC_MAX_FRAMES - PLAY_HEADROOM)
    return;
  if (kind == W_EDGE_STACK)
    {
      lcg_edge_offer (g, w, player);
      return;
    }
  if (kind == W_INTERRUPT || kind == W_REACTION)
    {
      /* the triggering condition is the frame the window was opened on */
      gint parent = w->arg[HC_WIN_PARENT];
      const HcFrame *trigger = parent >= 0 ? &g->frame[parent] : NULL;
      if (trigger && trigger->kind == ST_EVENT)
        lcg_offer_abilities (g, player, kind, trigger);
      return;
    }
  if (kind == W_DEPLOY && player == g->global[HC_G_ACTIVE])
    lcg_offer_deploys (g, player);
  lcg_offer_abilities (g, player, kind, NULL);
}

void
lcg_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  gint index = (gint)(w - g->frame);
  switch (o->kind)
    {
    case O_DEPLOY:
      lcg_push_deploy (g, player, o->a, o->b);
      break;
    case O_EVENT:
    case O_ABILITY:
      {
        gint kind = w->arg[HC_WIN_KIND];
        gint trigger
            = kind == W_INTERRUPT || kind == W_REACTION ? index - 1 : HC_NONE;
        lcg_push_play (g, o->a, o->b, player, trigger);
        break;
      }
    case O_EDGE_CARD:
    case O_EDGE_EMPTY_HAND:
      lcg_edge_choose (g, player, o->a);
      break;
    default:
      break;
    }
}
