/* lcg card loading: one card between reading its printed facts
 * (data/lcg/cards.csv, cards.c) and joining its hand-written encoding
 * (data/lcg/abilities/, card-encodings.c). */
#pragma once

#include "lcg-cards.h"

typedef struct
{
  GStrv kinds;      /* per printed sentence, from the `printed` column */
  guint8 *covered;  /* per sentence: a clause encodes it */
  char *translated; /* the importer's exact translations */
  char *hand;       /* file:line of the hand-written entry, or NULL */
  GString *script;  /* the clauses as loaded, each with its sentences */
  GString *todo;    /* what is not encoded yet, for coverage */
  GArray *sets;     /* every set and position (gint16 pairs), also those
                       past LCG_MAX_SETS, for linking the sets */
  gboolean multiplayer;
} LcgPending;

void lcg_pending_clear (LcgPending *p);

/* "[1,2] CLAUSE": the clause parsed into the card, the printed sentences
 * it encodes marked. */
gboolean lcg_encoding_line (const char *line, LcgPending *p, LcgCard *c,
                            char **why);

/* Every data/lcg/abilities/ *.txt file joined to the cards; a missing
 * folder holds no encodings. */
gboolean lcg_read_encodings (const char *dir, HcCardDb *db, LcgPending *pending,
                             GError **error);

/* A `todo KIND` for every printed sentence no clause encodes. */
void lcg_todo_uncovered (LcgPending *p, LcgCard *c);
