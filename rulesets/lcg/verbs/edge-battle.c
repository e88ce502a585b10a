/* Changing an edge battle: "cancel-edge-battle" (void it and start a new
 * one), "switch-edge-stacks" (FAQ 4.9), "edge-from-deck-instead" (the
 * deck's top card goes into the edge stack instead of a card of hand) and
 * "resolve-fate-again" (lcgZ, Adaptive Strategy: the fate card whose
 * effect just resolved resolves it once more, for this ability's player,
 * as if it were in his edge stack; only while it is still in an edge
 * stack). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
cancel_edge_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "void the edge battle and the other fate cards "
                        "just revealed; both edge stacks go to the "
                        "discard piles and a new edge battle starts");
  return TRUE;
}

static gboolean
cancel_edge_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  for (gint i = g->n_frames - 1; i >= 0; i--)
    if (g->frame[i].kind == ST_EDGE)
      {
        g->frame[i].arg[0] = 1; /* the edge battle's cancel flag */
        lcg_log (g, f->arg[P_PLAYER], M_EDGE_CANCELLED, RR_FATE, f->arg[P_SRC],
                 0, 0, 0);
        break;
      }
  return FALSE;
}

const LcgVerb lcg_verb_cancel_edge = {
  .word = "cancel-edge-battle",
  .args = "",
  .example = "cancel-edge-battle",
  .text = cancel_edge_text,
  .possible = lcg_op_always,
  .resolve = cancel_edge_resolve,
};

static gboolean
switch_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "switch edge stacks with your opponent for the "
                        "resolution of this edge battle (only if both "
                        "stacks hold cards)");
  return TRUE;
}

static gboolean
switch_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  (void)trigger;
  return lcg_edge_can_switch (g);
}

static gboolean
switch_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  if (lcg_edge_can_switch (g))
    lcg_edge_switch (g, player);
  else
    lcg_log (g, player, M_NO_EFFECT, RR_SWITCH, f->arg[P_SRC], 0, 0, 0);
  return FALSE;
}

const LcgVerb lcg_verb_switch_edge = {
  .word = "switch-edge-stacks",
  .args = "",
  .example = "switch-edge-stacks",
  .text = switch_text,
  .possible = switch_possible,
  .resolve = switch_resolve,
};

static gboolean
from_deck_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "instead, look at the top card of your deck and "
                        "place it face down in your edge stack");
  return TRUE;
}

static gboolean
from_deck_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                    const HcFrame *trigger)
{
  (void)op;
  (void)source;
  return trigger && trigger->arg[EVA_KIND] == EV_EDGE_PLACE
         && trigger->arg[EVA_AMOUNT] == 0
         && hc_zone_count (g, player, Z_DECK) > 0;
}

static gboolean
from_deck_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  HcFrame *trigger = lcg_op_trigger (g, f);
  if (lcg_op_possible (g, op, source, player, trigger))
    {
      /* the placement is replaced: the chosen card stays in hand */
      trigger->arg[EVA_AMOUNT] = 1;
      gint top = hc_zone_top (g, player, Z_DECK);
      lcg_log (g, player, M_EDGE_FROM_DECK, RR_CARD, player, source, 0, 0);
      lcg_edge_place (g, player, top);
    }
  else
    lcg_op_no_effect (g, f);
  return FALSE;
}

const LcgVerb lcg_verb_edge_from_deck = {
  .word = "edge-from-deck-instead",
  .args = "",
  .example = "edge-from-deck-instead",
  .text = from_deck_text,
  .possible = from_deck_possible,
  .resolve = from_deck_resolve,
};

static gboolean
fate_again_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "resolve that fate card's effect again, as if it "
                        "were in your edge stack");
  return TRUE;
}

static gboolean
fate_again_fits (const HcGame *g, gint card, gint player)
{
  return card >= 0 && g->card[card].zone == Z_EDGE
         && lcg_type (g, card) == T_FATE && lcg_info (g, card)->n_clauses > 0
         && lcg_clause_ready ((HcGame *)g, card, 0, player);
}

static gboolean
fate_again_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                     const HcFrame *trigger)
{
  (void)op;
  (void)source;
  return trigger && fate_again_fits (g, trigger->arg[EVA_SUBJECT], player);
}

static HcStepResult
fate_again_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (!fate_again_fits (g, v->card, v->player))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  lcg_resolve_fate_for (g, v->card, v->player);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_resolve_fate_again = {
  .word = "resolve-fate-again",
  .args = "",
  .example = "resolve-fate-again",
  .text = fate_again_text,
  .possible = fate_again_possible,
  .step = fate_again_step,
};
