/* A 64-bit digest of the game value.  Fields are fed one integer at a time
 * in a fixed order, so the result does not depend on struct padding or the
 * machine's byte order.  Only live elements count (n_cards, n_frames, ...),
 * and the log only through its length. */
#include "hc-ruleset.h"

typedef struct
{
  guint64 h;
} Hasher;

static inline void
mix (Hasher *s, guint32 v)
{
  /* FNV-1a over 32-bit words, then a final avalanche in hc_game_hash */
  s->h ^= v;
  s->h *= 0x100000001b3ULL;
}

static inline void
mix64 (Hasher *s, guint64 v)
{
  mix (s, (guint32) v);
  mix (s, (guint32) (v >> 32));
}

guint64
hc_game_hash (const HcGame *g)
{
  Hasher s = { 0xcbf29ce484222325ULL };
  mix (&s, g->version);
  mix (&s, (guint32) g->edition);
  mix (&s, (guint32) g->n_cards);
  mix (&s, (guint32) g->winner);
  mix (&s, g->over);
  mix (&s, g->win_reason);
  mix (&s, g->answer >= 0 ? (guint32) g->answer : 0xffffffffu);
  mix (&s, (guint32) g->ret);
  mix (&s, g->n_choices);
  mix (&s, g->log_len);
  for (gint i = 0; i < HC_MAX_SWITCHES; i++)
    mix (&s, (guint32) g->sw[i]);
  for (gint i = 0; i < HC_MAX_GLOBALS; i++)
    mix (&s, (guint32) g->global[i]);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (gint i = 0; i < HC_MAX_RES; i++)
      mix (&s, (guint32) g->res[p][i]);
  mix64 (&s, g->rng.state);
  mix64 (&s, g->rng.inc);
  mix (&s, g->n_forced);
  for (gint i = 0; i < g->n_forced; i++)
    mix (&s, g->forced[(g->forced_head + i) % HC_MAX_FORCED]);
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      mix (&s, (guint32) (guint16) c->def | (guint32) c->owner << 16
                   | (guint32) c->controller << 24);
      mix (&s, (guint32) c->zone | (guint32) c->zone_player << 8
                   | (guint32) c->flags << 16);
      mix (&s, (guint32) (guint16) c->pos
                   | (guint32) (guint16) c->attached_to << 16);
      mix (&s, (guint32) (guint16) c->under);
      for (gint k = 0; k < HC_MAX_COUNTERS; k++)
        mix (&s, (guint32) (guint16) c->counter[k]);
    }
  mix (&s, g->n_frames);
  for (gint i = 0; i < g->n_frames; i++)
    {
      const HcFrame *f = &g->frame[i];
      mix (&s, (guint32) f->kind | (guint32) f->pc << 16);
      for (gint k = 0; k < HC_FRAME_ARGS; k++)
        mix (&s, (guint32) f->arg[k]);
    }
  mix (&s, g->n_effects);
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      mix (&s, (guint32) e->kind | (guint32) e->duration << 16
                   | (guint32) e->controller << 24);
      mix (&s, (guint32) (guint16) e->source
                   | (guint32) (guint16) e->target << 16);
      mix (&s, (guint32) e->value);
      mix (&s, (guint32) e->arg);
    }
  mix (&s, g->n_triggers);
  mix (&s, (guint32) g->trigger_seq);
  for (gint i = 0; i < g->n_triggers; i++)
    {
      const HcTrigger *t = &g->trigger[i];
      mix (&s, (guint32) t->ability | (guint32) t->player << 16
                   | (guint32) t->flags << 24);
      mix (&s, (guint32) (guint16) t->source | (guint32) (guint16) t->seq << 16);
      for (gint k = 0; k < 3; k++)
        mix (&s, (guint32) t->arg[k]);
    }
  /* the options count even when no decision is pending: between a choice
   * and the next advance the asking frame still reads the chosen one */
  const HcDecision *d = &g->decision;
  mix (&s, (guint32) d->player);
  mix (&s, (guint32) d->kind | (guint32) d->prompt << 16);
  for (gint k = 0; k < 3; k++)
    mix (&s, (guint32) d->prompt_arg[k]);
  mix (&s, (guint32) d->n_options);
  for (gint i = 0; i < d->n_options; i++)
    {
      const HcOption *o = &d->option[i];
      mix (&s, o->id);
      mix (&s, (guint32) o->kind | (guint32) (guint16) o->a << 16);
      mix (&s, (guint32) (guint16) o->b | (guint32) (guint16) o->c << 16);
    }
  /* splitmix64 finaliser */
  guint64 z = s.h;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
