/* Effects whose player picks cards or tokens one at a time until he is
 * done or the effect's limit is reached. */
#include "lcg-verb.h"
#include "verb-frame.h"

/* Bounty Collection: 1 focus token off each of up to N different cards
 * with focus, chosen in the core's choose-targets step (the player may
 * stop at any time), then taken off in the order chosen.
 *   pc 0 choose, 1 chosen */
static HcStepResult
unfocus_up_to_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = LCG_VERB_FRAME (f)->player, src = LCG_VERB_FRAME (f)->src;
  gint16 list[HC_MAX_CARDS];
  if (f->pc == VPC_ANSWER)
    {
      gint n = hc_targets_chosen (g, f, list, NULL);
      for (gint i = 0; i < n; i++)
        lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, list[i],
                 lcg_remove_focus (g, list[i], 1), 0, 0);
      return HC_STEP_DONE;
    }
  gint n = lcg_sel_list (g, &op->sel, src, player, list), k = 0;
  for (gint i = 0; i < n; i++)
    if (g->card[list[i]].counter[C_FOCUS] > 0)
      list[k++] = list[i];
  if (k == 0)
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, src, 0, 0, 0);
      return HC_STEP_DONE;
    }
  /* removing a focus token never hurts, but which cards is the player's
   * choice, and he may stop early */
  f->pc = VPC_ANSWER;
  lcg_push_choose_up_to (g, player, src, op->n, list, k);
  return HC_STEP_CONTINUE;
}

/* A New Hope: each player, the one resolving it first, keeps up to N of
 * the units he controls (chosen in the core's choose-targets step, all
 * owned by this frame); then every unit not kept returns to its owner's
 * hand. */
enum
{
  KEEP_FIRST,
  KEEP_SECOND,
  KEEP_RETURN,
};

static HcStepResult
keep_return_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint src = LCG_VERB_FRAME (f)->src, player = LCG_VERB_FRAME (f)->player;
  gint16 list[HC_MAX_CARDS];
  if (f->pc != KEEP_RETURN)
    {
      gint who = f->pc == KEEP_FIRST ? player : 1 - player, k = 0;
      gint n = lcg_sel_list (g, &op->sel, src, who, list);
      for (gint i = 0; i < n; i++)
        if (g->card[list[i]].controller == who)
          list[k++] = list[i];
      f->pc = f->pc == KEEP_FIRST ? KEEP_SECOND : KEEP_RETURN;
      lcg_push_choose_up_to (g, who, src, op->n, list, k);
      return HC_STEP_CONTINUE;
    }
  gint n = lcg_sel_list (g, &op->sel, src, player, list);
  gint16 kept[HC_MAX_CARDS];
  gint k = hc_targets_chosen (g, f, kept, NULL);
  for (gint i = n - 1; i >= 0; i--)
    {
      gboolean keep = FALSE;
      for (gint j = 0; j < k; j++)
        keep |= kept[j] == list[i];
      if (!keep)
        {
          lcg_log (g, player, M_RETURN, RR_CARD, list[i], 0, 0, 0);
          lcg_push_leave (g, list[i], LV_HAND, HC_NONE);
        }
    }
  return HC_STEP_DONE;
}

/* Force Rejuvenation: tokens and enhancements off the unit, one at a
 * time, as many as the player likes.  pc 0 offer, 1 answer */
/* the third state of shed_step: a card discarded, the question asked
 * again once it has left play */
enum
{
  SHED_AGAIN = VPC_ANSWER + 1,
};

static HcStepResult
shed_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = LCG_VERB_FRAME (f)->player, card = LCG_VERB_FRAME (f)->card;
  if (f->pc == VPC_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      if (!o || o->kind != O_CHOICE)
        return HC_STEP_DONE;
      if (o->b == CH_DISCARD)
        {
          lcg_log (g, player, M_DISCARD_PLAY, RR_CARD, o->a, 0, 0, 0);
          lcg_push_leave (g, o->a, LV_DISCARD, HC_NONE);
          f->pc = SHED_AGAIN; /* asked again once it is gone */
          return HC_STEP_CONTINUE;
        }
      HcCard *c = &g->card[card];
      if (o->b == CH_FOCUS_OFF)
        lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, card,
                 lcg_remove_focus (g, card, 1), 0, 0);
      else if (o->b == CH_DAMAGE_OFF && c->counter[C_DAMAGE] > 0)
        {
          c->counter[C_DAMAGE]--;
          lcg_log (g, player, M_HEAL, RR_CARD, card, 1, 0, 0);
        }
      else if (o->b == CH_SHIELD_OFF && c->counter[C_SHIELD] > 0)
        {
          gint frames = g->n_frames;
          lcg_log (g, player, M_SHED, RR_CARD, player, card, 0, 0);
          lcg_remove_shield (g, card, player);
          /* lcgV: its reactions (ET-74) first, then the question again */
          if (g->n_frames > frames)
            {
              f->pc = SHED_AGAIN;
              return HC_STEP_CONTINUE;
            }
        }
    }
  f->pc = VPC_ANSWER;
  if (card < 0 || !lcg_is_unit (g, card))
    return HC_STEP_DONE;
  const HcCard *c = &g->card[card];
  hc_game_ask (g, player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = LCG_VERB_FRAME (f)->src;
  if (c->counter[C_FOCUS] > 0)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_FOCUS_OFF), O_CHOICE, card,
                   CH_FOCUS_OFF, 0);
  if (c->counter[C_DAMAGE] > 0)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_DAMAGE_OFF), O_CHOICE,
                   card, CH_DAMAGE_OFF, 0);
  if (c->counter[C_SHIELD] > 0)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_SHIELD_OFF), O_CHOICE,
                   card, CH_SHIELD_OFF, 0);
  /* lcgAE: the enhancements, not a fate card attached to Admiral Piett */
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].attached_to == card && lcg_type (g, i) != T_FATE)
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, i, CH_DISCARD), O_CHOICE, i,
                     CH_DISCARD, 0);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return HC_STEP_DONE;
    }
  hc_game_offer (g, LCG_OPT_ID (O_DONE, 0, 0), O_DONE, HC_NONE, 0, 0);
  return HC_STEP_ASK;
}

static gboolean
unfocus_up_to_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "remove 1 focus token from each of up to %d "
                          "different %s%s%s of your choice",
                          op->n, op->sel.what & WH_UNIT ? "" : "non-unit ",
                          op->sel.side == SIDE_FRIENDLY ? "friendly " : "",
                          op->n == 1 ? "card" : "cards");
  return TRUE;
}

static gboolean
has_focus (const HcGame *g, const LcgOp *op, gint source, gint player,
           gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return g->card[card].counter[C_FOCUS] > 0;
}

const LcgVerb lcg_verb_unfocus_up_to = {
  .word = "unfocus-up-to",
  .args = "N SELECTOR",
  .example = "unfocus-up-to 3 each friendly-non-unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = unfocus_up_to_text,
  .fits = has_focus,
  .step = unfocus_up_to_step,
};

static gboolean
keep_return_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "each player chooses up to ");
  lcg_count_text (op->n, "unit", "units", out);
  g_string_append (out, " he controls; return every unit not chosen to its "
                        "owner's hand");
  return TRUE;
}

const LcgVerb lcg_verb_keep_return = {
  .word = "keep-return",
  .args = "N SELECTOR",
  .example = "keep-return 2 each unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = keep_return_text,
  .step = keep_return_step,
};

static gboolean
shed_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard any number of tokens and enhancements "
                        "from ");
  return FALSE;
}

static gboolean
shed_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
           gint card)
{
  (void)op;
  (void)source;
  (void)player;
  const HcCard *c = &g->card[card];
  return c->counter[C_FOCUS] > 0 || c->counter[C_DAMAGE] > 0
         || c->counter[C_SHIELD] > 0 || lcg_enhancements_on (g, card) > 0;
}

const LcgVerb lcg_verb_shed = {
  .word = "shed",
  .args = "SELECTOR",
  .example = "shed target friendly-unit",
  .has_sel = TRUE,
  .text = shed_text,
  .fits = shed_fits,
  .step = shed_step,
};
