/* "Each player must sacrifice a unit, if able" (Aggression): one effect,
 * a choice for each player.  The player who played the effect chooses
 * first, then his opponent (FAQ 2.2; clockwise in a two-player game is
 * simply the other player); then the chosen units are sacrificed, the
 * first chooser's first.  A player without a unit chooses nothing. */
#include "lcg-steps.h"

enum
{
  A_PLAYER, /* who played the effect */
  A_SOURCE,
  A_FIRST, /* the unit the first player chose, or -1 */
  A_SECOND,
};

enum
{
  PC_ASK_FIRST,
  PC_FIRST_ANSWER,
  PC_ASK_SECOND,
  PC_SECOND_ANSWER,
  PC_SACRIFICE,
};

void
lcg_push_sacrifice_each (HcGame *g, gint player, gint source)
{
  HcFrame *f = hc_game_push (g, ST_SACRIFICE_EACH);
  f->arg[A_PLAYER] = player;
  f->arg[A_SOURCE] = source;
  f->arg[A_FIRST] = f->arg[A_SECOND] = HC_NONE;
}

/* Ask a player which of his units he sacrifices; FALSE when he has none
 * or only one (then it is chosen for him, in *chosen). */
static gboolean
ask (HcGame *g, const HcFrame *f, gint who, gint *chosen)
{
  *chosen = HC_NONE;
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[A_SOURCE];
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i) && g->card[i].controller == who)
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, i, 0), O_CHOICE, i, 0, 0);
  if (g->decision.n_options > 1)
    return TRUE;
  if (g->decision.n_options == 1)
    *chosen = g->decision.option[0].a;
  g->decision.player = HC_NONE;
  g->decision.n_options = 0;
  return FALSE;
}

/* the choice of the player whose turn to choose it is: asked (pc moves
 * to the answer) or made for him (pc skips it) */
static HcStepResult
choose (HcGame *g, HcFrame *f, gint who, gint slot)
{
  gint chosen;
  if (ask (g, f, who, &chosen))
    {
      f->pc++;
      return HC_STEP_ASK;
    }
  f->arg[slot] = chosen;
  f->pc += 2;
  return HC_STEP_CONTINUE;
}

HcStepResult
lcg_step_sacrifice_each (HcGame *g, HcFrame *f)
{
  gint first = f->arg[A_PLAYER], second = 1 - first;
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_ASK_FIRST:
      return choose (g, f, first, A_FIRST);
    case PC_FIRST_ANSWER:
      f->arg[A_FIRST] = lcg_answered_choice (g);
      f->pc = PC_ASK_SECOND;
      return HC_STEP_CONTINUE;
    case PC_ASK_SECOND:
      if (f->arg[A_FIRST] >= 0)
        lcg_log (g, first, M_SACRIFICE_CHOSEN, RR_SIMULTANEOUS, first,
                 f->arg[A_FIRST], 0, 0);
      return choose (g, f, second, A_SECOND);
    case PC_SECOND_ANSWER:
      f->arg[A_SECOND] = lcg_answered_choice (g);
      f->pc = PC_SACRIFICE;
      return HC_STEP_CONTINUE;
    case PC_SACRIFICE:
      if (f->arg[A_SECOND] >= 0)
        lcg_log (g, second, M_SACRIFICE_CHOSEN, RR_SIMULTANEOUS, second,
                 f->arg[A_SECOND], 0, 0);
      for (gint k = A_FIRST; k <= A_SECOND; k++)
        if (f->arg[k] >= 0 && lcg_is_unit (g, f->arg[k]))
          lcg_log (g, k == A_FIRST ? first : second, M_SACRIFICE, RR_CARD,
                   k == A_FIRST ? first : second, f->arg[k], 0, 0);
      /* pushed second first, so the first chooser's resolves first */
      for (gint k = A_SECOND; k >= A_FIRST; k--)
        if (f->arg[k] >= 0 && lcg_is_unit (g, f->arg[k]))
          lcg_push_leave (g, f->arg[k], LV_DISCARD, HC_NONE);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
