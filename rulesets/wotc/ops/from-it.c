/* Effects from the unit chosen before (`it`) to the unit their selector
 * chooses, which does not become `it`:
 *  - move-counter SEL: one damage counter moves from it to that unit; not
 *    damage, nothing prevents it, but a unit with as many counters as its
 *    health is discarded (Imperial Manipulation);
 *  - speed-damage SEL: it does 1 damage to that unit for each 10 speed it
 *    has, pending until the prevention chance (Starfighter's End). */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  if (o->op == OP_MOVE_COUNTER)
    {
      g_string_append (out, "move 1 damage counter from that unit to ");
      wotc_sel_text (&o->sel, self_name, out);
      return;
    }
  g_string_append (out, "that unit does 1 damage to ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " for each 10 speed it has");
}

static void
apply_in (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  gint from = e->it;
  HcCard *c = &g->card[card];
  if (from < 0 || from == card || !Z_IS_ARENA (g->card[from].zone)
      || !Z_IS_ARENA (c->zone))
    return;
  if (o->op == OP_SPEED_DAMAGE)
    {
      gint n = wotc_card_stat (g, from, S_SPEED) / 10;
      if (n <= 0)
        return;
      c->counter[C_PENDING] = (gint16)(c->counter[C_PENDING] + n);
      c->flags |= FLAG_EFFECT_DAMAGE;
      wotc_log (g, e->player, M_PENDING, RR_DAMAGE, card, c->counter[C_PENDING],
                0, 0);
      return;
    }
  if (g->card[from].counter[C_DAMAGE] <= 0)
    return;
  g->card[from].counter[C_DAMAGE]--;
  c->counter[C_DAMAGE]++;
  wotc_log (g, e->player, M_MOVE_COUNTER, RR_ABILITY, from, card, 0, 0);
  if (c->counter[C_DAMAGE] >= wotc_card_stat (g, card, S_HEALTH))
    {
      wotc_log (g, e->player, M_DISCARDED, RR_DAMAGE, card, 0, 0, 0);
      wotc_discard (g, card);
    }
}

const WotcOpDef wotc_op_move_counter = {
  .word = "move-counter",
  .sel = TRUE,
  .text = text,
  .apply_in = apply_in,
  .keeps_it = TRUE,
};

const WotcOpDef wotc_op_speed_damage = {
  .word = "speed-damage",
  .sel = TRUE,
  .text = text,
  .apply_in = apply_in,
  .keeps_it = TRUE,
  .damage = TRUE,
};
