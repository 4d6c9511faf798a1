import Foundation
import Testing

/// The run loop keeps the shape issue 28 gave it: effects answer with events instead of calling
/// back, nothing in the runtime traps, the session stays small, and its rooms keep to their jobs.
@Suite struct LoopShapeTests {
    static let runtime = Support.packageRoot.appendingPathComponent("Sources/DogRuntime")

    /// Every Swift file of the runtime, by its path inside the module, with its text.
    static func files() throws -> [(path: String, text: String)] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: runtime.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOfFile: runtime.appendingPathComponent(path).path, encoding: .utf8))
        }
    }

    @Test func noPerformTakesACallback() throws {
        var performs = 0
        var offending: [String] = []
        for (path, text) in try Self.files() {
            for line in text.split(separator: "\n") where line.contains("func perform(") {
                performs += 1
                // The parameters end at the `)` before `async` or `->`; a function type among them is a callback.
                let parameters = line.split(separator: ")", maxSplits: 1).first ?? ""
                if parameters.contains("->") || parameters.contains("Feed") || parameters.contains("@escaping") { offending.append("\(path): \(line)") }
            }
        }
        #expect(performs >= 2, "the scan found the interpreter's and the dispatcher's perform")
        #expect(offending == [])
    }

    @Test func nothingInTheRuntimeTraps() throws {
        let offending = try Self.files().filter { $0.text.contains("preconditionFailure(") || $0.text.contains("fatalError(") }.map(\.path)
        #expect(offending == [])
    }

    @Test func theSessionTypeIsAtMost250Lines() throws {
        let session = try Self.files().filter { file in
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            return name == "Session.swift" || name.hasPrefix("Session+")
        }
        #expect(session.count >= 1)
        let lines = session.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
        #expect(lines <= 250, "Session and its extensions: \(lines) lines in \(session.map(\.path))")
    }

    /// The rooms of the runtime as the README's architecture section names them; a folder of one file is no room.
    @Test func theRuntimeIsGroupedByJob() throws {
        let folders = Set(try Self.files().compactMap { $0.path.split(separator: "/").count > 1 ? String($0.path.split(separator: "/")[0]) : nil })
        #expect(folders == ["Loop", "Effects", "Inbox", "Output", "Transcripts", "Logging", "Settings"])
        for folder in folders {
            #expect(try Self.files().count { $0.path.hasPrefix(folder + "/") } > 1, "\(folder) holds more than one file")
        }
    }

    /// Producers of the inbox know nothing of the loop: they push events, and the loop takes them.
    @Test func theInboxDoesNotReachIntoTheLoop() throws {
        for (path, text) in try Self.files() where path.hasPrefix("Inbox/") {
            for name in ["Session", "Dispatcher", "EffectInterpreter", "SessionDisplay"] {
                #expect(!text.contains("\(name)."), "\(path) uses \(name)")
                #expect(!text.contains(": \(name)"), "\(path) holds a \(name)")
            }
        }
    }
}

/// No list routes commands by name: the coordinator runs each by its table entry, and only a
/// screen's own handlers (its rows, its pages) look at what they were asked.
@Suite struct CommandRoutingTests {
    @Test func onlyScreensSwitchOverCommands() throws {
        let core = Support.packageRoot.appendingPathComponent("Sources/DogCore")
        let enumerator = try #require(FileManager.default.enumerator(atPath: core.path))
        var switching: [String] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: core.appendingPathComponent(path).path, encoding: .utf8)
            if text.contains("switch command") || text.contains("switch parsed") { switching.append(path) }
        }
        #expect(switching.sorted() == ["Screens/Paging.swift", "Screens/RowCommands.swift"])
    }
}
