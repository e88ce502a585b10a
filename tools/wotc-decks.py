#!/usr/bin/env python3
"""Write the test decks data/wotc/decks/{dark,light}-mixed.deck: 60 cards
each from every set, only fully implemented cards, chosen to put as many
different abilities as possible into random games.

usage: tools/wotc-decks.py   (from the project root)
"""
import csv
import re

rows = list(csv.DictReader(open("data/wotc/cards.csv")))


def unique(n):
    return re.search(r"\([A-Z]\)$", n) is not None


def shape(ab):
    return frozenset(re.sub(r"\d+", "N", c.split(" -> ")[-1].split()[0] if "->" in c else c.split()[0]) for c in ab.split(" | ") if c)


for side, name in (("dark", "dark-mixed"), ("light", "light-mixed")):
    pool = [r for r in rows if r["side"] in (side, "neutral") and "todo" not in r["abilities"]
            and r["type"] in ("space", "ground", "character", "battle", "mission", "location", "equipment")]
    deck, seen = {}, set()
    # first pass: one of each new ability shape
    for r in sorted(pool, key=lambda r: (r["type"] in ("battle", "mission", "location", "equipment"), max(0, int(r["cost"])))):
        sh = shape(r["abilities"]) - seen
        if r["abilities"] and sh and sum(deck.values()) < 44:
            deck[r["name"]] = 1 if unique(r["name"]) else 2
            seen |= sh
    # fill arenas evenly with cheap units
    by = {t: sorted([r for r in pool if r["type"] == t and not unique(r["name"])],
                    key=lambda r: int(r["cost"])) for t in ("space", "ground", "character")}
    while sum(deck.values()) < 60:
        for t in ("space", "ground", "character"):
            for r in by[t]:
                if deck.get(r["name"], 0) < 4 and sum(deck.values()) < 60:
                    deck[r["name"]] = deck.get(r["name"], 0) + 1
                    break
    with open(f"data/wotc/decks/{name}.deck", "w") as f:
        f.write(f"# {side.title()} Side test deck: 60 implemented cards from every set, chosen\n"
                "# to bring many different abilities into random games (tools/wotc-decks.py).\n")
        for t in ("space", "ground", "character", "battle", "mission", "location", "equipment"):
            f.write(f"# {t}\n")
            for r in pool:
                if r["type"] == t and r["name"] in deck:
                    f.write(f"{deck[r['name']]} {r['name']}\n")
    print(name, sum(deck.values()), len(seen))
