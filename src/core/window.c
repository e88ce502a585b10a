/* The priority window: opportunities alternate from a first player until
 * both pass in a row; a play resets the count.  WotC play-or-pass chances
 * and LCG action/interrupt/reaction windows are this one step with
 * different offers. */
#include "hc-ruleset.h"

enum
{
  PC_OFFER,
  PC_ANSWER,
  PC_AFTER_PLAY,
};

HcFrame *
hc_window_push (HcGame *g, gint kind, gint first_player, gint arg)
{
  gint parent = g->n_frames - 1;
  HcFrame *f = hc_game_push (g, HC_STEP_WINDOW);
  f->arg[HC_WIN_KIND] = kind;
  f->arg[HC_WIN_PARENT] = parent;
  f->arg[HC_WIN_FIRST] = first_player;
  f->arg[HC_WIN_PLAYER] = first_player;
  f->arg[HC_WIN_ARG] = arg;
  return f;
}

void
hc_window_count_play (HcFrame *w)
{
  w->arg[HC_WIN_PASSES] = 0;
  w->arg[HC_WIN_PLAYS]++;
  w->arg[HC_WIN_PLAYER] = 1 - w->arg[HC_WIN_PLAYER];
}

HcStepResult
hc_window_step (HcGame *g, HcFrame *f)
{
  gint player = f->arg[HC_WIN_PLAYER];
  switch (f->pc)
    {
    case PC_OFFER:
      if (g->rules->window_begin && g->rules->window_begin (g, f))
        return HC_STEP_CONTINUE;
      hc_game_ask (g, player, 0, 0);
      g->decision.prompt_arg[0] = f->arg[HC_WIN_KIND];
      hc_game_offer (g, HC_OPTION_PASS, 0, 0, 0, 0);
      g->rules->window_offer (g, f, player);
      if (g->decision.n_options == 1)
        {
          /* nothing but pass: a pass the player need not be asked for */
          g->decision.player = HC_NONE;
          g->decision.n_options = 0;
          goto passed;
        }
      f->pc = PC_ANSWER;
      return HC_STEP_ASK;
    case PC_ANSWER:
      {
        const HcOption *o = hc_game_answer (g);
        if (!o || (o->id == HC_OPTION_PASS && o->kind == 0))
          goto passed;
        HcOption chosen = *o;
        f->arg[HC_WIN_PASSES] = 0;
        f->arg[HC_WIN_PLAYS]++;
        f->pc = PC_AFTER_PLAY;
        g->rules->window_play (g, f, player, &chosen);
        return HC_STEP_CONTINUE;
      }
    case PC_AFTER_PLAY:
      if (g->over)
        return HC_STEP_DONE;
      f->arg[HC_WIN_PLAYER] = 1 - player;
      f->pc = PC_OFFER;
      return HC_STEP_CONTINUE;
    default:
      return HC_STEP_DONE;
    }
passed:
  f->arg[HC_WIN_PASSES]++;
  if (f->arg[HC_WIN_PASSES] >= HC_MAX_PLAYERS)
    {
      if (g->rules->window_closed)
        g->rules->window_closed (g, f);
      return HC_STEP_DONE;
    }
  f->arg[HC_WIN_PLAYER] = 1 - player;
  f->pc = PC_OFFER;
  return HC_STEP_CONTINUE;
}
