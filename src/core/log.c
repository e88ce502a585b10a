#include "hc-ruleset.h"
#include "hc-view.h"

#include <string.h>

struct _HcLog
{
  gint refs;
  /* a look-ahead's log (hc_log_new_scratch): nothing is kept, since no
   * rule reads the log and no one reads a look-ahead's */
  gboolean discard;
  GArray *entries; /* HcLogEntry */
};

/* Room for a whole game's log (random games log 200-900 entries), so a
 * game allocates nothing for it once started. */
#define LOG_GAME_ENTRIES 1024
/* A clone that writes its own history: what it sees, plus some room. */
#define LOG_FORK_ROOM 256

static HcLog *
log_sized (guint entries)
{
  HcLog *l = g_new0 (HcLog, 1);
  l->refs = 1;
  l->entries = g_array_sized_new (FALSE, FALSE, sizeof (HcLogEntry), entries);
  return l;
}

HcLog *
hc_log_new (void)
{
  return log_sized (LOG_GAME_ENTRIES);
}

HcLog *
hc_log_new_scratch (void)
{
  HcLog *l = log_sized (0);
  l->discard = TRUE;
  return l;
}

gboolean
hc_log_keeps_entries (const HcLog *l)
{
  return !l->discard;
}

HcLog *
hc_log_ref (HcLog *l)
{
  l->refs++;
  return l;
}

void
hc_log_unref (HcLog *l)
{
  if (--l->refs > 0)
    return;
  g_array_free (l->entries, TRUE);
  g_free (l);
}

const HcLogEntry *
hc_log_entries (const HcLog *l)
{
  return (const HcLogEntry *)(gconstpointer)l->entries->data;
}

guint
hc_log_length (const HcLog *l)
{
  return l->entries->len;
}

/* Entries below visible_len never change, so a game at the end of a shared
 * log appends in place and a clone that fell behind copies its prefix. */
HcLog *
hc_log_append (HcLog *l, guint visible_len, const HcLogEntry *e)
{
  /* the game still counts the entry (log_len), so its value is the same;
   * the log holding fewer entries than the game sees also keeps
   * hc_log_settle and hc_log_mark_secret off it */
  if (l->discard)
    return l;
  if (l->entries->len != visible_len)
    {
      HcLog *n = log_sized (visible_len + LOG_FORK_ROOM);
      g_array_append_vals (n->entries, l->entries->data, visible_len);
      hc_log_unref (l);
      l = n;
    }
  g_array_append_vals (l->entries, e, 1);
  return l;
}

void
hc_log_mark_secret (HcGame *g, gint from, guint8 args)
{
  /* the entry is the game's own: just appended, seen by no clone */
  if (g->log_len == 0 || g->log->entries->len < g->log_len)
    return;
  HcLogEntry *e = &g_array_index (g->log->entries, HcLogEntry, g->log_len - 1);
  e->secret |= args;
  e->secret_from = (gint8)from;
}

G_STATIC_ASSERT (HC_MAX_PLAYERS == 2);

static const HcMessage *message_of (const HcGame *g, const HcLogEntry *e);

/* Bit k: the message's text shows argument k as a card ({cK} or {MK}). */
static guint8
card_args_of_text (const char *t)
{
  guint8 mask = 0;
  for (const char *p = strchr (t, '{'); p; p = strchr (p + 1, '{'))
    if ((p[1] == 'c' || p[1] == 'M') && p[2] >= '0' && p[2] <= '3'
        && p[3] == '}')
      mask |= (guint8)(1u << (p[2] - '0'));
  return mask;
}

/* The masks of a ruleset's messages, worked out once per message table
 * (the tables are static): reading every template at every settle cost
 * 6% of a random game's instructions. */
typedef struct
{
  const HcMessage *messages;
  gint n;
  guint8 *mask;
} MaskTable;

#define MASK_TABLES 16
static MaskTable mask_tables[MASK_TABLES];
static gint n_mask_tables; /* read with g_atomic_int_get */
static GMutex mask_lock;

static const guint8 *
message_masks (const HcRuleset *r)
{
  gint n = g_atomic_int_get (&n_mask_tables);
  for (gint i = 0; i < n; i++)
    if (mask_tables[i].messages == r->messages
        && mask_tables[i].n == r->n_messages)
      return mask_tables[i].mask;
  g_mutex_lock (&mask_lock);
  const guint8 *found = NULL;
  n = g_atomic_int_get (&n_mask_tables);
  for (gint i = 0; i < n && !found; i++)
    if (mask_tables[i].messages == r->messages
        && mask_tables[i].n == r->n_messages)
      found = mask_tables[i].mask;
  if (!found && n < MASK_TABLES)
    {
      MaskTable *t = &mask_tables[n];
      t->messages = r->messages;
      t->n = r->n_messages;
      t->mask = g_new0 (guint8, r->n_messages + 1);
      for (gint m = 0; m < r->n_messages; m++)
        t->mask[m]
            = r->messages[m].text ? card_args_of_text (r->messages[m].text) : 0;
      found = t->mask;
      /* the slot is whole before the count lets a reader see it */
      g_atomic_int_set (&n_mask_tables, n + 1);
    }
  g_mutex_unlock (&mask_lock);
  return found;
}

static guint8
card_args (const HcGame *g, const HcLogEntry *e)
{
  if (e->msg < g->rules->n_messages)
    {
      const guint8 *masks = message_masks (g->rules);
      if (masks)
        return masks[e->msg];
    }
  const HcMessage *m = message_of (g, e);
  return m && m->text ? card_args_of_text (m->text) : 0;
}

void
hc_log_settle (HcGame *g)
{
  /* only the game's own tail changes: entries a clone can see were
   * settled before it was made (clones are made between advances) */
  if (g->log_len == 0 || g->log->entries->len != g->log_len)
    return;
  for (guint i = g->log_len; i-- > 0;)
    {
      HcLogEntry *e = &g_array_index (g->log->entries, HcLogEntry, i);
      if (e->seen[0] & HC_LOG_SETTLED)
        break;
      guint8 cards = card_args (g, e);
      for (gint k = 0; k < 4; k++)
        if ((cards & (1u << k)) && e->arg[k] >= 0 && e->arg[k] < g->n_cards)
          for (gint p = 0; p < HC_MAX_PLAYERS; p++)
            if (hc_card_known_to (g, e->arg[k], p))
              e->seen[p] |= (guint8)(1u << k);
      e->seen[0] |= HC_LOG_SETTLED;
    }
}

#define FACE_DOWN "a face-down card"

/* May `viewer` read argument k of e?  A card if the viewer knew it then
 * (when the advance that wrote e stopped) and knows it now, the rest
 * unless marked secret for the viewer.  "Now" alone named a card hidden
 * at the time once it was shown later: the line then told when and how
 * the card had moved while nobody could see it. */
static gboolean
arg_visible (const HcGame *g, const HcLogEntry *e, gint k, char type,
             gint viewer)
{
  if (viewer == HC_NONE)
    return TRUE;
  if ((e->secret & (1u << k)) && e->secret_from == viewer)
    return FALSE;
  gint32 v = e->arg[k];
  /* 'M', what of a card does not work, tells the card as its name does */
  if ((type == 'c' || type == 'M') && v >= 0 && v < g->n_cards)
    {
      if ((e->seen[0] & HC_LOG_SETTLED) && viewer >= 0
          && viewer < HC_MAX_PLAYERS && !(e->seen[viewer] & (1u << k)))
        return FALSE;
      return hc_card_known_to (g, v, viewer);
    }
  return TRUE;
}

static const char *
card_name (const HcGame *g, gint32 card)
{
  if (card < 0 || card >= g->n_cards)
    return "?";
  const HcCardDef *d = hc_card_def (g, card);
  return d ? d->name : "?";
}

static const char *
player_name (const HcGame *g, gint32 p)
{
  if (p < 0 || p >= HC_MAX_PLAYERS)
    return "the rules";
  return g->rules->player_names[p];
}

/* The core's own messages (HC_MSG_CORE on): {K0} a table's words, {S2} a
 * rule step's name. */
static const HcMessage core_messages[HC_MSG_CORE_END - HC_MSG_CORE] = {
  [HC_MSG_OVERFLOW - HC_MSG_CORE]
  = { "overflow", "the game is stopped: more than {n1} {K0} in rule step "
                  "{S2} (pc {n3}); the engine's tables are too small for "
                  "these rules, a bug to report" },
  [HC_MSG_INERT - HC_MSG_CORE]
  = { "unimplemented", "{c0} comes into play; holocron does not run this "
                       "part of its text: {M0}" },
  [HC_MSG_INERT_SHOWN - HC_MSG_CORE]
  = { "unimplemented", "{c0} is face up to both players; holocron does not "
                       "run this part of its text: {M0}" },
};

static const HcMessage *
message_of (const HcGame *g, const HcLogEntry *e)
{
  if (e->msg < g->rules->n_messages)
    return &g->rules->messages[e->msg];
  if (e->msg >= HC_MSG_CORE && e->msg < HC_MSG_CORE_END)
    return &core_messages[e->msg - HC_MSG_CORE];
  return NULL;
}

void
hc_log_render_text (const HcGame *g, const HcLogEntry *e, GString *out)
{
  hc_log_render_text_for (g, e, HC_NONE, out);
}

void
hc_log_render_text_for (const HcGame *g, const HcLogEntry *e, gint viewer,
                        GString *out)
{
  const HcRuleset *r = g->rules;
  const HcMessage *m = message_of (g, e);
  if (!m)
    {
      g_string_append_printf (out, "(message %u)", e->msg);
      return;
    }
  const char *t = m->text;
  for (const char *p = t; *p; p++)
    {
      /* {n1:card:cards}: the number, then the word in its number, so a
       * template needs no "card(s)" */
      const char *end = NULL, *mid = NULL;
      if (p[0] == '{' && p[1] == 'n' && p[2] >= '0' && p[2] <= '3'
          && p[3] == ':' && (end = strchr (p + 4, '}')) != NULL)
        mid = memchr (p + 4, ':', (gsize)(end - (p + 4)));
      if (mid)
        {
          gint32 v = e->arg[p[2] - '0'];
          g_string_append_printf (out, "%d ", v);
          if (v == 1 || v == -1)
            g_string_append_len (out, p + 4, mid - (p + 4));
          else
            g_string_append_len (out, mid + 1, end - (mid + 1));
          p = end;
          continue;
        }
      if (p[0] == '{' && p[1] && p[2] >= '0' && p[2] <= '3' && p[3] == '}')
        {
          gint k = p[2] - '0';
          gint32 v = e->arg[k];
          if (!arg_visible (g, e, k, p[1], viewer))
            {
              g_string_append (out,
                               p[1] == 'c' || p[1] == 'd' ? FACE_DOWN : "?");
              p += 3;
              continue;
            }
          switch (p[1])
            {
            case 'c':
              g_string_append (out, card_name (g, v));
              break;
            case 'd': /* a definition: a named card that need not exist */
              {
                const HcCardDef *d
                    = v >= 0 && (guint)v < hc_card_db_size (g->db)
                          ? hc_card_db_get (g->db, v)
                          : NULL;
                g_string_append (out, d ? d->name : "?");
                break;
              }
            case 'p':
              g_string_append (out, player_name (g, v));
              break;
            case 'o':
              g_string_append (out, player_name (g, v < 0 ? v : 1 - v));
              break;
            case 'n':
              g_string_append_printf (out, "%d", v);
              break;
            case '+': /* a change: +2, -1 */
              g_string_append_printf (out, "%+d", v);
              break;
            case 's':
              if (v != 1)
                g_string_append_c (out, 's');
              break;
            case 'z':
              g_string_append (out, v >= 0 && v < r->n_zones ? r->zone_names[v]
                                                             : "?");
              break;
            case 'P':
              g_string_append (out, r->phase_name ? r->phase_name (v) : "?");
              break;
            case 'K':
              g_string_append (out, hc_capacity_name ((HcCapacity)v));
              break;
            case 'S':
              g_string_append (out,
                               v < 0 ? "none" : hc_step_name (g, (guint)v));
              break;
            case 'M': /* what of card v the engine does not implement */
              {
                const HcCardDef *d
                    = v >= 0 && v < g->n_cards ? hc_card_def (g, v) : NULL;
                g_string_append (out, d && d->missing && *d->missing
                                          ? d->missing
                                          : "its text");
                break;
              }
            default:
              g_string_append_len (out, p, 4);
            }
          gboolean named = p[1] == 'c' || p[1] == 'd';
          p += 3;
          /* "{c0}'s" of a name ending in s: "Cruel Interrogations'" */
          if (named && out->len && out->str[out->len - 1] == 's' && p[1] == '\''
              && p[2] == 's' && !g_ascii_isalnum (p[3]))
            {
              g_string_append_c (out, '\'');
              p += 2;
            }
          continue;
        }
      g_string_append_c (out, *p);
    }
}

const char *
hc_log_rule_id (const HcGame *g, const HcLogEntry *e)
{
  if (e->rule >= g->rules->n_rules)
    return "";
  return g->rules->rules[e->rule].id;
}

const char *
hc_log_kind_name (const HcGame *g, const HcLogEntry *e)
{
  const HcMessage *m = message_of (g, e);
  return m ? m->kind : "?";
}

static void
json_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const char *p = s; *p; p++)
    {
      unsigned char c = (unsigned char)*p;
      if (c == '"' || c == '\\')
        g_string_append_printf (out, "\\%c", c);
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char)c);
    }
  g_string_append_c (out, '"');
}

/* The type letter the message's text gives argument k ('c', 'n', ...), or
 * 0 when the text does not show it. */
static char
arg_type (const HcGame *g, const HcLogEntry *e, gint k)
{
  const HcMessage *m = message_of (g, e);
  if (!m)
    return 0;
  for (const char *p = m->text; *p; p++)
    if (p[0] == '{' && p[1] && p[2] == '0' + k && p[3] == '}')
      return p[1];
  return 0;
}

void
hc_log_render_json (const HcGame *g, const HcLogEntry *e, GString *out)
{
  hc_log_render_json_for (g, e, HC_NONE, out);
}

void
hc_log_render_json_for (const HcGame *g, const HcLogEntry *e, gint viewer,
                        GString *out)
{
  g_autoptr (GString) text = g_string_new (NULL);
  hc_log_render_text_for (g, e, viewer, text);
  const HcEdition *ed = hc_ruleset_edition (g->rules, g->edition);
  g_string_append_printf (out, "{\"seq\":%u,\"turn\":%d,\"phase\":", e->seq,
                          e->turn);
  json_string (out,
               g->rules->phase_name ? g->rules->phase_name (e->phase) : "");
  g_string_append (out, ",\"actor\":");
  json_string (out, player_name (g, e->actor));
  g_string_append (out, ",\"kind\":");
  json_string (out, hc_log_kind_name (g, e));
  g_string_append (out, ",\"text\":");
  json_string (out, text->str);
  g_string_append (out, ",\"rule\":");
  g_autofree char *rule = g_strdup_printf (
      "%s/%s %s", g->rules->id, ed ? ed->id : "?", hc_log_rule_id (g, e));
  json_string (out, rule);
  if (viewer == HC_NONE)
    {
      g_string_append_printf (out, ",\"args\":[%d,%d,%d,%d]}", e->arg[0],
                              e->arg[1], e->arg[2], e->arg[3]);
      return;
    }
  /* a raw argument the text does not show may be a card's index, which
   * tells its deck-list entry: only what the viewer can read is given */
  g_string_append (out, ",\"args\":[");
  for (gint k = 0; k < 4; k++)
    {
      char type = arg_type (g, e, k);
      if (k)
        g_string_append_c (out, ',');
      if (type && arg_visible (g, e, k, type, viewer))
        g_string_append_printf (out, "%d", e->arg[k]);
      else
        g_string_append (out, "null");
    }
  g_string_append (out, "]}");
}
