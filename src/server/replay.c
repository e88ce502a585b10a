/* Replays: a finished game stepped through, forwards and backwards, from
 * either side's view or the public one.  Each step is the record
 * replayed to that many choices and shown through the same per-viewer
 * view as a live game, so a side's replay shows what that side knew then
 * and nothing of the other's hidden cards.  While a game is on there is
 * no replay: a seat's view of the past would be the other seat's secret. */
#include "server-internal.h"

#include <string.h>

/* The game after `step` choices: a copy of the nearest kept state at or
 * before it played on, keeping the states it passes on the way.  Stepping
 * through a long game costs at most HC_REPLAY_EVERY choices a step on the
 * main loop, not the whole game. */
static HcGame *
replay_to (Room *r, guint step, GError **error)
{
  guint len = r->rec->choices->len;
  if (!r->replay_marks || r->replay_marks_len != len)
    {
      if (r->replay_marks)
        g_ptr_array_free (r->replay_marks, TRUE);
      r->replay_marks
          = g_ptr_array_new_with_free_func ((GDestroyNotify)hc_game_free);
      g_ptr_array_set_size (r->replay_marks, len / HC_REPLAY_EVERY + 1);
      r->replay_marks_len = len;
    }
  GPtrArray *marks = r->replay_marks;
  guint k = step / HC_REPLAY_EVERY;
  while (k > 0 && !marks->pdata[k])
    k--;
  g_autoptr (HcGame) g = NULL;
  if (marks->pdata[k])
    g = hc_game_clone (marks->pdata[k]);
  else
    {
      g = hc_record_start (r->rec, r->setup->db, error);
      if (!g || !hc_record_replay_on (r->rec, g, 0, 0, error))
        return NULL;
      marks->pdata[0] = hc_game_clone (g);
    }
  for (guint at = k * HC_REPLAY_EVERY; at < step;)
    {
      guint next = MIN (step, (at / HC_REPLAY_EVERY + 1) * HC_REPLAY_EVERY);
      if (!hc_record_replay_on (r->rec, g, at, next, error))
        return NULL;
      at = next;
      if (at % HC_REPLAY_EVERY == 0 && !marks->pdata[at / HC_REPLAY_EVERY])
        marks->pdata[at / HC_REPLAY_EVERY] = hc_game_clone (g);
    }
  return g_steal_pointer (&g);
}

void
hc_replay_send (Room *r, Conn *c, const HcClientMsg *m)
{
  if (!hc_room_over (r))
    {
      hc_conn_error (c, m->id, "not-over",
                     "game %u is not over: its replay opens when it ends",
                     r->id);
      return;
    }
  const HcRuleset *rules = r->g->rules;
  gint seat = HC_NONE;
  if (m->view_side)
    {
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        if (strcmp (m->view_side, rules->player_names[p]) == 0)
          seat = p;
      if (seat == HC_NONE)
        {
          hc_conn_error (c, m->id, "bad-message",
                         "no side \"%s\" (expected %s or %s, or no side for "
                         "the public view)",
                         m->view_side, rules->player_names[0],
                         rules->player_names[1]);
          return;
        }
    }
  guint steps = r->rec->choices->len;
  if (m->step > (gint64)steps)
    {
      hc_conn_error (c, m->id, "bad-step",
                     "game %u has %u steps; step %" G_GINT64_FORMAT
                     " does not exist",
                     r->id, steps, m->step);
      return;
    }
  g_autoptr (GError) err = NULL;
  g_autoptr (HcGame) g = replay_to (r, (guint)m->step, &err);
  if (!g)
    {
      hc_conn_error (c, m->id, "refused", "%s", err->message);
      return;
    }
  g_autoptr (JsonObject) o = json_object_new ();
  json_object_set_string_member (o, "type", "replay");
  if (m->id)
    json_object_set_int_member (o, "re", m->id);
  json_object_set_int_member (o, "game", r->id);
  json_object_set_int_member (o, "step", m->step);
  json_object_set_int_member (o, "steps", steps);
  /* what the decider could have chosen is not shown: an option's label
   * may name what only the decider saw */
  g_autoptr (GString) raw = g_string_new (NULL);
  hc_view_fill (g, seat, 0, FALSE, c->texts_sent, o, raw);
  if (seat == HC_NONE)
    json_object_set_null_member (o, "seat");
  if (r->forfeit != HC_NONE && (guint)m->step == steps)
    {
      json_object_set_string_member (o, "result",
                                     rules->player_names[1 - r->forfeit]);
      json_object_set_string_member (o, "end_reason", r->end_reason);
    }
  hc_send_view (r->srv, c, g, seat, o, raw);
}
