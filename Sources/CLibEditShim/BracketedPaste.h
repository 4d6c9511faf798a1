// Bracketed paste mode while a line is read, for the reader in CLibEditShim.c.
#ifndef DOGSH_BRACKETED_PASTE_H
#define DOGSH_BRACKETED_PASTE_H

/// Switches bracketed paste on at the terminal set with `dogsh_editor_set_bracketed_paste`, if any,
/// and has a stop or a fatal signal switch it off first.
void dogsh_paste_mode_on(void);
/// Switches bracketed paste off again, and lets the signals go back to what they did before.
void dogsh_paste_mode_off(void);

#endif
