import Foundation
import Testing

/// `dogsh filter` run as a program: a pipe in, ranked lines out, fzf's exit statuses.
@Suite struct FilterBinaryTests {
    @Test func matchesArePrintedBestFirstWithStatusZero() async throws {
        let outcome = try await Support.run(["filter", "gold"], input: "hound afghan\nretriever golden\ngold\n")
        #expect(outcome.status == 0)
        #expect(outcome.output == "gold\nretriever golden\n")
        #expect(outcome.standardError.isEmpty)
    }

    @Test func noMatchIsStatusOneAndNoOutput() async throws {
        let outcome = try await Support.run(["filter", "zzzz"], input: "hound afghan\nretriever golden\n")
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
    }

    @Test func aFileOnStandardInputIsMappedAndReadWhole() async throws {
        let folder = Support.temporaryFolder()
        let path = folder + "/lines.txt"
        let lines = (0..<50_000).map { "breeds/retriever-golden/n02099601_\($0).jpg" } + ["breeds/hound-afghan/n1.jpg"]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let outcome = try await Support.run(["filter", "afghan"], inputFile: path)
        #expect(outcome.status == 0)
        #expect(outcome.output == "breeds/hound-afghan/n1.jpg\n")
        let all = try await Support.run(["filter", "golden", "--limit", "3"], inputFile: path)
        #expect(all.output == lines.prefix(3).map { $0 + "\n" }.joined(), "equal scores keep the file's order")
    }

    @Test func aLimitBelowOneIsAClearError() async throws {
        let outcome = try await Support.run(["filter", "gold", "--limit", "0"], input: "gold\n")
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("--limit needs a positive number, not 0."))
    }
}
