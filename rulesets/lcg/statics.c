/* Constant abilities summed: every query of a value that a constant
 * ability can change (combat icons, ...) asks lcg_static_sum, which adds
 * the amounts of the constant abilities in force that reach the card or
 * player asked about.  Like every change they are read again on each
 * count, never stored (FAQ 2.10).
 *
 * A card's own abilities (LW_SELF) count wherever the card is (a cost
 * reduction works from the hand); the caller decides when the value is
 * asked at all.  Abilities that reach other cards count while their card
 * is in play, face up and not attached to another card. */
#include "hc-coverage.h"
#include "lcg-queries.h"

/* a bit per quantity in LCG_Q_WORDS words (LCG_Q_HAS); the rows keep
 * the quantity in a guint8 */
G_STATIC_ASSERT (LQ_COUNT <= 64 * LCG_Q_WORDS && LQ_COUNT <= 255);

static gint
captured_under (const HcGame *g, gint card)
{
  gint n = 0;
  for (gint k = 0; k < g->n_cards; k++)
    n += g->card[k].under == card;
  return n;
}

static gboolean
holds_captured (const HcGame *g, gint objective)
{
  for (gint k = 0; k < g->n_cards; k++)
    if (g->card[k].under == objective)
      return TRUE;
  return FALSE;
}

/* objectives in play, either player's, with at least 1 captured card */
static gint
capturing_objectives (const HcGame *g)
{
  gint n = 0;
  for (gint o = 0; o < g->n_cards; o++)
    n += lcg_is_objective (g, o) && lcg_in_play (g, o) && holds_captured (g, o);
  return n;
}

/* a card is captured at an objective in play of the player's */
static gboolean
captured_at (const HcGame *g, gint player)
{
  for (gint k = 0; k < g->n_cards; k++)
    {
      gint host = g->card[k].under;
      if (host >= 0 && lcg_is_objective (g, host) && lcg_in_play (g, host)
          && g->card[host].controller == player)
        return TRUE;
    }
  return FALSE;
}

static gboolean
enemy_objectives_exhausted (const HcGame *g, gint player)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_objective (g, i) && g->card[i].controller != player
        && g->card[i].counter[C_FOCUS] == 0)
      return FALSE;
  return TRUE;
}

static gint
trait_objectives (const HcGame *g, GQuark trait)
{
  gint n = 0;
  for (gint o = 0; o < g->n_cards; o++)
    n += lcg_is_objective (g, o) && lcg_in_play (g, o)
         && lcg_has_trait (g, o, trait);
  return n;
}

/* the only unit on the attacking side of the engagement, or HC_NONE */
static gint
lone_attacker (const HcGame *g)
{
  gint att = g->global[G_ATTACKER], lone = HC_NONE;
  if (att < 0)
    return HC_NONE;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i) && g->card[i].controller == att
        && (g->card[i].flags & F_PARTICIPATING))
      {
        if (lone != HC_NONE)
          return HC_NONE;
        lone = i;
      }
  return lone;
}

/* Hold-out Blaster: its controller has fewer units than his opponent
 * (and Undercover Dealings' condition, usable.c) */
gboolean
lcg_fewer_units (const HcGame *g, gint player)
{
  gint units[HC_MAX_PLAYERS] = { 0 };
  for (gint u = 0; u < g->n_cards; u++)
    if (lcg_is_unit (g, u))
      units[g->card[u].controller]++;
  return units[player] < units[1 - player];
}

/* objectives with `trait` in play that `player` controls */
static gint
your_objectives (const HcGame *g, gint player, GQuark trait)
{
  gint n = 0;
  for (gint o = 0; o < g->n_cards; o++)
    n += lcg_is_objective (g, o) && lcg_in_play (g, o)
         && g->card[o].controller == player && lcg_has_trait (g, o, trait);
  return n;
}

/* Objectives with `trait` the player controls, and those he is
 * considered to control (Echo Base: "1 additional Hoth objective", read
 * wherever a card counts or asks for the objectives of a trait its
 * player controls) */
gint
lcg_objectives_controlled (const HcGame *g, gint player, GQuark trait)
{
  gint n = your_objectives (g, player, trait);
  for (gint s = 0; s < g->n_cards; s++)
    {
      const LcgCard *c = lcg_info (g, s);
      if (!LCG_Q_HAS (c->static_others, LQ_EXTRA_OBJECTIVES)
          || g->card[s].controller != player || !lcg_in_play (g, s)
          || (g->card[s].flags & HC_CARD_FACE_DOWN))
        continue;
      for (gint i = 0; i < c->n_statics; i++)
        if (c->statics[i].quantity == LQ_EXTRA_OBJECTIVES
            && c->statics[i].trait == trait)
          {
            n += c->statics[i].amount;
            hc_coverage_note (g, s, LCG_PART_STATIC + (guint)i);
          }
    }
  return n;
}

/* units of the player committed to the Force, those considered committed
 * included (IG-88 counts units, not Force cards) */
static gint
committed_units (const HcGame *g, gint player)
{
  gint n = 0;
  for (gint u = 0; u < g->n_cards; u++)
    n += lcg_is_unit (g, u) && g->card[u].controller == player
         && lcg_is_committed (g, u);
  return n;
}

/* the card is on the attacking side of the engagement */
static gboolean
attacking (const HcGame *g, gint card)
{
  return card >= 0 && g->global[G_ENGAGED] >= 0
         && (g->card[card].flags & F_PARTICIPATING)
         && g->card[card].controller == g->global[G_ATTACKER];
}

/* lcgT: the cards a player has in hand as card abilities count them, those
 * he is considered to have included (Shifty Lookout; doc/rules/lcg.md,
 * "Cards in hand"): the draw phase counts the cards themselves */
gint
lcg_hand_count (const HcGame *g, gint player)
{
  LcgStaticAsk ask
      = { .card = HC_NONE, .player = player, .type = -1, .target = HC_NONE };
  return hc_zone_count (g, player, Z_HAND)
         + lcg_static_sum (g, LQ_HAND_EXTRA, &ask);
}

/* The objectives engaged this turn (one conflict phase a turn), in play
 * or not: the flag stays on a destroyed one until the turn ends.  An
 * objective engaged a second time (engage-again) counts once: see
 * doc/rules/lcg.md, Massassi Temple Lookout. */
static gint
objectives_engaged (const HcGame *g)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    n += (g->card[i].flags & F_ENGAGED) ? 1 : 0;
  return n;
}

static gboolean
condition_holds (const HcGame *g, const LcgStatic *st, gint src,
                 const LcgStaticAsk *ask)
{
  switch (st->cond)
    {
    case LC_DAMAGED:
      return g->card[src].counter[C_DAMAGE] > 0;
    case LC_ANY_CAPTURED:
      return capturing_objectives (g) > 0;
    case LC_ATTACKING_ALONE:
      return ask->card >= 0 && lone_attacker (g) == ask->card;
    case LC_HAVE_EDGE:
      return g->global[G_ENGAGED] >= 0
             && g->global[G_EDGE] == g->card[src].controller;
    case LC_SOURCE_ALONE:
      return lone_attacker (g) == src;
    case LC_ENHANCED_TITLE:
      return ask->card >= 0
             && g_quark_try_string (hc_card_def (g, ask->card)->title)
                    == st->trait;
    case LC_UNDAMAGED:
      return g->card[src].counter[C_DAMAGE] == 0;
    case LC_FEWER_UNITS:
      return lcg_fewer_units (g, g->card[src].controller);
    case LC_CAPTURED_AT_YOURS:
      return captured_at (g, ask->player);
    case LC_ENEMY_OBJECTIVES_EXHAUSTED:
      return enemy_objectives_exhausted (g, ask->player);
    case LC_ATTACKING_DAMAGED:
      return attacking (g, ask->card)
             && g->card[g->global[G_ENGAGED]].counter[C_DAMAGE] > 0;
    case LC_ATTACKING_TRAIT:
      return attacking (g, ask->card)
             && lcg_has_trait (g, g->global[G_ENGAGED], st->obj_trait);
    case LC_SOURCE_ATTACKING:
      return attacking (g, src);
    case LC_SHIELDED:
      return ask->card >= 0 && g->card[ask->card].counter[C_SHIELD] > 0;
    case LC_SHIELDED_DIAL_AT_MOST:
      return ask->card >= 0 && g->card[ask->card].counter[C_SHIELD] > 0
             && g->global[G_DIAL] <= st->n;
    case LC_SHIELDED_DIAL_AT_LEAST:
      return ask->card >= 0 && g->card[ask->card].counter[C_SHIELD] > 0
             && g->global[G_DIAL] >= st->n;
    case LC_LIGHT_BALANCE:
      return g->global[G_BALANCE] == LCG_LIGHT;
    case LC_CONTROL_TITLE:
      for (gint i = 0; i < g->n_cards; i++)
        if (lcg_in_play (g, i)
            && g->card[i].controller == g->card[src].controller
            && !(g->card[i].flags & HC_CARD_FACE_DOWN)
            && g_quark_try_string (hc_card_def (g, i)->title) == st->obj_trait)
          return TRUE;
      return FALSE;
    case LC_OBJECTIVE_IN_PLAY:
      return your_objectives (g, LCG_DARK, st->obj_trait) > 0
             || your_objectives (g, LCG_LIGHT, st->obj_trait) > 0;
    case LC_DARK_BALANCE:
      return g->global[G_BALANCE] == LCG_DARK;
    case LC_COMMITTED:
      return ask->card >= 0 && lcg_is_committed (g, ask->card);
    case LC_UNCOMMITTED:
      return ask->card >= 0 && !lcg_is_committed (g, ask->card);
    case LC_ENEMY_COMMITTED_FEWER:
      return committed_units (g, 1 - g->card[src].controller) < st->n;
    case LC_NO_ENEMY_COMMITTED:
      return committed_units (g, 1 - g->card[src].controller) == 0;
    case LC_AS_ENHANCEMENT:
      return ask->type == T_ENHANCEMENT;
    case LC_SOURCE_READY:
      return lcg_ready (g, src);
    case LC_OPPONENT_MORE_HAND:
      {
        gint p = g->card[src].controller;
        return lcg_hand_count (g, 1 - p) > lcg_hand_count (g, p);
      }
    case LC_FIRST_ENGAGEMENT:
      return g->global[G_ENGAGED] >= 0 && objectives_engaged (g) == 1;
    case LC_MORE_OBJECTIVES:
      {
        gint p = g->card[src].controller;
        return lcg_objectives_controlled (g, p, st->obj_trait)
               > lcg_objectives_controlled (g, 1 - p, st->obj_trait);
      }
    default:
      return TRUE;
    }
}

static gboolean
reaches (const HcGame *g, const LcgStatic *st, gint src,
         const LcgStaticAsk *ask)
{
  switch (st->who)
    {
    case LW_SELF:
      return src == ask->card;
    case LW_FRIENDLY:
      return ask->card >= 0
             && g->card[ask->card].controller == g->card[src].controller
             && (st->aff == AF_NEUTRAL
                 || lcg_info (g, ask->card)->affiliation == st->aff)
             && (!st->trait || lcg_has_trait (g, ask->card, st->trait)
                 || (st->trait2 && lcg_has_trait (g, ask->card, st->trait2)));
    case LW_YOUR_FIRST:
      return ask->player == g->card[src].controller && ask->type == st->type
             && (st->aff == AF_NEUTRAL
                 || lcg_info (g, ask->card)->affiliation == st->aff)
             && (st->trait
                     /* the first with that trait, not the first of all */
                     ? lcg_has_trait (g, ask->card, st->trait)
                           && lcg_first_of_slot (g, ask->player, st->slot)
                     : lcg_first_of_kind (g, ask->player, st->type, st->aff));
    case LW_YOU:
      return ask->player == g->card[src].controller;
    case LW_FRIENDLY_OBJECTIVES:
    case LW_ENEMY_OBJECTIVES:
      return ask->card >= 0 && hc_card_def (g, ask->card)->type == T_OBJECTIVE
             && (g->card[ask->card].controller == g->card[src].controller)
                    == (st->who == LW_FRIENDLY_OBJECTIVES)
             && (!st->trait || lcg_has_trait (g, ask->card, st->trait));
    case LW_ATTACKERS_WITHOUT_TRAIT:
      return ask->target == src && ask->card >= 0
             && !lcg_has_trait (g, ask->card, st->trait);
    case LW_ENEMY_UNITS_COSTING:
      return ask->card >= 0
             && g->card[ask->card].controller != g->card[src].controller
             && hc_card_def (g, ask->card)->stat[S_COST] >= st->n;
    case LW_ENHANCED:
      return ask->card >= 0 && g->card[src].attached_to == ask->card;
    case LW_OPPONENT:
      return ask->player != g->card[src].controller;
    case LW_ENEMY_TYPE:
      return ask->player != g->card[src].controller && ask->type == st->type;
    case LW_FRIENDLY_ATTACKERS:
      return attacking (g, ask->card)
             && g->card[ask->card].controller == g->card[src].controller;
    case LW_ATTACKING_SOURCE:
      return attacking (g, ask->card) && g->global[G_ENGAGED] == src;
    case LW_OTHER_FRIENDLY_TYPE:
      return ask->card >= 0 && ask->card != src
             && g->card[ask->card].controller == g->card[src].controller
             && lcg_type (g, ask->card) == st->type;
    case LW_YOUR_COSTING:
      return ask->card >= 0 && ask->player == g->card[src].controller
             && ask->type == st->type
             && lcg_info (g, ask->card)->affiliation == st->aff
             && lcg_has_trait (g, ask->card, st->trait)
             && hc_card_def (g, ask->card)->stat[S_COST] >= st->n;
    case LW_YOUR_EDGE_STACK:
      /* lcgAE: Admiral Piett's attached fate cards, "as if in your edge
       * stack", are in it for what its cards gain (doc/rules/lcg.md) */
      return ask->card >= 0
             && ((g->card[ask->card].zone == Z_EDGE
                  && g->card[ask->card].zone_player == g->card[src].controller)
                 || (g->card[ask->card].attached_to >= 0
                     && lcg_attached_fate_player (g, ask->card)
                            == g->card[src].controller))
             && (st->type < 0 || lcg_type (g, ask->card) == st->type);
    case LW_UNITS_WITHOUT_TRAIT:
    case LW_UNITS_WITH_TRAIT:
      return ask->card >= 0 && lcg_is_unit (g, ask->card)
             && lcg_has_trait (g, ask->card, st->trait)
                    == (st->who == LW_UNITS_WITH_TRAIT);
    case LW_ENEMY_FEWER_FORCE:
      return ask->card >= 0 && lcg_is_unit (g, ask->card)
             && g->card[ask->card].controller != g->card[src].controller
             && lcg_force_icons (g, ask->card) < lcg_force_icons (g, src);
    case LW_UNIQUE_ATTACKERS:
      return attacking (g, ask->card) && hc_card_def (g, ask->card)->unique
             && lcg_type (g, ask->card) == st->type
             && (st->aff == AF_NEUTRAL
                 || lcg_info (g, ask->card)->affiliation == st->aff);
    case LW_ENEMY_FIRST_OWN_TURN:
      return ask->player != g->card[src].controller && ask->type == st->type
             && g->global[HC_G_ACTIVE] == ask->player
             && lcg_first_of_kind (g, ask->player, st->type, AF_NEUTRAL);
    default:
      return FALSE;
    }
}

static gint
times (const HcGame *g, const LcgStatic *st, gint src, const LcgStaticAsk *ask)
{
  switch (st->per)
    {
    case LP_ENHANCEMENTS:
      return lcg_enhancements_on (g, ask->card);
    case LP_CAPTURING_OBJECTIVE:
      return capturing_objectives (g);
    case LP_TRAIT_OBJECTIVE:
      return trait_objectives (g, st->trait);
    case LP_CAPTURED_HERE:
      return captured_under (g, src);
    case LP_YOUR_OBJECTIVE:
      return lcg_objectives_controlled (g, g->card[src].controller,
                                        st->obj_trait);
    case LP_ATTACKING_TRAIT:
      {
        gint n = 0;
        for (gint i = 0; i < g->n_cards; i++)
          n += lcg_is_unit (g, i) && attacking (g, i)
               && g->card[i].controller == g->card[src].controller
               && lcg_has_trait (g, i, st->obj_trait);
        return n;
      }
    case LP_OTHER_PARTICIPATING:
      {
        gint n = 0;
        for (gint i = 0; ask->card >= 0 && i < g->n_cards; i++)
          n += i != ask->card && lcg_is_unit (g, i)
               && (g->card[i].flags & F_PARTICIPATING)
               && g->card[i].controller == g->card[ask->card].controller;
        return n;
      }
    case LP_COMMON_RESERVE:
      /* lcgS: the team game's common reserve; a game of holocron has two
       * players and no common reserve (doc/rules/lcg.md, Balance of the
       * Force) */
      return 0;
    case LP_UNDAMAGED_OBJECTIVE:
      {
        gint n = 0;
        for (gint o = 0; o < g->n_cards; o++)
          n += lcg_is_objective (g, o) && lcg_in_play (g, o)
               && g->card[o].controller == g->card[src].controller
               && g->card[o].counter[C_DAMAGE] == 0
               && lcg_has_trait (g, o, st->obj_trait);
        return n;
      }
    case LP_OPPONENT_HAND:
      return lcg_hand_count (g, 1 - ask->player);
    case LP_DEFENDER_HAND:
      return g->global[G_ATTACKER] < 0
                 ? 0
                 : lcg_hand_count (g, 1 - g->global[G_ATTACKER]);
    case LP_DIAL:
      return g->global[G_DIAL];
    case LP_PRINTED_FORCE:
      return ask->card >= 0 ? hc_card_def (g, ask->card)->stat[S_FORCE] : 0;
    default:
      return 1;
    }
}

/* a value "raised to" N takes the highest, not the sum; keywords are
 * had or not, however many give them */
static gint
combine (gint q, gint sum, gint n)
{
  return q == LQ_UNOPPOSED  ? MAX (sum, n)
         : q == LQ_KEYWORDS ? sum | n
                            : sum + n;
}

/* the three ways a card's abilities are found: its own, its grants to
 * the card it is attached to, the others from where it is in play */
enum
{
  FROM_SELF,
  FROM_ENHANCEMENT,
  FROM_PLAY,
};

static gint
found_by (const LcgStatic *st)
{
  return st->who == LW_SELF       ? FROM_SELF
         : st->who == LW_ENHANCED ? FROM_ENHANCEMENT
                                  : FROM_PLAY;
}

gboolean
lcg_blanks_host (const LcgCard *c)
{
  if (!LCG_Q_HAS (c->static_others, LQ_KEYWORDS))
    return FALSE;
  for (gint i = 0; i < c->n_statics; i++)
    if (c->statics[i].quantity == LQ_KEYWORDS
        && (c->statics[i].amount & KW_BLANK))
      return TRUE;
  return FALSE;
}

/* Hate: a unit in play (not a pilot on another) with such an enhancement
 * attached, which shares its zone */
gboolean
lcg_blanked_slow (const HcGame *g, gint card)
{
  const HcCard *k = &g->card[card];
  if (!lcg_in_play (g, card) || k->attached_to != HC_NONE
      || hc_card_def (g, card)->type != T_UNIT)
    return FALSE;
  HC_FOR_EACH_BIT (g->zone_all[k->zone_player][k->zone], i)
    {
      if (g->card[i].attached_to == card && lcg_blanks_host (lcg_info (g, i)))
        {
          lcg_own_static_ran (g, LQ_KEYWORDS, i);
          return TRUE;
        }
    }
  return FALSE;
}

/* what the abilities of `src` with quantity q found that way add; none
 * of a blanked card's own text (Hate) */
static gint
from_card (const HcGame *g, gint src, gint q, gint way, const LcgStaticAsk *ask)
{
  const LcgCard *c = lcg_info (g, src);
  gint sum = 0;
  if (lcg_blanked (g, src))
    return 0;
  for (gint i = 0; i < c->n_statics; i++)
    {
      const LcgStatic *st = &c->statics[i];
      if (st->quantity != q || found_by (st) != way
          || !reaches (g, st, src, ask) || !condition_holds (g, st, src, ask))
        continue;
      gint n = times (g, st, src, ask);
      if (n)
        hc_coverage_note (g, src, LCG_PART_STATIC + (guint)i);
      sum = combine (q, sum, st->amount * n);
    }
  return sum;
}

/* Which quantities some row of the table changes for cards or players
 * other than its own card (from play: any of them, and those that reach
 * more than objectives), and for the card its card enhances: a quantity
 * no row changes that way needs no scan for it.  Worked out once from the
 * (constant) table. */
enum
{
  REACH_PLAY,
  REACH_PLAY_NOT_OBJECTIVES,
  REACH_ENHANCED,
  REACH_COUNT
};

typedef guint64 ReachMask[LCG_Q_WORDS];

static const ReachMask *
table_reach (void)
{
  static gsize done = 0;
  static ReachMask reach[REACH_COUNT];
  if (g_once_init_enter (&done))
    {
      for (guint i = 0; lcg_static_word (i); i++)
        {
          const LcgStaticWord *row = lcg_static_word (i);
          if (row->who == LW_SELF)
            continue;
          /* an icon row's quantity is its first icon type's */
          gint n = lcg_static_row_icons (row) ? LQ_TACTICS - LQ_UD + 1 : 1;
          for (gint q = row->quantity; q < row->quantity + n; q++)
            {
              if (row->who == LW_ENHANCED)
                {
                  LCG_Q_SET (reach[REACH_ENHANCED], q);
                  continue;
                }
              LCG_Q_SET (reach[REACH_PLAY], q);
              if (row->who != LW_FRIENDLY_OBJECTIVES
                  && row->who != LW_ENEMY_OBJECTIVES)
                LCG_Q_SET (reach[REACH_PLAY_NOT_OBJECTIVES], q);
            }
        }
      g_once_init_leave (&done, 1);
    }
  return reach;
}

gint
lcg_static_sum (const HcGame *g, gint quantity, const LcgStaticAsk *ask)
{
  guint w = LCG_Q_WORD (quantity);
  guint64 bit = LCG_Q_BIT (quantity);
  gint sum = 0;
  if (ask->card >= 0 && (lcg_info (g, ask->card)->static_self[w] & bit))
    sum = from_card (g, ask->card, quantity, FROM_SELF, ask);
  /* Each scan below only when some card of this game has an ability of
   * the quantity found that way (def_marks): the usual answer is none.
   * The scans skipped would have added nothing: a card with abilities
   * of the quantity found only other ways adds 0, and combine keeps a
   * sum with 0 (LQ_UNOPPOSED, which takes the highest, is changed for
   * players only, one way). */
  const guint64 *marks = g->def_marks;
  /* what is attached to it shares its zone */
  if (ask->card >= 0 && (marks[LCG_MARK_ENHANCED + w] & bit))
    {
      const HcCard *k = &g->card[ask->card];
      HC_FOR_EACH_BIT (g->zone_all[k->zone_player][k->zone], i)
        {
          if (g->card[i].attached_to == ask->card
              && (lcg_info (g, i)->static_others[w] & bit))
            sum = combine (quantity, sum,
                           from_card (g, i, quantity, FROM_ENHANCEMENT, ask));
        }
    }
  gboolean objective
      = ask->card >= 0 && hc_card_def (g, ask->card)->type == T_OBJECTIVE;
  if (!(marks[(objective ? LCG_MARK_PLAY : LCG_MARK_PLAY_NOT_OBJECTIVES) + w]
        & bit))
    return sum;
  guint64 sources[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, FALSE, sources);
  HC_FOR_EACH_BIT (sources, s)
    {
      if ((lcg_info (g, s)->static_others[w] & bit)
          && !(g->card[s].flags & HC_CARD_FACE_DOWN))
        sum = combine (quantity, sum,
                       from_card (g, s, quantity, FROM_PLAY, ask));
    }
  return sum;
}

/* lcgT: Moldy Crow: asked only of a unit that would protect or shield,
 * so the other keyword checks need no scan */
gboolean
lcg_loses_protect_shielding (const HcGame *g, gint unit)
{
  return lcg_static_of_card (g, LQ_LOSE_PROTECT_SHIELDING, unit) > 0;
}

gint
lcg_static_of_card_sum (const HcGame *g, gint quantity, gint card)
{
  LcgStaticAsk ask = { .card = card,
                       .player = g->card[card].controller,
                       .type = lcg_type (g, card),
                       .target = HC_NONE };
  return lcg_static_sum (g, quantity, &ask);
}

/* Cards that cannot be damaged (FAQ 4.11): no damage can be dealt,
 * reassigned or moved to them and they cannot be chosen to take damage;
 * damage already on them stays.  Col Serra is such a card against enemy
 * card effects and combat icons, during an engagement in which her
 * controller has the edge; the same holds there for focus tokens. */
static gboolean
shielded_by_edge (const HcGame *g, gint card, gint by_player)
{
  return by_player != g->card[card].controller && lcg_is_unit (g, card)
         && lcg_static_of_card (g, LQ_ENEMY_IMMUNE, card) > 0;
}

gboolean
lcg_cannot_be_damaged (const HcGame *g, gint card, gint by_player)
{
  /* against anyone: Preparation for Battle, Shelter from the Storm */
  return shielded_by_edge (g, card, by_player)
         || (lcg_is_unit (g, card)
             && (lcg_static_of_card (g, LQ_CANNOT_BE_DAMAGED, card) > 0
                 || lcg_has_effect (g, EFF_SHELTER, card)));
}

gboolean
lcg_effect_draw_barred (const HcGame *g, gint player)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_own_static (g, LQ_BARS_ENEMY_DRAW, i) && lcg_in_play (g, i)
        && g->card[i].controller != player && g->card[i].counter[C_DAMAGE] == 0)
      {
        lcg_own_static_ran (g, LQ_BARS_ENEMY_DRAW, i);
        return TRUE;
      }
  return FALSE;
}

/* lcgW: First Marker ("Enhanced objective cannot be damaged by Vehicle
 * units"): damage whose source is a unit card with the trait an
 * enhancement on the card names, the unit's combat icons and its card
 * effects alike (doc/rules/lcg.md).  The unit's traits are read wherever
 * it is: a unit that left play as its damage is dealt still dealt it. */
gboolean
lcg_undamageable_by (const HcGame *g, gint card, gint source)
{
  if (source < 0 || lcg_type (g, source) != T_UNIT)
    return FALSE;
  for (gint s = 0; s < g->n_cards; s++)
    {
      if (g->card[s].attached_to != card)
        continue;
      const LcgCard *c = lcg_info (g, s);
      if (!LCG_Q_HAS (c->static_self, LQ_CANNOT_BE_DAMAGED)
          || !lcg_in_play (g, s) || (g->card[s].flags & HC_CARD_FACE_DOWN))
        continue;
      for (gint i = 0; i < c->n_statics; i++)
        if (c->statics[i].quantity == LQ_CANNOT_BE_DAMAGED
            && c->statics[i].trait
            && lcg_has_trait (g, source, c->statics[i].trait))
          {
            hc_coverage_note (g, s, LCG_PART_STATIC + (guint)i);
            return TRUE;
          }
    }
  return FALSE;
}

gboolean
lcg_cannot_be_focused (const HcGame *g, gint card, gint by_player)
{
  return shielded_by_edge (g, card, by_player);
}

gint
lcg_granted_protect (const HcGame *g, gint card, GQuark *out, gint max)
{
  gint n = 0;
  if (!LCG_Q_HAS (g->def_marks + LCG_MARK_PLAY, LQ_PROTECT)
      && !LCG_Q_HAS (g->def_marks + LCG_MARK_ENHANCED, LQ_PROTECT))
    return 0;
  if (!LCG_Q_HAS (table_reach ()[REACH_PLAY_NOT_OBJECTIVES], LQ_PROTECT))
    return 0;
  LcgStaticAsk ask = { .card = card,
                       .player = g->card[card].controller,
                       .type = lcg_type (g, card),
                       .target = HC_NONE };
  guint64 sources[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, FALSE, sources);
  HC_FOR_EACH_BIT (sources, s)
    {
      const LcgCard *c = lcg_info (g, s);
      if (!LCG_Q_HAS (c->static_others, LQ_PROTECT)
          || (g->card[s].flags & HC_CARD_FACE_DOWN) || lcg_blanked (g, s))
        continue;
      for (gint i = 0; i < c->n_statics && n < max; i++)
        {
          const LcgStatic *st = &c->statics[i];
          if (st->quantity == LQ_PROTECT && reaches (g, st, s, &ask)
              && condition_holds (g, st, s, &ask))
            {
              out[n++] = st->what;
              hc_coverage_note (g, s, LCG_PART_STATIC + (guint)i);
            }
        }
    }
  return n;
}

void
lcg_own_static_ran (const HcGame *g, gint quantity, gint card)
{
  const LcgCard *c = lcg_info (g, card);
  for (gint i = 0; i < c->n_statics; i++)
    if (c->statics[i].quantity == quantity)
      hc_coverage_note (g, card, LCG_PART_STATIC + (guint)i);
}
