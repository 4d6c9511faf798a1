import DogCore
import Testing
@testable import DogTerminal

/// Which pager runs, what it is told, and how dogsh's own more prompt moves through the text.
@Suite struct PagerTests {
    static let withLess = ["PATH": "/usr/bin:/bin"]
    static let withoutLess = ["PATH": "/nonexistent"]

    @Test(arguments: [
        (withLess, true, PagerProgram.command("less -FRXK", variable: nil)),
        (withoutLess, true, .own),
        (withLess, false, .notAtTerminal),
        (withLess.merging(["PAGER": "most -s"]) { $1 }, true, .command("most -s", variable: "PAGER")),
        (withLess.merging(["PAGER": "most", "DOGSH_PAGER": "less -S"]) { $1 }, true, .command("less -S", variable: "DOGSH_PAGER")),
        (withLess.merging(["PAGER": "most", "DOGSH_PAGER": ""]) { $1 }, true, .none(variable: "DOGSH_PAGER", value: "")),
        (withoutLess.merging(["PAGER": " cat "]) { $1 }, true, .none(variable: "PAGER", value: " cat ")),
        (withLess.merging(["PAGER": "more"]) { $1 }, false, .notAtTerminal),
    ] as [([String: String], Bool, PagerProgram)])
    func thePagerIsTheOneTheEnvironmentNames(environment: [String: String], atTerminal: Bool, program: PagerProgram) {
        #expect(Pager.program(environment: environment, atTerminal: atTerminal) == program)
    }

    /// less and lv are told to keep colours and quit when the text fits, unless the person told
    /// them otherwise; where the UTF-8 locale named is missing, the pager reads UTF-8 as dogsh does.
    @Test func thePagerIsToldWhatGitTellsItAndTheCharacterTypeDogshUses() {
        let installed = { (name: String) in ["C.UTF-8", "en_GB.UTF-8"].contains(name) }
        #expect(Pager.environment(["HOME=/h"], isInstalled: installed) == ["HOME=/h", "LESS=FRXK", "LV=-c"])
        #expect(Pager.environment(["LESS=-i", "HOME=/h"], isInstalled: installed) == ["LESS=-i", "HOME=/h", "LV=-c"])
        #expect(Pager.environment(["LANG=de_DE.UTF-8", "LESS=R", "LV=x"], isInstalled: installed) == ["LANG=de_DE.UTF-8", "LESS=R", "LV=x", "LC_ALL=C.UTF-8"])
        #expect(Pager.environment(["LC_ALL=ja_JP.UTF-8", "LC_CTYPE=de_DE.UTF-8", "LESS=R", "LV=x"], isInstalled: installed)
            == ["LC_CTYPE=de_DE.UTF-8", "LESS=R", "LV=x", "LC_ALL=C.UTF-8"])
        #expect(Pager.environment(["LANG=en_GB.UTF-8", "LESS=R", "LV=x"], isInstalled: installed) == ["LANG=en_GB.UTF-8", "LESS=R", "LV=x"], "installed")
        #expect(Pager.environment(["LANG=C", "LESS=R", "LV=x"], isInstalled: installed) == ["LANG=C", "LESS=R", "LV=x"], "not UTF-8")
    }

    /// A simple command runs with `exec`, so that the process waited for is the pager itself; a pipeline or anything else the shell reads stays as it is.
    @Test(arguments: [
        ("less -FRXK", "exec less -FRXK"), ("most -s", "exec most -s"), ("/usr/bin/less", "exec /usr/bin/less"),
        ("less | cat", "less | cat"), ("LESS=R less", "LESS=R less"), ("less; echo", "less; echo"), ("$PAGER", "$PAGER"),
    ])
    func aSimplePagerCommandIsTheProcessWaitedFor(command: String, run: String) {
        #expect(Pager.shellCommand(command) == run)
    }

    /// A window is the terminal's height but the prompt's row; a line that wraps takes a row per
    /// width; a step is never empty while lines are left.
    @Test func theMorePromptShowsAWindowThenALineOrAWindowPerKey() {
        var window = MoreWindow(widths: [10, 10, 100, 10, 10, 10, 10], columns: 40, rows: 5)
        #expect(window.next(.page) == 0..<2, "the line of 100 takes three rows, and two are left of the window's four")
        #expect(window.percentShown == 28)
        #expect(window.next(.line) == 2..<3)
        #expect(window.next(.page) == 3..<7)
        #expect(window.isAtEnd && window.percentShown == 100)
        #expect(window.next(.page) == 7..<7)
        var tall = MoreWindow(widths: [400, 10], columns: 40, rows: 5)
        #expect(tall.next(.page) == 0..<1, "a line taller than the window is shown whole")
        #expect(tall.next(.line) == 1..<2)
    }

    @Test(arguments: [
        (UInt8(ascii: " "), MorePrompt.Key.page), (UInt8(ascii: "f"), .page), (UInt8(ascii: "\r"), .line), (UInt8(ascii: "j"), .line),
        (UInt8(ascii: "q"), .stop), (UInt8(ascii: "Q"), .stop), (UInt8(ascii: "x"), .other),
    ])
    func keysOfOneByte(byte: UInt8, key: MorePrompt.Key) {
        #expect(MorePrompt.key(for: byte) == key)
    }

    @Test(arguments: [
        ("", MorePrompt.Key.stop), ("[B", .line), ("OB", .line), ("[6~", .page), ("[A", .other), ("[200~", .other),
    ])
    func keysAfterEscape(sequence: String, key: MorePrompt.Key) {
        #expect(MorePrompt.key(forEscapeSequence: Array(sequence.utf8)) == key)
    }
}
