import Foundation
import Testing
@testable import DogRuntime

/// Every example in the documentation replays, through `dogsh test`: out of process, so the
/// replays never hold the test process's main actor, which the in-process live sessions share.
@Suite struct DocumentationExampleTests {
    /// Every example block in README.md and docs/*.md is a transcript that passes, and every block that opens also closes.
    @Test(arguments: Support.documentationFiles)
    func theExamplesAreTranscriptsThatPass(file: String) async throws {
        let whole = try String(contentsOf: Support.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let folder = Support.temporaryFolder()
        var text = whole[...]
        var examples: [String] = []
        while let begin = text.range(of: "<!-- example:begin -->\n```\n") {
            let end = try #require(text.range(of: "```\n<!-- example:end -->", range: begin.upperBound..<text.endIndex),
                                   "\(file): an example block does not close")
            let path = "\(folder)/example-\(examples.count + 1).t"
            // Parsed here too, so a block that is no transcript names its file and place.
            _ = try TranscriptParser.parse(String(text[begin.upperBound..<end.lowerBound]), path: file)
            try String(text[begin.upperBound..<end.lowerBound]).write(toFile: path, atomically: true, encoding: .utf8)
            examples.append(path)
            text = text[end.upperBound...]
        }
        #expect(examples.count == whole.components(separatedBy: "<!-- example:begin -->").count - 1,
                "\(file): an example:begin marker is not followed by a fenced block")
        guard !examples.isEmpty else { return }
        let outcome = try await Support.run(["test"] + examples)
        #expect(outcome.status == 0, "\(file):\n\(outcome.output)\(outcome.standardError)")
        #expect(outcome.output.components(separatedBy: "PASS ").count - 1 == examples.count, "\(file): every example ran:\n\(outcome.output)")
    }

    /// The README keeps its first session, and the guides keep theirs: a lost marker would stop replaying them silently.
    @Test func theFilesThatShowSessionsStillHaveExamples() throws {
        for file in ["README.md", "docs/guide.md", "docs/choosing.md"] {
            let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("<!-- example:begin -->\n```\n"), "\(file) has no example block")
        }
    }
}
