#!/usr/bin/env python3
"""Write data/lcg/octgn-ids.csv: OCTGN's card id for every LCG card, so the
deck reader can resolve .o8d files (which name cards by id) and the writer
can produce them.

One row per OCTGN card: its id, name, product, type, objective set
("block") and position in it, and whether the product is fan-made (the
community sets made after FFG ended the game).  The card data itself
(data/lcg/cards.csv) stays the source of card facts; this table only maps
ids.

usage: tools/lcg-octgn-ids.py ../shared/data/swlcg/octgn-sets-all
"""
import csv
import os
import sys
import xml.etree.ElementTree as ET

FAN = {"Frozen_in_Carbonite", "Legends_of_the_Force", "The_M_Cycle",
       "The_Mandalorian"}
# tokens and rules helpers, not cards a deck can hold
SKIP_TYPES = {"BotD", "Button", "Cover", "Help"}

folder = sys.argv[1]
rows = []
for fname in sorted(os.listdir(folder)):
    product, ext = os.path.splitext(fname)
    if ext != ".xml" or product == "Markers":
        continue
    root = ET.parse(os.path.join(folder, fname)).getroot()
    for card in root.iter("card"):
        props = {p.get("name"): p.get("value") or ""
                 for p in card.findall("property")}
        if props.get("Type", "") in SKIP_TYPES:
            continue
        block = props.get("Block", "").strip()
        pos = props.get("Block Number", "").strip()
        rows.append({
            "octgn_id": card.get("id").lower(),
            "name": card.get("name"),
            "product": product.replace("_", " "),
            "type": props.get("Type", "").lower(),
            "objective_set": int(block) if block.isdigit() else 0,
            "position": int(pos) if pos.isdigit() else 0,
            "fan": 1 if product in FAN else 0,
        })
rows.sort(key=lambda r: (r["fan"], r["objective_set"], r["position"],
                         r["octgn_id"]))
out = csv.DictWriter(open("data/lcg/octgn-ids.csv", "w", newline=""),
                     fieldnames=list(rows[0].keys()), lineterminator="\n")
out.writeheader()
out.writerows(rows)
print("data/lcg/octgn-ids.csv: %d cards" % len(rows), file=sys.stderr)
