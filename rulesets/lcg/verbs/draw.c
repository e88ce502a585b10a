/* "draw N [light:M]": the player draws cards (M of them while the
 * Balance of the Force is with the light side: Force Shield).
 * "draw-to-reserve" (lcgQ, Undercover Dealings): he draws until his hand
 * holds as many cards as his reserve value, as in his draw phase; with
 * that many already, or no deck, nothing. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
draw_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "draw ");
  lcg_amount_text (op, "card", "cards", out);
  return TRUE;
}

static gboolean
draw_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, player, Z_DECK) > 0
         && !lcg_effect_draw_barred (g, player);
}

static gboolean
draw_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  lcg_effect_draw (g, f->arg[P_PLAYER], lcg_amount (g, op));
  return FALSE;
}

const LcgVerb lcg_verb_draw = {
  .word = "draw",
  .args = "N [light:M]",
  .example = "draw 2",
  .has_n = TRUE,
  .text = draw_text,
  .possible = draw_possible,
  .resolve = draw_resolve,
};

/* cards the player is short of his reserve value */
static gint
short_of_reserve (const HcGame *g, gint player)
{
  return lcg_reserve (g, player) - hc_zone_count (g, player, Z_HAND);
}

static gboolean
to_reserve_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "draw cards until your hand holds as many as your "
                        "reserve value");
  return TRUE;
}

static gboolean
to_reserve_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                     const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, player, Z_DECK) > 0
         && short_of_reserve (g, player) > 0;
}

static HcStepResult
to_reserve_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = LCG_VERB_FRAME (f)->player;
  gint want = short_of_reserve (g, player);
  /* a draw through a card effect: Embers of Hope may bar it */
  if (want > 0)
    lcg_effect_draw (g, player, want);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_draw_to_reserve = {
  .word = "draw-to-reserve",
  .args = "",
  .example = "draw-to-reserve",
  .text = to_reserve_text,
  .possible = to_reserve_possible,
  .step = to_reserve_step,
};
