/* "struggle-counts SELECTOR" (Unwavering Resolve): the unit, not
 * committed to the Force, counts its Force icons in the struggle of this
 * Force phase, even if it is exhausted (force.c reads the effect). */
#include "lcg-verb.h"

static gboolean
counts_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "count in this Force struggle, even exhausted, the "
                        "Force icons of ");
  return FALSE;
}

/* a committed unit counts already; the card asks for one that is not */
static gboolean
counts_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return lcg_is_unit (g, card) && !lcg_is_committed (g, card);
}

static void
counts_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  hc_effect_add (g, EFF_STRUGGLE_COUNTS, HC_DUR_PHASE, player, source, card, 1);
  lcg_log (g, player, M_STRUGGLE_COUNTS, RR_CARD, card, 0, 0, 0);
}

const LcgVerb lcg_verb_struggle_counts = {
  .word = "struggle-counts",
  .args = "SELECTOR",
  .example = "struggle-counts target friendly-unit uncommitted",
  .has_sel = TRUE,
  .text = counts_text,
  .fits = counts_fits,
  .apply = counts_apply,
};
