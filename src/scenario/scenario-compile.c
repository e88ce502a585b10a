/* script: and expect: lines into operations, every name resolved before
 * anything runs, so a typo on the last line is reported before the first
 * choice is made. */
#include "scenario-internal.h"

#include <string.h>

void
hc_scn_op_free (HcScnOp *op)
{
  if (!op)
    return;
  g_free (op->label);
  if (op->dice)
    g_array_free (op->dice, TRUE);
  hc_scn_ref_clear (&op->check.ref);
  hc_scn_ref_clear (&op->check.ref2);
  if (op->check.texts)
    g_ptr_array_free (op->check.texts, TRUE);
  if (op->check.cards)
    g_array_free (op->check.cards, TRUE);
  g_free (op);
}

static void
add_text (HcScnCheck *chk, const char *text)
{
  if (!chk->texts)
    chk->texts = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (chk->texts, g_strdup (text));
}

static gboolean
quoted_text (HcScnCursor *c, HcScnCheck *chk, const char *what, GError **error)
{
  const char *t = NULL;
  if (!hc_scn_string (c, what, &t, error))
    return FALSE;
  add_text (chk, t);
  return TRUE;
}

/* log has [not] [rule|kind] "X"  |  log order "A" before "B" ... */
static gboolean
check_log (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  if (hc_scn_accept (c, "order"))
    {
      chk->kind = HC_CHK_LOG_ORDER;
      if (!quoted_text (c, chk, "a log text", error))
        return FALSE;
      do
        if (!hc_scn_keyword (c, "before", error)
            || !quoted_text (c, chk, "a log text", error))
          return FALSE;
      while (hc_scn_peek (c));
      return TRUE;
    }
  if (!hc_scn_accept (c, "has"))
    {
      const HcScnToken *t = hc_scn_peek (c);
      return hc_scn_fail (c, error,
                          "expected \"has\" or \"order\" after \"log\" but "
                          "found %s%s%s",
                          t ? "\"" : "", t ? t->text : "the end of the line",
                          t ? "\"" : "");
    }
  chk->negate = hc_scn_accept (c, "not");
  chk->kind = hc_scn_accept (c, "rule")   ? HC_CHK_LOG_RULE
              : hc_scn_accept (c, "kind") ? HC_CHK_LOG_KIND
                                          : HC_CHK_LOG_HAS;
  const char *what = chk->kind == HC_CHK_LOG_RULE   ? "a rule id"
                     : chk->kind == HC_CHK_LOG_KIND ? "a log entry kind"
                                                    : "a log text";
  return quoted_text (c, chk, what, error);
}

static gboolean
check_card (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  if (!hc_scn_ref (c, &chk->ref, error))
    return FALSE;
  chk->negate = hc_scn_accept (c, "not");
  const HcScnToken *t = hc_scn_peek (c);
  gint counter = t && !t->quoted ? hc_ruleset_counter (c->r, t->text) : -1;
  gint flag = t && !t->quoted ? hc_scn_flag (c->r, t->text) : 0;
  if (flag)
    {
      c->pos++;
      chk->kind = HC_CHK_CARD_FLAG;
      chk->index = flag;
      return TRUE;
    }
  if (counter >= 0 && counter < HC_MAX_COUNTERS)
    {
      c->pos++;
      chk->kind = HC_CHK_CARD_COUNTER;
      chk->index = counter;
      g_autofree char *what
          = g_strdup_printf ("the number of %s counters", t->text);
      return hc_scn_int (c, what, 0, G_MAXINT16, &chk->value, error);
    }
  if (hc_scn_accept (c, "in"))
    {
      chk->kind = HC_CHK_CARD_IN;
      return hc_scn_player (c, &chk->player, error)
             && hc_scn_zone (c, &chk->zone, error);
    }
  if (hc_scn_accept (c, "attached"))
    {
      chk->kind = HC_CHK_CARD_ATTACHED;
      return hc_scn_keyword (c, "to", error)
             && hc_scn_ref (c, &chk->ref2, error);
    }
  if (hc_scn_accept (c, "under"))
    {
      chk->kind = HC_CHK_CARD_UNDER;
      return hc_scn_ref (c, &chk->ref2, error);
    }
  if (hc_scn_accept (c, "controller"))
    {
      chk->kind = HC_CHK_CARD_CONTROLLER;
      return hc_scn_player (c, &chk->player, error);
    }
  if (hc_scn_accept (c, "owner"))
    {
      chk->kind = HC_CHK_CARD_OWNER;
      return hc_scn_player (c, &chk->player, error);
    }
  if (hc_scn_accept (c, "known"))
    {
      chk->kind = HC_CHK_CARD_KNOWN;
      return hc_scn_keyword (c, "to", error)
             && hc_scn_player (c, &chk->player, error);
    }
  if (hc_scn_accept (c, "text"))
    {
      if (!c->r->card_text)
        return hc_scn_fail (c, error, "the %s ruleset renders no card text",
                            c->r->id);
      chk->kind = HC_CHK_CARD_TEXT;
      return quoted_text (c, chk, "a part of the card's text", error);
    }
  g_autofree char *counters
      = hc_scn_names (c->r->counter_names, c->r->n_counters);
  g_autofree char *flags = hc_scn_flag_list (c->r);
  return hc_scn_fail (
      c, error,
      "expected what to check on the card: a counter and a "
      "number (%s), a flag (%s), \"in PLAYER ZONE\", "
      "\"attached to CARD\", \"under CARD\", \"controller "
      "PLAYER\", \"owner PLAYER\", \"known to PLAYER\" or \"text\" and a "
      "quoted text%s%s%s",
      counters, flags, t ? "; found \"" : "", t ? t->text : "", t ? "\"" : "");
}

/* PLAYER ZONE order "CARD" ...: the zone's own list, bottom first, as the
 * set-up lists it */
static gboolean
zone_order (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  chk->kind = HC_CHK_ZONE_ORDER;
  chk->cards = g_array_new (FALSE, FALSE, sizeof (gint16));
  do
    {
      gint def = -1;
      if (!hc_scn_card_def (c, &def, error))
        return FALSE;
      gint16 d = (gint16)def;
      g_array_append_val (chk->cards, d);
    }
  while (hc_scn_peek (c));
  return TRUE;
}

/* PLAYER ZONE has [not] "CARD" | PLAYER ZONE count N | PLAYER ZONE top
 * "CARD" | PLAYER RESOURCE N */
static gboolean
check_player (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  if (!hc_scn_player (c, &chk->player, error))
    return FALSE;
  const HcScnToken *t = hc_scn_peek (c);
  gint res = t && !t->quoted ? hc_ruleset_res (c->r, t->text) : -1;
  gint zone = t && !t->quoted ? hc_ruleset_zone (c->r, t->text) : -1;
  if (res >= 0 && res < HC_MAX_RES && zone < 0)
    {
      c->pos++;
      chk->kind = HC_CHK_RES;
      chk->index = res;
      return hc_scn_int (c, "the amount", G_MININT32, G_MAXINT32, &chk->value,
                         error);
    }
  if (zone < 0)
    {
      g_autofree char *zones = hc_scn_names (c->r->zone_names, c->r->n_zones);
      g_autofree char *rs = hc_scn_names (c->r->res_names, c->r->n_res);
      return hc_scn_fail (c, error,
                          "expected a zone (%s) or a resource (%s) after the "
                          "player%s%s%s",
                          zones, rs, t ? " but found \"" : "", t ? t->text : "",
                          t ? "\"" : "");
    }
  c->pos++;
  chk->zone = zone;
  if (res >= 0 && res < HC_MAX_RES && hc_scn_looks_int (hc_scn_peek (c)))
    {
      chk->kind = HC_CHK_RES;
      chk->index = res;
      return hc_scn_int (c, "the amount", G_MININT32, G_MAXINT32, &chk->value,
                         error);
    }
  if (hc_scn_accept (c, "count"))
    {
      chk->kind = HC_CHK_ZONE_COUNT;
      return hc_scn_int (c, "the number of cards", 0, HC_MAX_CARDS, &chk->value,
                         error);
    }
  if (hc_scn_accept (c, "has"))
    {
      chk->kind = HC_CHK_ZONE_HAS;
      chk->negate = hc_scn_accept (c, "not");
    }
  else if (hc_scn_accept (c, "top"))
    {
      chk->kind = HC_CHK_ZONE_HAS;
      chk->index = 1; /* the top card only */
    }
  else if (hc_scn_accept (c, "order"))
    return zone_order (c, chk, error);
  else
    {
      t = hc_scn_peek (c);
      return hc_scn_fail (c, error,
                          "expected \"has\", \"has not\", \"top\", "
                          "\"order\" or \"count\" after the zone%s%s%s",
                          t ? " but found \"" : "", t ? t->text : "",
                          t ? "\"" : "");
    }
  gint def = -1;
  if (!hc_scn_card_def (c, &def, error))
    return FALSE;
  chk->ref.def = def;
  chk->ref.card = -1;
  chk->ref.name = g_strdup (hc_card_db_get (c->db, def)->name);
  return TRUE;
}

static gboolean
check_global (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  const char *name = NULL;
  if (!hc_scn_word (c, "a global's name", &name, error))
    return FALSE;
  gint k = hc_ruleset_global (c->r, name);
  if (k < 0 || k >= HC_MAX_GLOBALS)
    {
      g_autofree char *names
          = hc_scn_names (c->r->global_names, c->r->n_globals);
      return hc_scn_fail (c, error,
                          "unknown global \"%s\"; the %s globals "
                          "are %s",
                          name, c->r->id, names);
    }
  chk->kind = HC_CHK_GLOBAL;
  chk->index = k;
  return hc_scn_int (c, "the global's value", G_MININT32, G_MAXINT32,
                     &chk->value, error);
}

static gboolean
parse_check (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  chk->player = chk->zone = chk->index = -1;
  chk->ref.def = chk->ref.card = chk->ref2.def = chk->ref2.card = -1;
  if (hc_scn_accept (c, "log"))
    return check_log (c, chk, error);
  if (hc_scn_accept (c, "card"))
    return check_card (c, chk, error);
  if (hc_scn_accept (c, "global"))
    return check_global (c, chk, error);
  if (hc_scn_accept (c, "deck"))
    return hc_scn_parse_deck_check (c, chk, error);
  if (hc_scn_accept (c, "turn"))
    {
      chk->kind = HC_CHK_GLOBAL;
      chk->index = HC_G_TURN;
      return hc_scn_int (c, "the turn number", 0, G_MAXINT32, &chk->value,
                         error);
    }
  if (hc_scn_accept (c, "phase"))
    {
      if (!c->r->phase_name)
        return hc_scn_fail (c, error,
                            "the %s ruleset does not name its "
                            "phases; check \"global phase N\" instead",
                            c->r->id);
      const HcScnToken *t = hc_scn_peek (c);
      if (!t)
        return hc_scn_fail (c, error,
                            "expected a phase name after "
                            "\"phase\"");
      c->pos++;
      chk->kind = HC_CHK_PHASE;
      add_text (chk, t->text);
      return TRUE;
    }
  if (hc_scn_accept (c, "active"))
    {
      chk->kind = HC_CHK_ACTIVE;
      return hc_scn_player (c, &chk->player, error);
    }
  if (hc_scn_accept (c, "winner"))
    {
      chk->kind = HC_CHK_WINNER;
      return hc_scn_player (c, &chk->player, error);
    }
  if (hc_scn_accept (c, "draw"))
    {
      chk->kind = HC_CHK_DRAW;
      return TRUE;
    }
  if (hc_scn_accept (c, "decision"))
    {
      chk->kind = HC_CHK_DECISION;
      return hc_scn_player (c, &chk->player, error);
    }
  chk->negate = hc_scn_accept (c, "not");
  if (hc_scn_accept (c, "over"))
    {
      chk->kind = HC_CHK_OVER;
      return TRUE;
    }
  if (hc_scn_accept (c, "offered"))
    {
      chk->kind = HC_CHK_OFFERED;
      return quoted_text (c, chk, "an option's label", error);
    }
  if (chk->negate)
    return hc_scn_fail (c, error,
                        "expected \"over\" or \"offered\" after "
                        "\"not\"");
  const HcScnToken *t = hc_scn_peek (c);
  if (t && hc_ruleset_player (c->r, t->text) >= 0)
    return check_player (c, chk, error);
  if (!t)
    return hc_scn_fail (c, error, "expected what to check after \"expect\"");
  return hc_scn_fail (c, error,
                      "unknown expectation \"%s\"; an expectation starts "
                      "with a player, card, log, offered, not, decision, "
                      "winner, draw, over, phase, active, turn, global or "
                      "deck",
                      t->text);
}

static HcScnOp *
compile_check (HcScnCursor *c, GError **error)
{
  HcScnOp *op = g_new0 (HcScnOp, 1);
  op->kind = HC_OP_CHECK;
  if (!parse_check (c, &op->check, error) || !hc_scn_end (c, error))
    {
      hc_scn_op_free (op);
      return NULL;
    }
  return op;
}

static HcScnOp *
compile_dice (HcScnCursor *c, GError **error)
{
  g_autoptr (GArray) dice = g_array_new (FALSE, FALSE, sizeof (guint8));
  while (hc_scn_peek (c))
    {
      gint64 v = 0;
      if (!hc_scn_int (c, "a die result", 1, 6, &v, error))
        return NULL;
      guint8 d = (guint8)v;
      g_array_append_val (dice, d);
    }
  if (dice->len == 0)
    {
      hc_scn_fail (c, error,
                   "expected the die results after \"dice\", "
                   "like \"dice 6 5 2\"");
      return NULL;
    }
  if (dice->len > HC_MAX_FORCED)
    {
      hc_scn_fail (c, error, "at most %d dice can be forced at once",
                   HC_MAX_FORCED);
      return NULL;
    }
  HcScnOp *op = g_new0 (HcScnOp, 1);
  op->kind = HC_OP_DICE;
  op->dice = g_steal_pointer (&dice);
  return op;
}

static HcScnOp *
compile_choice (HcScnCursor *c, GError **error)
{
  gint player = -1;
  if (!hc_scn_player (c, &player, error))
    return NULL;
  HcScnOp *op = g_new0 (HcScnOp, 1);
  op->player = player;
  if (hc_scn_accept (c, "pass"))
    op->kind = HC_OP_PASS;
  else if (hc_scn_accept (c, "choose"))
    {
      const char *label = NULL;
      op->kind = HC_OP_CHOOSE;
      if (hc_scn_string (c, "an option's label", &label, error))
        op->label = g_strdup (label);
    }
  else
    {
      const HcScnToken *t = hc_scn_peek (c);
      hc_scn_fail (c, error,
                   "expected \"choose\" or \"pass\" after the player%s%s%s",
                   t ? " but found \"" : "", t ? t->text : "", t ? "\"" : "");
      hc_scn_op_free (op);
      return NULL;
    }
  if ((op->kind == HC_OP_CHOOSE && !op->label) || !hc_scn_end (c, error))
    {
      hc_scn_op_free (op);
      return NULL;
    }
  return op;
}

/* "repeat N" ... "end repeat": FAQ (2.1) Infinite Loops, where a player
 * states how many times a loop's cycle is executed */
#define MAX_REPEAT 1000

static HcScnOp *
compile_repeat (HcScnCursor *c, GError **error)
{
  gint64 n = 0;
  if (!hc_scn_int (c, "how many times (repeat N)", 1, MAX_REPEAT, &n, error)
      || !hc_scn_end (c, error))
    return NULL;
  HcScnOp *op = g_new0 (HcScnOp, 1);
  op->kind = HC_OP_REPEAT;
  op->count = (gint)n;
  return op;
}

static HcScnOp *
compile_end_repeat (HcScnCursor *c, GError **error)
{
  if (!hc_scn_keyword (c, "repeat", error) || !hc_scn_end (c, error))
    return NULL;
  HcScnOp *op = g_new0 (HcScnOp, 1);
  op->kind = HC_OP_END_REPEAT;
  return op;
}

static HcScnOp *
compile_script_line (HcScnCursor *c, GError **error)
{
  if (hc_scn_accept (c, "expect"))
    return compile_check (c, error);
  if (hc_scn_accept (c, "repeat"))
    return compile_repeat (c, error);
  if (hc_scn_accept (c, "end"))
    return compile_end_repeat (c, error);
  if (hc_scn_accept (c, "dice"))
    return compile_dice (c, error);
  const HcScnToken *t = hc_scn_peek (c);
  if (t && hc_ruleset_player (c->r, t->text) >= 0)
    return compile_choice (c, error);
  g_autofree char *players = hc_scn_names (c->r->player_names, HC_MAX_PLAYERS);
  hc_scn_fail (c, error,
               "unknown script line starting with \"%s\"; expected a player "
               "(%s) with choose \"LABEL\" or pass, \"dice N ...\", "
               "\"expect ...\", \"repeat N\" or \"end repeat\"",
               t->text, players);
  return NULL;
}

/* one repeat at a time, each closed, none empty */
static gboolean
repeat_nesting (const HcScenario *s, const HcScnOp **open, const HcScnOp *op,
                const GPtrArray *ops, GError **error)
{
  if (op->kind == HC_OP_REPEAT && *open)
    {
      hc_scn_error (error, s->path, op->line,
                    "a repeat cannot hold another (the \"repeat %d\" at line "
                    "%d is still open; close it with \"end repeat\")",
                    (*open)->count, (*open)->line);
      return FALSE;
    }
  if (op->kind == HC_OP_END_REPEAT && !*open)
    {
      hc_scn_error (error, s->path, op->line,
                    "\"end repeat\" without a \"repeat N\" before it");
      return FALSE;
    }
  if (op->kind == HC_OP_END_REPEAT && ops->pdata[ops->len - 2] == *open)
    {
      hc_scn_error (error, s->path, op->line,
                    "the repeat at line %d holds no line to repeat",
                    (*open)->line);
      return FALSE;
    }
  if (op->kind == HC_OP_REPEAT)
    *open = op;
  if (op->kind == HC_OP_END_REPEAT)
    *open = NULL;
  return TRUE;
}

GPtrArray *
hc_scn_compile (const HcScenario *s, const HcRuleset *r, const HcCardDb *db,
                GHashTable *aliases, GError **error)
{
  g_autoptr (GPtrArray) ops
      = g_ptr_array_new_with_free_func ((GDestroyNotify)hc_scn_op_free);
  HcScnCursor c = { .path = s->path, .r = r, .db = db, .aliases = aliases };
  guint checks = 0;
  const HcScnOp *open = NULL; /* the repeat whose lines are being read */
  for (gint sec = HC_SCN_SCRIPT; sec <= HC_SCN_EXPECT; sec++)
    for (guint i = 0; i < s->section[sec]->len; i++)
      {
        c.line = s->section[sec]->pdata[i];
        c.pos = 0;
        HcScnOp *op;
        if (sec == HC_SCN_EXPECT)
          {
            /* "expect" may be repeated there, as in script: */
            hc_scn_accept (&c, "expect");
            op = compile_check (&c, error);
          }
        else
          op = compile_script_line (&c, error);
        if (!op)
          return NULL;
        op->line = c.line->line;
        op->text = c.line->text;
        checks += op->kind == HC_OP_CHECK;
        g_ptr_array_add (ops, op);
        if (!repeat_nesting (s, &open, op, ops, error))
          return NULL;
      }
  if (open)
    {
      hc_scn_error (error, s->path, open->line,
                    "\"repeat %d\" has no \"end repeat\" after it in "
                    "script:",
                    open->count);
      return NULL;
    }
  if (checks == 0)
    {
      hc_scn_error (error, s->path, MAX (s->last_line, 1),
                    "the scenario checks nothing: add an expect: section or "
                    "\"expect ...\" lines to the script");
      return NULL;
    }
  return g_steal_pointer (&ops);
}
