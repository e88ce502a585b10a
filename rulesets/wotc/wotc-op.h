/* The wotc effect operations as a table: one row per operation (OP_*),
 * each row in its own file under ops/ with everything about it: its word
 * and arguments in the ability language, its card text and what it does.
 * Adding a mechanic is one file and one line of ops/table.c
 * (doc/architecture.md, "Adding a mechanic").  Operations without a row yet are
 * still parsed, rendered and carried out by the switches of abilities.c
 * and effect.c; each row moved there shrinks them. */
#pragma once

#include "wotc-cards.h"

G_BEGIN_DECLS

typedef struct
{
  const char *word; /* in the ability language: "heal" */
  gboolean sel;     /* a selector follows the word */
  gboolean amount;  /* then an amount: N, all or paid */
  /* the card text ("remove 2 damage counters from ..."); self_name names
   * the card the ability is on */
  void (*text) (const WotcOp *o, const char *self_name, GString *out);
  /* an operation on selected cards: carried out on each one */
  void (*apply) (HcGame *g, const WotcOp *o, gint player, gint source,
                 gint card);
  /* an operation of the player with no target; amount is what an earlier
   * effect of the ability counted (Force paid for X) */
  void (*apply_player) (HcGame *g, const WotcOp *o, gint player, gint source,
                        gint amount);
} WotcOpDef;

/* ops/table.c: the row of each operation, NULL where it has none yet */
extern const WotcOpDef *const wotc_ops[OP_COUNT];

static inline const WotcOpDef *
wotc_op_def (guint op)
{
  return op < OP_COUNT ? wotc_ops[op] : NULL;
}

/* abilities.c: the text of a selector, for an operation's text */
void wotc_sel_text (const WotcSel *s, const char *self_name, GString *out);

G_END_DECLS
