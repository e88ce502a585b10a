/* Combat icons gained until the end of the strike, chosen or taken from
 * a discarded card. */
#include "verb-frame.h"

/* A combat icon type of the player's choice for the effect's unit, the
 * options' b from FIRST: at pc 0 asks (HC_STEP_ASK, or HC_STEP_DONE with
 * no unit to work on) and returns -1; at pc 1 returns the type answered,
 * or -1. */
gint
lcg_verb_icon_type (HcGame *g, HcFrame *f, gint first, HcStepResult *step)
{
  gint player = f->arg[X_PLAYER], card = f->arg[X_CARD];
  *step = HC_STEP_DONE;
  if (card < 0 || !lcg_is_unit (g, card))
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, f->arg[X_SRC], 0,
               0, 0);
      return -1;
    }
  if (f->pc == 0)
    {
      hc_game_ask (g, player, D_CHOICE, D_CHOICE);
      g->decision.prompt_arg[0] = f->arg[X_SRC];
      for (gint i = 0; i < I_COUNT; i++)
        hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, first + i), O_CHOICE,
                       card, first + i, 0);
      f->pc = 1;
      *step = HC_STEP_ASK;
      return -1;
    }
  const HcOption *o = hc_game_answer (g);
  gint icon = o ? o->b - first : -1;
  return icon >= 0 && icon < I_COUNT ? icon : -1;
}

/* Crossfire: the unit gains 1 combat icon of the player's choice until
 * the end of the strike.  pc 0 ask, 1 answer */
HcStepResult
lcg_verb_gain_choice (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER], card = f->arg[X_CARD];
  HcStepResult step;
  gint icon = lcg_verb_icon_type (g, f, CH_ICON, &step);
  if (icon < 0)
    return step;
  gint8 got[I_COUNT] = { 0 };
  got[icon] = 1;
  hc_effect_add (g, (guint16)(EFF_ICON + icon), HC_DUR_ATTACK, player,
                 f->arg[X_SRC], card, 1);
  lcg_log (g, player, M_GAIN_STRIKE, RR_CARD, card, got[I_UD], got[I_BD],
           got[I_TACTICS]);
  return HC_STEP_DONE;
}

/* Vader's TIE Advanced: discard the top card of your deck; a unit's
 * printed combat icons (normal and edge-enabled) go to this unit until
 * the end of the strike. */
HcStepResult
lcg_verb_discard_top_gain (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER], card = f->arg[X_CARD];
  gint top = hc_zone_top (g, player, Z_DECK);
  if (top < 0)
    return HC_STEP_DONE;
  hc_card_move (g, top, g->card[top].owner, Z_DISCARD, TRUE);
  lcg_log (g, player, M_DISCARD_TOP, RR_CARD, player, top, 0, 0);
  if (lcg_type (g, top) != T_UNIT || card < 0 || !lcg_is_unit (g, card))
    return HC_STEP_DONE;
  const HcCardDef *d = hc_card_def (g, top);
  const LcgCard *info = lcg_info (g, top);
  for (gint i = 0; i < I_COUNT; i++)
    {
      if (d->stat[S_UD + i])
        hc_effect_add (g, (guint16)(EFF_ICON + i), HC_DUR_ATTACK, player,
                       f->arg[X_SRC], card, d->stat[S_UD + i]);
      if (info->ee[i])
        hc_effect_add (g, (guint16)(EFF_EE_ICON + i), HC_DUR_ATTACK, player,
                       f->arg[X_SRC], card, info->ee[i]);
    }
  lcg_log (g, player, M_GAIN_STRIKE, RR_CARD, card,
           d->stat[S_UD] + info->ee[I_UD], d->stat[S_BD] + info->ee[I_BD],
           d->stat[S_TACTICS] + info->ee[I_TACTICS]);
  return HC_STEP_DONE;
}
