/* "discard-card SELECTOR": from play to its owner's discard pile. */
#include "lcg-verb.h"

static gboolean
discard_card_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard from play ");
  return FALSE;
}

static void
discard_card_apply (HcGame *g, const LcgOp *op, gint player, gint source,
                    gint card)
{
  (void)op;
  (void)source;
  lcg_log (g, player, M_DISCARD_PLAY, RR_CARD, card, 0, 0, 0);
  lcg_push_leave (g, card, LV_DISCARD, HC_NONE);
}

const LcgVerb lcg_verb_discard_card = {
  .word = "discard-card",
  .args = "SELECTOR",
  .example = "discard-card target enemy-enhancement",
  .has_sel = TRUE,
  .text = discard_card_text,
  .apply = discard_card_apply,
};
