/* holocron serve's message parser: the bytes are one WebSocket text frame
 * from a client.  Any input is one checked message or refused with a
 * message, never a crash; a refused one leaves nothing allocated, and an
 * accepted one has every field its type needs, within bounds.
 *
 * The same bytes, cut at their first newline, are also two views for
 * the view delta's scanner (view-delta.c): it reads only the server's own
 * text, but it must never read past it, and what it writes for two JSON
 * objects must be a JSON object. */
#include "fuzz.h"
#include "server-internal.h"

#include <string.h>

static void
check_string (const char *s, gboolean needed, const char *what)
{
  fuzz_assert (s || !needed, what, NULL);
  if (s)
    fuzz_assert (*s && strlen (s) <= 256 && g_utf8_validate (s, -1, NULL),
                 "an accepted string must be 1 to 256 characters of UTF-8",
                 NULL);
}

static void
check_deck (const char *d)
{
  if (d)
    fuzz_assert (
        *d && strlen (d) <= HC_DECK_MAX && g_utf8_validate (d, -1, NULL),
        "an accepted deck must be 1 to HC_DECK_MAX bytes of UTF-8", NULL);
}

static gboolean
is_object (const char *text, gsize len)
{
  g_autoptr (JsonParser) p = json_parser_new_immutable ();
  if (!json_parser_load_from_data (p, text, (gssize)len, NULL))
    return FALSE;
  JsonNode *root = json_parser_get_root (p);
  return root && JSON_NODE_HOLDS_OBJECT (root);
}

static void
check_view_delta (const uint8_t *data, size_t size)
{
  const char *cut = memchr (data, '\n', size);
  if (!cut)
    return;
  /* each half its own allocation, so a read past either is caught */
  gsize n1 = (gsize)(cut - (const char *)data), n2 = size - n1 - 1;
  g_autofree char *was = g_memdup2 (data, n1);
  g_autofree char *now = g_memdup2 (cut + 1, n2);
  g_autoptr (GString) out = g_string_new (NULL);
  if (!hc_view_delta (was, n1, now, n2, 7, out))
    {
      fuzz_assert (out->len == 0, "a refused delta wrote something", NULL);
      return;
    }
  if (is_object (was, n1) && is_object (now, n2))
    fuzz_assert (is_object (out->str, out->len),
                 "the delta of two objects is not an object", NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  check_view_delta (data, size);
  HcClientMsg m;
  g_autoptr (GError) error = NULL;
  if (!hc_proto_parse ((const char *)data, size, &m, &error))
    {
      fuzz_assert (error && error->message[0], "a refusal must say why", NULL);
      fuzz_assert (!m.ruleset && !m.edition && !m.side && !m.opponent
                       && !m.agent && !m.token && !m.hash && !m.view_side
                       && !m.deck && !m.opponent_deck && !m.deck_name
                       && !m.opponent_deck_name && !m.take && !m.scenario,
                   "a refused message must keep nothing", error);
      return 0;
    }
  fuzz_assert (size <= (m.type == HC_MSG_CREATE || m.type == HC_MSG_JOIN
                            ? HC_CREATE_MAX
                            : HC_MSG_MAX),
               "an oversized message was accepted", NULL);
  fuzz_assert (m.type <= HC_MSG_RESYNC && m.id >= 0, "type or id out of range",
               NULL);
  gboolean needs_game = (m.type >= HC_MSG_JOIN && m.type <= HC_MSG_CLAIM)
                        || m.type == HC_MSG_EXPLAIN || m.type == HC_MSG_RESYNC;
  fuzz_assert (!needs_game || (m.game >= 1 && m.game <= G_MAXUINT32),
               "a game number out of range", NULL);
  check_string (m.ruleset, m.type == HC_MSG_CREATE, "create needs a ruleset");
  check_string (m.edition, FALSE, "");
  check_string (m.side, FALSE, "");
  check_string (m.opponent, FALSE, "");
  check_string (m.agent, FALSE, "");
  check_string (m.token,
                m.type == HC_MSG_REJOIN || m.type == HC_MSG_CHOOSE
                    || m.type == HC_MSG_UNDO || m.type == HC_MSG_UNDO_ANSWER
                    || m.type == HC_MSG_PREFS || m.type == HC_MSG_CLAIM,
                "rejoin, choose and undo need a token");
  check_string (m.take, m.type == HC_MSG_CLAIM, "claim needs a take");
  check_string (m.scenario, m.type == HC_MSG_COMPARE,
                "compare needs a scenario");
  check_string (m.view_side, FALSE, "");
  fuzz_assert (m.step >= 0 && m.step <= G_MAXUINT32, "a step out of range",
               NULL);
  fuzz_assert (m.log_seq >= 0 && m.log_seq <= G_MAXUINT32,
               "a log_seq out of range", NULL);
  fuzz_assert (m.clock_seconds >= 0 && m.clock_seconds <= 36000
                   && m.clock_increment >= 0 && m.clock_increment <= 600,
               "a clock out of range", NULL);
  check_deck (m.deck);
  check_deck (m.opponent_deck);
  check_string (m.deck_name, FALSE, "");
  check_string (m.opponent_deck_name, FALSE, "");
  fuzz_assert (!(m.deck && m.deck_name)
                   && !(m.opponent_deck && m.opponent_deck_name),
               "a deck both pasted and named was accepted", NULL);
  check_string (m.hash, m.type == HC_MSG_CHOOSE, "choose needs a hash");
  fuzz_assert (m.type != HC_MSG_PREFS || m.has_auto_pass
                   || m.has_show_spectators,
               "prefs that set nothing were accepted", NULL);
  hc_client_msg_clear (&m);
  return 0;
}
