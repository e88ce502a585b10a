/* rescue-pilot: "If one of your Space units with one or more Pilots on it
 * is discarded, you may move one of those Pilots to your build zone
 * instead of discarding it. If you do, discard this unit from the Space
 * arena" (Escape Pod), written `on pilots-adrift : rescue-pilot`.  As
 * such a unit is discarded while its player has a unit with this ability
 * in the Space arena, its Pilots wait aside (wotc_discard) and this asks
 * which one, if any, goes to its owner's build zone; the others go to the
 * discard pile after all.  Only an Escape Pod still in the Space arena can
 * be discarded for it, so only then is a Pilot offered. */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  g_string_append_printf (out,
                          "you may move one of that unit's Pilots to your "
                          "build zone instead of discarding it; if you do, "
                          "discard %s from the Space arena",
                          self_name);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  gint16 list[HC_MAX_CARDS];
  gint n = wotc_waiting_pilots (g, e->player, list);
  if (n == 0)
    return WOTC_OP_DONE;
  if (g->card[e->src].zone != Z_SPACE)
    {
      /* no Escape Pod to discard: the Pilots are discarded after all */
      for (gint i = 0; i < n; i++)
        {
          g->card[list[i]].flags = 0;
          hc_card_move (g, list[i], g->card[list[i]].owner, Z_DISCARD, TRUE);
        }
      return WOTC_OP_DONE;
    }
  hc_game_ask (g, e->player, D_TARGET, D_TARGET);
  g->decision.prompt_arg[0] = e->src;
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, WOTC_OPT_ID (O_TARGET, list[i], 0), O_TARGET, list[i], 0,
                   0);
  hc_game_offer (g, WOTC_OPT_ID (O_PICK, 0xfff, 0), O_PICK, HC_NONE, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint16 list[HC_MAX_CARDS];
  gint n = wotc_waiting_pilots (g, e->player, list);
  gint saved = a && a->kind == O_TARGET ? a->a : HC_NONE;
  for (gint i = 0; i < n; i++)
    {
      HcCard *c = &g->card[list[i]];
      c->flags = 0;
      c->counter[C_DAMAGE] = 0;
      hc_card_move (g, list[i], c->owner,
                    list[i] == saved ? Z_BUILD : Z_DISCARD, TRUE);
    }
  if (saved == HC_NONE)
    return WOTC_OP_DONE;
  wotc_log (g, e->player, M_PILOT_TO_BUILD, RR_ABILITY, saved, e->it, 0, 0);
  if (g->card[e->src].zone == Z_SPACE)
    {
      wotc_log (g, e->player, M_DISCARD_UNIT, RR_ABILITY, e->src, 0, 0, 0);
      wotc_discard (g, e->src);
    }
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_rescue_pilot = {
  .word = "rescue-pilot",
  .text = text,
  .ask = ask,
  .answer = answer,
};
