/* The first-play trait table: "the first Capital Ship unit you play each
 * turn" needs, per player and turn, whether a card with that trait was
 * already played as that type, whoever's ability asks and whether it was
 * in play then. A trait's GQuark depends on the order the process met its
 * name, so game state keeps no quarks: the (trait, type) pairs that such
 * clauses name across the pool get slots numbered in order of the trait's
 * name, the same in every process that loads the same cards, and each card
 * notes the slots it fills (R_FIRST_TRAIT records them as it is played). */
#include "lcg-cards.h"

#include <string.h>

/* a slot is a bit of a non-negative gint32 resource */
#define MAX_SLOTS 31

typedef struct
{
  GQuark trait;
  gint type;
} Slot;

static gint
slot_order (gconstpointer a, gconstpointer b)
{
  const Slot *x = a, *y = b;
  gint by_name
      = strcmp (g_quark_to_string (x->trait), g_quark_to_string (y->trait));
  return by_name ? by_name : x->type - y->type;
}

static gint
slot_of (const GArray *slots, GQuark trait, gint type)
{
  for (guint i = 0; i < slots->len; i++)
    {
      const Slot *s = &g_array_index (slots, Slot, i);
      if (s->trait == trait && s->type == type)
        return (gint)i;
    }
  return -1;
}

static gboolean
card_has_trait (const LcgCard *c, GQuark trait)
{
  for (gint i = 0; i < LCG_MAX_TRAITS && c->trait[i]; i++)
    if (c->trait[i] == trait)
      return TRUE;
  return FALSE;
}

gboolean
lcg_link_first_traits (HcCardDb *db, GError **error)
{
  g_autoptr (GArray) slots = g_array_new (FALSE, FALSE, sizeof (Slot));
  for (guint i = 0; i < db->cards->len; i++)
    {
      const LcgCard *c = ((HcCardDef *)db->cards->pdata[i])->compiled;
      for (gint k = 0; k < c->n_statics; k++)
        {
          const LcgStatic *st = &c->statics[k];
          if (st->who != LW_YOUR_FIRST || !st->trait
              || slot_of (slots, st->trait, st->type) >= 0)
            continue;
          if (slots->len == MAX_SLOTS)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                           "%s: %s names a first-played trait beyond the "
                           "%d the per-turn record holds",
                           ((HcCardDef *)db->cards->pdata[i])->source,
                           ((HcCardDef *)db->cards->pdata[i])->name, MAX_SLOTS);
              return FALSE;
            }
          Slot s = { .trait = st->trait, .type = st->type };
          g_array_append_val (slots, s);
        }
    }
  g_array_sort (slots, slot_order);
  for (guint i = 0; i < db->cards->len; i++)
    {
      LcgCard *c = ((HcCardDef *)db->cards->pdata[i])->compiled;
      for (gint k = 0; k < c->n_statics; k++)
        {
          LcgStatic *st = &c->statics[k];
          if (st->who == LW_YOUR_FIRST && st->trait)
            st->slot = (guint8)slot_of (slots, st->trait, st->type);
        }
      memset (c->first_slots, 0, sizeof c->first_slots);
      for (guint s = 0; s < slots->len; s++)
        {
          const Slot *slot = &g_array_index (slots, Slot, s);
          if (card_has_trait (c, slot->trait))
            c->first_slots[slot->type - T_UNIT] |= 1u << s;
        }
    }
  return TRUE;
}
