#include "CLibEditShim.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/// A descriptor that becomes readable when the process ends (Linux 5.3 and later), or -1.
static int process_descriptor(int pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    return -1;
#endif
}

/// The exit status as a shell reports it: the code, or 128 plus the signal that ended the process.
static int shell_status(int status) {
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}

/// Milliseconds since `start`.
static int elapsed_ms(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int)((now.tv_sec - start->tv_sec) * 1000 + (now.tv_nsec - start->tv_nsec) / 1000000);
}

/// How long a pager may take to end by itself after Ctrl-C before it is sent SIGTERM: less -K and more
/// end at once, and clean up as they do; SIGTERM at once cut less's own ending short (strace: it
/// ended by its SIGTERM handler, status 15, while it was quitting for Ctrl-C).
static const int grace_ms = 300;

int dogsh_pager_feed(int pid, int input, const char *bytes, size_t count, int *interrupted) {
    *interrupted = 0;
    /* A pager that quits early makes the next write raise SIGPIPE on this thread: held off, then taken. */
    sigset_t pipe_signal, previous;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
    fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK);
    int ended = process_descriptor(pid);
    int wake = dogsh_interrupt_descriptor();
    size_t written = 0;
    int status = 0, reaped = 0, terminated = 0;
    struct timespec interrupted_at = {0, 0};
    if (count == 0) {
        close(input);
        input = -1;
    }
    while (!reaped) {
        struct pollfd fds[3];
        nfds_t used = 0;
        int wake_at = -1, ended_at = -1, input_at = -1;
        if (wake >= 0) { wake_at = (int)used; fds[used++] = (struct pollfd){wake, POLLIN, 0}; }
        if (ended >= 0) { ended_at = (int)used; fds[used++] = (struct pollfd){ended, POLLIN, 0}; }
        if (input >= 0) { input_at = (int)used; fds[used++] = (struct pollfd){input, POLLOUT, 0}; }
        /* Without a process descriptor, the end is looked for every 50 ms; after Ctrl-C, the pager has
           its grace to end by itself before SIGTERM. */
        int timeout = ended >= 0 ? -1 : 50;
        if (*interrupted && !terminated) {
            int left = grace_ms - elapsed_ms(&interrupted_at);
            timeout = left < 0 ? 0 : (timeout < 0 || left < timeout ? left : timeout);
        }
        int ready = poll(fds, used, timeout);
        if (ready < 0 && errno != EINTR) break;
        if (wake_at >= 0 && (fds[wake_at].revents & POLLIN)) {
            char drained[64];
            while (read(wake, drained, sizeof drained) > 0) {}
        }
        if (dogsh_interrupt_pending() && !*interrupted) {
            *interrupted = 1;
            clock_gettime(CLOCK_MONOTONIC, &interrupted_at);
            if (input >= 0) { close(input); input = -1; }
        }
        if (*interrupted && !terminated && pid > 0 && elapsed_ms(&interrupted_at) >= grace_ms) {
            terminated = 1;
            kill(pid, SIGTERM);
        }
        if (input_at >= 0 && input >= 0 && (fds[input_at].revents & (POLLOUT | POLLERR | POLLHUP))) {
            ssize_t wrote = write(input, bytes + written, count - written);
            if (wrote > 0) written += (size_t)wrote;
            if ((wrote < 0 && errno != EAGAIN && errno != EINTR) || written == count) {
                close(input);
                input = -1;
            }
        }
        if (ended < 0 || (ended_at >= 0 && (fds[ended_at].revents & POLLIN))) {
            int got = waitpid(pid, &status, ended < 0 ? WNOHANG : 0);
            if (got == pid) reaped = 1;
            else if (got < 0 && errno != EINTR) break;
        }
    }
    if (input >= 0) close(input);
    if (ended >= 0) close(ended);
    struct timespec now = {0, 0};
    while (sigtimedwait(&pipe_signal, NULL, &now) == SIGPIPE) {}
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    return reaped ? shell_status(status) : -1;
}
