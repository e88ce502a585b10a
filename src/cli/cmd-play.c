/* holocron play: the terminal game, in line mode.  People and computer
 * players take turns through one record, so the game can be
 * saved (in the format of demo --save), replayed, loaded and undone. */
#include "agent-flags.h"
#include "cli.h"
#include "deck-flags.h"
#include "explain.h"
#include "hc-deck.h"
#include "hc-rule-summary.h"
#include "play-seats.h"
#include "play-view.h"

#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  const HcRuleset *r;
  const HcCardDb *db;
  HcGame *g;
  HcRecord *rec;
  /* gint8: who made each recorded choice, with ONLY_ONE when it had no
   * other option */
  GArray *decider;
  gboolean human[HC_MAX_PLAYERS];
  gboolean hot_seat;
  gboolean practice; /* --practice: undo against the computer */
  gboolean tty;
  gboolean show_hidden; /* undocumented: the test suite's view of hands */
  gboolean finished;    /* the last game came to its end */
  gboolean auto_single; /* take a decision with one option without asking */
  PlayStyle style;
  gboolean wrap; /* output to a terminal: lines wrapped to its width */
  HcRng agents[HC_MAX_PLAYERS];
  HcAgent agent[HC_MAX_PLAYERS];
  guint printed; /* log entries printed so far */
  gint last_viewer;
} Play;

#define ONLY_ONE 0x10

typedef enum
{
  STEP_CHOSEN,
  STEP_AGAIN,
  STEP_QUIT,
  STEP_EOF,
} StepResult;

static void
play_clear (Play *p)
{
  if (p->g)
    hc_game_free (p->g);
  if (p->rec)
    hc_record_free (p->rec);
  if (p->decider)
    g_array_free (p->decider, TRUE);
}

static gboolean
record_choice (Play *p, guint32 id, GError **error)
{
  gint8 who = (gint8)(p->g->decision.player
                      | (p->g->decision.n_options == 1 ? ONLY_ONE : 0));
  if (!hc_record_choose (p->rec, p->g, id, error))
    return FALSE;
  g_array_append_val (p->decider, who);
  return TRUE;
}

/* Rebuild the game from the record's start with its first `upto` choices,
 * checking each state hash, and make it the game being played. */
static gboolean
rebuild (Play *p, const HcRecord *from, guint upto, GError **error)
{
  g_autoptr (HcRecord) rec
      = hc_record_new (from->ruleset, from->edition, from->seed);
  for (gint s = 0; s < HC_MAX_PLAYERS; s++)
    {
      for (guint i = 0; i < from->deck[s]->len; i++)
        g_ptr_array_add (rec->deck[s], g_strdup (from->deck[s]->pdata[i]));
      rec->seat[s] = g_strdup (from->seat[s]);
    }
  g_autoptr (HcGame) g = hc_record_start (rec, p->db, error);
  if (!g)
    return FALSE;
  GArray *decider = g_array_new (FALSE, FALSE, sizeof (gint8));
  for (guint i = 0; i < upto && i < from->choices->len; i++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d || hc_record_hash (g) != g_array_index (from->hashes, guint64, i))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "the record diverges before choice %u of %u", i + 1,
                       from->choices->len);
          g_array_free (decider, TRUE);
          return FALSE;
        }
      gint8 who = (gint8)(d->player | (d->n_options == 1 ? ONLY_ONE : 0));
      if (!hc_record_choose (rec, g, g_array_index (from->choices, guint32, i),
                             error))
        {
          g_array_free (decider, TRUE);
          return FALSE;
        }
      g_array_append_val (decider, who);
    }
  hc_game_advance (g);
  play_clear (p);
  p->g = g_steal_pointer (&g);
  p->rec = g_steal_pointer (&rec);
  p->decider = decider;
  return TRUE;
}

static void
print_log_tail (const Play *p, guint n)
{
  guint from = p->g->log_len > n ? p->g->log_len - n : 0;
  cli_print_log (p->g, from, FALSE, stdout);
}

/* A line of text, wrapped to the terminal as the log is (a pipe gets it
 * whole), the next lines indented by `indent`. */
static void say (const Play *p, gsize indent, const char *fmt, ...)
    G_GNUC_PRINTF (3, 4);

static void
say (const Play *p, gsize indent, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  /* a leading newline is a blank line before, not part of the text */
  const char *body = text;
  while (*body == '\n')
    putchar (*body++);
  g_autoptr (GString) s = g_string_new (body);
  cli_wrap_line (s, p->wrap ? p->style.width : 0, indent);
  printf ("%s\n", s->str);
}

/* "attack-sequence" as words: "attack sequence" */
static char *
rule_words (const char *id)
{
  char *w = g_strdup (id);
  return g_strdelimit (w, "-_", ' ');
}

/* The summary of the rule a ruleset's step follows, for `?`: the step's
 * own name as a rule id, or with "-step", "-phase" or "s" after it, or
 * one of the names below where the rulesets' words for the step and its
 * rule differ. */
static const char *
step_summary (const char *ruleset, const char *step)
{
  static const struct
  {
    const char *ruleset, *step, *rule;
  } other[] = {
    { "wotc", "window", "play-or-pass" },
    { "wotc", "arena", "battle-phase" },
    { "wotc", "attack", "attack-sequence" },
    { "wotc", "contest", "contested-units" },
    { "wotc", "reroll-pick", "reroll-chance" },
    { "lcg", "window", "action-window" },
    { "lcg", "engage", "engagement" },
    { "lcg", "edge", "edge-battle" },
    { "lcg", "edge-place", "edge-battle" },
    { "lcg", "pay", "resources" },
    { "lcg", "deploy", "deployment-phase" },
    { "lcg", "destroy", "destroyed" },
    { "lcg", "turn", "turn-structure" },
    { "lcg", "verb", "card-ability" },
    { "wotc", "effect", "abilities" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (other); i++)
    if (strcmp (ruleset, other[i].ruleset) == 0
        && strcmp (step, other[i].step) == 0)
      return hc_rule_summary (ruleset, other[i].rule);
  static const char *const suffix[] = { "", "-step", "-phase", "s" };
  for (guint i = 0; i < G_N_ELEMENTS (suffix); i++)
    {
      g_autofree char *id = g_strconcat (step, suffix[i], NULL);
      const char *summary = hc_rule_summary (ruleset, id);
      if (summary)
        return summary;
    }
  return NULL;
}

static void
explain (const Play *p)
{
  const HcGame *g = p->g;
  const HcDecision *d = &g->decision;
  const HcRuleset *r = g->rules;
  g_autoptr (GString) s = g_string_new (NULL);
  hc_decision_prompt (g, s);
  say (p, 2, "Decision: %s", s->str);
  /* rulesets name their steps, not their decision kinds */
  guint16 step = g->n_frames ? g->frame[g->n_frames - 1].kind : 0;
  const char *step_name = step == HC_STEP_WINDOW ? "priority window"
                          : r->step_names && step < r->n_steps
                              ? r->step_names[step]
                              : NULL;
  const char *phase
      = r->phase_name ? r->phase_name (g->global[HC_G_PHASE]) : NULL;
  g_autofree char *step_words = step_name ? rule_words (step_name) : NULL;
  printf ("Asked by: the %s step, in the %s phase; %d option%s\n",
          step_words ? step_words : "current", phase ? phase : "current",
          d->n_options, d->n_options == 1 ? "" : "s");
  const char *what = step_name ? step_summary (r->id, step_name) : NULL;
  if (what && step != HC_STEP_WINDOW)
    say (p, 4, "  %s", what);
  if (step == HC_STEP_WINDOW)
    say (p, 2,
         "  In a priority window each player in turn may play a card or "
         "an ability, or pass; it closes when both pass one after the "
         "other, and a play gives the other player the next chance.");
  if (g->log_len)
    {
      const HcLogEntry *e = &hc_log_entries (g->log)[g->log_len - 1];
      const HcEdition *ed = hc_ruleset_edition (r, g->edition);
      g_string_truncate (s, 0);
      hc_log_render_text_for (g, e, p->last_viewer, s);
      g_autofree char *words = rule_words (hc_log_rule_id (g, e));
      say (p, 2, "The rule last applied: %s, for \"%s\"", words, s->str);
      const char *summary = hc_rule_summary (r->id, hc_log_rule_id (g, e));
      if (summary)
        say (p, 4, "  %s", summary);
      const char *src = e->rule < r->n_rules ? r->rules[e->rule].source : NULL;
      say (p, 4, "  %s%s[%s/%s %s]", src ? src : "", src ? " " : "", r->id,
           ed ? ed->id : "?", hc_log_rule_id (g, e));
      /* the rule switches behind the step, each with what its value
       * means in this edition and what the others would have done */
      g_string_truncate (s, 0);
      cli_explain_text (g, e, "  ", s);
      g_auto (GStrv) lines = g_strsplit (s->str, "\n", -1);
      for (guint i = 0; lines[i]; i++)
        if (*lines[i] && !g_str_has_prefix (lines[i], "  rule "))
          say (p, 4, "%s", lines[i]);
    }
  say (p, 2,
       "Answer with an option's number or part of its label; commands: ? | "
       "card NAME | log [N] | board | view [--json] | undo | save FILE | "
       "quit");
}

/* The versions of a card the player most likely means by `name`: the
 * cards they can see whose name or title is `name` (any case), each
 * version once ("card Obi-Wan Kenobi" with Obi-Wan Kenobi (B) in hand
 * shows that version; with (B) and (D) in view, those two).  Empty: none
 * is in view, and cards show looks `name` up in all the card data. */
static GPtrArray *
cards_in_view (const Play *p, const char *name)
{
  GPtrArray *found = g_ptr_array_new ();
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (p->g, p->g->decision.player, v);
  for (gint i = 0; i < v->n_cards; i++)
    {
      if (v->card[i].def == HC_NONE)
        continue;
      const HcCardDef *d = hc_card_db_get (p->db, v->card[i].def);
      if (g_ascii_strcasecmp (d->name, name) != 0
          && !(d->title && g_ascii_strcasecmp (d->title, name) == 0))
        continue;
      if (!g_ptr_array_find (found, d->name, NULL))
        g_ptr_array_add (found, d->name);
    }
  return found;
}

static void
show_one (const Play *p, const char *name)
{
  /* the same text as `holocron cards show` */
  char *args[] = { (char *)"show", (char *)"--ruleset", (char *)p->r->id,
                   (char *)name, NULL };
  char **argv = g_memdup2 (args, sizeof args);
  int argc = 4;
  fflush (stdout);
  cards_show (argc, argv);
  g_free (argv);
  fflush (stderr);
}

static void
show_card (const Play *p, const char *typed)
{
  g_autoptr (GPtrArray) seen = cards_in_view (p, typed);
  if (seen->len == 0)
    show_one (p, typed);
  for (guint i = 0; i < seen->len; i++)
    show_one (p, seen->pdata[i]);
}

/* The deciding player's earlier decision to go back to, or -1: one the
 * game would take again at once for want of another option is passed
 * over. */
static gint
undo_point (const Play *p)
{
  gint me = p->g->decision.player;
  for (guint i = p->decider->len; i-- > 0;)
    {
      gint8 who = g_array_index (p->decider, gint8, i);
      if ((who & ~ONLY_ONE) == me && !(p->auto_single && (who & ONLY_ONE)))
        return (gint)i;
    }
  return -1;
}

static StepResult
undo (Play *p)
{
  /* going back replays the same seed: the cards drawn again are the same,
   * so against the computer undo would show the deck's order */
  if (!p->practice && !(p->human[0] && p->human[1]))
    {
      printf ("Undo is off in a game against the computer: going back would "
              "draw the same cards again and show your deck's order.  Start "
              "the game with --practice to allow it.\n");
      return STEP_AGAIN;
    }
  gint k = undo_point (p);
  if (k < 0)
    {
      printf ("Nothing to undo: this is your first decision.\n");
      return STEP_AGAIN;
    }
  g_autoptr (GError) err = NULL;
  /* rebuild replaces the game, its record and the deciders on success */
  HcRecord *old = p->rec;
  p->rec = NULL;
  if (!rebuild (p, old, (guint)k, &err))
    {
      printf ("Cannot undo: %s\n", err->message);
      p->rec = old;
      return STEP_AGAIN;
    }
  hc_record_free (old);
  p->printed = p->g->log_len;
  printf ("Undone: back to your previous decision, the game's choice %d "
          "(turn %d).\n",
          k + 1, p->g->global[HC_G_TURN]);
  return STEP_CHOSEN;
}

static void
save (const Play *p, const char *path)
{
  g_autoptr (GError) err = NULL;
  if (!*path)
    printf ("save needs a FILE name.\n");
  /* sealed: the file holds the seed, both decks' order and every choice,
   * which the players may not read while the game runs */
  else if (hc_save_write (path, p->g, p->rec, TRUE, &err))
    printf ("Saved to %s (continue with 'holocron play --load %s').\n", path,
            path);
  else
    printf ("Cannot save: %s\n", err->message);
}

/* The options whose label contains `text` (case-insensitive). */
static StepResult
choose_by_label (Play *p, const char *text)
{
  const HcDecision *d = &p->g->decision;
  g_autofree char *want = g_utf8_casefold (text, -1);
  g_autoptr (GArray) hits = g_array_new (FALSE, FALSE, sizeof (gint));
  gint exact = -1;
  g_autoptr (GString) s = g_string_new (NULL);
  g_autoptr (GPtrArray) shown = play_option_labels (p->g);
  for (gint i = 0; i < d->n_options; i++)
    {
      /* the label as shown ("Geonosian Warrior #2") or as the rules word
       * it ("Geonosian Warrior [2]") */
      g_string_truncate (s, 0);
      hc_option_label (p->g, &d->option[i], s);
      g_autofree char *have = g_utf8_casefold (s->str, -1);
      g_autofree char *seen = g_utf8_casefold (shown->pdata[i], -1);
      if (strcmp (have, want) == 0 || strcmp (seen, want) == 0)
        exact = i;
      if (strstr (have, want) || strstr (seen, want))
        g_array_append_val (hits, i);
    }
  if (exact < 0 && hits->len != 1)
    {
      if (hits->len == 0)
        printf ("No option matches \"%s\"; answer with a number from 1 to %d, "
                "part of a label, or ? for help.\n",
                text, d->n_options);
      else
        {
          printf ("\"%s\" is ambiguous: it matches options", text);
          for (guint i = 0; i < hits->len; i++)
            printf ("%s %d", i ? "," : "", g_array_index (hits, gint, i) + 1);
          printf (".\n");
        }
      return STEP_AGAIN;
    }
  gint i = exact >= 0 ? exact : g_array_index (hits, gint, 0);
  g_autoptr (GError) err = NULL;
  say (p, 2, "You chose %d. %s", i + 1, (const char *)shown->pdata[i]);
  if (!record_choice (p, d->option[i].id, &err))
    {
      printf ("That choice was refused: %s\n", err->message);
      return STEP_AGAIN;
    }
  return STEP_CHOSEN;
}

static char *read_line (void);

/* A person at a terminal may have typed quit by mistake; a script through
 * a pipe means it. */
static StepResult
confirm_quit (const Play *p)
{
  if (!p->tty)
    return STEP_QUIT;
  printf ("Leave the game unfinished? Type y to quit (save FILE first to "
          "keep it), anything else to play on: ");
  fflush (stdout);
  g_autofree char *answer = read_line ();
  if (!answer || g_ascii_strncasecmp (g_strstrip (answer), "y", 1) == 0)
    return STEP_QUIT;
  printf ("Playing on.\n");
  return STEP_AGAIN;
}

static StepResult
handle_line (Play *p, char *line)
{
  const HcDecision *d = &p->g->decision;
  g_strstrip (line);
  if (!*line)
    return STEP_AGAIN;
  guint64 n = 0;
  if (g_ascii_isdigit (line[0])
      && g_ascii_string_to_unsigned (line, 10, 0, G_MAXINT, &n, NULL))
    {
      if (n < 1 || n > (guint64)d->n_options)
        {
          printf ("There is no option %s; choose 1 to %d.\n", line,
                  d->n_options);
          return STEP_AGAIN;
        }
      g_autoptr (GPtrArray) shown = play_option_labels (p->g);
      g_autoptr (GError) err = NULL;
      say (p, 2, "You chose %s. %s", line, (const char *)shown->pdata[n - 1]);
      if (!record_choice (p, d->option[n - 1].id, &err))
        {
          printf ("That choice was refused: %s\n", err->message);
          return STEP_AGAIN;
        }
      return STEP_CHOSEN;
    }
  char *rest = line + strcspn (line, " \t");
  gsize word = (gsize)(rest - line);
  while (*rest == ' ' || *rest == '\t')
    rest++;
  if (strcmp (line, "?") == 0 || strcmp (line, "help") == 0)
    explain (p);
  else if (strcmp (line, "quit") == 0 || strcmp (line, "exit") == 0)
    return confirm_quit (p);
  else if (strcmp (line, "undo") == 0)
    return undo (p);
  else if (strcmp (line, "board") == 0 || strcmp (line, "view") == 0)
    {
      g_autoptr (GString) s = g_string_new (NULL);
      play_view_board (p->g, d->player, &p->style, s);
      play_view_options (p->g, &p->style, s);
      fputs (s->str, stdout);
    }
  else if (strcmp (line, "view --json") == 0)
    {
      /* the deciding player's view as JSON, one line, for programs */
      g_autoptr (GString) s = g_string_new (NULL);
      play_view_json (p->g, d->player, s);
      printf ("%s\n", s->str);
    }
  else if (word == 3 && strncmp (line, "log", 3) == 0)
    {
      guint64 count = 10;
      if (*rest
          && !g_ascii_string_to_unsigned (rest, 10, 1, G_MAXUINT, &count, NULL))
        printf ("log takes a number of lines, e.g. log 5.\n");
      else
        print_log_tail (p, (guint)count);
    }
  else if (word == 4 && strncmp (line, "save", 4) == 0)
    save (p, rest);
  else if (word == 4 && strncmp (line, "card", 4) == 0)
    {
      if (*rest)
        show_card (p, rest);
      else
        printf ("card needs a card NAME.\n");
    }
  else
    return choose_by_label (p, line);
  return STEP_AGAIN;
}

/* One line of standard input without its newline; NULL at the end. */
static char *
read_line (void)
{
  g_autoptr (GString) s = g_string_new (NULL);
  char buf[512];
  while (fgets (buf, sizeof buf, stdin))
    {
      g_string_append (s, buf);
      if (s->len && s->str[s->len - 1] == '\n')
        break;
    }
  if (s->len == 0)
    return NULL;
  g_strchomp (s->str);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
hot_seat_pause (Play *p, gint who)
{
  const char *name = p->r->player_names[who];
  if (p->tty)
    {
      /* clear the screen so the last player's hand is gone, and the
       * scrollback (ESC[3J), where it would still be a scroll away */
      printf ("\033[H\033[2J\033[3J");
      printf ("%s: take the terminal and press Enter.", name);
      fflush (stdout);
      g_free (read_line ());
    }
  printf ("\n======== %s: your turn to look (the other player looks away) "
          "========\n",
          name);
}

static StepResult
human_decides (Play *p)
{
  gint me = p->g->decision.player;
  if (p->hot_seat && me != p->last_viewer)
    hot_seat_pause (p, me);
  p->last_viewer = me;
  cli_set_log_viewer (me);
  cli_print_log (p->g, p->printed, FALSE, stdout);
  p->printed = p->g->log_len;
  g_autoptr (GString) s = g_string_new ("\n");
  play_view_board (p->g, me, &p->style, s);
  play_view_options (p->g, &p->style, s);
  fputs (s->str, stdout);
  if (p->show_hidden)
    {
      g_string_truncate (s, 0);
      play_view_private (p->g, 1 - me, s);
      fprintf (stderr, "x-hidden: %s\n", s->str);
    }
  for (;;)
    {
      printf ("%s> ", p->r->player_names[me]);
      fflush (stdout);
      g_autofree char *line = read_line ();
      if (!line)
        return STEP_EOF;
      if (!p->tty)
        printf ("%s\n", line); /* echo, so a transcript reads well */
      StepResult res = handle_line (p, line);
      if (res != STEP_AGAIN)
        return res;
    }
}

static int
run (Play *p)
{
  guint64 decisions = 0;
  gboolean watching = !p->human[0] && !p->human[1];
  while (decisions < CLI_MAX_DECISIONS)
    {
      const HcDecision *d = hc_game_advance (p->g);
      if (watching)
        {
          cli_print_log (p->g, p->printed, FALSE, stdout);
          p->printed = p->g->log_len;
        }
      if (!d)
        break;
      g_autoptr (GError) err = NULL;
      if (d->player < 0 || d->player >= HC_MAX_PLAYERS)
        {
          cli_error ("play", "a decision for player %d, who does not exist",
                     d->player);
          return CLI_FAILED;
        }
      if (!p->human[d->player])
        {
          guint32 id = hc_agent_choose (&p->agent[d->player], p->g,
                                        &p->agents[d->player]);
          if (!record_choice (p, id, &err))
            {
              cli_error ("play", "the computer's choice was refused: %s",
                         err->message);
              return CLI_FAILED;
            }
          decisions++;
          continue;
        }
      /* a decision with one option is no choice: taken with a line saying
       * so, unless in hot seat the other person holds the terminal (the
       * label could name a card of the hand about to be handed over) */
      if (p->auto_single && d->n_options == 1
          && (!p->hot_seat || d->player == p->last_viewer))
        {
          g_autoptr (GString) s = g_string_new (NULL);
          hc_option_label (p->g, &d->option[0], s);
          cli_set_log_viewer (d->player);
          cli_print_log (p->g, p->printed, FALSE, stdout);
          p->printed = p->g->log_len;
          say (p, 2, "%s: the only option, taken for you: %s",
               p->r->player_names[d->player], s->str);
          if (!record_choice (p, d->option[0].id, &err))
            {
              cli_error ("play", "the only option was refused: %s",
                         err->message);
              return CLI_FAILED;
            }
          decisions++;
          continue;
        }
      StepResult res = human_decides (p);
      if (res == STEP_QUIT || res == STEP_EOF)
        {
          printf ("\n%s: the game is left unfinished at turn %d.%s\n",
                  res == STEP_QUIT ? "Quit" : "End of input",
                  p->g->global[HC_G_TURN],
                  " Use 'save FILE' before leaving to keep it.");
          return CLI_OK;
        }
      decisions++;
    }
  /* the game is over: nothing is secret any more */
  cli_set_log_viewer (HC_NONE);
  cli_print_log (p->g, p->printed, FALSE, stdout);
  p->printed = p->g->log_len;
  g_autofree char *outcome = cli_outcome (p->g);
  g_autofree char *why = cli_outcome_why (p->g);
  /* the final board as the last person to decide saw it (in hot seat
   * the other's hand stays on the other side of the table) */
  gint viewer = p->last_viewer >= 0           ? p->last_viewer
                : p->human[1] && !p->human[0] ? 1
                                              : 0;
  g_autoptr (GString) s = g_string_new ("\n");
  play_view_board (p->g, viewer, &p->style, s);
  fputs (s->str, stdout);
  gint turns = p->g->global[HC_G_TURN];
  say (p, 2, "\nResult: %s after %d turn%s%s%s", outcome, turns,
       turns == 1 ? "" : "s", why ? ": " : "", why ? why : "");
  p->finished = TRUE;
  return CLI_OK;
}

/* After a game at a terminal: the same again with a new shuffle, the
 * same with the sides swapped, or leave.  FALSE to leave. */
static gboolean
again (Play *p)
{
  printf ("\nPlay again?\n   1. rematch: the same sides and decks, a new "
          "shuffle\n   2. new game with the sides swapped\n   3. quit\n"
          "> ");
  fflush (stdout);
  g_autofree char *answer = read_line ();
  if (!answer)
    return FALSE;
  g_strstrip (answer);
  gboolean swap = g_str_equal (answer, "2");
  if (!g_str_equal (answer, "1") && !swap)
    return FALSE;
  if (swap)
    {
      gboolean h = p->human[0];
      p->human[0] = p->human[1];
      p->human[1] = h;
      HcAgent a = p->agent[0];
      p->agent[0] = p->agent[1];
      p->agent[1] = a;
    }
  guint64 seed = g_random_int () | ((guint64)g_random_int () << 32);
  g_autoptr (HcRecord) rec
      = hc_record_new (p->rec->ruleset, p->rec->edition, seed);
  for (gint s = 0; s < HC_MAX_PLAYERS; s++)
    {
      for (guint i = 0; i < p->rec->deck[s]->len; i++)
        g_ptr_array_add (rec->deck[s], g_strdup (p->rec->deck[s]->pdata[i]));
      rec->seat[s] = play_seat_text (p->human[s], &p->agent[s]);
    }
  g_autoptr (GError) err = NULL;
  if (!rebuild (p, rec, 0, &err))
    {
      cli_error ("play", "cannot start a new game: %s", err->message);
      return FALSE;
    }
  hc_match_agents_seed (p->agents, seed);
  p->printed = 0;
  p->finished = FALSE;
  p->last_viewer = HC_NONE;
  /* no seed shown: in hot seat it would tell the decks' order */
  printf ("\nA new game: %s %s, %s %s.\n", p->r->player_names[0],
          p->human[0] ? "a person" : "the computer", p->r->player_names[1],
          p->human[1] ? "a person" : "the computer");
  return TRUE;
}

/* --ai: which sides the computer plays. */
static gboolean
parse_ai (const char *text, gboolean human[HC_MAX_PLAYERS])
{
  const char *names[] = { "dark", "light", "both", "none" };
  for (gint i = 0; i < 4; i++)
    if (g_ascii_strcasecmp (text, names[i]) == 0)
      {
        human[0] = !(i == 0 || i == 2);
        human[1] = !(i == 1 || i == 2);
        return TRUE;
      }
  cli_error ("play", "--ai: expected dark, light, both or none, not \"%s\"",
             text);
  return FALSE;
}

static int
start_new (Play *p, const char *ruleset, const char *edition,
           const char *deck[HC_MAX_PLAYERS], guint64 seed, gboolean allow_inert,
           const char *format)
{
  p->r = cli_ruleset ("play", ruleset ? ruleset : "wotc");
  if (!p->r)
    return CLI_USAGE;
  int rc = CLI_OK;
  g_autoptr (HcMatchSetup) setup = cli_match_setup ("play", p->r, edition, &rc);
  if (!setup)
    return rc;
  p->db = setup->db;
  if ((rc = cli_decks_use ("play", setup, deck, allow_inert, format)) != CLI_OK)
    return rc;
  g_autoptr (GError) err = NULL;
  p->g = hc_match_start (setup, seed, &p->rec, &err);
  if (!p->g)
    {
      cli_error ("play", "cannot start the game: %s", err->message);
      return CLI_FAILED;
    }
  p->decider = g_array_new (FALSE, FALSE, sizeof (gint8));
  return CLI_OK;
}

/* A plain save holds the seed and both decks in order: whoever has the
 * file can know every hidden card, so a game going on from one keeps no
 * secret and is said to be practice (undo allowed) rather than pretend.
 * play's own saves are sealed; plain ones come from demo --save (finished
 * games), a server's own store, or a hand. */
static void
warn_if_plain (Play *p, const char *path, const char *text)
{
  guint64 end = 0;
  gboolean sealed = FALSE;
  g_autoptr (HcRecord) rec
      = hc_save_parse (path, text, p->db, &end, &sealed, NULL);
  if (!rec || sealed || p->g->over)
    return;
  fprintf (stderr,
           "holocron play: notice: %s is a plain (unsealed) save: anyone "
           "holding it can read the seed and both decks in order, so this "
           "game keeps no secret and is played as practice (undo "
           "allowed)\n",
           path);
  p->practice = TRUE;
}

static int
start_loaded (Play *p, const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) err = NULL;
  g_autofree char *id = NULL;
  if (!hc_read_file_limited (path, HC_SAVE_MAX_BYTES, &text, NULL, &err)
      || !(id = hc_save_ruleset_of (path, text, &err)))
    {
      cli_error ("play", "--load: %s", err->message);
      return CLI_USAGE;
    }
  if (!(p->r = cli_ruleset ("play", id)) || !(p->db = cli_cards ("play", p->r)))
    return CLI_USAGE;
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) saved
      = hc_save_from_string (path, text, p->db, &rec, &err);
  if (!saved || !rec)
    {
      cli_error ("play", "--load: %s",
                 saved ? "the save holds no record" : err->message);
      return CLI_USAGE;
    }
  if (!rebuild (p, rec, rec->choices->len, &err))
    {
      cli_error ("play", "--load: %s: %s", path, err->message);
      return CLI_FAILED;
    }
  hc_game_advance (saved);
  if (hc_game_hash (saved) != hc_game_hash (p->g))
    {
      cli_error ("play",
                 "--load: %s: the record does not lead to the saved "
                 "state",
                 path);
      return CLI_FAILED;
    }
  warn_if_plain (p, path, text);
  return CLI_OK;
}

/* A save that names its seats seats the players as they were: the person
 * who played one side against the computer may not come back as the other
 * side (the computer's hand would show), so --ai must agree with it;
 * --agent may give the computer another player. */
static int
seats_from_save (Play *p, const char *path, gboolean ai_given,
                 gboolean agent_given)
{
  gboolean human[HC_MAX_PLAYERS];
  HcAgent agent[HC_MAX_PLAYERS];
  for (gint s = 0; s < HC_MAX_PLAYERS; s++)
    {
      g_autoptr (GError) err = NULL;
      if (!play_seat_parse (path, p->r->player_names[s], p->rec->seat[s],
                            &human[s], &agent[s], &err))
        {
          cli_error ("play", "--load: %s", err->message);
          return CLI_USAGE;
        }
    }
  if (ai_given && (human[0] != p->human[0] || human[1] != p->human[1]))
    {
      cli_error ("play",
                 "--load: %s was played with the %s %s and the %s %s; "
                 "--ai cannot change who plays which side (leave it out)",
                 path, p->r->player_names[0],
                 human[0] ? "a person" : "the computer", p->r->player_names[1],
                 human[1] ? "a person" : "the computer");
      return CLI_USAGE;
    }
  for (gint s = 0; s < HC_MAX_PLAYERS; s++)
    {
      p->human[s] = human[s];
      if (!agent_given && !human[s])
        p->agent[s] = agent[s];
    }
  return CLI_OK;
}

int
cmd_play (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *edition = NULL, *seed_text = NULL;
  g_autofree char *dark = NULL, *light = NULL, *ai = NULL, *load = NULL;
  g_autofree char *color = NULL, *format = NULL;
  gboolean show_hidden = FALSE, explain = FALSE, practice = FALSE;
  gboolean allow_inert = FALSE, ask_all = FALSE;
  g_auto (CliAgentFlags) flags = { 0 };
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or lcg", "ID" },
    { "edition", 'e', 0, G_OPTION_ARG_STRING, &edition,
      "the rules edition (default: the newest), optionally with "
      "+SWITCH=VALUE changes",
      "EDITION" },
    { "dark", 0, 0, G_OPTION_ARG_FILENAME, &dark,
      "the Dark Side's deck: a deck file, or the name of one of the "
      "ruleset's decks (default: the ruleset's)",
      "DECK" },
    { "light", 0, 0, G_OPTION_ARG_FILENAME, &light,
      "the Light Side's deck, as for --dark", "DECK" },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai,
      "which sides the computer plays: dark, light (default), both or none",
      "SIDE" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "the game's seed (default: a random one, printed)", "N" },
    { "load", 'l', 0, G_OPTION_ARG_FILENAME, &load,
      "go on with a game saved by 'save FILE' or 'holocron demo --save'",
      "FILE" },
    { "practice", 0, 0, G_OPTION_ARG_NONE, &practice,
      "allow undo against the computer (it replays the same draws, so it "
      "shows the order of your deck)",
      NULL },
    { "explain", 'x', 0, G_OPTION_ARG_NONE, &explain,
      "under every log line, the rule it follows and the rule switches "
      "behind it",
      NULL },
    { "allow-unimplemented", 0, 0, G_OPTION_ARG_NONE, &allow_inert,
      "play a deck file holding cards the engine does not fully implement "
      "(they do nothing; 'cards check-deck' lists them)",
      NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "check both decks against this play format before the game (see "
      "'holocron cards check-deck --list-formats')",
      "NAME" },
    { "ask-all", 0, 0, G_OPTION_ARG_NONE, &ask_all,
      "ask even when a decision has only one option (by default it is "
      "taken for you, with a line saying so)",
      NULL },
    { "color", 0, 0, G_OPTION_ARG_STRING, &color,
      "colour on the board: auto (default: when the output is a terminal "
      "and NO_COLOR is unset), always or never",
      "WHEN" },
    { "x-show-hidden", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &show_hidden,
      "for tests", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "play", NULL,
      "Play at the terminal against the computer or another person.  At\n"
      "each of your decisions the board is shown as your side sees it, with\n"
      "the new log lines and the numbered options; answer with a number or\n"
      "part of an option's text, or a command: ? | card NAME | log [N] |\n"
      "board | undo | save FILE | quit.  Standard input may be a pipe.",
      entries);
  cli_agent_options (ctx, &flags);
  if (!cli_parse (ctx, "play", &argc, &argv)
      || !cli_check_args ("play", argc, argv, 0, 0, NULL))
    return CLI_USAGE;

  Play p = { .last_viewer = HC_NONE,
             .show_hidden = show_hidden,
             .practice = practice,
             .auto_single = !ask_all };
  p.tty = isatty (STDIN_FILENO);
  p.style.width = play_terminal_width ();
  /* a terminal gets the log wrapped to it; a pipe keeps an entry a line,
   * for the scripts that read it */
  p.wrap = isatty (STDOUT_FILENO) || g_getenv ("COLUMNS");
  if (p.wrap)
    cli_set_log_width (p.style.width);
  /* the log names copies of a card as the board does */
  cli_set_log_copy_numbers (play_copy_number);
  if (!play_color_parse ("play", color, &p.style.color))
    return CLI_USAGE;
  p.human[0] = TRUE;
  if (ai && !parse_ai (ai, p.human))
    return CLI_USAGE;
  if (!cli_play_agents (&flags, p.tty, p.agent))
    return CLI_USAGE;
  p.hot_seat = p.human[0] && p.human[1];
  guint64 seed = g_random_int () | ((guint64)g_random_int () << 32);
  if (seed_text && !cli_seed ("play", seed_text, &seed))
    return CLI_USAGE;
  if (load && (ruleset || edition || dark || light || format))
    {
      cli_error ("play", "--load takes the ruleset, edition and decks from "
                         "the save; leave out --ruleset, --edition, --dark, "
                         "--light and --format");
      return CLI_USAGE;
    }
  const char *decks[HC_MAX_PLAYERS] = { dark, light };
  int rc = load ? start_loaded (&p, load)
                : start_new (&p, ruleset, edition, decks, seed, allow_inert,
                             format);
  if (rc == CLI_OK && load && p.rec->seat[0])
    rc = seats_from_save (&p, load, ai != NULL, flags.spec != NULL);
  if (rc == CLI_OK && explain && !cli_explain_ready ("play", p.r))
    rc = CLI_USAGE;
  if (rc != CLI_OK)
    {
      play_clear (&p);
      return rc;
    }
  cli_set_explain (explain);
  p.hot_seat = p.human[0] && p.human[1];
  p.style.watching = !p.human[0] && !p.human[1];
  for (gint s = 0; s < HC_MAX_PLAYERS; s++)
    {
      g_free (p.rec->seat[s]);
      p.rec->seat[s] = play_seat_text (p.human[s], &p.agent[s]);
    }
  /* a loaded game's computer players draw from --seed, else its own seed */
  hc_match_agents_seed (p.agents, seed_text || !load ? seed : p.rec->seed);
  /* no seed: with it, 'play --seed' in hot seat would show the
   * computer's hand and the decks' order (issue 16) */
  say (&p, 2, "holocron play: %s (%s), edition %s%s%s", p.r->id, p.r->title,
       p.rec->edition, load ? ", loaded from " : "", load ? load : "");
  for (gint s = 0; s < HC_MAX_PLAYERS; s++)
    {
      g_autofree char *who = cli_agent_describe (&p.agent[s]);
      if (p.human[s])
        printf ("%s: a person at this terminal\n", p.r->player_names[s]);
      else
        printf ("%s: the computer (%s)\n", p.r->player_names[s], who);
    }
  if (load)
    printf ("%u choices replayed from the save.\n", p.rec->choices->len);
  /* a loaded game shows its last few log lines again */
  p.printed = load && p.g->log_len > 5 ? p.g->log_len - 5 : 0;
  rc = run (&p);
  while (rc == CLI_OK && p.finished && p.tty && again (&p))
    rc = run (&p);
  play_clear (&p);
  return rc;
}
