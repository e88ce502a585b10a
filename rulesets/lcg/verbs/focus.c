/* Focus tokens on and off cards: "focus N SELECTOR", "unfocus N
 * SELECTOR", "unfocus-all SELECTOR", and "unfocus-more-if-that TITLE N"
 * (Salacious B. Crumb: "remove 1 focus token from a target Character
 * unit you control.  If it is Jabba the Hutt, remove up to 2 focus
 * tokens instead"): after an unfocus with a target, N more off it if it
 * has that title.  "Up to" asks nothing: a player never gains by keeping
 * a focus token on his own unit (our reading, doc/rules/lcg.md lcgY). */
#include "lcg-verb.h"
#include "verb-frame.h"

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
take_focus (HcGame *g, gint player, gint card, gint most)
{
  gint n = lcg_remove_focus (g, card, most);
  lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, card, n, 0, 0);
  lcg_focus_removed (g, card, n);
}

static void
unfocus_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)source;
  take_focus (g, player, card, op->verb == V_UNFOCUS ? op->n : 99);
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

static gboolean
unfocus_more_parse (char **w, LcgOp *op, char **why)
{
  gint n = 0;
  if (!w[1] || !*w[1] || !w[2] || !lcg_small_int (w[2], 1, 9, &n))
    {
      *why = g_strdup_printf ("expected \"%s TITLE N\"", w[0]);
      return FALSE;
    }
  op->n = (gint8)n;
  op->sel.mode = SEL_THAT;
  op->sel.max_cost = -1;
  op->sel.trait[0] = lcg_trait_quark (w[1]);
  return lcg_parse_end (w, 3, why);
}

static gboolean
unfocus_more_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out, "if that card is %s, remove up to ",
                          g_quark_to_string (op->sel.trait[0]));
  lcg_count_text (op->n, "more focus token", "more focus tokens", out);
  g_string_append (out, " from it");
  return TRUE;
}

static HcStepResult
unfocus_more_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint c = v->card;
  if (c < 0 || !lcg_in_play (g, c) || g->card[c].counter[C_FOCUS] == 0
      || g_quark_try_string (hc_card_def (g, c)->title) != op->sel.trait[0])
    return HC_STEP_DONE;
  take_focus (g, v->player, c, op->n);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_unfocus_more_if_that = {
  .word = "unfocus-more-if-that",
  .args = "TITLE N (after an effect with a target)",
  .example = "unfocus-more-if-that Jabba_the_Hutt 1",
  .parse = unfocus_more_parse,
  .text = unfocus_more_text,
  .possible = lcg_op_always,
  .step = unfocus_more_step,
};
