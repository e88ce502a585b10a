/* Deployment (swlcg-rules-research.md 1.4.4): in the deployment action
 * window the active player may, as an action, pay for a unit or an
 * enhancement from hand and put it into play; an enhancement goes where
 * its text says.  Unique cards and Limited cards restrict what may come
 * in. */
#include "lcg-steps.h"

/* the ST_DEPLOY frame: a card played from hand, or put into play */
typedef struct
{
  gint32 player;
  gint32 card;
  gint32 host;       /* where an enhancement goes, or -1 */
  gint32 cost;       /* what it cost */
  gint32 first_unit; /* the first unit its player plays this turn */
  gint32 from;       /* the zone it is played from */
  gint32 mode;       /* DEPLOY_*: participating (Admiral Ackbar), as a pilot */
} LcgDeployFrame;
HC_FRAME_VIEW_FITS (LcgDeployFrame);
#define LCG_DEPLOY(f) ((LcgDeployFrame *)(f)->arg)

enum
{
  DEP_BEGIN, /* "when you play a unit" interrupts, before its cost */
  DEP_PAID,
  DEP_HOST_ANSWER,
  DEP_ENTER,
  DEP_DONE,
  DEP_PAY,
};

/* Remote Hideout: the first unit a player plays each turn enters play
 * with 1 focus token, one however many such cards he has (FAQ Q&A: an
 * absolute number of tokens) */
static void
first_unit_focus (HcGame *g, gint p, gint card)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_own_static (g, LQ_FIRST_UNIT_FOCUSED, i)
        && g->card[i].controller == p && lcg_in_play (g, i)
        && !(g->card[i].flags & HC_CARD_FACE_DOWN))
      {
        lcg_own_static_ran (g, LQ_FIRST_UNIT_FOCUSED, i);
        gint n = g->card[card].counter[C_FOCUS];
        if (n < 1)
          {
            lcg_add_focus (g, card, 1 - n);
            lcg_log (g, p, M_FOCUS, RR_CARD, card, 1 - n, 0, 0);
          }
        return;
      }
}

/* an enhancement that may enhance only cards of one affiliation (the
 * row enhances-only): whether the host has it */
static gboolean
enhances_affiliation (const HcGame *g, gint enh, gint host)
{
  gint aff = lcg_own_static (g, LQ_ENHANCES_ONLY, enh);
  if (aff)
    lcg_own_static_ran (g, LQ_ENHANCES_ONLY, enh);
  return !aff || lcg_info (g, host)->affiliation == aff;
}

/* Where an enhancement may go.  An unqualified "Enhance a unit" or "an
 * objective" is read as a card the player controls (doc/rules/lcg.md,
 * uncertain). */
gboolean
lcg_enhance_host_ok (const HcGame *g, gint player, gint enh, gint host)
{
  const LcgCard *e = lcg_info (g, enh);
  gboolean unit = lcg_is_unit (g, host);
  gboolean obj = lcg_is_objective (g, host);
  gboolean mine = g->card[host].controller == player;
  switch (e->enh)
    {
    case ENH_UNIT:
    case ENH_ENEMY_UNIT:
      if (!unit || mine != (e->enh == ENH_UNIT))
        return FALSE;
      if (lcg_keywords (g, host) & KW_NO_ENHANCEMENTS)
        {
          if (lcg_info (g, host)->kw & KW_NO_ENHANCEMENTS)
            hc_coverage_note (g, host, LCG_PART_KEYWORD + 4);
          return FALSE;
        }
      if (!enhances_affiliation (g, enh, host))
        return FALSE;
      if (lcg_own_static (g, LQ_ONE_PER_UNIT, enh))
        {
          lcg_own_static_ran (g, LQ_ONE_PER_UNIT, enh);
          for (gint i = 0; i < g->n_cards; i++)
            if (i != enh && g->card[i].attached_to == host
                && lcg_info (g, i)->title_id == e->title_id)
              return FALSE;
        }
      return !e->enh_trait[0] || lcg_has_trait (g, host, e->enh_trait[0])
             || (e->enh_trait[1] && lcg_has_trait (g, host, e->enh_trait[1]));
    case ENH_OBJECTIVE:
    case ENH_FRIENDLY_OBJ:
    case ENH_ENEMY_OBJ:
      /* lcgB: "a Tatooine objective you control" (The Almighty Sarlacc) */
      if (e->enh_trait[0] && !lcg_has_trait (g, host, e->enh_trait[0])
          && !(e->enh_trait[1] && lcg_has_trait (g, host, e->enh_trait[1])))
        return FALSE;
      /* lcgU: "Enhance a [Sith] objective" (Force Shield) */
      if (obj && !enhances_affiliation (g, enh, host))
        return FALSE;
      return obj && mine == (e->enh != ENH_ENEMY_OBJ);
    default:
      return FALSE;
    }
}

/* does the host have the trait a pilot's unit needs (one of two, Wedge
 * Antilles of The Desolation of Hoth)? */
static gboolean
pilot_trait_ok (const HcGame *g, gint card, gint host)
{
  const LcgCard *c = lcg_info (g, card);
  const LcgStatic *st = lcg_card_static (c, LQ_PILOT_ON);
  if (!st)
    return FALSE;
  hc_coverage_note (g, card, LCG_PART_STATIC + (guint)(st - c->statics));
  return lcg_has_trait (g, host, st->trait)
         || (st->trait2 && lcg_has_trait (g, host, st->trait2));
}

/* A pilot (FAQ errata, Black Squadron Pilot): on a unit its player
 * controls with the trait, that can take enhancements */
static gboolean
pilot_host_ok (const HcGame *g, gint player, gint card, gint host)
{
  return lcg_is_unit (g, host) && g->card[host].controller == player
         && host != card && !(lcg_keywords (g, host) & KW_NO_ENHANCEMENTS)
         && pilot_trait_ok (g, card, host);
}

static gboolean
host_ok (const HcGame *g, gint player, gint card, gint host, gint mode)
{
  return mode == DEPLOY_PILOT ? pilot_host_ok (g, player, card, host)
                              : lcg_enhance_host_ok (g, player, card, host);
}

static gboolean
needs_host (const HcGame *g, gint card)
{
  gint enh = lcg_info (g, card)->enh;
  /* the dial and unread placements go to the play area for now */
  return lcg_type (g, card) == T_ENHANCEMENT && enh != ENH_NONE
         && enh != ENH_PLAY_AREA && enh != ENH_DIAL;
}

/* A host is a unit or an objective, so it lies at the top level of a
 * play zone; host_ok of any other card is FALSE and notes nothing. */
static void
host_candidates (const HcGame *g, guint64 out[HC_CARD_WORDS])
{
  hc_zones_union (g, (1u << Z_PLAY) | (1u << Z_OBJECTIVES), FALSE, out);
}

static gint
count_hosts (const HcGame *g, gint player, gint card, gint mode, gint *first)
{
  guint64 hosts[HC_CARD_WORDS];
  host_candidates (g, hosts);
  gint n = 0;
  HC_FOR_EACH_BIT (hosts, i)
    {
      if (host_ok (g, player, card, i, mode))
        {
          if (!n && first)
            *first = i;
          n++;
        }
    }
  return n;
}

/* What the card is played as: a pilot is an enhancement from the moment
 * it is played (FAQ clarification relayed in swlcg-rules-gaps.md (l)), so
 * "first enhancement" reductions and the enhancement's place in the
 * turn's firsts are its own, and it is no unit played. */
static gint
played_type (const HcGame *g, gint card, gint mode)
{
  return mode == DEPLOY_PILOT ? T_ENHANCEMENT : lcg_type (g, card);
}

static gboolean
can_deploy_as (HcGame *g, gint player, gint card, gint mode)
{
  const HcCard *c = &g->card[card];
  gint type = lcg_type (g, card);
  /* from hand, or from the discard pile where the card allows it (Viper
   * Probe Droid) */
  gboolean from = c->zone == Z_HAND
                  || (c->zone == Z_DISCARD
                      && lcg_own_static (g, LQ_PLAY_FROM_DISCARD, card));
  if (!from || c->zone_player != player
      || (type != T_UNIT && type != T_ENHANCEMENT))
    return FALSE;
  if (c->zone == Z_DISCARD)
    lcg_own_static_ran (g, LQ_PLAY_FROM_DISCARD, card);
  if (mode == DEPLOY_PILOT
      && !lcg_card_static (lcg_info (g, card), LQ_PILOT_ON))
    return FALSE;
  if (lcg_unique_blocked (g, player, card))
    return FALSE;
  if ((lcg_info (g, card)->kw & KW_LIMITED) && g->res[player][R_LIMITED] > 0)
    return FALSE;
  if ((mode == DEPLOY_PILOT || needs_host (g, card))
      && count_hosts (g, player, card, mode, NULL) == 0)
    return FALSE;
  type = played_type (g, card, mode);
  gint cost = lcg_play_cost_as (g, player, card, type);
  if (type == T_UNIT)
    cost -= lcg_possible_discount (g, player, card);
  return lcg_can_pay_for (g, player, cost, lcg_info (g, card)->affiliation,
                          type == T_UNIT ? card : HC_NONE);
}

gboolean
lcg_can_deploy (HcGame *g, gint player, gint card)
{
  return can_deploy_as (g, player, card, DEPLOY_PLAIN);
}

void
lcg_offer_deploys (HcGame *g, gint player)
{
  guint64 cand[HC_CARD_WORDS];
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    cand[w]
        = g->zone_all[player][Z_HAND][w] | g->zone_all[player][Z_DISCARD][w];
  HC_FOR_EACH_BIT (cand, i)
    if ((g->card[i].zone == Z_HAND || g->card[i].zone == Z_DISCARD)
        && g->card[i].zone_player == player)
      {
        /* copies in hand are one choice */
        if (can_deploy_as (g, player, i, DEPLOY_PLAIN))
          hc_game_offer (g, LCG_OPT_ID (O_DEPLOY, g->card[i].def, 0), O_DEPLOY,
                         i, DEPLOY_PLAIN, 0);
        if (can_deploy_as (g, player, i, DEPLOY_PILOT))
          hc_game_offer (g, LCG_OPT_ID (O_DEPLOY, g->card[i].def, 1), O_DEPLOY,
                         i, DEPLOY_PILOT, 0);
      }
}

static void
put_into_play (HcGame *g, gint p, gint card, gint host)
{
  HcCard *c = &g->card[card];
  hc_card_move (g, card, p, Z_PLAY, TRUE);
  c->controller = (guint8)p;
  c->flags &= (guint8)~HC_CARD_FACE_DOWN;
  if (host >= 0)
    {
      /* it was the top card of the play area, so the positions left stay
       * dense; an attached card lives in its host's zone */
      hc_card_set_host (g, card, host, FALSE);
      lcg_log (g, p, M_ATTACH, RR_ENHANCE, card, host, 0, 0);
    }
}

/* A unit put into play by an effect (not played: no cost, no "play"
 * triggers), then its "enters play" reactions. */
void
lcg_put_into_play (HcGame *g, gint player, gint card)
{
  put_into_play (g, player, card, HC_NONE);
  lcg_log (g, player, M_PUT_INTO_PLAY, RR_CARD, player, card, 0, 0);
  lcg_push_reactions (g, EV_ENTERS_PLAY, card, player);
}

/* Can an effect put this card into play for the player (its unique copy
 * not in play, a host for an enhancement)? */
gboolean
lcg_put_possible (const HcGame *g, gint player, gint card)
{
  if (lcg_unique_blocked (g, player, card))
    return FALSE;
  return !needs_host (g, card)
         || count_hosts (g, player, card, DEPLOY_PLAIN, NULL) > 0;
}

/* A unit played (paid for) from hand; `participating`: into the
 * engagement, on its player's side ("play this unit from your hand as a
 * participating unit") */
void
lcg_push_deploy (HcGame *g, gint player, gint card, gint mode)
{
  LcgDeployFrame *d = LCG_DEPLOY (hc_game_push (g, ST_DEPLOY));
  d->player = player;
  d->card = card;
  d->mode = mode;
}

/* ST_DEPLOY: pay (effect resolution steps 2-4), choose where an
 * enhancement goes, put the card into play; then its "enters play"
 * reactions. */
HcStepResult
lcg_step_deploy (HcGame *g, HcFrame *f)
{
  LcgDeployFrame *d = LCG_DEPLOY (f);
  gint p = d->player, card = d->card;
  gint type = played_type (g, card, d->mode);
  switch (f->pc)
    {
    case DEP_BEGIN:
      d->host = HC_NONE;
      d->from = g->card[card].zone;
      hc_card_move (g, card, p, Z_SETASIDE, TRUE);
      f->pc = DEP_PAY;
      if (d->mode == DEPLOY_PUT)
        {
          /* put into play by an effect: nothing to pay (Jabba the Hutt) */
          hc_step_return (g, 1);
          f->pc = DEP_PAID;
          return HC_STEP_CONTINUE;
        }
      /* "when you play a Vehicle unit" (Kuat Reinforcements): before its
       * cost is determined and paid; asked only if such a card is there */
      if (type == T_UNIT
          && (lcg_player_listens (g, p, EV_PLAYING)
              || (d->from == Z_HAND && lcg_own_playing_clause (g, card) >= 0)))
        lcg_push_interrupts (g, EV_PLAYING, card, p, 0);
      return HC_STEP_CONTINUE;
    case DEP_PAY:
      d->cost = lcg_play_cost_as (g, p, card, type);
      f->pc = DEP_PAID;
      lcg_push_pay_for (g, p, card, d->cost, lcg_info (g, card)->affiliation,
                        type == T_UNIT ? card : HC_NONE);
      return HC_STEP_CONTINUE;
    case DEP_PAID:
      /* the discount was for this play only */
      for (gint i = g->n_effects - 1; i >= 0; i--)
        if (g->effect[i].kind == EFF_DISCOUNT && g->effect[i].target == card)
          g->effect[i].value = 0;
      if (!hc_step_result (g))
        {
          /* no legal choice leads here (a card is offered only if it can
           * be paid for, and discards are asked for until it can); kept
           * so that a state no rule foresaw leaves nothing paid */
          hc_card_move (g, card, p, d->from, TRUE);
          return HC_STEP_DONE;
        }
      if (d->mode != DEPLOY_PUT)
        {
          if (lcg_info (g, card)->kw & KW_LIMITED)
            lcg_note_limited (g, p, card);
          d->first_unit = type == T_UNIT && lcg_first_of_type (g, p, T_UNIT);
          lcg_note_played_as (g, p, card, type);
        }
      if (needs_host (g, card) || d->mode == DEPLOY_PILOT)
        {
          gint first = HC_NONE;
          gint n = count_hosts (g, p, card, d->mode, &first);
          if (n == 0)
            {
              /* its host went away while it was paid for */
              hc_card_move (g, card, g->card[card].owner, Z_DISCARD, TRUE);
              return HC_STEP_DONE;
            }
          if (n > 1)
            {
              hc_game_ask (g, p, D_HOST, D_HOST);
              g->decision.prompt_arg[0] = card;
              guint64 hosts[HC_CARD_WORDS];
              host_candidates (g, hosts);
              HC_FOR_EACH_BIT (hosts, i)
                {
                  if (host_ok (g, p, card, i, d->mode))
                    hc_game_offer (g, LCG_OPT_ID (O_HOST, i, 0), O_HOST, i, 0,
                                   0);
                }
              f->pc = DEP_HOST_ANSWER;
              return HC_STEP_ASK;
            }
          d->host = first;
        }
      f->pc = DEP_ENTER;
      return HC_STEP_CONTINUE;
    case DEP_HOST_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        d->host = o ? o->a : HC_NONE;
        f->pc = DEP_ENTER;
        return HC_STEP_CONTINUE;
      }
    case DEP_ENTER:
      if (d->mode == DEPLOY_PUT)
        lcg_log (g, p, M_PUT_INTO_PLAY, RR_CARD, p, card, 0, 0);
      else
        lcg_log (g, p, M_DEPLOY, RR_DEPLOY, p, card, d->cost, 0);
      put_into_play (g, p, card, d->host);
      if (d->mode == DEPLOY_JOINS && g->global[G_ENGAGED] >= 0)
        {
          g->card[card].flags |= F_PARTICIPATING;
          lcg_log (g, p, M_JOINS, RR_CARD, card, 0, 0, 0);
        }
      if (d->first_unit)
        first_unit_focus (g, p, card);
      f->pc = DEP_DONE;
      if (type == T_UNIT && d->mode != DEPLOY_PUT)
        lcg_push_reactions (g, EV_PLAY_UNIT, card, p);
      /* lcgN: "after you play a Weapon enhancement" (Sullustan Weapon
       * Tech), asked only when a card listens */
      if (type == T_ENHANCEMENT && d->mode != DEPLOY_PUT
          && lcg_anyone_listens (g, EV_PLAY_ENHANCEMENT, W_REACTION))
        lcg_push_reactions (g, EV_PLAY_ENHANCEMENT, card, p);
      lcg_push_reactions (g, EV_ENTERS_PLAY, card, p);
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_DONE;
}
