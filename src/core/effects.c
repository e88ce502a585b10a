#include "hc-ruleset.h"

#include <string.h>

HcEffect *
hc_effect_add (HcGame *g, guint16 kind, HcDuration duration, gint controller,
               gint source, gint target, gint32 value)
{
  if (g->n_effects >= HC_MAX_EFFECTS)
    {
      hc_game_overflow (g, HC_CAP_EFFECTS);
      return NULL;
    }
  HcEffect *e = &g->effect[g->n_effects++];
  memset (e, 0, sizeof *e);
  e->kind = kind;
  e->duration = (guint8)duration;
  e->controller = (guint8)controller;
  e->source = (gint16)source;
  e->target = (gint16)target;
  e->value = value;
  return e;
}

static void
effect_remove (HcGame *g, gint i)
{
  memmove (&g->effect[i], &g->effect[i + 1],
           (gsize)(g->n_effects - i - 1) * sizeof (HcEffect));
  g->n_effects--;
}

/* Durations nest: the end of a turn also ends every shorter duration,
 * of the effects and of the limits' markers. */
void
hc_effects_expire (HcGame *g, HcDuration duration)
{
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].duration <= duration
        && g->effect[i].duration != HC_DUR_WHILE_IN_PLAY)
      effect_remove (g, i);
  if (g->n_markers == 0) /* the usual case, and this runs at every step */
    return;
  gint k = 0;
  for (gint i = 0; i < g->n_markers; i++)
    if (g->marker[i].period > duration
        || g->marker[i].period == HC_DUR_WHILE_IN_PLAY)
      g->marker[k++] = g->marker[i];
  g->n_markers = (guint8)k;
}

void
hc_effects_drop_source (HcGame *g, gint source)
{
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].duration == HC_DUR_WHILE_IN_PLAY
        && g->effect[i].source == source)
      effect_remove (g, i);
}

void
hc_effects_drop_kind (HcGame *g, guint16 kind)
{
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].kind == kind)
      effect_remove (g, i);
}

/* Derived values are computed from the base each time they are read, so a
 * changed modifier is always reflected at once.  Additions first, then
 * doubling (kind | 0x8000 marks a multiplier), never below zero. */
gint32
hc_modified_value (const HcGame *g, guint16 kind, gint target, gint32 base)
{
  gint64 v = base;
  gint32 factor = 1;
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->target != target)
        continue;
      if (e->kind == kind)
        v += e->value;
      else if (e->kind == (kind | 0x8000))
        factor *= e->value;
    }
  v *= factor;
  if (v < 0)
    v = 0;
  if (v > G_MAXINT32)
    v = G_MAXINT32;
  return (gint32)v;
}

HcTrigger *
hc_trigger_add (HcGame *g, guint16 ability, gint player, gint source)
{
  if (g->n_triggers >= HC_MAX_TRIGGERS)
    {
      hc_game_overflow (g, HC_CAP_TRIGGERS);
      return NULL;
    }
  HcTrigger *t = &g->trigger[g->n_triggers++];
  memset (t, 0, sizeof *t);
  t->ability = ability;
  t->player = (guint8)player;
  t->source = (gint16)source;
  t->seq = g->trigger_seq++;
  return t;
}

void
hc_trigger_remove (HcGame *g, gint i)
{
  memmove (&g->trigger[i], &g->trigger[i + 1],
           (gsize)(g->n_triggers - i - 1) * sizeof (HcTrigger));
  g->n_triggers--;
}

/* Only triggers whose flags equal `flags` take part: a ruleset keeps
 * abilities for special chances (wotc's reroll and prevention pools) apart
 * with them. */
gint
hc_trigger_candidates (const HcGame *g, HcTriggerOrder order, gint first,
                       guint8 flags, gint *chooser, gint16 *out)
{
  gint n = 0;
  gint who = first;
  if (order == HC_ORDER_PLAYER_FIRST)
    {
      who = 1 - first;
      for (gint i = 0; i < g->n_triggers; i++)
        if (g->trigger[i].flags == flags && g->trigger[i].player == first)
          {
            who = first;
            break;
          }
    }
  for (gint i = 0; i < g->n_triggers; i++)
    {
      const HcTrigger *t = &g->trigger[i];
      if (t->flags != flags)
        continue;
      if (order == HC_ORDER_PLAYER_FIRST && t->player != who)
        continue;
      if (order == HC_ORDER_RECORDED)
        who = t->player;
      out[n++] = (gint16)i;
      if (order == HC_ORDER_RECORDED)
        break;
    }
  if (chooser)
    *chooser = n ? who : HC_NONE;
  return n;
}

gint
hc_limit_uses (const HcGame *g, guint16 kind, gint target, gint32 arg)
{
  gint n = 0;
  for (gint i = 0; i < g->n_markers; i++)
    n += g->marker[i].kind == kind && g->marker[i].target == target
         && g->marker[i].arg == arg;
  return n;
}

void
hc_limit_use (HcGame *g, guint16 kind, HcDuration period, gint controller,
              gint target, gint32 arg)
{
  if (g->n_markers >= HC_MAX_MARKERS)
    {
      hc_game_overflow (g, HC_CAP_MARKERS);
      return;
    }
  HcMarker *m = &g->marker[g->n_markers++];
  m->kind = kind;
  m->period = (guint8)period;
  m->controller = (guint8)controller;
  m->target = (gint16)target;
  m->pad = 0;
  m->arg = arg;
}
