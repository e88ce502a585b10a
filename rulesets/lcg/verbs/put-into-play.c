/* "put-into-play SELECTOR": a unit or enhancement card into play, from
 * hand or discard pile, without paying for it. */
#include "lcg-verb.h"

static gboolean
put_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "put into play ");
  return FALSE;
}

static gboolean
put_fits (const HcGame *g, const LcgOp *op, gint source, gint player, gint card)
{
  (void)op;
  (void)source;
  return lcg_put_possible (g, player, card);
}

static void
put_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  (void)op;
  (void)source;
  if (lcg_type (g, card) == T_ENHANCEMENT)
    lcg_push_deploy (g, player, card, DEPLOY_PUT);
  else if (lcg_unique_blocked (g, player, card))
    lcg_log (g, player, M_UNIQUE_BLOCKED, RR_UNIQUE, card, player, 0, 0);
  else
    lcg_put_into_play (g, player, card);
}

const LcgVerb lcg_verb_put_into_play = {
  .word = "put-into-play",
  .args = "SELECTOR",
  .example = "put-into-play target hand-unit",
  .has_sel = TRUE,
  .text = put_text,
  .fits = put_fits,
  .apply = put_apply,
};
