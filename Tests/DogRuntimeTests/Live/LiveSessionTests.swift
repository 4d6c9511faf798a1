import DogCore
import DogServices
import DogTerminal
import DogTestServer
import DogTestSupport
import Foundation
import Logging
import Testing
@testable import DogRuntime

/// Whole sessions on a live source against the test server: offline and back, Ctrl-C, deadlines, screens' own work.
@MainActor @Suite struct LiveSessionTests {
    let folder = Support.temporaryFolder()

    func session(
        _ server: TestServerProcess, sleeper: any Sleeper = TaskSleeper(), deadline: Duration = .seconds(25),
        prefetches: Bool = false, terminal: TerminalHooks = TerminalHooks(), quiet: Duration? = nil
    ) -> (Session, CapturedOutput, SessionServices) {
        var configuration = SessionConfiguration(seed: 5, width: 80, dataDirectory: folder + "/data")
        configuration.sourceName = SourceChoice.dogCEO(server.url).name
        configuration.liveDeadline = deadline
        // Stand-ins come only where a test asks for them: a loaded machine must not bring one in by chance.
        configuration.liveQuiet = quiet ?? deadline
        configuration.prefetchesImages = prefetches
        let services = SessionServices.live(
            configuration, source: .dogCEO(server.url), apiKey: nil, cacheDirectory: folder + "/cache",
            loggers: .disabled, sleeper: sleeper
        )
        let output = CapturedOutput()
        return (Session(configuration: configuration, services: services, output: output, terminal: terminal), output, services)
    }

    @Test func theShellSaysWhenItGoesOfflineAndWhenItComesBack() async throws {
        let server = try await TestServerProcess.start(faults: [FaultRule("/", .reset)])
        let (session, output, services) = session(server, sleeper: VirtualSleeper())
        await session.start()
        await session.submit("where")
        #expect(output.lines == [Strings().text(.messageOffline), "breeds"])
        #expect(session.prompt == "dogsh [offline]> ")
        #expect(session.coordinator.catalog?.sourceName == "embedded", "the embedded catalog stands in")
        try await server.replaceFaults(with: [])
        while services.connectivity?.isOffline == true { try await Task.sleep(for: .milliseconds(5)) }
        let mark = output.lines.count
        await session.submit("where")
        #expect(Array(output.lines[mark...]) == [Strings().text(.messageOnline), "breeds"])
        #expect(session.prompt == "dogsh> ")
        #expect(session.coordinator.catalog?.sourceName == SourceChoice.dogCEO(server.url).name, "the live list was loaded again")
    }

    @Test func aSlowListIsShownFromTheEmbeddedCatalogUntilTheLiveOneReplacesIt() async throws {
        let server = try await TestServerProcess.start(faults: [FaultRule("/api/breeds/list/all", .latency(.milliseconds(1500)))])
        let (session, output, _) = session(server, quiet: .milliseconds(200))
        await session.start()
        let source = SourceChoice.dogCEO(server.url).name
        #expect(output.lines == [Strings().text(.messageLiveSlow, ["source": .text(source), "count": .number(1)])], "200 ms, said as a whole second")
        #expect(session.prompt == "dogsh [waiting]> ")
        #expect(session.coordinator.catalog?.breeds.count == 107, "the embedded catalog stands in")
        let waited = ContinuousClock.now
        while session.prompt != "dogsh> ", ContinuousClock.now - waited < .seconds(10) {
            try await Task.sleep(for: .milliseconds(20))
            await session.catchUpWhileWaiting()
        }
        #expect(output.lines.last == Strings().text(.messageLiveArrived, ["source": .text(source)]))
        #expect(session.prompt == "dogsh> ")
        #expect(session.coordinator.catalog?.features.awaitingLive == false)
        #expect(try await server.targets() == ["/api/breeds/list/all"], "one request: the stand-in asked nothing of the network")
    }

    @Test func goingOfflineKeepsTheScreenYouAreOn() async throws {
        let server = try await TestServerProcess.start()
        let (session, output, _) = session(server, sleeper: VirtualSleeper())
        await session.start()
        await session.submit("open hound; open afghan")
        // This test failed twice in full runs on a loaded machine, on the breeds list instead of the
        // afghan's screen; what the session printed is kept in each message to tell why next time.
        let opened = output.lines.joined(separator: "\n")
        #expect(session.prompt == "dogsh hound › afghan> ", "\(opened)")
        try await server.replaceFaults(with: [FaultRule("/", .reset)])
        let mark = output.lines.count
        await session.submit("random")
        let targets = try await server.targets().sorted()
        #expect(targets == [
            "/api/breed/hound/afghan/images", "/api/breed/hound/afghan/images/random/10", "/api/breed/hound/images",
            "/api/breed/hound/images/random/10", "/api/breeds/list/all",
        ], "the afghan's image list is fresh in the cache, so a random pick needs no network: \(targets); \(opened)")
        await session.submit("random pug")
        #expect(output.lines[mark...].contains(Strings().text(.messageOffline)))
        #expect(output.lines[mark...].contains { $0.hasPrefix("  https://images.dog.ceo/breeds/pug/") }, "an embedded image answers")
        #expect(session.prompt == "dogsh [offline] hound › afghan> ")
    }

    @Test func ctrlCCancelsALiveCallAndTheRestOfTheLine() async throws {
        let server = try await TestServerProcess.start(faults: [FaultRule("/api/breed/pug", .latency(.seconds(60)))])
        let pressed = Locked(false)
        let (session, output, _) = session(server, terminal: TerminalHooks(interruptionCheck: { pressed.withLock { $0 } }))
        await session.start()
        Task {
            try await Task.sleep(for: .milliseconds(200))
            pressed.withLock { $0 = true }
        }
        let started = ContinuousClock.now
        let succeeded = await session.submit("open pug; where").succeeded
        #expect(!succeeded)
        #expect(ContinuousClock.now - started < .seconds(30), "the line stopped long before the server answered, a minute on")
        #expect(!output.lines.contains("[1] breeds › pug"), "the rest of the line was dropped")
    }

    @Test func noCommandWaitsPastItsDeadline() async throws {
        let server = try await TestServerProcess.start(faults: [FaultRule("/api/breed/pug", .latency(.seconds(60)))])
        let (session, output, _) = session(server, deadline: .milliseconds(300))
        await session.start()
        let started = ContinuousClock.now
        await session.submit("open pug")
        #expect(ContinuousClock.now - started < .seconds(30), "the 300 ms deadline ended it, not the server's answer a minute on")
        let name = SourceChoice.dogCEO(server.url).name
        #expect(output.lines.contains { $0.contains(Strings().text(.errorNetworkTimedOut, ["url": .text(name)])) })
    }

    @Test func leavingAScreenCancelsItsImagePrefetch() async throws {
        let server = try await TestServerProcess.start(faults: [FaultRule("/breeds/", .latency(.milliseconds(300)))])
        let (kept, _, keptServices) = session(server, prefetches: true)
        await kept.start()
        await kept.submit("open pug")
        #expect(kept.supervisor.screenTasks.screens == [kept.coordinator.stack.topEntry.id], "the prefetch is the pug screen's own work")
        for _ in 0..<500 where keptServices.images?.store.memory.count != 10 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(keptServices.images?.store.memory.count == 10, "staying on the screen lets its images arrive")

        let (left, _, leftServices) = session(server, prefetches: true)
        await left.start()
        await left.submit("open beagle")
        let beagle = left.coordinator.stack.topEntry.id
        await left.submit("back")
        #expect(left.supervisor.screenTasks.screens.isEmpty)
        await left.submit("open beagle")
        #expect(left.supervisor.screenTasks.screens == [left.coordinator.stack.topEntry.id])
        #expect(left.coordinator.stack.topEntry.id != beagle, "the beagle pushed again is a new entry: it never adopts the old screen's task")
        await left.submit("back")
        for _ in 0..<100 where try await server.requests().filter({ $0.path.hasPrefix("/breeds/beagle/") }).count < 10 {
            try await Task.sleep(for: .milliseconds(20))
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(leftServices.images?.store.memory.count == 0, "back cancelled the fetches: answers that came later were dropped")
    }
}

/// Drawing images in a live session: the pixel cache, offline behaviour, drawing modes.
@MainActor @Suite struct LiveImageSessionTests {
    let folder = Support.temporaryFolder()

    /// A started session on the given server, with images drawn in `mode`.
    func started(_ server: TestServerProcess, mode: ImageMode) async -> (Session, CapturedOutput, SessionServices) {
        var configuration = SessionConfiguration(seed: 5, width: 40, dataDirectory: folder + "/data")
        configuration.imageMode = mode
        // No stand-in for a slow answer on a loaded machine: embedded images would stand in, from a host the tests never reach.
        configuration.liveQuiet = configuration.liveDeadline
        configuration.sourceName = SourceChoice.dogCEO(server.url).name
        let services = SessionServices.live(
            configuration, source: .dogCEO(server.url), apiKey: nil, cacheDirectory: folder + "/cache", loggers: .disabled,
            sleeper: VirtualSleeper()
        )
        let output = CapturedOutput()
        let session = Session(configuration: configuration, services: services, output: output)
        await session.start()
        await session.submit("open pug")
        return (session, output, services)
    }

    @Test func aRepeatedShowDecodesOnceAndDrawsTheSame() async throws {
        let server = try await TestServerProcess.start()
        let (session, output, services) = await started(server, mode: .blocks)
        let first = output.lines.count
        #expect(await session.submit("show 1").succeeded)
        let drawn = Array(output.lines[first...])
        #expect(drawn.count == 16, "40 columns of a 4:3 picture: 15 rows, then the caption")
        #expect(drawn.dropLast().allSatisfy { $0.hasPrefix("\u{1B}[") && $0.hasSuffix("\u{1B}[0m") })
        #expect(drawn.last?.hasPrefix("Pug: 320 × 240 pixels, ") == true)
        #expect(services.images?.decodeCount == 1)
        let requests = try await server.requestCount()
        await session.submit("show 1")
        #expect(Array(output.lines[(first + drawn.count)...]) == drawn)
        #expect(services.images?.decodeCount == 1, "the second show came from the pixel cache")
        #expect(try await server.requestCount() == requests, "and made no request")
    }

    @Test func offlineACachedImageIsDrawnAndAnotherIsNamed() async throws {
        let server = try await TestServerProcess.start()
        let (session, output, _) = await started(server, mode: .palette256)
        await session.submit("show 1")
        try await server.replaceFaults(with: [FaultRule("/", .reset)])
        let mark = output.lines.count
        #expect(await session.submit("show 1").succeeded, "the cached image still draws")
        #expect(output.lines[mark...].contains { $0.contains("38;5;") || $0.contains("48;5;") })
        let failing = output.lines.count
        #expect(await session.submit("show 2").succeeded == false)
        let url = try #require(output.lines.first { $0.contains("/breeds/pug/") && $0.hasPrefix("   2") }?.split(separator: " ").last)
        #expect(output.lines[failing...].contains(Strings().text(.errorImageNotCached, ["url": .text(String(url))])))
        // A grid says once how many of its images are missing, not once per image.
        let gridded = output.lines.count
        #expect(await session.submit("grid").succeeded == false)
        let said = output.lines[gridded...].filter { $0.contains("image cache") }
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.hasPrefix("dogsh is offline and ") == true && said.first?.hasSuffix(" images are not in the image cache.") == true)
    }

    @Test func aDamagedImageIsAClearErrorAndTheSessionGoesOn() async throws {
        let server = try await TestServerProcess.start(faults: [FaultRule("/breeds/", .truncated)])
        let (session, output, _) = await started(server, mode: .blocks)
        let mark = output.lines.count
        #expect(await session.submit("show 1").succeeded == false)
        #expect(output.lines[mark...].contains { $0.hasSuffix("ends before its last pixel; the download was cut short or the file is damaged.") })
        #expect(session.prompt == "dogsh pug> ", "a cut-short download does not mean offline")
        try await server.replaceFaults(with: [FaultRule("/breeds/", .invalidJSON)])
        let next = output.lines.count
        #expect(await session.submit("show 2").succeeded == false)
        #expect(output.lines[next...].contains { $0.contains("is neither a JPEG nor a PNG image.") })
        #expect(await session.submit("where").succeeded)
    }
}
