#include "hc-deck.h"
#include "hc-ruleset.h"

#include <string.h>

#define HC_STATE_VERSION 1u

G_DEFINE_QUARK (hc - error - quark, hc_error)

gboolean
hc_fail (GError **error, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  GError *e = g_error_new_valist (HC_ERROR, HC_ERROR_INVALID, format, ap);
  va_end (ap);
  g_propagate_error (error, e);
  return FALSE;
}

HcGame *
hc_game_new (const HcRuleset *rules, const HcCardDb *db, gint edition,
             guint64 seed)
{
  HcGame *g = g_new0 (HcGame, 1);
  g->rules = rules;
  g->db = db;
  g->log = hc_log_new ();
  g->version = HC_STATE_VERSION;
  g->edition = (gint16)edition;
  g->winner = HC_NONE;
  g->decision.player = HC_NONE;
  g->answer = HC_NONE;
  hc_rng_seed (&g->rng, seed, 0x5eed);
  const HcEdition *e = hc_ruleset_edition (rules, edition);
  if (e)
    memcpy (g->sw, e->sw, sizeof g->sw);
  return g;
}

HcGame *
hc_game_clone (const HcGame *g)
{
  HcGame *c = g_new (HcGame, 1);
  memcpy (c, g, sizeof *c);
  c->log = hc_log_ref (g->log);
  return c;
}

void
hc_game_copy_into (HcGame *dst, const HcGame *src)
{
  HcLog *old = dst->log;
  memcpy (dst, src, sizeof *dst);
  dst->log = hc_log_ref (src->log);
  if (old)
    hc_log_unref (old);
}

/* Copies `bytes` of src into dst from the start of one member. */
#define COPY_PART(dst, src, member, bytes)                                     \
  memcpy ((char *)(dst) + G_STRUCT_OFFSET (HcGame, member),                    \
          (const char *)(src) + G_STRUCT_OFFSET (HcGame, member), (bytes))

void
hc_game_copy_value (HcGame *dst, const HcGame *src)
{
  /* The tables hold their first n entries (what the hash and the save
   * read: the value); every step that adds an entry writes all of it, so
   * the slots past the counts are never read before they are written.
   * A look ahead copies its position for every option it tries, and a
   * mid-game state uses about a third of its 14 KB. */
  HcLog *log = dst->log;
  COPY_PART (dst, src, rules, G_STRUCT_OFFSET (HcGame, card));
  COPY_PART (dst, src, card, sizeof (HcCard) * (gsize)src->n_cards);
  COPY_PART (dst, src, frame, sizeof (HcFrame) * (gsize)src->n_frames);
  COPY_PART (dst, src, effect, sizeof (HcEffect) * (gsize)src->n_effects);
  COPY_PART (dst, src, trigger, sizeof (HcTrigger) * (gsize)src->n_triggers);
  COPY_PART (dst, src, pick, sizeof (HcPick) * (gsize)src->n_picks);
  COPY_PART (dst, src, marker, sizeof (HcMarker) * (gsize)src->n_markers);
  COPY_PART (dst, src, pick_cands, sizeof src->pick_cands);
  COPY_PART (dst, src, decision,
             G_STRUCT_OFFSET (HcDecision, option)
                 + sizeof (HcOption) * (gsize)MAX (src->decision.n_options, 0));
  COPY_PART (dst, src, zone_bits,
             sizeof (HcGame) - G_STRUCT_OFFSET (HcGame, zone_bits));
  dst->log = log;
}

void
hc_game_copy_live (HcGame *dst, const HcGame *src)
{
  HcLog *old = dst->log;
  hc_game_copy_value (dst, src);
  dst->log = hc_log_ref (src->log);
  if (old)
    hc_log_unref (old);
}

/* the parts above, in the order of the struct, leave nothing out but the
 * padding between members */
#define FOLLOWS(next, prev, size)                                              \
  G_STATIC_ASSERT (G_STRUCT_OFFSET (HcGame, next)                              \
                       >= G_STRUCT_OFFSET (HcGame, prev) + (size)              \
                   && G_STRUCT_OFFSET (HcGame, next)                           \
                          < G_STRUCT_OFFSET (HcGame, prev) + (size) + 8)
FOLLOWS (frame, card, sizeof (HcCard) * HC_MAX_CARDS);
FOLLOWS (effect, frame, sizeof (HcFrame) * HC_MAX_FRAMES);
FOLLOWS (trigger, effect, sizeof (HcEffect) * HC_MAX_EFFECTS);
FOLLOWS (pick, trigger, sizeof (HcTrigger) * HC_MAX_TRIGGERS);
FOLLOWS (marker, pick, sizeof (HcPick) * HC_MAX_PICKS);
FOLLOWS (pick_cands, marker, sizeof (HcMarker) * HC_MAX_MARKERS);
FOLLOWS (decision, pick_cands, sizeof (guint64) * HC_CARD_WORDS);
FOLLOWS (zone_bits, decision, sizeof (HcDecision));

void
hc_game_free (HcGame *g)
{
  if (!g)
    return;
  if (g->log)
    hc_log_unref (g->log);
  g_free (g);
}

/* Where a step's writes go once a table overflowed: the game is over,
 * and what did not fit must not overwrite what did. */
static _Thread_local HcFrame sink_frame;
static _Thread_local HcOption sink_option;

HcFrame *
hc_game_push (HcGame *g, guint16 kind)
{
  /* The depth is bounded by the rules, not by input; running out means a
   * ruleset bug, which ends the game instead of corrupting it. */
  if (g->n_frames >= HC_MAX_FRAMES)
    {
      hc_game_overflow (g, HC_CAP_FRAMES);
      memset (&sink_frame, 0, sizeof sink_frame);
      return &sink_frame;
    }
  HcFrame *f = &g->frame[g->n_frames++];
  memset (f, 0, sizeof *f);
  f->kind = kind;
  return f;
}

HcFrame *
hc_game_top (HcGame *g)
{
  return g->n_frames ? &g->frame[g->n_frames - 1] : NULL;
}

void
hc_game_ask (HcGame *g, gint player, guint16 kind, guint16 prompt)
{
  HcDecision *d = &g->decision;
  d->player = (gint8)player;
  d->kind = kind;
  d->prompt = prompt;
  d->n_options = 0;
  memset (d->prompt_arg, 0, sizeof d->prompt_arg);
}

HcOption *
hc_game_offer (HcGame *g, guint32 id, guint16 kind, gint a, gint b, gint c)
{
  HcDecision *d = &g->decision;
  for (gint i = 0; i < d->n_options; i++)
    if (d->option[i].id == id)
      return &d->option[i];
  if (d->n_options >= HC_MAX_OPTIONS)
    {
      hc_game_overflow (g, HC_CAP_OPTIONS);
      return &sink_option;
    }
  HcOption *o = &d->option[d->n_options++];
  o->id = id;
  o->kind = kind;
  o->a = (gint16)a;
  o->b = (gint16)b;
  o->c = (gint16)c;
  return o;
}

const HcOption *
hc_game_answer (const HcGame *g)
{
  if (g->answer < 0 || g->answer >= g->decision.n_options)
    return NULL;
  return &g->decision.option[g->answer];
}

HcStepResult
hc_step_turns (HcGame *g, HcFrame *f, guint16 setup_step, guint16 turn_step,
               gint turn_limit, guint16 limit_msg, guint16 limit_rule)
{
  if (f->pc == HC_TURNS_PC_SETUP)
    {
      f->pc = HC_TURNS_PC_TURNS;
      hc_game_push (g, setup_step);
      return HC_STEP_CONTINUE;
    }
  if (g->over)
    return HC_STEP_DONE;
  if (turn_limit > 0 && g->global[HC_G_TURN] >= turn_limit)
    {
      hc_game_log (g, -1, limit_msg, limit_rule, g->global[HC_G_TURN], 0, 0, 0);
      hc_game_end (g, HC_NONE, 3);
      return HC_STEP_DONE;
    }
  hc_game_push (g, turn_step);
  return HC_STEP_CONTINUE;
}

void
hc_game_end (HcGame *g, gint winner, guint reason)
{
  g->over = 1;
  g->winner = (gint8)winner;
  g->win_reason = (guint8)reason;
}

#ifdef HC_CHECK_INVARIANTS
/* A broken invariant is a bug in a ruleset or the core: say which step
 * broke it and end the game rather than play on from a corrupt state. */
static void
check_after_step (HcGame *g, guint kind, guint pc,
                  const gint owned[HC_MAX_PLAYERS], guint log_from)
{
  g_autoptr (GError) error = NULL;
  if (hc_check_step (g, owned, log_from, &error))
    return;
  g_critical ("holocron: invariant broken after rule step %s (pc %u): %s",
              hc_step_name (g, kind), pc, error->message);
  g->over = 1;
}

/* HOLOCRON_INVARIANTS=0 turns the checks off at run time in a build that
 * has them: the sanitizer run's command-line and server tests check
 * plumbing and memory, not rules, and the checks made them some eight
 * times slower there (the playouts and scenarios keep them on) */
static gboolean
invariants_on (void)
{
  static gsize once = 0;
  static gboolean on = TRUE;
  if (g_once_init_enter (&once))
    {
      const char *v = g_getenv ("HOLOCRON_INVARIANTS");
      on = !(v && g_str_equal (v, "0"));
      g_once_init_leave (&once, 1);
    }
  return on;
}
#endif

static const HcDecision *advance (HcGame *g);

const HcDecision *
hc_game_advance (HcGame *g)
{
  if (g->decision.player != HC_NONE)
    return &g->decision;
  const HcDecision *d = advance (g);
  /* what the players know where the rules stop: the log's "then" */
  hc_log_settle (g);
  return d;
}

static const HcDecision *
advance (HcGame *g)
{
#ifdef HC_CHECK_INVARIANTS
  const gboolean check = invariants_on ();
  gint owned[HC_MAX_PLAYERS] = { 0 };
  if (check)
    hc_count_owned (g, owned);
#endif
  guint32 steps = 0;
  while (!g->over && g->n_frames > 0)
    {
      /* a rules bug that never asks nor finishes must not hang a server
       * or a fuzzer: the longest real advance runs a few thousand steps */
      if (++steps > HC_MAX_STEPS_PER_ADVANCE)
        {
          g_critical ("holocron: more than %u rule steps without a "
                      "decision (frame kind %u pc %u): the game is stopped",
                      HC_MAX_STEPS_PER_ADVANCE, g->frame[g->n_frames - 1].kind,
                      g->frame[g->n_frames - 1].pc);
          hc_game_end (g, HC_NONE, HC_END_STALLED);
          break;
        }
      HcFrame *f = &g->frame[g->n_frames - 1];
      /* the core's own steps: the window below the ruleset's kinds, the
       * choose-targets step above them */
      HcStepFn fn = f->kind == HC_STEP_WINDOW     ? hc_window_step
                    : f->kind < g->rules->n_steps ? g->rules->steps[f->kind]
                    : f->kind == HC_STEP_TARGETS  ? hc_targets_step
                                                  : NULL;
      if (!fn)
        {
          g_critical ("holocron: no step for frame kind %u", f->kind);
          g->over = 1;
          break;
        }
#ifdef HC_CHECK_INVARIANTS
      guint kind = f->kind, pc = f->pc, log_from = g->log_len;
#endif
      HcStepResult r = fn (g, f);
      if (g->n_inert)
        hc_card_inert_flush (g);
      if (r == HC_STEP_ASK)
        {
          if (g->over)
            {
              /* a table overflowed while the step built its question */
              g->decision.player = HC_NONE;
              break;
            }
          if (g->decision.n_options == 0)
            {
              /* nothing to choose: a rules bug; refuse to hang */
              g_critical ("holocron: decision with no options (frame %u pc %u)",
                          f->kind, f->pc);
              g->decision.player = HC_NONE;
              g->over = 1;
              break;
            }
#ifdef HC_CHECK_INVARIANTS
          if (check)
            check_after_step (g, kind, pc, owned, log_from);
          if (g->over)
            {
              g->decision.player = HC_NONE;
              break;
            }
#endif
          return &g->decision;
        }
      if (r == HC_STEP_DONE)
        {
          /* the frame may have pushed children before finishing: pop itself
           * (the top frame, the usual case, needs no index) */
          if (g->n_picks)
            hc_targets_frame_popped (g, (gint)(f - g->frame));
          if (f != &g->frame[g->n_frames - 1])
            {
              gint idx = (gint)(f - g->frame);
              memmove (&g->frame[idx], &g->frame[idx + 1],
                       (gsize)(g->n_frames - idx - 1) * sizeof (HcFrame));
            }
          g->n_frames--;
        }
#ifdef HC_CHECK_INVARIANTS
      /* after the pop: a finished frame may hold values it no longer
       * needs (a window counts both passes before it closes) */
      if (check)
        check_after_step (g, kind, pc, owned, log_from);
#endif
    }
  g->decision.player = HC_NONE;
  if (!g->over)
    g->over = 1;
  return NULL;
}

gint
hc_decision_find (const HcDecision *d, guint32 option_id)
{
  for (gint i = 0; i < d->n_options; i++)
    if (d->option[i].id == option_id)
      return i;
  return -1;
}

gboolean
hc_game_choose (HcGame *g, guint32 option_id, GError **error)
{
  if (g->decision.player == HC_NONE)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_NO_DECISION,
                   "no decision is pending");
      return FALSE;
    }
  gint i = hc_decision_find (&g->decision, option_id);
  if (i < 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_ILLEGAL_CHOICE,
                   "option %u is not offered in this decision", option_id);
      return FALSE;
    }
  g->answer = i;
  g->decision.player = HC_NONE;
  g->n_choices++;
  return TRUE;
}

gboolean
hc_game_choose_index (HcGame *g, gint index, GError **error)
{
  if (g->decision.player == HC_NONE)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_NO_DECISION,
                   "no decision is pending");
      return FALSE;
    }
  if (index < 0 || index >= g->decision.n_options)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_ILLEGAL_CHOICE,
                   "option number %d is out of range 1..%d", index + 1,
                   g->decision.n_options);
      return FALSE;
    }
  return hc_game_choose (g, g->decision.option[index].id, error);
}

static void
option_label_raw (const HcGame *g, const HcOption *o, GString *out)
{
  if (o->id == HC_OPTION_PASS && o->kind == 0)
    {
      g_string_append (out, "pass");
      return;
    }
  g->rules->option_label (g, &g->decision, o, out);
}

/* Two options can read the same (two copies of a card); the later ones get
 * " [2]", " [3]"... so every label names one option. */
void
hc_option_label (const HcGame *g, const HcOption *o, GString *out)
{
  gsize start = out->len;
  option_label_raw (g, o, out);
  const HcDecision *d = &g->decision;
  if (o < d->option || o >= d->option + d->n_options)
    return;
  g_autofree char *mine = g_strdup (out->str + start);
  g_autoptr (GString) other = g_string_new (NULL);
  gint same = 0;
  for (const HcOption *p = d->option; p < o; p++)
    {
      g_string_truncate (other, 0);
      option_label_raw (g, p, other);
      same += strcmp (other->str, mine) == 0;
    }
  if (same)
    g_string_append_printf (out, " [%d]", same + 1);
}

void
hc_decision_prompt (const HcGame *g, GString *out)
{
  g->rules->prompt (g, &g->decision, out);
}

void
hc_game_log (HcGame *g, gint actor, guint16 msg, guint16 rule, gint32 a0,
             gint32 a1, gint32 a2, gint32 a3)
{
  HcLogEntry e = {
    .seq = g->log_len + 1,
    .turn = (gint16)g->global[HC_G_TURN],
    .phase = (gint8)g->global[HC_G_PHASE],
    .actor = (gint8)actor,
    .msg = msg,
    .rule = rule,
    .arg = { a0, a1, a2, a3 },
  };
  g->log = hc_log_append (g->log, g->log_len, &e);
  g->log_len++;
}
