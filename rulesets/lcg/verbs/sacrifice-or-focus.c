/* "sacrifice-or-focus": its player sacrifices a unit he controls or puts
 * 1 focus token on this card, as he chooses (Buried Outpost).  One
 * question: a "sacrifice" option per unit, and one to focus this card,
 * told apart by the card each names (this card is no unit). */
#include "lcg-verb.h"

static gboolean
sac_focus_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "sacrifice a unit you control or put 1 focus token "
                        "on this card");
  return TRUE;
}

static gboolean
sac_focus_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = f->arg[P_PLAYER], src = f->arg[P_SRC];
  hc_game_ask (g, player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = src;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i) && g->card[i].controller == player)
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, i, CH_SACRIFICE), O_CHOICE, i,
                     CH_SACRIFICE, 0);
  if (lcg_in_play (g, src))
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, src, CH_FOCUS_ON), O_CHOICE, src,
                   CH_FOCUS_ON, 0);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      lcg_op_no_effect (g, f);
      return FALSE;
    }
  return lcg_choice_asked (g, f);
}

static void
sac_focus_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  gint player = f->arg[P_PLAYER], src = f->arg[P_SRC];
  if (chosen < 0)
    return;
  if (chosen == src)
    lcg_push_focus (g, src, 1, player, RR_CARD);
  else
    {
      lcg_push_sacrifice (g, chosen, player);
    }
}

const LcgVerb lcg_verb_sacrifice_or_focus = {
  .word = "sacrifice-or-focus",
  .args = "",
  .example = "sacrifice-or-focus",
  .text = sac_focus_text,
  .possible = lcg_op_always,
  .resolve = sac_focus_resolve,
  .chosen = sac_focus_chosen,
};
