/* to-deck-top SEL: a unit leaves play otherwise than by being discarded or
 * retreated: on top of its owner's deck (Jawa Scavenger), the cards stacked
 * with it and its Pilot going to the discard pile (doc/rules/wotc.md).  It
 * is no discard: no "when discarded" ability triggers.  Back to the hand
 * is return-to-hand.c. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  g_string_append (out, "its owner puts ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " on top of their deck (the cards stacked with it "
                        "and its Pilot are discarded)");
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

void
wotc_leave_play (HcGame *g, gint card, gint stack_to, gint to)
{
  HcCard *c = &g->card[card];
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].under == card || g->card[i].attached_to == card)
      {
        clear (&g->card[i]);
        hc_card_move (g, i, g->card[i].owner, stack_to, TRUE);
      }
  if (c->zone == Z_CHARACTER)
    g->global[G_LOST_CHARACTER] |= 1 << c->controller;
  clear (c);
  hc_effects_drop_source (g, card);
  hc_card_move (g, card, c->owner, to, TRUE);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  (void)source;
  if (!Z_IS_ARENA (g->card[card].zone))
    return;
  wotc_leave_play (g, card, Z_DISCARD, Z_DECK);
  wotc_log (g, player, M_TO_DECK_TOP, RR_ABILITY, g->card[card].owner, card, 0,
            0);
}

const WotcOpDef wotc_op_to_deck_top = {
  .word = "to-deck-top",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
