/* What lcg players read: no placeholder wording in the message templates
 * ("(s)" instead of a plural, internal names such as "stat 2" or
 * "keyword 0"); plural endings come from {sN}. */
#include "lcg-internal.h"
#include "rulesets-fixture.h"

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

/* The ability text render.c writes goes into option labels (the ability
 * an option uses), so every card's must read as game words too: random
 * games reach only some of it. */
static void
every_card_ability_text_has_no_placeholder_wording (void **state)
{
  (void)state;
  const HcCardDb *db = hc_rulesets_cards (hc_ruleset_find ("lcg"), NULL);
  assert_non_null (db);
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      g_autoptr (GString) text = g_string_new (NULL);
      lcg_abilities_text (d, lcg_def_info (d), text);
      if (strstr (text->str, "(s)") || strstr (text->str, " to until "))
        fail_msg ("%s: \"%s\"", d->name, text->str);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (templates_have_no_placeholder_wording),
    cmocka_unit_test (every_card_ability_text_has_no_placeholder_wording),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
