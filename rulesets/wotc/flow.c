/* The game and turn skeleton: setup, ready, command and battle phases, end
 * of turn. */
#include "wotc-steps.h"

#define DEFAULT_TURN_LIMIT 60

/* ST_GAME: setup, then turns until someone wins or the turn limit. */
HcStepResult
wotc_step_game (HcGame *g, HcFrame *f)
{
  return hc_step_turns (g, f, ST_SETUP, ST_TURN, g->global[G_TURN_LIMIT],
                        M_TURN_LIMIT, RR_TURN_LIMIT);
}

static void
untap_all (HcGame *g, gint player)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *c = &g->card[i];
      if (c->controller == player && (c->flags & HC_CARD_TAPPED)
          && (Z_IS_ARENA (c->zone) || c->zone == Z_BUILD))
        {
          c->flags &= (guint8)~HC_CARD_TAPPED;
          n++;
        }
      if (c->controller == player)
        c->flags &= (guint8)~HC_CARD_ATTACKED;
    }
  wotc_log (g, player, M_UNTAP, RR_READY, player, n, 0, 0);
}

static void
ready_phase (HcGame *g)
{
  g->global[HC_G_PHASE] = PH_READY;
  /* Dark Side first in every step (golden rule 1) */
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    untap_all (g, p);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g->res[p][R_FORCE] += 4;
      wotc_log (g, p, M_GAIN_FORCE, RR_GAIN_FORCE, p, 4, g->res[p][R_FORCE], 0);
    }
  /* before the Empire Strikes Back rulebook both players drew in the ready
   * phase, then the build points were rolled (gaps (j)) */
  if (g->sw[SW_DRAW_STEP])
    for (gint p = 0; p < HC_MAX_PLAYERS && !g->over; p++)
      wotc_draw (g, p, 1 + wotc_extra_draws (g, p));
  gint roll = hc_game_roll_die (g, WOTC_LIGHT);
  g->global[G_BP_ROLL] = roll;
  wotc_log (g, WOTC_LIGHT, M_BP_ROLL, RR_BP_ROLL, WOTC_LIGHT, roll, 0, 0);
  /* abilities that affect the roll take effect now (Cloud City Landing
   * Platform); the build points come from the final roll */
  wotc_fire (g, EV_BUILD_ROLL, -1, -1);
}

static void
gain_build_points (HcGame *g)
{
  gint roll = g->global[G_BP_ROLL];
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      gint bonus = 0;
      if (g->sw[SW_ARENA_BONUS_BP] && wotc_count_units (g, p, Z_SPACE)
          && wotc_count_units (g, p, Z_GROUND)
          && wotc_count_units (g, p, Z_CHARACTER))
        {
          bonus = 1;
          wotc_log (g, p, M_BP_ARENA_BONUS, RR_BP_ROLL, p, 1, 0, 0);
        }
      /* build points do not carry over from turn to turn; abilities that
       * resolved with the roll add their part now */
      for (gint i = 0; i < g->n_effects; i++)
        if (g->effect[i].kind == EFF_BP && g->effect[i].controller == p)
          bonus += g->effect[i].value;
      g->res[p][R_BUILD_POINTS] = MAX (0, roll + bonus);
      wotc_log (g, p, M_BP_GAIN, RR_BP_ROLL, p, roll + bonus, 0, 0);
    }
}

/* "At the end of the turn" abilities take effect before arena control is
 * checked (IDC ruling on Jedi Council Quorum; no Wizards text says
 * otherwise). */
static void
end_of_turn (HcGame *g)
{
  /* "when this turn ends, discard that unit" (Self-Destruct), wherever it
   * is in play */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_DOOM_TURN)
      {
        gint t = g->effect[i].target;
        wotc_effect_end (g, i--);
        if (t >= 0
            && (Z_IS_ARENA (g->card[t].zone) || g->card[t].zone == Z_BUILD)
            && g->card[t].under == HC_NONE)
          {
            wotc_log (g, g->card[t].controller, M_DISCARD_UNIT, RR_ABILITY, t,
                      0, 0, 0);
            wotc_discard (g, t);
          }
      }
  /* Hero's Potential: the card that was on top of the stack is put back
   * on top, if the stack is still there as it left it */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_ON_TOP)
      {
        gint t = g->effect[i].target, back = g->effect[i].value;
        wotc_effect_end (g, i--);
        if (t >= 0 && back >= 0 && Z_IS_ARENA (g->card[t].zone)
            && g->card[t].under == HC_NONE && g->card[back].under == t)
          {
            wotc_stack_swap (g, back, t);
            wotc_log (g, g->card[back].controller, M_ON_TOP_BACK, RR_ABILITY,
                      back, t, 0, 0);
          }
      }
  hc_effects_expire (g, HC_DUR_TURN);
  /* completed cards that waited for this turn's triggers go away */
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].flags & FLAG_DELAYED)
      {
        g->card[i].flags = 0;
        g->card[i].counter[C_BUILD] = 0;
        hc_card_move (g, i, g->card[i].owner, Z_DISCARD, TRUE);
      }
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    g->res[p][R_BUILD_POINTS] = 0;
  if (!g->over)
    wotc_check_victory (g);
}

/* The player whose build step waited for the other's this turn, or -1. */
static gint
paused_by (const HcGame *g)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_PAUSE_BUILD)
      return g->effect[i].controller;
  return -1;
}

typedef enum
{
  TURN_PC_READY,
  TURN_PC_DARK_BUILD, /* the command phase's steps, in order */
  TURN_PC_LIGHT_BUILD,
  TURN_PC_DARK_RETREAT,
  TURN_PC_LIGHT_RETREAT,
  TURN_PC_BATTLE,
  TURN_PC_END,
  TURN_PC_CLEANUP,
  TURN_PC_BUILD_POINTS,
} WotcTurnPc;

/* ST_TURN: one turn.  Both players act in every phase, Dark Side first. */
HcStepResult
wotc_step_turn (HcGame *g, HcFrame *f)
{
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case TURN_PC_READY:
      g->global[HC_G_TURN]++;
      g->global[HC_G_PHASE] = PH_READY;
      g->global[G_ATTACKED_ARENAS] = 0;
      g->global[G_LOST_CHARACTER] = 0;
      g->global[G_LAST_ATTACKER] = -1;
      wotc_log (g, -1, M_TURN, RR_READY, g->global[HC_G_TURN], 0, 0, 0);
      ready_phase (g);
      f->pc = TURN_PC_BUILD_POINTS;
      wotc_push_release (g, 0);
      return HC_STEP_CONTINUE;
    case TURN_PC_BUILD_POINTS:
      gain_build_points (g);
      g->global[HC_G_PHASE] = PH_COMMAND;
      f->pc = TURN_PC_DARK_BUILD;
      return HC_STEP_CONTINUE;
    case TURN_PC_DARK_BUILD:
    case TURN_PC_LIGHT_BUILD:
      {
        gint p = f->pc == TURN_PC_DARK_BUILD ? WOTC_DARK : WOTC_LIGHT;
        /* Twilight of the Republic: that step was had already */
        if (paused_by (g) != 1 - p)
          wotc_push_build (g, p);
        f->pc++;
        return HC_STEP_CONTINUE;
      }
    case TURN_PC_DARK_RETREAT:
    case TURN_PC_LIGHT_RETREAT:
      {
        gint p = f->pc == TURN_PC_DARK_RETREAT ? WOTC_DARK : WOTC_LIGHT;
        /* Twilight of the Republic: the other side's retreat comes first */
        if (paused_by (g) >= 0)
          p = 1 - p;
        wotc_push_retreat (g, p);
        f->pc++;
        return HC_STEP_CONTINUE;
      }
    case TURN_PC_BATTLE:
      f->pc = TURN_PC_END;
      hc_game_push (g, ST_BATTLE);
      return HC_STEP_CONTINUE;
    case TURN_PC_END:
      g->global[HC_G_PHASE] = PH_END;
      wotc_fire (g, EV_TURN_END, -1, -1);
      f->pc = TURN_PC_CLEANUP;
      wotc_push_release (g, 0);
      return HC_STEP_CONTINUE;
    case TURN_PC_CLEANUP:
      end_of_turn (g);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

/* Continue play from a scenario's position. */

gboolean
wotc_start_at (HcGame *g, const char *phase, const char *step, GError **error)
{
  static const char *const command_steps[]
      = { "dark-build", "light-build", "dark-retreat", "light-retreat" };
  static const char *const arenas[] = { "space", "ground", "character" };
  if (!g->global[G_TURN_LIMIT])
    g->global[G_TURN_LIMIT] = DEFAULT_TURN_LIMIT;
  g->global[G_LAST_ATTACKER] = -1;
  g->global[G_SETUP_DONE] = 1;
  if (!phase || g_ascii_strcasecmp (phase, "setup") == 0)
    {
      /* turns are counted from the first after set-up */
      g->global[HC_G_TURN] = 0;
      g->global[G_SETUP_DONE] = 0;
      hc_game_push (g, ST_GAME);
      return TRUE;
    }
  HcFrame *game = hc_game_push (g, ST_GAME);
  game->pc = HC_TURNS_PC_TURNS;
  if (g_ascii_strcasecmp (phase, "ready") == 0)
    return TRUE; /* the next turn starts with its ready phase */
  if (g_ascii_strcasecmp (phase, "command") == 0)
    {
      gint s = 0;
      if (step && *step)
        {
          for (s = 0; s < 4; s++)
            if (g_ascii_strcasecmp (step, command_steps[s]) == 0)
              break;
          if (s == 4)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                           "unknown command step \"%s\"; expected dark-build, "
                           "light-build, dark-retreat or light-retreat",
                           step);
              return FALSE;
            }
        }
      g->global[HC_G_PHASE] = PH_COMMAND;
      hc_game_push (g, ST_TURN)->pc = (guint16)(TURN_PC_DARK_BUILD + s);
      return TRUE;
    }
  if (g_ascii_strcasecmp (phase, "battle") == 0)
    {
      gint a = -1;
      if (step && *step)
        {
          for (a = 0; a < 3; a++)
            if (g_ascii_strcasecmp (step, arenas[a]) == 0)
              break;
          if (a == 3)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                           "unknown battle step \"%s\"; expected space, "
                           "ground or character",
                           step);
              return FALSE;
            }
        }
      g->global[HC_G_PHASE] = PH_BATTLE;
      hc_game_push (g, ST_TURN)->pc = TURN_PC_END;
      hc_game_push (g, ST_BATTLE)->pc
          = (guint16)(a < 0 ? BATTLE_PC_BEGIN : BATTLE_PC_SPACE + a);
      return TRUE;
    }
  g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
               "unknown phase \"%s\"; expected setup, ready, command or "
               "battle",
               phase);
  return FALSE;
}

/* More (or fewer) build points this turn.  Given while the roll for build
 * points is being made, they wait for it (the roll sets the total). */
void
wotc_add_build_points (HcGame *g, gint player, gint n)
{
  if (g->global[HC_G_PHASE] == PH_READY)
    {
      hc_effect_add (g, EFF_BP, HC_DUR_TURN, player, HC_NONE, HC_NONE, n);
      wotc_log (g, player, M_BP_EFFECT, RR_BP_ROLL, player, n, 0, 0);
      return;
    }
  if (n > 0 && wotc_forbidden (g, player, WOTC_FORBID_BUILD))
    {
      /* build points a player can't spend this turn (Imperial Blockade) */
      wotc_log (g, player, M_FORBID_BP, RR_ABILITY, player, n, 0, 0);
      return;
    }
  g->res[player][R_BUILD_POINTS] = MAX (0, g->res[player][R_BUILD_POINTS] + n);
  wotc_log (g, player, M_BP_GAIN, RR_ABILITY, player,
            g->res[player][R_BUILD_POINTS], 0, 0);
}
