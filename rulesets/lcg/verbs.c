/* Effects that ask their player as they resolve, more than once or in
 * ways the one-choice resolution of play.c does not cover: each is an
 * ST_VERB frame above the ability resolving it, so the game stays a
 * value between the questions.  The frame finds its effect again through
 * the source card's clause and effect index (the card's definition does
 * not change while it resolves). */
#include "lcg-internal.h"

enum
{
  X_SRC,
  X_CLAUSE,
  X_OP,
  X_PLAYER,
  X_CARD, /* the target or subject the effect works on, or -1 */
  X_A,    /* verb-specific */
  X_B,
};

static const LcgOp *
op_of (const HcGame *g, const HcFrame *f)
{
  return &lcg_clause (g, f->arg[X_SRC], f->arg[X_CLAUSE])->op[f->arg[X_OP]];
}

/* captured cards: face down under an objective in play */
static gint
captured_cards (const HcGame *g, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      gint host = g->card[i].under;
      if (host >= 0 && lcg_is_objective (g, host))
        {
          if (out)
            out[n] = (gint16)i;
          n++;
        }
    }
  return n;
}

gboolean
lcg_verb_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                   gint subject)
{
  switch (op->verb)
    {
    case V_CAPTURE_TOP:
      return lcg_is_objective (g, source)
             && hc_zone_count (g, 1 - player, Z_DECK) > 0;
    case V_RESCUE:
      return captured_cards (g, NULL) > 0;
    case V_DISCARD_TOP_GAIN:
    case V_REVEAL_TAKE:
      return hc_zone_count (g, player, Z_DECK) > 0;
    case V_PLAY_PARTICIPATING:
      /* lcg_can_deploy only reads the game */
      return g->global[G_ENGAGED] >= 0
             && lcg_can_deploy ((HcGame *)g, player, source);
    case V_NEXT_CARD:
      return TRUE;
    case V_DISCOUNT_DISCARD:
      return subject >= 0 && hc_zone_count (g, player, Z_HAND) > 0
             && lcg_play_cost (g, player, subject) > 1;
    case V_ENTER_PARTICIPATING:
      return g->global[G_ENGAGED] >= 0 && g->card[source].zone == Z_HAND
             && g->card[source].zone_player == player
             && !lcg_unique_blocked (g, player, source);
    default:
      return FALSE;
    }
}

void
lcg_push_verb (HcGame *g, gint source, gint clause, gint op, gint player,
               gint card)
{
  HcFrame *f = hc_game_push (g, ST_VERB);
  f->arg[X_SRC] = source;
  f->arg[X_CLAUSE] = clause;
  f->arg[X_OP] = op;
  f->arg[X_PLAYER] = player;
  f->arg[X_CARD] = card;
  f->arg[X_A] = 0;
  f->arg[X_B] = 0;
}

/* Ask `who` to choose among `list`; one option is chosen for him.
 * `extra` adds a last option of that kind (O_DONE, O_DECLINE) or none
 * (-1). */
static HcStepResult
ask (HcGame *g, HcFrame *f, gint who, const gint16 *list, gint n, gint b,
     gint extra, gint next_pc)
{
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[X_SRC];
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, list[i], b), O_CHOICE, list[i], b,
                   0);
  if (extra >= 0)
    hc_game_offer (g, LCG_OPT_ID (extra, 0, 0), extra, HC_NONE, 0, 0);
  f->pc = next_pc;
  if (g->decision.n_options == 1)
    {
      g->decision.player = HC_NONE;
      g->answer = 0;
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_ASK;
}

/* The top `n` cards of a deck, top first. */
static gint
deck_top (const HcGame *g, gint player, gint n, gint16 *out)
{
  gint16 all[HC_MAX_CARDS];
  gint k = hc_zone_list (g, player, Z_DECK, all, HC_MAX_CARDS);
  gint m = MIN (n, k);
  for (gint i = 0; i < m; i++)
    out[i] = all[k - 1 - i];
  return m;
}

/* Take Them Prisoner: look at the top N of the opponent's deck, capture
 * one at this objective, put the others back on top in the order the
 * player chooses.  The cards looked at stay in the deck, so nothing else
 * can lose track of them; X_A counts those still to put back, X_B those
 * already put back (on the very top).
 *   pc 0 look, 1 captured, 2 put back */
static HcStepResult
capture_top (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[X_PLAYER], opp = 1 - player, src = f->arg[X_SRC];
  gint16 top[HC_MAX_CARDS];
  switch (f->pc)
    {
    case 0:
      {
        gint n = deck_top (g, opp, op->n, top);
        if (n == 0 || !lcg_is_objective (g, src))
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, src, 0, 0,
                     0);
            return HC_STEP_DONE;
          }
        lcg_log (g, player, M_LOOK_TOP, RR_CARD, player, n, opp, 0);
        f->arg[X_A] = n - 1;
        return ask (g, f, player, top, n, 0, -1, 1);
      }
    case 1:
      {
        gint c = lcg_answered_choice (g);
        if (c >= 0 && lcg_is_objective (g, src))
          {
            lcg_capture (g, c, src);
            lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, c, src, 0);
          }
        if (f->arg[X_A] > 0)
          lcg_log (g, player, M_RETURN_TOP, RR_CARD, player, f->arg[X_A], opp,
                   0);
        f->pc = 2;
        return HC_STEP_CONTINUE;
      }
    case 2:
    case 3:
      {
        if (f->pc == 3)
          {
            /* the chosen card goes on the very top, above the others */
            gint c = lcg_answered_choice (g);
            if (c >= 0)
              hc_card_move (g, c, opp, Z_DECK, TRUE);
            f->arg[X_A]--;
            f->arg[X_B]++;
          }
        /* the last card left is the deepest: nothing to choose */
        if (f->arg[X_A] <= 1)
          return HC_STEP_DONE;
        gint placed = f->arg[X_B];
        gint n = deck_top (g, opp, placed + f->arg[X_A], top);
        /* each card put back goes above the ones still waiting, so the
         * first one put back ends deepest of them */
        return ask (g, f, player, top + placed, n - placed, 2, -1, 3);
      }
    }
  return HC_STEP_DONE;
}

/* Rescue Mission: a captured card goes to its owner's hand; a unit may
 * then be put into play under its owner's control.
 *   pc 0 which card, 1 rescued, 2 into play or not */
static HcStepResult
rescue (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER];
  switch (f->pc)
    {
    case 0:
      {
        gint16 list[HC_MAX_CARDS];
        gint n = captured_cards (g, list);
        if (n == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION,
                     f->arg[X_SRC], 0, 0, 0);
            return HC_STEP_DONE;
          }
        return ask (g, f, player, list, n, 0, -1, 1);
      }
    case 1:
      {
        gint c = lcg_answered_choice (g);
        if (c < 0)
          return HC_STEP_DONE;
        gint owner = g->card[c].owner;
        hc_card_move (g, c, owner, Z_HAND, TRUE);
        g->card[c].flags = 0;
        lcg_log (g, owner, M_RESCUE, RR_CAPTURE, owner, c, 0, 0);
        if (lcg_type (g, c) != T_UNIT || lcg_unique_blocked (g, owner, c))
          return HC_STEP_DONE;
        f->arg[X_CARD] = c;
        gint16 one = (gint16)c;
        hc_game_ask (g, player, D_CHOICE, D_CHOICE);
        g->decision.prompt_arg[0] = f->arg[X_SRC];
        hc_game_offer (g, LCG_OPT_ID (O_CHOICE, one, 1), O_CHOICE, one, 1, 0);
        hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE, 0,
                       0);
        f->pc = 2;
        return HC_STEP_ASK;
      }
    case 2:
      {
        gint c = lcg_answered_choice (g);
        if (c >= 0 && g->card[c].zone == Z_HAND)
          lcg_put_into_play (g, g->card[c].owner, c);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

/* Bounty Collection: 1 focus token off each of up to N different cards,
 * chosen one by one until the player is done; the cards done are
 * EFF_TARGETED markers of the source, like "up to N" targets.
 *   pc 0 offer, 1 answer */
static HcStepResult
unfocus_up_to (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[X_PLAYER], src = f->arg[X_SRC];
  if (f->pc == 1)
    {
      gint c = lcg_answered_choice (g);
      if (c < 0)
        return HC_STEP_DONE;
      gint n = lcg_remove_focus (g, c, 1);
      lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, c, n, 0, 0);
      hc_effect_add (g, EFF_TARGETED, HC_DUR_PHASE, player, src, c, 1);
    }
  gint16 list[HC_MAX_CARDS];
  gint done = 0;
  gint n = lcg_not_chosen (g, &op->sel, src, player, list, &done), k = 0;
  for (gint i = 0; i < n; i++)
    if (g->card[list[i]].counter[C_FOCUS] > 0)
      list[k++] = list[i];
  if (done >= op->n || k == 0)
    {
      if (done == 0)
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, src, 0, 0, 0);
      return HC_STEP_DONE;
    }
  /* removing a focus token never hurts, but which cards is the player's
   * choice, and he may stop early */
  return ask (g, f, player, list, k, 0, O_DONE, 1);
}

/* Crossfire: the unit gains 1 combat icon of the player's choice until
 * the end of the strike.  pc 0 ask, 1 answer */
static HcStepResult
gain_choice (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER], card = f->arg[X_CARD];
  if (card < 0 || !lcg_is_unit (g, card))
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, f->arg[X_SRC], 0,
               0, 0);
      return HC_STEP_DONE;
    }
  if (f->pc == 0)
    {
      hc_game_ask (g, player, D_CHOICE, D_CHOICE);
      g->decision.prompt_arg[0] = f->arg[X_SRC];
      for (gint i = 0; i < I_COUNT; i++)
        hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, 3 + i), O_CHOICE, card,
                       3 + i, 0);
      f->pc = 1;
      return HC_STEP_ASK;
    }
  const HcOption *o = hc_game_answer (g);
  gint icon = o ? o->b - 3 : -1;
  if (icon < 0 || icon >= I_COUNT)
    return HC_STEP_DONE;
  gint8 got[I_COUNT] = { 0 };
  got[icon] = 1;
  hc_effect_add (g, (guint16)(EFF_ICON + icon), HC_DUR_ATTACK, player,
                 f->arg[X_SRC], card, 1);
  lcg_log (g, player, M_GAIN_STRIKE, RR_CARD, card, got[I_UD], got[I_BD],
           got[I_TACTICS]);
  return HC_STEP_DONE;
}

/* Vader's TIE Advanced: discard the top card of your deck; a unit's
 * printed combat icons (normal and edge-enabled) go to this unit until
 * the end of the strike. */
static HcStepResult
discard_top_gain (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER], card = f->arg[X_CARD];
  gint top = hc_zone_top (g, player, Z_DECK);
  if (top < 0)
    return HC_STEP_DONE;
  hc_card_move (g, top, g->card[top].owner, Z_DISCARD, TRUE);
  lcg_log (g, player, M_DISCARD_TOP, RR_CARD, player, top, 0, 0);
  if (lcg_type (g, top) != T_UNIT || card < 0 || !lcg_is_unit (g, card))
    return HC_STEP_DONE;
  const HcCardDef *d = hc_card_def (g, top);
  const LcgCard *info = lcg_info (g, top);
  for (gint i = 0; i < I_COUNT; i++)
    {
      if (d->stat[S_UD + i])
        hc_effect_add (g, (guint16)(EFF_ICON + i), HC_DUR_ATTACK, player,
                       f->arg[X_SRC], card, d->stat[S_UD + i]);
      if (info->ee[i])
        hc_effect_add (g, (guint16)(EFF_EE_ICON + i), HC_DUR_ATTACK, player,
                       f->arg[X_SRC], card, info->ee[i]);
    }
  lcg_log (g, player, M_GAIN_STRIKE, RR_CARD, card,
           d->stat[S_UD] + info->ee[I_UD], d->stat[S_BD] + info->ee[I_BD],
           d->stat[S_TACTICS] + info->ee[I_TACTICS]);
  return HC_STEP_DONE;
}

/* There Is No Escape: every unit the selection matches leaves play for
 * the bottom of its owner's deck, in an order drawn at random (each one
 * goes below those before it).  Interrupts to each leaving come in
 * turn. */
static HcStepResult
to_bottom_random (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint16 list[HC_MAX_CARDS];
  gint n = lcg_sel_list (g, &op->sel, f->arg[X_SRC], f->arg[X_PLAYER], list);
  for (gint i = n - 1; i > 0; i--)
    {
      gint j = (gint)hc_game_random (g, (guint32)(i + 1));
      gint16 t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
  /* pushed last first, so the first of the order leaves first */
  for (gint i = n - 1; i >= 0; i--)
    lcg_push_leave (g, list[i], LV_BOTTOM, HC_NONE);
  return HC_STEP_DONE;
}

/* A New Hope: each player, the one resolving it first, keeps up to N of
 * the units he controls (EFF_TARGETED markers); then every unit not kept
 * returns to its owner's hand.  X_A is the player choosing (0: the
 * player resolving it, 1: the other, 2: all have chosen).
 *   pc 0 offer, 1 answer */
static HcStepResult
keep_return (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint src = f->arg[X_SRC];
  gint who = f->arg[X_A] == 0 ? f->arg[X_PLAYER] : 1 - f->arg[X_PLAYER];
  if (f->pc == 1)
    {
      gint c = lcg_answered_choice (g);
      if (c < 0)
        f->arg[X_A]++;
      else
        hc_effect_add (g, EFF_TARGETED, HC_DUR_PHASE, who, src, c, 1);
    }
  gint16 list[HC_MAX_CARDS];
  while (f->arg[X_A] < 2)
    {
      who = f->arg[X_A] == 0 ? f->arg[X_PLAYER] : 1 - f->arg[X_PLAYER];
      gint done = 0, mine = 0, k = 0;
      gint n = lcg_not_chosen (g, &op->sel, src, who, list, &done);
      gint16 chosen[HC_MAX_CARDS];
      lcg_chosen_targets (g, src, chosen);
      for (gint i = 0; i < done; i++)
        mine += g->card[chosen[i]].controller == who;
      for (gint i = 0; i < n; i++)
        if (g->card[list[i]].controller == who)
          list[k++] = list[i];
      if (mine < op->n && k > 0)
        return ask (g, f, who, list, k, CH_CHOOSE, O_DONE, 1);
      f->arg[X_A]++;
    }
  gint n = lcg_sel_list (g, &op->sel, src, f->arg[X_PLAYER], list);
  gint16 kept[HC_MAX_CARDS];
  gint k = lcg_chosen_targets (g, src, kept);
  for (gint i = n - 1; i >= 0; i--)
    {
      gboolean keep = FALSE;
      for (gint j = 0; j < k; j++)
        keep |= kept[j] == list[i];
      if (!keep)
        {
          lcg_log (g, f->arg[X_PLAYER], M_RETURN, RR_CARD, list[i], 0, 0, 0);
          lcg_push_leave (g, list[i], LV_HAND, HC_NONE);
        }
    }
  return HC_STEP_DONE;
}

/* Force Rejuvenation: tokens and enhancements off the unit, one at a
 * time, as many as the player likes.  pc 0 offer, 1 answer */
static HcStepResult
shed (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER], card = f->arg[X_CARD];
  if (f->pc == 1)
    {
      const HcOption *o = hc_game_answer (g);
      if (!o || o->kind != O_CHOICE)
        return HC_STEP_DONE;
      if (o->b == CH_DISCARD)
        {
          lcg_log (g, player, M_DISCARD_PLAY, RR_CARD, o->a, 0, 0, 0);
          lcg_push_leave (g, o->a, LV_DISCARD, HC_NONE);
          f->pc = 2; /* asked again once it is gone */
          return HC_STEP_CONTINUE;
        }
      HcCard *c = &g->card[card];
      if (o->b == CH_FOCUS_OFF)
        lcg_log (g, player, M_UNFOCUS_CARD, RR_CARD, card,
                 lcg_remove_focus (g, card, 1), 0, 0);
      else if (o->b == CH_DAMAGE_OFF && c->counter[C_DAMAGE] > 0)
        {
          c->counter[C_DAMAGE]--;
          lcg_log (g, player, M_HEAL, RR_CARD, card, 1, 0, 0);
        }
      else if (o->b == CH_SHIELD_OFF && c->counter[C_SHIELD] > 0)
        {
          c->counter[C_SHIELD]--;
          lcg_log (g, player, M_SHED, RR_CARD, player, card, 0, 0);
        }
    }
  f->pc = 1;
  if (card < 0 || !lcg_is_unit (g, card))
    return HC_STEP_DONE;
  const HcCard *c = &g->card[card];
  hc_game_ask (g, player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[X_SRC];
  if (c->counter[C_FOCUS] > 0)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_FOCUS_OFF), O_CHOICE, card,
                   CH_FOCUS_OFF, 0);
  if (c->counter[C_DAMAGE] > 0)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_DAMAGE_OFF), O_CHOICE,
                   card, CH_DAMAGE_OFF, 0);
  if (c->counter[C_SHIELD] > 0)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_SHIELD_OFF), O_CHOICE,
                   card, CH_SHIELD_OFF, 0);
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].attached_to == card)
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, i, CH_DISCARD), O_CHOICE, i,
                     CH_DISCARD, 0);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return HC_STEP_DONE;
    }
  hc_game_offer (g, LCG_OPT_ID (O_DONE, 0, 0), O_DONE, HC_NONE, 0, 0);
  return HC_STEP_ASK;
}

/* Superlaser Engineer: reveal the top N of your deck; the events and
 * enhancements of the affiliation with printed cost at least the minimum
 * go to hand; the rest stay on top while the player picks the order in
 * which they go to the bottom (each goes below those before it).  X_A:
 * how many are left to put under.  pc 0 reveal, 1 ask, 2 answer */
static HcStepResult
reveal_take (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[X_PLAYER];
  gint16 top[HC_MAX_CARDS];
  if (f->pc == 0)
    {
      gint n = deck_top (g, player, op->n, top), rest = 0;
      for (gint i = 0; i < n; i++)
        {
          const HcCardDef *d = hc_card_def (g, top[i]);
          gboolean take = (d->type == T_EVENT || d->type == T_ENHANCEMENT)
                          && lcg_info (g, top[i])->affiliation == op->sel.aff
                          && d->stat[S_COST] >= op->sel.min_cost;
          if (take)
            {
              hc_card_move (g, top[i], player, Z_HAND, TRUE);
              lcg_log (g, player, M_REVEAL_TO_HAND, RR_CARD, player, top[i], 0,
                       0);
            }
          else
            {
              lcg_log (g, player, M_REVEAL, RR_CARD, player, top[i], 0, 0);
              rest++;
            }
        }
      f->arg[X_A] = rest;
      f->pc = 1;
    }
  else if (f->pc == 2)
    {
      gint c = lcg_answered_choice (g);
      if (c >= 0)
        {
          hc_card_move (g, c, player, Z_DECK, FALSE);
          f->arg[X_A]--;
        }
    }
  if (f->arg[X_A] <= 0)
    return HC_STEP_DONE;
  /* the revealed cards not taken are still the deck's top ones */
  gint n = deck_top (g, player, f->arg[X_A], top);
  return ask (g, f, player, top, n, CH_ON_BOTTOM, -1, 2);
}

/* Kuat Reinforcements: discard cards one at a time, each making the unit
 * being played cost 1 less, while it costs more than 1.  The player may
 * stop once the unit can be paid for, not before: a unit is offered only
 * if the discards can cover it (lcg_possible_discount).
 *   pc 0 offer, 1 answer */
static HcStepResult
discount_discard (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER], unit = f->arg[X_CARD];
  if (unit < 0)
    return HC_STEP_DONE;
  if (f->pc == 1)
    {
      gint c = lcg_answered_choice (g);
      if (c < 0)
        return HC_STEP_DONE;
      hc_card_move (g, c, g->card[c].owner, Z_DISCARD, TRUE);
      lcg_log (g, player, M_DISCARD_COST, RR_CARD, player, c, 0, 0);
      hc_effect_add (g, EFF_DISCOUNT, HC_DUR_PHASE, player, HC_NONE, unit, 1);
    }
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_HAND, hand, HC_MAX_CARDS);
  gint cost = lcg_play_cost (g, player, unit);
  if (n == 0 || cost <= 1)
    return HC_STEP_DONE;
  gboolean payable
      = lcg_can_pay (g, player, cost, lcg_info (g, unit)->affiliation);
  return ask (g, f, player, hand, n, CH_DISCARD, payable ? O_DONE : -1, 1);
}

gboolean
lcg_player_listens (const HcGame *g, gint player, gint ev)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      if (g->card[i].controller != player || !lcg_in_play (g, i))
        continue;
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        if (info->clause[k].when == ev)
          return TRUE;
    }
  return FALSE;
}

/* How much cheaper discards could make a unit about to be played (Kuat
 * Reinforcements), so that it may be played when only that makes it
 * affordable: every other card in hand, down to a cost of 1; 0 if no
 * such interrupt of the player's could be used. */
gint
lcg_possible_discount (const HcGame *g, gint player, gint card)
{
  if (lcg_type (g, card) != T_UNIT)
    return 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      if (g->card[i].controller != player || !lcg_in_play (g, i)
          || (g->card[i].flags & HC_CARD_FACE_DOWN))
        continue;
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        {
          const LcgClause *cl = &info->clause[k];
          /* lcg_clause_ready only reads the game */
          if (cl->when == EV_PLAYING && cl->op[0].verb == V_DISCOUNT_DISCARD
              && (!cl->when_trait || lcg_has_trait (g, card, cl->when_trait))
              && lcg_clause_ready ((HcGame *)g, i, k, player))
            {
              gint hand = hc_zone_count (g, player, Z_HAND)
                          - (g->card[card].zone == Z_HAND
                             && g->card[card].zone_player == player);
              return MAX (0, MIN (hand, lcg_play_cost (g, player, card) - 1));
            }
        }
    }
  return 0;
}

HcStepResult
lcg_step_verb (HcGame *g, HcFrame *f)
{
  if (g->over)
    return HC_STEP_DONE;
  const LcgOp *op = op_of (g, f);
  switch (op->verb)
    {
    case V_CAPTURE_TOP:
      return capture_top (g, f, op);
    case V_RESCUE:
      return rescue (g, f);
    case V_UNFOCUS_UP_TO:
      return unfocus_up_to (g, f, op);
    case V_GAIN_CHOICE:
      return gain_choice (g, f);
    case V_DISCARD_TOP_GAIN:
      return discard_top_gain (g, f);
    case V_TO_BOTTOM_RANDOM:
      return to_bottom_random (g, f, op);
    case V_KEEP_RETURN:
      return keep_return (g, f, op);
    case V_SHED:
      return shed (g, f);
    case V_REVEAL_TAKE:
      return reveal_take (g, f, op);
    case V_PLAY_PARTICIPATING:
      /* played: paid for, a unit played this turn ("play ... as a
       * participating unit"); its reactions come from ST_DEPLOY */
      if (lcg_verb_possible (g, op, f->arg[X_SRC], f->arg[X_PLAYER], HC_NONE))
        lcg_push_deploy (g, f->arg[X_PLAYER], f->arg[X_SRC], DEPLOY_JOINS);
      return HC_STEP_DONE;
    case V_DISCOUNT_DISCARD:
      return discount_discard (g, f);
    case V_NEXT_CARD:
      /* no source: it outlasts the card, sacrificed to pay for it */
      hc_effect_add (g, EFF_NEXT_CARD, HC_DUR_PHASE, f->arg[X_PLAYER], HC_NONE,
                     HC_NONE, op->n);
      lcg_log (g, f->arg[X_PLAYER], M_NEXT_CARD, RR_CARD, f->arg[X_PLAYER],
               op->n, 0, 0);
      return HC_STEP_DONE;
    case V_ENTER_PARTICIPATING:
      if (lcg_verb_possible (g, op, f->arg[X_SRC], f->arg[X_PLAYER], HC_NONE))
        {
          gint c = f->arg[X_SRC];
          lcg_put_into_play (g, f->arg[X_PLAYER], c);
          g->card[c].flags |= F_PARTICIPATING;
          lcg_log (g, f->arg[X_PLAYER], M_JOINS, RR_CARD, c, 0, 0, 0);
        }
      return HC_STEP_DONE;
    default:
      return HC_STEP_DONE;
    }
}

gboolean
lcg_verb_text (const LcgOp *op, GString *out)
{
  switch (op->verb)
    {
    case V_CAPTURE_TOP:
      g_string_append_printf (out,
                              "look at the top %d cards of your opponent's "
                              "deck; capture 1 of them at this objective and "
                              "put the others back on top in any order",
                              op->n);
      return TRUE;
    case V_RESCUE:
      g_string_append (out, "rescue 1 captured card (to its owner's hand); "
                            "if it is a unit, you may put it into play "
                            "under its owner's control");
      return TRUE;
    case V_UNFOCUS_UP_TO:
      g_string_append_printf (out,
                              "remove 1 focus token from each of up to %d "
                              "different %s%scards of your choice",
                              op->n, op->sel.what & WH_UNIT ? "" : "non-unit ",
                              op->sel.side == SIDE_FRIENDLY ? "friendly " : "");
      return TRUE;
    case V_GAIN_CHOICE:
      g_string_append (out, "until the end of the strike, give 1 combat "
                            "icon of your choice to ");
      return FALSE;
    case V_DISCARD_TOP_GAIN:
      g_string_append (out, "discard the top card of your deck; if it is a "
                            "unit, until the end of the strike give all its "
                            "printed combat icons to ");
      return FALSE;
    case V_TO_BOTTOM_RANDOM:
      g_string_append (out, "in an order drawn at random, put on the bottom "
                            "of its owner's deck ");
      return FALSE;
    case V_KEEP_RETURN:
      g_string_append_printf (out,
                              "each player chooses up to %d units he "
                              "controls; return every unit not chosen to its "
                              "owner's hand",
                              op->n);
      return TRUE;
    case V_SHED:
      g_string_append (out, "discard any number of tokens and enhancements "
                            "from ");
      return FALSE;
    case V_REVEAL_TAKE:
      g_string_append_printf (out,
                              "reveal the top %d cards of your deck; put the "
                              "%s events and enhancements of printed cost %d "
                              "or more into your hand and the rest on the "
                              "bottom of your deck in any order",
                              op->n, lcg_affiliation_names[op->sel.aff],
                              op->sel.min_cost);
      return TRUE;
    case V_PLAY_PARTICIPATING:
      g_string_append (out, "play this unit from your hand (paying its "
                            "cost) as a participating unit on your side");
      return TRUE;
    case V_ENTER_PARTICIPATING:
      g_string_append (out, "put this unit into play as a participating unit "
                            "on your side");
      return TRUE;
    case V_NEXT_CARD:
      g_string_append_printf (out,
                              "reduce the cost of the next card you play "
                              "this phase by %d and ignore its resource "
                              "match requirement",
                              op->n);
      return TRUE;
    case V_DISCOUNT_DISCARD:
      g_string_append (out, "discard X cards from your hand to reduce its "
                            "cost by X (to a minimum of 1)");
      return TRUE;
    default:
      return FALSE;
    }
}
