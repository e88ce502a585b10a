/* Damage off cards: "heal N SELECTOR", "heal-all SELECTOR". */
#include "lcg-verb.h"

static gboolean
heal_text (const LcgOp *op, GString *out)
{
  if (op->verb == V_HEAL_ALL)
    g_string_append (out, "remove all damage from ");
  else
    g_string_append_printf (out, "remove %d damage from ", op->n);
  return FALSE;
}

static gboolean
heal_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
           gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return g->card[card].counter[C_DAMAGE] > 0;
}

static void
heal_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)source;
  HcCard *c = &g->card[card];
  gint n = op->verb == V_HEAL ? MIN (op->n, c->counter[C_DAMAGE])
                              : c->counter[C_DAMAGE];
  c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] - n);
  lcg_log (g, player, M_HEAL, RR_CARD, card, n, 0, 0);
}

const LcgVerb lcg_verb_heal = {
  .word = "heal",
  .args = "N SELECTOR",
  .example = "heal 2 target friendly-unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = heal_text,
  .fits = heal_fits,
  .apply = heal_apply,
};

const LcgVerb lcg_verb_heal_all = {
  .word = "heal-all",
  .args = "SELECTOR",
  .example = "heal-all target friendly-objective",
  .has_sel = TRUE,
  .text = heal_text,
  .fits = heal_fits,
  .apply = heal_apply,
};
