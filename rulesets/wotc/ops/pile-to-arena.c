/* pile-to-arena: this card goes from its owner's discard pile into its
 * arena, untapped (Rebel Blockade Runner: "you may put it into the Space
 * arena from your discard pile").  It is not deployed: nothing "when
 * deployed" triggers (its ruling).  Nothing happens if it has left the
 * pile meanwhile. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  g_string_append_printf (out,
                          "put %s into its arena from your discard pile "
                          "(it is not deployed)",
                          self_name);
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)o;
  (void)amount;
  HcCard *c = &g->card[source];
  gint arena = wotc_arena_of_type (wotc_card_type (g, source));
  if (c->zone != Z_DISCARD || c->owner != player || arena < 0)
    return;
  c->flags = 0;
  hc_card_move (g, source, player, arena, TRUE);
  wotc_log (g, player, M_PILE_TO_ARENA, RR_ABILITY, source, 0, 0, 0);
}

const WotcOpDef wotc_op_pile_to_arena = {
  .word = "pile-to-arena",
  .text = text,
  .apply_player = apply_player,
};
