/* A shield token on a card: "shield SELECTOR" (at most one per card) and
 * "shield-extra SELECTOR" (even a second one). */
#include "lcg-verb.h"

static gboolean
shield_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->verb == V_SHIELD_EXTRA
                            ? "put a shield, even a second one, on "
                            : "put a shield on ");
  return FALSE;
}

static gboolean
shield_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return g->card[card].counter[C_SHIELD] == 0;
}

static void
shield_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)player;
  (void)source;
  lcg_place_shield (g, card, op->verb == V_SHIELD_EXTRA);
}

const LcgVerb lcg_verb_shield = {
  .word = "shield",
  .args = "SELECTOR",
  .example = "shield target friendly-unit",
  .has_sel = TRUE,
  .text = shield_text,
  .fits = shield_fits,
  .apply = shield_apply,
};

const LcgVerb lcg_verb_shield_extra = {
  .word = "shield-extra",
  .args = "SELECTOR",
  .example = "shield-extra self",
  .has_sel = TRUE,
  .text = shield_text,
  .apply = shield_apply,
};
