/* Set-up: 7-card hands, the Battle/Mission mulligan, units put into the
 * arenas from 30 build points (Dark Side first, alternating, a card drawn
 * after each), then one partial build each.  No abilities work yet. */
#include "wotc-steps.h"

#define SETUP_POINTS 30
#define HAND_SIZE 7

/* ST_SETUP's frame */
typedef struct
{
  gint32 player;  /* who acts next; HC_MAX_PLAYERS when both have */
  gint32 stopped; /* bit per player: done placing units */
} WotcSetupFrame;
HC_FRAME_VIEW_FITS (WotcSetupFrame);
#define WOTC_SETUP(f) ((WotcSetupFrame *)(f)->arg)

static gboolean
is_mulligan_card (const HcGame *g, gint card)
{
  gint t = wotc_card_type (g, card);
  return t == T_BATTLE || t == T_MISSION;
}

static gint
hand_list (const HcGame *g, gint p, gint16 *out)
{
  return hc_zone_list (g, p, Z_HAND, out, HC_MAX_CARDS);
}

static void
mulligan (HcGame *g, gint p)
{
  gint16 hand[HC_MAX_CARDS];
  gint n = hand_list (g, p, hand), set = 0;
  for (gint i = 0; i < n; i++)
    if (is_mulligan_card (g, hand[i]))
      {
        hc_card_move (g, hand[i], p, Z_SETASIDE, TRUE);
        set++;
      }
  wotc_log (g, p, M_MULLIGAN, RR_MULLIGAN, p, set, 0, 0);
  wotc_draw (g, p, set);
  /* where the set-aside cards go is not settled by our sources */
  gint16 aside[HC_MAX_CARDS];
  gint m = hc_zone_list (g, p, Z_SETASIDE, aside, HC_MAX_CARDS);
  for (gint i = 0; i < m; i++)
    hc_card_move (g, aside[i], p, g->sw[SW_MULLIGAN_TO] ? Z_DISCARD : Z_DECK,
                  TRUE);
  if (!g->sw[SW_MULLIGAN_TO])
    hc_zone_shuffle (g, p, Z_DECK);
}

static gboolean
offer_mulligan (HcGame *g, gint p)
{
  gint16 hand[HC_MAX_CARDS];
  gint n = hand_list (g, p, hand);
  gboolean any = FALSE;
  for (gint i = 0; i < n; i++)
    any |= is_mulligan_card (g, hand[i]);
  if (!any)
    return FALSE;
  hc_game_ask (g, p, D_MULLIGAN, D_MULLIGAN);
  hc_game_offer (g, WOTC_OPT_ID (O_KEEP, 0, 0), O_KEEP, 0, 0, 0);
  hc_game_offer (g, WOTC_OPT_ID (O_MULLIGAN, 0, 0), O_MULLIGAN, 0, 0, 0);
  return TRUE;
}

/* Units from hand a player can put into an arena with its set-up points:
 * one option per distinct card, so equal copies do not multiply choices.
 * For the final partial build the card must cost more than what is left. */
static gint
offer_setup_units (HcGame *g, gint p, gboolean partial)
{
  gint16 hand[HC_MAX_CARDS];
  gint n = hand_list (g, p, hand), offered = 0;
  gint points = g->res[p][R_SETUP_POINTS];
  for (gint i = 0; i < n; i++)
    {
      gint c = hand[i];
      const HcCardDef *d = hc_card_def (g, c);
      if (!wotc_is_unit_type (d->type)
          || wotc_unique_conflict (g, p, g->card[c].def))
        continue;
      gint cost = d->stat[S_COST];
      gboolean ok = partial ? points >= 1 && cost > points : cost <= points;
      if (!ok)
        continue;
      gint kind = partial ? O_PARTIAL : O_SETUP_UNIT;
      if (hc_decision_find (&g->decision, WOTC_OPT_ID (kind, g->card[c].def, 0))
          < 0)
        {
          hc_game_offer (g, WOTC_OPT_ID (kind, g->card[c].def, 0),
                         (guint16)kind, c, 0, 0);
          offered++;
        }
    }
  return offered;
}

static gint
first_in_hand (const HcGame *g, gint p, gint def)
{
  gint16 hand[HC_MAX_CARDS];
  gint n = hand_list (g, p, hand);
  for (gint i = 0; i < n; i++)
    if (g->card[hand[i]].def == def)
      return hand[i];
  return HC_NONE;
}

/* Who places the next unit.  The sources settle only the intermediate
 * game's order (catch-up, [W-setup]); the complete game's is an edition
 * switch (swtcg-rules-gaps.md (e)). */
static gint
next_placer (const HcGame *g, const WotcSetupFrame *s, gint p)
{
  gint other = 1 - p;
  gboolean other_done = (s->stopped & (1 << other)) != 0;
  gboolean me_done = (s->stopped & (1 << p)) != 0;
  if (other_done)
    return p;
  if (me_done)
    return other;
  switch (g->sw[SW_SETUP_ORDER])
    {
    case SETUP_ORDER_EACH_IN_TURN:
      /* each player places all their units in turn */
      return p;
    case SETUP_ORDER_CATCH_UP:
      {
        /* keep placing until your total is greater than the other's */
        gint mine = SETUP_POINTS - g->res[p][R_SETUP_POINTS];
        gint theirs = SETUP_POINTS - g->res[other][R_SETUP_POINTS];
        return mine > theirs ? other : p;
      }
    default:
      return other;
    }
}

typedef enum
{
  PC_DEAL,
  PC_MULLIGAN_ASK,
  PC_MULLIGAN_ANSWER,
  PC_DEPLOY_ASK,
  PC_DEPLOY_ANSWER,
  PC_PARTIAL_ASK,
  PC_PARTIAL_ANSWER,
  PC_FINISH,
} WotcSetupPc;

HcStepResult
wotc_step_setup (HcGame *g, HcFrame *f)
{
  WotcSetupFrame *s = WOTC_SETUP (f);
  gint p = s->player;
  switch (f->pc)
    {
    case PC_DEAL:
      g->global[HC_G_PHASE] = PH_SETUP;
      wotc_log (g, -1, M_SETUP_BEGIN, RR_SETUP, 0, 0, 0, 0);
      for (gint q = 0; q < HC_MAX_PLAYERS; q++)
        {
          hc_zone_shuffle (g, q, Z_DECK);
          wotc_draw (g, q, HAND_SIZE);
        }
      s->player = WOTC_DARK;
      f->pc = PC_MULLIGAN_ASK;
      return HC_STEP_CONTINUE;

    case PC_MULLIGAN_ASK:
      if (p >= HC_MAX_PLAYERS)
        {
          for (gint q = 0; q < HC_MAX_PLAYERS; q++)
            g->res[q][R_SETUP_POINTS] = SETUP_POINTS;
          s->player = WOTC_DARK;
          f->pc = PC_DEPLOY_ASK;
          return HC_STEP_CONTINUE;
        }
      f->pc = PC_MULLIGAN_ANSWER;
      if (offer_mulligan (g, p))
        return HC_STEP_ASK;
      return HC_STEP_CONTINUE;

    case PC_MULLIGAN_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_MULLIGAN)
          mulligan (g, p);
        else
          wotc_log (g, p, M_KEEP, RR_MULLIGAN, p, 0, 0, 0);
        s->player = p + 1;
        f->pc = PC_MULLIGAN_ASK;
        return HC_STEP_CONTINUE;
      }

    case PC_DEPLOY_ASK:
      if (s->stopped == 3)
        {
          s->player = WOTC_DARK;
          f->pc = PC_PARTIAL_ASK;
          return HC_STEP_CONTINUE;
        }
      if (s->stopped & (1 << p))
        {
          s->player = 1 - p;
          return HC_STEP_CONTINUE;
        }
      hc_game_ask (g, p, D_SETUP_DEPLOY, D_SETUP_DEPLOY);
      g->decision.prompt_arg[0] = g->res[p][R_SETUP_POINTS];
      f->pc = PC_DEPLOY_ANSWER;
      if (offer_setup_units (g, p, FALSE) == 0)
        {
          /* nothing affordable: this player's deployment is over */
          g->decision.player = HC_NONE;
          g->decision.n_options = 0;
          return HC_STEP_CONTINUE;
        }
      hc_game_offer (g, WOTC_OPT_ID (O_SETUP_STOP, 0, 0), O_SETUP_STOP, 0, 0,
                     0);
      return HC_STEP_ASK;

    case PC_DEPLOY_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_SETUP_UNIT)
          {
            gint c = first_in_hand (g, p, g->card[o->a].def);
            gint cost = hc_card_def (g, c)->stat[S_COST];
            g->res[p][R_SETUP_POINTS] -= cost;
            wotc_deploy (g, c);
            wotc_log (g, p, M_SETUP_UNIT, RR_SETUP, p, c, cost,
                      g->res[p][R_SETUP_POINTS]);
            wotc_draw (g, p, 1);
          }
        else
          {
            s->stopped |= 1 << p;
            wotc_log (g, p, M_SETUP_STOP, RR_SETUP, p,
                      g->res[p][R_SETUP_POINTS], 0, 0);
          }
        s->player = next_placer (g, s, p);
        f->pc = PC_DEPLOY_ASK;
        return HC_STEP_CONTINUE;
      }

    case PC_PARTIAL_ASK:
      if (p >= HC_MAX_PLAYERS)
        {
          f->pc = PC_FINISH;
          return HC_STEP_CONTINUE;
        }
      hc_game_ask (g, p, D_SETUP_PARTIAL, D_SETUP_PARTIAL);
      g->decision.prompt_arg[0] = g->res[p][R_SETUP_POINTS];
      f->pc = PC_PARTIAL_ANSWER;
      if (offer_setup_units (g, p, TRUE) == 0)
        {
          g->decision.player = HC_NONE;
          g->decision.n_options = 0;
          return HC_STEP_CONTINUE;
        }
      hc_game_offer (g, WOTC_OPT_ID (O_DONE, 0, 0), O_DONE, 0, 0, 0);
      return HC_STEP_ASK;

    case PC_PARTIAL_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_PARTIAL)
          {
            gint c = first_in_hand (g, p, g->card[o->a].def);
            gint pts = g->res[p][R_SETUP_POINTS];
            HcCard *card = &g->card[c];
            hc_card_move (g, c, p, Z_BUILD, TRUE);
            card->flags |= HC_CARD_PARTIAL | HC_CARD_FACE_DOWN;
            card->counter[C_BUILD] = (gint16)pts;
            g->res[p][R_SETUP_POINTS] = 0;
            wotc_log (g, p, M_SETUP_PARTIAL, RR_SETUP, p, c, pts, 0);
            wotc_draw (g, p, 1);
          }
        s->player = p + 1;
        f->pc = PC_PARTIAL_ASK;
        return HC_STEP_CONTINUE;
      }

    case PC_FINISH:
      for (gint q = 0; q < HC_MAX_PLAYERS; q++)
        {
          g->res[q][R_SETUP_POINTS] = 0;
          g->res[q][R_FORCE] = g->sw[SW_START_FORCE];
        }
      g->global[G_SETUP_DONE] = 1;
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
