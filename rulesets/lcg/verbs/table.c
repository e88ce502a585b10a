/* The effect verbs by V_ value: adding a verb is its file under verbs/
 * and its line here (doc/adding-a-mechanic-lcg.md). */
#include "lcg-verb.h"

extern const LcgVerb lcg_verb_damage, lcg_verb_damage_twice, lcg_verb_focus,
    lcg_verb_unfocus, lcg_verb_unfocus_all, lcg_verb_heal, lcg_verb_heal_all,
    lcg_verb_shield, lcg_verb_shield_extra;

const LcgVerb *const lcg_verbs[LCG_VERB_SLOTS] = {
  [V_DAMAGE] = &lcg_verb_damage,
  [V_DAMAGE_TWICE] = &lcg_verb_damage_twice,
  [V_FOCUS] = &lcg_verb_focus,
  [V_UNFOCUS] = &lcg_verb_unfocus,
  [V_UNFOCUS_ALL] = &lcg_verb_unfocus_all,
  [V_HEAL] = &lcg_verb_heal,
  [V_HEAL_ALL] = &lcg_verb_heal_all,
  [V_SHIELD] = &lcg_verb_shield,
  [V_SHIELD_EXTRA] = &lcg_verb_shield_extra,
};
