/* stat SEL STAT N DUR and keyword SEL KW N DUR: units get N to a stat, or
 * a keyword worth N, for a while (a lasting effect the stat and keyword
 * sums read). */
#include "wotc-op.h"
#include "wotc-steps.h"

/* the amount: N, or paid, the ability's X (Unified Attack: the power of
 * the unit tapped for it) */
static gboolean
parse_stat (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_selector (lx, &o->sel) || !wotc_lex_stat (lx, &o->stat))
    return FALSE;
  if (g_strcmp0 (wotc_lex_peek (lx), "paid") == 0)
    {
      wotc_lex_next (lx);
      o->amount_x = 1;
    }
  else if (!wotc_lex_number (lx, -99, 99, &o->n))
    return FALSE;
  return wotc_lex_duration (lx, &o->dur);
}

static gboolean
parse_keyword (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_keyword (lx, &o->stat)
         && wotc_lex_number (lx, 0, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  static const char *const stats[] = { "cost", "speed", "power", "health" };
  wotc_sel_text (&o->sel, self_name, out);
  if (o->op == OP_STAT && o->amount_x)
    g_string_append_printf (out, " gets +X %s %s", stats[o->stat],
                            wotc_dur_text (o->dur));
  else if (o->op == OP_STAT)
    g_string_append_printf (out, " gets %+d %s %s", o->n, stats[o->stat],
                            wotc_dur_text (o->dur));
  else if (o->stat == K_ARMOR || o->stat == K_OVERKILL)
    /* keywords without a number (Tactical Leadership's Overkill) */
    g_string_append_printf (out, " gets %s %s",
                            wotc_keyword_names[o->stat].text,
                            wotc_dur_text (o->dur));
  else
    g_string_append_printf (out, " gets %s %d %s",
                            wotc_keyword_names[o->stat].text, o->n,
                            wotc_dur_text (o->dur));
}

static void
give_stat (HcGame *g, const WotcOp *o, gint player, gint source, gint card,
           gint n)
{
  hc_effect_add (g, (guint16)o->stat, (HcDuration)o->dur, player, source, card,
                 n);
  wotc_log (g, player, M_EFFECT_STAT + CLAMP (o->stat, 0, S_COUNT - 1),
            RR_ABILITY, card, n, o->stat, 0);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  if (o->op == OP_STAT)
    {
      give_stat (g, o, player, source, card, o->n);
      return;
    }
  hc_effect_add (g, (guint16)(EFF_KEYWORD_BASE + o->stat), (HcDuration)o->dur,
                 player, source, card, o->n);
  wotc_log (g, player, M_EFFECT_KEYWORD + CLAMP (o->stat, 0, K_COUNT - 1),
            RR_ABILITY, card, o->n, o->stat, 0);
}

/* in the ability's frame, for the amount X an earlier effect set */
static void
apply_in (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  if (o->amount_x)
    give_stat (g, o, e->player, e->src, card, e->x);
  else
    apply (g, o, e->player, e->src, card);
}

const WotcOpDef wotc_op_stat = {
  .used = M_USE_STAT,
  .word = "stat",
  .parse = parse_stat,
  .text = text,
  .apply = apply,
  .apply_in = apply_in,
};

const WotcOpDef wotc_op_keyword = {
  .used = M_USE_KEYWORD,
  .word = "keyword",
  .parse = parse_keyword,
  .text = text,
  .apply = apply,
};
