/* Choices made as an effect resolves (not targets): asked of the player
 * who makes them, or made for him, and carried out; the revealed hand of
 * Get Me Solo!. */
#include "lcg-verb.h"

/* The choice's options are offered: with one, it is made for the player
 * (FALSE); else it is asked (TRUE). */
gboolean
lcg_choice_asked (HcGame *g, HcFrame *f)
{
  f->pc = PC_CHOICE_ANSWER;
  return !lcg_answer_only_option (g);
}

/* Ask the player who makes an effect's choice as it resolves; with one
 * option the choice is made for him. */
gboolean
lcg_ask_choice (HcGame *g, HcFrame *f, gint who, const gint16 *list, gint n,
                gboolean may_find_nothing)
{
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[P_SRC];
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, list[i], 0), O_CHOICE, list[i], 0,
                   0);
  if (may_find_nothing)
    hc_game_offer (g, LCG_OPT_ID (O_FIND_NOTHING, 0, 0), O_FIND_NOTHING, 0, 0,
                   0);
  return lcg_choice_asked (g, f);
}

gboolean
lcg_card_revealed (const HcGame *g, gint card, gint viewer)
{
  for (gint i = 0; i < g->n_effects; i++)
    if ((g->effect[i].kind == EFF_REVEALED
         || g->effect[i].kind == EFF_SEEN_IN_HAND)
        && g->effect[i].target == card && g->effect[i].controller == viewer)
      return TRUE;
  return FALSE;
}

/* An effect's choice, made: carry it out. */
void
lcg_apply_choice (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  const LcgVerb *v = lcg_verb (op->verb);
  if (v && v->chosen)
    v->chosen (g, f, op, chosen);
}
