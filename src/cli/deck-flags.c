/* The deck flags of play, demo and sim (--dark, --light, --format,
 * --allow-unimplemented): a deck file or one of the ruleset's decks by
 * name for each side, checked against the deck rules, a play format and
 * the cards the engine does not fully implement (doc/decks.md). */
#include "deck-flags.h"

#include "hc-deck.h"

#include <stdio.h>

/* A card of a named deck that belongs to the other side, or NULL */
static const char *
other_side_card (const HcCardDb *db, gint side, const GArray *ids)
{
  for (guint i = 0; i < ids->len; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, g_array_index (ids, gint16, i));
      if (d->side >= 0 && d->side != side)
        return d->name;
    }
  return NULL;
}

/* A deck the player gave with cards the engine does not fully implement
 * is refused unless --allow-unimplemented; a built-in one plays with a
 * notice (issue 18). */
static gboolean
inert_gate (const char *cmd, HcMatchSetup *s, const char *name,
            const GArray *ids, gboolean builtin, gboolean allow)
{
  g_autofree char *notice = NULL;
  g_autoptr (GError) err = NULL;
  if (!hc_deck_inert_gate (s->rules, s->db, ids, name, builtin, allow, &notice,
                           &err))
    {
      cli_error (cmd, "%s", err->message);
      return FALSE;
    }
  if (notice)
    fprintf (stderr, "holocron %s: notice: %s\n", cmd, notice);
  return TRUE;
}

/* A deck given as a file, or by name as one of the ruleset's deck files
 * (data/RULESET/decks/NAME.deck).  A deck file must keep the ruleset's
 * deck rules.  A deck of the ruleset's own, named, plays as the default
 * decks do, if it is of the side: the lcg's Core Set starter decks are
 * learning decks of 8 objective sets, short of a constructed deck's 10. */
static gboolean
use_deck (const char *cmd, HcMatchSetup *s, gint side, const char *deck,
          gboolean allow_inert)
{
  const HcRuleset *r = s->rules;
  g_autofree char *path = NULL;
  gboolean shipped = FALSE;
  if (g_file_test (deck, G_FILE_TEST_IS_REGULAR))
    path = g_strdup (deck);
  else
    {
      shipped = TRUE;
      g_autofree char *file = g_strdup_printf ("%s.deck", deck);
      path = g_build_filename (hc_data_dir (), r->id, "decks", file, NULL);
    }
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *dir
          = g_build_filename (hc_data_dir (), r->id, "decks", NULL);
      cli_error (cmd,
                 "no deck \"%s\": not a file, nor a deck of %s in %s "
                 "(give a file or a name without .deck)",
                 deck, r->id, dir);
      return FALSE;
    }
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autoptr (GError) err = NULL;
  if (!hc_deck_read (path, s->db, ids, &err))
    {
      cli_error (cmd, "%s", err->message);
      return FALSE;
    }
  const char *other = shipped ? other_side_card (s->db, side, ids) : NULL;
  if (other)
    {
      cli_error (cmd, "%s is not a deck for %s: %s belongs to the other side",
                 path, r->player_names[side], other);
      return FALSE;
    }
  g_autoptr (GString) problems = g_string_new (NULL);
  if (!shipped && r->check_deck
      && !r->check_deck (s->db, side, (const gint16 *)(gconstpointer)ids->data,
                         (gint)ids->len, problems))
    {
      cli_unique_lines (problems);
      g_strchomp (problems->str);
      g_strdelimit (problems->str, "\n", ';');
      cli_error (cmd, "%s is not a legal %s deck for %s: %s", path, r->id,
                 r->player_names[side], problems->str);
      return FALSE;
    }
  if (!inert_gate (cmd, s, path, ids, shipped, allow_inert))
    return FALSE;
  g_ptr_array_set_size (s->deck[side], 0);
  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (
        s->deck[side],
        g_strdup (
            hc_card_db_get (s->db, g_array_index (ids, gint16, i))->name));
  g_array_free (s->deck_ids[side], TRUE);
  s->deck_ids[side] = g_steal_pointer (&ids);
  return TRUE;
}

/* Both decks checked against a play format before the game (issue 18):
 * the first problems of the first deck that breaks it, with the command
 * that lists them all. */
static int
check_format (const char *cmd, const HcMatchSetup *s, const char *format,
              const char *const deck[HC_MAX_PLAYERS])
{
  const HcRuleset *r = s->rules;
  for (gint side = 0; side < HC_MAX_PLAYERS; side++)
    {
      const char *name = deck[side] ? deck[side] : r->default_decks[side];
      g_autoptr (GString) problems = g_string_new (NULL);
      g_autoptr (GError) err = NULL;
      gboolean legal = FALSE;
      if (!hc_deck_check_format (r, s->db, format, side, s->deck_ids[side],
                                 problems, &legal, &err))
        {
          cli_error (cmd, "--format: %s", err->message);
          return CLI_USAGE;
        }
      if (legal)
        continue;
      cli_unique_lines (problems);
      g_strchomp (problems->str);
      g_auto (GStrv) lines = g_strsplit (problems->str, "\n", -1);
      guint n = g_strv_length (lines);
      g_autoptr (GString) shown = g_string_new (NULL);
      for (guint i = 0; i < n && i < 3; i++)
        g_string_append_printf (shown, "%s%s", i ? "; " : "",
                                g_strstrip (lines[i]));
      if (n > 3)
        g_string_append_printf (shown,
                                "; and %u more ('holocron cards "
                                "check-deck --ruleset %s --format %s "
                                "DECK' lists them)",
                                n - 3, r->id, format);
      cli_error (cmd, "the %s deck %s is not legal in the %s format: %s",
                 r->player_names[side], name, format, shown->str);
      return CLI_USAGE;
    }
  return CLI_OK;
}

int
cli_decks_use (const char *cmd, HcMatchSetup *s,
               const char *const deck[HC_MAX_PLAYERS], gboolean allow_inert,
               const char *format)
{
  for (gint side = 0; side < HC_MAX_PLAYERS; side++)
    if (deck[side] ? !use_deck (cmd, s, side, deck[side], allow_inert)
                   : !inert_gate (cmd, s, s->rules->default_decks[side],
                                  s->deck_ids[side], TRUE, allow_inert))
      return CLI_USAGE;
  return format ? check_format (cmd, s, format, deck) : CLI_OK;
}

void
cli_deck_options (GOptionContext *ctx, CliDeckFlags *f)
{
  *f = (CliDeckFlags){ 0 };
  const GOptionEntry entries[] = {
    { "dark", 0, 0, G_OPTION_ARG_FILENAME, &f->deck[0],
      "the Dark Side's deck: a file (a list, .dek or .o8d) or one of the "
      "ruleset's decks by name (default: the ruleset's default deck)",
      "DECK" },
    { "light", 0, 0, G_OPTION_ARG_FILENAME, &f->deck[1],
      "the Light Side's deck, the same way", "DECK" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &f->format,
      "check both decks against a play format first ('holocron cards "
      "check-deck --list-formats')",
      "NAME" },
    { "allow-unimplemented", 0, 0, G_OPTION_ARG_NONE, &f->allow_inert,
      "play a deck file with cards the engine does not fully implement", NULL },
    { NULL },
  };
  g_option_context_add_main_entries (ctx, entries, NULL);
}

gboolean
cli_deck_flags_given (const CliDeckFlags *f)
{
  return f->deck[0] || f->deck[1] || f->format || f->allow_inert;
}

int
cli_deck_flags_use (const char *cmd, HcMatchSetup *s, const CliDeckFlags *f)
{
  const char *deck[HC_MAX_PLAYERS] = { f->deck[0], f->deck[1] };
  return cli_decks_use (cmd, s, deck, f->allow_inert, f->format);
}

void
cli_deck_flags_clear (CliDeckFlags *f)
{
  for (gint side = 0; side < HC_MAX_PLAYERS; side++)
    g_clear_pointer (&f->deck[side], g_free);
  g_clear_pointer (&f->format, g_free);
}
