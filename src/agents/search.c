/* The search agent: Monte Carlo tree search over imagined positions
 * (single-observer information-set MCTS).  Each iteration deals the hidden
 * cards and the future dice afresh (hc_agent_imagine), walks the tree from
 * the real decision choosing by UCB1 among the options this deal allows,
 * adds one node, plays on at random for a few decisions (the ruleset's
 * search_rollout, or the agent's own figure) and scores the end (a win, a loss,
 * or the ruleset's evaluation there), and adds the score to every node it
 * passed, each from the view of the player who chose there.  Tree children are
 * keyed by who decides, the decision's kind and the option id (ids are stable
 * for the same meaning), so one tree gathers all the deals.  The tree lives
 * only inside one call: nothing is kept between decisions.  The answer is the
 * root option visited most.
 */
#include "hc-agents.h"
#include "hc-ruleset.h"

#include <math.h>

#define EXPLORATION 0.7

typedef struct
{
  guint32 id;
  guint16 kind;
  gint8 player; /* who chose the option that leads here */
  guint8 pad;
  gint32 first_child, next; /* indices into the node array, -1 for none */
  guint32 visits, avail;
  double reward; /* summed scores, for `player` */
} Node;

typedef struct
{
  GArray *nodes;
} Tree;

static Node *
node_at (Tree *t, gint i)
{
  return &g_array_index (t->nodes, Node, i);
}

static gint
find_child (Tree *t, gint parent, gint8 player, guint16 kind, guint32 id)
{
  for (gint c = node_at (t, parent)->first_child; c >= 0;
       c = node_at (t, c)->next)
    {
      const Node *n = node_at (t, c);
      if (n->id == id && n->kind == kind && n->player == player)
        return c;
    }
  return -1;
}

static gint
add_child (Tree *t, gint parent, gint8 player, guint16 kind, guint32 id)
{
  Node n = { .id = id,
             .kind = kind,
             .player = player,
             .first_child = -1,
             .next = node_at (t, parent)->first_child };
  g_array_append_val (t->nodes, n);
  gint i = (gint)t->nodes->len - 1;
  node_at (t, parent)->first_child = i;
  return i;
}

/* The score of a position for `me`, 0..1. */
static double
outcome (const HcGame *g, gint me)
{
  if (g->over)
    return g->winner == me ? 1.0 : g->winner == 1 - me ? 0.0 : 0.5;
  double v = g->rules->evaluate ? g->rules->evaluate (g, me) : 0.0;
  return 0.5 + 0.5 * CLAMP (v, -1.0, 1.0);
}

/* One iteration on the imagined game g; path[] receives the nodes to
 * credit.  Returns the path's length. */
static gint
descend (Tree *t, HcGame *g, HcRng *rng, gint *path, gint max_path)
{
  gint node = 0, len = 0;
  path[len++] = 0;
  for (;;)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d || len >= max_path)
        return len;
      gint8 who = d->player;
      /* every child this deal allows counts one more chance to be picked;
       * the first option without a node is expanded */
      gint pick = -1, fresh = -1;
      double best = -INFINITY;
      gint idx[HC_MAX_OPTIONS];
      for (gint i = 0; i < d->n_options; i++)
        {
          idx[i] = find_child (t, node, who, d->kind, d->option[i].id);
          if (idx[i] < 0 && fresh < 0)
            fresh = i;
          if (idx[i] >= 0)
            node_at (t, idx[i])->avail++;
        }
      if (fresh >= 0)
        {
          /* a random untried option, so order of offer does not bias */
          gint untried = 0;
          for (gint i = 0; i < d->n_options; i++)
            untried += idx[i] < 0;
          gint k = (gint)hc_rng_bounded (rng, (guint32)untried);
          for (gint i = 0; i < d->n_options; i++)
            if (idx[i] < 0 && k-- == 0)
              fresh = i;
          gint child = add_child (t, node, who, d->kind, d->option[fresh].id);
          path[len++] = child;
          hc_game_choose (g, d->option[fresh].id, NULL);
          return len;
        }
      for (gint i = 0; i < d->n_options; i++)
        {
          const Node *c = node_at (t, idx[i]);
          double u = c->reward / c->visits
                     + EXPLORATION * sqrt (log ((double)c->avail) / c->visits);
          if (u > best)
            {
              best = u;
              pick = i;
            }
        }
      node = idx[pick];
      path[len++] = node;
      hc_game_choose (g, d->option[pick].id, NULL);
    }
}

static void
rollout (HcGame *g, HcRng *rng, gint decisions)
{
  for (gint n = 0; n < decisions; n++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d)
        return;
      hc_game_choose (g, hc_agent_random_choose (g, rng), NULL);
    }
  hc_game_advance (g);
}

guint32
hc_agent_search_choose (const HcGame *g, HcRng *rng, guint iterations,
                        guint think_ms, gint rollout_decisions)
{
  const HcDecision *d = &g->decision;
  if (d->n_options <= 1)
    return d->n_options == 1 ? d->option[0].id : HC_OPTION_PASS;
  if (iterations == 0)
    iterations = HC_AGENT_DEFAULT_ITERATIONS;
  if (rollout_decisions < 0)
    rollout_decisions = g->rules->search_rollout;
  Tree t = { .nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node),
                                         iterations + 1) };
  Node root = { .player = HC_NONE, .first_child = -1, .next = -1 };
  g_array_append_val (t.nodes, root);
  gint64 deadline
      = think_ms ? g_get_monotonic_time () + (gint64)think_ms * 1000 : 0;
  g_autoptr (HcGame) scratch = NULL;
  enum
  {
    MAX_PATH = 256
  };
  gint path[MAX_PATH];
  for (guint it = 0; it < iterations; it++)
    {
      if (deadline && (it & 7) == 0 && it > 0
          && g_get_monotonic_time () >= deadline)
        break;
      HcGame *imagined = hc_agent_imagine (g, d->player, rng);
      if (scratch)
        hc_game_free (scratch);
      scratch = imagined;
      gint len = descend (&t, scratch, rng, path, MAX_PATH);
      rollout (scratch, rng, rollout_decisions);
      double mine = outcome (scratch, d->player);
      for (gint k = 0; k < len; k++)
        {
          Node *n = node_at (&t, path[k]);
          n->visits++;
          n->reward += n->player == 1 - d->player ? 1.0 - mine : mine;
        }
    }
  /* the most visited of the real options; the first offered wins a tie */
  guint32 best_id = d->option[0].id, best_visits = 0;
  for (gint i = 0; i < d->n_options; i++)
    {
      gint c = find_child (&t, 0, d->player, d->kind, d->option[i].id);
      if (c >= 0 && node_at (&t, c)->visits > best_visits)
        {
          best_visits = node_at (&t, c)->visits;
          best_id = d->option[i].id;
        }
    }
  g_array_free (t.nodes, TRUE);
  return best_id;
}
