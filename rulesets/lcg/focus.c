/* Focus tokens as triggering conditions.  Placing focus tokens on a card
 * is a condition interrupts may change before it happens (Spice Visions
 * turns them into damage: the FAQ says the type of token changes, not the
 * reason it is placed, so a cost paid by focusing stays paid); removing
 * one is a condition reactions answer after it (Succumb to the Cold!),
 * and moving a token removes it from where it was (FAQ, Cloud City
 * Operative).  Both open their windows only when some card could answer,
 * so ordinary strikes and refreshes stay as cheap as before. */
#include "lcg-steps.h"

/* the ST_FOCUS frame: focus tokens about to be placed on a card */
typedef struct
{
  gint32 card;
  gint32 amount;
  gint32 by;   /* the player placing them */
  gint32 rule; /* the rule to log the placement under, or -1: the caller logs */
} LcgFocusFrame;
HC_FRAME_VIEW_FITS (LcgFocusFrame);
#define LCG_FOCUS(f) ((LcgFocusFrame *)(f)->arg)

enum
{
  FOCUS_INTERRUPTS,
  FOCUS_PLACE, /* the tokens the interrupts left */
};

static void
place (HcGame *g, gint card, gint n, gint by_player, gint rule)
{
  gint before = g->card[card].counter[C_FOCUS];
  lcg_add_focus (g, card, n);
  if (rule >= 0)
    lcg_log (g, by_player, M_FOCUS, rule, card, n, 0, 0);
  /* "after ... has 1 or more focus tokens placed on it" (Dark Memories):
   * pushed before a sacrifice below, so that the sacrifice, a constant
   * ability's result, comes first */
  if (n > 0 && lcg_anyone_listens (g, EV_FOCUS_PLACED, W_REACTION))
    lcg_push_reactions (g, EV_FOCUS_PLACED, card, g->card[card].controller);
  /* Bib Fortuna: "If this unit has 4 or more focus tokens on it,
   * sacrifice it", once, as it reaches them */
  gint limit = lcg_static_of_card (g, LQ_SACRIFICE_AT_FOCUS, card);
  if (limit && before < limit && g->card[card].counter[C_FOCUS] >= limit)
    {
      gint owner = g->card[card].controller;
      lcg_push_sacrifice (g, card, owner);
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
  LcgFocusFrame *fo = LCG_FOCUS (hc_game_push (g, ST_FOCUS));
  fo->card = card;
  fo->amount = n;
  fo->by = by_player;
  fo->rule = rule;
}

void
lcg_focus_removed (HcGame *g, gint card, gint n)
{
  if (n > 0 && lcg_anyone_listens (g, EV_FOCUS_REMOVED, W_REACTION))
    lcg_push_reactions (g, EV_FOCUS_REMOVED, card, g->card[card].controller);
}

/* ST_FOCUS: the interrupts to "a focus token would be placed", then the
 * tokens left to place (the condition's result). */
HcStepResult
lcg_step_focus (HcGame *g, HcFrame *f)
{
  LcgFocusFrame *fo = LCG_FOCUS (f);
  gint card = fo->card;
  switch (f->pc)
    {
    case FOCUS_INTERRUPTS:
      f->pc = FOCUS_PLACE;
      /* the amount stands if no condition is pushed to return it */
      hc_step_return (g, fo->amount);
      if (!g->over && lcg_in_play (g, card))
        lcg_push_interrupts (g, EV_FOCUS_PLACED, card, g->card[card].controller,
                             fo->amount);
      return HC_STEP_CONTINUE;
    case FOCUS_PLACE:
      {
        gint n = hc_step_result (g);
        if (n > 0 && lcg_in_play (g, card))
          place (g, card, n, fo->by, fo->rule);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}
