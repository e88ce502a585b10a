/* The wotc effect operations as a table: one row per operation (OP_*),
 * each row in its own file under ops/ with everything about it: its word
 * and arguments in the ability language, its card text and what it does.
 * Adding a mechanic is one file and one line of ops/table.c
 * (doc/architecture.md, "Adding a mechanic").  Every operation an effect
 * can name has a row (the parser knows no other word), so the effect step
 * asks the row without checking it is there. */
#pragma once

#include "hc-words.h"
#include "wotc-cards.h"

G_BEGIN_DECLS

/* abilities.c's reader of one ability's words, for an operation with a
 * grammar of its own */
typedef struct WotcLex WotcLex;

/* An ability being carried out: its frame (effect.c, declared in
 * wotc-steps.h), which keeps everything an asking operation needs between
 * decisions */
typedef struct WotcEffectFrame WotcEffectFrame;

/* What comes after an asking operation's `ask` or `answer` */
typedef enum
{
  WOTC_OP_DONE,  /* on to the ability's next effect */
  WOTC_OP_ASKED, /* a player was asked: `answer` takes the answer */
  WOTC_OP_AGAIN, /* ask again (one card at a time) */
  WOTC_OP_STOP,  /* the rest of the ability does not happen */
  /* from `ask`: no question of its own here; its selector's cards are
   * chosen or found as for any operation (dice-damage on a chosen unit) */
  WOTC_OP_TARGETS,
} WotcOpNext;

typedef struct
{
  const char *word; /* in the ability language: "heal" */
  gboolean sel;     /* a selector follows the word */
  gboolean amount;  /* then an amount: N, all or paid */
  /* its own grammar after the word, instead of sel and amount */
  gboolean (*parse) (WotcLex *lx, WotcOp *o);
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
  /* an operation that asks a player: `ask` offers the choice, built from
   * the game value, or carries the operation out when there is nothing
   * to choose; `answer` takes the answer with hc_game_take_answer.  What
   * they keep between decisions is in the ability's frame, never on the
   * C stack. */
  WotcOpNext (*ask) (HcGame *g, const WotcOp *o, WotcEffectFrame *e);
  WotcOpNext (*answer) (HcGame *g, const WotcOp *o, WotcEffectFrame *e);
  /* instead of apply, for an operation that leaves its result in the
   * ability's frame for what follows (the damage a prevent stopped, the
   * unit that deflected) */
  void (*apply_in) (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card);
  /* what follows once it was carried out on its card, as `ask` does
   * (deflect's question where the prevented damage goes, which `answer`
   * takes); with `then` it is carried out on one card only */
  WotcOpNext (*then) (HcGame *g, const WotcOp *o, WotcEffectFrame *e);
  /* it deals damage: the damage waits for one prevention chance after
   * the last damage effect in a row (seed 001, Q&A on Asteroid Field) */
  gboolean damage;
  /* the log line (an M_* of wotc-text.h) when a unit uses an activated
   * ability whose main effect this is: "{c0} uses its ability to draw";
   * 0 for an operation that only prepares the others (choose, pay), so
   * the line names the effect after it */
  gint used;
  /* its amount may be written `up-to N` ("prevent up to 2 damage"): the
   * player picks how much, from 0 to N, in its `then` (ops/up-to.c); its
   * `then` is asked only in that form */
  gboolean up_to;
  /* the unit its selector chooses does not become `it`: the one chosen
   * before stays it (duel: the player's Character against the opponent's) */
  gboolean keeps_it;
  /* whether it can do anything for player now; a play whose first effect
   * can't is not offered (Second Effort only to the attacking player,
   * Shoot Her or Something only to the other); none: it always can */
  gboolean (*possible) (HcGame *g, const WotcOp *o, gint player);
} WotcOpDef;

/* ops/table.c: the row of each operation, NULL where it has none yet */
extern const WotcOpDef *const wotc_ops[OP_COUNT];

static inline const WotcOpDef *
wotc_op_def (guint op)
{
  return op < OP_COUNT ? wotc_ops[op] : NULL;
}

/* ops/up-to.c: "up to N" in a row's `then` and `answer`: ask the player
 * how much, 0 to most, for the card in the frame's now.up_to (nobody is
 * asked when most is 0), then carry the effect out with the amount */
typedef void (*WotcUpToFn) (HcGame *g, WotcEffectFrame *e, gint card,
                            gint amount);
WotcOpNext wotc_up_to_then (HcGame *g, WotcEffectFrame *e, gint most, gint what,
                            WotcUpToFn carry);
WotcOpNext wotc_up_to_answer (HcGame *g, WotcEffectFrame *e, WotcUpToFn carry);

/* abilities.c: the text of a selector, for an operation's text; with
 * quant, the words before a group ("any", "up to 2") or "" for none */
void wotc_sel_text (const WotcSel *s, const char *self_name, GString *out);
void wotc_sel_text_q (const WotcSel *s, const char *self_name, GString *out,
                      const char *quant);
/* abilities.c: the units it matches as a plural, after a number */
void wotc_sel_text_plural (const WotcSel *s, const char *self_name,
                           GString *out);
/* abilities.c: a card in a hand, deck or discard pile that the selector
 * picks, as a noun ("Space unit card", "Battle or Mission cards") */
void wotc_card_sel_text (const WotcSel *s, gboolean plural, GString *out);
/* abilities.c: the words of the duration ("this turn") */
const char *wotc_dur_text (gint dur);

/* abilities.c: the pieces of the grammar, for an operation's parse; each
 * returns FALSE with the reason kept for the error message */
const char *wotc_lex_peek (WotcLex *lx);
const char *wotc_lex_next (WotcLex *lx);
gboolean wotc_lex_fail (WotcLex *lx, const char *fmt, const char *found);
gboolean wotc_lex_number (WotcLex *lx, gint min, gint max, gint8 *out);
/* N, all (-1) or paid (WOTC_N_PAID) */
gboolean wotc_lex_amount (WotcLex *lx, gint8 *out);
gboolean wotc_lex_selector (WotcLex *lx, WotcSel *s);
gboolean wotc_lex_duration (WotcLex *lx, gint8 *out);
gboolean wotc_lex_expect (WotcLex *lx, const char *word);
/* a subtype word ("Jedi", or "sub:Jedi"), as an index into the word
 * table; after names the operation for the error message */
gboolean wotc_lex_subtype (WotcLex *lx, const char *after, gint16 *out);
/* a stat (speed, power, health: S_*) or a keyword (critical-hit: K_*) */
gboolean wotc_lex_stat (WotcLex *lx, gint8 *out);
gboolean wotc_lex_keyword (WotcLex *lx, gint8 *out);
/* whether a selector starts at the next word */
gboolean wotc_lex_at_selector (WotcLex *lx);
/* arenas as bits (space/ground: 3); after names the operation */
gboolean wotc_lex_arenas (WotcLex *lx, const char *after, gint8 *out);
/* abilities.c: "Space or Ground" */
void wotc_arenas_text (guint8 bits, GString *out);
/* "Jedi Knight or Jedi Master": a subtype word as players read it */
void wotc_subtype_text (gint subtype, GString *out);

G_END_DECLS
