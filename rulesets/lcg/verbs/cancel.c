/* "cancel [to-deck-top]": the effects of the triggering condition (an
 * event, an ability) are cancelled; with to-deck-top (Imperial
 * Suppression) the cancelled event card goes on top of its owner's deck
 * rather than to the discard pile. */
#include "lcg-verb.h"

#include <string.h>

static gboolean
cancel_parse (char **w, LcgOp *op, char **why)
{
  gint i = 1;
  op->n = 0;
  if (w[i] && strcmp (w[i], "to-deck-top") == 0)
    {
      op->n = 1;
      i++;
    }
  return lcg_parse_end (w, i, why);
}

static gboolean
cancel_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->n ? "cancel its effects and place it on top "
                                "of its owner's deck"
                              : "cancel its effects");
  return TRUE;
}

static gboolean
cancel_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)g;
  (void)op;
  (void)source;
  (void)player;
  return trigger && !trigger->arg[EVA_CANCELLED];
}

static gboolean
cancel_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  HcFrame *trigger = lcg_op_trigger (g, f);
  if (trigger)
    {
      gint subject = trigger->arg[EVA_SUBJECT];
      trigger->arg[EVA_CANCELLED] = 1;
      if (subject >= 0)
        lcg_log (g, f->arg[P_PLAYER], M_CANCELLED, RR_CANCEL, subject, 0, 0, 0);
      /* an event being played waits set aside; once moved from there its
       * play (play.c) does not discard it */
      if (op->n && subject >= 0 && lcg_type (g, subject) == T_EVENT
          && g->card[subject].zone == Z_SETASIDE)
        {
          hc_card_move (g, subject, g->card[subject].owner, Z_DECK, TRUE);
          lcg_log (g, f->arg[P_PLAYER], M_TO_DECK_TOP, RR_CANCEL, subject, 0, 0,
                   0);
        }
    }
  return FALSE;
}

const LcgVerb lcg_verb_cancel = {
  .word = "cancel",
  .args = "[to-deck-top]",
  .example = "cancel to-deck-top",
  .parse = cancel_parse,
  .text = cancel_text,
  .possible = cancel_possible,
  .resolve = cancel_resolve,
};
