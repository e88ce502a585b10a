/* Which encoded parts of which cards ran (`holocron cards coverage`): a
 * recorder the rulesets tell each time a clause of a card resolves or a
 * lasting ability of one changes something.  It is not game state: no game
 * reads it, and with no recorder on, telling it costs one test. */
#pragma once

#include "hc-game.h"

G_BEGIN_DECLS

typedef struct _HcCoverage HcCoverage;

HcCoverage *hc_coverage_new (void);
void hc_coverage_free (HcCoverage *c);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcCoverage, hc_coverage_free)

/* Make c the recorder of this process (NULL: none).  Only one thread may
 * play while a recorder is on. */
void hc_coverage_record (HcCoverage *c);
/* The parts (a bit each, numbered by the ruleset's encoded_parts) of the
 * card named `name` that ran while c recorded. */
guint64 hc_coverage_ran (const HcCoverage *c, const char *name);

extern HcCoverage *hc_coverage_recorder;
void hc_coverage_note_def (const HcCardDef *def, guint part);

/* Part `part` of the card at index `card` of g ran. */
static inline void
hc_coverage_note (const HcGame *g, gint card, guint part)
{
  if (G_UNLIKELY (hc_coverage_recorder != NULL) && card >= 0
      && card < g->n_cards)
    hc_coverage_note_def (hc_card_def (g, card), part);
}

G_END_DECLS
