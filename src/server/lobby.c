/* The lobby: what a connection may do before and around a game — list
 * games, create one, take the open seat, watch, come back to a seat with
 * its token — and the dispatch of a choice to its room. */
#include "hc-rulesets.h"
#include "server-internal.h"

#include <string.h>

JsonObject *
hc_lobby_welcome (void)
{
  JsonObject *o = json_object_new ();
  json_object_set_string_member (o, "type", "welcome");
  json_object_set_string_member (o, "protocol", HC_PROTOCOL);
  JsonArray *rs = json_array_new ();
  GPtrArray *all = hc_ruleset_all ();
  for (guint i = 0; i < all->len; i++)
    {
      const HcRuleset *r = all->pdata[i];
      JsonObject *ro = json_object_new ();
      json_object_set_string_member (ro, "id", r->id);
      json_object_set_string_member (ro, "title", r->title);
      JsonArray *sides = json_array_new ();
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        json_array_add_string_element (sides, r->player_names[p]);
      json_object_set_array_member (ro, "sides", sides);
      JsonArray *eds = json_array_new ();
      for (guint e = 0; r->editions && e < r->editions->len; e++)
        json_array_add_string_element (
            eds, ((const HcEdition *)r->editions->pdata[e])->id);
      json_object_set_array_member (ro, "editions", eds);
      /* where each rule a log line cites comes from, for the page's log */
      JsonObject *rules = json_object_new ();
      for (gint k = 0; k < r->n_rules; k++)
        if (r->rules[k].id && r->rules[k].source)
          json_object_set_string_member (rules, r->rules[k].id,
                                         r->rules[k].source);
      json_object_set_object_member (ro, "rules", rules);
      /* the decks a create or join may name */
      json_object_set_array_member (ro, "decks", hc_named_decks_json (r));
      json_array_add_object_element (rs, ro);
    }
  json_object_set_array_member (o, "rulesets", rs);
  JsonObject *lim = json_object_new ();
  json_object_set_int_member (lim, "message_bytes", HC_MSG_MAX);
  json_object_set_int_member (lim, "messages_per_second", (gint64)HC_RATE);
  json_object_set_int_member (lim, "ping_seconds", 15);
  json_object_set_array_member (o, "agents", json_array_new ());
  JsonArray *agents = json_object_get_array_member (o, "agents");
  for (gint k = 0; k < HC_AGENT_N_KINDS; k++)
    json_array_add_string_element (agents, hc_agent_kind_name (k));
  json_object_set_object_member (o, "limits", lim);
  return o;
}

static void
send_list (Conn *c, gint64 re)
{
  g_autoptr (JsonObject) o = json_object_new ();
  json_object_set_string_member (o, "type", "lobby");
  if (re)
    json_object_set_int_member (o, "re", re);
  JsonArray *games = json_array_new ();
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, c->srv->rooms);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      Room *r = v;
      JsonObject *go = json_object_new ();
      json_object_set_int_member (go, "game", r->id);
      json_object_set_string_member (go, "ruleset", r->setup->rules->id);
      json_object_set_string_member (go, "edition", r->edition_text);
      JsonArray *open = json_array_new ();
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        if (!r->computer[p] && !r->seated[p])
          json_array_add_string_element (open,
                                         r->setup->rules->player_names[p]);
      json_object_set_array_member (go, "open_seats", open);
      json_object_set_boolean_member (go, "vs_computer",
                                      r->computer[0] || r->computer[1]);
      json_object_set_boolean_member (go, "over", hc_room_over (r));
      json_object_set_boolean_member (go, "clocks", r->clocked);
      json_object_set_int_member (go, "turn", r->g->global[HC_G_TURN]);
      json_array_add_object_element (games, go);
    }
  json_object_set_array_member (o, "games", games);
  hc_conn_send (c, o);
}

/* Tie the connection to a room, as seat `seat` (HC_NONE: a watcher), and
 * send the seat's token (when it has one) and a full snapshot. */
static void
attach (Conn *c, Room *r, gint seat, const char *token, gint64 re)
{
  c->room = r->id;
  c->seat = seat;
  c->log_sent = 0;
  g_hash_table_remove_all (c->texts_sent);
  hc_view_forget (c);
  r->active = g_get_monotonic_time ();
  g_autoptr (JsonObject) o = json_object_new ();
  json_object_set_string_member (o, "type", "joined");
  if (re)
    json_object_set_int_member (o, "re", re);
  json_object_set_int_member (o, "game", r->id);
  json_object_set_string_member (o, "ruleset", r->setup->rules->id);
  json_object_set_string_member (o, "edition", r->edition_text);
  if (seat != HC_NONE)
    {
      json_object_set_string_member (o, "seat",
                                     r->setup->rules->player_names[seat]);
      json_object_set_int_member (o, "seat_index", seat);
      json_object_set_string_member (o, "token", token);
    }
  else
    json_object_set_null_member (o, "seat");
  hc_conn_send (c, o);
  hc_room_send_state (r, c, TRUE);
}

static gint
side_index (const HcRuleset *rules, const char *side)
{
  if (!side)
    return 0;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (g_ascii_strcasecmp (side, rules->player_names[p]) == 0)
      return p;
  if (g_ascii_strcasecmp (side, "dark") == 0)
    return 0;
  if (g_ascii_strcasecmp (side, "light") == 0)
    return 1;
  return HC_NONE;
}

static void
create (Conn *c, const HcClientMsg *m)
{
  const HcRuleset *rules = hc_ruleset_find (m->ruleset);
  if (!rules)
    {
      hc_conn_error (c, m->id, "unknown-ruleset", "no ruleset \"%s\"",
                     m->ruleset);
      return;
    }
  gint side = side_index (rules, m->side);
  if (side == HC_NONE)
    {
      hc_conn_error (c, m->id, "bad-message",
                     "no side \"%s\" (expected %s or %s)", m->side,
                     rules->player_names[0], rules->player_names[1]);
      return;
    }
  gboolean vs_computer = TRUE;
  if (m->opponent && strcmp (m->opponent, "person") == 0)
    vs_computer = FALSE;
  else if (m->opponent && strcmp (m->opponent, "computer") != 0)
    {
      hc_conn_error (c, m->id, "bad-message",
                     "opponent must be \"computer\" or \"person\"");
      return;
    }
  if ((m->opponent_deck || m->opponent_deck_name) && !vs_computer)
    {
      /* a person plays the deck the game gives its seat, not one the
       * creator chose for it */
      hc_conn_error (c, m->id, "bad-message",
                     "opponent_deck is for a game against the computer");
      return;
    }
  HcAgentKind kind = HC_AGENT_RANDOM;
  if (m->agent && !hc_agent_kind_parse (m->agent, &kind))
    {
      hc_conn_error (c, m->id, "bad-message",
                     "no computer player \"%s\" (expected one of welcome's "
                     "agents: random, greedy, search, easy, normal, hard)",
                     m->agent);
      return;
    }
  guint cap = c->srv->cfg.max_games;
  if (g_hash_table_size (c->srv->rooms) >= cap)
    hc_rooms_reap (c->srv, TRUE);
  if (g_hash_table_size (c->srv->rooms) >= cap)
    {
      hc_conn_error (c, m->id, "full",
                     "the server has %u games already, its most; try again "
                     "when one ends",
                     cap);
      return;
    }
  g_autoptr (GError) err = NULL;
  const HcCardDb *db = hc_rulesets_cards (rules, &err);
  g_autoptr (HcMatchSetup) setup
      = db ? hc_match_setup_new (rules, db, m->edition, &err) : NULL;
  if (!setup)
    {
      hc_conn_error (c, m->id, "bad-edition", "%s", err->message);
      return;
    }
  if (!hc_deck_choose (setup, side, m->deck, m->deck_name, &err)
      || !hc_deck_choose (setup, 1 - side, m->opponent_deck,
                          m->opponent_deck_name, &err))
    {
      hc_conn_error (c, m->id, "bad-deck", "%s", err->message);
      return;
    }
  HcAgent agent = hc_agent_default (kind);
  Room *r = hc_room_new (c->srv, setup, m->edition ? m->edition : "latest",
                         side, vs_computer, &agent, &err);
  if (!r)
    {
      hc_conn_error (c, m->id, "cannot-start", "%s", err->message);
      return;
    }
  g_autofree char *token = hc_room_take_seat (r, side, &err);
  if (!token)
    {
      hc_conn_error (c, m->id, "cannot-start", "%s", err->message);
      hc_room_free (r);
      return;
    }
  if (m->clock_seconds)
    {
      r->clocked = TRUE;
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        r->clock_ms[p] = m->clock_seconds * 1000;
      r->clock_inc_ms = m->clock_increment * 1000;
    }
  g_hash_table_insert (c->srv->rooms, GUINT_TO_POINTER (r->id), r);
  attach (c, r, side, token, m->id);
  hc_room_progress (r);
}

static Room *
find_room (Conn *c, const HcClientMsg *m)
{
  Room *r = hc_store_find (c->srv, (guint)m->game);
  if (!r)
    hc_conn_error (c, m->id, "no-game", "no game %" G_GINT64_FORMAT, m->game);
  return r;
}

void
hc_lobby_handle (Conn *c, const HcClientMsg *m)
{
  Room *r = NULL;
  switch (m->type)
    {
    case HC_MSG_PING:
      {
        g_autoptr (JsonObject) o = json_object_new ();
        json_object_set_string_member (o, "type", "pong");
        if (m->id)
          json_object_set_int_member (o, "re", m->id);
        hc_conn_send (c, o);
        return;
      }
    case HC_MSG_LIST:
      send_list (c, m->id);
      return;
    case HC_MSG_CREATE:
      create (c, m);
      return;
    case HC_MSG_SCENARIOS:
    case HC_MSG_COMPARE:
      hc_compare_handle (c, m);
      return;
    case HC_MSG_EXPLAIN:
      hc_explain_handle (c, m);
      return;
    case HC_MSG_JOIN:
      if (!(r = find_room (c, m)))
        return;
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        if (!r->computer[p] && !r->seated[p])
          {
            g_autoptr (GError) err = NULL;
            gboolean brought = m->deck || m->deck_name;
            if (brought && !hc_room_redeal (r, p, m->deck, m->deck_name, &err))
              {
                hc_conn_error (c, m->id, "bad-deck", "%s", err->message);
                return;
              }
            g_autofree char *token = hc_room_take_seat (r, p, &err);
            if (!token)
              {
                hc_conn_error (c, m->id, "cannot-start", "%s", err->message);
                return;
              }
            attach (c, r, p, token, m->id);
            /* the other seat sees its opponent arrive, with the whole log
             * when the deal was made again */
            if (brought)
              hc_room_broadcast_full (r);
            hc_room_progress (r);
            return;
          }
      hc_conn_error (c, m->id, "no-seat",
                     "game %u has no open seat (spectate instead)", r->id);
      return;
    case HC_MSG_SPECTATE:
      if ((r = find_room (c, m)))
        attach (c, r, HC_NONE, NULL, m->id);
      return;
    case HC_MSG_REPLAY:
      if ((r = find_room (c, m)))
        hc_replay_send (r, c, m);
      return;
    case HC_MSG_RESYNC:
      /* a client that missed a state, or cannot apply a delta, asks for
       * the whole of what it watches again */
      if (!(r = find_room (c, m)))
        return;
      if (c->room != r->id)
        hc_conn_error (c, m->id, "not-watching",
                       "join, rejoin or spectate game %u first", r->id);
      else
        hc_room_send_state (r, c, TRUE);
      return;
    case HC_MSG_REJOIN:
    case HC_MSG_CHOOSE:
    case HC_MSG_UNDO:
    case HC_MSG_UNDO_ANSWER:
    case HC_MSG_PREFS:
    case HC_MSG_CLAIM:
      if (!(r = find_room (c, m)))
        return;
      gint seat = hc_room_token_seat (r, m->token);
      if (seat == HC_NONE)
        {
          hc_conn_error (c, m->id, "bad-token",
                         "that token opens no seat of game %u", r->id);
          return;
        }
      if (m->type == HC_MSG_REJOIN)
        {
          attach (c, r, seat, m->token, m->id);
          hc_grace_cancel (r, seat);
          if (r->dropped == seat)
            r->dropped = HC_NONE; /* back before the other answered */
          hc_room_broadcast (r);  /* the seat is held again */
        }
      else if (c->room != r->id || c->seat != seat)
        hc_conn_error (c, m->id, "not-seated",
                       "join or rejoin the seat before choosing");
      else if (m->type == HC_MSG_UNDO)
        hc_undo_request (r, c, m);
      else if (m->type == HC_MSG_CLAIM)
        hc_claim (r, c, m);
      else if (m->type == HC_MSG_UNDO_ANSWER)
        hc_undo_answer (r, c, m);
      else if (m->type == HC_MSG_PREFS)
        {
          if (m->has_auto_pass)
            r->auto_pass[seat] = m->auto_pass;
          if (m->has_show_spectators)
            r->show_spectators[seat] = m->show_spectators;
          r->dirty = TRUE;
          /* every watcher sees the preference; spectators get their
           * view widened or narrowed, in full (their log is read anew) */
          if (m->has_show_spectators)
            hc_room_broadcast_full (r);
          /* a pass that waits now goes at once */
          hc_room_progress (r);
        }
      else
        hc_room_choose (r, c, m);
      return;
    }
}
