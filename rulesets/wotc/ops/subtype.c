/* add-subtype SEL WORD DUR and gift WORD force F power N: subtypes at
 * work for a while; a unit becomes a WORD (a lasting effect the subtype
 * queries ask), or each of the player's WORD units gets "Pay F Force: +N
 * power for this attack" this turn. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse_add (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel)
         && wotc_lex_subtype (lx, "add-subtype", &o->word)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text_add (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out, " becomes a %s %s", wotc_subtype_word (o->word),
                          wotc_dur_text (o->dur));
}

static void
apply_add (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  HcEffect *eff = hc_effect_add (g, EFF_SUBTYPE, (HcDuration)o->dur, player,
                                 source, card, 1);
  if (eff)
    eff->arg = o->word;
  wotc_log (g, player, M_RESTRICT_ADD_SUBTYPE, RR_ABILITY, card, o->op, 0, 0);
}

const WotcOpDef wotc_op_add_subtype = {
  .word = "add-subtype",
  .parse = parse_add,
  .text = text_add,
  .apply = apply_add,
};

/* "each of your Jedi gets 'Pay 2 Force -> +3 power for this attack'";
 * `any` for each of your units (Desperate Confrontation) */
static gboolean
parse_gift (WotcLex *lx, WotcOp *o)
{
  gboolean any = g_strcmp0 (wotc_lex_peek (lx), "any") == 0;
  if (any)
    {
      wotc_lex_next (lx);
      o->word = -1; /* any subtype: wotc_card_has_subtype */
    }
  return (any || wotc_lex_subtype (lx, "gift", &o->word))
         && wotc_lex_expect (lx, "force")
         && wotc_lex_number (lx, 0, 99, &o->stat)
         && wotc_lex_expect (lx, "power") && wotc_lex_number (lx, 0, 99, &o->n);
}

static void
text_gift (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "this turn, each of your %s gets \"Pay %d "
                          "Force: +%d power for this attack\"",
                          o->word < 0 ? "units" : wotc_subtype_word (o->word),
                          o->stat, o->n);
}

static void
apply_gift (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)amount;
  HcEffect *eff = hc_effect_add (g, EFF_GIFT, HC_DUR_TURN, player, HC_NONE,
                                 HC_NONE, o->n);
  if (eff)
    eff->arg = (o->word & 0xffff) | (o->stat << 16);
  wotc_log (g, player, M_RESTRICT_GIFT, RR_ABILITY, source, o->op, 0, 0);
}

const WotcOpDef wotc_op_gift = {
  .word = "gift",
  .parse = parse_gift,
  .text = text_gift,
  .apply_player = apply_gift,
};
