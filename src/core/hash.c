/* A 64-bit digest of the game value.  Only live elements count (n_cards,
 * n_frames, ...), and the log only through its length.
 *
 * The digest is defined over a canonical byte encoding: every integer
 * little-endian, every struct field in declaration order.  The arrays of
 * small structs (cards, frames, effects, triggers, options) have no padding
 * and are zero-filled before use, so on a little-endian machine their
 * memory already is that encoding and is hashed directly, eight bytes at a
 * time.  hc_game_hash_portable() builds the encoding field by field; a
 * big-endian machine uses it, and the tests check that both agree. */
#include "hc-ruleset.h"

#include <string.h>

/* the layouts the fast path relies on: no padding anywhere */
G_STATIC_ASSERT (sizeof (HcCard) == 14 + 2 * HC_MAX_COUNTERS);
G_STATIC_ASSERT (sizeof (HcFrame) == 4 + 4 * HC_FRAME_ARGS);
G_STATIC_ASSERT (sizeof (HcEffect) == 16);
G_STATIC_ASSERT (sizeof (HcTrigger) == 20);
G_STATIC_ASSERT (sizeof (HcOption) == 12);

typedef struct
{
  guint64 h;
} Hasher;

static inline void
mix (Hasher *s, guint32 v)
{
  /* FNV-1a over 32-bit words, then a final avalanche */
  s->h ^= v;
  s->h *= 0x100000001b3ULL;
}

static inline void
mix64 (Hasher *s, guint64 v)
{
  mix (s, (guint32)v);
  mix (s, (guint32)(v >> 32));
}

/* Bytes eight at a time: a multiply and a shift per little-endian word,
 * then the FNV step; the length goes into the last word. */
static void
mix_bytes (Hasher *s, const guint8 *p, gsize len)
{
  while (len >= 8)
    {
      guint64 w = (guint64)p[0] | (guint64)p[1] << 8 | (guint64)p[2] << 16
                  | (guint64)p[3] << 24 | (guint64)p[4] << 32
                  | (guint64)p[5] << 40 | (guint64)p[6] << 48
                  | (guint64)p[7] << 56;
      w *= 0x9e3779b97f4a7c15ULL;
      w ^= w >> 29;
      s->h = (s->h ^ w) * 0x100000001b3ULL;
      p += 8;
      len -= 8;
    }
  guint64 w = 0;
  for (gsize i = 0; i < len; i++)
    w |= (guint64)p[i] << (8 * i);
  w = (w + len) * 0x9e3779b97f4a7c15ULL;
  w ^= w >> 29;
  s->h = (s->h ^ w) * 0x100000001b3ULL;
}

/* ---- the canonical encoding, field by field ---- */

typedef struct
{
  guint8 *buf;
  gsize len;
} Enc;

static void
put8 (Enc *e, guint v)
{
  e->buf[e->len++] = (guint8)v;
}

static void
put16 (Enc *e, gint v)
{
  put8 (e, (guint)v & 0xff);
  put8 (e, ((guint)v >> 8) & 0xff);
}

static void
put32 (Enc *e, gint64 v)
{
  for (gint i = 0; i < 4; i++)
    put8 (e, (guint)((guint64)v >> (8 * i)) & 0xff);
}

static gsize
encode_cards (const HcGame *g, guint8 *buf)
{
  Enc e = { buf, 0 };
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      put16 (&e, c->def);
      put8 (&e, c->owner);
      put8 (&e, c->controller);
      put8 (&e, c->zone);
      put8 (&e, c->zone_player);
      put8 (&e, c->flags);
      put8 (&e, c->pad);
      put16 (&e, c->pos);
      put16 (&e, c->attached_to);
      put16 (&e, c->under);
      for (gint k = 0; k < HC_MAX_COUNTERS; k++)
        put16 (&e, c->counter[k]);
    }
  return e.len;
}

static gsize
encode_frames (const HcGame *g, guint8 *buf)
{
  Enc e = { buf, 0 };
  for (gint i = 0; i < g->n_frames; i++)
    {
      const HcFrame *f = &g->frame[i];
      put16 (&e, f->kind);
      put16 (&e, f->pc);
      for (gint k = 0; k < HC_FRAME_ARGS; k++)
        put32 (&e, f->arg[k]);
    }
  return e.len;
}

static gsize
encode_effects (const HcGame *g, guint8 *buf)
{
  Enc e = { buf, 0 };
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *x = &g->effect[i];
      put16 (&e, x->kind);
      put8 (&e, x->duration);
      put8 (&e, x->controller);
      put16 (&e, x->source);
      put16 (&e, x->target);
      put32 (&e, x->value);
      put32 (&e, x->arg);
    }
  return e.len;
}

static gsize
encode_triggers (const HcGame *g, guint8 *buf)
{
  Enc e = { buf, 0 };
  for (gint i = 0; i < g->n_triggers; i++)
    {
      const HcTrigger *t = &g->trigger[i];
      put16 (&e, t->ability);
      put8 (&e, t->player);
      put8 (&e, t->flags);
      put16 (&e, t->source);
      put16 (&e, t->seq);
      for (gint k = 0; k < 3; k++)
        put32 (&e, t->arg[k]);
    }
  return e.len;
}

static gsize
encode_options (const HcGame *g, guint8 *buf)
{
  Enc e = { buf, 0 };
  const HcDecision *d = &g->decision;
  for (gint i = 0; i < d->n_options; i++)
    {
      const HcOption *o = &d->option[i];
      put32 (&e, o->id);
      put16 (&e, o->kind);
      put16 (&e, o->a);
      put16 (&e, o->b);
      put16 (&e, o->c);
    }
  return e.len;
}

static guint64
digest (const HcGame *g, gboolean portable)
{
  Hasher s = { 0xcbf29ce484222325ULL };
  mix (&s, g->version);
  mix (&s, (guint32)g->edition);
  mix (&s, (guint32)g->n_cards);
  mix (&s, (guint32)g->winner);
  mix (&s, g->over);
  mix (&s, g->win_reason);
  mix (&s, g->answer >= 0 ? (guint32)g->answer : 0xffffffffu);
  mix (&s, (guint32)g->ret);
  mix (&s, g->n_choices);
  mix (&s, g->log_len);
  for (gint i = 0; i < HC_MAX_SWITCHES; i++)
    mix (&s, (guint32)g->sw[i]);
  for (gint i = 0; i < HC_MAX_GLOBALS; i++)
    mix (&s, (guint32)g->global[i]);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (gint i = 0; i < HC_MAX_RES; i++)
      mix (&s, (guint32)g->res[p][i]);
  mix64 (&s, g->rng.state);
  mix64 (&s, g->rng.inc);
  mix (&s, g->n_forced);
  for (gint i = 0; i < g->n_forced; i++)
    mix (&s, g->forced[(g->forced_head + i) % HC_MAX_FORCED]);
  mix (&s, g->n_frames);
  mix (&s, g->n_effects);
  mix (&s, g->n_triggers);
  mix (&s, (guint32)g->trigger_seq);
  /* the options count even when no decision is pending: between a choice
   * and the next advance the asking frame still reads the chosen one */
  const HcDecision *d = &g->decision;
  mix (&s, (guint32)d->player);
  mix (&s, (guint32)d->kind | (guint32)d->prompt << 16);
  for (gint k = 0; k < 3; k++)
    mix (&s, (guint32)d->prompt_arg[k]);
  mix (&s, (guint32)d->n_options);

  gboolean fast = !portable && G_BYTE_ORDER == G_LITTLE_ENDIAN;
  if (fast)
    {
      mix_bytes (&s, (const guint8 *)g->card,
                 (gsize)g->n_cards * sizeof (HcCard));
      mix_bytes (&s, (const guint8 *)g->frame,
                 (gsize)g->n_frames * sizeof (HcFrame));
      mix_bytes (&s, (const guint8 *)g->effect,
                 (gsize)g->n_effects * sizeof (HcEffect));
      mix_bytes (&s, (const guint8 *)g->trigger,
                 (gsize)g->n_triggers * sizeof (HcTrigger));
      mix_bytes (&s, (const guint8 *)d->option,
                 (gsize)d->n_options * sizeof (HcOption));
    }
  else
    {
      guint8 buf[HC_MAX_CARDS * sizeof (HcCard)];
      G_STATIC_ASSERT (sizeof buf >= HC_MAX_FRAMES * sizeof (HcFrame));
      G_STATIC_ASSERT (sizeof buf >= HC_MAX_EFFECTS * sizeof (HcEffect));
      G_STATIC_ASSERT (sizeof buf >= HC_MAX_TRIGGERS * sizeof (HcTrigger));
      G_STATIC_ASSERT (sizeof buf >= HC_MAX_OPTIONS * sizeof (HcOption));
      mix_bytes (&s, buf, encode_cards (g, buf));
      mix_bytes (&s, buf, encode_frames (g, buf));
      mix_bytes (&s, buf, encode_effects (g, buf));
      mix_bytes (&s, buf, encode_triggers (g, buf));
      mix_bytes (&s, buf, encode_options (g, buf));
    }
  /* splitmix64 finaliser */
  guint64 z = s.h;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

guint64
hc_game_hash (const HcGame *g)
{
  return digest (g, FALSE);
}

guint64
hc_game_hash_portable (const HcGame *g)
{
  return digest (g, TRUE);
}
