/* Edition files: the bytes are up to four .ini files of the wotc ruleset,
 * separated by lines "%%", loaded as its editions folder into a copy of
 * the ruleset (so parents, dates and inheritance across files are
 * exercised too). */
#include "fuzz.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dir;

static void
clear_dir (void)
{
  for (gint i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strdup_printf ("e%d.ini", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_init ();
  if (!dir)
    {
      g_autoptr (GError) error = NULL;
      dir = g_dir_make_tmp ("hc-fuzz-edition-XXXXXX", &error);
      fuzz_assert (dir != NULL, "cannot make a scratch folder", error);
    }
  clear_dir ();
  g_autofree char *text = fuzz_text (data, size);
  g_auto (GStrv) parts = g_strsplit (text, "\n%%\n", 4);
  for (gint i = 0; parts[i]; i++)
    {
      g_autofree char *name = g_strdup_printf ("e%d.ini", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GError) error = NULL;
      fuzz_assert (g_file_set_contents (path, parts[i], -1, &error),
                   "cannot write a scratch file", error);
    }
  HcRuleset copy = *hc_ruleset_find ("wotc");
  copy.editions = NULL;
  g_autoptr (GError) error = NULL;
  if (hc_ruleset_load_editions (&copy, dir, &error))
    {
      fuzz_assert (copy.editions && copy.editions->len > 0,
                   "a loaded editions folder has editions", NULL);
      g_ptr_array_free (copy.editions, TRUE);
    }
  else
    fuzz_assert (strstr (error->message, dir) != NULL,
                 "an edition error must name its file", error);
  clear_dir ();
  return 0;
}
