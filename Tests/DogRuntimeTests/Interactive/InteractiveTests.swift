import DogTerminal
import Foundation
import Testing

/// The real binary at a real (tmux) terminal: keys in, screen captured.
@Suite(.serialized) struct InteractiveTests {
    /// The last line with text on the screen, without trailing spaces.
    static func lastLine(_ screen: String) -> String {
        let line = screen.split(separator: "\n").last { $0.contains { !$0.isWhitespace } } ?? ""
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test func pagesFitTheTerminalAndFollowItsHeight() async throws {
        let tmux = try await Tmux.start(width: 100, height: 15)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.submit("ls")
        // A listing is complete when the next prompt follows it.
        let short = try await tmux.waitFor { $0.contains("page 1 of 10") && Self.lastLine($0) == "dogsh>" }
        #expect(short.contains(" 11   ") && !short.contains(" 12   "), "15 rows hold 11 breeds: \(short)")
        #expect(short.contains("Breeds: 107 breeds"), "the heading is still on screen")
        try tmux.submit("more")
        try await tmux.waitFor { $0.contains("page 2 of 10") && Self.lastLine($0) == "dogsh>" }
        try tmux.resize(height: 30)
        try tmux.submit("ls")
        let tall = try await tmux.waitFor { $0.contains("page 2 of 5") && Self.lastLine($0) == "dogsh>" }
        #expect(tall.contains(" 12   ") && tall.contains(" 37   ") && !tall.contains(" 38   "), "30 rows hold 26 breeds, from row 12, first on show: \(tall)")
        try tmux.submit("prev")
        let first = try await tmux.waitFor { $0.contains("page 1 of 5") && Self.lastLine($0) == "dogsh>" }
        #expect(first.contains("  1   ") && first.contains(" 11   ") && !first.contains(" 12   "), "the first page ends before row 12: \(first)")
        try tmux.submit("quit")
        try await tmux.waitForExit()
    }

    /// The prompt comes before the session is made; what the making found appears above the waiting prompt.
    @Test func startNoticesAppearAboveThePromptWhileItWaits() async throws {
        let home = Support.temporaryFolder()
        try FileManager.default.createDirectory(atPath: home + "/data/dogsh", withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: home + "/data/dogsh/favorites.sqlite"))
        let tmux = try await Tmux.start(width: 200, home: home)
        // Nothing is typed: the session is made behind the prompt, and its notice shows by itself.
        let noticed = try await tmux.waitFor { $0.contains("damaged") && Self.lastLine($0) == "dogsh>" }
        let lines = noticed.split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(lines.first?.contains("107 breeds and 93 sub-breeds from the embedded catalog") == true, "the welcome first: \(noticed)")
        #expect(lines.dropFirst().first?.contains("was damaged") == true, "then the notice")
        #expect(lines.filter { $0.hasPrefix("dogsh>") }.count == 1, "and one prompt, after it")
        #expect(noticed.components(separatedBy: "was damaged").count == 2, "the notice is shown once")
        let names = try FileManager.default.contentsOfDirectory(atPath: home + "/data/dogsh")
        #expect(names.contains { $0.hasPrefix("favorites.sqlite.damaged-") }, "the damaged file is kept aside")
        try tmux.submit("where")
        let answered = try await tmux.waitFor { $0.contains("dogsh> where") && Self.lastLine($0) == "dogsh>" }
        #expect(answered.components(separatedBy: "was damaged").count == 2, "the first line does not show the notice again: \(answered)")
        #expect(answered.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "breeds" })
        try tmux.submit("quit")
        try await tmux.waitForExit()
    }

    @Test func withOutputRedirectedThePromptStaysOnTheTerminalAndOutOfTheFile() async throws {
        let home = Support.temporaryFolder()
        let file = home + "/out.txt"
        let tmux = try await Tmux.start(width: 100, home: home, outputFile: file)
        let start = try await tmux.waitFor { $0.contains("dogsh> ") }
        #expect(start.contains("107 breeds"), "the welcome is on the terminal")
        try tmux.type("open lab")
        try tmux.press("Tab", "Tab")
        let listed = try await tmux.waitFor { $0.contains("labradoodle") }
        #expect(listed.contains("dogsh> open labrado"), "the echo and the candidate list are on the terminal")
        try tmux.press("C-u")
        try tmux.submit("where")
        try tmux.submit("quit")
        try await tmux.waitForExit()
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.hasSuffix("breeds\n"), "the answer went to the file: \(written.suffix(200).debugDescription)")
        #expect(!written.contains("dogsh>"), "no prompt in the file")
        #expect(!written.contains("107 breeds"), "no welcome in the file")
        #expect(!written.contains("labradoodle"), "no candidate list in the file")
        #expect(!written.contains("open lab"), "no echo of typing in the file")
    }

    @Test func tabCompletesCommandsAndBreedsAndASecondTabLists() async throws {
        let tmux = try await Tmux.start(width: 100)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.type("ope")
        try tmux.press("Tab")
        try await tmux.waitFor { Self.lastLine($0) == "dogsh> open" }
        try tmux.type("lab")
        try tmux.press("Tab")
        try await tmux.waitFor { Self.lastLine($0) == "dogsh> open labrado" }
        try tmux.press("Tab")
        let listed = try await tmux.waitFor { $0.contains("labradoodle") }
        #expect(listed.contains("labrador     Labrador Retriever"))
        try tmux.type("r")
        try tmux.press("Tab", "Enter")
        // Typing before the next prompt is drawn would echo through the tty into the output (type-ahead).
        try await tmux.waitFor { $0.contains("Labrador Retriever · labrador") && Self.lastLine($0) == "dogsh labrador>" }
        try tmux.type("open afg")
        try tmux.press("Tab")
        try await tmux.waitFor { Self.lastLine($0) == "dogsh labrador> open afghan hound" }
        try tmux.press("C-u")
        try tmux.type("zzzzqq")
        try tmux.press("Tab", "Tab", "Tab")
        try await tmux.waitFor { Self.lastLine($0) == "dogsh labrador> zzzzqq" }
    }

    /// A list longer than the screen asks first; "y" then shows every candidate, none held back behind a count.
    @Test func showAllShowsEveryCandidate() async throws {
        let tmux = try await Tmux.start(width: 80, height: 24)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.type("open ")
        try tmux.press("Tab", "Tab")
        let asked = try await tmux.waitFor { Self.lastLine($0).hasPrefix("Show all ") }
        let count = Int(Self.lastLine(asked).dropFirst("Show all ".count).prefix { $0.isNumber }) ?? 0
        #expect(count > 200, "every breed and sub-breed: \(Self.lastLine(asked))")
        try tmux.type("y")
        let shown = try await tmux.waitFor(history: true) { Self.lastLine($0) == "dogsh> open" }
        #expect(!shown.contains("… +"), "nothing is held back")
        #expect(shown.contains("yorkshire"), "the list runs to its end")
        #expect(shown.contains("affenpinscher"), "and starts at its beginning")
    }

    @Test func historySurvivesARestartAndSkipsLinesStartingWithASpace() async throws {
        let home = Support.temporaryFolder()
        do {
            let first = try await Tmux.start(width: 100, home: home)
            try await first.waitFor { $0.contains("dogsh> ") }
            for line in ["open pug", " where", "back", "quit"] {
                try first.type(line)
                try first.press("Enter")
            }
            try await first.waitForExit()
        }
        let saved = try String(contentsOfFile: home + "/state/dogsh/history", encoding: .utf8)
        #expect(saved.contains("open") && !saved.contains("where"))
        let second = try await Tmux.start(width: 100, home: home)
        try await second.waitFor { $0.contains("dogsh> ") }
        try second.press("Up")
        try await second.waitFor { Self.lastLine($0) == "dogsh> quit" }
        try second.press("Up", "Up")
        try await second.waitFor { Self.lastLine($0) == "dogsh> open pug" }
        try second.press("C-u")
        try second.submit("history")
        let shown = try await second.waitFor { $0.contains("4   history") }
        #expect(shown.contains("1   open pug") && shown.contains("2   back") && shown.contains("3   quit"))
    }

    @Test func ctrlCClearsTheLineAndNeverExitsWhileCtrlDDoes() async throws {
        let tmux = try await Tmux.start(width: 100)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.type("open pug")
        try tmux.press("C-c")
        try tmux.press("C-c")
        try tmux.submit("where")
        let screen = try await tmux.waitFor { $0.hasSuffix("breeds\ndogsh>") || $0.contains("\nbreeds\n") }
        #expect(!screen.contains("open pugwhere"))
        #expect(tmux.isRunning)
        try tmux.press("C-d")
        try await tmux.waitForExit()
    }

    /// libedit reads the prompt in the C library's character locale: a prompt holding `“` or `›`
    /// crashed it on the next line where that locale was ASCII. In a locale that is not UTF-8
    /// (`C`) the prompt and the output are ASCII; one that is UTF-8 but not installed here
    /// (`en_US.UTF-8`) reads and shows UTF-8, with `C.UTF-8`'s character type.
    @Test(arguments: [
        ("C", "dogsh search \"lab\">", "dogsh search \"lab\" > labrador>", "[2] breeds > [1] search \"lab\" > labrador"),
        ("en_US.UTF-8", "dogsh search “lab”>", "dogsh search “lab” › labrador>", "[2] breeds › [1] search “lab” › labrador"),
    ])
    func promptsAreASCIIOnlyWhereTheLocaleIsNotUTF8(locale: String, searchPrompt: String, breedPrompt: String, crumbs: String) async throws {
        let tmux = try await Tmux.start(width: 80, environment: ["LANG": locale, "LC_ALL": locale])
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.submit("search lab")
        try await tmux.waitFor { Self.lastLine($0) == searchPrompt }
        try tmux.submit("open 1")
        try await tmux.waitFor { Self.lastLine($0) == breedPrompt }
        try tmux.submit("where")
        let screen = try await tmux.waitFor { $0.contains(crumbs) && Self.lastLine($0) == breedPrompt }
        #expect(!screen.contains("crashed"))
        #expect(tmux.isRunning)
    }

    @Test func nonASCIITextSurvivesARoundTripThroughSearch() async throws {
        let tmux = try await Tmux.start(width: 100)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.submit("search frisé")
        let screen = try await tmux.waitFor { $0.contains("2   Bichon Frise") }
        #expect(screen.contains("Search “frisé”: 2 results"))
        try tmux.submit("search 柴犬")
        try await tmux.waitFor { $0.contains("Search “柴犬”: 1 result\n  1   Shiba Inu  shiba") }
        try tmux.submit("search 狐")
        try await tmux.waitFor { $0.contains("No breed matches “狐”.") }
        try tmux.submit("search bichon frise\u{301}")
        try await tmux.waitFor { $0.contains("Search “bichon frisé”: 1 result") }
        let history = try String(contentsOfFile: tmux.home + "/state/dogsh/history", encoding: .utf8)
        #expect(history.unicodeScalars.contains("\u{E9}") && !history.unicodeScalars.contains("\u{301}"), "input is normalised to NFC")
    }

    @Test func layoutFollowsAResize() async throws {
        let tmux = try await Tmux.start(width: 120, height: 60)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        // Twice at one prompt: libedit catches only the first, then hands SIGWINCH to dogsh's handler alone.
        // tmux holds a pane's second resize back for 250 ms when they come closer: they are spaced wider.
        try tmux.resize(width: 60)
        try await Task.sleep(for: .milliseconds(400))
        try tmux.resize(width: 44)
        try tmux.submit("help")
        let screen = try await tmux.waitFor { $0.contains("commands with ;.") }
        let help = screen.components(separatedBy: "dogsh> help\n").last ?? ""
        for line in help.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= 44, "[\(line)]")
        }
        #expect(tmux.isRunning)
    }

    /// A line being typed is drawn again at the new width: libedit alone left the old drawing
    /// beside the new one after a narrow-then-wide resize, two copies of the line run together.
    @Test func aTypedLineSurvivesResizesWhole() async throws {
        let tmux = try await Tmux.start(width: 80, height: 20)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.type("compare labrador golden boxer pug")
        try await tmux.waitFor { Self.lastLine($0) == "dogsh> compare labrador golden boxer pug" }
        try tmux.resize(width: 30)
        try await Task.sleep(for: .milliseconds(400))
        try tmux.resize(width: 100)
        try await Task.sleep(for: .milliseconds(400))
        try tmux.press("BSpace")
        let screen = try await tmux.waitFor { Self.lastLine($0) == "dogsh> compare labrador golden boxer pu" }
        #expect(screen.components(separatedBy: "dogsh> compare").count == 2, "one copy of the line: \(screen)")
        try tmux.type("g")
        try tmux.press("Enter")
        try await tmux.waitFor { $0.contains("Sources") && Self.lastLine($0) == "dogsh>" }
    }

    /// `compare` at 80×24 is taller than the pane: its last screenful still names the breeds of its columns.
    @Test func aComparisonTallerThanThePaneNamesItsBreedsOnItsLastScreen() async throws {
        let tmux = try await Tmux.start(width: 80, height: 24)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        try tmux.type("compare pug beagle")
        try tmux.press("Enter")
        let screen = try await tmux.waitFor { $0.contains("Sources") && Self.lastLine($0) == "dogsh>" }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let names = try #require(lines.lastIndex { $0.contains("Pug") && $0.contains("Beagle") }, "the names on the last screen: \(screen)")
        #expect(names > (lines.lastIndex { $0.contains("Sources") } ?? lines.count), "under the table: \(screen)")
    }

    @Test(arguments: [40, 200])
    func outputFitsThePane(width: Int) async throws {
        let tmux = try await Tmux.start(width: width, height: 200)
        try await tmux.waitFor { $0.contains("dogsh> ") }
        var screen = ""
        for command in ["ls", "open hound", "info", "help", "search terrier", "favorites"] {
            try tmux.type(command)
            try tmux.press("Enter")
            screen = try await tmux.waitFor { $0.contains("> " + command + "\n") && Self.lastLine($0).hasSuffix(">") }
            for line in screen.split(separator: "\n") where !line.contains("https://") {
                #expect(DisplayWidth.of(String(line)) <= width, "\(command): [\(line)]")
            }
            try tmux.press("C-l")
        }
        #expect(screen.contains("Favorites: 0 favorites"))
    }

    @Test func coloursFollowTheTerminalAndTheSavedTheme() async throws {
        let home = Support.temporaryFolder()
        do {
            let tmux = try await Tmux.start(width: 100, home: home, environment: ["NO_COLOR": "", "TERM": "xterm-256color"])
            try await tmux.waitFor { $0.contains("dogsh> ") }
            try tmux.submit("theme light")
            // The message comes before the prompt is drawn again: wait for both.
            let screen = try await tmux.waitFor(escapes: true) {
                $0.contains("The theme is now light.") && $0.contains("\u{1B}[1m\u{1B}[38;5;25mdogsh")
            }
            #expect(screen.contains("\u{1B}[1m\u{1B}[38;5;25mdogsh"), "the light palette colours the prompt")
            try tmux.press("C-d")
            try await tmux.waitForExit()
        }
        #expect(try String(contentsOfFile: home + "/config/dogsh/config", encoding: .utf8).contains("theme = light"))
        let plain = try await Tmux.start(width: 100, home: home, environment: ["NO_COLOR": "1"])
        try await plain.waitFor { $0.contains("dogsh> ") }
        try plain.submit("theme")
        let screen = try await plain.waitFor(escapes: true) { $0.contains("The theme is light.") }
        #expect(!screen.contains("\u{1B}[38;5"), "NO_COLOR turns colour off")
    }
}
