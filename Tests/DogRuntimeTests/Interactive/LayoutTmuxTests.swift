import DogTestServer
import DogTestSupport
import Foundation
import Testing

/// Layouts in a real terminal, under three TERMs, at three sizes, in three languages: nothing is
/// wider than the window, no word is broken, `compare` keeps its breeds side by side, and paging
/// after the window grew neither skips nor repeats a row.
@Suite struct LayoutTmuxTests {
    static let terms = ["xterm-256color", "tmux-256color", "linux"]
    static let sizes = [(80, 24), (60, 20), (40, 15)]
    static let languages = ["en", "de", "ja"]

    /// Every combination of TERM, size and language, each once.
    static let combinations: [(term: String, width: Int, height: Int, language: String)] = terms.flatMap { term in
        sizes.flatMap { size in languages.map { (term, size.0, size.1, $0) } }
    }

    /// The row numbers of the list rows on a screen (`  12   bluetick …`), top to bottom.
    static func rowNumbers(_ screen: String) -> [Int] {
        screen.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            let digits = trimmed.prefix { $0.isNumber }
            guard line.hasPrefix(" "), !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix("   ") else { return nil }
            return Int(digits)
        }
    }

    /// What a command printed: the lines after the last prompt that shows it, up to the next prompt.
    static func output(of command: String, in screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let typed = lines.lastIndex(where: { $0.hasPrefix("dogsh") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("> " + command) }) else { return "" }
        return lines[(typed + 1)...].prefix { !$0.hasPrefix("dogsh") }.joined(separator: "\n")
    }

    /// Whether a character is katakana that the line breaking keeps together.
    static func isKatakana(_ character: Character?) -> Bool {
        guard let value = character?.unicodeScalars.first?.value else { return false }
        return (0x30A1...0x30FA).contains(value) || (0x30FC...0x30FF).contains(value)
    }

    /// Lines that end inside a katakana word the next line goes on with.
    static func brokenKatakanaWords(_ screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return zip(lines, lines.dropFirst()).compactMap { line, next in
            let continued = next.drop { $0 == " " }
            return isKatakana(line.last) && isKatakana(continued.first) ? line + " / " + continued : nil
        }
    }

    @Test(arguments: combinations)
    func layoutsFitAndPagesFollowTheWindow(term: String, width: Int, height: Int, language: String) async throws {
        let tmux = try await Tmux.start(width: width, height: height, environment: ["TERM": term], arguments: ["--seed", "1", "--lang", language])
        try await tmux.waitFor { InteractiveTests.lastLine($0).hasPrefix("dogsh") }
        let context = "\(term) \(width)×\(height) \(language)"

        // compare: every line fits; at 80 columns the three breeds share a line.
        let compare = "compare toy poodle maltese bichon frise"
        try tmux.submit(compare)
        let compared = Self.output(of: compare, in: try await tmux.waitFor(history: true) { Self.output(of: compare, in: $0).contains("frise bichon") })
        let lines = compared.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= width || $0.unicodeScalars.contains { $0.value >= 0x3000 } }, "\(context): a line wider than the window:\n\(compared)")
        if width == 80 {
            #expect(lines.contains { $0.contains("poodle toy") && $0.contains("maltese") && $0.contains("frise bichon") }, "\(context): side by side:\n\(compared)")
        }
        #expect(Self.brokenKatakanaWords(compared).isEmpty, "\(context): \(Self.brokenKatakanaWords(compared))")

        // The card: no katakana word broken across lines.
        try tmux.submit("open bichon frise")
        let card = Self.output(of: "open bichon frise", in: try await tmux.waitFor(history: true) { screen in
            let prompt = InteractiveTests.lastLine(screen)
            return prompt.hasPrefix("dogsh ") && prompt.hasSuffix(">") && !Self.output(of: "open bichon frise", in: screen).isEmpty
        })
        #expect(Self.brokenKatakanaWords(card).isEmpty, "\(context): \(Self.brokenKatakanaWords(card))")

        // Page 1 of the breeds list, then the window grows: `more` goes on from the first row not shown.
        try tmux.press("C-l")
        try tmux.submit("home; ls 1")
        let first = try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" && $0.contains("affenpinscher") }
        let shown = Self.rowNumbers(first)
        let lastShown = try #require(shown.last, "\(context): rows on page 1:\n\(first)")
        try tmux.resize(width: width + 20, height: height + 4)
        try await Task.sleep(for: .milliseconds(300))
        try tmux.press("C-l")
        try tmux.submit("more")
        let second = try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" && $0.split(separator: "\n").count > 3 }
        let next = Self.rowNumbers(second)
        #expect(next.first == lastShown + 1, "\(context): page 1 ended at row \(lastShown); more began at \(next.first ?? 0):\n\(second)")
        #expect(next == Array((lastShown + 1)...(lastShown + next.count)), "\(context): rows in order, none skipped")
    }

    /// A resize while a command waits for its answer lays its output out at the new width.
    @Test func aResizeDuringACommandLaysItsOutputOutAtTheNewWidth() async throws {
        let server = try await TestServerProcess.start(arguments: ["--fault", "/api/breed/poodle/toy=latency:2s"])
        let tmux = try await Tmux.start(width: 100, height: 40, arguments: ["--seed", "1", "--source", server.url.absoluteString])
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("open poodle toy")
        try await tmux.waitFor { $0.contains("Fetching images") }
        try tmux.resize(width: 60)
        let card = try await tmux.waitFor { InteractiveTests.lastLine($0).hasPrefix("dogsh toy") }
        let lines = card.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("  Temperament") }, "\(card)")
        // An image's URL is never cut; every other line is laid out for 60 columns.
        #expect(lines.filter { !$0.contains("http://") }.allSatisfy { $0.count <= 60 }, "laid out for 100 columns:\n\(card)")
    }

    /// After `random`, `fav` keeps the picture shown, not the breed screen under it.
    @Test func favAfterRandomKeepsThePictureShown() async throws {
        let tmux = try await Tmux.start(width: 80, height: 24)
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("open pug")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh pug>" }
        try tmux.submit("random shih tzu")
        let shown = try await tmux.waitFor { $0.contains("fav adds this picture") }
        let url = try #require(shown.split(separator: "\n").last { $0.contains("/breeds/shihtzu/") }).trimmingCharacters(in: .whitespaces)
        try tmux.submit("fav")
        try await tmux.waitFor { $0.contains("Added an image of Shih Tzu to your favorites.") }
        try tmux.submit("favorites")
        let favorites = try await tmux.waitFor { $0.contains("Favorites: 1 favorite") && InteractiveTests.lastLine($0).hasPrefix("dogsh") }
        #expect(favorites.contains(url), "the picture shown is the favorite: \(url)\n\(favorites)")
        #expect(!favorites.contains("Pug (the breed)"))
    }
}
