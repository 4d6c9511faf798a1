/// A fault for requests whose path starts with a prefix, for every request or for the next few.
public struct FaultRule: Hashable, Sendable, Codable {
    /// The path prefix the rule applies to; `/` matches every request.
    public var pathPrefix: String
    /// What goes wrong.
    public var fault: Fault
    /// How many more requests the rule applies to; nil for all of them.
    public var remaining: Int?

    /// Creates a rule.
    public init(_ pathPrefix: String, _ fault: Fault, times: Int? = nil) {
        self.pathPrefix = pathPrefix.hasPrefix("/") ? pathPrefix : "/" + pathPrefix
        self.fault = fault
        self.remaining = times
    }

    /// Whether the rule applies to a path.
    func matches(_ path: String) -> Bool {
        (remaining ?? 1) > 0 && path.hasPrefix(pathPrefix)
    }
}
