/* protect SEL DUR [while-others], guard-others SEL DUR, pacify SEL DUR,
 * shelter SEL DUR: lasting rules on a unit for a while (it can't be
 * attacked, its neighbours can't be, it can't attack, all damage to it is
 * prevented), each a lasting effect the attack rules ask about. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_selector (lx, &o->sel) || !wotc_lex_duration (lx, &o->dur))
    return FALSE;
  if (o->op == OP_PROTECT
      && g_strcmp0 (wotc_lex_peek (lx), "while-others") == 0)
    {
      wotc_lex_next (lx);
      o->n = 1;
    }
  return TRUE;
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  const char *dur = wotc_dur_text (o->dur);
  switch (o->op)
    {
    case OP_PROTECT:
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append_printf (out, " can't be attacked %s%s", dur,
                              o->n ? " as long as you have another unit in "
                                     "its arena"
                                   : "");
      break;
    case OP_GUARD:
      g_string_append (out, "as long as ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append_printf (out,
                              " is in an arena, your other units in its "
                              "arena can't be attacked %s",
                              dur);
      break;
    case OP_PACIFY:
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append_printf (out, " can't attack %s", dur);
      break;
    default:
      g_string_append (out, "prevent all damage to ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append_printf (out, " %s", dur);
      break;
    }
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  static const struct
  {
    guint16 kind, msg;
  } rule[] = {
    [OP_PROTECT] = { EFF_PROTECT, M_RESTRICT_PROTECT },
    [OP_GUARD] = { EFF_GUARD, M_RESTRICT_GUARD },
    [OP_PACIFY] = { EFF_PACIFY, M_RESTRICT_PACIFY },
    [OP_SHELTER] = { EFF_SHELTER, M_RESTRICT_SHELTER },
  };
  HcEffect *eff = hc_effect_add (g, rule[o->op].kind, (HcDuration)o->dur,
                                 player, source, card, 1);
  if (eff)
    eff->arg = o->n;
  wotc_log (g, player, rule[o->op].msg, RR_ABILITY, card, o->op, 0, 0);
}

const WotcOpDef wotc_op_protect = {
  .word = "protect",
  .parse = parse,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_guard = {
  .word = "guard-others",
  .parse = parse,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_pacify = {
  .word = "pacify",
  .parse = parse,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_shelter = {
  .word = "shelter",
  .parse = parse,
  .text = text,
  .apply = apply,
};
