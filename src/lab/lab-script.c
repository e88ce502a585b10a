/* A lab's script: lines: "MODEL PLAYER first NAME...", the order in which
 * a player takes its own abilities when several are offered at once.
 * Each model lets a player choose exactly there: in the wotc held pool the
 * releasing side orders its own waiting abilities (the Dark Side's all go
 * first, whatever the script says), and in an lcg window the player whose
 * turn it is uses whichever of its abilities it likes.  Without a script
 * the lab's players take the first offered (doc/timing-lab.md). */
#include "lab.h"

/* MODEL PLAYER first NAME... */
static gboolean
script_line (HcLab *lab, const HcScenario *s, const HcScnLine *l,
             GError **error)
{
  HcScnCursor c = { .path = s->path, .line = l };
  gint model = -1, who = -1;
  for (gint m = 0; m < HC_LAB_N_MODELS; m++)
    if (hc_scn_accept (&c, hc_lab_model_names[m]))
      model = m;
  if (model < 0)
    return hc_scn_fail (&c, error,
                        "a lab's script line starts with the model it "
                        "orders, wotc or lcg, as in \"lcg dark first B A\"");
  if (!hc_lab_parse_player (&c, &who, error)
      || !hc_scn_keyword (&c, "first", error))
    return FALSE;
  if (lab->script_line[model][who])
    return hc_scn_fail (&c, error,
                        "the %s order of the %s is given twice (first at "
                        "line %d)",
                        hc_lab_model_names[model], hc_lab_player (who),
                        lab->script_line[model][who]);
  lab->script_line[model][who] = l->line;
  gint n = 0;
  const HcScnToken *t;
  while ((t = hc_scn_peek (&c)))
    {
      gint a = t->quoted ? -1 : hc_lab_find_ability (lab, t->text);
      if (a < 0)
        return hc_scn_fail (&c, error,
                            "\"%s\" (column %d) is not an ability of this lab; "
                            "the order names the player's abilities",
                            t->text, t->col);
      if (lab->ability[a].player != who)
        return hc_scn_fail (&c, error,
                            "%s is the %s's ability: a player orders only "
                            "its own",
                            t->text, hc_lab_player (lab->ability[a].player));
      if (lab->rank[model][a])
        return hc_scn_fail (&c, error, "%s is listed twice", t->text);
      lab->rank[model][a] = (gint8)++n;
      c.pos++;
    }
  if (n == 0)
    return hc_scn_fail (&c, error,
                        "\"first\" needs the player's abilities, in the order "
                        "it takes them");
  return TRUE;
}

gboolean
hc_lab_parse_script (HcLab *lab, const HcScenario *s, GError **error)
{
  GPtrArray *script = s->section[HC_SCN_SCRIPT];
  for (guint i = 0; script && i < script->len; i++)
    if (!script_line (lab, s, script->pdata[i], error))
      return FALSE;
  return TRUE;
}

gint
hc_lab_pick (const HcGame *g, gint model, gint pick)
{
  const HcLab *lab = hc_lab_of (g);
  gint best = pick, best_rank = G_MAXINT;
  for (gint i = 0; i < g->decision.n_options; i++)
    {
      const HcOption *o = &g->decision.option[i];
      /* an ability's option (pass is option id 0) */
      if (o->id == HC_OPTION_PASS || o->a < 0 || o->a >= lab->n_abilities)
        continue;
      gint r = lab->rank[model][o->a];
      if (r > 0 && r < best_rank)
        {
          best = i;
          best_rank = r;
        }
    }
  return best;
}
