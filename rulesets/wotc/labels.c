/* Words for options and questions shown to players.  Each is read by the
 * player who decides, so a card is named only when that player may know
 * it (hc_card_known_to, as the log does for its reader): a card the
 * opponent is building face down is "a face-down card".  The one
 * exception is the choice of a card from a pile the player is looking
 * through (D_PICK_CARD: their deck searched, the opponent's hand shown
 * to them), where seeing the cards is the point. */
#include "hc-words.h"
#include "wotc-queries.h"
#include "wotc-text.h"

static const char *
name (const HcGame *g, const HcDecision *d, gint card)
{
  if (card < 0 || card >= g->n_cards)
    return "?";
  if (d->player == HC_NONE || d->kind == D_PICK_CARD || d->kind == D_PUT_BACK
      || hc_card_known_to (g, card, d->player))
    return hc_card_def (g, card)->name;
  return g->card[card].flags & HC_CARD_FACE_DOWN ? "a face-down card"
                                                 : "a hidden card";
}

void
wotc_option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
                   GString *out)
{
  switch (o->kind)
    {
    case O_PASS:
      g_string_append (out, "pass");
      break;
    case O_KEEP:
      g_string_append (out, "keep this hand");
      break;
    case O_MULLIGAN:
      g_string_append (out, "mulligan Battle and Mission cards");
      break;
    case O_SETUP_UNIT:
      g_string_append_printf (out, "put %s into battle (%d)", name (g, d, o->a),
                              hc_card_def (g, o->a)->stat[S_COST]);
      break;
    case O_SETUP_STOP:
      g_string_append (out, "stop putting units into battle");
      break;
    case O_PARTIAL:
      g_string_append_printf (out, "partially build %s", name (g, d, o->a));
      break;
    case O_DEPLOY_HAND:
      g_string_append_printf (out, "deploy %s (%d)", name (g, d, o->a),
                              wotc_card_stat (g, o->a, S_COST));
      break;
    case O_BUILD_START:
      g_string_append_printf (out, "start building %s (%d build counter%s)",
                              name (g, d, o->a), o->b, o->b == 1 ? "" : "s");
      break;
    case O_BUILD_MORE:
      g_string_append_printf (out, "build more of %s (%d of %d) +%d",
                              name (g, d, o->a), g->card[o->a].counter[C_BUILD],
                              wotc_card_stat (g, o->a, S_COST), o->b);
      break;
    case O_DEPLOY_BUILT:
      g_string_append_printf (out, "move %s from the build zone to its arena",
                              name (g, d, o->a));
      break;
    case O_RETREAT:
      g_string_append_printf (out, "retreat %s", name (g, d, o->a));
      break;
    case O_DONE:
      g_string_append (out, "done");
      break;
    case O_ATTACK:
      g_string_append_printf (out, "%s attacks %s", name (g, d, o->a),
                              name (g, d, o->b));
      break;
    case O_NO_ATTACK:
      g_string_append_printf (out, "%s does not attack", name (g, d, o->a));
      break;
    case O_EVADE:
      /* a Pilot's Evade protects the unit it pilots: name that unit, whose
       * damage it prevents, and the Pilot that gives it */
      if (g->card[o->a].attached_to != HC_NONE)
        g_string_append_printf (out,
                                "%s: Evade %d from its Pilot %s (pay %d "
                                "Force)",
                                name (g, d, g->card[o->a].attached_to), o->b,
                                name (g, d, o->a), o->c);
      else
        g_string_append_printf (out, "%s: Evade %d (pay %d Force)",
                                name (g, d, o->a), o->b, o->c);
      break;
    case O_STACK_UNDER:
      g_string_append_printf (out, "stack %s under %s", name (g, d, o->a),
                              name (g, d, o->b));
      break;
    case O_STACK_TOP:
      g_string_append_printf (out, "stack %s on top of %s", name (g, d, o->a),
                              name (g, d, o->b));
      break;
    case O_CONTEST_PAIR:
      g_string_append_printf (out, "settle %s against %s first",
                              name (g, d, o->a), name (g, d, o->b));
      break;
    case O_TRIGGER:
      if (o->b < 0)
        g_string_append_printf (out, "prevention for %s first",
                                name (g, d, o->a));
      else
        g_string_append_printf (out, "%s: waiting ability %d first",
                                name (g, d, o->a), o->b + 1);
      break;
    case O_LUCKY:
      g_string_append_printf (out, "%s: Lucky %d (%s)", name (g, d, o->a), o->b,
                              o->c ? "make the attacker reroll hits"
                                   : "reroll misses");
      break;
    case O_OVERKILL:
      if (o->a == HC_NONE)
        g_string_append (out, "keep every hit on the defender");
      else if (o->c) /* Blaster Barrage: any of the hits */
        g_string_append_printf (out, "send %d %s to %s", o->b,
                                o->b == 1 ? "hit" : "hits", name (g, d, o->a));
      else
        g_string_append_printf (out, "send %d excess %s to %s", o->b,
                                o->b == 1 ? "hit" : "hits", name (g, d, o->a));
      break;
    case O_DEFLECT:
      if (o->a == HC_NONE)
        g_string_append (out, "do not redirect the damage");
      else
        g_string_append_printf (out, "redirect %d damage to %s", o->b,
                                name (g, d, o->a));
      break;
    case O_HIDDEN_COST:
      g_string_append_printf (out, "complete %s with Hidden Cost (%d Force)",
                              name (g, d, o->a), o->b);
      break;
    case O_PLACE_LOCATION:
      g_string_append_printf (out, "%s %s into the %s arena",
                              g->card[o->a].zone == Z_HAND ? "build and put"
                                                           : "put",
                              name (g, d, o->a), g->rules->zone_names[o->b]);
      break;
    case O_PILOT_ON:
      g_string_append_printf (out, "move %s onto %s as its Pilot",
                              name (g, d, o->a), name (g, d, o->b));
      break;
    case O_PILOT_OFF:
      g_string_append_printf (out,
                              "move %s off its unit to the Character "
                              "arena",
                              name (g, d, o->a));
      break;
    case O_EQUIP:
      g_string_append_printf (out, "attach %s to %s", name (g, d, o->a),
                              name (g, d, o->b));
      break;
    case O_REROLL_DIE:
      if (o->a == HC_NONE && o->c)
        g_string_append_printf (out,
                                "reroll %d %s, picked once the dice are "
                                "shown",
                                o->b, o->b == 1 ? "die" : "dice");
      else if (o->a == HC_NONE)
        g_string_append_printf (out, "reroll the %d chosen %s", o->b,
                                o->b == 1 ? "die" : "dice");
      else
        g_string_append_printf (out, "reroll die %d (a %d, a %s)", o->a + 1,
                                o->b, o->c ? "hit" : "miss");
      break;
    case O_ONE_OF:
      {
        g_autoptr (GString) t = g_string_new (NULL);
        wotc_op_text (&wotc_clause_of (g, o->a, o->b)->op[o->c],
                      name (g, d, o->a), t);
        g_string_append (out, t->str);
        break;
      }
    case O_PICK:
      if (o->a == HC_NONE)
        g_string_append (out, "none");
      else
        g_string_append_printf (out, "take %s", name (g, d, o->a));
      break;
    case O_CULL:
      g_string_append_printf (out, "discard %s", name (g, d, o->a));
      break;
    case O_TAME:
      g_string_append_printf (out, "%s's attack (your opponent chooses it)",
                              name (g, d, o->a));
      break;
    case O_HIJACK:
      if (o->a == HC_NONE)
        g_string_append (out, "let it attack as chosen");
      else
        g_string_append_printf (out, "make it attack %s", name (g, d, o->a));
      break;
    case O_GRANTED:
      if (o->b == 1)
        g_string_append_printf (out, "%s: Retaliate %d (granted, 0 Force)",
                                name (g, d, o->a), o->c);
      else if (o->b == 4)
        g_string_append_printf (out, "%s: Intercept (granted, pay %d Force)",
                                name (g, d, o->a), g->effect[o->c].arg);
      else if (o->b == 6)
        g_string_append_printf (out,
                                "have your opponent reroll all of %s's "
                                "attack dice",
                                name (g, d, o->a));
      else if (o->b == 5)
        g_string_append_printf (
            out, "%s: prevent up to %d damage (granted, pay %d Force)",
            name (g, d, o->a), g->effect[o->c].value & 0xff,
            g->effect[o->c].value >> 8);
      else if (o->b == 3)
        g_string_append_printf (out, "%s: Retaliate %d (granted, pay %d Force)",
                                name (g, d, o->a), g->effect[o->c].value,
                                g->effect[o->c].arg);
      else if (o->b == 7)
        {
          /* a lasting ability of another unit's (Grand Moff Tarkin (A)) */
          const WotcOp *r = &wotc_clause_of (g, o->c >> 3, o->c & 7)->op[0];
          g_string_append_printf (
              out, "%s: Retaliate %d (from %s, pay %d Force)",
              name (g, d, o->a), r->n, name (g, d, o->c >> 3), r->stat);
        }
      else
        g_string_append_printf (out, "%s: pay Force for more power (granted)",
                                name (g, d, o->a));
      break;
    case O_STORE:
      if (o->a == HC_NONE)
        g_string_append (out, "put nothing under it");
      else
        g_string_append_printf (out, "put %s face down under it",
                                name (g, d, o->a));
      break;
    case O_UPKEEP:
      g_string_append_printf (out, "pay the Upkeep of %s by %s",
                              name (g, d, o->a),
                              o->b == UPKEEP_BP        ? "build points"
                              : o->b == UPKEEP_FORCE   ? "Force"
                              : o->b == UPKEEP_DISCARD ? "discarding"
                              : o->b == UPKEEP_TAP     ? "tapping it"
                                                       : "damage counters");
      break;
    case O_ARENA:
      g_string_append_printf (out, "the %s arena", g->rules->zone_names[o->a]);
      break;
    case O_UP_TO:
      /* what the amount does, not a bare number */
      if (o->b == UP_TO_PREVENT)
        g_string_append_printf (out, "prevent %d damage", o->a);
      else if (o->b == UP_TO_HEAL)
        g_string_append_printf (out, "remove %d damage counter%s", o->a,
                                o->a == 1 ? "" : "s");
      else if (o->b == UP_TO_BUILD_COUNTERS)
        g_string_append_printf (out, "remove %d build counter%s", o->a,
                                o->a == 1 ? "" : "s");
      else if (o->b == UP_TO_PUT_DAMAGE)
        g_string_append_printf (out, "put %d damage counter%s", o->a,
                                o->a == 1 ? "" : "s");
      else
        g_string_append_printf (out, "%d", o->a);
      break;
    case O_PAY:
      if (o->b == 2)
        g_string_append_printf (out, "pay %d build point%s", o->a,
                                o->a == 1 ? "" : "s");
      else if (o->b && o->a == 0)
        g_string_append (out, "do not pay");
      else
        g_string_append_printf (out, "pay %d Force", o->a);
      break;
    case O_COMPLETE:
      g_string_append_printf (out, "complete %s", name (g, d, o->a));
      break;
    case O_COMPLETE_HAND:
      g_string_append_printf (out, "build and complete %s (%d)",
                              name (g, d, o->a),
                              hc_card_def (g, o->a)->stat[S_COST]);
      break;
    case O_MODE:
      g_string_append (out, o->a ? "yes" : "no");
      break;
    case O_PUT_BACK:
      g_string_append_printf (out, "put %s back on the deck",
                              name (g, d, o->a));
      break;
    case O_PREDICT:
      g_string_append_printf (out, "%d hit%s", o->a, o->a == 1 ? "" : "s");
      break;
    case O_CARD_TYPE:
      {
        static const char *const types[WOTC_N_TYPES]
            = { "Space",   "Ground",   "Character", "Battle",
                "Mission", "Location", "Equipment" };
        g_string_append (out,
                         o->a >= 0 && o->a < WOTC_N_TYPES ? types[o->a] : "?");
      }
      break;
    case O_BOTTOM:
      g_string_append_printf (out, "put %s on the bottom of the deck",
                              name (g, d, o->a));
      break;
    case O_PLAYER:
      g_string_append (out, g->rules->player_names[o->a]);
      break;
    case O_TARGET:
      g_string_append_printf (out, "choose %s", name (g, d, o->a));
      /* face-down cards apart by what both players see: their counters */
      if (d->player != HC_NONE && !hc_card_known_to (g, o->a, d->player)
          && g->card[o->a].zone == Z_BUILD)
        g_string_append_printf (out, " (%d build counter%s)",
                                g->card[o->a].counter[C_BUILD],
                                g->card[o->a].counter[C_BUILD] == 1 ? "" : "s");
      break;
    case O_DISCARD:
      g_string_append_printf (out, "discard %s", name (g, d, o->a));
      break;
    case O_ABILITY:
      {
        g_autoptr (GString) t = g_string_new (NULL);
        const WotcClause *cl = wotc_clause_of (g, o->a, o->b);
        gint host = cl->piloting ? g->card[o->a].attached_to : HC_NONE;
        wotc_clause_text (cl, name (g, d, o->a), t);
        gint now = wotc_clause_force_cost (g, o->a, o->b);
        /* a Pilot's gift is the piloted unit's ability: name that unit,
         * then the Pilot that gives it */
        if (host != HC_NONE)
          g_string_append_printf (out, "use %s (from its Pilot %s): %s",
                                  name (g, d, host), name (g, d, o->a), t->str);
        else
          g_string_append_printf (out, "use %s: %s", name (g, d, o->a), t->str);
        if (now != wotc_clause_of (g, o->a, o->b)->cost_force)
          g_string_append_printf (out, " (%d Force now)", now);
        break;
      }
    case O_BATTLE_CARD:
      if (o->c > 0)
        g_string_append_printf (
            out, "play %s enhanced (%d Force)", name (g, d, o->a),
            wotc_clause_force_cost (g, o->a, o->b)
                + wotc_clause_of (g, o->a, o->c)->cost_force);
      else
        {
          /* what it does, so that a card played against the wrong side
           * says so ("the attacking unit" is yours on your own attack) */
          g_string_append_printf (out,
                                  "play %s (%d Force): ", name (g, d, o->a),
                                  wotc_clause_force_cost (g, o->a, o->b));
          wotc_clause_effects_text (wotc_clause_of (g, o->a, o->b),
                                    name (g, d, o->a), out);
        }
      break;
    case O_BORROW:
      g_string_append_printf (
          out, "play %s for the effects of %s (%d Force): ", name (g, d, o->a),
          name (g, d, o->b), wotc_clause_force_cost (g, o->b, o->c));
      wotc_clause_effects_text (wotc_clause_of (g, o->b, o->c),
                                name (g, d, o->b), out);
      break;
    case O_BID:
      g_string_append_printf (out, "bid %d", o->a);
      break;
    case O_STAND:
      g_string_append (out, "do not raise");
      break;
    default:
      g_string_append_printf (out, "option %u", o->id);
    }
}

void
wotc_prompt (const HcGame *g, const HcDecision *d, GString *out)
{
  static const char *const windows[] = {
    "battle phase starts", "battle step starts",
    "between attacks",     "attack",
    "reroll chance",       "damage-prevention chance",
    "build step",          "would attack",
    "disrupt chance",
  };
  const char *who = g->rules->player_names[d->player];
  switch (d->kind)
    {
    case D_WINDOW:
      g_string_append_printf (out, "%s: play or pass (%s)", who,
                              windows[CLAMP (d->prompt_arg[0], 0, 8)]);
      break;
    case D_MULLIGAN:
      g_string_append_printf (out, "%s: keep your opening hand?", who);
      break;
    case D_SETUP_DEPLOY:
      g_string_append_printf (out,
                              "%s: put a unit into battle (%d set-up points "
                              "left)",
                              who, d->prompt_arg[0]);
      break;
    case D_SETUP_PARTIAL:
      g_string_append_printf (out,
                              "%s: partially build one unit card with %d "
                              "points?",
                              who, d->prompt_arg[0]);
      break;
    case D_BUILD:
      g_string_append_printf (out, "%s: build step (%d build points)", who,
                              d->prompt_arg[0]);
      break;
    case D_RETREAT:
      g_string_append_printf (out,
                              "%s: retreat step: a unit you retreat goes "
                              "back to your build zone",
                              who);
      break;
    case D_ATTACKER:
      g_string_append_printf (out,
                              "%s: your fastest unit in the %s arena "
                              "may attack",
                              who, g->rules->zone_names[d->prompt_arg[0]]);
      break;
    case D_FURY:
      g_string_append_printf (out,
                              "%s: %s attacks again: choose a unit it has "
                              "not attacked this turn",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_STACK_PICK:
      g_string_append_printf (out,
                              "%s: %s: which card under %s goes on top of "
                              "the stack?",
                              who, name (g, d, d->prompt_arg[0]),
                              name (g, d, d->prompt_arg[1]));
      break;
    case D_DIVIDE_HITS:
      g_string_append_printf (out,
                              "%s: divide %d %s: how many go to another "
                              "unit?",
                              who, d->prompt_arg[0],
                              d->prompt_arg[0] == 1 ? "hit" : "hits");
      break;
    case D_OVERKILL:
      g_string_append_printf (out, "%s: Overkill: where do %d excess %s go?",
                              who, d->prompt_arg[0],
                              d->prompt_arg[0] == 1 ? "hit" : "hits");
      break;
    case D_DEFLECT_TARGET:
      g_string_append_printf (out, "%s: %s deflected %d damage: redirect it?",
                              who, name (g, d, d->prompt_arg[0]),
                              d->prompt_arg[1]);
      break;
    case D_UP_TO:
      g_string_append_printf (out, "%s: %s: how much (up to %d)?", who,
                              name (g, d, d->prompt_arg[0]), d->prompt_arg[1]);
      break;
    case D_PAY_X:
      g_string_append_printf (out, "%s: %s: pay how much Force (up to %d)?",
                              who, name (g, d, d->prompt_arg[0]),
                              d->prompt_arg[1]);
      break;
    case D_ONE_OF:
      g_string_append_printf (out, "%s: choose one effect of %s", who,
                              name (g, d, d->prompt_arg[0]));
      break;
    case D_PICK_CARD:
      g_string_append_printf (out, "%s: %s: choose a card from the %s", who,
                              name (g, d, d->prompt_arg[0]),
                              g->rules->zone_names[d->prompt_arg[1]]);
      break;
    case D_CULL:
      g_string_append_printf (out,
                              "%s: discard one of your units in the %s "
                              "arena",
                              who, g->rules->zone_names[d->prompt_arg[0]]);
      break;
    case D_HIJACK:
      g_string_append_printf (out,
                              "%s: %s would attack: choose another unit of "
                              "its side for it to attack?",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_TAME:
      g_string_append_printf (out,
                              "%s: %s would attack: does it attack, and "
                              "which unit?",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_DICE_ORDER:
      g_string_append_printf (out,
                              "%s: %s: which unit are its dice rolled "
                              "against next?",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_STORE:
      g_string_append_printf (out, "%s: put a card from your hand under %s?",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_REROLL_PICK:
      if (d->prompt_arg[2])
        g_string_append_printf (out,
                                "%s: %s: how many attack dice to reroll? "
                                "They are rolled secretly: you pick which "
                                "once they are shown",
                                who, name (g, d, d->prompt_arg[0]));
      else if (d->prompt_arg[1] == 0)
        g_string_append_printf (out, "%s: %s: choose an attack die to reroll",
                                who, name (g, d, d->prompt_arg[0]));
      else
        g_string_append_printf (out,
                                "%s: %s: choose another attack die to reroll "
                                "(%d chosen), or reroll those",
                                who, name (g, d, d->prompt_arg[0]),
                                d->prompt_arg[1]);
      break;
    case D_UPKEEP:
      g_string_append_printf (out, "%s: how do you pay the Upkeep of %s?", who,
                              name (g, d, d->prompt_arg[0]));
      break;
    case D_ARENA:
      g_string_append_printf (out, "%s: choose an arena for %s", who,
                              name (g, d, d->prompt_arg[0]));
      break;
    case D_UNLESS:
      /* prompt_arg[2]: paying makes the rest happen (if-opponent-pays) */
      if (d->prompt_arg[2])
        {
          g_string_append_printf (out, "%s: pay %d Force to let the rest of ",
                                  who, d->prompt_arg[1]);
          hc_possessive_text (name (g, d, d->prompt_arg[0]), out);
          g_string_append (out, " ability happen?");
        }
      else
        g_string_append_printf (out, "%s: pay %d Force to stop %s?", who,
                                d->prompt_arg[1],
                                name (g, d, d->prompt_arg[0]));
      break;
    case D_PREDICT:
      g_string_append_printf (out,
                              "%s: predict how many hits %s scores in this "
                              "attack",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_CHOOSE_TYPE:
      g_string_append_printf (out, "%s: choose a card type for %s", who,
                              name (g, d, d->prompt_arg[0]));
      break;
    case D_BOTTOM_PICK:
      g_string_append_printf (out,
                              "%s: %s: choose a card from your hand to put "
                              "on the bottom of your deck",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_CHOOSE_PLAYER:
      g_string_append_printf (out, "%s: choose a player for %s", who,
                              name (g, d, d->prompt_arg[0]));
      break;
    case D_PUT_BACK:
      g_string_append_printf (out,
                              "%s: %s: put the cards back on top of the deck, "
                              "one at a time (the last one put back is the top "
                              "card)",
                              who, name (g, d, d->prompt_arg[0]));
      break;
    case D_PAY_BP:
      g_string_append_printf (out,
                              "%s: %s: pay how many build points (you have "
                              "%d)?",
                              who, name (g, d, d->prompt_arg[0]),
                              d->prompt_arg[1]);
      break;
    case D_CHOOSE_ONE:
      g_string_append_printf (out, "%s: use the optional ability of %s?", who,
                              name (g, d, d->prompt_arg[0]));
      break;
    case D_ORDER_TRIGGER:
      g_string_append_printf (out,
                              "%s: choose which of your waiting "
                              "abilities takes effect next",
                              who);
      break;
    case D_TARGET:
      g_string_append_printf (out, "%s: choose a unit for %s", who,
                              name (g, d, d->prompt_arg[0]));
      break;
    case D_DISCARD_PICK:
      g_string_append_printf (out,
                              "%s: choose a card to discard from your "
                              "hand",
                              who);
      break;
    case D_CONTEST_PAIR:
      g_string_append_printf (out,
                              "%s: choose the contested pair to bid on "
                              "first",
                              who);
      break;
    case D_BID:
      if (d->prompt_arg[1] && d->prompt_arg[0] < 0)
        g_string_append_printf (out,
                                "%s: bid Force for the contest (no other "
                                "bid yet)",
                                who);
      else if (d->prompt_arg[1])
        g_string_append_printf (out,
                                "%s: bid Force for the contest (the "
                                "other bid is %d)",
                                who, d->prompt_arg[0]);
      else
        g_string_append_printf (out,
                                "%s: raise the shared price (now %d) "
                                "or let your unit retreat",
                                who, d->prompt_arg[0]);
      break;
    default:
      g_string_append_printf (out, "%s: choose", who);
    }
}
