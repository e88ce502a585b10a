/* prevent-for SEL N force F vs WORD: until the end of the turn, each unit
 * the selector picks gets "Pay F Force -> Prevent up to N damage to this
 * unit. Play only if a WORD is attacking" (Jedi Superiority: "a Clone or
 * Droid", the word Clone/Droid).  It is offered at the damage-prevention
 * chances of an attack by such a unit, once an attack, beside Evade
 * (pop.c), and prevents as much of the pending damage as it can. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 1, 99, &o->n)
         && wotc_lex_expect (lx, "force")
         && wotc_lex_number (lx, 0, 99, &o->stat) && wotc_lex_expect (lx, "vs")
         && wotc_lex_subtype (lx, "vs", &o->word);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  /* "Clone/Droid" (either) reads "Clone or Droid" */
  gchar **words = g_strsplit (wotc_subtype_word (o->word), "/", -1);
  gchar *either = g_strjoinv (" or ", words);
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out,
                          " gets \"Pay %d Force: prevent up to %d damage to "
                          "this unit; only while a %s is attacking\" until "
                          "the end of the turn",
                          o->stat, o->n, either);
  g_free (either);
  g_strfreev (words);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  /* value: the amount and the price; arg: the attacker's subtype */
  HcEffect *e = hc_effect_add (g, EFF_GRANT_PREVENT, HC_DUR_TURN, player,
                               source, card, o->n | (o->stat << 8));
  if (e)
    e->arg = o->word;
  wotc_log (g, player, M_RESTRICT_GRANT_PREVENT, RR_ABILITY, card, o->stat,
            o->n, 0);
}

const WotcOpDef wotc_op_prevent_for = {
  .word = "prevent-for",
  .parse = parse,
  .text = text,
  .apply = apply,
};
