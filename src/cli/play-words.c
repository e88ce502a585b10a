/* holocron play: the words the board uses for the rulesets' machine names
 * (zones, resources, stats, flags, game values).  A name a table does not
 * know is shown as it is, with '_' and '-' as spaces, so a new ruleset
 * still gets a readable board; the tables only make the known ones read
 * as a player says them, or hide the engine's bookkeeping. */
#include "play-view.h"

#include <string.h>

typedef struct
{
  const char *name;
  const char *word; /* NULL: never shown */
} Word;

/* The table's word for name; a name it does not know with '_' and '-'
 * read as spaces (in a buffer the next call reuses). */
static const char *
look_up (const Word *table, gsize n, const char *name)
{
  static char buf[64];
  for (gsize i = 0; i < n; i++)
    if (g_str_equal (table[i].name, name))
      return table[i].word;
  g_strlcpy (buf, name, sizeof buf);
  g_strdelimit (buf, "_-", ' ');
  return buf;
}

const char *
play_word_zone (const char *name)
{
  static const Word t[] = {
    { "space", "Space arena" },
    { "ground", "Ground arena" },
    { "character", "Character arena" },
    { "build", "build zone" },
    { "play", "in play" },
    { "edge", "edge stack" },
    { "victory", "victory pile" },
    { "objective-deck", "objective deck" },
    { "set-aside", "set aside" },
  };
  return look_up (t, G_N_ELEMENTS (t), name);
}

gint
play_zone_location_of (const HcRuleset *r, gint zone)
{
  /* wotc keeps each arena's Location in a zone of its own, named after
   * the arena: shown on the arena's line */
  g_autofree char *want = g_strdup_printf ("%s-location", r->zone_names[zone]);
  for (gint z = 0; z < r->n_zones; z++)
    if (r->zone_names[z] && g_str_equal (r->zone_names[z], want))
      return z;
  return -1;
}

gboolean
play_zone_is_location (const HcRuleset *r, gint zone)
{
  return g_str_has_suffix (r->zone_names[zone], "-location");
}

const char *
play_word_resource (const char *name, gint32 value)
{
  /* the lcg's per-turn counts are bookkeeping unless they count */
  static const Word t[] = {
    { "build_points", "build points" },    { "setup_points", "set-up points" },
    { "limited", "Limited cards played" }, { "edge", "edge icons" },
    { "declared", "units declared" },
  };
  static const char *const only_when_set[]
      = { "limited", "edge", "declared", "setup_points" };
  for (gsize i = 0; i < G_N_ELEMENTS (only_when_set); i++)
    if (value == 0 && g_str_equal (name, only_when_set[i]))
      return NULL;
  return look_up (t, G_N_ELEMENTS (t), name);
}

const char *
play_word_stat (const char *name)
{
  static const Word t[] = {
    { "cost", NULL },
    { "ud", "unit damage" },
    { "bd", "blast damage" },
    { "priority", "edge priority" },
  };
  return look_up (t, G_N_ELEMENTS (t), name);
}

const char *
play_word_flag (const char *name)
{
  static const Word t[] = {
    { "committed", "committed to the Force" },
    { "participating", "in the engagement" },
    { "engaged", "engaged this turn" },
  };
  return look_up (t, G_N_ELEMENTS (t), name);
}

gboolean
play_is_capacity (const char *stat)
{
  /* the counter "damage" is counted against these */
  return g_str_equal (stat, "damage") || g_str_equal (stat, "health");
}

void
play_words_game (const HcGame *g, const gint32 *global, GString *out)
{
  const HcRuleset *r = g->rules;
  for (gint i = HC_G_FIRST_RULESET; i < r->n_globals && i < HC_MAX_GLOBALS; i++)
    {
      const char *name = r->global_names[i];
      gint32 v = global[i];
      if (!name || v < 0)
        continue;
      /* only what a player at the table would say; the rest (dice kept,
       * turn limit, sequence numbers) is the engine's */
      if (g_str_equal (name, "arena") && v < r->n_zones
          && play_zone_location_of (r, v) >= 0)
        g_string_append_printf (out, "%sbattle in the %s", out->len ? "; " : "",
                                play_word_zone (r->zone_names[v]));
      else if (g_str_equal (name, "dial"))
        g_string_append_printf (out, "%sDeath Star dial %d",
                                out->len ? "; " : "", v);
      else if (g_str_equal (name, "balance") && v < HC_MAX_PLAYERS)
        g_string_append_printf (out,
                                "%sthe Balance of the Force is with the %s",
                                out->len ? "; " : "", r->player_names[v]);
    }
}
