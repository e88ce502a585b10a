/* return-to-hand SEL: a unit of yours, in an arena or waiting in the build
 * zone, goes back to your hand (Tyranus's Return).  The versions stacked
 * with it are that unit too and go with it; a Pilot or Equipment on it has
 * no unit left and is discarded; its damage and lasting effects end. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "return ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " to its owner's hand");
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  (void)source;
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *k = &g->card[i];
      if (k->under != card && k->attached_to != card)
        continue;
      gboolean stacked = k->under == card;
      k->flags = 0;
      k->counter[C_DAMAGE] = 0;
      hc_card_move (g, i, k->owner, stacked ? Z_HAND : Z_DISCARD, TRUE);
    }
  HcCard *c = &g->card[card];
  c->counter[C_DAMAGE] = 0;
  c->counter[C_PENDING] = 0;
  c->counter[C_BUILD] = 0;
  c->flags = 0;
  hc_effects_drop_source (g, card);
  hc_card_move (g, card, c->owner, Z_HAND, TRUE);
  wotc_log (g, player, M_TO_HAND, RR_ABILITY, card, c->owner, 0, 0);
}

const WotcOpDef wotc_op_return_to_hand = {
  .word = "return-to-hand",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
