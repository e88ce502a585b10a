/* "deck PLAYER file \"PATH\" legal|illegal [\"TEXT\"]" and
 * "deck PLAYER lines \"LINE\"... legal|illegal [\"TEXT\"]": a deck put to
 * the ruleset's deck rules (its check_deck, as `holocron cards
 * check-deck` does), for rulings about building decks, which no position
 * of a game shows.  The deck is read when the scenario is compiled, so a
 * deck that cannot be read is an error of its line before anything runs. */
#include "hc-save.h"
#include "scenario-internal.h"

enum
{
  DECK_LEGAL = 0,
  DECK_ILLEGAL = 1,
};

/* a file named relative to the scenario's own folder */
static gboolean
read_file_deck (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  const char *name = NULL;
  if (!hc_scn_string (c, "the deck file's path", &name, error))
    return FALSE;
  g_autofree char *dir = g_path_get_dirname (c->path);
  g_autofree char *path = g_path_is_absolute (name)
                              ? g_strdup (name)
                              : g_build_filename (dir, name, NULL);
  /* not a device or a pipe, which could be read forever */
  if (g_file_test (path, G_FILE_TEST_EXISTS)
      && !g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return hc_scn_fail (c, error, "cannot read the deck: %s is not a file",
                        path);
  g_autoptr (GError) err = NULL;
  if (!hc_deck_read (path, c->db, chk->cards, &err))
    return hc_scn_fail (c, error, "cannot read the deck: %s", err->message);
  return TRUE;
}

/* each quoted text is one line of a deck file */
static gboolean
read_inline_deck (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);
  const HcScnToken *t;
  while ((t = hc_scn_peek (c)) && t->quoted)
    {
      g_string_append_printf (text, "%s\n", t->text);
      c->pos++;
    }
  if (text->len == 0)
    return hc_scn_fail (c, error,
                        "expected the deck's lines after \"lines\", each in "
                        "double quotes, like \"Sith\" \"set 19\"");
  g_autoptr (GError) err = NULL;
  if (!hc_deck_parse ("the deck's line", text->str, c->db, chk->cards, &err))
    return hc_scn_fail (c, error, "cannot read the deck: %s", err->message);
  return TRUE;
}

gboolean
hc_scn_parse_deck_check (HcScnCursor *c, HcScnCheck *chk, GError **error)
{
  chk->kind = HC_CHK_DECK;
  if (!c->r->check_deck)
    return hc_scn_fail (c, error, "the %s ruleset has no deck rules", c->r->id);
  if (!hc_scn_player (c, &chk->player, error))
    return FALSE;
  chk->cards = g_array_new (FALSE, FALSE, sizeof (gint16));
  gboolean read = FALSE;
  if (hc_scn_accept (c, "file"))
    read = read_file_deck (c, chk, error);
  else if (hc_scn_accept (c, "lines"))
    read = read_inline_deck (c, chk, error);
  else
    return hc_scn_expected (c, error,
                            "\"file\" and a path, or \"lines\" and the "
                            "deck's lines, after the player");
  if (!read)
    return FALSE;
  if (hc_scn_accept (c, "legal"))
    chk->index = DECK_LEGAL;
  else if (hc_scn_accept (c, "illegal"))
    {
      chk->index = DECK_ILLEGAL;
      const HcScnToken *t = hc_scn_peek (c);
      if (t && t->quoted)
        {
          const char *why = NULL;
          if (!hc_scn_string (c, "a part of the reason", &why, error))
            return FALSE;
          chk->texts = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (chk->texts, g_strdup (why));
        }
    }
  else
    return hc_scn_expected (c, error,
                            "\"legal\" or \"illegal\" after the deck");
  return TRUE;
}

gboolean
hc_scn_check_deck (const HcGame *g, const HcScnCheck *chk, GString *actual)
{
  const HcRuleset *r = g->rules;
  g_autoptr (GString) problems = g_string_new (NULL);
  gboolean legal = r->check_deck (
      g->db, chk->player, (const gint16 *)(gconstpointer)chk->cards->data,
      (gint)chk->cards->len, problems);
  while (problems->len && g_ascii_isspace (problems->str[problems->len - 1]))
    g_string_truncate (problems, problems->len - 1);
  g_auto (GStrv) lines = g_strsplit (problems->str, "\n", -1);
  g_autofree char *reasons = g_strjoinv ("; ", lines);
  const char *why = chk->texts ? chk->texts->pdata[0] : NULL;
  if (chk->index == DECK_LEGAL && legal)
    return TRUE;
  if (chk->index == DECK_ILLEGAL && !legal
      && (!why || hc_scn_text_contains (reasons, why)))
    return TRUE;
  if (legal)
    g_string_append_printf (actual, "a legal %s deck for %s (%u cards)", r->id,
                            hc_scn_player_name (r, chk->player),
                            chk->cards->len);
  else
    g_string_append_printf (actual, "not a legal %s deck for %s: %s", r->id,
                            hc_scn_player_name (r, chk->player),
                            *reasons ? reasons
                                     : "(the ruleset gave no reason)");
  return FALSE;
}
