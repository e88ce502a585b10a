/* Back to hand: "return-to-hand SELECTOR" (from play to its owner's
 * hand, or from your discard pile to yours) and "to-hand-instead" (a
 * destroyed or leaving unit goes to hand, not to the discard pile). */
#include "lcg-verb.h"

static gboolean
return_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->sel.what & (WH_DISCARD_UNIT | WH_DISCARD_EVENT)
                            ? "return to your hand "
                            : "return to its owner's hand ");
  return FALSE;
}

static void
return_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)source;
  HcCard *c = &g->card[card];
  if (c->zone == Z_DISCARD)
    {
      hc_card_move (g, card, c->owner, Z_HAND, TRUE);
      lcg_log (g, player, M_RECALL, RR_CARD, c->owner, card, 0, 0);
      return;
    }
  lcg_log (g, player, M_RETURN, RR_CARD, card, 0, 0, 0);
  lcg_push_leave (g, card, LV_HAND, HC_NONE);
}

const LcgVerb lcg_verb_return = {
  .word = "return-to-hand",
  .args = "SELECTOR",
  .example = "return-to-hand target enemy-unit",
  .has_sel = TRUE,
  .text = return_text,
  .apply = return_apply,
};

static gboolean
instead_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "return it to its owner's hand instead of the "
                        "discard pile");
  return TRUE;
}

static gboolean
leaving (const HcFrame *trigger)
{
  return trigger
         && (trigger->arg[EVA_KIND] == EV_DESTROYED
             || trigger->arg[EVA_KIND] == EV_LEAVES_PLAY);
}

static gboolean
instead_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return leaving (trigger) && trigger->arg[EVA_AMOUNT] == 0 && subject >= 0
         && lcg_is_unit (g, subject);
}

static gboolean
instead_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  HcFrame *trigger = lcg_op_trigger (g, f);
  /* the condition's amount tells the destroying (damage.c) or leaving
   * (leave.c) step where the card goes */
  if (leaving (trigger))
    trigger->arg[EVA_AMOUNT] = 1;
  return FALSE;
}

const LcgVerb lcg_verb_to_hand_instead = {
  .word = "to-hand-instead",
  .args = "",
  .example = "to-hand-instead",
  .text = instead_text,
  .possible = instead_possible,
  .resolve = instead_resolve,
};
