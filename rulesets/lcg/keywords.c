/* The keywords column of data/lcg/cards.csv as table rows: how each
 * keyword is spelled, where it goes in the card and the sentence of the
 * card text that says it.  The parser (abilities.c), the card text
 * (render.c, lcg_keywords_text) and the grammar page read the same rows,
 * in this order, which is the order the card text says them. */
#include "lcg-verb.h"

#include <string.h>

static const LcgKeyword keywords[] = {
  { "elite", LKA_NONE, LKF_KW, KW_ELITE, "elite",
    "Elite: loses one more focus token as you refresh." },
  { "edge", LKA_N, LKF_EDGE, 0, "edge 2",
    "Edge ({n}): while in an engagement, adds {force} to your edge "
    "battles." },
  { "shielding", LKA_NONE, LKF_KW, KW_SHIELDING, "shielding",
    "Shielding: as it enters an engagement, one card in that engagement "
    "gets a shield." },
  { "targeted-strike", LKA_NONE, LKF_KW, KW_TARGETED_STRIKE, "targeted-strike",
    "Targeted strike: attacking, it may put its unit damage on an enemy "
    "unit outside the engagement." },
  { "protect", LKA_TRAIT_AFF, LKF_PROTECT, 0, "protect unit:rebel-alliance",
    "Protect {aff} {trait}: damage about to go to another {aff} {trait} "
    "you control may come here." },
  { "protect", LKA_TRAIT, LKF_PROTECT, 0, "protect Character",
    "Protect {trait}: damage about to go to another {trait} card you "
    "control may come here." },
  { "limited", LKA_NONE, LKF_KW, KW_LIMITED, "limited",
    "Limited: one Limited card a turn." },
  { "no-enhancements", LKA_NONE, LKF_KW, KW_NO_ENHANCEMENTS, "no-enhancements",
    "No enhancements can be attached to it." },
  { "limit-1-per-objective-deck", LKA_NONE, LKF_DECK, DK_LIMIT_1,
    "limit-1-per-objective-deck", "An objective deck may hold one copy only." },
  { "affiliation-only", LKA_NONE, LKF_DECK, DK_AFFILIATION_ONLY,
    "affiliation-only", "Only for a deck of its own affiliation." },
};

const LcgKeyword *
lcg_keyword (guint i)
{
  return i < G_N_ELEMENTS (keywords) ? &keywords[i] : NULL;
}

void
lcg_keyword_grammar (const LcgKeyword *row, GString *out)
{
  g_string_append_printf (out, "%s%s", row->word,
                          row->args == LKA_N           ? " N"
                          : row->args == LKA_TRAIT     ? " TRAIT"
                          : row->args == LKA_TRAIT_AFF ? " TRAIT:AFFILIATION"
                                                       : "");
}

gboolean
lcg_keyword_flag (const char *word, LcgCard *c)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (keywords[i].args == LKA_NONE && strcmp (word, keywords[i].word) == 0)
      {
        if (keywords[i].field == LKF_DECK)
          c->deck |= keywords[i].bit;
        else
          c->kw |= keywords[i].bit;
        return TRUE;
      }
  return FALSE;
}

void
lcg_keyword_flags_text (GString *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (keywords[i].args == LKA_NONE)
      g_string_append_printf (out, "%s, ", keywords[i].word);
}
