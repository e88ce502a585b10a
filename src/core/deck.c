/* Deck lists: format detection, the limits every reader shares, and the
 * plain-text reader ("3x Name", "3 Name", "Name x3", "SET NUMBER"). */
#include "hc-deck.h"
#include "hc-save.h"

#include <stdio.h>
#include <string.h>

void
hc_deck_free (HcDeck *deck)
{
  if (!deck)
    return;
  g_free (deck->name);
  g_array_unref (deck->cards);
  g_array_unref (deck->lines);
  g_ptr_array_unref (deck->other);
  if (deck->command)
    g_array_unref (deck->command);
  g_free (deck);
}

static void
other_free (gpointer p)
{
  HcDeckOther *o = p;
  g_free (o->name);
  g_free (o->set);
  g_free (o->ext_id);
  g_free (o);
}

const char *
hc_deck_format_name (HcDeckFormat f)
{
  switch (f)
    {
    case HC_DECK_DEK:
      return "dek";
    case HC_DECK_O8D:
      return "o8d";
    case HC_DECK_TEXT:
    default:
      return "text";
    }
}

gboolean
hc_deck_format_parse (const char *name, HcDeckFormat *out)
{
  for (gint f = HC_DECK_TEXT; f <= HC_DECK_O8D; f++)
    if (g_ascii_strcasecmp (name, hc_deck_format_name (f)) == 0)
      {
        *out = f;
        return TRUE;
      }
  return FALSE;
}

char *
hc_deck_quote (const char *s)
{
  GString *q = g_string_new (NULL);
  glong n = 0;
  for (const char *p = s; *p; p = g_utf8_next_char (p), n++)
    {
      if (n == 48)
        {
          g_string_append (q, "...");
          break;
        }
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_iscntrl (c))
        g_string_append_c (q, '?');
      else
        g_string_append_unichar (q, c);
    }
  return g_string_free (q, FALSE);
}

gboolean
hc_deck_add (HcDeck *deck, gint16 idx, gint count, gint line, GError **error)
{
  if (count < 1 || count > HC_DECK_MAX_COUNT)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s:%d: expected a count from 1 to %d, found %d", deck->name,
                   line, HC_DECK_MAX_COUNT, count);
      return FALSE;
    }
  if (deck->cards->len + (guint)count > HC_MAX_CARDS / 2)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                   "%s:%d: a deck may hold at most %d cards", deck->name, line,
                   HC_MAX_CARDS / 2);
      return FALSE;
    }
  for (gint i = 0; i < count; i++)
    {
      g_array_append_val (deck->cards, idx);
      g_array_append_val (deck->lines, line);
    }
  return TRUE;
}

void
hc_deck_add_other (HcDeck *deck, const char *name, const char *set,
                   const char *ext_id, gint line, gboolean fan)
{
  /* copies of one card come together in every format: keep one entry */
  if (deck->other->len)
    {
      HcDeckOther *last = deck->other->pdata[deck->other->len - 1];
      if (g_strcmp0 (last->name, name) == 0 && g_strcmp0 (last->set, set) == 0
          && g_strcmp0 (last->ext_id, ext_id) == 0)
        {
          last->count++;
          return;
        }
    }
  HcDeckOther *o = g_new0 (HcDeckOther, 1);
  o->name = g_strdup (name);
  o->set = g_strdup (set);
  o->ext_id = g_strdup (ext_id);
  o->line = line;
  o->count = 1;
  o->fan = fan;
  g_ptr_array_add (deck->other, o);
}

gboolean
hc_deck_db_has_set (const HcCardDb *db, const char *set)
{
  for (guint i = 0; i < hc_card_db_size (db); i++)
    if (g_ascii_strcasecmp (hc_card_db_get (db, (gint)i)->set, set) == 0)
      return TRUE;
  return FALSE;
}

HcDeckFormat
hc_deck_detect (const char *text, gsize len)
{
  /* the root element tells the XML formats apart; anything else is a
   * list */
  gsize i = 0;
  while (i < len && g_ascii_isspace (text[i]))
    i++;
  if (i >= len || text[i] != '<')
    return HC_DECK_TEXT;
  const char *end = text + len;
  for (const char *p = text + i; p + 6 < end; p++)
    {
      if (p[0] != '<' || p[1] == '?' || p[1] == '!')
        continue;
      if (strncmp (p, "<deck", 5) == 0)
        {
          /* OCTGN's root carries game="GUID"; Lackey's version="0.8" */
          const char *close = memchr (p, '>', (gsize)(end - p));
          gsize n = close ? (gsize)(close - p) : (gsize)(end - p);
          g_autofree char *tag = g_strndup (p, n);
          return strstr (tag, "game=") ? HC_DECK_O8D : HC_DECK_DEK;
        }
      break;
    }
  /* an XML file that is no deck: the XML reader says what it expected */
  return HC_DECK_DEK;
}

/* Where names repeat across sets, "SET NUMBER" (e.g. "AOTC 90") names a
 * card. */
static gint
lookup_card (const HcCardDb *db, const char *name)
{
  gint idx = hc_card_db_lookup (db, name);
  if (idx >= 0)
    return idx;
  char set[16];
  gint number = 0;
  char rest = 0;
  if (sscanf (name, "%15s %d%c", set, &number, &rest) == 2)
    for (guint i = 0; i < hc_card_db_size (db); i++)
      {
        const HcCardDef *d = hc_card_db_get (db, (gint)i);
        if (d->number == number && g_ascii_strcasecmp (d->set, set) == 0)
          return (gint)i;
      }
  return -1;
}

/* A count: digits, capped so no number overflows (G_MAXINT: too many). */
static gboolean
read_count (const char *p, gint *count, const char **end)
{
  gint n = 0;
  gint64 v = 0;
  for (; g_ascii_isdigit (p[n]); n++)
    if (v < 100000)
      v = v * 10 + (p[n] - '0');
  if (n == 0)
    return FALSE;
  *count = v >= 100000 ? G_MAXINT : (gint)v;
  *end = p + n;
  return TRUE;
}

/* Splits "3x Name", "3 x Name", "3 Name", "Name x3", "Name x 3" into a
 * count and a name; a line whose name alone is a card keeps count 1
 * (card names may end in digits: "TIE Fighter DS-61-9"). */
static const char *
split_count (const HcCardDb *db, char *line, gint *count)
{
  *count = 1;
  if (lookup_card (db, line) >= 0)
    return line;
  const char *end = NULL;
  gint n = 0;
  if (read_count (line, &n, &end))
    {
      const char *p = end;
      if (*p == 'x' || *p == 'X')
        p++;
      if (*p == ' ' || *p == '\t')
        {
          while (*p == ' ' || *p == '\t')
            p++;
          if (*p == 'x' && (p[1] == ' ' || p[1] == '\t'))
            for (p++; *p == ' ' || *p == '\t'; p++)
              ;
          *count = n;
          return p;
        }
    }
  char *x = strrchr (line, ' ');
  if (x && x > line)
    {
      char *c = x + 1;
      if ((*c == 'x' || *c == 'X') && c[1])
        c++;
      else if (c > line + 2 && (x[-1] == 'x' || x[-1] == 'X') && x[-2] == ' ')
        x -= 2;
      else
        return line;
      if (read_count (c, &n, &end) && !*end)
        {
          while (x > line && (x[-1] == ' ' || x[-1] == '\t'))
            x--;
          *x = 0;
          *count = n;
        }
    }
  return line;
}

gboolean
hc_deck_read_text (HcDeck *deck, const char *text, const HcCardDb *db,
                   GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (gint ln = 0; lines[ln]; ln++)
    {
      if (strlen (lines[ln]) > HC_DECK_MAX_LINE)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                       "%s:%d: line longer than %d bytes", deck->name, ln + 1,
                       HC_DECK_MAX_LINE);
          return FALSE;
        }
      /* columns count from the line as written, leading blanks included */
      gint lead = (gint)strspn (lines[ln], " \t");
      char *line = g_strstrip (lines[ln]);
      if (!*line || *line == '#' || g_str_has_prefix (line, "//"))
        continue;
      gint count = 1;
      const char *p = split_count (db, line, &count);
      if (count > HC_DECK_MAX_COUNT || count < 1)
        {
          char shown[16];
          g_snprintf (shown, sizeof shown, count == G_MAXINT ? "more" : "%d",
                      count);
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: expected a count from 1 to %d, found %s",
                       deck->name, ln + 1, HC_DECK_MAX_COUNT, shown);
          return FALSE;
        }
      gint idx = lookup_card (db, p);
      if (idx < 0)
        {
          g_autofree char *q = hc_deck_quote (p);
          g_autofree char *hint = hc_deck_suggest (db, p);
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d:%d: unknown card \"%s\"%s (expected a card "
                       "name from the card data, or SET NUMBER)",
                       deck->name, ln + 1, lead + (gint)(p - line) + 1, q,
                       hint);
          return FALSE;
        }
      if (!hc_deck_add (deck, (gint16)idx, count, ln + 1, error))
        return FALSE;
    }
  return TRUE;
}

/* The line of byte `at`, for messages about a byte. */
static gint
line_of (const char *text, gsize at)
{
  gint line = 1;
  for (gsize i = 0; i < at; i++)
    line += text[i] == '\n';
  return line;
}

HcDeck *
hc_deck_load (const char *name, const char *text, gssize len,
              const HcCardDb *db, GError **error)
{
  gsize n = len < 0 ? strlen (text) : (gsize)len;
  if (n > HC_DECK_MAX_BYTES)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                   "%s: %" G_GSIZE_FORMAT " bytes; a deck file may hold at "
                   "most %d",
                   name, n, HC_DECK_MAX_BYTES);
      return NULL;
    }
  const char *nul = memchr (text, 0, n);
  if (nul)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s:%d: a NUL byte (is this a text file?)", name,
                   line_of (text, (gsize)(nul - text)));
      return NULL;
    }
  const char *end = NULL;
  if (!g_utf8_validate (text, (gssize)n, &end))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s:%d: invalid UTF-8 text",
                   name, line_of (text, (gsize)(end - text)));
      return NULL;
    }
  /* a UTF-8 byte-order mark, as Windows tools (OCTGN) write */
  if (n >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    text += 3, n -= 3;
  g_autoptr (HcDeck) deck = g_new0 (HcDeck, 1);
  deck->name = g_strdup (name);
  deck->cards = g_array_new (FALSE, FALSE, sizeof (gint16));
  deck->lines = g_array_new (FALSE, FALSE, sizeof (gint));
  deck->other = g_ptr_array_new_with_free_func (other_free);
  deck->format = hc_deck_detect (text, n);
  g_autofree char *copy = g_strndup (text, n);
  gboolean ok = deck->format == HC_DECK_TEXT
                    ? hc_deck_read_text (deck, copy, db, error)
                    : hc_deck_read_xml (deck, copy, n, db, error);
  return ok ? g_steal_pointer (&deck) : NULL;
}

HcDeck *
hc_deck_load_file (const char *path, const HcCardDb *db, GError **error)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  /* a FIFO, device or /dev/zero is refused before a byte is read */
  if (!hc_read_bytes_limited (path, HC_DECK_MAX_BYTES, &text, &len, error))
    return NULL;
  return hc_deck_load (path, text, (gssize)len, db, error);
}

/* The engine plays card ids: a card not in the card data stops here. */
static gboolean
deck_ids (const HcDeck *deck, GArray *out, GError **error)
{
  if (deck->other->len)
    {
      const HcDeckOther *o = deck->other->pdata[0];
      g_autofree char *q = hc_deck_quote (o->name);
      g_autofree char *s = hc_deck_quote (o->set ? o->set : "?");
      g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                   "%s:%d: \"%s\" (set %s) is %s, not in the card data%s",
                   deck->name, o->line, q, s,
                   o->fan ? "a fan-made card" : "a card of a set",
                   deck->other->len > 1 ? " (nor are other cards of the file: "
                                          "'holocron cards check-deck' lists "
                                          "them)"
                                        : "");
      return FALSE;
    }
  g_array_append_vals (out, deck->cards->data, deck->cards->len);
  return TRUE;
}

gboolean
hc_deck_parse (const char *name, const char *text, const HcCardDb *db,
               GArray *out, GError **error)
{
  g_autoptr (HcDeck) deck = hc_deck_load (name, text, -1, db, error);
  return deck && deck_ids (deck, out, error);
}

gboolean
hc_deck_read (const char *path, const HcCardDb *db, GArray *out, GError **error)
{
  g_autoptr (HcDeck) deck = hc_deck_load_file (path, db, error);
  return deck && deck_ids (deck, out, error);
}
