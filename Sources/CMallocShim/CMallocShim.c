#include "CMallocShim.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int dogsh_malloc_single_arena(void) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
    return mallopt(M_ARENA_MAX, 1);
#else
    return 0;
#endif
}
