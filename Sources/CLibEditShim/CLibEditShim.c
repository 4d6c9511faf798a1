#include "CLibEditShim.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <wchar.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/// Written by the SIGINT handler so a read waiting in any thread wakes up.
static int wake_pipe[2] = {-1, -1};
/// Set by the handler on whichever thread takes the signal, read on others: a lock-free atomic,
/// which is async-signal-safe and, unlike `volatile sig_atomic_t`, defined across threads.
static atomic_int interrupted = 0;
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the SIGINT flag must be lock-free to be set in a signal handler");
/// Called with the editor each time the reader is about to wait for a key; NULL calls nothing.
static dogsh_idle_function idle_function = NULL;
/// Written by `dogsh_editor_wake` from any thread; the reader polls it between keys.
static int notice_pipe[2] = {-1, -1};
/// Set by the reader when it stopped a wait for a notice; taken by `dogsh_editor_take_wake`.
static atomic_int woken = 0;

/// Makes a descriptor non-blocking and closed on exec.
static void make_nonblocking(int descriptor) {
    fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK);
    fcntl(descriptor, F_SETFD, FD_CLOEXEC);
}

/// Reads everything waiting in a non-blocking pipe.
static void drain(int descriptor) {
    char bytes[64];
    while (read(descriptor, bytes, sizeof bytes) > 0) {}
}

/// Reads one character from standard input, decoding it with the locale (set LC_CTYPE first).
///
/// Calls the idle function first: libedit has drawn the prompt and the line by then.
/// Waits with poll() on standard input and on the wake pipe, so Ctrl-C ends the wait with
/// -1 and EINTR even when the signal is delivered to another thread. Between keys it also
/// waits on the notice pipe: a notice with no key waiting ends the wait with -1 and EAGAIN,
/// and sets the flag `dogsh_editor_take_wake` returns. Invalid bytes read as U+FFFD.
static int dogsh_read_character(EditLine *editor, wchar_t *character) {
    if (idle_function != NULL) idle_function(editor);
    char bytes[MB_LEN_MAX];
    size_t length = 0;
    for (;;) {
        // Notices wait while a character is half read; a key already typed goes first.
        int noticing = length == 0 && notice_pipe[0] >= 0;
        struct pollfd fds[3] = {{STDIN_FILENO, POLLIN, 0}, {wake_pipe[0], POLLIN, 0}, {notice_pipe[0], POLLIN, 0}};
        int ready = poll(fds, noticing ? 3 : (wake_pipe[0] >= 0 ? 2 : 1), -1);
        if (ready < 0 && errno != EINTR) return -1;
        if (atomic_load(&interrupted) || (ready > 0 && (fds[1].revents & POLLIN))) {
            errno = EINTR;
            return -1;
        }
        if (ready > 0 && noticing && !(fds[0].revents & (POLLIN | POLLHUP)) && (fds[2].revents & POLLIN)) {
            drain(notice_pipe[0]);
            atomic_store(&woken, 1);
            errno = EAGAIN;
            return -1;
        }
        if (ready <= 0) continue;
        ssize_t got = read(STDIN_FILENO, bytes + length, 1);
        if (got == 0) return 0;
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            return -1;
        }
        length++;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t result = mbrtowc(character, bytes, length, &state);
        if (result == (size_t)-2 && length < MB_LEN_MAX) continue;
        if (result == (size_t)-1 || result == (size_t)-2) *character = 0xFFFD;
        return 1;
    }
}

EditLine *dogsh_editor_create(const char *program, dogsh_prompt_function prompt, History *store,
                              dogsh_editor_function complete, int output_descriptor) {
    FILE *output = output_descriptor == STDERR_FILENO ? stderr : stdout;
    EditLine *editor = el_init(program, stdin, output, stderr);
    if (editor == NULL) return NULL;
    el_set(editor, EL_EDITOR, "emacs");
    el_set(editor, EL_SIGNAL, 1);
    el_set(editor, EL_PROMPT_ESC, prompt, '\1');
    el_set(editor, EL_HIST, history, store);
    el_set(editor, EL_ADDFN, "dogsh-complete", "Complete the word before the cursor", complete);
    el_set(editor, EL_GETCFN, dogsh_read_character);
    el_set(editor, EL_BIND, "^I", "dogsh-complete", NULL);
    el_source(editor, NULL);
    return editor;
}

void dogsh_editor_set_idle(dogsh_idle_function function) {
    idle_function = function;
}

void dogsh_editor_refresh(EditLine *editor) {
    el_set(editor, EL_REFRESH);
}

void dogsh_editor_wake_install(void) {
    if (notice_pipe[0] >= 0 || pipe(notice_pipe) != 0) return;
    make_nonblocking(notice_pipe[0]);
    make_nonblocking(notice_pipe[1]);
}

void dogsh_editor_wake(void) {
    if (notice_pipe[1] < 0) return;
    char byte = 'n';
    ssize_t ignored = write(notice_pipe[1], &byte, 1);
    (void)ignored;
}

int dogsh_editor_take_wake(void) {
    return atomic_exchange(&woken, 0);
}

void dogsh_editor_set_client(EditLine *editor, void *client) {
    el_set(editor, EL_CLIENTDATA, client);
}

void *dogsh_editor_client(EditLine *editor) {
    void *client = NULL;
    el_get(editor, EL_CLIENTDATA, &client);
    return client;
}

History *dogsh_history_create(int size) {
    History *store = history_init();
    if (store == NULL) return NULL;
    HistEvent event;
    history(store, &event, H_SETSIZE, size);
    history(store, &event, H_SETUNIQUE, 1);
    return store;
}

int dogsh_history_enter(History *store, const char *line) {
    HistEvent event;
    return history(store, &event, H_ENTER, line);
}

int dogsh_history_load(History *store, const char *path) {
    HistEvent event;
    return history(store, &event, H_LOAD, path);
}

int dogsh_history_save(History *store, const char *path) {
    HistEvent event;
    return history(store, &event, H_SAVE, path);
}

int dogsh_history_entries(History *store, const char **entries, int capacity) {
    HistEvent event;
    int count = 0;
    if (history(store, &event, H_LAST) < 0) return 0;
    do {
        if (count < capacity) entries[count] = event.str;
        count++;
    } while (history(store, &event, H_PREV) >= 0);
    return count;
}

static void dogsh_interrupt_handler(int signal) {
    (void)signal;
    int saved = errno;
    atomic_store(&interrupted, 1);
    if (wake_pipe[1] >= 0) {
        char byte = 'i';
        ssize_t ignored = write(wake_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

void dogsh_interrupt_install(void) {
    if (wake_pipe[0] < 0 && pipe(wake_pipe) == 0) {
        make_nonblocking(wake_pipe[0]);
        make_nonblocking(wake_pipe[1]);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = dogsh_interrupt_handler;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
}

int dogsh_interrupt_take(void) {
    int was = atomic_exchange(&interrupted, 0);
    if (wake_pipe[0] >= 0) drain(wake_pipe[0]);
    return was;
}
