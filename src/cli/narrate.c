#include "cli.h"
#include "explain.h"

#include <string.h>

/* --explain of demo and play: every printed log entry is followed by the
 * rule and switches behind it. */
static gboolean explain_on;

void
cli_set_explain (gboolean on)
{
  explain_on = on;
}

/* Whose log it is: play shows each person only what that side may know
 * (hc_log_render_text_for); HC_NONE shows everything. */
static gint log_viewer = HC_NONE;

void
cli_set_log_viewer (gint viewer)
{
  log_viewer = viewer;
}

static const char *
actor_name (const HcGame *g, gint actor)
{
  if (actor < 0 || actor >= HC_MAX_PLAYERS)
    return "rules";
  return g->rules->player_names[actor];
}

/* play on a terminal wraps log lines to its width, the next lines under
 * the text column; 0 keeps each entry on one line (pipes, files, demo) */
static gint log_width;

void
cli_set_log_width (gint width)
{
  log_width = width;
}

void
cli_wrap_line (GString *line, gint width, gsize indent)
{
  gsize end = strcspn (line->str, "\n");
  if (width <= 0 || end <= (gsize)width)
    return;
  g_autofree char *first = g_strndup (line->str, end);
  g_autofree char *rest = g_strdup (line->str + end);
  /* the rule reference at the end stays whole (\2: a space kept) */
  char *ref = g_strrstr (first, " [");
  for (char *c = ref ? ref + 2 : NULL; c && *c; c++)
    if (*c == ' ')
      *c = '\2';
  g_string_truncate (line, 0);
  gsize col = 0;
  g_auto (GStrv) words = g_strsplit (first, " ", -1);
  for (guint i = 0; words[i]; i++)
    {
      gsize len = g_utf8_strlen (words[i], -1);
      if (col > indent && len && col + 1 + len > (gsize)width)
        {
          while (line->len && line->str[line->len - 1] == ' ')
            g_string_truncate (line, line->len - 1);
          g_string_append_printf (line, "\n%*s", (int)indent, "");
          col = indent;
        }
      else if (i)
        {
          g_string_append_c (line, ' ');
          col++;
        }
      g_string_append (line, g_strdelimit (words[i], "\2", ' '));
      col += len;
    }
  g_string_append (line, rest);
}

/* play numbers copies of a card in play (#1, #2) as its board does;
 * demo and replay keep the plain names their logs always had */
static CliCopyNumber copy_number;

void
cli_set_log_copy_numbers (CliCopyNumber fn)
{
  copy_number = fn;
}

/* After each card the message names ({cN}, in the template's order), the
 * number the board gives that copy now, when it has one: "Chancellor's
 * Guard Squad attacks Reek #2".  The names are found in the rendered text
 * left to right, so "Reek attacks Reek" numbers both. */
static void
number_copies (const HcGame *g, const HcLogEntry *e, gsize from, GString *out)
{
  const HcRuleset *r = g->rules;
  if (e->msg >= r->n_messages)
    return;
  gint viewer = log_viewer == HC_NONE ? 0 : log_viewer;
  gsize at = from;
  for (const char *t = r->messages[e->msg].text; (t = strstr (t, "{c")); t++)
    {
      if (t[2] < '0' || t[2] > '3' || t[3] != '}')
        continue;
      gint32 card = e->arg[t[2] - '0'];
      if (card < 0 || card >= g->n_cards
          || !hc_card_known_to (g, card, log_viewer))
        continue;
      const char *name = hc_card_def (g, card)->name;
      const char *found = strstr (out->str + at, name);
      if (!found)
        return;
      at = (gsize)(found - out->str) + strlen (name);
      gint nth = copy_number (g, viewer, card);
      if (nth > 0)
        {
          g_autofree char *tag = g_strdup_printf (" #%d", nth);
          g_string_insert (out, (gssize)at, tag);
          at += strlen (tag);
        }
    }
}

void
cli_log_line (const HcGame *g, const HcLogEntry *e, gboolean json, GString *out)
{
  if (json)
    {
      hc_log_render_json_for (g, e, log_viewer, out);
      return;
    }
  const HcRuleset *r = g->rules;
  const HcEdition *ed = hc_ruleset_edition (r, g->edition);
  const char *phase = r->phase_name ? r->phase_name (e->phase) : NULL;
  const char *rule = hc_log_rule_id (g, e);
  g_string_append_printf (out, "T%-3d %-12s %-11s ", e->turn,
                          phase ? phase : "-", actor_name (g, e->actor));
  gsize text = out->len;
  hc_log_render_text_for (g, e, log_viewer, out);
  if (copy_number)
    number_copies (g, e, text, out);
  g_string_append_printf (out, "  [%s/%s%s%s]", r->id, ed ? ed->id : "?",
                          *rule ? " " : "", rule);
}

void
cli_print_log (const HcGame *g, guint from, gboolean json, FILE *out)
{
  const HcLogEntry *e = hc_log_entries (g->log);
  g_autoptr (GString) line = g_string_new (NULL);
  for (guint i = from; i < g->log_len; i++)
    {
      g_string_truncate (line, 0);
      cli_explained_line (g, &e[i], json, explain_on, line);
      if (!json)
        cli_wrap_line (line, log_width, 30);
      g_string_append_c (line, '\n');
      fputs (line->str, out);
    }
}

char *
cli_outcome (const HcGame *g)
{
  if (g->over && g->win_reason == HC_END_STALLED)
    return g_strdup_printf ("stopped: the rules ran more than %u steps "
                            "without a decision (a bug to report)",
                            HC_MAX_STEPS_PER_ADVANCE);
  if (g->over && g->win_reason == HC_END_OVERFLOW)
    return g_strdup ("stopped: a table of the engine overflowed (a bug to "
                     "report; the last log line says which)");
  if (!g->over || g->winner == HC_NONE)
    return g_strdup ("unfinished");
  if (g->winner >= 0 && g->winner < HC_MAX_PLAYERS)
    return g_strdup_printf ("%s wins", g->rules->player_names[g->winner]);
  return g_strdup ("draw");
}

/* Log kinds that announce the end of a game in the rulesets so far. */
static gboolean
ends_game (const char *kind)
{
  static const char *const exact[] = { "win",       "turn-limit", "deck-out",
                                       "draw-game", "game-over",  "overflow" };
  for (guint i = 0; i < G_N_ELEMENTS (exact); i++)
    if (g_str_equal (kind, exact[i]))
      return TRUE;
  return g_str_has_prefix (kind, "win-");
}

/* The core keeps only a ruleset's reason code; the words are in the entry
 * the ruleset logged when it ended the game.  Steps may log a little more
 * before they notice the game is over, so look back for it, and fall back
 * to the last entry. */
char *
cli_outcome_why (const HcGame *g)
{
  if (!g->over || g->log_len == 0)
    return NULL;
  const HcLogEntry *e = hc_log_entries (g->log);
  const HcLogEntry *why = &e[g->log_len - 1];
  for (guint i = g->log_len; i-- > 0;)
    if (ends_game (hc_log_kind_name (g, &e[i])))
      {
        why = &e[i];
        break;
      }
  g_autoptr (GString) s = g_string_new (NULL);
  hc_log_render_text (g, why, s);
  return g_string_free (g_steal_pointer (&s), FALSE);
}
