/* The effect verbs by V_ value: adding a verb is its file under verbs/
 * and its line here (doc/architecture.md, "Adding a mechanic"). */
#include "lcg-verb.h"

extern const LcgVerb lcg_verb_damage, lcg_verb_focus, lcg_verb_unfocus,
    lcg_verb_unfocus_all, lcg_verb_heal, lcg_verb_heal_all, lcg_verb_shield,
    lcg_verb_shield_extra, lcg_verb_destroy, lcg_verb_draw, lcg_verb_cancel,
    lcg_verb_prevent, lcg_verb_cancel_edge, lcg_verb_return,
    lcg_verb_discard_card, lcg_verb_gain, lcg_verb_stasis, lcg_verb_dial,
    lcg_verb_recall, lcg_verb_capture_random, lcg_verb_discard_random,
    lcg_verb_capture, lcg_verb_search_objective, lcg_verb_opp_sacrifice,
    lcg_verb_engage_instead, lcg_verb_discard_chosen, lcg_verb_damage_twice,
    lcg_verb_opp_damage, lcg_verb_opp_focus, lcg_verb_opp_discard,
    lcg_verb_discard_opp_hand, lcg_verb_to_hand_instead, lcg_verb_dial_down,
    lcg_verb_no_defend, lcg_verb_hand_to_bottom, lcg_verb_destroy_cheapest,
    lcg_verb_ignore_match, lcg_verb_put_into_play, lcg_verb_engage_again,
    lcg_verb_take_control, lcg_verb_each_sacrifice, lcg_verb_move_damage,
    lcg_verb_move_to, lcg_verb_remove_from_engagement, lcg_verb_switch_edge,
    lcg_verb_prevent_any, lcg_verb_edge_from_deck, lcg_verb_move_focus,
    lcg_verb_damage_instead, lcg_verb_name_capture, lcg_verb_sacrifice,
    lcg_verb_gain_phase, lcg_verb_recall_enhancement, lcg_verb_capture_top,
    lcg_verb_rescue, lcg_verb_unfocus_up_to, lcg_verb_gain_choice,
    lcg_verb_discard_top_gain, lcg_verb_to_bottom_random, lcg_verb_keep_return,
    lcg_verb_shed, lcg_verb_reveal_take, lcg_verb_play_participating,
    lcg_verb_enter_participating, lcg_verb_next_card,
    lcg_verb_row_discount_discard, lcg_verb_row_lose_icon_choice,
    lcg_verb_rescue_engaged, lcg_verb_remove_from_force,
    lcg_verb_commit_or_remove, lcg_verb_damage_or_heal,
    lcg_verb_focus_or_unfocus, lcg_verb_remove_token, lcg_verb_search_deck,
    lcg_verb_commit, lcg_verb_unshield, lcg_verb_unshield_all,
    lcg_verb_gain_phase_either, lcg_verb_each_draws, lcg_verb_return_any;
/* lcgB */
extern const LcgVerb lcg_verb_take_enhancement;
extern const LcgVerb lcg_verb_move_captured;
extern const LcgVerb lcg_verb_gain_phase_per_enhancement;
extern const LcgVerb lcg_verb_must_defend;
extern const LcgVerb lcg_verb_sacrifice_or_focus;
extern const LcgVerb lcg_verb_look_hand;
extern const LcgVerb lcg_verb_strike_again;
extern const LcgVerb lcg_verb_gain_choice_per_captured;
/* lcgE */
extern const LcgVerb lcg_verb_struggle_counts;
extern const LcgVerb lcg_verb_skip_icons;
extern const LcgVerb lcg_verb_move_shield;
extern const LcgVerb lcg_verb_move_enhancement;
extern const LcgVerb lcg_verb_look_top_draw;
extern const LcgVerb lcg_verb_shelter;
/* lcgO */
extern const LcgVerb lcg_verb_may_focus;
extern const LcgVerb lcg_verb_enter_play;
/* lcgQ */
extern const LcgVerb lcg_verb_discard_captured;
extern const LcgVerb lcg_verb_draw_to_reserve;
extern const LcgVerb lcg_verb_reveal_capture;
extern const LcgVerb lcg_verb_dial_if_subject;
/* lcgS */
extern const LcgVerb lcg_verb_team;
extern const LcgVerb lcg_verb_hand_to_edge;
extern const LcgVerb lcg_verb_look_top_take;
extern const LcgVerb lcg_verb_discard_at_phase_end;
/* lcgT */
extern const LcgVerb lcg_verb_rescue_random_here;
extern const LcgVerb lcg_verb_gain_force_phase;
/* lcgU */
extern const LcgVerb lcg_verb_recall_fate;
extern const LcgVerb lcg_verb_balance_dark;
extern const LcgVerb lcg_verb_shuffle_into_deck;
extern const LcgVerb lcg_verb_to_deck_top;
/* lcgR */
extern const LcgVerb lcg_verb_draw_if_that;
extern const LcgVerb lcg_verb_opponent_divides_damage;
/* lcgX */
extern const LcgVerb lcg_verb_capture_top_choose;
extern const LcgVerb lcg_verb_look_deck_top;
extern const LcgVerb lcg_verb_search_top_return;
extern const LcgVerb lcg_verb_reveal_captured_capture_copy;
/* lcgZ */
extern const LcgVerb lcg_verb_discard_edge;
extern const LcgVerb lcg_verb_lose_force_phase;
extern const LcgVerb lcg_verb_resolve_fate_again;
extern const LcgVerb lcg_verb_reveal_top_for_struggle;
/* lcgAA */
extern const LcgVerb lcg_verb_spend_or_focus;
extern const LcgVerb lcg_verb_swap_icon;
extern const LcgVerb lcg_verb_capture_force_card;
/* lcgV */
extern const LcgVerb lcg_verb_return_if_damaged;
extern const LcgVerb lcg_verb_damage_past_shields;
/* lcgY */
extern const LcgVerb lcg_verb_return_at_phase_end;
extern const LcgVerb lcg_verb_put_participating;
extern const LcgVerb lcg_verb_unfocus_more_if_that;
extern const LcgVerb lcg_verb_enter_topmost_committed;
/* lcgW */
extern const LcgVerb lcg_verb_damage_per_objective;
extern const LcgVerb lcg_verb_row_discount_damage;
extern const LcgVerb lcg_verb_opponent_divides_instead;
/* lcgAC */
extern const LcgVerb lcg_verb_put_revealed;
extern const LcgVerb lcg_verb_resolve_again;
/* lcgAE */
extern const LcgVerb lcg_verb_attach_to_self;
/* lcgAF */
extern const LcgVerb lcg_verb_retarget;

const LcgVerb *const lcg_verbs[LCG_VERB_SLOTS] = {
  [V_DAMAGE] = &lcg_verb_damage,
  [V_FOCUS] = &lcg_verb_focus,
  [V_UNFOCUS] = &lcg_verb_unfocus,
  [V_UNFOCUS_ALL] = &lcg_verb_unfocus_all,
  [V_HEAL] = &lcg_verb_heal,
  [V_HEAL_ALL] = &lcg_verb_heal_all,
  [V_SHIELD] = &lcg_verb_shield,
  [V_SHIELD_EXTRA] = &lcg_verb_shield_extra,
  [V_DESTROY] = &lcg_verb_destroy,
  [V_DRAW] = &lcg_verb_draw,
  [V_CANCEL] = &lcg_verb_cancel,
  [V_PREVENT] = &lcg_verb_prevent,
  [V_CANCEL_EDGE] = &lcg_verb_cancel_edge,
  [V_RETURN] = &lcg_verb_return,
  [V_DISCARD_CARD] = &lcg_verb_discard_card,
  [V_GAIN] = &lcg_verb_gain,
  [V_STASIS] = &lcg_verb_stasis,
  [V_DIAL] = &lcg_verb_dial,
  [V_RECALL] = &lcg_verb_recall,
  [V_CAPTURE_RANDOM] = &lcg_verb_capture_random,
  [V_DISCARD_RANDOM] = &lcg_verb_discard_random,
  [V_CAPTURE] = &lcg_verb_capture,
  [V_SEARCH_OBJECTIVE] = &lcg_verb_search_objective,
  [V_OPP_SACRIFICE] = &lcg_verb_opp_sacrifice,
  [V_ENGAGE_INSTEAD] = &lcg_verb_engage_instead,
  [V_DISCARD_CHOSEN] = &lcg_verb_discard_chosen,
  [V_DAMAGE_TWICE] = &lcg_verb_damage_twice,
  [V_OPP_DAMAGE] = &lcg_verb_opp_damage,
  [V_OPP_FOCUS] = &lcg_verb_opp_focus,
  [V_OPP_DISCARD] = &lcg_verb_opp_discard,
  [V_DISCARD_OPP_HAND] = &lcg_verb_discard_opp_hand,
  [V_TO_HAND_INSTEAD] = &lcg_verb_to_hand_instead,
  [V_DIAL_DOWN] = &lcg_verb_dial_down,
  [V_NO_DEFEND] = &lcg_verb_no_defend,
  [V_HAND_TO_BOTTOM] = &lcg_verb_hand_to_bottom,
  [V_DESTROY_CHEAPEST] = &lcg_verb_destroy_cheapest,
  [V_IGNORE_MATCH] = &lcg_verb_ignore_match,
  [V_PUT_INTO_PLAY] = &lcg_verb_put_into_play,
  [V_ENGAGE_AGAIN] = &lcg_verb_engage_again,
  [V_TAKE_CONTROL] = &lcg_verb_take_control,
  [V_EACH_SACRIFICE] = &lcg_verb_each_sacrifice,
  [V_MOVE_DAMAGE] = &lcg_verb_move_damage,
  [V_MOVE_TO] = &lcg_verb_move_to,
  [V_REMOVE_FROM_ENGAGEMENT] = &lcg_verb_remove_from_engagement,
  [V_SWITCH_EDGE] = &lcg_verb_switch_edge,
  [V_PREVENT_ANY] = &lcg_verb_prevent_any,
  [V_EDGE_FROM_DECK] = &lcg_verb_edge_from_deck,
  [V_MOVE_FOCUS] = &lcg_verb_move_focus,
  [V_DAMAGE_INSTEAD] = &lcg_verb_damage_instead,
  [V_NAME_CAPTURE] = &lcg_verb_name_capture,
  [V_SACRIFICE] = &lcg_verb_sacrifice,
  [V_GAIN_PHASE] = &lcg_verb_gain_phase,
  [V_RECALL_ENHANCEMENT] = &lcg_verb_recall_enhancement,
  [V_CAPTURE_TOP] = &lcg_verb_capture_top,
  [V_RESCUE] = &lcg_verb_rescue,
  [V_UNFOCUS_UP_TO] = &lcg_verb_unfocus_up_to,
  [V_GAIN_CHOICE] = &lcg_verb_gain_choice,
  [V_DISCARD_TOP_GAIN] = &lcg_verb_discard_top_gain,
  [V_TO_BOTTOM_RANDOM] = &lcg_verb_to_bottom_random,
  [V_KEEP_RETURN] = &lcg_verb_keep_return,
  [V_SHED] = &lcg_verb_shed,
  [V_REVEAL_TAKE] = &lcg_verb_reveal_take,
  [V_PLAY_PARTICIPATING] = &lcg_verb_play_participating,
  [V_ENTER_PARTICIPATING] = &lcg_verb_enter_participating,
  [V_NEXT_CARD] = &lcg_verb_next_card,
  [V_DISCOUNT_DISCARD] = &lcg_verb_row_discount_discard,
  [V_LOSE_ICON_CHOICE] = &lcg_verb_row_lose_icon_choice,
  [V_RESCUE_ENGAGED] = &lcg_verb_rescue_engaged,
  [V_REMOVE_FROM_FORCE] = &lcg_verb_remove_from_force,
  [V_COMMIT_OR_REMOVE] = &lcg_verb_commit_or_remove,
  [V_DAMAGE_OR_HEAL] = &lcg_verb_damage_or_heal,
  [V_FOCUS_OR_UNFOCUS] = &lcg_verb_focus_or_unfocus,
  [V_REMOVE_TOKEN] = &lcg_verb_remove_token,
  [V_GAIN_PHASE_EITHER] = &lcg_verb_gain_phase_either,
  [V_RETURN_ANY] = &lcg_verb_return_any,
  [V_SEARCH_DECK] = &lcg_verb_search_deck,
  [V_COMMIT] = &lcg_verb_commit,
  [V_UNSHIELD] = &lcg_verb_unshield,
  [V_UNSHIELD_ALL] = &lcg_verb_unshield_all,
  [V_EACH_DRAWS] = &lcg_verb_each_draws,
  [V_TAKE_ENHANCEMENT] = &lcg_verb_take_enhancement,
  [V_MOVE_CAPTURED] = &lcg_verb_move_captured,
  [V_GAIN_PHASE_PER_ENH] = &lcg_verb_gain_phase_per_enhancement,
  [V_MUST_DEFEND] = &lcg_verb_must_defend,
  [V_SACRIFICE_OR_FOCUS] = &lcg_verb_sacrifice_or_focus,
  [V_LOOK_HAND] = &lcg_verb_look_hand,
  [V_STRIKE_AGAIN] = &lcg_verb_strike_again,
  [V_GAIN_PER_CAPTURED] = &lcg_verb_gain_choice_per_captured,
  [V_STRUGGLE_COUNTS] = &lcg_verb_struggle_counts,
  [V_SKIP_ICONS] = &lcg_verb_skip_icons,
  [V_MOVE_SHIELD] = &lcg_verb_move_shield,
  [V_LOOK_TOP_DRAW] = &lcg_verb_look_top_draw,
  [V_SHELTER] = &lcg_verb_shelter,
  [V_MAY_FOCUS] = &lcg_verb_may_focus,
  [V_ENTER_PLAY] = &lcg_verb_enter_play,
  [V_DISCARD_CAPTURED] = &lcg_verb_discard_captured,
  [V_DRAW_TO_RESERVE] = &lcg_verb_draw_to_reserve,
  [V_REVEAL_CAPTURE] = &lcg_verb_reveal_capture,
  [V_DIAL_IF_SUBJECT] = &lcg_verb_dial_if_subject,
  [V_TEAM] = &lcg_verb_team,
  [V_HAND_TO_EDGE] = &lcg_verb_hand_to_edge,
  [V_LOOK_TOP_TAKE] = &lcg_verb_look_top_take,
  [V_DISCARD_LATER] = &lcg_verb_discard_at_phase_end,
  [V_RESCUE_RANDOM_HERE] = &lcg_verb_rescue_random_here,
  [V_GAIN_FORCE_PHASE] = &lcg_verb_gain_force_phase,
  [V_RECALL_FATE] = &lcg_verb_recall_fate,
  [V_BALANCE_DARK] = &lcg_verb_balance_dark,
  [V_SHUFFLE_INTO_DECK] = &lcg_verb_shuffle_into_deck,
  [V_TO_DECK_TOP] = &lcg_verb_to_deck_top,
  [V_DRAW_IF_THAT] = &lcg_verb_draw_if_that,
  [V_OPP_DIVIDES_DAMAGE] = &lcg_verb_opponent_divides_damage,
  [V_CAPTURE_TOP_CHOOSE] = &lcg_verb_capture_top_choose,
  [V_LOOK_DECK_TOP] = &lcg_verb_look_deck_top,
  [V_SEARCH_TOP_RETURN] = &lcg_verb_search_top_return,
  [V_CAPTURE_COPY] = &lcg_verb_reveal_captured_capture_copy,
  [V_DISCARD_EDGE] = &lcg_verb_discard_edge,
  [V_LOSE_FORCE_PHASE] = &lcg_verb_lose_force_phase,
  [V_FATE_AGAIN] = &lcg_verb_resolve_fate_again,
  [V_STRUGGLE_CARD] = &lcg_verb_reveal_top_for_struggle,
  [V_SPEND_OR_FOCUS] = &lcg_verb_spend_or_focus,
  [V_SWAP_ICON] = &lcg_verb_swap_icon,
  [V_CAPTURE_FORCE_CARD] = &lcg_verb_capture_force_card,
  [V_RETURN_IF_DAMAGED] = &lcg_verb_return_if_damaged,
  [V_DAMAGE_PAST_SHIELDS] = &lcg_verb_damage_past_shields,
  [V_RETURN_LATER] = &lcg_verb_return_at_phase_end,
  [V_PUT_PARTICIPATING] = &lcg_verb_put_participating,
  [V_UNFOCUS_MORE_IF] = &lcg_verb_unfocus_more_if_that,
  [V_ENTER_TOPMOST_COMMITTED] = &lcg_verb_enter_topmost_committed,
  [V_MOVE_ENHANCEMENT] = &lcg_verb_move_enhancement,
  [V_DAMAGE_PER_OBJECTIVE] = &lcg_verb_damage_per_objective,
  [V_DISCOUNT_DAMAGE] = &lcg_verb_row_discount_damage,
  [V_OPP_DIVIDES_INSTEAD] = &lcg_verb_opponent_divides_instead,
  [V_PUT_REVEALED] = &lcg_verb_put_revealed,
  [V_RESOLVE_AGAIN] = &lcg_verb_resolve_again,
  [V_ATTACH_TO_SELF] = &lcg_verb_attach_to_self,
  [V_RETARGET] = &lcg_verb_retarget,
};
