/* One token either way, as the player chooses: "damage-or-heal [may]
 * SELECTOR" (Battle of Hoth: 1 damage dealt to the card or removed from
 * it) and "focus-or-unfocus [may] SELECTOR" (Kyle Katarn: 1 focus token
 * placed on it or removed from it).  Only a way that changes the card is
 * offered; with "may" the player may also leave it alone.  "may-focus
 * SELECTOR" is the one way of a focus token on, or nothing (Seeds of
 * Decay: "you may place 1 focus token on a target ..."). */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

gboolean
lcg_parse_may_sel (char **w, LcgOp *op, char **why)
{
  gint i = 1;
  op->n = 1;
  if (w[i] && strcmp (w[i], "may") == 0)
    {
      op->n = 0;
      i++;
    }
  return lcg_parse_sel (w, &i, &op->sel, why) && lcg_parse_end (w, i, why);
}

static gboolean
either_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->n ? "" : "you may ");
  g_string_append (out, op->verb == V_DAMAGE_OR_HEAL
                            ? "deal 1 damage to, or remove 1 damage from, "
                            : "put 1 focus token on, or remove 1 focus "
                              "token from, ");
  return FALSE;
}

/* the way that adds a token is open (FAQ 4.11: a card that cannot be
 * damaged is not dealt damage) */
static gboolean
can_add (const HcGame *g, const LcgOp *op, gint player, gint card)
{
  return op->verb == V_DAMAGE_OR_HEAL
             ? !lcg_cannot_be_damaged (g, card, player)
             : !lcg_cannot_be_focused (g, card, player);
}

static gboolean
can_remove (const HcGame *g, const LcgOp *op, gint card)
{
  return g->card[card]
             .counter[op->verb == V_DAMAGE_OR_HEAL ? C_DAMAGE : C_FOCUS]
         > 0;
}

static gboolean
either_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  (void)source;
  return can_add (g, op, player, card) || can_remove (g, op, card);
}

/* one token on or off the card, as the chosen CH_ value says */
static void
token_change (HcGame *g, gint player, gint source, gint card, gint ch)
{
  HcCard *c = &g->card[card];
  switch (ch)
    {
    case CH_DAMAGE_ON:
      lcg_push_damage (g, card, 1, player, source);
      break;
    case CH_DAMAGE_OFF:
      c->counter[C_DAMAGE]--;
      lcg_log (g, player, M_HEAL, RR_CARD, card, 1, 0, 0);
      break;
    case CH_FOCUS_ON:
      lcg_push_focus (g, card, 1, player, RR_CARD);
      break;
    case CH_FOCUS_OFF:
      lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, card,
               lcg_remove_focus (g, card, 1), 0, 0);
      lcg_focus_removed (g, card, 1);
      break;
    case CH_SHIELD_OFF:
      lcg_remove_shield (g, card, player);
      lcg_log (g, player, M_SHED, RR_CARD, player, card, 0, 0);
      break;
    }
}

gboolean
lcg_card_choice_ask (HcGame *g, HcFrame *f, const LcgOp *op, gint card)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (card < 0
      || !lcg_op_candidate (g, op, v->src, lcg_verb_target_chooser (g, f, card),
                            HC_NONE, card))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return FALSE;
    }
  hc_game_ask (g, v->player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = v->src;
  f->pc = VPC_ANSWER;
  return TRUE;
}

HcStepResult
lcg_token_answer (HcGame *g, HcFrame *f, gint card)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  const HcOption *o = hc_game_take_answer (g);
  if (o && o->kind == O_CHOICE)
    token_change (g, v->player, v->src, card, o->b);
  return HC_STEP_DONE;
}

static HcStepResult
either_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint card = LCG_VERB_FRAME (f)->card, player = LCG_VERB_FRAME (f)->player;
  if (f->pc == VPC_ANSWER)
    return lcg_token_answer (g, f, card);
  if (!lcg_card_choice_ask (g, f, op, card))
    return HC_STEP_DONE;
  gboolean damage = op->verb == V_DAMAGE_OR_HEAL;
  gint on = damage ? CH_DAMAGE_ON : CH_FOCUS_ON;
  gint off = damage ? CH_DAMAGE_OFF : CH_FOCUS_OFF;
  if (can_add (g, op, player, card))
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, on), O_CHOICE, card, on, 0);
  if (can_remove (g, op, card))
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, off), O_CHOICE, card, off, 0);
  if (!op->n)
    hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE, 0, 0);
  return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
}

const LcgVerb lcg_verb_damage_or_heal = {
  .word = "damage-or-heal",
  .args = "[may] SELECTOR",
  .example = "damage-or-heal may target objective:Hoth",
  .parse = lcg_parse_may_sel,
  .text = either_text,
  .fits = either_fits,
  .step = either_step,
};

const LcgVerb lcg_verb_focus_or_unfocus = {
  .word = "focus-or-unfocus",
  .args = "[may] SELECTOR",
  .example = "focus-or-unfocus target unit committed",
  .parse = lcg_parse_may_sel,
  .text = either_text,
  .fits = either_fits,
  .step = either_step,
};

static gboolean
may_focus_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "you may put 1 focus token on ");
  return FALSE;
}

static gboolean
may_focus_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
                gint card)
{
  (void)op;
  (void)source;
  return !lcg_cannot_be_focused (g, card, player);
}

static HcStepResult
may_focus_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint card = LCG_VERB_FRAME (f)->card;
  if (f->pc == VPC_ANSWER)
    return lcg_token_answer (g, f, card);
  if (!lcg_card_choice_ask (g, f, op, card))
    return HC_STEP_DONE;
  hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_FOCUS_ON), O_CHOICE, card,
                 CH_FOCUS_ON, 0);
  hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE, 0, 0);
  return HC_STEP_ASK;
}

const LcgVerb lcg_verb_may_focus = {
  .word = "may-focus",
  .args = "SELECTOR",
  .example = "may-focus target unit ready committed",
  .has_sel = TRUE,
  .text = may_focus_text,
  .fits = may_focus_fits,
  .step = may_focus_step,
};
