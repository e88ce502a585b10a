/* damage-counters SEL: damage to each unit the selector picks equal to
 * the damage counters on it as the effect happens (Coup de Grace); pending
 * until the prevention chance, as every damage effect. */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "damage to ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " equal to the damage counters on it");
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint c)
{
  (void)o;
  (void)source;
  HcCard *card = &g->card[c];
  gint n = card->counter[C_DAMAGE];
  if (n <= 0)
    return;
  card->counter[C_PENDING] = (gint16)(card->counter[C_PENDING] + n);
  card->flags |= FLAG_EFFECT_DAMAGE;
  wotc_log (g, player, M_PENDING, RR_DAMAGE, c, card->counter[C_PENDING], 0, 0);
}

const WotcOpDef wotc_op_damage_counters = {
  .word = "damage-counters",
  .sel = TRUE,
  .text = text,
  .apply = apply,
  .damage = TRUE,
  .used = M_USE_DAMAGE,
};
