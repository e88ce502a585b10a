/* "swap-icon target unit to target unit" (Echo Caverns: "target 2 units
 * that share a Trait.  Until the end of the phase, one of those units
 * loses a combat icon of your choice, and the other gains that combat
 * icon").  The first target is the one that loses, the second, chosen
 * with it as the ability is initiated, one that shares a Trait with it
 * and gains: the player who picks both in that order has every choice
 * the printed "one of those ... the other" gives.  As it resolves he
 * names one of the combat icons the first still has (unit damage, blast
 * or tactics, normal or edge-enabled; one kind is no question), and a
 * lasting effect of this phase takes it from the first and gives it to
 * the second. */
#include "lcg-verb.h"
#include "verb-frame.h"

/* the options' kinds: normal icons 0..I_COUNT-1, then edge-enabled */
#define SWAP_KINDS (2 * I_COUNT)

static gboolean
swap_parse (char **w, LcgOp *op, char **why)
{
  return lcg_parse_move_targets (w, op, "swap-icon target WHAT to target WHAT",
                                 why);
}

static gboolean
swap_text (const LcgOp *op, GString *out)
{
  g_autoptr (GString) first = g_string_new (NULL);
  g_autoptr (GString) second = g_string_new (NULL);
  lcg_sel_text (&op->sel, first);
  lcg_sel_text (&op->to, second);
  if (g_str_equal (first->str, "a chosen unit")
      && g_str_equal (second->str, "a chosen unit"))
    g_string_append (out, "target 2 units that share a Trait");
  else
    g_string_append_printf (out,
                            "target %s and %s that shares a Trait with "
                            "it",
                            first->str, second->str);
  g_string_append (out, "; until the end of the phase, the first loses a "
                        "combat icon of your choice and the second gains "
                        "that combat icon");
  return TRUE;
}

static gboolean
share_trait (const HcGame *g, gint a, gint b)
{
  const LcgCard *c = lcg_info (g, a);
  for (gint i = 0; i < LCG_MAX_TRAITS && c->trait[i]; i++)
    if (lcg_has_trait (g, b, c->trait[i]))
      return TRUE;
  return FALSE;
}

static gboolean
may_take (const HcGame *g, const LcgOp *op, gint source, gint player,
          gint first, gint to)
{
  return to != first && lcg_is_unit (g, to) && share_trait (g, first, to)
         && lcg_sel_matches (g, &op->to, source, player, to);
}

static gint
second_targets (const HcGame *g, const LcgOp *op, gint source, gint player,
                gint first, gint16 *out)
{
  return lcg_move_second_targets (g, op, source, player, first, may_take, out);
}

/* the kinds of combat icon `card` has now, a bit each */
static guint
icon_kinds (const HcGame *g, gint card)
{
  guint kinds = 0;
  for (gint k = 0; k < SWAP_KINDS; k++)
    if (lcg_icons (g, card, k % I_COUNT, k >= I_COUNT) > 0)
      kinds |= 1u << k;
  return kinds;
}

static gboolean
swap_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
           gint card)
{
  return lcg_is_unit (g, card) && icon_kinds (g, card) != 0
         && second_targets (g, op, source, player, card, NULL) > 0;
}

static void
swap (HcGame *g, const LcgVerbFrame *v, gint from, gint to, gint k)
{
  guint16 kind
      = (guint16)((k >= I_COUNT ? EFF_EE_ICON : EFF_ICON) + k % I_COUNT);
  hc_effect_add (g, kind, HC_DUR_PHASE, v->player, v->src, from, -1);
  hc_effect_add (g, kind, HC_DUR_PHASE, v->player, v->src, to, 1);
  lcg_log (g, v->player, M_SWAP_ICON + k, RR_CARD, from, to, 0, 0);
}

enum
{
  SWAP_ASK = VPC_ASK,
  SWAP_ANSWER = VPC_ANSWER,
};

static HcStepResult
swap_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint from = v->card;
  if (f->pc == SWAP_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      if (o && o->kind == O_CHOICE)
        swap (g, v, from, v->a, o->b - CH_SWAP_ICON);
      return HC_STEP_DONE;
    }
  const HcFrame *play = f - 1;
  gint to = play->kind == ST_PLAY ? play->arg[P_TARGET2] : HC_NONE;
  guint kinds = from >= 0 ? icon_kinds (g, from) : 0;
  if (from < 0 || to < 0 || !kinds || !lcg_is_unit (g, from)
      || !lcg_sel_matches (g, &op->sel, v->src, v->player, from)
      || !may_take (g, op, v->src, v->player, from, to))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  if (!(kinds & (kinds - 1)))
    {
      swap (g, v, from, to, g_bit_nth_lsf (kinds, -1));
      return HC_STEP_DONE;
    }
  v->a = to;
  hc_game_ask (g, v->player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = v->src;
  for (gint k = 0; k < SWAP_KINDS; k++)
    if (kinds & (1u << k))
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, from, CH_SWAP_ICON + k), O_CHOICE,
                     from, CH_SWAP_ICON + k, to);
  f->pc = SWAP_ANSWER;
  return HC_STEP_ASK;
}

const LcgVerb lcg_verb_swap_icon = {
  .word = "swap-icon",
  .args = "target WHAT to target WHAT",
  .example = "swap-icon target unit to target unit",
  .parse = swap_parse,
  .text = swap_text,
  .fits = swap_fits,
  .step = swap_step,
  .second_targets = second_targets,
};
