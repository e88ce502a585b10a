/* ward SEL N DUR: for a while, whenever the unit would be damaged, up to
 * N of that damage is prevented (a lasting effect the damage rules ask).
 * ward-arena chosen-arena N DUR: the same for each of the player's units
 * in the arena chosen earlier in the ability, those that come there later
 * included (Deflectors Activated). */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 0, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "%s, whenever ", wotc_dur_text (o->dur));
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out,
                          " would be damaged, prevent up to %d of "
                          "that damage",
                          o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  hc_effect_add (g, EFF_WARD, (HcDuration)o->dur, player, source, card, o->n);
  wotc_log (g, player, M_RESTRICT_WARD, RR_ABILITY, card, o->op, 0, 0);
}

const WotcOpDef wotc_op_ward = {
  .word = "ward",
  .parse = parse,
  .text = text,
  .apply = apply,
};

static gboolean
parse_arena (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_expect (lx, "chosen-arena")
         && wotc_lex_number (lx, 1, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text_arena (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "%s, whenever one of your units in the chosen "
                          "arena would be damaged, prevent %d of that damage",
                          wotc_dur_text (o->dur), o->n);
}

/* from the ability's frame: the arena chosen before */
static WotcOpNext
ask_arena (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  if (e->arena < Z_SPACE)
    return WOTC_OP_DONE;
  HcEffect *eff = hc_effect_add (g, EFF_WARD_ARENA, (HcDuration)o->dur,
                                 e->player, e->src, HC_NONE, o->n);
  if (eff)
    eff->arg = 1 << (e->arena - Z_SPACE);
  wotc_log (g, e->player, M_WARD_ARENA, RR_ABILITY, e->player, e->arena, o->n,
            0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_ward_arena = {
  .word = "ward-arena",
  .parse = parse_arena,
  .text = text_arena,
  .ask = ask_arena,
};
