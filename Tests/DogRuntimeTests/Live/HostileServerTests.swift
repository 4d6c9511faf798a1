import DogCore
import DogTerminal
import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// The shell against a hostile server on 127.0.0.1: each case runs the built binary through
/// commands that reach the misbehaving endpoint, then `where`.
///
/// For every case: no crash; not one escape or control byte from the server reaches the
/// terminal (checked on the raw bytes of both streams); failures are clear sentences in the
/// session's language, not Swift error dumps; the command ends within its deadline
/// (`DOGSH_DEADLINE=4`); and the shell answers the `where` after it.
@Suite(.serialized) struct HostileServerTests {
    /// One misbehaviour: where it happens, what it sends, what is typed, whether the command fails.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let rules: [FaultRule]
        let commands: String
        let source: Source
        let fails: Bool
        var testDescription: String { name }

        enum Source: Sendable { case dogCEO, theDogAPI, dogCEODrawing }
    }

    static let deadline = 4

    // MARK: Hostile bodies

    /// Escape sequences and controls, JSON-escaped, so they decode into the strings.
    static let poison = #"\u001b[2J\u001b]0;owned\u0007\u009b31m\u202e\u0000\u0008"#
    static let deepArrays = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
    static let deepObjects = Data((String(repeating: #"{"a":"#, count: 20_000) + "1" + String(repeating: "}", count: 20_000)).utf8)

    static func json(_ text: String) -> Data { Data(text.utf8) }
    static func exact(_ path: String, status: Int = 200, headers: [String: String] = [:], _ body: Data) -> [FaultRule] {
        [FaultRule(path, .exact(status: status, headers: headers, body: body))]
    }
    static func on(_ path: String, _ fault: Fault) -> [FaultRule] { [FaultRule(path, fault)] }

    static let list = "/api/breeds/list/all"
    static let pugImages = "/api/breed/pug/images"
    static let pugFiles = "/breeds/pug/"
    static let breeds = "/thedogapi/v1/breeds"

    static let cases: [Case] = listCases + imageListCases + imageCases + theDogAPICases

    static let listCases: [Case] = [
        ("names with escapes, controls and bidi", exact(list, json(#"{"message":{"pug\#(poison)":[],"\#(poison)akita":["x\#(poison)"]},"status":"success"}"#)), false),
        ("raw control bytes inside JSON strings", exact(list, Data(#"{"message":{"pug"#.utf8) + Data([0x1B, 0x5B, 0x32, 0x4A]) + json(#"":[]},"status":"success"}"#)), true),
        ("invalid JSON", on(list, .invalidJSON), true),
        ("wrong types", on(list, .wrongTypes), true),
        ("arrays nested 100,000 deep", exact(list, deepArrays), true),
        ("objects nested 20,000 deep", exact(list, deepObjects), true),
        ("a declared body of 9 MB", on(list, .oversized(bytes: 9 << 20)), true),
        ("a chunked body of 9 MB", on(list, .oversizedChunked(bytes: 9 << 20)), true),
        ("500 with an escape-laden message", exact(list, status: 500, json(#"{"status":"error","message":"\#(poison)","code":500}"#)), true),
        ("503 with Retry-After of 31 years", exact(list, status: 503, headers: ["Retry-After": "999999999"], json("{}")), true),
        ("429 with Retry-After -1", exact(list, status: 429, headers: ["Retry-After": "-1"], json("{}")), true),
        ("429 with Retry-After in 2099", exact(list, status: 429, headers: ["Retry-After": "Wed, 21 Oct 2099 07:28:00 GMT"], json("{}")), true),
        ("503 with Retry-After soon\\u001b", exact(list, status: 503, headers: ["Retry-After": "soon"], json(#"{"message":"\#(poison)"}"#)), true),
        ("a reset after the headers", on(list, .reset), true),
        ("a reset mid-body", on(list, .truncated), true),
        ("slowloris: a byte a second", on(list, .trickle(chunkBytes: 1, interval: .seconds(1))), true),
        ("a redirect loop", exact(list, status: 302, headers: ["Location": list], json("{}")), true),
        ("a redirect to file:", exact(list, status: 302, headers: ["Location": "file:///etc/passwd"], json("{}")), true),
        ("a redirect to ftp:", exact(list, status: 301, headers: ["Location": "ftp://127.0.0.1/list"], json("{}")), true),
        ("a redirect to gopher:", exact(list, status: 307, headers: ["Location": "gopher://127.0.0.1:70/1"], json("{}")), true),
        ("a redirect with escapes in Location", exact(list, status: 302, headers: ["Location": "/x\u{1B}[2J"], json("{}")), true),
        ("an HTML page with escapes", exact(list, headers: ["Content-Type": "text/html"], json("<html>\u{1B}]0;owned\u{07}</html>")), true),
        ("an empty body", exact(list, Data()), true),
        ("invalid UTF-8 in names", exact(list, Data(#"{"message":{"pug"#.utf8) + Data([0xFF, 0xC0, 0xAF]) + json(#"":[]},"status":"success"}"#)), true),
        ("100,000 breeds with escapes", exact(list, json(#"{"message":{"# + (0..<100_000).map { #""dog\#($0)\u001b[31m":[]"# }.joined(separator: ",") + #"},"status":"success"}"#)), false),
        ("status error with a hostile message", exact(list, json(#"{"status":"error","message":"\#(poison)"}"#)), true),
    ].map { Case(name: "list: " + $0.0, rules: $0.1, commands: "ls", source: .dogCEO, fails: $0.2) }

    static let imageListCases: [Case] = [
        ("URLs with escapes", exact(pugImages, json(#"{"message":["http://127.0.0.1:1/breeds/pug/a\#(poison).jpg"],"status":"success"}"#)), false),
        ("URLs of other schemes", exact(pugImages, json(#"{"message":["file:///etc/passwd","javascript:alert(1)","data:text/plain,\#(poison)"],"status":"success"}"#)), false),
        ("URLs with path traversal", exact(pugImages, json(#"{"message":["http://127.0.0.1:1/breeds/pug/../../../../etc/passwd"],"status":"success"}"#)), false),
        ("404 with an escape-laden message", exact(pugImages, status: 404, json(#"{"status":"error","message":"Breed \#(poison) not found","code":404}"#)), true),
        ("wrong types", on(pugImages, .wrongTypes), true),
        ("invalid JSON", on(pugImages, .invalidJSON), true),
        ("arrays nested 100,000 deep", exact(pugImages, deepArrays), true),
    ].map { Case(name: "images of a breed: " + $0.0, rules: $0.1, commands: "open pug", source: .dogCEO, fails: $0.2) }

    static let imageCases: [Case] = [
        ("a PNG that claims 100,000 × 100,000 pixels", exact(pugFiles, headers: ["Content-Type": "image/png"], TestPictures.pngClaiming(width: 100_000, height: 100_000))),
        ("a JPEG that claims 65,000 × 65,000 pixels", exact(pugFiles, headers: ["Content-Type": "image/jpeg"], TestPictures.jpegClaiming(width: 65_000, height: 65_000))),
        ("random bytes as a JPEG", exact(pugFiles, headers: ["Content-Type": "image/jpeg"], Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }))),
        ("an HTML error page with escapes as an image", exact(pugFiles, headers: ["Content-Type": "image/jpeg"], json("<h1>\u{1B}]0;owned\u{07}no</h1>"))),
        ("an image cut mid-body", on(pugFiles, .truncated)),
        ("an image of 9 MB", on(pugFiles, .oversizedChunked(bytes: 9 << 20))),
    ].map { Case(name: "image: " + $0.0, rules: $0.1, commands: "open pug; show 1", source: .dogCEODrawing, fails: true) }

    static let theDogAPICases: [Case] = [
        ("names, temperaments and origins with escapes", exact(breeds, json(#"[{"id":201,"name":"Pug\#(poison)","temperament":"Docile\#(poison), Clever","origin":"\#(poison)China","life_span":"12\#(poison) - 14 years","weight":{"metric":"6 - 8"},"height":{"metric":"25 - 30"}}]"#)), false),
        ("401 with an escape-laden message", exact(breeds, status: 401, json(#"{"message":"\#(poison) bad key"}"#)), true),
        ("invalid JSON", on(breeds, .invalidJSON), true),
        ("objects nested 20,000 deep", exact(breeds, deepObjects), true),
        ("429 with Retry-After of 31 years", exact(breeds, status: 429, headers: ["Retry-After": "999999999"], json("[]")), true),
        ("a redirect to file:", exact(breeds, status: 302, headers: ["Location": "file:///etc/passwd"], json("[]")), true),
        ("wrong types", exact(breeds, json(#"[{"id":"x","name":42,"temperament":["a"]}]"#)), true),
    ].map { Case(name: "TheDogAPI: " + $0.0, rules: $0.1, commands: "open pug; info", source: .theDogAPI, fails: $0.2) }

    @Test func thereAreAtLeastFortyCases() {
        #expect(Self.cases.count >= 40)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    @Test(arguments: cases)
    func theShellWithstandsAHostileServer(_ hostile: Case) async throws {
        let server = try await TestServerProcess.start(faults: hostile.rules)
        let english = try await run(hostile, server: server, language: "C.UTF-8")
        #expect(!english.outcome.killedBySignal, "crashed")
        // The deadline, and room for a loaded machine's debug binary; well below the 25 s default it replaces.
        #expect(english.seconds < Double(Self.deadline) + 12, "took \(english.seconds) s against a deadline of \(Self.deadline) s")
        for (name, bytes) in [("stdout", english.outcome.standardOutput), ("stderr", english.outcome.standardErrorBytes)] {
            let leaks = FuzzReplayTests.terminalControls(in: hostile.source == .dogCEODrawing ? Self.withoutColours(bytes) : bytes)
            #expect(leaks.isEmpty, "\(name) carries \(leaks.count) control bytes, first at \(leaks.first ?? 0)")
        }
        let lines = english.outcome.output.split(separator: "\n")
        #expect(lines.last.map { $0.hasPrefix("breeds") || $0.hasPrefix("[1] breeds") } == true, "the shell answered the `where` after: \(lines.suffix(2))")
        let errors = english.outcome.standardError
        for dump in ["Error Domain", "DecodingError", "Optional(", "keyNotFound", "typeMismatch", "NSError", "nil"] {
            #expect(!errors.contains(dump), "a developer's dump reached the user: \(errors.prefix(300))")
        }
        if hostile.fails {
            let said = english.outcome.output + errors
            #expect(Self.reportsFailure(said, in: .english), "no failure report among: \(said.suffix(400))")
            let german = try await run(hostile, server: server, language: "de_DE.UTF-8")
            let gesagt = german.outcome.output + german.outcome.standardError
            #expect(Self.reportsFailure(gesagt, in: .named(.de)), "no German failure report among: \(gesagt.suffix(400))")
            #expect(FuzzReplayTests.terminalControls(in: german.outcome.standardOutput + german.outcome.standardErrorBytes).isEmpty)
        }
    }

    struct Timed {
        let outcome: Support.Outcome
        let seconds: Double
    }

    func run(_ hostile: Case, server: TestServerProcess, language: String) async throws -> Timed {
        let home = Support.temporaryFolder()
        var environment = [
            "XDG_CACHE_HOME": home + "/cache", "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "HOME": home,
            "LC_ALL": language, "DOGSH_DEADLINE": String(Self.deadline),
        ]
        var arguments = ["--keep-going", "--seed", "4"]
        switch hostile.source {
        case .dogCEO:
            arguments += ["--source", server.url.absoluteString, "--images", "off"]
        case .dogCEODrawing:
            arguments += ["--source", server.url.absoluteString, "--images", "blocks", "--width", "80"]
        case .theDogAPI:
            arguments += ["--source", "thedogapi", "--images", "off"]
            environment["DOGSH_THEDOGAPI_URL"] = server.theDogAPIURL.absoluteString
            environment["DOGSH_THEDOGAPI_KEY"] = "test-key"
        }
        let outcome = try await Support.run(arguments + ["-c", hostile.commands + "; where"], environment: environment)
        let elapsed = outcome.duration
        return Timed(outcome: outcome, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// Whether the output holds one of the language's failure reports: an error, the offline or fallback notice, images that failed.
    ///
    /// Each report is recognised by the longest literal stretch of its template.
    static func reportsFailure(_ output: String, in language: Language) -> Bool {
        let flowing = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let keys = LocalizationKey.allCases.filter { $0.rawValue.hasPrefix("error.") } + [.messageOffline, .messageLiveFallback, .messageLiveGaveUp, .screenBreedImagesFailed]
        return keys.contains { key in
            let template = language.text(key).forms.last ?? ""
            let fragments = template.split(separator: "{").map { $0.split(separator: "}").last.map(String.init) ?? "" }
            guard let longest = fragments.max(by: { $0.count < $1.count }), longest.count >= 8 else { return false }
            return flowing.contains(longest.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
    }

    /// The bytes without the SGR colour sequences (`ESC [ digits ; … m`) dogsh itself draws images with.
    static func withoutColours(_ data: Data) -> Data {
        var result = Data()
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B {
                var end = index + 2
                while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == 0x6D {
                    index = end + 1
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
