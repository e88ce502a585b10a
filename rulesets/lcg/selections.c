/* The cards a selection (SEL) matches and those an effect would change:
 * what targets, costs and usability are checked against. */
#include "lcg-verb.h"

/* the enhancements in play a player controls */
static gint
own_enhancements (const HcGame *g, gint player)
{
  gint n = 0;
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
    {
      if (lcg_in_play (g, i) && lcg_type (g, i) == T_ENHANCEMENT
          && g->card[i].controller == player)
        n++;
    }
  return n;
}

gboolean
lcg_sel_matches (const HcGame *g, const LcgSel *s, gint source, gint player,
                 gint card)
{
  const HcCard *c = &g->card[card];
  if ((s->filter & FL_OR_SELF) && card == source)
    return lcg_in_play (g, card);
  if (s->what & WH_HAND_UNIT)
    {
      /* hand-or-discard-unit-or-enhancement: the discard pile too */
      gboolean zone_ok
          = c->zone == Z_HAND
            || ((s->what & WH_DISCARD_UNIT) && c->zone == Z_DISCARD);
      gboolean enh = lcg_type (g, card) == T_ENHANCEMENT;
      if (enh && s->enh_title)
        return zone_ok && c->zone_player == player
               && (s->what & WH_HAND_ENHANCEMENT)
               && g_quark_try_string (hc_card_def (g, card)->title)
                      == s->enh_title;
      return zone_ok && c->zone_player == player
             && (lcg_type (g, card) == T_UNIT
                 || ((s->what & WH_HAND_ENHANCEMENT) && enh))
             && (s->max_cost < 0
                 || hc_card_def (g, card)->stat[S_COST] <= s->max_cost)
             /* lcgU: affiliation:AFF (Award Ceremony) */
             && (!s->aff || lcg_info (g, card)->affiliation == s->aff)
             && (!s->trait[0] || lcg_has_trait (g, card, s->trait[0])
                 || (s->trait[1] && lcg_has_trait (g, card, s->trait[1])));
    }
  if (s->what == WH_DISCARD_EVENT)
    return c->zone == Z_DISCARD && c->zone_player == player
           && lcg_type (g, card) == T_EVENT
           && (!s->aff || lcg_info (g, card)->affiliation == s->aff);
  if (s->what == WH_DISCARD_UNIT)
    return c->zone == Z_DISCARD && c->zone_player == player
           && lcg_type (g, card) == T_UNIT
           && (!s->trait[0] || lcg_has_trait (g, card, s->trait[0])
               || (s->trait[1] && lcg_has_trait (g, card, s->trait[1])));
  gboolean ok = ((s->what & WH_UNIT) && lcg_is_unit (g, card))
                || ((s->what & WH_OBJECTIVE) && lcg_is_objective (g, card))
                || ((s->what & WH_ENHANCEMENT) && lcg_in_play (g, card)
                    && lcg_type (g, card) == T_ENHANCEMENT)
                || ((s->what & WH_AFFILIATION) && c->zone == Z_AFFILIATION
                    && c->under == HC_NONE);
  if (!ok)
    return FALSE;
  if (s->mode == SEL_TARGET
      && lcg_static_of_card (g, LQ_UNTARGETABLE, card) > 0)
    return FALSE;
  if (s->side == SIDE_FRIENDLY && c->controller != player)
    return FALSE;
  if (s->aff && lcg_info (g, card)->affiliation != s->aff)
    return FALSE;
  /* Executor: while undamaged, no enemy card effect can target it */
  if (s->mode == SEL_TARGET && c->controller != player
      && c->counter[C_DAMAGE] == 0
      && lcg_own_static (g, LQ_ENEMY_UNTARGETABLE_UNDAMAGED, card))
    {
      lcg_own_static_ran (g, LQ_ENEMY_UNTARGETABLE_UNDAMAGED, card);
      return FALSE;
    }
  /* Shelter from the Storm: no enemy card effect may target it */
  if (s->mode == SEL_TARGET && c->controller != player
      && lcg_has_effect (g, EFF_SHELTER, card))
    return FALSE;
  /* Jabba the Hutt: an enemy event cannot target it */
  if (s->mode == SEL_TARGET && c->controller != player && source >= 0
      && lcg_is_event_card (g, source)
      && lcg_static_of_card (g, LQ_EVENT_IMMUNE, card) > 0)
    return FALSE;
  if (s->side == SIDE_ENEMY && c->controller == player)
    return FALSE;
  if (s->trait[0] && !lcg_has_trait (g, card, s->trait[0])
      && !(s->trait[1] && lcg_has_trait (g, card, s->trait[1]))
      && !((s->filter & FL_TRAIT_OBJECTIVES) && !lcg_is_objective (g, card))
      && !((s->filter & FL_TRAIT_UNITS) && !lcg_is_unit (g, card)))
    return FALSE;
  if ((s->filter & FL_NON_VEHICLE)
      && lcg_has_trait (g, card, g_quark_from_static_string ("Vehicle")))
    return FALSE;
  if ((s->filter & FL_PARTICIPATING) && !(c->flags & F_PARTICIPATING))
    return FALSE;
  if ((s->filter & FL_ATTACKING)
      && (!(c->flags & F_PARTICIPATING)
          || c->controller != g->global[G_ATTACKER]))
    return FALSE;
  if ((s->filter & FL_DEFENDING)
      && (!(c->flags & F_PARTICIPATING)
          || c->controller == g->global[G_ATTACKER]))
    return FALSE;
  if ((s->filter & FL_EXHAUSTED) && c->counter[C_FOCUS] == 0)
    return FALSE;
  if ((s->filter & FL_READY) && c->counter[C_FOCUS] > 0)
    return FALSE;
  if ((s->filter & FL_SHIELDED) && c->counter[C_SHIELD] == 0)
    return FALSE;
  if ((s->filter & FL_RESOURCES)
      && hc_card_def (g, card)->stat[S_RESOURCES]
                 + lcg_static_of_card (g, LQ_RESOURCES, card)
             <= 0)
    return FALSE;
  if (s->min_enh && lcg_enhancements_on (g, card) < s->min_enh)
    return FALSE;
  if ((s->filter & FL_COMMITTED) && !lcg_is_committed (g, card))
    return FALSE;
  if ((s->filter & FL_UNCOMMITTED) && lcg_is_committed (g, card))
    return FALSE;
  if ((s->filter & FL_UNENGAGED) && card == g->global[G_ENGAGED])
    return FALSE;
  if ((s->filter & FL_NON_LIMITED) && (lcg_info (g, card)->kw & KW_LIMITED))
    return FALSE;
  if ((s->filter & FL_NON_UNIQUE) && hc_card_def (g, card)->unique)
    return FALSE;
  if (s->max_cost >= 0 && hc_card_def (g, card)->stat[S_COST] > s->max_cost)
    return FALSE;
  if (s->min_cost > 0 && hc_card_def (g, card)->stat[S_COST] < s->min_cost)
    return FALSE;
  if ((s->filter & FL_COST_LE_OWN_ENH)
      && hc_card_def (g, card)->stat[S_COST] > own_enhancements (g, player))
    return FALSE;
  return TRUE;
}

/* objectives a player controls (where he captures cards) */
gint
lcg_friendly_objectives (const HcGame *g, gint player, gint16 *out)
{
  gint n = 0;
  /* objectives lie at the top level of the objectives zones */
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, 1u << Z_OBJECTIVES, FALSE, cand);
  HC_FOR_EACH_BIT (cand, i)
    if (lcg_is_objective (g, i) && g->card[i].controller == player
        && !lcg_is_dial_proxy (g, i))
      {
        if (out)
          out[n] = (gint16)i;
        n++;
      }
  return n;
}

/* Would the effect change this card?  (FAQ 3.6: an ability is initiated
 * only if some part of it can resolve; targets are picked among the cards
 * it can work on.) */
gboolean
lcg_op_candidate (const HcGame *g, const LcgOp *op, gint source, gint player,
                  gint subject, gint card)
{
  const LcgSel *s = &op->sel;
  gboolean picked;
  switch (s->mode)
    {
    case SEL_TARGET:
    case SEL_EACH:
      picked = lcg_sel_matches (g, s, source, player, card);
      break;
    case SEL_SELF:
      picked = card == source && lcg_in_play (g, card);
      break;
    case SEL_ENHANCED:
      picked = card == g->card[source].attached_to && lcg_in_play (g, card);
      break;
    case SEL_ENGAGED:
      picked = card == g->global[G_ENGAGED] && lcg_is_objective (g, card);
      break;
    case SEL_SUBJECT:
      picked = card == subject && lcg_in_play (g, card);
      break;
    case SEL_THAT: /* checked against the chosen target by resolve_op */
      picked = lcg_in_play (g, card)
               && (!s->trait[0] || lcg_has_trait (g, card, s->trait[0]));
      break;
    default:
      picked = FALSE;
    }
  if (!picked || ((s->filter & FL_OTHER) && card == subject))
    return FALSE;
  const LcgVerb *v = lcg_verb (op->verb);
  return !v || !v->fits || v->fits (g, op, source, player, card);
}

/* the one card a selector of a known card names, or HC_NONE */
static gint
named_card (const HcGame *g, const LcgSel *s, gint source, gint subject)
{
  switch (s->mode)
    {
    case SEL_SELF:
      return source;
    case SEL_ENHANCED:
      return g->card[source].attached_to;
    case SEL_ENGAGED:
      return g->global[G_ENGAGED];
    case SEL_SUBJECT:
      return subject;
    default:
      return HC_NONE;
    }
}

gint
lcg_op_list (const HcGame *g, const LcgOp *op, gint source, gint player,
             gint subject, gint16 *out)
{
  if (op->sel.mode != SEL_TARGET && op->sel.mode != SEL_EACH
      && op->sel.mode != SEL_THAT)
    {
      /* a selector of one known card needs no walk over the zones: that
       * card is its only candidate (lcg_op_candidate wants it in play) */
      gint one = named_card (g, &op->sel, source, subject);
      if (one < 0 || !lcg_op_candidate (g, op, source, player, subject, one))
        return 0;
      out[0] = (gint16)one;
      return 1;
    }
  /* every candidate is in play, or in the player's discard pile */
  gint n = 0;
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  if (op->sel.what & (WH_DISCARD_UNIT | WH_DISCARD_EVENT))
    for (gint w = 0; w < HC_CARD_WORDS; w++)
      cand[w] |= g->zone_all[player][Z_DISCARD][w];
  if (op->sel.what & WH_HAND_UNIT)
    for (gint w = 0; w < HC_CARD_WORDS; w++)
      cand[w] |= g->zone_all[player][Z_HAND][w];
  HC_FOR_EACH_BIT (cand, i)
    {
      if (lcg_op_candidate (g, op, source, player, subject, i))
        out[n++] = (gint16)i;
    }
  return n;
}

gint
lcg_sel_list (const HcGame *g, const LcgSel *s, gint source, gint player,
              gint16 *out)
{
  /* every card a selection matches is in play, or in the player's discard
   * pile */
  gint n = 0;
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  if (s->what & (WH_DISCARD_UNIT | WH_DISCARD_EVENT))
    for (gint w = 0; w < HC_CARD_WORDS; w++)
      cand[w] |= g->zone_all[player][Z_DISCARD][w];
  if (s->what & WH_HAND_UNIT)
    for (gint w = 0; w < HC_CARD_WORDS; w++)
      cand[w] |= g->zone_all[player][Z_HAND][w];
  HC_FOR_EACH_BIT (cand, i)
    {
      if (lcg_sel_matches (g, s, source, player, i))
        out[n++] = (gint16)i;
    }
  return n;
}
