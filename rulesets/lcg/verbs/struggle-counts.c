/* "struggle-counts SELECTOR" (Unwavering Resolve): the unit, not
 * committed to the Force, counts its Force icons in the struggle of this
 * Force phase, even if it is exhausted (force.c reads the effect).
 * lcgZ: "reveal-top-for-struggle" (Along the Gamor Run): the top card of
 * its player's deck is revealed and set aside; its printed Force icons
 * count for him in this turn's Force struggle, after which it goes to his
 * hand if he won the struggle, else to his discard pile (force.c,
 * lcg_struggle_cards_settle). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
counts_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "count in this Force struggle, even exhausted, the "
                        "Force icons of ");
  return FALSE;
}

/* a committed unit counts already; the card asks for one that is not */
static gboolean
counts_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return lcg_is_unit (g, card) && !lcg_is_committed (g, card);
}

static void
counts_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  hc_effect_add (g, EFF_STRUGGLE_COUNTS, HC_DUR_PHASE, player, source, card, 1);
  lcg_log (g, player, M_STRUGGLE_COUNTS, RR_CARD, card, 0, 0, 0);
}

const LcgVerb lcg_verb_struggle_counts = {
  .word = "struggle-counts",
  .args = "SELECTOR",
  .example = "struggle-counts target friendly-unit uncommitted",
  .has_sel = TRUE,
  .text = counts_text,
  .fits = counts_fits,
  .apply = counts_apply,
};

static gboolean
struggle_card_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "reveal the top card of your deck; its Force icons "
                        "count for your side in this turn's Force struggle; "
                        "if you win the struggle, add it to your hand, "
                        "otherwise discard it");
  return TRUE;
}

static HcStepResult
struggle_card_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint top = hc_zone_top (g, v->player, Z_DECK);
  if (top < 0)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  hc_card_move (g, top, v->player, Z_SETASIDE, TRUE);
  g->card[top].flags &= (guint8)~HC_CARD_FACE_DOWN;
  lcg_log (g, v->player, M_REVEAL, RR_CARD, v->player, top, 0, 0);
  hc_effect_add (g, EFF_STRUGGLE_CARD, HC_DUR_TURN, v->player, v->src, top, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_reveal_top_for_struggle = {
  .word = "reveal-top-for-struggle",
  .args = "",
  .example = "reveal-top-for-struggle",
  .text = struggle_card_text,
  .possible = lcg_op_own_deck,
  .step = struggle_card_step,
};
