/// How a test server is to be started: options and fault rules, from the command line's words.
///
/// Both `dogsh-test-server` and the transcript tests (`#| server = …`) read the same
/// arguments: `--latency 50ms`, `--fault PATH=FAULT[*TIMES]` (repeatable), `--schema
/// classic|2026` and `--api-key KEY` (empty accepts any request).
public struct TestServerSetup: Hashable, Sendable {
    /// The schema and key.
    public var schema: TheDogAPISchema = .classic
    /// The key TheDogAPI's image search wants; nil accepts any request.
    public var apiKey: String? = "test-key"
    /// The faults, latency first.
    public var faults: [FaultRule] = []
    /// The size of breed images (`--image-size 1024x768`); nil for small smooth ones.
    public var imageSize: ImageSize?

    /// A width and height.
    public struct ImageSize: Hashable, Sendable {
        /// Pixels across.
        public let width: Int
        /// Pixels down.
        public let height: Int

        /// Reads `WIDTHxHEIGHT`, each 1 to 4096.
        public init?(_ text: String) {
            let sides = text.lowercased().split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2, (1...4096).contains(sides[0]), (1...4096).contains(sides[1]) else { return nil }
            width = sides[0]
            height = sides[1]
        }
    }

    /// Why arguments could not be read.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case badLatency(String)
        case badFault(String)
        case unknownSchema(String)
        case unknownArgument(String)
        case badImageSize(String)
        case missingValue(String)

        public var description: String {
            switch self {
            case let .badLatency(text): "bad latency: \(text) (try 50ms)"
            case let .badFault(text): "bad fault rule: \(text) (try /api/breeds/list/all=503*2)"
            case let .unknownSchema(text): "unknown schema: \(text) (classic or 2026)"
            case let .unknownArgument(text): "unknown argument: \(text)"
            case let .badImageSize(text): "bad image size: \(text) (try 1024x768)"
            case let .missingValue(text): "\(text) needs a value"
            }
        }
    }

    /// A setup from parts, as the command line gives them.
    public init(latency: String?, faults: [String], schema: String, apiKey: String, imageSize: String? = nil) throws(Problem) {
        if let imageSize {
            guard let size = ImageSize(imageSize) else { throw .badImageSize(imageSize) }
            self.imageSize = size
        }
        if let latency {
            guard let delay = FaultRule.duration(latency.lowercased()) else { throw .badLatency(latency) }
            self.faults.append(FaultRule("/", .latency(delay)))
        }
        for text in faults {
            guard let rule = FaultRule(parsing: text) else { throw .badFault(text) }
            self.faults.append(rule)
        }
        guard let parsed = TheDogAPISchema(rawValue: schema) else { throw .unknownSchema(schema) }
        self.schema = parsed
        self.apiKey = apiKey.isEmpty ? nil : apiKey
    }

    /// A setup from words such as `--latency 50ms --fault /api=503*1`; no words gives the defaults.
    public init(arguments: [String]) throws(Problem) {
        var latency: String?
        var faults: [String] = []
        var schema = "classic"
        var apiKey = "test-key"
        var imageSize: String?
        var words = arguments[...]
        while let word = words.popFirst() {
            guard ["--latency", "--fault", "--schema", "--api-key", "--image-size"].contains(word) else { throw .unknownArgument(word) }
            guard let value = words.popFirst() else { throw .missingValue(word) }
            switch word {
            case "--latency": latency = value
            case "--fault": faults.append(value)
            case "--schema": schema = value
            case "--image-size": imageSize = value
            default: apiKey = value
            }
        }
        try self.init(latency: latency, faults: faults, schema: schema, apiKey: apiKey, imageSize: imageSize)
    }

    /// The server options this setup asks for.
    public var options: TestServer.Options {
        TestServer.Options(schema: schema, apiKey: apiKey, imageSize: imageSize.map { ($0.width, $0.height) })
    }
}

extension TestServer {
    /// Starts a server as a setup describes.
    public static func start(port: UInt16 = 0, setup: TestServerSetup) async throws -> TestServer {
        try await start(port: port, options: setup.options, faults: setup.faults)
    }
}
