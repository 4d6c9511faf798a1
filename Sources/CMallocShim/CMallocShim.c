#include "CMallocShim.h"

// <malloc.h> first: __GLIBC__ is defined by glibc's own headers, so testing it before any
// include was always false, and until issue 7's fourth session mallopt was never compiled in.
#if defined(__linux__)
#include <malloc.h>
#endif

/// Limits glibc to one arena as the executable loads, before `main` and before any thread exists.
///
/// On Linux, Swift's async `main` runs on a dispatch worker thread, which allocates before the
/// first line of `main` could set anything.
__attribute__((constructor)) static void dogsh_malloc_single_arena(void) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
    (void)mallopt(M_ARENA_MAX, 1);
#endif
}
