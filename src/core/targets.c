/* The choose-targets step: several cards chosen one pick at a time, the
 * picks kept in the game value (HcGame.pick) and owned by a frame. */
#include "hc-ruleset.h"

#include <string.h>

enum
{
  TPC_ASK,
  TPC_ANSWER,
};

static guint32
card_option_id (gint option, gint card)
{
  return ((guint32)option << 24) | (((guint32)card & 0xfffu) << 12);
}

static gint
depth_of (const HcGame *g, const HcFrame *f)
{
  return (gint)(f - g->frame);
}

static HcPick *
pick_of (HcGame *g, gint depth, gint card)
{
  for (gint i = 0; i < g->n_picks; i++)
    if (g->pick[i].frame == depth && g->pick[i].card == card)
      return &g->pick[i];
  return NULL;
}

static void
add_pick (HcGame *g, gint depth, gint card)
{
  HcPick *p = pick_of (g, depth, card);
  if (p)
    {
      p->amount++;
      return;
    }
  if (g->n_picks >= HC_MAX_PICKS)
    {
      hc_game_overflow (g, HC_CAP_PICKS);
      return;
    }
  p = &g->pick[g->n_picks++];
  p->card = (gint16)card;
  p->amount = 1;
  p->frame = (gint16)depth;
}

void
hc_targets_push (HcGame *g, const HcTargetsFrame *spec, const gint16 *cands,
                 gint n)
{
  /* no candidate, or one that must be chosen, is no question: the pick
   * (or none) goes to the caller at once, as the step would give it */
  if (n == 0 || (n == 1 && spec->min >= 1 && spec->max >= 1))
    {
      gint owner = g->n_frames - 1, made = 0;
      if (n == 1 && cands[0] >= 0 && cands[0] < g->n_cards && owner >= 0)
        {
          add_pick (g, owner, cands[0]);
          made = !g->over;
          if (made && spec->divided > 1)
            pick_of (g, owner, cands[0])->amount = (gint16)spec->divided;
        }
      hc_step_return (g, made);
      return;
    }
  HcFrame *f = hc_game_push (g, HC_STEP_TARGETS);
  if (g->over)
    return;
  memcpy (f->arg, spec, sizeof *spec);
  memset (g->pick_cands, 0, sizeof g->pick_cands);
  for (gint i = 0; i < n; i++)
    if (cands[i] >= 0 && cands[i] < g->n_cards)
      g->pick_cands[cands[i] >> 6] |= 1ull << (cands[i] & 63);
}

/* the step is done: its picks are its parent's now, and the parent is
 * told how many they are */
static HcStepResult
finish (HcGame *g, HcFrame *f)
{
  gint depth = depth_of (g, f), n = 0;
  for (gint i = 0; i < g->n_picks; i++)
    if (g->pick[i].frame == depth)
      {
        g->pick[i].frame = (gint16)(depth - 1);
        n++;
      }
  hc_step_return (g, n);
  memset (g->pick_cands, 0, sizeof g->pick_cands);
  return HC_STEP_DONE;
}

HcStepResult
hc_targets_step (HcGame *g, HcFrame *f)
{
  const HcTargetsFrame *t = (const HcTargetsFrame *)f->arg;
  gint depth = depth_of (g, f);
  if (f->pc == TPC_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      if (!o || o->kind == t->done)
        return finish (g, f);
      add_pick (g, depth, o->a);
      f->pc = TPC_ASK;
    }
  gint chosen = 0, given = 0;
  for (gint i = 0; i < g->n_picks; i++)
    if (g->pick[i].frame == depth)
      {
        chosen++;
        given += g->pick[i].amount;
      }
  gboolean divided = t->divided > 0;
  if (divided ? given >= t->divided : chosen >= t->max)
    return finish (g, f);
  hc_game_ask (g, t->player, (guint16)t->kind, (guint16)t->kind);
  g->decision.prompt_arg[0] = t->prompt_arg;
  if (divided)
    g->decision.prompt_arg[1] = t->divided - given; /* still to divide */
  HC_FOR_EACH_BIT (g->pick_cands, c)
    {
      /* a card chosen already takes more of a divided amount; a new one
       * only while fewer than `max` are chosen */
      gboolean again = pick_of (g, depth, c) != NULL;
      if (again ? divided : chosen < t->max)
        hc_game_offer (g, card_option_id (t->option, c), (guint16)t->option, c,
                       0, 0);
    }
  if (!divided && chosen >= t->min && g->decision.n_options > 0)
    hc_game_offer (g, (guint32)t->done << 24, (guint16)t->done, HC_NONE, 0, 0);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return finish (g, f);
    }
  f->pc = TPC_ANSWER;
  if (g->decision.n_options == 1)
    {
      /* one option is no choice: taken for the player, who is not asked */
      g->decision.player = HC_NONE;
      g->answer = 0;
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_ASK;
}

gint
hc_targets_chosen (const HcGame *g, const HcFrame *f, gint16 *cards,
                   gint16 *amounts)
{
  gint depth = (gint)(f - g->frame), n = 0;
  for (gint i = 0; i < g->n_picks; i++)
    if (g->pick[i].frame == depth)
      {
        if (cards)
          cards[n] = g->pick[i].card;
        if (amounts)
          amounts[n] = g->pick[i].amount;
        n++;
      }
  return n;
}

void
hc_targets_truncate (HcGame *g, const HcFrame *f, gint keep)
{
  gint depth = (gint)(f - g->frame), k = 0, seen = 0;
  for (gint i = 0; i < g->n_picks; i++)
    if (g->pick[i].frame != depth || seen++ < keep)
      g->pick[k++] = g->pick[i];
  g->n_picks = (guint8)k;
}

void
hc_targets_frame_popped (HcGame *g, gint depth)
{
  gint k = 0;
  for (gint i = 0; i < g->n_picks; i++)
    {
      HcPick p = g->pick[i];
      if (p.frame == depth)
        continue;
      if (p.frame > depth)
        p.frame--;
      g->pick[k++] = p;
    }
  g->n_picks = (guint8)k;
}
