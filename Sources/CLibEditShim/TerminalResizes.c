/* Terminal resizes (SIGWINCH) marked as they happen, for the session's inbox to take.
 *
 * The handler sets a flag, as a signal handler may not take the inbox's lock, and wakes a prompt
 * that waits for a key: the line editor clears the prompt and the typed line and draws them again
 * at the new width (libedit alone leaves a wrapped line garbled). While libedit reads a line it
 * catches SIGWINCH itself (EL_SIGNAL), puts back the handler it found, this one, and raises the
 * signal again, so both see the first resize of a read; the reader tells libedit the size again
 * before each read (`el_resize`). */
#include "CLibEditShim.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>

/// Whether the terminal was resized since the last take.
static atomic_int resized = 0;

static void dogsh_resize_handler(int signal) {
    (void)signal;
    int saved = errno;
    atomic_store(&resized, 1);
    /* One write to a pipe: safe in a signal handler. */
    dogsh_editor_wake();
    errno = saved;
}

void dogsh_resizes_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = dogsh_resize_handler;
    /* A resize never cuts a read or a write short: only poll and sleeps return early, as they do for Ctrl-C. */
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGWINCH, &action, NULL);
    /* Marked once at once: a resize between reading the size the session starts with and now is not lost. */
    atomic_store(&resized, 1);
}

int dogsh_resizes_take(void) {
    return atomic_exchange(&resized, 0);
}
