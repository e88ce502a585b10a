/* Shields off cards: "unshield SELECTOR" (1 shield: TIE Scout) and
 * "unshield-all SELECTOR" (every shield: Ion Cannon Barrage, with "each
 * unit-or-objective" for all of them in play).  A card without a shield is
 * no target (FAQ 3.6). */
#include "lcg-verb.h"

static gboolean
unshield_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->verb == V_UNSHIELD_ALL ? "remove every shield from "
                                                   : "remove a shield from ");
  return FALSE;
}

static gboolean
unshield_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
               gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return g->card[card].counter[C_SHIELD] > 0;
}

static void
unshield_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)source;
  HcCard *c = &g->card[card];
  gint n = op->verb == V_UNSHIELD_ALL ? c->counter[C_SHIELD] : 1;
  for (gint k = 0; k < n && c->counter[C_SHIELD] > 0; k++)
    {
      lcg_remove_shield (g, card, player);
      lcg_log (g, player, M_SHED, RR_CARD, player, card, 0, 0);
    }
}

const LcgVerb lcg_verb_unshield = {
  .word = "unshield",
  .args = "SELECTOR",
  .example = "unshield target unit-or-objective",
  .has_sel = TRUE,
  .text = unshield_text,
  .fits = unshield_fits,
  .apply = unshield_apply,
};

const LcgVerb lcg_verb_unshield_all = {
  .word = "unshield-all",
  .args = "SELECTOR",
  .example = "unshield-all each unit-or-objective",
  .has_sel = TRUE,
  .text = unshield_text,
  .fits = unshield_fits,
  .apply = unshield_apply,
};
