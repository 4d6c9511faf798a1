import Foundation
import Testing
@testable import DogTerminal

@Suite struct CommandReferenceTests {
    @Test func theREADMEReferenceMatchesTheCommandTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- commands:begin -->\n"))
        let end = try #require(text.range(of: "<!-- commands:end -->"))
        #expect(String(text[begin.upperBound..<end.lowerBound]) == CommandReference.markdown(),
                "README.md is stale: run scripts/generate-command-reference")
    }
}
