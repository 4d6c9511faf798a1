import DogCore
import DogServices
import DogTerminal
import Foundation
import Logging
import Testing
@testable import DogRuntime

/// Keeps every record in memory, for assertions.
final class MemoryLogSink: LogSink {
    private let stored = Locked<[LogRecord]>([])

    func write(_ record: LogRecord) {
        stored.withLock { $0.append(record) }
    }

    var records: [LogRecord] {
        stored.withLock { $0 }
    }
}

@MainActor @Suite struct LoggingTests {
    func loggers(_ spec: String) throws -> (SessionLoggers, MemoryLogSink, LogLevelRegistry) {
        let sink = MemoryLogSink()
        let registry = LogLevelRegistry(try LogLevelRules(parsing: spec))
        let loggers = SessionLoggers(registry: registry) { category in
            Logger(label: category.label) { CategoryLogHandler(label: $0, registry: registry, sink: sink) }
        }
        return (loggers, sink, registry)
    }

    /// The registry's packed levels agree with the rules for every category, every level, and
    /// every change, and its finest level is theirs.
    @Test func packedLevelsAgreeWithTheRules() throws {
        let registry = LogLevelRegistry()
        for category in LogCategory.allCases {
            for level in LogSeverity.allCases {
                var rules = try LogLevelRules(parsing: "*=warning,cache=error")
                rules.set(category.rawValue, to: level)
                registry.rules = rules
                for other in LogCategory.allCases {
                    #expect(registry.level(of: other) == rules.level(for: other.label), "\(category)=\(level), reading \(other)")
                    #expect(registry.level(for: other.label) == Logger.Level(rules.level(for: other.label)))
                }
                #expect(registry.finestLevel == LogCategory.allCases.map { rules.level(for: $0.label) }.min())
            }
        }
        registry.rules = try LogLevelRules(parsing: "net.http=trace")
        #expect(registry.level(for: "dogsh.net.http") == .trace, "a label below a category is worked out from the rules")
        #expect(registry.level(for: "other") == .notice)
    }

    @Test func handlersFilterByCategoryRedactSecretsAndFollowTheRegistry() throws {
        let (loggers, sink, registry) = try loggers("net=debug,*=warning")
        loggers[.net].debug("fetch", metadata: ["url": "https://dog.ceo/api", "api_key": "live_123", "Authorization": "Bearer x"])
        loggers[.cache].info("hit")
        loggers[.cache].warning("evicted", metadata: ["bytes": "1024"])
        #expect(sink.records.map(\.line) == [
            "dogsh.net debug: fetch Authorization=<redacted> api_key=<redacted> url=https://dog.ceo/api",
            "dogsh.cache warning: evicted bytes=1024",
        ])
        var rules = registry.rules
        rules.set("cache", to: .trace)
        registry.rules = rules
        loggers[.cache].trace("now visible")
        #expect(sink.records.last?.line == "dogsh.cache trace: now visible")
        #expect(sink.records.last?.timestampedLine.contains("T") == true)
    }

    @Test func sessionsLogEffectsAndNavigationAtDebugAndTheLogCommandChangesLevels() async throws {
        let (loggers, sink, _) = try loggers("nav=debug")
        let folder = Support.temporaryFolder()
        let configuration = SessionConfiguration(seed: 3, width: 80, dataDirectory: folder)
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: .embedded(configuration), output: output, loggers: loggers)
        await session.start()
        await session.submit("open pug; back")
        let nav = sink.records.filter { $0.label == "dogsh.nav" }
        #expect(nav.map(\.message) == ["push", "pop"])
        #expect(nav.first?.metadata.first { $0.key == "breed" }?.value == "pug")
        #expect(nav.first?.metadata.first { $0.key == "depth" }?.value == "2")
        #expect(!sink.records.contains { $0.label != "dogsh.nav" }, "other categories log at notice and above only")

        await session.submit("log store debug")
        #expect(output.lines.last == "dogsh.store now logs debug and above.")
        await session.submit("open pug; fav")
        let store = sink.records.filter { $0.label == "dogsh.store" }
        #expect(store.count == 1)
        #expect(store.first?.metadata.contains { $0.key == "effect" && $0.value == "addFavorite" } == true)
        #expect(store.first?.metadata.contains { $0.key == "duration_ms" } == true)
        #expect(!output.lines.contains { $0.contains("dogsh.nav") || $0.contains("duration_ms") }, "logs never reach the output")
        await session.submit("log")
        #expect(Array(output.lines.suffix(8)) == [
            "Log levels (the longest matching prefix wins; * is everything else):",
            "  *              notice", "  dogsh.nav      debug", "  dogsh.repl     notice", "  dogsh.net      notice",
            "  dogsh.cache    notice", "  dogsh.store    debug", "  dogsh.catalog  notice",
        ])
    }
}
