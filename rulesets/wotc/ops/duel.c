/* duel SEL: a dice game between the unit chosen before (`it`, the
 * player's) and the unit the selector picks (the opponent's): each player
 * rolls one die; the one who rolls lower taps their unit, both on a tie
 * (Sabers Locked). */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "you and your opponent each roll a die for that "
                        "unit and ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, ": whoever rolls lower taps their unit (both on a "
                        "tie)");
}

static void
tap (HcGame *g, gint player, gint card)
{
  g->card[card].flags |= HC_CARD_TAPPED;
  wotc_log (g, player, M_EFFECT_TAP, RR_ABILITY, card, 0, 0, 0);
}

static void
apply_in (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  (void)o;
  gint mine = e->it, p = e->player;
  if (mine < 0 || !Z_IS_ARENA (g->card[mine].zone)
      || !Z_IS_ARENA (g->card[card].zone))
    return;
  gint a = hc_game_roll_die (g, p);
  wotc_log (g, p, M_DUEL_ROLL, RR_ABILITY, p, a, mine, 0);
  gint b = hc_game_roll_die (g, 1 - p);
  wotc_log (g, 1 - p, M_DUEL_ROLL, RR_ABILITY, 1 - p, b, card, 0);
  if (a <= b)
    tap (g, p, mine);
  if (b <= a)
    tap (g, p, card);
}

const WotcOpDef wotc_op_duel = {
  .word = "duel",
  .sel = TRUE,
  .text = text,
  .apply_in = apply_in,
  .keeps_it = TRUE,
};
