/* build-counters SEL N: put N build counters on a partially built card in
 * a build zone (Rebel Crew Chief, Luke's Speeder (A)).  The card is shown
 * to the opponent; with enough counters it is finished at once, as when
 * its player builds it with build points (face up, completed triggers). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "put %d build counter%s on ", o->n,
                          o->n == 1 ? "" : "s");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)source;
  HcCard *c = &g->card[card];
  gint cost = wotc_card_stat (g, card, S_COST);
  /* counters past the cost would finish nothing more (a cost of X has no
   * such limit: its player finishes it when they choose) */
  gint add = cost < 0 ? o->n : MIN (o->n, MAX (cost - c->counter[C_BUILD], 0));
  c->counter[C_BUILD] = (gint16)(c->counter[C_BUILD] + add);
  wotc_log (g, player, M_BUILD_COUNTERS, RR_ABILITY, card, add,
            c->counter[C_BUILD], cost);
  if (cost >= 0 && c->counter[C_BUILD] >= cost)
    wotc_finish_building (g, c->owner, card);
}

const WotcOpDef wotc_op_build_counters = {
  .used = M_USE_BUILD_COUNTERS,
  .word = "build-counters",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply = apply,
};
