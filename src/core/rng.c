#include "hc-rng.h"

void
hc_rng_seed (HcRng *r, guint64 seed, guint64 stream)
{
  r->state = 0;
  r->inc = (stream << 1u) | 1u;
  hc_rng_next (r);
  r->state += seed;
  hc_rng_next (r);
}

guint32
hc_rng_next (HcRng *r)
{
  guint64 old = r->state;
  r->state = old * 6364136223846793005ULL + r->inc;
  guint32 xorshifted = (guint32)(((old >> 18u) ^ old) >> 27u);
  guint32 rot = (guint32)(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Lemire-style rejection keeps every value equally likely. */
guint32
hc_rng_bounded (HcRng *r, guint32 bound)
{
  if (bound <= 1)
    return 0;
  guint32 threshold = (guint32)(-bound) % bound;
  for (;;)
    {
      guint32 x = hc_rng_next (r);
      if (x >= threshold)
        return x % bound;
    }
}
