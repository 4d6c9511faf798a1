import Foundation
import Testing
@testable import DogRuntime

@MainActor @Suite struct ReadmeExampleTests {
    @Test func theREADMEExampleIsATranscriptThatPasses() async throws {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- example:begin -->\n```\n"))
        let end = try #require(text.range(of: "```\n<!-- example:end -->"))
        let transcript = try TranscriptParser.parse(String(text[begin.upperBound..<end.lowerBound]), path: "README.md")
        let result = await TranscriptRunner.run(transcript)
        #expect(result.passed, "\(result.diff.joined(separator: "\n"))")
    }
}
