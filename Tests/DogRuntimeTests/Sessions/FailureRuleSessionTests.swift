import DogCore
import DogServices
import DogTerminal
import Testing
@testable import DogRuntime

/// The one rule for failure at the prompt: each failure of the table in docs/scripting.md is an
/// error line, and the session goes on to the next line.
@MainActor @Suite struct FailureRuleSessionTests {
    /// Lines typed at a terminal.
    final class Typed: LineSource {
        var lines: [String]
        var isInteractive: Bool { true }

        init(_ lines: [String]) {
            self.lines = lines
        }

        func readLine(prompt _: @autoclosure () -> String) async -> LineInput {
            lines.isEmpty ? .end : .line(lines.removeFirst())
        }
    }

    @Test func atThePromptEachFailureIsAnErrorLineAndTheSessionGoesOn() async {
        let configuration = SessionConfiguration(seed: 5, width: 80, dataDirectory: Support.temporaryFolder())
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output)
        await session.start()
        let cases = FailureRuleBinaryTests.cases
        #expect(await session.run(Typed(cases.flatMap { [$0.commands, "home; where"] })) == 0)
        for (commands, error) in cases {
            #expect(output.lines.contains(error), "\(commands)")
        }
        #expect(output.lines.filter { $0 == "breeds" }.count == cases.count, "the line after each failure ran")
    }
}
