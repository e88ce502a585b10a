/* return-to-hand SEL: a unit goes back to its owner's hand from an arena
 * (Jump to Lightspeed) or, with or-build-zone, from waiting face up in the
 * build zone (Tyranus's Return).  Jump to Lightspeed's reminder text says
 * what returning a unit is: the cards stacked with it and its Pilot go to
 * the hand with it (its ruling: every Pilot and Equipment too), so every
 * card that returns a unit does the same.  Its damage and lasting effects
 * end; it is not discarded, so no "when discarded" ability triggers. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "return ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " to its owner's hand, with the cards stacked with "
                        "it and its Pilot");
}

/* a card that leaves play forgets what happened to it there */
static void
clear (HcCard *c)
{
  c->counter[C_DAMAGE] = 0;
  c->counter[C_PENDING] = 0;
  c->counter[C_BUILD] = 0;
  c->flags = 0;
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  (void)source;
  HcCard *c = &g->card[card];
  if (!Z_IS_ARENA (c->zone) && c->zone != Z_BUILD)
    return;
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].under == card || g->card[i].attached_to == card)
      {
        clear (&g->card[i]);
        hc_card_move (g, i, g->card[i].owner, Z_HAND, TRUE);
      }
  if (c->zone == Z_CHARACTER)
    g->global[G_LOST_CHARACTER] |= 1 << c->controller;
  clear (c);
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
