#!/usr/bin/env python3
"""Write data/lcg/cards.csv, the printed facts of every card of the 42 FFG
products of Star Wars: The Card Game.

Facts carry over: name, set, number, objective sets and positions, side,
affiliation, type, uniqueness, cost, damage capacity, Force icons,
resources, edge priority, combat icons (normal and edge-enabled), traits,
keywords and deck-building restrictions.  Game text does not: the
`printed` column only says, sentence by sentence, what kind of sentence
the card prints (keyword, reaction, constant, ...), so that the loader can
check that every printed sentence is encoded or marked `todo`.  The
encodings themselves are written by hand in data/lcg/abilities/*.txt
(see doc/rules/lcg.md, "Card data"); the one exact translation made here
is the placement of an enhancement ("enhance unit:Vehicle"), in the
`translated` column, which a hand-written entry replaces.

Sources: the swlcg-json files for 41 products and the OCTGN set XML for
Promise of Power, which the json lacks.  The four fan-made OCTGN sets
(Frozen in Carbonite, Legends of the Force, The M Cycle, The Mandalorian)
are not FFG products and are skipped.

usage: tools/lcg-import.py ../shared/data/swlcg > data/lcg/cards.csv
"""
import collections
import csv
import glob
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

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
    "It Binds All Things": "IBAT",
    "Galactic Ambitions": "GA",
    "Swayed by the Dark Side": "SbtDS",
    "Attack Run": "AtR",
    "A Wretched Hive": "AWH",
    "Meditation and Mastery": "MaM",
    "Ancient Rivals": "AnR",
    "Chain of Command": "CoC",
    "Scrap Metal": "SM",
    "Solo's Command": "SC",
    "Trust in the Force": "TitF",
    "Redemption and Return": "RaR",
    "Evasive Maneuvers": "EM",
    "Aggressive Negotiations": "AN",
    "Ready for Takeoff": "RfT",
    "Technological Terror": "TT",
    "Draw Their Fire": "DTF",
    "Press the Attack": "PtA",
    "Desperate Circumstances": "DC",
    "Jump to Lightspeed": "JtL",
    "Power of the Force": "PotF",
    "The Forest Moon": "TFM",
    "New Alliances": "NA",
    "So Be It": "SBI",
    "Allies of Necessity": "AoN",
    "Promise of Power": "PoP",
}

# Two card numbers both sources print twice within one product; the
# pack's run of numbers has a gap exactly where each belongs (a set's
# cards are numbered in set order, the objective first).
NUMBER_FIXES = {
    ("Tactical Planning", 242): 1178,  # 1175-1177 set 242, 1179- set 243
    ("Cloud Cover", 255): 2035,  # the objective of set 255, 2036-2039 after
}

# Sentences the card database lost: Dark Temple and Slaver Holding Cells
# print "Enhance your play area." as their siblings of Knowledge and
# Defense do (Valley of the Jedi, Deneba Refueling Station), first.
TEXT_FIXES = {
    ("Dark Temple", 110): "Enhance your play area.\n",
    ("Slaver Holding Cells", 111): "Enhance your play area.\n",
}

# Unique marks the card database lost: both sources print these without
# it, while every other printing of the same character carries it (Mara
# Jade, Balance of the Force 430; Dash Rendar, Balance of the Force 426).
UNIQUE_FIXES = {
    ("Mara Jade", 104),
    ("Dash Rendar", 103),
}

# The cards imported before every product was: the Core Set and the
# objective sets below.  Names are how deck files and scenarios find a
# card, so these keep the names they were given then; a card imported
# later whose title is taken is named "TITLE (SET NUMBER)".
#
# Beyond the Core Set, the objective sets held a card the FAQ names or a
# rules clarification no Core Set card exercises (the list and the reasons
# are in doc/rules/lcg.md, "Card data").
FIRST_IMPORT_SETS = {37, 40, 42, 47, 54, 67, 69, 70, 71, 72, 74, 75, 81, 83,
                     84, 86, 88, 90, 60, 66, 78, 94, 125, 57, 98, 184, 50,
                     109, 140, 106, 130}
# The two sets of the restricted list FFG restricted "to separate" (112,
# 128): in the first import a taken title got "TITLE (SET NUMBER)".
RESTRICTED_SETS = {112, 128}

# Where an enhancement goes, read from its plain placement sentence: the
# one translation from printed text that is exact.
ENHANCE = [
    (r"^Enhance your play area\.$", "enhance play-area"),
    (r"^Enhance the Death Star dial\.$", "enhance dial"),
    (r"^Enhance an objective you control\.$", "enhance friendly-objective"),
    (r"^Enhance an enemy objective\.$", "enhance enemy-objective"),
    (r"^Enhance an objective\.$", "enhance objective"),
    (r"^Enhance an enemy unit\.$", "enhance enemy-unit"),
    (r"^Enhance an enemy ([A-Za-z ]+) unit\.$", "enhance enemy-unit:{0}"),
    (r"^Enhance an? ([A-Za-z ]+?)(?: or ([A-Za-z ]+))? unit\.$",
     "enhance unit:{0}"),
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


def enhance_clause(sentence):
    for pat, out in ENHANCE:
        m = re.match(pat, sentence)
        if m:
            traits = [trait_word(g) for g in m.groups() if g]
            return out.format("/".join(traits))
    return None


def printed_number(v):
    """A printed number; "X" (defined by the card's text) reads as 0."""
    return v if isinstance(v, int) else 0


def sentences(line):
    """A printed line cut into sentences.  A sentence wholly in parentheses
    (reminder text, "(Limit once per turn.)") belongs to the one before."""
    out, cur, depth = [], "", 0
    for i, ch in enumerate(line):
        cur += ch
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        nxt = line[i + 1] if i + 1 < len(line) else " "
        after = line[i + 1:].lstrip()[:1]
        if depth == 0 and ch in ".!?" and nxt in " \t" \
                and not after.islower():
            out.append(cur.strip())
            cur = ""
        elif depth == 0 and ch == ")" and cur.strip().startswith("(") \
                and nxt in " \t":
            out.append(cur.strip())
            cur = ""
    if cur.strip():
        out.append(cur.strip())
    merged = []
    for s in out:
        if s.startswith("(") and s.rstrip("\"”").endswith(")") and merged:
            merged[-1] += " " + s
        else:
            merged.append(s)
    return merged


# every trait a card prints, filled by load()
TRAITS = set()

PROTECT = re.compile(r"^Protect (?:\[([A-Za-z ]+)\] )?([A-Za-z0-9 ]+?)\.")


def keyword_token(s):
    """Our token for a keyword sentence, None for a keyword we do not
    encode yet, or False when the sentence is no keyword."""
    for word, tok in (("Elite", "elite"), ("Shielding", "shielding"),
                      ("Targeted Strike", "targeted-strike"),
                      ("Limited", "limited"),
                      ("No enhancements", "no-enhancements")):
        if re.match(r"^%s\.( \(.*\))?$" % word, s):
            return tok
    m = re.match(r"^Edge \((\d+)\)\.( \(.*\))?$", s)
    if m:
        return "edge %s" % m.group(1)
    if re.match(r"^Protect unit that is committed to the Force\.( \(.*\))?$", s):
        return "protect unit:committed"
    if s.startswith("Protect "):
        # our token says a trait, a card type, or units of one affiliation;
        # other descriptors (a name, "unique unit", two traits) wait
        m = PROTECT.match(s)
        if not m or not re.match(r"^Protect [^.]*\.( \(.*\))?$", s):
            return None
        what = m.group(2)
        if m.group(1):
            if what != "unit":
                return None
            # "[Affiliation] unit": a card type of one affiliation
            return "protect unit:%s" % m.group(1).lower().replace(" ", "-")
        if what not in TRAITS and what not in ("unit", "objective"):
            return None
        return "protect %s" % trait_word(what)
    if re.match(r"^(Pilot \(\d+\)|Influence)\.( \(.*\))?$", s):
        return None
    return False


def deck_token(s):
    if re.match(r"^Limit 1 per objective deck\.", s):
        return "limit-1-per-objective-deck"
    if re.match(r"^[A-Za-z ]+ affiliation only\.", s):
        return "affiliation-only"
    return None


def classify(r):
    """Per printed sentence: (kind, keyword token or None, sentence, line).
    The kinds keyword, deck and reserve are held by the facts columns;
    every other one needs an encoding or stays a todo."""
    out = []
    lines = []
    for line in (r["text"] or "").replace("\r", "").split("\n"):
        line = line.strip()
        if line and line[0].islower() and lines:
            # the typist broke a sentence in two
            lines[-1] += " " + line
        elif line:
            lines.append(line)
    for n, line in enumerate(lines):
        head = line.split(":")[0]
        if head in KIND_WORDS:
            out += [(KIND_WORDS[head], None, s, n) for s in sentences(line)]
            continue
        for s in sentences(line):
            kw = keyword_token(s)
            if kw:
                out.append(("keyword", kw, s, n))
            elif kw is None:
                out.append((s.split(" ")[0].lower().rstrip("."), None, s, n))
            elif deck_token(s):
                out.append(("deck", deck_token(s), s, n))
            elif re.match(r"^(Starting Reserve|Phase Sequence)", s):
                out.append(("reserve", None, s, n))
            elif s.startswith("Enhance "):
                out.append(("enhance", None, s, n))
            elif r["type"] == "Fate":
                out.append(("fate", None, s, n))
            elif s.startswith("Play only"):
                out.append(("play-restriction", None, s, n))
            else:
                out.append(("constant", None, s, n))
    return out


def keywords(sent):
    return " | ".join(t for k, t, _, _ in sent if k in ("keyword", "deck"))


def translated(sent):
    out = []
    for i, (k, _, s, _) in enumerate(sent):
        if k == "enhance":
            e = enhance_clause(s)
            if e:
                out.append("[%d] %s" % (i + 1, e))
    return " | ".join(out)


def reserve(r):
    """An affiliation card's starting reserve value (a printed number)."""
    m = re.search(r"Starting Reserve: (\d+)", r["text"] or "")
    return int(m.group(1)) if m else 0


def icons(r, key):
    c = r[key] or {}
    return [c.get("unitDamage", 0) or 0, c.get("blastDamage", 0) or 0,
            c.get("tactics", 0) or 0]


def octgn_records(path, product):
    """The OCTGN XML of one product in the json files' shape."""
    out = []
    for card in ET.parse(path).getroot().iter("card"):
        p = {x.get("name"): x.get("value") or ""
             for x in card.iter("property")}
        traits = [t for t in p["Traits"].split("-") if t]
        ic = dict(kv.split(":") for kv in
                  p["Combat Icons"].replace(" ", "").split(",") if kv)
        def num(v):
            return int(v) if v.strip().isdigit() else None
        unit = p["Type"] == "Unit"
        text = p["Text"].replace("\r", "")
        out.append({
            "product": product, "number": int(p["Number"]),
            "objectiveSetNumber": num(p["Block"]),
            "objectiveSetSequence": num(p["Block Number"]),
            "side": p["Side"], "affiliation": p["Affiliation"],
            "type": p["Type"], "title": card.get("name"),
            "isUnique": "Unique" in traits,
            "isLimitedToObjectiveDeck": "Limit 1 per objective deck" in text,
            "isLockedToAffiliation": "affiliation only." in text,
            "cost": num(p["Cost"]), "damageCapacity": num(p["Damage Capacity"]),
            "forceIcons": num(p["Force"]), "resourceValue": num(p["Resources"]),
            "edgePriorityNumber": num(p["Edge Priority"]),
            "normalCombatIcons": {"unitDamage": int(ic["UD"]),
                                  "blastDamage": int(ic["BD"]),
                                  "tactics": int(ic["T"])} if unit else None,
            "edgeEnabledCombatIcons": {"unitDamage": int(ic["EE-UD"]),
                                       "blastDamage": int(ic["EE-BD"]),
                                       "tactics": int(ic["EE-T"])}
            if unit else None,
            "text": text or None,
            "abilities": {"traits": [t for t in traits if t != "Unique"]},
        })
    return out


def load(shared):
    recs = []
    for path in sorted(glob.glob(os.path.join(shared, "json-jgornick", "json",
                                              "*.json"))):
        recs += json.load(open(path))
    recs += octgn_records(os.path.join(shared, "octgn-sets-all",
                                       "Promise_of_Power.xml"),
                          "Promise of Power")
    for r in recs:
        fix = NUMBER_FIXES.get((r["title"], r["objectiveSetNumber"]))
        if fix:
            r["number"] = fix
        lost = TEXT_FIXES.get((r["title"], r["objectiveSetNumber"]))
        if lost and not (r["text"] or "").startswith(lost):
            r["text"] = lost + (r["text"] or "")
        if (r["title"], r["objectiveSetNumber"]) in UNIQUE_FIXES:
            r["isUnique"] = True
    TRAITS.update(t for r in recs for t in r["abilities"]["traits"])
    missing = {r["product"] for r in recs} - set(SET_CODES)
    if missing:
        sys.exit("unknown products: %s" % ", ".join(sorted(missing)))
    return recs


def first_import(r):
    return r["product"] == "Core Set" or \
        r["objectiveSetNumber"] in FIRST_IMPORT_SETS | RESTRICTED_SETS


def main(shared):
    # a reprint in a later pack keeps its number: the same card, in one
    # more objective set, listed under the product of its lowest set
    cards = collections.OrderedDict()
    for r in load(shared):
        key = (r["number"], r["title"])
        c = cards.setdefault(key, {"recs": [], "sets": set(), "old": set(),
                                   "first": False})
        c["recs"].append(r)
        c["first"] |= first_import(r)
        s = r["objectiveSetNumber"]
        if s is not None:
            c["sets"].add((s, r["objectiveSetSequence"]))
            if first_import(r):
                c["old"].add((s, r["objectiveSetSequence"]))
    for c in cards.values():
        # the first import listed a card under the product it was first
        # imported from
        recs = [r for r in c["recs"] if first_import(r)] or c["recs"]
        c["r"] = min(recs, key=lambda r: (
            r["objectiveSetNumber"] or 9999, 0 if "abilities" in r and
            "keywords" in r["abilities"] else 1))

    # names: first the first import's rule, over its own cards
    old = [k for k in cards if cards[k]["first"]]
    def restricted_only(k):
        return all(n in RESTRICTED_SETS for n, _ in cards[k]["old"])
    old_titles = collections.Counter(k[1] for k in old
                                     if not restricted_only(k))
    all_titles = collections.Counter(k[1] for k in cards)
    names = {}
    for k in old:
        number, title = k
        code = SET_CODES[cards[k]["r"]["product"]]
        if old_titles[title] > 1 or (restricted_only(k) and old_titles[title]):
            names[k] = "%s (%s %d)" % (title, code, number)
        else:
            names[k] = title
    taken = set(names.values())
    for k in cards:
        if k in names:
            continue
        number, title = k
        code = SET_CODES[cards[k]["r"]["product"]]
        if all_titles[title] > 1 or title in taken:
            names[k] = "%s (%s %d)" % (title, code, number)
        else:
            names[k] = title

    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["name", "title", "set", "number", "objective_sets", "side",
                "affiliation", "type", "unique", "cost", "damage", "force",
                "resources", "reserve", "priority", "ud", "bd", "tactics",
                "ee_ud", "ee_bd", "ee_tactics", "traits", "keywords",
                "format", "printed", "translated"])
    # the first import's cards keep their rows' order (and so their ids)
    def order(k):
        c = cards[k]
        if c["first"]:
            return (0, min(c["old"]) if c["old"] else (999, 0), k[0], k[1])
        return (1, min(c["sets"]) if c["sets"] else (9999, 0), k[0], k[1])
    for key in sorted(cards, key=order):
        c = cards[key]
        r = c["r"]
        number, title = key
        sets = ";".join("%d:%d" % s for s in sorted(c["sets"]))
        aff = r["affiliation"].lower().replace(" ", "-")
        sent = classify(r)
        # Balance of the Force's cards outside objective sets belong to its
        # multiplayer format, which needs more than two players
        fmt = "multiplayer" if not c["sets"] and r["type"] != "Affiliation" \
            else ""
        w.writerow([names[key], title, SET_CODES[r["product"]], number, sets,
                    r["side"].lower(), aff, r["type"].lower(),
                    1 if r["isUnique"] else 0,
                    printed_number(r["cost"]),
                    printed_number(r["damageCapacity"]),
                    printed_number(r["forceIcons"]),
                    printed_number(r["resourceValue"]),
                    reserve(r), printed_number(r["edgePriorityNumber"])]
                   + icons(r, "normalCombatIcons")
                   + icons(r, "edgeEnabledCombatIcons")
                   + ["; ".join(r["abilities"]["traits"]), keywords(sent),
                      fmt, ";".join(k for k, _, _, _ in sent), translated(sent)])


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
