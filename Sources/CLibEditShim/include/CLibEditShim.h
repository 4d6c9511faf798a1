// Non-variadic wrappers around libedit for Swift, and the SIGINT flag the shell polls.
#ifndef CLIBEDITSHIM_H
#define CLIBEDITSHIM_H

#include <histedit.h>
#include <stdio.h>

/// Signature of an editor function bound to a key.
typedef unsigned char (*dogsh_editor_function)(EditLine *editor, int key);
/// Signature of the prompt callback.
typedef char *(*dogsh_prompt_function)(EditLine *editor);
/// Signature of the function called when the editor is about to wait for a key.
typedef void (*dogsh_idle_function)(EditLine *editor);

/// Creates an editor in emacs mode with signal handling, a prompt whose escapes are wrapped in \1,
/// a history, and `complete` bound to Tab; it draws on standard error when `output_descriptor` is
/// STDERR_FILENO, else on standard output. Returns NULL when the terminal cannot be set up.
EditLine *dogsh_editor_create(const char *program, dogsh_prompt_function prompt, History *store,
                              dogsh_editor_function complete, int output_descriptor);

/// Sets the function every editor calls each time it is about to wait for a key, with the prompt
/// and the line drawn; NULL calls nothing. Call it from the thread that reads lines.
void dogsh_editor_set_idle(dogsh_idle_function function);
/// Redraws the prompt and the line (after text was inserted from outside a key binding).
void dogsh_editor_refresh(EditLine *editor);
/// Creates the notice pipe the reader watches between keys; later calls do nothing.
void dogsh_editor_wake_install(void);
/// Ends the reader's wait for a key, if it waits, so the line reader can show a notice; safe from
/// any thread. The wait ends with -1 and EAGAIN once no typed key is pending; a wake sent while
/// no line is read ends the next line's first wait.
void dogsh_editor_wake(void);
/// Returns whether the last wait ended for a notice, and clears the flag.
int dogsh_editor_take_wake(void);
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

/// Installs a SIGINT handler (without SA_RESTART, so a blocked read returns EINTR).
void dogsh_interrupt_install(void);
/// Returns whether SIGINT arrived since the last call, and clears the flag.
int dogsh_interrupt_take(void);

#endif
