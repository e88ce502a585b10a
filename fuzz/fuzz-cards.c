/* The card CSV loader: the bytes are a cards.csv, loaded as each
 * ruleset's card file (the CSV reader, then the ruleset's row reader and
 * ability compiler).  Any input gives a card database or an error naming
 * the file. */
#include "fuzz.h"

#include <string.h>

static char *dir;

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_init ();
  g_autoptr (GError) error = NULL;
  if (!dir)
    {
      dir = g_dir_make_tmp ("hc-fuzz-cards-XXXXXX", &error);
      fuzz_assert (dir != NULL, "cannot make a scratch folder", error);
    }
  const char *ids[] = { "wotc", "lcg" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *sub = g_build_filename (dir, ids[i], NULL);
      g_autofree char *path = g_build_filename (sub, "cards.csv", NULL);
      g_mkdir_with_parents (sub, 0700);
      fuzz_assert (
          g_file_set_contents (path, (const char *)data, (gssize)size, &error),
          "cannot write a scratch file", error);
      g_autoptr (HcCardDb) db
          = hc_ruleset_find (ids[i])->load_cards (dir, &error);
      fuzz_assert (db || error, "a refused card file must say why", NULL);
      if (!db)
        fuzz_assert (strstr (error->message, "cards.csv") != NULL,
                     "a card error must name its file", error);
      g_clear_error (&error);
    }
  return 0;
}
