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

/* Four independent lanes, so the processor works on four words at once
 * (one serial chain was the whole cost): word j of the encoding goes into
 * lane j % 4 with a xor, a multiply by an odd constant and a rotation,
 * each a bijection, so changing any one word changes its lane. */
typedef struct
{
  guint64 lane[4];
  guint64 words; /* words fed so far */
} Hasher;

#define LANE_MUL 0x9e3779b97f4a7c15ULL

static inline guint64
lane_step (guint64 lane, guint64 w)
{
  guint64 x = (lane ^ w) * LANE_MUL;
  return (x << 31) | (x >> 33);
}

static inline guint64
load_le64 (const guint8 *p)
{
  guint64 w;
  memcpy (&w, p, 8);
  return GUINT64_FROM_LE (w);
}

static inline void
feed (Hasher *s, guint64 w)
{
  guint k = (guint)(s->words++ & 3);
  s->lane[k] = lane_step (s->lane[k], w);
}

/* Bytes eight at a time as little-endian words; a last partial word
 * carries the byte count in its top byte. */
static void
mix_bytes (Hasher *s, const guint8 *p, gsize len)
{
  while (len >= 8 && (s->words & 3) != 0)
    {
      feed (s, load_le64 (p));
      p += 8;
      len -= 8;
    }
  guint64 a = s->lane[0], b = s->lane[1], c = s->lane[2], d = s->lane[3];
  gsize blocks = len / 32;
  for (gsize i = 0; i < blocks; i++, p += 32)
    {
      a = lane_step (a, load_le64 (p));
      b = lane_step (b, load_le64 (p + 8));
      c = lane_step (c, load_le64 (p + 16));
      d = lane_step (d, load_le64 (p + 24));
    }
  s->lane[0] = a;
  s->lane[1] = b;
  s->lane[2] = c;
  s->lane[3] = d;
  s->words += 4 * blocks;
  len -= 32 * blocks;
  while (len >= 8)
    {
      feed (s, load_le64 (p));
      p += 8;
      len -= 8;
    }
  if (len)
    {
      guint64 w = (guint64)len << 56;
      for (gsize i = 0; i < len; i++)
        w |= (guint64)p[i] << (8 * i);
      feed (s, w);
    }
}

/* ---- the canonical encoding, field by field ---- */

typedef struct
{
  guint8 *buf;
  gsize len;
} Enc;

static inline void
put8 (Enc *e, guint v)
{
  e->buf[e->len++] = (guint8)v;
}

static inline void
put16 (Enc *e, gint v)
{
  guint16 x = GUINT16_TO_LE ((guint16)v);
  memcpy (e->buf + e->len, &x, 2);
  e->len += 2;
}

static inline void
put32 (Enc *e, gint64 v)
{
  guint32 x = GUINT32_TO_LE ((guint32)v);
  memcpy (e->buf + e->len, &x, 4);
  e->len += 4;
}

static gsize
encode_cards (const HcGame *g, const HcCard *cards, guint8 *buf)
{
  Enc e = { buf, 0 };
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &cards[i];
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

/* cards: g->card, or the same cards with other definition numbers (a
 * record's hash, hc_game_hash_cards) */
static guint64
digest (const HcGame *g, const HcCard *cards, gboolean portable)
{
  Hasher s = { { 0x243f6a8885a308d3ULL, 0x13198a2e03707344ULL,
                 0xa4093822299f31d0ULL, 0x082efa98ec4e6c89ULL },
               0 };
  /* the scalar fields, encoded once for both paths */
  guint8 head[4
              * (32 + HC_MAX_SWITCHES + HC_MAX_GLOBALS
                 + HC_MAX_PLAYERS * HC_MAX_RES + HC_MAX_FORCED)];
  Enc e = { head, 0 };
  guint8 buf_picks[1 + HC_MAX_PICKS * 6 + HC_CARD_WORDS * 8];
  guint8 buf_markers[1 + HC_MAX_MARKERS * 10];
  put32 (&e, g->version);
  put32 (&e, g->edition);
  put32 (&e, g->n_cards);
  put32 (&e, g->winner);
  put32 (&e, g->over);
  put32 (&e, g->win_reason);
  put32 (&e, g->answer >= 0 ? (gint64)g->answer : 0xffffffffu);
  put32 (&e, g->ret);
  put32 (&e, g->n_choices);
  put32 (&e, g->log_len);
  for (gint i = 0; i < HC_MAX_SWITCHES; i++)
    put32 (&e, g->sw[i]);
  for (gint i = 0; i < HC_MAX_GLOBALS; i++)
    put32 (&e, g->global[i]);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (gint i = 0; i < HC_MAX_RES; i++)
      put32 (&e, g->res[p][i]);
  put32 (&e, (gint64)(g->rng.state & 0xffffffffu));
  put32 (&e, (gint64)(g->rng.state >> 32));
  put32 (&e, (gint64)(g->rng.inc & 0xffffffffu));
  put32 (&e, (gint64)(g->rng.inc >> 32));
  put32 (&e, g->n_forced);
  for (gint i = 0; i < g->n_forced; i++)
    put8 (&e, g->forced[(g->forced_head + i) % HC_MAX_FORCED]);
  put8 (&e, g->n_frames);
  put8 (&e, g->n_effects);
  put8 (&e, g->n_triggers);
  put16 (&e, g->trigger_seq);
  /* the options count even when no decision is pending: between a choice
   * and the next advance the asking frame still reads the chosen one */
  const HcDecision *d = &g->decision;
  put32 (&e, d->player);
  put32 (&e, (gint64)((guint32)d->kind | (guint32)d->prompt << 16));
  for (gint k = 0; k < 3; k++)
    put32 (&e, d->prompt_arg[k]);
  put32 (&e, d->n_options);
  mix_bytes (&s, head, e.len);

  gboolean fast = !portable && G_BYTE_ORDER == G_LITTLE_ENDIAN;
  if (fast)
    {
      mix_bytes (&s, (const guint8 *)cards,
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
      mix_bytes (&s, buf, encode_cards (g, cards, buf));
      mix_bytes (&s, buf, encode_frames (g, buf));
      mix_bytes (&s, buf, encode_effects (g, buf));
      mix_bytes (&s, buf, encode_triggers (g, buf));
      mix_bytes (&s, buf, encode_options (g, buf));
    }
  /* markers only when there are some (as picks below) */
  if (g->n_markers)
    {
      Enc m = { buf_markers, 0 };
      put8 (&m, g->n_markers);
      for (gint i = 0; i < g->n_markers; i++)
        {
          const HcMarker *x = &g->marker[i];
          put16 (&m, x->kind);
          put8 (&m, x->period);
          put8 (&m, x->controller);
          put16 (&m, x->target);
          put32 (&m, x->arg);
        }
      mix_bytes (&s, buf_markers, m.len);
    }
  /* picks only when a choose-targets step left some: the digests of
   * games that never chose several targets stay what they were */
  if (g->n_picks)
    {
      Enc p = { buf_picks, 0 };
      put8 (&p, g->n_picks);
      for (gint i = 0; i < g->n_picks; i++)
        {
          put16 (&p, g->pick[i].card);
          put16 (&p, g->pick[i].amount);
          put16 (&p, g->pick[i].frame);
        }
      for (gint w = 0; w < HC_CARD_WORDS; w++)
        {
          put32 (&p, (gint64)(g->pick_cands[w] & 0xffffffffu));
          put32 (&p, (gint64)(g->pick_cands[w] >> 32));
        }
      mix_bytes (&s, buf_picks, p.len);
    }
  /* the lanes folded together, then the splitmix64 finaliser */
  guint64 z = s.words * LANE_MUL;
  for (gint k = 0; k < 4; k++)
    z = (z ^ s.lane[k]) * 0xff51afd7ed558ccdULL + (guint64)k;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

guint64
hc_game_hash (const HcGame *g)
{
  return digest (g, g->card, FALSE);
}

guint64
hc_game_hash_portable (const HcGame *g)
{
  return digest (g, g->card, TRUE);
}

guint64
hc_game_hash_cards (const HcGame *g, const HcCard *cards)
{
  return digest (g, cards, FALSE);
}
