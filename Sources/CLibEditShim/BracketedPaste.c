/* Bracketed paste (xterm's private mode 2004) while a line is read: the terminal marks pasted
 * text, so a newline in it is not Enter. The mode is on only during a read, and with a first prompt
 * drawn before it: a command runs with it off, and so does whatever has the terminal after dogsh,
 * whichever way dogsh stops or ends. */
#include "CLibEditShim.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <unistd.h>

/// The terminal the mode is switched at, or -1: never switched.
static atomic_int paste_descriptor = -1;
/// Whether the mode is on now; a signal handler may switch it off.
static atomic_int paste_on = 0;

/// The signals that stop or end the process while a line is read. libedit catches them during
/// the read, gives the terminal its settings back and passes each on to the handler it found,
/// which is `guard_handler` while the mode is on.
static const int guarded[] = {SIGTSTP, SIGTERM, SIGHUP, SIGQUIT};
#define GUARDED_COUNT (sizeof guarded / sizeof guarded[0])
/// What each guarded signal did before the mode went on, and whether `guard_handler` stands in for it.
static struct sigaction previous[GUARDED_COUNT];
static atomic_int guarding[GUARDED_COUNT];

static const char paste_mode_on_sequence[] = "\x1b[?2004h";
static const char paste_mode_off_sequence[] = "\x1b[?2004l";

/// Writes a whole escape sequence; async-signal-safe.
static void write_sequence(int descriptor, const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(descriptor, bytes, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        count -= (size_t)written;
    }
}

/// Switches the mode off if it is on; async-signal-safe.
static void switch_off(void) {
    if (atomic_exchange(&paste_on, 0)) write_sequence(atomic_load(&paste_descriptor), paste_mode_off_sequence, sizeof paste_mode_off_sequence - 1);
}

/// A guarded signal: the mode goes off, then the signal does what it did before (stops the
/// process, ends it, or runs the handler that was there). After a stop the read ends, and the
/// next one switches the mode on again.
static void guard_handler(int signal) {
    int saved = errno;
    switch_off();
    for (size_t i = 0; i < GUARDED_COUNT; i++) {
        if (guarded[i] == signal && atomic_exchange(&guarding[i], 0)) sigaction(signal, &previous[i], NULL);
    }
    /* The signal is blocked while its handler runs: raised now, it is taken as soon as it is unblocked. */
    raise(signal);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    errno = saved;
}

void dogsh_editor_set_bracketed_paste(int descriptor) {
    atomic_store(&paste_descriptor, descriptor);
}

void dogsh_bracketed_paste_on(void) {
    int descriptor = atomic_load(&paste_descriptor);
    if (descriptor < 0 || atomic_load(&paste_on)) return;
    struct sigaction guard;
    guard.sa_handler = guard_handler;
    guard.sa_flags = 0;
    sigemptyset(&guard.sa_mask);
    for (size_t i = 0; i < GUARDED_COUNT; i++) {
        if (atomic_load(&guarding[i]) || sigaction(guarded[i], NULL, &previous[i]) != 0) continue;
        /* A signal the parent has dogsh ignore changes nothing, so it needs no guard. */
        if (previous[i].sa_handler == SIG_IGN) continue;
        atomic_store(&guarding[i], 1);
        sigaction(guarded[i], &guard, NULL);
    }
    fflush(NULL);
    atomic_store(&paste_on, 1);
    write_sequence(descriptor, paste_mode_on_sequence, sizeof paste_mode_on_sequence - 1);
}

void dogsh_bracketed_paste_off(void) {
    fflush(NULL);
    switch_off();
    for (size_t i = 0; i < GUARDED_COUNT; i++) {
        if (!atomic_exchange(&guarding[i], 0)) continue;
        /* Only a guard still in place is taken down: another handler set meanwhile stays. */
        struct sigaction current;
        if (sigaction(guarded[i], NULL, &current) == 0 && current.sa_handler == guard_handler) sigaction(guarded[i], &previous[i], NULL);
    }
}
