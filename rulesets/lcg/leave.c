/* A unit or enhancement leaving play (destroyed, sacrificed, returned to
 * hand, discarded, captured) is a triggering condition: interrupts "when
 * this unit leaves play" (X-Wing Escort) come while it is still in play,
 * then it goes.  Whatever hangs on it goes with it (rules.c). */
#include "lcg-steps.h"

/* the ST_LEAVE frame */
typedef struct
{
  gint32 card;
  gint32 how;        /* LV_* */
  gint32 host;       /* LV_CAPTURE: where it is captured */
  gint32 sacrificed; /* lcgF: sacrificed, wherever it ends up */
} LcgLeaveFrame;
HC_FRAME_VIEW_FITS (LcgLeaveFrame);
#define LCG_LEAVE(f) ((LcgLeaveFrame *)(f)->arg)

enum
{
  LEAVE_BEGIN, /* interrupts "when this leaves play" */
  LEAVE_GO,    /* it goes, unless an interrupt took it out already */
  LEAVE_CAPTOR_ANSWER,
};

void
lcg_push_leave (HcGame *g, gint card, gint how, gint host)
{
  LcgLeaveFrame *l = LCG_LEAVE (hc_game_push (g, ST_LEAVE));
  l->card = card;
  l->how = how;
  l->host = host;
  l->sacrificed = how == LV_SACRIFICE;
}

void
lcg_push_sacrifice (HcGame *g, gint card, gint player)
{
  lcg_log (g, player, M_SACRIFICE, RR_CARD, player, card, 0, 0);
  lcg_push_leave (g, card, LV_SACRIFICE, HC_NONE);
}

/* Leia Organa: leaving play, she is captured by the opponent at an
 * objective of his choice (asked here; one objective is chosen for him).
 * FALSE when nothing is asked: then pc says whether the capture is set. */
static gboolean
ask_captor_host (HcGame *g, HcFrame *f, gint card)
{
  gint captor = 1 - g->card[card].controller;
  hc_game_ask (g, captor, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = card;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_objective (g, i) && g->card[i].controller == captor
        && !lcg_is_dial_proxy (g, i))
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, i, 0), O_CHOICE, i, 0, 0);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return FALSE;
    }
  f->pc = LEAVE_CAPTOR_ANSWER;
  return !lcg_answer_only_option (g);
}

HcStepResult
lcg_step_leave (HcGame *g, HcFrame *f)
{
  LcgLeaveFrame *l = LCG_LEAVE (f);
  gint card = l->card;
  switch (f->pc)
    {
    case LEAVE_BEGIN:
      if (g->over || !lcg_in_play (g, card))
        return HC_STEP_DONE;
      f->pc = LEAVE_GO;
      lcg_push_interrupts (g, EV_LEAVES_PLAY, card, g->card[card].controller,
                           0);
      return HC_STEP_CONTINUE;
    case LEAVE_GO:
      {
        /* an interrupt may have taken it out already */
        gint instead = hc_step_result (g);
        if (instead < 0 || !lcg_in_play (g, card))
          return HC_STEP_DONE;
        /* "return it to its owner's hand instead" (General Tagge):
         * wherever it was going, a sacrifice included */
        if (instead == 1 && l->how != LV_HAND)
          {
            lcg_log (g, -1, M_TO_HAND_INSTEAD, RR_CARD, card, 0, 0, 0);
            l->how = LV_HAND;
          }
      }
      if (lcg_own_static (g, LQ_CAPTURED_ON_LEAVE, card) && l->how != LV_CAPTURE
          && ask_captor_host (g, f, card))
        {
          lcg_own_static_ran (g, LQ_CAPTURED_ON_LEAVE, card);
          return HC_STEP_ASK;
        }
      if (f->pc == LEAVE_CAPTOR_ANSWER)
        return HC_STEP_CONTINUE;
      gint was = g->card[card].controller;
      /* sacrificed, even if an interrupt sends it elsewhere (General
       * Tagge: the cost is still paid) */
      gboolean sacrificed = l->sacrificed != 0;
      /* Forward Reconnaissance asks whether it left as an attacker: the
       * condition's amount keeps it once its flags are gone */
      gint attacking = (g->card[card].flags & F_PARTICIPATING)
                       && was == g->global[G_ATTACKER];
      /* lcgY: the cards captured at it are rescued as it goes (rules.c);
       * "after a captured card is rescued" (4-LOM) hears each */
      gint16 held[HC_MAX_CARDS];
      gint n_held = lcg_held_for_rescue (g, card, held);
      switch (l->how)
        {
        case LV_HAND:
          lcg_leave_play (g, card, g->card[card].owner, Z_HAND);
          break;
        case LV_BOTTOM:
          lcg_leave_play (g, card, g->card[card].owner, Z_DECK);
          hc_card_move (g, card, g->card[card].owner, Z_DECK, FALSE);
          lcg_log (g, g->card[card].owner, M_TO_DECK_BOTTOM, RR_CARD, card,
                   g->card[card].owner, 0, 0);
          break;
        case LV_TOP:
          lcg_leave_play (g, card, g->card[card].owner, Z_DECK);
          lcg_log (g, g->card[card].owner, M_TO_DECK_TOP, RR_CARD, card, 0, 0,
                   0);
          break;
        case LV_CAPTURE:
          if (lcg_in_play (g, l->host))
            {
              lcg_capture (g, card, l->host);
              gint captor = g->card[l->host].controller;
              lcg_log (g, captor, M_CAPTURE, RR_CAPTURE, captor, card, l->host,
                       0);
              /* "after you capture an enemy unit from play" (The Bespin
               * Exchange, Bounty Collection) */
              if (lcg_type (g, card) == T_UNIT)
                lcg_push_reactions (g, EV_CAPTURED, card, captor);
              lcg_push_card_captured (g, card, captor);
            }
          break;
        default:
          lcg_discard (g, card);
        }
      lcg_held_rescued (g, held, n_held);
      /* Executor: "after a card is sacrificed", once it has gone */
      if (sacrificed && !lcg_in_play (g, card) && !g->over
          && lcg_anyone_listens (g, EV_SACRIFICED, W_REACTION))
        lcg_push_reactions (g, EV_SACRIFICED, card, was);
      /* "after a Trooper unit you control leaves play" (Imperial
       * Discipline): its controller is the one it had in play */
      if (lcg_type (g, card) == T_UNIT && !lcg_in_play (g, card) && !g->over)
        lcg_push_reactions_from (g, EV_LEAVES_PLAY, card, was, HC_NONE,
                                 attacking);
      return HC_STEP_DONE;
    case LEAVE_CAPTOR_ANSWER: /* captured instead, at the objective the
                                 opponent chose */
      {
        const HcOption *o = hc_game_take_answer (g);
        l->how = LV_CAPTURE;
        l->host = o ? o->a : HC_NONE;
        f->pc = LEAVE_GO;
        hc_step_return (g, 0); /* as if no interrupt changed anything */
        if (l->host < 0)
          {
            lcg_discard (g, card);
            return HC_STEP_DONE;
          }
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}
