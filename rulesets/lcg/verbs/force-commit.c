/* Commitment to the Force changed by a card effect: "remove-from-force
 * SELECTOR" (Jerec), "commit SELECTOR" (Sariss: if able) and
 * "commit-or-remove [may] SELECTOR" (Echoes of the
 * Force, Political Reliability Observer): a unit not committed is
 * committed, a committed one is removed; with "may" its player may also
 * leave it as it is.
 *
 * Our readings (doc/rules/lcg.md, "Commitment by card effects"): an
 * effect commits a unit only while its controller has a Force card left
 * (3, the component limit the Force phase obeys); removing it returns
 * that Force card.  "After you commit this unit" reacts to a commitment
 * by an effect of the unit's controller, not of his opponent.  Every
 * removal here is by a card effect (the Force phase never removes one), so
 * each is the condition "after a unit is removed from the Force by a card
 * effect" (Imperial Inquisitor). */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

/* one of its player's Force cards is on it: what removing returns; a unit
 * only considered committed (Phase I Dark Trooper) has none, and can be
 * neither removed nor committed (lcg_may_commit) */
static gboolean
committed (const HcGame *g, gint card)
{
  return (g->card[card].flags & F_COMMITTED) != 0;
}

static void
remove_from_force (HcGame *g, gint card)
{
  HcCard *c = &g->card[card];
  c->flags &= (guint8)~F_COMMITTED;
  lcg_log (g, c->controller, M_FORCE_CARD_BACK, RR_CARD, card, c->controller, 0,
           0);
  if (lcg_anyone_listens (g, EV_LEFT_FORCE, W_REACTION))
    lcg_push_reactions (g, EV_LEFT_FORCE, card, c->controller);
}

static gboolean
remove_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "remove from the Force ");
  return FALSE;
}

static gboolean
remove_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  (void)op;
  (void)source;
  (void)player;
  return lcg_is_unit (g, card) && committed (g, card);
}

static void
remove_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)player;
  (void)source;
  remove_from_force (g, card);
}

const LcgVerb lcg_verb_remove_from_force = {
  .word = "remove-from-force",
  .args = "SELECTOR",
  .example = "remove-from-force target unit",
  .has_sel = TRUE,
  .text = remove_text,
  .fits = remove_fits,
  .apply = remove_apply,
};

static gboolean
toggle_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->n ? "" : "you may ");
  g_string_append (out, "commit to the Force (or, if it is committed, "
                        "remove from the Force) ");
  return FALSE;
}

static gboolean
toggle_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  (void)op;
  (void)source;
  (void)player;
  if (!lcg_is_unit (g, card))
    return FALSE;
  return committed (g, card)
         || (lcg_may_commit (g, card)
             && lcg_force_supply (g, g->card[card].controller) > 0);
}

static void
toggle (HcGame *g, gint player, gint card)
{
  HcCard *c = &g->card[card];
  if (committed (g, card))
    {
      remove_from_force (g, card);
      return;
    }
  c->flags |= F_COMMITTED;
  lcg_log (g, player, M_COMMIT, RR_CARD, player, card,
           lcg_committed (g, c->controller), g->sw[SW_FORCE_CARDS]);
  if (c->controller == player)
    lcg_push_reactions (g, EV_COMMITTED, card, player);
}

static gboolean
commit_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "commit to the Force, if able, ");
  return FALSE;
}

static gboolean
commit_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  return !committed (g, card) && toggle_fits (g, op, source, player, card);
}

static void
commit_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)source;
  toggle (g, player, card);
}

const LcgVerb lcg_verb_commit = {
  .word = "commit",
  .args = "SELECTOR",
  .example = "commit target enemy-unit",
  .has_sel = TRUE,
  .text = commit_text,
  .fits = commit_fits,
  .apply = commit_apply,
};

static HcStepResult
toggle_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint card = v->card;
  if (f->pc == VPC_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      if (o && (o->kind == O_COMMIT || o->kind == O_CHOICE))
        toggle (g, v->player, card);
      return HC_STEP_DONE;
    }
  if (card < 0
      || !lcg_op_candidate (g, op, v->src, lcg_verb_target_chooser (g, f, card),
                            HC_NONE, card))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  if (op->n)
    {
      toggle (g, v->player, card);
      return HC_STEP_DONE;
    }
  hc_game_ask (g, v->player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = v->src;
  if (committed (g, card))
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_UNCOMMIT), O_CHOICE, card,
                   CH_UNCOMMIT, 0);
  else
    hc_game_offer (g, LCG_OPT_ID (O_COMMIT, card, 0), O_COMMIT, card, 0, 0);
  hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE, 0, 0);
  f->pc = VPC_ANSWER;
  return HC_STEP_ASK;
}

const LcgVerb lcg_verb_commit_or_remove = {
  .word = "commit-or-remove",
  .args = "[may] SELECTOR",
  .example = "commit-or-remove may target unit",
  .parse = lcg_parse_may_sel,
  .text = toggle_text,
  .fits = toggle_fits,
  .step = toggle_step,
};

/* "enter-topmost-committed AFFILIATION" (Reinforcements: "put the
 * topmost [Imperial Navy] unit in your discard pile into play, committed
 * to the Force.  (If that unit cannot be committed to the Force, this
 * effect cannot initiate.)"): the topmost unit of that affiliation only,
 * never one below it; possible only if it can enter play and be
 * committed (a Force card left, lcg_may_commit). */
static gboolean
topmost_parse (char **w, LcgOp *op, char **why)
{
  op->sel.aff = AF_NEUTRAL;
  if (w[1])
    for (gint a = AF_COUNT - 1; a > AF_NEUTRAL; a--)
      if (strcmp (w[1], lcg_affiliation_names[a]) == 0)
        op->sel.aff = (gint8)a;
  if (op->sel.aff == AF_NEUTRAL)
    {
      *why = g_strdup_printf ("expected \"%s AFFILIATION\"", w[0]);
      return FALSE;
    }
  op->sel.max_cost = -1;
  return lcg_parse_end (w, 2, why);
}

static gboolean
topmost_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "put the topmost ");
  lcg_affiliation_text (op->sel.aff, out);
  g_string_append (out, " unit of your discard pile into play, committed to "
                        "the Force (only if it can be committed)");
  return TRUE;
}

static gint
topmost_unit (const HcGame *g, const LcgOp *op, gint player)
{
  gint16 pile[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_DISCARD, pile, HC_MAX_CARDS);
  for (gint i = n - 1; i >= 0; i--) /* the list is bottom first */
    if (lcg_type (g, pile[i]) == T_UNIT
        && lcg_info (g, pile[i])->affiliation == op->sel.aff)
      return pile[i];
  return HC_NONE;
}

static gboolean
topmost_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)source;
  (void)trigger;
  gint c = topmost_unit (g, op, player);
  return c >= 0 && lcg_put_possible (g, player, c) && lcg_may_commit (g, c)
         && lcg_committed (g, player) < g->sw[SW_FORCE_CARDS];
}

static HcStepResult
topmost_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (!topmost_possible (g, op, v->src, v->player, NULL))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  gint c = topmost_unit (g, op, v->player);
  lcg_put_into_play (g, v->player, c);
  toggle (g, v->player, c);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_enter_topmost_committed = {
  .word = "enter-topmost-committed",
  .args = "AFFILIATION",
  .example = "enter-topmost-committed imperial-navy",
  .parse = topmost_parse,
  .text = topmost_text,
  .possible = topmost_possible,
  .step = topmost_step,
};
