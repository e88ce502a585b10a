/* holocron play: the board as one player may see it, drawn from that
 * player's view (hc_game_player_view) and never from the game's cards, so
 * what the screen shows is exactly what the view lets the player know.
 * The game itself is read only for names (ruleset, card data, phase).
 * Each player's cards are laid out a zone a line (wotc: an arena a line,
 * with its Location), the other player first and yours next to the
 * question; long lines wrap under their zone's name. */
#include "play-view.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#define LABEL_WIDTH 15 /* the longest zone name, "Character arena" */

/* ANSI colours, only when the style allows them */
#define BOLD "1"
#define RED "31"
#define GREEN "32"
#define YELLOW "33"
#define CYAN "36"
#define DIM "2"

static void
paint (const PlayStyle *st, GString *out, const char *color, const char *text)
{
  if (st->color)
    g_string_append_printf (out, "\033[%sm%s\033[0m", color, text);
  else
    g_string_append (out, text);
}

gint
play_terminal_width (void)
{
  gint w = 0;
  const char *env = g_getenv ("COLUMNS");
  if (env)
    w = atoi (env);
  struct winsize ws;
  if (w <= 0 && ioctl (STDOUT_FILENO, TIOCGWINSZ, &ws) == 0)
    w = ws.ws_col;
  if (w <= 0)
    w = 80;
  return MAX (w, 40);
}

gboolean
play_color_parse (const char *cmd, const char *text, gboolean *out)
{
  if (!text || g_str_equal (text, "auto"))
    {
      const char *no = g_getenv ("NO_COLOR");
      *out = isatty (STDOUT_FILENO) && !(no && *no);
      return TRUE;
    }
  if (g_str_equal (text, "always") || g_str_equal (text, "never"))
    {
      *out = g_str_equal (text, "always");
      return TRUE;
    }
  cli_error (cmd, "--color: expected auto, always or never, not \"%s\"", text);
  return FALSE;
}

static gboolean
zone_is (guint32 mask, gint zone)
{
  return zone >= 0 && zone < 32 && (mask & (1u << zone)) != 0;
}

/* Characters a terminal shows: escapes take no room. */
static gsize
visible_len (const char *s)
{
  gsize n = 0;
  for (; *s; s++)
    {
      if (*s == '\033')
        {
          while (*s && *s != 'm')
            s++;
          if (!*s)
            break;
          continue;
        }
      if (((guchar)*s & 0xc0) != 0x80)
        n++;
    }
  return n;
}

/* The ruleset's word for a card's type ("Space", "unit"), or NULL. */
static const char *
card_kind (const HcRuleset *r, const HcCardDef *d)
{
  return r->type_names && d->type >= 0 && d->type < r->n_types
             ? r->type_names[d->type]
             : NULL;
}

/* One state or stat of a card, after a comma, its words held together on
 * a line (\2 is a space append_line does not break at). */
static void
add_state (const PlayStyle *st, GString *list, const char *color,
           const char *text)
{
  if (list->len)
    g_string_append (list, ", ");
  g_autofree char *held = g_strdelimit (g_strdup (text), " ", '\2');
  if (color)
    paint (st, list, color, held);
  else
    g_string_append (list, held);
}

/* A known card in play: its current stats (cost and the damage capacity
 * left out: the capacity shows with the damage taken) and its state in
 * brackets: "damage 1/3" (one damage taken of three it can take), tapped,
 * face down, counters, and what its flags mean. */
static void
append_details (const HcGame *g, const HcViewCard *c, const char *kind,
                const PlayStyle *st, GString *out)
{
  const HcRuleset *r = g->rules;
  const HcCardDef *d
      = c->def != HC_NONE ? hc_card_db_get (g->db, c->def) : NULL;
  gint dmg = hc_ruleset_counter (r, "damage");
  gboolean capacity_shown = FALSE;
  g_autoptr (GString) stats = g_string_new (NULL);
  if (kind)
    {
      /* "Space", not "space": a unit's kind as the card prints it */
      g_string_append_unichar (stats,
                               g_unichar_toupper (g_utf8_get_char (kind)));
      g_string_append (stats, g_utf8_next_char (kind));
    }
  g_autoptr (GString) state = g_string_new (NULL);
  for (gint i = 0; d && i < r->n_stats && i < HC_MAX_STATS; i++)
    {
      const char *w
          = r->stat_names[i] ? play_word_stat (r->stat_names[i]) : NULL;
      if (!w)
        continue;
      if (play_is_capacity (r->stat_names[i]))
        {
          if (!zone_is (r->in_play_zones, c->zone))
            continue;
          /* every card in play can take damage; only a card printed with a
           * capacity (or damaged anyway) is worth the words */
          gint taken = dmg >= 0 ? c->counter[dmg] : 0;
          if (d->stat[i] > 0 || taken > 0)
            {
              g_autofree char *t
                  = g_strdup_printf ("damage %d/%d", taken, c->stat[i]);
              add_state (st, state, taken ? RED : NULL, t);
              capacity_shown = TRUE;
            }
          continue;
        }
      if (c->stat[i])
        {
          g_autofree char *t = g_strdup_printf ("%s %d", w, c->stat[i]);
          add_state (st, stats, NULL, t);
        }
    }
  /* the LCG counts focus with a counter; its tapped flag means something
   * else (focused at least once) */
  if ((c->flags & HC_CARD_TAPPED) && hc_ruleset_counter (r, "focus") < 0)
    add_state (st, state, NULL, "tapped");
  if ((c->flags & HC_CARD_FACE_DOWN) && d)
    add_state (st, state, NULL, "face down");
  if (c->flags & HC_CARD_PARTIAL)
    add_state (st, state, NULL, "partially built");
  for (gint i = 0; i < r->n_counters && i < HC_MAX_COUNTERS; i++)
    if (c->counter[i] && r->counter_names[i] && !(i == dmg && capacity_shown))
      {
        g_autofree char *t
            = g_strdup_printf ("%s %d", r->counter_names[i], c->counter[i]);
        add_state (st, state, NULL, t);
      }
  for (gint i = 0; r->flag_names && i < 3; i++)
    {
      const char *w
          = r->flag_names[i] ? play_word_flag (r->flag_names[i]) : NULL;
      if (w && (c->flags & (HC_CARD_FLAG5 << i)))
        add_state (st, state, YELLOW, w);
    }
  if (stats->len)
    g_string_append_printf (out, " (%s)", stats->str);
  if (state->len)
    g_string_append_printf (out, " [%s]", state->str);
}

/* Copies of a card in play are told apart by a number, #1, #2..., in game
 * order (which never changes while they stay in play); 0 for a card
 * with no known copy in play, or not in play. */
static gint
same_name_number (const HcGame *g, const HcPlayerView *v, gint card)
{
  const HcRuleset *r = g->rules;
  const HcViewCard *me = NULL;
  for (gint i = 0; i < v->n_cards && !me; i++)
    if (v->card[i].card == card)
      me = &v->card[i];
  if (!me || me->def == HC_NONE || !zone_is (r->in_play_zones, me->zone))
    return 0;
  gint before = 0, copies = 0;
  for (gint i = 0; i < v->n_cards; i++)
    {
      const HcViewCard *k = &v->card[i];
      if (k->def != me->def || k->card == HC_NONE
          || !zone_is (r->in_play_zones, k->zone))
        continue;
      copies++;
      before += k->card < card;
    }
  return copies > 1 ? before + 1 : 0;
}

gint
play_copy_number (const HcGame *g, gint viewer, gint card)
{
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, viewer, v);
  return same_name_number (g, v, card);
}

/* A card the engine does not fully implement says so wherever the viewer
 * sees it (issue 18, doc/decks.md).  In the hand this is the one notice:
 * the log has no line for a card drawn, since the opponent reads the same
 * log and would learn what kind of card was drawn. */
static void
append_inert (const HcGame *g, const HcViewCard *c, const PlayStyle *st,
              GString *out)
{
  const HcCardDef *d
      = c->def != HC_NONE ? hc_card_db_get (g->db, c->def) : NULL;
  if (!d || d->implemented)
    return;
  g_autofree char *mark = g_strdup_printf (
      "(not run by holocron: %s)",
      d->missing && *d->missing ? d->missing : "its abilities");
  g_string_append_c (out, ' ');
  paint (st, out, DIM, mark);
}

/* A card as one item of its zone's line, with what hangs on it: attached
 * cards after " + ", cards under it (the lcg's captured cards) after
 * "under it:". */
static void
append_card (const HcGame *g, const HcPlayerView *v, const HcViewCard *c,
             gboolean kind, const PlayStyle *st, GString *out)
{
  const HcRuleset *r = g->rules;
  if (c->def == HC_NONE)
    paint (st, out, DIM, "a face-down card");
  else
    {
      const HcCardDef *d = hc_card_db_get (g->db, c->def);
      gint nth = c->card != HC_NONE ? same_name_number (g, v, c->card) : 0;
      g_autofree char *name
          = nth ? g_strdup_printf ("%s #%d", d->name, nth) : g_strdup (d->name);
      /* a name is not broken over two lines where a line can hold it
       * after its zone's label */
      if (4 + LABEL_WIDTH + 1 + g_utf8_strlen (name, -1) <= st->width)
        g_strdelimit (name, " ", '\2');
      paint (st, out, BOLD, name);
    }
  const char *k = kind && c->def != HC_NONE
                      ? card_kind (r, hc_card_db_get (g->db, c->def))
                      : NULL;
  append_details (g, c, k, st, out);
  append_inert (g, c, st, out);
  /* the view links a card to its host only when the host is known */
  if (c->card == HC_NONE)
    return;
  for (gint i = 0; i < v->n_cards; i++)
    {
      const HcViewCard *k = &v->card[i];
      if (k->attached_to == c->card)
        {
          g_string_append (out, " + ");
          append_card (g, v, k, FALSE, st, out);
        }
    }
  gboolean first = TRUE;
  for (gint i = 0; i < v->n_cards; i++)
    {
      const HcViewCard *k = &v->card[i];
      if (k->under != c->card)
        continue;
      g_string_append (out, first ? " {under it: " : "; ");
      first = FALSE;
      append_card (g, v, k, FALSE, st, out);
    }
  if (!first)
    g_string_append_c (out, '}');
}

/* position order, then game order (the order hc_zone_list gives) */
static int
by_pos (const void *a, const void *b)
{
  const HcViewCard *x = *(const HcViewCard *const *)a;
  const HcViewCard *y = *(const HcViewCard *const *)b;
  if (x->pos != y->pos)
    return x->pos - y->pos;
  return x->card - y->card;
}

/* One zone's cards as items; a card hanging on a known card is shown with
 * its host instead. */
static void
zone_items (const HcGame *g, const HcPlayerView *v, gint player, gint zone,
            gboolean kind, const PlayStyle *st, GPtrArray *items)
{
  const HcViewCard *list[HC_MAX_CARDS];
  gint n = 0;
  for (gint i = 0; i < v->n_cards; i++)
    {
      const HcViewCard *c = &v->card[i];
      if (c->zone != zone || c->zone_player != player)
        continue;
      if (c->attached_to != HC_NONE || c->under != HC_NONE)
        continue;
      list[n++] = c;
    }
  qsort (list, (gsize)n, sizeof list[0], by_pos);
  for (gint i = 0; i < n; i++)
    {
      GString *s = g_string_new (NULL);
      append_card (g, v, list[i], kind, st, s);
      g_ptr_array_add (items, g_string_free (s, FALSE));
    }
}

/* "    label          item; item; ..." wrapped at the style's width
 * between items, the next lines under the first item; an item too long
 * for a line of its own is wrapped between its words. */
static void
append_line (const PlayStyle *st, const char *label, GPtrArray *items,
             GString *out)
{
  g_autofree char *head = g_strdup_printf ("    %-*s ", LABEL_WIDTH, label);
  gsize indent = visible_len (head), col = indent;
  g_string_append (out, head);
  g_autoptr (GString) text = g_string_new (NULL);
  for (guint i = 0; i < items->len; i++)
    {
      gsize at = text->len + (i ? 2 : 0);
      g_string_append_printf (text, "%s%s", i ? "; " : "",
                              (const char *)items->pdata[i]);
      /* \1 holds an item's words together where it fits a line */
      if (indent + visible_len (text->str + at) + 1 <= (gsize)st->width)
        for (gsize k = at; k < text->len; k++)
          if (text->str[k] == ' ')
            text->str[k] = '\1';
    }
  g_auto (GStrv) words = g_strsplit (text->str, " ", -1);
  for (guint i = 0; words[i]; i++)
    {
      gsize len = visible_len (words[i]);
      if (i && col + 1 + len > (gsize)st->width)
        {
          g_string_append_printf (out, "\n%*s", (int)indent, "");
          col = indent;
        }
      else if (i)
        {
          g_string_append_c (out, ' ');
          col++;
        }
      g_strdelimit (words[i], "\1\2", ' ');
      g_string_append (out, words[i]);
      col += len;
    }
  g_string_append_c (out, '\n');
}

static gint
zone_count (const HcPlayerView *v, gint player, gint zone)
{
  gint n = 0;
  for (gint i = 0; i < v->n_cards; i++)
    n += v->card[i].zone == zone && v->card[i].zone_player == player;
  return n;
}

static void
append_player (const HcGame *g, const HcPlayerView *v, gint p,
               const PlayStyle *st, GString *out)
{
  const HcRuleset *r = g->rules;
  g_autofree char *who
      = g_strdup_printf ("%s%s", r->player_names[p],
                         p == v->viewer && !st->watching ? " (you)" : "");
  g_string_append (out, "  ");
  paint (st, out, p == v->viewer ? BOLD ";" GREEN : BOLD ";" CYAN, who);
  gint shown = 0;
  for (gint i = 0; i < r->n_res && i < HC_MAX_RES; i++)
    {
      const char *w = r->res_names[i]
                          ? play_word_resource (r->res_names[i], v->res[p][i])
                          : NULL;
      if (w)
        g_string_append_printf (out, "%s %s %d", shown++ ? "," : ":", w,
                                v->res[p][i]);
    }
  g_string_append_c (out, '\n');
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  for (gint z = 0; z < r->n_zones && z < HC_MAX_ZONES; z++)
    {
      if (play_zone_is_location (r, z))
        continue;
      const char *label = play_word_zone (r->zone_names[z]);
      g_autofree char *lab = g_strdup (label);
      gint n = zone_count (v, p, z);
      gboolean hidden = zone_is (r->hidden_zones, z);
      gboolean private = zone_is (r->private_zones, z) && v->viewer != p;
      g_ptr_array_set_size (items, 0);
      if (hidden || private)
        {
          /* an empty deck or hand is worth saying; a count is all the
           * viewer may know */
          g_ptr_array_add (
              items, n ? g_strdup_printf ("%d card%s", n, n == 1 ? "" : "s")
                       : g_strdup ("empty"));
          append_line (st, lab, items, out);
          continue;
        }
      gint loc = play_zone_location_of (r, z);
      /* a unit's kind goes without saying in its arena; in the hand and
       * while it is built it tells where it will go */
      gboolean kind = zone_is (r->private_zones, z)
                      || g_str_equal (r->zone_names[z], "build");
      zone_items (g, v, p, z, kind, st, items);
      if (loc >= 0 && zone_count (v, p, loc))
        {
          g_autoptr (GPtrArray) at = g_ptr_array_new_with_free_func (g_free);
          zone_items (g, v, p, loc, FALSE, st, at);
          for (guint i = 0; i < at->len; i++)
            g_ptr_array_add (
                items, g_strdup_printf ("Location: %s", (char *)at->pdata[i]));
        }
      if (items->len)
        append_line (st, lab, items, out);
      else if (zone_is (r->private_zones, z))
        {
          g_ptr_array_add (items, g_strdup ("empty"));
          append_line (st, lab, items, out);
        }
    }
}

void
play_view_board (const HcGame *g, gint viewer, const PlayStyle *style,
                 GString *out)
{
  const HcRuleset *r = g->rules;
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, viewer, v);
  const char *phase
      = r->phase_name ? r->phase_name (v->global[HC_G_PHASE]) : NULL;
  gint active = v->global[HC_G_ACTIVE];
  gint decider = v->decider;
  /* whose turn it is and who decides now are often not the same player */
  g_autofree char *head = g_strdup_printf (
      "---- Turn %d, %s phase, %s's turn: %s%s to decide ----",
      v->global[HC_G_TURN], phase ? phase : "?",
      active >= 0 && active < HC_MAX_PLAYERS ? r->player_names[active]
                                             : "nobody",
      decider >= 0 && decider < HC_MAX_PLAYERS ? r->player_names[decider]
                                               : "nobody",
      decider == viewer ? " (you)" : "");
  if (v->over)
    {
      g_free (head);
      head = g_strdup_printf ("---- Turn %d: the game is over ----",
                              v->global[HC_G_TURN]);
    }
  paint (style, out, BOLD, head);
  g_string_append_c (out, '\n');
  g_autoptr (GString) game = g_string_new (NULL);
  play_words_game (g, v->global, game);
  if (game->len)
    g_string_append_printf (out, "  %s\n", game->str);
  /* the other player first, yours next to the question */
  append_player (g, v, 1 - viewer, style, out);
  append_player (g, v, viewer, style, out);
}

void
play_view_json (const HcGame *g, gint viewer, GString *out)
{
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, viewer, v);
  hc_player_view_json (g, v, out);
}
/* The label without the " [N]" the core adds to a label that repeats an
 * earlier one. */
static gsize
label_base_len (const char *label)
{
  gsize n = strlen (label);
  if (n < 4 || label[n - 1] != ']')
    return n;
  gsize k = n - 2;
  while (k > 0 && g_ascii_isdigit (label[k]))
    k--;
  return k >= 1 && label[k] == '[' && label[k - 1] == ' ' ? k - 1 : n;
}

/* Options whose labels read alike (two copies of a card) name the copy
 * each one means, with the number the board gives it: the payload field
 * that tells them apart holds a card whose name is in the label. */
static char *
copy_hint (const HcGame *g, const HcPlayerView *v, GPtrArray *labels, gint i)
{
  const HcDecision *d = &g->decision;
  const char *mine = labels->pdata[i];
  gsize len = label_base_len (mine);
  for (gint f = 0; f < 3; f++)
    {
      gboolean differs = FALSE, cards = TRUE;
      for (gint k = 0; k < d->n_options && cards; k++)
        {
          const char *other = labels->pdata[k];
          if (k == i || label_base_len (other) != len
              || strncmp (other, mine, len) != 0)
            continue;
          const HcOption *o = &d->option[k], *m = &d->option[i];
          gint16 ov = f == 0 ? o->a : f == 1 ? o->b : o->c;
          gint16 mv = f == 0 ? m->a : f == 1 ? m->b : m->c;
          differs |= ov != mv;
          cards &= ov >= 0 && ov < g->n_cards;
        }
      gint16 card = f == 0   ? d->option[i].a
                    : f == 1 ? d->option[i].b
                             : d->option[i].c;
      if (!differs || !cards || card < 0 || card >= g->n_cards)
        continue;
      const char *name = hc_card_def (g, card)->name;
      gint nth = same_name_number (g, v, card);
      g_autofree char *base = g_strndup (mine, len);
      const char *at = nth ? strstr (base, name) : NULL;
      if (!at)
        continue;
      /* the name once in the label: the number goes right after it */
      if (!strstr (at + 1, name))
        return g_strdup_printf ("%.*s #%d%s", (int)(at - base + strlen (name)),
                                base, nth, at + strlen (name));
      return g_strdup_printf ("%s (%s #%d)", base, name, nth);
    }
  return NULL;
}

/* An option about a card from the hand or the build zone says the card's
 * kind after its name ("put Geonosian Guard (Character) into battle"):
 * where the card goes follows from it.  The label as it was when the
 * option names no such card. */
static char *
kind_hint (const HcGame *g, const HcOption *o, char *label)
{
  const HcRuleset *r = g->rules;
  if (o->a < 0 || o->a >= g->n_cards)
    return label;
  const HcCard *c = &g->card[o->a];
  if (!zone_is (r->private_zones, c->zone)
      && !g_str_equal (r->zone_names[c->zone], "build"))
    return label;
  const HcCardDef *d = hc_card_def (g, o->a);
  const char *kind = card_kind (r, d);
  const char *at = kind ? strstr (label, d->name) : NULL;
  if (!at || strstr (at + 1, d->name))
    return label;
  gsize end = (gsize)(at - label) + strlen (d->name);
  g_autofree char *word = g_strdup (kind);
  word[0] = g_ascii_toupper (word[0]);
  char *out
      = g_strdup_printf ("%.*s (%s)%s", (int)end, label, word, label + end);
  g_free (label);
  return out;
}

GPtrArray *
play_option_labels (const HcGame *g)
{
  const HcDecision *d = &g->decision;
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  for (gint i = 0; i < d->n_options; i++)
    {
      g_autoptr (GString) label = g_string_new (NULL);
      hc_option_label (g, &d->option[i], label);
      g_ptr_array_add (labels, g_string_free (g_steal_pointer (&label), FALSE));
    }
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, d->player, v);
  GPtrArray *shown = g_ptr_array_new_with_free_func (g_free);
  for (gint i = 0; i < d->n_options; i++)
    {
      char *hint = copy_hint (g, v, labels, i);
      hint = kind_hint (g, &d->option[i],
                        hint ? hint : g_strdup (labels->pdata[i]));
      g_ptr_array_add (shown, hint);
    }
  return shown;
}

void
play_view_options (const HcGame *g, const PlayStyle *style, GString *out)
{
  const HcDecision *d = &g->decision;
  g_autoptr (GString) prompt = g_string_new (NULL);
  hc_decision_prompt (g, prompt);
  g_string_append_printf (out, "%s\n", prompt->str);
  g_autoptr (GPtrArray) labels = play_option_labels (g);
  for (gint i = 0; i < d->n_options; i++)
    {
      /* a long label wraps under its own first word */
      g_auto (GStrv) words = g_strsplit (labels->pdata[i], " ", -1);
      gsize col = 6;
      g_string_append_printf (out, "  %2d.", i + 1);
      for (guint k = 0; words[k]; k++)
        {
          gsize len = g_utf8_strlen (words[k], -1);
          if (k && col + 1 + len > (gsize)style->width)
            {
              g_string_append (out, "\n     ");
              col = 5;
            }
          g_string_append_c (out, ' ');
          g_string_append (out, words[k]);
          col += 1 + len;
        }
      g_string_append_c (out, '\n');
    }
}

void
play_view_private (const HcGame *g, gint player, GString *out)
{
  const HcRuleset *r = g->rules;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *k = &g->card[i];
      if (k->zone_player != player
          || !zone_is (r->private_zones & ~r->hidden_zones, k->zone))
        continue;
      if (out->len)
        g_string_append_c (out, '|');
      g_string_append (out, hc_card_def (g, i)->name);
    }
}
