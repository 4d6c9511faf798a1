import Dispatch
import DogTerminal

/// A session made in the background while the first prompt is on the screen, for the thread that reads lines.
///
/// The session is made (services opened, catalog loaded, favorites read) by a task of its own and
/// handed over once: whoever needs it first, the first line or a Tab, waits until it is ready. It
/// writes to held output until then, which `take()` releases, so nothing is drawn over the line being
/// typed; when the making held something back, `whenHeld` is called so the prompt can show it at once.
public final class PendingSession: @unchecked Sendable {
    /// Makes the session, writing to the output it is given.
    public typealias Maker = @Sendable (HeldOutput) async -> Session

    private let make: Maker
    private let target: @Sendable () -> OutputSink
    private let whenHeld: @Sendable () -> Void
    private let made = DispatchGroup()
    // Set once by the making task before `made.leave()`, read only after `made.wait()`;
    // `begun` is used only by the thread that reads lines.
    private var session: Session?
    private var output: HeldOutput?
    private var begun = false

    /// Remembers how to make the session, where its output goes once released, and whom to tell
    /// when the making wrote something (from the making task); nothing starts yet.
    public init(writingTo target: @escaping @Sendable () -> OutputSink, whenHeld: @escaping @Sendable () -> Void = {}, make: @escaping Maker) {
        self.target = target
        self.whenHeld = whenHeld
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
            let heldSomething = held.isHolding
            output = held
            session = made
            self.made.leave()
            if heldSomething { whenHeld() }
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
