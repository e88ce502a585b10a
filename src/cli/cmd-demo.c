/* holocron demo: two computer players (hard unless --agent says otherwise)
 * play one whole game, narrated as it goes.  The game runs through a record, so
 * --save writes a file that `holocron replay` checks hash by hash. */
#include "agent-flags.h"
#include "cli.h"
#include "deck-flags.h"
#include "explain.h"
#include "hc-agents.h"
#include "hc-deck.h"
#include "play-view.h"

#include <json-glib/json-glib.h>

typedef struct
{
  const char *save;
  gboolean json;
  gboolean choices;
  gboolean explain;
  HcAgent agent[HC_MAX_PLAYERS];
} DemoOptions;

static void
print_choice (const HcGame *g, guint32 id)
{
  const HcDecision *d = &g->decision;
  gint i = hc_decision_find (d, id);
  g_autoptr (GString) s = g_string_new (NULL);
  hc_decision_prompt (g, s);
  g_string_append (s, " -> ");
  if (i >= 0)
    hc_option_label (g, &d->option[i], s);
  /* the prompt names the player already */
  printf ("     > %s  (1 of %d options)\n", s->str, d->n_options);
}

static void
print_result_json (const HcGame *g, const HcRecord *rec, guint64 decisions)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autofree char *outcome = cli_outcome (g);
  g_autofree char *why = cli_outcome_why (g);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "result");
  json_builder_add_string_value (b, outcome);
  json_builder_set_member_name (b, "winner");
  if (g->over && g->winner >= 0 && g->winner < HC_MAX_PLAYERS)
    json_builder_add_string_value (b, g->rules->player_names[g->winner]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "reason");
  json_builder_add_int_value (b, g->win_reason);
  json_builder_set_member_name (b, "why");
  if (why)
    json_builder_add_string_value (b, why);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, g->global[HC_G_TURN]);
  json_builder_set_member_name (b, "decisions");
  json_builder_add_int_value (b, (gint64)decisions);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, rec->ruleset);
  json_builder_set_member_name (b, "edition");
  json_builder_add_string_value (b, rec->edition);
  json_builder_set_member_name (b, "seed");
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, rec->seed);
  json_builder_add_string_value (b, seed);
  json_builder_end_object (b);
  cli_print_json (b);
}

static void
print_result_text (const HcGame *g, guint64 decisions)
{
  g_autofree char *outcome = cli_outcome (g);
  g_autofree char *why = cli_outcome_why (g);
  gint turns = g->global[HC_G_TURN];
  printf ("\nResult: %s after %d turn%s and %" G_GUINT64_FORMAT " decision%s",
          outcome, turns, turns == 1 ? "" : "s", decisions,
          decisions == 1 ? "" : "s");
  if (why)
    printf (": %s", why);
  else if (!g->over)
    printf (" (stopped at %d decisions)", CLI_MAX_DECISIONS);
  printf ("\n");
}

static int
play (const DemoOptions *o, const HcMatchSetup *setup, guint64 seed)
{
  g_autoptr (GError) err = NULL;
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) g = hc_match_start (setup, seed, &rec, &err);
  if (!g)
    {
      cli_error ("demo", "cannot start the game: %s", err->message);
      return CLI_FAILED;
    }
  if (!o->json)
    {
      g_autofree char *who = cli_agents_line (g->rules, o->agent);
      printf ("holocron demo: %s (%s), edition %s, seed %" G_GUINT64_FORMAT
              "\n%s\n",
              g->rules->id, g->rules->title, rec->edition, seed,
              who ? who : "");
    }

  HcRng agents[HC_MAX_PLAYERS];
  hc_match_agents_seed (agents, seed);
  guint printed = 0;
  guint64 decisions = 0;
  while (decisions < CLI_MAX_DECISIONS)
    {
      const HcDecision *d = hc_game_advance (g);
      cli_print_log (g, printed, o->json, stdout);
      printed = g->log_len;
      if (!d)
        break;
      guint32 id
          = hc_agent_choose (&o->agent[d->player], g, &agents[d->player]);
      if (o->choices && !o->json)
        print_choice (g, id);
      if (!hc_record_choose (rec, g, id, &err))
        {
          cli_error ("demo", "choice %" G_GUINT64_FORMAT " refused: %s",
                     decisions + 1, err->message);
          return CLI_FAILED;
        }
      decisions++;
    }
  cli_print_log (g, printed, o->json, stdout);

  if (o->json)
    print_result_json (g, rec, decisions);
  else
    {
      /* how the table looked at the end, as the Dark Side saw it */
      PlayStyle style = { .width = play_terminal_width (), .watching = TRUE };
      play_color_parse ("demo", NULL, &style.color);
      g_autoptr (GString) board = g_string_new ("\n");
      play_view_board (g, 0, &style, board);
      fputs (board->str, stdout);
      print_result_text (g, decisions);
    }
  if (o->save)
    {
      if (!hc_save_write (o->save, g, rec, FALSE, &err))
        {
          cli_error ("demo", "%s", err->message);
          return CLI_FAILED;
        }
      if (!o->json)
        printf ("Saved to %s (check it with 'holocron replay %s').\n", o->save,
                o->save);
    }
  return CLI_OK;
}

int
cmd_demo (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *edition = NULL, *seed_text = NULL;
  g_autofree char *save = NULL;
  DemoOptions o = { 0 };
  g_auto (CliAgentFlags) flags = { 0 };
  g_auto (CliDeckFlags) decks = { 0 };
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { "edition", 'e', 0, G_OPTION_ARG_STRING, &edition,
      "the rules edition (default: the newest), optionally with "
      "+SWITCH=VALUE changes",
      "EDITION" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "the game's seed (default: a random one, printed)", "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o.json,
      "print the log as JSON Lines, then a result object", NULL },
    { "choices", 'c', 0, G_OPTION_ARG_NONE, &o.choices,
      "also print every decision and the option chosen", NULL },
    { "explain", 'x', 0, G_OPTION_ARG_NONE, &o.explain,
      "under every log line, the rule it follows and the rule switches "
      "behind it, with what the other editions would have done",
      NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save,
      "write the finished game and its record to FILE", "FILE" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "demo", NULL,
      "Two computer players play a whole game with the ruleset's default\n"
      "decks: hard at 100 playouts a decision unless --agent and the budget\n"
      "flags say otherwise (--agent random plays the quick games of old).  "
      "Each log line shows the turn, phase, actor, what\n"
      "happened and the rule it follows, as [ruleset/edition rule-id].",
      entries);
  cli_agent_options (ctx, &flags);
  cli_deck_options (ctx, &decks);
  if (!cli_parse (ctx, "demo", &argc, &argv)
      || !cli_check_args ("demo", argc, argv, 0, 0, NULL))
    return CLI_USAGE;
  if (!cli_demo_agents (&flags, o.agent))
    return CLI_USAGE;
  o.save = save;

  guint64 seed = g_random_int () | ((guint64)g_random_int () << 32);
  if (seed_text && !cli_seed ("demo", seed_text, &seed))
    return CLI_USAGE;
  const HcRuleset *r = cli_ruleset ("demo", ruleset ? ruleset : "wotc");
  if (!r)
    return CLI_USAGE;
  int rc = CLI_OK;
  g_autoptr (HcMatchSetup) setup = cli_match_setup ("demo", r, edition, &rc);
  if (!setup)
    return rc;
  if (cli_deck_flags_given (&decks))
    {
      if ((rc = cli_deck_flags_use ("demo", setup, &decks)) != CLI_OK)
        return rc;
    }
  else
    {
      /* the built-in decks play, but never with a card silently inert */
      g_autofree char *inert
          = hc_deck_default_notice (r, setup->db, setup->deck_ids);
      if (inert)
        fprintf (stderr, "holocron demo: notice: %s", inert);
    }
  if (o.explain && !cli_explain_ready ("demo", r))
    return CLI_USAGE;
  cli_set_explain (o.explain);
  return play (&o, setup, seed);
}
