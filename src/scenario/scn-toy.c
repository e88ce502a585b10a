/* scn-toy: two sides, cards on a table attack each other with one die (4+
 * hits for the attacker's power); the defender may pay 2 Force to prevent
 * 1 damage; a card with damage equal to its health is destroyed; a side
 * with no cards left on the table loses; when both pass, the side with
 * more cards on the table wins.  Just enough to exercise every directive of
 * the scenario format: choices, automatic passes, dice, counters, flags,
 * attachments, the log and the end of the game. */
#include "scn-toy.h"

#include <string.h>

enum
{
  Z_DECK,
  Z_HAND,
  Z_DISCARD,
  Z_TABLE,
  Z_COUNT
};

enum
{
  PH_MAIN,
  PH_END,
};

enum
{
  ST_MAIN = HC_STEP_FIRST_RULESET,
  ST_ATTACK,
  ST_END,
  ST_COUNT
};

enum
{
  O_ATTACK = 1,
  O_HEAL,
  O_DRAW,
  O_PREVENT,
  O_TAKE,
};

enum
{
  M_MAIN,
  M_ATTACK,
  M_ROLL,
  M_MISS,
  M_PREVENT,
  M_DAMAGE,
  M_DESTROYED,
  M_HEAL,
  M_DRAW,
  M_WIN,
  M_END,
  M_DRAW_GAME,
  M_COUNT
};

enum
{
  R_MAIN,
  R_ATTACK,
  R_DICE,
  R_PREVENT,
  R_DAMAGE,
  R_VICTORY,
  R_COUNT
};

/* frame arguments of ST_ATTACK */
enum
{
  A_ATTACKER,
  A_TARGET,
  A_DAMAGE,
};

#define POWER 0
#define HEALTH 1
#define OPT(kind, a, b)                                                        \
  (((guint32)(kind) << 24) | (((guint32)(a)&0xfffu) << 12)                     \
   | ((guint32)(b)&0xfffu))

static const char *const players[HC_MAX_PLAYERS]
    = { "Dark Side", "Light Side" };
static const char *const zones[Z_COUNT]
    = { "deck", "hand", "discard", "table" };
static const char *const counters[] = { "damage", "shield" };
/* a ruleset flag with no rule behind it, for the format's own tests */
static const char *const card_flags[3] = { "marked", NULL, NULL };
static const char *const resources[] = { "force", "build_points" };
static const char *const globals[]
    = { "turn", "phase", "active", "step", "dial" };
static const char *const step_names[ST_COUNT]
    = { "window", "main", "attack", "end" };

static const HcMessage messages[M_COUNT] = {
  [M_MAIN] = { "main", "the main phase of {p0} begins" },
  [M_ATTACK] = { "attack", "{c0} attacks {c1}" },
  [M_ROLL] = { "die", "{p0} rolls {n1}" },
  [M_MISS] = { "miss", "{c0} misses" },
  [M_PREVENT] = { "prevent", "{p0} pays 2 Force to prevent 1 damage to {c1}" },
  [M_DAMAGE] = { "damage", "{c0} takes {n1} damage" },
  [M_DESTROYED] = { "destroyed", "{c0} is destroyed" },
  [M_HEAL] = { "heal", "{c0} removes 1 damage from {c1}" },
  [M_DRAW] = { "draw", "{p0} pays 1 Force and draws a card" },
  [M_WIN] = { "win", "{p0} wins: {o0} has no card on the table" },
  [M_END] = { "end", "{p0} wins with more cards on the table" },
  [M_DRAW_GAME] = { "draw-game", "the game is drawn" },
};

static const HcRuleRef rules[R_COUNT] = {
  [R_MAIN] = { "toy-main", "scn-toy.c, rule 1" },
  [R_ATTACK] = { "toy-attack", "scn-toy.c, rule 2" },
  [R_DICE] = { "toy-dice", "scn-toy.c, rule 3" },
  [R_PREVENT] = { "toy-prevent", "scn-toy.c, rule 4" },
  [R_DAMAGE] = { "toy-damage", "scn-toy.c, rule 5" },
  [R_VICTORY] = { "toy-victory", "scn-toy.c, rule 6" },
};

static const struct
{
  const char *name;
  const char *title;
  const char *set;
  gint number;
  gint power;
  gint health;
} card_list[] = {
  { "Trooper", "Trooper", "TOY", 1, 1, 2 },
  { "Walker", "Walker", "TOY", 2, 3, 4 },
  { "Medic", "Medic", "TOY", 3, 0, 2 },
  { "Jedi Knight (A)", "Jedi Knight", "TOY", 4, 2, 3 },
  { "Jedi Knight (B)", "Jedi Knight", "TOY", 5, 4, 3 },
  { "Blaster", "Blaster", "TOY", 6, 0, 0 }, /* +1 power to its host */
  { "Trooper Captain", "Trooper Captain", "ALT", 1, 2, 3 },
};

static gint
power (const HcGame *g, gint card)
{
  gint p = hc_card_def (g, card)->stat[POWER];
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].attached_to == card
        && strcmp (hc_card_def (g, i)->name, "Blaster") == 0)
      p++;
  return p;
}

static gboolean
on_table (const HcGame *g, gint card, gint player)
{
  const HcCard *c = &g->card[card];
  return c->zone == Z_TABLE && c->zone_player == player
         && c->attached_to == HC_NONE && c->under == HC_NONE;
}

static void
toy_log (HcGame *g, gint actor, gint msg, gint rule, gint a0, gint a1)
{
  hc_game_log (g, actor, (guint16)msg, (guint16)rule, a0, a1, 0, 0);
}

static void
discard (HcGame *g, gint card)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].attached_to == card)
      hc_card_move (g, i, g->card[i].owner, Z_DISCARD, TRUE);
  hc_card_move (g, card, g->card[card].owner, Z_DISCARD, TRUE);
}

static HcStepResult
step_main (HcGame *g, HcFrame *f)
{
  if (f->pc == 0)
    {
      gint active = g->global[HC_G_ACTIVE];
      toy_log (g, active, M_MAIN, R_MAIN, active, 0);
      f->pc = 1;
      hc_window_push (g, 0, active, 0);
      return HC_STEP_CONTINUE;
    }
  g->global[HC_G_PHASE] = PH_END;
  hc_game_push (g, ST_END);
  return HC_STEP_DONE;
}

static HcStepResult
step_end (HcGame *g, HcFrame *f)
{
  (void)f;
  gint n[HC_MAX_PLAYERS] = { 0 };
  for (gint i = 0; i < g->n_cards; i++)
    for (gint p = 0; p < HC_MAX_PLAYERS; p++)
      n[p] += on_table (g, i, p);
  gint winner = n[0] > n[1] ? 0 : n[1] > n[0] ? 1 : 2;
  toy_log (g, winner < 2 ? winner : -1, winner < 2 ? M_END : M_DRAW_GAME,
           R_VICTORY, winner, 0);
  hc_game_end (g, winner, 1);
  return HC_STEP_DONE;
}

static HcStepResult
step_attack (HcGame *g, HcFrame *f)
{
  gint attacker = f->arg[A_ATTACKER], target = f->arg[A_TARGET];
  gint side = g->card[attacker].controller;
  gint defender = g->card[target].controller;
  switch (f->pc)
    {
    case 0:
      {
        gint roll = hc_game_roll_die (g, side);
        toy_log (g, side, M_ROLL, R_DICE, side, roll);
        if (roll < 4)
          {
            toy_log (g, side, M_MISS, R_ATTACK, attacker, 0);
            return HC_STEP_DONE;
          }
        f->arg[A_DAMAGE] = power (g, attacker);
        f->pc = 2;
        if (g->res[defender][0] < 2 || f->arg[A_DAMAGE] < 1)
          return HC_STEP_CONTINUE;
        f->pc = 1;
        hc_game_ask (g, defender, 1, 1);
        hc_game_offer (g, OPT (O_PREVENT, target, 0), O_PREVENT, target, 0, 0);
        hc_game_offer (g, OPT (O_TAKE, target, 0), O_TAKE, target, 0, 0);
        return HC_STEP_ASK;
      }
    case 1:
      {
        const HcOption *o = hc_game_answer (g);
        if (o && o->kind == O_PREVENT)
          {
            g->res[defender][0] -= 2;
            f->arg[A_DAMAGE]--;
            toy_log (g, defender, M_PREVENT, R_PREVENT, defender, target);
          }
        f->pc = 2;
        return HC_STEP_CONTINUE;
      }
    default:
      {
        HcCard *t = &g->card[target];
        t->counter[0] = (gint16)(t->counter[0] + f->arg[A_DAMAGE]);
        toy_log (g, side, M_DAMAGE, R_DAMAGE, target, f->arg[A_DAMAGE]);
        if (t->counter[0] >= hc_card_def (g, target)->stat[HEALTH])
          {
            toy_log (g, side, M_DESTROYED, R_DAMAGE, target, 0);
            discard (g, target);
          }
        gint left = 0;
        for (gint i = 0; i < g->n_cards; i++)
          left += on_table (g, i, defender);
        if (!left)
          {
            toy_log (g, side, M_WIN, R_VICTORY, side, 0);
            hc_game_end (g, side, 2);
          }
        return HC_STEP_DONE;
      }
    }
}

static const HcStepFn steps[ST_COUNT]
    = { NULL, step_main, step_attack, step_end };

static void
window_offer (HcGame *g, const HcFrame *w, gint player)
{
  (void)w;
  for (gint i = 0; i < g->n_cards; i++)
    {
      if (!on_table (g, i, player) || (g->card[i].flags & HC_CARD_TAPPED))
        continue;
      gboolean medic = strcmp (hc_card_def (g, i)->name, "Medic") == 0;
      for (gint j = 0; j < g->n_cards; j++)
        {
          if (!medic && power (g, i) > 0 && on_table (g, j, 1 - player))
            hc_game_offer (g, OPT (O_ATTACK, i, j), O_ATTACK, i, j, 0);
          if (medic && on_table (g, j, player) && g->card[j].counter[0] > 0)
            hc_game_offer (g, OPT (O_HEAL, i, j), O_HEAL, i, j, 0);
        }
    }
  if (g->res[player][0] >= 1 && hc_zone_count (g, player, Z_DECK) > 0)
    hc_game_offer (g, OPT (O_DRAW, 0, 0), O_DRAW, 0, 0, 0);
}

static void
window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  (void)w;
  switch (o->kind)
    {
    case O_ATTACK:
      {
        g->card[o->a].flags |= HC_CARD_TAPPED;
        toy_log (g, player, M_ATTACK, R_ATTACK, o->a, o->b);
        HcFrame *f = hc_game_push (g, ST_ATTACK);
        f->arg[A_ATTACKER] = o->a;
        f->arg[A_TARGET] = o->b;
        break;
      }
    case O_HEAL:
      g->card[o->a].flags |= HC_CARD_TAPPED;
      g->card[o->b].counter[0]--;
      toy_log (g, player, M_HEAL, R_DAMAGE, o->a, o->b);
      break;
    case O_DRAW:
      g->res[player][0]--;
      hc_card_move (g, hc_zone_top (g, player, Z_DECK), player, Z_HAND, TRUE);
      toy_log (g, player, M_DRAW, R_MAIN, player, 0);
      break;
    default:
      break;
    }
}

static void
option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
              GString *out)
{
  (void)d;
  switch (o->kind)
    {
    case O_ATTACK:
      g_string_append_printf (out, "%s attacks %s", hc_card_def (g, o->a)->name,
                              hc_card_def (g, o->b)->name);
      break;
    case O_HEAL:
      g_string_append_printf (out, "%s heals %s", hc_card_def (g, o->a)->name,
                              hc_card_def (g, o->b)->name);
      break;
    case O_DRAW:
      g_string_append (out, "pay 1 Force: draw a card");
      break;
    case O_PREVENT:
      g_string_append (out, "pay 2 Force: prevent 1 damage");
      break;
    case O_TAKE:
      g_string_append (out, "take the damage");
      break;
    default:
      g_string_append (out, "?");
    }
}

static void
prompt (const HcGame *g, const HcDecision *d, GString *out)
{
  (void)g;
  g_string_append (out, d->kind == 1 ? "prevent damage?" : "play or pass");
}

static const char *
phase_name (gint phase)
{
  return phase == PH_MAIN ? "main" : phase == PH_END ? "end" : NULL;
}

static gboolean
start_at (HcGame *g, const char *phase, const char *step, GError **error)
{
  if (step)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "the scn-toy phases have no steps (\"%s\")", step);
      return FALSE;
    }
  if (g_ascii_strcasecmp (phase, "main") == 0)
    {
      g->global[HC_G_PHASE] = PH_MAIN;
      hc_game_push (g, ST_MAIN);
      return TRUE;
    }
  if (g_ascii_strcasecmp (phase, "end") == 0)
    {
      g->global[HC_G_PHASE] = PH_END;
      hc_game_push (g, ST_END);
      return TRUE;
    }
  g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
               "unknown phase \"%s\"; the scn-toy phases are main, end", phase);
  return FALSE;
}

static void
free_nothing (gpointer p)
{
  (void)p;
}

static HcCardDb *
load_cards (const char *data_dir, GError **error)
{
  (void)data_dir;
  g_autoptr (HcCardDb) db = hc_card_db_new (free_nothing);
  for (guint i = 0; i < G_N_ELEMENTS (card_list); i++)
    {
      HcCardDef *d = g_new0 (HcCardDef, 1);
      d->name = g_strdup (card_list[i].name);
      d->title = g_strdup (card_list[i].title);
      d->set = g_strdup (card_list[i].set);
      d->number = card_list[i].number;
      d->side = -1;
      d->stat[POWER] = card_list[i].power;
      d->stat[HEALTH] = card_list[i].health;
      d->implemented = 1;
      if (hc_card_db_add (db, d, error) < 0)
        return NULL;
    }
  return g_steal_pointer (&db);
}

/* the text and the deck rules exist for the format's "card ... text" and
 * "deck ..." expectations: a Blaster says what it does, a unit its power
 * and health */
static void
card_text (const HcCardDef *d, GString *out)
{
  if (strcmp (d->name, "Blaster") == 0)
    g_string_append (out, "Equipment: its unit has +1 power.");
  else
    g_string_append_printf (out, "Unit: power %d, health %d.", d->stat[POWER],
                            d->stat[HEALTH]);
}

#define TOY_DECK_MIN 4
#define TOY_DECK_COPIES 2

static gboolean
check_deck (const HcCardDb *db, gint side, const gint16 *cards, gint n,
            GString *problems)
{
  (void)side;
  gboolean ok = TRUE;
  if (n < TOY_DECK_MIN)
    {
      g_string_append_printf (problems,
                              "the deck has %d cards; at least %d are "
                              "needed\n",
                              n, TOY_DECK_MIN);
      ok = FALSE;
    }
  for (gint i = 0; i < n; i++)
    {
      gint copies = 0, first = i;
      for (gint j = 0; j < n; j++)
        if (cards[j] == cards[i])
          {
            copies++;
            first = MIN (first, j);
          }
      if (copies > TOY_DECK_COPIES && first == i)
        {
          g_string_append_printf (problems,
                                  "%s is there %d times; at most %d "
                                  "copies\n",
                                  hc_card_db_get (db, cards[i])->name, copies,
                                  TOY_DECK_COPIES);
          ok = FALSE;
        }
    }
  return ok;
}

static HcEdition *
edition (const char *id, const char *date)
{
  HcEdition *e = g_new0 (HcEdition, 1);
  e->id = g_strdup (id);
  e->date = g_strdup (date);
  e->title = g_strdup (id);
  e->sources = g_strdup ("scn-toy.c");
  return e;
}

HcRuleset *
hc_scn_toy_ruleset (void)
{
  static HcRuleset r = {
    .id = HC_SCN_TOY_ID,
    .title = "the scenario format's test game",
    .player_names = players,
    .zone_names = zones,
    .n_zones = Z_COUNT,
    .counter_names = counters,
    .n_counters = G_N_ELEMENTS (counters),
    .flag_names = card_flags,
    .res_names = resources,
    .n_res = G_N_ELEMENTS (resources),
    .global_names = globals,
    .n_globals = G_N_ELEMENTS (globals),
    .steps = steps,
    .n_steps = ST_COUNT,
    .step_names = step_names,
    .messages = messages,
    .n_messages = M_COUNT,
    .rules = rules,
    .n_rules = R_COUNT,
    .in_play_zones = 1u << Z_TABLE,
    .hidden_zones = 1u << Z_DECK,
    .private_zones = 1u << Z_HAND,
    .load_cards = load_cards,
    .card_text = card_text,
    .check_deck = check_deck,
    .start_at = start_at,
    .option_label = option_label,
    .prompt = prompt,
    .window_offer = window_offer,
    .window_play = window_play,
    .phase_name = phase_name,
  };
  if (!r.editions)
    {
      r.editions
          = g_ptr_array_new_with_free_func ((GDestroyNotify)hc_edition_free);
      g_ptr_array_add (r.editions, edition ("first", "2001-01-01"));
      g_ptr_array_add (r.editions, edition ("second", "2002-06-01"));
    }
  return &r;
}
