import DogCore
import DogTestSupport
import Testing
@testable import DogServices

/// Going offline on network failures only, probing with backoff, and coming back.
@Suite struct ConnectivityMonitorTests {
    let sleeper = VirtualSleeper()

    @Test func aServerErrorIsNotBeingOffline() {
        let monitor = ConnectivityMonitor(probe: { true }, sleeper: sleeper)
        monitor.reportFailure(.server(url: "u", status: 500, body: ""))
        monitor.reportFailure(.decoding(url: "u", problem: .notJSON))
        monitor.reportFailure(.cancelled)
        #expect(!monitor.isOffline)
        #expect(monitor.takeChanges().isEmpty)
    }

    @Test func goesOfflineProbesWithBackoffAndComesBack() async {
        let probes = Locked(0)
        let monitor = ConnectivityMonitor(
            probe: {
                probes.withLock { $0 += 1 }
                return probes.withLock { $0 } >= 3
            },
            sleeper: sleeper
        )
        monitor.reportFailure(.transport(url: "u", reason: "network unreachable"))
        monitor.reportFailure(.timedOut(url: "u"))
        #expect(monitor.isOffline)
        while monitor.isOffline { await Task.yield() }
        #expect(monitor.takeChanges() == [false, true], "one change each way, however many failures")
        #expect(monitor.takeChanges().isEmpty, "changes are taken once")
        #expect(probes.withLock { $0 } == 3)
        let sleeps = sleeper.sleeps
        #expect(sleeps.count == 3)
        for (index, sleep) in sleeps.enumerated() {
            let full = Duration.seconds(1 << index)
            #expect(sleep >= full / 2 && sleep <= full, "attempt \(index + 1) waits half to all of \(full)")
        }
    }

    @Test func whoeverAskedIsToldOfEachChangeAsItHappens() async {
        let monitor = ConnectivityMonitor(probe: { false }, sleeper: sleeper)
        let told = Locked<[Bool]>([])
        monitor.whenChanged { [monitor] in told.withLock { $0.append(!monitor.isOffline) } }
        monitor.reportReachable()
        #expect(told.withLock { $0 }.isEmpty, "online while online is no change")
        monitor.reportFailure(.transport(url: "u", reason: "network unreachable"))
        monitor.reportFailure(.timedOut(url: "u"))
        #expect(told.withLock { $0 } == [false], "told once on going offline, after the state changed")
        monitor.reportReachable()
        monitor.reportReachable()
        #expect(told.withLock { $0 } == [false, true])
        #expect(monitor.takeChanges() == [false, true], "the changes still wait for the session")
    }

    @Test func anyAnswerThroughTheTransportMeansOnline() async throws {
        let url = "http://127.0.0.1:9/api/breeds/list/all"
        let base = ScriptedTransport([url: [.fail(.transport(url: url, reason: "down")), .answer(503, "busy")]])
        let monitor = ConnectivityMonitor(probe: { false }, sleeper: TaskSleeper())
        let transport = MonitoredTransport(base, monitor: monitor)
        _ = await transport.result(.get(url))
        #expect(monitor.isOffline)
        #expect(try await transport.send(.get(url)).status == 503)
        #expect(!monitor.isOffline, "a 503 still proves the network is there")
        #expect(monitor.takeChanges() == [false, true])
    }

    @Test func aMonitorNobodyHoldsStopsProbing() async throws {
        let probes = Locked(0)
        var monitor: ConnectivityMonitor? = ConnectivityMonitor(
            probe: {
                probes.withLock { $0 += 1 }
                return false
            },
            sleeper: sleeper
        )
        weak let released = monitor
        monitor?.reportFailure(.transport(url: "u", reason: "network unreachable"))
        while probes.withLock({ $0 }) < 3 { await Task.yield() }
        monitor = nil
        #expect(released == nil, "the probing task does not keep its monitor alive")
        let settled = probes.withLock { $0 }
        for _ in 0..<200 { await Task.yield() }
        #expect(probes.withLock { $0 } <= settled + 1, "probing stops once the monitor is released")
    }
}
