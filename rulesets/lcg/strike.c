/* Strikes (swlcg-rules-research.md 1.4.5 step 5; swlcg-rules-gaps.md
 * (b)): starting with the player who has the edge, players take turns
 * focusing one of their ready participating units to strike (one more
 * focus token if it is committed to the Force) until neither has one;
 * every participant that can must strike (FAQ, A Journey to Dagobah).
 * A strike uses all its combat icons where it can: unit damage goes to
 * one participating enemy unit (or, for an attacker with targeted strike,
 * any enemy unit), each tactics icon puts a focus token on an enemy unit,
 * blast damage goes to the engaged objective and only for the attacker;
 * edge-enabled icons count only for the side with the edge.  An action
 * window follows each strike.  "Strike again" (Coordinated Strike) is one
 * more strike of its own frame, pushed by the effect: one player's, with
 * a unit other than the one that has just struck, its window after it;
 * the strikes it interrupted then go on as they would have. */
#include "lcg-steps.h"

/* the ST_STRIKE frame: the strikes of one engagement */
typedef struct
{
  gint32 next; /* whose turn to strike */
  gint32 unit; /* the unit striking, or -1 */
  gint32 left; /* icon types still to resolve, a bit each */
  gint32 ud;   /* its combat icons of each type */
  gint32 bd;
  gint32 tactics; /* tactics icons still to resolve */
  gint32 type;    /* the type being resolved */
  /* 0: the engagement's strikes; else a single strike again, by `next`
   * with any of his ready participating units but card again - 1 */
  gint32 again;
} LcgStrikeFrame;
HC_FRAME_VIEW_FITS (LcgStrikeFrame);
#define LCG_STRIKE(f) ((LcgStrikeFrame *)(f)->arg)

enum
{
  PC_CHOOSE,
  PC_FOCUS,
  PC_ICONS,
  PC_ORDER,
  PC_RESOLVE,
  PC_ANSWER,
  PC_AFTER,
  PC_NEXT,
  PC_DIVIDE,
  PC_DIVIDED,
  PC_WINDOW,
};

/* Lobot: while a unit with this rule participates, every participating
 * unit's combat icons are edge-enabled (count only for the side with the
 * edge); a unit striking from outside the engagement keeps its own. */
static gboolean
icons_edge_enabled (const HcGame *g, gint unit)
{
  if (!(g->card[unit].flags & F_PARTICIPATING))
    return FALSE;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_own_static (g, LQ_PARTICIPANTS_EE, i) && lcg_is_unit (g, i)
        && (g->card[i].flags & F_PARTICIPATING))
      {
        lcg_own_static_ran (g, LQ_PARTICIPANTS_EE, i);
        return TRUE;
      }
  return FALSE;
}

/* may card i strike for player p (not `except`, which has just struck)? */
static gboolean
may_strike (const HcGame *g, gint p, gint i, gint except)
{
  return i != except && lcg_is_unit (g, i) && g->card[i].controller == p
         && lcg_ready (g, i) && (g->card[i].flags & F_PARTICIPATING);
}

/* The rule that lets a unit strike while not participating: its own
 * (Cloud City Wing Guard; Trandoshan Security Team's, only against a dark
 * side objective, the engaged objective's printed side), or an
 * enhancement's on it when it has the title the enhancement names
 * (Chewbacca's Bowcaster); the card whose rule it is, or -1, and in
 * `*quantity` which rule.  All three say "may": one path for them. */
static gint
strikes_out_rule (const HcGame *g, gint unit, gint *quantity)
{
  *quantity = LQ_STRIKES_OUT;
  if (lcg_own_static (g, LQ_STRIKES_OUT, unit))
    return unit;
  gint obj = g->global[G_ENGAGED];
  *quantity = LQ_STRIKE_OUTSIDE;
  if (lcg_own_static (g, LQ_STRIKE_OUTSIDE, unit) && obj >= 0
      && hc_card_def (g, obj)->side == LCG_DARK)
    return unit;
  *quantity = LQ_ENH_STRIKES_OUT;
  GQuark title = g_quark_try_string (hc_card_def (g, unit)->title);
  for (gint e = 0; e < g->n_cards; e++)
    if (g->card[e].attached_to == unit
        && lcg_own_static (g, LQ_ENH_STRIKES_OUT, e) && lcg_in_play (g, e))
      {
        const LcgStatic *st
            = lcg_card_static (lcg_info (g, e), LQ_ENH_STRIKES_OUT);
        if (st && st->trait == title)
          return e;
      }
  return HC_NONE;
}

/* ... or, not participating, may it strike all the same ("may": it is
 * offered, never forced, and once its player declines it is not offered
 * again this engagement)? */
static gboolean
may_strike_out (const HcGame *g, gint p, gint i, gint except)
{
  if (i == except || g->global[G_ENGAGED] < 0 || !lcg_is_unit (g, i)
      || g->card[i].controller != p || (g->card[i].flags & F_PARTICIPATING)
      || !lcg_ready (g, i) || lcg_has_effect (g, EFF_DECLINED_STRIKE, i))
    return FALSE;
  gint quantity;
  return strikes_out_rule (g, i, &quantity) >= 0;
}

/* Is any card in play one whose rule lets a unit strike from outside?
 * Asked once before the units are looked at one by one: almost always
 * none is, and each unit's look scans the cards for its enhancements. */
static gboolean
anyone_strikes_out (const HcGame *g)
{
  /* lcg_own_static of a card out of play notes nothing */
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
  HC_FOR_EACH_BIT (cand, e)
    {
      if ((lcg_own_static (g, LQ_STRIKES_OUT, e)
           || lcg_own_static (g, LQ_STRIKE_OUTSIDE, e)
           || lcg_own_static (g, LQ_ENH_STRIKES_OUT, e))
          && lcg_in_play (g, e))
        return TRUE;
    }
  return FALSE;
}

static gint
ready_outsiders (const HcGame *g, gint p, gint except)
{
  gint n = 0;
  if (g->global[G_ENGAGED] < 0 || !anyone_strikes_out (g))
    return 0;
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      n += may_strike_out (g, p, i, except) ? 1 : 0;
    }
  return n;
}

static gint
ready_participants (const HcGame *g, gint p, gint except, gint *first)
{
  gint n = 0;
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      if (may_strike (g, p, i, except))
        {
          if (!n && first)
            *first = i;
          n++;
        }
    }
  return n;
}

/* Trandoshan Hunter: the trait of the units its own rule lets its unit
 * damage reach outside the engagement, or 0 */
static GQuark
hunt_trait (const HcGame *g, gint unit)
{
  const LcgCard *c = lcg_info (g, unit);
  if (G_LIKELY (!LCG_Q_HAS (c->static_self, LQ_KEYWORDS))
      || lcg_blanked (g, unit))
    return 0;
  for (gint i = 0; i < c->n_statics; i++)
    if (c->statics[i].quantity == LQ_KEYWORDS
        && (c->statics[i].amount & KW_HUNTS_TRAIT))
      return c->statics[i].trait;
  return 0;
}

/* ... may its unit damage go to unit t, not participating?  "A target
 * Wookiee unit": either player's, one its card effects could target. */
static gboolean
hunts_outside (const HcGame *g, gint unit, gint t)
{
  LcgSel sel = { .mode = SEL_TARGET, .what = WH_UNIT, .max_cost = -1 };
  sel.trait[0] = hunt_trait (g, unit);
  return sel.trait[0]
         && lcg_sel_matches (g, &sel, unit, g->card[unit].controller, t);
}

static gboolean
ud_target_ok (const HcGame *g, gint unit, gint t)
{
  gint p = g->card[unit].controller;
  if (!lcg_is_unit (g, t) || lcg_cannot_be_damaged (g, t, p))
    return FALSE;
  if (!(g->card[t].flags & F_PARTICIPATING) && hunts_outside (g, unit, t))
    return TRUE;
  if (g->card[t].controller == p)
    return FALSE;
  if (g->card[t].flags & F_PARTICIPATING)
    return TRUE;
  if (p != g->global[G_ATTACKER]
      || !(lcg_keywords (g, unit) & KW_TARGETED_STRIKE))
    return FALSE;
  if (lcg_info (g, unit)->kw & KW_TARGETED_STRIKE)
    hc_coverage_note (g, unit, LCG_PART_KEYWORD + 2);
  return TRUE;
}

/* Shii-Cho Training: the unit damage may be divided among participating
 * enemy units instead; an alternative to targeted strike, not combined
 * with it (FAQ).  Offered when dividing can differ from not dividing. */
static gboolean
may_divide (const HcGame *g, gint unit, gint ud)
{
  if (ud < 2 || !(lcg_keywords (g, unit) & KW_DIVIDE_UD))
    return FALSE;
  gint n = 0;
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      n += lcg_is_unit (g, i) && (g->card[i].flags & F_PARTICIPATING)
           && g->card[i].controller != g->card[unit].controller
           && !lcg_cannot_be_damaged (g, i, g->card[unit].controller);
    }
  return n >= 2;
}

static gboolean
tactics_target_ok (const HcGame *g, gint unit, gint t)
{
  if (!lcg_is_unit (g, t) || g->card[t].controller == g->card[unit].controller
      || lcg_cannot_be_focused (g, t, g->card[unit].controller))
    return FALSE;
  return g->sw[SW_TACTICS_ANY] || (g->card[t].flags & F_PARTICIPATING);
}

/* can an icon type still do anything in this strike? */
static gboolean
type_usable (const HcGame *g, const HcFrame *f, gint type)
{
  const LcgStrikeFrame *sk = (const LcgStrikeFrame *)f->arg;
  gint unit = sk->unit;
  if (!(sk->left & (1 << type)))
    return FALSE;
  if (type == I_BD)
    return lcg_is_dial_proxy (g, g->global[G_ENGAGED])
           || (lcg_is_objective (g, g->global[G_ENGAGED])
               && g->card[g->global[G_ENGAGED]].controller
                      != g->card[unit].controller);
  /* targets are units (ud_target_ok, tactics_target_ok) */
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      if (type == I_UD ? ud_target_ok (g, unit, i)
                       : tactics_target_ok (g, unit, i))
        return TRUE;
    }
  return FALSE;
}

void
lcg_push_strikes (HcGame *g, gint first)
{
  LCG_STRIKE (hc_game_push (g, ST_STRIKE))->next = first;
}

gint
lcg_strike_again_units (const HcGame *g, gint player, gint except)
{
  return ready_participants (g, player, except, NULL);
}

void
lcg_push_strike_again (HcGame *g, gint player, gint except)
{
  LcgStrikeFrame *sk = LCG_STRIKE (hc_game_push (g, ST_STRIKE));
  sk->next = player;
  sk->again = except + 1;
}

HcStepResult
lcg_step_strike (HcGame *g, HcFrame *f)
{
  if (g->over)
    return HC_STEP_DONE;
  LcgStrikeFrame *sk = LCG_STRIKE (f);
  gint unit = sk->unit;
  switch (f->pc)
    {
    case PC_CHOOSE:
      {
        gint p = sk->next;
        if (p < 0 || p >= HC_MAX_PLAYERS)
          p = g->global[HC_G_ACTIVE];
        gint first = HC_NONE, except = sk->again - 1;
        gint n = ready_participants (g, p, except, &first);
        /* "strike again" is with a participating unit */
        gint out = sk->again ? 0 : ready_outsiders (g, p, except);
        if (n + out == 0 && !sk->again)
          {
            p = 1 - p;
            n = ready_participants (g, p, except, &first);
            out = ready_outsiders (g, p, except);
          }
        if (n + out == 0)
          return HC_STEP_DONE;
        sk->next = p;
        f->pc = PC_FOCUS;
        if (n == 1 && out == 0)
          {
            sk->unit = first;
            return HC_STEP_CONTINUE;
          }
        hc_game_ask (g, p, D_STRIKER, D_STRIKER);
        guint64 units[HC_CARD_WORDS];
        lcg_unit_places (g, units);
        HC_FOR_EACH_BIT (units, i)
          {
            if (may_strike (g, p, i, except)
                || (out && may_strike_out (g, p, i, except)))
              hc_game_offer (g, LCG_OPT_ID (O_STRIKER, i, 0), O_STRIKER, i, 0,
                             0);
          }
        /* only units that may strike from outside are left: striking is
         * the player's choice */
        if (n == 0)
          hc_game_offer (g, LCG_OPT_ID (O_DONE, 0, 0), O_DONE, 0, 0, 0);
        sk->unit = HC_NONE;
        return HC_STEP_ASK;
      }
    case PC_FOCUS:
      {
        if (sk->unit == HC_NONE)
          {
            const HcOption *o = hc_game_take_answer (g);
            if (o && o->kind == O_DONE)
              {
                /* declined: those who may strike from outside do not */
                guint64 units[HC_CARD_WORDS];
                lcg_unit_places (g, units);
                HC_FOR_EACH_BIT (units, i)
                  {
                    if (may_strike_out (g, sk->next, i, sk->again - 1))
                      hc_effect_add (g, EFF_DECLINED_STRIKE, HC_DUR_BATTLE,
                                     sk->next, HC_NONE, i, 1);
                  }
                sk->next = 1 - sk->next;
                f->pc = PC_CHOOSE;
                return sk->again ? HC_STEP_DONE : HC_STEP_CONTINUE;
              }
            sk->unit = o ? o->a : HC_NONE;
          }
        unit = sk->unit;
        if (unit < 0)
          return HC_STEP_DONE;
        if (!(g->card[unit].flags & F_PARTICIPATING))
          {
            /* Cloud City Wing Guard, Chewbacca's Bowcaster (lcgR),
             * Trandoshan Security Team (lcgS) */
            gint quantity;
            gint rule = strikes_out_rule (g, unit, &quantity);
            if (rule >= 0)
              lcg_own_static_ran (g, quantity, rule);
          }
        gint k = 1 + lcg_is_committed (g, unit);
        lcg_log (g, g->card[unit].controller, M_STRIKE, RR_STRIKE, unit, k, 0,
                 0);
        f->pc = PC_ICONS;
        lcg_push_reactions (g, EV_FOCUSED_TO_STRIKE, unit,
                            g->card[unit].controller);
        /* on top: the tokens are placed (or replaced) before the
         * reactions to the focusing */
        lcg_push_focus (g, unit, k, g->card[unit].controller, -1);
        /* and before that the interrupts "when this unit is focused to
         * strike" (AT-AT Assault Formation), opened only when a card could
         * answer */
        if (lcg_anyone_listens (g, EV_FOCUSED_TO_STRIKE, W_INTERRUPT))
          lcg_push_interrupts (g, EV_FOCUSED_TO_STRIKE, unit,
                               g->card[unit].controller, 0);
        return HC_STEP_CONTINUE;
      }
    case PC_ICONS:
      {
        /* AT-AT: something else instead of its combat icons */
        if (!lcg_is_unit (g, unit) || lcg_has_effect (g, EFF_NO_ICONS, unit))
          {
            f->pc = PC_AFTER;
            return HC_STEP_CONTINUE;
          }
        gint p = g->card[unit].controller;
        gboolean edge = g->global[G_EDGE] == p;
        gint ic[I_COUNT];
        gboolean all_ee = icons_edge_enabled (g, unit);
        for (gint t = 0; t < I_COUNT; t++)
          ic[t] = (all_ee && !edge ? 0 : lcg_icons (g, unit, t, FALSE))
                  + (edge ? lcg_icons (g, unit, t, TRUE) : 0);
        /* blast damage works only for the attacker */
        if (p != g->global[G_ATTACKER])
          ic[I_BD] = 0;
        sk->ud = ic[I_UD];
        sk->bd = ic[I_BD];
        sk->tactics = ic[I_TACTICS];
        sk->left = (ic[I_UD] ? 1 << I_UD : 0) | (ic[I_BD] ? 1 << I_BD : 0)
                   | (ic[I_TACTICS] ? 1 << I_TACTICS : 0);
        lcg_log (g, p, M_ICONS, RR_ICONS, unit, ic[I_UD], ic[I_BD],
                 ic[I_TACTICS]);
        f->pc = PC_ORDER;
        return HC_STEP_CONTINUE;
      }
    case PC_ORDER:
      {
        static const gint fixed[I_COUNT] = { I_UD, I_TACTICS, I_BD };
        gint usable[I_COUNT], n = 0;
        for (gint k = 0; k < I_COUNT; k++)
          if (type_usable (g, f, fixed[k]))
            usable[n++] = fixed[k];
        /* an icon type with nothing to work on is lost */
        sk->left = 0;
        for (gint k = 0; k < n; k++)
          sk->left |= 1 << usable[k];
        if (n == 0 || !lcg_is_unit (g, unit))
          {
            f->pc = PC_AFTER;
            return HC_STEP_CONTINUE;
          }
        if (n == 1 || g->sw[SW_ICON_ORDER])
          {
            sk->type = usable[0];
            f->pc = PC_RESOLVE;
            return HC_STEP_CONTINUE;
          }
        hc_game_ask (g, g->card[unit].controller, D_ICON, D_ICON);
        g->decision.prompt_arg[0] = unit;
        for (gint k = 0; k < n; k++)
          hc_game_offer (g, LCG_OPT_ID (O_ICON, usable[k], 0), O_ICON,
                         usable[k], 0, 0);
        f->pc = PC_RESOLVE;
        sk->type = HC_NONE;
        return HC_STEP_ASK;
      }
    case PC_RESOLVE:
      {
        if (sk->type == HC_NONE)
          {
            const HcOption *o = hc_game_take_answer (g);
            sk->type = o ? o->a : I_UD;
          }
        gint type = sk->type;
        gint p = g->card[unit].controller;
        if (type == I_BD)
          {
            sk->left &= ~(1 << I_BD);
            f->pc = PC_ORDER;
            if (lcg_is_dial_proxy (g, g->global[G_ENGAGED]))
              lcg_damage_dial (g, sk->bd, p);
            else
              lcg_push_damage (g, g->global[G_ENGAGED], sk->bd, p, unit);
            return HC_STEP_CONTINUE;
          }
        hc_game_ask (g, p, type == I_UD ? D_UD_TARGET : D_TACTICS_TARGET,
                     type == I_UD ? D_UD_TARGET : D_TACTICS_TARGET);
        g->decision.prompt_arg[0] = unit;
        g->decision.prompt_arg[1] = type == I_UD ? sk->ud : sk->tactics;
        guint64 units[HC_CARD_WORDS];
        lcg_unit_places (g, units);
        HC_FOR_EACH_BIT (units, i)
          {
            if (type == I_UD ? ud_target_ok (g, unit, i)
                             : tactics_target_ok (g, unit, i))
              hc_game_offer (g, LCG_OPT_ID (O_TARGET, i, 0), O_TARGET, i, 0, 0);
          }
        if (type == I_UD && may_divide (g, unit, sk->ud))
          hc_game_offer (g, LCG_OPT_ID (O_DIVIDE, 0, 0), O_DIVIDE, sk->ud, 0,
                         0);
        f->pc = PC_ANSWER;
        if (g->decision.n_options == 0)
          {
            g->decision.player = HC_NONE;
            sk->left &= ~(1 << type);
            f->pc = PC_ORDER;
            return HC_STEP_CONTINUE;
          }
        return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
      }
    case PC_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        gint type = sk->type;
        gint p = g->card[unit].controller;
        gint t = o ? o->a : HC_NONE;
        g->decision.n_options = 0;
        if (type == I_UD && o && o->kind == O_DIVIDE)
          {
            sk->left &= ~(1 << I_UD);
            lcg_log (g, p, M_DIVIDE, RR_ICONS, unit, sk->ud, 0, 0);
            f->pc = PC_DIVIDE;
            return HC_STEP_CONTINUE;
          }
        if (type == I_UD)
          {
            sk->left &= ~(1 << I_UD);
            f->pc = PC_ORDER;
            if (t >= 0)
              {
                if (!(g->card[t].flags & F_PARTICIPATING)
                    && hunts_outside (g, unit, t))
                  {
                    lcg_own_static_ran (g, LQ_KEYWORDS, unit);
                    lcg_log (g, p, M_STRIKE_OUTSIDE_AT, RR_CARD, unit, t, 0, 0);
                  }
                else if (!(g->card[t].flags & F_PARTICIPATING))
                  lcg_log (g, p, M_TARGETED, RR_TARGETED_STRIKE, unit, t, 0, 0);
                lcg_push_damage (g, t, sk->ud, p, unit);
              }
            return HC_STEP_CONTINUE;
          }
        if (t >= 0)
          {
            lcg_push_focus (g, t, 1, p, RR_TACTICS);
          }
        if (--sk->tactics > 0)
          {
            f->pc = PC_RESOLVE;
            return HC_STEP_CONTINUE;
          }
        sk->left &= ~(1 << I_TACTICS);
        f->pc = PC_ORDER;
        return HC_STEP_CONTINUE;
      }
    case PC_DIVIDE:
      {
        /* one point at a time onto participating enemy units, in the
         * core's choose-targets step (the amount divided as the player
         * chooses) */
        gint p = g->card[unit].controller;
        gint16 list[HC_MAX_CARDS];
        gint n = 0;
        guint64 units[HC_CARD_WORDS];
        lcg_unit_places (g, units);
        HC_FOR_EACH_BIT (units, i)
          {
            if (lcg_is_unit (g, i) && (g->card[i].flags & F_PARTICIPATING)
                && g->card[i].controller != p
                && !lcg_cannot_be_damaged (g, i, p))
              list[n++] = (gint16)i;
          }
        HcTargetsFrame t = {
          .player = p,
          .min = 1,
          .max = n,
          .divided = sk->ud,
          .kind = D_DIVIDE,
          .option = O_DIVIDE_POINT,
          .done = O_DONE,
          .prompt_arg = unit,
        };
        f->pc = PC_DIVIDED;
        hc_targets_push (g, &t, list, n);
        return HC_STEP_CONTINUE;
      }
    case PC_DIVIDED:
      {
        /* all of it is dealt at once, a damage dealing per unit, the
         * lowest-numbered unit's first (pushed last) */
        lcg_push_divided_damage (g, f, g->card[unit].controller, unit);
        f->pc = PC_ORDER;
        return HC_STEP_CONTINUE;
      }
    case PC_AFTER:
      /* the strike is over: what lasted "until the end of the strike"
       * (Crossfire, Vader's TIE Advanced) ends; "after ... resolves a
       * strike" (Detained) comes before the window */
      hc_effects_expire (g, HC_DUR_ATTACK);
      f->pc = PC_WINDOW;
      if (unit >= 0 && lcg_is_unit (g, unit))
        lcg_push_reactions (g, EV_STRUCK, unit, g->card[unit].controller);
      return HC_STEP_CONTINUE;
    case PC_WINDOW:
      f->pc = PC_NEXT;
      lcg_push_action_window (g, W_STRIKE);
      return HC_STEP_CONTINUE;
    case PC_NEXT:
      if (sk->again)
        return HC_STEP_DONE;
      sk->next = unit >= 0 ? 1 - g->card[unit].controller : 1 - sk->next;
      sk->unit = HC_NONE;
      f->pc = PC_CHOOSE;
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_DONE;
}
