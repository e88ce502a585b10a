/* Words for options and questions shown to players. */
#include "hc-words.h"
#include "lcg-queries.h"
#include "lcg-text.h"
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

/* what a cost card is asked for: the cost kind's verb */
static const char *
cost_verb (gint cost)
{
  return cost == COST_SACRIFICE ? "sacrifice"
         : cost == COST_RETURN_CAPTURED || cost == COST_RETURN_UNIT ? "return"
         : cost == COST_FOCUS_REVEAL                                ? "reveal"
         /* lcgAI: Yub Yub!'s Ewok is focused, not discarded */
         : cost == COST_FOCUS_UNIT ? "focus"
         /* lcgV: Native Support, Asteroid Base */
         : cost == COST_UNSHIELD_CARD || cost == COST_UNSHIELD_UNIT
             ? "remove the shield from"
             : "discard";
}

static const char *
name (const HcGame *g, gint card)
{
  if (card < 0 || card >= g->n_cards)
    return "?";
  return hc_card_def (g, card)->name;
}

/* the player on whose side of the table the card lies (lcgX) */
static const char *
player_of (const HcGame *g, gint card)
{
  gint p = g->card[card].zone_player;
  return p >= 0 && p < HC_MAX_PLAYERS ? g->rules->player_names[p] : "?";
}

/* "Darth Vader's", "Cruel Interrogations'" */
static void
possessive (const HcGame *g, gint card, GString *out)
{
  hc_possessive_text (name (g, card), out);
}

static const char *const icon_names[I_COUNT]
    = { "unit damage", "blast damage", "tactics" };

void
lcg_option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
                  GString *out)
{
  switch (o->kind)
    {
    case O_PASS:
      g_string_append (out, "pass");
      break;
    case O_OBJ_BOTTOM:
      g_string_append_printf (out,
                              "put %s on the bottom of the objective "
                              "deck",
                              name (g, o->a));
      break;
    case O_KEEP:
      g_string_append (out, "keep this hand");
      break;
    case O_MULLIGAN:
      g_string_append (out, "mulligan: shuffle the hand back and draw 6");
      break;
    case O_DAMAGE_OBJ:
      g_string_append_printf (out, "deal 1 damage to %s", name (g, o->a));
      break;
    case O_DECLINE:
      g_string_append (out, "decline");
      break;
    case O_DISCARD:
      g_string_append_printf (out, "discard %s", name (g, o->a));
      break;
    case O_DEPLOY:
      /* the cost as it is now, every reduction and increase counted (a
       * pilot is played as an enhancement, deploy.c) */
      g_string_append_printf (out, "deploy %s%s (cost %d)", name (g, o->a),
                              o->b == DEPLOY_PILOT ? " as a pilot" : "",
                              lcg_play_cost_as (g, d->player, o->a,
                                                o->b == DEPLOY_PILOT
                                                    ? T_ENHANCEMENT
                                                    : lcg_type (g, o->a)));
      break;
    case O_EVENT:
      g_string_append_printf (out, "play %s (cost %d)", name (g, o->a),
                              lcg_play_cost (g, d->player, o->a));
      break;
    case O_ABILITY:
      g_string_append (out, "use ");
      possessive (g, o->a, out);
      g_string_append (out, " ability: ");
      lcg_clause_effect_text (hc_card_def (g, o->a), o->b, out);
      break;
    case O_PAY:
      g_string_append_printf (out, "focus %s (resources %d)", name (g, o->a),
                              o->b);
      break;
    case O_HOST:
      g_string_append_printf (out, "attach it to %s", name (g, o->a));
      break;
    case O_ENGAGE:
      if (lcg_own_static (g, LQ_DIAL_WIN, o->a))
        g_string_append_printf (out, "engage the Death Star dial (%s)",
                                name (g, o->a));
      else
        g_string_append_printf (out, "engage %s", name (g, o->a));
      break;
    case O_END_CONFLICT:
      g_string_append (out, "end the conflict phase");
      break;
    case O_ATTACKER:
      g_string_append_printf (out, "declare %s as an attacker", name (g, o->a));
      break;
    case O_DEFENDER:
      g_string_append_printf (out, "declare %s as a defender", name (g, o->a));
      break;
    case O_DONE:
      g_string_append (out, "done");
      break;
    case O_EDGE_CARD:
      g_string_append_printf (out, "place %s face down in the edge stack",
                              name (g, o->a));
      break;
    case O_STRIKER:
      g_string_append_printf (out, "strike with %s", name (g, o->a));
      break;
    case O_ICON:
      g_string_append_printf (out, "resolve %s",
                              o->a >= 0 && o->a < I_COUNT ? icon_names[o->a]
                                                          : "?");
      break;
    case O_TARGET:
      g_string_append_printf (out, "%s", name (g, o->a));
      break;
    case O_PROTECT:
      g_string_append_printf (out, "%s takes %d of the damage (Protect)",
                              name (g, o->a), o->b);
      break;
    case O_COMMIT:
      g_string_append_printf (out, "commit %s to the Force", name (g, o->a));
      break;
    case O_SHIELD_TARGET:
      g_string_append_printf (out, "shield %s", name (g, o->a));
      break;
    case O_COST_CARD:
      g_string_append_printf (out, "%s %s", cost_verb (d->prompt_arg[1]),
                              name (g, o->a));
      break;
    case O_CHOICE:
      /* b: what choosing it does, where that is not plain (verbs.c) */
      if (o->b >= CH_ICON && o->b < CH_ICON + I_COUNT)
        g_string_append_printf (out, "give %s 1 %s", name (g, o->a),
                                icon_names[o->b - CH_ICON]);
      else if (o->b >= CH_LOSE_ICON && o->b < CH_LOSE_ICON + I_COUNT)
        g_string_append_printf (out, "%s loses all %s this phase",
                                name (g, o->a),
                                icon_names[o->b - CH_LOSE_ICON]);
      /* lcgX: a deck by its top card, which the label must not name */
      else if (o->b == CH_LOOK_DECK && o->a >= 0 && o->a < g->n_cards)
        g_string_append_printf (
            out, "look at the %s's %s", player_of (g, o->a),
            g->card[o->a].zone == Z_OBJ_DECK ? "objective deck" : "deck");
      else if (o->b >= CH_SWAP_ICON && o->b <= CH_SWAP_ICON_LAST)
        g_string_append_printf (
            out, "%s gives 1 %s%s to %s", name (g, o->a),
            o->b - CH_SWAP_ICON >= I_COUNT ? "edge-enabled " : "",
            icon_names[(o->b - CH_SWAP_ICON) % I_COUNT], name (g, o->c));
      else if (o->b == CH_SPEND)
        g_string_append_printf (out, "spend %d more resources for %s", o->c,
                                name (g, o->a));
      /* lcgAI: a captured Force card, known by where it lies */
      else if (o->b == CH_RESCUE_FORCE && o->a >= 0 && o->a < g->n_cards)
        g_string_append_printf (
            out, "rescue the %s's Force card captured at %s",
            g->rules->player_names[1 - g->card[o->a].zone_player],
            name (g, o->a));
      /* lcgAI: two decks' tops may share a name: say whose deck */
      else if (o->b == CH_DISCARD_TOP && o->a >= 0 && o->a < g->n_cards)
        g_string_append_printf (out, "discard %s from the top of the %s's deck",
                                name (g, o->a), player_of (g, o->a));
      else
        g_string_append_printf (
            out,
            o->b == CH_INTO_PLAY    ? "put %s into play"
            : o->b == CH_ON_TOP     ? "put %s on top"
            : o->b == CH_ON_BOTTOM  ? "put %s on the bottom"
            : o->b == CH_FOCUS_OFF  ? "discard a focus token from %s"
            : o->b == CH_DAMAGE_OFF ? "discard a damage token from %s"
            : o->b == CH_SHIELD_OFF ? "discard the shield from %s"
            : o->b == CH_DISCARD    ? "discard %s"
            : o->b == CH_AGAIN      ? "resolve %s again"
            : o->b == CH_UNCOMMIT   ? "remove %s from the Force"
            : o->b == CH_DAMAGE_ON  ? "deal 1 damage to %s"
            : o->b == CH_FOCUS_ON   ? "put a focus token on %s"
            : o->b == CH_SACRIFICE  ? "sacrifice %s"
            : o->b == CH_DRAW       ? "draw %s"
            : o->b == CH_CAPTURE_AT ? "capture it at %s"
                                    : "choose %s",
            name (g, o->a));
      break;
    case O_NAME_LETTER:
      g_string_append_printf (out, "name a unit beginning with %c", o->a);
      break;
    case O_FORCED:
      g_string_append_printf (out, "resolve the forced ability of %s next",
                              name (g, o->a));
      break;
    case O_FIND_NOTHING:
      g_string_append (out, "find nothing");
      break;
    case O_EDGE_EMPTY_HAND:
      g_string_append (out, "place a card in the edge stack (none in hand: "
                            "only an interrupt can supply one)");
      break;
    case O_NAME:
      {
        const HcCardDef *d = o->a >= 0 && (guint)o->a < hc_card_db_size (g->db)
                                 ? hc_card_db_get (g->db, o->a)
                                 : NULL;
        g_string_append_printf (out, "name %s", d ? d->name : "?");
        break;
      }
    case O_DIVIDE:
      g_string_append_printf (out,
                              "divide the %d unit damage among participating "
                              "enemy units",
                              o->a);
      break;
    case O_DIVIDE_POINT:
      g_string_append_printf (out, "1 of the damage to %s", name (g, o->a));
      break;
    case O_AMOUNT:
      g_string_append_printf (out,
                              o->b == LCG_AMOUNT_MOVED
                                  ? "move %d of the damage"
                                  : "cancel %d of the damage",
                              o->a);
      break;
    default:
      g_string_append_printf (out, "option %u", o->id);
    }
}

/* The effect resolving that asks a D_CHOICE, where it is one of src's:
 * the ability's own frame (ST_PLAY, which has moved on to the next
 * effect) or the frame of an effect that asks as it resolves (ST_VERB),
 * on top or under the core's choose-targets step; else NULL. */
static const LcgOp *
choosing_effect (const HcGame *g, gint src)
{
  gint i = g->n_frames - 1;
  if (i >= 0 && g->frame[i].kind == HC_STEP_TARGETS)
    i--;
  if (i < 0 || src < 0 || src >= g->n_cards)
    return NULL;
  const HcFrame *f = &g->frame[i];
  gint clause, op;
  if (f->kind == ST_VERB && LCG_VERB_FRAME (f)->src == src)
    {
      clause = LCG_VERB_FRAME (f)->clause;
      op = LCG_VERB_FRAME (f)->op;
    }
  else if (f->kind == ST_PLAY && f->pc == PC_CHOICE_ANSWER
           && LCG_PLAY_CONST (f)->src == src)
    {
      clause = LCG_PLAY_CONST (f)->clause;
      op = LCG_PLAY_CONST (f)->op - 1;
    }
  else
    return NULL;
  const LcgCard *c = lcg_info (g, src);
  if (clause < 0 || clause >= c->n_clauses || op < 0
      || op >= c->clause[clause].n_ops)
    return NULL;
  return &c->clause[clause].op[op];
}

/* What a D_CHOICE decides: the effect asking it, else what its options
 * do. */
static void
choice_text (const HcGame *g, const HcDecision *d, GString *out)
{
  const LcgOp *op = choosing_effect (g, d->prompt_arg[0]);
  if (op)
    {
      g_string_append (out, "choose for \"");
      lcg_op_text (op, out);
      g_string_append (out, "\"");
      return;
    }
  gint kind = d->n_options ? d->option[0].kind : O_CHOICE;
  if (kind == O_NAME_LETTER || kind == O_NAME)
    {
      g_string_append (out, kind == O_NAME
                                ? "name which unit?"
                                : "the initial of the unit to name?");
      return;
    }
  gint b = d->n_options && d->option[0].kind == O_CHOICE ? d->option[0].b
                                                         : CH_CHOOSE;
  if (b >= CH_ICON && b < CH_ICON + I_COUNT)
    g_string_append (out, "which card gains the icon?");
  else if (b >= CH_LOSE_ICON && b < CH_LOSE_ICON + I_COUNT)
    g_string_append (out, "which card loses the icons?");
  else if (b == CH_DISCARD_TOP) /* lcgAI: Observation Point */
    g_string_append (out, "discard which deck's top card?");
  else
    g_string_append (out,
                     b == CH_INTO_PLAY    ? "which card goes into play?"
                     : b == CH_ON_TOP     ? "which card goes on top?"
                     : b == CH_ON_BOTTOM  ? "which card goes on the bottom?"
                     : b == CH_FOCUS_OFF  ? "a focus token off which card?"
                     : b == CH_DAMAGE_OFF ? "a damage token off which card?"
                     : b == CH_SHIELD_OFF ? "the shield off which card?"
                     : b == CH_DISCARD    ? "discard which card?"
                     : b == CH_AGAIN      ? "resolve which card again?"
                     : b == CH_UNCOMMIT   ? "remove which card from the Force?"
                     : b == CH_DAMAGE_ON  ? "1 damage to which card?"
                     : b == CH_FOCUS_ON   ? "a focus token on which card?"
                     : b == CH_DRAW       ? "draw it or leave it on top?"
                     : b == CH_LOOK_DECK  ? "look at which deck?"
                                          : "choose");
}

void
lcg_prompt (const HcGame *g, const HcDecision *d, GString *out)
{
  const char *who = d->player >= 0 && d->player < HC_MAX_PLAYERS
                        ? g->rules->player_names[d->player]
                        : "?";
  g_string_append_printf (out, "%s: ", who);
  switch (d->kind)
    {
    case D_WINDOW:
      {
        static const char *const w[W_COUNT] = {
          "action window (end of refresh)",
          "action window (end of draw)",
          "deployment",
          "action window (conflict begins)",
          "action window (attackers declared)",
          "action window (defenders declared)",
          "action window (edge battle resolved)",
          "action window (after a strike)",
          "action window (engagement completed)",
          "action window (conflict ends)",
          "action window (end of Force phase)",
          "place a card in your edge stack or pass",
          "interrupt, or pass",
          "react, or pass",
        };
        gint k = d->prompt_arg[0];
        g_string_append (out, k >= 0 && k < W_COUNT ? w[k] : "window");
        break;
      }
    case D_OBJ_BOTTOM:
      g_string_append (out, "choose the objective to put on the bottom");
      break;
    case D_MULLIGAN:
      g_string_append (out, "keep the opening hand or mulligan once?");
      break;
    case D_BALANCE_DAMAGE:
      g_string_append (out, "the Balance is with you: damage a dark side "
                            "objective?");
      break;
    case D_DRAW_DISCARD:
      g_string_append (out, "discard a card before drawing?");
      break;
    case D_PAY:
      g_string_append_printf (out, "pay for %s: %d resource%s to go",
                              name (g, d->prompt_arg[0]), d->prompt_arg[1],
                              d->prompt_arg[1] == 1 ? "" : "s");
      break;
    case D_HOST:
      g_string_append_printf (out, "where does %s go?",
                              name (g, d->prompt_arg[0]));
      break;
    case D_ENGAGE:
      g_string_append (out, "engage an objective or end the conflict phase");
      break;
    case D_ATTACKER:
      g_string_append_printf (out, "declare attackers against %s",
                              name (g, d->prompt_arg[0]));
      break;
    case D_DEFENDER:
      g_string_append_printf (out, "declare defenders of %s",
                              name (g, d->prompt_arg[0]));
      break;
    case D_STRIKER:
      g_string_append (out, "choose the unit that strikes");
      break;
    case D_ICON:
      g_string_append (out, "which of ");
      possessive (g, d->prompt_arg[0], out);
      g_string_append (out, " icons first?");
      break;
    case D_UD_TARGET:
      g_string_append_printf (out, "%s deals %d unit damage to",
                              name (g, d->prompt_arg[0]), d->prompt_arg[1]);
      break;
    case D_TACTICS_TARGET:
      g_string_append_printf (out, "%s: a focus token (tactics, %d left) on",
                              name (g, d->prompt_arg[0]), d->prompt_arg[1]);
      break;
    case D_COMMIT:
      g_string_append_printf (out,
                              "commit a unit to the Force (%d Force "
                              "card%s left)?",
                              d->prompt_arg[0],
                              d->prompt_arg[0] == 1 ? "" : "s");
      break;
    case D_TARGET:
    case D_TARGET2:
      g_string_append_printf (out, "choose the %starget of %s",
                              d->kind == D_TARGET2 ? "second " : "",
                              name (g, d->prompt_arg[0]));
      break;
    case D_PROTECT:
      g_string_append_printf (out, "%d damage is coming to %s: protect it?",
                              d->prompt_arg[1], name (g, d->prompt_arg[0]));
      break;
    case D_SHIELDING:
      possessive (g, d->prompt_arg[0], out);
      g_string_append (out, " shielding: shield which card?");
      break;
    case D_COST:
      g_string_append_printf (out, "the cost of %s: %s which card?",
                              name (g, d->prompt_arg[0]),
                              cost_verb (d->prompt_arg[1]));
      break;
    case D_CHOICE:
      g_string_append_printf (out, "%s: ", name (g, d->prompt_arg[0]));
      choice_text (g, d, out);
      break;
    case D_FORCED_ORDER:
      g_string_append_printf (out,
                              "%d forced abilities at once: which resolves "
                              "next?",
                              d->prompt_arg[0]);
      break;
    case D_DIVIDE:
      g_string_append_printf (out,
                              "%s: where does the next of %d divided damage "
                              "go?",
                              name (g, d->prompt_arg[0]), d->prompt_arg[1]);
      break;
    default:
      g_string_append (out, "choose");
    }
}
