/* doom-turn SEL, hijack SEL, grant-retaliate SEL and fury SEL: a mark on
 * a unit for the rest of the turn (it is discarded when the turn ends, its
 * next attack's defender is the player's pick, it gets "Pay 0 Force:
 * Retaliate X" with X its build cost, it attacks again after each of its
 * attacks), a lasting effect the turn's rules ask about.
 *
 * fury: Vader's Fury, "Choose one of your Starfighters in the Space arena.
 * Each time that Starfighter attacks this turn, when its attack ends,
 * choose a unit in the Space arena that it can attack but hasn't attacked
 * this turn.  The Starfighter attacks that unit."  The attacks neither
 * tap nor untap it (its ruling); the units it attacks are noted from the
 * card's play on (an intercepting unit too: both have been attacked, its
 * ruling), and the attack carries the rest out (attack.c). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  switch (o->op)
    {
    case OP_DOOM_TURN:
      g_string_append (out, "when this turn ends, discard ");
      wotc_sel_text (&o->sel, self_name, out);
      break;
    case OP_HIJACK:
      g_string_append (out, "the next time ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " would attack this turn, you may choose another "
                            "unit of its side in its arena for it to attack");
      break;
    case OP_FURY:
      g_string_append (out, "each time ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " attacks this turn, when its attack ends, "
                            "choose a unit in its arena that it can attack "
                            "but hasn't attacked this turn: it attacks that "
                            "unit");
      break;
    default:
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " gets \"Pay 0 Force: Retaliate X\" this turn, X "
                            "being its build cost");
      break;
    }
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  static const struct
  {
    guint16 kind, msg;
  } mark[] = {
    [OP_DOOM_TURN] = { EFF_DOOM_TURN, M_RESTRICT_DOOM_TURN },
    [OP_HIJACK] = { EFF_HIJACK, M_RESTRICT_HIJACK },
    [OP_GRANT_RETALIATE] = { EFF_GRANT_RETALIATE, M_RESTRICT_GRANT_RETALIATE },
    [OP_FURY] = { EFF_FURY, M_FURY },
  };
  gint n = o->op == OP_GRANT_RETALIATE ? wotc_card_stat (g, card, S_COST) : 1;
  hc_effect_add (g, mark[o->op].kind, HC_DUR_TURN, player, source, card, n);
  wotc_log (g, player, mark[o->op].msg, RR_ABILITY, card, o->op, 0, 0);
}

const WotcOpDef wotc_op_doom_turn = {
  .word = "doom-turn",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_hijack = {
  .word = "hijack",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_grant_retaliate = {
  .word = "grant-retaliate",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_fury = {
  .word = "fury",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
