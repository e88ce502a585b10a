/* Dealing damage: "damage N SELECTOR", "damage-twice-dealt SELECTOR"
 * (twice what the triggering condition dealt) and "damage-past-shields N
 * SELECTOR" (lcgV, Leia's Command: "this damage cannot be prevented by
 * shields"). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
damage_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "deal ");
  lcg_amount_text (op, "damage", "damage", out);
  g_string_append (out, op->verb == V_DAMAGE_PAST_SHIELDS
                            ? ", which shields cannot prevent, to "
                            : " to ");
  return FALSE;
}

/* FAQ 4.11: a card that cannot be damaged cannot be chosen to take it */
static gboolean
damage_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint card)
{
  (void)op;
  return !lcg_cannot_be_damaged (g, card, player)
         && !lcg_undamageable_by (g, card, source);
}

static void
damage_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  lcg_push_damage (g, card, lcg_amount (g, op), player, source);
}

const LcgVerb lcg_verb_damage = {
  .word = "damage",
  .args = "N [light:M] SELECTOR",
  .example = "damage 1 target enemy-unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = damage_text,
  .fits = damage_fits,
  .apply = damage_apply,
};

static gboolean
twice_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "deal twice the damage it was dealt to ");
  return FALSE;
}

static gboolean
twice_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  const HcFrame *trigger = lcg_trigger_of (g, f->arg[P_TRIGGER]);
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  gint t = f->arg[P_TARGET];
  gint n = trigger ? 2 * trigger->arg[EVA_AMOUNT] : 0;
  if (n > 0 && t >= 0
      && lcg_op_candidate (g, op, source, lcg_target_chooser (g, f, t), subject,
                           t))
    lcg_push_damage (g, t, n, player, source);
  else
    lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
  return FALSE;
}

const LcgVerb lcg_verb_damage_twice = {
  .word = "damage-twice-dealt",
  .args = "SELECTOR",
  .example = "damage-twice-dealt target unit",
  .has_sel = TRUE,
  .text = twice_text,
  .resolve = twice_resolve,
};

/* damage-past-shields: a shield on a card it damages neither stops it nor
 * is used up (damage.c); Protect may still take it, and then no shield
 * stops it either.  A verb of its own step only because the values of the
 * verbs resolved in the ability's frame are all taken (lcg-ops.h); it asks
 * nothing. */
static HcStepResult
past_shields_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint16 list[HC_MAX_CARDS];
  gint n = 0;
  if (op->sel.mode == SEL_EACH)
    n = lcg_op_list (g, op, v->src, v->player, HC_NONE, list);
  else if (v->card >= 0
           && lcg_op_candidate (g, op, v->src,
                                lcg_verb_target_chooser (g, f, v->card),
                                HC_NONE, v->card))
    list[n++] = (gint16)v->card;
  /* pushed last, dealt first: the lowest-numbered card's first */
  for (gint i = n - 1; i >= 0; i--)
    lcg_push_damage_past_shields (g, list[i], lcg_amount (g, op), v->player,
                                  v->src);
  if (n == 0)
    lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_damage_past_shields = {
  .word = "damage-past-shields",
  .args = "N [light:M] SELECTOR",
  .example = "damage-past-shields 1 each enemy-unit ready",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = damage_text,
  .fits = damage_fits,
  .step = past_shields_step,
};
