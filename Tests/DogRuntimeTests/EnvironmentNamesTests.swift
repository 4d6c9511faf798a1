import DogCore
import DogServices
import DogTerminal
import Foundation
import Testing

/// Keeps `ProcessEnvironment.names` in step with the sources: a variable looked up but not listed would read as unset.
@Suite struct EnvironmentNamesTests {
    /// Every `environment["NAME"]` and `getenv("NAME")` in the modules of the executable.
    static func namesLookedUpInSources() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let lookup = try NSRegularExpression(pattern: #"(?:environment\[|getenv\()"([A-Z][A-Z0-9_]*)""#)
        var names: Set<String> = []
        for module in ExecutableImportsTests.modules {
            let folder = sources.appendingPathComponent(module)
            let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder.appendingPathComponent(path).path, encoding: .utf8)
                for match in lookup.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        return names
    }

    @Test func everyVariableTheSourcesReadIsCopied() throws {
        let listed = Set(ProcessEnvironment.names)
        let looked = try Self.namesLookedUpInSources()
        #expect(looked.count >= 12, "the scan found the lookups")
        #expect(looked.subtracting(listed).sorted() == [])
        #expect(Set(LanguageChoice.environmentVariables).subtracting(listed).sorted() == [])
        #expect(Set(XDGDirectory.allCases.map(\.variable)).subtracting(listed).sorted() == [])
        #expect(listed.count == ProcessEnvironment.names.count, "no name is listed twice")
    }
}
