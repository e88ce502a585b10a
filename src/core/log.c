#include "hc-ruleset.h"

#include <string.h>

struct _HcLog
{
  gint refs;
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

void
hc_log_render_text (const HcGame *g, const HcLogEntry *e, GString *out)
{
  const HcRuleset *r = g->rules;
  if (e->msg >= r->n_messages)
    {
      g_string_append_printf (out, "(message %u)", e->msg);
      return;
    }
  const char *t = r->messages[e->msg].text;
  for (const char *p = t; *p; p++)
    {
      if (p[0] == '{' && p[1] && p[2] >= '0' && p[2] <= '3' && p[3] == '}')
        {
          gint32 v = e->arg[p[2] - '0'];
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
            default:
              g_string_append_len (out, p, 4);
            }
          p += 3;
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
  if (e->msg >= g->rules->n_messages)
    return "?";
  return g->rules->messages[e->msg].kind;
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

void
hc_log_render_json (const HcGame *g, const HcLogEntry *e, GString *out)
{
  g_autoptr (GString) text = g_string_new (NULL);
  hc_log_render_text (g, e, text);
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
  g_string_append_printf (out, ",\"args\":[%d,%d,%d,%d]}", e->arg[0], e->arg[1],
                          e->arg[2], e->arg[3]);
}
