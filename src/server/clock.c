/* Time on the table: chess clocks (each side's time runs while it decides;
 * a choice stops it and adds the increment; a side whose time runs out
 * loses), and the grace period of a dropped seat (a person who left a game
 * against another person has grace_seconds to come back, else the other
 * may give the seat to the computer or claim the win).
 * Both end the game outside the rules, so the room keeps who lost and
 * why; the record stays the rules' game up to that moment. */
#include "server-internal.h"

#include <string.h>

gboolean
hc_room_over (const Room *r)
{
  return r->g->over || r->forfeit != HC_NONE;
}

static gint64
now_ms_since (gint64 since)
{
  return (g_get_monotonic_time () - since) / 1000;
}

void
hc_clock_stop (Room *r, gboolean chose)
{
  if (r->clock_timer)
    g_source_remove (r->clock_timer);
  r->clock_timer = 0;
  gint p = r->clock_running;
  if (!r->clocked || p == HC_NONE)
    return;
  r->clock_ms[p] -= now_ms_since (r->clock_since);
  if (chose && r->clock_ms[p] > 0)
    r->clock_ms[p] += r->clock_inc_ms;
  r->clock_running = HC_NONE;
  r->dirty = TRUE;
}

void
hc_room_forfeit (Room *r, gint loser, const char *reason)
{
  hc_clock_stop (r, FALSE);
  r->forfeit = loser;
  r->end_reason = reason;
  r->undo_by = HC_NONE;
  /* a computer still thinking answers a game that is over */
  r->epoch++;
  r->thinking = FALSE;
  r->dirty = TRUE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    hc_grace_cancel (r, p);
  hc_room_broadcast (r);
}

static gboolean
on_flag (gpointer data)
{
  Room *r = data;
  r->clock_timer = 0;
  gint p = r->clock_running;
  hc_clock_stop (r, FALSE);
  if (r->clock_ms[p] <= 0)
    {
      r->clock_ms[p] = 0;
      hc_room_forfeit (r, p, "time");
    }
  else
    hc_clock_start (r);
  return G_SOURCE_REMOVE;
}

void
hc_clock_start (Room *r)
{
  gint p = r->g->decision.player;
  if (!r->clocked || hc_room_over (r) || p == HC_NONE || p == r->clock_running)
    return;
  hc_clock_stop (r, FALSE);
  r->clock_running = p;
  r->clock_since = g_get_monotonic_time ();
  r->clock_timer = g_timeout_add (
      (guint)CLAMP (r->clock_ms[p], 0, G_MAXINT32) + 1, on_flag, r);
}

JsonArray *
hc_clock_json (const Room *r)
{
  JsonArray *a = json_array_new ();
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      gint64 left = r->clock_ms[p];
      if (p == r->clock_running)
        left -= now_ms_since (r->clock_since);
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "side", r->g->rules->player_names[p]);
      json_object_set_int_member (o, "ms", MAX (left, 0));
      json_object_set_boolean_member (o, "running", p == r->clock_running);
      json_object_set_int_member (o, "increment_ms", r->clock_inc_ms);
      json_array_add_object_element (a, o);
    }
  return a;
}

typedef struct
{
  Room *r;
  gint seat;
} Grace;

/* whether a connection holds the seat now */
static gboolean
held (const Room *r, gint seat)
{
  GHashTableIter it;
  gpointer key;
  g_hash_table_iter_init (&it, r->srv->conns);
  while (g_hash_table_iter_next (&it, &key, NULL))
    {
      const Conn *c = key;
      if (c->room == r->id && c->seat == seat)
        return TRUE;
    }
  return FALSE;
}

static gboolean
on_grace_over (gpointer data)
{
  Grace *gr = data;
  Room *r = gr->r;
  gint p = gr->seat;
  r->grace_timer[p] = 0;
  /* the one who left loses only to a player still at the table: when both
   * are gone the game waits for either */
  if (!hc_room_over (r) && !held (r, p) && held (r, 1 - p))
    {
      /* the one still there chooses: a computer in the empty seat, or
       * the win (hc_claim) */
      r->dropped = p;
      hc_room_broadcast (r);
    }
  return G_SOURCE_REMOVE;
}

void
hc_claim (Room *r, Conn *c, const HcClientMsg *m)
{
  gint p = r->dropped;
  if (p == HC_NONE || hc_room_over (r) || c->seat != 1 - p)
    {
      hc_conn_error (c, m->id, "no-claim",
                     "no seat of game %u waits for your answer", r->id);
      return;
    }
  if (strcmp (m->take, "win") == 0)
    {
      r->dropped = HC_NONE;
      hc_room_forfeit (r, p, "abandoned");
      return;
    }
  HcAgentKind kind = HC_AGENT_HARD;
  if (strcmp (m->take, "computer") != 0
      || (m->agent && !hc_agent_kind_parse (m->agent, &kind)))
    {
      hc_conn_error (c, m->id, "bad-message",
                     "take must be \"computer\" (with an agent that exists) "
                     "or \"win\"");
      return;
    }
  r->dropped = HC_NONE;
  r->computer[p] = TRUE;
  r->agent = hc_agent_default (kind);
  /* the seat is the computer's now: its old token opens nothing */
  g_clear_pointer (&r->token_hash[p], g_free);
  r->dirty = TRUE;
  hc_room_progress (r);
}

void
hc_grace_start (Room *r, gint seat)
{
  if (r->computer[0] || r->computer[1] || hc_room_over (r)
      || r->grace_timer[seat] || held (r, seat))
    return;
  Grace *gr = g_new (Grace, 1);
  gr->r = r;
  gr->seat = seat;
  r->grace_timer[seat] = g_timeout_add_seconds_full (
      G_PRIORITY_DEFAULT, r->srv->grace_seconds, on_grace_over, gr, g_free);
}

void
hc_grace_cancel (Room *r, gint seat)
{
  if (r->grace_timer[seat])
    g_source_remove (r->grace_timer[seat]);
  r->grace_timer[seat] = 0;
}

void
hc_room_timers_clear (Room *r)
{
  if (r->clock_timer)
    g_source_remove (r->clock_timer);
  r->clock_timer = 0;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    hc_grace_cancel (r, p);
}
