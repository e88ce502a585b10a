/* wotc card data: data/wotc/cards.csv, facts plus our ability encoding.
 *
 * The `abilities` column holds clauses separated by " | ":
 *   critical-hit N | shields N | accuracy N | armor | ion-cannon N |
 *   bombard N | act force:N -> evade M | todo KIND
 * `todo KIND` marks a printed clause we do not run yet; such a card counts
 * as missing in coverage. */
#include "wotc-cards.h"
#include "wotc-op.h"

#include <string.h>

const char *const wotc_type_names[WOTC_N_TYPES]
    = { "space",   "ground",   "character", "battle",
        "mission", "location", "equipment" };

static gint type_index (const char *s);

static gboolean
parse_small_int (const char *s, gint *out)
{
  char *end = NULL;
  gint64 v = g_ascii_strtoll (s, &end, 10);
  if (!*s || !end || *end || v < 0 || v > 99)
    return FALSE;
  *out = (gint)v;
  return TRUE;
}

/* Compile one clause; on failure say what was expected. */
static gboolean
compile_clause (const char *clause, WotcAbilities *ab, GString *todo,
                char **why)
{
  g_auto (GStrv) w = g_strsplit (clause, " ", -1);
  guint n = g_strv_length (w);
  if (n == 0 || !*w[0])
    {
      *why = g_strdup ("expected a clause, found nothing");
      return FALSE;
    }
  if (strcmp (w[0], "todo") == 0)
    {
      ab->n_todo++;
      if (todo->len)
        g_string_append (todo, ", ");
      g_string_append (todo, n > 1 ? w[1] : "clause");
      return TRUE;
    }
  for (gint i = 0; i < K_COUNT; i++)
    if (strcmp (w[0], wotc_keyword_names[i].word) == 0)
      {
        gint v = 1;
        if (i == K_ARMOR || i == K_OVERKILL || i == K_NO_CONTROL
            || i == K_NO_DAMAGE)
          {
            if (n != 1)
              {
                *why = g_strdup_printf ("expected \"%s\" alone", w[0]);
                return FALSE;
              }
          }
        else if (n != 2 || !parse_small_int (w[1], &v))
          {
            *why = g_strdup_printf ("expected \"%s N\" with N from 0 to 99",
                                    w[0]);
            return FALSE;
          }
        /* cumulative keywords add up */
        ab->kw[i] = (gint8)MIN (99, ab->kw[i] + v);
        return TRUE;
      }
  if (n == 5 && strcmp (w[0], "act") == 0 && g_str_has_prefix (w[1], "force:")
      && strcmp (w[2], "->") == 0 && strcmp (w[3], "evade") == 0)
    {
      gint cost = 0, v = 0;
      if (parse_small_int (w[1] + 6, &cost) && parse_small_int (w[4], &v))
        {
          ab->evade = (gint8)v;
          ab->evade_force = (gint8)cost;
          return TRUE;
        }
      *why = g_strdup ("expected \"act force:N -> evade M\"");
      return FALSE;
    }
  if (strcmp (w[0], "upkeep") == 0 || strcmp (w[0], "bounty") == 0)
    {
      /* upkeep bp:1 / discard:1 / tap ; bounty force:2 */
      gboolean up = w[0][0] == 'u';
      for (guint i = 1; i < n; i++)
        {
          gint v = 0;
          if (strcmp (w[i], "/") == 0)
            continue;
          if (up && strcmp (w[i], "tap") == 0)
            ab->upkeep |= UPKEEP_TAP;
          else if (g_str_has_prefix (w[i], "bp:")
                   && parse_small_int (w[i] + 3, &v))
            {
              if (up)
                ab->upkeep |= UPKEEP_BP, ab->upkeep_bp = (gint8)v;
              else
                ab->bounty_bp = (gint8)v;
            }
          else if (g_str_has_prefix (w[i], "force:")
                   && parse_small_int (w[i] + 6, &v))
            {
              if (up)
                ab->upkeep |= UPKEEP_FORCE, ab->upkeep_force = (gint8)v;
              else
                ab->bounty_force = (gint8)v;
            }
          else if (up && g_str_has_prefix (w[i], "discard:")
                   && parse_small_int (w[i] + 8, &v))
            ab->upkeep |= UPKEEP_DISCARD, ab->upkeep_discard = (gint8)v;
          else if (up && g_str_has_prefix (w[i], "damage:")
                   && parse_small_int (w[i] + 7, &v))
            ab->upkeep |= UPKEEP_DAMAGE, ab->upkeep_damage = (gint8)v;
          else if (!up && g_str_has_prefix (w[i], "draw:")
                   && parse_small_int (w[i] + 5, &v))
            ab->bounty_draw = (gint8)v;
          else
            {
              *why = g_strdup_printf (
                  "expected %s, found \"%s\"",
                  up ? "upkeep costs (bp:N, force:N, discard:N, damage:N, tap) "
                       "separated by /"
                     : "bounty gains (force:N, bp:N, draw:N)",
                  w[i]);
              return FALSE;
            }
        }
      if (n < 2)
        {
          *why = g_strdup_printf ("expected what %s takes after it", w[0]);
          return FALSE;
        }
      return TRUE;
    }
  if (strcmp (w[0], "double-damage") == 0)
    {
      guint8 bits = 0;
      for (guint i = 1; i < n; i++)
        bits |= strcmp (w[i], "space") == 0       ? 1
                : strcmp (w[i], "ground") == 0    ? 2
                : strcmp (w[i], "character") == 0 ? 4
                                                  : 0x80;
      if (n < 2 || (bits & 0x80))
        {
          *why = g_strdup ("expected \"double-damage ARENA\" with space, "
                           "ground or character");
          return FALSE;
        }
      ab->double_damage |= bits;
      return TRUE;
    }
  if (strcmp (w[0], "attack-build-zone") == 0)
    {
      /* attack-build-zone TYPE: units of that type in the opponent's
       * build zone are targets of its attacks */
      gint t = n == 2 ? type_index (w[1]) : -1;
      if (t < T_SPACE || t > T_CHARACTER)
        {
          *why = g_strdup ("expected \"attack-build-zone space\", "
                           "\"ground\" or \"character\"");
          return FALSE;
        }
      ab->attack_build |= (guint8)(1u << t);
      return TRUE;
    }
  if (strcmp (w[0], "also-subtype") == 0)
    {
      /* also-subtype WORD: "Treat Aurra as a Dark Jedi" (Dark_Jedi) */
      if (n != 2 || !g_ascii_isalpha (w[1][0]) || ab->also_subtype)
        {
          *why = g_strdup ("expected \"also-subtype WORD\" (Dark_Jedi), "
                           "once");
          return FALSE;
        }
      g_autofree char *line = g_strdup (w[1]);
      g_strdelimit (line, "_", ' ');
      ab->also_subtype = g_intern_string (line);
      return TRUE;
    }
  if (strcmp (w[0], "secret-roll") == 0 && n == 1)
    {
      /* secret-roll: its attack dice are rolled after the prevention
       * chance and shown then (Darth Sidious (C); attack.c) */
      ab->secret_roll = 1;
      return TRUE;
    }
  if (strcmp (w[0], "extra-pilot") == 0)
    {
      /* extra-pilot: this unit; extra-pilot host: the unit it pilots, for
       * a Pilot that is not an Astromech Droid */
      if (n == 1 || (n == 2 && strcmp (w[1], "host") == 0))
        {
          ab->extra_pilot |= n == 1 ? EXTRA_PILOT_SELF : EXTRA_PILOT_HOST;
          return TRUE;
        }
      *why = g_strdup ("expected \"extra-pilot\" or \"extra-pilot host\"");
      return FALSE;
    }
  if (strcmp (w[0], "pilot") == 0 || strcmp (w[0], "equip") == 0)
    {
      if (ab->attach)
        {
          *why = g_strdup ("a card has at most one pilot or equip clause");
          return FALSE;
        }
      return wotc_parse_attach (clause, ab, why);
    }
  if (strcmp (w[0], "piloting") == 0 || strcmp (w[0], "reserves") == 0
      || strcmp (w[0], "repeatable") == 0 || strcmp (w[0], "discard-pile") == 0)
    {
      /* "reserves act ...": the ability works only in the build zone;
       * "piloting act|on|static ...": what a Pilot gives the unit it
       * pilots, an ability, one that triggers (Anakin Skywalker (I)) or a
       * lasting one (Jango Fett (F)) */
      const char *rest = clause + strlen (w[0]);
      while (*rest == ' ')
        rest++;
      if (!g_str_has_prefix (rest, "act ")
          && !(w[0][0] == 'p'
               && (g_str_has_prefix (rest, "on ")
                   || g_str_has_prefix (rest, "static "))))
        {
          *why = g_strdup_printf (
              "expected \"%s act COSTS -> EFFECTS\"%s", w[0],
              w[0][0] == 'p' ? " or \"piloting on ...\"" : "");
          return FALSE;
        }
      if (!wotc_parse_clause (rest, ab, why))
        return FALSE;
      WotcClause *c = &ab->clause[ab->n_clauses - 1];
      if (w[0][0] == 'd')
        {
          /* "discard-pile act ...": used from its owner's discard pile */
          c->reserves = WOTC_FROM_PILE;
          ab->from_pile = 1;
        }
      else if (w[0][0] == 'p')
        c->piloting = 1;
      else if (w[0][2] == 'p')
        c->repeatable = 1; /* "You may play this ability any number of
                              times during each attack" (Even Piell) */
      else
        c->reserves = 1;
      return TRUE;
    }
  if (strcmp (w[0], "static") == 0 || strcmp (w[0], "on") == 0
      || strcmp (w[0], "act") == 0 || strcmp (w[0], "play") == 0
      || strcmp (w[0], "enhance") == 0)
    return wotc_parse_clause (clause, ab, why);
  *why = g_strdup_printf (
      "unknown ability \"%s\"; expected one of "
      "critical-hit, shields, accuracy, armor, ion-cannon, "
      "bombard, static, on, act, play, enhance, upkeep, bounty, reserves, "
      "piloting, repeatable, "
      "pilot, equip, double-damage, extra-pilot, attack-build-zone, "
      "also-subtype, secret-roll, todo",
      w[0]);
  return FALSE;
}

static gint
type_index (const char *s)
{
  for (guint i = 0; i < G_N_ELEMENTS (wotc_type_names); i++)
    if (g_ascii_strcasecmp (s, wotc_type_names[i]) == 0)
      return (gint)i;
  return -1;
}

static char *
title_of (const char *name)
{
  /* "Darth Vader (A)" -> "Darth Vader": the version letter marks a unique */
  const char *p = strrchr (name, '(');
  if (p && p > name && p[1] && p[2] == ')' && p[3] == '\0')
    return g_strstrip (g_strndup (name, (gsize)(p - name)));
  return g_strdup (name);
}

HcCardDb *
wotc_cards_from_csv (const HcCsv *csv, GError **error)
{
  const char *cols[]
      = { "name", "set",   "number", "side",   "type",   "subtype",
          "cost", "speed", "power",  "health", "rarity", "abilities" };
  gint c[G_N_ELEMENTS (cols)];
  for (guint i = 0; i < G_N_ELEMENTS (cols); i++)
    if ((c[i] = hc_csv_require_column (csv, cols[i], error)) < 0)
      return NULL;
  g_autoptr (HcCardDb) db = hc_card_db_new (g_free);
  for (guint r = 0; r < csv->rows->len; r++)
    {
      const HcCsvRow *row = &g_array_index (csv->rows, HcCsvRow, r);
      const char *name = hc_csv_field (csv, row, c[0]);
      if (!*name)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: column %d (name): expected a card name",
                       csv->path, row->line, c[0] + 1);
          return NULL;
        }
      const char *side = hc_csv_field (csv, row, c[3]);
      gint side_i = strcmp (side, "dark") == 0      ? WOTC_DARK
                    : strcmp (side, "light") == 0   ? WOTC_LIGHT
                    : strcmp (side, "neutral") == 0 ? -1
                                                    : -2;
      if (side_i == -2)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: column %d (side): expected dark, light or "
                       "neutral, found \"%s\"",
                       csv->path, row->line, c[3] + 1, side);
          return NULL;
        }
      gint type = type_index (hc_csv_field (csv, row, c[4]));
      if (type < 0)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: column %d (type): expected space, ground, "
                       "character, battle, mission, location or equipment, "
                       "found \"%s\"",
                       csv->path, row->line, c[4] + 1,
                       hc_csv_field (csv, row, c[4]));
          return NULL;
        }
      gint number = 0, stat[S_COUNT];
      if (!hc_csv_int (csv, row, c[2], 0, 9999, &number, error))
        return NULL;
      /* -1 stands for a value the card's text defines (cost X, stats *) */
      if (!hc_csv_int (csv, row, c[6], -1, 99, &stat[S_COST], error)
          || !hc_csv_int (csv, row, c[7], -1, 990, &stat[S_SPEED], error)
          || !hc_csv_int (csv, row, c[8], -1, 99, &stat[S_POWER], error)
          || !hc_csv_int (csv, row, c[9], -1, 99, &stat[S_HEALTH], error))
        return NULL;

      WotcAbilities *ab = g_new0 (WotcAbilities, 1);
      g_autoptr (GString) todo = g_string_new (NULL);
      const char *text = hc_csv_field (csv, row, c[11]);
      g_auto (GStrv) clauses = g_strsplit (text, "|", -1);
      for (gint i = 0; *text && clauses[i]; i++)
        {
          g_autofree char *why = NULL;
          char *cl = g_strstrip (clauses[i]);
          if (!compile_clause (cl, ab, todo, &why))
            {
              g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                           "%s:%d: column %d (abilities), clause %d: %s",
                           csv->path, row->line, c[11] + 1, i + 1, why);
              g_free (ab);
              return NULL;
            }
        }
      if (type == T_LOCATION)
        {
          /* the arenas a Location may go to: its subtype's first word,
           * "Space/Ground/Character" for several */
          const char *sub = hc_csv_field (csv, row, c[5]);
          g_autofree char *head = g_strndup (sub, strcspn (sub, " "));
          g_auto (GStrv) parts = g_strsplit (head, "/", -1);
          for (gint i = 0; parts[i]; i++)
            ab->location_arenas
                |= g_ascii_strcasecmp (parts[i], "Space") == 0       ? 1
                   : g_ascii_strcasecmp (parts[i], "Ground") == 0    ? 2
                   : g_ascii_strcasecmp (parts[i], "Character") == 0 ? 4
                                                                     : 0;
          if (!ab->location_arenas)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                           "%s:%d: column %d (subtype): a Location's subtype "
                           "must start with Space, Ground or Character, found "
                           "\"%s\"",
                           csv->path, row->line, c[5] + 1, sub);
              g_free (ab);
              return NULL;
            }
        }
      HcCardDef *d = g_new0 (HcCardDef, 1);
      d->name = g_strdup (name);
      d->title = title_of (name);
      d->unique = strcmp (d->title, d->name) != 0;
      d->set = g_strdup (hc_csv_field (csv, row, c[1]));
      d->number = number;
      d->side = (gint8)side_i;
      d->type = (gint8)type;
      d->subtype = g_strdup (hc_csv_field (csv, row, c[5]));
      for (gint i = 0; i < S_COUNT; i++)
        d->stat[i] = stat[i];
      d->script = g_strdup (text);
      d->compiled = ab;
      /* a Battle card or Mission needs its effect written as a play
       * clause, an Equipment card its equip clause */
      d->implemented
          = ab->n_todo == 0
            && (wotc_is_unit_type (type)
                || ((type == T_BATTLE || type == T_MISSION)
                    && ab->n_clauses > 0)
                || type == T_LOCATION
                || (type == T_EQUIPMENT && ab->attach == ATTACH_EQUIP));
      d->missing = d->implemented ? NULL
                   : todo->len
                       ? g_strdup (todo->str)
                       : g_strdup_printf ("%s cards", wotc_type_names[type]);
      d->source = g_strdup_printf ("%s:%d", csv->path, row->line);
      if (hc_card_db_add (db, d, error) < 0)
        return NULL;
    }
  return g_steal_pointer (&db);
}

HcCardDb *
wotc_load_cards (const char *data_dir, GError **error)
{
  g_autofree char *path
      = g_build_filename (data_dir, "wotc", "cards.csv", NULL);
  g_autoptr (HcCsv) csv = hc_csv_read (path, ',', error);
  if (!csv)
    return NULL;
  return wotc_cards_from_csv (csv, error);
}

/* The sentences of the card text, one part of the encoding each, as
 * wotc_card_text and wotc_part_text write them. */
static const char *const kw_text[K_COUNT] = {
  "Critical Hit %d: if its attack dice show at least one natural 6, it does "
  "%d more damage in that attack.",
  "Shields %d: units attacking it roll %d fewer dice.",
  "Accuracy %d: adds %d to each of its attack dice.",
  "Armor: dice rolled against it hit only on 5 or 6.",
  "Ion Cannon %d: may attack a Space unit instead, with power %d.",
  "Bombard %d: may attack a Ground unit instead, with power %d.",
  "Lucky %d: when it attacks or is attacked, up to %d of the attack dice "
  "may be rerolled in the reroll chance, once.",
  "Overkill: hits beyond the defender's remaining health may go to one "
  "other unit in that arena.",
  "Stun %d: a unit it damages gets -%d power until the end of battle.",
  "Hidden Cost %d: with that many build counters on it (or its cost, if "
  "less), it may be completed at any chance by paying Force for the rest.",
  "It does not count toward controlling its arena.",
  "All damage to it and done by it is prevented.",
  "It may attack a unit in the Character arena instead of one in the Space "
  "arena, with power %d.",
};

static void
keyword_line (const WotcAbilities *ab, gint k, GString *out)
{
  if (k == K_ARMOR || k == K_OVERKILL || k == K_NO_CONTROL || k == K_NO_DAMAGE)
    g_string_append (out, kw_text[k]);
  else
    g_string_append_printf (out, kw_text[k], ab->kw[k], ab->kw[k]);
}

static void
evade_line (const WotcAbilities *ab, GString *out)
{
  g_string_append_printf (out,
                          "Pay %d Force: Evade %d (in a damage-prevention "
                          "chance, prevent up to %d damage to it).",
                          ab->evade_force, ab->evade, ab->evade);
}

static void
clause_line (const HcCardDef *d, const WotcAbilities *ab, gint i, GString *out)
{
  /* a Pilot's gift speaks of the unit it pilots */
  wotc_clause_text (&ab->clause[i],
                    ab->clause[i].piloting ? "the unit it pilots"
                    : d->unique            ? d->title
                                           : "this unit",
                    out);
}

static void
upkeep_line (const WotcAbilities *ab, GString *out)
{
  g_string_append (out, "Upkeep: when your build step starts, pay one of");
  if (ab->upkeep & UPKEEP_BP)
    g_string_append_printf (out, " %d build point%s;", ab->upkeep_bp,
                            ab->upkeep_bp == 1 ? "" : "s");
  if (ab->upkeep & UPKEEP_FORCE)
    g_string_append_printf (out, " %d Force;", ab->upkeep_force);
  if (ab->upkeep & UPKEEP_DISCARD)
    g_string_append_printf (out, " discard %d card%s;", ab->upkeep_discard,
                            ab->upkeep_discard == 1 ? "" : "s");
  if (ab->upkeep & UPKEEP_DAMAGE)
    g_string_append_printf (out, " %d damage counter%s on it;",
                            ab->upkeep_damage,
                            ab->upkeep_damage == 1 ? "" : "s");
  if (ab->upkeep & UPKEEP_TAP)
    g_string_append (out, " tap it;");
  g_string_append (out, " (nothing if you can pay none).");
}

static gboolean
has_bounty (const WotcAbilities *ab)
{
  return ab->bounty_force || ab->bounty_bp || ab->bounty_draw;
}

static void
bounty_line (const WotcAbilities *ab, GString *out)
{
  g_string_append (out, "Bounty: when it discards another unit by damage, "
                        "as your next build step starts you");
  if (ab->bounty_force)
    g_string_append_printf (out, " gain %d Force", ab->bounty_force);
  if (ab->bounty_bp)
    g_string_append_printf (out, " get %d build point%s", ab->bounty_bp,
                            ab->bounty_bp == 1 ? "" : "s");
  if (ab->bounty_draw)
    g_string_append_printf (out, " draw %d card%s", ab->bounty_draw,
                            ab->bounty_draw == 1 ? "" : "s");
  g_string_append_c (out, '.');
}

static void
secret_roll_line (GString *out)
{
  g_string_append (out, "Its attack dice are rolled secretly (a reroll "
                        "effect is applied once they are rolled); they are "
                        "shown to your opponent after damage prevention.");
}

static void
double_damage_line (const WotcAbilities *ab, GString *out)
{
  g_string_append (out, "Damage that units in the ");
  wotc_arenas_text ((guint8)ab->double_damage, out);
  g_string_append (out, " arena would do is doubled (before prevention).");
}

/* a new line of the card text, after the first */
static void
next_line (gboolean *any, GString *out)
{
  if (*any)
    g_string_append_c (out, '\n');
  *any = TRUE;
}

/* The text players see, written from the encoding in our own words. */
void
wotc_card_text (const HcCardDef *d, GString *out)
{
  const WotcAbilities *ab = d->compiled;
  gboolean any = FALSE;
  for (gint k = 0; k < K_COUNT; k++)
    if (ab->kw[k])
      {
        next_line (&any, out);
        keyword_line (ab, k, out);
      }
  if (ab->evade)
    {
      next_line (&any, out);
      evade_line (ab, out);
    }
  for (gint i = 0; i < ab->n_clauses; i++)
    {
      next_line (&any, out);
      clause_line (d, ab, i, out);
    }
  if (ab->attach)
    {
      next_line (&any, out);
      wotc_attach_text (ab, out);
    }
  for (gint t = T_SPACE; t <= T_CHARACTER; t++)
    if (ab->attack_build & (1u << t))
      {
        next_line (&any, out);
        g_string_append_printf (out,
                                "It can attack %s units in your opponent's "
                                "build zone.",
                                t == T_SPACE    ? "Space"
                                : t == T_GROUND ? "Ground"
                                                : "Character");
      }
  if (ab->also_subtype)
    {
      next_line (&any, out);
      g_autoptr (GString) w = g_string_new (NULL);
      hc_a_text (ab->also_subtype, w);
      g_string_append_printf (out, "Treat it as %s too.", w->str);
    }
  if (ab->extra_pilot & EXTRA_PILOT_SELF)
    {
      next_line (&any, out);
      g_string_append (out, "It can have an extra Pilot.");
    }
  if (ab->extra_pilot & EXTRA_PILOT_HOST)
    {
      next_line (&any, out);
      g_string_append (out, "The unit it pilots can have an extra Pilot that "
                            "is not an Astromech Droid.");
    }
  if (ab->upkeep)
    {
      next_line (&any, out);
      upkeep_line (ab, out);
    }
  if (has_bounty (ab))
    {
      next_line (&any, out);
      bounty_line (ab, out);
    }
  if (ab->double_damage)
    {
      next_line (&any, out);
      double_damage_line (ab, out);
    }
  if (ab->secret_roll)
    {
      next_line (&any, out);
      secret_roll_line (out);
    }
  if (d->missing)
    {
      next_line (&any, out);
      g_string_append_printf (out, "(not yet implemented: %s)", d->missing);
    }
}

/* What `cards coverage` asks to see run, a bit each (WOTC_PART_*): every
 * clause, keyword, Evade, Upkeep, Bounty and doubled damage of the
 * encoding.  The ruleset tells the recorder a clause's number as it takes
 * effect (effect.c) or as a lasting one changes something (queries.c), a
 * keyword's as the rules ask it of the card (queries.c), the others where
 * their rule applies (pop.c, upkeep.c). */
guint64
wotc_encoded_parts (const HcCardDef *d)
{
  const WotcAbilities *ab = d->compiled;
  if (!ab)
    return 0;
  guint64 parts = (G_GUINT64_CONSTANT (1) << MAX (0, ab->n_clauses)) - 1;
  for (gint k = 0; k < K_COUNT; k++)
    if (ab->kw[k])
      parts |= G_GUINT64_CONSTANT (1) << (WOTC_PART_KEYWORD + k);
  if (ab->evade)
    parts |= G_GUINT64_CONSTANT (1) << WOTC_PART_EVADE;
  if (ab->upkeep)
    parts |= G_GUINT64_CONSTANT (1) << WOTC_PART_UPKEEP;
  if (has_bounty (ab))
    parts |= G_GUINT64_CONSTANT (1) << WOTC_PART_BOUNTY;
  if (ab->double_damage)
    parts |= G_GUINT64_CONSTANT (1) << WOTC_PART_DOUBLE_DAMAGE;
  if (ab->secret_roll)
    parts |= G_GUINT64_CONSTANT (1) << WOTC_PART_SECRET_ROLL;
  return parts;
}

void
wotc_part_text (const HcCardDef *d, guint part, GString *out)
{
  const WotcAbilities *ab = d->compiled;
  if (!ab)
    return;
  if (part < (guint)ab->n_clauses)
    clause_line (d, ab, (gint)part, out);
  else if (part >= WOTC_PART_KEYWORD && part < WOTC_PART_KEYWORD + K_COUNT)
    keyword_line (ab, (gint)(part - WOTC_PART_KEYWORD), out);
  else if (part == WOTC_PART_EVADE)
    evade_line (ab, out);
  else if (part == WOTC_PART_UPKEEP)
    upkeep_line (ab, out);
  else if (part == WOTC_PART_BOUNTY)
    bounty_line (ab, out);
  else if (part == WOTC_PART_DOUBLE_DAMAGE)
    double_damage_line (ab, out);
  else if (part == WOTC_PART_SECRET_ROLL)
    secret_roll_line (out);
}

gboolean
wotc_has_op (const WotcAbilities *ab, gint op)
{
  for (gint i = 0; i < ab->n_clauses; i++)
    for (gint j = 0; j < ab->clause[i].n_ops; j++)
      if (ab->clause[i].op[j].op == op)
        return TRUE;
  return FALSE;
}
