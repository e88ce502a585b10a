/* The lcg ruleset's keywords column (keywords.c), split from lcg-cards.h
 * to keep that header small; lcg-cards.h includes it. */
#pragma once

#include "lcg-cards.h"

G_BEGIN_DECLS

/* keywords.c: a row of the table of the keywords column ("elite",
 * "edge 2", "protect Character"): how it is spelled, where it goes in
 * the card, its sentence of the card text */
enum
{
  LKA_NONE,      /* WORD */
  LKA_N,         /* WORD N */
  LKA_TRAIT,     /* WORD TRAIT */
  LKA_TRAIT_AFF, /* WORD TRAIT:AFFILIATION */
  LKA_COMMITTED, /* WORD TRAIT:committed */
};

enum
{
  LKF_KW,      /* a KW_ bit of the card */
  LKF_DECK,    /* a DK_ bit of its deck rules */
  LKF_EDGE,    /* Edge (N), added up */
  LKF_PROTECT, /* Protect, of a trait or of an affiliation's cards */
};

typedef struct
{
  const char *word;
  guint8 args;         /* LKA_ */
  guint8 field;        /* LKF_ */
  guint8 bit;          /* the KW_ or DK_ bit */
  const char *example; /* a token of the column, for the grammar page */
  /* card text: {n} the edge, {force} as Force icons, {trait} and {aff}
   * what it protects */
  const char *text;
} LcgKeyword;

const LcgKeyword *lcg_keyword (guint i);
/* "WORD [N|TRAIT|TRAIT:AFFILIATION]" */
void lcg_keyword_grammar (const LcgKeyword *row, GString *out);
/* the keywords column ("elite | edge 1"), each token by its row */
gboolean lcg_parse_keywords (const char *text, LcgCard *c, char **why);

G_END_DECLS
