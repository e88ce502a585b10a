/* Combat icons gained until the end of the strike, chosen or taken from
 * a discarded card. */
#include "lcg-verb.h"
#include "verb-frame.h"

/* A combat icon type of the player's choice for the effect's unit, the
 * options' b from FIRST: at pc 0 asks (HC_STEP_ASK, or HC_STEP_DONE with
 * no unit to work on) and returns -1; at pc 1 returns the type answered,
 * or -1. */
gint
lcg_verb_icon_type (HcGame *g, HcFrame *f, gint first, HcStepResult *step)
{
  gint player = LCG_VERB_FRAME (f)->player, card = LCG_VERB_FRAME (f)->card;
  *step = HC_STEP_DONE;
  if (card < 0 || !lcg_is_unit (g, card))
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION,
               LCG_VERB_FRAME (f)->src, 0, 0, 0);
      return -1;
    }
  if (f->pc == VPC_ASK)
    {
      hc_game_ask (g, player, D_CHOICE, D_CHOICE);
      g->decision.prompt_arg[0] = LCG_VERB_FRAME (f)->src;
      for (gint i = 0; i < I_COUNT; i++)
        hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, first + i), O_CHOICE,
                       card, first + i, 0);
      f->pc = VPC_ANSWER;
      *step = HC_STEP_ASK;
      return -1;
    }
  const HcOption *o = hc_game_take_answer (g);
  gint icon = o ? o->b - first : -1;
  return icon >= 0 && icon < I_COUNT ? icon : -1;
}

/* 1 combat icon of type `icon` for `card` until the end of the strike,
 * said in the log */
void
lcg_gain_strike_icon (HcGame *g, gint player, gint src, gint card, gint icon)
{
  gint8 got[I_COUNT] = { 0 };
  got[icon] = 1;
  hc_effect_add (g, (guint16)(EFF_ICON + icon), HC_DUR_ATTACK, player, src,
                 card, 1);
  lcg_log (g, player, M_GAIN_STRIKE, RR_CARD, card, got[I_UD], got[I_BD],
           got[I_TACTICS]);
}

/* Crossfire: the unit gains 1 combat icon of the player's choice until
 * the end of the strike.  pc 0 ask, 1 answer */
static HcStepResult
gain_choice_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  HcStepResult step;
  gint icon = lcg_verb_icon_type (g, f, CH_ICON, &step);
  if (icon < 0)
    return step;
  lcg_gain_strike_icon (g, LCG_VERB_FRAME (f)->player, LCG_VERB_FRAME (f)->src,
                        LCG_VERB_FRAME (f)->card, icon);
  return HC_STEP_DONE;
}

/* Vader's TIE Advanced: discard the top card of your deck; a unit's
 * printed combat icons (normal and edge-enabled) go to this unit until
 * the end of the strike. */
static HcStepResult
discard_top_gain_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = LCG_VERB_FRAME (f)->player, card = LCG_VERB_FRAME (f)->card;
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
                       LCG_VERB_FRAME (f)->src, card, d->stat[S_UD + i]);
      if (info->ee[i])
        hc_effect_add (g, (guint16)(EFF_EE_ICON + i), HC_DUR_ATTACK, player,
                       LCG_VERB_FRAME (f)->src, card, info->ee[i]);
    }
  lcg_log (g, player, M_GAIN_STRIKE, RR_CARD, card,
           d->stat[S_UD] + info->ee[I_UD], d->stat[S_BD] + info->ee[I_BD],
           d->stat[S_TACTICS] + info->ee[I_TACTICS]);
  return HC_STEP_DONE;
}

static gboolean
gain_choice_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "until the end of the strike, give 1 combat "
                        "icon of your choice to ");
  return FALSE;
}

const LcgVerb lcg_verb_gain_choice = {
  .word = "gain-choice",
  .args = "SELECTOR",
  .example = "gain-choice target friendly-unit participating",
  .has_sel = TRUE,
  .text = gain_choice_text,
  .step = gain_choice_step,
};

static gboolean
lose_icon_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "choose a combat icon type; until the end of the "
                        "phase, every combat icon of that type is lost, "
                        "and no combat icon can be gained, by ");
  return FALSE;
}

/* Jubba Bird: its player chooses the type; a lasting effect that
 * lcg_icons_lost reads.  pc 0 ask, 1 answer */
static HcStepResult
lose_icon_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player, card = v->card;
  HcStepResult step;
  gint icon = lcg_verb_icon_type (g, f, CH_LOSE_ICON, &step);
  if (icon < 0)
    return step;
  /* no source: it outlasts the unit sacrificed to pay for it */
  hc_effect_add (g, EFF_LOSE_ICON, HC_DUR_PHASE, player, HC_NONE, card, icon);
  lcg_log (g, player, (guint16)(M_LOSE_ICONS + icon), RR_CARD, card, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_row_lose_icon_choice = {
  .word = "lose-icon-choice",
  .args = "SELECTOR",
  .example = "lose-icon-choice target enemy-unit",
  .has_sel = TRUE,
  .text = lose_icon_text,
  .step = lose_icon_step,
};

static gboolean
discard_top_gain_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard the top card of your deck; if it is a "
                        "unit, until the end of the strike give all its "
                        "printed combat icons to ");
  return FALSE;
}

const LcgVerb lcg_verb_discard_top_gain = {
  .word = "discard-top-gain",
  .args = "SELECTOR",
  .example = "discard-top-gain self",
  .has_sel = TRUE,
  .text = discard_top_gain_text,
  .possible = lcg_op_own_deck,
  .step = discard_top_gain_step,
};
