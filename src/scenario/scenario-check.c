/* Expectations against the game as it stands; on failure, `actual` says
 * what was there instead, in the scenario's own words where possible. */
#include "scenario-internal.h"

#include <string.h>

gboolean
hc_scn_text_contains (const char *haystack, const char *needle)
{
  g_autofree char *h = g_utf8_casefold (haystack, -1);
  g_autofree char *n = g_utf8_casefold (needle, -1);
  return strstr (h, n) != NULL;
}

static gboolean
has_decision (const HcGame *g)
{
  return !g->over && g->decision.player != HC_NONE;
}

void
hc_scn_describe_outcome (const HcGame *g, GString *out)
{
  if (!g->over)
    g_string_append (out, "the game is not over");
  else if (g->winner == 2)
    g_string_append (out, "the game is over: a draw");
  else if (g->winner >= 0 && g->winner < HC_MAX_PLAYERS)
    g_string_append_printf (out, "the game is over: %s won",
                            hc_scn_player_name (g->rules, g->winner));
  else
    g_string_append (out, "the game is over with no winner (unfinished: a "
                          "turn limit, or the rules ran out of steps)");
}

static void
describe_zone (const HcGame *g, gint player, gint zone, GString *out)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, zone, list, HC_MAX_CARDS);
  g_string_append_printf (out, "%s %s ", hc_scn_player_name (g->rules, player),
                          g->rules->zone_names[zone]);
  if (n == 0)
    {
      g_string_append (out, "is empty");
      return;
    }
  g_string_append_printf (out, "holds %d (bottom first): ", n);
  for (gint i = 0; i < n; i++)
    g_string_append_printf (out, "%s\"%s\"", i ? ", " : "",
                            hc_card_def (g, list[i])->name);
}

/* cards stacked under or attached to another are not in the zone's own
 * list; say so when that is why a card was not found */
static void
hint_hosted (const HcGame *g, const HcScnCheck *chk, GString *out)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->def == chk->ref.def && c->zone == chk->zone
          && c->zone_player == chk->player
          && (c->under != HC_NONE || c->attached_to != HC_NONE))
        {
          g_string_append (out, "; but there is ");
          hc_scn_describe_card (g, i, out);
          g_string_append (out, " (check it with \"card ... attached to\" or "
                                "\"card ... under\")");
          return;
        }
    }
}

static gboolean
check_zone_has (const HcGame *g, const HcScnCheck *chk, GString *actual)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, chk->player, chk->zone, list, HC_MAX_CARDS);
  gboolean found = FALSE;
  if (chk->index == 1)
    found = n > 0 && g->card[list[n - 1]].def == chk->ref.def;
  else
    for (gint i = 0; i < n; i++)
      found |= g->card[list[i]].def == chk->ref.def;
  if (found != chk->negate)
    return TRUE;
  describe_zone (g, chk->player, chk->zone, actual);
  if (!found)
    hint_hosted (g, chk, actual);
  return FALSE;
}

static gboolean
check_zone_order (const HcGame *g, const HcScnCheck *chk, GString *actual)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, chk->player, chk->zone, list, HC_MAX_CARDS);
  gboolean same = n == (gint)chk->cards->len;
  for (gint i = 0; same && i < n; i++)
    same = g->card[list[i]].def == g_array_index (chk->cards, gint16, i);
  if (same)
    return TRUE;
  describe_zone (g, chk->player, chk->zone, actual);
  return FALSE;
}

static gboolean
log_find (const HcGame *g, const char *text, guint from, guint *at)
{
  const HcLogEntry *e = hc_log_entries (g->log);
  g_autoptr (GString) s = g_string_new (NULL);
  for (guint i = from; i < g->log_len; i++)
    {
      g_string_truncate (s, 0);
      hc_log_render_text (g, &e[i], s);
      if (hc_scn_text_contains (s->str, text))
        {
          *at = i;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
check_log_order (const HcGame *g, const HcScnCheck *chk, GString *actual)
{
  guint prev = 0;
  for (guint i = 0; i < chk->texts->len; i++)
    {
      const char *t = chk->texts->pdata[i];
      guint at = 0;
      if (!log_find (g, t, 0, &at))
        {
          g_string_append_printf (actual, "no log entry contains \"%s\"", t);
          return FALSE;
        }
      if (i > 0 && at <= prev)
        {
          g_string_append_printf (
              actual,
              "the first entry with \"%s\" (#%u) comes %s the first "
              "with \"%s\" (#%u)",
              t, hc_log_entries (g->log)[at].seq, at == prev ? "at" : "before",
              (const char *)chk->texts->pdata[i - 1],
              hc_log_entries (g->log)[prev].seq);
          return FALSE;
        }
      prev = at;
    }
  return TRUE;
}

static gboolean
check_log_field (const HcGame *g, const HcScnCheck *chk, GString *actual)
{
  const char *want = chk->texts->pdata[0];
  const HcLogEntry *e = hc_log_entries (g->log);
  gint found = -1;
  for (guint i = 0; i < g->log_len && found < 0; i++)
    {
      const char *v = chk->kind == HC_CHK_LOG_RULE
                          ? hc_log_rule_id (g, &e[i])
                          : hc_log_kind_name (g, &e[i]);
      if (g_strcmp0 (v, want) == 0)
        found = (gint)i;
    }
  if ((found >= 0) != chk->negate)
    return TRUE;
  if (found >= 0)
    {
      g_autoptr (GString) s = g_string_new (NULL);
      hc_log_render_text (g, &e[found], s);
      g_string_append_printf (actual, "entry #%u has it: %s", e[found].seq,
                              s->str);
    }
  else
    g_string_append_printf (actual, "no log entry has the %s \"%s\"",
                            chk->kind == HC_CHK_LOG_RULE ? "rule" : "kind",
                            want);
  return FALSE;
}

static gboolean
check_offered (const HcGame *g, const HcScnCheck *chk, GString *actual)
{
  if (!has_decision (g))
    {
      g_string_append (actual, "no decision is pending: ");
      hc_scn_describe_outcome (g, actual);
      return FALSE;
    }
  const char *want = chk->texts->pdata[0];
  g_autoptr (GString) label = g_string_new (NULL);
  gboolean found = FALSE;
  for (gint i = 0; i < g->decision.n_options && !found; i++)
    {
      g_string_truncate (label, 0);
      hc_option_label (g, &g->decision.option[i], label);
      found = hc_scn_text_contains (label->str, want);
    }
  if (found != chk->negate)
    return TRUE;
  hc_scn_list_options (g, actual);
  return FALSE;
}

static gboolean
check_card (const HcGame *g, const HcScnCheck *chk, gint card, GString *actual)
{
  const HcCard *c = &g->card[card];
  gboolean ok = FALSE;
  switch (chk->kind)
    {
    case HC_CHK_CARD_COUNTER:
      ok = (c->counter[chk->index] == chk->value) != chk->negate;
      break;
    case HC_CHK_CARD_FLAG:
      ok = ((c->flags & chk->index) != 0) != chk->negate;
      break;
    case HC_CHK_CARD_IN:
      ok = (c->zone == chk->zone && c->zone_player == chk->player)
           != chk->negate;
      break;
    case HC_CHK_CARD_CONTROLLER:
      ok = (c->controller == chk->player) != chk->negate;
      break;
    case HC_CHK_CARD_OWNER:
      ok = (c->owner == chk->player) != chk->negate;
      break;
    case HC_CHK_CARD_KNOWN:
      return hc_scn_check_known (g, chk, card, actual);
    case HC_CHK_CARD_TEXT:
      {
        g_autoptr (GString) text = g_string_new (NULL);
        g->rules->card_text (hc_card_def (g, card), text);
        /* one line: a quoted text cannot hold a line break */
        g_strdelimit (text->str, "\n", ' ');
        if (hc_scn_text_contains (text->str, chk->texts->pdata[0])
            != chk->negate)
          return TRUE;
        g_string_append_printf (actual, "the text of \"%s\" reads: %s",
                                hc_card_def (g, card)->name, text->str);
        return FALSE;
      }
    case HC_CHK_CARD_ATTACHED:
    case HC_CHK_CARD_UNDER:
      {
        gint host = hc_scn_ref_resolve (g, &chk->ref2, actual);
        if (host < 0)
          return FALSE;
        gint on = chk->kind == HC_CHK_CARD_UNDER ? c->under : c->attached_to;
        ok = (on == host) != chk->negate;
        break;
      }
    default:
      break;
    }
  if (ok)
    return TRUE;
  hc_scn_describe_card (g, card, actual);
  if (chk->kind == HC_CHK_CARD_COUNTER && !c->counter[chk->index])
    g_string_append_printf (actual, ", no %s",
                            g->rules->counter_names[chk->index]);
  if (chk->kind == HC_CHK_CARD_CONTROLLER)
    g_string_append_printf (actual, ", controlled by %s",
                            hc_scn_player_name (g->rules, c->controller));
  if (chk->kind == HC_CHK_CARD_OWNER)
    g_string_append_printf (actual, ", owned by %s",
                            hc_scn_player_name (g->rules, c->owner));
  return FALSE;
}

gboolean
hc_scn_check (const HcGame *g, const HcScnCheck *chk, GString *actual)
{
  const HcRuleset *r = g->rules;
  switch (chk->kind)
    {
    case HC_CHK_ZONE_HAS:
      return check_zone_has (g, chk, actual);
    case HC_CHK_ZONE_ORDER:
      return check_zone_order (g, chk, actual);
    case HC_CHK_DECK:
      return hc_scn_check_deck (g, chk, actual);
    case HC_CHK_ZONE_COUNT:
      if (hc_zone_count (g, chk->player, chk->zone) == chk->value)
        return TRUE;
      describe_zone (g, chk->player, chk->zone, actual);
      return FALSE;
    case HC_CHK_RES:
      if (g->res[chk->player][chk->index] == chk->value)
        return TRUE;
      g_string_append_printf (
          actual, "%s has %d %s", hc_scn_player_name (r, chk->player),
          g->res[chk->player][chk->index], r->res_names[chk->index]);
      return FALSE;
    case HC_CHK_GLOBAL:
      if (g->global[chk->index] == chk->value)
        return TRUE;
      g_string_append_printf (actual, "%s is %d",
                              chk->index < r->n_globals
                                  ? r->global_names[chk->index]
                                  : "the global",
                              g->global[chk->index]);
      return FALSE;
    case HC_CHK_PHASE:
      {
        const char *name = r->phase_name (g->global[HC_G_PHASE]);
        if (name && g_ascii_strcasecmp (name, chk->texts->pdata[0]) == 0)
          return TRUE;
        g_string_append_printf (actual, "the phase is %s",
                                name ? name : "(unnamed)");
        return FALSE;
      }
    case HC_CHK_ACTIVE:
      if (g->global[HC_G_ACTIVE] == chk->player)
        return TRUE;
      g_string_append_printf (actual, "%s is active",
                              hc_scn_player_name (r, g->global[HC_G_ACTIVE]));
      return FALSE;
    case HC_CHK_WINNER:
      if (g->over && g->winner == chk->player)
        return TRUE;
      hc_scn_describe_outcome (g, actual);
      return FALSE;
    case HC_CHK_DRAW:
      if (g->over && g->winner == 2)
        return TRUE;
      hc_scn_describe_outcome (g, actual);
      return FALSE;
    case HC_CHK_OVER:
      if ((g->over != 0) != chk->negate)
        return TRUE;
      hc_scn_describe_outcome (g, actual);
      return FALSE;
    case HC_CHK_DECISION:
      if (has_decision (g) && g->decision.player == chk->player)
        return TRUE;
      if (has_decision (g))
        hc_scn_list_options (g, actual);
      else
        hc_scn_describe_outcome (g, actual);
      return FALSE;
    case HC_CHK_OFFERED:
      return check_offered (g, chk, actual);
    case HC_CHK_LOG_HAS:
      {
        guint at = 0;
        gboolean found = log_find (g, chk->texts->pdata[0], 0, &at);
        if (found != chk->negate)
          return TRUE;
        if (found)
          {
            g_autoptr (GString) s = g_string_new (NULL);
            hc_log_render_text (g, &hc_log_entries (g->log)[at], s);
            g_string_append_printf (actual, "entry #%u: %s",
                                    hc_log_entries (g->log)[at].seq, s->str);
          }
        else
          g_string_append_printf (actual, "no log entry contains \"%s\"",
                                  (const char *)chk->texts->pdata[0]);
        return FALSE;
      }
    case HC_CHK_LOG_ORDER:
      return check_log_order (g, chk, actual);
    case HC_CHK_LOG_RULE:
    case HC_CHK_LOG_KIND:
      return check_log_field (g, chk, actual);
    default:
      {
        gint card = hc_scn_ref_resolve (g, &chk->ref, actual);
        if (card < 0)
          return FALSE;
        return check_card (g, chk, card, actual);
      }
    }
}
