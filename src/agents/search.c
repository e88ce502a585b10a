/* The search agent: Monte Carlo tree search over imagined positions
 * (single-observer information-set MCTS).  Each iteration deals the hidden
 * cards and the future dice afresh (hc_agent_imagine_into), walks the tree from
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
#include "hc-ruleset.h"
#include "search-plan.h"

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
outcome (const HcGame *g, gint me, HcEvalFn evaluate)
{
  if (g->over)
    return g->winner == me ? 1.0 : g->winner == 1 - me ? 0.0 : 0.5;
  double v = evaluate ? evaluate (g, me) : 0.0;
  return 0.5 + 0.5 * CLAMP (v, -1.0, 1.0);
}

/* One iteration on the imagined game g; path[] receives the nodes to
 * credit.  Returns the path's length. */
static gint
descend (Tree *t, HcGame *g, HcRng *rng, gint *path, gint max_path,
         double exploration)
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
                     + exploration * sqrt (log ((double)c->avail) / c->visits);
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

static gboolean
offers_pass (const HcDecision *d)
{
  for (gint i = 0; i < d->n_options; i++)
    if (d->option[i].id == HC_OPTION_PASS && d->option[i].kind == 0)
      return TRUE;
  return FALSE;
}

static void
rollout (HcGame **game, HcGame *spare[2], HcRng *rng, gint decisions,
         const HcSearchPlan *plan)
{
  for (gint n = 0; n < decisions; n++)
    {
      const HcDecision *d = hc_game_advance (*game);
      if (!d)
        return;
      if (plan->greedy_pct)
        hc_rollout_step (game, spare, rng, plan->evaluate, plan->greedy_pct);
      else
        hc_game_choose (*game, hc_agent_random_choose (*game, rng), NULL);
    }
  HcGame *g = *game;
  for (guint n = 0; n < plan->settle; n++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d || d->kind != 0 || !offers_pass (d))
        return;
      hc_game_choose (g, HC_OPTION_PASS, NULL);
    }
  hc_game_advance (g);
}

/* One tree's search; visits[i] receives the root visits of option i. */
typedef struct
{
  const HcGame *g;
  const HcSearchPlan *plan;
  HcRng rng;
  guint iterations;
  gint64 deadline;
  guint32 visits[HC_MAX_OPTIONS];
  double reward[HC_MAX_OPTIONS]; /* summed scores of each, for the chooser */
} TreeJob;

static void
search_tree (TreeJob *job)
{
  const HcGame *g = job->g;
  const HcDecision *d = &g->decision;
  const HcSearchPlan *plan = job->plan;
  gint rollout_decisions
      = plan->rollout < 0 ? g->rules->search_rollout : plan->rollout;
  /* a clock-bound search is given a huge count: grow as it goes */
  Tree t = { .nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node),
                                         MIN (job->iterations, 4096) + 1) };
  Node root = { .player = HC_NONE, .first_child = -1, .next = -1 };
  g_array_append_val (t.nodes, root);
  /* one imagined copy, dealt again in place each iteration; the hidden
   * places and their cards are the same every time, so found once */
  HcRedeal redeal;
  hc_agent_redeal_plan (g, d->player, &redeal);
  HcGame *scratch = hc_agent_imagine_new (g);
  HcGame *spare[2] = { NULL, NULL }; /* the rollout's scratch space */
  enum
  {
    MAX_PATH = 256
  };
  gint path[MAX_PATH];
  for (guint it = 0; it < job->iterations; it++)
    {
      if (job->deadline && (it & 7) == 0 && it > 0
          && g_get_monotonic_time () >= job->deadline)
        break;
      hc_agent_imagine_into (scratch, g, &redeal, &job->rng);
      gint len
          = descend (&t, scratch, &job->rng, path, MAX_PATH,
                     plan->exploration > 0 ? plan->exploration : EXPLORATION);
      rollout (&scratch, spare, &job->rng, rollout_decisions, plan);
      double mine = outcome (scratch, d->player, plan->evaluate);
      for (gint k = 0; k < len; k++)
        {
          Node *n = node_at (&t, path[k]);
          n->visits++;
          n->reward += n->player == 1 - d->player ? 1.0 - mine : mine;
        }
    }
  for (gint i = 0; i < d->n_options; i++)
    {
      gint c = find_child (&t, 0, d->player, d->kind, d->option[i].id);
      job->visits[i] = c >= 0 ? node_at (&t, c)->visits : 0;
      job->reward[i] = c >= 0 ? node_at (&t, c)->reward : 0.0;
    }
  g_array_free (t.nodes, TRUE);
  hc_game_free (scratch);
  hc_game_free (spare[0]);
  hc_game_free (spare[1]);
}

static gpointer
tree_thread (gpointer data)
{
  search_tree (data);
  return NULL;
}

guint32
hc_search_run (const HcGame *g, HcRng *rng, const HcSearchPlan *plan)
{
  const HcDecision *d = &g->decision;
  if (d->n_options <= 1)
    return d->n_options == 1 ? d->option[0].id : HC_OPTION_PASS;
  guint iterations
      = plan->iterations ? plan->iterations : HC_AGENT_DEFAULT_ITERATIONS;
  guint trees = CLAMP (plan->trees, 1, MIN (iterations, 16));
  gint64 deadline
      = plan->think_ms ? g_get_monotonic_time () + (gint64)plan->think_ms * 1000
                       : 0;
  TreeJob jobs[16];
  for (guint k = 0; k < trees; k++)
    {
      jobs[k] = (TreeJob){ .g = g,
                           .plan = plan,
                           .iterations
                           = iterations / trees + (k < iterations % trees),
                           .deadline = deadline };
      /* one tree searches with the agent's own generator, as the plain
       * search always has; more trees each get one of their own, drawn in
       * order before any searching, so threads cannot change them */
      if (trees == 1)
        jobs[k].rng = *rng;
      else
        {
          guint64 seed = hc_rng_next (rng) | ((guint64)hc_rng_next (rng) << 32);
          hc_rng_seed (&jobs[k].rng, seed, 0x7e3e + k);
        }
    }
  guint threads = CLAMP (plan->threads, 1, trees);
  GThread *thread[16] = { NULL };
  /* trees k >= threads - 1 run here in turn; the others each on a thread */
  for (guint k = 0; k + 1 < threads; k++)
    thread[k] = g_thread_new ("hc-search", tree_thread, &jobs[k]);
  for (guint k = threads - 1; k < trees; k++)
    search_tree (&jobs[k]);
  for (guint k = 0; k + 1 < threads; k++)
    g_thread_join (thread[k]);
  if (trees == 1)
    *rng = jobs[0].rng;
  /* the most visited of the real options over all trees; the first offered
   * wins a tie */
  guint32 best_id = d->option[0].id, best_visits = 0;
  guint32 visits[HC_MAX_OPTIONS];
  double reward[HC_MAX_OPTIONS];
  for (gint i = 0; i < d->n_options; i++)
    {
      visits[i] = 0;
      reward[i] = 0.0;
      for (guint k = 0; k < trees; k++)
        {
          visits[i] += jobs[k].visits[i];
          reward[i] += jobs[k].reward[i];
        }
      if (visits[i] > best_visits)
        {
          best_visits = visits[i];
          best_id = d->option[i].id;
        }
    }
  if (plan->final_share <= 0)
    return best_id;
  /* or the best mean among the well visited: low exploration settles on
   * one option early, and its count then says little about the others */
  double best_mean = -1.0;
  for (gint i = 0; i < d->n_options; i++)
    if (visits[i] > 0 && visits[i] >= plan->final_share * best_visits
        && reward[i] / visits[i] > best_mean)
      {
        best_mean = reward[i] / visits[i];
        best_id = d->option[i].id;
      }
  return best_id;
}

guint32
hc_agent_search_choose (const HcGame *g, HcRng *rng, guint iterations,
                        guint think_ms, gint rollout_decisions)
{
  HcSearchPlan plan = { .iterations = iterations,
                        .think_ms = think_ms,
                        .rollout = rollout_decisions,
                        .evaluate = g->rules->evaluate,
                        .trees = 1,
                        .threads = 1 };
  return hc_search_run (g, rng, &plan);
}
