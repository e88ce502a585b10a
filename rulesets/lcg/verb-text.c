/* The card text of the effects resolved over several decisions. */
#include "lcg-internal.h"

gboolean
lcg_verb_text (const LcgOp *op, GString *out)
{
  switch (op->verb)
    {
    case V_CAPTURE_TOP:
      g_string_append_printf (out,
                              "look at the top %d cards of your opponent's "
                              "deck; capture 1 of them at this objective and "
                              "put the others back on top in any order",
                              op->n);
      return TRUE;
    case V_RESCUE_ENGAGED:
      g_string_append (out, "rescue 1 card captured at the engaged objective "
                            "(to its owner's hand)");
      return TRUE;
    case V_RESCUE:
      g_string_append (out, "rescue 1 captured card (to its owner's hand); "
                            "if it is a unit, you may put it into play "
                            "under its owner's control");
      return TRUE;
    case V_UNFOCUS_UP_TO:
      g_string_append_printf (out,
                              "remove 1 focus token from each of up to %d "
                              "different %s%scards of your choice",
                              op->n, op->sel.what & WH_UNIT ? "" : "non-unit ",
                              op->sel.side == SIDE_FRIENDLY ? "friendly " : "");
      return TRUE;
    case V_GAIN_CHOICE:
      g_string_append (out, "until the end of the strike, give 1 combat "
                            "icon of your choice to ");
      return FALSE;
    case V_LOSE_ICON_CHOICE:
      g_string_append (out, "choose a combat icon type; until the end of the "
                            "phase, every combat icon of that type is lost, "
                            "and no combat icon can be gained, by ");
      return FALSE;
    case V_DISCARD_TOP_GAIN:
      g_string_append (out, "discard the top card of your deck; if it is a "
                            "unit, until the end of the strike give all its "
                            "printed combat icons to ");
      return FALSE;
    case V_TO_BOTTOM_RANDOM:
      g_string_append (out, "in an order drawn at random, put on the bottom "
                            "of its owner's deck ");
      return FALSE;
    case V_KEEP_RETURN:
      g_string_append_printf (out,
                              "each player chooses up to %d units he "
                              "controls; return every unit not chosen to its "
                              "owner's hand",
                              op->n);
      return TRUE;
    case V_SHED:
      g_string_append (out, "discard any number of tokens and enhancements "
                            "from ");
      return FALSE;
    case V_REVEAL_TAKE:
      g_string_append_printf (out,
                              "reveal the top %d cards of your deck; put the "
                              "%s events and enhancements of printed cost %d "
                              "or more into your hand and the rest on the "
                              "bottom of your deck in any order",
                              op->n, lcg_affiliation_names[op->sel.aff],
                              op->sel.min_cost);
      return TRUE;
    case V_PLAY_PARTICIPATING:
      g_string_append (out, "play this unit from your hand (paying its "
                            "cost) as a participating unit on your side");
      return TRUE;
    case V_ENTER_PARTICIPATING:
      g_string_append (out, "put this unit into play as a participating unit "
                            "on your side");
      return TRUE;
    case V_NEXT_CARD:
      g_string_append_printf (out,
                              "reduce the cost of the next card you play "
                              "this phase by %d and ignore its resource "
                              "match requirement",
                              op->n);
      return TRUE;
    case V_DISCOUNT_DISCARD:
      g_string_append (out, "discard X cards from your hand to reduce its "
                            "cost by X (to a minimum of 1)");
      return TRUE;
    default:
      return FALSE;
    }
}
