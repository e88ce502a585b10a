/* predict-hits F: as its unit attacks, its player predicts how many hits
 * the attack will score; when the hits are counted, a right guess gains F
 * Force (Eeth Koth (A): "When Eeth Koth attacks, predict the number of
 * hits you'll roll for that attack. If you're correct, you gain 3
 * Force").  The guess is a lasting effect on the unit for the attack
 * (value: the guess, arg: the Force), which attack.c reads as the hits
 * are counted (wotc_check_predictions). */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, 1, 99, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  /* a Battle card guesses for the attacking unit */
  g_string_append_printf (out,
                          "predict how many hits %s scores in this attack; "
                          "if you are right, you gain %d Force",
                          g_strcmp0 (self_name, "this unit") == 0
                              ? "your attacking unit"
                              : self_name,
                          o->n);
}

/* the unit whose hits are guessed: the ability's own, attacking now; for
 * a Battle card, the player's unit attacking now (Trust Your Feelings:
 * "Predict the number of hits you'll roll for this attack") */
static gint
predicted (HcGame *g, const WotcEffectFrame *e)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk)
    return HC_NONE;
  if (atk->attacker == e->src
      || (wotc_card_type (g, e->src) == T_BATTLE
          && g->card[atk->attacker].controller == e->player))
    return atk->attacker;
  return HC_NONE;
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  gint unit = predicted (g, e);
  if (unit == HC_NONE)
    return WOTC_OP_DONE;
  hc_game_ask (g, e->player, D_PREDICT, D_PREDICT);
  g->decision.prompt_arg[0] = unit;
  /* no attack scores more hits than it has dice; power can still change,
   * so every count up to a generous bound may be guessed */
  gint most = MAX (wotc_card_stat (g, unit, S_POWER), 0) + 10;
  for (gint k = 0; k <= most && k < 40; k++)
    hc_game_offer (g, WOTC_OPT_ID (O_PREDICT, k, 0), O_PREDICT, k, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  gint unit = predicted (g, e);
  if (!a || unit == HC_NONE)
    return WOTC_OP_DONE;
  HcEffect *eff = hc_effect_add (g, EFF_PREDICT, HC_DUR_ATTACK, e->player,
                                 e->src, unit, a->a);
  if (eff)
    eff->arg = o->n;
  wotc_log (g, e->player, M_PREDICT, RR_ABILITY, unit, a->a, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_predict_hits = {
  .word = "predict-hits",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};

/* the hits of the attack by unit are counted: right guesses gain Force */
void
wotc_check_predictions (HcGame *g, gint unit, gint hits)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->kind != EFF_PREDICT || e->target != unit)
        continue;
      gint p = e->controller, force = e->arg;
      gboolean right = e->value == hits;
      wotc_log (g, p, right ? M_PREDICT_RIGHT : M_PREDICT_WRONG, RR_ABILITY,
                unit, e->value, hits, 0);
      if (right)
        {
          g->res[p][R_FORCE] += force;
          wotc_log (g, p, M_GAIN_FORCE, RR_ABILITY, p, force,
                    g->res[p][R_FORCE], 0);
        }
    }
}
