/* Icons a unit loses: every Force icon while an enhancement says so
 * (Containment Field), and every combat icon of one type until the end of
 * the phase, gaining none meanwhile (Jubba Bird). */
#include "verb-frame.h"

gint
lcg_force_icons (const HcGame *g, gint card)
{
  if (lcg_in_play (g, card) && (lcg_keywords (g, card) & KW_NO_FORCE_ICONS))
    return 0;
  return hc_card_def (g, card)->stat[S_FORCE];
}

guint
lcg_icons_lost (const HcGame *g, gint card)
{
  guint lost = 0;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_LOSE_ICON && g->effect[i].target == card)
      lost |= 1u << g->effect[i].value;
  return lost;
}

/* While it cannot gain combat icons, what an enhancement, a constant
 * ability, a lasting effect or a doubling would add does not count (each
 * is read again on every count, FAQ 2.10, and so is a gain each time);
 * the printed icons and the losses stay. */
gint
lcg_icons_without_gains (const HcGame *g, gint card, gint icon, gboolean edge,
                         guint lost)
{
  if (lost & (1u << icon))
    return 0;
  const HcCardDef *d = hc_card_def (g, card);
  gint n
      = edge ? ((const LcgCard *)d->compiled)->ee[icon] : d->stat[S_UD + icon];
  guint16 kind = (guint16)((edge ? EFF_EE_ICON : EFF_ICON) + icon);
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == kind && g->effect[i].target == card
        && g->effect[i].value < 0)
      n += g->effect[i].value;
  return MAX (n, 0);
}

/* Jubba Bird: its player chooses the type.  pc 0 ask, 1 answer */
HcStepResult
lcg_verb_lose_icon_choice (HcGame *g, HcFrame *f)
{
  gint player = f->arg[X_PLAYER], card = f->arg[X_CARD];
  HcStepResult step;
  gint icon = lcg_verb_icon_type (g, f, CH_LOSE_ICON, &step);
  if (icon < 0)
    return step;
  /* no source: it outlasts the unit sacrificed to pay for it */
  hc_effect_add (g, EFF_LOSE_ICON, HC_DUR_PHASE, player, HC_NONE, card, icon);
  lcg_log (g, player, (guint16)(M_LOSE_ICONS + icon), RR_CARD, card, 0, 0, 0);
  return HC_STEP_DONE;
}
