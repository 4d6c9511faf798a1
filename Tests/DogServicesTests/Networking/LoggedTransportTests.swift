import DogCore
import DogTestSupport
import Logging
import Testing
@testable import DogServices

/// Request logging: what is written, at which level, and that keys never are.
@Suite struct LoggedTransportTests {
    let url = "http://127.0.0.1:9/thedogapi/v1/images/search?breed_ids=149&limit=3"

    @Test func answersAreLoggedAtDebugAndFailuresAtInfoWithoutHeaders() async {
        let capture = LogCapture()
        let base = ScriptedTransport([url: [.answer(200, "[1,2]"), .fail(.timedOut(url: url))]])
        let transport = LoggedTransport(base, logger: Logger(label: "dogsh.net") { _ in capture }, label: "request")
        let request = HTTPRequest(url: .init(string: url)!, headers: ["x-api-key": "secret-key-123"])
        _ = await transport.result(request)
        _ = await transport.result(request)
        let debug = capture.logged(at: .debug)
        #expect(debug.map(\.message) == ["request"])
        #expect(debug.first?.metadata["url"] == .string(url))
        #expect(debug.first?.metadata["status"] == "200")
        #expect(debug.first?.metadata["bytes"] == "5")
        #expect(debug.first?.metadata["origin"] == "network")
        #expect(debug.first?.metadata["ms"] != nil)
        let info = capture.logged(at: .info)
        #expect(info.map(\.message) == ["request failed"])
        #expect(info.first?.metadata["error"] == .string("\(NetworkError.timedOut(url: url))"))
        #expect(!capture.allText.contains("secret-key-123"))
    }
}
