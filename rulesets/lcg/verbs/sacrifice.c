/* Sacrifices: "sacrifice SELECTOR" (its controller sacrifices it) and
 * "each-player-sacrifices" (sacrifice-each.c holds its step). */
#include "lcg-verb.h"

static gboolean
sacrifice_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "its controller sacrifices ");
  return FALSE;
}

static void
sacrifice_apply (HcGame *g, const LcgOp *op, gint player, gint source,
                 gint card)
{
  (void)op;
  (void)player;
  (void)source;
  gint controller = g->card[card].controller;
  lcg_log (g, controller, M_SACRIFICE, RR_CARD, controller, card, 0, 0);
  lcg_push_leave (g, card, LV_DISCARD, HC_NONE);
}

const LcgVerb lcg_verb_sacrifice = {
  .word = "sacrifice",
  .args = "SELECTOR",
  .example = "sacrifice self",
  .has_sel = TRUE,
  .text = sacrifice_text,
  .apply = sacrifice_apply,
};

static gboolean
each_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "each player, you first, chooses a unit he "
                        "controls, if he has one; then the chosen units "
                        "are sacrificed");
  return TRUE;
}

static gboolean
each_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  (void)trigger;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i))
      return TRUE;
  return FALSE;
}

static gboolean
each_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  lcg_push_sacrifice_each (g, f->arg[P_PLAYER], f->arg[P_SRC]);
  return FALSE;
}

const LcgVerb lcg_verb_each_sacrifice = {
  .word = "each-player-sacrifices",
  .args = "",
  .example = "each-player-sacrifices",
  .text = each_text,
  .possible = each_possible,
  .resolve = each_resolve,
};
