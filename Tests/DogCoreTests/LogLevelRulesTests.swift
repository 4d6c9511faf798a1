import Testing
@testable import DogCore

@Suite struct LogLevelRulesTests {
    @Test(arguments: [
        ("net=debug,cache=info,*=notice", "dogsh.net", LogSeverity.debug),
        ("net=debug,cache=info,*=notice", "dogsh.cache", .info),
        ("net=debug,cache=info,*=notice", "dogsh.nav", .notice),
        ("*=warning", "dogsh.store", .warning),
        ("dogsh=info,dogsh.net=trace", "dogsh.net", .trace),
        ("dogsh=info,dogsh.net=trace", "dogsh.net.http", .trace),
        ("dogsh=info,dogsh.net=trace", "dogsh.network", .info),
        ("dogsh=info", "other", .notice),
        ("NET = Debug", "dogsh.net", .debug),
        ("", "dogsh.net", .notice),
        ("net=debug,net=error", "dogsh.net", .error),
    ])
    func longestPrefixWins(spec: String, label: String, level: LogSeverity) throws {
        #expect(try LogLevelRules(parsing: spec).level(for: label) == level)
    }

    @Test(arguments: [
        ("net", LogSpecError.malformed("net")),
        ("=debug", .malformed("=debug")),
        ("net=loud", .unknownLevel("loud")),
        ("net=debug,cache", .malformed("cache")),
    ])
    func rejectsBadSpecs(spec: String, error: LogSpecError) {
        #expect(throws: error) { try LogLevelRules(parsing: spec) }
    }

    @Test func settingOneCategoryLeavesTheOthers() {
        var rules = LogLevelRules()
        rules.set("store", to: .trace)
        rules.set("*", to: .error)
        #expect(rules.level(for: "dogsh.store") == .trace)
        #expect(rules.level(for: "dogsh.nav") == .error)
        #expect(rules.effectiveLevels.map(\.level) == [.error, .error, .error, .error, .trace, .error])
        #expect(LogSeverity.trace < .debug && LogSeverity.error < .critical)
    }
}
