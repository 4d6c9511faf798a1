/* Terminal resizes (SIGWINCH) marked as they happen, for the session's inbox to take.
 *
 * The handler only sets a flag: a signal handler may not take the inbox's lock. While libedit
 * reads a line it catches SIGWINCH itself (EL_SIGNAL), fits the line to the new width, puts
 * back the handler it found, this one, and raises the signal again, so both see every resize. */
#include "CLibEditShim.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>

/// Whether the terminal was resized since the last take.
static atomic_int resized = 0;

static void dogsh_resize_handler(int signal) {
    (void)signal;
    atomic_store(&resized, 1);
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
