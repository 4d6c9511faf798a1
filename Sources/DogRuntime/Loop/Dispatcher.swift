import DogCore

/// The worklist at the heart of the loop: hands events to the coordinator and performs the
/// effects they lead to, depth first, each effect answering with events of its own.
///
/// The events an effect answers with, then what waits in the inbox, go before the effects
/// still to come (a resize before the answer, so that what the answer draws is laid out at the
/// width the terminal has then); nothing calls back into the dispatcher, so a screen is never drawn from
/// inside another dispatch. Once Ctrl-C is pressed the effects still to come are dropped; the
/// events are still handed on, so the state stays whole.
@MainActor
final class Dispatcher {
    /// The pure state machine.
    private(set) var coordinator: Coordinator
    private let interpreter: EffectInterpreter
    private let inbox: Inbox
    private let supervisor: LiveCallSupervisor
    private let log: NavigationLog
    private let watchdog: StallWatchdog?

    /// One step of the worklist.
    private enum Work {
        case event(Event)
        case effect(Effect)
        /// Write out what was shown so far (a write's acknowledgement).
        case flush
    }

    init(
        coordinator: Coordinator, interpreter: EffectInterpreter, inbox: Inbox, supervisor: LiveCallSupervisor, log: NavigationLog,
        watchdog: StallWatchdog?
    ) {
        self.coordinator = coordinator
        self.interpreter = interpreter
        self.inbox = inbox
        self.supervisor = supervisor
        self.log = log
        self.watchdog = watchdog
    }

    /// Hands events to the coordinator, after what waits in the inbox, and performs the effects
    /// they lead to; returns what the effects said of the statement.
    @discardableResult
    func run(_ events: [Event]) async -> LineOutcome {
        var outcome: LineOutcome = []
        // What came in while the line was typed, after the prompt last drew it, was not seen
        // when the line was typed: the line's commands act on the screen as it was shown, and
        // the news follows them (a live answer that replaces rows redraws them then). A resize goes first.
        let waiting = inbox.take()
        let resizes = waiting.prefix { if case .terminalResized = $0 { true } else { false } }
        var work = (resizes + events + waiting.dropFirst(resizes.count)).reversed().map(Work.event)
        while let next = work.popLast() {
            switch next {
            case let .event(event):
                work += handle(event).reversed().map(Work.effect)
            case let .effect(effect):
                if supervisor.checkInterrupted() { continue }
                // A layout reads the width when it is drawn: a resize during the command goes first.
                if effect.draws, let resize = inbox.takeResize() {
                    work += [.effect(effect), .event(resize)]
                    continue
                }
                let answer = await perform(effect)
                outcome.formUnion(answer.outcome)
                // A resize during the effect goes before its answer, which may draw; the rest of the inbox after it.
                let waiting = inbox.take()
                let resizes = waiting.prefix { if case .terminalResized = $0 { true } else { false } }
                var then = (resizes + answer.events).map(Work.event)
                if answer.flushesOutput { then.append(.flush) }
                then += waiting.dropFirst(resizes.count).map(Work.event)
                work += then.reversed()
            case .flush:
                interpreter.display.flush()
            }
        }
        return outcome
    }

    /// Hands one event to the coordinator; logs a move of the stack and ends the work of screens that left it.
    private func handle(_ event: Event) -> [Effect] {
        let before = (depth: coordinator.stack.depth, top: coordinator.stack.topEntry.id)
        let effects = coordinator.handle(event)
        // Any push, pop or replacement changes the depth or the top entry's id (ids are never reused).
        if before.depth != coordinator.stack.depth || before.top != coordinator.stack.topEntry.id {
            log.moved(from: before, to: coordinator.stack)
            supervisor.screenTasks.keep(only: coordinator.stack.entries.lazy.map(\.id))
        }
        return effects
    }

    /// Performs one effect under the watchdog, and logs it.
    private func perform(_ effect: Effect) async -> EffectAnswer {
        let started = ContinuousClock.now
        watchdog?.begin(effect)
        let answer = await interpreter.perform(effect, coordinator: coordinator)
        watchdog?.end()
        log.performed(effect, since: started)
        return answer
    }
}
