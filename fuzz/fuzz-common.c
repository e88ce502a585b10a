#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>

/* A critical or warning from GLib, json-glib or the core is a bug the
 * fuzzer found: abort (not GLib's breakpoint trap) so libFuzzer keeps the
 * input as a crash. */
static void
fatal_log (const gchar *domain, GLogLevelFlags level, const gchar *message,
           gpointer data)
{
  g_log_default_handler (domain, level, message, data);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
}

void
fuzz_init (void)
{
  static gboolean done;
  if (done)
    return;
  done = TRUE;
  g_log_set_default_handler (fatal_log, NULL);
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

const char *const fuzz_rulesets[2] = { "wotc", "lcg" };

HcGame *
fuzz_load_save (const char *text, guint i, const HcCardDb **db, HcRecord **rec,
                GError **error)
{
  *db = hc_rulesets_cards (hc_ruleset_find (fuzz_rulesets[i]), NULL);
  return hc_save_from_string ("fuzz.save", text, *db, rec, error);
}
