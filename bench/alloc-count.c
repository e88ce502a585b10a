/* Heap allocations counted for `holocron bench`: the program's own malloc,
 * calloc and realloc count each call and hand it to glibc's allocator.
 * Built only without sanitizers (they bring their own allocator), and only
 * into the holocron program; hc_bench_allocations() says whether it is. */
#include "hc-bench.h"

#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc (size_t size);
extern void *__libc_calloc (size_t n, size_t size);
extern void *__libc_realloc (void *p, size_t size);
extern void __libc_free (void *p);

static atomic_ulong allocations;

void *malloc (size_t size);
void *calloc (size_t n, size_t size);
void *realloc (void *p, size_t size);
void free (void *p);

void *
malloc (size_t size)
{
  atomic_fetch_add_explicit (&allocations, 1, memory_order_relaxed);
  return __libc_malloc (size);
}

void *
calloc (size_t n, size_t size)
{
  atomic_fetch_add_explicit (&allocations, 1, memory_order_relaxed);
  return __libc_calloc (n, size);
}

void *
realloc (void *p, size_t size)
{
  atomic_fetch_add_explicit (&allocations, 1, memory_order_relaxed);
  return __libc_realloc (p, size);
}

void
free (void *p)
{
  __libc_free (p);
}

gboolean
hc_bench_allocations (guint64 *count)
{
  *count = atomic_load_explicit (&allocations, memory_order_relaxed);
  return TRUE;
}
