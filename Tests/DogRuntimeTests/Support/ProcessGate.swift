import DogTestSupport
import Foundation

/// Bounds how many programs the tests run at once, so their clocks measure dogsh, not a crowd.
///
/// Swift Testing starts every test at once. Unbounded, a full run on two cores had up to fifty
/// `dogsh` processes and fifty tmux servers running together (sampled once a second, load
/// average 8), and tests that time a command or wait for a screen failed on a busy machine while
/// passing alone (RELIABILITY.md, "The suite passes every time"). A test waits for a slot before
/// its program starts, so the wait is never part of what it measures.
///
/// Programs and terminals have gates of their own: a test holding a terminal may run programs
/// (two windows racing), never the other way, so neither waits on the other in a circle. A test
/// that opens two terminals holds two slots; the few that do are far fewer than a gate is wide.
actor ProcessGate {
    /// `dogsh` runs (`Support.run`).
    static let programs = ProcessGate(width: 3 * ProcessInfo.processInfo.activeProcessorCount)
    /// tmux sessions (`Tmux`), each a tmux server and the programs in its pane.
    static let terminals = ProcessGate(width: 3 * ProcessInfo.processInfo.activeProcessorCount)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int) {
        free = max(1, width)
    }

    /// Takes a slot, waiting for one when all are taken.
    func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back, to the longest waiting test first.
    func leave() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Runs `body` holding a slot; the body runs where the caller runs, not on the gate.
    nonisolated func holding<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
        await enter()
        do {
            let result = try await body()
            await leave()
            return result
        } catch {
            await leave()
            throw error
        }
    }
}

/// Runs blocking work that starts a program (a pseudo-terminal's) off the pool, once a program slot is free.
func offThePoolInTurn<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await ProcessGate.programs.holding { try await offThePool(work) }
}
