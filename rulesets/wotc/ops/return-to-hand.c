/* return-to-hand SEL: a unit goes back to its owner's hand from an arena
 * (Jump to Lightspeed) or, with or-build-zone, from waiting face up in the
 * build zone (Tyranus's Return).  Jump to Lightspeed's reminder text says
 * what returning a unit is: the cards stacked with it and its Pilot go to
 * the hand with it (its ruling: every Pilot and Equipment too), so every
 * card that returns a unit does the same.  Its damage and lasting effects
 * end; it is not discarded, so no "when discarded" ability triggers. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "return ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " to its owner's hand, with the cards stacked with "
                        "it and its Pilot");
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  (void)source;
  const HcCard *c = &g->card[card];
  if (!Z_IS_ARENA (c->zone) && c->zone != Z_BUILD)
    return;
  wotc_leave_play (g, card, Z_HAND, Z_HAND);
  wotc_log (g, player, M_TO_HAND, RR_ABILITY, card, c->owner, 0, 0);
}

const WotcOpDef wotc_op_return_to_hand = {
  .word = "return-to-hand",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
