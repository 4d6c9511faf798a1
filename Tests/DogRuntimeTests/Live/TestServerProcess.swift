import DogTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `dogsh-test-server` binary running in its own process, for tests of the `dogsh` binary.
///
/// A separate process keeps the server off the test's cooperative threads, which block
/// while a `dogsh` process runs.
final class TestServerProcess {
    private let program: LoopbackProcess
    /// The server's URL, from the first line it prints.
    var url: URL { program.url }

    /// Starts the server with arguments and waits for its URL.
    init(_ arguments: [String] = []) throws {
        program = try LoopbackProcess(Support.binary.deletingLastPathComponent().appendingPathComponent("dogsh-test-server"), arguments)
    }

    /// What the server answered so far, one `STATUS TARGET` per line, from its control endpoint.
    func requests() throws -> [String] {
        let text = try String(contentsOf: url.appendingPathComponent("_control/requests"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    /// The round trips the requests so far took, as the server counts them: the longest chain of
    /// requests where each began after the one before it was answered.
    func roundTrips() throws -> Int {
        let data = try Data(contentsOf: url.appendingPathComponent("_control/stats"))
        let stats = try JSONSerialization.jsonObject(with: data) as? [String: Int]
        return stats?["roundTrips"] ?? -1
    }

    /// Replaces the server's faults with rules in `FaultRule`'s text form, one per line.
    func setFaults(_ rules: String) throws {
        var request = URLRequest(url: url.appendingPathComponent("_control/faults"))
        request.httpMethod = "PUT"
        request.httpBody = Data(rules.utf8)
        let done = DispatchSemaphore(value: 0)
        let status = LockedBox<Int?>(nil)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status.value = (response as? HTTPURLResponse)?.statusCode
            done.signal()
        }.resume()
        done.wait()
        guard status.value == 200 else { throw CocoaError(.fileWriteUnknown) }
    }
}

/// A value shared with a callback on another thread.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
