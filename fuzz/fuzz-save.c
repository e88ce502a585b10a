/* Saved games: the bytes are a save file.  Any input loads or is refused
 * with a message naming the file; a loaded game passes the invariants,
 * saves back to a file that loads to the same state, and plays on. */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_init ();
  g_autofree char *text = fuzz_text (data, size);
  for (guint i = 0; i < G_N_ELEMENTS (fuzz_rulesets); i++)
    {
      const HcCardDb *db;
      g_autoptr (GError) error = NULL;
      g_autoptr (HcRecord) rec = NULL;
      g_autoptr (HcGame) g = fuzz_load_save (text, i, &db, &rec, &error);
      if (!g)
        {
          fuzz_assert (g_str_has_prefix (error->message, "fuzz.save"),
                       "a save error must name its file", error);
          continue;
        }
      fuzz_assert (hc_check_invariants (g, &error),
                   "a loaded save breaks an invariant", error);
      g_autofree char *again = hc_save_to_string (g, rec);
      g_autoptr (HcGame) g2
          = hc_save_from_string ("fuzz.save", again, db, NULL, &error);
      fuzz_assert (g2 && hc_game_hash (g2) == hc_game_hash (g),
                   "a loaded save must save and load again unchanged", error);
      /* a few steps of play from the loaded position */
      for (gint k = 0; k < 8 && hc_game_advance (g); k++)
        fuzz_assert (hc_game_choose_index (g, 0, &error),
                     "the first offered option must be accepted", error);
    }
  return 0;
}
