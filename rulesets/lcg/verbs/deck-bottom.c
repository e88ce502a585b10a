/* Cards put on the bottom of a deck in an order: drawn at random or
 * chosen by the player one card at a time. */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

/* There Is No Escape: every unit the selection matches leaves play for
 * the bottom of its owner's deck, in an order drawn at random (each one
 * goes below those before it).  Interrupts to each leaving come in
 * turn. */
static HcStepResult
to_bottom_random_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint16 list[HC_MAX_CARDS];
  gint n = lcg_sel_list (g, &op->sel, LCG_VERB_FRAME (f)->src,
                         LCG_VERB_FRAME (f)->player, list);
  for (gint i = n - 1; i > 0; i--)
    {
      gint j = (gint)hc_game_random (g, (guint32)(i + 1));
      gint16 t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
  /* pushed last first, so the first of the order leaves first */
  for (gint i = n - 1; i >= 0; i--)
    lcg_push_leave (g, list[i], LV_BOTTOM, HC_NONE);
  return HC_STEP_DONE;
}

/* Superlaser Engineer: reveal the top N of your deck; the events and
 * enhancements of the affiliation with printed cost at least the minimum
 * go to hand; the rest stay on top while the player picks the order in
 * which they go to the bottom (each goes below those before it).  The frame's
 * a: how many are left to put under.  pc 0 reveal, 1 ask, 2 answer */
enum
{
  REVEAL_TAKE_SHOW,
  REVEAL_TAKE_ASK,
  REVEAL_TAKE_ANSWER,
};

static HcStepResult
reveal_take_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = LCG_VERB_FRAME (f)->player;
  gint16 top[HC_MAX_CARDS];
  if (f->pc == REVEAL_TAKE_SHOW)
    {
      gint n = lcg_deck_top (g, player, op->n, top), rest = 0;
      for (gint i = 0; i < n; i++)
        {
          const HcCardDef *d = hc_card_def (g, top[i]);
          gboolean take = (d->type == T_EVENT || d->type == T_ENHANCEMENT)
                          && lcg_info (g, top[i])->affiliation == op->sel.aff
                          && d->stat[S_COST] >= op->sel.min_cost;
          if (take)
            {
              hc_card_move (g, top[i], player, Z_HAND, TRUE);
              lcg_log (g, player, M_REVEAL_TO_HAND, RR_CARD, player, top[i], 0,
                       0);
            }
          else
            {
              lcg_log (g, player, M_REVEAL, RR_CARD, player, top[i], 0, 0);
              rest++;
            }
        }
      LCG_VERB_FRAME (f)->a = rest;
      f->pc = REVEAL_TAKE_ASK;
    }
  else if (f->pc == REVEAL_TAKE_ANSWER)
    {
      gint c = lcg_verb_answer (g);
      if (c >= 0)
        {
          hc_card_move (g, c, player, Z_DECK, FALSE);
          LCG_VERB_FRAME (f)->a--;
        }
    }
  if (LCG_VERB_FRAME (f)->a <= 0)
    return HC_STEP_DONE;
  /* the revealed cards not taken are still the deck's top ones */
  gint n = lcg_deck_top (g, player, LCG_VERB_FRAME (f)->a, top);
  return lcg_verb_ask (g, f, player, top, n, CH_ON_BOTTOM, -1,
                       REVEAL_TAKE_ANSWER);
}

static gboolean
to_bottom_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "in an order drawn at random, put on the bottom "
                        "of its owner's deck ");
  return FALSE;
}

const LcgVerb lcg_verb_to_bottom_random = {
  .word = "to-deck-bottom-random",
  .args = "SELECTOR",
  .example = "to-deck-bottom-random each enemy-unit",
  .has_sel = TRUE,
  .text = to_bottom_text,
  .step = to_bottom_random_step,
};

/* reveal-take N AFFILIATION MIN: the events and enhancements of the
 * affiliation with printed cost MIN or more go to hand */
static gboolean
reveal_take_parse (char **w, LcgOp *op, char **why)
{
  gint n = 0, min = 0;
  op->sel.max_cost = -1;
  if (w[1] && w[2] && w[3] && !w[4] && lcg_small_int (w[1], 1, 9, &n)
      && lcg_small_int (w[3], 0, 20, &min))
    for (gint a = AF_COUNT - 1; a > AF_NEUTRAL; a--)
      if (strcmp (w[2], lcg_affiliation_names[a]) == 0)
        {
          op->n = (gint8)n;
          op->sel.aff = (gint8)a;
          op->sel.min_cost = (gint8)min;
          return TRUE;
        }
  *why = g_strdup ("expected \"reveal-take N AFFILIATION MIN-COST\"");
  return FALSE;
}

static gboolean
reveal_take_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "reveal the top ");
  lcg_count_text (op->n, "card", "cards", out);
  g_string_append (out, " of your deck; put the ");
  lcg_affiliation_text (op->sel.aff, out);
  g_string_append_printf (out,
                          " events and enhancements of printed cost %d or "
                          "more into your hand and the rest on the bottom "
                          "of your deck in any order",
                          op->sel.min_cost);
  return TRUE;
}

const LcgVerb lcg_verb_reveal_take = {
  .word = "reveal-take",
  .args = "N AFFILIATION MIN-COST",
  .example = "reveal-take 5 imperial-navy 3",
  .parse = reveal_take_parse,
  .text = reveal_take_text,
  .possible = lcg_op_own_deck,
  .step = reveal_take_step,
};
