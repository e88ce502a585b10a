/* "discard-at-phase-end SELECTOR" (Mercenary Support): "If that unit is
 * still in play at the end of the phase, discard it."  A mark on the card
 * for the phase (EFF_DISCARD_AT_END); as the phase ends, before its
 * lasting effects do, lcg_phase_end_discards discards each marked card
 * still in play.  The discard is the rules' own, not a card effect that
 * could be answered: our reading, as the phase's end has no window.
 * "return-at-phase-end SELECTOR" (Secret Guardian, Infiltration): the
 * same with EFF_RETURN_AT_END, the card returned to its owner's hand.
 * Either mark ends when the card leaves play (lcg_leave_play): a card
 * that left and came back is a new object the effect no longer knows. */
#include "lcg-steps.h"
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
discard_end_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "if it is still in play at the end of the phase, "
                        "discard ");
  return FALSE;
}

static gboolean
discard_end_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
                  gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return lcg_in_play (g, card);
}

static gboolean
return_end_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "if it is still in play at the end of the phase, ");
  if (op->sel.mode == SEL_THAT)
    {
      g_string_append (out, "return it to its owner's hand");
      return TRUE;
    }
  g_string_append (out, "return to its owner's hand ");
  return FALSE;
}

static guint16
mark_of (const LcgOp *op)
{
  return op->verb == V_RETURN_LATER ? EFF_RETURN_AT_END : EFF_DISCARD_AT_END;
}

static void
discard_end_apply (HcGame *g, const LcgOp *op, gint player, gint source,
                   gint card)
{
  hc_effect_add (g, mark_of (op), HC_DUR_PHASE, player, source, card, 1);
}

/* a verb of the ST_VERB frame (its value is past V_MULTI_FIRST): the
 * frame holds the card "that" names */
static HcStepResult
discard_end_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card >= 0 && lcg_in_play (g, v->card))
    discard_end_apply (g, op, v->player, v->src, v->card);
  else
    lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

void
lcg_phase_end_discards (HcGame *g)
{
  /* the marked cards first: leaving play may end effects on them */
  gint16 card[HC_MAX_CARDS], who[HC_MAX_CARDS];
  gboolean back[HC_MAX_CARDS];
  gint n = 0;
  for (gint i = 0; i < g->n_effects && n < HC_MAX_CARDS; i++)
    if ((g->effect[i].kind == EFF_DISCARD_AT_END
         || g->effect[i].kind == EFF_RETURN_AT_END)
        && g->effect[i].target >= 0)
      {
        back[n] = g->effect[i].kind == EFF_RETURN_AT_END;
        card[n] = (gint16)g->effect[i].target;
        who[n++] = (gint16)g->effect[i].controller;
      }
  for (gint i = 0; i < n; i++)
    if (lcg_in_play (g, card[i]) && back[i])
      {
        lcg_log (g, who[i], M_RETURN, RR_CARD, card[i], 0, 0, 0);
        lcg_leave_play (g, card[i], g->card[card[i]].owner, Z_HAND);
      }
    else if (lcg_in_play (g, card[i]))
      {
        lcg_log (g, who[i], M_DISCARD_PLAY, RR_CARD, card[i], 0, 0, 0);
        lcg_discard (g, card[i]);
      }
}

const LcgVerb lcg_verb_discard_at_phase_end = {
  .word = "discard-at-phase-end",
  .args = "SELECTOR",
  .example = "discard-at-phase-end that",
  .has_sel = TRUE,
  .text = discard_end_text,
  .fits = discard_end_fits,
  .step = discard_end_step,
};

const LcgVerb lcg_verb_return_at_phase_end = {
  .word = "return-at-phase-end",
  .args = "SELECTOR",
  .example = "return-at-phase-end that",
  .has_sel = TRUE,
  .text = return_end_text,
  .fits = discard_end_fits,
  .step = discard_end_step,
};
