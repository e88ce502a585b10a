/* Focus tokens on and off cards: "focus N SELECTOR", "unfocus N
 * SELECTOR", "unfocus-all SELECTOR". */
#include "lcg-verb.h"

static gboolean
focus_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "put ");
  lcg_amount_text (op, "focus token", "focus tokens", out);
  g_string_append (out, " on ");
  return FALSE;
}

static gboolean
focus_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
            gint card)
{
  (void)op;
  (void)source;
  return !lcg_cannot_be_focused (g, card, player);
}

static void
focus_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)source;
  lcg_push_focus (g, card, lcg_amount (g, op), player, RR_CARD);
}

const LcgVerb lcg_verb_focus = {
  .word = "focus",
  .args = "N [light:M] SELECTOR",
  .example = "focus 1 target enemy-unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = focus_text,
  .fits = focus_fits,
  .apply = focus_apply,
};

static gboolean
unfocus_text (const LcgOp *op, GString *out)
{
  if (op->verb == V_UNFOCUS_ALL)
    g_string_append (out, "remove every focus token from ");
  else
    {
      g_string_append (out, "remove ");
      lcg_count_text (op->n, "focus token", "focus tokens", out);
      g_string_append (out, " from ");
    }
  return FALSE;
}

static gboolean
unfocus_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
              gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return g->card[card].counter[C_FOCUS] > 0;
}

static void
unfocus_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)source;
  gint n = lcg_remove_focus (g, card, op->verb == V_UNFOCUS ? op->n : 99);
  lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, card, n, 0, 0);
  lcg_focus_removed (g, card, n);
}

const LcgVerb lcg_verb_unfocus = {
  .word = "unfocus",
  .args = "N SELECTOR",
  .example = "unfocus 1 target friendly-unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = unfocus_text,
  .fits = unfocus_fits,
  .apply = unfocus_apply,
};

const LcgVerb lcg_verb_unfocus_all = {
  .word = "unfocus-all",
  .args = "SELECTOR",
  .example = "unfocus-all self",
  .has_sel = TRUE,
  .text = unfocus_text,
  .fits = unfocus_fits,
  .apply = unfocus_apply,
};
