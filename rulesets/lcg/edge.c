/* The edge battle (swlcg-rules-research.md 1.5): starting with the
 * attacker, players place cards from hand face down in their edge stacks
 * one at a time, or pass, until both pass in a row; a defender with no
 * declared defenders may not place, and the attacker then wins the edge.
 * The stacks are revealed together, fate cards resolve in ascending edge
 * priority, and each side counts the Force icons in its stack plus the
 * Edge (X) of its participating units; the higher total has the edge for
 * the rest of the engagement, a tie goes to the defender.  A fate card
 * that cancels the edge battle (Twist of Fate) voids the fate cards not
 * yet resolved, discards both stacks and starts a new edge battle. */
#include "hc-deck.h"
#include "lcg-verbs.h"

/* the ST_EDGE frame: one edge battle */
typedef struct
{
  gint32 cancel; /* a fate card cancelled it (lcg_edge_cancel) */
  gint32 seq;    /* numbers this edge battle, for "once per edge battle" */
  /* lcgAE: an attached fate card resolved (Admiral Piett) */
  gint32 attached;
} LcgEdgeFrame;
HC_FRAME_VIEW_FITS (LcgEdgeFrame);
#define LCG_EDGE(f) ((LcgEdgeFrame *)(f)->arg)

/* the ST_EDGE_PLACE frame: a card about to go into an edge stack */
typedef struct
{
  gint32 player;
  gint32 card; /* from hand, or -1 for none */
} LcgEdgePlaceFrame;
HC_FRAME_VIEW_FITS (LcgEdgePlaceFrame);
#define LCG_EDGE_PLACE(f) ((LcgEdgePlaceFrame *)(f)->arg)

enum
{
  PLACE_INTERRUPTS, /* "when you would place a card" */
  PLACE_PLACED,     /* placed unless an interrupt replaced it */
};

/* Could this player answer "you would place a card into your edge stack"
 * (Last Defense of Hoth)?  Asked before the placement frame is pushed, so
 * that placements nobody can interrupt stay one step. */
static gboolean
placement_heard (HcGame *g, gint player)
{
  if (!lcg_anyone_listens (g, EV_EDGE_PLACE, W_INTERRUPT))
    return FALSE;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        if (info->clause[k].when == EV_EDGE_PLACE
            && g->card[i].controller == player && lcg_in_play (g, i)
            && lcg_clause_ready (g, i, k, player))
          return TRUE;
    }
  return FALSE;
}

/* the edge battle in progress, or NULL */
static LcgEdgeFrame *
edge_battle (const HcGame *g)
{
  for (gint i = g->n_frames - 1; i >= 0; i--)
    if (g->frame[i].kind == ST_EDGE)
      return LCG_EDGE ((HcFrame *)&g->frame[i]);
  return NULL;
}

gint
lcg_edge_battle_seq (const HcGame *g)
{
  const LcgEdgeFrame *e = edge_battle (g);
  return e ? e->seq : HC_NONE;
}

gboolean
lcg_edge_cancel (HcGame *g)
{
  LcgEdgeFrame *e = edge_battle (g);
  if (e)
    e->cancel = 1;
  return e != NULL;
}

enum
{
  PC_PLACE,
  PC_PLACED, /* interrupts before the stacks are revealed */
  PC_REVEAL,
  PC_FATE,
  PC_COUNT,
  PC_DONE,
  PC_AGAIN, /* a fate card resolved once more, or not */
};

/* Does the player control a participating unit with this ability, or an
 * enhancement with it on a participating unit (Force Precognition)? */
static gboolean
participant_with (const HcGame *g, gint player, gboolean twice)
{
  /* a participating unit, or an enhancement on one: in a play area */
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, 1u << Z_PLAY, TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
    if (g->card[i].controller == player
        && ((lcg_is_unit (g, i) && (g->card[i].flags & F_PARTICIPATING))
            || (lcg_type (g, i) == T_ENHANCEMENT && g->card[i].attached_to >= 0
                && lcg_is_unit (g, g->card[i].attached_to)
                && (g->card[g->card[i].attached_to].flags & F_PARTICIPATING)))
        && lcg_own_static (g, twice ? LQ_FATE_TWICE : LQ_EDGE_FIRST_FACEUP, i))
      {
        lcg_own_static_ran (g, twice ? LQ_FATE_TWICE : LQ_EDGE_FIRST_FACEUP, i);
        return TRUE;
      }
  return FALSE;
}

/* Secret Informant: a fate card resolved once whose player may resolve
 * it again (asked once per card: F_FATE_AGAIN) */
#define F_FATE_AGAIN HC_CARD_FLAG6
static gint
fate_again (const HcGame *g)
{
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, 1u << Z_EDGE, TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
    {
      const HcCard *c = &g->card[i];
      if (c->zone == Z_EDGE && (c->flags & HC_CARD_USED)
          && !(c->flags & F_FATE_AGAIN) && lcg_type (g, i) == T_FATE
          && lcg_info (g, i)->n_clauses > 0
          && participant_with (g, c->zone_player, TRUE))
        return i;
    }
  return HC_NONE;
}

void
lcg_edge_offer (HcGame *g, const HcFrame *w, gint player)
{
  (void)w;
  if (player != g->global[G_ATTACKER] && g->global[G_NO_DEFENDERS])
    return;
  HC_FOR_EACH_BIT (g->zone_all[player][Z_HAND], i)
    {
      hc_game_offer (g, LCG_OPT_ID (O_EDGE_CARD, g->card[i].def, 0),
                     O_EDGE_CARD, i, 0, 0);
    }
  /* the timing point of placing a card exists without a card in hand
   * (FAQ, Last Defense of Hoth): offered only if it can be answered */
  if (hc_zone_count (g, player, Z_HAND) == 0 && placement_heard (g, player))
    hc_game_offer (g, LCG_OPT_ID (O_EDGE_EMPTY_HAND, 0, 0), O_EDGE_EMPTY_HAND,
                   HC_NONE, 0, 0);
}

/* A placement chosen in the edge battle's window: the card from hand, or
 * (HC_NONE) none; interrupts to it first when someone could answer. */
void
lcg_edge_choose (HcGame *g, gint player, gint card)
{
  if (!placement_heard (g, player))
    {
      if (card >= 0)
        lcg_edge_place (g, player, card);
      return;
    }
  LcgEdgePlaceFrame *e = LCG_EDGE_PLACE (hc_game_push (g, ST_EDGE_PLACE));
  e->player = player;
  e->card = card;
}

/* ST_EDGE_PLACE: "when you would place a card into an edge stack"; an
 * interrupt that places another card instead sets the condition's amount
 * (play.c), and the chosen card then stays in hand. */
HcStepResult
lcg_step_edge_place (HcGame *g, HcFrame *f)
{
  gint player = LCG_EDGE_PLACE (f)->player, card = LCG_EDGE_PLACE (f)->card;
  switch (f->pc)
    {
    case PLACE_INTERRUPTS:
      f->pc = PLACE_PLACED;
      lcg_push_interrupts (g, EV_EDGE_PLACE, card, player, 0);
      return HC_STEP_CONTINUE;
    case PLACE_PLACED:
      if (hc_step_result (g) != 0 || g->over)
        return HC_STEP_DONE; /* replaced (or cancelled) */
      if (card >= 0 && g->card[card].zone == Z_HAND
          && g->card[card].zone_player == player)
        lcg_edge_place (g, player, card);
      else
        lcg_log (g, player, M_EDGE_NOTHING, RR_EDGE, player, 0, 0, 0);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

/* Sensors Are Placed: a constant ability in play says that this
 * player's first edge card goes face up, in every edge battle */
static gboolean
first_faceup_always (const HcGame *g, gint player)
{
  LcgStaticAsk ask
      = { .card = HC_NONE, .player = player, .type = -1, .target = HC_NONE };
  return lcg_static_sum (g, LQ_OPPONENT_EDGE_FACEUP, &ask) > 0;
}

void
lcg_edge_place (HcGame *g, gint player, gint card)
{
  /* Obi-Wan Kenobi: while he participates, his opponent's first edge
   * card goes face up */
  gboolean first = hc_zone_count (g, player, Z_EDGE) == 0;
  hc_card_move (g, card, player, Z_EDGE, TRUE);
  g->card[card].flags |= HC_CARD_FACE_DOWN;
  g->card[card].flags &= (guint8)~HC_CARD_USED;
  if (lcg_type (g, card) == T_FATE)
    g->global[G_FATE_PLACED] |= 1 << player;
  if (first
      && (participant_with (g, 1 - player, FALSE)
          || first_faceup_always (g, player)))
    {
      g->card[card].flags &= (guint8)~HC_CARD_FACE_DOWN;
      lcg_log (g, player, M_EDGE_FACEUP, RR_CARD, player, card, 0, 0);
    }
  else
    lcg_log (g, player, M_EDGE_PLACE, RR_EDGE, player, 0, 0, 0);
  lcg_edge_card_placed (g, player, card);
}

/* "after an opponent places a card into an edge stack" (Ewok Lookout):
 * only when some card answers it */
void
lcg_edge_card_placed (HcGame *g, gint player, gint card)
{
  if (lcg_anyone_listens (g, EV_EDGE_CARD_PLACED, W_REACTION))
    lcg_push_reactions (g, EV_EDGE_CARD_PLACED, card, player);
}

/* FAQ 4.9: a switch needs something on both sides */
gboolean
lcg_edge_can_switch (const HcGame *g)
{
  return g->global[G_ENGAGED] >= 0 && hc_zone_count (g, LCG_DARK, Z_EDGE) > 0
         && hc_zone_count (g, LCG_LIGHT, Z_EDGE) > 0;
}

/* Reversal of Fate: each stack goes to the other side for the rest of
 * this edge battle (its fate cards resolve for their new side, its Force
 * icons count there); the cards still go to their owners' discard piles */
void
lcg_edge_switch (HcGame *g, gint player)
{
  gint16 list[HC_MAX_PLAYERS][HC_MAX_CARDS];
  gint n[HC_MAX_PLAYERS];
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    n[p] = hc_zone_list (g, p, Z_EDGE, list[p], HC_MAX_CARDS);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (gint i = 0; i < n[p]; i++)
      {
        guint8 flags = g->card[list[p][i]].flags;
        hc_card_move (g, list[p][i], 1 - p, Z_EDGE, TRUE);
        g->card[list[p][i]].flags = flags;
      }
  lcg_log (g, player, M_SWITCH_EDGE, RR_SWITCH, player, 1 - player, 0, 0);
}

/* Both edge stacks go to their owners' discard piles: as the engagement
 * ends, or as a fate card cancels the edge battle.  One place, so that
 * what answers a fate card discarded from an edge stack (Admiral Piett)
 * is told of both: a reaction window per fate card, its player the
 * stack's (after Reversal of Fate, the side the stack went to) */
void
lcg_discard_edge_stacks (HcGame *g)
{
  gint16 fates[HC_MAX_CARDS];
  gint8 from[HC_MAX_CARDS];
  gint n_fates = 0;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, p, Z_EDGE, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        {
          g->card[list[i]].flags = 0;
          hc_card_move (g, list[i], g->card[list[i]].owner, Z_DISCARD, TRUE);
          if (lcg_type (g, list[i]) == T_FATE)
            {
              fates[n_fates] = list[i];
              from[n_fates++] = (gint8)p;
            }
        }
    }
  if (n_fates == 0
      || !lcg_anyone_listens (g, EV_EDGE_FATE_DISCARDED, W_REACTION))
    return;
  for (gint i = n_fates - 1; i >= 0; i--)
    lcg_push_reactions (g, EV_EDGE_FATE_DISCARDED, fates[i], from[i]);
}

/* lcgAE: Admiral Piett's fate cards: attached to a unit with his rule
 * that attacks in the engagement, they resolve and count for its player
 * as if in his edge stack */
gint
lcg_attached_fate_player (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  gint host = c->attached_to, att = g->global[G_ATTACKER];
  if (host < 0 || att < 0 || c->zone != Z_PLAY || lcg_type (g, card) != T_FATE
      || g->card[host].controller != att
      || !(g->card[host].flags & F_PARTICIPATING) || !lcg_is_unit (g, host)
      || !lcg_own_static (g, LQ_ATTACHED_FATE_EDGE, host))
    return HC_NONE;
  lcg_own_static_ran (g, LQ_ATTACHED_FATE_EDGE, host);
  return att;
}

/* the player a fate card resolves and counts for in this edge battle:
 * its stack's, or an attached one's (HC_NONE: none) */
static gint
fate_player (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  if (c->zone == Z_EDGE)
    return c->zone_player;
  return c->attached_to >= 0 ? lcg_attached_fate_player (g, card) : HC_NONE;
}

/* A fate card's one effect, by the player whose stack holds it (or, lcgZ:
 * Adaptive Strategy, by the player it resolves again for, as if it were
 * in his stack).  Its condition is checked as it resolves: Target of
 * Opportunity's "If you are the attacking player" does nothing in the
 * defending player's stack. */
void
lcg_resolve_fate_for (HcGame *g, gint c, gint p)
{
  lcg_log (g, p, M_FATE, RR_FATE, c, 0, 0, 0);
  /* Commando Operations: the card stays, its icons count, its effect
   * does not resolve */
  LcgStaticAsk ask
      = { .card = HC_NONE, .player = p, .type = -1, .target = HC_NONE };
  if (lcg_static_sum (g, LQ_FATE_BLOCKED, &ask) > 0)
    lcg_log (g, p, M_FATE_BLOCKED, RR_FATE, c, 0, 0, 0);
  else if (lcg_clause_ready (g, c, 0, p))
    {
      /* "after a fate card resolves" (Rebel Commando): the reactions wait
       * below its play (doc/rules/lcg.md, "Fate cards revealed and
       * resolved") */
      if (lcg_anyone_listens (g, EV_FATE_RESOLVED, W_REACTION))
        lcg_push_reactions (g, EV_FATE_RESOLVED, c, p);
      lcg_push_play (g, c, 0, p, HC_NONE);
    }
  else
    lcg_log (g, p, M_NO_EFFECT, RR_FATE, c, 0, 0, 0);
}

/* lcgAE: an attached fate card resolves once in each edge battle: its
 * "used" flag goes as the edge battle ends or is cancelled, looked for
 * only when one resolved */
static void
attached_fates_unused (HcGame *g, HcFrame *f)
{
  if (!LCG_EDGE (f)->attached)
    return;
  LCG_EDGE (f)->attached = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].attached_to >= 0 && lcg_type (g, i) == T_FATE)
      g->card[i].flags &= (guint8)~HC_CARD_USED;
}

static void
resolve_fate (HcGame *g, gint c)
{
  lcg_resolve_fate_for (g, c, fate_player (g, c));
}

/* the fate card `i` of player `p` comes before the best so far: lowest
 * priority, then the active player's (FAQ 2.9); at equal terms the one
 * found first */
static gboolean
fate_before (const HcGame *g, gint i, gint p, gint best, gint best_p)
{
  if (best < 0)
    return TRUE;
  gint pi = hc_card_def (g, i)->stat[S_PRIORITY];
  gint pb = hc_card_def (g, best)->stat[S_PRIORITY];
  gboolean ai = p == g->global[HC_G_ACTIVE];
  gboolean ab = best_p == g->global[HC_G_ACTIVE];
  return pi < pb || (pi == pb && ai && !ab);
}

/* the next fate card to resolve: lowest priority, then the active
 * player's (FAQ 2.9), then card order.  lcgAE: the fate cards attached
 * to an attacking Admiral Piett take their places among the attacker's
 * as if in his stack, after his stack's own at equal priority
 * (doc/rules/lcg.md) */
static gint
next_fate (const HcGame *g)
{
  gint best = HC_NONE, best_p = HC_NONE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    HC_FOR_EACH_BIT (g->zone_bits[p][Z_EDGE], i)
      {
        if ((g->card[i].flags & HC_CARD_USED) || lcg_type (g, i) != T_FATE
            || lcg_info (g, i)->n_clauses == 0)
          continue;
        if (fate_before (g, i, p, best, best_p))
          {
            best = i;
            best_p = p;
          }
      }
  gint att = g->global[G_ATTACKER];
  if (att >= 0)
    HC_FOR_EACH_BIT (g->zone_all[att][Z_PLAY], i)
      {
        if (g->card[i].attached_to < 0 || (g->card[i].flags & HC_CARD_USED)
            || lcg_type (g, i) != T_FATE || lcg_info (g, i)->n_clauses == 0
            || lcg_attached_fate_player (g, i) != att)
          continue;
        if (fate_before (g, i, att, best, best_p))
          {
            best = i;
            best_p = att;
          }
      }
  return best;
}

/* lcgAE: the printed Force icons of the fate cards attached to the
 * attacker's Admiral Piett, counted as if in his edge stack */
static gint
attached_fates_force (const HcGame *g, gint p)
{
  gint n = 0;
  HC_FOR_EACH_BIT (g->zone_all[p][Z_PLAY], i)
    {
      if (g->card[i].attached_to >= 0 && lcg_type (g, i) == T_FATE
          && lcg_attached_fate_player (g, i) == p)
        n += hc_card_def (g, i)->stat[S_FORCE]
             + lcg_static_of_card (g, LQ_EDGE_CARD_FORCE, i);
    }
  return n;
}

static gint
edge_total (const HcGame *g, gint p)
{
  gint n = p == g->global[G_ATTACKER] ? attached_fates_force (g, p) : 0;
  /* the cards of p's edge stack and the units */
  guint64 cand[HC_CARD_WORDS];
  lcg_unit_places (g, cand);
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    cand[w] |= g->zone_all[p][Z_EDGE][w];
  HC_FOR_EACH_BIT (cand, i)
    {
      const HcCard *c = &g->card[i];
      if (c->zone == Z_EDGE && c->zone_player == p)
        n += hc_card_def (g, i)->stat[S_FORCE]
             + lcg_static_of_card (g, LQ_EDGE_CARD_FORCE, i);
      else if (lcg_is_unit (g, i) && c->controller == p)
        {
          if (c->flags & F_PARTICIPATING)
            n += lcg_edge_value (g, i);
          /* Ruusan Colonist, participating or not (its player attacks or
           * defends in every edge battle) */
          if (lcg_own_static (g, LQ_EDGE_COMMITTED_FORCE, i)
              && lcg_in_play (g, i) && lcg_is_committed (g, i))
            {
              lcg_own_static_ran (g, LQ_EDGE_COMMITTED_FORCE, i);
              n += lcg_force_icons (g, i);
            }
        }
    }
  return n;
}

HcStepResult
lcg_step_edge (HcGame *g, HcFrame *f)
{
  gint att = g->global[G_ATTACKER];
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_PLACE:
      LCG_EDGE (f)->cancel = 0;
      LCG_EDGE (f)->seq = ++g->global[G_EVENT_SEQ];
      f->pc = PC_PLACED;
      hc_window_push (g, W_EDGE_STACK, att, 0);
      return HC_STEP_CONTINUE;
    case PC_PLACED:
      f->pc = PC_REVEAL;
      lcg_push_interrupts (g, EV_EDGE_PLACED, HC_NONE, att, 0);
      return HC_STEP_CONTINUE;
    case PC_REVEAL:
      {
        /* "after a fate card is revealed" (General Crix Madine): once for
         * each, in the order revealed (the last pushed answers last) */
        gint16 fates[HC_MAX_CARDS];
        gint n_fates = 0;
        for (gint p = 0; p < HC_MAX_PLAYERS; p++)
          {
            gint16 list[HC_MAX_CARDS];
            gint n = hc_zone_list (g, p, Z_EDGE, list, HC_MAX_CARDS);
            for (gint i = 0; i < n; i++)
              if (g->card[list[i]].flags & HC_CARD_FACE_DOWN)
                {
                  hc_card_turn_face_up (g, list[i]);
                  lcg_log (g, p, M_EDGE_REVEAL, RR_EDGE, p, list[i], 0, 0);
                  if (lcg_type (g, list[i]) == T_FATE)
                    fates[n_fates++] = list[i];
                }
          }
        f->pc = PC_FATE;
        if (n_fates && lcg_anyone_listens (g, EV_FATE_REVEALED, W_REACTION))
          for (gint i = n_fates - 1; i >= 0; i--)
            lcg_push_reactions (g, EV_FATE_REVEALED, fates[i],
                                g->card[fates[i]].zone_player);
        return HC_STEP_CONTINUE;
      }
    case PC_FATE:
      if (LCG_EDGE (f)->cancel)
        {
          attached_fates_unused (g, f);
          lcg_discard_edge_stacks (g);
          f->pc = PC_PLACE;
          return HC_STEP_CONTINUE;
        }
      {
        gint again = fate_again (g);
        if (again >= 0)
          {
            gint p = g->card[again].zone_player;
            g->card[again].flags |= F_FATE_AGAIN;
            hc_game_ask (g, p, D_CHOICE, D_CHOICE);
            g->decision.prompt_arg[0] = again;
            hc_game_offer (g, LCG_OPT_ID (O_CHOICE, again, CH_AGAIN), O_CHOICE,
                           again, CH_AGAIN, 0);
            hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE,
                           0, 0);
            f->pc = PC_AGAIN;
            return HC_STEP_ASK;
          }
        gint c = next_fate (g);
        if (c < 0)
          {
            f->pc = PC_COUNT;
            return HC_STEP_CONTINUE;
          }
        g->card[c].flags |= HC_CARD_USED;
        if (g->card[c].zone != Z_EDGE)
          LCG_EDGE (f)->attached = 1;
        resolve_fate (g, c);
        return HC_STEP_CONTINUE;
      }
    case PC_AGAIN:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = PC_FATE;
        if (o && o->kind == O_CHOICE)
          {
            resolve_fate (g, o->a);
          }
        return HC_STEP_CONTINUE;
      }
    case PC_COUNT:
      {
        gint t[HC_MAX_PLAYERS];
        attached_fates_unused (g, f);
        for (gint i = 0; i < g->n_cards; i++)
          if (lcg_is_unit (g, i) && (g->card[i].flags & F_PARTICIPATING)
              && lcg_edge_value (g, i) > 0)
            lcg_log (g, g->card[i].controller, M_EDGE_KW, RR_EDGE_KW, i,
                     lcg_edge_value (g, i), g->card[i].controller, 0);
        for (gint p = 0; p < HC_MAX_PLAYERS; p++)
          {
            t[p] = g->res[p][R_EDGE] = edge_total (g, p);
            lcg_log (g, p, M_EDGE_TOTAL, RR_EDGE, p, t[p], 0, 0);
          }
        gint def = 1 - att;
        gint win = g->global[G_NO_DEFENDERS] ? att
                   : t[att] > t[def]         ? att
                                             : def;
        g->global[G_EDGE] = win;
        lcg_log (g, win, M_EDGE_WIN, RR_EDGE, win, 0, 0, 0);
        f->pc = PC_DONE;
        lcg_push_reactions (g, EV_EDGE_WON, HC_NONE, win);
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}
