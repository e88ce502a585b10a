/* "ignore-match-this-phase": the cards the player plays from hand need
 * no resource match until the end of the phase. */
#include "lcg-verb.h"

static gboolean
ignore_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "until the end of the phase, cards you play from "
                        "hand need no resource match");
  return TRUE;
}

static gboolean
ignore_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  hc_effect_add (g, EFF_IGNORE_MATCH, HC_DUR_PHASE, player, f->arg[P_SRC],
                 HC_NONE, 1);
  lcg_log (g, player, M_IGNORE_MATCH, RR_CARD, player, 0, 0, 0);
  return FALSE;
}

const LcgVerb lcg_verb_ignore_match = {
  .word = "ignore-match-this-phase",
  .args = "",
  .example = "ignore-match-this-phase",
  .text = ignore_text,
  .possible = lcg_op_always,
  .resolve = ignore_resolve,
};
