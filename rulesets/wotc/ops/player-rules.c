/* no-retreat-for SEL DUR, battle-cost N DUR and ceasefire ARENAS DUR:
 * rules on the players for a while rather than on a unit (a side can't
 * retreat units of some kinds, Battle cards cost more Force, damage done
 * by units in some arenas is prevented), lasting effects the retreat,
 * play and damage rules ask.  "ceasefire chosen-arena DUR": the arena
 * chosen earlier in the ability (Slipping Through). */
#include "wotc-steps.h"

static gboolean
parse_no_retreat (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_duration (lx, &o->dur);
}

static void
text_no_retreat (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out, " can't retreat %s", wotc_dur_text (o->dur));
}

/* "your opponent can't retreat any Characters this turn" */
static void
apply_no_retreat (HcGame *g, const WotcOp *o, gint player, gint source,
                  gint amount)
{
  (void)amount;
  HcEffect *eff
      = hc_effect_add (g, EFF_NO_RETREAT, (HcDuration)o->dur, player, HC_NONE,
                       HC_NONE, o->sel.who == WHO_ENEMY ? 1 - player : player);
  if (eff)
    eff->arg = o->sel.arenas ? o->sel.arenas : 7;
  wotc_log (g, player, M_RESTRICT_NO_RETREAT_FOR, RR_ABILITY, source, o->op, 0,
            0);
}

const WotcOpDef wotc_op_no_retreat_for = {
  .word = "no-retreat-for",
  .parse = parse_no_retreat,
  .text = text_no_retreat,
  .apply_player = apply_no_retreat,
};

static gboolean
parse_battle_cost (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, -99, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text_battle_cost (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "each Battle card costs %d more Force to "
                          "play %s",
                          o->n, wotc_dur_text (o->dur));
}

static void
apply_battle_cost (HcGame *g, const WotcOp *o, gint player, gint source,
                   gint amount)
{
  (void)amount;
  hc_effect_add (g, EFF_BATTLE_COST, (HcDuration)o->dur, player, HC_NONE,
                 HC_NONE, o->n);
  wotc_log (g, player, M_RESTRICT_BATTLE_COST, RR_ABILITY, source, o->op, 0, 0);
}

const WotcOpDef wotc_op_battle_cost = {
  .word = "battle-cost",
  .parse = parse_battle_cost,
  .text = text_battle_cost,
  .apply_player = apply_battle_cost,
};

static gboolean
parse_ceasefire (WotcLex *lx, WotcOp *o)
{
  if (g_strcmp0 (wotc_lex_peek (lx), "chosen-arena") == 0)
    {
      wotc_lex_next (lx);
      o->stat = 0; /* the arena choose-arena chose */
      return wotc_lex_duration (lx, &o->dur);
    }
  return wotc_lex_arenas (lx, "ceasefire", &o->stat)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text_ceasefire (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append (out, "prevent all damage done by units in the ");
  if (!o->stat)
    g_string_append (out, "chosen");
  else
    wotc_arenas_text ((guint8)o->stat, out);
  g_string_append_printf (out, " arena %s", wotc_dur_text (o->dur));
}

static void
ceasefire (HcGame *g, const WotcOp *o, gint player, gint source, gint arenas)
{
  HcEffect *eff = hc_effect_add (g, EFF_CEASEFIRE, (HcDuration)o->dur, player,
                                 HC_NONE, HC_NONE, 1);
  if (eff)
    eff->arg = arenas;
  wotc_log (g, player, M_RESTRICT_CEASEFIRE, RR_ABILITY, source, o->op, 0, 0);
}

/* carried out from the ability's frame: the chosen arena is kept there */
static WotcOpNext
ask_ceasefire (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint arenas = o->stat;
  if (!arenas && e->arena >= Z_SPACE)
    arenas = 1 << (e->arena - Z_SPACE);
  if (arenas)
    ceasefire (g, o, e->player, e->src, arenas);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_ceasefire = {
  .word = "ceasefire",
  .parse = parse_ceasefire,
  .text = text_ceasefire,
  .ask = ask_ceasefire,
};
