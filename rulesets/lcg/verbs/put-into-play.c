/* "put-into-play SELECTOR": a unit or enhancement card into play, from
 * hand or discard pile, without paying for it. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
put_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "put into play ");
  return FALSE;
}

static gboolean
put_fits (const HcGame *g, const LcgOp *op, gint source, gint player, gint card)
{
  (void)op;
  (void)source;
  return lcg_put_possible (g, player, card);
}

static void
put_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)source;
  if (lcg_type (g, card) == T_ENHANCEMENT)
    lcg_push_deploy (g, player, card, DEPLOY_PUT);
  else if (lcg_unique_blocked (g, player, card))
    lcg_log (g, player, M_UNIQUE_BLOCKED, RR_UNIQUE, card, player, 0, 0);
  else
    lcg_put_into_play (g, player, card);
}

const LcgVerb lcg_verb_put_into_play = {
  .word = "put-into-play",
  .args = "SELECTOR",
  .example = "put-into-play target hand-unit",
  .has_sel = TRUE,
  .text = put_text,
  .fits = put_fits,
  .apply = put_apply,
};

/* lcgAC: "put-revealed-into-play" (Heroes and Legends: "Then, put the
 * revealed unit into play"): the unit card a focus-self-reveal-unique
 * cost showed, still in its player's hand (resolve-op.c gives it as the
 * frame's card).  A step of its own only because the values of the verbs
 * resolved in the ability's frame are all taken (lcg-ops.h). */
static gboolean
revealed_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "put the revealed unit into play");
  return TRUE;
}

static HcStepResult
revealed_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card >= 0 && g->card[v->card].zone == Z_HAND
      && lcg_put_possible (g, v->player, v->card))
    put_apply (g, op, v->player, v->src, v->card);
  else
    lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_put_revealed = {
  .word = "put-revealed-into-play",
  .args = "(after a focus-self-reveal-unique cost)",
  .example = "put-revealed-into-play",
  .text = revealed_text,
  .possible = lcg_op_always,
  .step = revealed_step,
};
