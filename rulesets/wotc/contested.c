/* Contested unique units: both players have a unique unit of the same name
 * in battle during the battle phase.  Two procedures, by edition switch:
 *  - separate bids (Rules Team, 9 January 2003): Dark Side bids first, then
 *    the Light Side; raises alternate until neither raises; build cost
 *    (+1 per stacked card) plus bid decides, Dark Side wins ties; only the
 *    winner pays; the loser's unit retreats without tapping;
 *  - one shared auction (the AOTC/ANH rulebooks as players read them): a
 *    single price that each player must raise or concede; the one who
 *    concedes retreats, the other pays the price. */
#include "wotc-steps.h"

#include <string.h>

/* ST_CONTEST's frame; unit and bid are indexed by player */
typedef struct
{
  gint32 unit[HC_MAX_PLAYERS];
  gint32 bid[HC_MAX_PLAYERS]; /* separate bids: -1 before the first */
  gint32 turn;                /* who bids next */
  gint32 stands;              /* stands in a row */
  gint32 price; /* shared auction: the price, -1 before the first bid */
} WotcContestFrame;
HC_FRAME_VIEW_FITS (WotcContestFrame);
#define WOTC_CONTEST(f) ((WotcContestFrame *)(f)->arg)

typedef enum
{
  PC_CHOOSE_PAIR,
  PC_PAIR_ANSWER,
  PC_BEGIN,
  PC_ASK,
  PC_ANSWER,
  PC_SETTLE,
} WotcContestPc;

static gboolean
contested (const HcGame *g, gint d, gint l)
{
  const HcCardDef *a = hc_card_def (g, d), *b = hc_card_def (g, l);
  return a->unique && b->unique && strcmp (a->title, b->title) == 0;
}

static gint
find_pairs (const HcGame *g, gint16 *dark, gint16 *light, gint max)
{
  gint n = 0;
  /* the Light Side's units in battle, in arena order, listed once */
  gint16 ll[HC_MAX_CARDS];
  gint nl = 0;
  for (gint b = Z_SPACE; b <= Z_CHARACTER; b++)
    nl += hc_zone_list (g, WOTC_LIGHT, b, ll + nl, HC_MAX_CARDS - nl);
  if (nl == 0)
    return 0;
  for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
    {
      gint16 dl[HC_MAX_CARDS];
      gint nd = hc_zone_list (g, WOTC_DARK, a, dl, HC_MAX_CARDS);
      for (gint i = 0; i < nd; i++)
        for (gint j = 0; j < nl && n < max; j++)
          if (contested (g, dl[i], ll[j]))
            {
              dark[n] = dl[i];
              light[n] = ll[j];
              n++;
            }
    }
  return n;
}

/* Push a contest if any pair is contested; the caller re-checks after. */
gboolean
wotc_push_contests (HcGame *g)
{
  gint16 d[8], l[8];
  gint n = find_pairs (g, d, l, 8);
  if (n == 0)
    return FALSE;
  HcFrame *f = hc_game_push (g, ST_CONTEST);
  WotcContestFrame *k = WOTC_CONTEST (f);
  k->price = -1;
  if (n == 1)
    {
      k->unit[WOTC_DARK] = d[0];
      k->unit[WOTC_LIGHT] = l[0];
      f->pc = PC_BEGIN;
    }
  return TRUE;
}

static void
retreat_untapped (HcGame *g, gint card)
{
  /* the loser's unit retreats without tapping */
  hc_card_move (g, card, g->card[card].controller, Z_BUILD, TRUE);
}

static void
offer_bids (HcGame *g, gint p, gint from, gboolean can_stand)
{
  gint force = g->res[p][R_FORCE];
  hc_game_ask (g, p, D_BID, D_BID);
  for (gint v = MAX (from, 0); v <= force && v < 100; v++)
    hc_game_offer (g, WOTC_OPT_ID (O_BID, v, 0), O_BID, v, 0, 0);
  if (can_stand)
    hc_game_offer (g, WOTC_OPT_ID (O_STAND, 0, 0), O_STAND, 0, 0, 0);
}

static HcStepResult
settle_separate (HcGame *g, const WotcContestFrame *k)
{
  gint d = k->unit[WOTC_DARK], l = k->unit[WOTC_LIGHT];
  gint td = wotc_total_build_cost (g, d) + k->bid[WOTC_DARK];
  gint tl = wotc_total_build_cost (g, l) + k->bid[WOTC_LIGHT];
  gint winner = td >= tl ? WOTC_DARK : WOTC_LIGHT; /* Dark Side wins ties */
  gint bid = winner == WOTC_DARK ? k->bid[WOTC_DARK] : k->bid[WOTC_LIGHT];
  gint win_unit = winner == WOTC_DARK ? d : l;
  gint lose_unit = winner == WOTC_DARK ? l : d;
  g->res[winner][R_FORCE] -= bid;
  wotc_log (g, winner, M_CONTEST_WON, RR_CONTESTED, win_unit,
            winner == WOTC_DARK ? td : tl, winner == WOTC_DARK ? tl : td, bid);
  wotc_log (g, 1 - winner, M_CONTEST_LOST, RR_CONTESTED, lose_unit, 0, 0, 0);
  retreat_untapped (g, lose_unit);
  return HC_STEP_DONE;
}

/* A bid or a stand, by the player whose turn it is. */
static HcStepResult
take_bid (HcGame *g, HcFrame *f, const HcOption *o)
{
  WotcContestFrame *k = WOTC_CONTEST (f);
  gboolean separate = g->sw[SW_CONTESTED] != 0;
  gint rule = separate ? RR_CONTESTED : RR_CONTESTED_OLD;
  gint turn = k->turn;
  gboolean stand = o->kind == O_STAND;
  f->pc = PC_ASK;
  if (separate)
    {
      if (stand)
        {
          wotc_log (g, turn, M_STAND, rule, turn, k->bid[turn], 0, 0);
          if (++k->stands >= 2)
            f->pc = PC_SETTLE;
        }
      else
        {
          k->bid[turn] = o->a;
          wotc_log (g, turn, M_BID, rule, turn, o->a, 0, 0);
          /* the two opening bids do not count as standing */
          k->stands = 0;
        }
      k->turn = 1 - turn;
      return HC_STEP_CONTINUE;
    }
  if (stand)
    {
      /* conceding the shared auction: the other unit stays */
      gint win = 1 - turn;
      gint price = MAX (k->price, 0);
      gint lose_unit = k->unit[turn];
      g->res[win][R_FORCE] -= price;
      wotc_log (g, turn, M_AUCTION_DROP, rule, turn, lose_unit, price, 0);
      wotc_log (g, win, M_AUCTION_WON, rule, k->unit[win], price, 0, 0);
      retreat_untapped (g, lose_unit);
      return HC_STEP_DONE;
    }
  k->price = o->a;
  wotc_log (g, turn, M_BID, rule, turn, o->a, 0, 0);
  k->turn = 1 - turn;
  return HC_STEP_CONTINUE;
}

HcStepResult
wotc_step_contest (HcGame *g, HcFrame *f)
{
  gboolean separate = g->sw[SW_CONTESTED] != 0;
  gint rule = separate ? RR_CONTESTED : RR_CONTESTED_OLD;
  WotcContestFrame *k = WOTC_CONTEST (f);
  gint turn = k->turn;
  switch (f->pc)
    {
    case PC_CHOOSE_PAIR:
      {
        /* more than one pair: the Dark Side chooses which is bid on first */
        gint16 d[8], l[8];
        gint n = find_pairs (g, d, l, 8);
        if (n == 0)
          return HC_STEP_DONE;
        hc_game_ask (g, WOTC_DARK, D_CONTEST_PAIR, D_CONTEST_PAIR);
        for (gint i = 0; i < n; i++)
          hc_game_offer (g, WOTC_OPT_ID (O_CONTEST_PAIR, d[i], l[i]),
                         O_CONTEST_PAIR, d[i], l[i], 0);
        f->pc = PC_PAIR_ANSWER;
        return HC_STEP_ASK;
      }
    case PC_PAIR_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        k->unit[WOTC_DARK] = o->a;
        k->unit[WOTC_LIGHT] = o->b;
        f->pc = PC_BEGIN;
        return HC_STEP_CONTINUE;
      }
    case PC_BEGIN:
      wotc_log (g, -1, M_CONTESTED, rule, k->unit[WOTC_DARK],
                k->unit[WOTC_LIGHT], 0, 0);
      k->turn = WOTC_DARK;
      k->bid[WOTC_DARK] = k->bid[WOTC_LIGHT] = -1;
      k->price = -1;
      f->pc = PC_ASK;
      return HC_STEP_CONTINUE;
    case PC_ASK:
      if (separate)
        {
          gint own = k->bid[turn];
          /* first bids are compulsory (0 or more); later ones are raises */
          if (own < 0)
            offer_bids (g, turn, 0, FALSE);
          else
            {
              offer_bids (g, turn, own + 1, TRUE);
              if (g->decision.n_options == 1)
                {
                  /* cannot raise: standing is all there is */
                  g->decision.player = HC_NONE;
                  return take_bid (g, f, &g->decision.option[0]);
                }
            }
        }
      else
        {
          offer_bids (g, turn, k->price + 1, TRUE);
          if (g->decision.n_options == 1)
            {
              g->decision.player = HC_NONE;
              return take_bid (g, f, &g->decision.option[0]);
            }
        }
      g->decision.prompt_arg[0] = separate ? k->bid[1 - turn] : k->price;
      g->decision.prompt_arg[1] = separate;
      f->pc = PC_ANSWER;
      return HC_STEP_ASK;
    case PC_ANSWER:
      return take_bid (g, f, hc_game_take_answer (g));
    case PC_SETTLE:
      return settle_separate (g, WOTC_CONTEST (f));
    }
  return HC_STEP_DONE;
}
