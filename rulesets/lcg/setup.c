/* Set-up (swlcg-rules-research.md 1.3; swlcg-rules-gaps.md (d)): the
 * Death Star dial at 0 and the Balance of the Force with the light side;
 * each player draws 4 objectives, keeps 3 face down and puts the fourth on
 * the bottom of the objective deck; 6-card hands with one mulligan, dark
 * side first; then the objectives are revealed, dark side first, each one
 * resolved before the next; the dark side takes the first turn. */
#include "hc-deck.h"
#include "lcg-steps.h"

#define HAND_SIZE 6
#define OBJECTIVES_DRAWN 4

/* the ST_SETUP frame */
typedef struct
{
  gint32 player; /* whose objectives, mulligan or reveal it is */
} LcgSetupFrame;
HC_FRAME_VIEW_FITS (LcgSetupFrame);
#define LCG_SETUP(f) ((LcgSetupFrame *)(f)->arg)

enum
{
  PC_BEGIN,
  PC_OBJ_ASK,
  PC_OBJ_ANSWER,
  PC_HANDS,
  PC_MULLIGAN_ASK,
  PC_MULLIGAN_ANSWER,
  PC_REVEAL,
};

static void
mulligan (HcGame *g, gint p)
{
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    hc_card_move (g, hand[i], p, Z_DECK, TRUE);
  hc_zone_shuffle (g, p, Z_DECK);
  lcg_log (g, p, M_MULLIGAN, RR_MULLIGAN, p, 0, 0, 0);
  lcg_draw (g, p, HAND_SIZE);
}

/* the next face-down objective of p, in the order they were kept */
static gint
next_hidden_objective (const HcGame *g, gint p)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_OBJECTIVES, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (g->card[list[i]].flags & HC_CARD_FACE_DOWN)
      return list[i];
  return HC_NONE;
}

/* p's objectives set aside and not put on the bottom are kept; the next
 * player chooses */
static void
keep_objectives (HcGame *g, HcFrame *f, gint p)
{
  gint16 kept[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_SETASIDE, kept, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    hc_card_move (g, kept[i], p, Z_OBJECTIVES, TRUE);
  LCG_SETUP (f)->player = p + 1;
  f->pc = PC_OBJ_ASK;
}

HcStepResult
lcg_step_setup (HcGame *g, HcFrame *f)
{
  LcgSetupFrame *su = LCG_SETUP (f);
  gint p = su->player;
  switch (f->pc)
    {
    case PC_BEGIN:
      g->global[HC_G_PHASE] = PH_SETUP;
      g->global[G_DIAL] = 0;
      g->global[G_BALANCE] = LCG_LIGHT;
      lcg_log (g, -1, M_SETUP_BEGIN, RR_SETUP, 0, LCG_LIGHT, 0, 0);
      for (gint q = 0; q < HC_MAX_PLAYERS; q++)
        {
          gint aff = hc_zone_top (g, q, Z_AFFILIATION);
          if (aff >= 0)
            lcg_log (g, q, M_AFFILIATION, RR_SETUP, q, aff, lcg_reserve (g, q),
                     0);
          hc_zone_shuffle (g, q, Z_OBJ_DECK);
          hc_zone_shuffle (g, q, Z_DECK);
        }
      su->player = LCG_DARK;
      f->pc = PC_OBJ_ASK;
      return HC_STEP_CONTINUE;

    case PC_OBJ_ASK:
      if (p >= HC_MAX_PLAYERS)
        {
          f->pc = PC_HANDS;
          return HC_STEP_CONTINUE;
        }
      for (gint k = 0; k < OBJECTIVES_DRAWN; k++)
        {
          gint top = hc_zone_top (g, p, Z_OBJ_DECK);
          if (top < 0)
            break;
          hc_card_move (g, top, p, Z_SETASIDE, TRUE);
          g->card[top].flags |= HC_CARD_FACE_DOWN;
        }
      lcg_log (g, p, M_OBJ_DRAW, RR_OBJ_SETUP, p,
               hc_zone_count (g, p, Z_SETASIDE), 0, 0);
      hc_game_ask (g, p, D_OBJ_BOTTOM, D_OBJ_BOTTOM);
      if (hc_zone_count (g, p, Z_SETASIDE) > 3)
        for (gint i = 0; i < g->n_cards; i++)
          if (g->card[i].zone == Z_SETASIDE && g->card[i].zone_player == p)
            hc_game_offer (g, LCG_OPT_ID (O_OBJ_BOTTOM, i, 0), O_OBJ_BOTTOM, i,
                           0, 0);
      if (g->decision.n_options == 0)
        {
          /* no fourth objective to put back */
          g->decision.player = HC_NONE;
          keep_objectives (g, f, p);
          return HC_STEP_CONTINUE;
        }
      f->pc = PC_OBJ_ANSWER;
      return HC_STEP_ASK;

    case PC_OBJ_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_OBJ_BOTTOM)
          {
            hc_card_move (g, o->a, p, Z_OBJ_DECK, FALSE);
            lcg_log (g, p, M_OBJ_BOTTOM, RR_OBJ_SETUP, p, 0, 0, 0);
          }
        keep_objectives (g, f, p);
        return HC_STEP_CONTINUE;
      }

    case PC_HANDS:
      for (gint q = 0; q < HC_MAX_PLAYERS && !g->over; q++)
        lcg_draw (g, q, HAND_SIZE);
      if (g->over)
        return HC_STEP_DONE;
      su->player = LCG_DARK;
      f->pc = PC_MULLIGAN_ASK;
      return HC_STEP_CONTINUE;

    case PC_MULLIGAN_ASK:
      if (p >= HC_MAX_PLAYERS)
        {
          su->player = LCG_DARK;
          f->pc = PC_REVEAL;
          return HC_STEP_CONTINUE;
        }
      hc_game_ask (g, p, D_MULLIGAN, D_MULLIGAN);
      hc_game_offer (g, LCG_OPT_ID (O_KEEP, 0, 0), O_KEEP, 0, 0, 0);
      hc_game_offer (g, LCG_OPT_ID (O_MULLIGAN, 0, 0), O_MULLIGAN, 0, 0, 0);
      f->pc = PC_MULLIGAN_ANSWER;
      return HC_STEP_ASK;

    case PC_MULLIGAN_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_MULLIGAN)
          mulligan (g, p);
        else
          lcg_log (g, p, M_KEEP, RR_MULLIGAN, p, 0, 0, 0);
        su->player = p + 1;
        f->pc = PC_MULLIGAN_ASK;
        return g->over ? HC_STEP_DONE : HC_STEP_CONTINUE;
      }

    case PC_REVEAL:
      {
        /* one objective at a time, its effects resolved before the next */
        while (p < HC_MAX_PLAYERS)
          {
            gint c = next_hidden_objective (g, p);
            if (c >= 0)
              {
                hc_card_turn_face_up (g, c);
                lcg_log (g, p, M_REVEAL, RR_SETUP, p, c, 0, 0);
                lcg_push_reactions (g, EV_ENTERS_PLAY, c, p);
                return HC_STEP_CONTINUE;
              }
            su->player = ++p;
          }
        g->global[G_SETUP_DONE] = 1;
        g->global[HC_G_TURN] = 0;
        g->global[HC_G_ACTIVE] = LCG_DARK;
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}
