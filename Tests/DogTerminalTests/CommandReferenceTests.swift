import DogCore
import Foundation
import Testing
@testable import DogTerminal

@Suite struct CommandReferenceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The table between a file's `<!-- NAME:begin -->` and `<!-- NAME:end -->` markers.
    func generatedBlock(_ name: String, in file: String) throws -> String {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- \(name):begin -->\n"), "\(file) has no \(name) markers")
        let end = try #require(text.range(of: "<!-- \(name):end -->", range: begin.upperBound..<text.endIndex))
        return String(text[begin.upperBound..<end.lowerBound])
    }

    @Test func theGuidesCommandReferenceMatchesTheCommandTable() throws {
        #expect(try generatedBlock("commands", in: "docs/guide.md") == CommandReference.commandsMarkdown(),
                "docs/guide.md is stale: run scripts/generate-command-reference")
    }

    @Test func theTraitTableMatchesTheTraits() throws {
        #expect(try generatedBlock("traits", in: "docs/choosing.md") == CommandReference.traitsMarkdown(),
                "docs/choosing.md is stale: run scripts/generate-command-reference")
    }

    @Test func everyCommandAndTraitHasARow() {
        let commands = CommandReference.commandsMarkdown().split(separator: "\n")
        #expect(commands.count == 2 + CommandTable.specs.count)
        let traits = CommandReference.traitsMarkdown().split(separator: "\n")
        #expect(traits.count == 2 + BreedTrait.allCases.count)
        #expect(traits.dropFirst(2).map { $0.split(separator: "`")[1] } == BreedTrait.allCases.map { Substring($0.rawValue) })
    }
}
