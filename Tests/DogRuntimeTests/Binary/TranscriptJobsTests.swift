import Foundation
import Testing
@testable import dogsh

/// How `dogsh test` shares files among its children and reads their outcomes back.
@Suite struct TranscriptJobsTests {
    @Test func sharesBalanceBytesAndKeepEveryFileOnce() throws {
        let folder = Support.temporaryFolder()
        let sizes = [900, 100, 500, 400, 300, 200, 50]
        let paths = sizes.enumerated().map { folder + "/\($0.offset).t" }
        for (path, size) in zip(paths, sizes) { try Data(repeating: 0x41, count: size).write(to: URL(fileURLWithPath: path)) }
        let shares = TranscriptJobs.shares(of: paths, among: 2)
        #expect(shares.flatMap { $0 }.sorted() == Array(paths.indices))
        let loads = shares.map { $0.reduce(0) { $0 + sizes[$1] } }
        #expect(loads.sorted() == [1200, 1250], "largest first, each to the lighter share")
        #expect(shares.allSatisfy { $0 == $0.sorted() }, "a share runs its files in their order")
        #expect(TranscriptJobs.shares(of: Array(paths.prefix(2)), among: 8).count == 2, "no empty shares")
    }

    @Test func recordsReadBackAsTheOutcomesTheyWrite() {
        let outcomes = [
            TranscriptJobs.Outcome(kind: .passed, lines: ["PASS a.t"], milliseconds: 12),
            TranscriptJobs.Outcome(kind: .failed, lines: ["FAIL b.t", "--- b.t", "-$ where", "+", "", "  indented"], milliseconds: 0),
            TranscriptJobs.Outcome(kind: .passed, lines: [], milliseconds: 7),
            TranscriptJobs.Outcome(kind: .updated, lines: ["UPDATED c.t"], milliseconds: 3),
            TranscriptJobs.Outcome(kind: .usage, lines: ["FAIL d.t", "d.t:1: {server} has no value"], milliseconds: 1),
        ]
        let text = outcomes.flatMap(TranscriptJobs.Record.lines).joined(separator: "\n") + "\n"
        #expect(TranscriptJobs.Record.outcomes(in: text) == outcomes.map {
            TranscriptJobs.Outcome(kind: $0.kind, lines: $0.lines.last == "" ? Array($0.lines.dropLast()) : $0.lines, milliseconds: $0.milliseconds)
        })
        #expect(TranscriptJobs.Record.outcomes(in: "crashed before any record\n").isEmpty)
    }
}
