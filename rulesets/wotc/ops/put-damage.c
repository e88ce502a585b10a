/* put-damage SEL N: N damage counters are put on each selected unit.  It
 * is not damage (nothing prevents it), but a unit with as many counters as
 * its health is discarded all the same. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "put %d damage counter%s on ", o->n,
                          o->n == 1 ? "" : "s");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)source;
  HcCard *c = &g->card[card];
  c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] + o->n);
  wotc_log (g, player, M_COUNTERS, RR_ABILITY, card, o->n, c->counter[C_DAMAGE],
            0);
  if (c->counter[C_DAMAGE] >= wotc_card_stat (g, card, S_HEALTH))
    {
      wotc_log (g, player, M_DISCARDED, RR_DAMAGE, card, 0, 0, 0);
      wotc_discard (g, card);
    }
}

const WotcOpDef wotc_op_put_damage = {
  .used = M_USE_COUNTERS,
  .word = "put-damage",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply = apply,
};
