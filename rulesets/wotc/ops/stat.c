/* stat SEL STAT N DUR and keyword SEL KW N DUR: units get N to a stat, or
 * a keyword worth N, for a while (a lasting effect the stat and keyword
 * sums read). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse_stat (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_stat (lx, &o->stat)
         && wotc_lex_number (lx, -99, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
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
  static const char *const kws[K_COUNT]
      = { "Critical Hit", "Shields",     "Accuracy",   "Armor",
          "Ion Cannon",   "Bombard",     "Lucky",      "Overkill",
          "Stun",         "Hidden Cost", "no control", "no damage" };
  wotc_sel_text (&o->sel, self_name, out);
  if (o->op == OP_STAT)
    g_string_append_printf (out, " gets %+d %s %s", o->n, stats[o->stat],
                            wotc_dur_text (o->dur));
  else if (o->stat == K_ARMOR || o->stat == K_OVERKILL)
    /* keywords without a number (Tactical Leadership's Overkill) */
    g_string_append_printf (out, " gets %s %s", kws[o->stat],
                            wotc_dur_text (o->dur));
  else
    g_string_append_printf (out, " gets %s %d %s", kws[o->stat], o->n,
                            wotc_dur_text (o->dur));
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  if (o->op == OP_STAT)
    {
      hc_effect_add (g, (guint16)o->stat, (HcDuration)o->dur, player, source,
                     card, o->n);
      wotc_log (g, player, M_EFFECT_STAT + CLAMP (o->stat, 0, S_COUNT - 1),
                RR_ABILITY, card, o->n, o->stat, 0);
      return;
    }
  hc_effect_add (g, (guint16)(EFF_KEYWORD_BASE + o->stat), (HcDuration)o->dur,
                 player, source, card, o->n);
  wotc_log (g, player, M_EFFECT_KEYWORD + CLAMP (o->stat, 0, K_COUNT - 1),
            RR_ABILITY, card, o->n, o->stat, 0);
}

const WotcOpDef wotc_op_stat = {
  .used = M_USE_STAT,
  .word = "stat",
  .parse = parse_stat,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_keyword = {
  .used = M_USE_KEYWORD,
  .word = "keyword",
  .parse = parse_keyword,
  .text = text,
  .apply = apply,
};
