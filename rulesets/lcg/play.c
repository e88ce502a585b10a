/* Card abilities and event cards: when they may be initiated, and their
 * resolution in the six steps of the FAQ's Effect Resolution: 1 check
 * play restrictions, 2 determine the cost, 3 apply cost modifiers, 4 pay,
 * 5 choose targets, 6 the card is played / the effect resolves.  An
 * event card being played is itself a triggering condition, which
 * interrupts may cancel (Counter-stroke); a cancelled effect keeps its
 * paid costs and still counts toward its limit (FAQ 3.1, 4.8). */
#include "lcg-internal.h"

enum
{
  P_SRC,
  P_CLAUSE,
  P_PLAYER,
  P_TARGET,
  P_TRIGGER, /* index of the triggering condition's frame, or -1 */
  P_OP,      /* the next effect to resolve */
  P_LEFT,    /* cost cards still to choose; once costs are paid: */
};
/* the second target (moving damage: where it goes), chosen once the costs
 * are paid, so it reuses the cost counter's slot */
#define P_TARGET2 P_LEFT
/* the unit Get Me Solo! names (its title), in the same slot: that effect
 * has no targets */
#define P_NAMED P_LEFT

/* the step's program counter: effect resolution in order */
enum
{
  PC_DECLARE,
  PC_TARGETS,
  PC_TARGET_ANSWER,
  PC_PLAYED,
  PC_INTERRUPTED,
  PC_EXECUTED,
  PC_RESOLVE,
  PC_FINISH,
  PC_CHOICE_ANSWER, /* an effect's choice made as it resolves */
  PC_COSTS,         /* resources paid: the other costs */
  PC_COST_ANSWER,
  PC_COST_CHECK, /* was a damage cost dealt in full? */
  PC_TARGET2,    /* step 5 again: an effect's second target */
  PC_TARGET2_ANSWER,
};

static gboolean is_event_card (const HcGame *g, gint card);

const LcgClause *
lcg_clause (const HcGame *g, gint card, gint clause)
{
  return &lcg_info (g, card)->clause[clause];
}

static const HcFrame *
trigger_of (const HcGame *g, gint index)
{
  if (index < 0 || index >= g->n_frames || g->frame[index].kind != ST_EVENT)
    return NULL;
  return &g->frame[index];
}

gboolean
lcg_sel_matches (const HcGame *g, const LcgSel *s, gint source, gint player,
                 gint card)
{
  (void)source;
  const HcCard *c = &g->card[card];
  if (s->what & WH_HAND_UNIT)
    return c->zone == Z_HAND && c->zone_player == player
           && (lcg_type (g, card) == T_UNIT
               || ((s->what & WH_HAND_ENHANCEMENT)
                   && lcg_type (g, card) == T_ENHANCEMENT))
           && (s->max_cost < 0
               || hc_card_def (g, card)->stat[S_COST] <= s->max_cost)
           && (!s->trait[0] || lcg_has_trait (g, card, s->trait[0])
               || (s->trait[1] && lcg_has_trait (g, card, s->trait[1])));
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
  if (lcg_info (g, card)->dial_win)
    return FALSE; /* Trench Run cannot be targeted */
  if (s->side == SIDE_FRIENDLY && c->controller != player)
    return FALSE;
  /* Jabba the Hutt: an enemy event cannot target it */
  if (s->mode == SEL_TARGET && lcg_info (g, card)->event_immune
      && c->controller != player && source >= 0 && is_event_card (g, source))
    return FALSE;
  if (s->side == SIDE_ENEMY && c->controller == player)
    return FALSE;
  if (s->trait[0] && !lcg_has_trait (g, card, s->trait[0])
      && !(s->trait[1] && lcg_has_trait (g, card, s->trait[1])))
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
  if ((s->filter & FL_EXHAUSTED) && c->counter[C_FOCUS] == 0)
    return FALSE;
  if ((s->filter & FL_SHIELDED) && c->counter[C_SHIELD] == 0)
    return FALSE;
  if ((s->filter & FL_COMMITTED) && !(c->flags & F_COMMITTED))
    return FALSE;
  if ((s->filter & FL_UNENGAGED) && card == g->global[G_ENGAGED])
    return FALSE;
  if ((s->filter & FL_NON_LIMITED) && (lcg_info (g, card)->kw & KW_LIMITED))
    return FALSE;
  if ((s->filter & FL_NON_UNIQUE) && hc_card_def (g, card)->unique)
    return FALSE;
  if (s->max_cost >= 0 && hc_card_def (g, card)->stat[S_COST] > s->max_cost)
    return FALSE;
  return TRUE;
}

/* objectives a player controls (where he captures cards) */
static gint
friendly_objectives (const HcGame *g, gint player, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_objective (g, i) && g->card[i].controller == player
        && !lcg_is_dial_proxy (g, i))
      {
        if (out)
          out[n] = (gint16)i;
        n++;
      }
  return n;
}

/* Rancor: the units in play of lowest printed cost without the trait */
static gint
cheapest_units (const HcGame *g, const LcgOp *op, gint16 *out)
{
  gint best = G_MAXINT, n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      if (!lcg_is_unit (g, i) || lcg_has_trait (g, i, op->sel.trait[0]))
        continue;
      gint cost = hc_card_def (g, i)->stat[S_COST];
      if (cost < best)
        {
          best = cost;
          n = 0;
        }
      if (cost == best)
        {
          if (out)
            out[n] = (gint16)i;
          n++;
        }
    }
  return n;
}

/* move-focus: the cards the token may go to, other than the first
 * target */
static gint
second_targets (const HcGame *g, const LcgOp *op, gint source, gint player,
                gint first, gint16 *out)
{
  gint16 list[HC_MAX_CARDS];
  gint n = lcg_sel_list (g, &op->to, source, player, list), k = 0;
  for (gint i = 0; i < n; i++)
    if (list[i] != first && !lcg_cannot_be_focused (g, list[i], player))
      {
        if (out)
          out[k] = list[i];
        k++;
      }
  return k;
}

/* Would the effect change this card?  (FAQ 3.6: an ability is initiated
 * only if some part of it can resolve; targets are picked among the cards
 * it can work on.) */
static gboolean
op_candidate (const HcGame *g, const LcgOp *op, gint source, gint player,
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
      picked = lcg_in_play (g, card);
      break;
    default:
      picked = FALSE;
    }
  if (!picked || ((s->filter & FL_OTHER) && card == subject))
    return FALSE;
  const HcCard *c = &g->card[card];
  switch (op->verb)
    {
    case V_UNFOCUS:
    case V_UNFOCUS_ALL:
      return c->counter[C_FOCUS] > 0;
    case V_MOVE_FOCUS:
      return c->counter[C_FOCUS] > 0
             && second_targets (g, op, source, player, card, NULL) > 0;
    case V_PUT_INTO_PLAY:
      return lcg_put_possible (g, player, card);
    case V_HEAL:
    case V_HEAL_ALL:
      return c->counter[C_DAMAGE] > 0;
    case V_SHIELD:
      return c->counter[C_SHIELD] == 0;
    case V_MOVE_DAMAGE:
      return c->counter[C_DAMAGE] > 0;
    case V_DAMAGE: /* FAQ 4.11: it cannot be chosen to take damage */
    case V_MOVE_TO:
      return !lcg_cannot_be_damaged (g, card, player);
    case V_FOCUS:
      return !lcg_cannot_be_focused (g, card, player);
    case V_CAPTURE:
      return lcg_is_unit (g, card) && friendly_objectives (g, player, NULL) > 0;
    case V_TAKE_CONTROL:
      return lcg_is_unit (g, card) && c->controller != player;
    case V_UNFOCUS_UP_TO:
      return c->counter[C_FOCUS] > 0;
    case V_SHED:
      return c->counter[C_FOCUS] > 0 || c->counter[C_DAMAGE] > 0
             || c->counter[C_SHIELD] > 0 || lcg_enhancements_on (g, card) > 0;
    default:
      return TRUE;
    }
}

static gint
op_list (const HcGame *g, const LcgOp *op, gint source, gint player,
         gint subject, gint16 *out)
{
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
      if (op_candidate (g, op, source, player, subject, i))
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

static gboolean
op_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
             const HcFrame *trigger)
{
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  gint16 list[HC_MAX_CARDS];
  if (op->sel.mode == SEL_THAT)
    return FALSE; /* it works on what an earlier effect chose */
  switch (op->verb)
    {
    case V_DRAW:
      return hc_zone_count (g, player, Z_DECK) > 0;
    case V_CANCEL:
      return trigger && !trigger->arg[EVA_CANCELLED];
    case V_PREVENT:
    case V_PREVENT_ANY:
      return trigger && trigger->arg[EVA_AMOUNT] > 0;
    case V_CANCEL_EDGE:
    case V_DIAL:
      return TRUE;
    case V_RECALL:
      return hc_zone_count (g, player, Z_DISCARD) > 0;
    case V_CAPTURE_RANDOM:
      return lcg_is_objective (g, source)
             && hc_zone_count (g, 1 - player, Z_HAND) > 0;
    case V_DISCARD_RANDOM:
      return hc_zone_count (g, 1 - player, Z_HAND) > 0;
    case V_SEARCH_OBJECTIVE:
      return hc_zone_count (g, player, Z_OBJ_DECK) > 0;
    case V_DISCARD_CHOSEN:
      return hc_zone_count (g, player, Z_HAND)
             > (is_event_card (g, source) ? 1 : 0);
    case V_OPP_DISCARD:
    case V_DISCARD_OPP_HAND:
      return hc_zone_count (g, 1 - player, Z_HAND) > 0;
    case V_TO_HAND_INSTEAD:
      return trigger
             && (trigger->arg[EVA_KIND] == EV_DESTROYED
                 || trigger->arg[EVA_KIND] == EV_LEAVES_PLAY)
             && trigger->arg[EVA_AMOUNT] == 0 && subject >= 0
             && lcg_is_unit (g, subject);
    case V_DIAL_DOWN:
      return g->global[G_DIAL] > 1;
    case V_HAND_TO_BOTTOM:
      return hc_zone_count (g, player, Z_HAND) > 0;
    case V_IGNORE_MATCH:
      return TRUE;
    case V_EACH_SACRIFICE:
      for (gint i = 0; i < g->n_cards; i++)
        if (lcg_is_unit (g, i))
          return TRUE;
      return FALSE;
    case V_EDGE_FROM_DECK:
      return trigger && trigger->arg[EVA_KIND] == EV_EDGE_PLACE
             && trigger->arg[EVA_AMOUNT] == 0
             && hc_zone_count (g, player, Z_DECK) > 0;
    case V_DAMAGE_INSTEAD:
      return trigger && trigger->arg[EVA_KIND] == EV_FOCUS_PLACED
             && trigger->arg[EVA_AMOUNT] > 0 && subject >= 0
             && lcg_in_play (g, subject);
    case V_NAME_CAPTURE:
      return TRUE; /* naming needs no card in the opponent's hand */
    case V_ENGAGE_AGAIN:
      return g->global[G_ENGAGED] >= 0
             && lcg_is_objective (g, g->global[G_ENGAGED]);
    case V_DESTROY_CHEAPEST:
      return cheapest_units (g, op, NULL) > 0;
    case V_ENGAGE_INSTEAD:
      return lcg_is_objective (g, source) && g->global[G_ENGAGED] >= 0
             && g->global[G_ENGAGED] != source;
    case V_SWITCH_EDGE:
      return lcg_edge_can_switch (g);
    case V_MOVE_DAMAGE: /* damage to move, and somewhere to move it */
      return op_list (g, op, source, player, subject, list) > 0
             && op_list (g, op + 1, source, player, subject, list) > 0;
    case V_MOVE_TO:
      return FALSE; /* part of the move before it */
    case V_CAPTURE_TOP:
    case V_RESCUE:
    case V_DISCARD_TOP_GAIN:
    case V_REVEAL_TAKE:
    case V_PLAY_PARTICIPATING:
    case V_ENTER_PARTICIPATING:
    case V_NEXT_CARD:
    case V_DISCOUNT_DISCARD:
      return lcg_verb_possible (g, op, source, player, subject)
             && (op->sel.mode == SEL_NONE
                 || op_list (g, op, source, player, subject, list) > 0);
    default:
      return op_list (g, op, source, player, subject, list) > 0;
    }
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

static gboolean
is_event_card (const HcGame *g, gint card)
{
  return lcg_type (g, card) == T_EVENT;
}

/* the cards that can pay a discard or sacrifice cost (FAQ 2.16: only the
 * player's own) */
static gint
cost_cards (const HcGame *g, gint source, const LcgClause *cl, gint player,
            gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      gboolean ok
          = cl->cost == COST_DISCARD_HAND
                ? c->zone == Z_HAND && c->zone_player == player && i != source
                : lcg_is_unit (g, i) && c->controller == player
                      && (!cl->cost_trait
                          || lcg_has_trait (g, i, cl->cost_trait))
                      && (cl->cost != COST_FOCUS_UNIT || lcg_ready (g, i));
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
  /* where the ability can be used from: events from hand, other cards in
   * play under the player's control (FAQ 3.5) */
  if (is_event_card (g, source) || cl->cost == COST_DISCARD_SELF
      || cl->from_hand)
    {
      /* an event, or a card whose cost is discarding it from the hand,
       * is used from there (FAQ 3.5) */
      if (c->zone != Z_HAND || c->zone_player != player)
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
      if (cl->when_who == WHO_OPPONENT && who == player)
        return FALSE;
      if (cl->when_who == WHO_SELF_SOURCE && trigger->arg[EVA_SOURCE] != source)
        return FALSE;
      if (cl->when_who == WHO_YOUR_OBJECTIVE
          && (subject < 0 || !lcg_is_objective (g, subject)
              || g->card[subject].controller != player))
        return FALSE;
      if (cl->when_who == WHO_ANY_UNIT
          && (subject < 0 || !lcg_is_unit (g, subject)))
        return FALSE;
      if (cl->when_who == WHO_ANY_OBJECTIVE
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
      if (cl->when_trait
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
      if (subject == source && is_event_card (g, source))
        return FALSE;
      if (cl->when_who == WHO_ENEMY_UNIT
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller == player))
        return FALSE;
      if (cl->when_who == WHO_FRIENDLY_UNIT
          && (subject < 0 || !lcg_is_unit (g, subject)
              || g->card[subject].controller != player))
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
    any |= op_possible (g, &cl->op[k], source, player, trigger);
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

/* The conditions of an ability that do not depend on its triggering
 * condition: play restrictions, limits and whether its costs can be
 * paid. */
gboolean
lcg_clause_ready (HcGame *g, gint source, gint clause, gint player)
{
  const LcgClause *cl = lcg_clause (g, source, clause);
  if (cl->only == ONLY_UNDAMAGED && g->card[source].counter[C_DAMAGE] > 0)
    return FALSE;
  if (cl->only == ONLY_CONTROL
      && !controls_objective (g, player, cl->only_trait))
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
  if (cl->only == ONLY_FORCE_PHASE && g->global[HC_G_PHASE] != PH_FORCE)
    return FALSE;
  if (cl->only == ONLY_HAVE_EDGE && g->global[G_EDGE] != player)
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
  if (cl->limit == LIM_ONE_PER_TURN
      && has_marker (g, EFF_LIMIT_TITLE, HC_NONE,
                     lcg_info (g, source)->title_id, player))
    return FALSE;
  if (cl->cost == COST_FOCUS_SELF && !lcg_ready (g, source))
    return FALSE;
  if ((cl->cost == COST_SACRIFICE_SELF || cl->cost == COST_SHUFFLE_SELF)
      && !lcg_in_play (g, source))
    return FALSE;
  if (cl->cost == COST_SPEND
      && !lcg_can_pay (g, player, cl->cost_n, AF_NEUTRAL))
    return FALSE;
  if (cl->cost == COST_RESERVE && lcg_reserve (g, player) < cl->cost_n)
    return FALSE;
  if ((cl->cost == COST_DISCARD_HAND || cl->cost == COST_SACRIFICE
       || cl->cost == COST_FOCUS_UNIT)
      && cost_cards (g, source, cl, player, NULL) < MAX (1, cl->cost_n))
    return FALSE;
  if (is_event_card (g, source))
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
  guint32 bit = ev > 0 && ev < EV_COUNT ? 1u << ev : 0;
  gint mode = trigger ? trigger->arg[EVA_MODE] : -1;
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    cand[w] |= g->zone_all[player][Z_HAND][w];
  HC_FOR_EACH_BIT (cand, i)
    {
      const HcCard *c = &g->card[i];
      gboolean hand = c->zone == Z_HAND && c->zone_player == player;
      if (!hand && (c->controller != player || !lcg_in_play (g, i)))
        continue;
      const LcgCard *info = lcg_info (g, i);
      /* at a glance: nothing of it answers this window */
      if (!trigger              ? !info->has_action
          : mode == W_INTERRUPT ? !(info->interrupts_on & bit)
          : mode == W_REACTION  ? !(info->reactions_on & bit)
                                : TRUE)
        continue;
      for (gint k = 0; k < info->n_clauses; k++)
        {
          /* forced abilities are not offered: they resolve (events.c) */
          if (info->clause[k].kind == CK_FORCED_REACTION
              || info->clause[k].kind == CK_FORCED_INTERRUPT)
            continue;
          if (!lcg_clause_usable (g, i, k, player, trigger))
            continue;
          if (is_event_card (g, i))
            hc_game_offer (g, LCG_OPT_ID (O_EVENT, c->def, k), O_EVENT, i, k,
                           0);
          else
            hc_game_offer (g, LCG_OPT_ID (O_ABILITY, i, k), O_ABILITY, i, k, 0);
        }
    }
}

void
lcg_push_play (HcGame *g, gint source, gint clause, gint player,
               gint trigger_frame)
{
  HcFrame *f = hc_game_push (g, ST_PLAY);
  f->arg[P_SRC] = source;
  f->arg[P_CLAUSE] = clause;
  f->arg[P_PLAYER] = player;
  f->arg[P_TARGET] = HC_NONE;
  f->arg[P_TRIGGER] = trigger_frame;
}

static void
mark (HcGame *g, guint16 kind, HcDuration dur, gint player, gint source,
      gint target, gint32 value, gint32 arg)
{
  HcEffect *e = hc_effect_add (g, kind, dur, player, source, target, value);
  if (e)
    e->arg = arg;
}

/* the amount, or its light-side variant while the Balance is light */
static gint
amount (const HcGame *g, const LcgOp *op)
{
  return op->n_light && g->global[G_BALANCE] == LCG_LIGHT ? op->n_light : op->n;
}

static void
apply_op_to (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  HcCard *c = &g->card[card];
  switch (op->verb)
    {
    case V_DAMAGE:
      lcg_push_damage (g, card, amount (g, op), player, source);
      break;
    case V_FOCUS:
      lcg_push_focus (g, card, amount (g, op), player, RR_CARD);
      break;
    case V_RETURN:
      if (c->zone == Z_DISCARD)
        {
          hc_card_move (g, card, c->owner, Z_HAND, TRUE);
          lcg_log (g, player, M_RECALL, RR_CARD, c->owner, card, 0, 0);
          break;
        }
      lcg_log (g, player, M_RETURN, RR_CARD, card, 0, 0, 0);
      lcg_push_leave (g, card, LV_HAND, HC_NONE);
      break;
    case V_DISCARD_CARD:
      lcg_log (g, player, M_DISCARD_PLAY, RR_CARD, card, 0, 0, 0);
      lcg_push_leave (g, card, LV_DISCARD, HC_NONE);
      break;
    case V_PUT_INTO_PLAY:
      if (lcg_type (g, card) == T_ENHANCEMENT)
        lcg_push_deploy (g, player, card, DEPLOY_PUT);
      else if (lcg_unique_blocked (g, player, card))
        lcg_log (g, player, M_UNIQUE_BLOCKED, RR_UNIQUE, card, player, 0, 0);
      else
        lcg_put_into_play (g, player, card);
      break;
    case V_NO_DEFEND:
      hc_effect_add (g, EFF_NO_DEFEND, HC_DUR_BATTLE, player, source, card, 1);
      lcg_log (g, player, M_NO_DEFEND, RR_CARD, card, 0, 0, 0);
      break;
    case V_STASIS:
      {
        hc_effect_add (g, EFF_STASIS, HC_DUR_PHASE, player, source, card, 1);
        lcg_log (g, player, M_STASIS, RR_CARD, card, 0, 0, 0);
        break;
      }
    case V_GAIN:
      for (gint i = 0; i < I_COUNT; i++)
        if (op->icon[i])
          hc_effect_add (g, (guint16)(EFF_ICON + i), HC_DUR_BATTLE, player,
                         source, card, op->icon[i]);
      lcg_log (g, player, M_GAIN, RR_CARD, card, op->icon[I_UD], op->icon[I_BD],
               op->icon[I_TACTICS]);
      break;
    case V_GAIN_PHASE:
      for (gint i = 0; i < I_COUNT; i++)
        if (op->icon[i])
          hc_effect_add (g, (guint16)(EFF_ICON + i), HC_DUR_PHASE, player,
                         source, card, op->icon[i]);
      lcg_log (g, player, M_GAIN_PHASE, RR_CARD, card, op->icon[I_UD],
               op->icon[I_BD], op->icon[I_TACTICS]);
      break;
    case V_UNFOCUS:
    case V_UNFOCUS_ALL:
      {
        gint n = lcg_remove_focus (g, card, op->verb == V_UNFOCUS ? op->n : 99);
        lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, card, n, 0, 0);
        lcg_focus_removed (g, card, n);
        break;
      }
    case V_HEAL:
    case V_HEAL_ALL:
      {
        gint n = op->verb == V_HEAL ? MIN (op->n, c->counter[C_DAMAGE])
                                    : c->counter[C_DAMAGE];
        c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] - n);
        lcg_log (g, player, M_HEAL, RR_CARD, card, n, 0, 0);
        break;
      }
    case V_SHIELD:
    case V_SHIELD_EXTRA:
      lcg_place_shield (g, card, op->verb == V_SHIELD_EXTRA);
      break;
    case V_DESTROY:
      lcg_push_destroy (g, card, player);
      break;
    case V_SACRIFICE:
      lcg_log (g, c->controller, M_SACRIFICE, RR_CARD, c->controller, card, 0,
               0);
      lcg_push_leave (g, card, LV_DISCARD, HC_NONE);
      break;
    case V_TAKE_CONTROL:
      lcg_take_control (g, card, player);
      break;
    case V_REMOVE_FROM_ENGAGEMENT:
      c->flags &= (guint8)~F_PARTICIPATING;
      lcg_log (g, player, M_REMOVED, RR_REMOVED, card, 0, 0, 0);
      break;
    default:
      break;
    }
}

/* The choice's options are offered: with one, it is made for the player
 * (FALSE); else it is asked (TRUE). */
static gboolean
choice_asked (HcGame *g, HcFrame *f)
{
  f->pc = PC_CHOICE_ANSWER;
  return !lcg_answer_only_option (g);
}

/* Ask the player who makes an effect's choice as it resolves; with one
 * option the choice is made for him. */
static gboolean
ask_choice (HcGame *g, HcFrame *f, gint who, const gint16 *list, gint n,
            gboolean may_find_nothing)
{
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[P_SRC];
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, list[i], 0), O_CHOICE, list[i], 0,
                   0);
  if (may_find_nothing)
    hc_game_offer (g, LCG_OPT_ID (O_FIND_NOTHING, 0, 0), O_FIND_NOTHING, 0, 0,
                   0);
  return choice_asked (g, f);
}

/* Get Me Solo!: the cards of the revealed hand with the named title */
static gint
named_copies (const HcGame *g, const HcFrame *f, gint16 *out)
{
  gint player = f->arg[P_PLAYER], n = 0;
  gint16 hand[HC_MAX_CARDS];
  gint k = hc_zone_list (g, 1 - player, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < k; i++)
    if (lcg_info (g, hand[i])->title_id == f->arg[P_NAMED])
      out[n++] = hand[i];
  return n;
}

/* the hand stays revealed until the effect is done with it (FAQ 1.3) */
static void
end_reveal (HcGame *g, HcFrame *f)
{
  hc_effects_drop_kind (g, EFF_REVEALED);
  f->arg[P_NAMED] = HC_NONE;
}

gboolean
lcg_card_revealed (const HcGame *g, gint card, gint viewer)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_REVEALED && g->effect[i].target == card
        && g->effect[i].controller == viewer)
      return TRUE;
  return FALSE;
}

static void
name_chosen (HcGame *g, HcFrame *f, gint def)
{
  gint player = f->arg[P_PLAYER];
  f->arg[P_NAMED] = lcg_def_info (hc_card_db_get (g->db, def))->title_id;
  lcg_log (g, player, M_NAME_UNIT, RR_CARD, player, def, 0, 0);
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - player, Z_HAND, hand, HC_MAX_CARDS);
  lcg_log (g, 1 - player, M_REVEAL_HAND, RR_CARD, 1 - player, n, 0, 0);
  for (gint i = 0; i < n; i++)
    {
      hc_effect_add (g, EFF_REVEALED, HC_DUR_PHASE, player, f->arg[P_SRC],
                     hand[i], 1);
      lcg_log (g, 1 - player, M_REVEAL, RR_CARD, 1 - player, hand[i], 0, 0);
    }
}

/* An effect's choice, made: carry it out. */
static void
apply_choice (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  switch (op->verb)
    {
    case V_PREVENT_ANY:
      {
        HcFrame *trigger = (HcFrame *)trigger_of (g, f->arg[P_TRIGGER]);
        if (trigger && chosen > 0)
          {
            gint n = MIN (chosen, trigger->arg[EVA_AMOUNT]);
            trigger->arg[EVA_AMOUNT] -= n;
            lcg_log (g, player, M_PREVENT, RR_CARD, trigger->arg[EVA_SUBJECT],
                     n, 0, 0);
          }
        break;
      }
    case V_CAPTURE:
      if (chosen >= 0 && lcg_in_play (g, f->arg[P_TARGET]))
        lcg_push_leave (g, f->arg[P_TARGET], LV_CAPTURE, chosen);
      break;
    case V_OPP_DAMAGE:
      if (chosen >= 0 && lcg_in_play (g, chosen))
        lcg_push_damage (g, chosen, op->n, player, source);
      break;
    case V_NAME_CAPTURE:
      {
        gint16 copies[HC_MAX_CARDS];
        gint n = named_copies (g, f, copies);
        end_reveal (g, f);
        if (chosen < 0 || !lcg_is_objective (g, chosen))
          break;
        for (gint i = 0; i < n; i++)
          {
            lcg_capture (g, copies[i], chosen);
            lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, copies[i],
                     chosen, 0);
          }
        break;
      }
    case V_DESTROY_CHEAPEST:
      if (chosen >= 0 && lcg_in_play (g, chosen))
        lcg_push_destroy (g, chosen, player);
      break;
    case V_HAND_TO_BOTTOM:
      if (chosen >= 0)
        {
          hc_card_move (g, chosen, g->card[chosen].owner, Z_DECK, FALSE);
          lcg_log (g, player, M_TO_BOTTOM, RR_CARD, player, 0, 0, 0);
        }
      break;
    case V_OPP_FOCUS:
      if (chosen >= 0 && lcg_in_play (g, chosen))
        {
          lcg_push_focus (g, chosen, op->n, 1 - player, RR_CARD);
        }
      break;
    case V_OPP_DISCARD:
    case V_DISCARD_OPP_HAND:
      if (chosen >= 0)
        {
          lcg_log (g, 1 - player, M_DISCARD, RR_CARD, 1 - player, chosen, 0, 0);
          hc_card_move (g, chosen, g->card[chosen].owner, Z_DISCARD, TRUE);
        }
      break;
    case V_DISCARD_CHOSEN:
      if (chosen >= 0)
        {
          lcg_log (g, player, M_DISCARD, RR_CARD, player, chosen, 0, 0);
          hc_card_move (g, chosen, g->card[chosen].owner, Z_DISCARD, TRUE);
        }
      break;
    case V_OPP_SACRIFICE:
      if (chosen >= 0 && lcg_in_play (g, chosen))
        {
          lcg_log (g, 1 - player, M_SACRIFICE, RR_CARD, 1 - player, chosen, 0,
                   0);
          lcg_push_leave (g, chosen, LV_DISCARD, HC_NONE);
        }
      break;
    case V_SEARCH_OBJECTIVE:
      /* a search need not find anything (FAQ 1.4); the searched deck is
       * shuffled either way (FAQ 1.2) */
      if (chosen >= 0)
        {
          hc_card_move (g, chosen, player, Z_OBJECTIVES, TRUE);
          g->card[chosen].flags &= (guint8)~HC_CARD_FACE_DOWN;
          lcg_log (g, player, M_SEARCH, RR_CARD, player, chosen, 0, 0);
        }
      else
        lcg_log (g, player, M_SEARCH_NONE, RR_CARD, player, 0, 0, 0);
      hc_zone_shuffle (g, player, Z_OBJ_DECK);
      if (chosen >= 0)
        lcg_push_reactions (g, EV_ENTERS_PLAY, chosen, player);
      break;
    default:
      break;
    }
  (void)source;
}

/* Resolve one effect; TRUE when it asks a choice first. */
static gboolean
resolve_op (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  HcFrame *trigger = (HcFrame *)trigger_of (g, f->arg[P_TRIGGER]);
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  gint16 choice[HC_MAX_CARDS];
  if (op->verb >= V_MULTI_FIRST)
    {
      lcg_push_verb (g, source, f->arg[P_CLAUSE], f->arg[P_OP] - 1, player,
                     op->sel.mode == SEL_TARGET ? f->arg[P_TARGET] : subject);
      return FALSE;
    }
  switch (op->verb)
    {
    case V_MOVE_DAMAGE:
      {
        gint from = f->arg[P_TARGET], to = f->arg[P_TARGET2];
        if (from >= 0 && to >= 0
            && op_candidate (g, op, source, player, subject, from)
            && op_candidate (g, op + 1, source, player, subject, to))
          lcg_move_damage (g, from, to, op->n, player, source);
        else
          lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                   0);
        return FALSE;
      }
    case V_MOVE_TO:
      return FALSE;
    case V_SWITCH_EDGE:
      if (lcg_edge_can_switch (g))
        lcg_edge_switch (g, player);
      else
        lcg_log (g, player, M_NO_EFFECT, RR_SWITCH, source, 0, 0, 0);
      return FALSE;
    case V_CAPTURE:
      {
        /* the captured card, then the objective it goes under */
        gint16 list[HC_MAX_CARDS];
        gint n = op_list (g, op, source, player, subject, list);
        if (n == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                     0);
            return FALSE;
          }
        f->arg[P_TARGET]
            = op->sel.mode == SEL_TARGET ? f->arg[P_TARGET] : list[0];
        gint k = friendly_objectives (g, player, choice);
        return ask_choice (g, f, player, choice, k, FALSE);
      }
    case V_OPP_SACRIFICE:
    case V_OPP_DAMAGE:
    case V_OPP_FOCUS:
      {
        gint n = op_list (g, op, source, player, subject, choice);
        if (n == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                     0);
            return FALSE;
          }
        return ask_choice (g, f, 1 - player, choice, n, FALSE);
      }
    case V_OPP_DISCARD:
    case V_DISCARD_OPP_HAND:
      {
        gint n = hc_zone_list (g, 1 - player, Z_HAND, choice, HC_MAX_CARDS);
        if (n == 0)
          return FALSE;
        return ask_choice (g, f,
                           op->verb == V_OPP_DISCARD ? 1 - player : player,
                           choice, n, FALSE);
      }
    case V_HAND_TO_BOTTOM:
      {
        gint n = hc_zone_list (g, player, Z_HAND, choice, HC_MAX_CARDS);
        if (n == 0)
          return FALSE;
        return ask_choice (g, f, player, choice, n, FALSE);
      }
    case V_DESTROY_CHEAPEST:
      {
        gint n = cheapest_units (g, op, choice);
        if (n == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                     0);
            return FALSE;
          }
        /* a tie: the active player decides (the card's own words) */
        return ask_choice (g, f, g->global[HC_G_ACTIVE], choice, n, FALSE);
      }
    case V_ENGAGE_AGAIN:
      if (op_possible (g, op, source, player, trigger))
        {
          g->card[g->global[G_ENGAGED]].flags &= (guint8)~F_ENGAGED;
          lcg_log (g, player, M_ENGAGE_AGAIN, RR_CARD, g->global[G_ENGAGED], 0,
                   0, 0);
        }
      return FALSE;
    case V_EACH_SACRIFICE:
      lcg_push_sacrifice_each (g, player, source);
      return FALSE;
    case V_IGNORE_MATCH:
      hc_effect_add (g, EFF_IGNORE_MATCH, HC_DUR_PHASE, player, source, HC_NONE,
                     1);
      lcg_log (g, player, M_IGNORE_MATCH, RR_CARD, player, 0, 0, 0);
      return FALSE;
    case V_TO_HAND_INSTEAD:
      /* the condition's amount tells the destroying (damage.c) or leaving
       * (leave.c) step where the card goes */
      if (trigger
          && (trigger->arg[EVA_KIND] == EV_DESTROYED
              || trigger->arg[EVA_KIND] == EV_LEAVES_PLAY))
        trigger->arg[EVA_AMOUNT] = 1;
      return FALSE;
    case V_DIAL_DOWN:
      {
        gint to = MAX (1, g->global[G_DIAL] - op->n);
        gint by = g->global[G_DIAL] - to;
        if (by > 0)
          {
            g->global[G_DIAL] = to;
            lcg_log (g, player, M_DIAL_DOWN, RR_CARD, LCG_DARK, by, to, 0);
          }
        return FALSE;
      }
    case V_DISCARD_CHOSEN:
      {
        gint n = hc_zone_list (g, player, Z_HAND, choice, HC_MAX_CARDS);
        if (n == 0)
          return FALSE;
        return ask_choice (g, f, player, choice, n, FALSE);
      }
    case V_SEARCH_OBJECTIVE:
      {
        gint n = hc_zone_list (g, player, Z_OBJ_DECK, choice, HC_MAX_CARDS);
        return ask_choice (g, f, player, choice, n, TRUE);
      }
    case V_DAMAGE_TWICE:
      {
        gint t = f->arg[P_TARGET];
        gint n = trigger ? 2 * trigger->arg[EVA_AMOUNT] : 0;
        if (n > 0 && t >= 0 && op_candidate (g, op, source, player, subject, t))
          lcg_push_damage (g, t, n, player, source);
        else
          lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                   0);
        return FALSE;
      }
    case V_ENGAGE_INSTEAD:
      if (op_possible (g, op, source, player, trigger))
        {
          gint old = g->global[G_ENGAGED];
          g->global[G_ENGAGED] = source;
          lcg_log (g, player, M_REDIRECT, RR_ENGAGE, source, old, 0, 0);
        }
      else
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
      return FALSE;
    case V_EDGE_FROM_DECK:
      if (op_possible (g, op, source, player, trigger))
        {
          /* the placement is replaced: the chosen card stays in hand */
          trigger->arg[EVA_AMOUNT] = 1;
          gint top = hc_zone_top (g, player, Z_DECK);
          lcg_log (g, player, M_EDGE_FROM_DECK, RR_CARD, player, source, 0, 0);
          lcg_edge_place (g, player, top);
        }
      else
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
      return FALSE;
    case V_DAMAGE_INSTEAD:
      if (op_possible (g, op, source, player, trigger))
        {
          gint n = trigger->arg[EVA_AMOUNT];
          trigger->arg[EVA_AMOUNT] = 0;
          lcg_log (g, player, M_FOCUS_TO_DAMAGE, RR_CARD, subject, n, 0, 0);
          lcg_push_damage (g, subject, n, player, source);
        }
      else
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
      return FALSE;
    case V_MOVE_FOCUS:
      {
        gint from = f->arg[P_TARGET], to = f->arg[P_TARGET2];
        if (from < 0 || to < 0 || from == to
            || !op_candidate (g, op, source, player, subject, from)
            || !lcg_sel_matches (g, &op->to, source, player, to))
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                     0);
            return FALSE;
          }
        /* moving removes the token from where it was (FAQ, Cloud City
         * Operative): the removal's reactions follow the move, after the
         * token is placed */
        lcg_remove_focus (g, from, 1);
        lcg_log (g, player, M_MOVE_FOCUS, RR_CARD, from, to, 0, 0);
        lcg_focus_removed (g, from, 1);
        lcg_push_focus (g, to, 1, player, -1);
        return FALSE;
      }
    case V_NAME_CAPTURE:
      if (f->arg[P_NAMED] < 0)
        {
          /* name a unit: any unit title of the opponent's side, as the
           * namer does not know the hand */
          hc_game_ask (g, player, D_CHOICE, D_CHOICE);
          g->decision.prompt_arg[0] = source;
          guint n = hc_card_db_size (g->db);
          for (guint d = 0; d < n; d++)
            {
              const HcCardDef *def = hc_card_db_get (g->db, (gint)d);
              const LcgCard *info = lcg_def_info (def);
              if (def->type == T_UNIT && def->side == 1 - player
                  && info->title_id == (gint)d
                  && g->decision.n_options < HC_MAX_OPTIONS)
                hc_game_offer (g, LCG_OPT_ID (O_NAME, d, 0), O_NAME, (gint)d, 0,
                               0);
            }
          f->pc = PC_CHOICE_ANSWER;
          return TRUE;
        }
      else
        {
          /* named and revealed: where the copies are captured */
          gint16 copies[HC_MAX_CARDS];
          if (named_copies (g, f, copies) == 0)
            {
              lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0,
                       0, 0);
              end_reveal (g, f);
              return FALSE;
            }
          gint k = friendly_objectives (g, player, choice);
          if (k == 0)
            {
              end_reveal (g, f);
              return FALSE;
            }
          return ask_choice (g, f, player, choice, k, FALSE);
        }
    case V_DRAW:
      lcg_log (g, player, M_DRAW_CARDS, RR_CARD, player, op->n, 0, 0);
      lcg_draw (g, player, op->n);
      return FALSE;
    case V_CANCEL:
      if (trigger)
        {
          trigger->arg[EVA_CANCELLED] = 1;
          if (trigger->arg[EVA_SUBJECT] >= 0)
            lcg_log (g, player, M_CANCELLED, RR_CANCEL,
                     trigger->arg[EVA_SUBJECT], 0, 0, 0);
        }
      return FALSE;
    case V_PREVENT_ANY: /* how much: the player says */
      if (!trigger || trigger->arg[EVA_AMOUNT] <= 0)
        return FALSE;
      hc_game_ask (g, player, D_CHOICE, D_CHOICE);
      g->decision.prompt_arg[0] = source;
      for (gint k = trigger->arg[EVA_AMOUNT]; k >= 1; k--)
        hc_game_offer (g, LCG_OPT_ID (O_AMOUNT, k, 0), O_AMOUNT, k, 0, 0);
      return choice_asked (g, f);
    case V_PREVENT:
      if (trigger)
        {
          gint n = MIN (op->n, trigger->arg[EVA_AMOUNT]);
          trigger->arg[EVA_AMOUNT] -= n;
          lcg_log (g, player, M_PREVENT, RR_CARD, subject, n, 0, 0);
        }
      return FALSE;
    case V_DIAL:
      g->global[G_DIAL] += op->n;
      lcg_log (g, player, M_DIAL, RR_CARD, LCG_DARK, op->n, g->global[G_DIAL],
               0);
      lcg_check_victory (g);
      return FALSE;
    case V_RECALL:
      for (gint k = amount (g, op); k > 0; k--)
        {
          gint top = hc_zone_top (g, player, Z_DISCARD);
          if (top < 0)
            break;
          hc_card_move (g, top, player, Z_HAND, TRUE);
          lcg_log (g, player, M_RECALL, RR_CARD, player, top, 0, 0);
        }
      return FALSE;
    case V_CAPTURE_RANDOM:
    case V_DISCARD_RANDOM:
      for (gint k = 0; k < op->n; k++)
        {
          gint16 hand[HC_MAX_CARDS];
          gint n = hc_zone_list (g, 1 - player, Z_HAND, hand, HC_MAX_CARDS);
          if (n == 0
              || (op->verb == V_CAPTURE_RANDOM
                  && !lcg_is_objective (g, source)))
            break;
          gint pick = hand[hc_game_random (g, (guint32)n)];
          if (op->verb == V_CAPTURE_RANDOM)
            {
              lcg_capture (g, pick, source);
              lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, pick, source,
                       0);
            }
          else
            {
              lcg_log (g, 1 - player, M_DISCARD, RR_CARD, 1 - player, pick, 0,
                       0);
              hc_card_move (g, pick, g->card[pick].owner, Z_DISCARD, TRUE);
            }
        }
      return FALSE;
    case V_CANCEL_EDGE:
      for (gint i = g->n_frames - 1; i >= 0; i--)
        if (g->frame[i].kind == ST_EDGE)
          {
            g->frame[i].arg[0] = 1; /* the edge battle's cancel flag */
            lcg_log (g, player, M_EDGE_CANCELLED, RR_FATE, source, 0, 0, 0);
            break;
          }
      return FALSE;
    default:
      break;
    }
  if (op->sel.mode == SEL_TARGET && op->sel.up_to)
    {
      /* "up to N targets": each chosen one still a candidate */
      gint16 list[HC_MAX_CARDS];
      gint n = lcg_chosen_targets (g, source, list), done = 0;
      for (gint i = 0; i < n; i++)
        if (op_candidate (g, op, source, player, subject, list[i]))
          {
            apply_op_to (g, op, player, source, list[i]);
            done++;
          }
      if (done == 0)
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
      return FALSE;
    }
  if (op->sel.mode == SEL_TARGET || op->sel.mode == SEL_THAT)
    {
      gint t = f->arg[P_TARGET];
      if (t >= 0 && op_candidate (g, op, source, player, subject, t))
        apply_op_to (g, op, player, source, t);
      else
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
      return FALSE;
    }
  gint16 list[HC_MAX_CARDS];
  gint n = op_list (g, op, source, player, subject, list);
  for (gint i = 0; i < n; i++)
    apply_op_to (g, op, player, source, list[i]);
  if (n == 0)
    lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
  return FALSE;
}

/* Step 5: a target among the candidates, into f->arg[slot]; one
 * candidate is no choice.  TRUE when the player is asked. */
static gboolean
ask_target (HcGame *g, HcFrame *f, const gint16 *list, gint n, gint slot,
            gint answer_pc)
{
  if (n == 1)
    f->arg[slot] = list[0];
  if (n <= 1)
    return FALSE;
  hc_game_ask (g, f->arg[P_PLAYER], D_TARGET, D_TARGET);
  g->decision.prompt_arg[0] = f->arg[P_SRC];
  g->decision.prompt_arg[1] = slot == P_TARGET2; /* which of two targets */
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_TARGET, list[i], 0), O_TARGET, list[i], 0,
                   0);
  f->pc = answer_pc;
  return TRUE;
}

/* the rule a triggered ability is used under: interrupts and reactions
 * have their own timing (FAQ Advanced Timing), actions the plain steps */
static gint
ability_rule (const LcgClause *cl)
{
  switch (cl->kind)
    {
    case CK_INTERRUPT:
    case CK_FORCED_INTERRUPT:
      return RR_INTERRUPT;
    case CK_REACTION:
    case CK_FORCED_REACTION:
      return RR_REACTION;
    default:
      return RR_EFFECT_RESOLUTION;
    }
}

HcStepResult
lcg_step_play (HcGame *g, HcFrame *f)
{
  gint src = f->arg[P_SRC], player = f->arg[P_PLAYER];
  const LcgClause *cl = lcg_clause (g, src, f->arg[P_CLAUSE]);
  gboolean event = is_event_card (g, src);
  switch (f->pc)
    {
    case PC_DECLARE: /* steps 1-4: declared, restrictions checked, pay */
      {
        const HcFrame *trigger = trigger_of (g, f->arg[P_TRIGGER]);
        if (event)
          {
            hc_card_move (g, src, player, Z_SETASIDE, TRUE);
            lcg_log (g, player, M_PLAY_EVENT, RR_EFFECT_RESOLUTION, player, src,
                     0, 0);
            if (lcg_info (g, src)->kw & KW_LIMITED)
              lcg_note_limited (g, player, src);
          }
        else if (cl->kind != CK_FATE)
          lcg_log (g, player, M_ABILITY, ability_rule (cl), player, src, 0, 0);
        if (trigger)
          mark (g, EFF_USED_TRIGGER, HC_DUR_PHASE, player, src, src,
                trigger->arg[EVA_SEQ], f->arg[P_CLAUSE]);
        if (cl->limit != LIM_NONE)
          lcg_log (g, player,
                   cl->limit == LIM_ONCE_PER_TURN  ? M_LIMIT_COPY_TURN
                   : cl->limit == LIM_ONE_PER_TURN ? M_LIMIT_TITLE_TURN
                                                   : M_LIMIT_EDGE,
                   RR_LIMITS, src, player, 0, 0);
        if (cl->limit == LIM_ONCE_PER_TURN)
          mark (g, EFF_LIMIT_COPY, HC_DUR_TURN, player, src, src, 0,
                f->arg[P_CLAUSE]);
        if (cl->limit == LIM_ONE_PER_TURN)
          mark (g, EFF_LIMIT_TITLE, HC_DUR_TURN, player, src, HC_NONE,
                lcg_info (g, src)->title_id, player);
        if (cl->limit == LIM_3_PER_PHASE)
          mark (g, EFF_LIMIT_COPY, HC_DUR_PHASE, player, src, src, 0,
                f->arg[P_CLAUSE]);
        if (cl->limit == LIM_ONCE_PER_EDGE)
          mark (g, EFF_LIMIT_COPY, HC_DUR_BATTLE, player, src, src,
                lcg_edge_battle_seq (g), f->arg[P_CLAUSE]);
        f->pc = PC_COSTS;
        g->ret = 1;
        gint cost = event ? lcg_play_cost (g, player, src) : 0;
        if (event)
          lcg_note_played (g, player, src);
        if (cost > 0)
          lcg_push_pay (g, player, src, cost, lcg_info (g, src)->affiliation);
        else if (cl->cost == COST_SPEND)
          lcg_push_pay (g, player, src, cl->cost_n, AF_NEUTRAL);
        return HC_STEP_CONTINUE;
      }
    case PC_COSTS: /* step 4, the other costs: a sacrifice made here is
                    * interrupted before targets are chosen (FAQ, X-Wing
                    * Escort and Heroic Sacrifice) */
      {
        if (!g->ret)
          {
            if (event)
              hc_card_move (g, src, player, Z_HAND, TRUE);
            return HC_STEP_DONE;
          }
        f->pc = PC_TARGETS;
        if (cl->cost == COST_FOCUS_SELF)
          {
            lcg_push_focus (g, src, 1, player, RR_CARD);
          }
        if (cl->cost == COST_DISCARD_SELF)
          {
            hc_card_move (g, src, g->card[src].owner, Z_DISCARD, TRUE);
            lcg_log (g, player, M_DISCARD_COST, RR_CARD, player, src, 0, 0);
          }
        if (cl->cost == COST_SHUFFLE_SELF)
          {
            gint owner = g->card[src].owner;
            lcg_log (g, player, M_SHUFFLE_COST, RR_CARD, player, src, 0, 0);
            lcg_leave_play (g, src, owner, Z_DECK);
            hc_zone_shuffle (g, owner, Z_DECK);
          }
        if (cl->cost == COST_RESERVE)
          {
            hc_effect_add (g, EFF_RESERVE, HC_DUR_PHASE, player, src, HC_NONE,
                           -cl->cost_n);
            lcg_log (g, player, M_RESERVE_DOWN, RR_CARD, player, cl->cost_n, 0,
                     0);
          }
        if (cl->cost == COST_SACRIFICE_SELF)
          {
            lcg_log (g, player, M_SACRIFICE, RR_CARD, player, src, 0, 0);
            lcg_push_leave (g, src, LV_DISCARD, HC_NONE);
          }
        if (cl->cost == COST_DAMAGE_SELF)
          {
            /* FAQ Q&A on Trust Me: excess damage is ignored, so a cost of
             * damage the card cannot take in full is not paid */
            f->arg[P_LEFT] = g->card[src].counter[C_DAMAGE];
            f->pc = PC_COST_CHECK;
            lcg_push_damage (g, src, cl->cost_n, player, src);
          }
        if (cl->cost == COST_DISCARD_HAND || cl->cost == COST_SACRIFICE
            || cl->cost == COST_FOCUS_UNIT)
          {
            f->arg[P_LEFT] = MAX (1, cl->cost_n);
            f->pc = PC_COST_ANSWER;
            g->answer = HC_NONE;
          }
        return HC_STEP_CONTINUE;
      }
    case PC_COST_ANSWER:
      {
        const HcOption *o = g->answer != HC_NONE ? hc_game_answer (g) : NULL;
        g->answer = HC_NONE;
        if (o)
          {
            if (cl->cost == COST_FOCUS_UNIT)
              {
                lcg_push_focus (g, o->a, 1, player, RR_CARD);
              }
            else if (cl->cost == COST_DISCARD_HAND)
              {
                hc_card_move (g, o->a, g->card[o->a].owner, Z_DISCARD, TRUE);
                lcg_log (g, player, M_DISCARD_COST, RR_CARD, player, o->a, 0,
                         0);
              }
            else
              {
                lcg_log (g, player, M_SACRIFICE, RR_CARD, player, o->a, 0, 0);
                lcg_push_leave (g, o->a, LV_DISCARD, HC_NONE);
              }
            if (--f->arg[P_LEFT] <= 0)
              f->pc = PC_TARGETS;
            return HC_STEP_CONTINUE;
          }
        gint16 list[HC_MAX_CARDS];
        gint n = cost_cards (g, src, cl, player, list);
        if (n == 0)
          {
            f->pc = PC_TARGETS;
            return HC_STEP_CONTINUE;
          }
        hc_game_ask (g, player, D_COST, D_COST);
        g->decision.prompt_arg[0] = src;
        g->decision.prompt_arg[1] = cl->cost;
        for (gint i = 0; i < n; i++)
          hc_game_offer (g, LCG_OPT_ID (O_COST_CARD, list[i], 0), O_COST_CARD,
                         list[i], 0, 0);
        return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
      }
    case PC_COST_CHECK:
      if (!lcg_in_play (g, src)
          || g->card[src].counter[C_DAMAGE] - f->arg[P_LEFT] < cl->cost_n)
        {
          lcg_log (g, player, M_COST_UNPAID, RR_EFFECT_RESOLUTION, src, 0, 0,
                   0);
          f->pc = PC_FINISH;
          return HC_STEP_CONTINUE;
        }
      f->pc = PC_TARGETS;
      return HC_STEP_CONTINUE;
    case PC_TARGETS: /* step 5: targets, the first then the second */
    case PC_TARGET2:
      {
        gboolean second = f->pc == PC_TARGET2;
        gint slot = second ? P_TARGET2 : P_TARGET;
        if (!second)
          f->arg[P_TARGET2] = HC_NONE;
        f->pc = second ? PC_PLAYED : PC_TARGET2;
        const HcFrame *trigger = trigger_of (g, f->arg[P_TRIGGER]);
        gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
        gint seen = 0;
        for (gint k = 0; k < cl->n_ops; k++)
          if (cl->op[k].sel.mode == SEL_TARGET && cl->op[k].sel.up_to)
            {
              /* "up to N" targets: chosen in a step of their own */
              if (second)
                continue;
              lcg_push_targets (g, src, f->arg[P_CLAUSE], k, player);
              return HC_STEP_CONTINUE;
            }
          else if (cl->op[k].sel.mode == SEL_TARGET && seen++ == second)
            {
              gint16 list[HC_MAX_CARDS];
              gint n = op_list (g, &cl->op[k], src, player, subject, list);
              if (ask_target (g, f, list, n, slot,
                              second ? PC_TARGET2_ANSWER : PC_TARGET_ANSWER))
                return HC_STEP_ASK;
              break;
            }
        /* move-focus: its second target is another card its `to` picks */
        for (gint k = 0; second && k < cl->n_ops; k++)
          if (cl->op[k].verb == V_MOVE_FOCUS && f->arg[P_TARGET] >= 0)
            {
              gint16 list[HC_MAX_CARDS];
              gint n = second_targets (g, &cl->op[k], src, player,
                                       f->arg[P_TARGET], list);
              if (ask_target (g, f, list, n, P_TARGET2, PC_TARGET2_ANSWER))
                return HC_STEP_ASK;
              break;
            }
        return HC_STEP_CONTINUE;
      }
    case PC_TARGET_ANSWER:
    case PC_TARGET2_ANSWER:
      {
        const HcOption *o = hc_game_answer (g);
        gboolean second = f->pc == PC_TARGET2_ANSWER;
        f->arg[second ? P_TARGET2 : P_TARGET] = o ? o->a : HC_NONE;
        f->pc = second ? PC_PLAYED : PC_TARGET2;
        return HC_STEP_CONTINUE;
      }
    case PC_PLAYED: /* the card is played: a triggering condition of its own */
      f->pc = PC_INTERRUPTED;
      g->ret = 0;
      if (event)
        lcg_push_interrupts (g, EV_EVENT_PLAYED, src, player, 0);
      return HC_STEP_CONTINUE;
    case PC_INTERRUPTED:
      if (g->ret < 0)
        {
          f->pc = PC_FINISH;
          return HC_STEP_CONTINUE;
        }
      /* an interrupt about to take effect is a condition of its own (It's
       * Worse; FAQ nested sequences) */
      f->pc = PC_EXECUTED;
      g->ret = 0;
      if (cl->kind == CK_INTERRUPT || cl->kind == CK_FORCED_INTERRUPT)
        lcg_push_interrupts (g, EV_INTERRUPT_EXECUTED, src, player, 0);
      return HC_STEP_CONTINUE;
    case PC_EXECUTED:
      if (g->ret < 0)
        {
          f->pc = PC_FINISH;
          return HC_STEP_CONTINUE;
        }
      f->arg[P_OP] = 0;
      f->pc = PC_RESOLVE;
      return HC_STEP_CONTINUE;
    case PC_RESOLVE: /* step 6: the effects, one after the other */
      if (g->over)
        return HC_STEP_DONE;
      if (f->arg[P_OP] < cl->n_ops)
        {
          gboolean asked = resolve_op (g, f, &cl->op[f->arg[P_OP]++]);
          return asked ? HC_STEP_ASK : HC_STEP_CONTINUE;
        }
      f->pc = PC_FINISH;
      return HC_STEP_CONTINUE;
    case PC_CHOICE_ANSWER:
      {
        const HcOption *o = hc_game_answer (g);
        f->pc = PC_RESOLVE;
        if (o && o->kind == O_NAME)
          {
            /* named: reveal, then resolve the same effect's capture */
            name_chosen (g, f, o->a);
            f->arg[P_OP]--;
            return HC_STEP_CONTINUE;
          }
        apply_choice (
            g, f, &cl->op[f->arg[P_OP] - 1],
            o && (o->kind == O_CHOICE || o->kind == O_AMOUNT) ? o->a : HC_NONE);
        return HC_STEP_CONTINUE;
      }
    case PC_FINISH:
      lcg_drop_targets (g, src);
      if (event && g->card[src].zone == Z_SETASIDE)
        hc_card_move (g, src, g->card[src].owner, Z_DISCARD, TRUE);
      /* "after you play an event card" (Darth Vader): played even if its
       * effects were cancelled (FAQ 3.1) */
      if (event && !g->over)
        lcg_push_reactions (g, EV_EVENT_PLAYED, src, player);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
