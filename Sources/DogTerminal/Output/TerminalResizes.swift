import CLibEditShim
import DogCore
import Glibc

/// Resizes of the terminal on standard output, marked by a SIGWINCH handler and measured when taken.
///
/// Installing marks one resize at once, so a resize between the session reading the size it
/// starts with and the handler going in is not lost: the first take measures again.
public struct TerminalResizes: Sendable {
    private let descriptor: Int32
    private let followsWidth: Bool
    private let followsRows: Bool

    /// Installs the handler for the terminal on `descriptor`; `width` and `rows` say which parts of its size to follow.
    public init(descriptor: Int32 = STDOUT_FILENO, width: Bool, rows: Bool) {
        self.descriptor = descriptor
        followsWidth = width
        followsRows = rows
        dogsh_resizes_install()
    }

    /// The parts of the terminal's size that are followed, when it was resized since the last
    /// take; nil when it was not, or the descriptor is no terminal.
    public func take() -> TerminalSize? {
        guard dogsh_resizes_take() != 0 else { return nil }
        let size = TerminalSize(
            columns: followsWidth ? TerminalInfo.columns(descriptor) : nil, rows: followsRows ? TerminalInfo.rows(descriptor) : nil
        )
        return size.columns == nil && size.rows == nil ? nil : size
    }
}
