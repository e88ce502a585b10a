/* View deltas (protocol holocron.v2): after a full snapshot, a state
 * carries only what changed in the viewer's view since the state before
 * it on the same connection.  Both views are this viewer's own, as
 * view-msg.c wrote them for it, and a delta holds only pieces of the
 * newer one, so a delta can tell a viewer nothing its full view would
 * not.  The views are compared as the core's JSON text, without parsing
 * them into trees (the reason the view goes out as text at all:
 * doc/performance.md): the text is ours and well formed, and a scanner
 * that finds where each member and each card ends is enough.  Anything
 * of another shape is sent whole. */
#include "server-internal.h"

#include <string.h>

/* The index of the quote that closes the string whose text starts at
 * s[i], or len when it does not close inside s[0..len).  memchr finds
 * each quote (a view is mostly strings, and this is most of the time a
 * delta takes); one after an odd run of backslashes is escaped. */
static gsize
string_end (const char *s, gsize len, gsize i)
{
  while (i < len)
    {
      const char *q = memchr (s + i, '"', len - i);
      if (!q)
        return len;
      gsize at = (gsize)(q - s), back = 0;
      while (at - back > i && s[at - back - 1] == '\\')
        back++;
      if (back % 2 == 0)
        return at;
      i = at + 1;
    }
  return len;
}

/* The end of the JSON value starting at s[i] (one past its last byte),
 * or 0 when it does not end inside s[0..len).  Strings are skipped with
 * their escapes, so a brace inside a card's name is no brace. */
static gsize
value_end (const char *s, gsize len, gsize i)
{
  gint depth = 0;
  for (; i < len; i++)
    {
      char ch = s[i];
      if (ch == '"')
        {
          i = string_end (s, len, i + 1);
          if (i >= len)
            return 0;
          if (depth == 0)
            return i + 1;
        }
      else if (ch == '{' || ch == '[')
        depth++;
      else if (ch == '}' || ch == ']')
        {
          if (--depth < 0)
            return i; /* a scalar ends at its container's close */
          if (depth == 0)
            return i + 1;
        }
      else if (ch == ',' && depth == 0)
        return i; /* a scalar's end */
    }
  return 0;
}

typedef struct
{
  const char *key; /* the member's name with its quotes */
  gsize key_len;
  const char *value;
  gsize value_len;
} Member;

/* The next value of the object or array s[0..len) from s[*i] on: its
 * span [*start, *end), and *i past the comma after it.  FALSE at a shape
 * the core does not write. */
static gboolean
next_value (const char *s, gsize len, gsize *i, gsize *start, gsize *end)
{
  gsize e = value_end (s, len - 1, *i);
  /* a scalar ends at the container's last byte, outside len - 1 */
  if (!e && *i < len - 1)
    e = len - 1;
  if (!e || e <= *i)
    return FALSE;
  *start = *i;
  *end = e;
  *i = e;
  if (*i < len - 1)
    {
      if (s[*i] != ',')
        return FALSE;
      (*i)++;
    }
  return TRUE;
}

/* The members of the object s[0..len) (its own text, braces included),
 * or NULL when it is not an object of the shape the core writes. */
static GArray *
members_of (const char *s, gsize len)
{
  if (len < 2 || s[0] != '{' || s[len - 1] != '}')
    return NULL;
  GArray *a = g_array_new (FALSE, FALSE, sizeof (Member));
  gsize i = 1;
  while (i < len - 1)
    {
      gsize k = value_end (s, len - 1, i), v, e;
      if (s[i] != '"' || !k || k >= len - 1 || s[k] != ':')
        goto bad;
      Member m = { s + i, k - i, NULL, 0 };
      i = k + 1;
      if (!next_value (s, len, &i, &v, &e))
        goto bad;
      m.value = s + v;
      m.value_len = e - v;
      g_array_append_val (a, m);
    }
  return a;
bad:
  g_array_unref (a);
  return NULL;
}

/* The elements of the array s[0..len) as (start, length) pairs, or NULL
 * when it is not an array. */
static GArray *
elements_of (const char *s, gsize len)
{
  if (len < 2 || s[0] != '[' || s[len - 1] != ']')
    return NULL;
  GArray *a = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize i = 1, v, e;
  while (i < len - 1)
    {
      if (!next_value (s, len, &i, &v, &e))
        {
          g_array_unref (a);
          return NULL;
        }
      gsize span[2] = { v, e - v };
      g_array_append_vals (a, span, 2);
    }
  return a;
}

static const Member *
find (const GArray *a, const Member *m)
{
  for (guint i = 0; i < a->len; i++)
    {
      const Member *x = &g_array_index (a, Member, i);
      if (x->key_len == m->key_len && memcmp (x->key, m->key, m->key_len) == 0)
        return x;
    }
  return NULL;
}

static gboolean
same (const char *a, gsize alen, const char *b, gsize blen)
{
  return alen == blen && memcmp (a, b, alen) == 0;
}

/* A view's text read once: its members, and the (start, length) of each
 * card of its "cards" member within the text.  Pointers into the text:
 * kept with it (Conn.sent_scan) for as long as it is not changed. */
struct _HcViewScan
{
  GArray *members; /* Member */
  GArray *cards;   /* gsize pairs */
};

void
hc_view_scan_free (HcViewScan *v)
{
  if (!v)
    return;
  g_array_unref (v->members);
  if (v->cards)
    g_array_unref (v->cards);
  g_free (v);
}

static HcViewScan *
scan_view (const char *s, gsize len)
{
  GArray *members = members_of (s, len);
  if (!members)
    return NULL;
  HcViewScan *v = g_new0 (HcViewScan, 1);
  v->members = members;
  for (guint i = 0; i < members->len; i++)
    {
      const Member *m = &g_array_index (members, Member, i);
      if (m->key_len == 7 && memcmp (m->key, "\"cards\"", 7) == 0)
        {
          v->cards = elements_of (m->value, m->value_len);
          for (guint k = 0; v->cards && k < v->cards->len; k += 2)
            g_array_index (v->cards, gsize, k) += (gsize)(m->value - s);
          break;
        }
    }
  if (!v->cards)
    {
      hc_view_scan_free (v);
      return NULL;
    }
  return v;
}

/* The cards that changed, by place in the list: "n" (how many there are
 * now) and "cards" ([place, card] for every place whose card is not the
 * one sent there before). */
static void
cards_delta (const char *was, const GArray *a, const char *now, const GArray *b,
             GString *out)
{
  guint na = a->len / 2, nb = b->len / 2;
  g_string_append_printf (out, "\"n\":%u,\"cards\":[", nb);
  gboolean first = TRUE;
  for (guint i = 0; i < nb; i++)
    {
      gsize bs = g_array_index (b, gsize, 2 * i);
      gsize bl = g_array_index (b, gsize, 2 * i + 1);
      if (i < na
          && same (was + g_array_index (a, gsize, 2 * i),
                   g_array_index (a, gsize, 2 * i + 1), now + bs, bl))
        continue;
      g_string_append_printf (out, "%s[%u,", first ? "" : ",", i);
      g_string_append_len (out, now + bs, (gssize)bl);
      g_string_append_c (out, ']');
      first = FALSE;
    }
  g_string_append_c (out, ']');
}

/* "set":{...},"unset":[...]: the members of b new or changed since a,
 * and those of a gone from b; the member named skip (with its quotes) is
 * left to the caller, which gets it from both through *skip_a, *skip_b. */
static void
members_delta (const GArray *a, const GArray *b, const char *skip,
               const Member **skip_a, const Member **skip_b, GString *out)
{
  g_string_append (out, "\"set\":{");
  gboolean first = TRUE;
  for (guint i = 0; i < b->len; i++)
    {
      const Member *m = &g_array_index (b, Member, i);
      const Member *x = find (a, m);
      if (skip && same (m->key, m->key_len, skip, strlen (skip)))
        {
          *skip_a = x;
          *skip_b = m;
          continue;
        }
      if (x && same (x->value, x->value_len, m->value, m->value_len))
        continue;
      if (!first)
        g_string_append_c (out, ',');
      g_string_append_len (out, m->key, (gssize)m->key_len);
      g_string_append_c (out, ':');
      g_string_append_len (out, m->value, (gssize)m->value_len);
      first = FALSE;
    }
  g_string_append (out, "},\"unset\":[");
  first = TRUE;
  for (guint i = 0; i < a->len; i++)
    {
      const Member *m = &g_array_index (a, Member, i);
      if (find (b, m))
        continue;
      if (!first)
        g_string_append_c (out, ',');
      g_string_append_len (out, m->key, (gssize)m->key_len);
      first = FALSE;
    }
  g_string_append_c (out, ']');
}

/* the delta of two views read already: was (as sent) and now */
static void
delta_of (const char *was, const HcViewScan *ws, const char *now,
          const HcViewScan *ns, guint64 base, GString *out)
{
  const Member *unused_a = NULL, *unused_b = NULL;
  g_string_append_printf (out, "{\"base\":%" G_GUINT64_FORMAT ",", base);
  members_delta (ws->members, ns->members, "\"cards\"", &unused_a, &unused_b,
                 out);
  g_string_append_c (out, ',');
  cards_delta (was, ws->cards, now, ns->cards, out);
  g_string_append_c (out, '}');
}

gboolean
hc_view_delta (const char *was, gsize was_len, const char *now, gsize now_len,
               guint64 base, GString *out)
{
  HcViewScan *ws = scan_view (was, was_len);
  HcViewScan *ns = ws ? scan_view (now, now_len) : NULL;
  if (ns)
    delta_of (was, ws, now, ns, base, out);
  hc_view_scan_free (ws);
  hc_view_scan_free (ns);
  return ns != NULL;
}

/* the same for an object of a state beside the view (stats, globals):
 * {"set":{...},"unset":[...]} */
static gboolean
object_delta (const GString *was, const GString *now, GString *out)
{
  g_autoptr (GArray) a = members_of (was->str, was->len);
  g_autoptr (GArray) b = members_of (now->str, now->len);
  if (!a || !b)
    return FALSE;
  g_string_append_c (out, '{');
  members_delta (a, b, NULL, NULL, NULL, out);
  g_string_append_c (out, '}');
  return TRUE;
}

/* the members of a state that go as deltas besides the view: objects the
 * message tree holds, changed member by member */
static const char *const beside[] = { "stats", "globals" };

static char *
take_member (JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n || !JSON_NODE_HOLDS_OBJECT (n))
    return NULL;
  char *text = json_to_string (n, FALSE);
  json_object_remove_member (o, name);
  return text;
}

void
hc_view_forget (Conn *c)
{
  for (gint k = 0; k < HC_DELTA_PARTS; k++)
    if (c->sent[k])
      g_string_truncate (c->sent[k], 0);
  g_clear_pointer (&c->sent_scan, hc_view_scan_free);
}

void
hc_view_send_delta (Conn *c, JsonObject *o, GString *raw, gboolean full)
{
  static const char key[] = "\"view\":";
  const gsize at = sizeof key - 1;
  if (c->version < 2)
    return;
  gsize end = g_str_has_prefix (raw->str, key)
                  ? value_end (raw->str, raw->len, at)
                  : 0;
  if (!end)
    {
      hc_view_forget (c);
      return;
    }
  /* now[0] the view, now[k] the member beside[k - 1] (NULL: absent) */
  GString *now[HC_DELTA_PARTS] = { NULL };
  now[0] = g_string_new_len (raw->str + at, (gssize)(end - at));
  gboolean all = TRUE;
  for (gint k = 1; k < HC_DELTA_PARTS; k++)
    {
      g_autofree char *text = take_member (o, beside[k - 1]);
      now[k] = text ? g_string_new (text) : NULL;
      all = all && text;
    }
  /* the view sent last was read when it was sent: only the new one is */
  HcViewScan *ns = scan_view (now[0]->str, now[0]->len);
  /* each part as its changes from what this connection was sent last */
  g_autoptr (GString) head = g_string_new ("\"view_delta\":");
  gboolean as_delta = all && ns && !full && c->sent_scan;
  if (as_delta)
    delta_of (c->sent[0]->str, c->sent_scan, now[0]->str, ns, c->view_seq,
              head);
  gsize whole = 0;
  for (gint k = 0; k < HC_DELTA_PARTS; k++)
    {
      whole += now[k] ? now[k]->len : 0;
      if (k == 0 || !as_delta)
        continue;
      g_string_append_printf (head, ",\"%s_delta\":", beside[k - 1]);
      as_delta = c->sent[k] && c->sent[k]->len
                 && object_delta (c->sent[k], now[k], head);
    }
  /* a delta longer than what it changes (a new deal, a widened
   * spectator's view) is no saving: everything goes whole */
  if (!as_delta || head->len >= whole)
    {
      g_string_assign (head, key);
      g_string_append_len (head, now[0]->str, (gssize)now[0]->len);
      for (gint k = 1; k < HC_DELTA_PARTS; k++)
        if (now[k])
          g_string_append_printf (head, ",\"%s\":%s", beside[k - 1],
                                  now[k]->str);
    }
  g_string_erase (raw, 0, (gssize)end);
  g_string_prepend_len (raw, head->str, (gssize)head->len);
  /* kept for the next state: the texts as they are, so the scan's
   * pointers into the view stay good */
  hc_view_forget (c);
  for (gint k = 0; k < HC_DELTA_PARTS; k++)
    {
      if (c->sent[k])
        g_string_free (c->sent[k], TRUE);
      c->sent[k] = now[k];
    }
  c->sent_scan = ns;
  /* a part missing (not an object): the next state goes whole */
  if (!all)
    hc_view_forget (c);
}
