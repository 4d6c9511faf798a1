import DogTestSupport
import Foundation

/// A tmux server of its own running dogsh in one pane: keys go in, the screen comes out.
final class Tmux {
    let socket = "dogsh-test-\(UUID().uuidString.prefix(8))"
    let home: String

    /// How many image titles a screen shows (`Images 1–8 of 100`, `Image 1 of 100`): one per
    /// breed screen drawn, whatever the page the terminal's height fits.
    static func imageTitles(_ screen: String) -> Int {
        screen.split(separator: "\n").count { $0.range(of: #"^Images? \d+(–\d+)? of \d+$"#, options: .regularExpression) != nil }
    }

    /// The prompt of the shell `underShell` starts dogsh from.
    static let shellPrompt = "shell$"

    /// Starts dogsh in a detached pane once a terminal slot is free (`ProcessGate`); the slot is
    /// given back when the session is let go.
    static func start(
        width: Int, height: Int = 40, home: String = Support.temporaryFolder(), environment: [String: String] = [:],
        arguments: [String] = ["--seed", "1"], outputFile: String? = nil, underShell: Bool = false, capturing: Bool = false
    ) async throws -> Tmux {
        await ProcessGate.terminals.enter()
        do {
            return try Tmux(
                width: width, height: height, home: home, environment: environment, arguments: arguments, outputFile: outputFile,
                underShell: underShell, capturing: capturing
            )
        } catch {
            await ProcessGate.terminals.leave()
            throw error
        }
    }

    /// Starts dogsh in a detached pane of the given size, with HOME and the XDG folders inside `home`.
    ///
    /// With `outputFile`, dogsh's standard output goes to that file, as in `dogsh > file`. With
    /// `underShell`, the pane runs bash with job control and dogsh is typed at its prompt, so
    /// Ctrl-Z stops dogsh and `fg` brings it back as in a person's terminal. With `capturing`,
    /// every byte dogsh writes to the terminal is kept in `capturePath` too, from its first.
    private init(
        width: Int, height: Int = 40, home: String = Support.temporaryFolder(), environment: [String: String] = [:],
        arguments: [String] = ["--seed", "1"], outputFile: String? = nil, underShell: Bool = false, capturing: Bool = false
    ) throws {
        self.home = home
        // No pager (`cat` names none) unless a test asks for one: a pager would take the keys a test types at the prompt.
        var variables = [
            "HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state",
            "XDG_CONFIG_HOME": home + "/config", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "NO_COLOR": "1",
            "DOGSH_QUIET": "60", "DOGSH_PAGER": "cat",
        ]
        variables.merge(environment) { $1 }
        let unsets = variables.filter(\.value.isEmpty).keys.sorted().map { "-u \($0)" }
        let exports = variables.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map { "\($0.key)=\(Tmux.quote($0.value))" }
        let redirect = outputFile.map { [">", Tmux.quote($0)] } ?? []
        let dogsh = ([Tmux.quote(Support.binary.path)] + arguments.map(Tmux.quote) + redirect).joined(separator: " ")
        let program = underShell ? "PS1=\(Tmux.quote(Self.shellPrompt + " ")) bash --norc --noprofile -i" : dogsh
        // A captured pane waits for a line before dogsh starts, so the capture is on before its first byte.
        let command = (capturing ? ["read line;"] : []) + ["exec env"] + unsets + exports + [program]
        try run(["new-session", "-d", "-s", "main", "-x", String(width), "-y", String(height), command.joined(separator: " ")], capture: false)
        if capturing {
            try run(["pipe-pane", "-t", "main", "cat >> " + Tmux.quote(capturePath)])
            try press("Enter")
        }
        if underShell { try submit(dogsh) }
    }

    /// Where a pane started with `capturing` keeps every byte written to it.
    var capturePath: String {
        home + "/terminal-bytes"
    }

    /// The bytes written to the pane so far, when it was started with `capturing`.
    func capturedBytes() -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: capturePath)))) ?? []
    }

    /// Waits up to ten seconds for the captured bytes to satisfy a condition; returns them.
    @discardableResult
    func waitForBytes(_ condition: ([UInt8]) -> Bool) async throws -> [UInt8] {
        for _ in 0..<200 {
            let bytes = capturedBytes()
            if condition(bytes) { return bytes }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Timeout(screen: String(decoding: capturedBytes(), as: UTF8.self))
    }

    deinit {
        _ = try? run(["kill-server"])
        Task { await ProcessGate.terminals.leave() }
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "main", "-l", text])
    }

    /// Types a line and presses Enter.
    func submit(_ line: String) throws {
        try type(line)
        try press("Enter")
    }

    /// Presses keys by tmux name: `Tab`, `Enter`, `Up`, `C-c`, `C-d`.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "main"] + keys)
    }

    /// Pastes text as a terminal does (`paste-buffer -p`): between the markers of bracketed paste
    /// when the program in the pane has switched that mode on, plain otherwise; newlines go as CR.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "test-paste", "--", text])
        try run(["paste-buffer", "-p", "-d", "-b", "test-paste", "-t", "main"])
    }

    /// The process id of what the pane runs: dogsh, or with `underShell` the shell.
    func panePID() throws -> Int32 {
        let output = try run(["display-message", "-p", "-t", "main", "#{pane_pid}"])
        guard let pid = Int32(output.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw CocoaError(.executableLoad) }
        return pid
    }

    /// Resizes the window, as a person dragging the terminal would.
    func resize(width: Int) throws {
        try run(["resize-window", "-t", "main", "-x", String(width)])
    }

    /// Changes the window's width and height at once, as a person dragging its corner would.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "main", "-x", String(width), "-y", String(height)])
    }

    /// Changes the window's height, as a person dragging the terminal would.
    func resize(height: Int) throws {
        try run(["resize-window", "-t", "main", "-y", String(height)])
    }

    /// The visible screen, wrapped lines joined; with `escapes`, colour sequences kept; with `history`, the lines scrolled off above it too.
    func screen(escapes: Bool = false, history: Bool = false) throws -> String {
        try Self.screen(socket: socket, escapes: escapes, history: history)
    }

    /// The visible screen of the tmux server on `socket`, for callers that cannot hold the pane itself.
    static func screen(socket: String, escapes: Bool, history: Bool = false) throws -> String {
        try run(socket: socket, ["capture-pane", "-p", "-J", "-t", "main"] + (escapes ? ["-e"] : []) + (history ? ["-S", "-"] : []))
    }

    /// Lets programs in the pane set tmux's paste buffer with OSC 52, as `set -s set-clipboard on` in a tmux.conf does.
    func acceptClipboard() throws {
        try run(["set-option", "-s", "set-clipboard", "on"])
    }

    /// The text of tmux's most recent paste buffer; nil when there is none.
    func pasteBuffer() -> String? {
        try? run(["show-buffer"])
    }

    /// Whether dogsh is still running in the pane.
    var isRunning: Bool {
        (try? run(["has-session", "-t", "main"])) != nil
    }

    /// Waits up to ten seconds for the screen to satisfy a condition; returns the screen.
    @discardableResult
    func waitFor(escapes: Bool = false, history: Bool = false, _ condition: (String) -> Bool) async throws -> String {
        var last = ""
        let socket = socket
        for _ in 0..<200 {
            // tmux is waited for on a thread of its own, so many panes polled at once do not hold the cooperative pool.
            last = (try? await offThePool { try Tmux.screen(socket: socket, escapes: escapes, history: history) }) ?? ""
            if condition(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Timeout(screen: last)
    }

    /// Waits until the screen meets `condition`, then types `keys` at once, from the same thread.
    ///
    /// For keys that must land while a state lasts (a fetch in flight, say): the test is not
    /// resumed between seeing the state and typing, so a busy cooperative pool cannot delay the
    /// keys past it.
    func type(_ keys: String, once condition: @escaping @Sendable (String) -> Bool) async throws {
        let socket = socket
        let seen = try await offThePool { () -> String? in
            let deadline = ContinuousClock.now + .seconds(15)
            while ContinuousClock.now < deadline {
                let screen = (try? Tmux.screen(socket: socket, escapes: false)) ?? ""
                if condition(screen) {
                    try Tmux.run(socket: socket, ["send-keys", "-t", "main", "-l", keys])
                    return nil
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return (try? Tmux.screen(socket: socket, escapes: false)) ?? ""
        }
        if let seen { throw Timeout(screen: seen) }
    }

    /// Waits until dogsh has exited.
    func waitForExit() async throws {
        for _ in 0..<200 where isRunning { try await Task.sleep(for: .milliseconds(50)) }
        if isRunning { throw Timeout(screen: (try? screen()) ?? "") }
    }

    /// The screen did not reach the expected state in time.
    struct Timeout: Error, CustomStringConvertible {
        let screen: String
        var description: String { "timed out; the screen was:\n\(screen)" }
    }

    /// Runs a tmux command against this server; throws when tmux reports a failure.
    @discardableResult
    private func run(_ arguments: [String], capture: Bool = true) throws -> String {
        try Self.run(socket: socket, arguments, capture: capture)
    }

    /// Runs a tmux command against the server on `socket`; throws when tmux reports a failure.
    @discardableResult
    private static func run(socket: String, _ arguments: [String], capture: Bool = true) throws -> String {
        let result = try Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments, captureOutput: capture)
        guard result.status == 0 else { throw CocoaError(.executableLoad) }
        return result.output
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
