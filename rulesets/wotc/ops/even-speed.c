/* even-speed SEL power N DUR: the unit the selector chooses (which does
 * not become `it`) gets +N power for the duration, and then whichever of
 * it and `it` (the unit chosen before) has the lower speed gets extra
 * speed equal to the difference for the duration (Synchronized Systems:
 * "Up to 2 of your units in the same arena each get +3 power until end of
 * turn.  If one of those units has lower speed than the other, it gets
 * extra speed equal to the difference until end of turn").  The speeds
 * are compared as the effect happens, lasting changes included. */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  o->stat = S_POWER;
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_expect (lx, "power")
         && wotc_lex_number (lx, 0, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out,
                          " gets %+d power %s; then if one of those two "
                          "units has lower speed than the other, it gets "
                          "extra speed equal to the difference %s",
                          o->n, wotc_dur_text (o->dur), wotc_dur_text (o->dur));
}

static void
give (HcGame *g, const WotcOp *o, gint player, gint source, gint card,
      gint stat, gint n)
{
  hc_effect_add (g, (guint16)stat, (HcDuration)o->dur, player, source, card, n);
  wotc_log (g, player, M_EFFECT_STAT + stat, RR_ABILITY, card, n, stat, 0);
}

static void
apply_in (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  if (!Z_IS_ARENA (g->card[card].zone))
    return;
  give (g, o, e->player, e->src, card, S_POWER, o->n);
  gint first = e->it;
  if (first < 0 || first == card || !Z_IS_ARENA (g->card[first].zone))
    return;
  gint a = wotc_card_stat (g, first, S_SPEED);
  gint b = wotc_card_stat (g, card, S_SPEED);
  if (a != b)
    give (g, o, e->player, e->src, a < b ? first : card, S_SPEED, ABS (a - b));
}

const WotcOpDef wotc_op_even_speed = {
  .word = "even-speed",
  .parse = parse,
  .text = text,
  .apply_in = apply_in,
  .keeps_it = TRUE,
};
