/* "Up to N" targets (Death from Above), chosen as the ability is
 * initiated (effect resolution step 5), one at a time until N or the
 * player is done, at least one.  Each is an EFF_TARGETED marker of the
 * source, so the choice is part of the game's value; play.c drops them
 * when the ability finishes.  Effects that choose "up to N" cards as they
 * resolve (verbs.c) keep their choices the same way. */
#include "lcg-verbs.h"

#include <string.h>

/* the ST_TARGETS frame: "up to N" targets of one effect */
typedef struct
{
  gint32 src; /* the card whose ability it is */
  gint32 clause;
  gint32 op; /* which effect of the ability */
  gint32 player;
} LcgTargetsFrame;
HC_FRAME_VIEW_FITS (LcgTargetsFrame);
#define LCG_TARGETS(f) ((LcgTargetsFrame *)(f)->arg)

enum
{
  TARGETS_OFFER,
  TARGETS_ANSWER,
};

void
lcg_push_targets (HcGame *g, gint source, gint clause, gint op, gint player)
{
  LcgTargetsFrame *t = LCG_TARGETS (hc_game_push (g, ST_TARGETS));
  t->src = source;
  t->clause = clause;
  t->op = op;
  t->player = player;
}

gint
lcg_chosen_targets (const HcGame *g, gint source, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_TARGETED && g->effect[i].source == source)
      out[n++] = g->effect[i].target;
  return n;
}

void
lcg_drop_targets (HcGame *g, gint source)
{
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].kind == EFF_TARGETED && g->effect[i].source == source)
      {
        memmove (&g->effect[i], &g->effect[i + 1],
                 (gsize)(g->n_effects - i - 1) * sizeof (HcEffect));
        g->n_effects--;
      }
}

/* the cards the selection matches that are not yet chosen (markers of
 * the source); *n_chosen: how many are */
gint
lcg_not_chosen (const HcGame *g, const LcgSel *sel, gint src, gint player,
                gint16 *out, gint *n_chosen)
{
  gint16 chosen[HC_MAX_CARDS];
  gint k = lcg_chosen_targets (g, src, chosen);
  gint n = lcg_sel_list (g, sel, src, player, out), m = 0;
  for (gint i = 0; i < n; i++)
    {
      gboolean again = FALSE;
      for (gint j = 0; j < k; j++)
        again |= chosen[j] == out[i];
      if (!again)
        out[m++] = out[i];
    }
  *n_chosen = k;
  return m;
}

HcStepResult
lcg_step_targets (HcGame *g, HcFrame *f)
{
  LcgTargetsFrame *t = LCG_TARGETS (f);
  gint src = t->src, player = t->player;
  const LcgOp *op = &lcg_clause (g, src, t->clause)->op[t->op];
  if (f->pc == TARGETS_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      if (!o || o->kind != O_TARGET)
        return HC_STEP_DONE;
      hc_effect_add (g, EFF_TARGETED, HC_DUR_PHASE, player, src, o->a, 1);
    }
  f->pc = TARGETS_ANSWER;
  gint16 list[HC_MAX_CARDS];
  gint k = 0;
  gint m = lcg_not_chosen (g, &op->sel, src, player, list, &k);
  if (k >= op->sel.up_to || m == 0)
    return HC_STEP_DONE;
  hc_game_ask (g, player, D_TARGET, D_TARGET);
  g->decision.prompt_arg[0] = src;
  for (gint i = 0; i < m; i++)
    hc_game_offer (g, LCG_OPT_ID (O_TARGET, list[i], 0), O_TARGET, list[i], 0,
                   0);
  /* at least one target; then the player may stop */
  if (k > 0)
    hc_game_offer (g, LCG_OPT_ID (O_DONE, 0, 0), O_DONE, HC_NONE, 0, 0);
  return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
}
