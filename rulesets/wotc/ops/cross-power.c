/* cross-power bombard|ion-cannon N DUR: for a while, each of your units
 * gets +N power as long as it uses Bombard (from the Space arena) or Ion
 * Cannon (from the Ground arena) to attack into another arena
 * (Death Star Superlaser Gunner, Death Star Turbolaser Gunner); the
 * attack's power asks the lasting effect. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  /* the attackers' arena, as bits: Bombard from space, Ion Cannon from
   * the ground */
  const char *w = wotc_lex_next (lx);
  o->stat = g_strcmp0 (w, "bombard") == 0      ? 1
            : g_strcmp0 (w, "ion-cannon") == 0 ? 2
                                               : 0;
  if (!o->stat)
    return wotc_lex_fail (lx,
                          "expected bombard or ion-cannon after cross-power, "
                          "found \"%s\"",
                          w);
  return wotc_lex_number (lx, 1, 99, &o->n) && wotc_lex_duration (lx, &o->dur);
}

static const char *
keyword_of (gint arenas)
{
  return arenas == 1   ? "Bombard"
         : arenas == 2 ? "Ion Cannon"
                       : "Bombard or Ion Cannon";
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "%s, each of your units in the ",
                          wotc_dur_text (o->dur));
  wotc_arenas_text ((guint8)o->stat, out);
  g_string_append_printf (out,
                          " arena gets +%d power as long as it uses %s to "
                          "attack a unit in another arena",
                          o->n, keyword_of (o->stat));
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)amount;
  HcEffect *e = hc_effect_add (g, EFF_CROSS_POWER, (HcDuration)o->dur, player,
                               source, HC_NONE, o->n);
  if (e)
    e->arg = o->stat;
  wotc_log (g, player, M_CROSS_POWER, RR_ABILITY, player, o->n, 0, 0);
}

const WotcOpDef wotc_op_cross_power = {
  .word = "cross-power",
  .parse = parse,
  .text = text,
  .apply_player = apply,
};
