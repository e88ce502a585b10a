#!/usr/bin/env python3
"""Write data/lcg/decks/*.deck, the four Core Set starter decks, from the
starter-deck list (card by card, with the objective set of each card).

A deck file names the affiliation card, then one objective set a line as
"set N"; the engine adds the other five cards of each set.

usage: tools/lcg-decks.py ../shared/data/swlcg/core_starter_decks.csv
"""
import csv
import sys

NAMES = {"Jedi": "jedi", "Rebel_Alliance": "rebel-alliance", "Sith": "sith",
         "Imperial_Navy": "imperial-navy"}

rows = list(csv.DictReader(open(sys.argv[1])))
objectives = {}
for c in csv.DictReader(open("data/lcg/cards.csv")):
    # a multiplayer objective (Balance of the Force) is in no set
    if c["type"] == "objective" and c["objective_sets"]:
        objectives[int(c["objective_sets"].split(":")[0])] = c["name"]
for deck, slug in NAMES.items():
    mine = [r for r in rows if r["deck"] == deck]
    aff = [r["card_name"] for r in mine if r["section"] == "Affiliation"][0]
    sets = sorted({int(r["objective_set"]) for r in mine if r["objective_set"]})
    with open("data/lcg/decks/%s.deck" % slug, "w") as f:
        f.write("# %s: the Core Set starter deck (%d objective sets).\n"
                % (aff, len(sets)))
        f.write("# Source: ../shared/data/swlcg/core_starter_decks.csv "
                "(OCTGN Core-Starter decks).\n")
        f.write("# The affiliation card by name, then \"set N\" for each "
                "objective set.\n")
        f.write("# A learning deck: constructed play needs at least 10 "
                "objectives, so\n# 'holocron cards check-deck' reports it as "
                "short.\n")
        f.write("%s\n" % aff)
        for s in sets:
            f.write("# %s\nset %d\n" % (objectives[s], s))

# Two constructed decks from one Core Set: every set of a side that one box
# holds, the limited ones once, ten objectives each.
CONSTRUCTED = {"light-core": ("Jedi", [1, 2, 3, 4, 5, 6, 7, 16, 17, 18]),
               "dark-core": ("Sith", [19, 20, 21, 22, 23, 24, 25, 34, 35, 36])}
for slug, (aff, sets) in CONSTRUCTED.items():
    with open("data/lcg/decks/%s.deck" % slug, "w") as f:
        f.write("# %s: a constructed deck of ten objective sets from one Core "
                "Set.\n" % aff)
        f.write("%s\n" % aff)
        for s in sets:
            f.write("# %s\nset %d\n" % (objectives[s], s))
