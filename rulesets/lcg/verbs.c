/* Effects that ask their player as they resolve, more than once or in
 * ways the one-choice resolution of play.c does not cover: each is an
 * ST_VERB frame above the ability resolving it, so the game stays a
 * value between the questions.  The frame finds its effect again through
 * the source card's clause and effect index (the card's definition does
 * not change while it resolves). */
#include "lcg-verb.h"
#include "verb-frame.h"

static const LcgOp *
op_of (const HcGame *g, const HcFrame *f)
{
  return &lcg_clause (g, f->arg[X_SRC], f->arg[X_CLAUSE])->op[f->arg[X_OP]];
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
      return lcg_captured_cards (g, NULL) > 0;
    case V_RESCUE_ENGAGED:
      return lcg_captured_at (g, g->global[G_ENGAGED], NULL) > 0;
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
HcStepResult
lcg_verb_ask (HcGame *g, HcFrame *f, gint who, const gint16 *list, gint n,
              gint b, gint extra, gint next_pc)
{
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[X_SRC];
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, list[i], b), O_CHOICE, list[i], b,
                   0);
  if (extra >= 0)
    hc_game_offer (g, LCG_OPT_ID (extra, 0, 0), extra, HC_NONE, 0, 0);
  f->pc = next_pc;
  return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
}

/* The top `n` cards of a deck, top first. */
gint
lcg_deck_top (const HcGame *g, gint player, gint n, gint16 *out)
{
  gint16 all[HC_MAX_CARDS];
  gint k = hc_zone_list (g, player, Z_DECK, all, HC_MAX_CARDS);
  gint m = MIN (n, k);
  for (gint i = 0; i < m; i++)
    out[i] = all[k - 1 - i];
  return m;
}

HcStepResult
lcg_step_verb (HcGame *g, HcFrame *f)
{
  if (g->over)
    return HC_STEP_DONE;
  const LcgOp *op = op_of (g, f);
  const LcgVerb *v = lcg_verb (op->verb);
  if (v)
    return v->step ? v->step (g, f, op) : HC_STEP_DONE;
  switch (op->verb)
    {
    case V_CAPTURE_TOP:
      return lcg_verb_capture_top (g, f, op);
    case V_RESCUE:
    case V_RESCUE_ENGAGED:
      return lcg_verb_rescue (g, f, op);
    case V_UNFOCUS_UP_TO:
      return lcg_verb_unfocus_up_to (g, f, op);
    case V_GAIN_CHOICE:
      return lcg_verb_gain_choice (g, f);
    case V_LOSE_ICON_CHOICE:
      return lcg_verb_lose_icon_choice (g, f);
    case V_DISCARD_TOP_GAIN:
      return lcg_verb_discard_top_gain (g, f);
    case V_TO_BOTTOM_RANDOM:
      return lcg_verb_to_bottom_random (g, f, op);
    case V_KEEP_RETURN:
      return lcg_verb_keep_return (g, f, op);
    case V_SHED:
      return lcg_verb_shed (g, f);
    case V_REVEAL_TAKE:
      return lcg_verb_reveal_take (g, f, op);
    case V_PLAY_PARTICIPATING:
      /* played: paid for, a unit played this turn ("play ... as a
       * participating unit"); its reactions come from ST_DEPLOY */
      if (lcg_verb_possible (g, op, f->arg[X_SRC], f->arg[X_PLAYER], HC_NONE))
        lcg_push_deploy (g, f->arg[X_PLAYER], f->arg[X_SRC], DEPLOY_JOINS);
      return HC_STEP_DONE;
    case V_DISCOUNT_DISCARD:
      return lcg_verb_discount_discard (g, f);
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
