/* Who takes part in engagements: "remove-from-engagement SELECTOR" (no
 * longer participating, FAQ 3.3), "no-defend SELECTOR" (not declared as
 * a defender this engagement), "stasis SELECTOR" (neither attacker nor
 * defender this phase), "engage-instead" (this objective becomes the
 * engaged one) and "engage-again" (the engaged objective may be engaged
 * once more this phase). */
#include "lcg-verb.h"

static gboolean
remove_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "remove from the engagement ");
  return FALSE;
}

static void
remove_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)source;
  g->card[card].flags &= (guint8)~F_PARTICIPATING;
  lcg_log (g, player, M_REMOVED, RR_REMOVED, card, 0, 0, 0);
}

const LcgVerb lcg_verb_remove_from_engagement = {
  .word = "remove-from-engagement",
  .args = "SELECTOR",
  .example = "remove-from-engagement target enemy-unit participating",
  .has_sel = TRUE,
  .text = remove_text,
  .apply = remove_apply,
};

static gboolean
no_defend_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "for this engagement, no defending for ");
  return FALSE;
}

static void
no_defend_apply (HcGame *g, const LcgOp *op, gint player, gint source,
                 gint card)
{
  (void)op;
  hc_effect_add (g, EFF_NO_DEFEND, HC_DUR_BATTLE, player, source, card, 1);
  lcg_log (g, player, M_NO_DEFEND, RR_CARD, card, 0, 0, 0);
}

const LcgVerb lcg_verb_no_defend = {
  .word = "no-defend",
  .args = "SELECTOR",
  .example = "no-defend target enemy-unit",
  .has_sel = TRUE,
  .text = no_defend_text,
  .apply = no_defend_apply,
};

static gboolean
stasis_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "for the rest of the phase, no attacking or "
                        "defending for ");
  return FALSE;
}

static void
stasis_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  hc_effect_add (g, EFF_STASIS, HC_DUR_PHASE, player, source, card, 1);
  lcg_log (g, player, M_STASIS, RR_CARD, card, 0, 0, 0);
}

const LcgVerb lcg_verb_stasis = {
  .word = "stasis",
  .args = "SELECTOR",
  .example = "stasis target enemy-unit",
  .has_sel = TRUE,
  .text = stasis_text,
  .apply = stasis_apply,
};

static gboolean
instead_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "your opponent engages this objective instead");
  return TRUE;
}

static gboolean
instead_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)op;
  (void)player;
  (void)trigger;
  return lcg_is_objective (g, source) && g->global[G_ENGAGED] >= 0
         && g->global[G_ENGAGED] != source;
}

static gboolean
instead_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  if (lcg_op_possible (g, op, source, player, lcg_op_trigger (g, f)))
    {
      gint old = g->global[G_ENGAGED];
      g->global[G_ENGAGED] = source;
      lcg_log (g, player, M_REDIRECT, RR_ENGAGE, source, old, 0, 0);
    }
  else
    lcg_op_no_effect (g, f);
  return FALSE;
}

const LcgVerb lcg_verb_engage_instead = {
  .word = "engage-instead",
  .args = "",
  .example = "engage-instead",
  .text = instead_text,
  .possible = instead_possible,
  .resolve = instead_resolve,
};

static gboolean
again_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "you may engage this same objective an "
                        "additional time this phase");
  return TRUE;
}

static gboolean
again_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  (void)trigger;
  return g->global[G_ENGAGED] >= 0
         && lcg_is_objective (g, g->global[G_ENGAGED]);
}

static gboolean
again_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  if (lcg_op_possible (g, op, f->arg[P_SRC], player, lcg_op_trigger (g, f)))
    {
      g->card[g->global[G_ENGAGED]].flags &= (guint8)~F_ENGAGED;
      lcg_log (g, player, M_ENGAGE_AGAIN, RR_CARD, g->global[G_ENGAGED], 0, 0,
               0);
    }
  return FALSE;
}

const LcgVerb lcg_verb_engage_again = {
  .word = "engage-again",
  .args = "",
  .example = "engage-again",
  .text = again_text,
  .possible = again_possible,
  .resolve = again_resolve,
};
