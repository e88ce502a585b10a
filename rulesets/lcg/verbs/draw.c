/* "draw N [light:M]": the player draws cards (M of them while the
 * Balance of the Force is with the light side: Force Shield). */
#include "lcg-verb.h"

static gboolean
draw_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "draw ");
  lcg_amount_text (op, "card", "cards", out);
  return TRUE;
}

static gboolean
draw_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, player, Z_DECK) > 0;
}

static gboolean
draw_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  gint n = lcg_amount (g, op);
  lcg_log (g, player, M_DRAW_CARDS, RR_CARD, player, n, 0, 0);
  lcg_draw (g, player, n);
  return FALSE;
}

const LcgVerb lcg_verb_draw = {
  .word = "draw",
  .args = "N [light:M]",
  .example = "draw 2",
  .has_n = TRUE,
  .text = draw_text,
  .possible = draw_possible,
  .resolve = draw_resolve,
};
