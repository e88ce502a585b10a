/* intercept [SEL] and retaliate N: a unit of the defending player steps
 * into the attack, this unit (or the one chosen) takes it instead of the
 * defender; or this unit strikes back with N dice of damage at the
 * attacking unit when the attack ends. */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse_intercept (WotcLex *lx, WotcOp *o)
{
  o->sel.who = WHO_SELF;
  /* "intercept choose own ...": another unit takes the attack */
  if (wotc_lex_at_selector (lx))
    return wotc_lex_selector (lx, &o->sel);
  return TRUE;
}

static gboolean
parse_retaliate (WotcLex *lx, WotcOp *o)
{
  o->sel.who = WHO_SELF;
  return wotc_lex_number (lx, 0, 99, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  if (o->op == OP_INTERCEPT)
    g_string_append_printf (out, "Intercept: %s takes the attack instead",
                            self_name);
  else
    g_string_append_printf (out,
                            "Retaliate %d: when the attack ends, %s does %d "
                            "dice of damage to the attacking unit",
                            o->n, self_name, o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)player;
  (void)source;
  if (o->op == OP_INTERCEPT)
    {
      wotc_intercept (g, card);
      return;
    }
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (atk)
    wotc_retaliate_ready (g, card, atk->attacker, o->n);
}

const WotcOpDef wotc_op_intercept = {
  .used = M_USE_INTERCEPT,
  .word = "intercept",
  .parse = parse_intercept,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_retaliate = {
  .used = M_USE_RETALIATE,
  .word = "retaliate",
  .parse = parse_retaliate,
  .text = text,
  .apply = apply,
};
