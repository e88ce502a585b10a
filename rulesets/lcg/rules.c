/* Small rules shared by the steps: current stats and icons, focus tokens,
 * drawing, leaving play, uniqueness and victory. */
#include "lcg-changes.h"

#include <string.h>

void
lcg_log (HcGame *g, gint actor, gint msg, gint rule, gint32 a0, gint32 a1,
         gint32 a2, gint32 a3)
{
  hc_game_log (g, actor, (guint16)msg, (guint16)rule, a0, a1, a2, a3);
}

gboolean
lcg_has_trait (const HcGame *g, gint card, GQuark trait)
{
  const LcgCard *c = lcg_info (g, card);
  for (gint i = 0; i < LCG_MAX_TRAITS && c->trait[i]; i++)
    if (c->trait[i] == trait)
      return TRUE;
  return FALSE;
}

gboolean
lcg_ready (const HcGame *g, gint card)
{
  return g->card[card].counter[C_FOCUS] == 0;
}

gint
lcg_enhancements_on (const HcGame *g, gint card)
{
  gint n = 0;
  /* lcgAE: a fate card attached to Admiral Piett is no enhancement */
  for (gint i = 0; i < g->n_cards; i++)
    n += g->card[i].attached_to == card && hc_card_def (g, i)->type != T_FATE;
  return n;
}

/* TIE Attack Squadron: its controller has placed a fate card in an edge
 * stack during the current engagement (even one later cancelled: FAQ). */
static gboolean
fate_bonus (const HcGame *g, gint card)
{
  if (!lcg_own_static (g, LQ_FATE_BONUS, card) || !lcg_in_play (g, card)
      || g->global[G_ENGAGED] < 0
      || !((g->global[G_FATE_PLACED] >> g->card[card].controller) & 1))
    return FALSE;
  lcg_own_static_ran (g, LQ_FATE_BONUS, card);
  return TRUE;
}

guint
lcg_keywords (const HcGame *g, gint card)
{
  /* Hate: no keyword of its printed text */
  guint kw = lcg_blanked (g, card) ? 0 : lcg_info (g, card)->kw;
  if (fate_bonus (g, card))
    kw |= KW_TARGETED_STRIKE;
  /* what enhancements grant (Vader's Lightsaber on Darth Vader too) */
  return kw | (guint)lcg_static_of_card (g, LQ_KEYWORDS, card);
}

/* Edge (X) from every source adds up, unlike other keywords (FAQ 2.12):
 * the printed value and what enhancements give (Han's Heavy Blaster
 * Pistol, more on Han Solo). */
gint
lcg_edge_value (const HcGame *g, gint card)
{
  gint edge = lcg_blanked (g, card) ? 0 : lcg_info (g, card)->edge;
  if (edge)
    hc_coverage_note (g, card, LCG_PART_EDGE);
  return edge + lcg_static_of_card (g, LQ_EDGE, card);
}

/* Icons a unit loses: every Force icon while an enhancement says so
 * (Containment Field), and every combat icon of one type until the end of
 * the phase, gaining none meanwhile (Jubba Bird).  Force icons a constant
 * ability gives or takes (Faithful Companion) count in play, never below
 * none. */
gint
lcg_force_icons (const HcGame *g, gint card)
{
  gint printed = hc_card_def (g, card)->stat[S_FORCE];
  if (!lcg_in_play (g, card))
    return printed;
  if (lcg_keywords (g, card) & KW_NO_FORCE_ICONS)
    return 0;
  gint gained = 0;
  /* Make Your Own Luck */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_FORCE && g->effect[i].target == card)
      gained += g->effect[i].value;
  return MAX (0,
              printed + gained + lcg_static_of_card (g, LQ_UNIT_FORCE, card));
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

/* Current combat icons: printed, plus what enhancements and constant
 * abilities give, plus lasting effects (FAQ 2.10: recomputed on every
 * read, never below zero). */
gint
lcg_icons (const HcGame *g, gint card, gint icon, gboolean edge)
{
  guint lost = lcg_icons_lost (g, card);
  if (lost)
    return lcg_icons_without_gains (g, card, icon, edge, lost);
  const HcCardDef *d = hc_card_def (g, card);
  const LcgCard *c = d->compiled;
  gint base = edge ? c->ee[icon] : d->stat[S_UD + icon];
  if (lcg_in_play (g, card))
    base += lcg_static_of_card (g, (edge ? LQ_EE_UD : LQ_UD) + icon, card);
  /* a doubling comes after every addition (FAQ 2.11) */
  gint times = lcg_in_play (g, card)
                       && lcg_static_of_card (g, LQ_DOUBLE_ICONS, card) > 0
                   ? 2
                   : 1;
  if (edge)
    return hc_modified_value (g, (guint16)(EFF_EE_ICON + icon), card, base)
           * times;
  if (icon == I_UD && fate_bonus (g, card))
    base++;
  /* never below zero (FAQ 2.10), as a constant ability may take icons
   * away (Hive of Scum and Villainy) */
  return MAX (hc_modified_value (g, (guint16)(EFF_ICON + icon), card, base), 0)
         * times;
}

gint
lcg_capacity (const HcGame *g, gint card)
{
  /* enhancements on it, and for an objective the constant abilities of
   * cards in play */
  gint cap = hc_card_def (g, card)->stat[S_DAMAGE]
             + lcg_static_of_card (g, LQ_CAPACITY, card);
  /* a card in play always takes at least one damage to destroy */
  return MAX (cap, 1);
}

gint32
lcg_card_stat (const HcGame *g, gint card, gint stat)
{
  switch (stat)
    {
    case S_UD:
      return lcg_icons (g, card, I_UD, FALSE);
    case S_BD:
      return lcg_icons (g, card, I_BD, FALSE);
    case S_TACTICS:
      return lcg_icons (g, card, I_TACTICS, FALSE);
    case S_DAMAGE:
      return lcg_capacity (g, card);
    default:
      return hc_card_def (g, card)->stat[stat];
    }
}

gint
lcg_reserve (const HcGame *g, gint player)
{
  gint r = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->controller != player || !lcg_in_play (g, i)
          || (c->flags & HC_CARD_FACE_DOWN))
        continue;
      r += lcg_info (g, i)->reserve;
    }
  LcgStaticAsk ask
      = { .card = HC_NONE, .player = player, .type = -1, .target = HC_NONE };
  r += lcg_static_sum (g, LQ_RESERVE, &ask);
  /* Defense Protocol: lower until the end of the phase */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_RESERVE && g->effect[i].controller == player)
      r += g->effect[i].value;
  return MAX (r, 0);
}

void
lcg_add_focus (HcGame *g, gint card, gint n)
{
  HcCard *c = &g->card[card];
  c->counter[C_FOCUS] = (gint16)MIN (99, c->counter[C_FOCUS] + n);
  if (c->counter[C_FOCUS] > 0)
    c->flags |= HC_CARD_TAPPED;
}

gint
lcg_remove_focus (HcGame *g, gint card, gint n)
{
  HcCard *c = &g->card[card];
  gint k = MIN (n, c->counter[C_FOCUS]);
  c->counter[C_FOCUS] = (gint16)(c->counter[C_FOCUS] - k);
  if (c->counter[C_FOCUS] == 0)
    c->flags &= (guint8)~HC_CARD_TAPPED;
  return k;
}

/* Draw one at a time (FAQ 1.1).  A player who must draw from an empty
 * deck loses (switch deckout-loses). */
gboolean
lcg_draw (HcGame *g, gint player, gint n)
{
  gint drawn = 0;
  for (gint i = 0; i < n; i++)
    {
      gint top = hc_zone_top (g, player, Z_DECK);
      if (top < 0)
        {
          /* one at a time (FAQ 1.1): what was drawn came before this */
          if (drawn)
            lcg_log (g, player, M_DRAW, RR_DRAW, player, drawn,
                     hc_zone_count (g, player, Z_HAND), 0);
          drawn = 0;
          lcg_log (g, player, M_DRAW_EMPTY, RR_DECKOUT, player, 0, 0, 0);
          if (g->sw[SW_DECKOUT_LOSES])
            {
              lcg_log (g, 1 - player, M_WIN_DECKOUT, RR_DECKOUT, 1 - player,
                       player, 0, 0);
              hc_game_end (g, 1 - player, 2);
            }
          break;
        }
      hc_card_move (g, top, player, Z_HAND, TRUE);
      drawn++;
    }
  if (drawn)
    lcg_log (g, player, M_DRAW, RR_DRAW, player, drawn,
             hc_zone_count (g, player, Z_HAND), 0);
  return drawn == n;
}

/* A draw through a card effect, said in the log, unless an undamaged
 * enemy objective bars it (Embers of Hope) */
void
lcg_effect_draw (HcGame *g, gint player, gint n)
{
  if (lcg_effect_draw_barred (g, player))
    {
      lcg_log (g, player, M_DRAW_BARRED, RR_CARD, player, 0, 0, 0);
      return;
    }
  lcg_log (g, player, M_DRAW_CARDS, RR_CARD, player, n, 0, 0);
  lcg_draw (g, player, n);
  /* "after an opponent resolves a card effect that draws 1 or more cards"
   * (Clearing House): the resolution under way (the topmost ST_PLAY
   * frame) is noted, and play.c asks as it ends; only while a card could
   * answer, so that other games keep their states */
  if (n <= 0 || !lcg_anyone_listens (g, EV_EFFECT_DREW, W_REACTION))
    return;
  for (gint i = g->n_frames - 1; i >= 0; i--)
    if (g->frame[i].kind == ST_PLAY)
      {
        for (gint e = 0; e < g->n_effects; e++)
          if (g->effect[e].kind == EFF_EFFECT_DREW && g->effect[e].value == i)
            return;
        hc_effect_add (g, EFF_EFFECT_DREW, HC_DUR_PHASE, player, HC_NONE,
                       HC_NONE, i);
        return;
      }
}

/* Whatever hangs on a card leaving play goes too: enhancements to their
 * owners' discard piles, captured cards back to their owners' hands (FAQ
 * 2.13). */
static void
release_dependents (HcGame *g, gint card)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *c = &g->card[i];
      if (c->attached_to == card && lcg_in_play (g, i)
          && lcg_own_static (g, LQ_PILOT_TO_UNIT, i))
        {
          /* Luke Skywalker (Escape from Hoth 301): the pilot stays in
           * play, now a unit of its controller's, with none of the
           * enhancement's tokens; an entering unit's reactions are not
           * asked here (this runs inside a change of zone) */
          lcg_own_static_ran (g, LQ_PILOT_TO_UNIT, i);
          release_dependents (g, i);
          hc_effects_drop_source (g, i);
          gint p = c->controller;
          hc_card_move (g, i, p, Z_PLAY, TRUE);
          c->counter[C_FOCUS] = c->counter[C_DAMAGE] = c->counter[C_SHIELD] = 0;
          c->flags = 0;
          c->controller = (guint8)p;
          lcg_log (g, p, M_PUT_INTO_PLAY, RR_CARD, p, i, 0, 0);
        }
      else if (c->attached_to == card)
        {
          release_dependents (g, i);
          hc_effects_drop_source (g, i);
          hc_card_move (g, i, c->owner, Z_DISCARD, TRUE);
          c->counter[C_FOCUS] = c->counter[C_DAMAGE] = c->counter[C_SHIELD] = 0;
          c->flags = 0;
          lcg_log (g, c->owner, M_DISCARD_PLAY, RR_DESTROY, i, 0, 0, 0);
        }
      else if (c->under == card)
        {
          hc_card_move (g, i, c->owner, Z_HAND, TRUE);
          c->flags = 0;
          lcg_log (g, c->owner, M_RESCUE, RR_CAPTURE, c->owner, i, 0, 0);
        }
    }
}

/* Take a card out of play to a zone: tokens, commitment and its lasting
 * effects go (FAQ 3.7). */
void
lcg_leave_play (HcGame *g, gint card, gint zone_player, gint zone)
{
  release_dependents (g, card);
  /* lcgAI: a Force card captured at it is rescued as the other captured
   * cards are (FAQ 2.13), back to its player's supply */
  HcCard *held = &g->card[card];
  while (held->counter[C_FORCE_CAPTURED] > 0)
    {
      held->counter[C_FORCE_CAPTURED]--;
      gint p = 1 - held->zone_player;
      lcg_log (g, p, M_RESCUE_FORCE_CARD, RR_CAPTURE, card, p,
               lcg_force_supply (g, p), 0);
    }
  hc_effects_drop_source (g, card);
  /* lasting effects on it expire too (FAQ 3.7); the markers of abilities
   * used and limits stay */
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].target == card
        && (g->effect[i].kind < EFF_USED_TRIGGER
            || g->effect[i].kind == EFF_STASIS
            || g->effect[i].kind == EFF_NO_DEFEND
            || g->effect[i].kind == EFF_LOSE_ICON
            /* lcgY: the end-of-phase discard or return knows the card
             * only while it stays in play */
            || g->effect[i].kind == EFF_DISCARD_AT_END
            || g->effect[i].kind == EFF_RETURN_AT_END
            || (g->effect[i].kind >= EFF_EE_ICON
                && g->effect[i].kind < EFF_EE_ICON + I_COUNT)))
      {
        memmove (&g->effect[i], &g->effect[i + 1],
                 (gsize)(g->n_effects - i - 1) * sizeof (HcEffect));
        g->n_effects--;
      }
  HcCard *c = &g->card[card];
  hc_card_move (g, card, zone_player, zone, TRUE);
  c->counter[C_FOCUS] = c->counter[C_DAMAGE] = c->counter[C_SHIELD] = 0;
  c->flags = 0;
  c->controller = c->owner;
}

/* A captured card lies face down under the card holding it, out of play
 * (FAQ 2.5; forum 99690). */
void
lcg_capture (HcGame *g, gint card, gint host)
{
  if (lcg_in_play (g, card))
    lcg_leave_play (g, card, g->card[card].owner, Z_SETASIDE);
  hc_card_attach (g, card, host, TRUE);
  g->card[card].flags = HC_CARD_FACE_DOWN;
}

gboolean
lcg_has_effect (const HcGame *g, guint16 kind, gint card)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == kind && g->effect[i].target == card)
      return TRUE;
  return FALSE;
}

void
lcg_discard (HcGame *g, gint card)
{
  lcg_leave_play (g, card, g->card[card].owner, Z_DISCARD);
}

/* A player may not bring in a unique card while a card of the same title
 * is in play under their control (FAQ 2.17 heading; the copy note). */
gboolean
lcg_unique_blocked (const HcGame *g, gint player, gint card)
{
  const HcCardDef *d = hc_card_def (g, card);
  if (!d->unique)
    return FALSE;
  gint title = lcg_info (g, card)->title_id;
  for (gint i = 0; i < g->n_cards; i++)
    if (i != card && g->card[i].controller == player && lcg_in_play (g, i)
        && lcg_info (g, i)->title_id == title)
      return TRUE;
  return FALSE;
}

gint
lcg_count (const HcGame *g, gint player, gint zone)
{
  return hc_zone_count (g, player, zone);
}

gint
lcg_committed (const HcGame *g, gint player)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    n += g->card[i].controller == player && lcg_is_unit (g, i)
         && (g->card[i].flags & F_COMMITTED);
  return n;
}

/* A unit is committed to the Force when one of its player's Force cards
 * is on it, or when a constant ability says it is considered committed
 * (Phase I Dark Trooper): that costs no Force card, so lcg_committed
 * above does not count it (doc/rules/lcg.md, "Considered committed"). */
gboolean
lcg_is_committed (const HcGame *g, gint card)
{
  if (g->card[card].flags & F_COMMITTED)
    return TRUE;
  return lcg_is_unit (g, card) && lcg_in_play (g, card)
         && lcg_static_of_card (g, LQ_CONSIDERED_COMMITTED, card) > 0;
}

/* lcgAA: the Force cards left in a player's supply: his Force cards, less
 * those on the units he has committed and those captured (Sonic
 * Detonation, capture-force.c) */
gint
lcg_force_supply (const HcGame *g, gint player)
{
  gint captured = 0;
  /* lcgAI: counted on the opponent's objectives (C_FORCE_CAPTURED) */
  HC_FOR_EACH_BIT (g->zone_bits[1 - player][Z_OBJECTIVES], i)
    {
      captured += g->card[i].counter[C_FORCE_CAPTURED];
    }
  return g->sw[SW_FORCE_CARDS] - lcg_committed (g, player) - captured;
}

/* Whether a unit may be committed now, Force cards aside: it is not
 * committed already, and no constant ability forbids it during the Force
 * phase (Victory or Death) or in any phase (Fear). */
gboolean
lcg_may_commit (const HcGame *g, gint card)
{
  if (lcg_is_committed (g, card))
    return FALSE;
  gint bar = lcg_static_of_card (g, LQ_NO_FORCE_PHASE_COMMIT, card);
  if (bar >= LCG_NO_COMMIT_ANY_PHASE)
    return FALSE;
  return g->global[HC_G_PHASE] != PH_FORCE || bar == 0;
}

/* Enemy objectives in a player's victory pile. */
gint
lcg_objectives_destroyed (const HcGame *g, gint destroyer)
{
  return hc_zone_count (g, destroyer, Z_VICTORY);
}

/* Trench Run stands in for the Death Star dial as the thing engaged: the
 * dial is not a card and not an objective (FAQ Q&A on Trench Run). */
gboolean
lcg_is_dial_proxy (const HcGame *g, gint card)
{
  return card >= 0 && card < g->n_cards && lcg_in_play (g, card)
         && g->card[card].controller == LCG_LIGHT
         && lcg_own_static (g, LQ_DIAL_WIN, card) > 0;
}

/* Only framework effects damage the dial: blast and unopposed damage. */
void
lcg_damage_dial (HcGame *g, gint amount, gint by_player)
{
  g->global[G_DIAL_DAMAGE] += amount;
  lcg_log (g, by_player, M_DIAL_DAMAGE, RR_CARD, by_player, amount,
           g->global[G_DIAL_DAMAGE], 0);
  for (gint i = 0; i < g->n_cards && !g->over; i++)
    {
      if (!lcg_is_dial_proxy (g, i))
        continue;
      /* the dial's damage reached the card that stands in for it */
      lcg_own_static_ran (g, LQ_DIAL_WIN, i);
      if (g->global[G_DIAL_DAMAGE] >= lcg_own_static (g, LQ_DIAL_WIN, i))
        {
          lcg_log (g, LCG_LIGHT, M_WIN_DIAL_DAMAGE, RR_CARD, LCG_LIGHT,
                   g->global[G_DIAL_DAMAGE], 0, 0);
          hc_game_end (g, LCG_LIGHT, 1);
        }
    }
}

gboolean
lcg_check_victory (HcGame *g)
{
  if (g->over)
    return TRUE;
  if (g->global[G_DIAL] >= g->sw[SW_DIAL_WIN])
    {
      lcg_log (g, LCG_DARK, M_WIN_DIAL, RR_VICTORY, LCG_DARK, g->global[G_DIAL],
               0, 0);
      hc_game_end (g, LCG_DARK, 1);
      return TRUE;
    }
  gint n = lcg_objectives_destroyed (g, LCG_LIGHT);
  if (n >= g->sw[SW_OBJECTIVES_WIN])
    {
      lcg_log (g, LCG_LIGHT, M_WIN_OBJECTIVES, RR_VICTORY, LCG_LIGHT, n, 0, 0);
      hc_game_end (g, LCG_LIGHT, 1);
      return TRUE;
    }
  return FALSE;
}

/* Is this the side's nth own turn (1 = its first)?  The dark side plays
 * the odd turns. */
gboolean
lcg_is_side_turn (const HcGame *g, gint side, gint nth)
{
  gint turn = g->global[HC_G_TURN];
  return g->global[HC_G_ACTIVE] == side
         && turn == (side == LCG_DARK ? 2 * nth - 1 : 2 * nth);
}

gint
lcg_answered_choice (HcGame *g)
{
  const HcOption *o = hc_game_take_answer (g);
  return o && o->kind == O_CHOICE ? o->a : HC_NONE;
}

/* One option offered is no choice: it is answered for the player, who is
 * not asked, and the step reads the answer as if he had chosen it (so
 * the one and the many take the same path). */
gboolean
lcg_answer_only_option (HcGame *g)
{
  if (g->decision.n_options != 1)
    return FALSE;
  g->decision.player = HC_NONE;
  g->answer = 0;
  return TRUE;
}

/* A Limited card played: its player may play no other this turn
 * (keyword Limited).  Deployed or played as an event, the keyword ran
 * (the coverage recorder's part for it). */
void
lcg_note_limited (HcGame *g, gint player, gint card)
{
  g->res[player][R_LIMITED]++;
  hc_coverage_note (g, card, LCG_PART_KEYWORD + 3);
  lcg_log (g, player, M_LIMITED_PLAYED, RR_LIMITED, player, card, 0, 0);
}
