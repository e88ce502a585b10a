#!/usr/bin/env python3
"""Build data/lcg/cards.csv from the public swlcg-json card files.

Facts carry over: name, set, number, objective sets and positions, side,
affiliation, type, uniqueness, cost, damage capacity, Force icons,
resources, edge priority, combat icons (normal and edge-enabled), traits,
keywords and deck-building restrictions.  Game text does not: every card's
abilities are written in holocron's own encoding in the ENCODED table
below (see rulesets/lcg/cards.c for the grammar).  A card not in the table
gets its enhancement placement where the placement is plain, and one
`todo KIND` per printed ability, so coverage reports it as missing.

usage: tools/lcg-import.py JSON... > data/lcg/cards.csv, with JSON the
core-set.json, edge-of-darkness.json, the-desolation-of-hoth.json,
assault-on-echo-base.json, escape-from-hoth.json,
the-search-for-skywalker.json, join-us-or-die.json,
between-the-shadows.json, balance-of-the-force.json,
darkness-and-light.json, imperial-entanglements.json,
heroes-and-legends.json, the-battle-of-hoth.json, a-dark-time.json,
knowledge-and-defense.json and lure-of-the-dark-side.json of
../shared/data/swlcg/json-jgornick/json/
(the Makefile-free command is in doc/rules/lcg.md)
"""
import collections
import csv
import json
import re
import sys

SET_CODES = {
    "Core Set": "Core",
    "Edge of Darkness": "EoD",
    "The Desolation of Hoth": "DoH",
    "Assault on Echo Base": "AoEB",
    "Escape from Hoth": "EfH",
    "The Search for Skywalker": "SfS",
    "Join Us or Die": "JUoD",
    "Between the Shadows": "BtS",
    "Balance of the Force": "BotF",
    "Darkness and Light": "DaL",
    "Imperial Entanglements": "IE",
    "Heroes and Legends": "HaL",
    "The Battle of Hoth": "BoH",
    "A Dark Time": "ADT",
    "Knowledge and Defense": "KaD",
    "Lure of the Dark Side": "LotDS",
}

# Beyond the Core Set, only the objective sets holding a card the FAQ names
# (Last Defense of Hoth 54, Cloud City Operative 70/72, Succumb to the
# Cold! 42, Trust Me 71, Imperial Blockade 88, Undercover Operative 74, Get
# Me Solo! 47, Spice Visions 83/86, Jabba the Hutt 81, Chewbacca 69, Old
# Ben's Spirit 37, The Killing Cold 40, Remote Hideout 67), and the sets
# their other cards also belong to (75, 84, 90), so every set is whole.
FAQ_SETS = {37, 40, 42, 47, 54, 67, 69, 70, 71, 72, 74, 75, 81, 83, 84, 86,
            88, 90}
# Sets holding a card that exercises a rules clarification no Core Set card
# does: Join Me 94 (control change, FAQ 2.6, 2.7, 2.15), Aggression 66
# (both players choose, FAQ 2.2), Precision Flying 125 (edge values add up,
# FAQ 2.12), Hold-out Blaster 60 and Han's Heavy Blaster Pistol 78 (icons
# recalculated and doubled after additions, FAQ 2.10, 2.11).
FAQ_SETS |= {60, 66, 78, 94, 125}
# And for more of them:
# 184 (Bubo: "Protect [Scum and Villainy] unit", a descriptor that is not a
# trait, FAQ 2.14; Underground Entertainment removes a unit from an
# engagement, FAQ 3.3); 98 (Safe House: "after you win a Force struggle",
# FAQ 4.7).
# 57 (Corrupt Official, an interrupt from the hand to damage to an
# objective: with It Could Be Worse, both players can interrupt one
# condition, FAQ Advanced Timing).
FAQ_SETS |= {57, 98, 184}
# Anger 50 and Hired Hands 109: two forced reactions to one Force struggle
# that conflict (one sacrifices the unit, the other destroys it), for FAQ
# 2.9 Simultaneous Effects Conflict.
FAQ_SETS |= {50, 109}
# 140 (General Tagge: with The Killing Cold (40) and the Core Set's Espo
# Trooper, a repeatable loop of plays, FAQ 2.1 Infinite Loops).
FAQ_SETS |= {140}
# Jubba Bird 130 (a light side unit with No enhancements) and Containment
# Field 106 (a dark side enhancement on an enemy unit): the only pair that
# shows the keyword, since the other units with it are dark side Creatures
# that no imported enhancement may go on.
FAQ_SETS |= {106, 130}

# Two sets of the restricted list (FAQ Restricted List; the 2015 update in
# swlcg-rules-gaps.md (g)): May the Force Be With You (112) and The
# Master's Domain (128), the pair FFG restricted "to separate", so that a
# deck with both can be checked.  Their cards are not encoded; where a
# title is already taken they are named "TITLE (SET NUMBER)" and leave the
# other cards' names alone.
RESTRICTED_SETS = {112, 128}

# Our encoding, card by card (key: the card number, which the packs after
# the Core Set continue).  Clauses are separated
# by " | ".  Traits are written with "_" for spaces.
ENCODED = {
    # events and units encoded with the LCG conformance scenarios
    89: "interrupt damage-friendly-non-vehicle: prevent 1; damage 1 target unit other",
    147: "static fate-placed-bonus",
    # objectives
    56: "reaction after-refresh: shield target friendly-unit-or-objective",
    86: "static force-struggle 1",
    91: "static ignore-resource-match",
    97: "reaction opponent-turn-begins: draw 1",
    27: "reaction opponent-turn-begins: draw 1",
    118: "reaction after-refresh: heal 1 target unit",
    121: "static ignore-resource-match",
    123: "reaction after-refresh: unfocus 1 target friendly-objective-or-enhancement",
    127: "static reserve 1",
    76: "static reduce-first enhancement 1",
    105: "static reduce-first event:sith 1",
    30: "reaction enters-play-self: capture-random 1",
    140: "reaction after-refresh: unfocus 1 target unit:Vehicle",
    142: "static lose-if-destroyed",
    143: "static attackers-only:Vehicle",
    145: "static max-attackers 2",
    68: "reaction edge-won-attacker limit once-per-turn: damage 1 engaged-objective",
    95: "reaction you-play-unit:Force_User: draw 1",
    16: "action cost focus-self: unfocus 1 target friendly-unit:Black_Squadron",
    # units
    5: "reaction focused-to-strike-self: draw 1",
    8: "reaction after-refresh: unfocus 1 target friendly-unit",
    11: "reaction enters-play-self: draw 1",
    26: "static cannot-attack",
    63: "static enemy-objective-capacity -1",
    64: "reaction declared-self: damage 1 target enemy-unit",
    92: "reaction opponent-turn-begins: unfocus 1 self",
    100: "reaction committed-self: damage 1 target objective",
    114: "reaction objective-destroyed: unfocus 1 self",
    116: "action limit once-per-turn: heal 1 target unit:Vehicle",
    12: "action cost spend:1: shield target unit:Vehicle participating",
    14: "reaction declared-attacker-self: unfocus 1 target friendly-enhancement",
    21: "interrupt event-played cost sacrifice-self: cancel",
    44: "reaction enemy-objective-destroyed cost spend:1: dial 1",
    70: "reaction focused-to-strike-self only attacker: "
        "damage 1 each enemy-objective unengaged",
    74: "reaction enemy-objective-destroyed cost spend:2: dial 1",
    79: "reaction enters-play-self: discard-random 1",
    # enhancements
    6: "enhance play-area | static force-struggle 1",
    10: "enhance unit:Vehicle | grant shielding",
    18: "enhance unit:Character | grant ud",
    22: "enhance play-area",
    24: "enhance play-area",
    31: "enhance play-area",
    41: "enhance objective | grant capacity 3",
    49: "enhance play-area",
    57: "enhance play-area | reaction after-refresh: shield target unit",
    72: "enhance play-area",
    102: "enhance unit:Force_User/Force_Sensitive | grant ud bd",
    103: "enhance play-area | static friendly-units-gain bd",
    141: "enhance unit:Character | reaction after-refresh: unfocus-all enhanced",
    153: "enhance unit:Character | action cost focus-self: unfocus 1 enhanced",
    137: "enhance enemy-unit:Character | "
         "forced-reaction focused-to-strike-enhanced: focus 1 enhanced",
    93: "enhance unit:Character | grant capacity 3 | todo named-bonus",
    159: "enhance unit:Force_User/Force_Sensitive | grant ud | todo named-bonus",
    158: "enhance unit:Vehicle | grant ud bd",
    150: "enhance dial | static dial-engageable 10",
    # events
    1: "action: focus 1 each enemy-unit committed",
    28: "interrupt event-played: cancel",
    46: "reaction focused-to-strike:Character: unfocus 1 subject",
    50: "action only your-turn: heal-all target objective",
    59: "action limit 1-per-turn: damage 1 target unit:Character/Creature",
    60: "action: destroy target unit exhausted",
    71: "action: focus 1 target enemy-unit:Fighter",
    81: "interrupt damage: prevent 1",
    96: "action: shield-extra target unit:Character",
    108: "action limit 1-per-turn: damage 2 target enemy-unit-or-objective",
    128: "action only your-turn: destroy target objective",
    132: "action: unfocus 1 target unit:Fighter",
    54: "action: return-to-hand target friendly-unit",
    62: "action: stasis target enemy-unit:Character/Creature",
    80: "action: recall 1 light:2",
    83: "interrupt interrupt-executed: cancel; damage 1 target enemy-unit",
    85: "action: focus 1 light:2 target unit:Character/Creature",
    130: "action: return-to-hand target unit cost<=2",
    134: "action: discard-card target enhancement non-limited",
    152: "action: gain ud bd each unit:Trooper attacking",
    # the six cards of the pending FAQ scenarios
    19: "reaction damages-self:Character: capture subject",
    151: "reaction after-refresh cost discard-hand:1: "
         "return-to-hand target discard-unit:Ewok",
    122: "enhance unit:Force_User | grant divide-ud",
    3: "interrupt destroyed-self: search-objective",
    47: "action cost sacrifice:Vehicle: "
        "destroy target enemy-unit:Vehicle cost<=4",
    164: "interrupt leaves-play-self: opponent-sacrifices Vehicle",
    144: "interrupt other-friendly-objective-engaged limit once-per-turn: "
         "engage-instead",
    # cards the FAQ names
    34: "action: draw 2; discard-chosen 1",
    88: "static captured-on-leave | "
        "interrupt leaves-play-self: unfocus-all each friendly-card",
    166: "static gains-per-enhancement ud bd",
    # cards the FAQ names beyond the Core Set
    190: "action cost sacrifice-unit: heal 1 target friendly-objective:Hoth",
    327: "interrupt event-played cost damage-self:2: cancel",
    319: "reaction damaged-self only engagement: "
         "damage-twice-dealt target participating-enemy-unit",
    179: "enhance unit:Character | interrupt destroyed-enhanced: "
         "cancel; heal-all enhanced; discard-card self",
    315: "enhance play-area | static first-unit-focused",
    341: "static free-if-enemy-objectives-exhausted",
    404: "static undamaged-first-unit-tax 1",
    # Core Set cards of the starter decks and others, by the mechanisms
    # they need
    159: "enhance unit:Force_User/Force_Sensitive | grant ud | "
         "grant if:Darth_Vader targeted-strike",
    93: "enhance unit:Character | grant capacity 3 | "
        "grant if:Boba_Fett targeted-strike",
    115: "interrupt unit-destroyed:Character limit once-per-turn: "
         "to-hand-instead",
    693: "reaction after-refresh: shield each friendly-unit:Trooper",
    696: "enhance play-area | reaction friendly-unit-left-play:Trooper "
         "limit 3-per-phase: opponent-damages 1 each enemy-objective",
    77: "action cost sacrifice-unit only engagement: "
        "shield each friendly-unit participating",
    167: "action cost sacrifice-unit: draw 2; opponent-discards 1",
    78: "action: discard-from-opponent-hand 1",
    66: "enhance play-area | action cost focus-self: "
        "opponent-damages 1 each enemy-unit",
    90: "enhance play-area | action cost focus-self only defender: "
        "opponent-focuses 1 each enemy-unit participating",
    104: "reaction declared-attacker-self: opponent-damages 1 each enemy-objective",
    53: "reaction declared-attacker-self: no-defend target enemy-unit",
    55: "enhance friendly-objective | interrupt destroyed-enhanced: dial-down 1",
    39: "interrupt your-objective-destroyed: dial-down 1",
    35: "reaction you-play-event:sith limit once-per-turn: damage 1 target unit",
    51: "reaction objective-destroyed: return-to-hand target discard-event:sith",
    99: "reaction your-draw-phase-begins: hand-to-bottom 1",
    107: "forced-reaction after-refresh: destroy-cheapest-except Vehicle",
    168: "action cost focus:Ewok: discard-card target enhancement",
    32: "action: ignore-match-this-phase",
    119: "action: put-into-play target discard-unit:Force_User",
    94: "action cost focus-self: put-into-play target hand-unit cost<=1",
    42: "reaction enemy-attacker-struck:Character/Droid: capture subject",
    146: "reaction unopposed-attacker-self: damage 1 engaged-objective",
    161: "static play-from-discard",
    23: "enhance objective | static resources-match-all",
    162: "reaction survived-attacker-self: engage-again",
    # cards for the rules clarifications no Core Set card exercises
    432: "action only your-deployment: "
         "take-control target unit:Character non-unique",
    311: "action only your-turn: each-player-sacrifices",
    628: "enhance unit:Fighter | grant edge 2",
    # FAQ 3.3: a unit removed from an engagement did not participate
    904: "enhance play-area | action cost shuffle-self: "
         "remove-from-engagement target participating-enemy-unit non-vehicle; "
         "damage 1 that",
    # FAQ Advanced Timing: interrupts, active player first
    273: "interrupt objective-damage:scum-and-villainy cost discard-self: "
         "prevent-any",
    # FAQ 4.11: cannot be damaged
    258: "static immune-with-edge",
    # FAQ 2.9: Anger and Hired Hands, conflicting forced reactions
    240: "enhance enemy-unit:Character | forced-reaction "
         "enhanced-controller-loses-force-struggle-own-turn: sacrifice enhanced",
    554: "forced-reaction you-lose-force-struggle: destroy self",
    # FAQ 4.7: winning a Force struggle
    504: "enhance play-area | reaction you-win-force-struggle: unfocus 1 self",
    # FAQ 4.9: a switch needs items on both sides
    379: "interrupt edge-stacks-placed: switch-edge-stacks",
    # FAQ 4.3: moving damage is not dealing it
    69: "reaction after-refresh cost damage-self:1: "
        "move-damage 1 target friendly-unit; to target enemy-unit",
    285: "enhance unit:Character aff:smugglers-and-spies | "
         "static limit-1-per-unit | static double-icons-while-fewer-units",
    362: "enhance unit:Character | grant ud bd | grant if:Han_Solo edge 1",
    284: "action: return-to-hand self",
    # FAQ 2.1: General Tagge, the loop with The Killing Cold and Espo Trooper
    694: "interrupt friendly-unit-leaves-play:Trooper subject-cost<=2: "
         "to-hand-instead",
    # the rest of the Core Set: captures and rescues
    131: "reaction enters-play-self: capture-top 3",
    117: "action: rescue",
    135: "reaction you-capture-enemy-unit: unfocus 1 target objective",
    20: "reaction you-capture-enemy-unit: "
        "unfocus-up-to 3 each friendly-non-unit",
    # ... and strikes
    37: "action: gain bd up-to 2 unit:Vehicle attacking",
    29: "reaction focused-to-strike:Character: gain-choice subject",
    160: "reaction focused-to-strike-self: discard-top-gain self",
    40: "reaction your-draw-phase-begins cost reserve:1: "
        "damage 1 target unit",
    # ... and whole boards, decks and units
    139: "action only force-phase: to-deck-bottom-random each unit",
    4: "action: keep-return 3 each unit",
    61: "action: shed target friendly-unit:Character",
    129: "reaction enters-play-self: reveal-take 5 imperial-navy 3",
    # ... and units joining an engagement from hand
    7: "action from-hand only engagement: play-participating | "
       "reaction enters-play-self only engagement: "
       "damage 1 each participating-enemy-unit",
    13: "action from-hand only engagement: play-participating | "
        "reaction enters-play-self only engagement: damage 1 engaged-objective",
    75: "reaction edge-won from-hand: enter-participating",
    # ... and paying
    111: "action cost sacrifice-self: next-card-cheaper 1",
    124: "enhance enemy-objective | reaction enhanced-generates: draw 1",
    138: "interrupt you-play-unit-now:Vehicle: discard-to-discount",
    87: "interrupt you-play-unit-now:Vehicle: discard-to-discount",
    # FAQ errata (v3.0): "may enter play as an enhancement on any Fighter
    # unit you control with the text: 'Enhanced unit gains UD BD'"
    17: "static pilot-on:Fighter | grant ud bd",
    # ... and edge battles
    101: "static opponent-first-edge-faceup",
    110: "static fate-twice",
    # the six FAQ cards of the edge-stack, focus-token and hand rulings
    257: "interrupt you-place-edge only undamaged limit once-per-edge-battle: "
         "edge-from-deck-instead",
    324: "reaction enters-play-self: "
         "move-focus target unit to target unit cost<=2",
    201: "reaction focus-removed-enemy-unit only control:Hoth: focus 1 subject",
    387: "interrupt focus-placed-friendly-unit:Character/Creature: "
         "damage-instead",
    375: "static no-enemy-event-targets | action cost focus-self: "
         "put-into-play target hand-unit-or-enhancement cost<=2",
    227: "action only your-turn: name-unit-capture",
    # other cards of those objective sets
    334: "action: move-focus target unit:Character to target unit:Character",
    331: "reaction edge-won: draw 1",
    388: "fate: shield target unit-or-objective",
    259: "action cost sacrifice-self: return-to-hand target unit cost<=2",
    226: "enhance play-area | static friendly-objective-capacity 1",
    374: "static reserve-per-captured 1",
    # No enhancements shown: Jubba Bird (130) and Containment Field (106)
    648: "action cost sacrifice-self: "
         "lose-icon-choice target unit:Character/Creature",
    540: "enhance enemy-unit | grant no-force-icons",
    541: "reaction you-win-force-struggle: "
         "capture target enemy-unit committed",
    # fate cards
    65: "fate: damage 1 target participating-enemy-unit",
    169: "fate: damage 1 target participating-enemy-unit",
    133: "fate only attacker: damage 1 engaged-objective",
    170: "fate only attacker: damage 1 engaged-objective",
    157: "fate: cancel-edge-battle",
    171: "fate: cancel-edge-battle",
    # later packs' cards of the random games' two decks (Scum and
    # Villainy, Smugglers and Spies), then the other imported sets
    414: "reaction enters-play-self: shield target unit-or-objective",
    412: "forced-reaction after-refresh: damage 1 self",
    346: "reaction after-refresh: damage 1 target unit committed",
    344: "reaction you-play-event: heal 1 target objective",
    329: "reaction enters-play-self: discard-card target enhancement cost<=2",
    191: "action cost sacrifice-self: remove-from-engagement target unit "
         "attacking non-vehicle; damage 1 that",
    328: "action cost spend:1 limit once-per-turn: "
         "remove-from-engagement target unit participating",
    330: "reaction objective-destroyed only engagement: "
         "destroy each unit participating",
    320: "static gains-while-damaged ud bd",
    391: "static gains-while-captured bd",
    413: "static gains-while-captured ud bd",
    390: "static gains-per-captured-objective bd",
    348: "reaction edge-won: gain-phase ud ud target unit participating",
    415: "action: gain-phase ud bd each friendly-unit shielded",
    262: "reaction edge-won only edge-margin:2: "
         "gain bd bd target unit participating",
    314: "reaction focused-to-strike-self only have-edge: "
         "capture target enemy-unit cost<=1",
    312: "static resources-per-captured 1",
    322: "static undamaged-unopposed-bonus 2",
    323: "static alone-bars-defenders-cost 3",
    340: "static alone-bars-defenders-cost 3",
    339: "static alone-attackers-gain:smugglers-and-spies bd",
    181: "action only opponent-turn: "
         "unfocus-all target unit:Character enhancements>=2",
    178: "reaction after-refresh cost damage-self:1: recall-enhancement",
    200: "static cheaper-per-objective:Hoth 2",
    224: "static cheaper-if-captured 2",
    345: "reaction focused-to-strike-self cost damage-self:1 only attacker: "
         "rescue-engaged; draw 1",
    397: "static sacrifice-at-focus 4",
    376: "reaction your-conflict-phase-begins: "
         "move-focus target friendly-unit:Character to self",
    392: "action: move-focus target friendly-unit:Vehicle to target "
         "unit:Vehicle cheaper-than-first",
    384: "action cost focus-self:2: focus 1 target unit attacking",
    # other imported sets
    237: "static force-struggle 1",
    271: "reaction after-refresh: unfocus 1 target unit:Mercenary/Bounty_Hunter",
    503: "interrupt leaves-play-self: draw 1",
    900: "action cost focus-self: return-to-hand target discard-unit:Creature",
    502: "reaction focused-to-strike-self limit once-per-turn: "
         "return-to-hand target friendly-unit other; unfocus 1 self",
}

# Where a not-yet-encoded enhancement goes, read from its plain placement
# sentence (the sentence itself is not kept).
ENHANCE = [
    (r"^Enhance your play area\.", "enhance play-area"),
    (r"^Enhance the Death Star dial\.", "enhance dial"),
    (r"^Enhance an objective you control\.", "enhance friendly-objective"),
    (r"^Enhance an enemy objective\.", "enhance enemy-objective"),
    (r"^Enhance an objective\.", "enhance objective"),
    (r"^Enhance an enemy unit\.", "enhance enemy-unit"),
    (r"^Enhance an enemy ([A-Za-z ]+) unit\.", "enhance enemy-unit:{0}"),
    (r"^Enhance an? ([A-Za-z ]+?)(?: or ([A-Za-z ]+))? unit\.", "enhance unit:{0}"),
]

KIND_WORDS = {
    "Action": "action",
    "Reaction": "reaction",
    "Interrupt": "interrupt",
    "Forced Reaction": "forced-reaction",
    "Forced Interrupt": "forced-interrupt",
}


def trait_word(t):
    return t.strip().replace(" ", "_")


def enhance_clause(text):
    for pat, out in ENHANCE:
        m = re.match(pat, text or "")
        if m:
            traits = [trait_word(g) for g in m.groups() if g]
            return out.format("/".join(traits))
    return None


def printed_number(v):
    """A printed number; "X" (defined by the card's text) reads as 0."""
    return v if isinstance(v, int) else 0


def keywords(r):
    """Keywords as our tokens, and the deck-building restrictions."""
    out = []
    text = r["text"] or ""
    for k in r["abilities"]["keywords"]:
        w = k["keyword"]
        if w == "Elite":
            out.append("elite")
        elif w == "Shielding":
            out.append("shielding")
        elif w == "Targeted Strike":
            out.append("targeted-strike")
        elif w == "Limited":
            out.append("limited")
        elif w == "No enhancements":
            out.append("no-enhancements")
        elif w == "Edge":
            m = re.search(r"Edge \((\d+)\)", text)
            out.append("edge %s" % (m.group(1) if m else "1"))
        elif w == "Protect":
            m = re.search(r"Protect (?:\[([A-Za-z ]+)\] )?([A-Za-z0-9 ]+?)\.",
                          text)
            if m.group(1):
                # "[Affiliation] unit": a card type of one affiliation
                out.append("protect %s:%s" % (
                    trait_word(m.group(2)),
                    m.group(1).lower().replace(" ", "-")))
            else:
                out.append("protect %s" % trait_word(m.group(2)))
        else:
            sys.exit("unknown keyword %r on %s" % (w, r["title"]))
    if r["isLimitedToObjectiveDeck"]:
        out.append("limit-1-per-objective-deck")
    if r["isLockedToAffiliation"]:
        out.append("affiliation-only")
    return " | ".join(out)


def todo_clauses(r):
    kinds = [KIND_WORDS[t] for t in r["abilities"]["types"] if t in KIND_WORDS]
    out = []
    text = r["text"] or ""
    if r["type"] == "Enhancement":
        e = enhance_clause(text)
        if e:
            out.append(e)
        else:
            out.append("todo enhance")
    for k in kinds:
        out.append("todo " + k)
    # text that is neither a keyword nor a triggered ability: a lasting
    # (constant) ability, or a fate card's effect
    lines = [l for l in text.split("\n") if l.strip()]
    for l in lines:
        head = l.split(":")[0]
        if head in KIND_WORDS or l.startswith("Enhance "):
            continue
        if re.match(r"^(Elite|Shielding|Targeted Strike|Limited|No enhancements|"
                    r"Edge \(\d+\)|Protect [^.]+)\.", l):
            continue
        if re.match(r"^(Limit 1 per objective deck|[A-Za-z ]+ affiliation only)\.", l):
            continue
        if re.match(r"^(Phase Sequence|Starting Reserve)", l):
            continue
        if r["type"] == "Fate":
            out.append("todo fate")
        elif l.startswith("Play only"):
            out.append("todo play-restriction")
        else:
            out.append("todo constant")
    return " | ".join(out)


def reserve(r):
    """An affiliation card's starting reserve value (a printed number)."""
    m = re.search(r"Starting Reserve: (\d+)", r["text"] or "")
    return int(m.group(1)) if m else 0


def icons(r, key):
    c = r[key] or {}
    return [c.get("unitDamage", 0) or 0, c.get("blastDamage", 0) or 0,
            c.get("tactics", 0) or 0]


def main(paths):
    cards = collections.OrderedDict()
    for path in paths:
        for r in json.load(open(path)):
            if r["product"] != "Core Set" and \
                    r["objectiveSetNumber"] not in FAQ_SETS | RESTRICTED_SETS:
                continue
            # a reprint in a later pack keeps its number: the same card,
            # in one more objective set (listed under its first pack)
            key = (r["number"], r["title"])
            if key not in cards:
                cards[key] = {"r": r, "sets": []}
            if r["objectiveSetNumber"] is not None:
                cards[key]["sets"].append(
                    (r["objectiveSetNumber"], r["objectiveSetSequence"]))
    def restricted_only(k):
        return all(n in RESTRICTED_SETS for n, _ in cards[k]["sets"])
    titles = collections.Counter(k[1] for k in cards if not restricted_only(k))
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["name", "title", "set", "number", "objective_sets", "side",
                "affiliation", "type", "unique", "cost", "damage", "force",
                "resources", "reserve", "priority", "ud", "bd", "tactics", "ee_ud",
                "ee_bd", "ee_tactics", "traits", "keywords", "abilities"])
    def order(k):
        c = cards[k]
        return (c["sets"][0] if c["sets"] else (999, 0), k[0], k[1])
    for key in sorted(cards, key=order):
        r = cards[key]["r"]
        number, title = key
        code = SET_CODES[r["product"]]
        name = title
        if titles[title] > 1 or (restricted_only(key) and titles[title]):
            name = "%s (%s %d)" % (title, code, number)
        sets = ";".join("%d:%d" % s for s in sorted(set(cards[key]["sets"])))
        aff = r["affiliation"].lower().replace(" ", "-")
        ab = ENCODED.get(number)
        if ab is None:
            ab = todo_clauses(r)
        w.writerow([name, title, code, number, sets, r["side"].lower(), aff,
                    r["type"].lower(), 1 if r["isUnique"] else 0,
                    r["cost"] or 0, printed_number(r["damageCapacity"]),
                    r["forceIcons"] or 0, r["resourceValue"] or 0,
                    reserve(r), r["edgePriorityNumber"] or 0]
                   + icons(r, "normalCombatIcons")
                   + icons(r, "edgeEnabledCombatIcons")
                   + ["; ".join(r["abilities"]["traits"]), keywords(r), ab])


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
