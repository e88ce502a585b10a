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
  { "edge", LKA_N, LKF_EDGE, 0, "edge 2", /* N from 1 to 9 */
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
  { "protect", LKA_COMMITTED, LKF_PROTECT, 0, "protect unit:committed",
    "Protect {trait} that is committed to the Force: damage about to go to "
    "another {trait} you control that is committed to the Force may come "
    "here." },
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
                          : row->args == LKA_COMMITTED ? " TRAIT:committed"
                                                       : "");
}

/* "unit:rebel-alliance": what it protects, of that affiliation; FALSE
 * without a known affiliation after the colon */
static gboolean
parse_affiliation (const char *arg, LcgCard *c)
{
  const char *colon = strchr (arg, ':');
  if (!colon || colon == arg)
    return FALSE;
  for (gint aff = AF_COUNT - 1; aff > AF_NEUTRAL; aff--)
    if (strcmp (colon + 1, lcg_affiliation_names[aff]) == 0)
      {
        g_autofree char *what = g_strndup (arg, (gsize)(colon - arg));
        c->protect = lcg_trait_quark (what);
        c->protect_aff = (gint8)aff;
        return TRUE;
      }
  return FALSE;
}

/* one token of the column, by the first row that spells it: FALSE if
 * none does */
static gboolean
parse_token (const char *word, const char *arg, LcgCard *c)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    {
      const LcgKeyword *row = &keywords[i];
      gint n = 0;
      if (strcmp (word, row->word) != 0 || (row->args == LKA_NONE) != !arg)
        continue;
      switch (row->args)
        {
        case LKA_NONE:
          if (row->field == LKF_DECK)
            c->deck |= row->bit;
          else
            c->kw |= row->bit;
          return TRUE;
        case LKA_N:
          if (!lcg_small_int (arg, 1, 9, &n))
            continue;
          /* FAQ 2.12: edge adds up */
          c->edge = (gint8)MIN (99, c->edge + n);
          return TRUE;
        case LKA_TRAIT_AFF:
          if (!parse_affiliation (arg, c))
            continue;
          return TRUE;
        case LKA_COMMITTED:
          {
            /* "unit:committed": of that trait or type, while committed */
            const char *colon = strchr (arg, ':');
            if (!colon || colon == arg || strcmp (colon, ":committed") != 0)
              continue;
            g_autofree char *what = g_strndup (arg, (gsize)(colon - arg));
            c->protect = lcg_trait_quark (what);
            c->protect_committed = TRUE;
            return TRUE;
          }
        default:
          /* one trait, '_' for a space */
          if (!*arg || strchr (arg, ' ') || strchr (arg, ':'))
            continue;
          c->protect = lcg_trait_quark (arg);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
lcg_parse_keywords (const char *text, LcgCard *c, char **why)
{
  if (!*text)
    return TRUE;
  g_auto (GStrv) toks = g_strsplit (text, "|", -1);
  for (gint i = 0; toks[i]; i++)
    {
      g_auto (GStrv) w = g_strsplit (g_strstrip (toks[i]), " ", 2);
      if (!w[0] || !*w[0])
        {
          *why = g_strdup ("expected a keyword, found nothing");
          return FALSE;
        }
      if (parse_token (w[0], w[1], c))
        continue;
      /* the rows of that word if there are some, else every row */
      gboolean known = FALSE;
      for (guint k = 0; k < G_N_ELEMENTS (keywords); k++)
        known |= strcmp (w[0], keywords[k].word) == 0;
      g_autoptr (GString) msg = g_string_new (NULL);
      g_string_append_printf (msg, "%s keyword \"%s\"; expected ",
                              known ? "bad" : "unknown", toks[i]);
      for (guint k = 0, said = 0; k < G_N_ELEMENTS (keywords); k++)
        if (!known || strcmp (w[0], keywords[k].word) == 0)
          {
            g_string_append (msg, said++ ? ", " : "");
            lcg_keyword_grammar (&keywords[k], msg);
          }
      g_string_append (msg, " (N from 1 to 9; one TRAIT, '_' for a space; "
                            "AFFILIATION as in the affiliation column)");
      *why = g_string_free (g_steal_pointer (&msg), FALSE);
      return FALSE;
    }
  return TRUE;
}
