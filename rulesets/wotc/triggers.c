/* Triggered abilities and the pool they wait in (seed 001, "Triggered
 * Abilities" and "Held Triggered Abilities"):
 *  - an ability triggers only if its "when" and "if" conditions hold; it
 *    then joins the pool and takes effect even if they stop holding;
 *  - nothing in the pool takes effect while another card or ability is
 *    taking effect: abilities are released only at the start of a chance
 *    to play, at step boundaries and at the end of the turn;
 *  - prevention abilities take effect only in prevention chances and reroll
 *    abilities only in reroll chances, and nothing else does there;
 *  - when released, all the Dark Side's waiting abilities go first, in the
 *    order the Dark Side chooses, then the Light Side's. */
#include "wotc-pool.h"
#include "wotc-steps.h"

/* ST_RELEASE's frame */
typedef struct
{
  gint32 mode; /* WotcPool: which of the waiting abilities it releases */
} WotcReleaseFrame;
HC_FRAME_VIEW_FITS (WotcReleaseFrame);
#define WOTC_RELEASE(f) ((WotcReleaseFrame *)(f)->arg)

typedef enum
{
  PC_RELEASE_NEXT,
  PC_RELEASE_ORDER,
} WotcReleasePc;

/* A waiting ability's arguments (HcTrigger.arg), the same way. */
typedef struct
{
  gint32 clause;  /* the source's clause, or -1 for a ward */
  gint32 subject; /* "that unit", or HC_NONE */
  gint32 amount;  /* a ward: the damage it prevents */
} WotcTriggerArgs;
G_STATIC_ASSERT (sizeof (WotcTriggerArgs) <= sizeof (((HcTrigger *)0)->arg));
#define WOTC_TRIGGER(t) ((WotcTriggerArgs *)(t)->arg)

static const WotcClause *
trigger_clause (const HcGame *g, const HcTrigger *t)
{
  const WotcAbilities *ab = wotc_abilities (g, t->source);
  return &ab->clause[WOTC_TRIGGER (t)->clause];
}

static gint
clause_pool_class (const WotcClause *c)
{
  for (gint i = 0; i < c->n_ops; i++)
    {
      if (c->op[i].op == OP_PREVENT)
        return WOTC_POOL_PREVENT;
      if (c->op[i].op == OP_REROLL_HITS || c->op[i].op == OP_REROLL)
        return WOTC_POOL_REROLL;
    }
  return WOTC_POOL_NORMAL;
}

static gboolean
arena_matches (guint8 bits, gint arena)
{
  return arena >= 0 && (bits & (1u << (arena - Z_SPACE)));
}

/* a Pilot on a unit: what it gives the unit may trigger ("piloting on
 * ...", consider_subject) */
static gboolean
piloting (const HcGame *g, gint card)
{
  return wotc_abilities (g, card)->attach == ATTACH_PILOT;
}

static void
consider_subject (HcGame *g, gint card, gint event, gint arena, gint subject)
{
  const WotcAbilities *ab = wotc_abilities (g, card);
  for (gint i = 0; i < ab->n_clauses; i++)
    {
      const WotcClause *c = &ab->clause[i];
      if (c->kind != CL_TRIGGER || c->event != event)
        continue;
      /* a Pilot's own abilities are off while it pilots a unit; what it
       * gives that unit ("piloting on ...") works only then */
      if (c->piloting != (g->card[card].attached_to != HC_NONE))
        continue;
      if (c->event_arena >= 0 && c->event_arena != arena - Z_SPACE)
        continue;
      /* "if" conditions are checked as it triggers, not when it resolves */
      if (c->cond_self_in
          && !arena_matches (c->cond_self_in, wotc_card_arena (g, card)))
        continue;
      if (c->cond_kind && !wotc_condition_holds (g, c, card))
        continue;
      if (c->cond_kind == COND_SUBJECT)
        {
          WotcCtx x = { .source = card,
                        .player = g->card[card].controller,
                        .it = HC_NONE,
                        .arena = -1 };
          /* a card just finished building may still wait in the build
           * zone: what it is counts, not where */
          if (subject < 0
              || !(event == EV_BUILT
                       ? wotc_filter_matches (g, &c->cond_sel, &x, subject)
                       : wotc_sel_matches (g, &c->cond_sel, &x, subject)))
            continue;
        }
      if (c->cond_kind == COND_DAMAGE_FROM)
        {
          WotcCtx x = { .source = card,
                        .player = g->card[card].controller,
                        .it = HC_NONE,
                        .arena = -1 };
          /* a Pilot's gift speaks of the unit it pilots, whose damage
           * this is */
          gint unit = c->piloting ? g->card[card].attached_to : card;
          gint from = subject == unit ? wotc_damage_origin (g, unit) : HC_NONE;
          if (from < 0 || !wotc_sel_matches (g, &c->cond_sel, &x, from))
            continue;
        }
      HcTrigger *t = hc_trigger_add (g, (guint16)((card << 3) | i),
                                     g->card[card].controller, card);
      if (!t)
        return;
      WOTC_TRIGGER (t)->clause = i;
      WOTC_TRIGGER (t)->subject
          = subject; /* "that unit" when it takes effect */
      t->flags = (guint8)clause_pool_class (c);
      wotc_log (g, g->card[card].controller, M_TRIGGERED, RR_TRIGGER, card,
                i + 1, 0, 0);
    }
}

static void
consider (HcGame *g, gint card, gint event, gint arena)
{
  consider_subject (g, card, event, arena, HC_NONE);
}

/* An event of one unit's own (it attacks, it is discarded) is also heard
 * by the Pilots on it: what a Pilot gives its unit is that unit's ability
 * ("When this Starfighter is discarded ...": Tiree (A)). */
void
wotc_fire_pilots (HcGame *g, gint event, gint arena, gint unit, gint subject)
{
  if (!g->global[G_SETUP_DONE] || unit < 0 || !Z_IS_ARENA (g->card[unit].zone))
    return;
  /* a Pilot is in its unit's arena, hanging on it: only the cards that
   * hang on another are looked at */
  gint z = g->card[unit].zone;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      guint64 hanging[HC_CARD_WORDS];
      for (gint w = 0; w < HC_CARD_WORDS; w++)
        hanging[w] = g->zone_all[p][z][w] & ~g->zone_bits[p][z][w];
      HC_FOR_EACH_BIT (hanging, i)
        {
          if (g->card[i].attached_to == unit && piloting (g, i))
            consider_subject (g, i, event, arena, subject);
        }
    }
}

/* An event of one card's about another unit ("When damage from Aurra
 * causes a Jedi to be discarded", "when this unit damages a Character"):
 * only that card looks, with the other as the subject. */
void
wotc_fire_about (HcGame *g, gint event, gint card, gint subject)
{
  if (!g->global[G_SETUP_DONE] || card < 0)
    return;
  consider_subject (g, card, event, g->card[card].zone, subject);
  wotc_fire_pilots (g, event, g->card[card].zone, card, subject);
}

/* An event about one unit that any card may watch ("whenever one of your
 * Diplomats would be damaged"). */
void
wotc_fire_subject (HcGame *g, gint event, gint subject)
{
  if (!g->global[G_SETUP_DONE])
    return;
  for (gint i = 0; i < g->n_cards; i++)
    if ((wotc_card_arena (g, i) >= 0 && g->card[i].under == HC_NONE
         && (g->card[i].attached_to == HC_NONE || piloting (g, i)))
        || (g->card[i].flags & FLAG_DELAYED))
      consider_subject (g, i, event, g->card[subject].zone, subject);
}

/* Every unit with damage pending: "would be damaged" abilities, and the
 * prevention that effects such as Outmaneuver Them set up for the turn
 * (a prevention trigger: it waits for the prevention chance). */
void
wotc_fire_pending (HcGame *g)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (Z_IS_ARENA (g->card[i].zone) && g->card[i].counter[C_PENDING] > 0)
      {
        wotc_fire_subject (g, EV_WOULD_BE_DAMAGED, i);
        for (gint k = 0; k < g->n_effects; k++)
          if ((g->effect[k].kind == EFF_WARD && g->effect[k].target == i)
              || (g->effect[k].kind == EFF_WARD_ARENA
                  && g->effect[k].controller == g->card[i].controller
                  && (g->effect[k].arg & (1 << (g->card[i].zone - Z_SPACE)))))
            {
              HcTrigger *t = hc_trigger_add (g, WOTC_WARD_ABILITY,
                                             g->effect[k].controller, i);
              if (!t)
                return;
              WOTC_TRIGGER (t)->clause = -1;
              WOTC_TRIGGER (t)->subject = i;
              WOTC_TRIGGER (t)->amount = g->effect[k].value;
              t->flags = WOTC_POOL_PREVENT;
            }
      }
}

/* Record the abilities an event triggers.  Events about one card (it was
 * discarded, it attacks) look only at that card; the others at every unit
 * in the arenas. */
void
wotc_fire (HcGame *g, gint event, gint arena, gint card)
{
  /* no unit's abilities work during set-up */
  if (!g->global[G_SETUP_DONE])
    return;
  if (card >= 0)
    {
      consider (g, card, event, arena);
      wotc_fire_pilots (g, event, arena, card, HC_NONE);
      return;
    }
  for (gint i = 0; i < g->n_cards; i++)
    if ((wotc_card_arena (g, i) >= 0 && g->card[i].under == HC_NONE
         && (g->card[i].attached_to == HC_NONE || piloting (g, i)))
        || (g->card[i].flags & FLAG_DELAYED))
      consider (g, i, event, arena);
}

/* An event of one player's ("when your build step starts"). */
void
wotc_fire_player (HcGame *g, gint event, gint player)
{
  if (!g->global[G_SETUP_DONE])
    return;
  for (gint i = 0; i < g->n_cards; i++)
    if (wotc_card_arena (g, i) >= 0 && g->card[i].under == HC_NONE
        && (g->card[i].attached_to == HC_NONE || piloting (g, i))
        && g->card[i].controller == player)
      consider (g, i, event, -1);
}

static gboolean
any_waiting (const HcGame *g, gint mode)
{
  for (gint i = 0; i < g->n_triggers; i++)
    if (g->trigger[i].flags == mode)
      return TRUE;
  return FALSE;
}

gboolean
wotc_push_release (HcGame *g, gint mode)
{
  if (!any_waiting (g, mode))
    return FALSE;
  WOTC_RELEASE (hc_game_push (g, ST_RELEASE))->mode = mode;
  return TRUE;
}

/* Resolve the chance's kind of waiting abilities. */
gboolean
wotc_window_begin (HcGame *g, HcFrame *w)
{
  gint kind = w->arg[HC_WIN_KIND];
  if (kind == W_DISRUPT)
    return FALSE; /* a restricted chance: everything waiting stays held */
  gint mode = kind == W_PREVENT  ? WOTC_POOL_PREVENT
              : kind == W_REROLL ? WOTC_POOL_REROLL
                                 : WOTC_POOL_NORMAL;
  return wotc_push_release (g, mode);
}

static void
resolve (HcGame *g, gint index)
{
  HcTrigger t = g->trigger[index];
  const WotcTriggerArgs *ta = WOTC_TRIGGER (&t);
  hc_trigger_remove (g, index);
  if (t.ability == WOTC_WARD_ABILITY)
    {
      HcCard *u = &g->card[ta->subject];
      gint prevented
          = wotc_prevent_pending (g, t.source, ta->subject, ta->amount);
      wotc_log (g, t.player, M_WARD, RR_HELD, ta->subject, prevented,
                u->counter[C_PENDING], 0);
      return;
    }
  const WotcClause *c = trigger_clause (g, &t);
  wotc_log (g, t.player, M_RESOLVE, RR_HELD, t.source, ta->clause + 1, 0, 0);
  wotc_push_effect (g, t.source, ta->clause, t.player, FALSE);
  if (ta->subject >= 0)
    wotc_effect_set_it (g, ta->subject);
  (void)c;
}

/* the held pool: the Dark Side's waiting abilities first, each player
 * ordering their own (seed 001, Triggered Abilities) */
gint
wotc_pool_next (const HcGame *g, WotcPool pool, gint *chooser, gint16 *cand)
{
  return hc_trigger_candidates (g, HC_ORDER_PLAYER_FIRST, WOTC_DARK,
                                (guint8)pool, chooser, cand);
}

void
wotc_pool_offer (HcGame *g, gint index)
{
  const HcTrigger *t = &g->trigger[index];
  hc_game_offer (
      g, WOTC_OPT_ID (O_TRIGGER, t->source, WOTC_TRIGGER (t)->clause & 0xfff),
      O_TRIGGER, t->source, (gint16)WOTC_TRIGGER (t)->clause, t->seq);
}

/* by the pool's own numbering, which stays with an ability as others
 * leave the pool before it */
gint
wotc_pool_chosen (const HcGame *g, const HcOption *o)
{
  for (gint i = 0; o && i < g->n_triggers; i++)
    if (g->trigger[i].seq == o->c)
      return i;
  return -1;
}

/* ST_RELEASE */
HcStepResult
wotc_step_release (HcGame *g, HcFrame *f)
{
  gint mode = WOTC_RELEASE (f)->mode;
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_RELEASE_NEXT:
      {
        gint16 cand[HC_MAX_TRIGGERS];
        gint p;
        gint n = wotc_pool_next (g, (WotcPool)mode, &p, cand);
        if (n == 0)
          return HC_STEP_DONE;
        if (n == 1)
          {
            resolve (g, cand[0]);
            return HC_STEP_CONTINUE;
          }
        hc_game_ask (g, p, D_ORDER_TRIGGER, D_ORDER_TRIGGER);
        for (gint k = 0; k < n; k++)
          wotc_pool_offer (g, cand[k]);
        if (g->decision.n_options == 1)
          {
            /* copies of one ability: their order changes nothing */
            g->decision.player = HC_NONE;
            resolve (g, cand[0]);
            return HC_STEP_CONTINUE;
          }
        f->pc = PC_RELEASE_ORDER;
        return HC_STEP_ASK;
      }
    case PC_RELEASE_ORDER:
      {
        gint i = wotc_pool_chosen (g, hc_game_take_answer (g));
        f->pc = PC_RELEASE_NEXT;
        if (i >= 0)
          resolve (g, i);
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}

/* Prevention and reroll abilities that found no chance of their kind before
 * the attack ended lapse; nothing else would ever release them. */
void
wotc_lapse_special_triggers (HcGame *g)
{
  for (gint i = g->n_triggers - 1; i >= 0; i--)
    if (g->trigger[i].flags != WOTC_POOL_NORMAL)
      {
        wotc_log (g, g->trigger[i].player, M_LAPSE, RR_HELD,
                  g->trigger[i].source,
                  WOTC_TRIGGER (&g->trigger[i])->clause + 1, 0, 0);
        hc_trigger_remove (g, i);
      }
}
