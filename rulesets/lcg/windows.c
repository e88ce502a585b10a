/* The core priority window used as the LCG's windows: action windows at
 * the points of the timing chart (FAQ Advanced Timing: the active player
 * first, back and forth until both pass in a row; every action fully
 * resolved before the next), the deployment window in which deploying a
 * card is one of the active player's actions, the edge battle's
 * placements, and the interrupt and reaction windows of a triggering
 * condition (events.c). */
#include "lcg-verbs.h"

void
lcg_push_action_window (HcGame *g, gint kind)
{
  lcg_log (g, -1, M_W_FIRST + kind, RR_ACTION_WINDOW, kind, 0, 0, 0);
  hc_window_push (g, kind, g->global[HC_G_ACTIVE], 0);
}

/* FAQ 2.1: a loop "should never be abused to cause the game to stall".
 * Every loop of the card pool has a bound (doc/rules/lcg.md, "Loops"),
 * but a bound can be large and a random player need not stop, so the
 * plays one player makes in one window are capped (switch loop-play-cap,
 * far above what a game needs): past it he may only pass, and the other
 * player keeps his own count.  The dark side's plays are counted in
 * HC_WIN_ARG2, the light side's are the rest of HC_WIN_PLAYS. */
static gint
plays_of (const HcFrame *w, gint player)
{
  return player == LCG_DARK ? w->arg[HC_WIN_ARG2]
                            : w->arg[HC_WIN_PLAYS] - w->arg[HC_WIN_ARG2];
}

static gboolean
over_play_cap (const HcGame *g, const HcFrame *w, gint player)
{
  return g->sw[SW_LOOP_PLAY_CAP] > 0
         && plays_of (w, player) >= g->sw[SW_LOOP_PLAY_CAP];
}

void
lcg_window_offer (HcGame *g, const HcFrame *w, gint player)
{
  gint kind = w->arg[HC_WIN_KIND];
  if (g->n_frames > HC_MAX_FRAMES - LCG_PLAY_HEADROOM)
    {
      hc_game_overflow (g, HC_CAP_FRAMES);
      return;
    }
  if (over_play_cap (g, w, player))
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
  if (player == LCG_DARK)
    w->arg[HC_WIN_ARG2]++;
  if (over_play_cap (g, w, player))
    lcg_log (g, player, M_PLAY_CAP, RR_LOOP_GUARD, player,
             g->sw[SW_LOOP_PLAY_CAP], 0, 0);
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

/* A unit its player can pay for only with the discards of Kuat
 * Reinforcements or The Defense of Yavin 4 is offered because of them
 * (lcg_possible_discount).  As it is played, that interrupt is used
 * rather than offered: a pass would leave the unit unpaid, and playing
 * it was the choice to use the interrupt. */
gboolean
lcg_window_begin (HcGame *g, HcFrame *w)
{
  gint parent = w->arg[HC_WIN_PARENT];
  gint player = w->arg[HC_WIN_PLAYER];
  if (w->arg[HC_WIN_KIND] != W_INTERRUPT || parent < 0
      || g->frame[parent].kind != ST_EVENT)
    return FALSE;
  const HcFrame *t = &g->frame[parent];
  const LcgEventFrame *e = LCG_EVENT_CONST (t);
  gint unit = e->subject;
  if (e->kind != EV_PLAYING || e->player != player || unit < 0
      || lcg_can_pay_for (g, player, lcg_play_cost (g, player, unit),
                          lcg_info (g, unit)->affiliation, unit))
    return FALSE;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        if ((info->clause[k].op[0].verb == V_DISCOUNT_DISCARD
             || info->clause[k].op[0].verb == V_DISCOUNT_DAMAGE)
            && lcg_clause_usable (g, i, k, player, t))
          {
            lcg_log (g, player,
                     info->clause[k].op[0].verb == V_DISCOUNT_DAMAGE
                         ? M_DAMAGE_DISCOUNT_NEEDED
                         : M_DISCOUNT_NEEDED,
                     RR_RESOURCES, player, i, unit, 0);
            /* as a play in the window: the other player answers next */
            hc_window_count_play (w);
            lcg_push_play (g, i, k, player, parent);
            return TRUE;
          }
    }
  return FALSE;
}
