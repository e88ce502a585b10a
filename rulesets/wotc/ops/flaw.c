/* flaw SEL KEYWORD N DUR [from ARENAS]: the player's units attacking the
 * unit get Critical Hit N (or Accuracy N) for a while, a lasting effect on
 * the defender that the attack's keyword sum asks.  Without "from", the
 * player's Characters (Hero's Flaw); "from space" the units attacking from
 * the Space arena (Death Star Plans), "from space/ground/character" any of
 * them (Tractor Beam). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_selector (lx, &o->sel) || !wotc_lex_keyword (lx, &o->stat))
    return FALSE;
  if (o->stat != K_CRITICAL_HIT && o->stat != K_ACCURACY)
    return wotc_lex_fail (lx,
                          "expected critical-hit or accuracy after the "
                          "selector, found \"%s\"",
                          "another keyword");
  gint8 arenas = 0;
  if (!wotc_lex_number (lx, 0, 99, &o->n) || !wotc_lex_duration (lx, &o->dur))
    return FALSE;
  if (g_strcmp0 (wotc_lex_peek (lx), "from") == 0)
    {
      wotc_lex_next (lx);
      if (!wotc_lex_arenas (lx, "from", &arenas))
        return FALSE;
    }
  o->word = arenas; /* 0: the Character arena, as Hero's Flaw */
  return TRUE;
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "%s, ", wotc_dur_text (o->dur));
  if (o->word == 0)
    g_string_append (out, "your Characters");
  else if (o->word == 7)
    g_string_append (out, "your units");
  else
    {
      g_string_append (out, "your units in the ");
      wotc_arenas_text ((guint8)o->word, out);
      g_string_append (out, " arena");
    }
  g_string_append (out, " attacking ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (
      out, " get %s %d",
      wotc_keyword_names[o->stat == K_ACCURACY ? K_ACCURACY : K_CRITICAL_HIT]
          .text,
      o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  HcEffect *e = hc_effect_add (g, EFF_FLAW, (HcDuration)o->dur, player, source,
                               card, o->n);
  /* the keyword and, above it, the attackers' arenas (0: Characters) */
  if (e)
    e->arg = o->stat | (o->word << 8);
  gint msg = o->word == 0            ? M_RESTRICT_FLAW
             : o->stat == K_ACCURACY ? M_FLAW_ACCURACY
                                     : M_FLAW_CRITICAL_HIT;
  wotc_log (g, player, msg, RR_ABILITY, card, o->op, o->n, 0);
}

const WotcOpDef wotc_op_flaw = {
  .word = "flaw",
  .parse = parse,
  .text = text,
  .apply = apply,
};
