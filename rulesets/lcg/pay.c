/* Paying resource costs (swlcg-rules-research.md 1.4.4): the player
 * focuses ready cards with a resource value; a card produces up to its
 * value and takes one focus token per resource it produces; at least one
 * resource must come from a card of the paid card's affiliation unless
 * that card is neutral, the cost is 0, or an ability waives the match;
 * resources left over are lost.  A card whose resources may only be used
 * to play some units (Jawa Trading Crawler) is no provider for anything
 * else: it is never offered, counted or taken as the only way. */
#include "lcg-steps.h"

/* the ST_PAY frame: a cost being paid, one resource provider at a time;
 * it returns 1 when paid, 0 if the cost could not be met */
typedef struct
{
  gint32 player;
  gint32 card;    /* what is paid for */
  gint32 left;    /* resources still to produce */
  gint32 aff;     /* affiliation a resource must match, AF_NEUTRAL for none */
  gint32 matched; /* a resource of that affiliation was produced */
  gint32 unit1;   /* the unit being played plus 1, or 0: paying for
                   * anything else (an event, an ability, an extra cost);
                   * noted only while the payer controls a card whose
                   * resources pay only for some units, so that other
                   * games keep their states (saved games replay) */
} LcgPayFrame;
HC_FRAME_VIEW_FITS (LcgPayFrame);
#define LCG_PAY(f) ((LcgPayFrame *)(f)->arg)

enum
{
  PAY_OFFER,
  PAY_ANSWER,
};

static gint
first_bit (gint type, gint aff)
{
  return 1 << (8 * (type & 3) + aff);
}

/* has the player not yet played a card of this type this turn? */
gboolean
lcg_first_of_type (const HcGame *g, gint player, gint type)
{
  return lcg_first_of_kind (g, player, type, AF_NEUTRAL);
}

/* ... of this type and affiliation (AF_NEUTRAL: any)? */
gboolean
lcg_first_of_kind (const HcGame *g, gint player, gint type, gint aff)
{
  return !(g->res[player][R_FIRST] & first_bit (type, aff));
}

/* ... of the (trait, type) pair in this slot of the first-play trait
 * table (first-traits.c)? */
gboolean
lcg_first_of_slot (const HcGame *g, gint player, gint slot)
{
  return !(g->res[player][R_FIRST_TRAIT] & (1 << slot));
}

/* Is `card`, played as `type`, of the kind a next-card-cheaper effect
 * names?  An effect with no kind (arg 0 or 1) takes any card; else its
 * arg holds the card that named the kind (verbs/next-card.c). */
static gboolean
next_card_fits (const HcGame *g, const HcEffect *e, gint card, gint type)
{
  gint giver = (e->arg >> 1) - 1;
  if (giver < 0)
    return TRUE;
  if (card < 0)
    return FALSE;
  const LcgCard *c = lcg_info (g, giver);
  for (gint k = 0; k < c->n_clauses; k++)
    for (gint i = 0; i < c->clause[k].n_ops; i++)
      {
        const LcgOp *op = &c->clause[k].op[i];
        if (op->verb != V_NEXT_CARD)
          continue;
        return (op->sel.what != WH_UNIT || type == T_UNIT)
               && (!op->sel.trait[0]
                   || lcg_has_trait (g, card, op->sel.trait[0]))
               && (!op->sel.aff
                   || lcg_info (g, card)->affiliation == op->sel.aff);
      }
  return FALSE;
}

/* The printed cost changed by constant abilities and lasting effects,
 * never below 0 (FAQ 2.10); `type` is what the card is played as (a
 * pilot: an enhancement). */
gint
lcg_play_cost_as (const HcGame *g, gint player, gint card, gint type)
{
  LcgStaticAsk ask
      = { .card = card, .player = player, .type = type, .target = HC_NONE };
  /* "reduce the cost to 0" is absolute and overrides every increase (FAQ
   * Q&A on Imperial Blockade and Undercover Operative) */
  if (lcg_static_sum (g, LQ_FREE, &ask) > 0)
    return 0;
  gint cost
      = hc_card_def (g, card)->stat[S_COST] + lcg_static_sum (g, LQ_COST, &ask);
  /* Kuat Reinforcements: cards discarded as it is played */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_DISCOUNT && g->effect[i].target == card)
      cost -= g->effect[i].value;
  /* Rebel Sympathizer: the next card played this phase */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_NEXT_CARD && g->effect[i].controller == player
        && ((g->effect[i].target == HC_NONE
             && next_card_fits (g, &g->effect[i], card, type))
            || g->effect[i].target == card))
      cost -= g->effect[i].value;
  return MAX (cost, 0);
}

gint
lcg_play_cost (const HcGame *g, gint player, gint card)
{
  return lcg_play_cost_as (g, player, card, hc_card_def (g, card)->type);
}

/* After a card is played as `type`: it was the first of that type, and
 * of that type and its affiliation, this turn. */
void
lcg_note_played_as (HcGame *g, gint player, gint card, gint type)
{
  if (type != T_UNIT && type != T_EVENT && type != T_ENHANCEMENT)
    return;
  g->res[player][R_FIRST]
      |= first_bit (type, AF_NEUTRAL)
         | first_bit (type, lcg_info (g, card)->affiliation);
  g->res[player][R_FIRST_TRAIT]
      |= (gint32)lcg_info (g, card)->first_slots[type - T_UNIT];
  /* Rebel Sympathizer's reduction is this card's now */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_NEXT_CARD && g->effect[i].controller == player
        && g->effect[i].target == HC_NONE
        && next_card_fits (g, &g->effect[i], card, type))
      g->effect[i].target = (gint16)card;
}

void
lcg_note_played (HcGame *g, gint player, gint card)
{
  lcg_note_played_as (g, player, card, lcg_type (g, card));
}

/* lcgAA: "Resources generated by this unit can only be used to play
 * Vehicle or Droid units" (Jawa Trading Crawler, Rebel Fighter Bay): may
 * `card` pay toward playing `unit` (HC_NONE: not a unit being played)? */
static gboolean
may_pay_for (const HcGame *g, gint card, gint unit)
{
  if (G_LIKELY (!lcg_own_static (g, LQ_RESOURCES_ONLY_FOR, card)))
    return TRUE;
  const LcgStatic *st
      = lcg_card_static (lcg_info (g, card), LQ_RESOURCES_ONLY_FOR);
  lcg_own_static_ran (g, LQ_RESOURCES_ONLY_FOR, card);
  return unit >= 0
         && (lcg_has_trait (g, unit, st->trait)
             || (st->trait2 && lcg_has_trait (g, unit, st->trait2)));
}

static gint
provider_value (const HcGame *g, gint player, gint card, gint unit)
{
  const HcCard *c = &g->card[card];
  if (c->controller != player || !lcg_in_play (g, card)
      || (c->flags & HC_CARD_FACE_DOWN) || c->counter[C_FOCUS] > 0
      || !may_pay_for (g, card, unit))
    return 0;
  return hc_card_def (g, card)->stat[S_RESOURCES]
         + lcg_static_of_card (g, LQ_RESOURCES, card);
}

/* `card`: what is paid for (HC_NONE: any card not yet played) */
static gboolean
ignores_match (const HcGame *g, gint player, gint card)
{
  LcgStaticAsk ask
      = { .card = HC_NONE, .player = player, .type = -1, .target = HC_NONE };
  if (lcg_static_sum (g, LQ_IGNORE_MATCH, &ask) > 0)
    return TRUE;
  /* Dark Alliance, until the end of the phase */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_IGNORE_MATCH
        && g->effect[i].controller == player)
      return TRUE;
  /* Rebel Sympathizer, for the next card played (Vast Resources keeps the
   * match: arg 1) */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_NEXT_CARD && g->effect[i].controller == player
        && !(g->effect[i].arg & 1)
        && ((g->effect[i].target == HC_NONE
             && next_card_fits (g, &g->effect[i], card,
                                card < 0 ? -1 : lcg_type (g, card)))
            || g->effect[i].target == card))
      return TRUE;
  return FALSE;
}

static gboolean
matches (const HcGame *g, gint card, gint aff)
{
  if (aff == AF_NEUTRAL)
    return FALSE;
  if (lcg_info (g, card)->affiliation == aff)
    return TRUE;
  /* Common Ground: its objective's resources match every affiliation */
  return lcg_static_of_card (g, LQ_MATCH_ALL, card) > 0;
}

/* The cards that may produce resources: those in play, either player's,
 * as a bit set in card order (provider_value says which are ready and
 * whose).  The payment loops ran over every card of the game and were
 * the lcg's largest cost per decision. */
static void
in_play_cards (const HcGame *g, guint64 out[HC_CARD_WORDS])
{
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, out);
}

/* Can what is left be paid from the ready providers, leaving `skip` out? */
static gboolean
feasible (const HcGame *g, gint player, gint left, gint aff, gboolean matched,
          gint skip, gint unit)
{
  gint total = 0;
  gboolean match_there = FALSE;
  guint64 cand[HC_CARD_WORDS];
  in_play_cards (g, cand);
  HC_FOR_EACH_BIT (cand, i)
    {
      if (i == skip)
        continue;
      gint v = provider_value (g, player, i, unit);
      if (v <= 0)
        continue;
      total += v;
      match_there |= matches (g, i, aff);
    }
  if (matched)
    return total >= left;
  /* the matching card can always go first and produce at least one */
  return left > 0 && total >= left && match_there;
}

static gint
needed_match (const HcGame *g, gint player, gint card, gint cost, gint aff)
{
  if (aff == AF_NEUTRAL || cost <= 0 || ignores_match (g, player, card))
    return AF_NEUTRAL;
  return aff;
}

/* Does the player control a card whose resources pay only for some units? */
static gboolean
restricted_provider (const HcGame *g, gint player)
{
  guint64 cand[HC_CARD_WORDS];
  in_play_cards (g, cand);
  HC_FOR_EACH_BIT (cand, i)
    if (lcg_own_static (g, LQ_RESOURCES_ONLY_FOR, i)
        && g->card[i].controller == player && lcg_in_play (g, i))
      return TRUE;
  return FALSE;
}

/* `unit`: the unit card being played, or HC_NONE for any other payment */
gboolean
lcg_can_pay_for (const HcGame *g, gint player, gint cost, gint aff, gint unit)
{
  if (cost <= 0)
    return TRUE;
  gint need = needed_match (g, player, HC_NONE, cost, aff);
  return feasible (g, player, cost, need, need == AF_NEUTRAL, HC_NONE, unit);
}

gboolean
lcg_can_pay (const HcGame *g, gint player, gint cost, gint aff)
{
  return lcg_can_pay_for (g, player, cost, aff, HC_NONE);
}

void
lcg_push_pay_for (HcGame *g, gint player, gint card, gint cost, gint aff,
                  gint unit)
{
  LcgPayFrame *y = LCG_PAY (hc_game_push (g, ST_PAY));
  y->player = player;
  y->card = card;
  y->left = cost;
  y->aff = needed_match (g, player, card, cost, aff);
  y->matched = y->aff == AF_NEUTRAL;
  y->unit1 = unit >= 0 && restricted_provider (g, player) ? unit + 1 : 0;
}

void
lcg_push_pay (HcGame *g, gint player, gint card, gint cost, gint aff)
{
  lcg_push_pay_for (g, player, card, cost, aff, HC_NONE);
}

static void
produce (HcGame *g, LcgPayFrame *y, gint card)
{
  gint p = y->player;
  gint k = MIN (provider_value (g, p, card, y->unit1 - 1), y->left);
  y->left -= k;
  y->matched |= matches (g, card, y->aff);
  lcg_log (g, p, M_PAY, RR_RESOURCES, p, card, k, 0);
  /* "after enhanced objective generates 1 or more resources" (Stolen
   * Plans): only an enhanced card can have such a reaction */
  if (k > 0 && lcg_enhancements_on (g, card) > 0)
    lcg_push_reactions (g, EV_GENERATED, card, p);
  /* on top: the tokens are placed first, and a unit focused for its
   * resources may have them replaced (Spice Visions): the resources are
   * produced all the same */
  lcg_push_focus (g, card, k, p, -1);
}

/* The one way to pay what is left, if there is only one: every ready
 * provider together makes exactly what is left (and one of them matches
 * when a match is still owed), so each is focused for its whole value
 * whatever the order.  Returns the first of them, or HC_NONE when the
 * player has a choice (or no way at all). */
static gint
only_way (const HcGame *g, const LcgPayFrame *y)
{
  gint total = 0, first = HC_NONE;
  gboolean match_there = y->matched;
  guint64 cand[HC_CARD_WORDS];
  in_play_cards (g, cand);
  HC_FOR_EACH_BIT (cand, i)
    {
      /* past what is left there is no single way: the rest is not read */
      if (total > y->left)
        continue;
      gint v = provider_value (g, y->player, i, y->unit1 - 1);
      if (v <= 0)
        continue;
      if (first == HC_NONE)
        first = i;
      total += v;
      match_there |= matches (g, i, y->aff);
    }
  return y->left > 0 && total == y->left && match_there ? first : HC_NONE;
}

HcStepResult
lcg_step_pay (HcGame *g, HcFrame *f)
{
  LcgPayFrame *y = LCG_PAY (f);
  gint p = y->player;
  switch (f->pc)
    {
    case PAY_OFFER:
      if (y->left <= 0 && y->matched)
        {
          hc_step_return (g, 1);
          return HC_STEP_DONE;
        }
      /* issue 19: no question where the answers all come to the same;
       * the providers are focused one at a time all the same, so each
       * one's focus tokens and reactions come as when asked */
      gint only = only_way (g, y);
      if (only != HC_NONE)
        {
          produce (g, y, only);
          return HC_STEP_CONTINUE;
        }
      hc_game_ask (g, p, D_PAY, D_PAY);
      g->decision.prompt_arg[0] = y->card;
      g->decision.prompt_arg[1] = y->left;
      guint64 cand[HC_CARD_WORDS];
      in_play_cards (g, cand);
      HC_FOR_EACH_BIT (cand, i)
        {
          gint v = provider_value (g, p, i, y->unit1 - 1);
          if (v <= 0)
            continue;
          gint left = y->left - MIN (v, y->left);
          gboolean m = y->matched || matches (g, i, y->aff);
          if ((left == 0 && m)
              || (left > 0
                  && feasible (g, p, left, y->aff, m, i, y->unit1 - 1)))
            hc_game_offer (g, LCG_OPT_ID (O_PAY, i, 0), O_PAY, i, v, 0);
        }
      if (g->decision.n_options == 0)
        {
          g->decision.player = HC_NONE;
          hc_step_return (g, 0);
          return HC_STEP_DONE;
        }
      if (g->decision.n_options == 1)
        {
          /* one way to pay is no choice */
          gint c = g->decision.option[0].a;
          g->decision.player = HC_NONE;
          g->decision.n_options = 0;
          produce (g, y, c);
          return HC_STEP_CONTINUE;
        }
      f->pc = PAY_ANSWER;
      return HC_STEP_ASK;
    case PAY_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o)
          produce (g, y, o->a);
        f->pc = PAY_OFFER;
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}
