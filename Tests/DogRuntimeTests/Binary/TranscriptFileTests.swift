import DogCore
import Foundation
import Testing
@testable import DogRuntime

/// The shipped transcripts, replayed in-process, one test case per file.
///
/// Set `DOGSH_UPDATE_TRANSCRIPTS=1` to rewrite the files with what dogsh prints now (read the diff before committing it).
@MainActor @Suite struct TranscriptFileTests {
    @Test(arguments: Support.transcriptFiles)
    func transcriptPasses(path: String) async throws {
        let result = try await TranscriptRunner.run(file: path).get()
        if ProcessInfo.processInfo.environment["DOGSH_UPDATE_TRANSCRIPTS"] == "1", !result.passed {
            try result.recorded.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(result.passed, "\(path)\n\(result.diff.joined(separator: "\n"))")
    }

    @Test func theTranscriptsCoverEveryCommand() throws {
        var seen: Set<String> = []
        for path in Support.transcriptFiles + Support.liveTranscriptFiles {
            let transcript = try TranscriptParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
            for step in transcript.steps {
                for statement in DogCore.CommandLineSyntax.statements(step.command) {
                    if let parsed = try? DogCore.CommandParser.parse(statement) { seen.insert(parsed.spec.name.rawValue) }
                }
            }
        }
        #expect(Support.transcriptFiles.count >= 9)
        #expect(seen == Set(DogCore.CommandName.allCases.map(\.rawValue)))
    }

    @Test func aChangedExpectationFailsWithADiff() async throws {
        let text = "#| seed = 1\n$ where\nsomewhere else\n$ search golden\nSearch “golden”: 1 result\n...\n"
        let result = await TranscriptRunner.run(try TranscriptParser.parse(text, path: "changed.t"))
        #expect(!result.passed)
        #expect(result.actual[0] == ["breeds"])
        #expect(result.diff == ["--- changed.t", "+++ changed.t (actual)", "@@ -1,6 +1,6 @@", " #| seed = 1", " $ where", "-somewhere else", "+breeds", " $ search golden", " Search “golden”: 1 result", " ..."])
    }
}
