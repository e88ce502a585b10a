/* roll-tap SEL N: a die rolled by the ability's player for each selected
 * unit, and the unit is tapped on N or more (Fog of War: "For each unit in
 * the Space, Ground, and Character arenas ..., roll one of your dice. If
 * you roll a 5 or a 6 for a unit, tap it").  Not attack dice: nothing that
 * changes attack dice applies. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 1, 6, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "roll a die for ");
  wotc_sel_text (&o->sel, self_name, out);
  if (o->n >= 6)
    g_string_append (out, ": on a 6, tap that unit");
  else if (o->n == 5)
    g_string_append (out, ": on a 5 or 6, tap that unit");
  else
    g_string_append_printf (out, ": on a %d or more, tap that unit", o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)source;
  gint die = hc_game_roll_die (g, player);
  wotc_log (g, player, M_ROLL_FOR, RR_ABILITY, card, die, 0, 0);
  if (die >= o->n)
    {
      g->card[card].flags |= HC_CARD_TAPPED;
      wotc_log (g, player, M_EFFECT_TAP, RR_ABILITY, card, 0, 0, 0);
    }
}

const WotcOpDef wotc_op_roll_tap = {
  .word = "roll-tap",
  .parse = parse,
  .text = text,
  .apply = apply,
};
