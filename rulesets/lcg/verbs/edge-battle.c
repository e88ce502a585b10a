/* Changing an edge battle: "cancel-edge-battle" (void it and start a new
 * one), "switch-edge-stacks" (FAQ 4.9) and "edge-from-deck-instead" (the
 * deck's top card goes into the edge stack instead of a card of hand). */
#include "lcg-verb.h"

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
