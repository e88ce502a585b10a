/* Decks pasted or imported in the browser: any format `holocron cards
 * check-deck` reads (a plain list, a LackeyCCG .dek, an OCTGN .o8d, told
 * apart by content), checked as it checks them: every card in the card
 * data, the constructed format's deck rules for the side, and no card the
 * engine does not fully implement unless the server was started with
 * --allow-unimplemented.  The size is capped by the protocol. */
#include "hc-deck.h"
#include "server-internal.h"

/* holocron serve --allow-unimplemented: written once at start, before
 * any worker thread, then only read */
static gboolean allow_unimplemented;

void
hc_decks_allow_unimplemented (gboolean allow)
{
  allow_unimplemented = allow;
}

gboolean
hc_decks_unimplemented_allowed (void)
{
  return allow_unimplemented;
}

/* problems as one line: the error goes back in one message */
static char *
one_line (GString *s)
{
  g_strchomp (s->str);
  g_strdelimit (s->str, "\n", ';');
  return g_strdup (s->str);
}

gboolean
hc_deck_paste (HcMatchSetup *setup, gint side, const char *text, GError **error)
{
  const HcRuleset *r = setup->rules;
  g_autofree char *name
      = g_strdup_printf ("the %s deck", r->player_names[side]);
  g_autoptr (HcDeck) deck = hc_deck_load (name, text, -1, setup->db, error);
  if (!deck)
    return FALSE;
  if (deck->other->len)
    {
      const HcDeckOther *o = deck->other->pdata[0];
      g_autofree char *q = hc_deck_quote (o->name);
      g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                   "%s:%d: \"%s\" is not in the card data (and %u more such "
                   "cards); no game can use it",
                   name, o->line, q, deck->other->len - 1);
      return FALSE;
    }
  g_autoptr (GString) problems = g_string_new (NULL);
  gboolean legal = FALSE;
  if (!hc_deck_check_format (r, setup->db, "constructed", side, deck->cards,
                             problems, &legal, error))
    return FALSE;
  if (!legal)
    {
      g_autofree char *why = one_line (problems);
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "%s: not a legal %s deck for %s (%u cards, format "
                   "constructed): %s",
                   name, r->id, r->player_names[side], deck->cards->len, why);
      return FALSE;
    }
  g_autofree char *notice = NULL;
  if (!hc_deck_inert_gate (r, setup->db, deck->cards, name, FALSE,
                           allow_unimplemented, &notice, error))
    return FALSE;
  hc_deck_set (setup, side, deck->cards);
  return TRUE;
}

void
hc_deck_set (HcMatchSetup *setup, gint side, const GArray *ids)
{
  g_ptr_array_set_size (setup->deck[side], 0);
  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (
        setup->deck[side],
        g_strdup (
            hc_card_db_get (setup->db, g_array_index (ids, gint16, i))->name));
  g_array_free (setup->deck_ids[side], TRUE);
  setup->deck_ids[side] = g_array_copy ((GArray *)ids);
}
