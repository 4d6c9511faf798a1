import DogCore
import DogTerminal

/// How a session follows the terminal it runs at, given whole when the session is made.
///
/// A session without a terminal (a pipe, a script, a transcript) takes `TerminalHooks()`: no hooks.
public struct TerminalHooks {
    /// Whether Ctrl-C was pressed since last asked; asked between effects and during live calls.
    public var interruptionCheck: (@Sendable () -> Bool)?
    /// The terminal's new size when it was resized since last asked (`TerminalResizes.take`),
    /// asked from the main actor whenever the inbox is taken, so layout and pages follow it.
    public var resized: (@Sendable () -> TerminalSize?)?
    /// The spinner shown on standard error during long waits.
    public var progress: ProgressIndicator?
    /// Called from any thread when the network went away or came back, so a waiting prompt can show it at once.
    public var wake: (@Sendable () -> Void)?
    /// Where the session publishes what Tab completes from, for the line editor.
    public var completions: CompletionBoard?

    /// Hooks for a terminal; every one is optional.
    public init(
        interruptionCheck: (@Sendable () -> Bool)? = nil, resized: (@Sendable () -> TerminalSize?)? = nil,
        progress: ProgressIndicator? = nil, wake: (@Sendable () -> Void)? = nil, completions: CompletionBoard? = nil
    ) {
        self.interruptionCheck = interruptionCheck
        self.resized = resized
        self.progress = progress
        self.wake = wake
        self.completions = completions
    }
}
