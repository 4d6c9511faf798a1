import Foundation
import Testing
@testable import DogRuntime

@MainActor @Suite struct DocumentationExampleTests {
    /// Every example block in README.md and docs/*.md is a transcript that passes, and every block that opens also closes.
    @Test(arguments: Support.documentationFiles)
    func theExamplesAreTranscriptsThatPass(file: String) async throws {
        let whole = try String(contentsOf: Support.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var text = whole[...]
        var examples = 0
        while let begin = text.range(of: "<!-- example:begin -->\n```\n") {
            let end = try #require(text.range(of: "```\n<!-- example:end -->", range: begin.upperBound..<text.endIndex),
                                   "\(file): an example block does not close")
            let transcript = try TranscriptParser.parse(String(text[begin.upperBound..<end.lowerBound]), path: file)
            let result = await TranscriptRunner.run(transcript)
            #expect(result.passed, "\(file), example \(examples + 1):\n\(result.diff.joined(separator: "\n"))")
            examples += 1
            text = text[end.upperBound...]
        }
        #expect(examples == whole.components(separatedBy: "<!-- example:begin -->").count - 1,
                "\(file): an example:begin marker is not followed by a fenced block")
    }

    /// The README keeps its first session, and the guides keep theirs: a lost marker would stop replaying them silently.
    @Test func theFilesThatShowSessionsStillHaveExamples() throws {
        for file in ["README.md", "docs/guide.md", "docs/choosing.md"] {
            let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("<!-- example:begin -->\n```\n"), "\(file) has no example block")
        }
    }
}
