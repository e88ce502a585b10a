/* Effects on captured cards that ask their player as they resolve: Take
 * Them Prisoner (capture from the top of the deck), Rescue Mission and
 * Mission Commander (a rescue at the engaged objective). */
#include "lcg-verb.h"
#include "verb-frame.h"

/* captured cards: face down under an objective in play, or under a unit
 * in play that takes them (Dengar) */
gint
lcg_captured_cards (const HcGame *g, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      gint host = g->card[i].under;
      if (host >= 0
          && (lcg_is_objective (g, host)
              || (lcg_is_unit (g, host) && lcg_in_play (g, host))))
        {
          if (out)
            out[n] = (gint16)i;
          n++;
        }
    }
  return n;
}

/* Take Them Prisoner: look at the top N of the opponent's deck, capture
 * one at this objective, put the others back on top in the order the
 * player chooses.  The cards looked at stay in the deck, so nothing else
 * can lose track of them; the frame's a counts those still to put back, b those
 * already put back (on the very top).
 * lcgX: Zuckuss (capture-top-choose), a unit: the card is captured at an
 * objective its player controls and chooses (FAQ 2.5: captured cards go
 * under an objective), chosen after the card; the frame's card keeps the
 * card meanwhile.
 *   pc 0 look, 1 captured, 2 put back, 4 the objective chosen */
enum
{
  CAPTURE_TOP_LOOK,
  CAPTURE_TOP_CAPTURED,
  CAPTURE_TOP_PUT_BACK,
  CAPTURE_TOP_PUT_BACK_ANSWER,
  CAPTURE_TOP_HOST,
};

/* where the looked-at card may be captured: this objective, or (a unit's
 * ability) the objectives its player controls */
static gint
capture_top_hosts (const HcGame *g, const LcgOp *op, gint src, gint player,
                   gint16 *out)
{
  if (op->verb == V_CAPTURE_TOP_CHOOSE)
    return lcg_friendly_objectives (g, player, out);
  if (!lcg_is_objective (g, src))
    return 0;
  if (out)
    out[0] = (gint16)src;
  return 1;
}

static HcStepResult
capture_top_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = LCG_VERB_FRAME (f)->player, opp = 1 - player,
       src = LCG_VERB_FRAME (f)->src;
  gint16 top[HC_MAX_CARDS];
  switch (f->pc)
    {
    case CAPTURE_TOP_LOOK:
      {
        gint n = lcg_deck_top (g, opp, op->n, top);
        if (n == 0 || capture_top_hosts (g, op, src, player, NULL) == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, src, 0, 0,
                     0);
            return HC_STEP_DONE;
          }
        lcg_log (g, player, M_LOOK_TOP, RR_CARD, player, n, opp, 0);
        LCG_VERB_FRAME (f)->a = n - 1;
        return lcg_verb_ask (g, f, player, top, n, 0, -1, CAPTURE_TOP_CAPTURED);
      }
    case CAPTURE_TOP_CAPTURED:
    case CAPTURE_TOP_HOST:
      {
        gint c = lcg_verb_answer (g), host = src;
        if (f->pc == CAPTURE_TOP_HOST)
          {
            host = c;
            c = LCG_VERB_FRAME (f)->card;
          }
        else if (c >= 0 && op->verb == V_CAPTURE_TOP_CHOOSE)
          {
            gint16 hosts[HC_MAX_CARDS];
            gint k = capture_top_hosts (g, op, src, player, hosts);
            LCG_VERB_FRAME (f)->card = c;
            return lcg_verb_ask (g, f, player, hosts, k, 0, -1,
                                 CAPTURE_TOP_HOST);
          }
        if (c >= 0 && host >= 0 && lcg_is_objective (g, host))
          {
            lcg_capture (g, c, host);
            lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, c, host, 0);
            lcg_push_card_captured (g, c, player);
          }
        if (LCG_VERB_FRAME (f)->a > 0)
          lcg_log (g, player, M_RETURN_TOP, RR_CARD, player,
                   LCG_VERB_FRAME (f)->a, opp, 0);
        f->pc = CAPTURE_TOP_PUT_BACK;
        return HC_STEP_CONTINUE;
      }
    case CAPTURE_TOP_PUT_BACK:
    case CAPTURE_TOP_PUT_BACK_ANSWER:
      return lcg_put_back_on_top (g, f, opp, Z_DECK,
                                  CAPTURE_TOP_PUT_BACK_ANSWER);
    }
  return HC_STEP_DONE;
}

/* Rescue Mission: a captured card goes to its owner's hand; a unit may
 * then be put into play under its owner's control.  Mission Commander's
 * rescue takes a card captured at the engaged objective, to hand only.
 * lcgAI: a Force card captured by Sonic Detonation is a captured card
 * too, offered by the objective it lies at; rescued, it is back in its
 * player's supply.
 *   pc 0 which card, 1 rescued, 2 into play or not */
enum
{
  RESCUE_WHICH,
  RESCUE_RESCUED,
  RESCUE_INTO_PLAY,
};

/* lcgAI: the objectives holding a captured Force card: every objective,
 * or (engaged) the engaged one alone */
static gint
force_hosts (const HcGame *g, gboolean engaged, gint16 *out)
{
  gint n = 0, host = engaged ? g->global[G_ENGAGED] : HC_NONE;
  if (engaged && host < 0)
    return 0;
  for (gint p = 0; p < 2; p++)
    HC_FOR_EACH_BIT (g->zone_bits[p][Z_OBJECTIVES], i)
      {
        if ((host == HC_NONE || i == host)
            && g->card[i].counter[C_FORCE_CAPTURED] > 0)
          {
            if (out)
              out[n] = (gint16)i;
            n++;
          }
      }
  return n;
}

static void
rescue_force (HcGame *g, gint host)
{
  if (host < 0 || g->card[host].counter[C_FORCE_CAPTURED] <= 0)
    return;
  g->card[host].counter[C_FORCE_CAPTURED]--;
  gint p = 1 - g->card[host].zone_player;
  lcg_log (g, p, M_RESCUE_FORCE_CARD, RR_CAPTURE, host, p,
           lcg_force_supply (g, p), 0);
}

static HcStepResult
rescue_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = LCG_VERB_FRAME (f)->player;
  /* Mission Commander: only at the engaged objective, to hand only */
  gboolean engaged = op->verb == V_RESCUE_ENGAGED;
  switch (f->pc)
    {
    case RESCUE_WHICH:
      {
        gint16 list[HC_MAX_CARDS], forces[HC_MAX_CARDS];
        gint n = engaged ? lcg_captured_at (g, g->global[G_ENGAGED], list)
                         : lcg_captured_cards (g, list);
        gint nf = force_hosts (g, engaged, forces);
        if (n + nf == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION,
                     LCG_VERB_FRAME (f)->src, 0, 0, 0);
            return HC_STEP_DONE;
          }
        if (nf == 0)
          return lcg_verb_ask (g, f, player, list, n, 0, -1, RESCUE_RESCUED);
        hc_game_ask (g, player, D_CHOICE, D_CHOICE);
        g->decision.prompt_arg[0] = LCG_VERB_FRAME (f)->src;
        for (gint i = 0; i < n; i++)
          hc_game_offer (g, LCG_OPT_ID (O_CHOICE, list[i], 0), O_CHOICE,
                         list[i], 0, 0);
        for (gint i = 0; i < nf; i++)
          hc_game_offer (g, LCG_OPT_ID (O_CHOICE, forces[i], CH_RESCUE_FORCE),
                         O_CHOICE, forces[i], CH_RESCUE_FORCE, 0);
        f->pc = RESCUE_RESCUED;
        return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
      }
    case RESCUE_RESCUED:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_CHOICE && o->b == CH_RESCUE_FORCE)
          {
            rescue_force (g, o->a);
            return HC_STEP_DONE;
          }
        gint c = o && o->kind == O_CHOICE ? o->a : HC_NONE;
        if (c < 0)
          return HC_STEP_DONE;
        gint owner = g->card[c].owner;
        hc_card_move (g, c, owner, Z_HAND, TRUE);
        g->card[c].flags = 0;
        lcg_log (g, owner, M_RESCUE, RR_CAPTURE, owner, c, 0, 0);
        /* its reactions once nothing more is asked here */
        if (engaged || lcg_type (g, c) != T_UNIT)
          {
            lcg_card_rescued (g, c);
            return HC_STEP_DONE;
          }
        if (lcg_unique_blocked (g, owner, c))
          {
            lcg_log (g, owner, M_UNIQUE_BLOCKED, RR_UNIQUE, c, owner, 0, 0);
            lcg_card_rescued (g, c);
            return HC_STEP_DONE;
          }
        LCG_VERB_FRAME (f)->card = c;
        gint16 one = (gint16)c;
        hc_game_ask (g, player, D_CHOICE, D_CHOICE);
        g->decision.prompt_arg[0] = LCG_VERB_FRAME (f)->src;
        hc_game_offer (g, LCG_OPT_ID (O_CHOICE, one, 1), O_CHOICE, one, 1, 0);
        hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE, 0,
                       0);
        f->pc = RESCUE_INTO_PLAY;
        return HC_STEP_ASK;
      }
    case RESCUE_INTO_PLAY:
      {
        gint c = lcg_verb_answer (g);
        if (c >= 0 && g->card[c].zone == Z_HAND)
          lcg_put_into_play (g, g->card[c].owner, c);
        lcg_card_rescued (g, LCG_VERB_FRAME (f)->card);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

/* cards captured at one objective */
gint
lcg_captured_at (const HcGame *g, gint host, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; host >= 0 && i < g->n_cards; i++)
    if (g->card[i].under == host)
      {
        if (out)
          out[n] = (gint16)i;
        n++;
      }
  return n;
}

static gboolean
capture_top_text (const LcgOp *op, GString *out)
{
  /* one card: nothing to choose among or put back (The Tatooine Crash) */
  if (op->n == 1)
    {
      g_string_append (out, "capture the top card of your opponent's deck "
                            "at this objective");
      return TRUE;
    }
  g_string_append (out, "look at the top ");
  lcg_count_text (op->n, "card", "cards", out);
  g_string_append (out, " of your opponent's deck; capture 1 of them at "
                        "this objective and put the others back on top in "
                        "any order");
  return TRUE;
}

static gboolean
capture_top_possible (const HcGame *g, const LcgOp *op, gint source,
                      gint player, const HcFrame *trigger)
{
  return lcg_is_objective (g, source)
         && hc_zone_count (g, 1 - player, Z_DECK) > 0
         && lcg_op_some_card (g, op, source, player, trigger);
}

/* lcgX: Zuckuss, a unit: the objective it is captured at is chosen */
static gboolean
capture_top_choose_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "look at the top ");
  lcg_count_text (op->n, "card", "cards", out);
  g_string_append (out, " of your opponent's deck; capture 1 of them (at an "
                        "objective you control) and put the others back on "
                        "top in any order");
  return TRUE;
}

static gboolean
capture_top_choose_possible (const HcGame *g, const LcgOp *op, gint source,
                             gint player, const HcFrame *trigger)
{
  return lcg_friendly_objectives (g, player, NULL) > 0
         && hc_zone_count (g, 1 - player, Z_DECK) > 0
         && lcg_op_some_card (g, op, source, player, trigger);
}

const LcgVerb lcg_verb_capture_top_choose = {
  .word = "capture-top-choose",
  .args = "N",
  .example = "capture-top-choose 3",
  .has_n = TRUE,
  .text = capture_top_choose_text,
  .possible = capture_top_choose_possible,
  .step = capture_top_step,
};

const LcgVerb lcg_verb_capture_top = {
  .word = "capture-top",
  .args = "N",
  .example = "capture-top 3",
  .has_n = TRUE,
  .text = capture_top_text,
  .possible = capture_top_possible,
  .step = capture_top_step,
};

static gboolean
rescue_text (const LcgOp *op, GString *out)
{
  if (op->verb == V_RESCUE_ENGAGED)
    g_string_append (out, "rescue 1 card captured at the engaged objective "
                          "(to its owner's hand)");
  else
    g_string_append (out, "rescue 1 captured card (to its owner's hand); "
                          "if it is a unit, you may put it into play "
                          "under its owner's control");
  return TRUE;
}

static gboolean
rescue_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  gint n = op->verb == V_RESCUE_ENGAGED
               ? lcg_captured_at (g, g->global[G_ENGAGED], NULL)
               : lcg_captured_cards (g, NULL);
  /* lcgAI: a captured Force card may be rescued too */
  n += force_hosts (g, op->verb == V_RESCUE_ENGAGED, NULL);
  return n > 0 && lcg_op_some_card (g, op, source, player, trigger);
}

const LcgVerb lcg_verb_rescue = {
  .word = "rescue",
  .args = "",
  .example = "rescue",
  .text = rescue_text,
  .possible = rescue_possible,
  .step = rescue_step,
};

const LcgVerb lcg_verb_rescue_engaged = {
  .word = "rescue-engaged",
  .args = "",
  .example = "rescue-engaged",
  .text = rescue_text,
  .possible = rescue_possible,
  .step = rescue_step,
};
