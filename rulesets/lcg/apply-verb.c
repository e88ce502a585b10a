/* An effect verb carried out on one card. */
#include "lcg-verb.h"

void
lcg_mark (HcGame *g, guint16 kind, HcDuration dur, gint player, gint source,
          gint target, gint32 value, gint32 arg)
{
  HcEffect *e = hc_effect_add (g, kind, dur, player, source, target, value);
  if (e)
    e->arg = arg;
}

/* the amount, or its light-side variant while the Balance is light */
gint
lcg_amount (const HcGame *g, const LcgOp *op)
{
  return op->n_light && g->global[G_BALANCE] == LCG_LIGHT ? op->n_light : op->n;
}

void
lcg_apply_op_to (HcGame *g, const LcgOp *op, gint player, gint source,
                 gint card)
{
  const LcgVerb *v = lcg_verb (op->verb);
  if (v)
    {
      if (v->apply)
        v->apply (g, op, player, source, card);
      return;
    }
  HcCard *c = &g->card[card];
  switch (op->verb)
    {
    case V_RETURN:
      if (c->zone == Z_DISCARD)
        {
          hc_card_move (g, card, c->owner, Z_HAND, TRUE);
          lcg_log (g, player, M_RECALL, RR_CARD, c->owner, card, 0, 0);
          break;
        }
      lcg_log (g, player, M_RETURN, RR_CARD, card, 0, 0, 0);
      lcg_push_leave (g, card, LV_HAND, HC_NONE);
      break;
    case V_DISCARD_CARD:
      lcg_log (g, player, M_DISCARD_PLAY, RR_CARD, card, 0, 0, 0);
      lcg_push_leave (g, card, LV_DISCARD, HC_NONE);
      break;
    case V_PUT_INTO_PLAY:
      if (lcg_type (g, card) == T_ENHANCEMENT)
        lcg_push_deploy (g, player, card, DEPLOY_PUT);
      else if (lcg_unique_blocked (g, player, card))
        lcg_log (g, player, M_UNIQUE_BLOCKED, RR_UNIQUE, card, player, 0, 0);
      else
        lcg_put_into_play (g, player, card);
      break;
    case V_NO_DEFEND:
      hc_effect_add (g, EFF_NO_DEFEND, HC_DUR_BATTLE, player, source, card, 1);
      lcg_log (g, player, M_NO_DEFEND, RR_CARD, card, 0, 0, 0);
      break;
    case V_STASIS:
      {
        hc_effect_add (g, EFF_STASIS, HC_DUR_PHASE, player, source, card, 1);
        lcg_log (g, player, M_STASIS, RR_CARD, card, 0, 0, 0);
        break;
      }
    case V_GAIN:       /* until the end of the engagement */
    case V_GAIN_PHASE: /* until the end of the phase */
      {
        gboolean phase = op->verb == V_GAIN_PHASE;
        for (gint i = 0; i < I_COUNT; i++)
          if (op->icon[i])
            hc_effect_add (g, (guint16)(EFF_ICON + i),
                           phase ? HC_DUR_PHASE : HC_DUR_BATTLE, player, source,
                           card, op->icon[i]);
        lcg_log (g, player, phase ? M_GAIN_PHASE : M_GAIN, RR_CARD, card,
                 op->icon[I_UD], op->icon[I_BD], op->icon[I_TACTICS]);
        break;
      }
    case V_DESTROY:
      lcg_push_destroy (g, card, player);
      break;
    case V_SACRIFICE:
      lcg_log (g, c->controller, M_SACRIFICE, RR_CARD, c->controller, card, 0,
               0);
      lcg_push_leave (g, card, LV_DISCARD, HC_NONE);
      break;
    case V_TAKE_CONTROL:
      lcg_take_control (g, card, player);
      break;
    case V_REMOVE_FROM_ENGAGEMENT:
      c->flags &= (guint8)~F_PARTICIPATING;
      lcg_log (g, player, M_REMOVED, RR_REMOVED, card, 0, 0, 0);
      break;
    default:
      break;
    }
}
