/* When a card ability or event may be initiated: its effects possible,
 * its costs payable, its limits and conditions met (FAQ 3.6), and the
 * options that offer the usable ones in a window. */
#include "lcg-verb.h"

gboolean
lcg_op_always (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)g;
  (void)op;
  (void)source;
  (void)player;
  (void)trigger;
  return TRUE;
}

/* lcgS: ... and for an effect that never can on its own (the second half
 * of a move; an effect on another friendly player) */
gboolean
lcg_op_never (const HcGame *g, const LcgOp *op, gint source, gint player,
              const HcFrame *trigger)
{
  return !lcg_op_always (g, op, source, player, trigger);
}

/* a verb of several decisions with a selector needs a card to work on */
gboolean
lcg_op_some_card (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  gint16 list[HC_MAX_CARDS];
  return op->sel.mode == SEL_NONE
         || lcg_op_list (g, op, source, player, subject, list) > 0;
}

gboolean
lcg_op_own_deck (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  return hc_zone_count (g, player, Z_DECK) > 0
         && lcg_op_some_card (g, op, source, player, trigger);
}

gboolean
lcg_op_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  gint16 list[HC_MAX_CARDS];
  if (op->sel.mode == SEL_THAT)
    return FALSE; /* it works on what an earlier effect chose */
  const LcgVerb *v = lcg_verb (op->verb);
  if (v && v->possible)
    return v->possible (g, op, source, player, trigger);
  return lcg_op_list (g, op, source, player, subject, list) > 0;
}

static gboolean
has_marker (const HcGame *g, guint16 kind, gint target, gint32 value,
            gint32 arg)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->kind == kind && e->target == target && e->value == value
          && e->arg == arg)
        return TRUE;
    }
  return FALSE;
}

static gint
count_markers (const HcGame *g, guint16 kind, gint target, gint32 value,
               gint32 arg)
{
  gint n = 0;
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      n += e->kind == kind && e->target == target && e->value == value
           && e->arg == arg;
    }
  return n;
}

gboolean
lcg_is_event_card (const HcGame *g, gint card)
{
  return lcg_type (g, card) == T_EVENT;
}

/* lcgAC: does paying the cost with `card` leave each cheaper-than-cost
 * target a candidate (Outmaneuver: an enemy unit of lower printed cost)?
 * A cost that leaves the effect no target cannot be chosen. */
gboolean
lcg_fits_cost_card (const HcGame *g, const LcgSel *s, gint cost_card, gint card)
{
  if (card == cost_card)
    return FALSE;
  if ((s->filter & FL_CHEAPER_THAN_COST)
      && hc_card_def (g, card)->stat[S_COST]
             >= hc_card_def (g, cost_card)->stat[S_COST])
    return FALSE;
  /* lcgAC: "with the same name" (Heroes and Legends) */
  return !(s->filter & FL_SAME_TITLE_AS_COST)
         || lcg_info (g, card)->title_id == lcg_info (g, cost_card)->title_id;
}

static gboolean
leaves_cheaper_target (const HcGame *g, gint source, const LcgClause *cl,
                       gint player, gint card)
{
  for (gint k = 0; k < cl->n_ops; k++)
    {
      const LcgOp *op = &cl->op[k];
      if (!(op->sel.filter & (FL_CHEAPER_THAN_COST | FL_SAME_TITLE_AS_COST)))
        continue;
      gint16 list[HC_MAX_CARDS];
      gint n = lcg_op_list (g, op, source, player, HC_NONE, list), ok = 0;
      for (gint i = 0; i < n; i++)
        ok |= lcg_fits_cost_card (g, &op->sel, card, list[i]);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* the cards that can pay a discard or sacrifice cost (FAQ 2.16: only the
 * player's own) */
gint
lcg_cost_cards (const HcGame *g, gint source, const LcgClause *cl, gint player,
                gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      gboolean ok
          = cl->cost == COST_DISCARD_CAPTURED ? c->under == source
            : cl->cost == COST_RETURN_CAPTURED
                ? c->under >= 0 && lcg_is_objective (g, c->under)
                      && lcg_in_play (g, c->under)
                      && g->card[c->under].controller == player
            : cl->cost == COST_DISCARD_HAND
                ? c->zone == Z_HAND && c->zone_player == player && i != source
            /* lcgAC: a unique unit card in hand, with the trait */
            : cl->cost == COST_FOCUS_REVEAL
                ? c->zone == Z_HAND && c->zone_player == player
                      && lcg_type (g, i) == T_UNIT && hc_card_def (g, i)->unique
                      && lcg_has_trait (g, i, cl->cost_trait)
                      && leaves_cheaper_target (g, source, cl, player, i)
            /* lcgV: a shield off a card (a unit) you control */
            : cl->cost == COST_UNSHIELD_CARD || cl->cost == COST_UNSHIELD_UNIT
                ? lcg_in_play (g, i) && c->controller == player
                      && c->counter[C_SHIELD] > 0
                      && (cl->cost == COST_UNSHIELD_CARD || lcg_is_unit (g, i))
                : lcg_is_unit (g, i) && c->controller == player
                      && (!cl->cost_trait
                          || lcg_has_trait (g, i, cl->cost_trait))
                      && (!cl->cost_aff
                          || lcg_info (g, i)->affiliation == cl->cost_aff)
                      && (cl->cost != COST_FOCUS_UNIT || lcg_ready (g, i))
                      && (cl->cost != COST_RETURN_UNIT
                          || leaves_cheaper_target (g, source, cl, player, i));
      if (ok)
        {
          if (out)
            out[n] = (gint16)i;
          n++;
        }
    }
  return n;
}

gboolean
lcg_clause_usable (HcGame *g, gint source, gint clause, gint player,
                   const HcFrame *trigger)
{
  const LcgClause *cl = lcg_clause (g, source, clause);
  const HcCard *c = &g->card[source];
  gint window = trigger ? trigger->arg[EVA_MODE] : W_DEPLOY;
  /* Hate: a blanked unit has no ability of its own text */
  if (lcg_blanked (g, source))
    return FALSE;
  /* where the ability can be used from: events from hand, other cards in
   * play under the player's control (FAQ 3.5) */
  if (cl->when == EV_PLAYING && cl->when_who == WHO_SELF)
    {
      /* lcgW: the unit being played, set aside while it is paid for
       * (Dark Trooper Legion; deploy.c) */
      if (c->zone != Z_SETASIDE || c->zone_player != player)
        return FALSE;
    }
  else if (lcg_is_event_card (g, source) || cl->cost == COST_DISCARD_SELF
           || cl->from_hand)
    {
      /* an event, or a card whose cost is discarding it from the hand,
       * is used from there (FAQ 3.5) */
      if (c->zone != Z_HAND || c->zone_player != player)
        return FALSE;
    }
  else if (cl->from_discard)
    {
      /* lcgS: used from its owner's discard pile (Shistavanen Wolfman) */
      if (c->zone != Z_DISCARD || c->zone_player != player)
        return FALSE;
    }
  else if (!lcg_in_play (g, source) || c->controller != player
           || (c->flags & HC_CARD_FACE_DOWN))
    return FALSE;
  switch (cl->kind)
    {
    case CK_ACTION:
      if (trigger)
        return FALSE;
      break;
    case CK_REACTION:
    case CK_FORCED_REACTION:
      if (!trigger || window != W_REACTION)
        return FALSE;
      break;
    case CK_INTERRUPT:
    case CK_FORCED_INTERRUPT:
      if (!trigger || window != W_INTERRUPT)
        return FALSE;
      break;
    default:
      return FALSE; /* fate cards resolve in edge battles only */
    }
  if (trigger)
    {
      gint subject = trigger->arg[EVA_SUBJECT];
      gint who = trigger->arg[EVA_PLAYER];
      if (trigger->arg[EVA_KIND] != cl->when)
        return FALSE;
      if (cl->when_who == WHO_SELF && subject != source)
        return FALSE;
      if (cl->when_who == WHO_SELF_ATTACKER
          && (subject != source || g->global[G_ATTACKER] != player))
        return FALSE;
      if (cl->when_who == WHO_ENHANCED
          && (subject < 0 || subject != c->attached_to))
        return FALSE;
      if (cl->when_who == WHO_ENHANCED_LOST_OWN_TURN
          && (c->attached_to < 0 || g->card[c->attached_to].controller == who
              || g->global[HC_G_ACTIVE] != g->card[c->attached_to].controller))
        return FALSE;
      if (cl->when_who == WHO_YOU && who != player)
        return FALSE;
      /* lcgV: the unit may be gone (destroyed by the rest of the damage
       * its shield met) */
      if (cl->when_who == WHO_YOU_FROM_UNIT
          && (who != player || subject < 0 || lcg_type (g, subject) != T_UNIT))
        return FALSE;
      if (cl->when_who == WHO_YOUR_ATTACKER
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller != player
              || g->global[G_ATTACKER] != player))
        return FALSE;
      if (cl->when_who == WHO_FRIENDLY_ATTACKER_LEFT
          && (who != player || trigger->arg[EVA_AMOUNT] != 1))
        return FALSE;
      if (cl->when_who == WHO_OPPONENT && who == player)
        return FALSE;
      if (cl->when_who == WHO_CAPTURED_UNIT_HERE
          && (who != player || subject < 0 || lcg_type (g, subject) != T_UNIT
              || g->card[subject].under != source))
        return FALSE;
      if (cl->when_who == WHO_FRIENDLY_UNIQUE_LEFT
          && (who != player || subject < 0 || lcg_type (g, subject) != T_UNIT
              || !hc_card_def (g, subject)->unique))
        return FALSE;
      if (cl->when_who == WHO_SELF_SOURCE && trigger->arg[EVA_SOURCE] != source)
        return FALSE;
      /* lcgS: won by only_n or more Force icons, the condition's amount
       * (Shistavanen Wolfman) */
      if (cl->only == ONLY_STRUGGLE_MARGIN
          && trigger->arg[EVA_AMOUNT] < cl->only_n)
        return FALSE;
      if (cl->when_who == WHO_SELF_SOURCE_KILLED
          && (trigger->arg[EVA_SOURCE] != source || subject < 0
              || lcg_type (g, subject) != T_UNIT || lcg_in_play (g, subject)
              || g->card[subject].controller == player))
        return FALSE;
      if (cl->when_who == WHO_YOUR_OBJECTIVE
          && (subject < 0 || !lcg_is_objective (g, subject)
              || g->card[subject].controller != player))
        return FALSE;
      if (cl->when_who == WHO_ANY_UNIT
          && (subject < 0 || !lcg_is_unit (g, subject)))
        return FALSE;
      if ((cl->when_who == WHO_ANY_OBJECTIVE || cl->when_who == WHO_OBJECTIVE)
          && (subject < 0 || !lcg_is_objective (g, subject)))
        return FALSE;
      if (cl->when_aff
          && (subject < 0
              || lcg_info (g, subject)->affiliation != cl->when_aff))
        return FALSE;
      if (cl->when_who == WHO_OTHER_FRIENDLY
          && (subject < 0 || subject == source
              || g->card[subject].controller != player))
        return FALSE;
      if (cl->when_who == WHO_FRIENDLY_NON_VEHICLE
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller != player
              || lcg_has_trait (g, subject,
                                g_quark_from_static_string ("Vehicle"))))
        return FALSE;
      if (cl->when_who == WHO_TITLED
          && (subject < 0
              || g_quark_try_string (hc_card_def (g, subject)->title)
                     != cl->when_trait))
        return FALSE;
      if (cl->when_who == WHO_YOUR_FATE_UNTITLED
          && (who != player || subject < 0 || lcg_type (g, subject) != T_FATE
              || g_quark_try_string (hc_card_def (g, subject)->title)
                     == cl->when_trait))
        return FALSE;
      if (cl->when_trait && cl->when_who != WHO_TITLED
          && cl->when_who != WHO_YOUR_FATE_UNTITLED
          && (subject < 0
              || (!lcg_has_trait (g, subject, cl->when_trait)
                  && !(cl->when_trait2
                       && lcg_has_trait (g, subject, cl->when_trait2)))))
        return FALSE;
      if (cl->when_who == WHO_ENEMY_ATTACKER
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller == player
              || g->global[G_ATTACKER] != g->card[subject].controller
              || !(g->card[subject].flags & F_PARTICIPATING)))
        return FALSE;
      /* "It's Worse"-style self-reference aside, an event does not
       * interrupt its own play */
      if (subject == source && lcg_is_event_card (g, source))
        return FALSE;
      if (cl->when_who == WHO_ENEMY_UNIT
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller == player))
        return FALSE;
      if (cl->when_who == WHO_FRIENDLY_UNIT
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller != player))
        return FALSE;
      if (cl->when_who == WHO_FRIENDLY_UNIT_ENGAGED
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller != player
              || g->global[G_ENGAGED] < 0))
        return FALSE;
      if (cl->when_cost_cap
          && (subject < 0
              || hc_card_def (g, subject)->stat[S_COST]
                     > cl->when_cost_cap - 1))
        return FALSE;
      if (has_marker (g, EFF_USED_TRIGGER, source, trigger->arg[EVA_SEQ],
                      clause))
        return FALSE;
    }
  if (!lcg_clause_ready (g, source, clause, player))
    return FALSE;
  /* some part of the effect must be able to resolve (FAQ 3.6) */
  gboolean any = FALSE;
  for (gint k = 0; k < cl->n_ops; k++)
    any |= lcg_op_possible (g, &cl->op[k], source, player, trigger)
           /* lcgV: "that" card is the one its cost removes a shield from
            * (Asteroid Base), there once the cost can be paid */
           || (cl->op[k].sel.mode == SEL_THAT
               && (cl->cost == COST_UNSHIELD_CARD
                   || cl->cost == COST_UNSHIELD_UNIT));
  return any;
}

/* does any objective this player controls have the trait? */
static gboolean
controls_objective (const HcGame *g, gint player, GQuark trait)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_objective (g, i) && g->card[i].controller == player
        && !(g->card[i].flags & HC_CARD_FACE_DOWN)
        && lcg_has_trait (g, i, trait))
      return TRUE;
  return FALSE;
}

/* lcgT: an objective in play with the trait, either player's, has damage
 * on it */
static gboolean
damaged_objective (const HcGame *g, GQuark trait)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_objective (g, i) && lcg_in_play (g, i)
        && !(g->card[i].flags & HC_CARD_FACE_DOWN)
        && g->card[i].counter[C_DAMAGE] > 0 && lcg_has_trait (g, i, trait))
      return TRUE;
  return FALSE;
}

/* an objective of the player was engaged this turn: the flag stays on the
 * card until the turn ends, even once it has left play (destroyed) */
static gboolean
engaged_this_turn (const HcGame *g, gint player)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_type (g, i) == T_OBJECTIVE && g->card[i].owner == player
        && (g->card[i].flags & F_ENGAGED))
      return TRUE;
  return FALSE;
}

/* the player attacks with exactly one unit (Smuggling Compartment) */
static gboolean
alone_attacker (const HcGame *g, gint player)
{
  if (g->global[G_ATTACKER] != player || g->global[G_ENGAGED] < 0)
    return FALSE;
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    n += lcg_is_unit (g, i) && g->card[i].controller == player
         && (g->card[i].flags & F_PARTICIPATING);
  return n == 1;
}

/* The conditions of an ability that do not depend on its triggering
 * condition: play restrictions, limits and whether its costs can be
 * paid. */
gboolean
lcg_clause_ready (HcGame *g, gint source, gint clause, gint player)
{
  const LcgClause *cl = lcg_clause (g, source, clause);
  if (cl->only == ONLY_UNDAMAGED && g->card[source].counter[C_DAMAGE] > 0)
    return FALSE;
  if (cl->only == ONLY_COMMITTED && !lcg_is_committed (g, source))
    return FALSE;
  /* Echo Base: an objective he is considered to control counts */
  if (cl->only == ONLY_NO_ENGAGEMENT_AGAINST && engaged_this_turn (g, player))
    return FALSE;
  if (cl->only == ONLY_FORCE_CARD_IN_SUPPLY
      && lcg_force_supply (g, player) <= 0)
    return FALSE;
  if (cl->only == ONLY_CONTROL
      && !controls_objective (g, player, cl->only_trait)
      && lcg_objectives_controlled (g, player, cl->only_trait) == 0)
    return FALSE;
  if (cl->only == ONLY_FEWER_UNITS && !lcg_fewer_units (g, player))
    return FALSE;
  if (cl->only == ONLY_MORE_OBJECTIVES
      && lcg_objectives_controlled (g, player, cl->only_trait)
             <= lcg_objectives_controlled (g, 1 - player, cl->only_trait))
    return FALSE;
  if (cl->only == ONLY_OBJECTIVE_IN_PLAY
      && !controls_objective (g, LCG_DARK, cl->only_trait)
      && !controls_objective (g, LCG_LIGHT, cl->only_trait))
    return FALSE;
  if (cl->only == ONLY_DAMAGED_OBJECTIVE
      && !damaged_objective (g, cl->only_trait))
    return FALSE;
  if (cl->only == ONLY_YOUR_TURN_UNLESS_DARK && g->global[HC_G_ACTIVE] != player
      && g->global[G_BALANCE] != LCG_DARK)
    return FALSE;
  if (cl->only == ONLY_ENGAGED_FRIENDLY
      && (g->global[G_ENGAGED] < 0
          || g->card[g->global[G_ENGAGED]].controller != player
          || !lcg_has_trait (g, g->global[G_ENGAGED], cl->only_trait)))
    return FALSE;
  if (cl->limit == LIM_ONCE_PER_EDGE
      && (lcg_edge_battle_seq (g) < 0
          || has_marker (g, EFF_LIMIT_COPY, source, lcg_edge_battle_seq (g),
                         clause)))
    return FALSE;
  if (cl->only == ONLY_YOUR_TURN && g->global[HC_G_ACTIVE] != player)
    return FALSE;
  if (cl->only == ONLY_ATTACKER && g->global[G_ATTACKER] != player)
    return FALSE;
  if (cl->only == ONLY_ENGAGEMENT && g->global[G_ENGAGED] < 0)
    return FALSE;
  if (cl->only == ONLY_ALONE_ATTACKER && !alone_attacker (g, player))
    return FALSE;
  if (cl->only == ONLY_EDGE_LOST_MARGIN
      && (g->global[G_EDGE] != 1 - player
          || g->res[1 - player][R_EDGE] - g->res[player][R_EDGE] < cl->only_n))
    return FALSE;
  if (cl->only == ONLY_PARTICIPATING
      && !(g->card[source].flags & F_PARTICIPATING))
    return FALSE;
  if (cl->only == ONLY_FORCE_PHASE && g->global[HC_G_PHASE] != PH_FORCE)
    return FALSE;
  if (cl->only == ONLY_HAVE_EDGE && g->global[G_EDGE] != player)
    return FALSE;
  if (cl->only == ONLY_OPPONENT_TURN && g->global[HC_G_ACTIVE] == player)
    return FALSE;
  if (cl->only == ONLY_DARK_BALANCE && g->global[G_BALANCE] != LCG_DARK)
    return FALSE;
  if (cl->only == ONLY_LIGHT_BALANCE && g->global[G_BALANCE] != LCG_LIGHT)
    return FALSE;
  if (cl->only == ONLY_ENHANCED_PARTICIPATING_EDGE_MARGIN
      && (g->card[source].attached_to < 0
          || !(g->card[g->card[source].attached_to].flags & F_PARTICIPATING)
          || g->global[G_EDGE] != player
          || g->res[player][R_EDGE] - g->res[1 - player][R_EDGE] < cl->only_n))
    return FALSE;
  if (cl->only == ONLY_EDGE_MARGIN
      && (g->global[G_EDGE] != player
          || g->res[player][R_EDGE] - g->res[1 - player][R_EDGE] < cl->only_n))
    return FALSE;
  if (cl->only == ONLY_DEFENDER
      && (g->global[G_ATTACKER] < 0 || g->global[G_ATTACKER] == player))
    return FALSE;
  if (cl->only == ONLY_YOUR_DEPLOYMENT
      && (g->global[HC_G_ACTIVE] != player
          || g->global[HC_G_PHASE] != PH_DEPLOY))
    return FALSE;
  if (cl->cost == COST_DAMAGE_SELF && !lcg_in_play (g, source))
    return FALSE;
  if (cl->limit == LIM_ONCE_PER_TURN
      && has_marker (g, EFF_LIMIT_COPY, source, 0, clause))
    return FALSE;
  /* Imperial Discipline: "Limit 3 times per phase" */
  if (cl->limit == LIM_3_PER_PHASE
      && count_markers (g, EFF_LIMIT_COPY, source, 0, clause) >= 3)
    return FALSE;
  if (cl->limit == LIM_ONCE_PER_PHASE
      && has_marker (g, EFF_LIMIT_COPY, source, 0, clause))
    return FALSE;
  /* lcgX: the marker lasts until the end of the engagement (HC_DUR_BATTLE,
   * conflict.c) */
  if (cl->limit == LIM_ONCE_PER_ENGAGEMENT
      && (g->global[G_ENGAGED] < 0
          || has_marker (g, EFF_LIMIT_COPY, source, 0, clause)))
    return FALSE;
  if (cl->limit == LIM_ONE_PER_TURN
      && has_marker (g, EFF_LIMIT_TITLE, HC_NONE,
                     lcg_info (g, source)->title_id, player))
    return FALSE;
  if ((cl->cost == COST_FOCUS_SELF || cl->cost == COST_FOCUS_REVEAL)
      && !lcg_ready (g, source))
    return FALSE;
  if ((cl->cost == COST_SACRIFICE_SELF || cl->cost == COST_SHUFFLE_SELF
       || cl->cost == COST_RETURN_SELF)
      && !lcg_in_play (g, source))
    return FALSE;
  if (cl->cost == COST_SPEND
      && !lcg_can_pay (g, player, cl->cost_n, AF_NEUTRAL))
    return FALSE;
  if (cl->cost == COST_RESERVE && lcg_reserve (g, player) < cl->cost_n)
    return FALSE;
  if ((cl->cost == COST_DISCARD_HAND || cl->cost == COST_SACRIFICE
       || cl->cost == COST_FOCUS_UNIT || cl->cost == COST_DISCARD_CAPTURED
       || cl->cost == COST_RETURN_CAPTURED || cl->cost == COST_UNSHIELD_CARD
       || cl->cost == COST_UNSHIELD_UNIT || cl->cost == COST_RETURN_UNIT
       || cl->cost == COST_FOCUS_REVEAL)
      && lcg_cost_cards (g, source, cl, player, NULL) < MAX (1, cl->cost_n))
    return FALSE;
  if (cl->cost == COST_UNSHIELD_SELF
      && (!lcg_in_play (g, source) || g->card[source].counter[C_SHIELD] == 0))
    return FALSE;
  if (cl->cost == COST_PLACE_DAMAGE && !lcg_in_play (g, source))
    return FALSE;
  /* the card it enhances must be there to take the damage */
  if (cl->cost == COST_DAMAGE_ENHANCED
      && (g->card[source].attached_to < 0
          || !lcg_in_play (g, g->card[source].attached_to)))
    return FALSE;
  if (lcg_is_event_card (g, source))
    {
      if ((lcg_info (g, source)->kw & KW_LIMITED) && g->res[player][R_LIMITED])
        return FALSE;
      if (!lcg_can_pay (g, player, lcg_play_cost (g, player, source),
                        lcg_info (g, source)->affiliation))
        return FALSE;
    }
  return TRUE;
}

void
lcg_offer_abilities (HcGame *g, gint player, gint window,
                     const HcFrame *trigger)
{
  (void)window;
  gint ev = trigger ? trigger->arg[EVA_KIND] : 0;
  guint64 bit = LCG_EV_BIT (ev);
  gint mode = trigger ? trigger->arg[EVA_MODE] : -1;
  /* no card of this game answers the condition: none to look at */
  if (trigger
      && !(mode == W_INTERRUPT  ? g->def_marks[LCG_MARK_INTERRUPTS] & bit
           : mode == W_REACTION ? g->def_marks[LCG_MARK_REACTIONS] & bit
                                : 0))
    return;
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  /* a reaction may be used from the discard pile too (lcgS: Shistavanen
   * Wolfman) */
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    cand[w] |= g->zone_all[player][Z_HAND][w]
               | (mode == W_REACTION ? g->zone_all[player][Z_DISCARD][w] : 0);
  /* lcgW: the unit being played answers its own playing (Dark Trooper
   * Legion) */
  gint playing = mode == W_INTERRUPT && ev == EV_PLAYING
                     ? trigger->arg[EVA_SUBJECT]
                     : HC_NONE;
  /* the cards played from where they lie: the player's hand (and discard
   * pile for a reaction), and the unit being played */
  guint64 from_hand[HC_CARD_WORDS];
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    from_hand[w]
        = g->zone_all[player][Z_HAND][w]
          | (mode == W_REACTION ? g->zone_all[player][Z_DISCARD][w] : 0);
  if (playing >= 0)
    {
      const HcCard *c = &g->card[playing];
      guint64 b = G_GUINT64_CONSTANT (1) << (playing & 63);
      cand[playing >> 6] |= b;
      if ((c->zone == Z_HAND || c->zone == Z_DISCARD || c->zone == Z_SETASIDE)
          && c->zone_player == player)
        from_hand[playing >> 6] |= b;
    }
  HC_FOR_EACH_BIT (cand, i)
    {
      const HcCard *c = &g->card[i];
      const LcgCard *info = lcg_info (g, i);
      /* at a glance: nothing of it answers this window (first: it turns
       * most cards away) */
      if (!trigger              ? !info->has_action
          : mode == W_INTERRUPT ? !(info->interrupts_on & bit)
          : mode == W_REACTION  ? !(info->reactions_on & bit)
                                : TRUE)
        continue;
      gboolean hand = (from_hand[i >> 6] >> (i & 63)) & 1;
      if (!hand && (c->controller != player || !lcg_in_play (g, i)))
        continue;
      for (gint k = 0; k < info->n_clauses; k++)
        {
          /* forced abilities are not offered: they resolve (events.c) */
          if (info->clause[k].kind == CK_FORCED_REACTION
              || info->clause[k].kind == CK_FORCED_INTERRUPT)
            continue;
          if (!lcg_clause_usable (g, i, k, player, trigger))
            continue;
          if (lcg_is_event_card (g, i))
            hc_game_offer (g, LCG_OPT_ID (O_EVENT, c->def, k), O_EVENT, i, k,
                           0);
          else
            hc_game_offer (g, LCG_OPT_ID (O_ABILITY, i, k), O_ABILITY, i, k, 0);
        }
    }
}
