import Dispatch
import DogTerminal

/// A session made in the background while the first prompt is on the screen, for the thread that reads lines.
///
/// The session is made (services opened, catalog loaded, favorites read) by a task of its own and
/// handed over once: whoever needs it first, the first line or a Tab, waits until it is ready. It
/// writes to held output until then, which `take()` releases, so nothing is drawn over the line being typed.
public final class PendingSession: @unchecked Sendable {
    /// Makes the session, writing to the output it is given.
    public typealias Maker = @Sendable (HeldOutput) async -> Session

    private let make: Maker
    private let target: @Sendable () -> OutputSink
    private let made = DispatchGroup()
    // Set once by the making task before `made.leave()`, read only after `made.wait()`;
    // `begun` is used only by the thread that reads lines.
    private var session: Session?
    private var output: HeldOutput?
    private var begun = false

    /// Remembers how to make the session and where its output goes once released; nothing starts yet.
    public init(writingTo target: @escaping @Sendable () -> OutputSink, make: @escaping Maker) {
        self.target = target
        self.make = make
    }

    /// Starts making the session on a task of its own; later calls do nothing.
    public func begin() {
        guard !begun else { return }
        begun = true
        made.enter()
        Task.detached { [self] in
            let held = HeldOutput(target())
            let made = await make(held)
            output = held
            session = made
            self.made.leave()
        }
    }

    /// The session: begins making it if nothing has yet, waits until it is made, and shows what it wrote meanwhile.
    public func take() -> Session {
        begin()
        made.wait()
        output?.release()
        return session!
    }
}
