/* discard SEL, retreat SEL, deploy SEL, put-in-arena SEL and refit SEL N:
 * a unit changes zones by an effect, not by the rules' own steps:
 * discarded from its arena, retreated to its build zone, put from a build
 * zone into its arena untapped (deploy) or as it is, a retreated unit
 * still tapped (put-in-arena: Call for Reinforcements), or refitted
 * (healed, face down in the build zone with N build counters, its stack
 * discarded). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse_refit (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 1, 99, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  switch (o->op)
    {
    case OP_DISCARD:
      g_string_append (out, "discard ");
      wotc_sel_text (&o->sel, self_name, out);
      break;
    case OP_RETREAT:
      g_string_append (out, "retreat ");
      wotc_sel_text (&o->sel, self_name, out);
      break;
    case OP_DEPLOY:
    case OP_PUT_IN_ARENA:
      g_string_append (out, "put ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, o->op == OP_DEPLOY ? " into its arena, untapped"
                                               : " into its arena");
      break;
    default:
      g_string_append (out, "remove all damage from ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append_printf (out,
                              ", put it face down in your build zone with "
                              "%d build counters and discard the cards "
                              "stacked with it and its Pilot",
                              o->n);
      break;
    }
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)source;
  HcCard *c = &g->card[card];
  switch (o->op)
    {
    case OP_DISCARD:
      wotc_log (g, player, M_DISCARD_UNIT, RR_ABILITY, card, 0, 0, 0);
      wotc_discard (g, card);
      break;
    case OP_RETREAT:
      hc_card_move (g, card, c->controller, Z_BUILD, TRUE);
      wotc_log (g, c->controller, M_RETREAT, RR_ABILITY, c->controller, card, 0,
                0);
      break;
    case OP_DEPLOY:
    case OP_PUT_IN_ARENA:
      if (o->op == OP_DEPLOY)
        c->flags &= (guint8)~HC_CARD_TAPPED;
      wotc_deploy (g, card);
      /* no build points are spent: the log says none are left over */
      wotc_log (g, c->controller, M_DEPLOY_ABILITY, RR_ABILITY, c->controller,
                card, 0, 0);
      break;
    default:
      wotc_refit (g, card, o->n);
      break;
    }
}

const WotcOpDef wotc_op_discard = {
  .word = "discard",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_retreat = {
  .used = M_USE_RETREAT,
  .word = "retreat",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_deploy = {
  .used = M_USE_DEPLOY,
  .word = "deploy",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_put_in_arena = {
  .word = "put-in-arena",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_refit = {
  .word = "refit",
  .parse = parse_refit,
  .text = text,
  .apply = apply,
};
