import Testing
@testable import DogTerminal

/// Up and Down among the lines starting with what was typed, and Ctrl-R's search.
@Suite struct HistoryBrowserTests {
    let entries = ["where", "open pug", "back", "open hound", "open pug", "help quit"]

    @Test func upAndDownWalkTheLinesStartingWithWhatWasTyped() {
        var browser = HistoryBrowser()
        #expect(browser.up(from: "open", in: entries) == "open pug")
        #expect(browser.up(from: "open pug", in: entries) == "open hound")
        #expect(browser.up(from: "open hound", in: entries) == "open pug", "the older open pug")
        #expect(browser.up(from: "open pug", in: entries) == nil, "nothing older starts with open")
        #expect(browser.down(from: "open pug", in: entries) == "open hound")
        #expect(browser.down(from: "open hound", in: entries) == "open pug")
        #expect(browser.down(from: "open pug", in: entries) == "open", "past the newest, what was typed")
        #expect(browser.down(from: "open", in: entries) == nil)
    }

    @Test func anEmptyLineWalksEveryLineAndTypingStartsAgain() {
        var browser = HistoryBrowser()
        #expect(browser.up(from: "", in: entries) == "help quit")
        #expect(browser.up(from: "help quit", in: entries) == "open pug")
        #expect(browser.up(from: "b", in: entries) == "back", "the line was edited: a new prefix")
        #expect(browser.down(from: "back", in: entries) == "b")
        var fresh = HistoryBrowser()
        #expect(fresh.up(from: "x", in: entries) == nil)
        var empty = HistoryBrowser()
        #expect(empty.up(from: "", in: []) == nil)
        #expect(empty.down(from: "", in: []) == nil)
    }

    @Test func ctrlRFindsNewestFirstStepsBackAndNarrows() {
        var search = HistorySearch(entries: entries)
        #expect(search.match == nil)
        search.type("p")
        #expect(search.match == "help quit")
        search.older()
        #expect(search.match == "open pug")
        search.type("u")
        #expect(search.match == "open pug" && search.query == "pu")
        search.older()
        #expect(search.match == "open pug" && search.matchIndex == 4, "the older open pug was shown already: nothing older, it stays")
        search.type("z")
        #expect(search.match == nil)
        search.deleteBackward()
        #expect(search.match == "open pug" && search.matchIndex == 4, "Backspace searches again from the newest")
        search.deleteBackward()
        search.deleteBackward()
        #expect(search.match == nil && search.query.isEmpty)
        var none = HistorySearch(entries: [])
        none.type("a")
        #expect(none.match == nil)
    }

    /// Ctrl-R shows each distinct line once, however often the history holds it.
    @Test func ctrlRShowsEachDistinctLineOnce() {
        var search = HistorySearch(entries: ["open pug", "open labrador", "open pug", "open pug", "open hound"])
        search.type("o")
        var shown = [search.match]
        for _ in 0..<5 {
            search.older()
            if search.match != shown.last { shown.append(search.match) }
        }
        #expect(shown == ["open hound", "open pug", "open labrador"])
    }
}
