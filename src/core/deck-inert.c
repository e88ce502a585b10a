/* The cards of a deck the engine does not fully implement: they would sit
 * in a game without doing what they say, so players are told before a
 * game and in the log. */
#include "hc-deck.h"
#include "hc-ruleset.h"

#include <string.h>

/* Every distinct card the deck puts into a game, in first-seen order: the
 * ruleset deals it, so cards named by set (LCG objective sets) count. */
static GArray *
dealt (const HcRuleset *rules, const HcCardDb *db, const GArray *ids)
{
  GArray *defs = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  if (rules && rules->deck_cards)
    {
      /* a deck of one side cannot be dealt to both (an LCG deck is refused
       * for the other side), so the ruleset lists its cards itself */
      g_autoptr (GArray) all = g_array_new (FALSE, FALSE, sizeof (gint16));
      rules->deck_cards (db, (const gint16 *)(gconstpointer)ids->data,
                         (gint)ids->len, all);
      for (guint i = 0; i < all->len; i++)
        {
          gint16 def = g_array_index (all, gint16, i);
          if (g_hash_table_add (seen, GINT_TO_POINTER (def + 1)))
            g_array_append_val (defs, def);
        }
      return defs;
    }
  const gint16 *decks[HC_MAX_PLAYERS];
  gint n[HC_MAX_PLAYERS];
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      decks[p] = (const gint16 *)(gconstpointer)ids->data;
      n[p] = (gint)ids->len;
    }
  g_autoptr (HcGame) g = rules ? hc_game_new (rules, db, 0, 1) : NULL;
  gboolean started = g && rules->start && rules->start (g, decks, n, NULL);
  /* a deck the ruleset cannot deal is still checked card by card */
  gint total = started ? g->n_cards : (gint)ids->len;
  for (gint i = 0; i < total; i++)
    {
      gint16 def = started ? g->card[i].def : g_array_index (ids, gint16, i);
      if (started && g->card[i].owner != 0)
        continue;
      if (g_hash_table_add (seen, GINT_TO_POINTER (def + 1)))
        g_array_append_val (defs, def);
    }
  return defs;
}

guint
hc_deck_unimplemented (const HcRuleset *rules, const HcCardDb *db,
                       const GArray *ids, GString *out)
{
  g_autoptr (GArray) defs = dealt (rules, db, ids);
  guint n = 0;
  for (guint i = 0; i < defs->len; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, g_array_index (defs, gint16, i));
      if (!d || d->implemented)
        continue;
      n++;
      g_string_append_printf (out, "%s: %s\n", d->name,
                              d->missing && *d->missing
                                  ? d->missing
                                  : "its abilities are not implemented");
    }
  return n;
}

char *
hc_deck_unimplemented_names (const HcRuleset *rules, const HcCardDb *db,
                             const GArray *ids)
{
  g_autoptr (GArray) defs = dealt (rules, db, ids);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < defs->len; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, g_array_index (defs, gint16, i));
      if (d && !d->implemented)
        g_string_append_printf (s, "%s%s", s->len ? ", " : "", d->name);
    }
  return g_string_free (s, FALSE);
}

gboolean
hc_deck_inert_gate (const HcRuleset *rules, const HcCardDb *db,
                    const GArray *ids, const char *name, gboolean builtin,
                    gboolean allow, char **notice, GError **error)
{
  *notice = NULL;
  g_autofree char *names = hc_deck_unimplemented_names (rules, db, ids);
  if (!*names)
    return TRUE;
  if (!builtin && !allow)
    return hc_fail (error,
                    "%s holds cards the engine does not fully implement, "
                    "which would sit in the game doing nothing: %s ('holocron "
                    "cards check-deck' says what each lacks; "
                    "--allow-unimplemented plays the deck anyway)",
                    name, names);
  /* the built-in decks play as they always have, but never silently */
  *notice = g_strdup_printf ("%s: these cards do nothing in this game (the "
                             "engine does not fully implement them): %s",
                             name, names);
  return TRUE;
}

char *
hc_deck_default_notice (const HcRuleset *rules, const HcCardDb *db,
                        GArray *const ids[HC_MAX_PLAYERS])
{
  GString *s = g_string_new (NULL);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g_autofree char *notice = NULL;
      hc_deck_inert_gate (rules, db, ids[p], rules->default_decks[p], TRUE,
                          TRUE, &notice, NULL);
      if (notice)
        g_string_append_printf (s, "%s\n", notice);
    }
  return s->len ? g_string_free (s, FALSE) : (g_string_free (s, TRUE), NULL);
}

/* Is the card face up to both players? */
static gboolean
public_now (const HcGame *g, gint card)
{
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (!hc_card_known_to (g, card, p))
      return FALSE;
  return TRUE;
}

gboolean
hc_card_inert_public (const HcGame *g, gint card)
{
  const HcCardDef *d = hc_card_def (g, card);
  /* an implemented card has nothing to say: no need to ask */
  return !d || d->implemented || public_now (g, card);
}

void
hc_card_inert_entered (HcGame *g, gint card, guint from_zone,
                       gboolean was_public)
{
  const HcCardDef *d = hc_card_def (g, card);
  if (!d || d->implemented)
    return;
  /* the first move of the step counts: hand, set aside, discard pile is
   * a card played from the hand */
  guint w = (guint)card / 64;
  guint64 bit = G_GUINT64_CONSTANT (1) << (card % 64);
  if (g->inert_moved[w] & bit)
    return;
  guint32 in_play = g->rules->in_play_zones;
  g->inert_moved[w] |= bit;
  if (from_zone < 32 && (in_play & (1u << from_zone)))
    g->inert_from_play[w] |= bit;
  if (was_public)
    g->inert_public[w] |= bit;
  /* a bit per card, so no move goes unnoted; the count only says that
   * the step has something to look at */
  if (g->n_inert < G_MAXUINT8)
    g->n_inert++;
}

void
hc_card_inert_flush (HcGame *g)
{
  guint32 in_play = g->rules->in_play_zones;
  guint64 moved[HC_CARD_WORDS], from_play[HC_CARD_WORDS],
      was_public[HC_CARD_WORDS];
  memcpy (moved, g->inert_moved, sizeof moved);
  memcpy (from_play, g->inert_from_play, sizeof from_play);
  memcpy (was_public, g->inert_public, sizeof was_public);
  memset (g->inert_moved, 0, sizeof g->inert_moved);
  memset (g->inert_from_play, 0, sizeof g->inert_from_play);
  memset (g->inert_public, 0, sizeof g->inert_public);
  g->n_inert = 0;
  for (gint card = 0; card < g->n_cards; card++)
    {
      guint w = (guint)card / 64;
      guint64 bit = G_GUINT64_CONSTANT (1) << (card % 64);
      if (!(moved[w] & bit))
        continue;
      guint zone = g->card[card].zone;
      gboolean enters
          = zone < 32 && (in_play & (1u << zone)) && !(from_play[w] & bit);
      /* under another card (a capture, a stack) it is not in play itself;
       * a face-down one would tell the other player it is one of these */
      if (enters && g->card[card].under == HC_NONE && public_now (g, card))
        hc_game_log (g, -1, HC_MSG_INERT, G_MAXUINT16, card, 0, 0, 0);
      /* played (an event on its way to the discard pile), discarded from
       * the hand, milled: both players now see a card one of them could
       * not.  Drawn, it is seen by its owner only, so no line: any line,
       * even one the opponent reads without the name, would tell him what
       * kind of card was drawn (the board marks it in its owner's hand
       * instead, src/cli/play-view.c). */
      else if (!enters && !(was_public[w] & bit) && public_now (g, card))
        hc_game_log (g, -1, HC_MSG_INERT_SHOWN, G_MAXUINT16, card, 0, 0, 0);
    }
}

void
hc_card_turn_face_up (HcGame *g, gint card)
{
  gboolean was_public = hc_card_inert_public (g, card);
  gboolean was_down = g->card[card].flags & HC_CARD_FACE_DOWN;
  g->card[card].flags &= (guint8)~HC_CARD_FACE_DOWN;
  /* face down in play (an LCG objective at setup) it was in play for
   * nobody who could see it: turned up, it comes into play */
  hc_card_inert_entered (g, card, was_down ? G_MAXUINT : g->card[card].zone,
                         was_public);
}
