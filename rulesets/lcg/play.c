/* Card abilities and event cards (when they may be initiated: usable.c):
 * their resolution in the six steps of the FAQ's Effect Resolution: 1 check
 * play restrictions, 2 determine the cost, 3 apply cost modifiers, 4 pay,
 * 5 choose targets, 6 the card is played / the effect resolves.  An
 * event card being played is itself a triggering condition, which
 * interrupts may cancel (Counter-stroke); a cancelled effect keeps its
 * paid costs and still counts toward its limit (FAQ 3.1, 4.8). */
#include "hc-coverage.h"
#include "play-frame.h"

/* the uses of a copy's clause this phase ("Limit 3 times per phase":
 * Imperial Discipline), one marker each */
static gint
copy_uses (const HcGame *g, gint card, gint clause)
{
  gint n = 0;
  for (gint i = 0; i < g->n_effects; i++)
    n += g->effect[i].kind == EFF_LIMIT_COPY && g->effect[i].target == card
         && g->effect[i].value == 0 && g->effect[i].arg == clause;
  return n;
}

/* The notes about the resolution in this frame, spent as it ends, in one
 * pass over the lasting effects (a kind's effects go once none of them
 * is live): did a card effect of it draw cards (rules.c noted it:
 * lcg_effect_draw)?  lcgAF: and the note that its target was chosen anew
 * (Narrow Escape, verbs/retarget.c). */
static gboolean
notes_spent_drew (HcGame *g, gint frame)
{
  static const guint16 kinds[2] = { EFF_EFFECT_DREW, EFF_RETARGETED };
  gboolean noted[2] = { FALSE, FALSE }, others[2] = { FALSE, FALSE };
  for (gint i = 0; i < g->n_effects; i++)
    {
      HcEffect *e = &g->effect[i];
      gint k = e->kind == kinds[0] ? 0 : e->kind == kinds[1] ? 1 : -1;
      if (k < 0)
        continue;
      if (e->value == frame)
        {
          noted[k] = TRUE;
          e->value = -1; /* spent; gone with the others */
        }
      else if (e->value >= 0)
        others[k] = TRUE;
    }
  for (gint k = 0; k < 2; k++)
    if (noted[k] && !others[k])
      hc_effects_drop_kind (g, kinds[k]);
  return noted[0];
}

const LcgClause *
lcg_clause (const HcGame *g, gint card, gint clause)
{
  return &lcg_info (g, card)->clause[clause];
}

/* lcgAG: a Reaction ability's effect resolved again (Chain Reaction) has
 * for its trigger the frame of the ability that resolved, kept below
 * until the reactions to its resolution are done: the copy reads that
 * ability's triggering condition ("that unit" is the same unit) */
const HcFrame *
lcg_trigger_of (const HcGame *g, gint index)
{
  while (index >= 0 && index < g->n_frames && g->frame[index].kind == ST_PLAY)
    index = LCG_PLAY_CONST (&g->frame[index])->trigger;
  if (index < 0 || index >= g->n_frames || g->frame[index].kind != ST_EVENT)
    return NULL;
  return &g->frame[index];
}

/* lcgAG: is this frame an effect resolved again (its trigger the kept
 * frame of the ability that resolved)?  Then it was not initiated: no
 * cost, limit, played event or executed ability of its own */
static gboolean
resolving_again (const HcGame *g, const LcgPlayFrame *p)
{
  return p->trigger >= 0 && p->trigger < g->n_frames
         && g->frame[p->trigger].kind == ST_PLAY;
}

/* lcgAG: the effect of the Reaction ability resolved in frame `kept`
 * resolves again for `player` "as if you control the effect, ignoring any
 * costs and trigger conditions" (Chain Reaction): from step 5, its
 * targets chosen anew by that player */
void
lcg_push_play_again (HcGame *g, gint kept, gint player)
{
  const LcgPlayFrame *k = LCG_PLAY_CONST (&g->frame[kept]);
  gint src = k->src, clause = k->clause;
  lcg_log (g, player, M_RESOLVE_AGAIN, RR_REACTION, player, src, 0, 0);
  lcg_push_play (g, src, clause, player, kept);
  g->frame[g->n_frames - 1].pc = PC_TARGETS;
}

/* lcgAG: after a Reaction ability resolves (Chain Reaction): the
 * condition is pushed over the ability's frame, which stays until the
 * reactions to it are done so that they can read it */
static void
reaction_resolved (HcGame *g, HcFrame *f, const LcgClause *cl)
{
  const LcgPlayFrame *p = LCG_PLAY_CONST (f);
  if (cl->kind != CK_REACTION || resolving_again (g, p) || g->over
      || !lcg_anyone_listens (g, EV_REACTION_RESOLVED, W_REACTION))
    return;
  lcg_push_reactions_from (g, EV_REACTION_RESOLVED, p->src, p->player,
                           (gint)(f - g->frame), 0);
}

void
lcg_push_play (HcGame *g, gint source, gint clause, gint player,
               gint trigger_frame)
{
  LcgPlayFrame *p = LCG_PLAY (hc_game_push (g, ST_PLAY));
  p->src = source;
  p->clause = clause;
  p->player = player;
  p->target = HC_NONE;
  p->trigger = trigger_frame;
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

/* Over My Dead Body: "a unit in play executes an Action or Reaction
 * ability".  Forced reactions are not reactions one chooses to use, and a
 * unit's ability used from the hand is not one of a unit in play; a unit
 * that left play paying the cost (sacrificed) still executes it. */
static gboolean
unit_ability_from_play (const HcGame *g, gint src, const LcgClause *cl)
{
  return (cl->kind == CK_ACTION || cl->kind == CK_REACTION)
         && lcg_is_unit (g, src) && !cl->from_hand
         && cl->cost != COST_DISCARD_SELF;
}

HcStepResult
lcg_step_play (HcGame *g, HcFrame *f)
{
  LcgPlayFrame *p = LCG_PLAY (f);
  gint src = p->src, player = p->player;
  const LcgClause *cl = lcg_clause (g, src, p->clause);
  gboolean again = resolving_again (g, p);
  /* an event's effect resolved again is not the event played again */
  gboolean event = lcg_is_event_card (g, src) && !again;
  switch (f->pc)
    {
    case PC_DECLARE: /* steps 1-4: declared, restrictions checked, pay */
      {
        const HcFrame *trigger = lcg_trigger_of (g, p->trigger);
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
          lcg_mark (g, EFF_USED_TRIGGER, HC_DUR_PHASE, player, src, src,
                    LCG_EVENT_CONST (trigger)->seq, p->clause);
        /* "Limit 3 times per phase" is used up at its third use only
         * (below) */
        if (cl->limit != LIM_NONE && cl->limit != LIM_3_PER_PHASE)
          lcg_log (g, player,
                   cl->limit == LIM_ONCE_PER_TURN         ? M_LIMIT_COPY_TURN
                   : cl->limit == LIM_ONE_PER_TURN        ? M_LIMIT_TITLE_TURN
                   : cl->limit == LIM_ONCE_PER_PHASE      ? M_LIMIT_COPY_PHASE
                   : cl->limit == LIM_ONCE_PER_ENGAGEMENT ? M_LIMIT_ENGAGEMENT
                                                          : M_LIMIT_EDGE,
                   RR_LIMITS, src, player, 0, 0);
        if (cl->limit == LIM_ONCE_PER_TURN)
          lcg_mark (g, EFF_LIMIT_COPY, HC_DUR_TURN, player, src, src, 0,
                    p->clause);
        if (cl->limit == LIM_ONE_PER_TURN)
          lcg_mark (g, EFF_LIMIT_TITLE, HC_DUR_TURN, player, src, HC_NONE,
                    lcg_info (g, src)->title_id, player);
        if (cl->limit == LIM_3_PER_PHASE || cl->limit == LIM_ONCE_PER_PHASE)
          lcg_mark (g, EFF_LIMIT_COPY, HC_DUR_PHASE, player, src, src, 0,
                    p->clause);
        if (cl->limit == LIM_3_PER_PHASE && copy_uses (g, src, p->clause) >= 3)
          lcg_log (g, player, M_LIMIT_COPY_PHASE, RR_LIMITS, src, player, 0, 0);
        if (cl->limit == LIM_ONCE_PER_EDGE)
          lcg_mark (g, EFF_LIMIT_COPY, HC_DUR_BATTLE, player, src, src,
                    lcg_edge_battle_seq (g), p->clause);
        if (cl->limit == LIM_ONCE_PER_ENGAGEMENT)
          lcg_mark (g, EFF_LIMIT_COPY, HC_DUR_BATTLE, player, src, src, 0,
                    p->clause);
        f->pc = PC_COSTS;
        hc_step_return (g, 1); /* paid, unless a payment says otherwise */
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
        if (!hc_step_result (g))
          {
            if (event)
              hc_card_move (g, src, player, Z_HAND, TRUE);
            return HC_STEP_DONE;
          }
        f->pc = PC_TARGETS;
        if (cl->cost == COST_FOCUS_SELF || cl->cost == COST_FOCUS_REVEAL)
          {
            lcg_push_focus (g, src, MAX (1, cl->cost_n), player, RR_CARD);
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
            lcg_push_sacrifice (g, src, player);
          }
        if (cl->cost == COST_DIAL)
          {
            g->global[G_DIAL] += cl->cost_n;
            lcg_log (g, player, M_DIAL, RR_CARD, LCG_DARK, cl->cost_n,
                     g->global[G_DIAL], 0);
            lcg_check_victory (g);
            lcg_dial_increased (g);
          }
        if (cl->cost == COST_RETURN_SELF)
          {
            lcg_log (g, player, M_RETURN, RR_CARD, src, 0, 0, 0);
            lcg_push_leave (g, src, LV_HAND, HC_NONE);
          }
        if (cl->cost == COST_DAMAGE_SELF || cl->cost == COST_DAMAGE_ENHANCED)
          {
            /* FAQ Q&A on Trust Me: excess damage is ignored, so a cost of
             * damage the card cannot take in full is not paid */
            gint hit
                = cl->cost == COST_DAMAGE_SELF ? src : g->card[src].attached_to;
            p->left = g->card[hit].counter[C_DAMAGE];
            f->pc = PC_COST_CHECK;
            lcg_push_damage (g, hit, cl->cost_n, player, src);
          }
        if (cl->cost == COST_PLACE_DAMAGE)
          {
            /* lcgV: placed, not dealt (our reading, doc/rules/lcg.md):
             * no capacity (an enhancement has none), shield, Protect or
             * "when damaged" */
            HcCard *c = &g->card[src];
            c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] + cl->cost_n);
            lcg_log (g, player, M_PLACE_DAMAGE, RR_CARD, player, src,
                     cl->cost_n, c->counter[C_DAMAGE]);
          }
        if (cl->cost == COST_UNSHIELD_SELF)
          {
            lcg_log (g, player, M_SHED, RR_CARD, player, src, 0, 0);
            lcg_remove_shield (g, src, player);
          }
        if (cl->cost == COST_DAMAGE_EACH_OBJECTIVE)
          {
            /* lcgW: 1 damage to each, dealt one at a time; what each
             * dealing does to the card (a shield, a destroyed objective)
             * is not checked: the cost is what was dealt */
            gint16 obj[HC_MAX_CARDS];
            gint n = lcg_friendly_objectives (g, player, obj);
            for (gint i = n - 1; i >= 0; i--)
              if (lcg_has_trait (g, obj[i], cl->cost_trait))
                lcg_push_damage (g, obj[i], 1, player, src);
          }
        if (cl->cost == COST_DISCARD_HAND || cl->cost == COST_SACRIFICE
            || cl->cost == COST_FOCUS_UNIT || cl->cost == COST_DISCARD_CAPTURED
            || cl->cost == COST_RETURN_CAPTURED
            || cl->cost == COST_UNSHIELD_CARD || cl->cost == COST_UNSHIELD_UNIT
            || cl->cost == COST_RETURN_UNIT || cl->cost == COST_FOCUS_REVEAL)
          {
            p->left = MAX (1, cl->cost_n);
            f->pc = PC_COST_ANSWER;
            hc_game_take_answer (g); /* the first cost card is not chosen */
          }
        return HC_STEP_CONTINUE;
      }
    case PC_COST_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o)
          {
            if (cl->cost == COST_FOCUS_UNIT)
              {
                lcg_push_focus (g, o->a, 1, player, RR_CARD);
              }
            else if (cl->cost == COST_RETURN_CAPTURED)
              {
                /* face up again in its owner's hand, as a rescued card */
                hc_card_move (g, o->a, g->card[o->a].owner, Z_HAND, TRUE);
                g->card[o->a].flags = 0;
                lcg_log (g, player, M_RETURN, RR_CARD, o->a, 0, 0, 0);
              }
            else if (cl->cost == COST_UNSHIELD_CARD
                     || cl->cost == COST_UNSHIELD_UNIT)
              {
                /* lcgV: the card is the effect's "that" (Asteroid Base:
                 * "give that unit ..."); step 5 names no other target */
                lcg_log (g, player, M_SHED, RR_CARD, player, o->a, 0, 0);
                lcg_remove_shield (g, o->a, player);
                p->target = o->a;
              }
            else if (cl->cost == COST_FOCUS_REVEAL)
              {
                /* lcgAC: shown, and kept in hand; the frame's target until
                 * step 5, which reads its title */
                lcg_log (g, player, M_REVEAL, RR_CARD, player, o->a, 0, 0);
                p->target = o->a;
              }
            else if (cl->cost == COST_RETURN_UNIT)
              {
                /* lcgAC: the returned unit is the frame's target until
                 * step 5, whose cheaper-than-cost request reads it */
                lcg_log (g, player, M_RETURN, RR_CARD, o->a, 0, 0, 0);
                lcg_push_leave (g, o->a, LV_HAND, HC_NONE);
                p->target = o->a;
              }
            else if (cl->cost == COST_DISCARD_HAND
                     || cl->cost == COST_DISCARD_CAPTURED)
              {
                hc_card_move (g, o->a, g->card[o->a].owner, Z_DISCARD, TRUE);
                /* a captured card lay face down: discarded, it is public */
                g->card[o->a].flags = 0;
                lcg_log (g, player, M_DISCARD_COST, RR_CARD, player, o->a, 0,
                         0);
              }
            else
              {
                lcg_push_sacrifice (g, o->a, player);
              }
            if (--p->left <= 0)
              f->pc = PC_TARGETS;
            return HC_STEP_CONTINUE;
          }
        gint16 list[HC_MAX_CARDS];
        gint n = lcg_cost_cards (g, src, cl, player, list);
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
      {
        gint hit
            = cl->cost == COST_DAMAGE_ENHANCED ? g->card[src].attached_to : src;
        if (!lcg_in_play (g, src) || hit < 0 || !lcg_in_play (g, hit)
            || g->card[hit].counter[C_DAMAGE] - p->left < cl->cost_n)
          {
            lcg_log (g, player, M_COST_UNPAID, RR_EFFECT_RESOLUTION, src, 0, 0,
                     0);
            f->pc = PC_FINISH;
            return HC_STEP_CONTINUE;
          }
        f->pc = PC_TARGETS;
        return HC_STEP_CONTINUE;
      }
    case PC_TARGETS: /* step 5: targets, the first request then the second */
    case PC_TARGET2:
      {
        gboolean second = f->pc == PC_TARGET2;
        if (!second)
          {
            /* the costs are paid: their counter's slot says nothing is
             * named yet */
            p->target2 = HC_NONE;
            p->named = HC_NONE;
          }
        f->pc = second ? PC_TARGET2_ANSWER : PC_TARGET_ANSWER;
        if (!lcg_push_target_request (g, f, second))
          f->pc = second ? PC_PLAYED : PC_TARGET2;
        return HC_STEP_CONTINUE;
      }
    case PC_TARGET_ANSWER:
    case PC_TARGET2_ANSWER:
      {
        /* a single target's pick, after any "up to N" targets the frame
         * keeps, goes to the frame's own field */
        gboolean second = f->pc == PC_TARGET2_ANSWER;
        gint into = lcg_target_request_into (cl, second);
        gint16 picks[HC_MAX_PICKS];
        gint n = hc_targets_chosen (g, f, picks, NULL);
        if (into != LCG_INTO_PICKS && hc_step_result (g) == 1)
          {
            *(into == LCG_INTO_SECOND ? &p->target2 : &p->target)
                = picks[n - 1];
            hc_targets_truncate (g, f, n - 1);
          }
        f->pc = second ? PC_PLAYED : PC_TARGET2;
        /* lcgAF: "when your opponent chooses a single target" (Narrow
         * Escape), an ability's only target just chosen */
        if (!second && into == LCG_INTO_FIRST)
          lcg_push_target_chosen (g, f);
        return HC_STEP_CONTINUE;
      }
    case PC_PLAYED: /* the card is played: a triggering condition of its own */
      f->pc = PC_INTERRUPTED;
      hc_step_return (g, 0); /* not cancelled, unless the condition is */
      if (event)
        lcg_push_interrupts (g, EV_EVENT_PLAYED, src, player, 0);
      return HC_STEP_CONTINUE;
    case PC_INTERRUPTED:
      if (hc_step_result (g) < 0)
        {
          f->pc = PC_FINISH;
          return HC_STEP_CONTINUE;
        }
      /* an interrupt about to take effect is a condition of its own (It's
       * Worse; FAQ nested sequences) */
      f->pc = PC_EXECUTED;
      hc_step_return (g, 0);
      if (again)
        ; /* Chain Reaction's effect, not the unit's ability executed */
      /* lcgAI: a constant ability (Knowledge and Defense) is no
       * interrupt ability executed */
      else if ((cl->kind == CK_INTERRUPT || cl->kind == CK_FORCED_INTERRUPT)
               && !cl->constant)
        lcg_push_interrupts (g, EV_INTERRUPT_EXECUTED, src, player, 0);
      else if (unit_ability_from_play (g, src, cl))
        lcg_push_interrupts (g, EV_UNIT_ABILITY_EXECUTED, src, player, 0);
      return HC_STEP_CONTINUE;
    case PC_EXECUTED:
      if (hc_step_result (g) < 0)
        {
          f->pc = PC_FINISH;
          return HC_STEP_CONTINUE;
        }
      p->op = 0;
      f->pc = PC_RESOLVE;
      /* not cancelled: the ability resolves */
      hc_coverage_note (g, p->src, (guint)p->clause);
      return HC_STEP_CONTINUE;
    case PC_RESOLVE: /* step 6: the effects, one after the other */
      if (g->over)
        return HC_STEP_DONE;
      if (p->op < cl->n_ops)
        {
          gboolean asked = lcg_resolve_op (g, f, &cl->op[p->op++]);
          return asked ? HC_STEP_ASK : HC_STEP_CONTINUE;
        }
      f->pc = PC_FINISH;
      reaction_resolved (g, f, cl);
      return HC_STEP_CONTINUE;
    case PC_CHOICE_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = PC_RESOLVE;
        if (o && o->kind == O_NAME_LETTER)
          {
            /* an initial chosen: the titles that begin with it */
            f->pc = PC_CHOICE_ANSWER;
            lcg_name_offer_titles (g, f, o->a);
            return HC_STEP_ASK;
          }
        if (o && o->kind == O_NAME)
          {
            /* named: reveal, then resolve the same effect's capture */
            lcg_name_chosen (g, f, o->a);
            p->op--;
            return HC_STEP_CONTINUE;
          }
        lcg_apply_choice (
            g, f, &cl->op[p->op - 1],
            o && (o->kind == O_CHOICE || o->kind == O_AMOUNT) ? o->a : HC_NONE);
        return HC_STEP_CONTINUE;
      }
    case PC_FINISH:
      if (event && g->card[src].zone == Z_SETASIDE)
        hc_card_move (g, src, g->card[src].owner, Z_DISCARD, TRUE);
      /* lcgAA: "after an opponent resolves a card effect that draws 1 or
       * more cards" (Clearing House), now that it has resolved */
      if (notes_spent_drew (g, (gint)(f - g->frame)) && !g->over)
        lcg_push_reactions (g, EV_EFFECT_DREW, src, player);
      /* "after you play an event card" (Darth Vader): played even if its
       * effects were cancelled (FAQ 3.1) */
      if (event && !g->over)
        lcg_push_reactions (g, EV_EVENT_PLAYED, src, player);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
