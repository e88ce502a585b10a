/* The game and turn skeleton: one player's turn is the six phases on the
 * affiliation cards, Balance | Refresh | Draw | Deployment | Conflict |
 * Force; players take whole turns in turn, the dark side first.  The
 * balance, refresh and draw phases live here; the others have files of
 * their own. */
#include "lcg-steps.h"

#define DEFAULT_TURN_LIMIT 200
#define OBJECTIVES_IN_PLAY 3

static void
begin_phase (HcGame *g, gint phase)
{
  /* lasting effects "until the end of the phase" end with it */
  lcg_phase_end_discards (g);
  hc_effects_expire (g, HC_DUR_PHASE);
  g->global[HC_G_PHASE] = phase;
  lcg_log (g, -1, M_PHASE, RR_TURN, phase, 0, 0, 0);
}

/* ST_GAME: set-up, then turns until someone wins or the turn limit. */
HcStepResult
lcg_step_game (HcGame *g, HcFrame *f)
{
  return hc_step_turns (g, f, ST_SETUP, ST_TURN, g->global[G_TURN_LIMIT],
                        M_TURN_LIMIT, RR_TURN_LIMIT);
}

static void
end_of_turn (HcGame *g)
{
  hc_effects_expire (g, HC_DUR_TURN);
  for (gint i = 0; i < g->n_cards; i++)
    g->card[i].flags &= (guint8)~F_ENGAGED;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    g->res[p][R_LIMITED] = g->res[p][R_FIRST] = g->res[p][R_FIRST_TRAIT] = 0;
  g->global[HC_G_PHASE] = PH_END;
}

/* ST_TURN: one player's turn, phase by phase (its program counter is the
 * phase to start next; lcg_start_at relies on their order). */
enum
{
  TURN_BEGIN,
  TURN_BALANCE,
  TURN_REFRESH,
  TURN_DRAW,
  TURN_DEPLOY,
  TURN_CONFLICT,
  TURN_FORCE,
  TURN_END,
  TURN_AFTER_END,     /* lcgS: "after your turn ends" reactions resolved */
  TURN_DEPLOY_WINDOW, /* lcgS: the deployment action window, after the
                       * "after your deployment phase begins" reactions */
};

HcStepResult
lcg_step_turn (HcGame *g, HcFrame *f)
{
  if (g->over)
    return HC_STEP_DONE;
  gint active = g->global[HC_G_ACTIVE];
  switch (f->pc)
    {
    case TURN_BEGIN:
      if (g->global[HC_G_TURN] > 0)
        active = 1 - active;
      g->global[HC_G_ACTIVE] = active;
      g->global[HC_G_TURN]++;
      /* the turn opens with its balance phase */
      lcg_phase_end_discards (g);
      hc_effects_expire (g, HC_DUR_PHASE);
      g->global[HC_G_PHASE] = PH_BALANCE;
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        g->res[p][R_LIMITED] = g->res[p][R_FIRST] = g->res[p][R_FIRST_TRAIT]
            = 0;
      lcg_log (g, active, M_TURN, RR_TURN, g->global[HC_G_TURN], active, 0, 0);
      f->pc = TURN_BALANCE;
      lcg_push_reactions (g, EV_TURN_BEGINS, HC_NONE, active);
      return HC_STEP_CONTINUE;
    case TURN_BALANCE:
      f->pc = TURN_REFRESH;
      hc_game_push (g, ST_BALANCE);
      return HC_STEP_CONTINUE;
    case TURN_REFRESH:
      f->pc = TURN_DRAW;
      hc_game_push (g, ST_REFRESH);
      return HC_STEP_CONTINUE;
    case TURN_DRAW:
      f->pc = TURN_DEPLOY;
      hc_game_push (g, ST_DRAW);
      return HC_STEP_CONTINUE;
    case TURN_DEPLOY:
      /* the deployment phase is one action window, open throughout, in
       * which the active player's actions include deploying cards */
      begin_phase (g, PH_DEPLOY);
      /* "after your deployment phase begins" (Punishing One), and "after a
       * phase begins" (lcgZ: Deadly Sight), before its action window
       * opens */
      if (lcg_anyone_listens (g, EV_DEPLOY_BEGINS, W_REACTION))
        {
          f->pc = TURN_DEPLOY_WINDOW;
          lcg_push_reactions (g, EV_DEPLOY_BEGINS, HC_NONE, active);
          lcg_phase_began (g);
          return HC_STEP_CONTINUE;
        }
      if (lcg_phase_began (g))
        {
          f->pc = TURN_DEPLOY_WINDOW;
          return HC_STEP_CONTINUE;
        }
      /* fall through */
    case TURN_DEPLOY_WINDOW:
      f->pc = TURN_CONFLICT;
      lcg_push_action_window (g, W_DEPLOY);
      return HC_STEP_CONTINUE;
    case TURN_CONFLICT:
      f->pc = TURN_FORCE;
      hc_game_push (g, ST_CONFLICT);
      return HC_STEP_CONTINUE;
    case TURN_FORCE:
      f->pc = TURN_END;
      hc_game_push (g, ST_FORCE);
      return HC_STEP_CONTINUE;
    case TURN_END:
      end_of_turn (g);
      /* "after your turn ends" (Mara Jade): a window only when a card
       * can answer */
      if (!lcg_anyone_listens (g, EV_TURN_ENDS, W_REACTION))
        return HC_STEP_DONE;
      f->pc = TURN_AFTER_END;
      lcg_push_reactions (g, EV_TURN_ENDS, HC_NONE, active);
      return HC_STEP_CONTINUE;
    case TURN_AFTER_END:
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

static void
advance_dial (HcGame *g, gint n)
{
  g->global[G_DIAL] += n;
  lcg_log (g, LCG_DARK, M_DIAL, RR_BALANCE, LCG_DARK, n, g->global[G_DIAL], 0);
  lcg_check_victory (g);
  lcg_dial_increased (g);
}

/* ST_BALANCE: no action window in this phase (action window card). */
enum
{
  BALANCE_BEGIN,
  BALANCE_ANSWER, /* the light side damaged an objective, or declined */
  BALANCE_BEGUN,  /* lcgZ: after the reactions to the phase's beginning */
};

HcStepResult
lcg_step_balance (HcGame *g, HcFrame *f)
{
  gint active = g->global[HC_G_ACTIVE];
  switch (f->pc)
    {
    case BALANCE_BEGIN:
      begin_phase (g, PH_BALANCE);
      f->pc = BALANCE_BEGUN;
      if (lcg_phase_began (g))
        return HC_STEP_CONTINUE;
      /* fall through */
    case BALANCE_BEGUN:
      if (active == LCG_DARK)
        {
          advance_dial (g, g->global[G_BALANCE] == LCG_DARK ? 2 : 1);
          return HC_STEP_DONE;
        }
      if (g->global[G_BALANCE] != LCG_LIGHT)
        return HC_STEP_DONE;
      hc_game_ask (g, active, D_BALANCE_DAMAGE, D_BALANCE_DAMAGE);
      /* objectives lie at the top level of the objectives zones */
      guint64 objs[HC_CARD_WORDS];
      hc_zones_union (g, 1u << Z_OBJECTIVES, FALSE, objs);
      HC_FOR_EACH_BIT (objs, i)
        {
          if (lcg_is_objective (g, i) && g->card[i].controller == LCG_DARK)
            hc_game_offer (g, LCG_OPT_ID (O_DAMAGE_OBJ, i, 0), O_DAMAGE_OBJ, i,
                           0, 0);
        }
      if (g->decision.n_options == 0)
        {
          g->decision.player = HC_NONE;
          return HC_STEP_DONE;
        }
      hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, 0, 0, 0);
      f->pc = BALANCE_ANSWER;
      return HC_STEP_ASK;
    case BALANCE_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_DAMAGE_OBJ)
          {
            lcg_log (g, active, M_BALANCE_DAMAGE, RR_BALANCE, active, o->a, 0,
                     0);
            lcg_push_damage (g, o->a, 1, active, HC_NONE);
          }
        else
          lcg_log (g, active, M_BALANCE_DECLINE, RR_BALANCE, active, 0, 0, 0);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

/* Refill to three objectives from the objective deck; having to draw
 * from an empty one loses (swlcg-rules-gaps.md (i)).  Each new objective
 * has entered play: its reactions follow, in the order they came. */
static void
refill_objectives (HcGame *g, gint p)
{
  gint16 came[HC_MAX_CARDS];
  gint n = 0;
  while (!g->over && hc_zone_count (g, p, Z_OBJECTIVES) < OBJECTIVES_IN_PLAY)
    {
      gint top = hc_zone_top (g, p, Z_OBJ_DECK);
      if (top < 0)
        {
          lcg_log (g, p, M_DRAW_EMPTY, RR_DECKOUT, p, 0, 0, 0);
          if (g->sw[SW_DECKOUT_LOSES])
            {
              lcg_log (g, 1 - p, M_WIN_DECKOUT, RR_DECKOUT, 1 - p, p, 0, 0);
              hc_game_end (g, 1 - p, 2);
            }
          break;
        }
      hc_card_move (g, top, p, Z_OBJECTIVES, TRUE);
      g->card[top].flags &= (guint8)~HC_CARD_FACE_DOWN;
      lcg_log (g, p, M_REFILL, RR_REFRESH, p, top, 0, 0);
      came[n++] = (gint16)top;
    }
  while (!g->over && n > 0)
    lcg_push_reactions (g, EV_ENTERS_PLAY, came[--n], p);
}

/* the ST_REFRESH frame */
typedef struct
{
  gint32 skipped; /* the refresh steps were skipped (first turn) */
} LcgRefreshFrame;
HC_FRAME_VIEW_FITS (LcgRefreshFrame);
#define LCG_REFRESH(f) ((LcgRefreshFrame *)(f)->arg)

enum
{
  REFRESH_UNFOCUS, /* step 1 */
  REFRESH_SHIELDS, /* step 2 */
  REFRESH_REFILL,  /* step 3 */
  REFRESH_AFTER,   /* "after you refresh", after step 3 by the FAQ */
  REFRESH_WINDOW,
  REFRESH_DONE,
  REFRESH_BEGUN, /* lcgZ: after the reactions to the phase's beginning */
};

/* ST_REFRESH: 1 remove one focus token from each card (Elite units one
 * more), 2 remove shields, 3 refill objectives; "after you refresh"
 * follows step 3 (FAQ errata) or step 1 (the rulebook's misplaced
 * note), by edition; then the refresh action window. */
/* "after you refresh" (FAQ errata: after step 3; before it, after step 1,
 * switch after-refresh-timing): said only when a card can answer */
static void
after_refresh (HcGame *g, gint p)
{
  if (lcg_anyone_listens (g, EV_AFTER_REFRESH, W_REACTION))
    lcg_log (g, p, M_AFTER_REFRESH, RR_AFTER_REFRESH, p, 0, 0, 0);
  lcg_push_reactions (g, EV_AFTER_REFRESH, HC_NONE, p);
}

HcStepResult
lcg_step_refresh (HcGame *g, HcFrame *f)
{
  gint p = g->global[HC_G_ACTIVE];
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case REFRESH_UNFOCUS:
      begin_phase (g, PH_REFRESH);
      f->pc = REFRESH_BEGUN;
      if (lcg_phase_began (g))
        return HC_STEP_CONTINUE;
      /* fall through */
    case REFRESH_BEGUN:
      if (g->sw[SW_LIGHT_SKIPS_REFRESH] && lcg_is_side_turn (g, LCG_LIGHT, 1))
        {
          lcg_log (g, p, M_SKIP_REFRESH, RR_FIRST_TURN, p, 0, 0, 0);
          LCG_REFRESH (f)->skipped = 1;
          f->pc = REFRESH_REFILL;
          return HC_STEP_CONTINUE;
        }
      {
        gint n = 0, n_lost = 0;
        gint16 lost[HC_MAX_CARDS];
        for (gint i = 0; i < g->n_cards; i++)
          if (g->card[i].controller == p && lcg_in_play (g, i)
              && g->card[i].counter[C_FOCUS] > 0)
            {
              gboolean elite
                  = lcg_is_unit (g, i) && (lcg_keywords (g, i) & KW_ELITE);
              if (elite && (lcg_info (g, i)->kw & KW_ELITE))
                hc_coverage_note (g, i, LCG_PART_KEYWORD + 0);
              gint removed = lcg_remove_focus (g, i, 1 + elite);
              if (removed > 1)
                lcg_log (g, p, M_ELITE, RR_ELITE, i, 0, 0, 0);
              n += removed;
              lost[n_lost++] = (gint16)i;
            }
        lcg_log (g, p, M_UNFOCUS, RR_REFRESH, p, n, 0, 0);
        f->pc = REFRESH_SHIELDS;
        if (g->sw[SW_AFTER_REFRESH] == 0)
          after_refresh (g, p);
        /* on top: each card that lost tokens is a condition of its own
         * (Succumb to the Cold!), in card order */
        while (n_lost > 0)
          lcg_focus_removed (g, lost[--n_lost], 1);
      }
      return HC_STEP_CONTINUE;
    case REFRESH_SHIELDS:
      {
        gint n = 0;
        for (gint i = 0; i < g->n_cards; i++)
          if (g->card[i].controller == p && lcg_in_play (g, i))
            {
              n += g->card[i].counter[C_SHIELD];
              g->card[i].counter[C_SHIELD] = 0;
            }
        lcg_log (g, p, M_SHIELDS_GONE, RR_REFRESH, p, n, 0, 0);
        f->pc = REFRESH_REFILL;
        return HC_STEP_CONTINUE;
      }
    case REFRESH_REFILL:
      f->pc = REFRESH_AFTER;
      refill_objectives (g, p);
      return HC_STEP_CONTINUE;
    case REFRESH_AFTER:
      f->pc = REFRESH_WINDOW;
      if (g->sw[SW_AFTER_REFRESH] == 1 && !LCG_REFRESH (f)->skipped)
        after_refresh (g, p);
      return HC_STEP_CONTINUE;
    case REFRESH_WINDOW:
      f->pc = REFRESH_DONE;
      lcg_push_action_window (g, W_REFRESH);
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_DONE;
}

/* ST_DRAW: an optional discard of one card (switch draw-discard), then
 * draw up to the reserve value, one card at a time (FAQ 1.1); then the
 * draw action window. */
enum
{
  DRAW_BEGIN,
  DRAW_DISCARD_ANSWER,
  DRAW_CARDS,
  DRAW_DONE,
  DRAW_DISCARD, /* after "your draw phase begins": the optional discard */
};

HcStepResult
lcg_step_draw (HcGame *g, HcFrame *f)
{
  gint p = g->global[HC_G_ACTIVE];
  switch (f->pc)
    {
    case DRAW_BEGIN:
      begin_phase (g, PH_DRAW);
      /* "after your draw phase begins" (Fall of the Jedi) */
      f->pc = DRAW_DISCARD;
      lcg_push_reactions (g, EV_DRAW_BEGINS, HC_NONE, p);
      lcg_phase_began (g);
      return HC_STEP_CONTINUE;
    case DRAW_DISCARD:
      f->pc = DRAW_CARDS;
      if (!g->sw[SW_DRAW_DISCARD] || hc_zone_count (g, p, Z_HAND) == 0)
        return HC_STEP_CONTINUE;
      hc_game_ask (g, p, D_DRAW_DISCARD, D_DRAW_DISCARD);
      hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, 0, 0, 0);
      HC_FOR_EACH_BIT (g->zone_all[p][Z_HAND], i)
        {
          /* copies are one choice */
          hc_game_offer (g, LCG_OPT_ID (O_DISCARD, g->card[i].def, 0),
                         O_DISCARD, i, 0, 0);
        }
      f->pc = DRAW_DISCARD_ANSWER;
      return HC_STEP_ASK;
    case DRAW_DISCARD_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_DISCARD)
          {
            lcg_log (g, p, M_DISCARD, RR_DRAW_DISCARD, p, o->a, 0, 0);
            hc_card_move (g, o->a, g->card[o->a].owner, Z_DISCARD, TRUE);
          }
        f->pc = DRAW_CARDS;
        return HC_STEP_CONTINUE;
      }
    case DRAW_CARDS:
      {
        gint want = lcg_reserve (g, p) - hc_zone_count (g, p, Z_HAND);
        if (want > 0)
          lcg_draw (g, p, want);
        if (g->over)
          return HC_STEP_DONE;
        f->pc = DRAW_DONE;
        lcg_push_action_window (g, W_DRAW);
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}

/* Continue play from a scenario's position: at the start of a phase of
 * the active player's turn. */
gboolean
lcg_start_at (HcGame *g, const char *phase, const char *step, GError **error)
{
  static const char *const phases[]
      = { "balance", "refresh", "draw", "deployment", "conflict", "force" };
  (void)step;
  if (!g->global[G_TURN_LIMIT])
    g->global[G_TURN_LIMIT] = DEFAULT_TURN_LIMIT;
  if (!phase || g_ascii_strcasecmp (phase, "setup") == 0)
    {
      g->global[G_SETUP_DONE] = 0;
      g->global[G_ENGAGED] = g->global[G_ATTACKER] = g->global[G_EDGE] = -1;
      hc_game_push (g, ST_GAME);
      return TRUE;
    }
  g->global[G_SETUP_DONE] = 1;
  g->global[G_ENGAGED] = g->global[G_ATTACKER] = g->global[G_EDGE] = -1;
  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    if (g_ascii_strcasecmp (phase, phases[i]) == 0)
      {
        HcFrame *game = hc_game_push (g, ST_GAME);
        game->pc = HC_TURNS_PC_TURNS;
        if (g->global[HC_G_TURN] < 1)
          g->global[HC_G_TURN] = 1;
        hc_game_push (g, ST_TURN)->pc = (guint16)(TURN_BALANCE + i);
        return TRUE;
      }
  g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
               "unknown phase \"%s\"; expected setup, balance, refresh, draw, "
               "deployment, conflict or force",
               phase);
  return FALSE;
}
