/* Prints doc/rules/lcg-abilities.md from the lcg tables; with --check
 * FILE, fails unless FILE is exactly that page (the test that keeps the
 * committed page in step with the parser and the renderer). */
#include "lcg-verb.h"

#include <stdio.h>
#include <string.h>

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) page = g_string_new (NULL);
  if (!lcg_grammar_page (page, &error))
    {
      fprintf (stderr, "lcg-grammar-page: %s\n", error->message);
      return 1;
    }
  if (argc == 1)
    {
      fputs (page->str, stdout);
      return 0;
    }
  if (argc != 3 || strcmp (argv[1], "--check") != 0)
    {
      fprintf (stderr, "usage: lcg-grammar-page [--check FILE]\n");
      return 2;
    }
  g_autofree char *text = NULL;
  if (!g_file_get_contents (argv[2], &text, NULL, &error))
    {
      fprintf (stderr, "lcg-grammar-page: %s\n", error->message);
      return 1;
    }
  if (strcmp (text, page->str) != 0)
    {
      fprintf (stderr,
               "%s: not the page the tables give; regenerate it with\n"
               "  build/tests/lcg-grammar-page > %s\n",
               argv[2], argv[2]);
      return 1;
    }
  return 0;
}
