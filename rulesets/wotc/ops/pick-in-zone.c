/* The question several operations ask: which card of a zone, among those
 * the selector matches (pick, search-many, stage, raise). */
#include "wotc-steps.h"

gint
wotc_offer_picks (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint owner,
                  gint zone, WotcPickAlso also)
{
  WotcCtx ctx = wotc_effect_ctx (e);
  hc_game_ask (g, e->player, D_PICK_CARD, D_PICK_CARD);
  g->decision.prompt_arg[0] = e->src;
  g->decision.prompt_arg[1] = zone;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, owner, zone, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (wotc_filter_matches (g, &o->sel, &ctx, list[i])
        && (!also || also (g, e, list[i])))
      hc_game_offer (g, WOTC_OPT_ID (O_PICK, g->card[list[i]].def, 0), O_PICK,
                     list[i], 0, 0);
  return g->decision.n_options;
}

WotcOpNext
wotc_offer_picks_or_none (HcGame *g, const WotcOp *o, WotcEffectFrame *e,
                          gint owner, gint zone, WotcPickAlso also)
{
  wotc_offer_picks (g, o, e, owner, zone, also);
  hc_game_offer (g, WOTC_OPT_ID (O_PICK, 0xfff, 0), O_PICK, HC_NONE, 0, 0);
  return WOTC_OP_ASKED;
}
