import DogCore

/// Times `find` with five conditions over the whole embedded catalog, as the coordinator runs it, beside `search`.
///
/// Each call hands the typed line to a copy of the session's coordinator: parsing, reading every
/// breed's traits (AKC first, TheDogAPI otherwise), matching and building the screen. The anchor is
/// `search golden` over the same catalog, the list command the shell had before `find`.
enum FindBenchmark {
    static let conditions = "find weight<20 children>=4 shedding<=3 energy:medium life>=12"

    /// One line: `find`'s and `search`'s median and p99 per call, and the budget.
    static func measure(_ coordinator: Coordinator, rounds: Int) -> String {
        let find = times(coordinator, conditions, rounds: rounds)
        let search = times(coordinator, "search golden", rounds: rounds)
        var check = coordinator
        let effects = check.handle(.commandEntered(conditions))
        let found = if case let .find(screen) = check.stack.top { screen.found.count } else { -1 }
        return "find with five conditions (\(conditions), \(found) of \(coordinator.catalog?.allBreeds.count ?? 0) breeds, \(effects.count) effect):"
            + " p50 \(format(find[find.count / 2])), p99 \(format(find[find.count * 99 / 100]))"
            + " against search golden p50 \(format(search[search.count / 2])), p99 \(format(search[search.count * 99 / 100])) (budget: ≤ 1 ms)"
    }

    /// The sorted per-call times of a line.
    static func times(_ coordinator: Coordinator, _ line: String, rounds: Int) -> [Duration] {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        samples.reserveCapacity(rounds)
        for _ in 0..<rounds {
            var copy = coordinator
            samples.append(clock.measure { _ = copy.handle(.commandEntered(line)) })
        }
        return samples.sorted()
    }

    static func format(_ duration: Duration) -> String {
        let microseconds = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        return microseconds >= 1000 ? String(format: "%.2f ms", microseconds / 1000) : String(format: "%.0f µs", microseconds)
    }
}
