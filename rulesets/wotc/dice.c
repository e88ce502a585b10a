/* The dice of the attack in progress live in the game value (globals), so
 * reroll chances can change them and clone/save/hash see them.  Ten dice
 * fit in one slot (three bits each); forty in all, far above any power a
 * card reaches. */
#include "wotc-steps.h"

#define DICE_PER_SLOT 10
#define MAX_DICE (4 * DICE_PER_SLOT)

gint
wotc_dice_count (const HcGame *g)
{
  return g->global[G_DICE_N];
}

gint
wotc_die (const HcGame *g, gint i)
{
  gint32 slot = g->global[G_DICE0 + i / DICE_PER_SLOT];
  return (slot >> (3 * (i % DICE_PER_SLOT))) & 7;
}

void
wotc_set_die (HcGame *g, gint i, gint value)
{
  gint32 *slot = &g->global[G_DICE0 + i / DICE_PER_SLOT];
  gint shift = 3 * (i % DICE_PER_SLOT);
  *slot
      = (gint32)(((guint32)*slot & ~(7u << shift)) | ((guint32)value << shift));
}

void
wotc_roll_dice (HcGame *g, gint player, gint n)
{
  n = CLAMP (n, 0, MAX_DICE);
  for (gint k = G_DICE0; k <= G_DICE3; k++)
    g->global[k] = 0;
  g->global[G_DICE_N] = n;
  for (gint i = 0; i < n; i++)
    {
      gint die = hc_game_roll_die (g, player);
      wotc_set_die (g, i, die);
      wotc_log (g, player, M_DIE, RR_DICE, die, 0, i + 1, n);
    }
}

/* A die hits on 4 or more (5 or more against Armor); Accuracy adds to the
 * die but a 6 counts for Critical Hit only when it is natural. */
gint
wotc_count_hits (const HcGame *g, gint need, gint accuracy, gint *sixes)
{
  gint hits = 0, six = 0;
  for (gint i = 0; i < wotc_dice_count (g); i++)
    {
      gint d = wotc_die (g, i);
      hits += d + accuracy >= need;
      six += d == 6;
    }
  if (sixes)
    *sixes = six;
  return hits;
}

/* Dice of damage (Retaliate, Asteroid Field): rolled against the target,
 * not attack dice, so nothing that changes attacks applies; Armor does. */
gint
wotc_dice_damage (HcGame *g, gint player, gint n, gint target)
{
  gint need = wotc_keyword (g, target, K_ARMOR) ? 5 : 4;
  gint hits = 0;
  for (gint i = 0; i < n; i++)
    {
      gint die = hc_game_roll_die (g, player);
      hits += die >= need;
      wotc_log (g, player, M_DAMAGE_DIE, RR_DICE_DAMAGE, die, 0, i + 1, n);
    }
  wotc_log (g, player, M_DICE_DAMAGE, RR_DICE_DAMAGE, target, hits, n, 0);
  return hits;
}

/* One die of the attack rerolled, said in the log. */
static void
reroll_die (HcGame *g, gint player, gint i)
{
  gint d = wotc_die (g, i);
  gint v = hc_game_roll_die (g, player);
  wotc_set_die (g, i, v);
  wotc_log (g, player, M_REROLL, RR_REROLL, i + 1, d, v, 0);
}

/* A reroll effect for the player whose unit is attacking: all dice, or the
 * ones that missed. */
void
wotc_reroll (HcGame *g, gint player, gboolean all)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk || g->card[atk->attacker].controller != player)
    return;
  /* a secret roll not made yet: done once the dice are shown */
  if (wotc_secret_reroll (g, player, all ? WOTC_SECRET_ALL : WOTC_SECRET_MISSES,
                          0, 0))
    return;
  gint need = wotc_hit_need (g, atk->defender);
  gint acc = wotc_keyword (g, atk->attacker, K_ACCURACY);
  for (gint i = 0; i < wotc_dice_count (g); i++)
    if (all || wotc_die (g, i) + acc < need)
      reroll_die (g, player, i);
}

/* A reroll for the player whose unit is attacked: the dice that hit it. */
void
wotc_reroll_against (HcGame *g, gint player, gint unit)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk || atk->defender != unit
      || wotc_secret_reroll (g, player, WOTC_SECRET_HITS, unit, 0))
    return;
  gint need = wotc_hit_need (g, unit);
  gint acc = wotc_keyword (g, atk->attacker, K_ACCURACY);
  for (gint i = 0; i < wotc_dice_count (g); i++)
    if (wotc_die (g, i) + acc >= need)
      reroll_die (g, player, i);
}

/* ST_REROLL_PICK's frame: a player picks attack dice one at a time, then
 * all the picked ones are rerolled together, so no result is seen before
 * the choice is complete.  The dice are the attacking player's: their own
 * (Second Effort), or, with of_opponent, their opponent's, who rerolls
 * them (Shoot Her or Something). */
typedef struct
{
  gint32 player;
  gint32 source;    /* the card whose effect this is, for the question */
  gint32 picked[2]; /* bits: die i is bit i % 32 of picked[i / 32] */
  gint32 of_opponent;
  gint32 limit; /* exactly this many dice (a secret roll's promise), or 0 */
} WotcRerollPickFrame;
HC_FRAME_VIEW_FITS (WotcRerollPickFrame);
#define WOTC_REROLL_PICK(f) ((WotcRerollPickFrame *)(f)->arg)
G_STATIC_ASSERT (MAX_DICE <= 64);

typedef enum
{
  PC_ASK,
  PC_ANSWER,
  PC_ROLL,
  PC_COUNT,
} WotcRerollPickPc;

static gboolean
picked (const WotcRerollPickFrame *r, gint i)
{
  return ((guint32)r->picked[i / 32] >> (i % 32)) & 1u;
}

void
wotc_push_reroll_pick (HcGame *g, gint player, gint source,
                       gboolean of_opponent)
{
  WotcRerollPickFrame *r = WOTC_REROLL_PICK (hc_game_push (g, ST_REROLL_PICK));
  r->player = player;
  r->source = source;
  r->of_opponent = of_opponent;
}

void
wotc_push_reroll_pick_n (HcGame *g, gint player, gint source,
                         gboolean of_opponent, gint limit)
{
  wotc_push_reroll_pick (g, player, source, of_opponent);
  WOTC_REROLL_PICK (&g->frame[g->n_frames - 1])->limit = limit;
}

/* Before a secret roll: how many dice, 1 to all of them; the dice
 * themselves are picked once shown (the card's ruling). */
static HcStepResult
ask_how_many (HcGame *g, HcFrame *f, const WotcAttackFrame *atk)
{
  WotcRerollPickFrame *r = WOTC_REROLL_PICK (f);
  hc_game_ask (g, r->player, D_REROLL_PICK, D_REROLL_PICK);
  g->decision.prompt_arg[0] = r->source;
  g->decision.prompt_arg[2] = 1;
  for (gint k = 1; k <= atk->extra && k < 0xfff; k++)
    hc_game_offer (g, WOTC_OPT_ID (O_REROLL_DIE, 0xffe, k), O_REROLL_DIE,
                   HC_NONE, k, 1);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return HC_STEP_DONE;
    }
  f->pc = PC_COUNT;
  return HC_STEP_ASK;
}

/* ST_REROLL_PICK: "reroll die 2 (a 3, a miss)" for each die not picked
 * yet, and once one is picked, the choice to stop and reroll. */
HcStepResult
wotc_step_reroll_pick (HcGame *g, HcFrame *f)
{
  WotcRerollPickFrame *r = WOTC_REROLL_PICK (f);
  gint p = r->player;
  gint roller = r->of_opponent ? 1 - p : p;
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (g->over || !atk || g->card[atk->attacker].controller != roller)
    return HC_STEP_DONE; /* only the attacking player has attack dice */
  gint n = wotc_dice_count (g);
  switch (f->pc)
    {
    case PC_ASK:
      {
        if (atk->secret == WOTC_SECRET_WAITING)
          return ask_how_many (g, f, atk);
        gint need = wotc_hit_need (g, atk->defender);
        gint acc = wotc_keyword (g, atk->attacker, K_ACCURACY);
        gint chosen = 0;
        hc_game_ask (g, p, D_REROLL_PICK, D_REROLL_PICK);
        g->decision.prompt_arg[0] = r->source;
        for (gint i = 0; i < n; i++)
          {
            gint d = wotc_die (g, i);
            if (picked (r, i))
              chosen++;
            else
              hc_game_offer (g, WOTC_OPT_ID (O_REROLL_DIE, i, d), O_REROLL_DIE,
                             i, d, d + acc >= need);
          }
        g->decision.prompt_arg[1] = chosen;
        if (g->decision.n_options == 0 || (r->limit && chosen >= r->limit))
          {
            /* every die picked (or none rolled): nothing left to ask */
            g->decision.player = HC_NONE;
            f->pc = PC_ROLL;
            return HC_STEP_CONTINUE;
          }
        if (chosen > 0 && !r->limit)
          hc_game_offer (g, WOTC_OPT_ID (O_REROLL_DIE, 0xfff, 0), O_REROLL_DIE,
                         HC_NONE, chosen, 0);
        f->pc = PC_ANSWER;
        return HC_STEP_ASK;
      }
    case PC_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = PC_ROLL;
        if (o && o->a != HC_NONE && o->a >= 0 && o->a < n)
          {
            r->picked[o->a / 32]
                = (gint32)((guint32)r->picked[o->a / 32] | (1u << (o->a % 32)));
            f->pc = PC_ASK;
          }
        return HC_STEP_CONTINUE;
      }
    case PC_ROLL:
      for (gint i = 0; i < n; i++)
        if (picked (r, i))
          reroll_die (g, roller, i);
      return HC_STEP_DONE;
    case PC_COUNT:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->b > 0)
          wotc_secret_reroll (g, roller, WOTC_SECRET_PICK, o->b, p);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

/* Lucky X: up to x of the dice that hurt player rerolled, the attacker
 * its misses, the defender the hits, natural sixes first */
gint
wotc_lucky_reroll (HcGame *g, gint player, gint x, gboolean defender)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk)
    return 0;
  gint need = wotc_hit_need (g, atk->defender);
  gint acc = wotc_keyword (g, atk->attacker, K_ACCURACY);
  gint left = x, n = 0;
  for (gint pass = 0; pass < 2; pass++)
    for (gint i = 0; i < wotc_dice_count (g) && left > 0; i++)
      {
        gint d = wotc_die (g, i);
        gboolean hit = d + acc >= need;
        gboolean pick = !defender ? !hit && pass == 0
                                  : hit && (pass == 0 ? d == 6 : d != 6);
        if (!pick)
          continue;
        gint v = hc_game_roll_die (g, player);
        wotc_set_die (g, i, v);
        wotc_log (g, player, M_REROLL, RR_LUCKY, i + 1, d, v, 0);
        left--;
        n++;
      }
  return n;
}
