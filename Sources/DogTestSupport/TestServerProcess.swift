import DogTestServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The test server, `dogsh-test-server`, in a process of its own: dog.ceo and TheDogAPI on 127.0.0.1 for a test.
///
/// No test runs the server inside the test process. FlyingFox answers on the cooperative pool
/// of the process it runs in (its accept loop is an unstructured task, which no task executor
/// preference reaches), and in the test process that pool is as wide as the machine, two
/// threads on CI, which tests hold with long synchronous bodies. Requests then waited past
/// their deadlines: 3 of 5 full runs failed that way (RELIABILITY.md). In a process of its own
/// the server's pool is its own. The log and the faults are read and changed over the server's
/// control endpoints (`/_control/…`).
public final class TestServerProcess: Sendable {
    private let program: LoopbackProcess
    /// The base URL, such as `http://127.0.0.1:41234`; dog.ceo's API is at its root.
    public var url: URL { program.url }
    /// TheDogAPI's base URL on this server, for `DOGSH_THEDOGAPI_URL`.
    public var theDogAPIURL: URL { url.appendingPathComponent("thedogapi") }

    private init(program: LoopbackProcess) {
        self.program = program
    }

    /// Starts a server as command-line words describe it (`--schema 2026`, `--fault PATH=FAULT`, …), on `port` or a free one.
    public static func start(arguments: [String], port: UInt16 = 0) async throws -> TestServerProcess {
        let program = try await LoopbackProcess.start(BuiltProducts.executable("dogsh-test-server"), ["--port", String(port)] + arguments)
        return TestServerProcess(program: program)
    }

    /// Starts a server with TheDogAPI's schema and key (nil accepts any request), picture size and faults, any faults at all.
    public static func start(
        schema: TheDogAPISchema = .classic, apiKey: String? = "test-key", imageSize: String? = nil, faults: [FaultRule] = [], port: UInt16 = 0
    ) async throws -> TestServerProcess {
        var arguments = ["--schema", schema.rawValue, "--api-key", apiKey ?? ""]
        if let imageSize { arguments += ["--image-size", imageSize] }
        let server = try await start(arguments: arguments, port: port)
        if !faults.isEmpty { try await server.replaceFaults(with: faults) }
        return server
    }

    /// Ends the server's process and waits for it.
    public func stop() async {
        await program.stop()
    }

    /// Every request answered so far, in the order the answers were ready.
    public func requests() async throws -> [ServedRequest] {
        try JSONDecoder().decode([ServedRequest].self, from: try await control("GET", "log"))
    }

    /// The path and query of every request answered so far.
    public func targets() async throws -> [String] {
        try await requests().map(\.target)
    }

    /// How many requests were answered so far.
    public func requestCount() async throws -> Int {
        try await stats()["requests"] ?? -1
    }

    /// The round trips the requests so far took, as the server counts them: the longest chain of
    /// requests where each began after the one before it was answered.
    public func roundTrips() async throws -> Int {
        try await stats()["roundTrips"] ?? -1
    }

    /// How many breed records TheDogAPI's endpoints hold.
    public func theDogAPIRecordCount() async throws -> Int {
        try await stats()["theDogAPIRecords"] ?? -1
    }

    /// Forgets the requests answered so far.
    public func clearLog() async throws {
        _ = try await control("DELETE", "requests")
    }

    /// Forgets the requests answered so far and the random picks made, so a run starts from scratch.
    public func reset() async throws {
        _ = try await control("POST", "reset")
    }

    /// Replaces the faults in force.
    public func replaceFaults(with rules: [FaultRule]) async throws {
        _ = try await control("PUT", "faults", body: try JSONEncoder().encode(rules))
    }

    private func stats() async throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: try await control("GET", "stats"))
    }

    /// One control request; a status other than 200 throws.
    private func control(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
        var request = URLRequest(url: url.appendingPathComponent("_control/" + path))
        request.httpMethod = method
        request.httpBody = body
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw ControlError(request: "\(method) /_control/\(path)", answer: String(decoding: data, as: UTF8.self))
        }
        return data
    }

    /// A control request the server refused.
    public struct ControlError: Error, CustomStringConvertible {
        /// The method and path.
        public let request: String
        /// What the server said.
        public let answer: String

        public var description: String { "\(request): \(answer)" }
    }
}
