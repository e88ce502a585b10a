#include "agent-flags.h"

#include <string.h>

static const char *const side_words[HC_MAX_PLAYERS] = { "dark", "light" };

/* "KIND" or "KIND:N"; *count is N, or 0 when the word gives none */
static gboolean
split_word (const char *word, HcAgentKind *kind, guint *count)
{
  g_auto (GStrv) part = g_strsplit (word, ":", 2);
  *count = 0;
  if (!part[0] || !hc_agent_kind_parse (part[0], kind))
    return FALSE;
  if (!part[1])
    return TRUE;
  guint64 n = 0;
  if (!g_ascii_string_to_unsigned (part[1], 10, 1, 10000000, &n, NULL))
    return FALSE;
  *count = (guint)n;
  return TRUE;
}

static gboolean
parse_kind (const char *cmd, const char *word, HcAgentKind *kind, guint *count)
{
  if (split_word (word, kind, count))
    return TRUE;
  cli_error (cmd,
             "--agent: expected easy, normal, hard, random, greedy or "
             "search, each optionally with :N playouts a decision (1 to "
             "10000000), not \"%s\"",
             word);
  return FALSE;
}

/* the agent of a word: a count of its own is a repeatable budget, as
 * --iterations is, unless a clock is asked for too */
static HcAgent
agent_of_word (HcAgentKind kind, guint count, const CliAgentFlags *f)
{
  HcAgent a = cli_agent_with_flags (kind, f);
  if (count)
    {
      a.iterations = count;
      a.think_ms = f->think_ms > 0 ? (guint)f->think_ms : 0;
    }
  return a;
}

void
cli_agent_options (GOptionContext *ctx, CliAgentFlags *f)
{
  /* -1: not given, each agent keeps its own default */
  *f = (CliAgentFlags){ .iterations = -1, .think_ms = -1, .rollout = -1 };
  const GOptionEntry entries[] = {
    { "agent", 0, 0, G_OPTION_ARG_STRING, &f->spec,
      "the computer players: easy, normal or hard (the levels), or random, "
      "greedy or search, for every computer side, or dark=KIND,light=KIND; "
      "KIND:N gives that agent N playouts a decision",
      "SPEC" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &f->iterations,
      "playouts per decision (search: default 200; hard: given, it replaces "
      "hard's second a decision, so games repeat)",
      "N" },
    { "think-ms", 0, 0, G_OPTION_ARG_INT, &f->think_ms,
      "also stop each search after MS milliseconds (then the games depend "
      "on the machine's speed; hard: default 1000 without --iterations)",
      "MS" },
    { "rollout", 0, 0, G_OPTION_ARG_INT, &f->rollout,
      "random decisions each search playout makes past its tree before it "
      "evaluates (default: the ruleset's)",
      "N" },
    { NULL },
  };
  g_option_context_add_main_entries (ctx, entries, NULL);
}

void
cli_agent_flags_clear (CliAgentFlags *f)
{
  g_clear_pointer (&f->spec, g_free);
}

gboolean
cli_agents_parse (const char *cmd, const CliAgentFlags *f, HcAgentKind fallback,
                  HcAgent out[HC_MAX_PLAYERS])
{
  const char *spec = f->spec;
  gint iterations = f->iterations, think_ms = f->think_ms, rollout = f->rollout;
  if (iterations != -1 && (iterations < 1 || iterations > 10000000))
    {
      cli_error (cmd, "--iterations: expected 1 to 10000000, got %d",
                 iterations);
      return FALSE;
    }
  if (think_ms != -1 && (think_ms < 0 || think_ms > 3600000))
    {
      cli_error (cmd, "--think-ms: expected 0 to 3600000, got %d", think_ms);
      return FALSE;
    }
  if (rollout < -1 || rollout > 100000)
    {
      cli_error (cmd, "--rollout: expected 0 to 100000, got %d", rollout);
      return FALSE;
    }
  HcAgentKind kind[HC_MAX_PLAYERS] = { fallback, fallback };
  guint count[HC_MAX_PLAYERS] = { 0, 0 };
  if (spec && !strchr (spec, '='))
    {
      if (!parse_kind (cmd, spec, &kind[0], &count[0]))
        return FALSE;
      kind[1] = kind[0];
      count[1] = count[0];
    }
  else if (spec)
    {
      g_auto (GStrv) parts = g_strsplit (spec, ",", -1);
      gboolean seen[HC_MAX_PLAYERS] = { FALSE, FALSE };
      for (gint i = 0; parts[i]; i++)
        {
          char *eq = strchr (parts[i], '=');
          gint side = -1;
          if (eq)
            {
              *eq = '\0';
              for (gint p = 0; p < HC_MAX_PLAYERS; p++)
                if (g_ascii_strcasecmp (g_strstrip (parts[i]), side_words[p])
                    == 0)
                  side = p;
            }
          if (side < 0 || seen[side])
            {
              cli_error (cmd,
                         "--agent: expected KIND or dark=KIND,light=KIND "
                         "(each side once), not \"%s\"",
                         spec);
              return FALSE;
            }
          seen[side] = TRUE;
          if (!parse_kind (cmd, g_strstrip (eq + 1), &kind[side], &count[side]))
            return FALSE;
        }
    }
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    out[p] = agent_of_word (kind[p], count[p], f);
  return TRUE;
}

HcAgent
cli_agent_with_flags (HcAgentKind kind, const CliAgentFlags *f)
{
  HcAgent a = hc_agent_default (kind);
  /* a playout count asks for repeatable games: it replaces hard's clock
   * unless a clock is asked for too */
  if (f->iterations > 0)
    {
      a.iterations = (guint)f->iterations;
      if (f->think_ms < 0)
        a.think_ms = 0;
    }
  if (f->think_ms >= 0)
    a.think_ms = (guint)f->think_ms;
  a.rollout = f->rollout;
  return a;
}

char *
cli_agent_describe (const HcAgent *a)
{
  if (a->kind == HC_AGENT_EASY)
    return g_strdup ("easy");
  if (a->kind != HC_AGENT_SEARCH && !hc_agent_kind_is_level (a->kind))
    return g_strdup (hc_agent_kind_name (a->kind));
  const char *name = hc_agent_kind_name (a->kind);
  g_autofree char *roll = a->rollout >= 0
                              ? g_strdup_printf (", rollout %d", a->rollout)
                              : g_strdup ("");
  if (a->think_ms && a->iterations >= HC_AGENT_HARD_MAX_ITERATIONS)
    return g_strdup_printf ("%s (%u ms per decision%s)", name, a->think_ms,
                            roll);
  if (a->think_ms)
    return g_strdup_printf ("%s (%u iterations or %u ms per decision%s)", name,
                            a->iterations, a->think_ms, roll);
  return g_strdup_printf ("%s (%u iterations per decision%s)", name,
                          a->iterations, roll);
}

char *
cli_agents_line (const HcRuleset *r, const HcAgent agents[HC_MAX_PLAYERS])
{
  g_autofree char *dark = cli_agent_describe (&agents[0]);
  g_autofree char *light = cli_agent_describe (&agents[1]);
  return cli_agents_line_of (r, dark, light);
}

char *
cli_agents_line_of (const HcRuleset *r, const char *dark, const char *light)
{
  /* only the random agent is described as "random" */
  if (strcmp (dark, "random") == 0 && strcmp (light, "random") == 0)
    return NULL;
  return g_strdup_printf ("  agents: %s %s, %s %s\n", r->player_names[0], dark,
                          r->player_names[1], light);
}

/* hard, unless --agent says otherwise, for a game that shows its moves
 * one at a time; without a clock (clock_ok FALSE) and without a budget
 * flag, hard plays a fixed number of playouts, so a seed repeats the
 * game and nobody waits long */
static gboolean
one_game_agents (const char *cmd, const CliAgentFlags *f, gboolean clock_ok,
                 HcAgent out[HC_MAX_PLAYERS])
{
  if (!cli_agents_parse (cmd, f, HC_AGENT_HARD, out))
    return FALSE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      /* one game at a time: the search may have both cores */
      out[p].threads = (guint)CLAMP (g_get_num_processors (), 1, 2);
      /* hard still on its clock: no count given, by flag or by word */
      if (!clock_ok && out[p].kind == HC_AGENT_HARD && f->think_ms < 0
          && out[p].think_ms > 0)
        {
          out[p].iterations = CLI_PIPED_HARD_ITERATIONS;
          out[p].think_ms = 0;
        }
    }
  return TRUE;
}

gboolean
cli_play_agents (const CliAgentFlags *f, gboolean tty,
                 HcAgent out[HC_MAX_PLAYERS])
{
  /* piped input is a script or a test */
  return one_game_agents ("play", f, tty, out);
}

gboolean
cli_demo_agents (const CliAgentFlags *f, HcAgent out[HC_MAX_PLAYERS])
{
  /* a demo is replayed from its seed (and by the tests) */
  return one_game_agents ("demo", f, FALSE, out);
}

gboolean
cli_agent_word (const char *word, const CliAgentFlags *f, HcAgent *out)
{
  HcAgentKind kind;
  guint count;
  if (!split_word (word, &kind, &count))
    return FALSE;
  *out = agent_of_word (kind, count, f);
  return TRUE;
}
