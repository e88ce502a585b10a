/* Destroying a card: "destroy SELECTOR", and "destroy-cheapest-except
 * TRAIT", the unit in play of lowest printed cost without the trait
 * (the active player breaks ties). */
#include "lcg-verb.h"

#include <string.h>

static gboolean
destroy_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "destroy ");
  return FALSE;
}

static void
destroy_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)source;
  lcg_push_destroy (g, card, player);
}

const LcgVerb lcg_verb_destroy = {
  .word = "destroy",
  .args = "SELECTOR",
  .example = "destroy target enhancement",
  .has_sel = TRUE,
  .text = destroy_text,
  .apply = destroy_apply,
};

/* Rancor: the units in play of lowest printed cost without the trait */
gint
lcg_cheapest_units (const HcGame *g, const LcgOp *op, gint16 *out)
{
  gint best = G_MAXINT, n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      if (!lcg_is_unit (g, i) || lcg_has_trait (g, i, op->sel.trait[0]))
        continue;
      gint cost = hc_card_def (g, i)->stat[S_COST];
      if (cost < best)
        {
          best = cost;
          n = 0;
        }
      if (cost == best)
        {
          if (out)
            out[n] = (gint16)i;
          n++;
        }
    }
  return n;
}

static gboolean
cheapest_parse (char **w, LcgOp *op, char **why)
{
  return lcg_parse_trait_units (w, op->sel.side, op, why);
}

static gboolean
cheapest_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "destroy the non-%s unit in play with the "
                          "lowest printed cost (the active player chooses "
                          "among equals)",
                          g_quark_to_string (op->sel.trait[0]));
  return TRUE;
}

static gboolean
cheapest_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                   const HcFrame *trigger)
{
  (void)source;
  (void)player;
  (void)trigger;
  return lcg_cheapest_units (g, op, NULL) > 0;
}

static gboolean
cheapest_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint16 choice[HC_MAX_CARDS];
  gint n = lcg_cheapest_units (g, op, choice);
  if (n == 0)
    {
      lcg_op_no_effect (g, f);
      return FALSE;
    }
  /* a tie: the active player decides (the card's own words) */
  return lcg_ask_choice (g, f, g->global[HC_G_ACTIVE], choice, n, FALSE);
}

static void
cheapest_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  if (chosen >= 0 && lcg_in_play (g, chosen))
    lcg_push_destroy (g, chosen, f->arg[P_PLAYER]);
}

const LcgVerb lcg_verb_destroy_cheapest = {
  .word = "destroy-cheapest-except",
  .args = "TRAIT",
  .example = "destroy-cheapest-except Vehicle",
  .parse = cheapest_parse,
  .text = cheapest_text,
  .possible = cheapest_possible,
  .resolve = cheapest_resolve,
  .chosen = cheapest_chosen,
};
