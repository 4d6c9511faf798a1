#ifndef DOGSH_CMALLOCSHIM_H
#define DOGSH_CMALLOCSHIM_H

// Keeps every thread of dogsh on glibc's main allocation arena, set as the executable loads.
//
// By default each thread that allocates gets an arena of its own: a 64 MB reservation, fresh
// pages to fault in and a trim at exit. dogsh starts a handful of short-lived threads (the
// catalog parse, the favorites read, the async runtime's workers). A constructor in this
// target calls `mallopt(M_ARENA_MAX, 1)` before `main`, and before any thread exists; the
// executable links the target's object file, so nothing needs to call it. Measured in
// BENCHMARKS.md ("Start-up, fourth session"): 640 → 612 page faults per run.

#endif
