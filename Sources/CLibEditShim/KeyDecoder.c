#include "CLibEditShim.h"

#include <string.h>

/* Every common encoding of the keys dogsh binds, as readline's inputrc lists them, and the one
 * form dogsh binds each key to in libedit. Terminals disagree whatever TERM says: tmux sends
 * Home as ESC [ 1 ~, rxvt sends Ctrl-Left as ESC O d, xterm as ESC [ 1 ; 5 D. */
static const struct {
    const char *encoding;
    const char *key;
} encodings[] = {
    /* Home */
    {"\x1b[H", DOGSH_KEY_HOME}, {"\x1bOH", DOGSH_KEY_HOME}, {"\x1b[1~", DOGSH_KEY_HOME}, {"\x1b[7~", DOGSH_KEY_HOME},
    /* End */
    {"\x1b[F", DOGSH_KEY_END}, {"\x1bOF", DOGSH_KEY_END}, {"\x1b[4~", DOGSH_KEY_END}, {"\x1b[8~", DOGSH_KEY_END},
    /* Delete, Ctrl-Delete (xterm, rxvt) */
    {"\x1b[3~", DOGSH_KEY_DELETE}, {"\x1b[3;5~", DOGSH_KEY_CTRL_DELETE}, {"\x1b[3^", DOGSH_KEY_CTRL_DELETE},
    /* Ctrl-Left, Ctrl-Right */
    {"\x1b[1;5D", DOGSH_KEY_CTRL_LEFT}, {"\x1b[5D", DOGSH_KEY_CTRL_LEFT}, {"\x1bOd", DOGSH_KEY_CTRL_LEFT},
    {"\x1b[1;5C", DOGSH_KEY_CTRL_RIGHT}, {"\x1b[5C", DOGSH_KEY_CTRL_RIGHT}, {"\x1bOc", DOGSH_KEY_CTRL_RIGHT},
    /* Alt-Left, Alt-Right */
    {"\x1b[1;3D", DOGSH_KEY_ALT_LEFT}, {"\x1b\x1b[D", DOGSH_KEY_ALT_LEFT}, {"\x1b\x1bOD", DOGSH_KEY_ALT_LEFT},
    {"\x1b[1;3C", DOGSH_KEY_ALT_RIGHT}, {"\x1b\x1b[C", DOGSH_KEY_ALT_RIGHT}, {"\x1b\x1bOC", DOGSH_KEY_ALT_RIGHT},
    /* Arrows, in normal and application cursor mode */
    {"\x1b[A", DOGSH_KEY_UP}, {"\x1bOA", DOGSH_KEY_UP}, {"\x1b[B", DOGSH_KEY_DOWN}, {"\x1bOB", DOGSH_KEY_DOWN},
    {"\x1b[C", DOGSH_KEY_RIGHT}, {"\x1bOC", DOGSH_KEY_RIGHT}, {"\x1b[D", DOGSH_KEY_LEFT}, {"\x1bOD", DOGSH_KEY_LEFT},
    /* PageUp, PageDown */
    {"\x1b[5~", DOGSH_KEY_PAGE_UP}, {"\x1b[6~", DOGSH_KEY_PAGE_DOWN},
    /* Alt-Backspace, however Backspace is sent */
    {"\x1b\x7f", DOGSH_KEY_ALT_BACKSPACE}, {"\x1b\x08", DOGSH_KEY_ALT_BACKSPACE},
    /* The start of a bracketed paste */
    {"\x1b[200~", DOGSH_KEY_PASTE_START},
};

const char *dogsh_key_for(const char *bytes, size_t length) {
    for (size_t i = 0; i < sizeof encodings / sizeof encodings[0]; i++) {
        if (strlen(encodings[i].encoding) == length && memcmp(encodings[i].encoding, bytes, length) == 0) return encodings[i].key;
    }
    return NULL;
}

/* The length of the control sequence (CSI or SS3) that starts at `bytes`, which begin ESC [ or ESC O;
 * 0 while it is not complete. CSI is ESC [, parameter and intermediate bytes, then one final byte
 * (ECMA-48); the Linux console's function keys add one more after ESC [ [. */
static size_t control_sequence_length(const unsigned char *bytes, size_t length) {
    if (length < 3) return 0;
    if (bytes[1] == 'O') return 3;
    if (bytes[2] == '[') return length >= 4 ? 4 : 0;
    for (size_t i = 2; i < length; i++) {
        if (bytes[i] >= 0x40 && bytes[i] <= 0x7E) return i + 1;
        if (bytes[i] < 0x20 || bytes[i] > 0x3F) return i; /* malformed: it ends before the odd byte */
    }
    return 0;
}

size_t dogsh_escape_length(const unsigned char *bytes, size_t length) {
    if (length < 2 || bytes[0] != 0x1B) return 0;
    if (bytes[1] == '[' || bytes[1] == 'O') return control_sequence_length(bytes, length);
    if (bytes[1] == 0x1B) {
        if (length < 3) return 0;
        if (bytes[2] != '[' && bytes[2] != 'O') return 1; /* Esc, then another key: the first stands alone */
        size_t inner = control_sequence_length(bytes + 1, length - 1);
        return inner == 0 ? 0 : inner + 1;
    }
    return 2; /* Alt and one key: ESC b, ESC DEL */
}
