/* The XML deck formats, with GLib's GMarkupParser: LackeyCCG .dek (one
 * <card> per copy, <name id> and <set>) and OCTGN .o8d (<section>s of
 * <card qty id>, the LCG's affiliation, command deck and objectives). */
#include "hc-deck.h"
#include "hc-game.h"

#include <string.h>

#define MAX_ELEMENTS 4000
#define MAX_TEXT 256

typedef struct
{
  HcDeck *deck;
  const HcCardDb *db;
  GMarkupParseContext *ctx;
  gint depth, elements;
  gboolean in_deck_zone; /* .dek: inside <superzone name="Deck"> */
  char *section;         /* .o8d: the section being read */
  GString *text;         /* text of the innermost element */
  char *card_id, *card_name, *card_set;
  gint card_qty, card_line;
  GHashTable *command; /* .o8d: objective set -> command cards seen */
  GHashTable *sets;    /* .o8d: objective set -> copies of its objective */
  gint objectives_line;
} Reader;

static gint
cur_line (Reader *r)
{
  gint line = 0, col = 0;
  g_markup_parse_context_get_position (r->ctx, &line, &col);
  return line;
}

static gboolean fail (Reader *r, GError **error, const char *fmt, ...)
    G_GNUC_PRINTF (3, 4);

static gboolean
fail (Reader *r, GError **error, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s:%d: %s", r->deck->name,
               cur_line (r), msg);
  return FALSE;
}

static const char *
attr (const char **names, const char **values, const char *want)
{
  for (gint i = 0; names[i]; i++)
    if (strcmp (names[i], want) == 0)
      return values[i];
  return NULL;
}

/* where each element may appear: its parent's name */
static const char *const dek_parents[][2] = {
  { "deck", NULL },        { "meta", "deck" },      { "game", "meta" },
  { "superzone", "deck" }, { "card", "superzone" }, { "name", "card" },
  { "set", "card" },
};
static const char *const o8d_parents[][2] = {
  { "deck", NULL },
  { "section", "deck" },
  { "card", "section" },
  { "notes", "deck" },
};

static gboolean
placed (Reader *r, const char *element, const char *parent)
{
  gboolean dek = r->deck->format == HC_DECK_DEK;
  guint n = dek ? G_N_ELEMENTS (dek_parents) : G_N_ELEMENTS (o8d_parents);
  for (guint i = 0; i < n; i++)
    {
      const char *const *e = dek ? dek_parents[i] : o8d_parents[i];
      if (strcmp (e[0], element) == 0)
        return g_strcmp0 (e[1], parent) == 0;
    }
  /* Lackey and OCTGN add elements over versions: unknown ones are
   * skipped, with their text */
  return parent != NULL;
}

static void
on_start (GMarkupParseContext *ctx, const char *element, const char **names,
          const char **values, gpointer data, GError **error)
{
  Reader *r = data;
  GSList *stack = (GSList *)g_markup_parse_context_get_element_stack (ctx);
  const char *parent = stack->next ? stack->next->data : NULL;
  if (++r->depth > HC_DECK_MAX_DEPTH)
    {
      fail (r, error, "elements nested deeper than %d", HC_DECK_MAX_DEPTH);
      return;
    }
  if (++r->elements > MAX_ELEMENTS)
    {
      fail (r, error, "more than %d elements", MAX_ELEMENTS);
      return;
    }
  g_autofree char *q = hc_deck_quote (element);
  if (!placed (r, element, parent))
    {
      if (!parent)
        fail (r, error, "expected a <deck> element, found <%s>", q);
      else
        fail (r, error, "<%s> is not expected inside <%s>", q, parent);
      return;
    }
  g_string_truncate (r->text, 0);
  gboolean dek = r->deck->format == HC_DECK_DEK;
  if (strcmp (element, "superzone") == 0)
    {
      const char *zone = attr (names, values, "name");
      r->in_deck_zone = zone && strcmp (zone, "Deck") == 0;
      if (!r->in_deck_zone)
        {
          g_autofree char *z = hc_deck_quote (zone ? zone : "");
          fail (r, error,
                "superzone \"%s\": only the \"Deck\" superzone is read", z);
        }
    }
  else if (strcmp (element, "section") == 0)
    {
      const char *s = attr (names, values, "name");
      g_free (r->section);
      r->section = g_strdup (s ? s : "");
      if (strcmp (r->section, "Affiliation") != 0
          && strcmp (r->section, "Command Deck") != 0
          && strcmp (r->section, "Objective Deck") != 0)
        {
          g_autofree char *z = hc_deck_quote (r->section);
          fail (r, error,
                "section \"%s\": expected Affiliation, Command Deck or "
                "Objective Deck",
                z);
        }
    }
  else if (strcmp (element, "card") == 0)
    {
      g_clear_pointer (&r->card_id, g_free);
      g_clear_pointer (&r->card_name, g_free);
      g_clear_pointer (&r->card_set, g_free);
      r->card_line = cur_line (r);
      r->card_qty = 1;
      if (!dek)
        {
          const char *qty = attr (names, values, "qty");
          const char *id = attr (names, values, "id");
          guint64 v = 0;
          if (!qty
              || !g_ascii_string_to_unsigned (qty, 10, 1, HC_DECK_MAX_COUNT, &v,
                                              NULL))
            {
              fail (r, error, "expected qty=\"N\", N from 1 to %d",
                    HC_DECK_MAX_COUNT);
              return;
            }
          r->card_qty = (gint)v;
          r->card_id = g_ascii_strdown (id ? id : "", -1);
        }
    }
  else if (strcmp (element, "name") == 0)
    {
      const char *id = attr (names, values, "id");
      g_free (r->card_id);
      r->card_id = g_strdup (id);
    }
}

static void
on_text (GMarkupParseContext *ctx, const char *text, gsize len, gpointer data,
         GError **error)
{
  (void)ctx;
  Reader *r = data;
  if (r->text->len + len > MAX_TEXT)
    {
      /* notes and whitespace may be long; names may not */
      const char *el = g_markup_parse_context_get_element (ctx);
      if (el
          && (strcmp (el, "notes") == 0 || strcmp (el, "deck") == 0
              || strcmp (el, "superzone") == 0 || strcmp (el, "section") == 0
              || strcmp (el, "meta") == 0))
        return;
      fail (r, error, "a name longer than %d bytes", MAX_TEXT);
      return;
    }
  g_string_append_len (r->text, text, (gssize)len);
}

static gboolean
add_other (Reader *r, const char *name, const char *set, gboolean fan)
{
  for (gint i = 0; i < r->card_qty; i++)
    hc_deck_add_other (r->deck, name, set, r->card_id, r->card_line, fan);
  return TRUE;
}

static gboolean
unknown (Reader *r, const char *name, GError **error)
{
  g_autofree char *q = hc_deck_quote (name);
  g_autofree char *hint = hc_deck_suggest (r->db, name);
  g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
               "%s:%d: unknown card \"%s\"%s (not in the card data)",
               r->deck->name, r->card_line, q, hint);
  return FALSE;
}

static gboolean
end_dek_card (Reader *r, GError **error)
{
  const char *name = r->card_name ? r->card_name : "";
  const char *set = r->card_set;
  if (!*name)
    return fail (r, error, "a <card> without a <name>");
  gint idx = hc_card_db_lookup (r->db, name);
  const HcOctgnCard *octgn
      = idx < 0 && r->card_id ? hc_octgn_find (r->card_id, NULL) : NULL;
  if (octgn)
    /* a card of the game we do not hold by that name, as an .o8d read
     * keeps it: the id says which */
    return add_other (r, name, set, octgn->fan);
  if (idx < 0 && set && !hc_deck_db_has_set (r->db, set))
    /* Lackey's plugin adds fan sets (START, ALTA, ...) to the ten */
    return add_other (r, name, set, TRUE);
  if (idx < 0)
    return unknown (r, name, error);
  return hc_deck_add (r->deck, (gint16)idx, 1, r->card_line, error);
}

static gboolean
end_o8d_card (Reader *r, GError **error)
{
  const char *text = r->card_name ? r->card_name : "";
  g_autoptr (GError) local = NULL;
  const HcOctgnCard *c = hc_octgn_find (r->card_id, &local);
  if (local)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  gboolean command = strcmp (r->section, "Command Deck") == 0;
  if (command)
    {
      /* the engine deals each objective's set itself: the file's command
       * deck must be those sets, which the end of the file checks */
      if (!c)
        return unknown (r, text, error);
      if (!r->deck->command)
        r->deck->command = g_array_new (FALSE, FALSE, sizeof (HcDeckCommand));
      HcDeckCommand line = { c, r->card_qty };
      g_array_append_val (r->deck->command, line);
      gint key = c->objective_set;
      gint seen = GPOINTER_TO_INT (
          g_hash_table_lookup (r->command, GINT_TO_POINTER (key)));
      g_hash_table_insert (r->command, GINT_TO_POINTER (key),
                           GINT_TO_POINTER (seen + r->card_qty));
      return TRUE;
    }
  gboolean objective = strcmp (r->section, "Objective Deck") == 0;
  if (c && !c->fan && !objective && g_strcmp0 (c->type, "affiliation") != 0)
    {
      /* a unit or event here would otherwise read as a card we lack */
      g_autofree char *q = hc_deck_quote (c->name);
      return fail (r, error,
                   "\"%s\" is not an affiliation card: section Affiliation "
                   "holds the affiliation only, the objective sets go in "
                   "section Objective Deck",
                   q);
    }
  if (c && objective)
    {
      /* fan-made sets too (their cards have no set number: 0): the file
       * holds their command cards */
      gint copies = GPOINTER_TO_INT (
          g_hash_table_lookup (r->sets, GINT_TO_POINTER (c->objective_set)));
      g_hash_table_insert (r->sets, GINT_TO_POINTER (c->objective_set),
                           GINT_TO_POINTER (copies + r->card_qty));
    }
  if (c && c->fan)
    return add_other (r, c->name, c->product, TRUE);
  gint idx = -1;
  if (c && objective)
    {
      g_autofree char *alias = g_strdup_printf ("set %d", c->objective_set);
      idx = hc_card_db_lookup (r->db, alias);
    }
  else if (c)
    idx = hc_card_db_lookup (r->db, c->name);
  if (idx < 0 && c)
    return add_other (r, c->name, c->product, FALSE);
  if (idx < 0)
    idx = hc_card_db_lookup (r->db, text);
  if (idx < 0)
    return unknown (r, text, error);
  return hc_deck_add (r->deck, (gint16)idx, r->card_qty, r->card_line, error);
}

/* A name or set as XML readers see it: line breaks, tabs and other
 * control bytes count as one space.  A name keeps to one line, so a list
 * written from the deck reads back as the same deck. */
static char *
one_line (const char *s)
{
  GString *out = g_string_new (NULL);
  for (; *s; s++)
    if ((guchar)*s < 0x20 || *s == 0x7f)
      {
        if (out->len && out->str[out->len - 1] != ' ')
          g_string_append_c (out, ' ');
      }
    else if (*s != ' ' || (out->len && out->str[out->len - 1] != ' '))
      g_string_append_c (out, *s);
  if (out->len && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

static void
on_end (GMarkupParseContext *ctx, const char *element, gpointer data,
        GError **error)
{
  (void)ctx;
  Reader *r = data;
  r->depth--;
  g_autofree char *text = one_line (r->text->str);
  g_string_truncate (r->text, 0);
  if (r->deck->format == HC_DECK_DEK)
    {
      if (strcmp (element, "name") == 0)
        {
          g_free (r->card_name);
          r->card_name = g_steal_pointer (&text);
        }
      else if (strcmp (element, "set") == 0)
        {
          g_free (r->card_set);
          r->card_set = g_steal_pointer (&text);
        }
      else if (strcmp (element, "card") == 0)
        end_dek_card (r, error);
    }
  else if (strcmp (element, "card") == 0)
    {
      g_free (r->card_name);
      r->card_name = g_steal_pointer (&text);
      end_o8d_card (r, error);
    }
}

/* Each objective set the file names must come with its five command
 * cards per copy, and the command deck must hold nothing else. */
static gboolean
check_command_deck (Reader *r, GError **error)
{
  GHashTableIter it;
  gpointer key, val;
  g_hash_table_iter_init (&it, r->command);
  while (g_hash_table_iter_next (&it, &key, &val))
    if (!g_hash_table_contains (r->sets, key))
      return hc_fail (error,
                      "%s: the Command Deck holds cards of objective set %d, "
                      "whose objective the Objective Deck does not hold",
                      r->deck->name, GPOINTER_TO_INT (key));
  g_hash_table_iter_init (&it, r->sets);
  while (g_hash_table_iter_next (&it, &key, &val))
    {
      gint want = 5 * GPOINTER_TO_INT (val);
      gint got = GPOINTER_TO_INT (g_hash_table_lookup (r->command, key));
      if (got != want)
        return hc_fail (error,
                        "%s: the Command Deck holds %d cards of objective set "
                        "%d, expected %d (five per copy of its objective)",
                        r->deck->name, got, GPOINTER_TO_INT (key), want);
    }
  return TRUE;
}

gboolean
hc_deck_read_xml (HcDeck *deck, const char *text, gsize len, const HcCardDb *db,
                  GError **error)
{
  static const GMarkupParser parser = { on_start, on_end, on_text, NULL, NULL };
  /* a line-length limit, as for lists, before any parsing */
  gint line = 1;
  for (const char *p = text, *start = text; p <= text + len; p++)
    if (p == text + len || *p == '\n')
      {
        if (p - start > HC_DECK_MAX_LINE * 4)
          return hc_fail (error, "%s:%d: line longer than %d bytes", deck->name,
                          line, HC_DECK_MAX_LINE * 4);
        start = p + 1;
        line++;
      }
  Reader r = { .deck = deck, .db = db };
  r.text = g_string_new (NULL);
  r.command = g_hash_table_new (NULL, NULL);
  r.sets = g_hash_table_new (NULL, NULL);
  r.ctx = g_markup_parse_context_new (&parser, 0, &r, NULL);
  g_autoptr (GError) local = NULL;
  gboolean ok = g_markup_parse_context_parse (r.ctx, text, (gssize)len, &local)
                && g_markup_parse_context_end_parse (r.ctx, &local);
  if (!ok && local->domain == G_MARKUP_ERROR)
    {
      /* GLib's message gives the line; it may quote text, so cut it */
      g_autofree char *what = g_strndup (local->message, 160);
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s: not well-formed XML: %s", deck->name, what);
    }
  else if (!ok)
    g_propagate_error (error, g_steal_pointer (&local));
  else if (deck->format == HC_DECK_O8D)
    ok = check_command_deck (&r, error);
  g_markup_parse_context_free (r.ctx);
  g_string_free (r.text, TRUE);
  g_hash_table_unref (r.command);
  g_hash_table_unref (r.sets);
  g_free (r.section);
  g_free (r.card_id);
  g_free (r.card_name);
  g_free (r.card_set);
  return ok;
}
