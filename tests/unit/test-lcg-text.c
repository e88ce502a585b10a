/* What lcg players read: no placeholder wording in the message templates
 * ("(s)" instead of a plural, internal names such as "stat 2" or
 * "keyword 0"); plural endings come from {sN}. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "lcg-internal.h"

#include <string.h>

static gboolean
names_an_internal_number (const char *text, const char *word)
{
  for (const char *p = strstr (text, word); p; p = strstr (p + 1, word))
    {
      const char *after = p + strlen (word);
      if (g_ascii_isdigit (*after) || *after == '{')
        return TRUE;
    }
  return FALSE;
}

static void
templates_have_no_placeholder_wording (void **state)
{
  (void)state;
  for (gint m = 0; m < M_COUNT; m++)
    {
      const char *t = lcg_messages[m].text;
      if (!t)
        continue;
      if (strstr (t, "(s)") || names_an_internal_number (t, "stat ")
          || names_an_internal_number (t, "keyword "))
        fail_msg ("message %s: \"%s\"", lcg_messages[m].kind, t);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (templates_have_no_placeholder_wording),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
