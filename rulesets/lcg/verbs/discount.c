/* "discard-to-discount": as a unit is played, discard X cards from hand
 * to reduce its cost by X, not below 1 (Kuat Reinforcements): the step,
 * what the discards could make affordable, and whether a player has any
 * ability that listens for such a moment. */
#include "lcg-verb.h"
#include "verb-frame.h"

/* Kuat Reinforcements: discard cards one at a time, each making the unit
 * being played cost 1 less, while it costs more than 1.  The player may
 * stop once the unit can be paid for, not before: a unit is offered only
 * if the discards can cover it (lcg_possible_discount). */
enum
{
  DISCOUNT_OFFER,
  DISCOUNT_ANSWER,
};

static HcStepResult
discount_discard (HcGame *g, HcFrame *f)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player, unit = v->card;
  if (unit < 0)
    return HC_STEP_DONE;
  if (f->pc == DISCOUNT_ANSWER)
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
  gboolean payable = lcg_can_pay_for (g, player, cost,
                                      lcg_info (g, unit)->affiliation, unit);
  return lcg_verb_ask (g, f, player, hand, n, CH_DISCARD, payable ? O_DONE : -1,
                       DISCOUNT_ANSWER);
}

gboolean
lcg_player_listens (const HcGame *g, gint player, gint ev)
{
  /* only cards in play count: the others need no look */
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
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

gint
lcg_own_playing_clause (const HcGame *g, gint card)
{
  const LcgCard *info = lcg_info (g, card);
  for (gint k = 0; k < info->n_clauses; k++)
    if (info->clause[k].when == EV_PLAYING
        && info->clause[k].when_who == WHO_SELF)
      return k;
  return -1;
}

/* lcgW: the objectives of the player that could take 1 damage now */
static gint
damageable_objectives (const HcGame *g, gint player, gint16 *out)
{
  gint16 all[HC_MAX_CARDS];
  gint m = lcg_friendly_objectives (g, player, all), n = 0;
  for (gint i = 0; i < m; i++)
    if (lcg_in_play (g, all[i]) && !lcg_cannot_be_damaged (g, all[i], player))
      out[n++] = all[i];
  return n;
}

/* Dark Trooper Legion, from its player's hand: each of his objectives
 * may take 1 damage, so as many points cheaper at most */
static gint
own_damage_discount (const HcGame *g, gint player, gint card)
{
  gint k = lcg_own_playing_clause (g, card);
  if (k < 0 || lcg_info (g, card)->clause[k].op[0].verb != V_DISCOUNT_DAMAGE
      || g->card[card].zone != Z_HAND || g->card[card].zone_player != player)
    return 0;
  gint16 list[HC_MAX_CARDS];
  return damageable_objectives (g, player, list);
}

static gint possible_discard_discount (const HcGame *g, gint player, gint card);

/* How much cheaper a unit about to be played could be made by the
 * interrupts that answer its playing: Kuat Reinforcements' discards, and
 * (lcgW) Dark Trooper Legion's damage on its own player's objectives */
gint
lcg_possible_discount (const HcGame *g, gint player, gint card)
{
  if (lcg_type (g, card) != T_UNIT)
    return 0;
  return possible_discard_discount (g, player, card)
         + own_damage_discount (g, player, card);
}

/* How much cheaper discards could make a unit about to be played (Kuat
 * Reinforcements), so that it may be played when only that makes it
 * affordable: every other card in hand, down to a cost of 1; 0 if no
 * such interrupt of the player's could be used. */
static gint
possible_discard_discount (const HcGame *g, gint player, gint card)
{
  /* only cards in play count, in card order as ever: asked of every unit
   * in hand at every deployment choice */
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
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

static gboolean
discount_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard X cards from your hand to reduce its "
                        "cost by X (to a minimum of 1)");
  return TRUE;
}

static gboolean
discount_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                   const HcFrame *trigger)
{
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return subject >= 0 && hc_zone_count (g, player, Z_HAND) > 0
         && lcg_play_cost (g, player, subject) > 1
         && lcg_op_some_card (g, op, source, player, trigger);
}

static HcStepResult
discount_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  return discount_discard (g, f);
}

const LcgVerb lcg_verb_row_discount_discard = {
  .word = "discard-to-discount",
  .args = "",
  .example = "discard-to-discount",
  .text = discount_text,
  .possible = discount_possible,
  .step = discount_step,
};

/* lcgW: "damage-to-discount" (Dark Trooper Legion: "deal 1 damage each to
 * any number of your objectives to reduce the cost of this unit by 1 for
 * each damage dealt"): objectives chosen one at a time, each dealt 1
 * damage, and the unit 1 cheaper for this play when the damage was dealt
 * (an objective it destroyed took it).  The player may stop once the unit
 * can be paid for, or while it costs nothing more, not before (the unit
 * was offered only because the damage could cover it). */
enum
{
  DDMG_ASK,
  DDMG_DEAL,
  DDMG_CHECK,
};

/* the objective picked last, or -1 */
static gint
last_pick (const HcGame *g, const HcFrame *f)
{
  gint16 picks[HC_MAX_PICKS];
  gint n = hc_targets_chosen (g, f, picks, NULL);
  return n > 0 ? picks[n - 1] : HC_NONE;
}

static HcStepResult
damage_discount_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player, unit = v->card;
  if (unit < 0)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case DDMG_DEAL:
      {
        gint o = hc_step_result (g) > 0 ? last_pick (g, f) : HC_NONE;
        if (o < 0)
          return HC_STEP_DONE;
        v->a = g->card[o].counter[C_DAMAGE];
        f->pc = DDMG_CHECK;
        lcg_push_damage (g, o, 1, player, unit);
        return HC_STEP_CONTINUE;
      }
    case DDMG_CHECK:
      {
        gint o = last_pick (g, f);
        if (o >= 0
            && (!lcg_in_play (g, o) || g->card[o].counter[C_DAMAGE] > v->a))
          hc_effect_add (g, EFF_DISCOUNT, HC_DUR_PHASE, player, HC_NONE, unit,
                         1);
        f->pc = DDMG_ASK;
        return HC_STEP_CONTINUE;
      }
    default:
      break;
    }
  gint16 all[HC_MAX_CARDS], list[HC_MAX_CARDS], picks[HC_MAX_PICKS];
  gint m = damageable_objectives (g, player, all), n = 0;
  gint k = hc_targets_chosen (g, f, picks, NULL);
  for (gint i = 0; i < m; i++)
    {
      gboolean chosen = FALSE;
      for (gint j = 0; j < k; j++)
        chosen |= picks[j] == all[i];
      if (!chosen)
        list[n++] = all[i];
    }
  gint cost = lcg_play_cost (g, player, unit);
  if (n == 0 || cost <= 0)
    return HC_STEP_DONE;
  gboolean payable
      = lcg_can_pay (g, player, cost, lcg_info (g, unit)->affiliation);
  HcTargetsFrame t = {
    .player = player,
    .min = payable ? 0 : 1,
    .max = 1,
    .kind = D_CHOICE,
    .option = O_CHOICE,
    .done = O_DONE,
    .prompt_arg = v->src,
  };
  f->pc = DDMG_DEAL;
  hc_targets_push (g, &t, list, n);
  return HC_STEP_CONTINUE;
}

static gboolean
damage_discount_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "deal 1 damage each to any number of your "
                        "objectives to reduce its cost by 1 for each damage "
                        "dealt");
  return TRUE;
}

static gboolean
damage_discount_possible (const HcGame *g, const LcgOp *op, gint source,
                          gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  gint16 list[HC_MAX_CARDS];
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return subject >= 0 && lcg_play_cost (g, player, subject) > 0
         && damageable_objectives (g, player, list) > 0;
}

const LcgVerb lcg_verb_row_discount_damage = {
  .word = "damage-to-discount",
  .args = "",
  .example = "damage-to-discount",
  .text = damage_discount_text,
  .possible = damage_discount_possible,
  .step = damage_discount_step,
};
