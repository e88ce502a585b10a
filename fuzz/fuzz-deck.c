/* Deck files: the bytes are a deck in any format players keep (a list, a
 * LackeyCCG .dek, an OCTGN .o8d), read against each ruleset's cards and
 * checked against its deck rules for both sides.  Each deck read is
 * written in every format and read back: the same cards must come back. */
#include "fuzz.h"
#include "hc-deck.h"

static gint
by_id (gconstpointer a, gconstpointer b)
{
  return *(const gint16 *)a - *(const gint16 *)b;
}

static gboolean
same_cards (const GArray *a, const GArray *b, gboolean in_order)
{
  if (a->len != b->len)
    return FALSE;
  if (a->len == 0)
    return TRUE; /* an empty array's data may be NULL: no memcmp */
  g_autoptr (GArray) x = g_array_copy ((GArray *)a);
  g_autoptr (GArray) y = g_array_copy ((GArray *)b);
  if (!in_order)
    {
      g_array_sort (x, by_id);
      g_array_sort (y, by_id);
    }
  return memcmp (x->data, y->data, x->len * sizeof (gint16)) == 0;
}

static void
round_trip (const HcDeck *deck, const HcCardDb *db)
{
  for (gint f = HC_DECK_TEXT; f <= HC_DECK_O8D; f++)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autoptr (GError) error = NULL;
      if (!hc_deck_write (deck, db, f, out, &error))
        {
          fuzz_assert (f == HC_DECK_O8D, "only .o8d may refuse a deck", error);
          continue;
        }
      g_autoptr (HcDeck) again
          = hc_deck_load ("again", out->str, (gssize)out->len, db, &error);
      fuzz_assert (again != NULL, "an exported deck must read back", error);
      /* lists and .o8d group copies; .dek keeps one entry per copy */
      fuzz_assert (same_cards (deck->cards, again->cards, f == HC_DECK_DEK),
                   "an exported deck must hold the same cards", NULL);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_init ();
  const char *ids[] = { "wotc", "lcg" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const HcRuleset *r = hc_ruleset_find (ids[i]);
      const HcCardDb *db = hc_rulesets_cards (r, NULL);
      g_autoptr (GError) error = NULL;
      /* the bytes as they are, NULs included: the reader must name them */
      g_autoptr (HcDeck) deck = hc_deck_load ("fuzz.deck", (const char *)data,
                                              (gssize)size, db, &error);
      if (!deck)
        {
          fuzz_assert (g_str_has_prefix (error->message, "fuzz.deck"),
                       "a deck error must name its file", error);
          continue;
        }
      round_trip (deck, db);
      for (gint side = 0; side < HC_MAX_PLAYERS && r->check_deck; side++)
        {
          g_autoptr (GString) problems = g_string_new (NULL);
          if (!r->check_deck (db, side, (const gint16 *)deck->cards->data,
                              (gint)deck->cards->len, problems))
            fuzz_assert (problems->len > 0,
                         "a deck that breaks the rules must say how", NULL);
        }
    }
  return 0;
}
