/* The regression side of a fuzz target, built without clang: runs every
 * file of the corpus folders named on the command line through the
 * target's entry point once.  A crash or abort fails the meson test. */
#include "fuzz.h"

#include <stdio.h>

static gint
by_name (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *)a, *(char *const *)b);
}

static int
run_file (const char *path)
{
  g_autofree char *data = NULL;
  gsize len = 0;
  g_autoptr (GError) error = NULL;
  if (!g_file_get_contents (path, &data, &len, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  LLVMFuzzerTestOneInput ((const uint8_t *)data, len);
  return 0;
}

int
main (int argc, char **argv)
{
  guint files = 0;
  for (int i = 1; i < argc; i++)
    {
      if (!g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          if (run_file (argv[i]))
            return 1;
          files++;
          continue;
        }
      g_autoptr (GError) error = NULL;
      g_autoptr (GDir) d = g_dir_open (argv[i], 0, &error);
      if (!d)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      /* sorted, so a failure names the same file on every run */
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;
      while ((name = g_dir_read_name (d)))
        g_ptr_array_add (names, g_build_filename (argv[i], name, NULL));
      g_ptr_array_sort (names, by_name);
      for (guint k = 0; k < names->len; k++)
        {
          if (run_file (names->pdata[k]))
            return 1;
          files++;
        }
    }
  if (files == 0)
    {
      fprintf (stderr, "no corpus files\n");
      return 1;
    }
  printf ("%u corpus files ran clean\n", files);
  return 0;
}
