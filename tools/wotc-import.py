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

KEYWORDS = [
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
    if ctype in ("Battle", "Mission", "Location", "Equipment"):
        return ["todo " + ctype.lower()] if text.strip() else []
    out = []
    for clause in [c.strip() for c in text.split("|")]:
        if not clause:
            continue
        # keywords with reminder text in brackets
        clause = re.sub(r"\s*\(.*\)\s*$", "", clause)
        for pat, fmt in KEYWORDS:
            m = re.match(pat, clause)
            if m:
                out.append(fmt.format(*m.groups()))
                break
        else:
            out.append("todo " + clause_kind(clause))
    return out


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
            ab = encode(r["Type"], r["Text"].strip('"').replace('""', '"'))
            w.writerow([r["Name"], r["Set"], num(r["Number"]),
                        {"L": "light", "D": "dark", "N": "neutral"}[r["Side"]],
                        r["Type"].lower(), r["Subtype"], num(r["Cost"]) or "0",
                        num(r["Speed"]) or "0", num(r["Power"]) or "0",
                        num(r["Health"]) or "0", r["Rarity"], " | ".join(ab)])


main()
