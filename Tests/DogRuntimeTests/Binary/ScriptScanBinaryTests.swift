import Foundation
import Testing

/// The built binary reads a long `--script` for its parameters at memory speed.
@Suite struct ScriptScanBinaryTests {
    let folder = Support.temporaryFolder()

    /// A 20 MB replay that uses `{breed}` on every eighth line and `{query}` on every sixteenth.
    private func longScript() throws -> String {
        let cycle = ["open labrador", "back", "search {query}", "open {breed}", "home", "ls 2", "where", "open 1"]
            + ["open labrador", "back", "search golden", "open {breed}", "home", "ls 2", "where", "open 1"]
        let block = cycle.joined(separator: "\n") + "\n"
        let path = folder + "/long.dogsh"
        let text = "# A long replay of {breed}\n" + String(repeating: block, count: 20_000_000 / block.utf8.count)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// Refused within a second of CPU time, even by a debug build.
    ///
    /// Reading it Character by Character took 3.0 s in a release build and over a minute in a
    /// debug one; the byte scan takes 0.3 s of CPU time in a debug build (BENCHMARKS.md), so a
    /// second still fails a scan that is not by bytes. CPU time (the shell's `times` for its
    /// child), not the wall clock, is asserted: tests share the machine with each other and with
    /// builds, and a wall-clock bound loose enough for that would pass the Character-wise scan.
    @Test func aTwentyMegabyteScriptLackingAParameterIsRefusedWithinASecond() async throws {
        let path = try longScript()
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 >= 19_900_000)
        let timed = ["/bin/sh", "-c", #""$0" "$@"; status=$?; times >&2; exit $status"#]
        let refused = try await Support.run(["--script", path, "query=x"], launcher: timed)
        #expect(refused.status == 64)
        #expect(refused.output.isEmpty, "nothing ran")
        let lines = refused.standardError.split(separator: "\n")
        #expect(lines.first == "dogsh: The script \(path) needs breed: give each as name=value after it, such as dogsh --script \(path) breed=…")
        let seconds = try #require(lines.last.flatMap(Self.cpuSeconds), "the child's times: \(refused.standardError)")
        #expect(seconds < 1, "refused after \(seconds) s of CPU time (\(refused.duration) by the clock)")
    }

    /// User plus system seconds from a line of the shell's `times`: `0m0.250000s 0m0.030000s`.
    private static func cpuSeconds(_ line: Substring) -> Double? {
        let parts = line.split(separator: " ").compactMap { part -> Double? in
            guard part.hasSuffix("s"), let minutes = part.firstIndex(of: "m"), let whole = Double(part[..<minutes]),
                  let fraction = Double(part[part.index(after: minutes)..<part.index(before: part.endIndex)]) else { return nil }
            return whole * 60 + fraction
        }
        return parts.count == 2 ? parts[0] + parts[1] : nil
    }
}
