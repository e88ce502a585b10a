/* "draw N": the player draws cards. */
#include "lcg-verb.h"

static gboolean
draw_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "draw ");
  lcg_count_text (op->n, "card", "cards", out);
  return TRUE;
}

static gboolean
draw_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, player, Z_DECK) > 0
         && !lcg_effect_draw_barred (g, player);
}

static gboolean
draw_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  lcg_effect_draw (g, f->arg[P_PLAYER], op->n);
  return FALSE;
}

const LcgVerb lcg_verb_draw = {
  .word = "draw",
  .args = "N",
  .example = "draw 2",
  .has_n = TRUE,
  .text = draw_text,
  .possible = draw_possible,
  .resolve = draw_resolve,
};
