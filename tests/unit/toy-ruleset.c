#include "toy-ruleset.h"

static const char *const toy_players[HC_MAX_PLAYERS] = { "North", "South" };
static const char *const toy_zones[TOY_N_ZONES]
    = { "deck", "hand", "table", "discard" };
static const char *const toy_counters[TOY_N_COUNTERS] = { "charge" };
static const char *const toy_res[TOY_N_RES] = { "points", "energy" };
static const char *const toy_globals[TOY_N_GLOBALS]
    = { "turn", "phase", "active", "step", "target", "turn limit", "last die" };
static const HcSwitchDef toy_switches[TOY_N_SWITCHES] = {
  { "six_bonus", "a rolled six scores 2 more points" },
};
static const char *const toy_step_names[TOY_N_STEPS]
    = { "window", "turn", "play", "barrier" };
static const char *const toy_phase_names[TOY_N_PHASES]
    = { "setup", "draw", "action", "score" };
static const char *const toy_stat_names[] = { "power" };

static const HcMessage toy_messages[TOY_N_MESSAGES] = {
  [TOY_MSG_SETUP] = { "setup", "{p0} shuffles {n1} cards and draws {n2}" },
  [TOY_MSG_TURN] = { "turn", "turn {n0} begins; {p1} is active" },
  [TOY_MSG_DRAW] = { "draw", "{p0} draws {c1}" },
  [TOY_MSG_RESHUFFLE]
  = { "reshuffle", "{p0} shuffles {n1} discarded cards into a new deck" },
  [TOY_MSG_ENERGY] = { "energy", "{p0} has {n1} energy" },
  [TOY_MSG_PLAY] = { "play", "{p0} plays {c1} to the table" },
  [TOY_MSG_ATTACH] = { "attach", "{p0} attaches {c1} to {c2}" },
  [TOY_MSG_DISCARD] = { "discard", "{p0} puts {c1} in the {z2}" },
  [TOY_MSG_NO_TARGET] = { "no-target", "{p0} discards nothing" },
  [TOY_MSG_ROLL] = { "roll", "{p0} rolls {n1}" },
  [TOY_MSG_SCORE] = { "score", "{p0} scores {n1} and has {n2} points" },
  [TOY_MSG_ECHO] = { "echo", "{p0} gains 1 point from the echo of {c1}" },
  [TOY_MSG_CHARGE_OUT] = { "charge-out", "{c1} of {p0} runs out of charge" },
  [TOY_MSG_WINDOW_CLOSED]
  = { "window-closed", "both players pass; the window of turn {n0} closes" },
  [TOY_MSG_WIN] = { "win", "{p0} wins with {n1} points; {o0} has {n2}" },
  [TOY_MSG_DRAW_GAME]
  = { "draw-game", "the game is drawn at {n0} points each" },
  [TOY_MSG_CONTINUE] = { "continue", "{p0} continues" },
  [TOY_MSG_TEST]
  = { "test", "{p0} moves {c1} to {z2}, {n3} times; {o0} watches {q1}" },
};

static const HcRuleRef toy_rules[TOY_N_RULES] = {
  [TOY_RULE_SETUP] = { "setup", "toy-ruleset.h: rules of the toy game, 1" },
  [TOY_RULE_TURN] = { "turn", "toy-ruleset.h: rules of the toy game, 2" },
  [TOY_RULE_PLAY] = { "play", "toy-ruleset.h: rules of the toy game, 3" },
  [TOY_RULE_WINDOW] = { "window", "toy-ruleset.h: rules of the toy game, 3" },
  [TOY_RULE_SCORE] = { "score", "toy-ruleset.h: rules of the toy game, 4" },
  [TOY_RULE_CHARGE] = { "charge", "toy-ruleset.h: rules of the toy game, 5" },
  [TOY_RULE_WIN] = { "win", "toy-ruleset.h: rules of the toy game, 6" },
};

/* frame arguments of TOY_STEP_PLAY */
enum
{
  PLAY_CARD,
  PLAY_PLAYER,
  PLAY_HOST,
};

static gint32
toy_printed_power (const HcGame *g, gint card)
{
  const HcCardDef *d = hc_card_def (g, card);
  return d ? d->stat[0] : 0;
}

static gint32
toy_power (const HcGame *g, gint card)
{
  return hc_modified_value (g, TOY_EFFECT_POWER, card,
                            toy_printed_power (g, card));
}

static void
toy_log (HcGame *g, gint actor, guint16 msg, guint16 rule, gint32 a0, gint32 a1,
         gint32 a2)
{
  hc_game_log (g, actor, msg, rule, a0, a1, a2, 0);
}

/* A table card leaves play with everything attached to it; the attached
 * cards go separately so the discard pile holds only loose cards. */
static void
toy_discard (HcGame *g, gint card, guint16 rule)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].attached_to == card)
      {
        gint owner = g->card[i].owner;
        hc_effects_drop_source (g, i);
        hc_card_move (g, i, owner, TOY_ZONE_DISCARD, TRUE);
        g->card[i].counter[TOY_COUNTER_CHARGE] = 0;
        toy_log (g, owner, TOY_MSG_DISCARD, rule, owner, i, TOY_ZONE_DISCARD);
      }
  gint owner = g->card[card].owner;
  hc_effects_drop_source (g, card);
  hc_card_move (g, card, owner, TOY_ZONE_DISCARD, TRUE);
  g->card[card].counter[TOY_COUNTER_CHARGE] = 0;
  toy_log (g, owner, TOY_MSG_DISCARD, rule, owner, card, TOY_ZONE_DISCARD);
}

static void
toy_draw (HcGame *g, gint p)
{
  if (hc_zone_count (g, p, TOY_ZONE_DECK) == 0)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, p, TOY_ZONE_DISCARD, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        hc_card_move (g, list[i], p, TOY_ZONE_DECK, TRUE);
      hc_zone_shuffle (g, p, TOY_ZONE_DECK);
      if (n > 0)
        toy_log (g, p, TOY_MSG_RESHUFFLE, TOY_RULE_TURN, p, n, 0);
    }
  gint top = hc_zone_top (g, p, TOY_ZONE_DECK);
  if (top == HC_NONE)
    return;
  hc_card_move (g, top, p, TOY_ZONE_HAND, TRUE);
  toy_log (g, p, TOY_MSG_DRAW, TOY_RULE_TURN, p, top, 0);
}

static void
toy_end (HcGame *g, gint winner, guint reason)
{
  if (winner == 2)
    toy_log (g, HC_NONE, TOY_MSG_DRAW_GAME, TOY_RULE_WIN,
             g->res[0][TOY_RES_POINTS], 0, 0);
  else
    toy_log (g, winner, TOY_MSG_WIN, TOY_RULE_WIN, winner,
             g->res[winner][TOY_RES_POINTS],
             g->res[1 - winner][TOY_RES_POINTS]);
  hc_game_end (g, winner, reason);
}

static HcStepResult
toy_step_turn (HcGame *g, HcFrame *f)
{
  gint active = g->global[HC_G_ACTIVE];
  switch (f->pc)
    {
    case 0:
      {
        if (g->global[HC_G_TURN] >= g->global[TOY_G_TURN_LIMIT])
          {
            gint32 a = g->res[0][TOY_RES_POINTS], b = g->res[1][TOY_RES_POINTS];
            toy_end (g, a > b ? 0 : b > a ? 1 : 2, TOY_WIN_TURN_LIMIT);
            return HC_STEP_DONE;
          }
        gint turn = ++g->global[HC_G_TURN];
        active = (turn - 1) % HC_MAX_PLAYERS;
        g->global[HC_G_ACTIVE] = active;
        g->global[HC_G_PHASE] = TOY_PHASE_DRAW;
        g->global[HC_G_STEP] = TOY_STEP_TURN;
        toy_log (g, HC_NONE, TOY_MSG_TURN, TOY_RULE_TURN, turn, active, 0);
        toy_draw (g, active);
        for (gint p = 0; p < HC_MAX_PLAYERS; p++)
          {
            gint32 *energy = &g->res[p][TOY_RES_ENERGY];
            *energy = MIN (*energy + (p == active ? 2 : 1), 3);
            toy_log (g, p, TOY_MSG_ENERGY, TOY_RULE_TURN, p, *energy, 0);
          }
        g->global[HC_G_PHASE] = TOY_PHASE_ACTION;
        f->pc = 1;
        hc_window_push (g, TOY_DEC_WINDOW, active, turn);
        return HC_STEP_CONTINUE;
      }
    case 1:
      {
        g->global[HC_G_PHASE] = TOY_PHASE_SCORE;
        gint die = hc_game_roll_die (g, active);
        g->global[TOY_G_LAST_DIE] = die;
        toy_log (g, active, TOY_MSG_ROLL, TOY_RULE_SCORE, active, die, 0);
        gint32 base = die;
        if (g->sw[TOY_SW_SIX_BONUS] && die == 6)
          base += 2;
        gint32 score
            = hc_modified_value (g, TOY_EFFECT_SCORE0 + active, HC_NONE, base);
        gint32 *points = &g->res[active][TOY_RES_POINTS];
        *points += score;
        toy_log (g, active, TOY_MSG_SCORE, TOY_RULE_SCORE, active, score,
                 *points);
        /* echoes resolve in the order they triggered */
        while (g->n_triggers > 0)
          {
            const HcTrigger *t = &g->trigger[0];
            g->res[t->player][TOY_RES_POINTS]++;
            toy_log (g, t->player, TOY_MSG_ECHO, TOY_RULE_SCORE, t->player,
                     t->source, 0);
            hc_trigger_remove (g, 0);
          }
        gint16 table[HC_MAX_CARDS];
        gint n = hc_zone_list (g, active, TOY_ZONE_TABLE, table, HC_MAX_CARDS);
        for (gint i = 0; i < n; i++)
          {
            HcCard *c = &g->card[table[i]];
            if (++c->counter[TOY_COUNTER_CHARGE] >= 3)
              {
                toy_log (g, active, TOY_MSG_CHARGE_OUT, TOY_RULE_CHARGE, active,
                         table[i], 0);
                toy_discard (g, table[i], TOY_RULE_CHARGE);
              }
          }
        hc_effects_expire (g, HC_DUR_TURN);
        gint32 target = g->global[TOY_G_TARGET];
        if (g->res[active][TOY_RES_POINTS] >= target)
          toy_end (g, active, TOY_WIN_POINTS);
        else if (g->res[1 - active][TOY_RES_POINTS] >= target)
          toy_end (g, 1 - active, TOY_WIN_POINTS);
        f->pc = 0;
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}

static HcStepResult
toy_step_play (HcGame *g, HcFrame *f)
{
  gint card = f->arg[PLAY_CARD], p = f->arg[PLAY_PLAYER];
  gint host = f->arg[PLAY_HOST];
  switch (f->pc)
    {
    case 0:
      {
        gint32 power = toy_printed_power (g, card);
        /* moved on top first, so that leaving the table's own order when
         * it becomes attached leaves no gap there */
        hc_card_move (g, card, p, TOY_ZONE_TABLE, TRUE);
        hc_trigger_add (g, TOY_ABILITY_ECHO, 1 - p, card);
        if (host != HC_NONE)
          {
            hc_card_set_host (g, card, host, FALSE);
            hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_WHILE_IN_PLAY, p, card,
                           host, power);
            toy_log (g, p, TOY_MSG_ATTACH, TOY_RULE_PLAY, p, card, host);
            return HC_STEP_DONE;
          }
        toy_log (g, p, TOY_MSG_PLAY, TOY_RULE_PLAY, p, card, 0);
        hc_effect_add (g, TOY_EFFECT_SCORE0 + p, HC_DUR_TURN, p, card, HC_NONE,
                       power / 2);
        if (g->card[card].def == TOY_DEF_DOUBLER)
          hc_effect_add (g, (TOY_EFFECT_SCORE0 + p) | TOY_EFFECT_DOUBLE,
                         HC_DUR_TURN, p, card, HC_NONE, 2);
        if (power < 5 || hc_zone_count (g, 1 - p, TOY_ZONE_TABLE) == 0)
          return HC_STEP_DONE;
        hc_game_ask (g, p, TOY_DEC_TARGET, TOY_DEC_TARGET);
        gint16 list[HC_MAX_CARDS];
        gint n = hc_zone_list (g, 1 - p, TOY_ZONE_TABLE, list, HC_MAX_CARDS);
        for (gint i = 0; i < n; i++)
          hc_game_offer (g, TOY_ID_TARGET (list[i]), TOY_OPT_TARGET, list[i], 0,
                         0);
        hc_game_offer (g, TOY_ID_NO_TARGET, TOY_OPT_NO_TARGET, 0, 0, 0);
        f->pc = 1;
        return HC_STEP_ASK;
      }
    case 1:
      {
        const HcOption *o = hc_game_answer (g);
        if (o && o->kind == TOY_OPT_TARGET)
          toy_discard (g, o->a, TOY_RULE_PLAY);
        else
          toy_log (g, p, TOY_MSG_NO_TARGET, TOY_RULE_PLAY, p, 0, 0);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

static HcStepResult
toy_step_barrier (HcGame *g, HcFrame *f)
{
  if (f->pc == 0)
    {
      hc_game_ask (g, f->arg[0], TOY_DEC_BARRIER, TOY_DEC_BARRIER);
      hc_game_offer (g, TOY_ID_CONTINUE, TOY_OPT_CONTINUE, 0, 0, 0);
      f->pc = 1;
      return HC_STEP_ASK;
    }
  toy_log (g, f->arg[0], TOY_MSG_CONTINUE, TOY_RULE_TURN, f->arg[0], 0, 0);
  return HC_STEP_DONE;
}

static const HcStepFn toy_steps[TOY_N_STEPS] = {
  [TOY_STEP_TURN] = toy_step_turn,
  [TOY_STEP_PLAY] = toy_step_play,
  [TOY_STEP_BARRIER] = toy_step_barrier,
};

static void
toy_window_offer (HcGame *g, const HcFrame *w, gint player)
{
  (void)w;
  if (g->res[player][TOY_RES_ENERGY] < 1)
    return;
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, TOY_ZONE_HAND, hand, HC_MAX_CARDS);
  gint host = hc_zone_top (g, player, TOY_ZONE_TABLE);
  for (gint i = 0; i < n; i++)
    {
      hc_game_offer (g, TOY_ID_PLAY (hand[i]), TOY_OPT_PLAY, hand[i], 0, 0);
      if (host != HC_NONE)
        hc_game_offer (g, TOY_ID_ATTACH (hand[i]), TOY_OPT_ATTACH, hand[i],
                       host, 0);
    }
}

static void
toy_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  (void)w;
  g->res[player][TOY_RES_ENERGY]--;
  HcFrame *f = hc_game_push (g, TOY_STEP_PLAY);
  f->arg[PLAY_CARD] = o->a;
  f->arg[PLAY_PLAYER] = player;
  f->arg[PLAY_HOST] = o->kind == TOY_OPT_ATTACH ? o->b : HC_NONE;
}

static void
toy_window_closed (HcGame *g, HcFrame *w)
{
  toy_log (g, HC_NONE, TOY_MSG_WINDOW_CLOSED, TOY_RULE_WINDOW,
           w->arg[HC_WIN_ARG], 0, 0);
}

static gboolean
toy_start (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
           const gint n_deck[HC_MAX_PLAYERS], GError **error)
{
  /* check everything before the first card is placed, so a refused start
   * leaves nothing half built */
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (n_deck[p] < 1 || n_deck[p] > HC_MAX_CARDS / 2)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "toy: the deck of %s holds %d cards; expected 1 to %d",
                       toy_players[p], n_deck[p], HC_MAX_CARDS / 2);
          return FALSE;
        }
      for (gint i = 0; i < n_deck[p]; i++)
        if (!hc_card_db_get (g->db, decks[p][i]))
          {
            g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                         "toy: the deck of %s names card definition %d, "
                         "which the card database does not hold",
                         toy_players[p], decks[p][i]);
            return FALSE;
          }
    }
  g->global[TOY_G_TARGET] = TOY_TARGET;
  g->global[TOY_G_TURN_LIMIT] = TOY_TURN_LIMIT;
  g->global[HC_G_PHASE] = TOY_PHASE_SETUP;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      for (gint i = 0; i < n_deck[p]; i++)
        hc_game_add_card (g, decks[p][i], p, TOY_ZONE_DECK);
      hc_zone_shuffle (g, p, TOY_ZONE_DECK);
      toy_log (g, p, TOY_MSG_SETUP, TOY_RULE_SETUP, p, n_deck[p], 3);
      for (gint i = 0; i < 3; i++)
        toy_draw (g, p);
    }
  hc_game_push (g, TOY_STEP_TURN);
  return TRUE;
}

static gboolean
toy_start_at (HcGame *g, const char *phase, const char *step, GError **error)
{
  if (step && *step)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                   "toy: the %s phase has no step \"%s\" (the toy game has "
                   "no steps)",
                   phase ? phase : "(no)", step);
      return FALSE;
    }
  gint ph = -1;
  for (gint i = TOY_PHASE_DRAW; phase && i < TOY_N_PHASES; i++)
    if (g_ascii_strcasecmp (phase, toy_phase_names[i]) == 0)
      ph = i;
  if (ph < 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                   "toy: unknown phase \"%s\" (expected draw, action or "
                   "score)",
                   phase ? phase : "");
      return FALSE;
    }
  g->global[HC_G_PHASE] = ph;
  if (g->global[TOY_G_TARGET] == 0)
    g->global[TOY_G_TARGET] = TOY_TARGET;
  if (g->global[TOY_G_TURN_LIMIT] == 0)
    g->global[TOY_G_TURN_LIMIT] = TOY_TURN_LIMIT;
  HcFrame *turn = hc_game_push (g, TOY_STEP_TURN);
  if (ph == TOY_PHASE_DRAW)
    return TRUE;
  turn->pc = 1;
  if (ph == TOY_PHASE_ACTION)
    hc_window_push (g, TOY_DEC_WINDOW, g->global[HC_G_ACTIVE],
                    g->global[HC_G_TURN]);
  return TRUE;
}

static void
toy_option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
                  GString *out)
{
  (void)d;
  switch (o->kind)
    {
    case TOY_OPT_PLAY:
      g_string_append_printf (out, "play %s", hc_card_def (g, o->a)->name);
      break;
    case TOY_OPT_ATTACH:
      g_string_append_printf (out, "attach %s to %s",
                              hc_card_def (g, o->a)->name,
                              hc_card_def (g, o->b)->name);
      break;
    case TOY_OPT_TARGET:
      g_string_append_printf (out, "discard %s", hc_card_def (g, o->a)->name);
      break;
    case TOY_OPT_NO_TARGET:
      g_string_append (out, "discard nothing");
      break;
    case TOY_OPT_CONTINUE:
      g_string_append (out, "continue");
      break;
    default:
      g_string_append_printf (out, "option %u", o->id);
    }
}

static void
toy_prompt (const HcGame *g, const HcDecision *d, GString *out)
{
  const char *who = d->player >= 0 ? toy_players[d->player] : "nobody";
  switch (d->kind)
    {
    case TOY_DEC_WINDOW:
      g_string_append_printf (out, "%s: play a card or pass (turn %d)", who,
                              g->global[HC_G_TURN]);
      break;
    case TOY_DEC_TARGET:
      g_string_append_printf (out, "%s: choose a card of %s to discard", who,
                              toy_players[1 - d->player]);
      break;
    default:
      g_string_append_printf (out, "%s: continue", who);
    }
}

static const char *
toy_phase_name (gint phase)
{
  return phase >= 0 && phase < TOY_N_PHASES ? toy_phase_names[phase] : "?";
}

static gint32
toy_card_stat (const HcGame *g, gint card, gint stat)
{
  return stat == 0 ? toy_power (g, card) : 0;
}

static void
toy_card_text (const HcCardDef *def, GString *out)
{
  g_string_append_printf (out, "Power %d.", def->stat[0]);
  if (def->number == TOY_DEF_DOUBLER + 1)
    g_string_append (out, " Doubles your score this turn.");
}

static double
toy_evaluate (const HcGame *g, gint player)
{
  double d
      = g->res[player][TOY_RES_POINTS] - g->res[1 - player][TOY_RES_POINTS];
  return CLAMP (d / TOY_TARGET, -1.0, 1.0);
}

static gboolean
toy_check_deck (const HcCardDb *db, gint side, const gint16 *cards, gint n,
                GString *problems)
{
  (void)side;
  gboolean ok = TRUE;
  if (n < 5)
    {
      g_string_append_printf (problems,
                              "a toy deck needs at least 5 cards, "
                              "this one has %d\n",
                              n);
      ok = FALSE;
    }
  gint copies[TOY_N_CARD_DEFS] = { 0 };
  for (gint i = 0; i < n; i++)
    if (cards[i] >= 0 && cards[i] < TOY_N_CARD_DEFS && ++copies[cards[i]] == 5)
      {
        g_string_append_printf (problems, "more than 4 copies of %s\n",
                                hc_card_db_get (db, cards[i])->name);
        ok = FALSE;
      }
  return ok;
}

static HcCardDb *
toy_load_cards (const char *data_dir, GError **error)
{
  (void)data_dir;
  (void)error;
  return toy_cards ();
}

static HcEdition *
toy_edition (const char *id, const char *date, const char *parent,
             gint six_bonus)
{
  HcEdition *e = g_new0 (HcEdition, 1);
  e->id = g_strdup (id);
  e->date = g_strdup (date);
  e->title = g_strdup_printf ("toy rules of %s", date);
  e->parent = g_strdup (parent);
  e->sources = g_strdup ("tests/unit/toy-ruleset.h");
  e->sw[TOY_SW_SIX_BONUS] = six_bonus;
  e->sw_source[TOY_SW_SIX_BONUS]
      = g_strdup ("tests/unit/toy-ruleset.h, rules of the toy game 4");
  return e;
}

HcRuleset *
toy_ruleset (void)
{
  static HcRuleset r;
  if (r.id)
    return &r;
  r = (HcRuleset){
    .id = "toy",
    .title = "Toy card game (tests)",
    .player_names = toy_players,
    .zone_names = toy_zones,
    .n_zones = TOY_N_ZONES,
    .counter_names = toy_counters,
    .n_counters = TOY_N_COUNTERS,
    .res_names = toy_res,
    .n_res = TOY_N_RES,
    .global_names = toy_globals,
    .n_globals = TOY_N_GLOBALS,
    .switches = toy_switches,
    .n_switches = TOY_N_SWITCHES,
    .steps = toy_steps,
    .n_steps = TOY_N_STEPS,
    .step_names = toy_step_names,
    .messages = toy_messages,
    .n_messages = TOY_N_MESSAGES,
    .rules = toy_rules,
    .n_rules = TOY_N_RULES,
    .in_play_zones = 1u << TOY_ZONE_TABLE,
    .hidden_zones = 1u << TOY_ZONE_DECK,
    .private_zones = 1u << TOY_ZONE_HAND,
    .load_cards = toy_load_cards,
    .start = toy_start,
    .start_at = toy_start_at,
    .option_label = toy_option_label,
    .prompt = toy_prompt,
    .window_offer = toy_window_offer,
    .window_play = toy_window_play,
    .window_closed = toy_window_closed,
    .phase_name = toy_phase_name,
    .card_stat = toy_card_stat,
    .stat_names = toy_stat_names,
    .n_stats = G_N_ELEMENTS (toy_stat_names),
    .card_text = toy_card_text,
    .evaluate = toy_evaluate,
    .check_deck = toy_check_deck,
    .default_decks = { NULL, NULL },
  };
  /* no editions/ folder: the toy's two editions are built here, oldest
   * first as hc_ruleset_load_editions would sort them */
  r.editions = g_ptr_array_new_with_free_func ((GDestroyNotify)hc_edition_free);
  g_ptr_array_add (r.editions, toy_edition ("toy-2024", "2024-01-01", NULL, 0));
  g_ptr_array_add (r.editions,
                   toy_edition ("toy-2025", "2025-01-01", "toy-2024", 1));
  hc_ruleset_register (&r);
  return &r;
}

HcCardDb *
toy_cards (void)
{
  HcCardDb *db = hc_card_db_new (NULL);
  for (gint i = 0; i < TOY_N_CARD_DEFS; i++)
    {
      HcCardDef *d = g_new0 (HcCardDef, 1);
      gboolean doubler = i == TOY_DEF_DOUBLER;
      d->name
          = doubler ? g_strdup ("Doubler") : g_strdup_printf ("Card %d", i + 1);
      d->title = g_strdup (d->name);
      d->set = g_strdup ("TOY");
      d->number = i + 1;
      d->side = -1;
      d->stat[0] = doubler ? 0 : i + 1;
      d->script = g_strdup (doubler ? "power 0; double score turn" : "power");
      d->implemented = 1;
      d->source = g_strdup_printf ("toy-ruleset.c:card %d", i + 1);
      g_autoptr (GError) error = NULL;
      gint idx = hc_card_db_add (db, d, &error);
      g_assert_no_error (error);
      g_assert_cmpint (idx, ==, i);
    }
  return db;
}

GArray *
toy_deck (gint n, gint shift)
{
  GArray *deck = g_array_sized_new (FALSE, FALSE, sizeof (gint16), (guint)n);
  for (gint i = 0; i < n; i++)
    {
      gint16 def = (gint16)((i + shift) % TOY_N_CARD_DEFS);
      g_array_append_val (deck, def);
    }
  return deck;
}

HcGame *
toy_game_new (const HcCardDb *db, guint64 seed, HcRecord **rec_out)
{
  const HcRuleset *r = toy_ruleset ();
  g_autoptr (HcRecord) rec = hc_record_new (r->id, "toy-2025", seed);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g_autoptr (GArray) deck = toy_deck (12, 4 * p);
      for (guint i = 0; i < deck->len; i++)
        g_ptr_array_add (
            rec->deck[p],
            g_strdup (
                hc_card_db_get (db, g_array_index (deck, gint16, i))->name));
    }
  g_autoptr (GError) error = NULL;
  HcGame *g = hc_record_start (rec, db, &error);
  g_assert_no_error (error);
  if (rec_out)
    *rec_out = g_steal_pointer (&rec);
  return g;
}

HcGame *
toy_game_empty (const HcCardDb *db, guint64 seed)
{
  const HcRuleset *r = toy_ruleset ();
  return hc_game_new (r, db, hc_ruleset_edition_index (r, NULL), seed);
}
