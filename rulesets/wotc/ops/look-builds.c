/* look-builds: the player looks at the face-down cards in their opponent's
 * build zone (Underworld Investigations).  Each card is logged by its
 * definition, as look-hand logs a hand: the looker reads it, its owner
 * knows it already, and the card itself stays face down for the board. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out,
                   "look at the face-down cards in your opponent's build zone");
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)o;
  (void)source;
  (void)amount;
  gint16 zone[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - player, Z_BUILD, zone, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (g->card[zone[i]].flags & HC_CARD_FACE_DOWN)
      wotc_log (g, player, M_LOOK_BUILD, RR_ABILITY, player,
                g->card[zone[i]].def, 0, 0);
}

const WotcOpDef wotc_op_look_builds = {
  .word = "look-builds",
  .text = text,
  .apply_player = apply_player,
  .used = M_USE_LOOK_BUILDS,
};
