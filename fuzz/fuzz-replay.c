/* Replays: the bytes are a save file whose record (ruleset, edition, seed,
 * decks, choices, hashes) is replayed as `holocron replay` does.  Any
 * record replays or is refused with a message; never a crash. */
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
      if (!g || !rec)
        continue;
      g_autoptr (HcGame) end = hc_record_replay (rec, db, G_MAXUINT, &error);
      fuzz_assert (end || error, "a refused replay must say why", NULL);
      if (end)
        fuzz_assert (hc_check_invariants (end, &error),
                     "a replayed game breaks an invariant", error);
    }
  return 0;
}
