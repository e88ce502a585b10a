/* The values a scenario's setup may give each ruleset global, resource,
 * rule switch and the turn.  A rule reads its globals as array indexes,
 * bit masks and counters; a value outside what play itself can produce
 * would reach those unchecked, so the setup refuses it with file and line
 * before anything runs. */
#include "scenario-internal.h"

#include <string.h>

#define COUNT_MAX HC_SCN_COUNT_MAX

/* A global naming a card: -1 (none) or the index of a card the setup
 * placed, checked once every card is placed. */
#define CARD_GLOBAL G_MININT32

static const HcScnRange ranges[] = {
  /* wotc */
  { "wotc", "arena", -1, 2, "the arena of the battle step, or -1" },
  { "wotc", "bp_roll", 0, 6, "the build point roll, a die" },
  { "wotc", "turn_limit", 0, COUNT_MAX,
    "turns before a game is unfinished "
    "(0: the default)" },
  { "wotc", "setup_done", 0, 1, "1 once set-up is over" },
  { "wotc", "dice_n", 0, 40, "the number of attack dice" },
  /* ten dice of three bits each */
  { "wotc", "dice0", 0, (1 << 30) - 1, "attack dice 1-10, packed" },
  { "wotc", "dice1", 0, (1 << 30) - 1, "attack dice 11-20, packed" },
  { "wotc", "dice2", 0, (1 << 30) - 1, "attack dice 21-30, packed" },
  { "wotc", "dice3", 0, (1 << 30) - 1, "attack dice 31-40, packed" },
  { "wotc", "attacked_arenas", 0, 7, "a bit per arena" },
  { "wotc", "lost_character", 0, 3, "a bit per player" },
  { "wotc", "last_attacker", CARD_GLOBAL, 0, "a card, or -1" },
  { "wotc", "last_hits", 0, 40, "hits of the last attack" },
  /* lcg */
  { "lcg", "dial", 0, HC_SWITCH_MAX, "the Death Star dial" },
  { "lcg", "balance", 0, 1, "0 dark side, 1 light side" },
  { "lcg", "turn_limit", 0, COUNT_MAX,
    "turns before a game is unfinished "
    "(0: the default)" },
  { "lcg", "setup_done", 0, 1, "1 once set-up is over" },
  { "lcg", "engaged", CARD_GLOBAL, 0, "a card, or -1" },
  { "lcg", "attacker", -1, 1, "a player, or -1" },
  { "lcg", "edge", -1, 1, "a player, or -1" },
  { "lcg", "no_defenders", 0, 1, "0 or 1" },
  { "lcg", "event_seq", 0, COUNT_MAX, "a counter" },
  { "lcg", "fate_placed", 0, 3, "a bit per player" },
  { "lcg", "dial_damage", 0, HC_SWITCH_MAX, "damage on the dial" },
  { "lcg", "blanks", 0, 1, "1 once a blanking enhancement was attached" },
};

const HcScnRange *
hc_scn_global_range (const char *ruleset, const char *global)
{
  for (gsize i = 0; i < G_N_ELEMENTS (ranges); i++)
    if (strcmp (ranges[i].ruleset, ruleset) == 0
        && strcmp (ranges[i].global, global) == 0)
      return &ranges[i];
  return NULL;
}

gboolean
hc_scn_range_is_card (const HcScnRange *range)
{
  return range && range->min == CARD_GLOBAL;
}

gboolean
hc_scn_global_value (HcScnCursor *c, const char *name, gint64 *out,
                     GError **error)
{
  const HcScnRange *range = hc_scn_global_range (c->r->id, name);
  g_autofree char *what = g_strdup_printf ("global %s (%s)", name,
                                           range ? range->meaning : "a number");
  if (!range)
    /* the scn-toy test game and a ruleset's new global not yet listed:
     * the whole range, as before (test-scenario-ranges keeps the
     * shipped rulesets listed) */
    return hc_scn_int (c, what, G_MININT32, G_MAXINT32, out, error);
  if (hc_scn_range_is_card (range))
    return hc_scn_int (c, what, -1, HC_MAX_CARDS - 1, out, error);
  return hc_scn_int (c, what, range->min, range->max, out, error);
}
