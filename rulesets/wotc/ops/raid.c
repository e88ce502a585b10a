/* raid SEL N ARENAS: this turn each selected unit may also attack a
 * completed unit of those types face up in the opponent's build zone, as
 * Plo Koon (B) always may (battle.c), and when it does it gets +N power
 * for that attack (Obi-Wan's Starfighter (B): "This turn, Obi-Wan's
 * Starfighter may attack a Space unit in your opponent's build zone.  When
 * it does, it gets +2 power for that attack"). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  /* the amount first: an arena word after the selector would be its own */
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 0, 99, &o->n)
         && wotc_lex_arenas (lx, "raid SEL N", &o->stat);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "this turn, ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " may attack a ");
  wotc_arenas_text (o->stat, out);
  g_string_append (out, " unit in your opponent's build zone");
  if (o->n)
    g_string_append_printf (out, ", and gets +%d power for an attack there",
                            o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  HcEffect *e
      = hc_effect_add (g, EFF_RAID, HC_DUR_TURN, player, source, card, o->n);
  if (e)
    e->arg = o->stat; /* the unit types it may attack there */
}

const WotcOpDef wotc_op_raid = {
  .word = "raid",
  .parse = parse,
  .text = text,
  .apply = apply,
};
