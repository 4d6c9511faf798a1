import DogCore
import DogImaging

/// Settles how pictures are drawn for a session, asking the terminal at most once.
///
/// A mode that `--images` named, or that the environment settles, is used as it is. Otherwise
/// the first call, made when a picture is about to be drawn, asks tmux whether it passes kitty's
/// escapes on (inside tmux in a kitty-protocol terminal), then the terminal what it draws; the
/// answer is kept, and later calls return it without asking again. A terminal that answers
/// nothing costs `TerminalQuery.timeout` once and keeps cells.
public actor ImageModeSettler {
    /// The mode and what is known of the terminal's pixels.
    public struct Settled: Hashable, Sendable {
        /// How pictures are drawn.
        public let mode: ImageMode
        /// The terminal's cell size and limits, and whether escapes pass through tmux.
        public let graphics: TerminalGraphics

        /// Creates a settled mode.
        public init(mode: ImageMode, graphics: TerminalGraphics) {
            self.mode = mode
            self.graphics = graphics
        }
    }

    /// What dogsh knew before asking.
    public nonisolated let choice: ImageModeChoice
    private let insideTmux: Bool
    private let knownCell: @Sendable () -> PixelSize?
    private let askTerminal: @Sendable () async -> TerminalAnswers?
    private let askTmux: @Sendable () async -> Bool
    private var settling: Task<Settled, Never>?

    /// A settler for a choice; `knownCell` reads the cell size the terminal gave the kernel, if any,
    /// when the mode is first settled; the two questions are injected for tests (by default the
    /// terminal and tmux are asked). Making one does nothing else.
    public init(
        choice: ImageModeChoice, environment: [String: String], knownCell: @escaping @Sendable () -> PixelSize?,
        askTerminal: (@Sendable () async -> TerminalAnswers?)? = nil, askTmux: (@Sendable () async -> Bool)? = nil
    ) {
        self.choice = choice
        insideTmux = environment["TMUX"] != nil
        self.knownCell = knownCell
        self.askTerminal = askTerminal ?? { await TerminalQuery.ask() }
        self.askTmux = askTmux ?? { TmuxOptions.allowsPassthrough(environment: environment) }
    }

    /// The mode pictures are drawn in, asking the first time when the choice says to.
    public func settle() async -> Settled {
        if let settling { return await settling.value }
        let task = Task { await self.work() }
        settling = task
        return await task.value
    }

    private func work() async -> Settled {
        let knownCell = knownCell()
        guard choice.asksBeforeDrawing else {
            // A named mode: kitty's escapes are wrapped inside tmux, as they would be dropped otherwise.
            let passthrough = choice.mode == .kitty && insideTmux
            return Settled(mode: choice.mode, graphics: TerminalGraphics(cell: knownCell, tmuxPassthrough: passthrough))
        }
        let passes = choice.kittyOutsideTmux ? await askTmux() : false
        if choice.kittyOutsideTmux, passes {
            return Settled(mode: .kitty, graphics: TerminalGraphics(cell: knownCell, tmuxPassthrough: true))
        }
        let answers = choice.asksTerminal ? await askTerminal() : nil
        let mode = choice.resolved(answers: answers, tmuxPassesThrough: passes)
        return Settled(mode: mode, graphics: answers?.graphics(fallbackCell: knownCell) ?? TerminalGraphics(cell: knownCell))
    }
}
