/* remove-build-counters SEL N: take up to N build counters off a card being
 * built in a build zone (Darth Tyranus (F), on the opponent's cards).  The
 * card stays face down where it is, even with none left: nothing in the
 * rules sends a card being built away for lack of counters. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "remove up to %d build counter%s from ", o->n,
                          o->n == 1 ? "" : "s");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)source;
  HcCard *c = &g->card[card];
  /* "up to": the player removing them never gains by taking fewer */
  gint removed = MIN (o->n, MAX (c->counter[C_BUILD], 0));
  c->counter[C_BUILD] = (gint16)(c->counter[C_BUILD] - removed);
  wotc_log (g, player, M_REMOVE_BUILD_COUNTERS, RR_ABILITY, card, removed,
            c->counter[C_BUILD], 0);
}

const WotcOpDef wotc_op_remove_build_counters = {
  .used = M_USE_REMOVE_BUILD_COUNTERS,
  .word = "remove-build-counters",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply = apply,
};
