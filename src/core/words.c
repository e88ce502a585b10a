#include "hc-words.h"

#include <string.h>

void
hc_a_text (const char *words, GString *out)
{
  /* "another unit", in one word */
  if (g_str_has_prefix (words, "other "))
    {
      g_string_append_printf (out, "an%s", words);
      return;
    }
  /* by sound, not spelling: "uni-" and "one" start with a consonant */
  gboolean an = words[0] && strchr ("AEIOUaeiou", words[0])
                && g_ascii_strncasecmp (words, "uni", 3) != 0
                && g_ascii_strncasecmp (words, "one", 3) != 0;
  g_string_append_printf (out, "%s %s", an ? "an" : "a", words);
}

void
hc_possessive_text (const char *name, GString *out)
{
  g_string_append (out, name);
  g_string_append (out, g_str_has_suffix (name, "s") ? "'" : "'s");
}
