/* lcgAF: "retarget" (Narrow Escape, BoH 286: "When your opponent chooses a
 * single target for a non-capturing card effect, choose a new target for
 * that effect.  The new target is chosen as if you executed the effect").
 *
 * The condition (EV_TARGET_CHOSEN) opens in effect resolution step 5, as
 * soon as the single target is chosen (play.c calls
 * lcg_push_target_chosen); its frame lies right above the ST_PLAY frame
 * of the effect, which keeps the target.  The new target is one of the
 * cards the effect's selector matches for the Narrow Escape player
 * ("enemy" turns around), other than the one chosen; with none, Narrow
 * Escape cannot be played (FAQ 3.6).  What the rest of the effect does is
 * still its own player's: only the target changes, and the frame's
 * EFF_RETARGETED marker tells the resolution (resolve-op.c) to check the
 * target, as it resolves, as the Narrow Escape player would. */
#include "lcg-verb.h"
#include "verb-frame.h"

/* the verbs that capture a card: Narrow Escape answers no effect of an
 * ability with one of them */
static gboolean
capturing (guint verb)
{
  switch (verb)
    {
    case V_CAPTURE:
    case V_CAPTURE_RANDOM:
    case V_NAME_CAPTURE:
    case V_CAPTURE_TOP:
    case V_REVEAL_CAPTURE:
    case V_CAPTURE_TOP_CHOOSE:
    case V_CAPTURE_COPY:
    case V_CAPTURE_FORCE_CARD:
      return TRUE;
    default:
      return FALSE;
    }
}

gint
lcg_single_target_op (const LcgClause *cl)
{
  /* step 5 asks exactly one request, and it is one card, not "up to N"
   * and not a pair (move-focus: from one card to another) */
  if (lcg_target_request_into (cl, 0) != LCG_INTO_FIRST
      || lcg_target_request_into (cl, 1) != LCG_INTO_NONE)
    return -1;
  gint found = -1;
  for (gint k = 0; k < cl->n_ops; k++)
    {
      if (capturing (cl->op[k].verb))
        return -1;
      if (cl->op[k].sel.mode == SEL_TARGET)
        found = k;
    }
  return found;
}

void
lcg_push_target_chosen (HcGame *g, const HcFrame *f)
{
  const LcgPlayFrame *p = LCG_PLAY_CONST (f);
  if (g->over || p->target < 0
      || !lcg_anyone_listens (g, EV_TARGET_CHOSEN, W_INTERRUPT)
      || lcg_single_target_op (lcg_clause (g, p->src, p->clause)) < 0)
    return;
  lcg_push_interrupts (g, EV_TARGET_CHOSEN, p->target, p->player, 0);
  if (!g->over) /* pushed, not stopped by a full frame table */
    LCG_EVENT (&g->frame[g->n_frames - 1])->source = p->src;
}

/* the ST_PLAY frame whose target the condition is about: right below it */
static HcFrame *
chosen_in (const HcGame *g, const HcFrame *trigger)
{
  if (!trigger || LCG_EVENT_CONST (trigger)->kind != EV_TARGET_CHOSEN)
    return NULL;
  gint below = (gint)(trigger - g->frame) - 1;
  if (below < 0 || g->frame[below].kind != ST_PLAY
      || LCG_PLAY_CONST (&g->frame[below])->target
             != LCG_EVENT_CONST (trigger)->subject)
    return NULL;
  return (HcFrame *)&g->frame[below];
}

/* the new targets `player` may choose for that effect, as if he executed
 * it: the cards in play its selector matches for him, but the one
 * chosen */
static gint
new_targets (const HcGame *g, const HcFrame *play, gint player, gint16 *out)
{
  const LcgPlayFrame *p = LCG_PLAY_CONST (play);
  const LcgClause *cl = lcg_clause (g, p->src, p->clause);
  gint k = lcg_single_target_op (cl);
  if (k < 0)
    return 0;
  const LcgOp *op = &cl->op[k];
  const HcFrame *t = lcg_trigger_of (g, p->trigger);
  gint subject = t ? LCG_EVENT_CONST (t)->subject : HC_NONE;
  gint16 all[HC_MAX_CARDS];
  gint n = lcg_op_list (g, op, p->src, player, subject, all), m = 0;
  for (gint i = 0; i < n; i++)
    if (all[i] != p->target
        /* a card in play: not a card of his own hand or discard pile that
         * the effect would then put into play for the opponent */
        && lcg_in_play (g, all[i])
        /* lcgAC: the cost's card is the frame's second target by now */
        && (!(op->sel.filter & (FL_CHEAPER_THAN_COST | FL_SAME_TITLE_AS_COST))
            || (p->target2 >= 0
                && lcg_fits_cost_card (g, &op->sel, p->target2, all[i]))))
      out[m++] = all[i];
  return m;
}

static gboolean
retarget_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "choose a new target for that effect, as if you "
                        "executed the effect");
  return TRUE;
}

static gboolean
retarget_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                   const HcFrame *trigger)
{
  (void)op;
  (void)source;
  gint16 list[HC_MAX_CARDS];
  const HcFrame *play = chosen_in (g, trigger);
  return play && new_targets (g, play, player, list) > 0;
}

/* the new target is the frame's, and noted as chosen by `player` */
static void
retarget (HcGame *g, HcFrame *play, gint player, gint source, gint card)
{
  LcgPlayFrame *p = LCG_PLAY (play);
  gint frame = (gint)(play - g->frame);
  lcg_log (g, player, M_RETARGET, RR_CARD, player, p->src, card, p->target);
  p->target = card;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_RETARGETED && g->effect[i].value == frame)
      {
        g->effect[i].target = card;
        g->effect[i].controller = player;
        return;
      }
  hc_effect_add (g, EFF_RETARGETED, HC_DUR_TURN, player, source, card, frame);
}

static HcStepResult
retarget_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  /* this effect's own ST_PLAY frame is right below, and the condition
   * it answers below that */
  HcFrame *play = chosen_in (g, lcg_op_trigger (g, f - 1));
  if (f->pc == VPC_ANSWER)
    {
      gint card = lcg_verb_answer (g);
      if (card >= 0 && play)
        retarget (g, play, v->player, v->src, card);
      return HC_STEP_DONE;
    }
  gint16 list[HC_MAX_CARDS];
  gint n = play ? new_targets (g, play, v->player, list) : 0;
  if (n == 0)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  return lcg_verb_ask (g, f, v->player, list, n, CH_CHOOSE, -1, VPC_ANSWER);
}

gint
lcg_target_chooser (const HcGame *g, const HcFrame *f, gint card)
{
  gint frame = (gint)(f - g->frame);
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_RETARGETED && g->effect[i].value == frame
        && g->effect[i].target == card)
      return g->effect[i].controller;
  return f->arg[P_PLAYER];
}

gint
lcg_verb_target_chooser (const HcGame *g, const HcFrame *f, gint card)
{
  gint below = (gint)(f - g->frame) - 1;
  if (below >= 0 && g->frame[below].kind == ST_PLAY)
    return lcg_target_chooser (g, &g->frame[below], card);
  return LCG_VERB_FRAME (f)->player;
}

const LcgVerb lcg_verb_retarget = {
  .word = "retarget",
  .args = "(an interrupt to opponent-chooses-single-target)",
  .example = "retarget",
  .text = retarget_text,
  .possible = retarget_possible,
  .step = retarget_step,
};
