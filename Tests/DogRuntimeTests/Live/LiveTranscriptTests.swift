import DogTestServer
import DogTestSupport
import Foundation
import Testing
@testable import DogRuntime

/// The live-source transcripts, each against its own test server set up as its `server` option says.
///
/// Set `DOGSH_UPDATE_TRANSCRIPTS=1` to rewrite the files with what dogsh prints now.
@MainActor @Suite struct LiveTranscriptTests {
    @Test(arguments: Support.liveTranscriptFiles)
    func transcriptPasses(path: String) async throws {
        let transcript = try TranscriptParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
        let words = (transcript.options.server ?? "").split(separator: " ").map(String.init)
        let server = try await TestServerProcess.start(arguments: words)
        let result = await TranscriptRunner.run(transcript, variables: ["server": server.url.absoluteString])
        if ProcessInfo.processInfo.environment["DOGSH_UPDATE_TRANSCRIPTS"] == "1", !result.passed {
            try result.recorded.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(result.passed, "\(path)\n\(result.diff.joined(separator: "\n"))")
        #expect(try await server.requests().allSatisfy { !$0.path.hasPrefix("/_control") })
    }

    @Test func everyLiveTranscriptNamesItsServer() throws {
        #expect(Support.liveTranscriptFiles.count >= 4)
        for path in Support.liveTranscriptFiles {
            let transcript = try TranscriptParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
            #expect(transcript.options.source != nil, "\(path) runs on a live source")
            _ = try TestServerSetup(arguments: (transcript.options.server ?? "").split(separator: " ").map(String.init))
        }
    }
}
