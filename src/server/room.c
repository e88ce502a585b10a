/* One game on the server: its state, its record, its two seats, and the
 * driving loop — advance to the next decision, let the computer think if
 * the decision is its, send each watcher its own view. */
#include "server-internal.h"

#include <stdio.h>
#include <string.h>
#include <sys/random.h>

/* Secrets come from the kernel's generator, not from GLib's Mersenne
 * twister, whose output can be predicted from enough of it. */
gboolean
hc_random_bytes (void *buf, gsize n, GError **error)
{
  guint8 *p = buf;
  while (n > 0)
    {
      gssize got = getrandom (p, n, 0);
      if (got < 0)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_IO,
                       "no random bytes from the kernel: %s",
                       g_strerror (errno));
          return FALSE;
        }
      p += got;
      n -= (gsize)got;
    }
  return TRUE;
}

static char *
new_token (GError **error)
{
  guint8 bytes[24];
  if (!hc_random_bytes (bytes, sizeof bytes, error))
    return NULL;
  GString *s = g_string_sized_new (2 * sizeof bytes);
  for (gsize i = 0; i < sizeof bytes; i++)
    g_string_append_printf (s, "%02x", bytes[i]);
  return g_string_free (s, FALSE);
}

char *
hc_token_digest (const char *token)
{
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, token, -1);
}

char *
hc_room_take_seat (Room *r, gint p, GError **error)
{
  char *token = new_token (error);
  if (!token)
    return NULL;
  g_free (r->token_hash[p]);
  r->token_hash[p] = hc_token_digest (token);
  r->seated[p] = TRUE;
  r->dirty = TRUE;
  return token;
}

gint
hc_room_token_seat (const Room *r, const char *token)
{
  g_autofree char *digest = hc_token_digest (token);
  gint found = HC_NONE;
  gsize n = strlen (digest);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (!r->token_hash[p] || strlen (r->token_hash[p]) != n)
        continue;
      guint diff = 0;
      for (gsize i = 0; i < n; i++)
        diff |= (guint)(r->token_hash[p][i] ^ digest[i]);
      if (diff == 0)
        found = p;
    }
  return found;
}

/* A game from a seed of the kernel's, with its record; the computer's
 * generators follow from the seed. */
static HcGame *
deal (const HcMatchSetup *setup, HcRecord **rec, HcRng rng[HC_MAX_PLAYERS],
      GError **error)
{
  guint64 seed;
  if (!hc_random_bytes (&seed, sizeof seed, error))
    return NULL;
  HcGame *g = hc_match_start (setup, seed, rec, error);
  if (g)
    hc_match_agents_seed (rng, seed ^ 0x5eed5eed5eedULL);
  return g;
}

Room *
hc_room_new (Server *srv, const HcMatchSetup *setup, const char *edition_text,
             gint creator_side, gboolean vs_computer, const HcAgent *agent,
             GError **error)
{
  g_autoptr (HcRecord) rec = NULL;
  HcRng rng[HC_MAX_PLAYERS];
  HcGame *g = deal (setup, &rec, rng, error);
  if (!g)
    return NULL;
  Room *r = g_new0 (Room, 1);
  r->srv = srv;
  r->id = ++srv->next_room;
  r->g = g;
  r->rec = g_steal_pointer (&rec);
  memcpy (r->rng, rng, sizeof r->rng);
  r->edition_text = g_strdup (edition_text);
  /* the room keeps its own setup: the lobby's goes when create returns */
  r->setup = hc_match_setup_new (setup->rules, setup->db, edition_text, error);
  r->agent = *agent;
  r->undo_by = HC_NONE;
  r->forfeit = HC_NONE;
  r->dropped = HC_NONE;
  r->clock_running = HC_NONE;
  r->dirty = TRUE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    r->computer[p] = vs_computer && p != creator_side;
  if (!r->setup || !hc_random_bytes (r->key, sizeof r->key, error))
    {
      hc_room_free (r);
      return NULL;
    }
  r->active = g_get_monotonic_time ();
  /* the first snapshot shows the first decision */
  hc_game_advance (r->g);
  return r;
}

gboolean
hc_room_redeal (Room *r, gint side, const char *deck, const char *deck_name,
                GError **error)
{
  if (r->decisions)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "game %u has begun: a deck can be brought only before the "
                   "first choice",
                   r->id);
      return FALSE;
    }
  g_autoptr (HcMatchSetup) setup = hc_match_setup_new (
      r->setup->rules, r->setup->db, r->edition_text, error);
  if (!setup || !hc_deck_choose (setup, side, deck, deck_name, error))
    return FALSE;
  /* the seat already taken keeps the deck it was dealt */
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (p != side)
      {
        g_ptr_array_set_size (setup->deck[p], 0);
        for (guint i = 0; i < r->rec->deck[p]->len; i++)
          g_ptr_array_add (setup->deck[p],
                           g_strdup (r->rec->deck[p]->pdata[i]));
      }
  /* a new seed: the deal the creator saw says nothing of this one */
  g_autoptr (HcRecord) rec = NULL;
  HcGame *g = deal (setup, &rec, r->rng, error);
  if (!g)
    return FALSE;
  hc_game_free (r->g);
  hc_record_free (r->rec);
  r->g = g;
  r->rec = g_steal_pointer (&rec);
  r->dirty = TRUE;
  hc_game_advance (r->g);
  return TRUE;
}

void
hc_room_free (Room *r)
{
  if (!r)
    return;
  hc_room_timers_clear (r);
  hc_game_free (r->g);
  hc_record_free (r->rec);
  if (r->replay_marks)
    g_ptr_array_free (r->replay_marks, TRUE);
  if (r->setup)
    hc_match_setup_free (r->setup);
  g_free (r->edition_text);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    g_free (r->token_hash[p]);
  g_free (r);
}

gboolean
hc_room_open_to_spectators (const Room *r)
{
  gboolean people = FALSE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (!r->computer[p])
      {
        if (!r->show_spectators[p] || !r->seated[p])
          return FALSE;
        people = TRUE;
      }
  return people;
}

char *
hc_room_public_hash (const Room *r)
{
  guint64 words[2] = { hc_game_hash (r->g), r->decisions };
  g_autofree char *mac
      = g_compute_hmac_for_data (G_CHECKSUM_SHA256, r->key, sizeof r->key,
                                 (const guchar *)words, sizeof words);
  return g_strndup (mac, 16);
}

/* who plays each side and whether a connection holds the seat now, so a
 * page can say that its opponent dropped */
static JsonArray *
players_of (Room *r)
{
  gboolean on[HC_MAX_PLAYERS] = { FALSE };
  GHashTableIter it;
  gpointer key;
  g_hash_table_iter_init (&it, r->srv->conns);
  while (g_hash_table_iter_next (&it, &key, NULL))
    {
      Conn *c = key;
      if (c->room == r->id && c->seat != HC_NONE)
        on[c->seat] = TRUE;
    }
  JsonArray *a = json_array_new ();
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "side", r->g->rules->player_names[p]);
      json_object_set_string_member (o, "player",
                                     r->computer[p] ? "computer"
                                     : r->seated[p] ? "person"
                                                    : "open");
      json_object_set_boolean_member (o, "connected", r->computer[p] || on[p]);
      json_array_add_object_element (a, o);
    }
  return a;
}

void
hc_send_view (Server *srv, Conn *c, const HcGame *g, gint seat, JsonObject *o,
              const GString *raw)
{
  hc_conn_send_with (c, o, raw->str);
  if (srv->cfg.audit)
    {
      g_autofree char *names = hc_view_audit (g, seat);
      fprintf (stderr,
               "x-audit: conn %" G_GUINT64_FORMAT " seq %" G_GUINT64_FORMAT
               " hidden %s\n",
               c->id, c->seq, names);
    }
}

void
hc_room_send_state (Room *r, Conn *c, gboolean full)
{
  g_autoptr (JsonObject) o = json_object_new ();
  json_object_set_string_member (o, "type", "state");
  json_object_set_int_member (o, "game", r->id);
  json_object_set_boolean_member (o, "full", full);
  g_autofree char *hash = hc_room_public_hash (r);
  json_object_set_string_member (o, "hash", hash);
  json_object_set_int_member (o, "decisions", r->decisions);
  json_object_set_array_member (o, "players", players_of (r));
  json_object_set_boolean_member (o, "vs_computer",
                                  r->computer[0] || r->computer[1]);
  if (r->undo_by != HC_NONE)
    {
      JsonObject *u = json_object_new ();
      json_object_set_string_member (u, "by",
                                     r->g->rules->player_names[r->undo_by]);
      json_object_set_object_member (o, "undo", u);
    }
  if (r->clocked)
    json_object_set_array_member (o, "clocks", hc_clock_json (r));
  if (r->dropped != HC_NONE)
    json_object_set_string_member (o, "dropped",
                                   r->g->rules->player_names[r->dropped]);
  if (c->seat != HC_NONE)
    json_object_set_boolean_member (o, "auto_pass", r->auto_pass[c->seat]);
  JsonArray *shown = json_array_new ();
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (r->show_spectators[p] && !r->computer[p])
      json_array_add_string_element (shown, r->g->rules->player_names[p]);
  json_object_set_array_member (o, "show_spectators", shown);
  gboolean open = hc_room_open_to_spectators (r);
  json_object_set_string_member (o, "spectators", open ? "open" : "public");
  gint viewer = c->seat == HC_NONE && open ? HC_VIEW_OPEN : c->seat;
  /* a game ended off the rules shows the game as it stood, with nothing
   * to do */
  g_autoptr (GString) raw = g_string_new (NULL);
  hc_view_fill (r->g, viewer, full ? 0 : c->log_sent, r->forfeit == HC_NONE,
                c->texts_sent, o, raw);
  c->log_sent = r->g->log_len;
  if (r->forfeit != HC_NONE)
    {
      json_object_set_string_member (o, "result",
                                     r->g->rules->player_names[1 - r->forfeit]);
      json_object_set_string_member (o, "end_reason", r->end_reason);
    }
  hc_view_send_delta (c, o, raw, full);
  hc_send_view (r->srv, c, r->g, viewer, o, raw);
  c->view_seq = c->seq; /* the state the next delta changes */
}

static void
broadcast (Room *r, gboolean full)
{
  GHashTableIter it;
  gpointer key;
  g_hash_table_iter_init (&it, r->srv->conns);
  while (g_hash_table_iter_next (&it, &key, NULL))
    {
      Conn *c = key;
      if (c->room == r->id)
        hc_room_send_state (r, c, full);
    }
}

void
hc_room_broadcast (Room *r)
{
  broadcast (r, FALSE);
}

void
hc_room_broadcast_full (Room *r)
{
  broadcast (r, TRUE);
}

/* The core's priority window (decision kind 0, with its pass).  The core
 * never asks in a window where the side can only pass; auto-pass is for
 * the windows where it could play something but said it would not. */
static gint
window_pass (const HcDecision *d)
{
  if (d->kind != 0)
    return -1;
  for (gint i = 0; i < d->n_options; i++)
    if (d->option[i].id == HC_OPTION_PASS && d->option[i].kind == 0)
      return i;
  return -1;
}

void
hc_room_progress (Room *r)
{
  if (hc_room_over (r))
    {
      hc_room_broadcast (r);
      return;
    }
  const HcDecision *d = hc_game_advance (r->g);
  /* a side that asked for it passes its priority windows at once; each
   * pass is a choice in the record like any other */
  while (d && !r->computer[d->player] && r->auto_pass[d->player]
         && window_pass (d) >= 0)
    {
      /* no increment: a pass the server made took no thought */
      hc_clock_stop (r, FALSE);
      if (!hc_record_choose (r->rec, r->g, HC_OPTION_PASS, NULL))
        break;
      r->decisions++;
      r->undo_by = HC_NONE;
      r->dirty = TRUE;
      d = hc_game_advance (r->g);
    }
  hc_clock_start (r);
  hc_room_broadcast (r);
  if (d && r->computer[d->player] && !r->thinking)
    hc_think_start (r);
}

void
hc_room_choose (Room *r, Conn *c, const HcClientMsg *m)
{
  const HcDecision *d = hc_game_advance (r->g);
  g_autofree char *hash = hc_room_public_hash (r);
  if (!d || hc_room_over (r))
    {
      hc_conn_error (c, m->id, "over", "game %u is over", r->id);
      return;
    }
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (!r->computer[p] && !r->seated[p])
      {
        /* the joiner may bring a deck, which deals the game again */
        hc_conn_error (c, m->id, "waiting",
                       "the %s's seat is still open: wait for the opponent",
                       r->g->rules->player_names[p]);
        return;
      }
  if (d->player != c->seat)
    {
      hc_conn_error (c, m->id, "not-your-decision",
                     "the %s is deciding, not you",
                     r->g->rules->player_names[d->player]);
      return;
    }
  if (strcmp (m->hash, hash) != 0)
    {
      hc_conn_error (c, m->id, "stale",
                     "the choice answers state %s, the game is at %s", m->hash,
                     hash);
      return;
    }
  if (hc_decision_find (d, m->option) < 0)
    {
      hc_conn_error (c, m->id, "unknown-option",
                     "no option %u in this decision", m->option);
      return;
    }
  /* the clock is read before the choice counts: one made after the time
   * ran out (before the timer said so) loses */
  hc_clock_stop (r, TRUE);
  if (r->clocked && r->clock_ms[c->seat] <= 0)
    {
      r->clock_ms[c->seat] = 0;
      hc_room_forfeit (r, c->seat, "time");
      hc_conn_error (c, m->id, "over", "your time ran out");
      return;
    }
  g_autoptr (GError) err = NULL;
  if (!hc_record_choose (r->rec, r->g, m->option, &err))
    {
      hc_conn_error (c, m->id, "refused", "%s", err->message);
      hc_clock_start (r);
      return;
    }
  r->decisions++;
  /* a choice made while an undo is asked for answers "no" to it: what
   * the undo would go back to has moved */
  r->undo_by = HC_NONE;
  r->dirty = TRUE;
  r->active = g_get_monotonic_time ();
  hc_room_progress (r);
}

void
hc_room_apply_computer (Room *r, guint epoch, guint decisions, guint32 option)
{
  /* an answer thought out before an undo is dropped: the undo already
   * started the computer again on the decision it went back to */
  if (epoch != r->epoch)
    return;
  r->thinking = FALSE;
  if (hc_room_over (r))
    return;
  hc_clock_stop (r, TRUE);
  g_autoptr (GError) err = NULL;
  if (decisions == r->decisions
      && hc_record_choose (r->rec, r->g, option, &err))
    {
      r->decisions++;
      r->undo_by = HC_NONE;
      r->dirty = TRUE;
    }
  else if (err)
    g_warning ("game %u: the computer's choice was refused: %s", r->id,
               err->message);
  hc_room_progress (r);
}

/* how long a game nobody watches is kept: a finished one a while, for a
 * late look; an unfinished one long enough to come back to it */
#define KEEP_OVER_US ((gint64)10 * 60 * G_USEC_PER_SEC)
#define KEEP_OPEN_US ((gint64)60 * 60 * G_USEC_PER_SEC)

void
hc_rooms_reap (Server *srv, gboolean over_now)
{
  GHashTableIter it;
  gpointer key, value;
  gint64 now = g_get_monotonic_time ();
  /* the rooms someone watches stay */
  g_hash_table_iter_init (&it, srv->conns);
  while (g_hash_table_iter_next (&it, &key, NULL))
    {
      Room *r = g_hash_table_lookup (srv->rooms,
                                     GUINT_TO_POINTER (((Conn *)key)->room));
      if (r)
        r->active = now;
    }
  g_hash_table_iter_init (&it, srv->rooms);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      Room *r = value;
      gboolean over = hc_room_over (r);
      gint64 idle = now - r->active;
      gboolean watched = r->active == now;
      /* a thinking computer's answer finds no room and is dropped */
      if ((over && over_now && !watched)
          || idle > (over ? KEEP_OVER_US : KEEP_OPEN_US))
        {
          /* its files stay: a replay or a rejoin reads it back.  Its last
           * state is queued behind any write of it still on its way: one
           * written here at once would be overwritten by that older one
           * when it landed (the bench lost 136 games' last choices so,
           * at the cap on rooms) */
          hc_store_write_last (srv, r);
          g_hash_table_iter_remove (&it);
        }
    }
}
