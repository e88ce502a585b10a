/* The Death Star dial: "dial N" (up; the dark side may win) and
 * "dial-down N" (not below 1). */
#include "lcg-verb.h"

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
