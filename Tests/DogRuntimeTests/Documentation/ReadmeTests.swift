import Foundation
import Testing

@Suite struct ReadmeTests {
    let readme = (try? String(contentsOf: Support.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The README stays short enough to read in full; the rest belongs in docs/.
    @Test func theREADMEIsAtMost250Lines() {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - (readme.hasSuffix("\n") ? 1 : 0)
        #expect(lines > 0 && lines <= 250, "README.md has \(lines) lines")
    }

    /// The command entry the contributing section shows is one the table really holds, word for word.
    @Test func theContributingExampleIsARealTableEntry() throws {
        let begin = try #require(readme.range(of: "<!-- command-entry:begin -->\n```swift\n"))
        let end = try #require(readme.range(of: "```\n<!-- command-entry:end -->", range: begin.upperBound..<readme.endIndex))
        let entry = readme[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = Support.packageRoot.appendingPathComponent("Sources/DogCore/Commands")
        let tables = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("CommandTable+") }
        let sources = try tables.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        #expect(!entry.isEmpty && sources.contains { $0.contains(entry) }, "README's entry is not in the table: \(entry)")
    }

    /// The two set-up commands the README gives are scripts/run and scripts/test, both exist, and CI runs both.
    @Test func theSetUpCommandsAreTheOnesCIRuns() throws {
        let section = try #require(readme.range(of: "## Run it, test it\n"), "README.md has no 'Run it, test it' section")
        let block = try #require(readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex))
        let blockEnd = try #require(readme.range(of: "```\n", range: block.upperBound..<readme.endIndex))
        let commands = readme[block.upperBound..<blockEnd.lowerBound].split(separator: "\n")
            .filter { !$0.hasPrefix(" ") && !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(commands == ["scripts/run", "scripts/test"])
        for command in commands {
            #expect(FileManager.default.isExecutableFile(atPath: Support.packageRoot.appendingPathComponent(command).path), "\(command)")
        }
        let ci = try String(contentsOf: Support.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
        #expect(ci.contains("scripts/test"), ".ci/run does not run the README's test command")
        #expect(ci.contains { $0.contains("scripts/run ") }, ".ci/run does not check the README's run command")
    }
}
