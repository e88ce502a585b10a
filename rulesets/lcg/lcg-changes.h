/* The lcg ruleset's state changes: moves of cards and tokens that ask
 * nobody and push no rule step (the steps and verbs call them once the
 * rules have decided). */
#pragma once

#include "lcg-queries.h"
#include "lcg-text.h"

G_BEGIN_DECLS

/* rules.c */
void lcg_add_focus (HcGame *g, gint card, gint n);
gint lcg_remove_focus (HcGame *g, gint card, gint n);
gboolean lcg_draw (HcGame *g, gint player, gint n);
/* rules.c: a draw through a card effect (logged; Embers of Hope may bar it) */
void lcg_effect_draw (HcGame *g, gint player, gint n);
void lcg_discard (HcGame *g, gint card);
void lcg_capture (HcGame *g, gint card, gint host);
void lcg_leave_play (HcGame *g, gint card, gint zone_player, gint zone);
void lcg_damage_dial (HcGame *g, gint amount, gint by_player);
void lcg_note_limited (HcGame *g, gint player, gint card);
gboolean lcg_check_victory (HcGame *g);
/* The `a` of the answered O_CHOICE option, or HC_NONE; the answer is
 * taken (hc_game_take_answer). */
gint lcg_answered_choice (HcGame *g);
/* With one option offered: answered for the player (TRUE). */
gboolean lcg_answer_only_option (HcGame *g);

/* pay.c */
void lcg_note_played (HcGame *g, gint player, gint card);
void lcg_note_played_as (HcGame *g, gint player, gint card, gint type);

/* damage.c */
void lcg_place_shield (HcGame *g, gint card, gboolean extra);

/* move.c: moving damage, which is not dealing it (FAQ 4.3) */
void lcg_move_damage (HcGame *g, gint from, gint to, gint amount,
                      gint by_player, gint source);

/* control.c: a unit changing control (FAQ 2.6, 2.7) */
void lcg_take_control (HcGame *g, gint card, gint player);

/* edge.c */
void lcg_edge_switch (HcGame *g, gint player);
/* A fate card cancels the edge battle in progress: FALSE if there is
 * none. */
gboolean lcg_edge_cancel (HcGame *g);

G_END_DECLS
