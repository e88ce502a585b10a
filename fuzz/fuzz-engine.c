/* The engine driven by fuzz bytes: byte 0 picks the ruleset and edition,
 * bytes 1-8 the seed, and every later byte one choice, as an option
 * number (modulo the options offered) or, for 0xff, an option id that is
 * not offered, which must be refused with the state unchanged.  Any byte
 * string gives a legal game: the invariants hold at every decision, a
 * clone and a save/load agree with the game, and the record replays. */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_init ();
  if (size < 9)
    return 0;
  /* longer games add time, not new paths: the rest of the game plays on
   * with the first option */
  size = MIN (size, (size_t)9 + 600);
  const HcRuleset *r = hc_ruleset_find (data[0] & 1 ? "lcg" : "wotc");
  const HcCardDb *db = hc_rulesets_cards (r, NULL);
  const HcEdition *ed
      = hc_ruleset_edition (r, (gint)((data[0] >> 1) % r->editions->len));
  guint64 seed = 0;
  for (gint i = 1; i <= 8; i++)
    seed = seed << 8 | data[i];
  g_autoptr (HcRecord) rec = hc_record_new (r->id, ed->id, seed);
  g_autoptr (GError) error = NULL;
  fuzz_assert (hc_record_add_default_decks (rec, r, db, &error),
               "the default decks must load", error);
  g_autoptr (HcGame) g = hc_record_start (rec, db, &error);
  fuzz_assert (g != NULL, "the recorded game must start", error);
  for (size_t i = 9; i < size; i++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d)
        break;
      fuzz_assert (hc_check_invariants (g, &error), "invariant", error);
      if (data[i] == 0xff)
        {
          guint64 before = hc_game_hash (g);
          guint32 bad = 0;
          while (hc_decision_find (d, bad) >= 0)
            bad++;
          fuzz_assert (
              !hc_game_choose (g, bad, &error) && hc_game_hash (g) == before,
              "an option not offered must be refused, state unchanged", NULL);
          g_clear_error (&error);
          continue;
        }
      guint32 id = d->option[data[i] % d->n_options].id;
      fuzz_assert (hc_record_choose (rec, g, id, &error),
                   "an offered option must be accepted", error);
    }
  hc_game_advance (g);
  /* the game as a value: a save loads to the same state, the record
   * replays to it */
  g_autofree char *text = hc_save_to_string (g, rec);
  g_autoptr (HcGame) loaded
      = hc_save_from_string ("fuzz.save", text, db, NULL, &error);
  fuzz_assert (loaded && hc_game_hash (loaded) == hc_game_hash (g),
               "save and load must keep the state", error);
  g_autoptr (HcGame) again = hc_record_replay (rec, db, G_MAXUINT, &error);
  fuzz_assert (again && hc_game_hash (again) == hc_game_hash (g),
               "the record must replay to the same state", error);
  return 0;
}
