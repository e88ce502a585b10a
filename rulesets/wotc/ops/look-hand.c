/* look-hand: the player looks at their opponent's hand (each card logged
 * for them alone to read). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "look at your opponent's hand");
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)o;
  (void)source;
  (void)amount;
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - player, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    wotc_log (g, player, M_LOOK, RR_ABILITY, player, g->card[hand[i]].def, 0,
              0);
}

const WotcOpDef wotc_op_look_hand = {
  .used = M_USE_LOOK_HAND,
  .word = "look-hand",
  .text = text,
  .apply_player = apply_player,
};
