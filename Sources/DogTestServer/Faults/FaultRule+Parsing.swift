/// Reads fault rules from the text the command line and the control endpoint take.
///
/// `PATH=FAULT[*TIMES]`, where FAULT is one of `latency:50ms`, a status such as `500` or
/// `503`, `429:2` (Retry-After seconds), `truncate`, `invalid-json`, `wrong-types`,
/// `reset`, `trickle:64:20ms` (bytes per chunk and pause), `oversized:9mb` or
/// `oversized-chunked:9mb`. `/api/breeds/list/all=503*2` fails the next two requests for
/// the breed list; `/=latency:50ms` slows everything.
extension FaultRule {
    /// Parses one rule; nil when the text is not in the format.
    public init?(parsing text: String) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0].hasPrefix("/") else { return nil }
        var spec = parts[1]
        var times: Int?
        if let star = spec.lastIndex(of: "*") {
            guard let count = Int(spec[spec.index(after: star)...]), count >= 0 else { return nil }
            times = count
            spec = String(spec[..<star])
        }
        guard let fault = Self.fault(spec) else { return nil }
        self.init(parts[0], fault, times: times)
    }

    private static func fault(_ spec: String) -> Fault? {
        let fields = spec.lowercased().split(separator: ":").map(String.init)
        guard let name = fields.first else { return nil }
        switch (name, fields.count) {
        case ("latency", 2): return duration(fields[1]).map(Fault.latency)
        case ("429", 1): return .tooManyRequests(retryAfterSeconds: 1)
        case ("429", 2): return Int(fields[1]).map { .tooManyRequests(retryAfterSeconds: $0) }
        case ("truncate", 1): return .truncated
        case ("invalid-json", 1): return .invalidJSON
        case ("wrong-types", 1): return .wrongTypes
        case ("reset", 1): return .reset
        case ("trickle", 1): return .trickle(chunkBytes: 64, interval: .milliseconds(20))
        case ("trickle", 3):
            guard let bytes = Int(fields[1]), bytes > 0, let interval = duration(fields[2]) else { return nil }
            return .trickle(chunkBytes: bytes, interval: interval)
        case ("oversized", 2): return byteCount(fields[1]).map { .oversized(bytes: $0) }
        case ("oversized-chunked", 2): return byteCount(fields[1]).map { .oversizedChunked(bytes: $0) }
        case (_, 1):
            guard let status = Int(name), (400...599).contains(status) else { return nil }
            return .status(status)
        default: return nil
        }
    }

    /// Reads `50ms`, `2s` or a bare number of milliseconds.
    public static func duration(_ text: String) -> Duration? {
        if text.hasSuffix("ms"), let value = Int(text.dropLast(2)), value >= 0 { return .milliseconds(value) }
        if text.hasSuffix("s"), let value = Int(text.dropLast()), value >= 0 { return .seconds(value) }
        if let value = Int(text), value >= 0 { return .milliseconds(value) }
        return nil
    }

    /// Reads `9mb`, `512kb` or a bare number of bytes.
    static func byteCount(_ text: String) -> Int? {
        let units: [(suffix: String, scale: Int)] = [("mb", 1 << 20), ("kb", 1 << 10), ("b", 1)]
        for unit in units where text.hasSuffix(unit.suffix) {
            return Int(text.dropLast(unit.suffix.count)).map { $0 * unit.scale }
        }
        return Int(text)
    }
}
