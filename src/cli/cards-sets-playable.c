/* holocron cards coverage, its second table: per product, how many of the
 * units a deck is built of (the lcg's objective sets) are playable.  For
 * each unit the ruleset builds a deck around it (HcRuleset.unit_deck: a
 * deck its deck rules allow), and with --play N the command plays N games
 * with that deck against the other side's default deck (random players,
 * the state checked at every decision: hc_match_unit_games).  A unit is
 * playable when its deck could be built and every game ended with a
 * winner (doc/decks.md). */
#include "cli.h"

#include <string.h>

enum
{
  U_NOT_IMPLEMENTED, /* one of its cards is not implemented */
  U_NO_DECK,         /* no legal deck could be built around it */
  U_FAILED,          /* a game with its deck broke or did not end */
  U_LEGAL,           /* its deck is legal; no games asked for */
  U_PLAYED,          /* its deck is legal and its games ended */
};

typedef struct
{
  const HcCardDef *def;
  gint side; /* the side its deck is for */
  gint state;
  char *why;
  GStrv deck; /* the deck's entries, by name, when one was built */
  HcUnitGames games;
} Unit;

typedef struct
{
  const char *product;
  GArray *units; /* Unit */
  guint count[U_PLAYED + 1];
} Product;

static void
product_free (Product *p)
{
  for (guint i = 0; i < p->units->len; i++)
    {
      g_free (g_array_index (p->units, Unit, i).why);
      g_strfreev (g_array_index (p->units, Unit, i).deck);
    }
  g_array_free (p->units, TRUE);
  g_free (p);
}

/* Whether the engine implements every card the unit brings into a game. */
static gboolean
unit_implemented (const HcRuleset *r, const HcCardDb *db, gint card)
{
  g_autoptr (GArray) all = hc_unit_cards (r, db, card);
  for (guint i = 0; i < all->len; i++)
    if (!hc_card_db_get (db, g_array_index (all, gint16, i))->implemented)
      return FALSE;
  return TRUE;
}

static void
judge (const HcRuleset *r, const HcCardDb *db, gint card, gint side,
       GArray *deck, gint built, guint games, Unit *u, GString *why)
{
  if (!unit_implemented (r, db, card))
    u->state = U_NOT_IMPLEMENTED;
  else if (built != 1)
    u->state = U_NO_DECK;
  else if (!games)
    u->state = U_LEGAL;
  else
    {
      /* the seed from the unit's name: the same games whatever cards the
       * data gains around it */
      g_autoptr (GError) err = NULL;
      if (hc_match_unit_games (r, db, card, side, deck, games,
                               g_str_hash (u->def->name), &u->games, &err))
        u->state = U_PLAYED;
      else
        {
          u->state = U_FAILED;
          g_string_assign (why, err->message);
        }
    }
  u->why = why->len ? g_strdup (why->str) : NULL;
  if (built == 1)
    {
      u->deck = g_new0 (char *, deck->len + 1);
      for (guint i = 0; i < deck->len; i++)
        u->deck[i] = g_strdup (
            hc_card_db_get (db, g_array_index (deck, gint16, i))->name);
    }
}

/* Is the product named in the comma-separated list (NULL: every one)? */
static gboolean
wanted (const char *list, const char *product)
{
  if (!list)
    return TRUE;
  g_auto (GStrv) names = g_strsplit (list, ",", -1);
  for (gint i = 0; names[i]; i++)
    if (g_ascii_strcasecmp (g_strstrip (names[i]), product) == 0)
      return TRUE;
  return FALSE;
}

GPtrArray *
cli_units_judge (const HcRuleset *r, const HcCardDb *db, const char *products,
                 guint games)
{
  GPtrArray *out
      = g_ptr_array_new_with_free_func ((GDestroyNotify)product_free);
  if (!r->unit_deck)
    return out;
  g_autoptr (GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GArray) deck = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autoptr (GString) why = g_string_new (NULL);
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      const char *name = d->set ? d->set : "?";
      if (!wanted (products, name))
        continue;
      gint side = 0;
      g_string_truncate (why, 0);
      g_array_set_size (deck, 0);
      gint built = r->unit_deck (db, (gint)i, &side, deck, why);
      if (built < 0)
        continue;
      Product *p = g_hash_table_lookup (by_name, name);
      if (!p)
        {
          p = g_new0 (Product, 1);
          p->product = name;
          p->units = g_array_new (FALSE, TRUE, sizeof (Unit));
          g_ptr_array_add (out, p);
          g_hash_table_insert (by_name, (gpointer)name, p);
        }
      Unit u = { .def = d, .side = side };
      judge (r, db, (gint)i, side, deck, built, games, &u, why);
      p->count[u.state]++;
      g_array_append_val (p->units, u);
    }
  return out;
}

/* Of a product's units: how many are implemented, have a legal deck,
 * and are playable (their games ended; with no games asked for, the
 * legal ones). */
static void
sums (const Product *p, guint *impl, guint *legal, guint *playable)
{
  *legal = p->count[U_LEGAL] + p->count[U_PLAYED] + p->count[U_FAILED];
  *impl = *legal + p->count[U_NO_DECK];
  *playable = p->count[U_PLAYED];
}

gboolean
cli_units_all_playable (const char *cmd, const GPtrArray *products, guint games)
{
  gboolean all = TRUE;
  for (guint i = 0; i < products->len; i++)
    {
      const Product *p = products->pdata[i];
      for (guint k = 0; k < p->units->len; k++)
        {
          const Unit *u = &g_array_index (p->units, Unit, k);
          if (u->state == (games ? U_PLAYED : U_LEGAL))
            continue;
          cli_error (cmd, "not playable: %s (%s): %s", u->def->name, p->product,
                     u->why ? u->why : "a card of it is not implemented");
          all = FALSE;
        }
    }
  return all;
}

char *
cli_units_unknown (const char *list, const GPtrArray *products)
{
  g_auto (GStrv) names = g_strsplit (list, ",", -1);
  for (gint i = 0; names[i]; i++)
    {
      gboolean found = FALSE;
      for (guint k = 0; k < products->len && !found; k++)
        found = g_ascii_strcasecmp (
                    g_strstrip (names[i]),
                    ((const Product *)products->pdata[k])->product)
                == 0;
      if (!found)
        return g_strdup (names[i]);
    }
  return NULL;
}

void
cli_units_print (const HcRuleset *r, const GPtrArray *products, guint games,
                 gboolean brief)
{
  if (!products->len)
    return;
  const char *unit = r->unit_name ? r->unit_name : "unit";
  printf ("\n%ss (units) per set of cards: implemented (every card of it),\n"
          "legal deck (a deck built around it, twice, keeps the deck rules), "
          "playable\n",
          unit);
  if (games)
    printf ("(legal, and %u game%s with that deck against the other side's "
            "default deck\nended with a winner), cards out (of the playable "
            "ones' cards, those that\ncame into play or had a clause run in "
            "those games)\n\n",
            games, games == 1 ? "" : "s");
  else
    printf ("(games not played: --play N plays them)\n\n");
  printf ("%-8s %6s %12s %11s %9s %10s\n", "set", "units", "implemented",
          "legal deck", "playable", "cards out");
  guint tot[6] = { 0 };
  for (guint i = 0; i <= products->len; i++)
    {
      guint n[6] = { 0 };
      if (i < products->len)
        {
          const Product *p = products->pdata[i];
          n[0] = p->units->len;
          sums (p, &n[1], &n[2], &n[3]);
          for (guint k = 0; k < p->units->len; k++)
            {
              const Unit *u = &g_array_index (p->units, Unit, k);
              n[4] += (guint)__builtin_popcountll (u->games.seen);
              n[5] += u->state == U_PLAYED ? u->games.unit_cards : 0;
            }
          for (gint k = 0; k < 6; k++)
            tot[k] += n[k];
        }
      else
        memcpy (n, tot, sizeof n);
      const char *name = i < products->len
                             ? ((const Product *)products->pdata[i])->product
                             : "total";
      g_autofree char *out = g_strdup_printf ("%u/%u", n[4], n[5]);
      if (games)
        printf ("%-8s %6u %12u %11u %9u %10s\n", name, n[0], n[1], n[2], n[3],
                out);
      else
        printf ("%-8s %6u %12u %11u %9s %10s\n", name, n[0], n[1], n[2], "-",
                "-");
    }
  if (brief)
    return;
  /* why a unit is not playable, for the sets where some unit is
   * implemented (a set none of whose units is begun says nothing new) */
  for (guint i = 0; i < products->len; i++)
    {
      const Product *p = products->pdata[i];
      guint impl, legal, playable;
      sums (p, &impl, &legal, &playable);
      if (!impl || (games ? playable : legal) == p->units->len)
        continue;
      printf ("\nnot playable in %s:\n", p->product);
      for (guint k = 0; k < p->units->len; k++)
        {
          const Unit *u = &g_array_index (p->units, Unit, k);
          if (u->state == U_PLAYED || (!games && u->state == U_LEGAL))
            continue;
          printf ("  %s: %s\n", u->def->name,
                  u->why ? u->why : "a card of it is not implemented");
        }
    }
}

void
cli_units_json (JsonBuilder *b, const GPtrArray *products, guint games)
{
  static const char *const states[]
      = { "not implemented", "no legal deck", "failed", "legal", "played" };
  json_builder_set_member_name (b, "units");
  json_builder_begin_array (b);
  for (guint i = 0; i < products->len; i++)
    {
      const Product *p = products->pdata[i];
      guint impl, legal, playable;
      sums (p, &impl, &legal, &playable);
      json_builder_begin_object (b);
      cli_json_string (b, "set", p->product);
      cli_json_int (b, "units", p->units->len);
      cli_json_int (b, "implemented", impl);
      cli_json_int (b, "legal", legal);
      cli_json_int (b, "games", games);
      cli_json_int (b, "playable", games ? playable : 0);
      json_builder_set_member_name (b, "list");
      json_builder_begin_array (b);
      for (guint k = 0; k < p->units->len; k++)
        {
          const Unit *u = &g_array_index (p->units, Unit, k);
          json_builder_begin_object (b);
          cli_json_string (b, "name", u->def->name);
          cli_json_string (b, "state", states[u->state]);
          if (u->why)
            cli_json_string (b, "why", u->why);
          if (u->deck)
            {
              json_builder_set_member_name (b, "deck");
              json_builder_begin_array (b);
              for (gint k = 0; u->deck[k]; k++)
                json_builder_add_string_value (b, u->deck[k]);
              json_builder_end_array (b);
            }
          if (u->state == U_PLAYED)
            {
              cli_json_int (b, "won", u->games.wins[u->side]);
              cli_json_int (b, "cards_out",
                            __builtin_popcountll (u->games.seen));
              cli_json_int (b, "cards", u->games.unit_cards);
              cli_json_int (b, "decisions", (gint64)u->games.decisions);
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}
