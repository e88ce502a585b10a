/* Undo with the opponent's consent: one seat asks, the other accepts or
 * declines; against the computer it happens at once.  The game goes back
 * to the asker's last decision by replaying the record up to the choice
 * made there, so the state after an undo is one the rules reached. */
#include "server-internal.h"

/* How many choices came before the last one `seat` made, or -1 when it
 * made none: found by replaying the record, which keeps no deciders. */
static gint
last_choice_of (const Room *r, gint seat)
{
  g_autoptr (HcGame) g = hc_record_start (r->rec, r->setup->db, NULL);
  gint last = -1;
  for (guint i = 0; g && i < r->rec->choices->len; i++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d)
        break;
      if (d->player == seat)
        last = (gint)i;
      if (!hc_game_choose (g, g_array_index (r->rec->choices, guint32, i),
                           NULL))
        break;
    }
  return last;
}

static void
tell_room (Room *r, gint by, gboolean accepted)
{
  GHashTableIter it;
  gpointer key;
  g_hash_table_iter_init (&it, r->srv->conns);
  while (g_hash_table_iter_next (&it, &key, NULL))
    {
      Conn *c = key;
      if (c->room != r->id)
        continue;
      g_autoptr (JsonObject) o = json_object_new ();
      json_object_set_string_member (o, "type", "undone");
      json_object_set_int_member (o, "game", r->id);
      json_object_set_string_member (o, "by", r->g->rules->player_names[by]);
      json_object_set_boolean_member (o, "accepted", accepted);
      hc_conn_send (c, o);
    }
}

/* Back to the decision before choice number n: the record keeps its
 * first n choices and the game is their replay. */
static gboolean
rewind_to (Room *r, guint n, GError **error)
{
  HcGame *g = hc_record_replay (r->rec, r->setup->db, n, error);
  if (!g)
    return FALSE;
  hc_clock_stop (r, FALSE);
  g_array_set_size (r->rec->choices, n);
  g_array_set_size (r->rec->hashes, n);
  hc_game_free (r->g);
  r->g = g;
  r->decisions = n;
  r->epoch++;
  r->thinking = FALSE;
  r->dirty = TRUE;
  r->active = g_get_monotonic_time ();
  return TRUE;
}

static void
undo_now (Room *r, Conn *c, gint64 re, gint seat)
{
  r->undo_by = HC_NONE;
  gint n = last_choice_of (r, seat);
  g_autoptr (GError) err = NULL;
  if (n < 0 || !rewind_to (r, (guint)n, &err))
    {
      hc_conn_error (c, re, "no-undo", "%s",
                     err ? err->message
                         : "the side asking has made no choice to take back");
      hc_room_broadcast (r);
      return;
    }
  tell_room (r, seat, TRUE);
  hc_game_advance (r->g);
  hc_room_broadcast_full (r);
  hc_room_progress (r);
}

void
hc_undo_request (Room *r, Conn *c, const HcClientMsg *m)
{
  gint seat = c->seat;
  gint other = 1 - seat;
  if (hc_room_over (r))
    {
      hc_conn_error (c, m->id, "over", "game %u is over", r->id);
      return;
    }
  if (r->undo_by != HC_NONE)
    {
      hc_conn_error (c, m->id, "undo-pending",
                     "the %s has asked for an undo already",
                     r->g->rules->player_names[r->undo_by]);
      return;
    }
  if (last_choice_of (r, seat) < 0)
    {
      hc_conn_error (c, m->id, "no-undo", "you have made no choice yet");
      return;
    }
  /* the computer always agrees: practice games are for trying again */
  if (r->computer[other])
    {
      undo_now (r, c, m->id, seat);
      return;
    }
  r->undo_by = seat;
  hc_room_broadcast (r);
}

void
hc_undo_answer (Room *r, Conn *c, const HcClientMsg *m)
{
  if (r->undo_by == HC_NONE || r->undo_by == c->seat)
    {
      hc_conn_error (c, m->id, "no-undo",
                     "your opponent has not asked for an undo");
      return;
    }
  gint by = r->undo_by;
  if (!m->accept)
    {
      r->undo_by = HC_NONE;
      tell_room (r, by, FALSE);
      hc_room_broadcast (r);
      return;
    }
  undo_now (r, c, m->id, by);
}
