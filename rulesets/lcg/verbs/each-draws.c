/* "each-player-draws N": every player draws N cards, the player of the
 * effect first (Holding All the Cards). */
#include "lcg-verb.h"

static gboolean
each_draws_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "each player, you first, draws ");
  lcg_count_text (op->n, "card", "cards", out);
  return TRUE;
}

static gboolean
each_draws_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                     const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, player, Z_DECK) > 0
         || hc_zone_count (g, 1 - player, Z_DECK) > 0;
}

static gboolean
each_draws_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  for (gint k = 0; k < 2 && !g->over; k++)
    {
      gint p = k == 0 ? f->arg[P_PLAYER] : 1 - f->arg[P_PLAYER];
      lcg_effect_draw (g, p, op->n);
    }
  return FALSE;
}

const LcgVerb lcg_verb_each_draws = {
  .word = "each-player-draws",
  .args = "N",
  .example = "each-player-draws 2",
  .has_n = TRUE,
  .text = each_draws_text,
  .possible = each_draws_possible,
  .resolve = each_draws_resolve,
};
