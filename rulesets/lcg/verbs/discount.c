/* "discard-to-discount": as a unit is played, discard X cards from hand
 * to reduce its cost by X, not below 1 (discount-discard.c holds the
 * step). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
discount_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard X cards from your hand to reduce its "
                        "cost by X (to a minimum of 1)");
  return TRUE;
}

static gboolean
discount_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                   const HcFrame *trigger)
{
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return subject >= 0 && hc_zone_count (g, player, Z_HAND) > 0
         && lcg_play_cost (g, player, subject) > 1
         && lcg_op_some_card (g, op, source, player, trigger);
}

static HcStepResult
discount_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  return lcg_verb_discount_discard (g, f);
}

const LcgVerb lcg_verb_row_discount_discard = {
  .word = "discard-to-discount",
  .args = "",
  .example = "discard-to-discount",
  .text = discount_text,
  .possible = discount_possible,
  .step = discount_step,
};
