/* The rule summaries, kept apart from the rulesets' HcRuleRef tables so
 * that they are plain data a reader can check against doc/rules/ and a
 * ruleset's author can extend without touching its code.  Each is one
 * sentence in our own words of what holocron does, not a rulebook quote. */
#include "hc-rule-summary.h"

#include <string.h>

typedef struct
{
  const char *ruleset;
  const char *id;
  const char *summary;
} RuleSummary;

static const RuleSummary summaries[] = {
  /* wotc: the Wizards of the Coast dice game */
  { "wotc", "setup",
    "Each player draws seven, may mulligan, then spends 30 set-up points "
    "putting units into play, one at a time, Dark Side first." },
  { "wotc", "mulligan",
    "A player may set aside every Battle and Mission card of the opening "
    "hand and draw back to seven." },
  { "wotc", "ready-phase",
    "Each turn opens with the ready phase: untap everything, gain Force, "
    "then roll for build points." },
  { "wotc", "gain-force",
    "In the ready phase each player gains 4 Force; unspent Force is kept "
    "from turn to turn." },
  { "wotc", "build-points",
    "The Light Side rolls one die and both players get that many build "
    "points for this turn; unused points are lost." },
  { "wotc", "draw",
    "Players draw seven at set-up, then each turn in a draw step or as "
    "their build step starts, as the edition says." },
  { "wotc", "build-step",
    "In their build step a player spends build points to deploy units, "
    "build cards with counters, complete Missions and move units to "
    "battle." },
  { "wotc", "retreat-step",
    "In the retreat step a player may tap units in the arenas to move them "
    "back to the build zone." },
  { "wotc", "battle-phase",
    "The battle phase fights the Space, Ground and Character arenas in "
    "that order, each until every unit there has had its chance." },
  { "wotc", "attack-order",
    "In an arena the fastest untapped unit acts next; on a tie between the "
    "players the Dark Side goes first." },
  { "wotc", "attack-sequence",
    "An attack taps the attacker, picks a defender, rolls dice, offers "
    "rerolls and prevention, then places damage in a fixed order of "
    "steps." },
  { "wotc", "attack-dice",
    "An attacker rolls one die per point of power and each 4, 5 or 6 is a "
    "hit (5 or 6 against Armor)." },
  { "wotc", "critical-hit",
    "Critical Hit adds its number to the damage when any attack die shows "
    "a natural 6." },
  { "wotc", "shields",
    "Shields take dice away from an attacker's roll before it is made." },
  { "wotc", "evade",
    "Evade lets the defender roll to prevent damage in the prevention "
    "chance of an attack." },
  { "wotc", "damage",
    "Hits become damage on the defender, and a unit whose damage reaches "
    "its health is discarded with everything on it." },
  { "wotc", "victory",
    "At the end of a turn a player who alone has units in two of the three "
    "arenas wins." },
  { "wotc", "deck-out",
    "What happens when a player must draw from an empty deck, as the "
    "edition sets it." },
  { "wotc", "turn-limit",
    "A holocron limit, not a game rule: a game still running after this "
    "many turns stops unfinished." },
  { "wotc", "play-or-pass",
    "In a play-or-pass chance the players take turns, Dark Side first, and "
    "it ends when both pass one after the other." },
  { "wotc", "unique",
    "A player may have only one unit of a unique title in battle and the "
    "build zone; a second one completed is discarded." },
  { "wotc", "stacking",
    "Another version of a unique unit may join it in a stack, making it "
    "faster, stronger and tougher for each card underneath." },
  { "wotc", "contested-units",
    "When both players have the same unique unit in battle they bid Force "
    "separately, and the loser's unit retreats." },
  { "wotc", "contested-auction",
    "Under the early rules both players raised one shared price for a "
    "contested unique unit until one conceded and retreated." },
  { "wotc", "triggered-abilities",
    "An ability triggers only if its condition holds at that moment, then "
    "waits its turn to take effect." },
  { "wotc", "held-triggers",
    "Triggered abilities wait in a pool and are released between steps, "
    "the Dark Side's first in the order that player picks." },
  { "wotc", "abilities",
    "Activated abilities and Battle cards with several parts carry them "
    "out in order, once per attack or once per turn." },
  { "wotc", "reroll-chance",
    "After the dice are rolled, triggered rerolls then reroll cards may be "
    "used before hits are counted." },
  { "wotc", "lucky",
    "Lucky lets a unit reroll some of its attack dice in the reroll "
    "chance." },
  { "wotc", "intercept",
    "Intercept lets a unit step in and become the defender of an attack "
    "on another unit." },
  { "wotc", "retaliate",
    "Retaliate lets an attacked unit roll dice of damage back at the "
    "attacker when the attack ends." },
  { "wotc", "stun",
    "A unit damaged by a Stun attacker loses power until the end of the "
    "battle." },
  { "wotc", "overkill",
    "Overkill sends hits beyond what the defender can take to another unit "
    "in the same arena." },
  { "wotc", "deflect",
    "Deflect lets the defender roll to prevent damage in the prevention "
    "chance and may turn it back on the attacker." },
  { "wotc", "locations",
    "A Location is put into an arena and changes what happens there until "
    "it is replaced." },
  { "wotc", "pilots",
    "A Pilot may board a unit of a kind it can fly in the build step, "
    "giving that unit its bonus instead of acting alone." },
  { "wotc", "equipment",
    "Equipment is built, then attached to a unit it fits by paying its "
    "equip cost in the build step." },
  { "wotc", "dice-of-damage",
    "Dice of damage from an ability are not an attack: nothing that "
    "changes attacks applies, though Armor does." },
  { "wotc", "upkeep",
    "A card with Upkeep must be paid for as its owner's build step starts, "
    "or its effect is lost as the card says." },
  { "wotc", "bounty",
    "A unit with a Bounty gives a reward when another unit discards it by "
    "damage, collected as the next build step starts." },
  { "wotc", "reserves",
    "A Reserves ability works only while its unit waits in the build "
    "zone." },
  { "wotc", "missions",
    "A Mission is built with counters and, once complete, its effect "
    "happens and it is discarded." },
  { "wotc", "hidden-cost",
    "Hidden Cost lets a card be completed by paying another price instead "
    "of finishing its build counters." },

  /* lcg: the Fantasy Flight living card game */
  { "lcg", "setup",
    "Each player shuffles both decks, puts out starting objectives and "
    "draws a starting hand before the first turn." },
  { "lcg", "starting-objectives",
    "Each player draws four objectives, puts one at the bottom of the "
    "objective deck and reveals the other three as the game starts." },
  { "lcg", "mulligan",
    "Each player may once send back the whole opening hand and draw a new "
    "one, the Dark Side deciding first." },
  { "lcg", "turn-structure",
    "A turn runs through six phases: balance, refresh, draw, deployment, "
    "conflict and Force." },
  { "lcg", "balance-phase",
    "The Death Star dial rises on the Dark Side's turn, faster with the "
    "Force on its side; on the Light Side's turn the Force lets it damage "
    "an objective." },
  { "lcg", "refresh-phase",
    "The active player takes focus tokens off their cards, loses their "
    "shields and refills their objectives to three." },
  { "lcg", "first-turn",
    "The first turn of the game has exceptions, such as the Dark Side "
    "skipping that turn's conflict phase." },
  { "lcg", "after-you-refresh",
    "Abilities that trigger after a player refreshes take effect at the "
    "point of the refresh phase the edition sets." },
  { "lcg", "draw-phase",
    "The active player may discard a card, then draws up to their reserve "
    "value." },
  { "lcg", "draw-discard",
    "At the start of the draw phase the active player may first discard "
    "one card from hand." },
  { "lcg", "deployment-phase",
    "In the deployment phase the active player deploys units and "
    "enhancements from hand by paying their cost." },
  { "lcg", "resources",
    "Costs are paid by focusing cards that produce resources, at least one "
    "of them matching the card's affiliation unless it is neutral." },
  { "lcg", "enhancements",
    "An enhancement is deployed into the play area or onto the unit or "
    "objective its text names, and leaves with it." },
  { "lcg", "unique",
    "A player may not bring in a unique card while controlling another "
    "card of the same title." },
  { "lcg", "limited",
    "Only one Limited card may be deployed by a player each turn." },
  { "lcg", "conflict-phase",
    "In the conflict phase the active player may engage each enemy "
    "objective at most once, one engagement at a time." },
  { "lcg", "engagement",
    "An engagement declares an objective and attackers, then defenders, "
    "then fights an edge battle and strikes." },
  { "lcg", "declare",
    "The attacker declares the objective and ready units to attack it, "
    "then the defender may declare ready units to defend." },
  { "lcg", "edge-battle",
    "Players take turns placing cards face down in edge stacks; the side "
    "with more Force icons revealed wins the edge, ties going to the "
    "defender." },
  { "lcg", "fate-cards",
    "Fate cards revealed in the edge stacks take effect in rising order of "
    "their edge priority." },
  { "lcg", "strikes",
    "Starting with the side holding the edge, players take turns striking "
    "with each ready participating unit, which must strike if it can." },
  { "lcg", "combat-icons",
    "A strike uses its combat icons: unit damage on an enemy unit, tactics "
    "as focus tokens, blast damage on the objective; edge icons count "
    "only with the edge." },
  { "lcg", "tactics",
    "Each tactics icon in a strike puts a focus token on an enemy "
    "participating unit." },
  { "lcg", "damage",
    "Damage fills a card up to its capacity and the excess is lost; a card "
    "whose damage reaches its capacity is destroyed." },
  { "lcg", "shields",
    "A shield on a card prevents one damage from an enemy effect and is "
    "then discarded." },
  { "lcg", "protect",
    "A unit with Protect may take damage meant for a card with the trait "
    "it names." },
  { "lcg", "destroyed",
    "A destroyed unit goes to its owner's discard pile with its "
    "enhancements, and a destroyed objective to the opponent's victory "
    "pile." },
  { "lcg", "dial-objectives",
    "Each Light Side objective destroyed raises the Death Star dial by the "
    "number destroyed so far." },
  { "lcg", "unopposed",
    "An attack with a surviving attacker and no surviving defender is "
    "unopposed and deals one more damage to the objective." },
  { "lcg", "force-phase",
    "Players commit units to the Force, and the side with more Force "
    "icons committed holds the Force for the balance phase." },
  { "lcg", "victory",
    "The Dark Side wins when the Death Star dial reaches 12; the Light "
    "Side wins with three Dark Side objectives destroyed." },
  { "lcg", "deck-out",
    "What happens when a player runs out of cards in a deck, as the "
    "edition sets it." },
  { "lcg", "turn-limit",
    "A holocron limit, not a game rule: a game still running after this "
    "many turns stops unfinished." },
  { "lcg", "loop-guard",
    "A holocron limit against endless loops: a player may play only so "
    "many times in one action window." },
  { "lcg", "action-window",
    "In an action window players take turns using actions, starting with "
    "the active player, until both pass one after the other." },
  { "lcg", "interrupts",
    "An interrupt takes effect before the event that triggered it, and "
    "may change or cancel it." },
  { "lcg", "reactions",
    "A reaction takes effect after the event that triggered it has "
    "happened." },
  { "lcg", "effect-resolution",
    "An effect is played in fixed steps: check it can happen, pay its "
    "costs, choose targets, then allow interrupts before it resolves." },
  { "lcg", "cancel",
    "A cancelled effect does nothing, but the costs paid for it stay "
    "paid." },
  { "lcg", "limits",
    "An ability with a limit may be used only that many times in the "
    "period its text names." },
  { "lcg", "elite",
    "An Elite unit removes one more focus token than others in its "
    "controller's refresh phase." },
  { "lcg", "edge-keyword",
    "Edge (X) adds X Force icons to its side's count in the edge battle "
    "while the unit takes part." },
  { "lcg", "shielding",
    "Shielding lets a player put a shield on a unit as it is declared in "
    "an engagement." },
  { "lcg", "targeted-strike",
    "An attacking unit with Targeted Strike may put its unit damage on any "
    "enemy unit, not only a participating one." },
  { "lcg", "capture",
    "A captured card is kept face down under a Dark Side objective until a "
    "rescue or the objective's destruction frees it." },
  { "lcg", "card-ability", "What happened is what the card's own text says." },
  { "lcg", "control-change",
    "When a card changes hands the new controller uses it, and when it "
    "leaves play it goes back to its owner's pile." },
  { "lcg", "simultaneous-choices",
    "When both players must choose at once, the active player chooses "
    "first." },
  { "lcg", "simultaneous-effects",
    "When several effects would happen at once, the active player picks "
    "their order." },
  { "lcg", "cannot-be-damaged",
    "A card that cannot be damaged takes no new damage in any way, but "
    "keeps what it already has." },
  { "lcg", "switch",
    "An effect that switches two things needs something on both sides to "
    "switch." },
  { "lcg", "removed-from-engagement",
    "A unit removed from an engagement stops taking part and counts as "
    "never having participated in it." },
  { "lcg", "move-damage",
    "Moved damage is not dealt, so it escapes shields, but the card it "
    "lands on counts as damaged." },

  /* scn-toy: the tiny ruleset of the scenario-format tests */
  { "scn-toy", "toy-main",
    "The active player may play a card, attack or pass." },
  { "scn-toy", "toy-attack", "An attack chooses a defender and rolls a die." },
  { "scn-toy", "toy-dice",
    "The attack die decides how much damage the attack does." },
  { "scn-toy", "toy-prevent",
    "The defender may prevent some damage before it is placed." },
  { "scn-toy", "toy-damage",
    "Damage is placed and a card whose damage reaches its health is "
    "destroyed." },
  { "scn-toy", "toy-victory", "A player with no card on the table loses." },
};

const char *
hc_rule_summary (const char *ruleset_id, const char *rule_id)
{
  if (!ruleset_id || !rule_id)
    return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (summaries); i++)
    if (strcmp (summaries[i].ruleset, ruleset_id) == 0
        && strcmp (summaries[i].id, rule_id) == 0)
      return summaries[i].summary;
  return NULL;
}
