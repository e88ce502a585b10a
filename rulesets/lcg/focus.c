/* Focus tokens as triggering conditions.  Placing focus tokens on a card
 * is a condition interrupts may change before it happens (Spice Visions
 * turns them into damage: the FAQ says the type of token changes, not the
 * reason it is placed, so a cost paid by focusing stays paid); removing
 * one is a condition reactions answer after it (Succumb to the Cold!),
 * and moving a token removes it from where it was (FAQ, Cloud City
 * Operative).  Both open their windows only when some card could answer,
 * so ordinary strikes and refreshes stay as cheap as before. */
#include "lcg-steps.h"

enum
{
  F_CARD,
  F_AMOUNT,
  F_BY,   /* the player placing them */
  F_RULE, /* the rule to log the placement under, or -1: the caller logs */
};

static void
place (HcGame *g, gint card, gint n, gint by_player, gint rule)
{
  gint before = g->card[card].counter[C_FOCUS];
  lcg_add_focus (g, card, n);
  if (rule >= 0)
    lcg_log (g, by_player, M_FOCUS, rule, card, n, 0, 0);
  /* Bib Fortuna: "If this unit has 4 or more focus tokens on it,
   * sacrifice it", once, as it reaches them */
  gint limit = lcg_info (g, card)->sacrifice_at_focus;
  if (limit && before < limit && g->card[card].counter[C_FOCUS] >= limit)
    {
      gint owner = g->card[card].controller;
      lcg_log (g, owner, M_SACRIFICE, RR_CARD, owner, card, 0, 0);
      lcg_push_leave (g, card, LV_DISCARD, HC_NONE);
    }
}

void
lcg_push_focus (HcGame *g, gint card, gint n, gint by_player, gint rule)
{
  if (n <= 0)
    return;
  if (!lcg_anyone_listens (g, EV_FOCUS_PLACED, W_INTERRUPT))
    {
      place (g, card, n, by_player, rule);
      return;
    }
  HcFrame *f = hc_game_push (g, ST_FOCUS);
  f->arg[F_CARD] = card;
  f->arg[F_AMOUNT] = n;
  f->arg[F_BY] = by_player;
  f->arg[F_RULE] = rule;
}

void
lcg_focus_removed (HcGame *g, gint card, gint n)
{
  if (n > 0 && lcg_anyone_listens (g, EV_FOCUS_REMOVED, W_REACTION))
    lcg_push_reactions (g, EV_FOCUS_REMOVED, card, g->card[card].controller);
}

/* ST_FOCUS: the interrupts to "a focus token would be placed", then the
 * tokens left to place (g->ret from the condition's frame). */
HcStepResult
lcg_step_focus (HcGame *g, HcFrame *f)
{
  gint card = f->arg[F_CARD];
  switch (f->pc)
    {
    case 0:
      f->pc = 1;
      g->ret = f->arg[F_AMOUNT];
      if (!g->over && lcg_in_play (g, card))
        lcg_push_interrupts (g, EV_FOCUS_PLACED, card, g->card[card].controller,
                             f->arg[F_AMOUNT]);
      return HC_STEP_CONTINUE;
    case 1:
      if (g->ret > 0 && lcg_in_play (g, card))
        place (g, card, g->ret, f->arg[F_BY], f->arg[F_RULE]);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
