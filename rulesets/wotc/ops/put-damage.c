/* put-damage SEL N: N damage counters are put on each selected unit.  It
 * is not damage (nothing prevents it), but a unit with as many counters as
 * its health is discarded all the same.  put-damage SEL up-to N: the
 * player picks how many, 0 to N (never more than the unit has health
 * left), and that number is the ability's X for what follows ("Put any
 * number of damage counters on one of your other clones -> Prevent that
 * much damage to this unit": Clone Captain). */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  if (o->up_to && o->n >= 99)
    g_string_append (out, "put any number of damage counters on ");
  else if (o->up_to)
    g_string_append_printf (out, "put up to %d damage counters on ", o->n);
  else
    g_string_append_printf (out, "put %d damage counter%s on ", o->n,
                            o->n == 1 ? "" : "s");
  wotc_sel_text (&o->sel, self_name, out);
  if (o->up_to)
    g_string_append (out, " (that many is X)");
}

static void
put (HcGame *g, gint player, gint card, gint n)
{
  HcCard *c = &g->card[card];
  c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] + n);
  wotc_log (g, player, M_COUNTERS, RR_ABILITY, card, n, c->counter[C_DAMAGE],
            0);
  if (c->counter[C_DAMAGE] >= wotc_card_stat (g, card, S_HEALTH))
    {
      wotc_log (g, player, M_DISCARDED, RR_DAMAGE, card, 0, 0, 0);
      wotc_discard (g, card);
    }
}

static void
apply_in (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  if (o->up_to)
    e->now.up_to.card = card;
  else
    put (g, e->player, card, o->n);
}

/* the number picked: put on the unit, and the X of what follows */
static void
carry (HcGame *g, WotcEffectFrame *e, gint card, gint n)
{
  e->x = n;
  if (n > 0)
    put (g, e->player, card, n);
}

static WotcOpNext
then (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint card = e->now.up_to.card;
  gint left
      = wotc_card_stat (g, card, S_HEALTH) - g->card[card].counter[C_DAMAGE];
  return wotc_up_to_then (g, e, MIN (o->n, MAX (left, 0)), UP_TO_PUT_DAMAGE,
                          carry);
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  return wotc_up_to_answer (g, e, carry);
}

const WotcOpDef wotc_op_put_damage = {
  .used = M_USE_COUNTERS,
  .word = "put-damage",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply_in = apply_in,
  .then = then,
  .answer = answer,
  .up_to = TRUE,
};
