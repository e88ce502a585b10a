/* "gain-phase-per-enhancement ICON SELECTOR": until the end of the phase
 * the card gains 1 icon of that type for each enhancement on it (Weapon
 * Mastery).  The enhancements are counted once, as the effect resolves:
 * the icons are a lasting effect of that size, not a constant ability
 * that follows the count (doc/rules/lcg.md, lcgB). */
#include "lcg-verb.h"

static gboolean
per_enh_parse (char **w, LcgOp *op, char **why)
{
  gint i = 2;
  gint icon = w[1] ? lcg_icon_word (w[1]) : -1;
  if (icon < 0)
    {
      *why = g_strdup ("expected \"gain-phase-per-enhancement ICON "
                       "SELECTOR\" with ud, bd or tactics");
      return FALSE;
    }
  op->n = 1;
  op->icon[icon] = 1;
  if (!lcg_parse_sel (w, &i, &op->sel, why))
    return FALSE;
  return lcg_parse_end (w, i, why);
}

static const char *const icon_words[I_COUNT]
    = { "unit damage icon", "blast damage icon", "tactics icon" };

static gint
the_icon (const LcgOp *op)
{
  for (gint i = 0; i < I_COUNT; i++)
    if (op->icon[i])
      return i;
  return I_UD;
}

static gboolean
per_enh_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "until the end of the phase, give ");
  lcg_sel_text (&op->sel, out);
  g_string_append_printf (out,
                          " 1 %s for each enhancement on it (counted as "
                          "this resolves)",
                          icon_words[the_icon (op)]);
  return TRUE;
}

/* with no enhancement on it, it would gain nothing (FAQ 3.6) */
static gboolean
per_enh_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
              gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return lcg_enhancements_on (g, card) > 0;
}

static void
per_enh_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  gint icon = the_icon (op);
  gint n = lcg_enhancements_on (g, card);
  if (n <= 0)
    return;
  hc_effect_add (g, (guint16)(EFF_ICON + icon), HC_DUR_PHASE, player, source,
                 card, n);
  lcg_log (g, player, M_GAIN_PHASE, RR_CARD, card, icon == I_UD ? n : 0,
           icon == I_BD ? n : 0, icon == I_TACTICS ? n : 0);
}

const LcgVerb lcg_verb_gain_phase_per_enhancement = {
  .word = "gain-phase-per-enhancement",
  .args = "ICON SELECTOR",
  .example = "gain-phase-per-enhancement ud target unit:Character",
  .parse = per_enh_parse,
  .text = per_enh_text,
  .fits = per_enh_fits,
  .apply = per_enh_apply,
};
