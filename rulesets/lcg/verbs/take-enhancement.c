/* "take-control-enhancement SELECTOR" (Smuggler's Run): the player takes
 * control of an enemy enhancement that is attached to no other card (one
 * enhancing its player's play area).  It goes to the new controller's
 * play area as it is, tokens and all; a unit changing hands is
 * take-control (control.c). */
#include "lcg-verb.h"

static gboolean
take_enhancement_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "take control of ");
  lcg_sel_text (&op->sel, out);
  g_string_append (out, " that is not attached to another card");
  return TRUE;
}

static gboolean
take_enhancement_fits (const HcGame *g, const LcgOp *op, gint source,
                       gint player, gint card)
{
  (void)op;
  (void)source;
  return lcg_type (g, card) == T_ENHANCEMENT
         && g->card[card].controller != player
         && g->card[card].attached_to == HC_NONE;
}

static void
take_enhancement_apply (HcGame *g, const LcgOp *op, gint player, gint source,
                        gint card)
{
  (void)op;
  (void)source;
  lcg_log (g, player, M_CONTROL, RR_CONTROL, player, card, 0, 0);
  hc_card_move (g, card, player, Z_PLAY, TRUE);
  g->card[card].controller = (guint8)player;
}

const LcgVerb lcg_verb_take_enhancement = {
  .word = "take-control-enhancement",
  .args = "SELECTOR",
  .example = "take-control-enhancement target enemy-enhancement",
  .has_sel = TRUE,
  .text = take_enhancement_text,
  .fits = take_enhancement_fits,
  .apply = take_enhancement_apply,
};
