/* pilot-to-build: "If this unit is discarded and has a Pilot on it, you
 * may move that Pilot to your build zone instead of discarding the Pilot"
 * (Zam's Airspeeder (B)), written `on discarded ARENA : pilot-to-build`.
 * As the unit is discarded its Pilot waits aside (wotc_discard); this asks
 * the player, and the Pilot goes to its owner's build zone, or to the
 * discard pile after all. */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  g_string_append_printf (out,
                          "if a Pilot was on %s, you may move that Pilot to "
                          "your build zone instead of discarding it",
                          self_name);
}

/* the Pilot of player's that was on the unit, waiting aside for this
 * question (a unit has one Pilot, and Zam's Airspeeder (B) is unique, so
 * there is one at most) */
static gint
waiting_pilot (const HcGame *g, gint player)
{
  gint16 list[HC_MAX_CARDS];
  return wotc_waiting_pilots (g, player, list) > 0 ? list[0] : HC_NONE;
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  if (waiting_pilot (g, e->player) == HC_NONE)
    return WOTC_OP_DONE;
  hc_game_ask (g, e->player, D_CHOOSE_ONE, D_CHOOSE_ONE);
  g->decision.prompt_arg[0] = e->src;
  hc_game_offer (g, WOTC_OPT_ID (O_MODE, 1, 0), O_MODE, 1, 0, 0);
  hc_game_offer (g, WOTC_OPT_ID (O_MODE, 0, 0), O_MODE, 0, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint pilot = waiting_pilot (g, e->player);
  if (pilot == HC_NONE)
    return WOTC_OP_DONE;
  HcCard *c = &g->card[pilot];
  c->flags = 0;
  c->counter[C_DAMAGE] = 0;
  if (a && a->a)
    {
      hc_card_move (g, pilot, c->owner, Z_BUILD, TRUE);
      wotc_log (g, c->owner, M_PILOT_TO_BUILD, RR_ABILITY, pilot, e->src, 0, 0);
    }
  else
    hc_card_move (g, pilot, c->owner, Z_DISCARD, TRUE);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_pilot_to_build = {
  .word = "pilot-to-build",
  .text = text,
  .ask = ask,
  .answer = answer,
};
