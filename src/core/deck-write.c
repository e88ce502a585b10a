/* Writing decks back in the formats players use: a plain list, LackeyCCG
 * .dek and OCTGN .o8d.  Cards the file held that are not in the card data
 * (fan-made ones) go back as they came. */
#include "hc-deck.h"
#include "hc-game.h"

#include <string.h>

/* the OCTGN game id of Star Wars: The Card Game, as .o8d files carry it */
#define OCTGN_GAME "d5cf89e5-1984-4873-8ae0-f06eea411bb3"

/* Distinct cards in first-seen order with their counts, a count at most
 * what one line or qty= may say (HC_DECK_MAX_COUNT): more copies, as a
 * list with the card on several lines may hold, take further entries. */
static GArray *
counted (const GArray *ids)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (gint) * 2);
  for (guint i = 0; i < ids->len; i++)
    {
      gint id = g_array_index (ids, gint16, i), j = 0;
      for (; j < (gint)out->len; j++)
        if (((gint *)out->data)[2 * j] == id
            && ((gint *)out->data)[2 * j + 1] < HC_DECK_MAX_COUNT)
          break;
      if (j == (gint)out->len)
        {
          gint pair[2] = { id, 0 };
          g_array_append_vals (out, pair, 1);
        }
      ((gint *)out->data)[2 * j + 1]++;
    }
  return out;
}

static void
write_text (const HcDeck *deck, const HcCardDb *db, GString *out)
{
  g_autoptr (GArray) c = counted (deck->cards);
  for (guint i = 0; i < c->len; i++)
    {
      const gint *pair = (const gint *)c->data + 2 * i;
      g_string_append_printf (out, "%d %s\n", pair[1],
                              hc_card_db_get (db, pair[0])->name);
    }
  /* a list names cards of the card data only */
  for (guint i = 0; i < deck->other->len; i++)
    {
      const HcDeckOther *o = deck->other->pdata[i];
      g_string_append_printf (out, "# not in the card data (%sset %s): %d %s\n",
                              o->fan ? "fan-made, " : "", o->set ? o->set : "?",
                              o->count, o->name);
    }
}

/* Lackey names a card by an id made of its name ("Darth_Vader_A"); its
 * plugin matches cards by the displayed name, which is ours. */
static char *
lackey_id (const char *name)
{
  GString *s = g_string_new (NULL);
  for (const char *p = name; *p; p++)
    if (g_ascii_isalnum (*p) || *p == '-')
      g_string_append_c (s, *p);
    else if ((*p == ' ' || *p == '\'') && s->len && s->str[s->len - 1] != '_')
      g_string_append_c (s, '_');
  while (s->len && s->str[s->len - 1] == '_')
    g_string_truncate (s, s->len - 1);
  return g_string_free (s, FALSE);
}

static void
dek_card (GString *out, const char *id, const char *name, const char *set)
{
  g_autofree char *n = g_markup_escape_text (name, -1);
  g_autofree char *i = g_markup_escape_text (id, -1);
  g_autofree char *s = g_markup_escape_text (set ? set : "", -1);
  g_string_append_printf (out,
                          "\t\t<card><name id=\"%s\">%s</name><set>%s</set>"
                          "</card>\n",
                          i, n, s);
}

static void
write_dek (const HcDeck *deck, const HcCardDb *db, GString *out)
{
  g_string_append (out, "<deck version=\"0.8\">\n\t<meta>\n\t\t<game>starwars"
                        "</game>\n\t</meta>\n\t<superzone name=\"Deck\">\n");
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const HcCardDef *d
          = hc_card_db_get (db, g_array_index (deck->cards, gint16, i));
      g_autofree char *id = lackey_id (d->name);
      dek_card (out, id, d->name, d->set);
    }
  for (guint i = 0; i < deck->other->len; i++)
    {
      const HcDeckOther *o = deck->other->pdata[i];
      g_autofree char *id = o->ext_id ? NULL : lackey_id (o->name);
      for (gint k = 0; k < o->count; k++)
        dek_card (out, o->ext_id ? o->ext_id : id, o->name, o->set);
    }
  g_string_append (out, "\t</superzone>\n</deck>\n");
}

/* XML text as OCTGN writes it: only what must be escaped is */
static char *
o8d_escape (const char *s)
{
  GString *e = g_string_new (NULL);
  for (; *s; s++)
    switch (*s)
      {
      case '&':
        g_string_append (e, "&amp;");
        break;
      case '<':
        g_string_append (e, "&lt;");
        break;
      case '>':
        g_string_append (e, "&gt;");
        break;
      default:
        g_string_append_c (e, *s);
      }
  return g_string_free (e, FALSE);
}

static void
o8d_card (GString *out, gint qty, const HcOctgnCard *c)
{
  g_autofree char *n = o8d_escape (c->name);
  g_string_append_printf (out, "    <card qty=\"%d\" id=\"%s\">%s</card>\n",
                          qty, c->id, n);
}

/* Whether the .o8d file the deck was read from listed exactly these
 * command cards (each with the same total qty), so its own order can be
 * written back. */
static gboolean
same_command_cards (const HcDeck *deck, GHashTable *want)
{
  if (!deck->command)
    return FALSE;
  g_autoptr (GHashTable) got = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < deck->command->len; i++)
    {
      const HcDeckCommand *l = &g_array_index (deck->command, HcDeckCommand, i);
      gint n = GPOINTER_TO_INT (g_hash_table_lookup (got, l->card));
      g_hash_table_insert (got, (gpointer)l->card,
                           GINT_TO_POINTER (n + l->qty));
    }
  if (g_hash_table_size (got) != g_hash_table_size (want))
    return FALSE;
  GHashTableIter it;
  gpointer card, qty;
  g_hash_table_iter_init (&it, want);
  while (g_hash_table_iter_next (&it, &card, &qty))
    if (g_hash_table_lookup (got, card) != qty)
      return FALSE;
  return TRUE;
}

static gboolean
write_o8d (const HcDeck *deck, const HcCardDb *db, GString *out, GError **error)
{
  g_autoptr (GArray) c = counted (deck->cards);
  g_autoptr (GArray) sets = g_array_new (FALSE, FALSE, sizeof (gint) * 2);
  const HcOctgnCard *aff = NULL;
  gint aff_qty = 0;
  for (guint i = 0; i < c->len; i++)
    {
      const gint *pair = (const gint *)c->data + 2 * i;
      const HcCardDef *d = hc_card_db_get (db, pair[0]);
      gint set = hc_deck_objective_set (db, pair[0]);
      if (set)
        {
          gint s[2] = { set, pair[1] };
          g_array_append_vals (sets, s, 1);
          continue;
        }
      const HcOctgnCard *a = hc_octgn_affiliation (d->name, error);
      if (!a || aff)
        {
          if (error && !*error)
            g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                         "%s: %s is %s: an .o8d deck holds one affiliation "
                         "and objective sets",
                         deck->name, d->name,
                         a ? "a second affiliation"
                           : "neither an affiliation nor an objective");
          return FALSE;
        }
      aff = a;
      /* a deck of two affiliations is illegal, but written as it is */
      aff_qty = pair[1];
    }
  if (deck->other->len)
    {
      const HcDeckOther *o = deck->other->pdata[0];
      return hc_fail (error,
                      "%s: %s is not in the card data, so it has no place in "
                      "an .o8d deck",
                      deck->name, o->name);
    }
  g_string_append (out,
                   "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\" "
                   "standalone=\"yes\"?>\n<deck game=\"" OCTGN_GAME "\">\n");
  g_string_append (out, "  <section name=\"Affiliation\">\n");
  if (aff)
    o8d_card (out, aff_qty, aff);
  g_string_append (out, "  </section>\n  <section name=\"Command Deck\">\n");
  /* set by set, as OCTGN's deck editor groups them, unless the deck came
   * from an .o8d of the same cards: then in that file's order */
  g_autoptr (GString) by_set = g_string_new (NULL);
  g_autoptr (GHashTable) want = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < sets->len; i++)
    for (gint pos = 2; pos <= 6; pos++)
      {
        const gint *s = (const gint *)sets->data + 2 * i;
        const HcOctgnCard *card = hc_octgn_at (s[0], pos, error);
        if (!card)
          return error && *error ? FALSE
                                 : hc_fail (error,
                                            "objective set %d has no card at "
                                            "position %d in the OCTGN id table",
                                            s[0], pos);
        o8d_card (by_set, s[1], card);
        gint n = GPOINTER_TO_INT (g_hash_table_lookup (want, card));
        g_hash_table_insert (want, (gpointer)card, GINT_TO_POINTER (n + s[1]));
      }
  if (same_command_cards (deck, want))
    for (guint i = 0; i < deck->command->len; i++)
      {
        const HcDeckCommand *l
            = &g_array_index (deck->command, HcDeckCommand, i);
        o8d_card (out, l->qty, l->card);
      }
  else
    g_string_append (out, by_set->str);
  g_string_append (out, "  </section>\n  <section name=\"Objective Deck\">\n");
  for (guint i = 0; i < sets->len; i++)
    {
      const gint *s = (const gint *)sets->data + 2 * i;
      const HcOctgnCard *card = hc_octgn_at (s[0], 1, error);
      if (!card)
        return error && *error ? FALSE
                               : hc_fail (error,
                                          "objective set %d is not in the "
                                          "OCTGN id table",
                                          s[0]);
      o8d_card (out, s[1], card);
    }
  /* no newline at the end, as OCTGN writes it */
  g_string_append (out, "  </section>\n</deck>");
  return TRUE;
}

gboolean
hc_deck_write (const HcDeck *deck, const HcCardDb *db, HcDeckFormat format,
               GString *out, GError **error)
{
  switch (format)
    {
    case HC_DECK_DEK:
      write_dek (deck, db, out);
      return TRUE;
    case HC_DECK_O8D:
      return write_o8d (deck, db, out, error);
    case HC_DECK_TEXT:
    default:
      write_text (deck, db, out);
      return TRUE;
    }
}
