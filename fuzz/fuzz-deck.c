/* Deck files: the bytes are a deck list, read against each ruleset's
 * cards and checked against its deck rules for both sides. */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_init ();
  g_autofree char *text = fuzz_text (data, size);
  const char *ids[] = { "wotc", "lcg" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const HcRuleset *r = hc_ruleset_find (ids[i]);
      const HcCardDb *db = hc_rulesets_cards (r, NULL);
      g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (gint16));
      g_autoptr (GError) error = NULL;
      if (!hc_deck_parse ("fuzz.deck", text, db, cards, &error))
        {
          fuzz_assert (g_str_has_prefix (error->message, "fuzz.deck"),
                       "a deck error must name its file", error);
          continue;
        }
      for (gint side = 0; side < HC_MAX_PLAYERS && r->check_deck; side++)
        {
          g_autoptr (GString) problems = g_string_new (NULL);
          if (!r->check_deck (db, side, (const gint16 *)cards->data,
                              (gint)cards->len, problems))
            fuzz_assert (problems->len > 0,
                         "a deck that breaks the rules must say how", NULL);
        }
    }
  return 0;
}
