import DogCore
import DogRuntime
import DogTerminal
import Foundation

/// Times Tab completion as the shell runs it, over the full embedded catalog, then `find`
/// (`FindBenchmark`); run by `scripts/bench`, which prints the two lines as figures 6 and 8.
///
/// Each call is `CompletionBoard.completion(for:)`, the function libedit's Tab handler calls, plus the
/// candidate list a second Tab prints (80 columns). Inputs are every prefix of every command
/// name, of `open <breed>` for all 201 breeds and sub-breeds, and of `open <sub-breed>` inside
/// `hound`. Prints the percentiles of the per-call times.
@main
struct CompletionBenchmark {
    @MainActor
    static func main() async {
        let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-bench-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let configuration = SessionConfiguration(seed: 1, width: 80, dataDirectory: folder)
        let board = CompletionBoard()
        let session = Session(
            configuration: configuration, services: .embedded(configuration), output: CapturedOutput(), terminal: TerminalHooks(completions: board)
        )
        await session.start()
        guard let catalog = session.coordinator.catalog else {
            FileHandle.standardError.write(Data("the embedded catalog did not load\n".utf8))
            exit(1)
        }
        let names = CommandTable.specs.flatMap { [$0.name.rawValue] + $0.aliases }
        let breeds = catalog.allBreeds.map(\.ref.identifier)
        let home = prefixes(names) + prefixes(breeds.map { "open " + $0 })
        await session.submit("open hound")
        let hound = prefixes((catalog.breed(BreedRef("hound"))?.subBreeds ?? []).map { "open " + ($0.ref.subBreed ?? "") })
        var samples: [Duration] = []
        samples.reserveCapacity((home.count + hound.count) * rounds)
        let clock = ContinuousClock()
        var listed = 0
        for _ in 0..<rounds {
            await session.submit("home")
            for input in home { samples.append(clock.measure { listed &+= complete(board, input) }) }
            await session.submit("open hound")
            for input in hound { samples.append(clock.measure { listed &+= complete(board, input) }) }
        }
        samples.sort()
        func percentile(_ p: Double) -> String {
            let value = samples[min(samples.count - 1, Int(Double(samples.count) * p))]
            return String(format: "%.1f µs", Double(value.components.attoseconds) / 1e12 + Double(value.components.seconds) * 1e6)
        }
        print("Tab completion, full catalog (\(breeds.count) breeds and sub-breeds): \(samples.count) calls over \(home.count + hound.count) inputs,"
              + " p50 \(percentile(0.5)), p99 \(percentile(0.99)), max \(percentile(1.0)) (budget: p99 ≤ 1 ms; \(listed) lines listed)")
        await session.submit("home")
        print(FindBenchmark.measure(session.coordinator, rounds: rounds * 50))
    }

    /// Completes one input and lays out its candidate list, as a second Tab shows it.
    static func complete(_ board: CompletionBoard, _ input: String) -> Int {
        let completion = board.completion(for: input)
        return CandidateList.lines(completion.candidates, width: 80).count
    }

    /// Every non-empty prefix of each text.
    static func prefixes(_ texts: [String]) -> [String] {
        texts.flatMap { text in (1...text.count).map { String(text.prefix($0)) } }
    }
}
