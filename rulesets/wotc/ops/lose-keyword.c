/* lose-keyword SEL KW DUR: the unit loses a keyword for a while, however
 * much of it it has and whatever gives it (Careful Targeting: "That unit
 * loses Shields until end of battle").  A lasting effect that multiplies
 * the keyword's sum by 0 (the core's multiplier, as damage doubling), so
 * a keyword it gains later in that while is lost too. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_selector (lx, &o->sel) || !wotc_lex_keyword (lx, &o->stat))
    return FALSE;
  if (o->stat == K_NO_CONTROL || o->stat == K_NO_DAMAGE)
    return wotc_lex_fail (lx, "expected a keyword a card prints, found \"%s\"",
                          o->stat == K_NO_CONTROL ? "no-control" : "no-damage");
  return wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out, " loses %s %s", wotc_keyword_names[o->stat].text,
                          wotc_dur_text (o->dur));
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  hc_effect_add (g, (guint16)((EFF_KEYWORD_BASE + o->stat) | 0x8000),
                 (HcDuration)o->dur, player, source, card, 0);
  wotc_log (g, player, M_LOSE_KEYWORD + CLAMP (o->stat, 0, K_COUNT - 1),
            RR_ABILITY, card, 0, o->stat, 0);
}

const WotcOpDef wotc_op_lose_keyword = {
  .word = "lose-keyword",
  .parse = parse,
  .text = text,
  .apply = apply,
};
