/* Parsing the wotc ability language and writing it back as player text.
 * The grammar is in doc/rules/wotc-abilities.md. */
#include "wotc-op.h"

#include <stdlib.h>
#include <string.h>

/* Subtype words used by filters ("sub:Clone"), interned for the process:
 * the table only grows and is shared by every card database. */
static GPtrArray *subtype_words;
G_LOCK_DEFINE_STATIC (subtype_words);

static gint16
intern_subtype (const char *w)
{
  G_LOCK (subtype_words);
  if (!subtype_words)
    subtype_words = g_ptr_array_new ();
  gint16 found = -1;
  for (guint i = 0; i < subtype_words->len; i++)
    if (g_ascii_strcasecmp (subtype_words->pdata[i], w) == 0)
      found = (gint16)i;
  if (found < 0 && subtype_words->len < G_MAXINT16)
    {
      g_ptr_array_add (subtype_words, (gpointer)g_intern_string (w));
      found = (gint16)(subtype_words->len - 1);
    }
  G_UNLOCK (subtype_words);
  return found;
}

const char *
wotc_subtype_word (gint16 index)
{
  if (!subtype_words || index < 0 || (guint)index >= subtype_words->len)
    return "?";
  return subtype_words->pdata[index];
}

typedef struct WotcLex
{
  char **tok;
  guint n;
  guint i;
  char *why;
} Lex;

static const char *
peek (Lex *lx)
{
  return lx->i < lx->n ? lx->tok[lx->i] : NULL;
}

static const char *
next (Lex *lx)
{
  return lx->i < lx->n ? lx->tok[lx->i++] : NULL;
}

static gboolean
fail (Lex *lx, const char *fmt, const char *found)
{
  if (!lx->why)
    lx->why = g_strdup_printf (fmt, found ? found : "the end of the clause");
  return FALSE;
}

static gboolean
expect (Lex *lx, const char *word)
{
  const char *t = next (lx);
  if (g_strcmp0 (t, word) == 0)
    return TRUE;
  g_autofree char *fmt
      = g_strdup_printf ("expected \"%s\", found \"%%s\"", word);
  return fail (lx, fmt, t);
}

static gboolean
number (Lex *lx, gint min, gint max, gint *out)
{
  const char *t = next (lx);
  char *end = NULL;
  gint64 v = t ? g_ascii_strtoll (t, &end, 10) : 0;
  if (!t || !*t || *end || v < min || v > max)
    return fail (lx, "expected a number, found \"%s\"", t);
  *out = (gint)v;
  return TRUE;
}

static gint
arena_bits (const char *t)
{
  gint bits = 0;
  g_auto (GStrv) parts = g_strsplit (t, "/", -1);
  for (gint i = 0; parts[i]; i++)
    {
      if (strcmp (parts[i], "space") == 0)
        bits |= 1;
      else if (strcmp (parts[i], "ground") == 0)
        bits |= 2;
      else if (strcmp (parts[i], "character") == 0)
        bits |= 4;
      else
        return 0;
    }
  return bits;
}

static gboolean
is_selector_word (const char *t)
{
  static const char *const words[] = { "self",
                                       "it",
                                       "attacker",
                                       "defender",
                                       "each",
                                       "choose",
                                       "own",
                                       "enemy",
                                       "any",
                                       "tapped",
                                       "untapped",
                                       "other",
                                       "pending",
                                       "chosen-arena",
                                       "not-it",
                                       "attacker-arena",
                                       "by-opponent",
                                       "damaged",
                                       "in-build-zone",
                                       "choose-any",
                                       "unit-card",
                                       "battle-card",
                                       "mission-card",
                                       "same-title",
                                       "last-missed",
                                       "in-hand",
                                       "piloted",
                                       "partially-built",
                                       "unique",
                                       "neutral",
                                       "attacking",
                                       "defending",
                                       "attacking-this",
                                       "it-arena",
                                       "bombarding",
                                       "or-build-zone",
                                       "title-of-it",
                                       "marked",
                                       "stacked" };
  if (!t)
    return FALSE;
  if (g_str_has_prefix (t, "choose-up-to:"))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (t, words[i]) == 0)
      return TRUE;
  return g_str_has_prefix (t, "sub:") || g_str_has_prefix (t, "name:")
         || g_str_has_prefix (t, "not-sub:") || g_str_has_prefix (t, "power<=")
         || g_str_has_prefix (t, "power>=") || g_str_has_prefix (t, "health<=")
         || g_str_has_prefix (t, "has:") || strcmp (t, "dark-side") == 0
         || strcmp (t, "light-side") == 0 || arena_bits (t) != 0;
}

static gint keyword_index (const char *t);

void
wotc_sel_init (WotcSel *s)
{
  memset (s, 0, sizeof *s);
  s->subtype = -1;
  s->not_subtype = -1;
  s->name = -1;
  s->power_max = -1;
  s->who = WHO_OWN;
}

static gboolean
selector (Lex *lx, WotcSel *s)
{
  wotc_sel_init (s);
  gboolean any = FALSE;
  while (is_selector_word (peek (lx)))
    {
      const char *t = next (lx);
      any = TRUE;
      if (strcmp (t, "self") == 0)
        s->who = WHO_SELF;
      else if (strcmp (t, "it") == 0)
        s->who = WHO_IT;
      else if (strcmp (t, "attacker") == 0)
        s->who = WHO_ATTACKER;
      else if (strcmp (t, "defender") == 0)
        s->who = WHO_DEFENDER;
      else if (strcmp (t, "each") == 0)
        s->choose = 0;
      else if (strcmp (t, "choose") == 0)
        s->choose = 1;
      else if (strcmp (t, "own") == 0)
        s->who = WHO_OWN;
      else if (strcmp (t, "enemy") == 0)
        s->who = WHO_ENEMY;
      else if (strcmp (t, "any") == 0)
        s->who = WHO_ANY;
      else if (strcmp (t, "tapped") == 0)
        s->tapped = 1;
      else if (strcmp (t, "untapped") == 0)
        s->tapped = 2;
      else if (strcmp (t, "other") == 0)
        s->other = 1;
      else if (strcmp (t, "pending") == 0)
        s->pending = 1;
      else if (g_str_has_prefix (t, "sub:"))
        s->subtype = intern_subtype (t + 4);
      else if (g_str_has_prefix (t, "name:"))
        s->name = intern_subtype (t + 5);
      else if (g_str_has_prefix (t, "power<="))
        {
          char *end = NULL;
          gint64 v = g_ascii_strtoll (t + 7, &end, 10);
          if (!t[7] || *end || v < 0 || v > 99)
            return fail (lx, "expected power<=N, found \"%s\"", t);
          s->power_max = (gint8)v;
        }
      else if (g_str_has_prefix (t, "has:"))
        {
          gint kw = keyword_index (t + 4);
          if (kw < 0)
            return fail (lx, "expected has:KEYWORD, found \"%s\"", t);
          s->has_kw = (guint8)(kw + 1);
        }
      else if (g_str_has_prefix (t, "power>="))
        {
          char *end = NULL;
          gint64 v = g_ascii_strtoll (t + 7, &end, 10);
          if (!t[7] || *end || v < 0 || v > 99)
            return fail (lx, "expected power>=N, found \"%s\"", t);
          s->power_ge = (guint8)(v + 1);
        }
      else if (g_str_has_prefix (t, "health<="))
        {
          char *end = NULL;
          gint64 v = g_ascii_strtoll (t + 8, &end, 10);
          if (!t[8] || *end || v < 0 || v > 99)
            return fail (lx, "expected health<=N, found \"%s\"", t);
          s->health_le = (guint8)(v + 1);
        }
      else if (strcmp (t, "dark-side") == 0 || strcmp (t, "light-side") == 0)
        s->side_of = t[0] == 'd' ? 1 : 2;
      else if (strcmp (t, "chosen-arena") == 0)
        s->flags |= SEL_CHOSEN_ARENA;
      else if (strcmp (t, "marked") == 0)
        s->marked = 1;
      else if (strcmp (t, "stacked") == 0)
        s->stacked = 1;
      else if (strcmp (t, "not-it") == 0)
        s->flags |= SEL_NOT_IT;
      else if (strcmp (t, "attacker-arena") == 0)
        s->flags |= SEL_ATTACKER_ARENA;
      else if (strcmp (t, "by-opponent") == 0)
        s->flags |= SEL_BY_OPPONENT;
      else if (strcmp (t, "damaged") == 0)
        s->flags |= SEL_DAMAGED;
      else if (strcmp (t, "unique") == 0)
        s->flags |= SEL_UNIQUE;
      else if (strcmp (t, "in-build-zone") == 0)
        s->flags |= SEL_BUILD_ZONE;
      else if (strcmp (t, "choose-any") == 0)
        {
          s->choose = 1;
          s->flags |= SEL_ANY_NUMBER;
        }
      else if (g_str_has_prefix (t, "choose-up-to:"))
        {
          char *end = NULL;
          gint64 v = g_ascii_strtoll (t + 13, &end, 10);
          if (!t[13] || *end || v < 1 || v > 9)
            return fail (lx, "expected choose-up-to:N (1 to 9), found \"%s\"",
                         t);
          s->choose = 1;
          s->flags |= SEL_ANY_NUMBER;
          s->up_to = (guint8)v;
        }
      else if (strcmp (t, "same-title") == 0)
        s->flags |= SEL_SAME_TITLE;
      else if (strcmp (t, "last-missed") == 0)
        s->flags |= SEL_LAST_MISSED;
      else if (strcmp (t, "in-hand") == 0)
        s->flags |= SEL_IN_HAND;
      else if (strcmp (t, "piloted") == 0)
        s->flags |= SEL_PILOTED;
      else if (strcmp (t, "partially-built") == 0)
        s->flags |= SEL_PARTIAL;
      else if (strcmp (t, "neutral") == 0)
        s->flags |= SEL_NEUTRAL;
      else if (strcmp (t, "attacking") == 0)
        s->flags |= SEL_ATTACKING;
      else if (strcmp (t, "defending") == 0)
        s->flags |= SEL_DEFENDING;
      else if (strcmp (t, "attacking-this") == 0)
        s->attacking_this = 1;
      else if (strcmp (t, "it-arena") == 0)
        s->it_arena = 1;
      else if (strcmp (t, "bombarding") == 0)
        s->bombarding = 1;
      else if (strcmp (t, "or-build-zone") == 0)
        s->or_build_zone = 1;
      else if (strcmp (t, "title-of-it") == 0)
        s->title_of_it = 1;
      else if (strcmp (t, "unit-card") == 0)
        s->cardtypes |= (1 << T_SPACE) | (1 << T_GROUND) | (1 << T_CHARACTER);
      else if (strcmp (t, "battle-card") == 0)
        s->cardtypes |= 1 << T_BATTLE;
      else if (strcmp (t, "mission-card") == 0)
        s->cardtypes |= 1 << T_MISSION;
      else if (g_str_has_prefix (t, "not-sub:"))
        s->not_subtype = intern_subtype (t + 8);
      else
        s->arenas = (guint8)(s->arenas | arena_bits (t));
    }
  if (!any)
    return fail (lx,
                 "expected a selector (self, each own ..., choose enemy "
                 "...), found \"%s\"",
                 peek (lx));
  return TRUE;
}

static gboolean
duration (Lex *lx, gint8 *out)
{
  const char *t = next (lx);
  static const struct
  {
    const char *w;
    gint d;
  } d[] = { { "attack", HC_DUR_ATTACK },
            { "step", HC_DUR_BATTLE_STEP },
            { "battle", HC_DUR_BATTLE },
            { "turn", HC_DUR_TURN },
            { "game", HC_DUR_GAME } };
  for (guint i = 0; t && i < G_N_ELEMENTS (d); i++)
    if (strcmp (t, d[i].w) == 0)
      {
        *out = (gint8)d[i].d;
        return TRUE;
      }
  return fail (lx,
               "expected a duration (attack, step, battle, turn, game), "
               "found \"%s\"",
               t);
}

/* The grammar's pieces, for the operations that parse their own words
 * (wotc-op.h). */
const char *
wotc_lex_peek (WotcLex *lx)
{
  return peek (lx);
}

const char *
wotc_lex_next (WotcLex *lx)
{
  return next (lx);
}

gboolean
wotc_lex_fail (WotcLex *lx, const char *fmt, const char *found)
{
  return fail (lx, fmt, found);
}

gboolean
wotc_lex_number (WotcLex *lx, gint min, gint max, gint8 *out)
{
  gint v = 0;
  if (!number (lx, min, max, &v))
    return FALSE;
  *out = (gint8)v;
  return TRUE;
}

gboolean
wotc_lex_selector (WotcLex *lx, WotcSel *s)
{
  return selector (lx, s);
}

gboolean
wotc_lex_duration (WotcLex *lx, gint8 *out)
{
  return duration (lx, out);
}

gboolean
wotc_lex_expect (WotcLex *lx, const char *word)
{
  return expect (lx, word);
}

gboolean
wotc_lex_subtype (WotcLex *lx, const char *after, gint16 *out)
{
  const char *w = next (lx);
  if (w && g_str_has_prefix (w, "sub:"))
    w += 4;
  if (!w || !g_ascii_isalpha (*w))
    {
      g_autofree char *fmt = g_strdup_printf (
          "expected a subtype word after %s, found \"%%s\"", after);
      return fail (lx, fmt, w);
    }
  *out = intern_subtype (w);
  return TRUE;
}

static gint
stat_index (const char *t)
{
  if (!t)
    return -1;
  if (strcmp (t, "speed") == 0)
    return S_SPEED;
  if (strcmp (t, "power") == 0)
    return S_POWER;
  if (strcmp (t, "health") == 0)
    return S_HEALTH;
  return -1;
}

const WotcKeywordName wotc_keyword_names[K_COUNT] = {
  [K_CRITICAL_HIT] = { "critical-hit", "Critical Hit" },
  [K_SHIELDS] = { "shields", "Shields" },
  [K_ACCURACY] = { "accuracy", "Accuracy" },
  [K_ARMOR] = { "armor", "Armor" },
  [K_ION_CANNON] = { "ion-cannon", "Ion Cannon" },
  [K_BOMBARD] = { "bombard", "Bombard" },
  [K_LUCKY] = { "lucky", "Lucky" },
  [K_OVERKILL] = { "overkill", "Overkill" },
  [K_STUN] = { "stun", "Stun" },
  [K_HIDDEN_COST] = { "hidden-cost", "Hidden Cost" },
  [K_NO_CONTROL] = { "no-control", "no control" },
  [K_NO_DAMAGE] = { "no-damage", "no damage" },
  [K_SPACE_TO_CHARACTER] = { "space-to-character", "Character attack" },
};

static gint
keyword_index (const char *t)
{
  for (gint i = 0; t && i < K_COUNT; i++)
    if (strcmp (t, wotc_keyword_names[i].word) == 0)
      return i;
  return -1;
}

gboolean
wotc_lex_stat (WotcLex *lx, gint8 *out)
{
  const char *st = next (lx);
  if ((*out = (gint8)stat_index (st)) < 0)
    return fail (lx, "expected speed, power or health, found \"%s\"", st);
  return TRUE;
}

gboolean
wotc_lex_keyword (WotcLex *lx, gint8 *out)
{
  const char *kw = next (lx);
  if ((*out = (gint8)keyword_index (kw)) < 0)
    return fail (lx,
                 "expected a keyword such as critical-hit, found "
                 "\"%s\"",
                 kw);
  return TRUE;
}

gboolean
wotc_lex_at_selector (WotcLex *lx)
{
  return is_selector_word (peek (lx));
}

gboolean
wotc_lex_arenas (WotcLex *lx, const char *after, gint8 *out)
{
  const char *a = next (lx);
  if (!a || !(*out = (gint8)arena_bits (a)))
    {
      g_autofree char *fmt = g_strdup_printf (
          "expected an arena after %s, found \"%%s\"", after);
      return fail (lx, fmt, a);
    }
  return TRUE;
}

static gboolean
amount_or_all (Lex *lx, gint8 *out)
{
  if (g_strcmp0 (peek (lx), "all") == 0)
    {
      next (lx);
      *out = -1;
      return TRUE;
    }
  if (g_strcmp0 (peek (lx), "paid") == 0)
    {
      next (lx);
      *out = WOTC_N_PAID;
      return TRUE;
    }
  gint v = 0;
  if (!number (lx, 0, 99, &v))
    return FALSE;
  *out = (gint8)v;
  return TRUE;
}

gboolean
wotc_lex_amount (WotcLex *lx, gint8 *out)
{
  return amount_or_all (lx, out);
}

static gboolean
op (Lex *lx, WotcOp *o)
{
  const char *t = next (lx);
  memset (o, 0, sizeof *o);
  o->word = -1;
  wotc_sel_init (&o->sel);
  if (!t)
    return fail (lx, "expected an effect, found %s", NULL);
  for (guint k = 0; k < OP_COUNT; k++)
    {
      const WotcOpDef *d = wotc_op_def (k);
      if (!d || strcmp (t, d->word) != 0)
        continue;
      o->op = (guint8)k;
      if (d->parse)
        return d->parse (lx, o);
      if (d->sel && !selector (lx, &o->sel))
        return FALSE;
      if (d->up_to && peek (lx) && strcmp (peek (lx), "up-to") == 0)
        {
          next (lx);
          o->up_to = 1;
          if (!amount_or_all (lx, &o->n))
            return FALSE;
          return o->n > 0
                 || fail (lx, "expected a number after up-to, found %s",
                          "all or paid");
        }
      return !d->amount || amount_or_all (lx, &o->n);
    }
  return fail (lx,
               "unknown effect \"%s\"; expected stat, keyword, draw, "
               "gain-force, lose-force, discard-hand, damage, prevent, "
               "heal, tap, untap, retreat, deflect, intercept, retaliate, "
               "reroll, opponent-loses-force, opponent-discards, "
               "build-points, pay-force-up-to-x, target, unless-opponent-pays, "
               "discard, choose-arena or opponent-build-points",
               t);
}

static gboolean
ops (Lex *lx, WotcClause *c)
{
  for (;;)
    {
      if (c->n_ops >= WOTC_MAX_OPS)
        return fail (lx,
                     "too many effects in one ability (at most 5), at "
                     "\"%s\"",
                     peek (lx));
      if (!op (lx, &c->op[c->n_ops++]))
        return FALSE;
      const char *t = peek (lx);
      if (!t || t[0] == '@' || strcmp (t, "only-if") == 0)
        return TRUE;
      if (strcmp (t, ";") != 0)
        return fail (lx,
                     "expected \";\" between effects or the end, found "
                     "\"%s\"",
                     t);
      next (lx);
    }
}

/* the arena after "more": one arena word, as an index (0 space .. 2
 * character) */
static gboolean
more_arena (Lex *lx, gint8 *out)
{
  const char *a = next (lx);
  gint bits = a ? arena_bits (a) : 0;
  if (bits != 1 && bits != 2 && bits != 4)
    return fail (lx, "expected one arena after more, found \"%s\"", a);
  *out = (gint8)(bits == 1 ? 0 : bits == 2 ? 1 : 2);
  return TRUE;
}

static gboolean
condition (Lex *lx, WotcClause *c)
{
  if (g_strcmp0 (peek (lx), "if") != 0)
    return TRUE;
  next (lx);
  for (;;)
    {
      const char *t = next (lx);
      if (g_strcmp0 (t, "self-in") == 0)
        {
          const char *a = next (lx);
          if (!a || !(c->cond_self_in = (guint8)arena_bits (a)))
            return fail (lx,
                         "expected an arena (space, ground, character), "
                         "found \"%s\"",
                         a);
        }
      else if (g_strcmp0 (t, "attacking") == 0)
        {
          c->cond_kind = COND_ATTACKING;
          if (!selector (lx, &c->cond_sel))
            return FALSE;
        }
      else if (g_strcmp0 (t, "count") == 0)
        {
          gint v = 0;
          c->cond_kind = COND_COUNT;
          if (!selector (lx, &c->cond_sel) || !expect (lx, ">=")
              || !number (lx, 1, 99, &v))
            return FALSE;
          c->cond_n = (gint8)v;
        }
      else if (g_strcmp0 (t, "subject") == 0)
        {
          /* the unit the event is about ("one of your Diplomats") */
          c->cond_kind = COND_SUBJECT;
          if (!selector (lx, &c->cond_sel))
            return FALSE;
        }
      else if (g_strcmp0 (t, "more") == 0)
        {
          /* "as long as you have more units in the Character arena than
           * your opponent" */
          c->cond_kind = COND_MORE;
          if (!more_arena (lx, &c->cond_arena))
            return FALSE;
        }
      else if (g_strcmp0 (t, "no") == 0)
        {
          c->cond_kind = COND_NO;
          if (!selector (lx, &c->cond_sel))
            return FALSE;
        }
      else if (g_strcmp0 (t, "mode") == 0)
        {
          gint n = 0;
          c->cond_kind = COND_MODE;
          if (!number (lx, 1, 9, &n))
            return FALSE;
          c->cond_n = (gint8)n;
        }
      else if (g_strcmp0 (t, "gap") == 0)
        {
          const char *w = next (lx);
          c->cond_kind = COND_GAP;
          if (g_strcmp0 (w, "enemy") == 0)
            c->cond_sel.who = WHO_ENEMY;
          else if (g_strcmp0 (w, "own") == 0)
            c->cond_sel.who = WHO_OWN;
          else
            return fail (lx, "expected own or enemy after gap, found \"%s\"",
                         w);
        }
      else if (g_strcmp0 (t, "damage-from") == 0)
        {
          c->cond_kind = COND_DAMAGE_FROM;
          if (!selector (lx, &c->cond_sel))
            return FALSE;
        }
      else
        return fail (lx,
                     "expected a condition (self-in ARENA, attacking SEL, "
                     "count SEL >= N, no SEL, more ARENA, damage-from SEL), "
                     "found \"%s\"",
                     t);
      if (g_strcmp0 (peek (lx), "and") != 0)
        return TRUE;
      next (lx);
    }
}

static gboolean
costs (Lex *lx, WotcClause *c)
{
  for (;;)
    {
      const char *t = next (lx);
      gint v = 0;
      if (!t)
        return fail (lx, "expected costs then \"->\", found %s", NULL);
      g_auto (GStrv) parts = g_strsplit (t, ",", -1);
      for (gint i = 0; parts[i]; i++)
        {
          if (!*parts[i])
            continue;
          if (strcmp (parts[i], "tap") == 0)
            c->cost_tap = 1;
          else if (strcmp (parts[i], "free") == 0)
            ;
          else if (strcmp (parts[i], "tap-unit") == 0 && !parts[i + 1])
            {
              /* the unit to tap: a selector of its own words */
              c->cost_tap_unit = 1;
              if (!selector (lx, &c->cost_sel))
                return FALSE;
            }
          else if (strcmp (parts[i], "discard-unit") == 0 && !parts[i + 1])
            {
              /* the unit to discard from its arena (Strike Me Down) */
              c->cost_tap_unit = WOTC_COST_UNIT_DISCARD;
              if (!selector (lx, &c->cost_sel))
                return FALSE;
            }
          else if (strcmp (parts[i], "discard-self") == 0)
            c->cost_discard_self = 1;
          else if (strcmp (parts[i], "retreat-self") == 0)
            c->cost_retreat_self = 1;
          else if (g_str_has_prefix (parts[i], "discard:")
                   && (v = (gint)g_ascii_strtoll (parts[i] + 8, NULL, 10)) > 0
                   && v < 10)
            c->cost_hand = (gint8)v;
          else if (g_str_has_prefix (parts[i], "bp:")
                   && (v = (gint)g_ascii_strtoll (parts[i] + 3, NULL, 10)) > 0
                   && v < 100)
            c->cost_bp = (gint8)v;
          else if (g_str_has_prefix (parts[i], "damage-self:")
                   && (v = (gint)g_ascii_strtoll (parts[i] + 12, NULL, 10)) > 0
                   && v < 10)
            c->cost_damage_self = (gint8)v;
          else if (g_str_has_prefix (parts[i], "force:")
                   && (v = (gint)g_ascii_strtoll (parts[i] + 6, NULL, 10)) >= 0
                   && v < 100)
            c->cost_force = (gint8)v;
          else
            return fail (lx,
                         "expected a cost (tap, force:N, free, discard-self, "
                         "retreat-self, discard:N, damage-self:N, bp:N, "
                         "tap-unit SEL, discard-unit SEL), found "
                         "\"%s\"",
                         parts[i]);
        }
      if (g_strcmp0 (peek (lx), "->") == 0)
        {
          next (lx);
          return TRUE;
        }
    }
}

static gboolean
only_if (Lex *lx, WotcClause *c)
{
  if (g_strcmp0 (peek (lx), "only-if") != 0)
    return peek (lx) ? fail (
               lx, "expected the end of the ability, found \"%s\"", peek (lx))
                     : TRUE;
  next (lx);
  const char *w = next (lx);
  if (g_strcmp0 (w, "before-attacks") == 0
      || g_strcmp0 (w, "before-own-attacks") == 0)
    {
      gboolean own = w[7] == 'o';
      const char *a = next (lx);
      gint bits = a ? arena_bits (a) : 0;
      if (bits != 1 && bits != 2 && bits != 4)
        return fail (lx,
                     "expected one arena after before-attacks, found "
                     "\"%s\"",
                     a);
      c->only_if = own ? ONLY_BEFORE_OWN_ATTACKS : ONLY_BEFORE_ATTACKS;
      c->only_arena = (gint8)(bits == 1 ? 0 : bits == 2 ? 1 : 2);
    }
  else if (g_strcmp0 (w, "lost-character") == 0)
    c->only_if = ONLY_LOST_CHARACTER;
  else if (g_strcmp0 (w, "more") == 0)
    {
      /* "play only if you have more units in the Space arena than your
       * opponent" (Air Cover) */
      c->only_if = ONLY_MORE;
      if (!more_arena (lx, &c->only_arena))
        return FALSE;
    }
  else if (g_strcmp0 (w, "no-attack") == 0)
    {
      c->only_if = ONLY_NO_ATTACK;
      if (g_strcmp0 (peek (lx), "have") == 0)
        {
          next (lx);
          c->only_if = ONLY_NO_ATTACK_HAVE;
          if (!selector (lx, &c->cond_sel))
            return FALSE;
        }
    }
  else if (g_strcmp0 (w, "have") == 0 || g_strcmp0 (w, "lack") == 0)
    {
      c->only_if = w[0] == 'h' ? ONLY_HAVE : ONLY_LACK;
      if (!selector (lx, &c->cond_sel))
        return FALSE;
    }
  else if (g_strcmp0 (w, "one") == 0)
    {
      /* "only if you have exactly 1 other partially built card" */
      c->only_if = ONLY_ONE;
      if (!selector (lx, &c->cond_sel))
        return FALSE;
    }
  else
    return fail (lx,
                 "expected before-attacks ARENA, lost-character, "
                 "no-attack, have SEL, lack SEL, one SEL or more ARENA after "
                 "only-if, found "
                 "\"%s\"",
                 w);
  return peek (lx) ? fail (lx, "expected the end of the ability, found \"%s\"",
                           peek (lx))
                   : TRUE;
}

static gboolean
timing (Lex *lx, WotcClause *c, gint dflt)
{
  c->timing = (guint8)dflt;
  const char *t = peek (lx);
  if (!t)
    return TRUE;
  if (strcmp (t, "only-if") == 0)
    return only_if (lx, c);
  static const char *const names[]
      = { "@battle",        "@build",     "@attack",    "@attacking",
          "@prevent",       "@reroll",    "@any",       "@would-attack",
          "@intercept",     "@retaliate", "@defending", "@disrupt",
          "@attack/prevent" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (strcmp (t, names[i]) == 0)
      {
        c->timing = (guint8)i;
        next (lx);
        return only_if (lx, c);
      }
  return fail (
      lx,
      "expected a timing (@battle, @build, @attack, @attacking, "
      "@prevent, @reroll, @any, @would-attack, @intercept, @retaliate, "
      "@defending, @disrupt, @attack/prevent), "
      "found \"%s\"",
      t);
}

static gboolean
event (Lex *lx, WotcClause *c)
{
  const char *t = next (lx);
  static const struct
  {
    const char *w;
    gint ev;
    gboolean arena;
  } ev[] = {
    { "battle-start", EV_BATTLE_START, FALSE },
    { "battle-end", EV_BATTLE_END, FALSE },
    { "step-start", EV_STEP_START, TRUE },
    { "discarded", EV_DISCARDED, TRUE },
    { "deployed", EV_DEPLOYED, FALSE },
    { "attack-end", EV_ATTACK_END, FALSE },
    { "attacks", EV_ATTACKS, FALSE },
    { "attacked", EV_ATTACKED, FALSE },
    { "turn-end", EV_TURN_END, FALSE },
    { "build-roll", EV_BUILD_ROLL, FALSE },
    { "build-start", EV_BUILD_START, FALSE },
    { "rolled-at", EV_ROLLED_AT, FALSE },
    { "completed", EV_COMPLETED, FALSE },
    { "step-end", EV_STEP_END, TRUE },
    { "would-be-damaged", EV_WOULD_BE_DAMAGED, FALSE },
    { "prevented", EV_PREVENTED, FALSE },
    { "damaged", EV_DAMAGED, FALSE },
    { "drawn", EV_DRAWN, FALSE },
    { "built", EV_BUILT, FALSE },
    { "defeats", EV_DEFEATS, FALSE },
    { "damages", EV_DAMAGES, FALSE },
    { "hand-discarded", EV_HAND_DISCARDED, FALSE },
    { "pilots-adrift", EV_PILOTS_ADRIFT, FALSE },
  };
  for (guint i = 0; t && i < G_N_ELEMENTS (ev); i++)
    if (strcmp (t, ev[i].w) == 0)
      {
        c->event = (guint8)ev[i].ev;
        c->event_arena = -1;
        if (ev[i].arena && arena_bits (peek (lx)))
          {
            gint bits = arena_bits (next (lx));
            c->event_arena = (gint8)(bits == 1 ? 0 : bits == 2 ? 1 : 2);
          }
        return TRUE;
      }
  return fail (
      lx,
      "unknown event \"%s\"; expected battle-start, battle-end, "
      "step-start, discarded, deployed, attack-end, attacks, "
      "attacked, turn-end, build-roll, build-start, rolled-at, "
      "completed, step-end, would-be-damaged, prevented, damaged, drawn, "
      "built, defeats or damages",
      t);
}

/* Parse one clause of a generic kind (static, on, act, play) into ab. */
gboolean
wotc_parse_clause (const char *text, WotcAbilities *ab, char **why)
{
  g_autofree char *spaced = NULL;
  /* ":" and ";" stand alone as tokens even when written against a word */
  GString *s = g_string_new (NULL);
  for (const char *p = text; *p; p++)
    {
      if (*p == ':' && p[1] == ' ')
        g_string_append (s, " :");
      else if (*p == ';')
        g_string_append (s, " ; ");
      else
        g_string_append_c (s, *p);
    }
  spaced = g_string_free (s, FALSE);
  g_auto (GStrv) raw = g_strsplit_set (spaced, " \t", -1);
  GPtrArray *toks = g_ptr_array_new ();
  for (gint i = 0; raw[i]; i++)
    if (*raw[i])
      g_ptr_array_add (toks, raw[i]);
  Lex lx = { .tok = (char **)toks->pdata, .n = toks->len };
  if (ab->n_clauses >= WOTC_MAX_CLAUSES)
    {
      g_ptr_array_free (toks, TRUE);
      *why = g_strdup ("too many abilities on one card (at most 6)");
      return FALSE;
    }
  WotcClause *c = &ab->clause[ab->n_clauses];
  memset (c, 0, sizeof *c);
  wotc_sel_init (&c->static_sel);
  wotc_sel_init (&c->cond_sel);
  const char *head = next (&lx);
  gboolean ok = FALSE;
  if (g_strcmp0 (head, "static") == 0)
    {
      c->kind = CL_STATIC;
      ok = condition (&lx, c) && expect (&lx, ":")
           && selector (&lx, &c->static_sel) && expect (&lx, "gets");
      if (ok)
        {
          /* "STAT N", "cost N", "act-cost N" or "KEYWORD N" */
          WotcOp *o = &c->op[0];
          const char *st = next (&lx);
          gint v = 1;
          gint kw = keyword_index (st);
          o->op = OP_STAT;
          if (g_strcmp0 (st, "cost") == 0)
            o->stat = S_COST;
          else if (g_strcmp0 (st, "act-cost") == 0)
            o->op = OP_ACT_COST;
          else if (g_strcmp0 (st, "no-retreat") == 0)
            o->op = OP_NO_RETREAT;
          else if (g_strcmp0 (st, "reveal-builds") == 0)
            o->op = OP_REVEAL_BUILDS;
          /* "your opponent plays with his or her hand face up" (Labria
           * (A)): the same rule for the hand, stat 1 */
          else if (g_strcmp0 (st, "open-hand") == 0)
            {
              o->op = OP_REVEAL_BUILDS;
              o->stat = 1;
            }
          else if (g_strcmp0 (st, "extra-draw") == 0)
            o->op = OP_EXTRA_DRAW;
          else if (g_strcmp0 (st, "evade") == 0)
            {
              /* "Luke gets 'Pay 3 Force -> Evade 1'" while ... (Luke
               * Skywalker (C)): EVADE N force F, its own only */
              gint ev = 0, f = 0;
              o->op = OP_EVADE_STATIC;
              ok = number (&lx, 1, 99, &ev) && expect (&lx, "force")
                   && number (&lx, 0, 99, &f);
              if (ok && c->static_sel.who != WHO_SELF)
                ok = fail (&lx,
                           "expected self before gets evade, found "
                           "\"%s\"",
                           "another selector");
              v = ev;
              o->stat = (gint8)f;
            }
          /* "Damage from this unit's attack can't be prevented"
           * (Stormtrooper Assault Team): its own rule (checked below) */
          else if (g_strcmp0 (st, "unpreventable") == 0)
            o->op = OP_UNPREVENTABLE;
          /* "Anytime a Jedi Character can attack Motti, that Character
           * must do so": the units it reaches must attack its card */
          else if (g_strcmp0 (st, "must-attack") == 0)
            o->op = OP_MUST_ATTACK;
          /* "each of your Jedi gets 'Pay 1 Force -> Retaliate 4'" (Grand
           * Moff Tarkin (A)): RETALIATE N force F, offered as a granted
           * ability (pop.c) while the condition holds */
          else if (g_strcmp0 (st, "retaliate") == 0)
            {
              gint f = 0;
              o->op = OP_RETALIATE_STATIC;
              ok = number (&lx, 1, 99, &v) && expect (&lx, "force")
                   && number (&lx, 0, 99, &f);
              o->stat = (gint8)f;
            }
          else if (g_strcmp0 (st, "no-attack") == 0)
            {
              /* it can't attack (Rebel Marine): its own rule only */
              o->op = OP_PACIFY;
              if (c->static_sel.who != WHO_SELF)
                ok = fail (&lx,
                           "expected self before gets no-attack, found "
                           "\"%s\"",
                           "another selector");
            }
          else if (g_strcmp0 (st, "forbid") == 0)
            {
              /* "you can't play Battle cards" (General Tagge (A)) */
              const char *w = next (&lx);
              o->op = OP_FORBID;
              /* (only Battle cards so far: the chances to play ask the
               * lasting abilities for nothing else) */
              o->stat
                  = g_strcmp0 (w, "battle-cards") == 0 ? WOTC_FORBID_BATTLE : 0;
              if (!o->stat)
                ok = fail (
                    &lx, "expected battle-cards after forbid, found \"%s\"", w);
            }
          else if (kw >= 0)
            {
              o->op = OP_KEYWORD;
              o->stat = (gint8)kw;
            }
          else if ((o->stat = (gint8)stat_index (st)) < 0)
            ok = fail (&lx,
                       "expected speed, power, health, cost, act-cost "
                       "or a keyword, found \"%s\"",
                       st);
          if (ok && o->op == OP_UNPREVENTABLE && c->static_sel.who != WHO_SELF)
            ok = fail (&lx, "expected self before gets %s", st);
          if (ok && !(kw == K_ARMOR || kw == K_OVERKILL)
              && o->op != OP_NO_RETREAT && o->op != OP_REVEAL_BUILDS
              && o->op != OP_FORBID && o->op != OP_PACIFY
              && o->op != OP_EVADE_STATIC && o->op != OP_UNPREVENTABLE
              && o->op != OP_MUST_ATTACK && o->op != OP_RETALIATE_STATIC)
            ok = number (&lx, -99, 99, &v);
          if (ok)
            {
              o->n = (gint8)v;
              c->n_ops = 1;
              /* "+1 power for each damage counter on it" */
              if (g_strcmp0 (peek (&lx), "per-damage") == 0 && o->op == OP_STAT
                  && o->stat != S_COST)
                {
                  next (&lx);
                  c->per_damage = 1;
                }
              /* "+1 power for each other Tusken in any arena" */
              else if (g_strcmp0 (peek (&lx), "per") == 0 && o->op == OP_STAT
                       && o->stat != S_COST)
                {
                  next (&lx);
                  c->per_count = 1;
                  ok = selector (&lx, &c->per_sel);
                }
              if (ok && peek (&lx))
                ok = fail (&lx, "expected the end of the clause, found \"%s\"",
                           peek (&lx));
            }
        }
    }
  else if (g_strcmp0 (head, "on") == 0)
    {
      c->kind = CL_TRIGGER;
      ok = event (&lx, c) && condition (&lx, c) && expect (&lx, ":");
      if (ok && g_strcmp0 (peek (&lx), "may") == 0)
        {
          next (&lx);
          c->optional = 1;
        }
      if (ok && g_strcmp0 (peek (&lx), "one-of") == 0)
        {
          next (&lx);
          c->one_of = 1;
        }
      ok = ok && ops (&lx, c) && timing (&lx, c, TM_ANY);
    }
  else if (g_strcmp0 (head, "act") == 0 || g_strcmp0 (head, "play") == 0
           || g_strcmp0 (head, "enhance") == 0)
    {
      c->kind = strcmp (head, "act") == 0    ? CL_ACT
                : strcmp (head, "play") == 0 ? CL_PLAY
                                             : CL_ENHANCE;
      ok = costs (&lx, c);
      if (ok && g_strcmp0 (peek (&lx), "may") == 0)
        {
          next (&lx);
          c->optional = 1;
        }
      if (ok && g_strcmp0 (peek (&lx), "one-of") == 0)
        {
          next (&lx);
          c->one_of = 1;
        }
      ok = ok && ops (&lx, c) && timing (&lx, c, TM_BATTLE);
    }
  else
    ok = fail (&lx,
               "unknown ability \"%s\"; expected a keyword, static, on, "
               "act, play, enhance or todo",
               head);
  g_ptr_array_free (toks, TRUE);
  if (!ok)
    {
      *why = lx.why ? lx.why : g_strdup ("malformed ability");
      return FALSE;
    }
  if (c->kind == CL_STATIC)
    ab->static_mask |= wotc_static_bit (c->op[0].op);
  ab->n_clauses++;
  return TRUE;
}

/* ---- text ---- */

static const char *const arena_word[] = { "Space", "Ground", "Character" };

static void
arenas_text (guint8 bits, GString *out)
{
  gboolean first = TRUE;
  for (gint i = 0; i < 3; i++)
    if (bits & (1 << i))
      {
        if (!first)
          g_string_append (out, " or ");
        g_string_append (out, arena_word[i]);
        first = FALSE;
      }
}

void
wotc_arenas_text (guint8 bits, GString *out)
{
  arenas_text (bits, out);
}

static void sel_text_q (const WotcSel *s, const char *self_name, GString *out,
                        const char *quant);
static void sel_noun_text (const WotcSel *s, const char *self_name,
                           gboolean many, GString *out);

/* A card in a hand, deck or discard pile as a player names it: "Space unit
 * card", "Battle or Mission card", "card named Jedi Knight"; a unit's owner
 * and the like do not apply to a card there. */
void
wotc_card_sel_text (const WotcSel *s, gboolean plural, GString *out)
{
  /* "Jedi Character unit card": the subtype word before the kind */
  if (s->subtype >= 0)
    {
      g_autofree char *w = g_strdup (wotc_subtype_word (s->subtype));
      g_strdelimit (w, "_", ' ');
      g_auto (GStrv) parts = g_strsplit (w, "/", -1);
      g_autofree char *alts = g_strjoinv (" or ", parts);
      g_string_append_printf (out, "%s ", alts);
    }
  if (s->arenas)
    {
      arenas_text (s->arenas, out);
      g_string_append_c (out, ' ');
    }
  const guint units = (1 << T_SPACE) | (1 << T_GROUND) | (1 << T_CHARACTER);
  const char *kinds[3];
  gint n = 0;
  if ((s->cardtypes & units) || (s->arenas && !s->cardtypes))
    kinds[n++] = "unit";
  if (s->cardtypes & (1 << T_BATTLE))
    kinds[n++] = "Battle";
  if (s->cardtypes & (1 << T_MISSION))
    kinds[n++] = "Mission";
  for (gint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s ", i ? "or " : "", kinds[i]);
  g_string_append (out, plural ? "cards" : "card");
  if (s->name >= 0)
    {
      g_autofree char *w = g_strdup (wotc_subtype_word (s->name));
      g_strdelimit (w, "_", ' ');
      g_string_append_printf (out, " named %s", w);
    }
  if (s->title_of_it)
    g_string_append (out, " with the same name as that unit");
}

static void
sel_text (const WotcSel *s, const char *self_name, GString *out)
{
  sel_text_q (s, self_name, out, NULL);
}

void
wotc_sel_text (const WotcSel *s, const char *self_name, GString *out)
{
  sel_text (s, self_name, out);
}

void
wotc_sel_text_q (const WotcSel *s, const char *self_name, GString *out,
                 const char *quant)
{
  sel_text_q (s, self_name, out, quant);
}

/* the units a selector matches as a plural noun phrase, after a number
 * ("7 Council Member units of yours in an arena or a build zone") */
void
wotc_sel_text_plural (const WotcSel *s, const char *self_name, GString *out)
{
  sel_noun_text (s, self_name, TRUE, out);
}

/* "partially built Starfighter Space card of yours": a card being built
 * is named by its kind (the arena it will go to) and its subtype */
static void
partial_text (const WotcSel *s, GString *out)
{
  g_string_append (out, "partially built ");
  if (s->subtype >= 0)
    {
      g_autofree char *w = g_strdup (wotc_subtype_word (s->subtype));
      g_strdelimit (w, "_/", ' ');
      g_string_append_printf (out, "%s ", w);
    }
  if (s->arenas)
    {
      arenas_text (s->arenas, out);
      g_string_append_c (out, ' ');
    }
  g_string_append (out, s->who == WHO_ENEMY ? "card of your opponent's"
                                            : "card of yours");
}

static void
sel_text_q (const WotcSel *s, const char *self_name, GString *out,
            const char *quant)
{
  switch (s->who)
    {
    case WHO_SELF:
      g_string_append (out, self_name);
      if (s->pending)
        g_string_append (out, " with damage pending");
      return;
    case WHO_IT:
      g_string_append (out, "that unit");
      return;
    case WHO_ATTACKER:
      g_string_append (out, "the attacking unit");
      return;
    case WHO_DEFENDER:
      g_string_append (out, "the defending unit");
      return;
    }
  /* any number of chosen units, or up to N: the noun in the plural */
  gboolean many = (s->flags & SEL_ANY_NUMBER) && !quant;
  if (many && s->up_to)
    g_string_append_printf (out, "up to %d chosen ", s->up_to);
  else if (many)
    g_string_append (out, "any number of chosen ");
  const char *q = many ? "" : quant ? quant : s->choose ? "a chosen " : "each ";
  g_autoptr (GString) np = g_string_new (NULL);
  sel_noun_text (s, self_name, many, np);
  /* "an opposing unit", "an Imperial Starfighter unit" */
  if (strcmp (q, "a ") == 0)
    hc_a_text (np->str, out);
  else
    g_string_append_printf (out, "%s%s", q, np->str);
}

/* "a Jedi unit", never "a unit that is a Jedi"; "Jedi Knight or Jedi
 * Master" for a subtype word with alternatives */
void
wotc_subtype_text (gint subtype, GString *out)
{
  g_autofree char *w = g_strdup (wotc_subtype_word (subtype));
  g_strdelimit (w, "_", ' ');
  g_auto (GStrv) parts = g_strsplit (w, "/", -1);
  g_autofree char *alts = g_strjoinv (" or ", parts);
  g_string_append (out, alts);
}

/* what a selection names after its quantifier */
static void
sel_noun_text (const WotcSel *s, const char *self_name, gboolean many,
               GString *out)
{
  if (s->flags & SEL_PARTIAL)
    {
      partial_text (s, out);
      return;
    }
  if (s->tapped == 1)
    g_string_append (out, "tapped ");
  else if (s->tapped == 2)
    g_string_append (out, "untapped ");
  if (s->other)
    g_string_append (out, "other ");
  if (s->flags & SEL_UNIQUE)
    g_string_append (out, "unique ");
  /* "opposing Speeder unit", "Speeder unit of yours" */
  if (s->who == WHO_ENEMY)
    g_string_append (out, "opposing ");
  if (s->subtype >= 0)
    {
      wotc_subtype_text (s->subtype, out);
      g_string_append_c (out, ' ');
    }
  /* in an arena or a build zone: the arena names its kind ("Character
   * unit") */
  if (s->or_build_zone && s->arenas)
    {
      arenas_text (s->arenas, out);
      g_string_append_c (out, ' ');
    }
  g_string_append (out, many ? "units" : "unit");
  if (s->who == WHO_OWN)
    g_string_append (out, " of yours");
  if (s->name >= 0)
    {
      g_autofree char *w = g_strdup (wotc_subtype_word (s->name));
      g_strdelimit (w, "_", ' ');
      g_string_append_printf (out, " named %s", w);
    }
  if (s->power_max >= 0)
    g_string_append_printf (out, " with power %d or less", s->power_max);
  if (s->power_ge)
    g_string_append_printf (out, " with power %d or more", s->power_ge - 1);
  if (s->marked)
    g_string_append (out, " marked by it");
  if (s->has_kw)
    {
      g_string_append_printf (out, " with %s",
                              wotc_keyword_names[s->has_kw - 1].text);
    }
  if (s->health_le)
    g_string_append_printf (out, " with a total health of %d or less",
                            s->health_le - 1);
  if (s->side_of)
    g_string_append (out, s->side_of == 1 ? " of the Dark Side"
                                          : " of the Light Side");
  if (s->flags & SEL_NOT_IT)
    g_string_append (out, " (another one)");
  if (s->flags & SEL_CHOSEN_ARENA)
    g_string_append (out, (s->flags & SEL_BUILD_ZONE)
                              ? " of the chosen arena's kind"
                              : " in the chosen arena");
  if (s->flags & SEL_ATTACKER_ARENA)
    g_string_append (out, " in the attacking unit's arena");
  if (s->flags & SEL_BY_OPPONENT)
    g_string_append (out, " (your opponent chooses)");
  if (s->flags & SEL_DAMAGED)
    g_string_append (out, " with damage counters on it");
  if (s->flags & SEL_NEUTRAL)
    g_string_append (out, " that is neutral");
  if (s->flags & SEL_ATTACKING)
    g_string_append (out, " that is attacking");
  if (s->flags & SEL_DEFENDING)
    g_string_append (out, " that is being attacked");
  if (s->bombarding)
    g_string_append (out, " using Bombard to attack a Ground unit");
  if (s->or_build_zone)
    g_string_append (out, " in an arena or a build zone");
  if (s->flags & SEL_BUILD_ZONE)
    g_string_append (out, " in a build zone");
  if (s->flags & SEL_SAME_TITLE)
    g_string_append (out, " with the name of one of your units in an arena");
  if (s->title_of_it)
    g_string_append (out, " with the name of that unit");
  if (s->flags & SEL_PILOTED)
    g_string_append (out, " with a Pilot on it");
  if (s->stacked)
    g_string_append (out, " with a card stacked under it");
  if (s->flags & SEL_LAST_MISSED)
    g_string_append (out, " that just attacked and rolled no hits");
  if (s->cardtypes)
    g_string_append (out, s->cardtypes & (1 << T_BATTLE)    ? " Battle card"
                          : s->cardtypes & (1 << T_MISSION) ? " Mission card"
                                                            : " unit card");
  if (s->not_subtype >= 0)
    {
      g_autoptr (GString) w = g_string_new (NULL);
      wotc_subtype_text (s->not_subtype, w);
      g_string_append (out, " that is not ");
      hc_a_text (w->str, out);
    }
  if (s->arenas && !s->or_build_zone)
    {
      g_string_append (out, " in the ");
      arenas_text (s->arenas, out);
      g_string_append (out, " arena");
    }
  if (s->pending)
    g_string_append (out, " with damage pending");
  if (s->it_arena)
    g_string_append (out, " in that unit's arena");
  if (s->attacking_this)
    g_string_append_printf (out, ", while it is attacking %s,", self_name);
}

static const char *
dur_text (gint d)
{
  switch (d)
    {
    case HC_DUR_ATTACK:
      return "for this attack";
    case HC_DUR_BATTLE_STEP:
      return "for this battle step";
    case HC_DUR_BATTLE:
      return "until the end of battle";
    case HC_DUR_TURN:
      return "this turn";
    default:
      return "for the rest of the game";
    }
}

const char *
wotc_dur_text (gint dur)
{
  return dur_text (dur);
}

void
wotc_op_text (const WotcOp *o, const char *self_name, GString *out)
{
  const WotcOpDef *d = wotc_op_def (o->op);
  if (d && d->text)
    d->text (o, self_name, out);
}

static void
cond_text (const WotcClause *c, const char *self_name, GString *out)
{
  gboolean any = FALSE;
  if (c->cond_self_in)
    {
      g_string_append_printf (out, "%s is in the ", self_name);
      arenas_text (c->cond_self_in, out);
      g_string_append (out, " arena");
      any = TRUE;
    }
  if (c->cond_kind && any)
    g_string_append (out, " and ");
  switch (c->cond_kind)
    {
    case COND_MORE:
      g_string_append_printf (out,
                              "you have more units in the %s arena than "
                              "your opponent",
                              arena_word[c->cond_arena]);
      break;
    case COND_ATTACKING:
      g_string_append_printf (out, "%s is attacking ", self_name);
      sel_text_q (&c->cond_sel, self_name, out, "a ");
      break;
    case COND_COUNT:
      /* "as long as it is attacked" (Death Star), "if you have a card in
       * hand" (Tusken War Party) */
      if (c->cond_sel.who == WHO_SELF && (c->cond_sel.flags & SEL_DEFENDING))
        g_string_append_printf (out, "%s is being attacked", self_name);
      else if (c->cond_sel.flags & SEL_IN_HAND)
        g_string_append_printf (out, "you have at least %d card%s in hand",
                                c->cond_n, c->cond_n == 1 ? "" : "s");
      else
        {
          g_string_append_printf (out, "there is at least %d ", c->cond_n);
          sel_text_q (&c->cond_sel, self_name, out, "");
        }
      break;
    case COND_SUBJECT:
      g_string_append (out, "that unit is ");
      sel_text_q (&c->cond_sel, self_name, out, "a ");
      break;
    case COND_MODE:
      g_string_append_printf (out, "%s is in form %d", self_name, c->cond_n);
      break;
    case COND_GAP:
      g_string_append (out, c->cond_sel.who == WHO_ENEMY
                                ? "your opponent has no unit in one of the "
                                  "arenas or more"
                                : "you have no unit in one of the arenas or "
                                  "more");
      break;
    case COND_DAMAGE_FROM:
      g_string_append_printf (out, "the damage to %s comes from ", self_name);
      sel_text_q (&c->cond_sel, self_name, out, "a ");
      break;
    case COND_NO:
      /* "no self damaged": the unit's own damage counters */
      if (c->cond_sel.who == WHO_SELF && (c->cond_sel.flags & SEL_DAMAGED))
        g_string_append_printf (out, "there are no damage counters on %s",
                                self_name);
      else
        {
          g_string_append (out, "there is no ");
          sel_text_q (&c->cond_sel, self_name, out, "");
        }
      break;
    }
}

static void
ops_text (const WotcClause *c, const char *self_name, GString *out)
{
  if (c->one_of)
    g_string_append (out, "choose one: ");
  for (gint i = 0; i < c->n_ops; i++)
    {
      if (i)
        g_string_append (out, c->one_of ? "; or " : "; then ");
      wotc_op_text (&c->op[i], self_name, out);
    }
  g_string_append_c (out, '.');
}

void
wotc_clause_effects_text (const WotcClause *c, const char *self_name,
                          GString *out)
{
  ops_text (c, self_name, out);
  if (out->len && out->str[out->len - 1] == '.')
    g_string_truncate (out, out->len - 1);
}

/* "you may ...": the effects read as a verb the player does ("you may
 * retreat it"), or as something that happens to a card, which the player
 * may have happen ("you may have Anakin get +5 power") */
static void
may_text (const WotcClause *c, const char *self_name, GString *out)
{
  g_autoptr (GString) t = g_string_new (NULL);
  ops_text (c, self_name, t);
  gint first = c->one_of || c->n_ops == 0 ? -1 : c->op[0].op;
  if (first == OP_STAT || first == OP_KEYWORD)
    {
      /* "X gets +5 power" -> "you may have X get +5 power" */
      const char *gets = strstr (t->str, " gets ");
      g_string_append (out, "you may have ");
      if (gets)
        {
          g_string_append_len (out, t->str, gets - t->str + 4);
          g_string_append (out, t->str + (gets - t->str) + 5);
          return;
        }
    }
  else if (first == OP_DAMAGE || first == OP_DICE_DAMAGE)
    g_string_append (out, "you may do ");
  else
    g_string_append (out, "you may ");
  /* "you may discard", not "you may you discard" */
  g_string_append (out,
                   g_str_has_prefix (t->str, "you ") ? t->str + 4 : t->str);
}

void
wotc_clause_text (const WotcClause *c, const char *self_name, GString *out)
{
  static const char *const events[EV_COUNT]
      = { "",
          "When the battle phase starts",
          "When the battle phase ends",
          "When a battle step starts",
          "When it is discarded from an arena",
          "When it is deployed",
          "When its attack ends",
          "When it attacks",
          "When it is attacked",
          "When the turn ends",
          "When the roll for build points is made",
          "When your build step starts",
          "When attack dice are rolled against it",
          "When you finish building it",
          "When a battle step ends",
          "Whenever a unit would be damaged",
          "Whenever damage to a unit is prevented",
          "When it is damaged",
          "When you draw a card",
          "When a card is finished building",
          "When damage from it discards a unit",
          "When it damages a unit",
          "When an effect of your opponent's makes you discard it from your "
          "hand",
          "When one of your Space units with a Pilot on it is discarded" };
  static const char *const timings[]
      = { "in a play-or-pass chance of the battle phase",
          "during your build step",
          "during an attack",
          "while it is attacking",
          "in a damage-prevention chance",
          "in a reroll chance",
          "at any chance",
          "instead of attacking, when it would attack",
          "when another of your units in its arena is attacked",
          "when it is attacked from its own arena",
          "while one of your units is being attacked",
          "in the disrupt chance after a Battle card is played",
          "during an attack or in a damage-prevention chance" };
  switch (c->kind)
    {
    case CL_STATIC:
      if (c->cond_self_in || c->cond_kind)
        {
          g_string_append (out, "While ");
          cond_text (c, self_name, out);
          g_string_append (out, ", ");
          sel_text (&c->static_sel, self_name, out);
        }
      else
        {
          /* the sentence starts with the selector: "Each unit ..." */
          g_autoptr (GString) t = g_string_new (NULL);
          sel_text (&c->static_sel, self_name, t);
          if (t->len)
            t->str[0] = g_ascii_toupper (t->str[0]);
          g_string_append (out, t->str);
        }
      if (c->op[0].op == OP_KEYWORD)
        {
          g_string_append_printf (out, " gets %s %d.",
                                  wotc_keyword_names[c->op[0].stat].text,
                                  c->op[0].n);
        }
      else if (c->op[0].op == OP_NO_RETREAT)
        g_string_append (out, " can't retreat.");
      else if (c->op[0].op == OP_PACIFY)
        g_string_append (out, " can't attack.");
      else if (c->op[0].op == OP_UNPREVENTABLE)
        g_string_append (out, "'s attack damage can't be prevented.");
      else if (c->op[0].op == OP_MUST_ATTACK)
        g_string_append_printf (out,
                                " must attack %s whenever it can (instead of "
                                "another unit, of not attacking, or of an "
                                "ability used when it would attack).",
                                self_name);
      else if (c->op[0].op == OP_RETALIATE_STATIC)
        g_string_append_printf (out,
                                " gets \"Pay %d Force: Retaliate %d\" (when "
                                "it is attacked from its arena, it does %d "
                                "dice of damage to the attacker as the attack "
                                "ends).",
                                c->op[0].stat, c->op[0].n, c->op[0].n);
      else if (c->op[0].op == OP_EVADE_STATIC)
        g_string_append_printf (out,
                                " gets \"Pay %d Force: Evade %d\" (in a "
                                "damage-prevention chance, prevent up to %d "
                                "damage to it).",
                                c->op[0].stat, c->op[0].n, c->op[0].n);
      else if (c->op[0].op == OP_FORBID)
        g_string_append (out, c->op[0].stat == WOTC_FORBID_BATTLE
                                  ? "'s player can't play Battle cards."
                                  : "'s player can't use activated "
                                    "abilities.");
      else if (c->op[0].op == OP_EXTRA_DRAW)
        g_string_append_printf (out,
                                "'s player draws %d extra card%s when "
                                "drawing for the turn.",
                                c->op[0].n, c->op[0].n == 1 ? "" : "s");
      else if (c->op[0].op == OP_REVEAL_BUILDS && c->op[0].stat == 1)
        g_string_append (out, "'s opponent plays with their hand face up.");
      else if (c->op[0].op == OP_REVEAL_BUILDS)
        g_string_append (out, " builds its cards face up (they still count as "
                              "face down).");
      else if (c->op[0].op == OP_ACT_COST)
        g_string_append_printf (out,
                                ": each of its activated abilities costs "
                                "%+d Force.",
                                c->op[0].n);
      else
        {
          g_string_append_printf (
              out, " gets %+d %s%s.", c->op[0].n,
              c->op[0].stat == S_COST    ? "build cost"
              : c->op[0].stat == S_SPEED ? "speed"
              : c->op[0].stat == S_POWER ? "power"
                                         : "health",
              c->per_damage ? " for each damage counter on it" : "");
          if (c->per_count)
            {
              /* before the full stop: "... +1 power for each other Tusken" */
              g_string_truncate (out, out->len - 1);
              sel_text_q (&c->per_sel, self_name, out, " for each ");
              g_string_append_c (out, '.');
            }
        }
      return;
    case CL_TRIGGER:
      if (c->piloting)
        {
          /* a unit's own event, heard by its Pilot, is the piloted unit's:
           * "when the piloted unit is discarded", not "when it is" */
          g_string_append (out, "While it pilots a unit, w");
          for (const char *e = events[c->event] + 1; *e; e++)
            if (e[-1] == ' ' && e[0] == 'i' && e[1] == 't'
                && (e[2] == ' ' || e[2] == 's' || !e[2]))
              {
                g_string_append (out, e[2] == 's' ? "the piloted unit's"
                                                  : "the piloted unit");
                e += e[2] == 's' ? 2 : 1;
              }
            else
              g_string_append_c (out, *e);
        }
      else
        g_string_append (out, events[c->event]);
      if (c->event_arena >= 0)
        g_string_append_printf (out, " (%s)", arena_word[c->event_arena]);
      if (c->cond_self_in || c->cond_kind)
        {
          g_string_append (out, ", if ");
          cond_text (c, self_name, out);
        }
      g_string_append (out, ": ");
      if (c->optional)
        may_text (c, self_name, out);
      else
        ops_text (c, self_name, out);
      return;
    case CL_ACT:
    case CL_PLAY:
      {
        gboolean any = FALSE;
        /* Dark Dreams: its costs and timing are another card's */
        if (c->n_ops > 0 && c->op[0].op == OP_BORROW_BATTLE)
          {
            g_string_append (out, "Play: ");
            ops_text (c, self_name, out);
            return;
          }
        g_string_append (out,
                         c->reserves == WOTC_FROM_PILE
                             ? "From your discard pile, activated ("
                         : c->reserves ? "Reserves, from the build zone ("
                         : c->piloting ? "Piloting, the unit it pilots gets an "
                                         "ability ("
                         : c->repeatable     ? "Activated, any number of times "
                                               "in each attack ("
                         : c->kind == CL_ACT ? "Activated ("
                         : c->kind == CL_ENHANCE ? "Enhance, instead (also "
                                                 : "Play (");
        if (c->cost_tap)
          {
            g_string_append (out, "tap");
            any = TRUE;
          }
        if (c->cost_force)
          {
            g_string_append_printf (out, "%spay %d Force", any ? ", " : "",
                                    c->cost_force);
            any = TRUE;
          }
        if (c->cost_discard_self)
          {
            g_string_append_printf (
                out, "%sdiscard %s from its arena", any ? ", " : "",
                c->piloting ? "the unit it pilots and this Pilot" : "it");
            any = TRUE;
          }
        if (c->cost_damage_self)
          {
            g_string_append_printf (out, "%sput %d damage counter%s on it",
                                    any ? ", " : "", c->cost_damage_self,
                                    c->cost_damage_self == 1 ? "" : "s");
            any = TRUE;
          }
        if (c->cost_retreat_self)
          {
            g_string_append_printf (out, "%sretreat it", any ? ", " : "");
            any = TRUE;
          }
        if (c->cost_bp)
          {
            g_string_append_printf (out, "%spay %d build point%s",
                                    any ? ", " : "", c->cost_bp,
                                    c->cost_bp == 1 ? "" : "s");
            any = TRUE;
          }
        if (c->cost_hand)
          {
            g_string_append_printf (out, "%sdiscard %d card%s from your hand",
                                    any ? ", " : "", c->cost_hand,
                                    c->cost_hand == 1 ? "" : "s");
            any = TRUE;
          }
        if (c->cost_tap_unit)
          {
            g_string_append_printf (
                out, "%s%s ", any ? ", " : "",
                c->cost_tap_unit == WOTC_COST_UNIT_DISCARD ? "discard" : "tap");
            sel_text_q (&c->cost_sel, self_name, out, "one ");
            if (c->cost_tap_unit == WOTC_COST_UNIT_DISCARD)
              g_string_append (out, " from its arena");
            any = TRUE;
          }
        if (!any)
          g_string_append (out, "no cost");
        /* a Battle card has no "it": the attacking unit is yours */
        g_string_append_printf (out, ", %s",
                                c->kind == CL_PLAY && c->timing == TM_ATTACKING
                                    ? "while one of your units is attacking, "
                                      "before the attack dice are rolled"
                                    : timings[c->timing]);
        if (c->optional)
          g_string_append (out, ", optional");
        if (c->only_if == ONLY_BEFORE_ATTACKS)
          g_string_append_printf (out,
                                  ", only before any unit in the %s arena "
                                  "attacks",
                                  arena_word[c->only_arena]);
        else if (c->only_if == ONLY_BEFORE_OWN_ATTACKS)
          g_string_append_printf (out,
                                  ", only before any of your units in the %s "
                                  "arena attacks",
                                  arena_word[c->only_arena]);
        else if (c->only_if == ONLY_LOST_CHARACTER)
          g_string_append (out, ", only if one of your Characters left the "
                                "Character arena this turn");
        else if (c->only_if == ONLY_NO_ATTACK)
          g_string_append (out, ", only while no unit is attacking");
        else if (c->only_if == ONLY_NO_ATTACK_HAVE
                 && c->cond_sel.who == WHO_SELF
                 && (c->cond_sel.flags & SEL_DAMAGED))
          g_string_append_printf (out,
                                  ", only while no unit is attacking and "
                                  "only if %s has a damage counter",
                                  self_name);
        else if (c->only_if == ONLY_NO_ATTACK_HAVE)
          {
            g_string_append (out, ", only while no unit is attacking and "
                                  "only if there is ");
            sel_text_q (&c->cond_sel, self_name, out, "a ");
          }
        else if (c->only_if == ONLY_MORE)
          g_string_append_printf (out,
                                  ", only if you have more units in the "
                                  "%s arena than your opponent",
                                  arena_word[c->only_arena]);
        else if (c->only_if == ONLY_HAVE && c->cond_sel.who == WHO_SELF
                 && c->cond_sel.pending)
          g_string_append_printf (out, ", only while damage is pending on %s",
                                  self_name);
        else if (c->only_if == ONLY_HAVE || c->only_if == ONLY_LACK)
          {
            g_string_append (out, c->only_if == ONLY_HAVE
                                      ? ", only if there is "
                                      : ", only if there is no ");
            sel_text_q (&c->cond_sel, self_name, out,
                        c->only_if == ONLY_HAVE ? "a " : "");
          }
        else if (c->only_if == ONLY_ONE)
          {
            g_string_append (out, ", only if there is exactly one ");
            sel_text_q (&c->cond_sel, self_name, out, "");
          }
        g_string_append (out, "): ");
        ops_text (c, self_name, out);
        return;
      }
    }
}

/* ---- Pilots and Equipment ----
 *   pilot WORD[/WORD] : GRANT ; GRANT ...
 *   equip TYPES bp:N force:M : GRANT ; GRANT ...
 * GRANT is "speed N", "power N", "health N" or a keyword ("critical-hit N",
 * "armor", ...).  The unit it is attached to gets the grants. */

static gboolean
parse_grants (Lex *lx, WotcAbilities *ab)
{
  /* a Pilot may give only an ability ("piloting act ...") */
  if (!peek (lx) && ab->attach == ATTACH_PILOT)
    return TRUE;
  for (;;)
    {
      const char *t = next (lx);
      gint st = stat_index (t), kw = keyword_index (t), v = 1;
      if (g_strcmp0 (t, "evade") == 0)
        {
          /* "evade X force F": the unit gets "Pay F Force -> Evade X" */
          gint x = 0, f = 0;
          if (!number (lx, 1, 99, &x) || !expect (lx, "force")
              || !number (lx, 0, 99, &f))
            return FALSE;
          ab->grant_evade = (gint8)x;
          ab->grant_evade_force = (gint8)f;
        }
      else if (st < 0 && kw < 0)
        return fail (lx,
                     "expected a grant (speed, power, health or a "
                     "keyword), found \"%s\"",
                     t);
      else if (kw != K_ARMOR && kw != K_OVERKILL
               && !number (lx, st >= 0 ? -99 : 0, 99, &v))
        return FALSE;
      if (st >= 0)
        ab->grant_stat[st] = (gint8)(ab->grant_stat[st] + v);
      else if (kw >= 0)
        ab->grant_kw[kw] = (gint8)(ab->grant_kw[kw] + v);
      t = peek (lx);
      if (!t)
        return TRUE;
      if (strcmp (t, ";") != 0)
        return fail (lx, "expected \";\" between grants, found \"%s\"", t);
      next (lx);
    }
}

gboolean
wotc_parse_attach (const char *text, WotcAbilities *ab, char **why)
{
  GString *s = g_string_new (NULL);
  for (const char *p = text; *p; p++)
    {
      /* ":" between words stands alone; "bp:1" stays one token */
      if (*p == ';' || (*p == ':' && (p[1] == ' ' || p[1] == '\0')))
        g_string_append_printf (s, " %c ", *p);
      else
        g_string_append_c (s, *p);
    }
  g_autofree char *spaced = g_string_free (s, FALSE);
  g_auto (GStrv) raw = g_strsplit_set (spaced, " \t", -1);
  g_autoptr (GPtrArray) toks = g_ptr_array_new ();
  for (gint i = 0; raw[i]; i++)
    if (*raw[i])
      g_ptr_array_add (toks, raw[i]);
  Lex lx = { .tok = (char **)toks->pdata, .n = toks->len };
  const char *head = next (&lx);
  gboolean ok;
  ab->attach_sub[0] = ab->attach_sub[1] = ab->attach_sub[2] = -1;
  if (g_strcmp0 (head, "pilot") == 0)
    {
      ab->attach = ATTACH_PILOT;
      const char *w = next (&lx);
      g_auto (GStrv) words = g_strsplit (w ? w : "", "/", 3);
      for (gint i = 0; words[i] && i < 3; i++)
        if (*words[i])
          ab->attach_sub[i] = intern_subtype (words[i]);
      ok = ab->attach_sub[0] >= 0
               ? TRUE
               : fail (&lx, "expected the kind of unit it pilots, found \"%s\"",
                       w);
    }
  else if (g_strcmp0 (head, "equip") == 0)
    {
      ab->attach = ATTACH_EQUIP;
      const char *types = next (&lx);
      ab->attach_types = types ? (guint8)arena_bits (types) : 0;
      ok = ab->attach_types ? TRUE
                            : fail (&lx,
                                    "expected the unit types it fits "
                                    "(space, ground, character), found "
                                    "\"%s\"",
                                    types);
      while (ok && peek (&lx) && strcmp (peek (&lx), ":") != 0)
        {
          const char *c = next (&lx);
          gint v = 0;
          if (g_str_has_prefix (c, "bp:") && (v = atoi (c + 3)) >= 0 && v < 100)
            ab->equip_bp = (gint8)v;
          else if (g_str_has_prefix (c, "force:") && (v = atoi (c + 6)) >= 0
                   && v < 100)
            ab->equip_force = (gint8)v;
          else
            ok = fail (&lx,
                       "expected an equip cost bp:N or force:N, found "
                       "\"%s\"",
                       c);
        }
    }
  else
    ok = fail (&lx, "expected pilot or equip, found \"%s\"", head);
  ok = ok && expect (&lx, ":") && parse_grants (&lx, ab);
  if (!ok)
    *why = lx.why ? lx.why : g_strdup ("malformed pilot or equip clause");
  return ok;
}

void
wotc_attach_text (const WotcAbilities *ab, GString *out)
{
  static const char *const stats[] = { "cost", "speed", "power", "health" };
  if (ab->attach == ATTACH_PILOT)
    {
      g_string_append_printf (out, "Pilot (%s",
                              wotc_subtype_word (ab->attach_sub[0]));
      if (ab->attach_sub[2] >= 0)
        g_string_append_printf (out, ", %s or %s",
                                wotc_subtype_word (ab->attach_sub[1]),
                                wotc_subtype_word (ab->attach_sub[2]));
      else if (ab->attach_sub[1] >= 0)
        g_string_append_printf (out, " or %s",
                                wotc_subtype_word (ab->attach_sub[1]));
      g_string_append (out, "): may move onto or off one of your non-Droid "
                            "units of that kind once in your build step; the "
                            "unit it pilots gets");
    }
  else
    {
      g_string_append (out, "Equip (");
      gboolean first = TRUE;
      if (ab->equip_bp || !ab->equip_force)
        {
          g_string_append_printf (out, "%d build point%s", ab->equip_bp,
                                  ab->equip_bp == 1 ? "" : "s");
          first = FALSE;
        }
      if (ab->equip_force)
        g_string_append_printf (out, "%s%d Force", first ? "" : ", ",
                                ab->equip_force);
      g_string_append (out, ", your build step): attach it to one of your ");
      arenas_text (ab->attach_types, out);
      g_string_append (out, " units; that unit gets");
    }
  gboolean any = FALSE;
  for (gint i = 1; i < S_COUNT; i++)
    if (ab->grant_stat[i])
      {
        g_string_append_printf (out, "%s %+d %s", any ? "," : "",
                                ab->grant_stat[i], stats[i]);
        any = TRUE;
      }
  for (gint k = 0; k < K_COUNT; k++)
    if (ab->grant_kw[k])
      {
        if (k == K_ARMOR || k == K_OVERKILL)
          g_string_append_printf (out, "%s %s", any ? "," : "",
                                  wotc_keyword_names[k].text);
        else if (k == K_SPACE_TO_CHARACTER)
          g_string_append_printf (out,
                                  "%s \"it may attack a unit in the "
                                  "Character arena instead of one in the "
                                  "Space arena, with power %d\"",
                                  any ? "," : "", ab->grant_kw[k]);
        else
          g_string_append_printf (out, "%s %s %d", any ? "," : "",
                                  wotc_keyword_names[k].text, ab->grant_kw[k]);
        any = TRUE;
      }
  if (!any && !ab->grant_evade)
    g_string_append (out, " the ability its Piloting line gives");
  if (ab->grant_evade)
    g_string_append_printf (out,
                            "%s \"Pay %d Force: Evade %d\" (in a "
                            "damage-prevention chance, prevent up to %d "
                            "damage to it)",
                            any ? "," : "", ab->grant_evade_force,
                            ab->grant_evade, ab->grant_evade);
  g_string_append_c (out, '.');
}
