/* holocron replay: rebuild a saved game from its record, one choice at a
 * time, checking the state hash before every choice and the final state
 * against the saved one.  It steps itself rather than calling
 * hc_record_replay so that it can narrate up to the first divergence and
 * name the choice where it happened. */
#include "cli.h"
#include "hc-view.h"

static void
print_choice_label (const HcGame *g, guint32 id)
{
  gint i = hc_decision_find (&g->decision, id);
  g_autoptr (GString) s = g_string_new (NULL);
  if (i >= 0)
    hc_option_label (g, &g->decision.option[i], s);
  else
    g_string_printf (s, "option %u, which is not offered", id);
  fprintf (stderr, "  the recorded choice was: %s\n", s->str);
}

/* `holocron replay --as SIDE`: one line {"step":N,"view":{...}} with what
 * SIDE may know (hc_player_view_json), before choice N+1. */
static void
print_view (const HcGame *g, gint side, guint step)
{
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, side, v);
  g_autoptr (GString) s = g_string_new (NULL);
  g_string_append_printf (s, "{\"step\":%u,\"view\":", step);
  hc_player_view_json (g, v, s);
  g_string_append (s, "}\n");
  fputs (s->str, stdout);
}

/* Returns the replayed game, or NULL after reporting the divergence.
 * With `as` a side (not HC_NONE), prints that side's view at each step
 * instead of the log. */
static HcGame *
replay (const char *path, const HcRecord *rec, const HcCardDb *db,
        gboolean quiet, gint as)
{
  g_autoptr (GError) err = NULL;
  g_autoptr (HcGame) g = hc_record_start (rec, db, &err);
  if (!g)
    {
      cli_error ("replay", "%s: cannot start the recorded game: %s", path,
                 err->message);
      return NULL;
    }
  guint printed = 0;
  guint n = rec->choices->len;
  for (guint i = 0; i < n; i++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!quiet)
        cli_print_log (g, printed, FALSE, stdout);
      printed = g->log_len;
      if (!d)
        {
          cli_error ("replay",
                     "%s: DIVERGED: the game ended before choice %u of %u",
                     path, i + 1, n);
          return NULL;
        }
      guint64 want = g_array_index (rec->hashes, guint64, i);
      guint64 got = hc_record_hash (g);
      guint32 id = g_array_index (rec->choices, guint32, i);
      if (want != got)
        {
          cli_error ("replay",
                     "%s: DIVERGED before choice %u of %u (turn %d): state "
                     "hash %016" G_GINT64_MODIFIER
                     "x, recorded %016" G_GINT64_MODIFIER "x",
                     path, i + 1, n, g->global[HC_G_TURN], got, want);
          print_choice_label (g, id);
          return NULL;
        }
      if (as != HC_NONE)
        print_view (g, as, i);
      if (!hc_game_choose (g, id, &err))
        {
          cli_error ("replay", "%s: DIVERGED at choice %u of %u (turn %d): %s",
                     path, i + 1, n, g->global[HC_G_TURN], err->message);
          return NULL;
        }
    }
  hc_game_advance (g);
  if (!quiet)
    cli_print_log (g, printed, FALSE, stdout);
  if (as != HC_NONE)
    print_view (g, as, n);
  return g_steal_pointer (&g);
}

int
cmd_replay (int argc, char **argv)
{
  gboolean quiet = FALSE;
  g_autofree char *as_word = NULL;
  const GOptionEntry entries[] = {
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      "print only the verdict, not the narrated log", NULL },
    { "as", 0, 0, G_OPTION_ARG_STRING, &as_word,
      "instead of the log, print what SIDE (dark or light) may know at each "
      "step, one JSON object a line; the verdict goes to standard error",
      "SIDE" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "replay", "FILE",
      "Loads a saved game (from 'holocron demo --save'), replays its record\n"
      "from the start checking the state hash before every choice, and\n"
      "compares the end with the state the save reached.  Prints the narrated "
      "log and\n"
      "OK, or the first divergence and exits 1.",
      entries);
  if (!cli_parse (ctx, "replay", &argc, &argv)
      || !cli_check_args ("replay", argc, argv, 1, 1, "a save FILE"))
    return CLI_USAGE;
  const char *path = argv[1];
  gint as = HC_NONE;
  if (as_word)
    {
      if (g_str_equal (as_word, "dark"))
        as = 0;
      else if (g_str_equal (as_word, "light"))
        as = 1;
      else
        {
          cli_error ("replay", "--as takes dark or light, not \"%s\"", as_word);
          return CLI_USAGE;
        }
      quiet = TRUE; /* the views are the output */
    }

  g_autofree char *text = NULL;
  g_autoptr (GError) err = NULL;
  if (!hc_read_file_limited (path, HC_SAVE_MAX_BYTES, &text, NULL, &err))
    {
      cli_error ("replay", "%s", err->message);
      return CLI_USAGE;
    }
  g_autofree char *ruleset = hc_save_ruleset_of (path, text, &err);
  if (!ruleset)
    {
      cli_error ("replay", "%s", err->message);
      return CLI_USAGE;
    }
  const HcRuleset *r = cli_ruleset ("replay", ruleset);
  if (!r)
    return CLI_USAGE;
  const HcCardDb *db = cli_cards ("replay", r);
  if (!db)
    return CLI_FAILED;
  guint64 want = 0;
  gboolean sealed = FALSE;
  g_autoptr (HcRecord) rec
      = hc_save_parse (path, text, db, &want, &sealed, &err);
  if (!rec)
    {
      cli_error ("replay", "%s", err->message);
      return CLI_USAGE;
    }

  g_autoptr (HcGame) g = NULL;
  if (sealed)
    {
      /* a sealed save keeps its secrets until the game is over: while it
       * runs, only the verdict, with no log, view, label or seed */
      g = hc_record_replay (rec, db, G_MAXUINT, &err);
      if (!g)
        {
          cli_error ("replay", "%s: DIVERGED: %s", path, err->message);
          return CLI_FAILED;
        }
      if (!g->over && (!quiet || as != HC_NONE))
        {
          cli_error ("replay",
                     "%s: a sealed save of a game still being played: its "
                     "log and views stay hidden until it is over (--quiet "
                     "checks it; 'holocron play --load' goes on with it)",
                     path);
          return CLI_USAGE;
        }
      if (g->over)
        g_clear_pointer (&g, hc_game_free);
    }
  if (!g)
    g = replay (path, rec, db, quiet, as);
  if (!g)
    return CLI_FAILED;
  guint64 got = hc_record_hash (g);
  if (want != got)
    {
      cli_error ("replay",
                 "%s: DIVERGED after the last choice: state hash "
                 "%016" G_GINT64_MODIFIER "x, saved %016" G_GINT64_MODIFIER "x",
                 path, got, want);
      return CLI_FAILED;
    }
  g_autofree char *outcome = cli_outcome (g);
  if (sealed && !g->over)
    {
      printf ("OK: %s, %s edition %s, sealed: %u choices replayed, every "
              "state hash matches (unfinished, turn %d)\n",
              path, r->id, rec->edition, rec->choices->len,
              g->global[HC_G_TURN]);
      return CLI_OK;
    }
  fprintf (as != HC_NONE ? stderr : stdout,
           "%sOK: %s, %s edition %s, seed %" G_GUINT64_FORMAT ": %u choices "
           "replayed, every state hash matches (%s, turn %d)\n",
           quiet ? "" : "\n", path, r->id, rec->edition, rec->seed,
           rec->choices->len, outcome, g->global[HC_G_TURN]);
  return CLI_OK;
}
