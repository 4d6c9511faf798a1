import DogCore
import DogServices
import Foundation
import Testing

/// The one rule for failure, run by the built binary: whatever could not be done — going back from
/// the root or too far, forward with nothing ahead, a page past either end, a row that is not there —
/// stops `-c` with status 1 and one error line, runs on under `--keep-going`, and is recorded as `# failed`.
@Suite struct FailureRuleBinaryTests {
    let folder = Support.temporaryFolder()

    /// The breeds list's pages, counted from the embedded catalog and the default page size.
    static var pages: Int {
        let size = CoordinatorSettings().pageSize
        return (EmbeddedCatalog.breedCount + size - 1) / size
    }

    /// Each row of the failure table in docs/scripting.md: a statement, as `-c` runs it, and the
    /// error its last command fails with.
    static var cases: [(commands: String, error: String)] {
        let rows = EmbeddedCatalog.breedCount
        return [
            ("back", "You are at the breeds list; there is no screen to go back to."),
            ("open pug; back 5", "You can go back 1 screen from here."),
            ("forward", "There is no screen to go forward to."),
            ("open pug; back; open beagle; forward", "There is no screen to go forward to."),
            ("prev", "This is the first page."),
            (Array(repeating: "more", count: pages).joined(separator: "; "), "This is the last page."),
            ("ls 9", "There is no page 9; the pages go from 1 to \(pages)."),
            ("open \(rows + 1)", "There is no row \(rows + 1) here; the rows go from 1 to \(rows)."),
            ("fav \(rows + 1)", "There is no row \(rows + 1) here; the rows go from 1 to \(rows)."),
            ("open labardor", "No breed is called “labardor”. Did you mean labrador or labradoodle?"),
            ("open shepherd", "“shepherd” could be Australian Shepherd, German Shepherd Dog or Caucasian Shepherd (Ovcharka). "
                + "Type more of the name, or search shepherd to pick one by number."),
            ("show 1", "Row 1 has no image yet: ls --images fetches one for each breed on the page."),
            ("opn", "Unknown command “opn”. Did you mean open?"),
            ("ls two", "“two” is not a page number."),
        ]
    }

    @Test func everyFailureStopsTheRunWithStatusOneAlike() async throws {
        for (index, (commands, error)) in Self.cases.enumerated() {
            let alone = try await Support.run(["--data-dir", "\(folder)/\(index)", "--seed", "1", "-c", commands])
            let followed = try await Support.run(["--data-dir", "\(folder)/\(index)", "--seed", "1", "-c", commands + "; where"])
            #expect(alone.status == 1, "\(commands)")
            // `-c` names its place as the command line does: `dogsh: `.
            #expect(alone.standardError == "dogsh: " + error + "\n", "\(commands)")
            #expect(followed.status == 1 && followed.standardError == "dogsh: " + error + "\n", "\(commands)")
            #expect(followed.output == alone.output, "nothing runs after the failure: \(commands)")
        }
    }

    @Test func keepGoingRunsOnAfterEachFailureAndExitsZero() async throws {
        for (index, (commands, error)) in Self.cases.enumerated() {
            let outcome = try await Support.run(["--data-dir", "\(folder)/\(index)", "--keep-going", "-c", commands + "; home; where"])
            #expect(outcome.status == 0, "\(commands)")
            #expect(outcome.standardError.contains(error), "\(commands)")
            #expect(outcome.output.hasSuffix("breeds\n"), "the line after the failure ran: \(commands)")
        }
    }

    @Test func aRecordingMarksEachFailureAsFailed() async throws {
        let path = folder + "/failures.dogsh"
        let lines = ["open pug", "back 5", "forward", "back", "back", "prev", "open shepherd", "where"]
        let outcome = try await Support.run(["--data-dir", folder + "/r", "--keep-going", "--record", path, "--seed", "3", "-c", lines.joined(separator: "; ")])
        #expect(outcome.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
            # Recorded by dogsh. Replay: dogsh --script \(path)
            #| seed = 3
            open pug
            # failed: back 5
            # failed: forward
            back
            # failed: back
            # failed: prev
            # failed: open shepherd
            where

            """)
    }
}
