/* spread N: the rest of the ability happens only if its player has N or
 * more units in each of the three arenas (Regroup on Yavin: "If you have
 * 2 or more units in each arena, you get +3 build points this turn"); a
 * Pilot or Equipment on a unit is no unit of its own. */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, 1, 9, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "if you have %d or more units in each arena (if "
                          "not, nothing more happens)",
                          o->n);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, e->player, a, list, HC_MAX_CARDS), units = 0;
      for (gint i = 0; i < n; i++)
        if (g->card[list[i]].attached_to == HC_NONE)
          units++;
      if (units < o->n)
        return WOTC_OP_STOP;
    }
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_spread = {
  .word = "spread",
  .parse = parse,
  .text = text,
  .ask = ask,
};
