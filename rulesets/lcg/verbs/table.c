/* The effect verbs by V_ value: adding a verb is its file under verbs/
 * and its line here (doc/adding-a-mechanic-lcg.md). */
#include "lcg-verb.h"

extern const LcgVerb lcg_verb_damage, lcg_verb_focus, lcg_verb_unfocus,
    lcg_verb_unfocus_all, lcg_verb_heal, lcg_verb_heal_all, lcg_verb_shield,
    lcg_verb_shield_extra, lcg_verb_destroy, lcg_verb_return,
    lcg_verb_discard_card, lcg_verb_gain, lcg_verb_stasis,
    lcg_verb_opp_sacrifice, lcg_verb_engage_instead, lcg_verb_damage_twice,
    lcg_verb_opp_damage, lcg_verb_opp_focus, lcg_verb_to_hand_instead,
    lcg_verb_no_defend, lcg_verb_destroy_cheapest, lcg_verb_put_into_play,
    lcg_verb_engage_again, lcg_verb_take_control, lcg_verb_each_sacrifice,
    lcg_verb_remove_from_engagement, lcg_verb_sacrifice, lcg_verb_gain_phase;

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
  [V_RETURN] = &lcg_verb_return,
  [V_DISCARD_CARD] = &lcg_verb_discard_card,
  [V_GAIN] = &lcg_verb_gain,
  [V_STASIS] = &lcg_verb_stasis,
  [V_OPP_SACRIFICE] = &lcg_verb_opp_sacrifice,
  [V_ENGAGE_INSTEAD] = &lcg_verb_engage_instead,
  [V_DAMAGE_TWICE] = &lcg_verb_damage_twice,
  [V_OPP_DAMAGE] = &lcg_verb_opp_damage,
  [V_OPP_FOCUS] = &lcg_verb_opp_focus,
  [V_TO_HAND_INSTEAD] = &lcg_verb_to_hand_instead,
  [V_NO_DEFEND] = &lcg_verb_no_defend,
  [V_DESTROY_CHEAPEST] = &lcg_verb_destroy_cheapest,
  [V_PUT_INTO_PLAY] = &lcg_verb_put_into_play,
  [V_ENGAGE_AGAIN] = &lcg_verb_engage_again,
  [V_TAKE_CONTROL] = &lcg_verb_take_control,
  [V_EACH_SACRIFICE] = &lcg_verb_each_sacrifice,
  [V_REMOVE_FROM_ENGAGEMENT] = &lcg_verb_remove_from_engagement,
  [V_SACRIFICE] = &lcg_verb_sacrifice,
  [V_GAIN_PHASE] = &lcg_verb_gain_phase,
};
