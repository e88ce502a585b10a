/* Upkeep and Bounty, both paid as a player's build step starts (rules
 * clarifications [OB-clar]: bounties, upkeep and the draw are all
 * "at the start of the build step"; keywords Upkeep and Bounty). */
#include "hc-coverage.h"
#include "wotc-steps.h"

/* ST_UPKEEP's frame */
typedef struct
{
  gint32 player;
  gint32 next;    /* the next card to look at */
  gint32 discard; /* cards still to discard for the Upkeep being paid */
} WotcUpkeepFrame;
HC_FRAME_VIEW_FITS (WotcUpkeepFrame);
#define WOTC_UPKEEP(f) ((WotcUpkeepFrame *)(f)->arg)

typedef enum
{
  PC_SCAN,
  PC_ANSWER,
  PC_DISCARD,
  PC_DISCARD_ANSWER,
} WotcUpkeepPc;

static guint8
payable (const HcGame *g, gint p, gint c)
{
  const WotcAbilities *ab = wotc_abilities (g, c);
  guint8 ways = 0;
  if ((ab->upkeep & UPKEEP_BP) && g->res[p][R_BUILD_POINTS] >= ab->upkeep_bp)
    ways |= UPKEEP_BP;
  if ((ab->upkeep & UPKEEP_FORCE) && g->res[p][R_FORCE] >= ab->upkeep_force)
    ways |= UPKEEP_FORCE;
  if ((ab->upkeep & UPKEEP_DISCARD)
      && hc_zone_count (g, p, Z_HAND) >= ab->upkeep_discard)
    ways |= UPKEEP_DISCARD;
  if ((ab->upkeep & UPKEEP_TAP) && !(g->card[c].flags & HC_CARD_TAPPED))
    ways |= UPKEEP_TAP;
  if (ab->upkeep & UPKEEP_DAMAGE)
    ways |= UPKEEP_DAMAGE;
  return ways;
}

/* Pay one way; a discard asks for the cards next. */
static gboolean
pay (HcGame *g, WotcUpkeepFrame *u, gint p, gint c, guint8 way)
{
  const WotcAbilities *ab = wotc_abilities (g, c);
  HcCard *card = &g->card[c];
  wotc_log (g, p, M_UPKEEP + CLAMP (g_bit_nth_lsf (way, -1), 0, 4), RR_UPKEEP,
            c, way, 0, 0);
  switch (way)
    {
    case UPKEEP_BP:
      g->res[p][R_BUILD_POINTS] -= ab->upkeep_bp;
      break;
    case UPKEEP_FORCE:
      g->res[p][R_FORCE] -= ab->upkeep_force;
      break;
    case UPKEEP_TAP:
      card->flags |= HC_CARD_TAPPED;
      break;
    case UPKEEP_DAMAGE:
      card->counter[C_DAMAGE]
          = (gint16)(card->counter[C_DAMAGE] + ab->upkeep_damage);
      if (Z_IS_ARENA (card->zone)
          && card->counter[C_DAMAGE] >= wotc_card_stat (g, c, S_HEALTH))
        {
          wotc_log (g, p, M_DISCARDED, RR_DAMAGE, c, 0, 0, 0);
          wotc_discard (g, c);
        }
      break;
    case UPKEEP_DISCARD:
      u->discard = ab->upkeep_discard;
      return TRUE;
    }
  return FALSE;
}

static void
collect_bounties (HcGame *g, gint p)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      HcEffect e = g->effect[i];
      if (e.kind != EFF_BOUNTY || e.controller != p)
        continue;
      wotc_effect_end (g, i--);
      wotc_log (g, p, M_BOUNTY + CLAMP (e.arg, 0, 2), RR_BOUNTY, p, e.value,
                e.arg, 0);
      if (e.arg == 0)
        g->res[p][R_FORCE] += e.value;
      else if (e.arg == 1)
        wotc_add_build_points (g, p, e.value);
      else
        wotc_draw (g, p, e.value);
    }
}

void
wotc_push_upkeep (HcGame *g, gint player)
{
  WOTC_UPKEEP (hc_game_push (g, ST_UPKEEP))->player = player;
}

/* ST_UPKEEP: one player's bounties, then every Upkeep of theirs. */
HcStepResult
wotc_step_upkeep (HcGame *g, HcFrame *f)
{
  WotcUpkeepFrame *u = WOTC_UPKEEP (f);
  gint p = u->player;
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_SCAN:
      if (u->next == 0)
        collect_bounties (g, p);
      for (gint c = u->next; c < g->n_cards; c++)
        {
          const HcCard *card = &g->card[c];
          /* Upkeep works in the arenas and, for completed cards, in the
           * build zone */
          if (card->controller != p || card->under != HC_NONE
              || card->attached_to != HC_NONE
              || !(Z_IS_ARENA (card->zone)
                   || (card->zone == Z_BUILD
                       && !(card->flags & HC_CARD_PARTIAL)))
              || !wotc_abilities (g, c)->upkeep)
            continue;
          u->next = c + 1;
          hc_coverage_note (g, c, WOTC_PART_UPKEEP);
          guint8 ways = payable (g, p, c);
          if (!ways)
            {
              wotc_log (g, p, M_UPKEEP_IGNORED, RR_UPKEEP, c, 0, 0, 0);
              continue;
            }
          if ((ways & (ways - 1)) == 0)
            {
              if (pay (g, u, p, c, ways))
                {
                  f->pc = PC_DISCARD;
                  return HC_STEP_CONTINUE;
                }
              continue;
            }
          hc_game_ask (g, p, D_UPKEEP, D_UPKEEP);
          g->decision.prompt_arg[0] = c;
          for (guint8 w = 1; w; w = (guint8)(w << 1))
            if (ways & w)
              hc_game_offer (g, WOTC_OPT_ID (O_UPKEEP, c, w), O_UPKEEP, c, w,
                             0);
          f->pc = PC_ANSWER;
          return HC_STEP_ASK;
        }
      return HC_STEP_DONE;
    case PC_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = PC_SCAN;
        if (o && pay (g, u, p, o->a, (guint8)o->b))
          f->pc = PC_DISCARD;
        return HC_STEP_CONTINUE;
      }
    case PC_DISCARD:
      if (u->discard <= 0 || hc_zone_count (g, p, Z_HAND) == 0)
        {
          f->pc = PC_SCAN;
          return HC_STEP_CONTINUE;
        }
      {
        hc_game_ask (g, p, D_DISCARD_PICK, D_DISCARD_PICK);
        gint16 hand[HC_MAX_CARDS];
        gint n = hc_zone_list (g, p, Z_HAND, hand, HC_MAX_CARDS);
        for (gint i = 0; i < n; i++)
          hc_game_offer (g, WOTC_OPT_ID (O_DISCARD, g->card[hand[i]].def, 0),
                         O_DISCARD, hand[i], 0, 0);
        f->pc = PC_DISCARD_ANSWER;
        return HC_STEP_ASK;
      }
    case PC_DISCARD_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = PC_DISCARD;
        if (o)
          {
            hc_card_move (g, o->a, p, Z_DISCARD, TRUE);
            wotc_log (g, p, M_DISCARD_FROM_HAND, RR_UPKEEP, p, o->a, 0, 0);
            u->discard--;
          }
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}

/* Bounty: a unit discarded by damage from a unit with Bounty earns its
 * player the bounty when their next build step starts. */
void
wotc_earn_bounty (HcGame *g, gint source)
{
  if (source < 0)
    return;
  const WotcAbilities *ab = wotc_abilities (g, source);
  gint p = g->card[source].controller;
  gint8 gain[3] = { ab->bounty_force, ab->bounty_bp, ab->bounty_draw };
  if (gain[0] || gain[1] || gain[2])
    hc_coverage_note (g, source, WOTC_PART_BOUNTY);
  for (gint k = 0; k < 3; k++)
    if (gain[k])
      {
        HcEffect *e = hc_effect_add (g, EFF_BOUNTY, HC_DUR_GAME, p, HC_NONE,
                                     HC_NONE, gain[k]);
        if (e)
          e->arg = k;
        wotc_log (g, p, M_BOUNTY_EARNED + k, RR_BOUNTY, source, gain[k], k, 0);
      }
}
