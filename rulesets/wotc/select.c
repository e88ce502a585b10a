/* Which cards a selector picks: "each own sub:Clone", "choose enemy
 * untapped character", "attacker"... */
#include "wotc-steps.h"

#include <string.h>

/* the attack in progress, if any: its frame */
WotcAttackFrame *
wotc_current_attack (HcGame *g)
{
  for (gint i = g->n_frames - 1; i >= 0; i--)
    if (g->frame[i].kind == ST_ATTACK)
      return WOTC_ATTACK (&g->frame[i]);
  return NULL;
}

/* The unit the damage pending on `unit` comes from: the source of the
 * ability carried out now (when it is a unit), else the attacker of the
 * attack in progress, or, when the attacker itself is damaged as its
 * attack ends, the unit retaliating (or the attacker, damaging itself);
 * HC_NONE when no unit does it (a Battle card's damage). */
gint
wotc_damage_origin (HcGame *g, gint unit)
{
  for (gint i = g->n_frames - 1; i >= 0; i--)
    {
      const HcFrame *f = &g->frame[i];
      if (f->kind == ST_EFFECT)
        {
          gint src = WOTC_EFFECT (f)->src;
          return src >= 0 && Z_IS_ARENA (g->card[src].zone) ? src : HC_NONE;
        }
      if (f->kind == ST_ATTACK)
        {
          const WotcAttackFrame *a = WOTC_ATTACK (f);
          return unit == a->attacker ? a->retal_src : a->attacker;
        }
    }
  return HC_NONE;
}

/* Does the subtype line, from the word at w on, read phrase p..pe (words
 * joined by "_"), case aside? */
static gboolean
phrase_at (const char *w, const char *p, const char *pe)
{
  while (p < pe)
    {
      const char *p_end = memchr (p, '_', (gsize)(pe - p));
      if (!p_end)
        p_end = pe;
      const char *w_end = strchr (w, ' ');
      if (!w_end)
        w_end = w + strlen (w);
      gsize len = (gsize)(p_end - p);
      if ((gsize)(w_end - w) != len || g_ascii_strncasecmp (w, p, len) != 0)
        return FALSE;
      p = p_end < pe ? p_end + 1 : pe;
      if (p < pe)
        {
          if (!*w_end)
            return FALSE;
          w = w_end + 1;
        }
    }
  return TRUE;
}

/* Does a subtype line contain one of the phrases of spec ("Droid",
 * "Bounty_Hunter", "Droid/Speeder/Starfighter") as whole words?  Asked in
 * every selection, so it reads the strings in place. */
gboolean
wotc_subtype_has (const char *subtype, gint16 spec)
{
  if (spec < 0)
    return TRUE;
  if (!subtype)
    return FALSE;
  const char *alt = wotc_subtype_word (spec);
  while (*alt)
    {
      const char *alt_end = strchr (alt, '/');
      if (!alt_end)
        alt_end = alt + strlen (alt);
      for (const char *w = subtype;;)
        {
          if (phrase_at (w, alt, alt_end))
            return TRUE;
          const char *sp = strchr (w, ' ');
          if (!sp)
            break;
          w = sp + 1;
        }
      alt = *alt_end ? alt_end + 1 : alt_end;
    }
  return FALSE;
}

/* "name:Luke_Skywalker/Princess_Leia": any of the titles */
static gboolean
title_is (const HcCardDef *d, gint16 spec)
{
  if (spec < 0)
    return TRUE;
  g_autofree char *want = g_strdup (wotc_subtype_word (spec));
  g_strdelimit (want, "_", ' ');
  g_auto (GStrv) alts = g_strsplit (want, "/", -1);
  for (gint i = 0; alts[i]; i++)
    if (g_ascii_strcasecmp (d->title, alts[i]) == 0)
      return TRUE;
  return FALSE;
}

/* A card's subtype line plus what effects made it (Hope of Another). */
gboolean
wotc_card_has_subtype (const HcGame *g, gint c, gint16 spec)
{
  if (spec < 0)
    return TRUE;
  if (wotc_subtype_has (hc_card_def (g, c)->subtype, spec))
    return TRUE;
  /* "Treat Aurra as a Dark Jedi": wherever the card is */
  if (wotc_subtype_has (wotc_abilities (g, c)->also_subtype, spec))
    return TRUE;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_SUBTYPE && g->effect[i].target == c
        && wotc_subtype_has (wotc_subtype_word ((gint16)g->effect[i].arg),
                             spec))
      return TRUE;
  return FALSE;
}

/* "self" of an ability: its card, or, for a Pilot on a unit (whose own
 * abilities are off while it pilots), the unit it pilots: its gifts speak
 * of that unit */
static inline gboolean
is_self (const HcGame *g, const WotcCtx *x, gint c)
{
  return c == x->source
         || (x->source >= 0 && g->card[x->source].attached_to == c
             && c != HC_NONE);
}

/* The filters that do not depend on where the card is: kind, subtype, name,
 * and whose it is.  For a card outside the arenas, an arena filter means
 * its type (a Space unit card in hand "is" a Space card). */
gboolean
wotc_filter_matches (HcGame *g, const WotcSel *s, const WotcCtx *x, gint c)
{
  const HcCard *card = &g->card[c];
  const HcCardDef *d = hc_card_def (g, c);
  if (s->who == WHO_SELF && !is_self (g, x, c))
    return FALSE;
  if (s->who == WHO_OWN && card->controller != x->player)
    return FALSE;
  if (s->who == WHO_ENEMY && card->controller == x->player)
    return FALSE;
  if (s->other && is_self (g, x, c))
    return FALSE;
  if ((s->flags & SEL_NOT_IT) && c == x->it)
    return FALSE;
  if (s->cardtypes && !(s->cardtypes & (1u << d->type)))
    return FALSE;
  if ((s->flags & SEL_UNIQUE) && !d->unique)
    return FALSE;
  if ((s->flags & SEL_NEUTRAL) && d->side >= 0)
    return FALSE;
  if (s->side_of && d->side != s->side_of - 1)
    return FALSE;
  gint arena
      = Z_IS_ARENA (card->zone) ? card->zone : wotc_arena_of_type (d->type);
  if (s->arenas || (s->flags & SEL_CHOSEN_ARENA))
    {
      if (arena < 0)
        return FALSE;
      if (s->arenas && !(s->arenas & (1 << (arena - Z_SPACE))))
        return FALSE;
      if ((s->flags & SEL_CHOSEN_ARENA) && x->arena != arena)
        return FALSE;
    }
  if (!wotc_card_has_subtype (g, c, s->subtype) || !title_is (d, s->name))
    return FALSE;
  if (s->not_subtype >= 0 && wotc_card_has_subtype (g, c, s->not_subtype))
    return FALSE;
  if (s->title_of_it
      && (x->it < 0 || x->it >= g->n_cards
          || g_strcmp0 (hc_card_def (g, x->it)->title, d->title) != 0))
    return FALSE;
  if (s->flags & SEL_SAME_TITLE)
    {
      gboolean found = FALSE;
      for (gint i = 0; i < g->n_cards && !found; i++)
        found = i != c && Z_IS_ARENA (g->card[i].zone)
                && g->card[i].under == HC_NONE
                && g->card[i].attached_to == HC_NONE
                && g->card[i].controller == x->player
                && g_strcmp0 (hc_card_def (g, i)->title, d->title) == 0;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Does card c match selector s for an ability of x->source? */
gboolean
wotc_sel_matches (HcGame *g, const WotcSel *s, const WotcCtx *x, gint c)
{
  const HcCard *card = &g->card[c];
  if (s->flags & SEL_IN_HAND)
    return card->zone == Z_HAND && card->zone_player == x->player
           && wotc_filter_matches (g, s, x, c);
  /* cards in a build zone: completed units, or (partially-built) the
   * cards being built, whatever their kind; one test on the way to the
   * units in the arenas, which most selectors want */
  if ((s->flags & (SEL_BUILD_ZONE | SEL_PARTIAL))
      || (s->or_build_zone && card->zone == Z_BUILD))
    return card->zone == Z_BUILD && card->under == HC_NONE
           && card->attached_to == HC_NONE
           && ((s->flags & SEL_PARTIAL)
                   ? (card->flags & HC_CARD_PARTIAL) != 0
                   : !(card->flags & HC_CARD_PARTIAL)
                         && wotc_is_unit_type (wotc_card_type (g, c)))
           && (s->who != WHO_IT || c == x->it)
           && wotc_filter_matches (g, s, x, c);
  /* units only: not the cards stacked under one, nor its Pilot or
   * Equipment */
  if (!Z_IS_ARENA (card->zone) || card->under != HC_NONE
      || card->attached_to != HC_NONE)
    return FALSE;
  WotcAttackFrame *atk;
  switch (s->who)
    {
    case WHO_SELF:
      if (!is_self (g, x, c))
        return FALSE;
      break;
    case WHO_IT:
      /* "it" is whatever was chosen: no other filter applies */
      return c == x->it;
    case WHO_ATTACKER:
      atk = wotc_current_attack (g);
      return atk && atk->attacker == c;
    case WHO_DEFENDER:
      atk = wotc_current_attack (g);
      return atk && atk->defender == c;
    default:
      break;
    }
  if (s->tapped == 1 && !(card->flags & HC_CARD_TAPPED))
    return FALSE;
  if (s->tapped == 2 && (card->flags & HC_CARD_TAPPED))
    return FALSE;
  if (s->pending && card->counter[C_PENDING] <= 0)
    return FALSE;
  if ((s->flags & SEL_DAMAGED) && card->counter[C_DAMAGE] <= 0)
    return FALSE;
  if ((s->flags & SEL_ATTACKING)
      && (!(atk = wotc_current_attack (g)) || atk->attacker != c))
    return FALSE;
  if ((s->flags & SEL_DEFENDING)
      && (!(atk = wotc_current_attack (g)) || atk->defender != c))
    return FALSE;
  /* Bombard is how a Space unit attacks a Ground unit */
  if (s->bombarding
      && (!(atk = wotc_current_attack (g)) || atk->attacker != c
          || card->zone != Z_SPACE || atk->defender < 0
          || g->card[atk->defender].zone != Z_GROUND))
    return FALSE;
  /* before "it" is chosen (is the play possible at all?) any arena */
  if (s->it_arena && x->it >= 0 && x->it < g->n_cards
      && g->card[x->it].zone != card->zone)
    return FALSE;
  if (s->attacking_this
      && (!(atk = wotc_current_attack (g)) || atk->attacker != c
          || atk->defender != x->source))
    return FALSE;
  if (s->stacked && wotc_stack_size (g, c) < 2)
    return FALSE;
  if (s->flags & SEL_PILOTED)
    {
      gboolean piloted = FALSE;
      for (gint i = 0; i < g->n_cards && !piloted; i++)
        piloted = g->card[i].attached_to == c
                  && wotc_abilities (g, i)->attach == ATTACH_PILOT;
      if (!piloted)
        return FALSE;
    }
  if ((s->flags & SEL_LAST_MISSED)
      && (g->global[G_LAST_ATTACKER] != c || g->global[G_LAST_HITS] != 0))
    return FALSE;
  /* printed power with stacking and lasting effects; lasting abilities are
   * left out so a selector inside one cannot loop through another */
  if (s->power_max >= 0
      && hc_modified_value (g, S_POWER, c,
                            hc_card_def (g, c)->stat[S_POWER]
                                + wotc_stack_size (g, c) - 1)
             > s->power_max)
    return FALSE;
  if (s->has_kw && wotc_keyword (g, c, s->has_kw - 1) <= 0)
    return FALSE;
  if (s->marked)
    {
      gboolean found = FALSE;
      for (gint i = 0; i < g->n_effects && !found; i++)
        found = g->effect[i].kind == EFF_MARK && g->effect[i].target == c
                && g->effect[i].source == x->source;
      if (!found)
        return FALSE;
    }
  if (s->power_ge
      && hc_modified_value (g, S_POWER, c,
                            hc_card_def (g, c)->stat[S_POWER]
                                + wotc_stack_size (g, c) - 1)
             < s->power_ge - 1)
    return FALSE;
  /* total health: printed, with stacking and lasting effects, as power */
  if (s->health_le
      && hc_modified_value (g, S_HEALTH, c,
                            hc_card_def (g, c)->stat[S_HEALTH]
                                + wotc_stack_size (g, c) - 1)
             >= s->health_le)
    return FALSE;
  if (s->flags & SEL_ATTACKER_ARENA)
    {
      atk = wotc_current_attack (g);
      if (!atk || g->card[atk->attacker].zone != card->zone)
        return FALSE;
    }
  return wotc_filter_matches (g, s, x, c);
}

gint
wotc_sel_count (HcGame *g, const WotcSel *s, const WotcCtx *x)
{
  gint n = 0;
  for (gint c = 0; c < g->n_cards; c++)
    n += wotc_sel_matches (g, s, x, c);
  return n;
}

/* Conditions of lasting abilities ("as long as ..."). */
/* "you have more units in the Space arena than your opponent" (Air
 * Cover, URoRRuR'R'R) */
/* the units of player in the arena: a Pilot or Equipment on a unit is in
 * its zone but is no unit of its own */
static gint
units_in (const HcGame *g, gint player, gint arena)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, arena, list, HC_MAX_CARDS), units = 0;
  for (gint i = 0; i < n; i++)
    if (g->card[list[i]].attached_to == HC_NONE)
      units++;
  return units;
}

gboolean
wotc_more_units (const HcGame *g, gint player, gint arena)
{
  return units_in (g, player, arena) > units_in (g, 1 - player, arena);
}
gboolean
wotc_condition_holds (HcGame *g, const WotcClause *c, gint source)
{
  gint where = wotc_card_arena (g, source);
  if (c->cond_self_in
      && (where < 0 || !(c->cond_self_in & (1u << (where - Z_SPACE)))))
    return FALSE;
  WotcCtx x = { .source = source,
                .player = g->card[source].controller,
                .it = HC_NONE,
                .arena = -1 };
  switch (c->cond_kind)
    {
    case COND_ATTACKING:
      {
        /* a Pilot's gift speaks of the unit it pilots ("piloting static if
         * attacking ...": Luke Skywalker (D)) */
        gint unit = c->piloting && g->card[source].attached_to != HC_NONE
                        ? g->card[source].attached_to
                        : source;
        WotcAttackFrame *atk = wotc_current_attack (g);
        return atk && atk->attacker == unit
               && wotc_sel_matches (g, &c->cond_sel, &x, atk->defender);
      }
    case COND_COUNT:
      return wotc_sel_count (g, &c->cond_sel, &x) >= c->cond_n;
    case COND_NO:
      return wotc_sel_count (g, &c->cond_sel, &x) == 0;
    case COND_MORE:
      return wotc_more_units (g, x.player, Z_SPACE + c->cond_arena);
    case COND_MODE:
      {
        gint form = 1;
        for (gint i = 0; i < g->n_effects; i++)
          if (g->effect[i].kind == EFF_MODE && g->effect[i].target == source)
            form = g->effect[i].value;
        return form == c->cond_n;
      }
    case COND_GAP:
      {
        /* "your opponent doesn't have at least one unit in each arena" */
        gint who = c->cond_sel.who == WHO_ENEMY ? 1 - x.player : x.player;
        for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
          if (units_in (g, who, a) == 0)
            return TRUE;
        return FALSE;
      }
    case COND_SUBJECT:
    case COND_DAMAGE_FROM:
      return TRUE; /* checked with the subject as the event fires */
    default:
      return TRUE;
    }
}
