/* prevent SEL N (or all) and deflect SEL N: damage pending on a unit that
 * does not happen; a deflecting unit may then do what it prevented to a
 * unit in its own arena, itself included (JG reminder text; IDC glossary:
 * deflected damage waits for the same prevention chance). */
#include "wotc-steps.h"

static void
text_prevent (const WotcOp *o, const char *self_name, GString *out)
{
  if (o->n == WOTC_N_PAID)
    g_string_append (out, "prevent X damage to ");
  else if (o->n < 0)
    g_string_append (out, "prevent all damage to ");
  else
    g_string_append_printf (out, "prevent %s%d damage to ",
                            o->up_to ? "up to " : "", o->n);
  wotc_sel_text (&o->sel, self_name, out);
}

/* what it prevented is the ability's X, for the effects after it */
static gint
prevent (HcGame *g, gint limit, WotcEffectFrame *e, gint c)
{
  gint prevented = wotc_prevent_pending (g, e->src, c, limit);
  e->x = prevented;
  return prevented;
}

static void
prevent_on (HcGame *g, WotcEffectFrame *e, gint c, gint limit)
{
  gint prevented = prevent (g, limit, e, c);
  /* against a secret roll's unrolled dice, once they are shown */
  if (prevented > 0 && !wotc_secret_waiting (g, c))
    wotc_fire_subject (g, EV_PREVENTED, c);
  wotc_log (g, e->player, M_PREVENT, RR_ABILITY, c, prevented,
            g->card[c].counter[C_PENDING], 0);
}

/* "prevent up to N": the amount is asked in `then`, once the card is
 * known */
static void
apply_prevent (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint c)
{
  wotc_up_to_apply (g, o, e, c, o->n == WOTC_N_PAID ? e->x : o->n, prevent_on);
}

static WotcOpNext
then_prevent (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  return wotc_up_to_counter (g, o, e, C_PENDING, UP_TO_PREVENT, prevent_on);
}

static WotcOpNext
answer_prevent (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  return wotc_up_to_answer (g, e, prevent_on);
}

const WotcOpDef wotc_op_prevent = {
  .used = M_USE_PREVENT,
  .word = "prevent",
  .sel = TRUE,
  .amount = TRUE,
  .text = text_prevent,
  .apply_in = apply_prevent,
  .then = then_prevent,
  .answer = answer_prevent,
  .up_to = TRUE,
};

static void
text_deflect (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "Deflect %d: prevent up to %d damage to ", o->n,
                          o->n);
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, ", which may do that much damage to a unit in its "
                        "arena");
}

/* the amount picked: prevented now, and the deflecting unit may do it to
 * a unit next */
static void
deflect_on (HcGame *g, WotcEffectFrame *e, gint c, gint limit)
{
  gint prevented = prevent (g, limit, e, c);
  wotc_log (g, e->player, M_DEFLECT, RR_DEFLECT, c, prevented,
            g->card[c].counter[C_PENDING], 0);
  if (prevented > 0 && !wotc_secret_waiting (g, c))
    wotc_fire_subject (g, EV_PREVENTED, c);
}

/* "prevent up to N" (JG reminder text): the amount is asked in `then` */
static void
apply_deflect (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint c)
{
  (void)g;
  (void)o;
  e->now.up_to.card = c;
  e->x = 0;
}

/* the deflecting unit may do the prevented damage to any unit in its
 * arena, itself included */
static WotcOpNext
ask_redirect (HcGame *g, WotcEffectFrame *e)
{
  gint u = e->now.up_to.card;
  if (e->x <= 0 || !Z_IS_ARENA (g->card[u].zone))
    {
      e->x = 0;
      return WOTC_OP_DONE;
    }
  hc_game_ask (g, e->player, D_DEFLECT_TARGET, D_DEFLECT_TARGET);
  g->decision.prompt_arg[0] = u;
  g->decision.prompt_arg[1] = e->x;
  for (gint q = 0; q < HC_MAX_PLAYERS; q++)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, q, g->card[u].zone, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        hc_game_offer (g, WOTC_OPT_ID (O_DEFLECT, list[i], 0), O_DEFLECT,
                       list[i], e->x, 0);
    }
  hc_game_offer (g, WOTC_OPT_ID (O_DEFLECT, 0xfff, 0), O_DEFLECT, HC_NONE, 0,
                 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
then_deflect (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint pending = g->card[e->now.up_to.card].counter[C_PENDING];
  WotcOpNext next
      = wotc_up_to_then (g, e, MIN (o->n, pending), UP_TO_PREVENT, deflect_on);
  /* nothing to prevent: carried out with 0, no damage to redirect */
  return next == WOTC_OP_ASKED ? next : ask_redirect (g, e);
}

static WotcOpNext
answer_deflect (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  /* the amount first, then where the prevented damage goes */
  if (a && a->kind == O_UP_TO)
    {
      deflect_on (g, e, e->now.up_to.card, a->a);
      return ask_redirect (g, e);
    }
  if (a && a->a != HC_NONE && !wotc_secret_deflect (g, e->now.up_to.card, a->a))
    {
      /* new damage: it waits for the same prevention chance */
      HcCard *t = &g->card[a->a];
      t->counter[C_PENDING] = (gint16)(t->counter[C_PENDING] + a->b);
      wotc_log (g, e->player, M_PENDING, RR_DEFLECT, a->a,
                t->counter[C_PENDING], 0, 0);
    }
  e->x = 0;
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_deflect = {
  .used = M_USE_DEFLECT,
  .word = "deflect",
  .sel = TRUE,
  .amount = TRUE,
  .text = text_deflect,
  .apply_in = apply_deflect,
  .then = then_deflect,
  .answer = answer_deflect,
};
