/* damage-divided SEL N [max:M]: N damage divided as the player chooses
 * among the units the selector matches, at most M of them (Rebel Armored
 * Freerunner: "3 damage divided as you choose between 1 or 2 of your
 * opponent's units"): the core's choose-targets step, one damage a pick;
 * then it is pending on them, with one prevention chance after it, as
 * any damage of an ability.  heal-divided SEL N: N damage counters to
 * remove, divided the same way (Oil Bath); a unit gives up no more than it
 * has. */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_selector (lx, &o->sel) || !wotc_lex_number (lx, 1, 99, &o->n))
    return FALSE;
  o->stat = 0; /* no limit on the units */
  const char *t = wotc_lex_peek (lx);
  if (t && g_str_has_prefix (t, "max:"))
    {
      char *end = NULL;
      gint64 v = g_ascii_strtoll (t + 4, &end, 10);
      if (!t[4] || *end || v < 1 || v > 9)
        return wotc_lex_fail (lx, "expected max:N (1 to 9), found \"%s\"", t);
      wotc_lex_next (lx);
      o->stat = (gint8)v;
    }
  return TRUE;
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  /* named as a group: "up to 2 opposing units in the Ground arena" */
  WotcSel group = o->sel;
  group.flags |= SEL_ANY_NUMBER;
  group.up_to = (guint8)o->stat;
  if (o->op == OP_HEAL_DIVIDED)
    g_string_append_printf (out,
                            "remove up to %d damage counters, divided as "
                            "you choose, from ",
                            o->n);
  else
    g_string_append_printf (out, "%d damage divided as you choose among ",
                            o->n);
  wotc_sel_text (&group, self_name, out);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  HcFrame *f = hc_game_top (g);
  if (!e->now.divided.pushed)
    {
      WotcCtx ctx = wotc_effect_ctx (e);
      gint16 cands[HC_MAX_CARDS];
      gint n = 0;
      for (gint i = 0; i < g->n_cards; i++)
        if (wotc_sel_matches (g, &o->sel, &ctx, i))
          cands[n++] = (gint16)i;
      if (n == 0)
        return WOTC_OP_DONE;
      HcTargetsFrame t = {
        .player = e->player,
        .min = 1,
        .max = o->stat ? MIN (n, o->stat) : n,
        .divided = o->n,
        .kind = D_TARGET,
        .option = O_TARGET,
        .done = O_DONE,
        .prompt_arg = e->src,
      };
      e->now.divided.pushed = 1;
      hc_targets_push (g, &t, cands, n);
      return WOTC_OP_AGAIN; /* back here once the damage is divided */
    }
  gint16 cards[HC_MAX_PICKS], amounts[HC_MAX_PICKS];
  gint n = hc_targets_chosen (g, f, cards, amounts);
  hc_targets_truncate (g, f, 0);
  for (gint i = 0; i < n; i++)
    {
      HcCard *card = &g->card[cards[i]];
      if (!Z_IS_ARENA (card->zone) || amounts[i] <= 0)
        continue;
      if (o->op == OP_HEAL_DIVIDED)
        {
          gint r = MIN (amounts[i], card->counter[C_DAMAGE]);
          card->counter[C_DAMAGE] = (gint16)(card->counter[C_DAMAGE] - r);
          wotc_log (g, e->player, M_HEAL, RR_ABILITY, cards[i], r, 0, 0);
          continue;
        }
      card->counter[C_PENDING]
          = (gint16)(card->counter[C_PENDING] + amounts[i]);
      card->flags |= FLAG_EFFECT_DAMAGE;
      wotc_log (g, e->player, M_PENDING, RR_DAMAGE, cards[i],
                card->counter[C_PENDING], 0, 0);
    }
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_damage_divided = {
  .used = M_USE_DAMAGE,
  .word = "damage-divided",
  .parse = parse,
  .text = text,
  .ask = ask,
  .damage = TRUE,
};

const WotcOpDef wotc_op_heal_divided = {
  .word = "heal-divided",
  .parse = parse,
  .text = text,
  .ask = ask,
};
