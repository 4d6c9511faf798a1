import Testing
@testable import DogCore

/// One rule for failure: a command that cannot do what was asked fails, with one error and no other
/// effect, and changes nothing. The runtime turns that failure into status 1 in `-c` and scripts,
/// a `# failed` line in a recording, and a message at the prompt (`FailureRuleBinaryTests`).
@Suite struct FailureRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// Commands that bring the coordinator, from the breeds list, to where the case runs.
        let setup: [String]
        let input: String
        let error: CommandError

        init(_ setup: [String], _ input: String, _ error: CommandError) {
            self.setup = setup
            self.input = input
            self.error = error
        }

        var testDescription: String { (setup + [input]).joined(separator: "; ") }
    }

    // The breeds list has five rows, two a page: three pages.
    static let cases: [Case] = [
        // Moving about the stack.
        Case([], "back", .backAtRoot),
        Case([], "back 3", .backAtRoot),
        Case(["open pug"], "back 5", .backTooFar(5, available: 1)),
        Case(["open pug", "search hound"], "back 3", .backTooFar(3, available: 2)),
        Case([], "forward", .forwardAtEnd),
        Case(["open pug"], "forward", .forwardAtEnd),
        Case(["open pug", "back", "open labrador"], "forward", .forwardAtEnd),
        // Paging past either end.
        Case([], "prev", .noPreviousPage(pageCount: 3)),
        Case(["ls 3"], "more", .noNextPage(pageCount: 3)),
        Case(["more", "more"], "more", .noNextPage(pageCount: 3)),
        Case(["favorites"], "more", .noNextPage(pageCount: 1)),
        Case(["favorites"], "prev", .noPreviousPage(pageCount: 1)),
        Case([], "ls 4", .noSuchPage(4, pageCount: 3)),
        // A row that does not exist, whichever command names it.
        Case([], "open 9", .noSuchRow(9, rowCount: 5)),
        Case([], "info 9", .noSuchRow(9, rowCount: 5)),
        Case([], "fav 9", .noSuchRow(9, rowCount: 5)),
        Case([], "unfav 9", .noSuchRow(9, rowCount: 5)),
        Case([], "show 9", .noSuchRow(9, rowCount: 5)),
        Case([], "save 9", .noSuchRow(9, rowCount: 5)),
        Case([], "browse 9", .noSuchRow(9, rowCount: 5)),
        Case([], "copy 9", .noSuchRow(9, rowCount: 5)),
        Case([], "compare 9 pug", .noSuchRow(9, rowCount: 5)),
        Case(["favorites"], "unfav 3", .noSuchRow(3, rowCount: 2)),
        // A breed that is not there, or not in a row.
        Case([], "open zzz", .unknownBreed("zzz", suggestions: [])),
        Case([], "fav zzz", .unknownBreed("zzz", suggestions: [])),
        Case(["favorites"], "show labrador", .noImageOf(Fixtures.labrador, displayName: "Labrador Retriever")),
    ]

    @Test(arguments: cases)
    func aCommandThatCannotDoWhatWasAskedFailsAndChangesNothing(_ testCase: Case) {
        var coordinator = Fixtures.atRoot(favorites: Fixtures.someFavorites)
        for line in testCase.setup {
            let effects = coordinator.handle(.commandEntered(line))
            #expect(!effects.contains { if case .fail = $0 { true } else { false } }, "setup \(line) failed: \(effects)")
        }
        let before = coordinator
        let effects = coordinator.handle(.commandEntered(testCase.input))
        #expect(effects == [.fail(testCase.error.message)])
        #expect(coordinator.stack == before.stack, "the stack, its pages and what lies ahead are as they were")
        #expect(coordinator.favorites == before.favorites)
    }
}
