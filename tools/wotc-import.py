#!/usr/bin/env python3
"""Build data/wotc/cards.csv from the public Lackey set files.

Facts (name, set, number, side, type, subtype, cost, speed, power, health,
rarity) carry over.  Game text does not: each clause is translated into
holocron's ability encoding where we recognise it, and otherwise recorded as
`todo <kind>` so coverage reports the card as missing.  Re-run after teaching
the engine a new clause form.

usage: tools/wotc-import.py ../shared/data/swtcg SET... > data/wotc/cards.csv
"""
import csv
import re
import sys

ARENA = r"(Space|Ground|Character)"
NUMW = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def n_of(w):
    w = w.lower()
    return NUMW[w] if w in NUMW else int(w)


def sub_word(plural):
    """Droids -> Droid; single words only (our filter matches one word)."""
    w = plural.strip()
    if " " in w:
        return None
    if w.endswith("s") and w not in ("Jedi",):
        w = w[:-1]
    return w


def unit_sel(words, arena=None, who="own", choose=True):
    """'your units', 'your Characters', 'your Space or Ground units'."""
    sel = ["choose" if choose else "each", who]
    words = words.strip()
    m = re.match(r"^(Space|Ground|Character)s?(?: units?)?$", words)
    m2 = re.match(r"^(Space|Ground|Character) or (Space|Ground|Character) units?$", words)
    if words in ("units", "unit"):
        pass
    elif m:
        sel.append(m.group(1).lower())
    elif m2:
        sel.append(m2.group(1).lower() + "/" + m2.group(2).lower())
    else:
        return None
    if arena:
        sel.append(arena.lower())
    return " ".join(sel)


def phrase(words):
    """'Naboo Soldiers' -> 'Naboo_Soldier' (plural of the last word dropped)."""
    ws = words.strip().split()
    if not ws:
        return None
    # "Tatooine units" are the units whose subtype says Tatooine (RIC-920)
    if len(ws) > 1 and ws[-1] in ("unit", "units"):
        ws = ws[:-1]
        return "_".join(ws)
    last = ws[-1]
    if last.endswith("s") and last not in ("Jedi",):
        last = last[:-1]
    return "_".join(ws[:-1] + [last])


def stat_list(text):
    """'+10 speed and +1 power' -> [('speed', 10), ('power', 1)] or None."""
    out = []
    for part in re.split(r",? and |, ", text.strip()):
        m = re.match(r"^([+-]\d+) (speed|power|health)$", part.strip())
        if m:
            out.append((m.group(2), int(m.group(1))))
            continue
        m = re.match(r"^(Critical Hit|Stun|Lucky|Accuracy|Shields) (\d+)$", part.strip())
        if m:
            out.append((GRANT_WORDS[m.group(1)], int(m.group(2))))
            continue
        return None
    return out


def statics(cond, sel, text):
    lst = stat_list(text)
    if not lst:
        return None
    return " | ".join(f"static {cond} : {sel} gets {k} {v}" for k, v in lst)


SELF = r"(?:this unit|[A-Z][\w' -]*?)"
TRIGGER_EVENTS = [
    (r"^When " + SELF + r" is discarded from the (Space|Ground|Character) arena, ", "discarded {0}"),
    (r"^When you deploy " + SELF + r", ", "deployed"),
    (r"^When " + SELF + r" attacks, ", "attacks"),
]
TRIGGER_EFFECTS = [
    (r"draw (a|an|one|two|three|\d+) cards?", lambda g: f"draw {n_of(g[0])}"),
    (r"you gain \+?(\d+) Force", lambda g: f"gain-force {g[0]}"),
    (r"your opponent loses (\d+) Force", lambda g: f"opponent-loses-force {g[0]}"),
    (r"you get \+?(\d+) build points? this turn", lambda g: f"build-points {g[0]}"),
    (r"look at your opponent'?s hand", lambda g: "look-hand"),
    # the boost lasts for the attack: a card that does not say so
    # (Droid Starfighter DFS-1VR) waits for a ruling
    (r"you may give (?:it|him|her|" + SELF + r") \+(\d+) power for (?:this|that) attack\. If you do, "
     + r"(?:it|he|she|" + SELF + r") does (\d+) damage to (?:itself|himself|herself) when the attack ends",
     lambda g: f"may stat self power {g[0]} attack ; damage-at-attack-end self {g[1]}"),
]


def translate_trigger(c):
    """'When EVENT, EFFECT' for the simple events and effects of units:
    discarded from an arena, deployed, attacks; draw, Force, build points,
    a look at the opponent's hand, a power boost paid for with damage."""
    for ev, ev_out in TRIGGER_EVENTS:
        m = re.match(ev, c)
        if not m:
            continue
        rest = c[m.end():]
        for eff, out in TRIGGER_EFFECTS:
            e = re.match("^" + eff + "$", rest)
            if e:
                event = ev_out.format(*[g.lower() for g in m.groups()])
                return f"on {event} : {out(e.groups())}"
        return None
    return None


def translate(clause, battle=False):
    """Our encoding for one clause of game text, or None."""
    c = clause.strip().rstrip(".")
    if battle:
        return translate_battle(c)
    t = translate_more(c)
    if t:
        return t
    m = re.match(r"^\[tap\] -> Draw (a|\d+) cards?(?:, then discard (a|\d+) cards? from your hand)?\. Play only during your build step$", c)
    if m:
        out = f"act tap -> draw {n_of(m.group(1))}"
        if m.group(2):
            out += f" ; discard-hand {n_of(m.group(2))}"
        return out + " @build"
    m = re.match(r"^\[tap\] -> One of your units in the (Space|Ground|Character) arena gets \+(\d+) speed and \+(\d+) power until the end of battle\. Play only during your build step$", c)
    if m:
        return f"act tap -> stat choose own {m.group(1).lower()} speed {m.group(2)} battle ; stat it power {m.group(3)} battle @build"
    m = re.match(r"^\[tap\] -> Each of your units in the (Space|Ground|Character) arena gets Critical Hit (\d+) until end of battle\. Play only during your build step$", c)
    if m:
        return f"act tap -> keyword each own {m.group(1).lower()} critical-hit {m.group(2)} battle @build"
    m = re.match(r"^\[tap\] -> One of your Characters gets \+(\d+) power until the end of battle\. Play only when .+ would attack$", c)
    if m:
        return f"act tap -> stat choose own character power {m.group(1)} battle @would-attack"
    m = re.match(r"^\[tap\] -> Retreat one of your (\w+)\. Play only when .+ would attack$", c)
    if m and sub_word(m.group(1)):
        return f"act tap -> retreat choose own sub:{sub_word(m.group(1))} @would-attack"
    m = re.match(r"^\[tap\] -> \+(\d+) Force you gain\. Only during your build step play$", c)
    if m:
        return f"act tap -> gain-force {m.group(1)} @build"
    m = re.match(r"^Pay (\d+) Force -> [\w' -]+ gets Critical Hit (\d+) for this attack$", c)
    if m:
        return f"act force:{m.group(1)} -> keyword self critical-hit {m.group(2)} attack @attacking"
    m = re.match(r"^Pay (\d+) Force -> [\w' -]+ gets \+(\d+) power for this attack$", c)
    if m:
        return f"act force:{m.group(1)} -> stat self power {m.group(2)} attack @attacking"
    m = re.match(r"^Pay (\d+) Force -> Prevent (\d+) damage to [\w' -]+$", c)
    if m and not m.group(0).endswith("units") and "one of" not in c:
        return f"act force:{m.group(1)} -> prevent self {m.group(2)} @prevent"
    m = re.match(r"^When this unit is discarded from the (Space|Ground|Character) arena, draw a card$", c)
    if m:
        return f"on discarded {m.group(1).lower()} : draw 1"
    m = re.match(r"^When this unit is discarded from the (Space|Ground|Character) arena, it does (\d+) damage to each of your (\w+) in each arena$", c)
    if m and sub_word(m.group(3)):
        return f"on discarded {m.group(1).lower()} : damage each own sub:{sub_word(m.group(3))} {m.group(2)}"
    m = re.match(r"^When the battle phase starts, if [\w' -]+ is in the (Space|Ground|Character) arena, remove all damage counters from [\w' -]+$", c)
    if m:
        return f"on battle-start if self-in {m.group(1).lower()} : heal self all"
    m = re.match(r"^When the battle phase ends, if [\w' -]+ is in the (Space|Ground|Character) arena, you gain \+(\d+) Force$", c)
    if m:
        return f"on battle-end if self-in {m.group(1).lower()} : gain-force {m.group(2)}"
    m = re.match(r"^When end the battle phase does, if [\w' -]+ in the (Space|Ground|Character) arena is, \+(\d+) Force you gain$", c)
    if m:
        return f"on battle-end if self-in {m.group(1).lower()} : gain-force {m.group(2)}"
    m = re.match(r"^When you deploy [\w' -]+, you lose (\d+) Force$", c)
    if m:
        return f"on deployed : lose-force {m.group(1)}"
    m = re.match(r"^When its attack ends, you may retreat [\w' -]+$", c)
    if m:
        return "on attack-end : may retreat self"
    m = re.match(r"^As long as (?:this unit|[\w' -]+) is in the (Space|Ground|Character) arena, each of your (other )?(\w+?)(?: units)? gets? ([+-]\d+) (speed|power)$", c)
    if m:
        what = m.group(3)
        sel = "each own" + (" other" if m.group(2) else "")
        if what in ("Space", "Ground", "Character"):
            sel += " " + what.lower()
        elif what == "Characters":
            sel += " character"
        elif sub_word(what):
            sel += " sub:" + sub_word(what)
        else:
            return None
        return f"static if self-in {m.group(1).lower()} : {sel} gets {m.group(5)} {int(m.group(4))}"
    m = re.match(r"^As long as [\w' -]+ is in the (Space|Ground|Character) arena, each of your opponent's (Space|Ground|Character)s? (?:units )?gets? ([+-]\d+) (speed|power)$", c)
    if m:
        return f"static if self-in {m.group(1).lower()} : each enemy {m.group(2).lower()} gets {m.group(4)} {int(m.group(3))}"
    return translate_trigger(c)


MISSION_SENTENCES = [
    (r"^Discard your hand$", "discard-hand all"),
    (r"^Then draw (\d+) cards$", "draw {0}"),
    (r"^Your opponent loses (\d+) Force$", "opponent-loses-force {0}"),
    (r"^You gain \+(\d+) Force$", "gain-force {0}"),
    (r"^(?:Then )?[Yy]ou gain \+(\d+) Force$", "gain-force {0}"),
    (r"^Draw (a|\d+) cards?$", "draw {0}"),
    (r"^Your opponent chooses and discards (a|\d+) cards? from his or her hand$", "opponent-discards {0}"),
    (r"^Remove up to (\d+) damage counters from one of your (Characters|Ground units|Space units)$", "heal choose own {1} {0}"),
    (r"^To complete Vader's Call, you may pay any amount of Force up to X$", "pay-force-up-to-x"),
    (r"^Your opponent discards a number of cards equal to the Force you paid$", "opponent-discards paid"),
    (r"^You get \+(\d+) build points? this turn$", "build-points {0}"),
]


WHOLE_MISSIONS = [
    (r"^When the turn ends, if your opponent has no Jedi in any arena, you win the game$",
     "delay @build | on turn-end if no enemy sub:Jedi : win-game"),
    (r"^When the battle phase starts, choose one of your opponent's units in the (Ground|Space|Character) arena\. [\w' -]+ does (\d+) dice of damage to that unit\. Your opponent gains \+(\d+) Force$",
     "delay @build | on battle-start : dice-damage choose enemy {0} {1} ; opponent-gains-force {2}"),
    (r"^One of your Characters becomes a Jedi until the game ends$", "add-subtype choose own character Jedi game"),
    (r"^Remove all damage counters from one of your units in the Space or Ground arena\. Put that unit face-down in your build zone with (\d+) build counters on it\. Discard all cards stacked with it and its Pilot, if any$",
     "refit choose own space/ground {0}"),
    (r"^Until end of turn, each of your Jedi gets 'Pay (\d+) Force -> This unit gets \+(\d+) power for this attack\.'$",
     "gift Jedi force {0} power {1}"),
    (r"^Each player chooses and discards one of his or her units from each arena in which he or she\s+has (\d+) or more units\. Dark Side first, then Light Side$",
     "cull {0}"),
    (r"^Search your deck\. You may take a card from your deck with the same name as one of your units in any arena\. Show it to your opponent and put it into your hand\. Then shuffle your deck$",
     "search own same-title"),
    (r"^You may complete this Mission only if you have a Jedi in the Character arena\. \| Search your deck\. You may take a unit card from your deck\. Show it to your opponent and put it into your hand\. Then shuffle your deck$",
     "search own unit-card @build only-if have own character sub:Jedi"),
    (r"^Search your deck\. You may take a Jedi card from your deck\. Show it to your opponent and put it into your hand\. Then shuffle your deck and gain \+(\d+) Force$",
     "search own sub:Jedi ; gain-force {0}"),
    (r"^You may discard one of your units from any arena\. If you do, you get \+(\d+) build points this turn$",
     "may discard choose own ; build-points {0}"),
    (r"^Your opponent can't retreat any Characters during his or her retreat step this turn$",
     "no-retreat-for each enemy character turn"),
    (r"^Choose Space, Ground, or Character\. Reveal cards from the top of your deck until you reveal a unit card of that type\. Put that card into your hand and shuffle the other revealed cards into your deck$",
     "choose-arena ; reveal-until"),
    (r"^Look at your opponent's hand\. Then you gain \+(\d+) Force$", "look-hand ; gain-force {0}"),
    (r"^Look at your opponent's hand\. If your opponent has any Battle or Mission cards there, choose one of them\. Your opponent discards that card$",
     "look-hand ; strip-hand any battle-card mission-card"),
    (r"^Return up to (\d+) (Space|Ground) units? cards from your discard pile to your hand$", "recover own {1} unit-card {0}"),
    (r"^When the battle phase starts, choose one of your opponent's units in any arena\. Target the Senator does (\d+) dice of damage to that unit$",
     "delay @build | on battle-start : dice-damage choose enemy {0}"),
    (r"^Choose one of your units\. As long as that unit is in an arena, your other units in that arena can't be attacked this turn$",
     "guard-others choose own turn"),
    (r"^One of your units can't attack or be attacked this turn$",
     "target choose own ; pacify it turn ; protect it turn"),
    (r"^Choose one of your units\. Prevent all damage to that unit this turn$", "shelter choose own turn"),
    (r"^Each Battle card costs (\d+) more Force to play this turn\.?(?: \(.*\))?$", "battle-cost {0} turn"),
]


def translate_mission(text):
    for pat, fmt in WHOLE_MISSIONS:
        m = re.match(pat, text.strip().rstrip("."))
        if m:
            vals = [{"Space": "space", "Ground": "ground", "Character": "character"}.get(g, g)
                    for g in m.groups()]
            body = fmt.format(*vals)
            return "play free -> " + body + ("" if "@build" in body else " @build")
    m = re.match(r"^Choose one of your opponent's units in the (Space|Ground|Character) arena with power (\d+) or less\. Your opponent discards that unit\.?$", text.strip())
    if m:
        return f"play free -> discard choose enemy {m.group(1).lower()} power<={m.group(2)} @build"
    parts = []
    for sentence in re.split(r"(?<=\.)\s+", text.strip()):
        sentence = sentence.strip().rstrip(".")
        if not sentence:
            continue
        sentence = re.sub(r"^Draw (\d+) cards\. Then you gain", r"Draw \1 cards. Then you gain", sentence)
        for pat, fmt in MISSION_SENTENCES:
            m = re.match(pat, sentence)
            if m:
                vals = []
                for g in m.groups():
                    g = {"a": "1", "Characters": "character", "Ground units": "ground",
                         "Space units": "space", "Space": "space", "Ground": "ground",
                         "Character": "character"}.get(g, g)
                    vals.append(g)
                parts.append(fmt.format(*vals))
                break
        else:
            return None
    return "play free -> " + " ; ".join(parts) + " @build" if parts else None


GRANT_WORDS = {"Critical Hit": "critical-hit", "Stun": "stun", "Lucky": "lucky",
               "Accuracy": "accuracy", "Shields": "shields"}


def grants(items):
    """'+20 speed', 'Critical Hit 2', 'Armor' ... -> our grant list or None."""
    out = []
    for it in items:
        it = it.strip().rstrip(".").strip()
        if not it:
            continue
        m = re.match(r"^([+-]\d+) (speed|power|health)$", it, re.I)
        if m:
            out.append(f"{m.group(2).lower()} {int(m.group(1))}")
            continue
        m = re.match(r"^(Critical Hit|Stun|Lucky|Accuracy|Shields) (\d+)$", it)
        if m:
            out.append(f"{GRANT_WORDS[m.group(1)]} {m.group(2)}")
            continue
        if it == "Armor":
            out.append("armor")
            continue
        return None
    return " ; ".join(out) if out else None


PILOT_KINDS = {"Starfighter": "Starfighter", "Capital Ship": "Capital", "Transport": "Transport",
               "Speeder": "Speeder", "Walker": "Walker", "Patrol Ship": "Patrol"}


def translate_pilot(c):
    m = re.match(r"^\[Pilot\] (Starfighter|Capital Ship|Transport|Speeder|Walker|Patrol Ship)(?: and (Starfighter|Capital Ship|Transport|Speeder|Walker|Patrol Ship))? [Pp]ilot\. [Tt]he [\w ]+? gets:? (.*)$", c.strip())
    if not m:
        return None
    rest = m.group(3).strip()
    items = [x for x in re.split(r"\s*\*\s*", rest) if x.strip()] if rest.startswith("*") else re.split(r" and ", rest.rstrip("."))
    g = grants(items)
    if not g:
        return None
    kinds = PILOT_KINDS[m.group(1)] + ("/" + PILOT_KINDS[m.group(2)] if m.group(2) else "")
    return f"pilot {kinds} : {g}"


def translate_equipment(text):
    parts = [p.strip().rstrip(".") for p in text.split("|")]
    if len(parts) != 2:
        return None
    m = re.match(r"^Pay (.+) -> Equip$", parts[0])
    if not m:
        return None
    bp = force = 0
    for cost in m.group(1).split(","):
        cost = cost.strip()
        mm = re.match(r"^(\d+) build points?$", cost)
        mf = re.match(r"^(\d+) Force$", cost)
        if mm:
            bp = int(mm.group(1))
        elif mf:
            force = int(mf.group(1))
        else:
            return None
    m = re.match(r"^Equipped (Space|Ground|Character|Space or Ground) unit gets (.+)$", parts[1])
    if not m:
        return None
    g = grants(re.split(r" and ", m.group(2)))
    if not g:
        return None
    types = m.group(1).lower().replace(" or ", "/")
    return f"equip {types} bp:{bp} force:{force} : {g}"


SPIRIT_CLAUSES = [
    (r"^Whenever one of your (\w+) would be damaged, you may prevent that damage\. If you do, put (\d+) damage counters on [\w' -]+$",
     "on would-be-damaged if subject own sub:{0} : may prevent it all ; put-damage self {1}"),
    (r"^Whenever you prevent damage to one of your units, draw a card$", "on prevented if subject own : draw 1"),
    (r"^When Anakin attacks, you may give him \+(\d+) power for that attack\. If you do, when the attack ends, Anakin does (\d+) damage to himself$",
     "on attacks : may stat self power {0} attack ; damage-at-attack-end self {1}"),
    (r"^When the battle phase starts, if [\w' -]+ is in the (Space|Ground) arena and has a Pilot on it, you gain \+(\d+) Force$",
     "on battle-start if self-in {0} and count self piloted >= 1 : gain-force {1}"),
    (r"^When the roll for build points is made, if [\w' -]+ is in the (Character) arena, you get \+(\d+) build points? this turn$",
     "on build-roll if self-in {0} : build-points {1}"),
    (r"^[\w' -]+ (?:doesn't|does not) count towards? controlling the Character arena$", "no-control"),
    (r"^Prevent all damage to and (?:from|done by) [\w' -]+$", "no-damage"),
    (r"^Each of your Jedi Character's activated abilities costs 1 less Force to play\. Abilities that cost 1 or more Force can't cost less than 1 Force$",
     "static : each own character sub:Jedi gets act-cost -1"),
    (r"^When your build step starts, if you have Luke Skywalker or Princess Leia in the Character arena, gain (\d+) Force$",
     "on build-start if count own character name:Luke_Skywalker/Princess_Leia >= 1 : gain-force {0}"),
    (r"^At the end of the Character battle step, gain 1 Force for each Spirit you control$",
     "on step-end character : gain-force-per each own sub:Spirit"),
    (r"^When Vader attacks a Character other than a Jedi Knight or a Jedi Master, you may pay Force equal to that Character's total build cost\. If you do, that Character retreats when Vader's attack ends$",
     "on attacks if attacking any character not-sub:Jedi_Knight/Jedi_Master : may pay-cost-of defender ; retreat-at-attack-end defender"),
    (r"^\[tap\] -> Disrupt a Battle card, unless its controller pays (\d+) Force$", "act tap -> disrupt {0} @disrupt"),
    (r"^When you finish building Bright Hope, you may put a Ground card from your hand face down under it\. If Bright Hope is discarded from the Space arena, put that Ground card face down in your build zone with (\d+) build counters on it$",
     "on completed : store own ground unit-card | on discarded space : release-stored {0}"),
    (r"^\[tap\], Pay (\d+) Force -> Choose one of your opponent's units in the Character arena\. [\w-]+ does (\d+) damage to that Character\. Your opponent can't use Evade to prevent that damage unless that Character is a Jedi Master\. Play only when [\w-]+ would attack$",
     "act tap,force:{0} -> damage choose enemy character {1} no-evade-unless sub:Jedi_Master @would-attack"),
    (r"^\[tap\], (\d+) Force pay -> An Opponents unit you choose\. In the Character arena it must be\. To that Character (\d+) damage Yoda does\. To prevent that damage your opponent Evade cannot use, unless that Character a Jedi Master or Sith Master is\. Only when Yoda would attack play$",
     "act tap,force:{0} -> damage choose enemy character {1} no-evade-unless sub:Jedi_Master/Sith_Master @would-attack"),
]


UPKEEP_WAYS = [
    (r"^[Pp]ay (\d+) build points?$", "bp:{0}"),
    (r"^[Pp]ay (\d+) Force$", "force:{0}"),
    (r"^[Dd]iscard (\d+|a) cards? from (?:your )?hand$", "discard:{0}"),
    (r"^tap (?:this unit|[\w' -]+)$", "tap"),
    (r"^[Pp]ut (\d+) damage counters? on (?:this unit|[\w' -]+)$", "damage:{0}"),
]


def translate_upkeep(c):
    m = re.match(r"^Upkeep: (.+)$", c)
    if not m:
        return None
    ways = []
    for part in re.split(r",? or |, ", m.group(1).strip().rstrip(".")):
        for pat, fmt in UPKEEP_WAYS:
            mm = re.match(pat, part.strip())
            if mm:
                ways.append(fmt.format(*[("1" if g == "a" else g) for g in mm.groups()]))
                break
        else:
            return None
    return "upkeep " + " / ".join(ways)


def build_zone_sel(words):
    """'Space unit', 'Starfighter', 'Stormtrooper Character', 'Geonosian'
    -> the selector words for such a partially built card, or None."""
    ws = words.split()
    if ws and ws[-1] == "unit":
        ws = ws[:-1]
    out = ["choose", "own"]
    if ws and ws[-1] in ("Space", "Ground", "Character"):
        out.append(ws.pop().lower())
    if len(ws) > 1:
        return None
    if ws:
        if not sub_word(ws[0]):
            return None
        out.append("sub:" + sub_word(ws[0]))
    return " ".join(out + ["partially-built"])


BUILD_COUNTER_COSTS = {"[tap]": "tap", "Tap": "tap"}


def translate_build_counters(c):
    """'COST -> Show one of your partially built X cards to your opponent.
    Put N build counters on it.' and the face-down wording of later sets,
    with the showing as the cost (Imperial II Star Destroyer)."""
    m = re.match(r"^(Reserves: )?(.+?) -> (.+)\. Play only during your build step$", c)
    if not m:
        return None
    reserves, cost, effect = m.groups()
    shown = None
    if re.match(r"^Discard [\w' -]+ from the (?:Space|Ground|Character) arena$", cost):
        cost = "discard-self"
    elif cost in BUILD_COUNTER_COSTS:
        cost = BUILD_COUNTER_COSTS[cost]
    else:
        shown = re.match(r"^Show a face-down ([\w -]+?) card in your build zone to your opponent$", cost)
        if not shown:
            return None
        cost = "free"
    if shown:
        e = re.match(r"^Put (a|\d+) build counters? on that card$", effect)
        what = shown.group(1)
    else:
        e = (re.match(r"^Show one of your partially built ([\w -]+?) cards to your opponent\. Put (a|\d+) build counters? on it$", effect)
             or re.match(r"^Show a face-down ([\w -]+?) card in your build zone to your opponent\. Put (a|\d+) build counters? on that card$", effect))
        what = e.group(1) if e else None
    if not e or not what:
        return None
    sel = build_zone_sel(what)
    if not sel:
        return None
    n = n_of(e.groups()[-1])
    return f"{'reserves ' if reserves else ''}act {cost} -> build-counters {sel} {n} @build"


def translate_more(c):
    t = translate_upkeep(c)
    if t:
        return t
    t = translate_build_counters(c)
    if t:
        return t
    m = re.match(r"^Bounty: (?:Gain (\d+) Force|(\d+) build points?|Draw (\d+) [Cc]ards?)$", c.strip().rstrip("."))
    if m:
        if m.group(1):
            return f"bounty force:{m.group(1)}"
        if m.group(2):
            return f"bounty bp:{m.group(2)}"
        return f"bounty draw:{m.group(3)}"
    m = re.match(r"^Reserves: Tap -> Draw a card\. Play only during your build step$", c)
    if m:
        return "reserves act tap -> draw 1 @build"
    m = re.match(r"^Reserves: Tap, Pay (\d+) build points? -> Draw (\d+) cards, then discard (\d+) card from your hand\. Play only during your build step.*$", c)
    if m:
        return f"reserves act tap,bp:{m.group(1)} -> draw {m.group(2)} ; discard-hand {m.group(3)} @build"
    m = re.match(r"^Reserves: Tap -> Prevent (\d+) damage to one your (Space or Ground) units$", c)
    if m:
        return f"reserves act tap -> prevent choose own space/ground pending {m.group(1)} @prevent"
    for pat, fmt in SPIRIT_CLAUSES:
        m = re.match(pat, c)
        if m:
            return fmt.format(*[g.lower() if g in ("Space", "Ground", "Character")
                                else phrase(g) if g.endswith("s") and g.isalpha() else g
                                for g in m.groups()])
    m = re.match(r"^As long as [\w' -]+ is in the (Space|Ground|Character) arena, each (other )?([\w ]+?)( in that arena)? gets ([+-]\d+) (speed|power)$", c)
    if m and not m.group(3).startswith("of "):
        other = "other " if m.group(2) else ""
        # "each Stormtrooper in that arena": the arena of the condition
        where = f" {m.group(1).lower()}" if m.group(4) else ""
        return f"static if self-in {m.group(1).lower()} : each any {other}sub:{phrase(m.group(3))}{where} gets {m.group(6)} {int(m.group(5))}"
    m = re.match(r"^As long as [\w' -]+ is in the (Space|Ground|Character) arena, each of your (other )?([\w ]+?) gets? ([+-]\d+) (speed|power)$", c)
    if m and " " in m.group(3):
        other = "other " if m.group(2) else ""
        # "Ground units" names an arena, not a subtype word
        arena = re.match(r"^(Space|Ground|Character) units$", m.group(3))
        what = arena.group(1).lower() if arena else "sub:" + phrase(m.group(3))
        return f"static if self-in {m.group(1).lower()} : each own {other}{what} gets {m.group(5)} {int(m.group(4))}"
    m = re.match(r"^As long as [\w' -]+ is in the (Space|Ground|Character) arena, each of your (\w+) gets \+(\d+) speed and ([\w ]+) gets \+(\d+) power$", c)
    if m:
        a = m.group(1).lower()
        return (f"static if self-in {a} : each own sub:{phrase(m.group(2))} gets speed {m.group(3)} | "
                f"static if self-in {a} : each own name:{m.group(4).replace(' ', '_')} gets power {m.group(5)}")
    m = re.match(r"^As long as [\w' -]+ is attacking an? (\w+), (?:he|she|it) gets (.+)$", c)
    if m:
        return statics(f"if attacking any sub:{m.group(1)}", "self", m.group(2))
    m = re.match(r"^As long as you have (?:another|a|an) (\w+) in the (Space|Ground|Character) arena, [\w' -]+ gets (.+)$", c)
    if m:
        other = "other " if "another" in c.split(",")[0] else ""
        return statics(f"if count own {other}{m.group(2).lower()} sub:{phrase(m.group(1))} >= 1", "self", m.group(3))
    m = re.match(r"^As long as you have another (\w+) in any arena, this unit gets (.+)$", c)
    if m:
        return statics(f"if count own other sub:{phrase(m.group(1))} >= 1", "self", m.group(2))
    m = re.match(r"^As long as there are one or more (\w+) in any arena, this unit gets (.+)$", c)
    if m:
        return statics(f"if count any sub:{phrase(m.group(1))} >= 1", "self", m.group(2))
    m = re.match(r"^As long as you have no other units in the (Space|Ground|Character) arena, this unit gets (.+)$", c)
    if m:
        return statics(f"if no own other {m.group(1).lower()}", "self", m.group(2))
    m = re.match(r"^As long as [\w' -]+ is in the (Space|Ground|Character) arena, each activated ability of your opponent's units costs (\d+) more Force to play$", c)
    if m:
        return f"static if self-in {m.group(1).lower()} : each enemy gets act-cost {m.group(2)}"
    m = re.match(r"^As long as [\w' -]+ is in the (Space|Ground|Character) arena, each (\w+) costs (\d+) fewer build counters? to deploy$", c)
    if m:
        return f"static if self-in {m.group(1).lower()} : each any sub:{phrase(m.group(2))} gets cost -{m.group(3)}"
    m = re.match(r"^When the (Space|Ground|Character) battle steps? starts, if [\w' -]+ is in the (Space|Ground|Character) arena, choose one: (.+), or (.+)$", c)
    if m:
        a, b = m.group(3).strip(), m.group(4).strip()
        ops = []
        for x in (a, b):
            x = re.sub(r" until (?:the )?end of battle$", "", x)
            mm = re.match(r"^remove (\d+) damage counters? from [\w' -]+$", x)
            mk = re.match(r"^[\w' -]+ gets Critical Hit (\d+)$", x)
            ms = re.match(r"^[\w' -]+ gets \+(\d+) (speed|power)$", x)
            if mm:
                ops.append(f"heal self {mm.group(1)}")
            elif mk:
                ops.append(f"keyword self critical-hit {mk.group(1)} battle")
            elif ms:
                ops.append(f"stat self {ms.group(2)} {ms.group(1)} battle")
            else:
                return None
        return f"on step-start {m.group(1).lower()} if self-in {m.group(2).lower()} : one-of {ops[0]} ; {ops[1]}"
    m = re.match(r"^When the roll for build points is made, if [\w' -]+ is in the (Space|Ground|Character) arena, the (?:Dark|Light) Side gets -(\d+) build points? this turn$", c)
    if m:
        return f"on build-roll if self-in {m.group(1).lower()} : opponent-build-points -{m.group(2)}"
    m = re.match(r"^As long as [\w' -]+ is in the (Character) arena, each of your other Characters gets \+(\d+) speed\. When the battle phase ends, [\w' -]+ does (\d+) damage to each of your other Characters$", c)
    if m:
        return (f"static if self-in character : each own other character gets speed {m.group(2)} | "
                f"on battle-end : damage each own other character {m.group(3)}")
    m = re.match(r"^When the battle phase ends, if [\w' -]+ is in the (Character) arena, you may remove a damage counter from one of your (\w+), (\w+), or (\w+)$", c)
    if m:
        subs = "/".join(phrase(x) for x in m.group(2, 3, 4))
        return f"on battle-end if self-in character : may heal choose own sub:{subs} 1"
    m = re.match(r"^As long as [\w' -]+ is in the (Space) arena, your opponent can't retreat any Space units with damage counters on them during his or her retreat step$", c)
    if m:
        return "static if self-in space : each enemy space damaged gets no-retreat"
    m = re.match(r'^As long as [\w-]+ is in the (Character) arena, your opponent builds all cards face up\. The cards are still considered "+face-down"+$', c)
    if m:
        return "static if self-in character : each enemy gets reveal-builds"
    m = re.match(r"^\[tap\] -> Choose one of your opponents units in the Character arena\. [\w-]+ does (\d+) damage to that unit unless your opponent has a Jedi in the Character arena and pays (\d+) Force\. Play only when [\w-]+ would attack$", c)
    if m:
        return f"act tap -> target choose enemy character ; unless-opponent-pays {m.group(2)} with enemy character sub:Jedi ; damage it {m.group(1)} @would-attack"
    m = re.match(r"^When your opponent rolls one or more dice in an attack on [\w ]+, you may reroll any of those dice$", c)
    if m:
        return "on rolled-at : may reroll-hits self"
    m = re.match(r"^\[tap\] -> Search your deck\. You may take a Battle card from your deck\. Show it to your opponent and put it into your hand\. Then shuffle your deck\. Play only during your build step$", c)
    if m:
        return "act tap -> search own battle-card @build"
    m = re.match(r"^Discard [\w-]+ from the Character arena -> Prevent all damage to one of your Characters\. Then you gain additional Force equal to the damage prevented$", c)
    if m:
        return "act discard-self -> prevent choose own character pending all ; gain-force paid @prevent"
    m = re.match(r"^Discard [\w-]+ from the Character arena -> Prevent all damage to any one non-Jedi Character$", c)
    if m:
        return "act discard-self -> prevent choose any character not-sub:Jedi pending all @prevent"
    m = re.match(r"^Put (\d+) damage counter on [\w-]+ and retreat her -> Prevent all damage to [\w-]+$", c)
    if m:
        return f"act damage-self:{m.group(1)},retreat-self -> prevent self all @prevent"
    m = re.match(r"^\[tap\], Discard (\d+) cards from your hand -> Draw (\d+) cards\. Play only during your build step$", c)
    if m:
        return f"act tap,discard:{m.group(1)} -> draw {m.group(2)} @build"
    m = re.match(r"^\[tap\] -> Your opponent chooses one of his or her units in the (Character) arena\. Tap that unit unless your opponent pays (\d+) Force\. Play only during your build step$", c)
    if m:
        return f"act tap -> target choose enemy character by-opponent ; unless-opponent-pays {m.group(2)} ; tap it @build"
    m = re.match(r"^\[tap\] -> Choose one of your opponent's units in the (Character) arena\. Tap that unit unless your opponent pays (\d+) Force\. Play only when [\w' -]+ would attack$", c)
    if m:
        return f"act tap -> target choose enemy character ; unless-opponent-pays {m.group(2)} ; tap it @would-attack"
    m = re.match(r"^\[tap\] -> You opponents chooses and discards a card from his or her hand\. Play only during your build step$", c)
    if m:
        return "act tap -> opponent-discards 1 @build"
    m = re.match(r"^\[tap\] -> You get \+(\d+) build points this turn\. You opponent gets \+(\d+) build points this turn\. Play only during you build step$", c)
    if m:
        return f"act tap -> build-points {m.group(1)} ; opponent-build-points {m.group(2)} @build"
    m = re.match(r"^Tap -> One of your units in the (Space|Ground|Character) arena gets \+(\d+) power for this attack$", c)
    if m:
        return f"act tap -> stat choose own {m.group(1).lower()} power {m.group(2)} attack @attack"
    return None


def translate_location(c):
    c = c.strip().rstrip(".")
    m = re.match(r"^When the (Space|Ground|Character) battle step starts, [\w' -]+ does (\d+) dice of damage to each unit in the (Space|Ground|Character) arena$", c)
    if m:
        return f"on step-start {m.group(1).lower()} : dice-damage each any {m.group(3).lower()} {m.group(2)}"
    m = re.match(r"^Double all damage that would be done by units in the (Space|Ground|Character) arena$", c)
    if m:
        return f"double-damage {m.group(1).lower()}"
    if c == "When you put this Location into its arena, draw a card":
        return "on deployed : draw 1"
    if c == "When the roll for build points is made, you may reroll it once":
        return "on build-roll : may reroll-build-roll"
    m = re.match(r"^When the turn ends, you gain (\d+) Force and your opponent loses (\d+) Force$", c)
    if m:
        return f"on turn-end : gain-force {m.group(1)} ; opponent-loses-force {m.group(2)}"
    m = re.match(r"^At the start of the (Space|Ground|Character) battle step, your opponent loses (\d+) Force$", c)
    if m:
        return f"on step-start {m.group(1).lower()} : opponent-loses-force {m.group(2)}"
    m = re.match(r"^When your build step starts, (?:you )?gain (\d+) Force$", c)
    if m:
        return f"on build-start : gain-force {m.group(1)}"
    m = re.match(r"^When your build step starts, draw (\d+) card$", c)
    if m:
        return f"on build-start : draw {m.group(1)}"
    m = re.match(r"^When your build step starts, gain (\d+) build point$", c)
    if m:
        return f"on build-start : build-points {m.group(1)}"
    return None


ENHANCES = [
    (r"^Enhance: Pay (\d+) more Force -> This turn, whenever that unit would be damaged, prevent up to (\d+) of that damage instead$",
     "enhance force:{0} -> ward choose own space/ground {1} turn"),
    (r"^Enhance: Pay (\d+) more Force -> That (\w+) gets \+(\d+) power for this attack instead$",
     "enhance force:{0} -> stat choose own sub:{1} power {2} attack"),
    (r"^Enhance: Pay (\d+) more Force -> That unit gets -(\d+) power for this attack, instead$",
     "enhance force:{0} -> stat choose enemy power -{1} attack"),
    (r"^Enhance: Pay (\d+) more Force -> Prevent (\d+) damage to that unit instead$",
     "enhance force:{0} -> prevent choose own pending {1}"),
    (r"^Enhance: Pay (\d+) more Force -> [\w' -]+ does (\d+) dice of damage to that unit instead$",
     "enhance force:{0} -> dice-damage choose any {1}"),
    (r"^Enhance: Pay (\d+) more Force -> He gets Accuracy (\d+) until end of turn, instead$",
     "enhance force:{0} -> keyword each own name:Luke_Skywalker accuracy {1} turn"),
]


def translate_enhance(base, c):
    c = c.strip().rstrip(".")
    for pat, fmt in ENHANCES:
        m = re.match(pat, c)
        if m:
            return fmt.format(*m.groups())
    return None


BATTLE_DURATIONS = [
    (r"for this attack", "attack"),
    (r"until (?:the )?end of battle", "battle"),
    (r"until (?:the )?end of turn", "turn"),
]


def battle_units(words):
    """'units', 'Ground units', 'Characters', 'Starfighters', 'Jedi',
    'Soldiers in the Ground arena' -> selector filters after own, or None."""
    m = re.match(r"^(.+?)(?: in the (Space|Ground|Character) arena)?$", words)
    what, arena = m.group(1), m.group(2)
    out = []
    m = re.match(r"^(Space|Ground|Character)s?(?: units?)?$", what)
    if what in ("units", "unit"):
        pass
    elif m:
        out.append(m.group(1).lower())
    elif " " not in what and sub_word(what):
        out.append("sub:" + sub_word(what))
    else:
        return None
    if arena and arena.lower() not in out:
        out.append(arena.lower())
    return " ".join(out)


def translate_pump(c):
    """'[Pay N Force ->] One of your / Each of your UNITS gets LIST DURATION':
    stat and keyword changes for a while, the player's own units."""
    for pat, dur in BATTLE_DURATIONS:
        m = re.match(r"^(?:Pay (\d+) Force -> )?(One|Each) of your (.+?) gets? (.+) " + pat + r"\.*$", c)
        if m:
            break
    else:
        return None
    force, one, units, items = m.groups()
    sel = battle_units(units)
    lst = stat_list(items)
    if sel is None or not lst:
        return None
    first = ("choose own " if one == "One" else "each own ") + sel
    ops = []
    for k, v in lst:
        target = first if not ops or one == "Each" else "it"
        target = target.strip()
        if k in ("speed", "power", "health"):
            ops.append(f"stat {target} {k} {v} {dur}")
        else:
            ops.append(f"keyword {target} {k} {v} {dur}")
    timing = " @attack" if dur == "attack" else ""
    return f"play force:{force or 0} -> " + " ; ".join(ops) + timing


def translate_battle(c):
    m = re.match(r"^Pay (\d+) Force -> Choose one of your Space or Ground units\. This turn, whenever that unit would be damaged, prevent (\d+) of that damage$", c)
    if m:
        return f"play force:{m.group(1)} -> ward choose own space/ground {m.group(2)} turn"
    m = re.match(r"^Pay (\d+) Force -> One of your (\w+) gets \+(\d+) power for this attack$", c)
    if m and m.group(2) != "units":
        # "Characters" is a kind of unit, not a subtype (Preemptive Shot)
        sel = battle_units(m.group(2)) or "sub:" + phrase(m.group(2))
        return f"play force:{m.group(1)} -> stat choose own {sel} power {m.group(3)} attack @attack"
    m = re.match(r"^Pay (\d+) Force -> Choose one of your opponent's units\. That unit gets -(\d+) power for this attack$", c)
    if m:
        return f"play force:{m.group(1)} -> stat choose enemy power -{m.group(2)} attack @attack"
    m = re.match(r"^Pay (\d+) Force -> Prevent (\d+) damage to one of your units$", c)
    if m:
        return f"play force:{m.group(1)} -> prevent choose own pending {m.group(2)} @prevent"
    m = re.match(r"^Pay (\d+) Force -> Choose a unit in any arena\. [\w' -]+ does (\d+) dice of damage to that unit$", c)
    if m:
        return f"play force:{m.group(1)} -> dice-damage choose any {m.group(2)}"
    m = re.match(r"^Pay (\d+) Force -> Luke Skywalker gets Accuracy (\d+) until end of turn$", c)
    if m:
        return f"play force:{m.group(1)} -> keyword each own name:Luke_Skywalker accuracy {m.group(2)} turn"
    m = re.match(r"^Pay (\d+) Force, Discard R2-D2 from any arena -> Retreat all of your units\. You can't lose the game this turn$", c)
    if m:
        return f"play force:{m.group(1)} -> discard choose own name:R2-D2 ; retreat each own ; cant-lose turn only-if have own name:R2-D2"
    m = re.match(r'^Pay (\d+) Force -> One of your units gets "Pay 0 Force -> Retaliate X" until end of turn, where X is that unit\'s build cost\. When this turn ends, discard that unit$', c)
    if m:
        return f"play force:{m.group(1)} -> target choose own ; grant-retaliate it ; doom-turn it"
    m = re.match(r"^Pay (\d+) Force -> Choose one of your opponent's units in the Ground or Character arena\. If your opponent rolled no hits for that unit's last attack, he or she discards that unit\. Play only after that unit has attacked and before any other unit attacks$", c)
    if m:
        return f"play force:{m.group(1)} -> discard choose enemy ground/character last-missed"
    m = re.match(r"^Pay (\d+) Force -> Choose one of your opponent's tapped units in the (Space|Ground) arena\. Untap that unit\. The next time it would attack this turn, you may have it attack another of your opponent's units in the (?:Space|Ground) arena$", c)
    if m:
        return f"play force:{m.group(1)} -> untap choose enemy tapped {m.group(2).lower()} ; hijack it"
    m = re.match(r"^Pay (\d+) Force -> Choose an arena where no unit has attacked this turn\. Each unit in that arena gets -(\d+) power until the end of battle$", c)
    if m:
        return f"play force:{m.group(1)} -> choose-arena unattacked ; stat each any chosen-arena power -{m.group(2)} battle"
    m = re.match(r"^Pay (\d+) Force -> One of your units gets \+(\d+) power for this attack\. When this attack ends, discard that unit$", c)
    if m:
        return f"play force:{m.group(1)} -> stat choose own power {m.group(2)} attack ; discard-at-attack-end it @attack"
    m = re.match(r"^Pay (\d+) Force -> Choose one of your opponents Characters\. This turn, each of your Characters get Critical Hit (\d+) as long as he or she is attacking that Character$", c)
    if m:
        return f"play force:{m.group(1)} -> flaw choose enemy character critical-hit {m.group(2)} turn"
    m = re.match(r"^Pay (\d+) Force -> Choose an arena\. Retreat any number of your units in that arena\. Play only if no unit is attacking$", c)
    if m:
        return f"play force:{m.group(1)} -> choose-arena ; retreat choose-any own chosen-arena only-if no-attack"
    m = re.match(r"^Pay (\d+) Force -> Choose a (Space|Ground) unit in your opponent's build zone\. Put that unit into the (?:Space|Ground) arena\. If it's tapped, untap it$", c)
    if m:
        return f"play force:{m.group(1)} -> deploy choose enemy in-build-zone {m.group(2).lower()}"
    m = re.match(r"^Pay (\d+) Force -> Choose one of your units\. That unit can't be attacked this turn as long as you have any other units in the same arena$", c)
    if m:
        return f"play force:{m.group(1)} -> protect choose own turn while-others"
    m = re.match(r"^Prevent all damage done by (Space units|Ground units|Characters) this turn\. Play only before any unit in the (Space|Ground|Character) arena attacks$", c)
    if m:
        a = {"Space units": "space", "Ground units": "ground", "Characters": "character"}[m.group(1)]
        return f"play free -> ceasefire {a} turn only-if before-attacks {m.group(2).lower()}"
    m = re.match(r"^Pay (\d+) Force -> Each of you Characters gets \+(\d+) power until the end of battle\. Play only if one of your Characters has been discarded from the Character arena this turn$", c)
    if m:
        return f"play force:{m.group(1)} -> stat each own character power {m.group(2)} battle only-if lost-character"
    m = re.match(r"^Pay (\d+) Force -> Choose an arena\. Each of (your|your opponent's) units in that arena gets (.+?) until (?:the )?end of battle$", c)
    if m:
        who = "own" if m.group(2) == "your" else "enemy"
        lst = stat_list(m.group(3))
        if lst and all(k in ("speed", "power") for k, _ in lst):
            ops = " ; ".join(f"stat each {who} chosen-arena {k} {v} battle" for k, v in lst)
            return f"play force:{m.group(1)} -> choose-arena ; {ops}"
    m = re.match(r"^Pay (\d+) Force -> Choose one of your opponent's (\w+) in the (Space|Ground|Character) arena\. Your opponent discards that \w+$", c)
    if m:
        return f"play force:{m.group(1)} -> discard choose enemy {m.group(3).lower()} sub:{phrase(m.group(2))}"
    m = re.match(r"^Pay (\d+) Force -> Untap one of your tapped (\w+) in the (?:Space|Ground) arena or tapped (\w+) in the (?:Space|Ground) arena$", c)
    if m:
        return f"play force:{m.group(1)} -> untap choose own tapped sub:{phrase(m.group(2))}/{phrase(m.group(3))}"
    m = re.match(r"^Pay (\d+) Force -> Up to 2 of your units each get \+(\d+) power until the end of battle$", c)
    if m:
        return f"play force:{m.group(1)} -> stat choose own power {m.group(2)} battle ; stat choose own not-it power {m.group(2)} battle"
    m = re.match(r"^Pay (\d+) Force -> Choose one of your units in the same arena as the attacking unit\. the attacking unit now attacks that unit instead of the original defending unit, unless that unit can't be attacked\. Play this only before your opponent rolls attack dice$", c)
    if m:
        return f"play force:{m.group(1)} -> intercept choose own attacker-arena @defending"
    m = re.match(r"^(?:Pay (\d+) Force -> )?One of your units gets \+(\d+) power for this attack$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> stat choose own power {m.group(2)} attack @attack"
    m = re.match(r"^(?:Pay (\d+) Force -> )?[Tt]he attacking unit gets ([+-]\d+) power for this attack$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> stat attacker power {int(m.group(2))} attack @attack"
    m = re.match(r"^(?:Pay (\d+) Force -> )?One of your units gets \+(\d+) speed(?: and \+(\d+) power)? until the end of battle$", c)
    if m:
        out = f"play force:{m.group(1) or 0} -> stat choose own speed {m.group(2)} battle"
        if m.group(3):
            out += f" ; stat it power {m.group(3)} battle"
        return out
    m = re.match(r"^(?:Pay (\d+) Force -> )?One of your units gets Critical Hit (\d+) for this attack$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> keyword choose own critical-hit {m.group(2)} attack @attack"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Prevent up to (\d+) damage to one of your (.+)$", c)
    if m and unit_sel(m.group(3)):
        return f"play force:{m.group(1) or 0} -> prevent {unit_sel(m.group(3))} pending {m.group(2)} @prevent"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Reroll all your attack dice$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> reroll all @reroll"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Choose one or more of your attack dice\. Reroll those dice$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> reroll chosen @reroll"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Prevent (?:up to )?(\d+) damage to one of your units\. That unit may do that much damage to a unit of your choice in the same arena$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> deflect choose own pending {m.group(2)} @prevent"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Choose an untapped (Space|Ground|Character)(?: unit)?\. Tap that (?:unit|Character)$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> tap choose any untapped {m.group(2).lower()}"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Untap one of your units with power (\d+) or less$", c)
    if m:
        # untapping an untapped unit would change nothing: only tapped ones
        return f"play force:{m.group(1) or 0} -> untap choose own tapped power<={m.group(2)}"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Choose an untapped unit\. Tap that unit$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> tap choose any untapped"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Remove up to (\d+) damage counters from one of your (.+)$", c)
    if m and unit_sel(m.group(3)):
        return f"play force:{m.group(1) or 0} -> heal {unit_sel(m.group(3))} {m.group(2)}"
    m = re.match(r"^(?:Pay (\d+) Force -> )?Retreat one of your units\. Play only if no unit is attacking$", c)
    if m:
        return f"play force:{m.group(1) or 0} -> retreat choose own only-if no-attack"
    return translate_pump(c)


KEYWORDS = [
    (r"^Lucky (\d+)$", "lucky {0}"),
    (r"^Overkill$", "overkill"),
    (r"^Stun (\d+)$", "stun {0}"),
    (r"^Hidden Cost (\d+)$", "hidden-cost {0}"),
    (r"^Pay (\d+) [Ff]orce -> Intercept$", "act force:{0} -> intercept @intercept"),
    (r"^Pay (\d+) [Ff]orce -> Retaliate (\d+)$", "act force:{0} -> retaliate {1} @retaliate"),
    (r"^Pay (\d+) [Ff]orce -> Deflect (\d+)$", "act force:{0} -> deflect self {1} @prevent"),
    (r"^(\d+) Force [Pp]ay -> Deflect (\d+)$", "act force:{0} -> deflect self {1} @prevent"),
    (r"^Pay (\d+) [Ff]orce -> Evade (\d+)$", "act force:{0} -> evade {1}"),
    (r"^(\d+) Force Pay -> Evade (\d+)$", "act force:{0} -> evade {1}"),
    (r"^Critical Hit (\d+)$", "critical-hit {0}"),
    (r"^Shields (\d+)$", "shields {0}"),
    (r"^Accuracy (\d+)$", "accuracy {0}"),
    (r"^Armor$", "armor"),
    (r"^Ion Cannon (\d+)$", "ion-cannon {0}"),
    (r"^Bombard (\d+)$", "bombard {0}"),
    (r"^Pay (\d+) Force -> Evade (\d+)$", "act force:{0} -> evade {1}"),
    (r"^(\d+) Force pay -> Evade (\d+)$", "act force:{0} -> evade {1}"),
]


def num(s):
    s = s.strip()
    if not s:
        return ""
    if s in ("X", "*"):
        return "-1"  # defined by the card's text
    try:
        return str(int(float(s)))
    except ValueError:
        return s


def clause_kind(text):
    t = text.lower()
    if t.startswith("[tap]") or "->" in t:
        return "activated"
    if t.startswith("when") or " when " in t:
        return "triggered"
    if t.startswith("as long as") or t.startswith("each"):
        return "static"
    return "other"


def encode(ctype, text):
    if ctype == "Battle":
        parts = [p.strip() for p in text.split("|")]
        if len(parts) == 2 and parts[1].startswith("Enhance:"):
            base = translate(parts[0], battle=True)
            enh = translate_enhance(parts[0], parts[1])
            return [base or "todo battle", enh or "todo enhance"]
        t = translate(text, battle=True)
        return [t] if t else ["todo battle"]
    if ctype == "Mission":
        t = translate_mission(text)
        return [t] if t else ["todo mission"]
    if ctype == "Location":
        out = []
        for clause in [c.strip() for c in text.split("|") if c.strip()]:
            clause = re.sub(r"\s*\(.*\)\s*\.?$", "", clause)
            t = translate_location(clause)
            out.append(t if t else "todo location")
        return out
    if ctype == "Equipment":
        t = translate_equipment(text)
        return [t] if t else ["todo equipment"]
    if False:
        return ["todo " + ctype.lower()] if text.strip() else []
    out = []
    for clause in [c.strip() for c in text.split("|")]:
        if not clause:
            continue
        # leading keywords, each with its reminder text in brackets
        keywords, clause = leading_keywords(clause)
        out.extend(keywords)
        if not clause:
            continue
        clause = drop_reminders(clause)
        for pat, fmt in KEYWORDS:
            m = re.match(pat, clause)
            if m:
                out.append(fmt.format(*m.groups()))
                break
        else:
            t = translate(clause) or translate_pilot(clause)
            out.append(t if t else "todo " + clause_kind(clause))
    return out


REMINDER = r"\s*\([^()]*\)"


def drop_reminders(text):
    """Remove every bracketed reminder, one balanced pair at a time: a
    greedy match from the first bracket to the last would also delete the
    clauses standing between two reminders (Adi Gallia (A)'s Pilot)."""
    return re.sub(REMINDER, "", text).strip()


def leading_keywords(clause):
    """Encode the keywords the clause starts with ("Overkill (...) Shields 1
    (...)", "Bombard 5 (...). Overkill (...)"), each with its optional
    reminder and separator; return them and the text left after them."""
    found = []
    rest = clause.strip()
    while rest:
        for pat, fmt in KEYWORDS:
            m = re.match(pat.rstrip("$") + "(?=" + REMINDER + r"|\s*[.;]|\s*$)", rest)
            if m:
                break
        else:
            break
        tail = rest[m.end():]
        r = re.match(REMINDER, tail)
        if r:
            tail = tail[r.end():]
        found.append(fmt.format(*m.groups()))
        rest = re.sub(r"^\s*[.;]?\s*", "", tail)
    return found, rest


# wotcA: Sith Rising and A New Hope clause shapes (issue 20) that the
# existing operations already carry out; tried before the rules above.
WOTCA_ARENA = r"(Space|Ground|Character)"
WOTCA_BATTLE = [
    (r"^One of your " + WOTCA_ARENA + r" units gets \+(\d+) power for this attack\. Play only if you have more units in the " + WOTCA_ARENA + r" arena than your opponent$",
     "play free -> stat choose own {0} power {1} attack @attack only-if more {2}"),
    (r"^Pay (\d+) Force -> Choose an arena\. Each of your units in that arena gets \+(\d+) power until end of turn$",
     "play force:{0} -> choose-arena ; stat each own chosen-arena power {1} turn"),
    (r"^Pay (\d+) Force -> Choose an arena\. [\w' -]+ does (\d+) damage to each unit in that arena\. \(This includes your units\.\)$",
     "play force:{0} -> choose-arena ; damage each any chosen-arena {1}"),
    (r"^Pay (\d+) Force -> Choose an arena\. Tap all of your opponent's untapped units in that arena$",
     "play force:{0} -> choose-arena ; tap each enemy untapped chosen-arena"),
    (r"^Pay (\d+) Force -> One of your units gets \+(\d+) power for this attack\. When the attack ends, that unit does (\d+) damage to itself$",
     "play force:{0} -> stat choose own power {1} attack ; damage-at-attack-end it {2} @attack"),
    (r"^Pay (\d+) Force -> Up to 2 of your units each get \+(\d+) [Pp]ower until end of battle$",
     "play force:{0} -> stat choose own power {1} battle ; stat choose own not-it power {1} battle"),
    (r"^Pay (\d+) Force -> Prevent all damage to one of your units in the " + WOTCA_ARENA + r" arena\. Retreat that unit$",
     "play force:{0} -> prevent choose own {1} pending all ; retreat it @prevent"),
    (r"^Pay (\d+) Force -> Untap up to two of your units in one arena(?:\. \(Those units may attack again\.?\))?$",
     "play force:{0} -> choose-arena ; untap choose-up-to:2 own tapped chosen-arena"),
    # an arena choice limited to two arenas
    (r"^Pay (\d+) Force -> Choose Space or Ground\. Each of your units in that arena gets \+(\d+) [Ss]peed until the end of battle$",
     "play force:{0} -> choose-arena space/ground ; stat each own chosen-arena speed {1} battle"),
    # a cost of tapping another unit of yours, which the effects name
    (r"^Tap one of your untapped (\w+) in any arena -> Prevent all damage to one of your other \1 in that arena$",
     "play tap-unit own untapped sub:{0} -> prevent choose own sub:{0} not-it it-arena pending all @prevent"),
    (r"^Tap one of your untapped units in the Character arena -> One of your other Characters gets \+(\d+) speed until end of turn$",
     "play tap-unit own untapped character -> stat choose own character not-it speed {0} turn"),
    # choose-one Battle cards: each part offered when it has something to do
    (r"^Pay (\d+) Force -> Prevent up to (\d+) damage to one of your Characters, or prevent (\d+) damage to one of your Space or Ground units$",
     "play force:{0} -> one-of prevent choose own character pending {1} ; prevent choose own space/ground pending {2} @prevent"),
    (r"^Pay (\d+) Force -> Choose one: prevent up to (\d+) damage to one of your units, or one of your units gets \+(\d+) power for this attack$",
     "play force:{0} -> one-of prevent choose own pending {1} ; stat choose own power {2} attack @attack/prevent"),
]
# a whole mission's text, encoded whole (it waits aside for a trigger)
WOTCA_WHOLE_MISSIONS = [
    (r"^When the battle phase starts, choose one of your opponent's units in the " + WOTCA_ARENA + r" arena\. [\w' -]+ does (\d+) dice of damage to that unit$",
     "play free -> delay @build | on battle-start : dice-damage choose enemy {0} {1}"),
]
WOTCA_MISSIONS = [
    (r"^Each of your units gets \"Pay (\d+) Force -> This unit gets \+(\d+) power for this attack\" until end of turn$",
     "gift any force {0} power {1}"),
    (r"^Remove up to (\d+) damage counters from one of your Space units\. Remove up to (\d+) damage counters from one of your Ground units\. Remove up to (\d+) damage counters from one of your Character units$",
     "heal choose own space {0} ; heal choose own ground {1} ; heal choose own character {2}"),
    (r"^Count the number of Jedi you have in the Space, Ground, and Character arenas\. You gain that much Force$",
     "gain-force-per each own sub:Jedi"),
    (r"^Discard all (\w+) \(yours and your opponent's\) from the Character arena$",
     "discard each any character sub:{0}"),
    (r"^Each of your units gets Accuracy (\d+) until end of turn$", "keyword each own accuracy {0} turn"),
    (r"^Your opponent discards his or her hand$", "opponent-discards all"),
    (r"^You gain \+1 Force for each of you Characters in any arena$", "gain-force-per each own character"),
    (r"^Your opponent gets -(\d+) build points this turn$", "opponent-build-points -{0}"),
    (r"^Search your deck\. You may take a Battle card from your deck\. Show it to your opponent and put it into your hand\. Then shuffle your deck$",
     "search own battle-card"),
    (r"^Remove (1|one) damage counter from each of your damaged units$", "heal each own damaged 1"),
    (r"^Remove up to (\d+) damage counters from any one of your units$", "heal choose own {0}"),
    (r"^Choose one of your opponent's untapped " + WOTCA_ARENA + r" units\. Tap that unit$",
     "tap choose enemy untapped {0}"),
    (r"^Choose an untapped non-(\w+) Character\. Tap that Character$",
     "tap choose any untapped character not-sub:{0}"),
]
WOTCA_UNITS = [
    (r"^As long as [\w' -]+ is in the " + WOTCA_ARENA + r" arena, each of your neutral units costs (\d+) fewer build counters? to deploy$",
     lambda g: f"static if self-in {g[0]} : each own neutral gets cost -{g[1]}"),
    (r"^As long as [\w' -]+ is in the " + WOTCA_ARENA + r" arena, each (\w+)(?: \(yours and your opponent's\))? costs (\d+) more build counters? to deploy$",
     lambda g: f"static if self-in {g[0]} : each any sub:{g[1]} gets cost {g[2]}"),
    (r"^When this unit attacks, you may give it \+(\d+) power\. If you do, it does (\d+) damage to itself when the attack ends$",
     "on attacks : may stat self power {0} attack ; damage-at-attack-end self {1}"),
    (r"^When you deploy this unit, you may return an? (\w+) from your discard pile to your hand$",
     "on deployed : recover own sub:{0} unit-card 1"),
    (r"^Pay (\d+) Force -> [\w' -]+ gets \+(\d+) (speed) until the end of turn$",
     "act force:{0} -> stat self {2} {1} turn"),
    (r"^When the battle phase ends, if this unit is (?:in )?the " + WOTCA_ARENA + r" arena, look at your opponent's hand$",
     "on battle-end if self-in {0} : look-hand"),
    (r"^As long as you have more units in the " + WOTCA_ARENA + r" arena than your opponent, [\w' -]+ gets \+(\d+) (power)$",
     lambda g: f"static if more {g[0]} : self gets {g[2]} {g[1]}"),
    (r"^This unit gets ([+-]\d+) (power) for each damage counter on it$",
     lambda g: f"static : self gets {g[1]} {int(g[0])} per-damage"),
    (r"^This unit gets ([+-]\d+) (power) for each other (\w+) in any arena$",
     lambda g: f"static : self gets {g[1]} {int(g[0])} per any other sub:{g[2]}"),
    (r"^As long as you have one or more (\w+) in any arena, this unit gets \+(\d+) (power)$",
     lambda g: f"static if count own sub:{g[0]} >= 1 : self gets {g[2]} {g[1]}"),
    (r"^When the battle phase starts, if this unit is in the " + WOTCA_ARENA + r" arena, remove (1|one) damage counter from each of your damaged (\w+)$",
     "on battle-start if self-in {0} : heal each own damaged sub:{2} 1"),
    (r"^\[tap\] -> Remove (1|one) damage counter from each of your damaged (\w+)\. Play only during your build step$",
     "act tap -> heal each own damaged sub:{1} 1 @build"),
    (r"^\[tap\] -> Remove up to (\d+) damage counters from one of your " + WOTCA_ARENA + r" units\. Play only during your build step$",
     "act tap -> heal choose own {1} {0} @build"),
    (r"^\[tap\] -> Search your deck\. You may take an? (?!Battle |Mission )(\w+)(?: or (\w+))? card from your deck\. Show it to your opponent and put it into your hand\. Then shuffle your deck\. Play only during your build step$",
     lambda v: "act tap -> search own sub:" + "/".join(w for w in v if w) + " @build"),
    (r"^\[tap\] -> Choose an untapped non-(\w+) Character\. Tap that Character\. Play only during your build step$",
     "act tap -> tap choose any untapped character not-sub:{0} @build"),
    (r"^This unit gets \+(\d+) power as long as there are no damage counters on it$",
     "static if no self damaged : self gets power {0}"),
    (r"^\[tap\], Pay 1 build point -> Draw a card\. Play only during your build step$",
     "act tap,bp:1 -> draw 1 @build"),
    (r"^\[tap\], Pay 1 build point -> Choose an untapped " + WOTCA_ARENA + r" unit with power (\d+) or less\. Tap that unit\. Play only during your build step$",
     "act tap,bp:1 -> tap choose any untapped {0} power<={1} @build"),
    (r"^\[tap\] -> Choose an untapped Character with power (\d+) or less\. Tap that Character\. Play only during battle$",
     "act tap -> tap choose any untapped character power<={0} @battle"),
    (r"^\[tap\] -> One of your units gets Accuracy (\d+) until end of turn\. Play only during your build step$",
     "act tap -> keyword choose own accuracy {0} turn @build"),
    (r"^Discard this unit from the Space arena -> You get \+(\d+) build points? this turn\. Play only during your build step$",
     "act discard-self -> build-points {0} @build"),
    (r"^Discard [\w' -]+ from the (?:Character|Ground) arena -> Return a (Jedi )?Character(?: card)? from your discard pile to your hand\. Play only during your [Bb]uild step$",
     lambda v: "act discard-self -> recover own character " + ("sub:Jedi " if v[0] else "") + "unit-card 1 @build"),
    (r"^When the battle phase ends, if you have this unit and a (\w+) in the " + WOTCA_ARENA + r" arena, you gain \+?(\d+) [Ff]orce$",
     "on battle-end if self-in {1} and count own other {1} sub:{0} >= 1 : gain-force {2}"),
    # a defender's lasting ability on the unit attacking it
    (r"^Each (\w+) gets -(\d+) power as long as that \1 is attacking [\w' -]+$",
     "static : each any sub:{0} attacking-this gets power -{1}"),
    (r"^Each non-(\w+) Character gets -(\d+) power as long as it's attacking [\w' -]+$",
     "static : each any character not-sub:{0} attacking-this gets power -{1}"),
    (r"^Each unit gets -(\d+) power as long as it's attacking this unit and you have another (\w+) in the Character arena$",
     "static if count own other character sub:{1} >= 1 : each any attacking-this gets power -{0}"),
    # search by name: "a Luke Skywalker card"
    (r"^\[tap\] -> Search your deck\. You may take a ([A-Z][\w'-]+ [A-Z][\w'-]+) card from your deck\. Show it to your opponent and put it into your hand\. Then shuffle your deck\. Play only during the build step$",
     lambda v: "act tap -> search own name:" + v[0].replace(" ", "_") + " @build"),
]
# "As long as X is in ARENA, each ... gets STATS": whose units, then which
WOTCA_STATICS = [
    (r"^each (other )?(\w+)(?: (?:Character|unit)s?)?(?: \(yours and your opponent's\))? gets? (.+)$", "any"),
    (r"^each of your (other )?(\w+) gets? (.+)$", "own"),
    (r"^each of your opponent's (other )?(\w+) (?:units )?gets? (.+)$", "enemy"),
]


def wotca_static(c):
    m = re.match(r"^As long as (?:this unit|[\w' -]+) is in the " + WOTCA_ARENA + r" arena, (.+)$", c)
    if not m:
        return None
    rest = re.sub(r"\b(Speed|Power|Health)\b", lambda w: w.group(1).lower(), m.group(2))
    rest = re.sub(r"^each of your Opponent's", "each of your opponent's", rest)
    for pat, who in WOTCA_STATICS:
        s = re.match(pat, rest)
        if not s:
            continue
        word = s.group(2)
        sel = f"each {who}" + (" other" if s.group(1) else "")
        if word in ("Space", "Ground", "Character", "Characters"):
            sel += " " + word.rstrip("s").lower()
        elif sub_word(word):
            sel += " sub:" + sub_word(word)
            if "Character" in rest.split(" gets")[0] and who == "any":
                sel += " character"
        else:
            return None
        return statics(f"if self-in {m.group(1).lower()}", sel, s.group(3))
    return None


# "as long as it is attacking a (unique / SUBTYPE) KIND": a lasting
# bonus of the unit itself while it attacks such a unit
WOTCA_ATTACKING = [
    (r"^This unit gets (.+) as long as it's attacking a unique Character$",
     lambda g: ("any character unique", g[0])),
    (r"^As long as this unit is attacking an? (\w+) Character, it gets (.+)$",
     lambda g: (f"any character sub:{g[0]}", g[1])),
    (r"^As long as it's attacking an? (\w+) " + WOTCA_ARENA + r" unit, [\w' -]+ gets (.+)$",
     lambda g: (f"any {g[1].lower()} sub:{g[0]}", g[2])),
]


def wotca_attacking(c):
    for pat, parts in WOTCA_ATTACKING:
        m = re.match(pat, c)
        if m:
            sel, bonus = parts(m.groups())
            return statics(f"if attacking {sel}", "self", bonus.replace("Power", "power"))
    return None


def wotca_match(rules, c):
    for pat, fmt in rules:
        m = re.match(pat, c)
        if m:
            vals = [{"Space": "space", "Ground": "ground", "Character": "character",
                     "one": "1"}.get(g, g) if g else "" for g in m.groups()]
            # plural subtype words name one word of the subtype line
            vals = [sub_word(v) if v and v[0].isupper() and v.endswith("s") else v
                    for v in vals]
            return fmt(vals) if callable(fmt) else fmt.format(*vals)
    return None


wotca_base_translate = translate
wotca_base_mission = translate_mission


def translate(clause, battle=False):
    c = clause.strip().rstrip(".")
    # "choose one- X or Y" (Destroyer Droid, W Series): the wording the
    # rules above read for the same choice
    c = re.sub(r"choose one- (.+?) or (this unit gets .+)$",
               lambda m: f"choose one: {m.group(1)}, or {m.group(2)}", c)
    # "When Maul attacks you may ...": the comma the rules above expect
    c = re.sub(r"^(When [\w' -]+ attacks) you may", r"\1, you may", c)
    if c != clause.strip().rstrip("."):
        clause = c
    # two triggered abilities printed as one clause (Infantry Battle Droid)
    two = re.match(r"^(When this unit attacks, .+?)\. (When this unit is discarded from the \w+ arena, .+)$", c)
    if two and not battle:
        parts = [translate(two.group(1)), translate(two.group(2))]
        if all(p and "todo" not in p for p in parts):
            return " | ".join(parts)
    if battle:
        t = wotca_match(WOTCA_BATTLE, c)
    else:
        t = wotca_static(c) or wotca_attacking(c) or wotca_match(WOTCA_UNITS, c)
    return t or wotca_base_translate(clause, battle)


def translate_mission(text):
    # "To complete X, you must also tap one of your untapped Jedi / units
    # in the Character arena. | EFFECT": the tap is a cost
    m = re.match(r"^To complete [\w' -]+, you must also tap one of your untapped (Jedi|units) in the Character arena\.? \|? ?(.+)$", text.strip())
    if m:
        rest = translate_mission(m.group(2))
        sel = "own untapped character" + (" sub:Jedi" if m.group(1) == "Jedi" else "")
        if rest and rest.startswith("play free -> ") and "todo" not in rest:
            return f"play tap-unit {sel} -> " + rest[len("play free -> "):]
    whole = wotca_match(WOTCA_WHOLE_MISSIONS, text.strip().rstrip("."))
    if whole:
        return whole
    t = wotca_match(WOTCA_MISSIONS, text.strip().rstrip("."))
    return f"play free -> {t} @build" if t else wotca_base_mission(text)


# "Prevent up to N damage", "remove up to N damage / build counters": the
# player picks how much (from 0), written `up-to N` after the effect's
# selector; "prevent N damage" without it prevents all N it can.
WOTCA_UP_TO = [
    ("prevent", r"[Pp]revent up to (\d+) damage"),
    ("heal", r"[Rr]emove up to (\d+) damage counters?"),
    ("remove-build-counters", r"[Rr]emove up to (\d+) build counters?"),
]


def wotca_up_to(text, enc):
    for word, pat in WOTCA_UP_TO:
        for n in set(re.findall(pat, text)):
            # (": may ": a triggered ability, Grand Moff Tarkin (B))
            enc = re.sub(r"(^|-> |; |one-of |: may |: )(" + word + r" [^;|@]*?)\b" + n + r"(?=$| @| ;| \||\s*only-)",
                         lambda m: m.group(1) + m.group(2) + "up-to " + n, enc)
    return enc


wotca_base_encode = encode


def encode(ctype, text):
    return [wotca_up_to(text, e) for e in wotca_base_encode(ctype, text)]
# end of wotcA
# wotcB: the clause shapes of Battle of Yavin and Jedi Guardians.  Only a
# card that the rules above leave with a `todo` is looked at again, so no
# card that already plays changes.  The Jedi Guardians file runs a unit's
# abilities together in one clause ("... . Pay 2 Force -> Evade 2 (...)");
# they are split where the next ability starts.

WOTCB_ABILITY_START = (r"(?<=[.;])\s+(?=Pay \d+(?: Force)? ->|\d+ Force [Pp]ay ->|Reserves:|"
                       r"Tap ->|Tap, |\[tap\]|\[Pilot\]|Overkill$|Overkill\b|Accuracy \d|Shields \d)")

WOTCB_UNIT = [
    (r"^Pay (\d+) -> Evade (\d+)$", "act force:{0} -> evade {1}"),
    (r"^When [\w' -]+ is discarded from the (Character) arena, your opponent gains (\d+) Force$",
     "on discarded {0} : opponent-gains-force {1}"),
    (r"^When [\w' -]+ is discarded from the (Character) arena, choose one of your other Jedi in the Character arena\. "
     r"That Jedi gets \+(\d+) power until end of turn\. If the Jedi is tapped, untap him or her$",
     "on discarded {0} : stat choose own other character sub:Jedi power {1} turn ; untap it"),
    (r"^Pay (\d+) Force -> [\w' -]+ gets \+(\d+) speed until end of turn$", "act force:{0} -> stat self speed {1} turn"),
    (r"^Pay (\d+) Force -> Prevent up to (\d+) damage to ([A-Z][\w' ]+)$",
     "act force:{0} -> prevent choose any name:{2} pending {1} @prevent"),
    (r"^Reserves: Tap, Pay (\d+) build points? -> You gain (\d+) Force\. Play only during your build step$",
     "reserves act tap,bp:{0} -> gain-force {1} @build"),
    (r"^Reserves: Tap -> Choose an arena\. Remove (\d+) damage counters? from each of your units? in that arena\. "
     r"Play only when no unit is attacking$",
     "reserves act tap -> choose-arena ; heal each own chosen-arena {0} only-if no-attack"),
    (r"^Reserves: Tap -> Up to (\d+) damage to one of your units prevent$",
     "reserves act tap -> prevent choose own pending {0} @prevent"),
    (r"^Reserves: Tap, Pay (\d+) Force -> Prevent (\d+) damage to one of your units in the (Character) arena\. "
     r"Retreat that Character\. Play only if damage is pending$",
     "reserves act tap,force:{0} -> prevent choose own {2} pending {1} ; retreat it @prevent"),
    (r"^Reserves: Tap -> Choose a face-down card in your opponent's build zone\. Remove up to (\d+) build counters "
     r"from that card\. Play only during battle$",
     "reserves act tap -> remove-build-counters choose enemy partially-built {0} @battle"),
    (r"^Tap -> (\d+) Force you gain\. Only when [\w' -]+ would attack play$", "act tap -> gain-force {0} @would-attack"),
    (r"^(\d+) Force Pay -> [\w' -]+ untap$", "act force:{0} -> untap self"),
    (r"^When one of your opponent's units attacks this unit, you may search your deck\. You may take an? (\w+) card "
     r"from your deck, show it to your opponent, and put it into your hand\. Then shuffle your deck$",
     "on attacked : may search own sub:{0}"),
    (r"^When this unit attacks, you may put one of your (\w+) from your build zone into the (Space) arena\. "
     r"If that unit is tapped, untap it$",
     "on attacks : may deploy choose own in-build-zone {1} sub:{0}"),
    (r"^Pay (\d+) Force -> Retreat one of your ([\w ]+?) units from any arena\. If it's untapped, tap it\. "
     r"Play only when no unit is attacking$",
     "act force:{0} -> target choose own sub:{1} ; tap it ; retreat it only-if no-attack"),
    (r"^As long as this unit is in the (Ground) arena, each of your other (Ground) units gets (Critical Hit \d+)$",
     "static if self-in {0} : each own other {1} gets {2}"),
    (r"^[\w' -]+ gets \+(\d+) power as long as (?:it's|he's|she's) attacking an? (\w+)$",
     "static if attacking any sub:{1} : self gets power {0}"),
    (r"^[\w' -]+ gets ([+-]\d+) power as long as (?:it's|he's|she's) attacking an? (unique|neutral) (Character|unit)$",
     "static if attacking any {1} {2} : self gets power {0}"),
    (r"^[\w' -]+ gets \+(\d+) power as long as (?:it's|he's|she's) attacking a damaged (Character)$",
     "static if attacking any {1} damaged : self gets power {0}"),
    (r"^\[tap\] -> You get \+(\d+) build points? this turn\. Play only during your build step$",
     "act tap -> build-points {0} @build"),
    (r"^\[tap\] -> You get \+(\d+) build points? this turn unless your opponent pays (\d+) Force\. "
     r"Play only during your build step$",
     "act tap -> unless-opponent-pays {1} ; build-points {0} @build"),
    (r"^\[tap\] -> Look at your opponent's hand\. Play only during your build step$", "act tap -> look-hand @build"),
    (r"^\[tap\] -> Remove (?:up to )?(\d+) damage counters? from one of your (Space) units\. Play only during your build step$",
     "act tap -> heal choose own {1} {0} @build"),
    (r"^\[tap\] -> Remove (?:up to )?(\d+) damage counters? from one of your (\w+)\. Play only during your build step$",
     "act tap -> heal choose own sub:{1} {0} @build"),
    (r"^\[tap\] -> Draw (\d+) cards\. Then discard (\d+) cards from your hand\. Play only during your build step$",
     "act tap -> draw {0} ; discard-hand {1} @build"),
    (r"^When the roll for build points is made, if [\w' -]+ is in the (Character) arena, you get -(\d+) build points? this turn$",
     "on build-roll if self-in {0} : build-points -{1}"),
    (r"^As long as [\w' -]+ is in the (Character) arena, each of your (\w+) gets (Shields \d+)$",
     "static if self-in {0} : each own sub:{1} gets {2}"),
    (r"^As long as this unit is in the (Ground) arena, each of your (\w+) (Character)s gets (Stun \d+)$",
     "static if self-in {0} : each own {2} sub:{1} gets {3}"),
    (r"^As long as the ([\w ]+?) is in the (Space) arena, this unit gets \+(\d+) power$",
     "static if count own {1} name:{0} >= 1 : self gets power {2}"),
    (r"^When you deploy this unit, your opponent chooses and discards (\d+) cards? from his or her hand$",
     "on deployed : opponent-discards {0}"),
    (r"^Pay (\d+) Force -> One of your (Jedi) gets \+(\d+) power for this attack\. You may play this ability any "
     r"number of times during each attack$",
     "repeatable act force:{0} -> stat choose own sub:{1} power {2} attack @attack"),
    (r"^Reserves: Tap -> You gain (\d+) Force\. Play only during your build step$",
     "reserves act tap -> gain-force {0} @build"),
    (r"^As long as [\w' -]+ is in the (Character) arena, draw (\d+) extra card during your draw step$",
     "static if self-in {0} : self gets extra-draw {1}"),
    (r"^When this unit attacks, discard it unless you pay (\d+) Force$",
     "on attacks : unless-you-pay {0} ; discard self"),
    (r"^\[tap\] -> One of your units in the (Ground) arena gets (Accuracy \d+) for this attack\. "
     r"Play only when that unit is attacking$",
     "act tap -> keyword choose own {0} attacking {1} attack @attack"),
    (r"^Put (\d+) damage counters? on [\w' -]+ -> Remove (\d+) damage counters? from one of your other (\w+)\. "
     r"Play only during your build step$",
     "act damage-self:{0} -> heal choose own other damaged sub:{2} {1} @build"),
    (r"^Each (Starfighter) gets (Critical Hit \d+) as long as it's attacking the Death Star$",
     "static if count self defending >= 1 : each any sub:{0} attacking gets {1}"),
    (r"^\[tap\] -> Each player discards all of his or her units in the (Ground) arena\. Play only if your opponent "
     r"has no units in the (Space) arena and only when the Death Star would attack$",
     "act tap -> discard each any {0} @would-attack only-if lack enemy {1}"),
    (r"^Pay (\d+) build points? -> Search your deck\. You may take an? (Imperial Starfighter) card from your deck\. "
     r"Show it to your opponent and put it into your hand\. Then shuffle your deck\. Play only during your build step$",
     "act bp:{0} -> search own sub:{1} @build"),
    (r"^When this unit is discarded from the (Ground) arena, you may discard a card from your hand\. If you do, "
     r"return this card from your discard pile to your hand$",
     "on discarded {0} if count own in-hand >= 1 : may discard-hand 1 ; recover self 1"),
    (r"^Pay (\d+) Force -> Chose a (Space) unit in your opponent's build zone\. Put that unit into the Space arena\. "
     r"If it's tapped, untap it\. Play only if no unit is attacking$",
     "act force:{0} -> deploy choose enemy in-build-zone {1} only-if no-attack"),
    (r"^\[tap\] -> Choose an untapped (\w+)\. Tap that \w+\. Play only when this unit would attack$",
     "act tap -> tap choose any untapped sub:{0} @would-attack"),
    (r"^\[tap\] -> Choose an untapped, non-Jedi (Character)\. Tap that Character\. Play only when [\w' -]+ would attack$",
     "act tap -> tap choose any untapped {0} not-sub:Jedi @would-attack"),
    (r"^\[tap\], Discard this unit from the Character arena -> Look at your opponent's hand\. If your opponent has any "
     r"Battle or Mission cards there, choose one of them\. Your opponent discards that card\. Play only when this unit would attack$",
     "act tap,discard-self -> look-hand ; strip-hand any battle-card mission-card @would-attack"),
    (r"^When the (Character) battle step starts, if [\w' -]+ is in the (Character) arena, you may remove up to (\d+) "
     r"damage counters from one of your damaged ([\w ]+)$",
     "on step-start {0} if self-in {1} : may heal choose own damaged sub:{3} {2}"),
    (r"^As long as [\w' -]+ is in the (Character) arena, you can't retreat your units during your retreat step$",
     "static if self-in {0} : each own gets no-retreat"),
    # wotcD: Imperial Sentry Droid prints "if this unit is the Character arena"
    (r"^When the battle phase ends, if this unit is (?:in )?the (Character) arena, look at your opponent's hand$",
     "on battle-end if self-in {0} : look-hand"),
    # wotcD: room for Pilots (the R2-X2 card prints "R2-K2")
    (r"^The [\w' -]+ can have an extra Pilot$", "extra-pilot"),
    (r"^Any Starfighter with R2-\w2 on it can have an extra Pilot if that Pilot isn't an Astromech Droid$",
     "extra-pilot host"),
    (r"^When the battle phase starts, if the ([\w' -]+) has a Pilot on it, you may remove (\d+) damage counters? "
     r"from the \1$",
     "on battle-start if count own space name:{0} piloted >= 1 : may heal self {1}"),
    # wotcD: a Pilot moved off its unit ("your Characters in the Space arena"
    # are Pilots there: a Character is no Space unit)
    (r"^Tap -> Move one of your Characters from the (Space) arena into the Character arena\. "
     r"Play only when this unit would attack$",
     "act tap -> unpilot own {0} @would-attack"),
    # (Battle cards of wotcD are in WOTCB_BATTLE)
    # wotcD: a unit barred from Evade
    (r"^Tap -> Choose one of your opponent's units in the (Character) arena\. That unit can't use Evade this turn\. "
     r"Play only when this unit would attack$",
     "act tap -> no-evade choose enemy {0} turn @would-attack"),
    # wotcD: attacks into the opponent's build zone
    (r"^[\w' -]+ can attack (Character)s in your opponent's build zone$", "attack-build-zone {0}"),
    # wotcD: damage and draw triggers
    (r"^When [\w' -]+ is damaged, you may search your deck\. You may take an? ([\w' -]+?) card from your deck, show it "
     r"to your opponent and put it into your hand\. Then shuffle your deck$",
     "on damaged : may search own name:{0}"),
    (r"^When you draw a card, if [\w' -]+ is in the (Character) arena, remove (\d+) damage counters? from one of your "
     r"(Space) or (Ground) units$",
     "on drawn if self-in {0} : heal choose own damaged {2}/{3} {1}"),
    # wotcD: selectors by total health and by side
    (r"^\[tap\], Pay (\d+) Force -> Choose one of your opponent's (Character)s with a total health of (\d+) or less in "
     r"the Character arena\. Your opponent discards that Character\. Play only when [\w' -]+ would attack$",
     "act tap,force:{0} -> discard choose enemy {1} health<={2} @would-attack"),
    (r"^Pay (\d+) Force -> Choose an attacking (Dark|Light) Side (Character)\. That Character gets -(\d+) power for this "
     r"attack$",
     lambda g: f"act force:{g[0]} -> stat choose any attacking character {g[1].lower()}-side power -{g[3]} attack @attack"),
]

WOTCB_BATTLE = [
    (r"^Pay (\d+) Force -> Non-(Jedi) (Character)s can't attack this turn\. Play only before any unit in the "
     r"(Character) arena attacks$",
     "play force:{0} -> pacify each any {2} not-sub:{1} turn only-if before-attacks {3}"),
    (r'^One of your (Space) units gets "Pay (\d+) Force -> Retaliate (\d+)" until end of turn$',
     "play free -> retaliate-for choose own {0} {2} force {1}"),
    (r'^Choose an arena\. Until end of turn, each of your units in that arena gets "Pay (\d+) Force -> Retaliate (\d+)"$',
     "play free -> choose-arena ; retaliate-for each own chosen-arena {1} force {0}"),
    (r"^Pay (\d+) Force -> Choose (Ground|Space|Character) or (Ground|Space|Character)\. Each of your units in that arena "
     r"gets \+(\d+) power until end of turn$",
     "play force:{0} -> choose-arena {1}/{2} ; stat each own chosen-arena power {3} turn"),
    (r"^Pay (\d+) Force -> Choose an attacking (Jedi)\. That Jedi gets -(\d+) power for this attack$",
     "play force:{0} -> stat choose any attacking sub:{1} power -{2} attack @attack"),
    (r"^Pay (\d+) Force -> One of your (Jedi) gets \+(\d+) power for this attack\. Play only when that Jedi is attacking "
     r"an? (Jedi)$",
     "play force:{0} -> stat choose own attacking sub:{1} power {2} attack @attack only-if have any defending sub:{3}"),
    (r"^Pay (\d+) Force -> Prevent all damage to one of your (Characters|Space units)$",
     "play force:{0} -> prevent choose own {1} pending all @prevent"),
    (r"^Prevent (\d+) damage to one of your (Space) of (Ground) units$",
     "play free -> prevent choose own {1}/{2} pending {0} @prevent"),
    (r"^Pay (\d+) Force -> One of your units in the (Space) or (Ground) arena gets \+(\d+) speed until end of turn$",
     "play force:{0} -> stat choose own {1}/{2} speed {3} turn"),
    (r"^Pay (\d+) Force -> Choose an arena\. Each of your units in that arena gets (Critical Hit \d+) until end of turn$",
     "play force:{0} -> choose-arena ; keyword each own chosen-arena {1} turn"),
    (r"^Pay (\d+) Force -> Choose one of your opponent's (\w+) in any arena\. [\w' -]+ does (\d+) dice of damage to that unit\. "
     r"Play only when no unit is attacking$",
     "play force:{0} -> dice-damage choose enemy sub:{1} {2} only-if no-attack"),
    (r"^Pay (\d+) Force -> Untap one of your units in the (Ground) arena$",
     "play force:{0} -> untap choose own tapped {1}"),
    (r"^Pay (\d+) Force -> Prevent up to (\d+) damage to one of your units in the (Space) arena\. Retreat that unit$",
     "play force:{0} -> prevent choose own {2} pending {1} ; retreat it @prevent"),
    (r"^Pay (\d+) Force -> Prevent up to (\d+) damage to one of your (Space) or (Ground) units and remove up to (\d+) "
     r"damage counters from that unit\. Play only if you have a (Droid) in any arena$",
     "play force:{0} -> prevent choose own {2}/{3} pending {1} ; heal it {4} @prevent only-if have own sub:{5}"),
    (r"^Pay (\d+) Force -> Remove all damage counters from one of your damaged (\w+) (Character)s\. Untap that Character\. "
     r"Play only when no unit is attacking$",
     "play force:{0} -> heal choose own damaged {2} sub:{1} all ; untap it only-if no-attack"),
    # wotcD: damage as many as the counters already on the unit
    (r"^Pay (\d+) Force -> Choose one of your opponent's units in any arena\. [\w' -]+ does damage to that unit equal "
     r"to the number of damage counters on it$",
     "play force:{0} -> damage-counters choose enemy"),
    # wotcD: Overkill granted for a while, the reminder text kept in the
    # printed sentence; "Play only before you roll attack dice" is the
    # attack's chance before the roll (@attack)
    (r"^Pay (\d+) Force -> Choose an arena\. Each of your units in that arena get Overkill(?: \([^)]*\))? until end of turn\. "
     r"Play only when no unit is attacking$",
     "play force:{0} -> choose-arena ; keyword each own chosen-arena overkill 1 turn only-if no-attack"),
    (r"^Pay (\d+) Force -> One of your units in any arena get Overkill(?: \([^)]*\))? for this attack\. "
     r"\(Play only before you roll attack dice\)$",
     "play force:{0} -> keyword choose own attacking overkill 1 attack @attack"),
    (r"^Pay (\d+) Force -> One of your units in the (Character) arena or one of your units with a Pilot on it gets "
     r"(Accuracy \d+) until end of turn$",
     "play force:{0} -> one-of keyword choose own {1} {2} turn ; keyword choose own piloted {2} turn"),
]

WOTCB_MISSION = [
    (r"^Your opponent loses all of his or her Force$", "opponent-loses-force all"),
    (r"^When the battle phase starts, your opponent chooses one of his or her units in the (Character) arena\. "
     r"[\w' -]+ does (\d+) dice of damage to that unit$",
     "delay @build | on battle-start : dice-damage choose enemy {0} by-opponent {1}"),
    (r"^Search your deck\. You may take an? (?!Location)(\w+) card from your deck, show it to your opponent, and put it into your hand\. "
     r"Then shuffle your deck$", "search own sub:{0}"),
    (r"^Remove all damage counters from each of your damaged (Ground) units$", "heal each own damaged {0} all"),
    # wotcD: a unit in an arena or waiting in the build zone (one choice
    # among both places, as Obi-Wan's Guidance)
    (r"^Choose one of your opponent's (\w+) in any arena or your opponent's build zone\. Tap that unit$",
     "one-of tap choose enemy sub:{0} ; tap choose enemy in-build-zone sub:{0}"),
    # wotcD: a look at face-down builds
    (r"^Look at your opponent's hand and face-down cards in his or her build zone\. Then you gain (\d+) Force$",
     "look-hand ; look-builds ; gain-force {0}"),
]

WOTCB_WHOLE_UNIT = [
    (r"^This unit gets ([+-]\d+) (power) for each damage counter on it\.?( Overkill)?$",
     lambda g: f"static : self gets {g[1]} {int(g[0])} per-damage" + (" | overkill" if g[2] else "")),
    (r"^As long as ([\w ]+?) is in the (Character) arena, [\w' -]+ gets (Accuracy \d+)\. As long as [\w' -]+ is in the "
     r"Character arena, \1 gets (Accuracy \d+)$",
     "static if count own {1} name:{0} >= 1 : self gets {2} | static if self-in {1} : each own name:{0} gets {3}"),
    (r"^Reserves: \*Tap -> Prevent up to (\d+) damage to one of your (\w+)\. \*Tap -> One of your \2 gets? (Accuracy \d+) "
     r"for this attack$",
     "reserves act tap -> prevent choose own sub:{1} pending {0} @prevent | "
     "reserves act tap -> keyword choose own sub:{1} attacking {2} attack @attack"),
    (r"^Reserves: Discard this unit -> Prevent all damage to one of your ([\w ]+)$",
     "reserves act discard-self -> prevent choose own sub:{0} pending all @prevent"),
    (r"^Tap, Discard this unit from the (Character) arena -> Choose one of your opponent's units in the Character arena\. "
     r"This unit does (\d+) damage to that unit\. Play only when this unit would attack$",
     "act tap,discard-self -> damage choose enemy {0} {1} @would-attack"),
    (r"^Discard this unit from the (?:Space|Ground) arena -> Show a face-down ([\w ]+?) card in your build zone to your "
     r"opponent\. Put (\d+) build counters on that card\. If there are enough build counters on it, you may finish "
     r"building it\. Play only when no unit is attacking$",
     "act discard-self -> build-counters choose own sub:{0} partially-built {1} only-if no-attack"),
]

WOTCB_WORDS = {"unit": "", "Space": "space", "Ground": "ground", "Character": "character", "Characters": "character",
               "Space units": "space", "Critical Hit": "critical-hit"}


def wotcb_fill(fmt, groups):
    vals = []
    for g in groups:
        g = g.strip()
        if g in WOTCB_WORDS:
            g = WOTCB_WORDS[g]
        elif re.match(r"^\+\d+$", g):
            g = g[1:]
        else:
            k = re.match(r"^(Critical Hit|Shields|Stun|Accuracy) (\d+)$", g)
            if k:
                g = f"{GRANT_WORDS[k.group(1)]} {k.group(2)}"
            elif g.endswith("s") and g.replace(" ", "").isalpha() and g not in ("Jedi",):
                g = phrase(g)
            else:
                g = g.replace(" ", "_")
        vals.append(g)
    return " ".join(fmt.format(*vals).split())


def wotcb_match(table, c):
    for pat, fmt in table:
        m = re.match(pat, c)
        if m:
            return fmt(m.groups()) if callable(fmt) else wotcb_fill(fmt, m.groups())
    return None


# what a Pilot gives the unit it pilots beside stats and keywords: an Evade
# of its own, or an activated ability ("piloting act ...", where "self" is
# the piloted unit)
WOTCB_PILOT_GIFTS = [
    (r"^Pay (\d+) Force -> Evade (\d+)$", "grant", "evade {1} force {0}"),
    (r"^Pay (\d+) Force -> Retaliate (\d+)$", "act", "piloting act force:{0} -> retaliate {1} @retaliate"),
    (r"^Pay (\d+) Force -> This (?:Starfighter|unit) gets \+(\d+) power for this attack$", "act",
     "piloting act force:{0} -> stat self power {1} attack @attacking"),
    # a gift that triggers (wotcI): Anakin Skywalker (I)
    (r"^When the Ground battle step ends, move [\w' -]+ from this \w+ to the Character arena$", "act",
     "piloting on step-end ground : unpilot self"),
]
WOTCB_PILOT_KINDS = r"(?:Starfighter|Capital Ship|Transport|Speeder|Walker|Patrol Ship)"


def wotcb_pilot(c):
    m = re.match(r"^\[Pilot\] (" + WOTCB_PILOT_KINDS + r"(?:(?:,| and) " + WOTCB_PILOT_KINDS
                 + r")*) [Pp]ilot\. [Tt]he [\w ]+? gets ?:? (.*)$", c.strip())
    if not m:
        return None
    kinds = "/".join(PILOT_KINDS[k] for k in re.split(r", | and ", m.group(1)))
    rest = m.group(2).strip().strip("\"'").strip()
    items = [x for x in re.split(r"\s*\*\s*", rest) if x.strip()] if rest.startswith("*") else [rest]
    grant, acts = [], []
    for it in items:
        it = it.strip().strip("\"'").rstrip(".").strip()
        for pat, kind, fmt in WOTCB_PILOT_GIFTS:
            g = re.match(pat, it)
            if g:
                (grant if kind == "grant" else acts).append(fmt.format(*g.groups()))
                break
        else:
            one = grants([it])
            if not one:
                return None
            grant.append(one)
    return " | ".join([f"pilot {kinds} : " + " ; ".join(grant)] + acts).replace(" :  |", " : |")


def wotcb_unit_clause(c):
    for pat, fmt in KEYWORDS:
        m = re.match(pat, c)
        if m:
            return fmt.format(*m.groups())
    return wotcb_match(WOTCB_UNIT, c) or translate(c) or wotcb_pilot(c) or translate_pilot(c)


def wotcb_unit(text):
    out = []
    for clause in [c.strip() for c in text.split("|") if c.strip()]:
        keywords, clause = leading_keywords(clause)
        out.extend(keywords)
        clause = drop_reminders(clause)
        for piece in re.split(WOTCB_ABILITY_START, clause):
            piece = piece.strip().rstrip(".;").strip()
            if piece:
                out.append(wotcb_unit_clause(piece) or "todo " + clause_kind(piece))
    return out


def encode_wotcb(ctype, text, base):
    """The encoding of a card the rules above left with a `todo`, when the
    shapes of this block do better; otherwise the one they gave."""
    if not any(a.startswith("todo") for a in base):
        return base
    c = text.strip().rstrip(".")
    if ctype == "Battle":
        t = wotcb_match(WOTCB_BATTLE, c)
        return [t] if t else base
    if ctype == "Mission":
        t = wotcb_match(WOTCB_MISSION, c)
        return ["play free -> " + t + ("" if "@build" in t else " @build")] if t else base
    if ctype not in ("Space", "Ground", "Character"):
        return base
    whole = wotcb_match(WOTCB_WHOLE_UNIT, drop_reminders(text).rstrip("."))
    if whole:
        return whole.split(" | ")
    mine = wotcb_unit(text)
    todos = sum(a.startswith("todo") for a in mine)
    return mine if todos < sum(a.startswith("todo") for a in base) else base
# end of wotcB

# wotcG: the clause shapes of A New Hope and Battle of Yavin cards that
# the blocks above leave with a `todo`, matched on the whole printed text
# (reminders dropped) and encoded by hand.  Only a card still holding a
# `todo` is looked at, so no card that already plays changes.
WOTCG_SETS = ("ANH", "BOY")  # this block's sets; the others are other blocks'
WOTCG_WHOLE = {
    "Battle": [
        (r"^Pay (\d+) Force -> Choose one of your untapped (Starfighter)s in the (Space) arena and one of your "
         r"opponent's units in that arena\. For each 10 speed your Starfighter has, it does 1 damage to that unit\. "
         r"Then discard your Starfighter from the Space arena\. Play only if no unit is attacking$",
         "play force:{0} -> target choose own untapped {2} sub:{1} ; speed-damage choose enemy {2} ; discard it "
         "only-if no-attack"),
        (r"^Discard one of your (Jedi) from the (Character) arena -> You gain \+(\d+) Force\. Play only if no unit is "
         r"attacking$",
         "play discard-unit own {1} sub:{0} -> gain-force {2} only-if no-attack"),
        (r'^One of your units gets "Pay (\d+) Force -> Intercept" until end of turn$',
         "play free -> intercept-for choose own force {0}"),
        (r"^One of your units gets \+(\d+) power for this attack if it is attacking a unit that has (shields)$",
         lambda g: f"play free -> stat choose own attacking power {g[0]} attack @attack "
                   f"only-if have any defending has:{g[1]}"),
        (r"^Pay (\d+) Force -> Choose one of your untapped (Character)s and one of your opponent's untapped "
         r"Characters\. Each player rolls one of his or her dice\. If you roll lower, tap your Character\. If your "
         r"opponent rolls lower, tap his or her Character\. If it's a tie, tap both Characters$",
         "play force:{0} -> target choose own untapped {1} ; duel choose enemy untapped {1}"),
        (r"^Pay (\d+) Force -> Choose an arena\. Prevent all damage that would be done by units in that arena until "
         r"end of turn$",
         "play force:{0} -> choose-arena ; ceasefire chosen-arena turn"),
        (r"^Pay (\d+) Force -> One of your (Starfighter)s gets (Critical Hit \d+) until end of turn\. Tap all your other "
         r"units in the (Space) arena\. Play only before any of your Space units attack$",
         "play force:{0} -> keyword choose own {3} sub:{1} {2} turn ; tap each own {3} not-it "
         "only-if before-own-attacks {3}"),
        (r"^Pay (\d+) Force -> Choose one of your opponent's units in the (Space) arena\. This turn, each of your units "
         r"in the Space arena gets (Critical Hit \d+) as long as it's attacking that unit$",
         "play force:{0} -> flaw choose enemy {1} {2} turn from {1}"),
        (r"^Pay (\d+) Force -> Choose a (Space) unit in your opponent's build zone\. Put that unit into the Space arena\. "
         r"If it's untapped, tap it\. Until end of turn, each of your units gets (Accuracy \d+) as long as it's "
         r"attacking that unit$",
         "play force:{0} -> deploy choose enemy in-build-zone {1} ; tap it ; flaw it {2} turn from space/ground/character"),
        (r"^Return one of your units from the (Space) arena to your hand$",
         "play free -> return-to-hand choose own {0}"),
        (r"^Pay (\d+) Force -> Prevent up to (\d+) Damage to one of your (Character)s\. That Character may do that much "
         r"damage to a Character of your choice in the same arena$",
         "play force:{0} -> deflect choose own {2} pending {1} @prevent"),
        (r"^Pay (\d+) Force -> Choose an? (Ground|Character) (?:unit )?in your opponent's build zone\. Put that "
         r"(?:unit|Character) into the (?:g|G)round arena\. If it's tapped, untap it$",
         "play force:{0} -> deploy choose enemy in-build-zone {1}"),
        (r"^Pay (\d+) Force -> Choose a (Character) in your opponent's build zone\. Put that Character into the "
         r"Character arena\. If that Character is tapped, untap that Character$",
         "play force:{0} -> deploy choose enemy in-build-zone {1}"),
    ],
    "Mission": [
        (r"^Choose an arena\. This turn, when any of your units in that arena would be damaged, prevent (\d+) of that "
         r"damage$",
         "play free -> choose-arena ; ward-arena chosen-arena {0} turn @build"),
        (r"^If you have (\d+) or more units in each arena, you get \+(\d+) build points this turn$",
         "play free -> spread {0} ; build-points {1} @build"),
        (r"^Remove up to (\d+) damage counters from any number of your damaged units in one arena, divided$",
         "play free -> choose-arena ; heal-divided choose own damaged chosen-arena {0} @build"),
        (r"^Take a (Droid) unit card from your hand\. Show it to your opponent and put it in your build zone\. Put 1 "
         r"build counter on it for each (Jawa) you have in any arena$",
         "play free -> stage unit-card sub:{0} per sub:{1} @build"),
        (r"^When the battle phase starts, move 1 damage counter from one unit to another unit in the same arena$",
         "play free -> delay @build | on battle-start : target choose any damaged ; move-counter choose any it-arena "
         "not-it"),
        (r"^Remove all build counters from each partially built card in your build zone\. You get that many extra "
         r"build points this turn$",
         "play free -> build-points-from-counters @build"),
        (r"^Your opponent's units can't use Bombard or Ion Cannon this turn\. You gain \+(\d+) Force$",
         "play free -> forbid opponent bombard/ion-cannon turn ; gain-force {0} @build"),
        (r"^You get \+1 build point for each (Diplomat) in the (Character) arena$",
         "play free -> build-points-per each any {1} sub:{0} @build"),
        (r"^Each of your (Dark) Side units that has power (\d+) or more at the time [\w' -]+ is played gets \+(\d+) "
         r"power until end of turn$",
         lambda g: f"play free -> stat each own {g[0].lower()}-side power>={g[1]} power {g[2]} turn @build"),
        (r"^Choose one of your opponent's partially built cards\. Unless your opponent pays (\d+) Force, he or she "
         r"discards that card$",
         "play free -> target choose enemy partially-built ; unless-opponent-pays {0} ; discard it partially-built @build"),
        (r"^Your opponent can't play (Battle cards|activated abilities) this turn$",
         lambda g: "play free -> forbid opponent " + ("battle-cards" if g[0] == "Battle cards" else "activated")
                   + " turn @build"),
        (r"^Choose one: (Clone), (Droid) or (Jedi)\. Each unit of that type gets -(\d+) power until end of turn$",
         "play free -> one-of stat each any sub:{0} power -{3} turn ; stat each any sub:{1} power -{3} turn ; "
         "stat each any sub:{2} power -{3} turn @build"),
    ],
    "Space": [
        (r"^When you deploy this unit, choose one of your opponent's (Ground) units\. If that unit is in the Ground "
         r"arena when the battle phase starts this turn, this unit does (\d+) damage to it$",
         "on deployed : mark choose enemy {0} | on battle-start if count enemy {0} marked >= 1 : "
         "damage each enemy {0} marked {1}"),
    ],
    "Ground": [
        (r"^As long as this unit is in the (Ground) arena, each of your (Space) units costs (\d+) fewer build counters? "
         r"to deploy$",
         "static if self-in {0} : each own {1} gets cost -{2}"),
        (r"^\[tap\] -> This unit does (\d+) damage divided as you choose between 1 or (\d+) of your opponent's units "
         r"in the (Ground) arena\. Play only when this unit would attack$",
         "act tap -> damage-divided choose enemy {2} {0} max:{1} @would-attack"),
        (r"^Subtract (\d+) from each of this unit's attack dice$", "static : self gets accuracy -{0}"),
    ],
    "Character": [
        (r"^As long as you have another (Jedi) in the (Character) arena, [\w' -]+ gets \+(\d+) power and \"Pay (\d+) "
         r"Force -> Evade (\d+)\"$",
         "static if count own other {1} sub:{0} >= 1 : self gets power {2} | "
         "static if count own other {1} sub:{0} >= 1 : self gets evade {4} force {3}"),
        (r"^This unit can't attack if you have no units in the (Space) arena$",
         "static if no own {0} : self gets no-attack"),
        (r"^\[tap\] -> This turn, each of your (Space) units gets \+(\d+) power as long as it's using Bombard to attack "
         r"a Ground unit\. Play only during your build step$",
         "act tap -> cross-power bombard {1} turn @build"),
        (r"^\[tap\] -> This turn, each of your (Ground) units gets \+(\d+) Power as long as it's using Ion Cannon to "
         r"attack a Space unit\. Play only during your build step$",
         "act tap -> cross-power ion-cannon {1} turn @build"),
        (r"^As long as [\w' -]+ is in the (Character) arena, you can't play Battle cards and each of your "
         r"(Capital Ship)s gets \+(\d+) Power$",
         "static if self-in {0} : self gets forbid battle-cards | "
         "static if self-in {0} : each own sub:{1} gets power {2}"),
        (r"^Discard [\w' -]+ from the (Character) arena -> Choose one of your Characters, that Character can't be "
         r"attacked this turn\. Play only during your build step$",
         "act discard-self -> protect choose own {0} turn @build"),
        (r"^\[tap\] -> This unit does (\d+) damage to each other (Character) in the Character arena\. Play only when this unit would attack$",
         "act tap -> damage each any other {1} {0} @would-attack"),
        (r"^\[tap\] -> Untap one of your other (Droid)s in the (Character) arena\. Play only when this unit would "
         r"attack and only once per turn$",
         "act tap -> untap choose own other tapped {1} sub:{0} @would-attack"),
        (r"^When the (Character) battle step starts, your opponent may pay (\d+) Force\. If he or she does, retreat "
         r"[\w' -]+$",
         "on step-start {0} : if-opponent-pays {1} ; retreat self"),
        (r"^When you deploy this unit, look at your opponent's hand\. Choose one of those cards\. Your opponent "
         r"discards that card$",
         "on deployed : look-hand ; strip-hand any"),
        (r"^\[tap\] -> Look at your opponent's hand\. If there are any Battle or Mission cards there, choose one of "
         r"them\. Your opponent discards that card\. Play only during your build step$",
         "act tap -> look-hand ; strip-hand any battle-card mission-card @build"),
        (r"^When [\w' -]+ attacks, you may give it \+(\d+) power for that attack\. If you do, when the attack ends "
         r"[\w' -]+ does (\d+) damage to itself\. \| When [\w' -]+ is discarded from the (Character) arena, search "
         r"your deck\. You may take an? ([\w ]+?) card from your deck\. Show it to your opponent and put it into your "
         r"hand\. Then shuffle your deck$",
         lambda g: f"on attacks : may stat self power {g[0]} attack ; damage-at-attack-end self {g[1]} | "
                   f"on discarded {g[2].lower()} : search own sub:{g[3].replace(' ', '_')}"),
    ],
}

# one printed clause of a unit (split at " | ") for each `todo` left
WOTCG_CLAUSES = [
    (r"^When the roll for build points is made, if [\w' -]+ is in the (Character) arena and your opponent doesn't "
     r"have at least one unit in each arena, you get \+(\d+) build points? this turn$",
     "on build-roll if self-in {0} and gap enemy : build-points {1}"),
    (r"^Pay any number of build points -> Remove that many damage counters from [\w' -]+\. Play only during your "
     r"build step$",
     "act free -> pay-build-points-x ; heal self paid @build"),
    (r"^When [\w' -]+ damages an? (Character), remove (\d+) damage counters? from [\w' -]+$",
     "on damages if subject any {0} : heal self {1}"),
    (r"^When this unit damages another unit and the other unit is discarded, untap this unit$",
     "on defeats : untap self"),
    (r"^When this unit damages one of your opponent's (Droid)s, your opponent puts that Droid on top of his or her "
     r"deck$",
     "on damages if subject enemy sub:{0} : to-deck-top it"),
    (r"^When one of your opponent's (Character)s would damage [\w' -]+, prevent that damage unless your opponent "
     r"pays (\d+) Force$",
     "on would-be-damaged if damage-from enemy {0} : unless-opponent-pays {1} ; prevent self all"),
    (r"^When the battle phase ends, if [\w' -]+ is in the (Character) arena, your opponent loses (\d+) Force$",
     "on battle-end if self-in {0} : opponent-loses-force {1}"),
]


def encode_wotcg(ctype, text, ab):
    """The hand-made encoding of a whole card of this block, when the
    blocks above left a `todo` on it; otherwise what they gave."""
    if not any(a.startswith("todo") for a in ab):
        return ab
    whole = wotcb_match(WOTCG_WHOLE.get(ctype, []), drop_reminders(text.strip()).strip().rstrip("."))
    if whole:
        return whole.split(" | ")
    clauses = [drop_reminders(c).strip().rstrip(".") for c in text.strip().split("|")]
    if ctype not in ("Space", "Ground", "Character") or len(clauses) != len(ab):
        return ab
    return [wotcb_match(WOTCG_CLAUSES, c) or a if a.startswith("todo") else a for a, c in zip(ab, clauses)]
# end of wotcG


# wotcF: Sith Rising and Jedi Guardians cards (issue 20), whole printed
# texts (reminders dropped, final full stop dropped) by card type.  Only a
# card the blocks above leave with a `todo` is looked at.
WOTCF_WHOLE = {
    "Mission": [
        (r"^You may discard one of your units from any arena\. If you do, draw (\d+) cards, then gain \+(\d+) Force$",
         "play free -> may discard choose own ; draw {0} ; gain-force {1} @build"),
        (r"^For each unit in the Space, Ground, and Character arenas \(yours and your opponent's\), roll one of your "
         r"dice\. If you roll a 5 or a 6 for a unit, tap it$",
         "play free -> roll-tap each any 5 @build"),
        (r"^Return one of your (Character)s in play to your hand from an arena or your build zone\. You gain Force equal "
         r"to that Character's total build cost$",
         "play free -> target choose own {0} or-build-zone ; cost-x it or-build-zone ; return-to-hand it or-build-zone ; "
         "gain-force paid @build"),
        (r"^When the battle phase starts, choose Space, Ground, or Character\. Each player must put all his or her units "
         r"of that type into that arena$",
         "play free -> delay @build | on battle-start : choose-arena ; put-in-arena each any in-build-zone chosen-arena"),
        (r"^When this turn ends, if you have (\d+) or more (Council Member)s in any arena or build zone, even if your "
         r"opponent controls two arenas, you win the game$",
         lambda g: f"play free -> delay @build | on turn-end : if-have {g[0]} each own sub:{g[1].replace(' ', '_')} "
                   f"or-build-zone ; win-game"),
        (r"^Look at your opponent's hand\. Then choose a player\. That player counts the cards in his or her hand, "
         r"discards his or her hand, and draws that many cards$",
         "play free -> look-hand ; redraw-hand @build"),
        (r"^Choose one of your (Jedi) in any arena or your build zone\. Search your deck\. You may take a card with the "
         r"same name as that unit from your deck, show it to your opponent, and put it into your hand\. Then shuffle your "
         r"deck\. [\w' -]+ does (\d+) damage to that Jedi$",
         "play free -> target choose own sub:{0} or-build-zone ; search own title-of-it ; damage it or-build-zone {1} @build"),
        (r"^Choose a player and a card type \(Space, Ground, Character, Battle, Mission, Location, or Equipment\)\. That "
         r"player reveals the top (\d+) cards of his or her deck, puts all those cards of the chosen type into his or "
         r"her hand, and discards the rest$",
         "play free -> prophecy {0} @build"),
        # the printed card is dropped on the table; the IDC's online ruling
        # (usage note) keeps only the damage to the chosen unit
        (r"^When the battle phase starts, choose a unit in any arena or your opponent's build zone\. Remove the card from "
         r"its sleeve.* it does (\d+) damage to that unit$",
         "play free -> delay @build | on battle-start : one-of damage choose any {0} ; "
         "damage choose enemy in-build-zone {0}"),
        (r"^You gain \+(\d+) Force\. Your opponent loses (\d+) Force\. If ([\w' -]+?) is in the (Character) arena, you gain "
         r"an extra \+(\d+) Force and your opponent loses an extra (\d+) [Ff]orce$",
         "play free -> gain-force {0} ; opponent-loses-force {1} ; if-have any {3} name:{2} ; gain-force {4} ; "
         "opponent-loses-force {5} @build"),
    ],
    "Battle": [
        (r"^Choose one of your opponent's units in the (Space) or (Ground) arena\. That unit gets -(\d+) speed$",
         "play free -> stat choose enemy {0}/{1} speed -{2} turn"),
        # "instead" when a unit is in an arena: two plays, each only while
        # its condition holds
        (r"^Pay (\d+) Force -> Prevent (\d+) damage to one of your units\. If ([\w' -]+?) is in the (Character) arena, "
         r"prevent up to (\d+) damage to that unit instead$",
         "play force:{0} -> prevent choose own pending {1} @prevent only-if lack any {3} name:{2} | "
         "play force:{0} -> prevent choose own pending {4} @prevent only-if have any {3} name:{2}"),
        (r"^Pay (\d+) Force -> Choose a unit\. That unit loses (Shields) until end of battle$",
         lambda g: f"play force:{g[0]} -> lose-keyword choose any {GRANT_WORDS[g[1]]} battle"),
        # the tapped unit's power is counted first: choosing the unit that
        # gets it makes that unit "it"
        (r"^Pay (\d+) Force, Tap one of your untapped units in any arena -> One of your units in the same arena gets \+X "
         r"power for this attack, where X is the power of the unit you tapped$",
         "play force:{0},tap-unit own untapped -> power-x it ; stat choose own it-arena power paid attack @attack"),
        # "one of more" as the set file prints it
        (r"^Pay (\d+) Force -> Choose one o[fr] more of your opponent's attack dice\. Your opponent rerolls those dice$",
         "play force:{0} -> reroll opponent-chosen @reroll"),
        (r"^Pay (\d+) Force -> One of your units using Bombard to attack a Ground unit gets \+(\d+) power for this attack$",
         "play force:{0} -> stat choose own bombarding power {1} attack @attack"),
    ],
    "Character": [
        (r"^As long as ([\w' -]+?) is in the (Character) arena, [\w' -]+? gets 'Pay (\d+) Force -> Evade (\d+)"
         r"(?: \([^)]*\))?\.?' Reserves: Tap -> You gain (\d+) Force\. Play only during your build step$",
         lambda g: f"static if count any {g[1].lower()} name:{g[0].replace(' ', '_')} >= 1 : "
                   f"self gets evade {g[3]} force {g[2]} | "
                   f"reserves act tap -> gain-force {g[4]} @build"),
        (r"^Treat ([\w' -]+?) as an? (Dark Jedi)\. When the (Character) battle step starts, your opponent may pay (\d+) Force\. "
         r"If your opponent does, retreat \1\. Pay (\d+) Force -> Evade (\d+)(?: \([^)]*\))?$",
         lambda g: f"also-subtype {g[1].replace(' ', '_')} | on step-start {g[2].lower()} : if-opponent-pays {g[3]} ; "
                   f"retreat self | act force:{g[4]} -> evade {g[5]}"),
        (r"^As long as this unit is in the (Character) arena, it gets \+(\d+) power for each other ([\w' -]+?) in the "
         r"Character arena \(yours and your opponent's\)$",
         "static if self-in {0} : self gets power {1} per any other {0} name:{2}"),
    ],
}


# one ability of a unit, as the wotcB block splits them
WOTCF_UNIT = [
    (r"^When [\w' -]+? attacks, predict the number of hits you'll roll for that attack\. If you're correct, you gain "
     r"(\d+) Force$", lambda g: f"on attacks : predict-hits {g[0]}"),
    (r"^If [\w' -]+? is discarded and has a Pilot on it, you may move that Pilot to your build zone instead of "
     r"discarding the Pilot$", "on discarded : pilot-to-build"),
    (r"^Tap -> Reveal the top (\d+) cards of your deck\. If you revealed any (Character) cards, put one of them face down "
     r"in your build zone with a build counter on it\. Discard the rest\. Play only during your build step$",
     lambda g: f"act tap -> reveal-to-build {g[0]} own {g[1].lower()} 1 @build"),
    (r"^Reserves: Tap -> [\w' -]+? does a number of dice of damage equal to (?:her|his|its) power to an? (Character) in "
     r"your opponent's build zone\. Play only when no unit is attacking$",
     lambda g: f"reserves act tap -> dice-damage choose enemy in-build-zone {g[0].lower()} power only-if no-attack"),
    # the draw comes as your build step starts (from the ESB rulebook on):
    # the cards go to the bottom right after it
    (r"^As long as [\w' -]+? is in the (Character) arena, draw (\d+) extra cards during your draw step and then put (\d+) "
     r"cards from your hand on the bottom of your deck$",
     lambda g: f"static if self-in {g[0].lower()} : self gets extra-draw {g[1]} | "
               f"on build-start if self-in {g[0].lower()} : bottom-hand {g[2]}"),
    # (Aurra only for now: Mara Jade's are other sets' cards)
    (r"^Treat Aurra as an? (Dark Jedi)$", lambda g: f"also-subtype {g[0].replace(' ', '_')}"),
    (r"^When damage from ([\w' -]+?) causes an? (Jedi) to be discarded, untap \1$",
     lambda g: f"on defeats if subject any sub:{g[1]} : untap self"),
    (r"^\[tap\] -> Search your deck\. You may take an? (clone) card from your deck\. Show it to your opponent and put it "
     r"face-down in your build zone with (\d+) build counters? on it\. Then shuffle your deck\. Play only during your "
     r"build step$",
     lambda g: f"act tap -> search-to-build own sub:{g[0].capitalize()} {g[1]} @build"),
    # a cost that discards another unit: chosen as the ability is used
    # (`target`; not offered without one), its cost counted before it goes
    (r"^Pay (\d+) Force, discard one of your other (Character)s from the Character arena -> You get a number of build "
     r"points equal to that Character's total build cost\. Play only during your build step$",
     lambda g: f"act force:{g[0]} -> target choose own other {g[1].lower()} ; cost-x it ; discard it ; "
               f"build-points paid @build"),
    (r"^When you finish building another (Creature), if this unit is in the (Ground) arena, draw a card$",
     lambda g: f"on built if self-in {g[1].lower()} and subject own other sub:{g[0]} : draw 1"),
    (r"^When ([\w' -]+?) is discarded from the (Space|Ground|Character) arena, you may pay (\d+) Force\. If you do, return "
     r"\1 from your discard pile to your hand$",
     lambda g: f"on discarded {g[1].lower()} : if-you-pay {g[2]} ; recover self 1"),
    # "prevent all damage it would do to the defending unit": the defender
    # is sheltered for this attack
    (r"^When ([\w' -]+?) attacks?, your opponent may pay (\d+) force\. If your opponent does, prevent all damage \1 "
     r"would do to the defending unit, and \1 does (two|\d+) damage to itself$",
     lambda g: f"on attacks : if-opponent-pays {g[1]} ; shelter defender attack ; damage self {n_of(g[2])}"),
    (r"^Pay (\d+) Force -> Your opponent can't use Evade to prevent damage from [\w' -]+ for this attack$",
     "act force:{0} -> no-evade defender attack @attacking"),
    (r"^As long as [\w' -]+ is in the (Character) arena, each (Light|Dark) Side (Character) costs (\d+) fewer build "
     r"counters to deploy$",
     lambda g: f"static if self-in {g[0].lower()} : each any {g[1].lower()}-side {g[2].lower()} gets cost -{g[3]}"),
]


def encode_wotcf(ctype, text, base):
    if not any(a.startswith("todo") for a in base):
        return base
    c = text.strip().rstrip(".")
    for pat, fmt in WOTCF_WHOLE.get(ctype, []):
        m = re.match(pat, c)
        if m:
            return (fmt(m.groups()) if callable(fmt) else wotcb_fill(fmt, m.groups())).split(" | ")
    if ctype not in ("Space", "Ground", "Character"):
        return base
    mine = []
    for clause in [x.strip() for x in text.split("|") if x.strip()]:
        keywords, clause = leading_keywords(clause)
        mine.extend(keywords)
        for piece in re.split(WOTCB_ABILITY_START, drop_reminders(clause)):
            piece = piece.strip().rstrip(".;").strip()
            if piece:
                mine.extend((wotcb_match(WOTCF_UNIT, piece) or wotcb_unit_clause(piece)
                             or "todo " + clause_kind(piece)).split(" | "))
    todos = sum(a.startswith("todo") for a in mine)
    return mine if todos < sum(a.startswith("todo") for a in base) else base
# end of wotcF


# wotcI: Missions that may be completed "only if ..." and the other
# Missions of the first wave (issue 20), whole printed texts (reminders
# dropped, final full stop dropped) by card type.  The condition is the
# play's `only-if`, checked as the Mission is completed.  Only a card the
# blocks above leave with a `todo` is looked at.
WOTCI_WHOLE = {
    "Mission": [
        # "no units in the Space arena and no Space units in play in his or
        # her build zone": both parts are one selector, units in the arena
        # and completed Space units in the build zone (face-down cards are
        # not units: IDC usage note)
        (r"^You (?:may|can) complete [\w' -]+ only if your opponent has no units in the (Space) arena and no \1 units "
         r"in play in his or her build zone\. \| Draw (\d+) cards$",
         lambda g: f"play free -> draw {g[1]} @build only-if lack enemy {g[0].lower()} or-build-zone"),
        (r"^You may complete [\w' -]+ only if you have exactly 1 other partially built card\. \| Discard your hand "
         r"and put (\d+) build counters on that card$",
         "play free -> discard-hand all ; build-counters each own partially-built other {0} @build "
         "only-if one own partially-built other"),
        (r"^You may complete [\w' -]+ only if you have no units in the (Space) arena and no \1 units in play in your "
         r"build zone\. \| Put up to (\d+) (Starfighter) cards into the \1 arena from your discard pile$",
         lambda g: f"play free -> raise own {g[0].lower()} sub:{g[2]} unit-card {g[1]} @build "
                   f"only-if lack own {g[0].lower()} or-build-zone"),
        (r"^Search your deck\. You may take any number of different ([\w ]+?) cards from your deck, show them to your "
         r"opponent, and put them into your hand\. You gain Force equal to the number of cards you took\. Then shuffle "
         r"your deck$",
         lambda g: f"play free -> search-many own sub:{g[0].replace(' ', '_')} ; gain-force paid @build"),
        (r"^Your opponent can't put (Jedi) into the (Character) arena during his or her build step this turn\. If your "
         r"opponent deploys a \1 this turn, that \1 stays in his or her build zone$",
         "play free -> forbid opponent character-arena {0} turn @build"),
        # the Force is a cost of completing it (not offered without it)
        (r"^To complete [\w' -]+, you must pay (\d+) Force\. Your opponent can't spend build points this turn$",
         "play force:{0} -> forbid opponent build-points turn @build"),
    ],
}


# in a prevention chance all the damage pending on your units comes from
# one unit (an attacker, or an ability's unit), so "all damage done by one
# of your opponent's units" is all the damage pending on yours
WOTCI_WHOLE["Battle"] = [
    (r"^Pay (\d+) Force -> Prevent all damage done by one of your opponent's units$",
     "play force:{0} -> prevent each own pending all @prevent"),
]


# a unit that may attack into the build zone this turn (raid)
WOTCI_WHOLE["Space"] = [
    (r"^Pay (\d+) Force -> This turn, [\w' -]+ may attack an? (Space) unit in your opponent's build zone\. When it "
     r"does, it gets \+(\d+) power for that attack\. Pay (\d+) Force -> Evade (\d+)$",
     lambda g: f"act force:{g[0]} -> raid self {g[2]} {g[1].lower()} | act force:{g[3]} -> evade {g[4]}"),
]


# whole unit texts of this block (a Pilot's lasting gift: "piloting static")
WOTCI_WHOLE["Character"] = [
    # a cost of X damage counters on another unit: chosen and counted as
    # the ability takes effect, the prevention after it (Clone Captain)
    (r"^Put any number of damage counters on one of your other (clone)s in any arena -> Prevent [Tt]hat much damage "
     r"to this unit\. Play only once each time damage would be done to this unit$",
     lambda g: f"act free -> target choose own other sub:{g[0].capitalize()} ; put-damage it up-to 99 ; "
               f"prevent self paid @prevent only-if have self pending"),
    (r"^[\w' -]+ gets (Accuracy) (\d+) as long as he's attacking an? (Jedi)\. \[Pilot\] (Patrol Ship) Pilot\. [Tt]he "
     r"[\w ]+ gets 'As long as you have no other units in the (Space) arena, this [\w ]+ gets \+(\d+) speed and "
     r"\+(\d+) power\.?'$",
     lambda g: f"static if attacking any sub:{g[2]} : self gets {g[0].lower()} {g[1]} | "
               f"pilot {PILOT_KINDS[g[3]]} : | "
               f"piloting static if no own other {g[4].lower()} : self gets speed {g[5]} | "
               f"piloting static if no own other {g[4].lower()} : self gets power {g[6]}"),
]


# Card texts the set files have wrong, by name: the right encoding, or
# what of it we can vouch for.  Destroyer Droid Team (JG 85): its text in
# the IDC set file (and upstream) begins with Close Pursuit's (JG 83)
# whole text, a copy error (a unit with an untriggered "Choose one of your
# opponent's units ..." is no ability at all); its own Shields 1 keeps its
# own reminder.  We have found no source for the printed first ability, so
# that part stays a `todo` and the card counts as missing.
WOTCI_OVERRIDES = {
    ("Destroyer Droid Team", "JG"): (
        "Choose one of your opponent's units in the Space or Ground arena. That unit gets -20 speed. Shields 1",
        ["shields 1", "todo other"]),
}


def encode_wotci(ctype, text, ab, name=None, set_=None):
    fix = WOTCI_OVERRIDES.get((name, set_))
    if fix and drop_reminders(text.strip()).strip().rstrip(".") == fix[0]:
        return fix[1]
    if not any(a.startswith("todo") for a in ab):
        return ab
    whole = wotcb_match(WOTCI_WHOLE.get(ctype, []), drop_reminders(text.strip()).strip().rstrip("."))
    return whole.split(" | ") if whole else ab
# end of wotcI


# wotcJ: A New Hope and Battle of Yavin cards (issue 20), whole printed
# texts (reminders dropped, final full stop dropped) by card type.  Only a
# card the blocks above leave with a `todo` is looked at.
WOTCJ_WHOLE = {
    "Space": [
        # "it is not deployed" (its ruling: no deployment effects)
        (r"^\[tap\] -> Draw a card\. Play only during your build step\. \| When one of your opponent's effects causes you "
         r"to discard this card from your hand, you may put it into the (Space) arena from your discard pile$",
         "act tap -> draw 1 @build | on hand-discarded : may pile-to-arena"),
    ],
    "Battle": [
        # "(after any rerolls.)" goes with the reminders; "before you roll
        # attack dice": the attack chance (@attacking)
        (r"^Predict the number of hits you'll roll for this attack\.? [Ii]f you're correct, you gain \+?(\d+) Force\. "
         r"Play only before you roll attack dice$",
         lambda g: f"play free -> predict-hits {g[0]} @attacking"),
    ],
    "Ground": [
        (r"^Damage from this unit's attack can't be prevented$", "static : self gets unpreventable"),
        # "would attack": instead of its attack, tapping for it
        (r"^\[tap\] -> Look at the top (\d+) cards of your opponent's deck\. Choose any number of (Space) unit cards "
         r"there and put them into your opponent's discard pile\. Put the rest back on top in any order\. Play only when "
         r"this unit would attack$",
         lambda g: f"act tap -> look-top opponent {g[0]} discard enemy {g[1].lower()} @would-attack"),
        # the unit is chosen among those in the attacker's arena: the
        # defender's, for a unit that can't attack into another arena
        (r"^When this unit attacks, your opponent may pay (\d+) Force\. If your opponent does, he or she chooses a unit "
         r"(?:\(yours or your opponent's\) )?in the same arena as the defending unit\. This unit now attacks the chosen unit "
         r"instead$",
         lambda g: f"on attacks : if-opponent-pays {g[0]} ; redirect choose any attacker-arena by-opponent"),
    ],
    "Character": [
        (r"^As long as Labria is in the (Character) arena, your opponent plays with his or her hand face up$",
         lambda g: f"static if self-in {g[0].lower()} : self gets open-hand"),
        # "(Yours or your opponent's)" goes with the reminders: `any`
        (r"^Anytime a (Jedi) (Character) can attack Motti, that Character must do so$",
         lambda g: f"static : each any {g[1].lower()} sub:{g[0]} gets must-attack"),
        # the second ability works from the discard pile ("discard-pile act"):
        # the Jedi is chosen and discarded as it takes effect
        (r"^Discard Leia from the (Character) arena -> Search your deck\. You may take a (Jedi) card from your deck\. Show "
         r"it to your opponent and put it into your hand\. Then shuffle your deck\. Play only during your build step\. \| "
         r"Discard one of your Jedi from the Character arena -> Return Leia to your hand\. Play only during your build "
         r"step and only if Leia is in your discard pile$",
         lambda g: f"act discard-self -> search own sub:{g[1]} @build | "
                   f"discard-pile act discard-unit own {g[0].lower()} sub:{g[1]} -> recover self 1 @build"),
        (r"^\[tap\] -> Look at the top (\d+) cards of your opponent's deck\. Put them back in any order\. Play only "
         r"during your build step$",
         lambda g: f"act tap -> look-top opponent {g[0]} @build"),
    ],
}


def encode_whole(table, ctype, text, base):
    """A card the blocks before leave with a `todo`, by its whole text."""
    if not any(a.startswith("todo") for a in base):
        return base
    c = drop_reminders(text.strip()).strip().rstrip(".")
    for pat, fmt in table.get(ctype, []):
        m = re.match(pat, c)
        if m:
            return (fmt(m.groups()) if callable(fmt) else wotcb_fill(fmt, m.groups())).split(" | ")
    return base
# end of wotcJ


# wotcK: more Pilots of A New Hope and Battle of Yavin (issue 20), whole
# printed texts as in wotcJ.  A Pilot's gift that holds only sometimes is a
# "piloting static" whose self and other speak of the piloted unit.
WOTCK_WHOLE = {
    "Character": [
        (r"^\[Pilot\] (Speeder) Pilot\. The speeder gets: \* \+(\d+) speed\. \* This unit gets (Critical Hit) (\d+) as "
         r"long as its attacking an? (Creature)$",
         lambda g: f"pilot {PILOT_KINDS[g[0]]} : speed {g[1]} | "
                   f"piloting static if attacking any sub:{g[4]} : self gets {GRANT_WORDS[g[2]]} {g[3]}"),
        (r"^\[Pilot\] (Capital Ship) Pilot\. The Capital Ship gets: \* \+(\d+) speed\. \* \+(\d+) power\. \* As long as "
         r"this unit is in the (Space) arena, each of your other \4 units gets \+(\d+) speed$",
         lambda g: f"pilot {PILOT_KINDS[g[0]]} : speed {g[1]} ; power {g[2]} | "
                   f"piloting static if self-in {g[3].lower()} : each own other {g[3].lower()} gets speed {g[4]}"),
        # both play conditions at once: "only-if no-attack have SEL"
        (r"^\[Pilot\] (Starfighter) Pilot\. The Starfighter gets: \* \+(\d+) speed\. \* \+(\d+) power\. \* Pay (\d+) Force "
         r"-> Retreat this Starfighter\. Play only if no unit is attacking and only if the Starfighter has 1 or more "
         r"damage counters on it$",
         lambda g: f"pilot {PILOT_KINDS[g[0]]} : speed {g[1]} ; power {g[2]} | "
                   f"piloting act force:{g[3]} -> retreat self only-if no-attack have self damaged"),
    ],
}
# end of wotcK


# wotcL: the last Battle cards of the first five sets (issue 20), whole
# printed texts as in wotcJ.
WOTCL_WHOLE = {
    "Battle": [
        # the first unit chosen is `it`; the second, in its arena, may be
        # none ("up to 2"), and the slower of the two catches up
        (r"^Pay (\d+) Force -> Up to 2 of your units in the same arena each get \+(\d+) power until end of turn\. If one "
         r"of those units has lower speed than the other, it gets extra speed equal to the difference until end of turn$",
         "play force:{0} -> stat choose own power {1} turn ; "
         "even-speed choose-up-to:1 own it-arena not-it power {1} turn"),
        # "for this attack": in the attack chance, before the dice are
        # rolled (its ruling)
        (r"^Pay (\d+) Force -> For this attack, when the attacking unit damages the defending unit, it also does that "
         r"much damage to itself$",
         "play force:{0} -> recoil attacker @attack"),
        (r"^Pay (\d+) Force -> For this attack, roll only 1 of your dice instead of a number of dice equal to the "
         r"attacking unit's power\. If the attacking unit damages the defending unit, the defending unit is discarded\. "
         r"Play only if one of your units is attacking$",
         "play force:{0} -> one-die attacker ; doom-on-hit attacker @attacking"),
        # "all units in all arenas are tapped": no untapped unit in any
        (r"^Pay (\d+) Force -> Choose an arena\. Untap all units in that arena\. Begin another battle step in that "
         r"arena\. Play only if all units in all arenas are tapped$",
         "play force:{0} -> choose-arena ; untap each any chosen-arena ; extra-step chosen-arena "
         "only-if lack any untapped"),
        # "(before you roll attack dice)" goes with the reminders: the attack
        # chance of your attacking unit
        (r"^Pay (\d+) Force -> For this attack, you may divide the hits from the attacking unit between the defending "
         r"unit and another of your opponent's units in the same arena as the defending unit\. Play only when one of "
         r"your units is attacking$",
         "play force:{0} -> divide-hits attacker @attacking"),
        # the card comes back under when the turn ends, the first top card
        # on top again (its ruling)
        (r"^Pay (\d+) Force -> Choose one of your stacked unique units\. Take any understacked card in that stack and "
         r"put it on top\. When the turn ends, put that card on the bottom of the stack$",
         "play force:{0} -> put-on-top choose own unique stacked"),
        (r"^Pay (\d+) Force -> Choose one of your (Starfighter)s in the (Space) arena\. Each time that Starfighter attacks "
         r"this turn, when its attack ends, choose a unit in the Space arena that it can attack but hasn't attacked this "
         r"turn\. The Starfighter attacks that unit\. Play only when no unit is attacking$",
         lambda g: f"play force:{g[0]} -> fury choose own {g[2].lower()} sub:{g[1]} only-if no-attack"),
    ],
}
# end of wotcL


# wotcN: Sith Rising and Jedi Guardians Missions and units (issue 20),
# whole printed texts as in wotcJ.
WOTCN_WHOLE = {
    "Mission": [
        # the ruling: the defending unit is in the Creature's own arena
        (r"^Choose one of your opponent's (Creature)s in any arena\. This turn, you choose whether or not that unit "
         r"attacks and which unit, yours or your opponent's, it attacks$",
         lambda g: f"play free -> tame choose enemy sub:{g[0]} @build"),
        # the Jedi in play as it is completed get it; "a Clone or Droid":
        # the attacking unit has either subtype
        (r"^Until end of turn, each of your (Jedi) gets 'Pay (\d+) Force -> Prevent up to (\d+) damage to this unit\. "
         r"Play only if a (Clone) or (Droid) is attacking\.'$",
         lambda g: f"play free -> prevent-for each own sub:{g[0]} {g[2]} force {g[1]} vs {g[3]}/{g[4]} @build"),
        # "(before damage prevention)" goes with the reminders: the reroll
        # chance of each such attack
        (r"^Choose an arena\. This turn, when your opponent rolls attack dice for units in that arena, you may have your "
         r"opponent reroll all those dice once$",
         "play free -> choose-arena ; opponent-rerolls chosen-arena turn @build"),
        # its ruling: the build step only waits (no second start)
        (r"^After you complete [\w' ]+, your build step stops and the Light Side build step starts\. After the Light "
         r"Side build step, your build step continues using your remaining build points\. Also, the Light Side retreat "
         r"step happens before the Dark Side retreat step this turn$",
         "play free -> pause-build @build"),
    ],
    "Character": [
        # as Bombard, into the Character arena (a keyword of our own: no
        # printed keyword says it)
        (r"^\[Pilot\] (Patrol Ship) Pilot\. [Tt]he Patrol Ship gets 'This Patrol Ship may attack a unit in the (Character) "
         r"arena instead of a unit in the (Space) with (\d+) power, plus any other effects\.'$",
         lambda g: f"pilot {PILOT_KINDS[g[0]]} : space-to-character {g[3]}"),
        # printed stats "*": form 1's stats are the card's (a card holds at
        # most 6 abilities), form 2 is lasting abilities "if mode 2" that
        # change them by the difference, each form's keyword one "if mode
        # N"; the form is chosen as she is deployed and at each build roll
        # of the ready phase (her ruling: at the start of the ready phase;
        # no new choice keeps the last)
        (r"^Each turn, choose one: \*[\w']+ speed, power, and health are (\d+)/(\d+)/(\d+), and she has "
         r"(Critical Hit|Accuracy) (\d+)\. \*[\w']+ speed, power, and health are (\d+)/(\d+)/(\d+), and she has "
         r"(Critical Hit|Accuracy) (\d+)$",
         lambda g: " | ".join(
             [f"static if mode 2 : self gets {what} {int(g[5 + i]) - int(g[i])}"
              for i, what in enumerate(("speed", "power", "health")) if g[5 + i] != g[i]]
             + [f"static if mode {m + 1} : self gets {GRANT_WORDS[g[3 + 5 * m]]} {g[4 + 5 * m]}" for m in (0, 1)]
             + ["on deployed : one-of mode self 1 ; mode self 2", "on build-roll : one-of mode self 1 ; mode self 2"])),
    ],
}
# end of wotcN


def form_stats(text):
    """Speed, power and health of the first form of a card of forms."""
    return list(re.search(r"speed, power, and health are (\d+)/(\d+)/(\d+)", text).groups())


# wotcM: more ANH and BOY Pilots and units (issue 20), whole printed texts
# as in wotcJ.  A Pilot's gift that triggers ("piloting on ...") hears the
# piloted unit's own events too (triggers.c).
WOTCM_WHOLE = {
    "Character": [
        (r"^Any (Starfighter) with R2-D2 on it can have an extra Pilot if that Pilot isn't an Astromech Droid\. \| "
         r"\[Pilot\] Starfighter Pilot\. The Starfighter gets: \* \+(\d+) speed\. \* (Critical Hit) (\d+)\. \* When the "
         r"Battle phase ends, remove (\d+) damage counter from this starfighter$",
         lambda g: f"extra-pilot host | pilot {PILOT_KINDS[g[0]]} : speed {g[1]} ; {GRANT_WORDS[g[2]]} {g[3]} | "
                   f"piloting on battle-end : heal self {g[4]}"),
        # the unit's own event, heard by its Pilot: "piloting on discarded"
        (r"^\[Pilot\] (Starfighter) Pilot\. The Starfighter gets: \* Pay (\d+) Force -> Intercept\. \* When this "
         r"Starfighter is discarded from the (Space) arena, each of your other Starfighters gets \+(\d+) power until "
         r"end of turn$",
         lambda g: f"pilot {PILOT_KINDS[g[0]]} : | piloting act force:{g[1]} -> intercept @intercept | "
                   f"piloting on discarded {g[2].lower()} : stat each own other sub:{g[0]} power {g[3]} turn"),
    ],
}
WOTCM_WHOLE["Character"].append(
    # a Jedi's Retaliate from another unit's lasting ability (pop.c)
    (r"^When the roll for build points is made, if (\w+) is in the (Character) arena, you get \+(\d+) build point "
     r"this turn\. \| As long as \1 is in the \2 arena, each of your (Jedi) gets \"Pay (\d+) Force -> Retaliate "
     r"(\d+)\"?$",
     lambda g: f"on build-roll if self-in {g[1].lower()} : build-points {g[2]} | "
               f"static if self-in {g[1].lower()} : each own sub:{g[3]} gets retaliate {g[5]} force {g[4]}"))
WOTCM_WHOLE["Character"].append(
    # a gift whose cost discards the piloted unit, the Pilot with it (pop.c)
    (r"^\[Pilot\] (Starfighter) Pilot\. This Starfighter gets \"?Discard this Starfighter and \w+ from the (Space) "
     r"arena -> Prevent all damage to one of your other space units\.?\"?$",
     lambda g: f"pilot {PILOT_KINDS[g[0]]} : | "
               f"piloting act discard-self -> prevent choose own other {g[1].lower()} pending all @prevent"))
WOTCM_WHOLE["Space"] = [
    # "discarded from the Character arena" on a Space unit, which is never
    # there: read as its own arena (doc/rules/wotc.md, Vader's TIE Fighter)
    (r"^Pay (\d+) Force -> Evade (\d+) \| When ([\w' ]+) is discarded from the (?:Character|Space) arena, you may pay "
     r"(\d+) Force\. If you do, return \3 and all cards stacked with it, and its Pilot, if any, from your discard "
     r"pile to your hand$",
     lambda g: f"act force:{g[0]} -> evade {g[1]} | on discarded space : if-you-pay {g[3]} ; recover-stack"),
]
WOTCM_WHOLE["Space"].append(
    # another unit's Pilots, waiting aside as it is discarded (rules.c)
    (r"^If one of your Space units with one or more Pilots on it is discarded, you may move one of those Pilots to "
     r"your build zone instead of discarding it\. If you do, discard this unit from the Space arena$",
     "on pilots-adrift : rescue-pilot"))
WOTCM_WHOLE["Character"].append(
    # a card from the deck stacked under a unit of its title (search-stack)
    (r"^When ([\w-]+) is discarded from the (Character) arena, if (\w+) is in the \2 arena, you may search your deck\. "
     r"You may take a (Luke Skywalker) card from your deck and stack it under a \4 in the \2 arena\.\s*Then shuffle "
     r"your deck$",
     lambda g: f"on discarded {g[1].lower()} if count own {g[1].lower()} name:{g[3].replace(' ', '_')} >= 1 : "
               f"may search-stack name:{g[3].replace(' ', '_')}"))
# end of wotcM


# wotcO: the last cards of the first five sets (issue 20), whole printed
# texts (reminders dropped: "(if any)" goes with them).
WOTCO_WHOLE = {
    "Battle": [
        # Dark Dreams: a Battle card the opponent played this turn, played
        # again with its costs, timing and conditions (ops/borrow-battle.c)
        (r"^Pay the costs and meet the conditions of a Battle card your opponent has played this turn -> Get that "
         r"card's effects\. You may play this card anytime that card could be played$",
         "play free -> borrow-battle"),
    ],
}
# end of wotcO


# wotcP: Darth Sidious (C) (JG 8, issue 20): its attack dice rolled after
# the prevention chance (secret-roll: attack.c, secret.c).
WOTCP_WHOLE = {
    "Character": [
        (r"^Roll \w+'s attack dice secretly\. Show them to your opponent after damage prevention\. "
         r"Pay (\d+) -> Evade (\d+)$",
         lambda g: f"secret-roll | act force:{g[0]} -> evade {g[1]}"),
    ],
}
# end of wotcP


def main():
    folder, sets = sys.argv[1], sys.argv[2:]
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["name", "set", "number", "side", "type", "subtype", "cost",
                "speed", "power", "health", "rarity", "abilities"])
    for s in sets:
        with open(f"{folder}/{s}.txt", encoding="utf-8") as f:
            rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
        for r in rows:
            if r["Rarity"].strip() == "P" or not r["Number"].strip():
                continue  # promos and previews: not in the numbered set
            text = r["Text"].strip('"').replace('""', '"')
            base = encode(r["Type"], text)
            ab = encode_wotcb(r["Type"], text, base)
            ab = encode_wotcf(r["Type"], text, ab)
            if ab is not base:  # the wotcB shapes come after the up-to pass
                ab = [wotca_up_to(text, e) for e in ab]
            if r["Set"] in WOTCG_SETS:
                ab = encode_wotcg(r["Type"], text, ab)
            ab = encode_wotci(r["Type"], text, ab, r["Name"], r["Set"])
            ab = encode_whole(WOTCJ_WHOLE, r["Type"], text, ab)
            ab = encode_whole(WOTCK_WHOLE, r["Type"], text, ab)
            ab = encode_whole(WOTCL_WHOLE, r["Type"], text, ab)
            ab = encode_whole(WOTCN_WHOLE, r["Type"], text, ab)
            ab = encode_whole(WOTCM_WHOLE, r["Type"], text, ab)
            ab = encode_whole(WOTCO_WHOLE, r["Type"], text, ab)
            ab = encode_whole(WOTCP_WHOLE, r["Type"], text, ab)
            stars = "*" in (r["Speed"].strip(), r["Power"].strip(), r["Health"].strip())
            forms = any(a.startswith("static if mode ") for a in ab)
            if stars and not forms:
                ab.append("todo stats")
            w.writerow([r["Name"], r["Set"], num(r["Number"]),
                        {"L": "light", "D": "dark", "N": "neutral"}[r["Side"]],
                        r["Type"].lower(), r["Subtype"],
                        num(r["Cost"]) or "0",
                        # a card of forms: its stats are its first form's
                        *(form_stats(text) if stars and forms else
                          [num(r["Speed"]) or "0", num(r["Power"]) or "0", num(r["Health"]) or "0"]),
                        r["Rarity"], " | ".join(ab)])


main()
