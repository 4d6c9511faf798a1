#ifndef DOGSH_CMALLOCSHIM_H
#define DOGSH_CMALLOCSHIM_H

/// Keeps every thread on glibc's main allocation arena; returns 1 when glibc accepted it.
///
/// By default each thread that allocates gets an arena of its own: a 64 MB reservation,
/// fresh pages to fault in and a trim at exit. dogsh starts a handful of short-lived threads
/// (the catalog parse, the favorites read, the async runtime's pool), and those arenas cost
/// about 0.7 ms of an 8 ms start (BENCHMARKS.md, "What each change gained"). A constructor in
/// this target applies it as the executable loads; calling it again from main is harmless and
/// keeps the target linked.
int dogsh_malloc_single_arena(void);

#endif
