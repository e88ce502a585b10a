/* "look-top-draw-if-dark" (Prophet of the Dark Side): the player looks at
 * the top card of his deck; then, if the Balance of the Force is with the
 * dark side, he may draw it.  A deck card is known to nobody (view.c),
 * so the look is a question whose options name the card to him alone:
 * "draw it" (dark Balance only) or "leave it on top", asked even when
 * the second is the only one, so that he sees it.  The card stays where
 * it was unless drawn.  lcgX: the draw is a draw through a card effect;
 * while Embers of Hope bars it, it is not offered and the log says why
 * (it was offered, and did nothing when chosen).  lcgAI: the draw goes
 * through lcg_effect_draw like every card effect's draw, so that
 * "after ... a card effect that draws" (Clearing House) sees it. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
look_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "look at the top card of your deck; then, if the "
                        "Balance of the Force is with the dark side, you may "
                        "draw it");
  return TRUE;
}

static HcStepResult
look_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player;
  if (f->pc == VPC_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      if (o && o->kind == O_CHOICE && o->b == CH_DRAW
          && hc_zone_top (g, player, Z_DECK) == o->a
          && !lcg_effect_draw_barred (g, player))
        lcg_effect_draw (g, player, 1);
      return HC_STEP_DONE;
    }
  gint top = hc_zone_top (g, player, Z_DECK);
  if (top < 0)
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
      return HC_STEP_DONE;
    }
  lcg_log (g, player, M_LOOK_TOP, RR_CARD, player, 1, player, 0);
  hc_game_ask (g, player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = v->src;
  gboolean barred = lcg_effect_draw_barred (g, player);
  if (g->global[G_BALANCE] == LCG_DARK && barred)
    lcg_log (g, player, M_DRAW_BARRED, RR_CARD, player, 0, 0, 0);
  if (g->global[G_BALANCE] == LCG_DARK && !barred)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, top, CH_DRAW), O_CHOICE, top,
                   CH_DRAW, 0);
  hc_game_offer (g, LCG_OPT_ID (O_CHOICE, top, CH_ON_TOP), O_CHOICE, top,
                 CH_ON_TOP, 0);
  f->pc = VPC_ANSWER;
  return HC_STEP_ASK;
}

const LcgVerb lcg_verb_look_top_draw = {
  .word = "look-top-draw-if-dark",
  .args = "",
  .example = "look-top-draw-if-dark",
  .text = look_text,
  .possible = lcg_op_own_deck,
  .step = look_step,
};
