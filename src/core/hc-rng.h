/* The game's own random generator: PCG32 (XSH RR, 64-bit state), so that a
 * seed gives the same dice on every machine and GLib version. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 state;
  guint64 inc;
} HcRng;

#define HC_RNG_ALGORITHM "pcg32-xsh-rr"

void hc_rng_seed (HcRng *r, guint64 seed, guint64 stream);
guint32 hc_rng_next (HcRng *r);
guint32 hc_rng_bounded (HcRng *r, guint32 bound);

G_END_DECLS
