import CLibEditShim

/// Ctrl-C in an interactive session: a flag set by a SIGINT handler, polled by the shell.
///
/// A blocked read returns when SIGINT arrives (the handler is installed without
/// `SA_RESTART`), so the line editor can clear the line instead of exiting.
public enum Interrupts {
    /// Installs the handler; call once.
    public static func install() {
        dogsh_interrupt_install()
    }

    /// Whether Ctrl-C was pressed and not yet taken; leaves the flag as it is, so any thread may ask.
    public static var isPending: Bool {
        dogsh_interrupt_pending() != 0
    }

    /// Waits until a descriptor can be read or Ctrl-C comes, whichever thread the signal lands on:
    /// true when it can be read. A read blocked on a thread the signal does not land on would
    /// otherwise wait for the pipe however often Ctrl-C is pressed.
    public static func waitReadable(_ descriptor: Int32) -> Bool {
        dogsh_interrupt_wait_readable(descriptor) != 0
    }

    /// Whether Ctrl-C was pressed since the last call; clears the flag.
    public static func take() -> Bool {
        dogsh_interrupt_take() != 0
    }

    /// `take()` for a session without a line editor, which checks before every statement: the
    /// wake pipe is drained only when Ctrl-C came, where `take()` reads it on every call (3 % of
    /// a replay's time). A line editor must use `take()`, which also drains the byte a `fg`
    /// (SIGCONT) leaves, or its next read would take that byte for Ctrl-C.
    public static func takeWithoutEditor() -> Bool {
        dogsh_interrupt_pending() != 0 && take()
    }
}
