// Non-variadic wrappers around libedit for Swift, the reader of keys it uses, and the signals the shell follows.
#ifndef CLIBEDITSHIM_H
#define CLIBEDITSHIM_H

#include <histedit.h>
#include <stddef.h>
#include <stdio.h>

/// Signature of an editor function bound to a key.
typedef unsigned char (*dogsh_editor_function)(EditLine *editor, int key);
/// Signature of the prompt callback.
typedef char *(*dogsh_prompt_function)(EditLine *editor);
/// Signature of the function called when the editor is about to wait for a key.
typedef void (*dogsh_idle_function)(EditLine *editor);

/// The one form each key is bound in, whatever its terminal sends (KeyDecoder.c lists the encodings).
#define DOGSH_KEY_HOME "\x1b[H"
#define DOGSH_KEY_END "\x1b[F"
#define DOGSH_KEY_DELETE "\x1b[3~"
#define DOGSH_KEY_CTRL_DELETE "\x1b[3;5~"
#define DOGSH_KEY_CTRL_LEFT "\x1b[1;5D"
#define DOGSH_KEY_CTRL_RIGHT "\x1b[1;5C"
#define DOGSH_KEY_ALT_LEFT "\x1b[1;3D"
#define DOGSH_KEY_ALT_RIGHT "\x1b[1;3C"
#define DOGSH_KEY_UP "\x1b[A"
#define DOGSH_KEY_DOWN "\x1b[B"
#define DOGSH_KEY_RIGHT "\x1b[C"
#define DOGSH_KEY_LEFT "\x1b[D"
#define DOGSH_KEY_PAGE_UP "\x1b[5~"
#define DOGSH_KEY_PAGE_DOWN "\x1b[6~"
#define DOGSH_KEY_ALT_BACKSPACE "\x1b\x7f"
/// What a terminal in bracketed paste mode sends before pasted text; ESC [ 201 ~ follows it.
#define DOGSH_KEY_PASTE_START "\x1b[200~"

/// The key an escape sequence encodes, in the form dogsh binds it, or NULL for a sequence dogsh does not know.
const char *dogsh_key_for(const char *bytes, size_t length);
/// The length of the escape sequence at the start of `bytes` (which begin with ESC), or 0 while it is not complete.
/// ESC followed by a key that begins no sequence is Alt and that key (2 bytes); ESC ESC then a key is a lone Esc (1).
size_t dogsh_escape_length(const unsigned char *bytes, size_t length);

/// Creates an editor in emacs mode with signal handling, a prompt whose escapes are wrapped in \1,
/// a history, and the key reader that decodes escape sequences; it draws on standard error when
/// `output_descriptor` is STDERR_FILENO, else on standard output. Returns NULL when the terminal
/// cannot be set up.
EditLine *dogsh_editor_create(const char *program, dogsh_prompt_function prompt, History *store, int output_descriptor);
/// Adds an editor function under a name.
void dogsh_editor_add_function(EditLine *editor, const char *name, const char *help, dogsh_editor_function function);
/// Binds a key sequence to an editor function by name (libedit's own, such as `ed-move-to-beg`, or one added).
void dogsh_editor_bind(EditLine *editor, const char *keys, const char *function);
/// Reads one key inside an editor function, through the same reader: 1 with the character, or -1 when
/// Ctrl-C, a wake or the process's continuing after a stop ended the wait.
int dogsh_editor_read_key(EditLine *editor, wchar_t *character);
/// Queues characters for the editor to read next, as if typed.
void dogsh_editor_push(EditLine *editor, const char *characters);
/// Takes the rest of the key being read (after its first byte), as a C string in `buffer`; returns its length, 0 when there is none.
size_t dogsh_editor_take_queued(char *buffer, size_t capacity);

/// Reads the rest of a bracketed paste, raw, up to the ESC [ 201 ~ that ends it, keeping its first
/// `capacity` bytes in `buffer` (the rest is read and dropped); returns how many it kept, or -1 when
/// Ctrl-C, the process continuing after a stop or the end of input ended the wait.
long dogsh_editor_read_paste(char *buffer, size_t capacity);
/// Has every read of a line switch bracketed paste on at `descriptor` (a terminal) when it
/// starts and off when it ends, and off before the process stops or ends on a signal during the
/// read; -1, the default, never switches it.
void dogsh_editor_set_bracketed_paste(int descriptor);
/// Switches bracketed paste on now where `dogsh_editor_set_bracketed_paste` says, until the next read ends
/// or `dogsh_bracketed_paste_off`: for a prompt drawn before the first read. A stop or a fatal signal meanwhile switches it off.
void dogsh_bracketed_paste_on(void);
/// Switches bracketed paste off, if it is on.
void dogsh_bracketed_paste_off(void);
/// Ends the read of a line that `dogsh_editor_begin_read` began: bracketed paste goes off.
void dogsh_editor_end_read(void);

/// Sets the function every editor calls each time it is about to wait for a key, with the prompt
/// and the line drawn; NULL calls nothing. Call it from the thread that reads lines.
void dogsh_editor_set_idle(dogsh_idle_function function);
/// Redraws the prompt and the line (after text was inserted from outside a key binding).
void dogsh_editor_refresh(EditLine *editor);
/// Creates the notice pipe the reader watches between keys; later calls do nothing.
void dogsh_editor_wake_install(void);
/// Ends the reader's wait for a key, if it waits, so the line reader can show a notice; safe from
/// any thread. The wait ends with -1 once no typed key is pending; a wake sent while no line is
/// read ends the next line's first wait.
void dogsh_editor_wake(void);

/// Why the last read ended without a key.
typedef enum {
    /// It did not: it gave a key or the end of input.
    DOGSH_READ_ENDED_NOT = 0,
    /// Ctrl-C.
    DOGSH_READ_ENDED_INTERRUPT = 1,
    /// `dogsh_editor_wake`.
    DOGSH_READ_ENDED_WAKE = 2,
    /// The process continued after a stop (Ctrl-Z, then `fg`): the line should be drawn again.
    DOGSH_READ_ENDED_CONTINUE = 3,
} dogsh_read_end;
/// Returns why the last read ended without a key, and forgets it.
dogsh_read_end dogsh_editor_take_read_end(void);
/// Forgets what a read before this one left: bytes of a key it did not take, and a stop that
/// happened between reads (the new read draws its prompt anyway); switches bracketed paste on
/// where it is wanted. Call `dogsh_editor_end_read` once the read is over.
void dogsh_editor_begin_read(void);

/// Stores a pointer for callbacks to find their owner.
void dogsh_editor_set_client(EditLine *editor, void *client);
/// Returns the pointer stored with `dogsh_editor_set_client`.
void *dogsh_editor_client(EditLine *editor);

/// Creates a history holding at most `size` entries that drops consecutive duplicates.
History *dogsh_history_create(int size);
/// Adds a line to the history; returns 0 on success.
int dogsh_history_enter(History *store, const char *line);
/// Loads a history file; returns the number of entries or -1.
int dogsh_history_load(History *store, const char *path);
/// Saves the history to a file; returns the number of entries or -1.
int dogsh_history_save(History *store, const char *path);
/// Copies the entries, oldest first, into `entries` (up to `capacity`); returns how many there are.
int dogsh_history_entries(History *store, const char **entries, int capacity);

/// Installs handlers for SIGINT (without SA_RESTART, so a blocked read returns EINTR) and SIGCONT.
void dogsh_interrupt_install(void);
/// Returns whether SIGINT arrived since the last call, and clears the flag.
int dogsh_interrupt_take(void);
/// Returns whether SIGINT arrived since the last take, reading nothing and clearing nothing.
int dogsh_interrupt_pending(void);
/// Waits until `descriptor` can be read (or has ended) or SIGINT arrives, on any thread: 1 when it
/// can be read, 0 when SIGINT is pending (still pending: the caller takes it).
int dogsh_interrupt_wait_readable(int descriptor);
/// The read end of the pipe the SIGINT and SIGCONT handlers write a byte to, or -1 before `dogsh_interrupt_install`.
int dogsh_interrupt_descriptor(void);
/// Reads one byte of standard input, waiting at most `timeout_ms` (-1: as long as it takes): 1 with
/// the byte, 0 at the end of input or when the time is up, -1 when Ctrl-C or the process
/// continuing after a stop ended the wait.
int dogsh_read_key_byte(unsigned char *byte, int timeout_ms);

/// Writes `count` bytes to a pager's standard input (`input`, the pipe's write end, which it
/// closes) as fast as the pager reads them, and waits for the pager `pid` to end. Ctrl-C ends the
/// wait: the pager is sent SIGTERM unless it ends by itself within 300 ms, and `*interrupted` is set. A pager
/// that quits before reading everything ends the writing (the write fails with EPIPE; SIGPIPE is
/// held off on the calling thread). Returns the pager's exit status, 128 plus the signal's number
/// when a signal ended it, or -1 when it could not be waited for.
int dogsh_pager_feed(int pid, int input, const char *bytes, size_t count, int *interrupted);

/// Says whether a spinner's line is on standard error; the first call has Ctrl-Z clear that line before the process stops.
void dogsh_spinner_shown(int shown);

/// Installs a SIGWINCH handler (with SA_RESTART) that marks the terminal resized, and marks it once now.
void dogsh_resizes_install(void);
/// Returns whether the terminal was resized since the last call, and clears the mark.
int dogsh_resizes_take(void);

#endif
