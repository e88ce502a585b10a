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

static char *
card_text (const HcCardDb *db, const char *name)
{
  gint i = hc_card_db_lookup (db, name);
  if (i < 0)
    fail_msg ("no card \"%s\"", name);
  const HcCardDef *d = hc_card_db_get (db, i);
  g_autoptr (GString) text = g_string_new (NULL);
  lcg_abilities_text (d, lcg_def_info (d), text);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Issue 19: a trait or affiliation narrows the noun it is about, after
 * the article English wants ("an Ewok unit", "a Character unit"), as the
 * printed cards say it; lists of icons end with "and". */
static void
card_text_reads_as_english (void **state)
{
  (void)state;
  const HcCardDb *db = hc_rulesets_cards (hc_ruleset_find ("lcg"), NULL);
  static const struct
  {
    const char *card, *has;
  } cases[] = {
    { "A Stinging Insult", "(after you declare a Smugglers and Spies "
                           "Character unit as an attacker)" },
    { "Detained", "(after an attacking enemy Character or Droid unit "
                  "resolves a strike)" },
    { "Boba Fett", "(after this unit deals damage to a Character unit)" },
    { "Darth Vader", "(after you play a Sith event card)" },
    { "General Tagge", "(when a Trooper unit you control would leave play, "
                       "with printed cost 2 or lower)" },
    { "Spice Visions", "(when a focus token would be placed on a Character "
                       "or Creature unit you control)" },
    { "Prepare for Evacuation", "(when a Hoth objective leaves play)" },
    { "Yub Yub!", "focus an Ewok unit you control to " },
    { "Impersonating a Deity", "search your deck for an Ewok unit" },
    { "Death from Above", "to up to 2 chosen attacking Vehicle units." },
    { "Trooper Assault", "give 1 unit damage icon and 1 blast damage icon "
                         "to each attacking Trooper unit" },
    { "Dagobah Training Grounds", "Goes in your play area." },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = card_text (db, cases[i].card);
      if (!strstr (text, cases[i].has))
        fail_msg ("%s: \"%s\" lacks \"%s\"", cases[i].card, text, cases[i].has);
    }
}

/* the same over every card: no "a" before a vowel sound, no trait left
 * bare after "it is", no doubled space */
static void
every_card_text_has_its_articles (void **state)
{
  (void)state;
  const HcCardDb *db = hc_rulesets_cards (hc_ruleset_find ("lcg"), NULL);
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      g_autoptr (GString) text = g_string_new (NULL);
      lcg_abilities_text (d, lcg_def_info (d), text);
      const char *t = text->str;
      for (const char *p = t; (p = strstr (p, "a ")); p++)
        {
          gboolean word = p == t || !g_ascii_isalpha (p[-1]);
          const char *next = p + 2;
          if (word && strchr ("AEIOUaeiou", *next) && *next
              && g_ascii_strncasecmp (next, "uni", 3) != 0
              && g_ascii_strncasecmp (next, "one", 3) != 0)
            fail_msg ("%s: \"a\" before a vowel: \"%s\"", d->name, t);
        }
      const char *bare = strstr (t, "if it is ");
      if (bare && g_ascii_isupper (bare[strlen ("if it is ")]))
        fail_msg ("%s: a trait that is no noun: \"%s\"", d->name, t);
      if (strstr (t, "  ") || strstr (t, "one of yours"))
        fail_msg ("%s: \"%s\"", d->name, t);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (templates_have_no_placeholder_wording),
    cmocka_unit_test (every_card_ability_text_has_no_placeholder_wording),
    cmocka_unit_test (card_text_reads_as_english),
    cmocka_unit_test (every_card_text_has_its_articles),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
