/* The lcg ruleset: its tables and its entry points for the core. */
#include "lcg-verbs.h"

#include <math.h>

static const char *const player_names[] = { "Dark Side", "Light Side" };
static const char *const zone_names[Z_COUNT]
    = { "deck", "hand",        "discard", "objective-deck", "objectives",
        "play", "affiliation", "edge",    "victory",        "set-aside" };
static const char *const counter_names[C_COUNT]
    = { "damage", "focus", "shield", "captured-force" };
/* HC_CARD_FLAG5 to 7 (lcg-internal.h F_COMMITTED, F_PARTICIPATING,
 * F_ENGAGED), named for scenarios */
static const char *const flag_names[3]
    = { "committed", "participating", "engaged" };
/* where each counter may lie (hc_check_invariants): damage, focus and
 * shields, all on cards in play; captured Force cards on objectives */
#define LCG_IN_PLAY                                                            \
  ((1u << Z_OBJECTIVES) | (1u << Z_PLAY) | (1u << Z_AFFILIATION))
static const guint32 counter_zones[C_COUNT] = {
  [C_DAMAGE] = LCG_IN_PLAY,
  [C_FOCUS] = LCG_IN_PLAY,
  [C_SHIELD] = LCG_IN_PLAY,
  [C_FORCE_CAPTURED] = 1u << Z_OBJECTIVES,
};
static const char *const res_names[R_COUNT] = { "limited", "edge", "declared" };
static const char *const global_names[G_COUNT]
    = { "turn",      "phase",       "active",      "step",
        "dial",      "balance",     "turn_limit",  "setup_done",
        "engaged",   "attacker",    "edge",        "no_defenders",
        "event_seq", "fate_placed", "dial_damage", "blanks" };
static const char *const stat_names[S_COUNT]
    = { "cost", "damage", "force",   "resources",
        "ud",   "bd",     "tactics", "priority" };

static const HcSwitchDef switches[SW_COUNT] = {
  { "light-skips-first-refresh",
    "1: on its first turn the light side skips the refresh steps (focus "
    "removal and shields); 0: it refreshes as usual" },
  { "dark-skips-first-conflict",
    "1: the dark side skips the conflict phase of its first turn" },
  { "after-refresh-timing",
    "when \"after you refresh\" reactions come: 0 after refresh step 1 "
    "(rulebook text), 1 after step 3 (FAQ errata)" },
  { "draw-discard",
    "1: in the draw phase the active player may discard one card before "
    "drawing up to the reserve value" },
  { "deckout-loses",
    "1: a player who must draw from an empty command or objective deck "
    "loses" },
  { "tactics-any-unit",
    "1: tactics icons may focus any enemy unit; 0: only participating ones" },
  { "force-cards", "Force cards each player commits units with" },
  { "dial-win", "the Death Star dial value at which the dark side wins" },
  { "objectives-win",
    "dark side objectives the light side must destroy to win" },
  { "icon-order",
    "0: the striking player chooses the order of the icon types; 1: unit "
    "damage, then tactics, then blast" },
  { "commit-both",
    "0: only the active player commits units in the Force phase; 1: both, "
    "active player first" },
  { "shields-stop-moved-damage",
    "0: a shield prevents damage dealt, not damage moved to its card (FAQ "
    "4.3: moving is not dealing); 1: it prevents moved damage too" },
  { "loop-play-cap",
    "plays one player may make in one window; past it he may only pass "
    "(FAQ 2.1: a loop must not stall the game); 0: no cap" },
};

const HcStepFn lcg_steps[ST_COUNT] = {
  [ST_GAME] = lcg_step_game,
  [ST_SETUP] = lcg_step_setup,
  [ST_TURN] = lcg_step_turn,
  [ST_BALANCE] = lcg_step_balance,
  [ST_REFRESH] = lcg_step_refresh,
  [ST_DRAW] = lcg_step_draw,
  [ST_CONFLICT] = lcg_step_conflict,
  [ST_ENGAGE] = lcg_step_engage,
  [ST_DECLARE] = lcg_step_declare,
  [ST_EDGE] = lcg_step_edge,
  [ST_STRIKE] = lcg_step_strike,
  [ST_FORCE] = lcg_step_force,
  [ST_PAY] = lcg_step_pay,
  [ST_DEPLOY] = lcg_step_deploy,
  [ST_PLAY] = lcg_step_play,
  [ST_DAMAGE] = lcg_step_damage,
  [ST_DESTROY] = lcg_step_destroy,
  [ST_EVENT] = lcg_step_event,
  [ST_SHIELDING] = lcg_step_shielding,
  [ST_LEAVE] = lcg_step_leave,
  [ST_SACRIFICE_EACH] = lcg_step_sacrifice_each,
  [ST_VERB] = lcg_step_verb,
  [ST_EDGE_PLACE] = lcg_step_edge_place,
  [ST_FOCUS] = lcg_step_focus,
};

const char *const lcg_step_names[ST_COUNT]
    = { "window",  "game",           "setup",    "turn",       "balance",
        "refresh", "draw",           "conflict", "engage",     "declare",
        "edge",    "strike",         "force",    "pay",        "deploy",
        "play",    "damage",         "destroy",  "event",      "shielding",
        "leave",   "sacrifice-each", "verb",     "edge-place", "focus" };

const HcMessage lcg_messages[M_COUNT] = {
  [M_SETUP_BEGIN] = { "setup", "Set-up: the Death Star dial at {n0}, the "
                               "Balance of the Force with the {p1}" },
  [M_AFFILIATION] = { "affiliation", "{p0} plays for {c1} (reserve {n2})" },
  [M_OBJ_DRAW]
  = { "objective-draw", "{p0} draws {n1} objectives and keeps 3 face down" },
  [M_OBJ_BOTTOM]
  = { "objective-bottom",
      "{p0} puts an objective on the bottom of the objective deck" },
  [M_DRAW] = { "draw", "{p0} draws {n1} card{s1} ({n2} in hand)" },
  [M_DRAW_EMPTY] = { "draw-empty", "{p0} must draw but the deck is empty" },
  [M_MULLIGAN]
  = { "mulligan", "{p0} shuffles the hand back and draws a new one" },
  [M_KEEP] = { "keep", "{p0} keeps the opening hand" },
  [M_REVEAL] = { "reveal", "{p0} reveals {c1}" },
  [M_TURN] = { "turn", "Turn {n0}: the {p1}'s turn begins" },
  [M_PHASE] = { "phase", "The {P0} phase begins" },
  [M_DIAL] = { "dial", "The Death Star dial advances by {n1} to {n2}" },
  [M_BALANCE_DAMAGE]
  = { "balance-damage",
      "{p0} has the Balance of the Force and deals 1 damage to {c1}" },
  [M_BALANCE_DECLINE] = { "balance-decline", "{p0} deals no Balance damage" },
  [M_UNFOCUS]
  = { "refresh-focus", "{p0} removes {n1} focus token{s1} from the play area" },
  [M_SHIELDS_GONE] = { "refresh-shields", "{p0} removes {n1} shield{s1}" },
  [M_REFILL] = { "refill", "{p0} puts {c1} into play as a new objective" },
  [M_SKIP_CONFLICT]
  = { "skip", "{p0} skips the conflict phase on the first turn" },
  [M_SKIP_REFRESH] = { "skip", "{p0} skips the refresh steps on the first "
                               "turn: no focus token or shield comes off" },
  [M_DISCARD] = { "discard", "{p0} discards {c1}" },
  [M_DEPLOY] = { "deploy", "{p0} deploys {c1} for {n2} resource{s2}" },
  [M_PAY] = { "pay", "{p0} focuses {c1} for {n2} resource{s2}" },
  [M_ATTACH] = { "attach", "{c0} enhances {c1}" },
  [M_ENGAGE] = { "engage", "{p0} engages {c1}" },
  [M_ATTACKER] = { "attacker", "{c0} is declared as an attacker" },
  [M_DEFENDER] = { "defender", "{c0} is declared as a defender" },
  [M_NO_DEFENDERS] = { "no-defenders", "{p0} declares no defenders" },
  [M_EDGE_PLACE]
  = { "edge-place", "{p0} places a card face down in the edge stack" },
  [M_EDGE_REVEAL] = { "edge-reveal", "{p0} reveals {c1} from the edge stack" },
  [M_EDGE_TOTAL]
  = { "edge-total", "{p0} counts {n1} Force icon{s1} in the edge battle" },
  [M_EDGE_WIN] = { "edge-win", "{p0} has the edge" },
  [M_FATE] = { "fate", "The fate card {c0} resolves" },
  [M_EDGE_CANCELLED]
  = { "edge-cancelled", "{c0} cancels the edge battle: both edge stacks are "
                        "discarded and a new edge battle starts" },
  [M_STRIKE] = { "strike", "{c0} is focused to strike" },
  [M_ICONS]
  = { "icons", "{c0} strikes with {n1} unit damage, {n2} blast, {n3} tactics" },
  [M_FOCUS] = { "focus", "{c0} gets {n1} focus token{s1}" },
  [M_DAMAGE] = { "damage", "{c0} takes {n1} damage ({n2} of {n3})" },
  [M_SHIELD_PREVENT] = { "shield", "{c0}'s shield prevents 1 damage" },
  [M_PROTECT]
  = { "protect", "{c0} protects {c1} and takes {n2} of its damage" },
  [M_EXCESS] = { "excess", "{n1} damage beyond {c0}'s capacity is ignored" },
  [M_DESTROYED] = { "destroyed", "{c0} is destroyed" },
  [M_OBJ_DESTROYED]
  = { "objective-destroyed",
      "{c0} is destroyed and goes to the {p1}'s victory pile ({n2} there)" },
  [M_DIAL_DESTROYED]
  = { "dial-destroyed", "A light side objective is destroyed: the dial "
                        "advances by {n1} to {n2}" },
  [M_UNOPPOSED]
  = { "unopposed", "The engagement is unopposed: {n1} more damage to {c0}" },
  [M_ENGAGEMENT_END] = { "engagement-end", "The engagement at {c0} ends" },
  [M_COMMIT]
  = { "commit",
      "{p0} commits {c1} to the Force ({n2} of {n3} Force cards used)" },
  [M_STRUGGLE]
  = { "struggle", "Force struggle: Dark Side {n0}, Light Side {n1}" },
  [M_BALANCE_FLIP]
  = { "balance", "The Balance of the Force turns to the {p0}" },
  [M_BALANCE_STAYS]
  = { "balance-stays", "The Balance of the Force stays with the {p0}" },
  [M_SHIELD] = { "shield-placed", "{c0} gets a shield" },
  [M_WIN_DIAL]
  = { "win-dial", "The Death Star dial reaches {n1}: the {p0} wins" },
  [M_WIN_OBJECTIVES]
  = { "win-objectives",
      "{n1} dark side objectives are destroyed: the {p0} wins" },
  [M_WIN_DECKOUT] = { "win-deckout", "The {p1} cannot draw: the {p0} wins" },
  [M_WIN_LOSE_CARD] = { "win-card", "{c1} is destroyed: the {p0} wins" },
  [M_TURN_LIMIT]
  = { "turn-limit",
      "The turn limit ({n0}) is reached: the game is unfinished" },
  [M_PLAY_CAP]
  = { "play-cap", "{p0} makes play number {n1} in this window, the last "
                  "one player may make: after it {p0} may only pass there" },
  [M_PLAY_EVENT] = { "play-event", "{p0} plays {c1}" },
  [M_ABILITY] = { "ability", "{p0} uses the ability of {c1}" },
  [M_CANCELLED] = { "cancelled", "The effects of {c0} are cancelled" },
  [M_HEAL] = { "heal", "{n1} damage removed from {c0}" },
  [M_PREVENT] = { "prevent", "{n1} damage to {c0} is prevented" },
  [M_DRAW_CARDS] = { "effect-draw", "{p0} draws {n1} card{s1} from an effect" },
  [M_RESCUE] = { "rescue", "{c1} is rescued to the {p0}'s hand" },
  [M_EVENT] = { "event", "Framework event: {n0}" },
  [M_NO_EFFECT] = { "no-effect", "{c0}: nothing to do" },
  [M_SACRIFICE] = { "sacrifice", "{p0} sacrifices {c1}" },
  [M_RETURN] = { "return", "{c0} returns to its owner's hand" },
  [M_GAIN] = { "gain", "{c0} gains {n1} unit damage, {n2} blast, {n3} tactics "
                       "until the end of the engagement" },
  [M_DECK_SEARCHED] = { "deck-searched", "{p0} shuffles the searched deck" },
  [M_DECK_SEARCH_NONE] = { "deck-search-none", "{p0} searches the deck, finds "
                                               "nothing and shuffles it" },
  [M_GAIN_PHASE] = { "gain-phase", "{c0} gains {n1} unit damage, {n2} blast, "
                                   "{n3} tactics until the end of the phase" },
  [M_STASIS]
  = { "stasis",
      "{c0} cannot be declared as an attacker or defender this phase" },
  [M_CAPTURE] = { "capture", "{c1} is captured at {c2}" },
  [M_RECALL] = { "recall", "{p0} returns {c1} from the discard pile to hand" },
  [M_UNFOCUS_CARD] = { "unfocus", "{c0} loses {n1} focus token{s1}" },
  [M_DISCARD_PLAY] = { "discard-from-play", "{c0} is discarded from play" },
  [M_FORCED] = { "forced", "{c0}: its forced ability resolves" },
  [M_ELITE] = { "elite", "{c0} is Elite: it loses a second focus token" },
  [M_AFTER_REFRESH]
  = { "after-refresh", "{p0} has refreshed: \"after you refresh\" abilities "
                       "answer now" },
  [M_SHIELDING] = { "shielding", "{c0} enters the engagement with Shielding" },
  [M_EDGE_KW] = { "edge-keyword", "{c0} adds Edge ({n1}) to {p2}'s edge "
                                  "total" },
  [M_LIMIT_COPY_TURN]
  = { "limit-copy", "{c0}: this copy's ability is used up for the turn" },
  [M_LIMIT_TITLE_TURN] = { "limit-title", "{c0}: {p1}'s copies of it cannot "
                                          "use this ability again this turn" },
  [M_LIMIT_EDGE] = { "limit-edge", "{c0}: this copy's ability is used up for "
                                   "this edge battle" },
  [M_LIMITED_PLAYED]
  = { "limited-played", "{c1} is Limited: {p0} plays no other Limited card "
                        "this turn" },
  [M_UNIQUE_BLOCKED]
  = { "unique-blocked", "{c0} is unique and {p1} already has a copy in play: "
                        "it cannot enter play" },
  [M_FORCED_ORDER] = { "forced-order", "{p0} has {c1}'s forced ability "
                                       "resolve next" },
  [M_ENGAGE_DIAL]
  = { "engage-dial", "{p0} engages the Death Star dial ({c1})" },
  [M_DIAL_DAMAGE]
  = { "dial-damage", "The Death Star dial takes {n1} damage ({n2} on it)" },
  [M_WIN_DIAL_DAMAGE]
  = { "win-dial-damage", "The Death Star dial has {n1} damage: the {p0} wins" },
  [M_LOSE_ICONS + I_UD]
  = { "lose-icons-ud", "{c0} loses all its unit damage icons and cannot "
                       "gain combat icons until the end of the phase" },
  [M_LOSE_ICONS + I_BD]
  = { "lose-icons-bd", "{c0} loses all its blast damage icons and cannot "
                       "gain combat icons until the end of the phase" },
  [M_LOSE_ICONS + I_TACTICS]
  = { "lose-icons-tactics", "{c0} loses all its tactics icons and cannot "
                            "gain combat icons until the end of the phase" },
  [M_DISCOUNT_NEEDED]
  = { "discount-needed", "{p0} uses {c1}'s interrupt: {c2} cannot be paid "
                         "for without its discards" },
  [M_DISCARD_COST]
  = { "discard-cost", "{p0} discards {c1} from hand to pay a cost" },
  [M_SEARCH] = { "search", "{p0} searches the objective deck, puts {c1} into "
                           "play and shuffles the objective deck" },
  [M_SEARCH_NONE] = { "search-none", "{p0} searches the objective deck, "
                                     "finds nothing and shuffles it" },
  [M_REDIRECT] = { "engage-instead",
                   "{c0} is engaged instead of {c1}, which still counts as "
                   "engaged this turn" },
  [M_COST_UNPAID] = { "cost-unpaid", "The cost of {c0} was not paid in full: "
                                     "its effect does not happen" },
  [M_DIAL_DOWN]
  = { "dial-down", "The Death Star dial goes down by {n1} to {n2}" },
  [M_ENGAGE_AGAIN]
  = { "engage-again", "{c0} may be engaged once more this phase" },
  [M_PUT_INTO_PLAY] = { "put-into-play", "{p0} puts {c1} into play" },
  [M_TO_BOTTOM]
  = { "to-bottom", "{p0} puts a card from hand on the bottom of the deck" },
  [M_IGNORE_MATCH] = { "ignore-match", "{p0} needs no resource match for the "
                                       "rest of the phase" },
  [M_TO_HAND_INSTEAD]
  = { "to-hand-instead", "{c0} goes to its owner's hand instead of the "
                         "discard pile" },
  [M_NO_DEFEND]
  = { "no-defend", "{c0} cannot be declared as a defender in this "
                   "engagement" },
  [M_CANNOT_BE_DAMAGED]
  = { "cannot-be-damaged", "{c0} cannot be damaged: the damage is not "
                           "placed" },
  [M_SWITCH_EDGE]
  = { "switch-edge-stacks", "{p0} switches edge stacks with {p1} for this edge "
                            "battle" },
  [M_REMOVED] = { "removed-from-engagement",
                  "{c0} is removed from the engagement: it no longer "
                  "participates" },
  [M_SHUFFLE_COST]
  = { "shuffle-cost",
      "{p0} shuffles {c1} into its owner's deck to pay a cost" },
  [M_MOVE_DAMAGE]
  = { "move-damage", "{c0} moves {n2} damage from {c1} to {c3}" },
  [M_LOOK_TOP] = { "look-top", "{p0} looks at the top {n1} card{s1} of the "
                               "{p2}'s deck" },
  [M_RETURN_TOP] = { "return-top", "{p0} returns {n1} card{s1} to the top "
                                   "of the {p2}'s deck in an order of "
                                   "his choice" },
  [M_RESERVE_DOWN] = { "reserve-down", "{p0}'s reserve value is {n1} lower "
                                       "for the rest of the phase" },
  [M_DISCARD_TOP] = { "discard-top", "{p0} discards {c1} from the top of "
                                     "the deck" },
  [M_GAIN_STRIKE] = { "gain-strike", "{c0} gains {n1} unit damage, {n2} "
                                     "blast, {n3} tactics until the end of "
                                     "the strike" },
  [M_TO_DECK_BOTTOM] = { "to-deck-bottom", "{c0} goes to the bottom of the "
                                           "{p1}'s deck" },
  [M_REVEAL_TO_HAND] = { "reveal-to-hand", "{p0} reveals {c1} and puts it "
                                           "into the hand" },
  [M_SHED] = { "shed", "{p0} discards the shield from {c1}" },
  [M_JOINS] = { "joins", "{c0} enters play participating in the "
                         "engagement" },
  [M_NEXT_CARD] = { "next-card", "the next card the {p0} plays this phase "
                                 "costs {n1} less and needs no resource "
                                 "match" },
  [M_EDGE_FACEUP] = { "edge-faceup", "{p0} places {c1} face up in the edge "
                                     "stack" },
  [M_EDGE_FROM_DECK]
  = { "edge-from-deck", "{p0} places the top card of the deck face down in "
                        "the edge stack instead (by {c1})" },
  [M_EDGE_NOTHING]
  = { "edge-nothing", "{p0} has no card to place in the edge stack" },
  [M_MOVE_FOCUS] = { "move-focus", "A focus token moves from {c0} to {c1}" },
  [M_FOCUS_TO_DAMAGE]
  = { "focus-to-damage", "{c0} gets {n1} damage instead of {n1} focus "
                         "token{s1}" },
  [M_NAME_UNIT] = { "name-unit", "{p0} names {d1}" },
  [M_REVEAL_HAND] = { "reveal-hand", "{p0} reveals a hand of {n1} card{s1}" },
  [M_DIVIDE] = { "divide", "{c0} divides its {n1} unit damage among "
                           "participating enemy units" },
  [M_TARGETED]
  = { "targeted-strike",
      "{c0} uses targeted strike against {c1}, outside the engagement" },
  [M_CONTROL] = { "control", "{p0} takes control of {c1}" },
  [M_FORCE_CARD_BACK]
  = { "force-card-back", "The Force card on {c0} returns to the {p1}'s "
                         "supply: {c0} is no longer committed to the Force" },
  [M_ENH_ILLEGAL]
  = { "enhancement-illegal", "{c0} can no longer enhance {c1}: it goes to "
                             "its owner's discard pile" },
  [M_SACRIFICE_CHOSEN]
  = { "sacrifice-chosen", "{p0} chooses {c1} to sacrifice" },
  [M_W_FIRST + W_REFRESH]
  = { "window-refresh", "Action window: the end of the refresh phase" },
  [M_W_FIRST + W_DRAW]
  = { "window-draw", "Action window: the end of the draw phase" },
  [M_W_FIRST + W_DEPLOY]
  = { "window-deployment",
      "Action window: the deployment phase (open throughout)" },
  [M_W_FIRST + W_CONFLICT_BEGIN]
  = { "window-conflict-begins", "Action window: the conflict phase begins" },
  [M_W_FIRST + W_ATTACKERS]
  = { "window-attackers", "Action window: attackers declared" },
  [M_W_FIRST + W_DEFENDERS]
  = { "window-defenders", "Action window: defenders declared" },
  [M_W_FIRST + W_EDGE_DONE]
  = { "window-edge", "Action window: the edge battle resolved" },
  [M_W_FIRST + W_STRIKE]
  = { "window-strike", "Action window: a strike resolved" },
  [M_W_FIRST + W_ENGAGEMENT]
  = { "window-engagement", "Action window: the engagement completed" },
  [M_W_FIRST + W_CONFLICT_END]
  = { "window-conflict-ends", "Action window: the end of the conflict phase" },
  [M_W_FIRST + W_FORCE]
  = { "window-force", "Action window: the end of the Force phase" },
  [M_MOVE_CAPTURED]
  = { "move-captured", "{p0} moves a card captured at {c1} to {c2}" },
  [M_MUST_DEFEND]
  = { "must-defend", "{c0} must defend this engagement, if able" },
  [M_LOOK_HAND] = { "look-hand", "{p0} looks at the {p1}'s hand of {n2} "
                                 "card{s2}" },
  [M_SEEN_IN_HAND] = { "seen-in-hand", "{p0} sees {c1} in the {p2}'s hand" },
  [M_TO_DECK_TOP] = { "to-deck-top", "{c0} goes on top of its owner's deck" },
  [M_NO_UNOPPOSED] = { "unopposed", "The engagement is unopposed, but {c0} "
                                    "cannot suffer unopposed damage" },
  [M_STRUGGLE_COUNTS] = { "struggle-counts", "{c0} counts its Force icons "
                                             "in this Force struggle" },
  [M_NEXT_CARD_MATCH] = { "next-card", "the next card the {p0} plays this "
                                       "phase costs {n1} less" },
  [M_NO_ICONS] = { "combat-icons", "{c0} resolves no combat icons in this "
                                   "strike" },
  [M_MOVE_SHIELD] = { "move-shield", "A shield moves from {c0} to {c1}" },
  [M_SHELTER] = { "shelter", "Until the end of the phase, no enemy card "
                             "effect may target {c0} and it cannot be "
                             "damaged" },
  [M_NEXT_CARD_KIND] = { "next-card", "the next card of the kind {c2} "
                                      "names that the {p0} plays this phase "
                                      "costs {n1} less" },
  [M_LIMIT_COPY_PHASE]
  = { "limit-copy", "{c0}: this copy's ability is used up for the phase" },
  [M_LOOK_TAKE] = { "look-take", "{p0} adds 1 of them to the hand and puts "
                                 "{n1} on the bottom of the deck" },
  [M_GAIN_FORCE] = { "gain-force", "{c0} gains {n1} Force icon{s1} until the "
                                   "end of the phase" },
  [M_FATE_BLOCKED] = { "fate-blocked", "{c0}: its effect is blocked (enemy "
                                       "fate card effects do not resolve)" },
  [M_NOT_DESTROYED] = { "not-destroyed", "{c0} cannot be destroyed and stays "
                                         "in play" },
  [M_SHUFFLE_INTO_DECK] = { "shuffle-into-deck", "{p0} shuffles {c1} into "
                                                 "its owner's deck" },
  [M_DRAW_BARRED] = { "draw-barred", "{p0} cannot draw cards through card "
                                     "effects: an undamaged enemy objective "
                                     "forbids it" },
  [M_LOOK_OBJ_TOP] = { "look-objective-top",
                       "{p0} looks at the top {n1:card:cards} of the {p2}'s "
                       "objective deck" },
  [M_REVEAL_CAPTURED]
  = { "reveal-captured", "{p0} reveals {d1}, captured at {c2}" },
  [M_REVEAL_COPY] = { "reveal-copy", "{p0} finds {d1} in the {p2}'s deck "
                                     "and reveals it" },
  [M_LIMIT_ENGAGEMENT]
  = { "limit-engagement", "{c0}: this copy's ability is used up for this "
                          "engagement" },
  [M_DECK_TOP_TO_BOTTOM]
  = { "deck-top-to-bottom", "{p0} moves {c1} from the top to the bottom of "
                            "the {p2}'s deck" },
  [M_LOSE_FORCE] = { "lose-force", "{c0} loses {n1} Force icon{s1} until the "
                                   "end of the phase" },
  [M_STRUGGLE_CARD_TO_HAND]
  = { "struggle-card-to-hand", "{p0} won the Force struggle and adds {c1} "
                               "to the hand" },
  [M_SWAP_ICON + I_UD]
  = { "swap-icon-ud", "{c0} loses 1 unit damage icon and {c1} gains it until "
                      "the end of the phase" },
  [M_SWAP_ICON + I_BD]
  = { "swap-icon-bd", "{c0} loses 1 blast damage icon and {c1} gains it "
                      "until the end of the phase" },
  [M_SWAP_ICON + I_TACTICS]
  = { "swap-icon-tactics", "{c0} loses 1 tactics icon and {c1} gains it "
                           "until the end of the phase" },
  [M_SWAP_ICON + I_COUNT + I_UD]
  = { "swap-icon-ee-ud", "{c0} loses 1 edge-enabled unit damage icon and "
                         "{c1} gains it until the end of the phase" },
  [M_SWAP_ICON + I_COUNT + I_BD]
  = { "swap-icon-ee-bd", "{c0} loses 1 edge-enabled blast damage icon and "
                         "{c1} gains it until the end of the phase" },
  [M_SWAP_ICON + I_COUNT + I_TACTICS]
  = { "swap-icon-ee-tactics", "{c0} loses 1 edge-enabled tactics icon and "
                              "{c1} gains it until the end of the phase" },
  [M_CAPTURE_FORCE_CARD]
  = { "capture-force-card", "One of {p1}'s Force cards is captured at {c0}: "
                            "{n2} left in the supply" },
  [M_PLACE_DAMAGE] = { "place-damage", "{p0} places {n2} damage on {c1} ({n3} "
                                       "on it)" },
  [M_STRIKE_OUTSIDE_AT]
  = { "strike-outside-at", "{c0} damages {c1} instead, outside the "
                           "engagement" },
  [M_MOVE_ENHANCEMENT] = { "move-enhancement", "{c0} moves from {c1} to {c2}" },
  [M_DAMAGE_DISCOUNT_NEEDED]
  = { "damage-discount-needed", "{p0} uses {c1}'s interrupt: {c2} cannot be "
                                "paid for without the damage it deals" },
  [M_RESOLVE_AGAIN]
  = { "resolve-again", "{p0} resolves the effect of {c1}'s ability again as "
                       "its controller" },
  [M_FATE_ATTACHED] = { "fate-attached", "{c0} is attached to {c1}" },
  [M_RESCUE_FORCE_CARD]
  = { "rescue-force-card", "One of {p1}'s Force cards captured at {c0} is "
                           "rescued: {n2} in the supply" },
  [M_RETARGET] = { "retarget", "{p0} chooses {c2} as the new target of {c1}'s "
                               "effect, instead of {c3}" },
};

const HcRuleRef lcg_rules[RR_COUNT] = {
  [RR_SETUP]
  = { "setup",
      "swlcg-rules-research.md 1.3 (Star_Wars_Guide_1.3, OCTGN gameSetup)" },
  [RR_OBJ_SETUP]
  = { "starting-objectives",
      "swlcg-rules-research.md 1.3 step 6; swlcg-rules-gaps.md (d)" },
  [RR_MULLIGAN]
  = { "mulligan",
      "swlcg-rules-gaps.md (d): one mulligan, whole hand, dark side first" },
  [RR_TURN] = { "turn-structure", "affiliation cards: Balance | Refresh | Draw "
                                  "| Deployment | Conflict | Force" },
  [RR_BALANCE] = { "balance-phase",
                   "swlcg-rules-research.md 1.4.1 (guide; OCTGN goToBalance)" },
  [RR_REFRESH]
  = { "refresh-phase",
      "swlcg-rules-research.md 1.4.2; FAQ errata, Refresh Phase (p. 12)" },
  [RR_FIRST_TURN]
  = { "first-turn", "swlcg-rules-research.md 1.3, first-turn exceptions" },
  [RR_AFTER_REFRESH]
  = { "after-you-refresh", "FAQ errata, Refresh Phase (p. 12): after step 3" },
  [RR_DRAW] = { "draw-phase", "swlcg-rules-research.md 1.4.3; FAQ 1.1" },
  [RR_DRAW_DISCARD] = { "draw-discard", "swlcg-rules-gaps.md (a)" },
  [RR_DEPLOY] = { "deployment-phase", "swlcg-rules-research.md 1.4.4" },
  [RR_RESOURCES]
  = { "resources", "swlcg-rules-research.md 1.4.4: focus to pay, one resource "
                   "of the card's affiliation" },
  [RR_ENHANCE] = { "enhancements",
                   "card text \"Enhance ...\"; swlcg-rules-research.md 1.4.4" },
  [RR_UNIQUE] = { "unique", "FAQ copy definition; swlcg-rules-gaps.md (k)" },
  [RR_LIMITED] = { "limited", "keyword Limited (reminder text)" },
  [RR_CONFLICT] = { "conflict-phase", "swlcg-rules-research.md 1.4.5" },
  [RR_ENGAGE] = { "engagement", "swlcg-rules-research.md 1.4.5; FAQ 2.3, 2.8" },
  [RR_DECLARE] = { "declare", "swlcg-rules-research.md 1.4.5 steps 2-3" },
  [RR_EDGE] = { "edge-battle", "swlcg-rules-research.md 1.5" },
  [RR_FATE]
  = { "fate-cards", "swlcg-rules-research.md 1.5: ascending edge priority" },
  [RR_STRIKE] = { "strikes", "swlcg-rules-research.md 1.4.5 step 5; FAQ (A "
                             "Journey to Dagobah): all participants strike" },
  [RR_ICONS] = { "combat-icons", "rulebook p. 21 as quoted (forum 100481, "
                                 "122674); swlcg-rules-gaps.md (b)" },
  [RR_TACTICS]
  = { "tactics", "swlcg-rules-research.md 1.4.5 (OCTGN resolveTactics)" },
  [RR_DAMAGE]
  = { "damage",
      "rulebook p. 21 as quoted: damage capacity, excess ignored; FAQ 4.12" },
  [RR_SHIELD]
  = { "shields",
      "swlcg-rules-research.md 1.6: one shield, prevents 1 enemy damage" },
  [RR_PROTECT]
  = { "protect", "keyword Protect; FAQ 2.14; FAQ Q&A on protect and shields" },
  [RR_DESTROY]
  = { "destroyed", "swlcg-rules-research.md 1.4.5 (guide: destroyed cards)" },
  [RR_DIAL_DESTROYED]
  = { "dial-objectives", "swlcg-rules-research.md 1.1: +1, +2, +3 ..." },
  [RR_UNOPPOSED] = { "unopposed", "swlcg-rules-research.md 1.4.5 step 6" },
  [RR_FORCE]
  = { "force-phase",
      "FFG preview Committed to the Force; swlcg-rules-gaps.md (c)" },
  [RR_VICTORY] = { "victory", "swlcg-rules-research.md 1.1" },
  [RR_DECKOUT] = { "deck-out", "swlcg-rules-gaps.md (i), (j)" },
  [RR_TURN_LIMIT] = { "turn-limit", "holocron: simulation turn limit" },
  [RR_LOOP_GUARD]
  = { "loop-guard", "FAQ (2.1) Infinite Loops: \"should never be abused to "
                    "cause the game to stall\"; holocron: plays per window" },
  [RR_ACTION_WINDOW]
  = { "action-window",
      "FAQ Advanced Timing: Action Abilities; unofficial action window card" },
  [RR_INTERRUPT]
  = { "interrupts", "FAQ Advanced Timing: Interrupt Ability Timing" },
  [RR_REACTION]
  = { "reactions", "FAQ Advanced Timing: Reaction Ability Timing" },
  [RR_EFFECT_RESOLUTION]
  = { "effect-resolution", "FAQ Advanced Timing: Effect Resolution steps 1-6" },
  [RR_CANCEL]
  = { "cancel", "FAQ 3.1: cancelled effects keep their paid costs" },
  [RR_LIMITS] = { "limits", "FAQ 4.8" },
  [RR_ELITE] = { "elite", "keyword Elite (reminder text)" },
  [RR_EDGE_KW] = { "edge-keyword", "keyword Edge (X); FAQ 2.12" },
  [RR_SHIELDING] = { "shielding", "keyword Shielding (reminder text)" },
  [RR_TARGETED_STRIKE]
  = { "targeted-strike", "keyword Targeted Strike (reminder text)" },
  [RR_CAPTURE] = { "capture", "FAQ 2.13 Rescue; swlcg-rules-research.md 1.7" },
  [RR_CARD] = { "card-ability", "the card's own text" },
  [RR_CONTROL]
  = { "control-change", "FAQ 2.6 Force Cards and Control Change, 2.7 "
                        "Enhancement Cards and Control Change, 2.15 Cards "
                        "Leaving Play" },
  [RR_SIMULTANEOUS]
  = { "simultaneous-choices", "FAQ 2.2 Priority of Simultaneous Resolution" },
  [RR_SIMULTANEOUS_EFFECTS]
  = { "simultaneous-effects", "FAQ 2.9 Simultaneous Effects Conflict: the "
                              "active player orders them" },
  [RR_CANNOT_DAMAGE]
  = { "cannot-be-damaged", "FAQ 4.11: no damage dealt, reassigned or moved "
                           "to it; damage already there stays" },
  [RR_SWITCH] = { "switch", "FAQ 4.9: a switch needs items on both sides" },
  [RR_REMOVED] = { "removed-from-engagement",
                   "FAQ 3.3: a unit removed from an engagement did not "
                   "participate in it" },
  [RR_MOVE_DAMAGE] = { "move-damage", "FAQ 4.3: moved damage is not dealt, "
                                      "but the card it reaches is damaged" },
};

static const char *
phase_name (gint phase)
{
  static const char *const names[]
      = { "setup",      "balance",  "refresh", "draw",
          "deployment", "conflict", "force",   "end" };
  return phase >= 0 && phase < (gint)G_N_ELEMENTS (names) ? names[phase] : "?";
}

static gboolean
lcg_start (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
           const gint n_deck[HC_MAX_PLAYERS], GError **error)
{
  if (!lcg_build_decks (g, decks, n_deck, error))
    return FALSE;
  return lcg_start_at (g, "setup", NULL, error);
}

/* agent-eval.c */
double lcg_agent_evaluate (const HcGame *g, gint player);
extern const HcLevelTuning lcg_level_tuning;

static HcRuleset lcg = {
  .id = "lcg",
  .title = "Star Wars: The Card Game (Fantasy Flight Games, 2012-2016)",
  .player_names = player_names,
  .zone_names = zone_names,
  .n_zones = Z_COUNT,
  .counter_names = counter_names,
  .flag_names = flag_names,
  .n_counters = C_COUNT,
  .res_names = res_names,
  .n_res = R_COUNT,
  .global_names = global_names,
  .n_globals = G_COUNT,
  .switches = switches,
  .n_switches = SW_COUNT,
  .steps = lcg_steps,
  .n_steps = ST_COUNT,
  .step_names = lcg_step_names,
  .messages = lcg_messages,
  .n_messages = M_COUNT,
  .rules = lcg_rules,
  .n_rules = RR_COUNT,
  .in_play_zones
  = (1u << Z_OBJECTIVES) | (1u << Z_PLAY) | (1u << Z_AFFILIATION),
  .hidden_zones = (1u << Z_DECK) | (1u << Z_OBJ_DECK),
  /* not the edge stack: its cards are hidden while face down, and once
   * revealed stay revealed until they reach the discard pile (FAQ 1.3) */
  .private_zones = (1u << Z_HAND) | (1u << Z_DECK) | (1u << Z_OBJ_DECK),
  .counter_zones = counter_zones,
  .load_cards = lcg_load_cards,
  .start = lcg_start,
  .start_at = lcg_start_at,
  .option_label = lcg_option_label,
  .prompt = lcg_prompt,
  .window_offer = lcg_window_offer,
  .window_play = lcg_window_play,
  .window_begin = lcg_window_begin,
  .phase_name = phase_name,
  .card_stat = lcg_card_stat,
  .stat_names = stat_names,
  .n_stats = S_COUNT,
  .type_names = lcg_type_names,
  .n_types = T_COUNT,
  .card_text = lcg_card_text,
  .encoded_parts = lcg_encoded_parts,
  .part_text = lcg_part_text,
  .deck_cards = lcg_deck_cards,
  .evaluate = lcg_evaluate,
  .agent_evaluate = lcg_agent_evaluate,
  .level_tuning = &lcg_level_tuning,
  .redeal_pool = lcg_redeal_pool,
  .card_revealed = lcg_card_revealed,
  .card_moved = lcg_card_moved,
  .search_rollout = 10,
  .check_deck = lcg_check_deck,
  .unit_deck = lcg_set_deck,
  .unit_name = "objective set",
  .default_decks = { "lcg/decks/sith.deck", "lcg/decks/jedi.deck" },
};

HcRuleset *
lcg_ruleset (void)
{
  return &lcg;
}
