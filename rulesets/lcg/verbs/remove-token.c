/* "remove-token SELECTOR": 1 token of any type (focus, damage or shield)
 * off the card, the type of its player's choice (WED-15-1016, Bright
 * Hope).  With one type on the card there is no question. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
token_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "remove 1 token of your choice (focus, damage or "
                        "shield) from ");
  return FALSE;
}

static gboolean
token_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
            gint card)
{
  (void)op;
  (void)source;
  (void)player;
  const HcCard *c = &g->card[card];
  return c->counter[C_FOCUS] > 0 || c->counter[C_DAMAGE] > 0
         || c->counter[C_SHIELD] > 0;
}

static HcStepResult
token_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  /* the frame holds the target or the triggering card; "this unit" is
   * the source */
  gint card = op->sel.mode == SEL_SELF ? v->src : v->card;
  if (f->pc == VPC_ANSWER)
    return lcg_token_answer (g, f, card);
  if (!lcg_card_choice_ask (g, f, op, card))
    return HC_STEP_DONE;
  static const struct
  {
    gint counter, ch;
  } kinds[] = { { C_FOCUS, CH_FOCUS_OFF },
                { C_DAMAGE, CH_DAMAGE_OFF },
                { C_SHIELD, CH_SHIELD_OFF } };
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (g->card[card].counter[kinds[k].counter] > 0)
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, kinds[k].ch), O_CHOICE,
                     card, kinds[k].ch, 0);
  return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
}

const LcgVerb lcg_verb_remove_token = {
  .word = "remove-token",
  .args = "SELECTOR",
  .example = "remove-token target objective:Hoth",
  .has_sel = TRUE,
  .text = token_text,
  .fits = token_fits,
  .step = token_step,
};
