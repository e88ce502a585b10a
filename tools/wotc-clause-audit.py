#!/usr/bin/env python3
"""Clause audit of data/wotc/cards.csv against the printed card texts.

usage: tools/wotc-clause-audit.py SHARED_SWTCG_FOLDER data/wotc/cards.csv

Every keyword a card prints must show in its encoding, as that keyword's
own clause or as a `todo`: a clause the importer lost (Darth Tyranus (G)'s
Evade, deleted with Overkill's reminder text) would otherwise leave a card
counted as implemented with part of its text missing.  Exit 1 and one line
per lost keyword when any is lost.  This checks keywords only; the other
sentences are matched by the importer's own clause patterns.
"""
import csv
import re
import sys

# printed keyword -> the token our encoding uses for it
KEYWORDS = {
    "Accuracy": "accuracy", "Armor": "armor", "Bombard": "bombard",
    "Bounty": "bounty", "Critical Hit": "critical-hit", "Deflect": "deflect",
    "Equip": "equip", "Evade": "evade", "Hidden Cost": "hidden-cost",
    "Intercept": "intercept", "Ion Cannon": "ion-cannon", "Lucky": "lucky",
    "Overkill": "overkill", "Parry": "parry", "Pilot": "pilot",
    "Reserves": "reserves", "Retaliate": "retaliate", "Shields": "shields",
    "Stun": "stun", "Upkeep": "upkeep",
}
SETS = ["AOTC", "SR", "ANH", "BOY", "JG", "ESB", "RAS", "ROTJ", "PM", "ROTS"]
REMINDER = re.compile(r"\s*\([^()]*\)")
# where the bare word also means something else: "Bounty Hunter" is a
# subtype, "its Pilot" a card; the keyword Pilot is printed "[Pilot]"
PATTERN = {
    "Bounty": r"(?<![\w-])Bounty(?! Hunter)(?![\w-])",
    "Pilot": r"\[Pilot\]",
}


def printed_keywords(text):
    text = REMINDER.sub("", text)
    found = []
    for word in KEYWORDS:
        pat = PATTERN.get(word, r"(?<![\w-])" + re.escape(word) + r"(?![\w-])")
        if re.search(pat, text):
            found.append(word)
    return found


def main():
    folder, cards_csv = sys.argv[1], sys.argv[2]
    encoded = {}
    with open(cards_csv, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            encoded[(row["set"], row["number"])] = (row["name"], row["abilities"])
    lost = []
    checked = 0
    for s in SETS:
        with open(f"{folder}/{s}.txt", encoding="utf-8") as f:
            rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
        for r in rows:
            number = r["Number"].strip()
            if r["Rarity"].strip() == "P" or not number:
                continue
            key = (r["Set"], str(int(float(number))))
            if key not in encoded:
                lost.append(f"{s} {number} {r['Name']}: not in {cards_csv}")
                continue
            name, enc = encoded[key]
            checked += 1
            for word in printed_keywords(r["Text"]):
                if KEYWORDS[word] not in enc and "todo" not in enc:
                    lost.append(f"{s} {key[1]} {name}: prints {word}, "
                                f"encoded as \"{enc}\"")
    for line in lost:
        print(line)
    print(f"clause audit: {checked} cards, {len(lost)} lost keyword(s)")
    return 1 if lost else 0


sys.exit(main())
