/* "search-deck to-hand|into-play KIND[:T1/T2] [aff:AFFILIATION]
 * [cost<=N] [unique] [top:N]": the player searches his deck for one card of
 * that kind (unit, enhancement or card), traits, affiliation and printed cost,
 * reveals it and adds it to his hand (Hidden Cache, Han Solo) or puts it
 * into play (Superior Numbers, a unit); then the deck is shuffled.  A
 * search need not find anything (FAQ 1.4) and the deck is shuffled either
 * way (FAQ 1.2).
 *
 * lcgB: "top:N" searches only the top N cards (Action-series Bulk
 * Transport); the rest are shuffled back with the deck.
 *
 * lcgN: "unique" finds a unique card only (Tantive IV); op->n_light is 1
 * then.
 *
 * lcgQ: "look" (with top:N) is no search: the player looks at the top
 * card(s) and must take one that fits; nothing is shuffled and the others
 * stay where they are (Attack Pattern Delta); op->icon[0] is 1 then (a
 * search has no icons).
 *
 * lcgX: "title:NAME" finds only cards of that title, '_' for a space
 * (Yoda, You Seek Yoda: "search your deck for Yoda"); sel.enh_title holds
 * it (the op's selector picks nothing).
 *
 * The op's fields: n is the destination (SD_*), sel.what WH_UNIT or
 * WH_ENHANCEMENT (0: any card), sel.trait, sel.aff (AF_NEUTRAL: any),
 * sel.max_cost (-1: any), sel.up_to the top N searched (0: the whole
 * deck; the op's selector picks nothing, so the field is free). */
#include "lcg-verb.h"

#include <string.h>

enum
{
  SD_HAND = 1,
  SD_PLAY = 2,
};

static gboolean
search_parse (char **w, LcgOp *op, char **why)
{
  op->sel.max_cost = -1;
  op->n = !w[1]                             ? 0
          : strcmp (w[1], "to-hand") == 0   ? SD_HAND
          : strcmp (w[1], "into-play") == 0 ? SD_PLAY
                                            : 0;
  if (!op->n || !w[2])
    {
      *why = g_strdup ("expected search-deck to-hand|into-play KIND, e.g. "
                       "search-deck to-hand enhancement:Weapon");
      return FALSE;
    }
  g_auto (GStrv) kind = g_strsplit (w[2], ":", 2);
  op->sel.what = strcmp (kind[0], "unit") == 0          ? WH_UNIT
                 : strcmp (kind[0], "enhancement") == 0 ? WH_ENHANCEMENT
                                                        : 0;
  if ((!op->sel.what && strcmp (kind[0], "card") != 0)
      || (op->n == SD_PLAY && op->sel.what != WH_UNIT))
    {
      *why = g_strdup_printf ("expected unit, enhancement or card (into-play: "
                              "unit), found \"%s\"",
                              kind[0]);
      return FALSE;
    }
  if (kind[1])
    {
      g_auto (GStrv) t = g_strsplit (kind[1], "/", -1);
      if (g_strv_length (t) > 2 || !*t[0] || (t[1] && !*t[1]))
        {
          *why = g_strdup_printf ("expected one or two traits as T1/T2, found "
                                  "\"%s\"",
                                  kind[1]);
          return FALSE;
        }
      for (gint k = 0; t[k]; k++)
        op->sel.trait[k] = lcg_trait_quark (t[k]);
    }
  gint i = 3, v = 0;
  for (; w[i]; i++)
    if (g_str_has_prefix (w[i], "cost<=")
        && lcg_small_int (w[i] + strlen ("cost<="), 0, 20, &v))
      op->sel.max_cost = (gint8)v;
    else if (strcmp (w[i], "unique") == 0)
      op->n_light = 1;
    else if (strcmp (w[i], "look") == 0)
      op->icon[0] = 1;
    else if (g_str_has_prefix (w[i], "title:") && w[i][strlen ("title:")])
      op->sel.enh_title = lcg_trait_quark (w[i] + strlen ("title:"));
    else if (g_str_has_prefix (w[i], "top:")
             && lcg_small_int (w[i] + strlen ("top:"), 1, 20, &v))
      op->sel.up_to = (gint8)v;
    else if (g_str_has_prefix (w[i], "aff:"))
      {
        for (op->sel.aff = AF_COUNT - 1; op->sel.aff > AF_NEUTRAL;
             op->sel.aff--)
          if (strcmp (w[i] + 4, lcg_affiliation_names[op->sel.aff]) == 0)
            break;
        if (op->sel.aff == AF_NEUTRAL)
          {
            *why = g_strdup_printf ("expected an affiliation after aff:, "
                                    "found \"%s\"",
                                    w[i] + 4);
            return FALSE;
          }
      }
    else
      break;
  if (op->icon[0] && !op->sel.up_to)
    {
      *why = g_strdup ("search-deck ... look: expected top:N with it");
      return FALSE;
    }
  return lcg_parse_end (w, i, why);
}

static gboolean
search_text (const LcgOp *op, GString *out)
{
  g_autoptr (GString) what = g_string_new (NULL);
  if (op->n_light)
    g_string_append (what, "unique ");
  if (op->sel.aff)
    {
      lcg_affiliation_text (op->sel.aff, what);
      g_string_append_c (what, ' ');
    }
  for (gint k = 0; k < 2 && op->sel.trait[k]; k++)
    g_string_append_printf (what, "%s%s ", k ? "or " : "",
                            g_quark_to_string (op->sel.trait[k]));
  g_string_append (what, op->sel.what == WH_UNIT          ? "unit"
                         : op->sel.what == WH_ENHANCEMENT ? "enhancement"
                                                          : "card");
  if (op->icon[0])
    {
      /* "look at the top card of your deck; if it is a Vehicle unit ..." */
      if (op->sel.up_to == 1)
        g_string_append (out, "look at the top card of your deck; if it is ");
      else
        g_string_append_printf (out,
                                "look at the top %d cards of your deck; "
                                "if one of them is ",
                                op->sel.up_to);
      hc_a_text (what->str, out);
      if (op->sel.max_cost >= 0)
        g_string_append_printf (out, " of printed cost %d or lower",
                                op->sel.max_cost);
      g_string_append (out, op->n == SD_PLAY ? ", put it into play"
                                             : ", add it to your hand");
      return TRUE;
    }
  if (op->sel.up_to)
    g_string_append_printf (out, "search the top %d cards of your deck for ",
                            op->sel.up_to);
  else
    g_string_append (out, "search your deck for ");
  if (op->sel.enh_title)
    g_string_append (out, g_quark_to_string (op->sel.enh_title));
  else
    hc_a_text (what->str, out);
  if (op->sel.max_cost >= 0)
    g_string_append_printf (out, " of printed cost %d or lower",
                            op->sel.max_cost);
  g_string_append (out, op->n == SD_PLAY
                            ? ", put it into play and shuffle your deck"
                            : ", reveal it, add it to your hand and shuffle "
                              "your deck");
  return TRUE;
}

/* is this card of the player's deck one the search may find? */
static gboolean
wanted (const HcGame *g, const LcgOp *op, gint player, gint card)
{
  const HcCardDef *d = hc_card_def (g, card);
  const LcgSel *s = &op->sel;
  if ((s->what == WH_UNIT && d->type != T_UNIT)
      || (s->what == WH_ENHANCEMENT && d->type != T_ENHANCEMENT))
    return FALSE;
  if (s->trait[0] && !lcg_has_trait (g, card, s->trait[0])
      && !(s->trait[1] && lcg_has_trait (g, card, s->trait[1])))
    return FALSE;
  if (s->aff && lcg_info (g, card)->affiliation != s->aff)
    return FALSE;
  if (s->max_cost >= 0 && d->stat[S_COST] > s->max_cost)
    return FALSE;
  if (op->n_light && !d->unique)
    return FALSE;
  if (s->enh_title
      && strcmp (hc_card_db_get (g->db, lcg_info (g, card)->title_id)->name,
                 g_quark_to_string (s->enh_title))
             != 0)
    return FALSE;
  return op->n != SD_PLAY || lcg_put_possible (g, player, card);
}

static gboolean
search_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  gint16 deck[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_DECK, deck, HC_MAX_CARDS), k = 0;
  /* the list is bottom first: "top:N" looks at its last N */
  gint from = op->sel.up_to ? MAX (0, n - op->sel.up_to) : 0;
  for (gint i = from; i < n; i++)
    if (wanted (g, op, player, deck[i]))
      deck[k++] = deck[i];
  if (op->icon[0] && k == 0)
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, f->arg[P_SRC], 0,
               0, 0);
      return FALSE;
    }
  return lcg_ask_choice (g, f, player, deck, k, !op->icon[0]);
}

static void
search_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  gint player = f->arg[P_PLAYER];
  if (chosen >= 0 && op->n == SD_PLAY)
    lcg_put_into_play (g, player, chosen);
  else if (chosen >= 0)
    {
      hc_card_move (g, chosen, player, Z_HAND, TRUE);
      lcg_log (g, player, M_REVEAL_TO_HAND, RR_CARD, player, chosen, 0, 0);
    }
  if (op->icon[0])
    return;
  hc_zone_shuffle (g, player, Z_DECK);
  lcg_log (g, player, chosen >= 0 ? M_DECK_SEARCHED : M_DECK_SEARCH_NONE,
           RR_CARD, player, 0, 0, 0);
}

const LcgVerb lcg_verb_search_deck = {
  .word = "search-deck",
  .args = "to-hand|into-play KIND[:T1/T2] [aff:AFFILIATION] [cost<=N] [unique] "
          "[top:N [look]] [title:NAME]",
  .example = "search-deck to-hand card aff:rebel-alliance",
  .parse = search_parse,
  .text = search_text,
  .possible = lcg_op_own_deck,
  .resolve = search_resolve,
  .chosen = search_chosen,
};
