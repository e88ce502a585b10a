/* cull N: each player, Dark Side first, discards one of their units of
 * their choice from each arena where they have N or more; one decision
 * an arena, the next (player, arena) pair kept in the frame's now.cull. */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, 1, 99, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "each player, Dark Side first, discards one "
                          "of their units from each arena where they "
                          "have %d or more",
                          o->n);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  for (gint k = e->now.cull.next; k < HC_MAX_PLAYERS * 3; k++)
    {
      gint q = k / 3, a = Z_SPACE + k % 3;
      if (hc_zone_count (g, q, a) < o->n)
        continue;
      e->now.cull.next = k;
      hc_game_ask (g, q, D_CULL, D_CULL);
      g->decision.prompt_arg[0] = a;
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, q, a, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        hc_game_offer (g, WOTC_OPT_ID (O_CULL, list[i], 0), O_CULL, list[i], 0,
                       0);
      return WOTC_OP_ASKED;
    }
  return WOTC_OP_DONE;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  if (a)
    {
      wotc_log (g, g->card[a->a].controller, M_DISCARD_UNIT, RR_ABILITY, a->a,
                0, 0, 0);
      wotc_discard (g, a->a);
    }
  e->now.cull.next++;
  return WOTC_OP_AGAIN;
}

const WotcOpDef wotc_op_cull = {
  .word = "cull",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};
