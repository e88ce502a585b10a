/* damage SEL N [no-evade-unless sub:WORD] and dice-damage SEL N: damage
 * to units, pending until the prevention chance that follows the last of
 * the damage effects in a row (seed 001, "Abilities and Battle Cards with
 * Multiple Parts"; Q&A on Asteroid Field). */
#include "wotc-steps.h"

static gboolean
parse_damage (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_selector (lx, &o->sel) || !wotc_lex_amount (lx, &o->n))
    return FALSE;
  if (g_strcmp0 (wotc_lex_peek (lx), "no-evade-unless") != 0)
    return TRUE;
  /* "your opponent can't use Evade unless it is a Jedi Master" */
  wotc_lex_next (lx);
  if (!g_str_has_prefix (wotc_lex_peek (lx) ? wotc_lex_peek (lx) : "", "sub:"))
    return wotc_lex_fail (lx,
                          "expected sub:WORD after no-evade-unless, found "
                          "\"%s\"",
                          wotc_lex_peek (lx));
  return wotc_lex_subtype (lx, "no-evade-unless", &o->word);
}

static void
text_damage (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "%d damage to ", o->n);
  wotc_sel_text (&o->sel, self_name, out);
  if (o->word >= 0)
    {
      g_autoptr (GString) w = g_string_new (NULL);
      wotc_subtype_text (o->word, w);
      g_string_append (out, " (Evade can't prevent it unless that unit is ");
      hc_a_text (w->str, out);
      g_string_append_c (out, ')');
    }
}

/* A unit waiting in a build zone (Homing Missile's target) has no chance to
 * prevent damage: its abilities are off there and prevention effects
 * reach units in the arenas.  Its damage is placed at once; the damage
 * step after the prevention chance places only damage in the arenas. */
static void
in_build_zone_now (HcGame *g, gint player, gint c)
{
  if (g->card[c].zone == Z_BUILD)
    {
      g->card[c].flags &= (guint8)~FLAG_EFFECT_DAMAGE;
      wotc_place_damage_in_build_zone (g, c, player, HC_NONE);
    }
}

static void
apply_damage (HcGame *g, const WotcOp *o, gint player, gint source, gint c)
{
  (void)source;
  HcCard *card = &g->card[c];
  if (o->word >= 0 && !wotc_card_has_subtype (g, c, o->word))
    card->flags |= FLAG_NO_EVADE;
  card->counter[C_PENDING] = (gint16)(card->counter[C_PENDING] + o->n);
  card->flags |= FLAG_EFFECT_DAMAGE;
  wotc_log (g, player, M_PENDING, RR_DAMAGE, c, card->counter[C_PENDING], 0, 0);
  in_build_zone_now (g, player, c);
}

const WotcOpDef wotc_op_damage = {
  .used = M_USE_DAMAGE,
  .word = "damage",
  .parse = parse_damage,
  .text = text_damage,
  .apply = apply_damage,
  .damage = TRUE,
};

/* dice-damage SEL N, or SEL power: as many dice as the ability's own unit
 * has power ("a number of dice of damage equal to her power") */
static gboolean
parse_dice (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_selector (lx, &o->sel))
    return FALSE;
  if (g_strcmp0 (wotc_lex_peek (lx), "power") == 0)
    {
      wotc_lex_next (lx);
      o->n = WOTC_N_POWER;
      return TRUE;
    }
  return wotc_lex_amount (lx, &o->n);
}

static void
text_dice (const WotcOp *o, const char *self_name, GString *out)
{
  if (o->n == WOTC_N_POWER)
    g_string_append_printf (out, "as many dice of damage as %s has power to ",
                            self_name);
  else
    g_string_append_printf (out, "%d dice of damage to ", o->n);
  wotc_sel_text (&o->sel, self_name, out);
}

static void
apply_dice (HcGame *g, const WotcOp *o, gint player, gint source, gint c)
{
  (void)source;
  /* dice of damage are not attack dice: only Armor matters */
  gint n = o->n == WOTC_N_POWER ? wotc_card_stat (g, source, S_POWER) : o->n;
  gint hits = wotc_dice_damage (g, player, MAX (n, 0), c);
  HcCard *card = &g->card[c];
  card->counter[C_PENDING] = (gint16)(card->counter[C_PENDING] + hits);
  card->flags |= FLAG_EFFECT_DAMAGE;
  in_build_zone_now (g, player, c);
}

/* the units not rolled against yet that the selector matches */
static gint
unrolled (HcGame *g, const WotcOp *o, const WotcEffectFrame *e, gint *last)
{
  WotcCtx ctx = wotc_effect_ctx (e);
  gint left = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (!(g->card[i].flags & FLAG_EFFECT_DAMAGE)
        && wotc_sel_matches (g, &o->sel, &ctx, i))
      {
        left++;
        *last = i;
      }
  return left;
}

/* Dice against each matching unit: the controller chooses the order of
 * the units rolled against (seed 001 Q&A on Asteroid Field), one at a
 * time; a chosen unit is the usual choice of a target. */
static WotcOpNext
ask_dice (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  if (o->sel.choose)
    return WOTC_OP_TARGETS;
  gint last = HC_NONE;
  gint left = unrolled (g, o, e, &last);
  if (left == 1)
    apply_dice (g, o, e->player, e->src, last);
  if (left <= 1)
    return WOTC_OP_DONE;
  WotcCtx ctx = wotc_effect_ctx (e);
  hc_game_ask (g, e->player, D_DICE_ORDER, D_DICE_ORDER);
  g->decision.prompt_arg[0] = e->src;
  for (gint i = 0; i < g->n_cards; i++)
    if (!(g->card[i].flags & FLAG_EFFECT_DAMAGE)
        && wotc_sel_matches (g, &o->sel, &ctx, i))
      hc_game_offer (g, WOTC_OPT_ID (O_TARGET, i, 0), O_TARGET, i, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer_dice (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  if (a)
    apply_dice (g, o, e->player, e->src, a->a);
  return WOTC_OP_AGAIN; /* the next unit, until every one was rolled against */
}

const WotcOpDef wotc_op_dice_damage = {
  .used = M_USE_DICE_DAMAGE,
  .word = "dice-damage",
  .parse = parse_dice,
  .text = text_dice,
  .apply = apply_dice,
  .ask = ask_dice,
  .answer = answer_dice,
  .damage = TRUE,
};
