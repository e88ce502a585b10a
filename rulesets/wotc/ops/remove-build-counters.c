/* remove-build-counters SEL N: take up to N build counters off a card being
 * built in a build zone (Darth Tyranus (F), on the opponent's cards).  The
 * card stays face down where it is, even with none left: nothing in the
 * rules sends a card being built away for lack of counters. */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  /* every printed use says "up to"; written without up-to (Darth Tyranus
   * (F), from the importer's wotcB rules) it takes all it can */
  g_string_append_printf (out, "remove up to %d build counter%s from ", o->n,
                          o->n == 1 ? "" : "s");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
take_off (HcGame *g, WotcEffectFrame *e, gint card, gint limit)
{
  gint player = e->player;
  HcCard *c = &g->card[card];
  gint removed = MIN (limit, MAX (c->counter[C_BUILD], 0));
  c->counter[C_BUILD] = (gint16)(c->counter[C_BUILD] - removed);
  wotc_log (g, player, M_REMOVE_BUILD_COUNTERS, RR_ABILITY, card, removed,
            c->counter[C_BUILD], 0);
}

static void
apply (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  wotc_up_to_apply (g, o, e, card, o->n, take_off);
}

/* "up to": how many is the player's pick (ops/up-to.c) */
static WotcOpNext
then (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  return wotc_up_to_counter (g, o, e, C_BUILD, UP_TO_BUILD_COUNTERS, take_off);
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  return wotc_up_to_answer (g, e, take_off);
}

const WotcOpDef wotc_op_remove_build_counters = {
  .used = M_USE_REMOVE_BUILD_COUNTERS,
  .word = "remove-build-counters",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply_in = apply,
  .then = then,
  .answer = answer,
  .up_to = TRUE,
};
