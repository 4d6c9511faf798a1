#include "CLibEditShim.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <wchar.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

/// Written by the SIGINT and SIGCONT handlers so a read waiting in any thread wakes up.
static int wake_pipe[2] = {-1, -1};
/// Set by the handler on whichever thread takes the signal, read on others: a lock-free atomic,
/// which is async-signal-safe and, unlike `volatile sig_atomic_t`, defined across threads.
static atomic_int interrupted = 0;
/// Set by the SIGCONT handler: the process was stopped and continues, so the line is drawn again.
static atomic_int continued = 0;
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal flags must be lock-free to be set in a signal handler");
/// Called with the editor each time the reader is about to wait for a key; NULL calls nothing.
static dogsh_idle_function idle_function = NULL;
/// Written by `dogsh_editor_wake` from any thread; the reader polls it between keys.
static int notice_pipe[2] = {-1, -1};
/// Why the last read ended without a key; taken by `dogsh_editor_take_read_end`.
static atomic_int read_end = DOGSH_READ_ENDED_NOT;

/// Bytes of a key decoded and not yet handed to libedit (the reader runs on one thread at a time).
static unsigned char queued[32];
static size_t queued_count = 0, queued_next = 0;

/// How long the rest of an escape sequence may take: after a lone ESC, a key of its own (ms).
static const int escape_follow_ms = 50;
static const int sequence_byte_ms = 100;

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

/// Reads one byte of standard input, waiting at most `timeout_ms` (-1: forever) and watching the
/// wake pipe, and between keys (`noticing`) the notice pipe. Returns 1 with the byte, 0 at the end
/// of input or when the time is up, and -1 with `read_end` set when a signal or a notice ended the wait.
static int read_byte(unsigned char *byte, int timeout_ms, int noticing) {
    for (;;) {
        noticing = noticing && notice_pipe[0] >= 0;
        struct pollfd fds[3] = {{STDIN_FILENO, POLLIN, 0}, {wake_pipe[0], POLLIN, 0}, {notice_pipe[0], POLLIN, 0}};
        int ready = poll(fds, noticing ? 3 : (wake_pipe[0] >= 0 ? 2 : 1), timeout_ms);
        if (ready < 0 && errno != EINTR) return 0;
        if (atomic_exchange(&continued, 0)) {
            if (wake_pipe[0] >= 0) drain(wake_pipe[0]);
            atomic_store(&read_end, DOGSH_READ_ENDED_CONTINUE);
            return -1;
        }
        if (atomic_load(&interrupted) || (ready > 0 && (fds[1].revents & POLLIN))) {
            atomic_store(&read_end, DOGSH_READ_ENDED_INTERRUPT);
            errno = EINTR;
            return -1;
        }
        if (ready > 0 && noticing && !(fds[0].revents & (POLLIN | POLLHUP)) && (fds[2].revents & POLLIN)) {
            drain(notice_pipe[0]);
            atomic_store(&read_end, DOGSH_READ_ENDED_WAKE);
            errno = EAGAIN;
            return -1;
        }
        if (ready == 0) return 0;
        if (ready < 0) continue;
        ssize_t got = read(STDIN_FILENO, byte, 1);
        if (got == 1) return 1;
        if (got == 0) return 0;
        if (errno != EINTR && errno != EAGAIN) return 0;
    }
}

/// Queues bytes for libedit and hands over the first.
static int hand_over(const unsigned char *bytes, size_t count, wchar_t *character) {
    memcpy(queued, bytes, count);
    queued_count = count;
    queued_next = 1;
    *character = bytes[0];
    return 1;
}

/// Reads and drops the rest of a control sequence, to its final byte (0x40 to 0x7E), waiting at
/// most `sequence_byte_ms` for each byte. Returns -1 when a signal or a notice ended the wait.
static int swallow_to_final_byte(void) {
    unsigned char byte;
    for (;;) {
        int got = read_byte(&byte, sequence_byte_ms, 0);
        if (got <= 0) return got;
        if (byte >= 0x40 && byte <= 0x7E) return 1;
    }
}

/// Reads one character from standard input for libedit, decoding it with the locale (set LC_CTYPE first).
///
/// Calls the idle function first: libedit has drawn the prompt and the line by then. An escape
/// sequence is read whole: a key dogsh knows is handed over in the one form it is bound in
/// (`dogsh_key_for`), an unknown control sequence is swallowed, and ESC with one key is Alt and
/// that key. Ctrl-C, a wake between keys and the process continuing after a stop end the wait with
/// -1 (`dogsh_editor_take_read_end` says which). Invalid bytes read as U+FFFD.
static int dogsh_read_character(EditLine *editor, wchar_t *character) {
    if (queued_next < queued_count) {
        *character = queued[queued_next++];
        return 1;
    }
    if (idle_function != NULL) idle_function(editor);
    for (;;) {
        unsigned char bytes[MB_LEN_MAX > 16 ? MB_LEN_MAX : 16];
        int got = read_byte(&bytes[0], -1, 1);
        if (got <= 0) return got;
        if (bytes[0] == 0x1B) {
            size_t count = 1, length = 0;
            while ((length = dogsh_escape_length(bytes, count)) == 0 && count < sizeof bytes) {
                got = read_byte(&bytes[count], count == 1 ? escape_follow_ms : sequence_byte_ms, 0);
                if (got < 0) return -1;
                if (got == 0) break;
                count++;
            }
            if (length == 0) {
                if (count == 1) return hand_over(bytes, 1, character); /* a lone Esc */
                /* Longer than the buffer: a terminal's answer, such as xterm's device attributes
                 * (ESC [ ? 63 ; 1 ; 2 ; 4 ; 6 ; 9 ; 15 ; 16 ; 22 ; 28 c) arriving after dogsh stopped
                 * waiting for it. It is swallowed to its final byte, or its tail would be typed. */
                if (count == sizeof bytes && bytes[1] == '[' && swallow_to_final_byte() < 0) return -1;
                continue; /* a sequence cut short: swallowed */
            }
            /* Bytes read past the sequence (only after ESC ESC) begin the next key. */
            const char *key = dogsh_key_for((const char *)bytes, length);
            if (key != NULL) {
                unsigned char form[16];
                size_t form_length = strlen(key);
                memcpy(form, key, form_length);
                memcpy(form + form_length, bytes + length, count - length);
                return hand_over(form, form_length + count - length, character);
            }
            if (length == 1 || (length == 2 && bytes[1] != '[' && bytes[1] != 'O')) {
                return hand_over(bytes, count, character); /* Esc, or Alt and a key */
            }
            if (count > length) return hand_over(bytes + length, count - length, character);
            continue; /* an unknown control sequence: swallowed whole */
        }
        size_t length = 1;
        for (;;) {
            mbstate_t state;
            memset(&state, 0, sizeof state);
            size_t result = mbrtowc(character, (const char *)bytes, length, &state);
            if (result == (size_t)-2 && length < MB_LEN_MAX) {
                got = read_byte(&bytes[length], sequence_byte_ms, 0);
                if (got < 0) return -1;
                if (got == 1) {
                    length++;
                    continue;
                }
            }
            if (result == (size_t)-1 || result == (size_t)-2) *character = 0xFFFD;
            return 1;
        }
    }
}

EditLine *dogsh_editor_create(const char *program, dogsh_prompt_function prompt, History *store, int output_descriptor) {
    FILE *output = output_descriptor == STDERR_FILENO ? stderr : stdout;
    EditLine *editor = el_init(program, stdin, output, stderr);
    if (editor == NULL) return NULL;
    el_set(editor, EL_EDITOR, "emacs");
    el_set(editor, EL_SIGNAL, 1);
    el_set(editor, EL_PROMPT_ESC, prompt, '\1');
    el_set(editor, EL_HIST, history, store);
    el_set(editor, EL_GETCFN, dogsh_read_character);
    el_source(editor, NULL);
    return editor;
}

void dogsh_editor_add_function(EditLine *editor, const char *name, const char *help, dogsh_editor_function function) {
    el_set(editor, EL_ADDFN, name, help, function);
}

void dogsh_editor_bind(EditLine *editor, const char *keys, const char *function) {
    el_set(editor, EL_BIND, keys, function, NULL);
}

int dogsh_editor_read_key(EditLine *editor, wchar_t *character) {
    return el_wgetc(editor, character) == 1 ? 1 : -1;
}

void dogsh_editor_push(EditLine *editor, const char *characters) {
    el_push(editor, characters);
}

size_t dogsh_editor_take_queued(char *buffer, size_t capacity) {
    size_t count = 0;
    while (queued_next < queued_count && count + 1 < capacity) buffer[count++] = (char)queued[queued_next++];
    if (capacity > 0) buffer[count] = 0;
    return count;
}

void dogsh_editor_begin_read(void) {
    atomic_store(&continued, 0);
    atomic_store(&read_end, DOGSH_READ_ENDED_NOT);
    queued_count = queued_next = 0;
    dogsh_bracketed_paste_on();
}

void dogsh_editor_end_read(void) {
    dogsh_bracketed_paste_off();
}

long dogsh_editor_read_paste(char *buffer, size_t capacity) {
    static const char end[] = "\x1b[201~";
    size_t kept = 0, matched = 0;
    for (;;) {
        unsigned char byte;
        if (queued_next < queued_count) byte = queued[queued_next++];
        else if (read_byte(&byte, -1, 0) != 1) return -1;
        if (byte == (unsigned char)end[matched]) {
            if (++matched == sizeof end - 1) return (long)kept;
            continue;
        }
        /* What began like the end was pasted text after all. */
        for (size_t i = 0; i < matched; i++) {
            if (kept < capacity) buffer[kept++] = end[i];
        }
        matched = byte == (unsigned char)end[0];
        if (!matched && kept < capacity) buffer[kept++] = (char)byte;
    }
}

dogsh_read_end dogsh_editor_take_read_end(void) {
    return (dogsh_read_end)atomic_exchange(&read_end, DOGSH_READ_ENDED_NOT);
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
    int saved = errno;
    atomic_store(signal == SIGCONT ? &continued : &interrupted, 1);
    if (wake_pipe[1] >= 0) {
        char byte = signal == SIGCONT ? 'c' : 'i';
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
    /* A parent may have started dogsh with SIGINT blocked (the mask is inherited): unblock it, or Ctrl-C never arrives. */
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &interrupt, NULL);
    /* libedit's own SIGCONT handler sets the terminal back to raw mode, then passes the signal on to this one. */
    sigaction(SIGCONT, &action, NULL);
}

int dogsh_interrupt_take(void) {
    int was = atomic_exchange(&interrupted, 0);
    if (wake_pipe[0] >= 0) drain(wake_pipe[0]);
    return was;
}

int dogsh_interrupt_pending(void) {
    return atomic_load(&interrupted);
}

int dogsh_interrupt_wait_readable(int descriptor) {
    for (;;) {
        if (atomic_load(&interrupted)) return 0;
        struct pollfd fds[2] = {{descriptor, POLLIN, 0}, {wake_pipe[0], POLLIN, 0}};
        int ready = poll(fds, wake_pipe[0] >= 0 ? 2 : 1, -1);
        if (ready < 0 && errno != EINTR) return 1; /* the read that follows says what is wrong */
        if (atomic_load(&interrupted)) return 0;
        if (ready > 0 && (fds[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL))) return 1;
        /* A wake without Ctrl-C (SIGCONT): nothing to do but wait again. */
        if (ready > 0 && (fds[1].revents & POLLIN)) drain(wake_pipe[0]);
    }
}

int dogsh_interrupt_descriptor(void) {
    return wake_pipe[0];
}

int dogsh_read_key_byte(unsigned char *byte, int timeout_ms) {
    return read_byte(byte, timeout_ms, 0);
}

/* Whether a spinner's line is on standard error now. */
static atomic_int spinner_shown = 0;
static pthread_once_t stop_handler_once = PTHREAD_ONCE_INIT;
static struct sigaction stop_action;

/* Ctrl-Z while a spinner shows: clear its line first, so the shell's "Stopped" starts on a clean
 * line, then stop as the default action would; once continued, watch for the next Ctrl-Z. While
 * libedit reads a line it handles SIGTSTP itself and puts this handler back afterwards. */
static void dogsh_stop_handler(int signal) {
    int saved = errno;
    if (atomic_load(&spinner_shown)) {
        static const char clear[] = "\r\033[K";
        ssize_t ignored = write(STDERR_FILENO, clear, sizeof clear - 1);
        (void)ignored;
    }
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signal, &fallback, NULL);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, signal);
    pthread_sigmask(SIG_UNBLOCK, &stop, NULL);
    raise(signal);
    /* Continued. */
    sigaction(signal, &stop_action, NULL);
    errno = saved;
}

static void dogsh_stop_handler_install(void) {
    memset(&stop_action, 0, sizeof stop_action);
    stop_action.sa_handler = dogsh_stop_handler;
    sigemptyset(&stop_action.sa_mask);
    struct sigaction previous;
    /* Only where Ctrl-Z stops the process: a parent that ignores SIGTSTP keeps it ignored. */
    if (sigaction(SIGTSTP, NULL, &previous) == 0 && previous.sa_handler == SIG_DFL) sigaction(SIGTSTP, &stop_action, NULL);
}

void dogsh_spinner_shown(int shown) {
    pthread_once(&stop_handler_once, dogsh_stop_handler_install);
    atomic_store(&spinner_shown, shown);
}
