/* "take-control SELECTOR": the player takes control of an enemy unit
 * (control.c holds the change of control). */
#include "lcg-verb.h"

static gboolean
control_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "take control of ");
  return FALSE;
}

static gboolean
control_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
              gint card)
{
  (void)op;
  (void)source;
  return lcg_is_unit (g, card) && g->card[card].controller != player;
}

static void
control_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)source;
  lcg_take_control (g, card, player);
}

const LcgVerb lcg_verb_take_control = {
  .word = "take-control",
  .args = "SELECTOR",
  .example = "take-control target enemy-unit",
  .has_sel = TRUE,
  .text = control_text,
  .fits = control_fits,
  .apply = control_apply,
};
