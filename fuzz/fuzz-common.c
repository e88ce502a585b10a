#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>

void
fuzz_init (void)
{
  static gboolean done;
  if (done)
    return;
  done = TRUE;
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_autoptr (GError) error = NULL;
  if (!hc_rulesets_init (&error)
      || !hc_rulesets_cards (hc_ruleset_find ("wotc"), &error)
      || !hc_rulesets_cards (hc_ruleset_find ("lcg"), &error))
    {
      fprintf (stderr, "fuzz: cannot set up: %s\n", error->message);
      abort ();
    }
}

char *
fuzz_text (const uint8_t *data, size_t size)
{
  char *s = g_malloc (size + 1);
  memcpy (s, data, size);
  s[size] = '\0';
  return s;
}

void
fuzz_assert (gboolean ok, const char *what, const GError *error)
{
  if (ok)
    return;
  fprintf (stderr, "fuzz: %s%s%s\n", what, error ? ": " : "",
           error ? error->message : "");
  abort ();
}
