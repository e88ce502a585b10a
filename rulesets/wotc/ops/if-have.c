/* if-have [N] SEL: the rest of the ability happens only if at least N
 * units (1 when no N is written) match the selector as this effect is
 * reached ("If Darth Maul is in the Character arena, you gain an extra +1
 * Force": Maul's Strategy; "if you have 7 or more Council Members in any
 * arena or build zone, ... you win the game": Jedi Council Quorum).  It
 * asks no one; it counts, and stops the ability when there are too few. */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  const char *t = wotc_lex_peek (lx);
  o->n = 1;
  if (t && g_ascii_isdigit (t[0]) && !wotc_lex_number (lx, 1, 99, &o->n))
    return FALSE;
  return wotc_lex_selector (lx, &o->sel);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  /* the card text joins effects with "; then": "then, if there is no
   * unit named Darth Maul in the Character arena, nothing more happens;
   * then you gain 1 Force" */
  if (o->n > 1)
    {
      g_string_append_printf (out, "if there are fewer than %d ", o->n);
      wotc_sel_text_plural (&o->sel, self_name, out);
      g_string_append (out, ", nothing more happens");
      return;
    }
  g_string_append (out, "if there is ");
  wotc_sel_text_q (&o->sel, self_name, out, "no ");
  g_string_append (out, ", nothing more happens");
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  WotcCtx ctx = wotc_effect_ctx (e);
  return wotc_sel_count (g, &o->sel, &ctx) >= MAX (o->n, 1) ? WOTC_OP_DONE
                                                            : WOTC_OP_STOP;
}

const WotcOpDef wotc_op_if_have = {
  .word = "if-have",
  .parse = parse,
  .text = text,
  .ask = ask,
};
