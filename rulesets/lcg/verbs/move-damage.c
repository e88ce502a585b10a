/* "move-damage N SELECTOR" then "to SELECTOR": damage from the first
 * effect's target to the second's; the two are one effect.  lcgW: N may
 * be "any" (The Desolation of Hoth: "move any amount of damage"), op->n
 * 0: its player says how much as it resolves. */
#include "lcg-verb.h"

#include <string.h>

static gboolean
move_parse (char **w, LcgOp *op, char **why)
{
  gint n = 0, i = 2;
  if (!w[1] || (strcmp (w[1], "any") != 0 && !lcg_small_int (w[1], 1, 9, &n)))
    {
      *why = g_strdup_printf ("expected \"%s N SELECTOR\" with N from 1 to "
                              "9 or any",
                              w[0]);
      return FALSE;
    }
  op->n = (gint8)n;
  if (!lcg_parse_sel (w, &i, &op->sel, why))
    return FALSE;
  return lcg_parse_end (w, i, why);
}

static gboolean
move_text (const LcgOp *op, GString *out)
{
  if (op->n == 0)
    g_string_append (out, "move any amount of damage from ");
  else
    g_string_append_printf (out, "move %d damage from ", op->n);
  return FALSE;
}

static gboolean
move_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
           gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return g->card[card].counter[C_DAMAGE] > 0;
}

/* damage to move, and somewhere to move it */
static gboolean
move_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  gint16 from[HC_MAX_CARDS], to[HC_MAX_CARDS];
  gint n_from = lcg_op_list (g, op, source, player, subject, from);
  gint n_to = lcg_op_list (g, op + 1, source, player, subject, to);
  /* from one card to another (Misdirection) */
  for (gint i = 0; i < n_from; i++)
    for (gint k = 0; k < n_to; k++)
      if (from[i] != to[k])
        return TRUE;
  return FALSE;
}

static gboolean
move_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  gint subject = lcg_op_subject (g, f);
  gint from = f->arg[P_TARGET], to = f->arg[P_TARGET2];
  if (from >= 0 && to >= 0 && from != to
      && lcg_op_candidate (g, op, source, player, subject, from)
      && lcg_op_candidate (g, op + 1, source, player, subject, to))
    {
      if (op->n > 0)
        {
          lcg_move_damage (g, from, to, op->n, player, source);
          return FALSE;
        }
      /* any amount: from 1 to all of it, the player says */
      hc_game_ask (g, player, D_CHOICE, D_CHOICE);
      g->decision.prompt_arg[0] = source;
      for (gint k = g->card[from].counter[C_DAMAGE]; k >= 1; k--)
        hc_game_offer (g, LCG_OPT_ID (O_AMOUNT, k, LCG_AMOUNT_MOVED), O_AMOUNT,
                       k, LCG_AMOUNT_MOVED, 0);
      return lcg_choice_asked (g, f);
    }
  lcg_op_no_effect (g, f);
  return FALSE;
}

static void
move_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  if (chosen > 0)
    lcg_move_damage (g, f->arg[P_TARGET], f->arg[P_TARGET2], chosen,
                     f->arg[P_PLAYER], f->arg[P_SRC]);
}

const LcgVerb lcg_verb_move_damage = {
  .word = "move-damage",
  .args = "N|any SELECTOR; to SELECTOR",
  .example = "move-damage 1 target friendly-unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .parse = move_parse,
  .text = move_text,
  .possible = move_possible,
  .fits = move_fits,
  .resolve = move_resolve,
  .chosen = move_chosen,
};

static gboolean
to_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "to ");
  return FALSE;
}

static gboolean
to_fits (const HcGame *g, const LcgOp *op, gint source, gint player, gint card)
{
  (void)op;
  (void)source;
  return !lcg_cannot_be_damaged (g, card, player);
}

static gboolean
to_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)g;
  (void)f;
  (void)op;
  return FALSE;
}

const LcgVerb lcg_verb_move_to = {
  .word = "to",
  .args = "SELECTOR (only right after move-damage)",
  .example = "to target enemy-unit",
  .has_sel = TRUE,
  .text = to_text,
  /* it resolves as part of the move before it */
  .possible = lcg_op_never,
  .fits = to_fits,
  .resolve = to_resolve,
};
