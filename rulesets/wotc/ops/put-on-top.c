/* put-on-top SEL: the player chooses a unit the selector matches (one of
 * their stacked unique units), then one of the cards stacked under it,
 * which becomes the top card of the stack: the unit it is now, with the
 * stack's damage and tapped state.  When the turn ends the card that was
 * on top is put back on top (flow.c), and the other card goes under the
 * stack again (Hero's Potential; its ruling: "the original top card is
 * what should appear at the top of the stack").  The cards under a stack
 * have no order here, so "the bottom of the stack" is under it. */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "for ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, ", take any card stacked under it and put it on "
                        "top of the stack; when the turn ends, put that "
                        "card back under the stack, the card that was on "
                        "top on top again");
}

/* the unit is chosen (it); the card to put on top is asked in `then` */
static void
apply_in (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  (void)g;
  (void)o;
  e->it = card;
}

static WotcOpNext
then (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  gint host = e->it;
  if (host < 0 || !Z_IS_ARENA (g->card[host].zone))
    return WOTC_OP_DONE;
  hc_game_ask (g, e->player, D_STACK_PICK, D_STACK_PICK);
  g->decision.prompt_arg[0] = e->src;
  g->decision.prompt_arg[1] = host;
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].under == host)
      hc_game_offer (g, WOTC_OPT_ID (O_PICK, g->card[i].def, 0), O_PICK, i, 0,
                     0);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return WOTC_OP_DONE;
    }
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint host = e->it;
  if (!a || a->a == HC_NONE || g->card[a->a].under != host)
    return WOTC_OP_DONE;
  gint top = a->a;
  wotc_stack_swap (g, top, host);
  /* the card that was on top comes back when the turn ends */
  hc_effect_add (g, EFF_ON_TOP, HC_DUR_TURN, e->player, e->src, top, host);
  wotc_log (g, e->player, M_ON_TOP, RR_ABILITY, top, host, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_put_on_top = {
  .word = "put-on-top",
  .sel = TRUE,
  .text = text,
  .apply_in = apply_in,
  .then = then,
  .answer = answer,
};
