import CLibEditShim

/// Ctrl-C in an interactive session: a flag set by a SIGINT handler, polled by the shell.
///
/// A blocked read returns when SIGINT arrives (the handler is installed without
/// `SA_RESTART`), so the line editor can clear the line instead of exiting.
public enum Interrupts {
    /// Installs the handler; call once, and only for interactive sessions.
    public static func install() {
        dogsh_interrupt_install()
    }

    /// Whether Ctrl-C was pressed since the last call; clears the flag.
    public static func take() -> Bool {
        dogsh_interrupt_take() != 0
    }
}
