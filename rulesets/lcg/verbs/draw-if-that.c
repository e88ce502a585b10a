/* "draw-if-that N TRAIT" (Bossk: "Then, if that unit was a Wookiee, draw
 * 2 cards"): the player draws N cards if the target an earlier effect of
 * the ability chose has the trait.  The trait is the card's own, read
 * wherever the card went (captured, discarded): what it was.  A verb of
 * its own step only because the values of the verbs resolved in the
 * ability's frame are all taken (lcg-ops.h); it asks nothing. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
draw_if_parse (char **w, LcgOp *op, char **why)
{
  gint n = 0;
  if (!w[1] || !lcg_small_int (w[1], 1, 9, &n) || !w[2] || w[3])
    {
      *why = g_strdup_printf ("expected \"%s N TRAIT\"", w[0]);
      return FALSE;
    }
  op->n = (gint8)n;
  op->sel.mode = SEL_THAT;
  op->sel.max_cost = -1;
  op->sel.trait[0] = lcg_trait_quark (w[2]);
  return TRUE;
}

static gboolean
draw_if_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "if that card was ");
  hc_a_text (g_quark_to_string (op->sel.trait[0]), out);
  g_string_append (out, ", draw ");
  lcg_count_text (op->n, "card", "cards", out);
  return TRUE;
}

static HcStepResult
draw_if_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card >= 0 && lcg_has_trait (g, v->card, op->sel.trait[0]))
    lcg_effect_draw (g, v->player, op->n);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_draw_if_that = {
  .word = "draw-if-that",
  .args = "N TRAIT (after an effect with a target)",
  .example = "draw-if-that 2 Wookiee",
  .parse = draw_if_parse,
  .text = draw_if_text,
  .possible = lcg_op_always,
  .step = draw_if_step,
};
