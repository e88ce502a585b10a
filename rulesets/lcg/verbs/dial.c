/* The Death Star dial: "dial N" (up; the dark side may win) and
 * "dial-down N" (not below 1).
 *
 * lcgQ: "dial-if-subject TITLE N" (The Hunt for Han Solo: "if that card
 * was Han Solo, increase the Death Star dial by 1"): up by N if the card
 * the triggering condition is about has that title (`_` for a space). */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

static gboolean
dial_text (const LcgOp *op, GString *out)
{
  if (op->verb == V_DIAL)
    g_string_append_printf (out, "advance the Death Star dial by %d", op->n);
  else
    g_string_append_printf (out,
                            "decrease the Death Star dial by %d (not below "
                            "1)",
                            op->n);
  return TRUE;
}

static gboolean
dial_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)source;
  (void)player;
  (void)trigger;
  return op->verb == V_DIAL || g->global[G_DIAL] > 1;
}

static gboolean
dial_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  if (op->verb == V_DIAL)
    {
      g->global[G_DIAL] += op->n;
      lcg_log (g, player, M_DIAL, RR_CARD, LCG_DARK, op->n, g->global[G_DIAL],
               0);
      lcg_check_victory (g);
      lcg_dial_increased (g);
      return FALSE;
    }
  gint to = MAX (1, g->global[G_DIAL] - op->n);
  gint by = g->global[G_DIAL] - to;
  if (by > 0)
    {
      g->global[G_DIAL] = to;
      lcg_log (g, player, M_DIAL_DOWN, RR_CARD, LCG_DARK, by, to, 0);
    }
  return FALSE;
}

const LcgVerb lcg_verb_dial = {
  .word = "dial",
  .args = "N",
  .example = "dial 1",
  .has_n = TRUE,
  .text = dial_text,
  .possible = dial_possible,
  .resolve = dial_resolve,
};

const LcgVerb lcg_verb_dial_down = {
  .word = "dial-down",
  .args = "N",
  .example = "dial-down 1",
  .has_n = TRUE,
  .text = dial_text,
  .possible = dial_possible,
  .resolve = dial_resolve,
};

static gboolean
dial_if_parse (char **w, LcgOp *op, char **why)
{
  gint n = 0;
  if (!w[1] || !*w[1] || !w[2] || !lcg_small_int (w[2], 1, 9, &n))
    {
      *why = g_strdup ("expected dial-if-subject TITLE N, e.g. "
                       "dial-if-subject Han_Solo 1");
      return FALSE;
    }
  op->sel.trait[0] = lcg_trait_quark (w[1]);
  op->n = (gint8)n;
  return lcg_parse_end (w, 3, why);
}

static gboolean
dial_if_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (
      out,
      "if the card captured is %s, advance the Death Star dial "
      "by %d",
      g_quark_to_string (op->sel.trait[0]), op->n);
  return TRUE;
}

static gboolean
titled (const HcGame *g, gint card, GQuark title)
{
  return card >= 0
         && g_quark_try_string (hc_card_def (g, card)->title) == title;
}

static gboolean
dial_if_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)source;
  (void)player;
  return trigger && titled (g, trigger->arg[EVA_SUBJECT], op->sel.trait[0]);
}

static HcStepResult
dial_if_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (!titled (g, v->card, op->sel.trait[0]))
    return HC_STEP_DONE;
  g->global[G_DIAL] += op->n;
  lcg_log (g, v->player, M_DIAL, RR_CARD, LCG_DARK, op->n, g->global[G_DIAL],
           0);
  lcg_check_victory (g);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_dial_if_subject = {
  .word = "dial-if-subject",
  .args = "TITLE N",
  .example = "dial-if-subject Han_Solo 1",
  .parse = dial_if_parse,
  .text = dial_if_text,
  .possible = dial_if_possible,
  .step = dial_if_step,
};
