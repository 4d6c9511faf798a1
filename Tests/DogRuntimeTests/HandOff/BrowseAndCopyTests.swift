import DogCore
import Foundation
import Testing
@testable import DogRuntime

/// `browse` and `copy`: the browser commands tried, real commands started and waited for, and
/// the whole program handing a URL to a browser or printing it for want of a terminal.
@Suite struct BrowseAndCopyTests {
    static let url = "https://images.dog.ceo/breeds/pug/1.jpg"

    @Test(arguments: [
        (nil, [["xdg-open", url]]),
        ("", [["xdg-open", url]]),
        ("firefox", [["firefox", url], ["xdg-open", url]]),
        ("firefox --new-tab %s", [["firefox", "--new-tab", url], ["xdg-open", url]]),
        ("w3m:lynx -accept_all_cookies", [["w3m", url], ["lynx", "-accept_all_cookies", url], ["xdg-open", url]]),
        ("open-in --url=%s --tag 100%%", [["open-in", "--url=\(url)", "--tag", "100%"], ["xdg-open", url]]),
        (":: firefox  ::", [["firefox", url], ["xdg-open", url]]),
    ] as [(String?, [[String]])])
    func browserCommandsComeFromTheListThenXdgOpen(browser: String?, commands: [[String]]) {
        #expect(BrowserLauncher.commands(for: Self.url, browser: browser) == commands)
    }

    /// A shell script, as a `$BROWSER` command that runs it with `sh`.
    ///
    /// The script is read by `sh`, never executed itself: a file just written can be held open
    /// by a process another test forks meanwhile, and executing it would fail with ETXTBSY.
    static func script(_ body: String) throws -> String {
        let path = Support.temporaryFolder() + "/browser.sh"
        try (body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return "sh " + path
    }

    static let systemPath = "/usr/bin:/bin"

    @Test func theFirstCommandThatExistsGetsTheURLAndItsSuccessIsReported() async throws {
        let record = Support.temporaryFolder() + "/opened"
        let recorder = try Self.script("printf '%s\\n' \"$@\" > \(record)")
        let launcher = BrowserLauncher(environment: ["BROWSER": "missing-browser:\(recorder) --new-tab %s", "PATH": Self.systemPath])
        let result = await launcher.open(Self.url)
        #expect((try? result.get()) != nil)
        #expect(try String(contentsOfFile: record, encoding: .utf8) == "--new-tab\n\(Self.url)\n")
    }

    @Test func aCommandThatFailsIsNamedWithItsStatus() async throws {
        // A patience far beyond the scripts' run, so a loaded machine cannot make them seem to linger.
        let failing = await BrowserLauncher(environment: ["BROWSER": try Self.script("exit 3"), "PATH": Self.systemPath], patience: .seconds(30)).open(Self.url)
        #expect(failing.failure == .browserFailed(command: "sh", status: 3))
        let killed = await BrowserLauncher(environment: ["BROWSER": try Self.script("kill -TERM $$"), "PATH": Self.systemPath], patience: .seconds(30)).open(Self.url)
        #expect(killed.failure == .browserFailed(command: "sh", status: 128 + Int(SIGTERM)))
    }

    @Test func withNoBrowserAndNoXdgOpenTheErrorSaysSo() async throws {
        let empty = Support.temporaryFolder()
        let result = await BrowserLauncher(environment: ["BROWSER": "missing-browser", "PATH": empty]).open(Self.url)
        #expect(result.failure == .noBrowser(url: Self.url))
    }

    @Test func aBrowserStillRunningAfterThePatienceHasOpenedTheURL() async throws {
        let lingering = try Self.script("sleep 120")
        let started = ContinuousClock.now
        let result = await BrowserLauncher(environment: ["BROWSER": lingering, "PATH": Self.systemPath], patience: .milliseconds(300)).open(Self.url)
        #expect((try? result.get()) != nil)
        #expect(ContinuousClock.now - started < .seconds(60), "dogsh does not wait two minutes for the browser to close")
    }

    @Test func dogshOpensARowsImageAndABreedsPageAndSaysSo() async throws {
        let record = Support.temporaryFolder() + "/opened"
        let recorder = try Self.script("printf '%s\\n' \"$1\" >> \(record)")
        let outcome = try await Support.run(
            ["--seed", "1", "-c", "open pug; browse 3; browse; back; browse 2"], environment: ["BROWSER": recorder, "PATH": Self.systemPath]
        )
        #expect(outcome.status == 0)
        let opened = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(opened.count == 3)
        #expect(opened.first?.hasPrefix("https://images.dog.ceo/breeds/pug/") == true)
        #expect(Array(opened.dropFirst()) == ["https://www.akc.org/dog-breeds/pug/", "https://en.wikipedia.org/w/index.php?search=african+hunting+dog"])
        #expect(outcome.output.contains("Opened \(opened[0]) in your browser."))
    }

    @Test func withoutABrowserDogshSaysWhatToInstallAndFails() async throws {
        let outcome = try await Support.run(["-c", "browse"], environment: ["BROWSER": "", "PATH": Support.temporaryFolder()])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("No browser to open https://dog.ceo/dog-api/breeds-list: set BROWSER to a browser command, or install xdg-open"))
    }

    @Test func atATerminalCopyPutsTheTextOnTmuxsClipboardAndSaysWhat() async throws {
        let tmux = try await Tmux.start(width: 100)
        try tmux.acceptClipboard()
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh>" }
        try tmux.submit("open hound")
        try await tmux.waitFor { InteractiveTests.lastLine($0) == "dogsh hound>" }
        try tmux.submit("copy 1")
        try await tmux.waitFor { $0.contains("Copied to the clipboard: Afghan Hound") && InteractiveTests.lastLine($0) == "dogsh hound>" }
        #expect(tmux.pasteBuffer() == "Afghan Hound")
        try tmux.submit("copy 9")
        let copied = try await tmux.waitFor { $0.contains("Copied to the clipboard: https://images.dog.ceo/breeds/hound-") }
        let url = copied.split(separator: "\n").last { $0.hasPrefix("Copied to the clipboard: ") }.map { String($0.dropFirst(25)) }
        #expect(url.map { tmux.pasteBuffer() == $0 } == true)
        #expect(!copied.contains("52;c;"), "the sequence is taken by tmux, not shown")
    }

    @Test func withoutATerminalCopyPrintsTheTextAlone() async throws {
        let outcome = try await Support.run(["--seed", "1", "-c", "open hound; copy; copy 1; copy 8"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.suffix(3).prefix(2) == ["Hound", "Afghan Hound"])
        #expect(lines.last?.hasPrefix("https://images.dog.ceo/breeds/hound-") == true)
        #expect(!outcome.output.contains("\u{1B}]52"))
    }
}

extension Result {
    /// The error, when the result is a failure.
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
