/* The client's messages: from untrusted text to one checked value.  Only
 * the shape is checked here (types, lengths, known fields); whether a game,
 * seat or option exists is the lobby's and the room's business.  Kept free
 * of the network so the fuzz target can call it alone. */
#include "server-internal.h"

#include <string.h>

static const char *const type_names[] = {
  [HC_MSG_PING] = "ping",
  [HC_MSG_LIST] = "list",
  [HC_MSG_CREATE] = "create",
  [HC_MSG_JOIN] = "join",
  [HC_MSG_SPECTATE] = "spectate",
  [HC_MSG_REJOIN] = "rejoin",
  [HC_MSG_CHOOSE] = "choose",
  [HC_MSG_UNDO] = "undo",
  [HC_MSG_UNDO_ANSWER] = "undo-answer",
  [HC_MSG_REPLAY] = "replay",
  [HC_MSG_PREFS] = "prefs",
  [HC_MSG_CLAIM] = "claim",
  [HC_MSG_SCENARIOS] = "scenarios",
  [HC_MSG_COMPARE] = "compare",
  [HC_MSG_EXPLAIN] = "explain",
  [HC_MSG_RESYNC] = "resync",
};

/* the longest text field a client may send (an edition with switches) */
#define FIELD_MAX 256

static gboolean fail (GError **error, const char *fmt, ...)
    G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error_literal (error, HC_ERROR, HC_ERROR_PARSE, text);
  return FALSE;
}

static gboolean
too_large (GError **error, gsize len, gsize max)
{
  g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
               "message of %" G_GSIZE_FORMAT " bytes, at most %" G_GSIZE_FORMAT,
               len, max);
  return FALSE;
}

/* A member that must be a string when present; *out stays NULL when it
 * is absent and `required` is FALSE. */
static gboolean get_text (JsonObject *o, const char *name, gsize max,
                          char **out, GError **error);

static gboolean
get_string (JsonObject *o, const char *name, gboolean required, char **out,
            GError **error)
{
  if (!required && !json_object_has_member (o, name))
    return TRUE;
  return get_text (o, name, FIELD_MAX, out, error);
}

/* A string member of 1 to max bytes, required. */
static gboolean
get_text (JsonObject *o, const char *name, gsize max, char **out,
          GError **error)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n)
    return fail (error, "\"%s\" is missing", name);
  if (!JSON_NODE_HOLDS_VALUE (n)
      || json_node_get_value_type (n) != G_TYPE_STRING)
    return fail (error, "\"%s\" must be a string", name);
  const char *s = json_node_get_string (n);
  if (strlen (s) == 0 || strlen (s) > max)
    return fail (error, "\"%s\" must be 1 to %" G_GSIZE_FORMAT " bytes", name,
                 max);
  /* json-glib lets an unknown escape such as "\3" through as raw bytes;
   * a stranger's text must still be UTF-8 before anything shows it */
  if (!g_utf8_validate (s, -1, NULL))
    return fail (error, "\"%s\" must be UTF-8 text", name);
  *out = g_strdup (s);
  return TRUE;
}

static gboolean
get_int (JsonObject *o, const char *name, gboolean required, gint64 min,
         gint64 max, gint64 *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n)
    return required ? fail (error, "\"%s\" is missing", name) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n)
      || json_node_get_value_type (n) != G_TYPE_INT64)
    return fail (error, "\"%s\" must be a whole number", name);
  gint64 v = json_node_get_int (n);
  if (v < min || v > max)
    return fail (
        error, "\"%s\" must be from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
        name, min, max);
  *out = v;
  return TRUE;
}

static gboolean
get_bool (JsonObject *o, const char *name, gboolean *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n)
    return fail (error, "\"%s\" is missing", name);
  if (!JSON_NODE_HOLDS_VALUE (n)
      || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return fail (error, "\"%s\" must be true or false", name);
  *out = json_node_get_boolean (n);
  return TRUE;
}

/* a deck is pasted or named, not both */
static gboolean
one_deck (const char *text, const char *name, const char *field, GError **error)
{
  if (text && name)
    return fail (error, "\"%s\" and \"%s_name\": give one deck, not both",
                 field, field);
  return TRUE;
}

static gboolean
parse_fields (JsonObject *o, HcClientMsg *m, GError **error)
{
  gint64 option = 0;
  switch (m->type)
    {
    case HC_MSG_PING:
    case HC_MSG_LIST:
    case HC_MSG_SCENARIOS:
      return TRUE;
    case HC_MSG_EXPLAIN:
      return get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
             && get_int (o, "log_seq", TRUE, 0, G_MAXUINT32, &m->log_seq,
                         error);
    case HC_MSG_COMPARE:
      return get_string (o, "scenario", TRUE, &m->scenario, error)
             && get_string (o, "editions", FALSE, &m->edition, error);
    case HC_MSG_CREATE:
      return get_string (o, "ruleset", TRUE, &m->ruleset, error)
             && get_string (o, "edition", FALSE, &m->edition, error)
             && get_string (o, "side", FALSE, &m->side, error)
             && get_string (o, "opponent", FALSE, &m->opponent, error)
             && get_string (o, "agent", FALSE, &m->agent, error)
             && (!json_object_has_member (o, "deck")
                 || get_text (o, "deck", HC_DECK_MAX, &m->deck, error))
             && (!json_object_has_member (o, "opponent_deck")
                 || get_text (o, "opponent_deck", HC_DECK_MAX,
                              &m->opponent_deck, error))
             && get_string (o, "deck_name", FALSE, &m->deck_name, error)
             && get_string (o, "opponent_deck_name", FALSE,
                            &m->opponent_deck_name, error)
             && one_deck (m->deck, m->deck_name, "deck", error)
             && one_deck (m->opponent_deck, m->opponent_deck_name,
                          "opponent_deck", error)
             && get_int (o, "clock_seconds", FALSE, 0, 36000, &m->clock_seconds,
                         error)
             && get_int (o, "clock_increment", FALSE, 0, 600,
                         &m->clock_increment, error);
    case HC_MSG_PREFS:
      if (!get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
          || !get_string (o, "token", TRUE, &m->token, error))
        return FALSE;
      m->has_auto_pass = json_object_has_member (o, "auto_pass");
      m->has_show_spectators = json_object_has_member (o, "show_spectators");
      if (!m->has_auto_pass && !m->has_show_spectators)
        return fail (error, "prefs needs \"auto_pass\" or "
                            "\"show_spectators\"");
      return (!m->has_auto_pass
              || get_bool (o, "auto_pass", &m->auto_pass, error))
             && (!m->has_show_spectators
                 || get_bool (o, "show_spectators", &m->show_spectators,
                              error));
    case HC_MSG_JOIN:
      return get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
             && (!json_object_has_member (o, "deck")
                 || get_text (o, "deck", HC_DECK_MAX, &m->deck, error))
             && get_string (o, "deck_name", FALSE, &m->deck_name, error)
             && one_deck (m->deck, m->deck_name, "deck", error);
    case HC_MSG_CLAIM:
      return get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
             && get_string (o, "token", TRUE, &m->token, error)
             && get_string (o, "take", TRUE, &m->take, error)
             && get_string (o, "agent", FALSE, &m->agent, error);
    case HC_MSG_SPECTATE:
    case HC_MSG_RESYNC:
      return get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error);
    case HC_MSG_REJOIN:
    case HC_MSG_UNDO:
      return get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
             && get_string (o, "token", TRUE, &m->token, error);
    case HC_MSG_UNDO_ANSWER:
      return get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
             && get_string (o, "token", TRUE, &m->token, error)
             && get_bool (o, "accept", &m->accept, error);
    case HC_MSG_REPLAY:
      return get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
             && get_string (o, "side", FALSE, &m->view_side, error)
             && get_int (o, "step", FALSE, 0, G_MAXUINT32, &m->step, error);
    case HC_MSG_CHOOSE:
      if (!get_int (o, "game", TRUE, 1, G_MAXUINT32, &m->game, error)
          || !get_string (o, "token", TRUE, &m->token, error)
          || !get_string (o, "hash", TRUE, &m->hash, error)
          || !get_int (o, "option", TRUE, 0, G_MAXUINT32, &option, error))
        return FALSE;
      m->option = (guint32)option;
      return TRUE;
    }
  return fail (error, "unknown message type");
}

gboolean
hc_proto_parse (const char *data, gsize len, HcClientMsg *m, GError **error)
{
  memset (m, 0, sizeof *m);
  if (len > HC_CREATE_MAX)
    return too_large (error, len, HC_CREATE_MAX);
  if (!g_utf8_validate_len (data, len, NULL))
    return fail (error, "not UTF-8 text");
  g_autoptr (JsonParser) p = json_parser_new_immutable ();
  g_autoptr (GError) perr = NULL;
  if (!json_parser_load_from_data (p, data, (gssize)len, &perr))
    return fail (error, "not valid JSON: %s", perr->message);
  JsonNode *root = json_parser_get_root (p);
  if (!root || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, "a message must be one JSON object");
  JsonObject *o = json_node_get_object (root);
  g_autofree char *type = NULL;
  if (!get_int (o, "id", FALSE, 0, G_MAXINT32, &m->id, error)
      || !get_string (o, "type", TRUE, &type, error))
    return FALSE;
  gint t = -1;
  for (guint i = 0; i < G_N_ELEMENTS (type_names); i++)
    if (strcmp (type, type_names[i]) == 0)
      t = (gint)i;
  if (t < 0)
    return fail (error,
                 "unknown type \"%s\" (expected ping, list, create, join, "
                 "spectate, rejoin, choose, undo, undo-answer, replay, prefs, "
                 "claim, scenarios, compare, explain or resync)",
                 type);
  m->type = (HcMsgType)t;
  /* only a create or a join may carry decks; everything else is small */
  if (m->type != HC_MSG_CREATE && m->type != HC_MSG_JOIN && len > HC_MSG_MAX)
    return too_large (error, len, HC_MSG_MAX);
  if (!parse_fields (o, m, error))
    {
      hc_client_msg_clear (m);
      return FALSE;
    }
  return TRUE;
}

void
hc_client_msg_clear (HcClientMsg *m)
{
  g_clear_pointer (&m->ruleset, g_free);
  g_clear_pointer (&m->edition, g_free);
  g_clear_pointer (&m->side, g_free);
  g_clear_pointer (&m->opponent, g_free);
  g_clear_pointer (&m->agent, g_free);
  g_clear_pointer (&m->token, g_free);
  g_clear_pointer (&m->hash, g_free);
  g_clear_pointer (&m->view_side, g_free);
  g_clear_pointer (&m->deck, g_free);
  g_clear_pointer (&m->opponent_deck, g_free);
  g_clear_pointer (&m->deck_name, g_free);
  g_clear_pointer (&m->opponent_deck_name, g_free);
  g_clear_pointer (&m->take, g_free);
  g_clear_pointer (&m->scenario, g_free);
}
