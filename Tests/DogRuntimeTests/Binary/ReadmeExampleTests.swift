import Foundation
import Testing
@testable import DogRuntime

@MainActor @Suite struct ReadmeExampleTests {
    /// Every example block in the README is a transcript that passes: the opening session and choosing a dog.
    @Test func theREADMEExamplesAreTranscriptsThatPass() async throws {
        var text = try String(contentsOf: Support.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)[...]
        var examples = 0
        while let begin = text.range(of: "<!-- example:begin -->\n```\n") {
            let end = try #require(text.range(of: "```\n<!-- example:end -->", range: begin.upperBound..<text.endIndex))
            let transcript = try TranscriptParser.parse(String(text[begin.upperBound..<end.lowerBound]), path: "README.md")
            let result = await TranscriptRunner.run(transcript)
            #expect(result.passed, "\(result.diff.joined(separator: "\n"))")
            examples += 1
            text = text[end.upperBound...]
        }
        #expect(examples == 2)
    }
}
