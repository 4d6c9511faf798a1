import DogCore

/// The fault rules in force, consumed as requests arrive.
public final class FaultPlan: Sendable {
    private let rules: Locked<[FaultRule]>

    /// Creates a plan with rules, applied in order.
    public init(_ rules: [FaultRule] = []) {
        self.rules = Locked(rules)
    }

    /// Replaces every rule.
    public func replace(with rules: [FaultRule]) {
        self.rules.withLock { $0 = rules }
    }

    /// Adds a rule after the others.
    public func add(_ rule: FaultRule) {
        rules.withLock { $0.append(rule) }
    }

    /// The rules still in force.
    public var current: [FaultRule] {
        rules.withLock { $0.filter { $0.remaining != 0 } }
    }

    /// The faults for one request: the sum of matching latencies, and the first other matching fault.
    ///
    /// Each matching rule with a count uses one of its requests up; rules past the first
    /// content fault are left untouched, so `503*2` followed by `reset` fails twice, then resets.
    func take(for path: String) -> (latency: Duration, fault: Fault?) {
        rules.withLock { rules in
            var latency = Duration.zero
            var chosen: Fault?
            for index in rules.indices where rules[index].matches(path) {
                let rule = rules[index]
                if case let .latency(delay) = rule.fault {
                    latency += delay
                } else if chosen == nil {
                    chosen = rule.fault
                } else {
                    continue
                }
                if let remaining = rule.remaining { rules[index].remaining = remaining - 1 }
            }
            return (latency, chosen)
        }
    }
}
