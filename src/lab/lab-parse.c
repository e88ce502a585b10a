/* Reading a timing-lab scenario (`ruleset: lab`): setup: declares who is
 * active, the event that starts it and the generic abilities; expect: says
 * what each model must do with them.  The grammar is in
 * doc/scenario-format.md, "The timing lab". */
#include "lab.h"

#include <string.h>

const char *const hc_lab_model_names[HC_LAB_N_MODELS] = { "wotc", "lcg" };

typedef struct
{
  HcLab *lab;
  const HcScenario *s;
  gint event_line[HC_LAB_MAX_EVENTS]; /* where each was first named */
  gboolean event_made[HC_LAB_MAX_EVENTS];
} Parse;

void
hc_lab_free (HcLab *lab)
{
  if (!lab)
    return;
  for (gint i = 0; i < lab->n_abilities; i++)
    g_free (lab->ability[i].name);
  for (gint i = 0; i < lab->n_events; i++)
    {
      g_free (lab->event[i]);
      g_free (lab->event_label[i]);
    }
  if (lab->checks)
    {
      for (guint i = 0; i < lab->checks->len; i++)
        g_free (g_array_index (lab->checks, HcLabCheck, i).text);
      g_array_free (lab->checks, TRUE);
    }
  g_free (lab);
}

const char *
hc_lab_name (const HcLab *lab, gint thing)
{
  if (HC_LAB_IS_EVENT (thing))
    return lab->event[thing - HC_LAB_MAX_ABILITIES];
  return lab->ability[thing].name;
}

const char *
hc_lab_label (const HcLab *lab, gint thing)
{
  if (HC_LAB_IS_EVENT (thing))
    return lab->event_label[thing - HC_LAB_MAX_ABILITIES];
  return lab->ability[thing].name;
}

gint
hc_lab_find_ability (const HcLab *lab, const char *name)
{
  for (gint i = 0; i < lab->n_abilities; i++)
    if (strcmp (lab->ability[i].name, name) == 0)
      return i;
  return -1;
}

static char *
ability_list (const HcLab *lab)
{
  if (lab->n_abilities == 0)
    return g_strdup ("none is declared");
  g_autoptr (GString) s = g_string_new (NULL);
  for (gint i = 0; i < lab->n_abilities; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", lab->ability[i].name);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* An event is a quoted text; it is made the first time it is named. */
static gint
event_of (Parse *p, HcScnCursor *c, const char *text, GError **error)
{
  HcLab *lab = p->lab;
  for (gint i = 0; i < lab->n_events; i++)
    if (strcmp (lab->event[i], text) == 0)
      return HC_LAB_EVENT (i);
  if (lab->n_events >= HC_LAB_MAX_EVENTS)
    {
      hc_scn_fail (c, error, "too many events: a lab names at most %d",
                   HC_LAB_MAX_EVENTS);
      return -1;
    }
  p->event_line[lab->n_events] = c->line->line;
  lab->event[lab->n_events] = g_strdup (text);
  lab->event_label[lab->n_events] = g_strdup_printf ("\"%s\"", text);
  return HC_LAB_EVENT (lab->n_events++);
}

/* An ability (a bare word, declared anywhere in setup:) or an event (a
 * quoted text). */
static gint
thing (Parse *p, HcScnCursor *c, const char *what, GError **error)
{
  const HcScnToken *t = hc_scn_peek (c);
  if (!t)
    {
      hc_scn_fail (c, error,
                   "expected %s (an ability's name, or an event in quotes) "
                   "but found the end of the line",
                   what);
      return -1;
    }
  c->pos++;
  if (t->quoted)
    return event_of (p, c, t->text, error);
  gint a = hc_lab_find_ability (p->lab, t->text);
  if (a < 0)
    {
      g_autofree char *known = ability_list (p->lab);
      hc_scn_fail (c, error,
                   "\"%s\" (column %d) is not an ability of this lab (%s); "
                   "an event is written in quotes",
                   t->text, t->col, known);
    }
  return a;
}

gboolean
hc_lab_parse_player (HcScnCursor *c, gint *out, GError **error)
{
  const HcScnToken *t = hc_scn_peek (c);
  static const char *const names[] = { "dark", "light" };
  for (gint i = 0; t && !t->quoted && i < 2; i++)
    if (strlen (t->text) >= 3
        && g_ascii_strncasecmp (t->text, names[i], strlen (t->text)) == 0
        && strlen (t->text) <= strlen (names[i]))
      {
        c->pos++;
        *out = i;
        return TRUE;
      }
  return hc_scn_fail (c, error,
                      "expected a player, dark or light, but found %s",
                      t ? t->text : "the end of the line");
}

/* First pass: the abilities' names, so that any line may name any. */
static gboolean
declare (Parse *p, const HcScnLine *l, GError **error)
{
  HcScnCursor c = { .path = p->s->path, .line = l };
  if (!hc_scn_accept (&c, "ability"))
    return TRUE;
  const char *name;
  if (!hc_scn_word (&c, "the ability's name", &name, error))
    return FALSE;
  if (!g_ascii_isalpha (name[0]))
    return hc_scn_fail (
        &c, error, "an ability's name starts with a letter, not \"%s\"", name);
  gint before = hc_lab_find_ability (p->lab, name);
  if (before >= 0)
    return hc_scn_fail (&c, error,
                        "the ability \"%s\" is declared twice (first at line "
                        "%d)",
                        name, p->lab->ability[before].line);
  if (p->lab->n_abilities >= HC_LAB_MAX_ABILITIES)
    return hc_scn_fail (&c, error, "too many abilities: a lab has at most %d",
                        HC_LAB_MAX_ABILITIES);
  HcLabAbility *a = &p->lab->ability[p->lab->n_abilities++];
  a->name = g_strdup (name);
  a->line = l->line;
  return TRUE;
}

/* ability NAME PLAYER interrupt|reaction when THING EFFECT */
static gboolean
ability_line (Parse *p, HcScnCursor *c, GError **error)
{
  const char *name;
  hc_scn_word (c, "the ability's name", &name, NULL);
  HcLabAbility *a = &p->lab->ability[hc_lab_find_ability (p->lab, name)];
  if (!hc_lab_parse_player (c, &a->player, error))
    return FALSE;
  if (hc_scn_accept (c, "interrupt"))
    a->kind = HC_LAB_INTERRUPT;
  else if (hc_scn_accept (c, "reaction"))
    a->kind = HC_LAB_REACTION;
  else
    return hc_scn_fail (c, error,
                        "expected the ability's timing, interrupt or reaction");
  if (!hc_scn_keyword (c, "when", error))
    return FALSE;
  a->when = thing (p, c, "what triggers it", error);
  if (a->when < 0)
    return FALSE;
  if (a->when == a - p->lab->ability)
    return hc_scn_fail (c, error, "an ability cannot trigger off itself");
  if (hc_scn_accept (c, "mark"))
    a->effect = HC_LAB_MARK;
  else if (hc_scn_accept (c, "cancel"))
    {
      a->effect = HC_LAB_CANCEL;
      a->target = thing (p, c, "what it cancels", error);
      if (a->target < 0)
        return FALSE;
    }
  else if (hc_scn_accept (c, "cause"))
    {
      const char *ev;
      a->effect = HC_LAB_CAUSE;
      if (!hc_scn_string (c, "the event it causes, in quotes", &ev, error))
        return FALSE;
      a->target = event_of (p, c, ev, error);
      if (a->target < 0)
        return FALSE;
      p->event_made[a->target - HC_LAB_MAX_ABILITIES] = TRUE;
    }
  else
    return hc_scn_fail (c, error,
                        "expected the ability's effect: mark, cancel THING "
                        "or cause \"EVENT\"");
  return hc_scn_end (c, error);
}

static gboolean
setup_line (Parse *p, const HcScnLine *l, gboolean *active_seen, GError **error)
{
  HcScnCursor c = { .path = p->s->path, .line = l };
  if (hc_scn_accept (&c, "ability"))
    return ability_line (p, &c, error);
  if (hc_scn_accept (&c, "active"))
    {
      if (*active_seen)
        return hc_scn_fail (&c, error, "\"active\" is given twice");
      *active_seen = TRUE;
      return hc_lab_parse_player (&c, &p->lab->active, error)
             && hc_scn_end (&c, error);
    }
  if (hc_scn_accept (&c, "start"))
    {
      const char *ev;
      if (p->lab->start >= 0)
        return hc_scn_fail (&c, error, "\"start\" is given twice");
      if (!hc_scn_string (&c, "the starting event, in quotes", &ev, error))
        return FALSE;
      p->lab->start = event_of (p, &c, ev, error);
      if (p->lab->start < 0)
        return FALSE;
      p->event_made[p->lab->start - HC_LAB_MAX_ABILITIES] = TRUE;
      return hc_scn_end (&c, error);
    }
  const HcScnToken *t = hc_scn_peek (&c);
  return hc_scn_fail (&c, error,
                      "unknown lab set-up line starting with \"%s\"; expected "
                      "\"active PLAYER\", \"start \\\"EVENT\\\"\" or "
                      "\"ability NAME PLAYER interrupt|reaction when THING "
                      "EFFECT\"",
                      t->text);
}

/* MODEL order NAME... | MODEL [not] cancelled THING | MODEL [not] used NAME */
static gboolean
expect_line (Parse *p, const HcScnLine *l, GError **error)
{
  HcScnCursor c = { .path = p->s->path, .line = l };
  hc_scn_accept (&c, "expect");
  HcLabCheck k = { .line = l->line, .model = -1 };
  for (gint m = 0; m < HC_LAB_N_MODELS; m++)
    if (hc_scn_accept (&c, hc_lab_model_names[m]))
      k.model = m;
  if (k.model < 0)
    return hc_scn_fail (&c, error,
                        "a lab expectation starts with the model it checks, "
                        "wotc or lcg");
  k.negated = hc_scn_accept (&c, "not");
  if (!k.negated && hc_scn_accept (&c, "order"))
    {
      k.kind = HC_LAB_CHK_ORDER;
      if (!hc_scn_accept (&c, "none"))
        {
          while (hc_scn_peek (&c))
            {
              gint a = thing (p, &c, "an ability", error);
              if (a < 0)
                return FALSE;
              if (HC_LAB_IS_EVENT (a))
                return hc_scn_fail (&c, error,
                                    "\"order\" lists abilities, not events");
              if (k.n_order >= HC_LAB_MAX_ABILITIES)
                return hc_scn_fail (&c, error, "the order is too long");
              k.order[k.n_order++] = a;
            }
          if (k.n_order == 0)
            return hc_scn_fail (&c, error,
                                "\"order\" needs the abilities in the order "
                                "they take effect, or \"none\"");
        }
    }
  else if (hc_scn_accept (&c, "cancelled"))
    {
      k.kind = HC_LAB_CHK_CANCELLED;
      if ((k.thing = thing (p, &c, "what was cancelled", error)) < 0)
        return FALSE;
    }
  else if (hc_scn_accept (&c, "used"))
    {
      k.kind = HC_LAB_CHK_USED;
      if ((k.thing = thing (p, &c, "an ability", error)) < 0)
        return FALSE;
      if (HC_LAB_IS_EVENT (k.thing))
        return hc_scn_fail (&c, error, "\"used\" names an ability");
    }
  else
    return hc_scn_fail (&c, error,
                        "expected \"order\", \"cancelled\" or \"used\" (the "
                        "last two may follow \"not\")");
  if (!hc_scn_end (&c, error))
    return FALSE;
  k.text = g_strdup (l->text);
  g_array_append_val (p->lab->checks, k);
  return TRUE;
}

HcLab *
hc_lab_parse (const HcScenario *s, GError **error)
{
  g_autoptr (HcLab) lab = g_new0 (HcLab, 1);
  lab->start = -1;
  lab->checks = g_array_new (FALSE, TRUE, sizeof (HcLabCheck));
  Parse p = { .lab = lab, .s = s };
  GPtrArray *setup = s->section[HC_SCN_SETUP];
  for (guint i = 0; i < setup->len; i++)
    if (!declare (&p, setup->pdata[i], error))
      return NULL;
  gboolean active_seen = FALSE;
  for (guint i = 0; i < setup->len; i++)
    if (!setup_line (&p, setup->pdata[i], &active_seen, error))
      return NULL;
  if (lab->start < 0)
    {
      hc_scn_error (error, s->path, s->section_line[HC_SCN_SETUP],
                    "the lab's setup: has no \"start \\\"EVENT\\\"\" line: "
                    "the event that sets the abilities off");
      return NULL;
    }
  if (!hc_lab_parse_script (lab, s, error))
    return NULL;
  GPtrArray *expect = s->section[HC_SCN_EXPECT];
  for (guint i = 0; expect && i < expect->len; i++)
    if (!expect_line (&p, expect->pdata[i], error))
      return NULL;
  for (gint e = 0; e < lab->n_events; e++)
    if (!p.event_made[e])
      {
        hc_scn_error (error, s->path, p.event_line[e],
                      "nothing makes \"%s\" happen: it is neither the start "
                      "nor caused by an ability",
                      lab->event[e]);
        return NULL;
      }
  if (lab->checks->len == 0)
    {
      hc_scn_error (error, s->path, s->last_line,
                    "the lab checks nothing: add an expect: section with "
                    "\"wotc order ...\" or \"lcg order ...\" lines");
      return NULL;
    }
  return g_steal_pointer (&lab);
}
