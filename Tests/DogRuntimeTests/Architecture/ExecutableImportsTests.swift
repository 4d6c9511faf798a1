import Foundation
import Testing

/// No module linked into `dogsh` imports Foundation itself.
///
/// One `import Foundation` anywhere in the executable's modules links all of Foundation, with
/// ICU and CoreFoundation, into the binary (95 MB instead of 34, and a slower start; see
/// BENCHMARKS.md). FoundationEssentials is what they use instead.
@Suite struct ExecutableImportsTests {
    static let modules = ["DogCore", "DogImaging", "DogServices", "DogTerminal", "DogRuntime", "dogsh"]
    static let forbidden: Set<String> = ["Foundation", "FoundationNetworking", "FoundationXML", "FoundationInternationalization", "GRDB"]

    @Test func noModuleOfTheExecutableImportsFoundation() throws {
        let sources = Support.packageRoot.appendingPathComponent("Sources")
        var files = 0
        var offending: [String] = []
        for module in Self.modules {
            let folder = sources.appendingPathComponent(module)
            let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOfFile: folder.appendingPathComponent(path).path, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    if words.count == 2, words[0] == "import", Self.forbidden.contains(String(words[1])) {
                        offending.append("\(module)/\(path): \(line)")
                    }
                }
            }
        }
        #expect(files > 150, "the scan found the sources")
        #expect(offending == [])
    }
}
