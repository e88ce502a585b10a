/* What the two timing models share: the trace of steps they write and
 * the rules those steps cite.  Where a ruleset's own rule table has the
 * rule, the lab cites the same id, so a step reads like the line a game of
 * that ruleset would log. */
#include "lab.h"

#include <string.h>

const char *const hc_lab_model_titles[HC_LAB_N_MODELS] = {
  "wotc: the held pool of triggered abilities",
  "lcg: nested interrupts and reactions",
};

const HcLabRule hc_lab_rules[] = {
  { "wotc", "triggered-abilities",
    "seed 001, Triggered Abilities in General: the Dark Side's waiting "
    "abilities take effect first, in the order the Dark Side chooses, then "
    "the Light Side's; an ability in the pool is certain to take effect",
    FALSE },
  { "wotc", "held-triggers",
    "seed 001, \"Held\" Triggered Abilities: while an ability or Battle "
    "card takes effect, every waiting triggered ability is held until it "
    "is complete",
    FALSE },
  { "wotc", "abilities",
    "seed 001, Abilities and Battle Cards with Multiple Parts: abilities "
    "that trigger while another card or ability takes effect wait until it "
    "has finished",
    FALSE },
  { "lcg", "interrupts",
    "FAQ Advanced Timing, Interrupt Ability Timing: interrupts are used "
    "while their condition occurs, before it resolves; the active player "
    "first, back and forth until both pass in a row",
    FALSE },
  { "lcg", "reactions",
    "FAQ Advanced Timing, Reaction Ability Timing: reactions are used "
    "right after their condition has resolved; the active player first, "
    "back and forth until both pass in a row",
    FALSE },
  { "lcg", "interrupt-reaction-priority",
    "FAQ Advanced Timing, Interrupt and Reaction Priority: interrupts, "
    "then the condition, then reactions, and reactions only if the "
    "condition was not cancelled",
    TRUE },
  { "lcg", "nested-sequences",
    "FAQ Advanced Timing, Nested Effect Sequences: an effect that makes a "
    "new condition nests its interrupts and reactions on top; the latest "
    "sequence resolves completely first (last in, first out)",
    TRUE },
  { "lcg", "cancel",
    "FAQ 3.1 Cancellation of Effects: a cancelled effect was still "
    "initiated; only its effects are cancelled",
    FALSE },
};
const gint hc_lab_n_rules = G_N_ELEMENTS (hc_lab_rules);

const HcLabRule *
hc_lab_rule (const char *ref)
{
  for (gint i = 0; i < hc_lab_n_rules; i++)
    {
      const HcLabRule *r = &hc_lab_rules[i];
      gsize n = strlen (r->model);
      if (strncmp (ref, r->model, n) == 0 && ref[n] == ' '
          && strcmp (ref + n + 1, r->id) == 0)
        return r;
    }
  return NULL;
}

const char *
hc_lab_player (gint player)
{
  return player == HC_LAB_DARK ? "Dark Side" : "Light Side";
}

HcLabTrace *
hc_lab_trace_new (gint model)
{
  HcLabTrace *t = g_new0 (HcLabTrace, 1);
  t->model = model;
  t->steps = g_array_new (FALSE, TRUE, sizeof (HcLabStep));
  return t;
}

void
hc_lab_trace_free (HcLabTrace *t)
{
  if (!t)
    return;
  for (guint i = 0; i < t->steps->len; i++)
    g_free (g_array_index (t->steps, HcLabStep, i).text);
  g_array_free (t->steps, TRUE);
  g_free (t);
}

void
hc_lab_step (HcLabTrace *t, const char *rule, const char *fmt, ...)
{
  g_return_if_fail (hc_lab_rule (rule) != NULL);
  va_list ap;
  va_start (ap, fmt);
  HcLabStep s = { .text = g_strdup_vprintf (fmt, ap), .rule = rule };
  va_end (ap);
  g_array_append_val (t->steps, s);
}

const HcLab *
hc_lab_of (const HcGame *g)
{
  return ((const HcLabRules *)g->rules)->lab;
}

void
hc_lab_take_place (HcGame *g, gint thing)
{
  g->card[thing].counter[HC_LAB_C_ORDER]
      = (gint16)++g->global[HC_LAB_G_ORDER_LEN];
}

/* The trace: the steps from the log, the rest from the cards. */
static HcLabTrace *
trace_of (const HcGame *g, gint model)
{
  const HcLabRules *rules = (const HcLabRules *)g->rules;
  HcLabTrace *t = hc_lab_trace_new (model);
  const HcLogEntry *e = hc_log_entries (g->log);
  for (guint i = 0; i < g->log_len; i++)
    {
      g_autofree char *text = rules->render (rules->lab, &e[i]);
      hc_lab_step (t, rules->rule_refs[e[i].rule], "%s", text);
    }
  for (gint i = 0; i < g->n_cards; i++)
    {
      t->used[i] = g->card[i].counter[HC_LAB_C_USED] != 0;
      t->cancelled[i] = g->card[i].counter[HC_LAB_C_CANCELLED] != 0;
    }
  /* in the order they began to take effect; a cancelled one never did */
  for (gint k = 1; k <= g->global[HC_LAB_G_ORDER_LEN]; k++)
    for (gint i = 0; i < HC_LAB_MAX_ABILITIES; i++)
      if (g->card[i].counter[HC_LAB_C_ORDER] == k && !t->cancelled[i])
        t->order[t->n_order++] = i;
  return t;
}

HcLabTrace *
hc_lab_play (const HcLabRules *rules, gint model, gint pick,
             void (*start) (HcGame *g))
{
  g_autoptr (HcGame) g = hc_game_new (&rules->r, NULL, 0, 1);
  g->n_cards = (gint16)(HC_LAB_MAX_ABILITIES + rules->lab->n_events);
  g->global[HC_G_ACTIVE] = rules->lab->active;
  start (g);
  while (hc_game_advance (g))
    {
      g_autoptr (GError) error = NULL;
      if (!hc_game_choose_index (g, hc_lab_pick (g, model, pick), &error))
        {
          /* the models ask only with an option `pick` to offer */
          g_critical ("timing lab: %s", error->message);
          break;
        }
    }
  return trace_of (g, model);
}
