import DogCore
import DogTestSupport
import Foundation

/// Paths and process helpers shared by the runtime tests.
enum Support {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The transcript files shipped with the package.
    static var transcriptFiles: [String] {
        let folder = packageRoot.appendingPathComponent("Tests/Transcripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".t") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The transcripts of live sources, which need a test server at `{server}`.
    static var liveTranscriptFiles: [String] {
        let folder = packageRoot.appendingPathComponent("Tests/Transcripts/live")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".t") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The documentation, as paths from the package root: README.md, then every Markdown file in docs/.
    static var documentationFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    /// The `dogsh` binary built beside the test bundle.
    static var binary: URL {
        BuiltProducts.executable("dogsh")
    }

    /// A fresh temporary folder.
    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-test-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// What a finished process printed and how it exited.
    struct Outcome {
        let status: Int32
        let standardOutput: Data
        let standardErrorBytes: Data
        /// Whether a signal ended the process (a crash, or a kill).
        let killedBySignal: Bool
        /// From the start to the end of the process, timed on the thread that waited for it, so a
        /// busy cooperative pool slow to resume the test does not count.
        let duration: Duration

        var output: String { String(decoding: standardOutput, as: UTF8.self) }
        var standardError: String { String(decoding: standardErrorBytes, as: UTF8.self) }
    }

    /// Runs the `dogsh` binary with arguments and optional standard input, in the package root.
    ///
    /// The process is waited for on a thread of its own, never on the cooperative pool, so
    /// servers running inside the test process keep answering meanwhile.
    /// With `killAfter`, the process gets SIGKILL after that long, while its output is still read.
    /// A `launcher` such as `setpriv --reuid=65534 --` runs the binary through another program.
    /// `outputFile` takes standard output instead of a pipe (`/dev/full`, say); `unsetting` leaves variables out
    /// of the environment, and `folder` is the working folder (the package root unless given).
    static func run(
        _ arguments: [String], input: String? = nil, inputFile: String? = nil, environment: [String: String] = [:],
        killAfter: Duration? = nil, launcher: [String] = [], outputFile: String? = nil, unsetting: [String] = [], folder: String? = nil
    ) async throws -> Outcome {
        try await ProcessGate.programs.holding {
            try await offThePool {
                try runBlocking(
                    arguments, input: input, inputFile: inputFile, environment: environment, killAfter: killAfter, launcher: launcher,
                    outputFile: outputFile, unsetting: unsetting, folder: folder
                )
            }
        }
    }

    /// Writes a process's input. A process that ends without reading it (`--version`, `reference`)
    /// may have closed the pipe already, more often on a loaded machine: the write then fails with
    /// EPIPE, and the SIGPIPE it raises is held on this thread and taken here, as Pager.c takes it,
    /// instead of ending the whole test process.
    private static func feed(_ input: String, to handle: FileHandle) {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try? handle.write(contentsOf: Data(input.utf8))
        var now = timespec()
        while sigtimedwait(&pipeSignal, nil, &now) == SIGPIPE {}
    }

    private static func runBlocking(
        _ arguments: [String], input: String?, inputFile: String?, environment: [String: String], killAfter: Duration?, launcher: [String],
        outputFile: String?, unsetting: [String], folder: String?
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = launcher.first.map(URL.init(fileURLWithPath:)) ?? binary
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [binary.path] + arguments
        process.currentDirectoryURL = folder.map(URL.init(fileURLWithPath:)) ?? packageRoot
        process.environment = isolatedEnvironment().merging(environment) { $1 }.filter { !unsetting.contains($0.key) }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        if let inputFile {
            process.standardInput = FileHandle(forReadingAtPath: inputFile)
        } else {
            process.standardInput = stdin
        }
        if let outputFile {
            process.standardOutput = FileHandle(forWritingAtPath: outputFile)
            try stdout.fileHandleForWriting.close()
        } else {
            process.standardOutput = stdout
        }
        process.standardError = stderr
        let started = ContinuousClock.now
        try process.run()
        if let input { feed(input, to: stdin.fileHandleForWriting) }
        try stdin.fileHandleForWriting.close()
        // Both pipes drain at once: a process that fills one while the other is read would block forever.
        let errors = drain(stderr), output = drain(stdout)
        if let killAfter {
            Thread.sleep(forTimeInterval: Double(killAfter.components.seconds) + Double(killAfter.components.attoseconds) / 1e18)
            kill(process.processIdentifier, SIGKILL)
        }
        let out = output(), err = errors()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, standardOutput: out, standardErrorBytes: err,
            killedBySignal: process.terminationReason == .uncaughtSignal, duration: ContinuousClock.now - started
        )
    }

    /// Variables of the test's own environment that steer dogsh: language, colours, images, its own settings and folders.
    static func steersDogsh(_ name: String) -> Bool {
        name.hasPrefix("DOGSH_") || name.hasPrefix("LC_") || name.hasPrefix("XDG_")
            || ["LANG", "LANGUAGE", "NO_COLOR", "COLORFGBG", "COLORTERM", "TERM", "TERM_PROGRAM", "KITTY_WINDOW_ID"].contains(name)
    }

    /// The environment a run starts from, the same on every machine.
    ///
    /// It is the test's own without the variables that steer dogsh, in the C.UTF-8 locale on
    /// an xterm, with HOME and the XDG folders in a fresh folder: no run reads or writes the
    /// settings, favorites or history of whoever runs the tests. A test's `environment` goes on top.
    static func isolatedEnvironment() -> [String: String] {
        let home = temporaryFolder()
        var variables = ProcessInfo.processInfo.environment.filter { !steersDogsh($0.key) }
        variables["HOME"] = home
        variables["XDG_CONFIG_HOME"] = home + "/config"
        variables["XDG_DATA_HOME"] = home + "/data"
        variables["XDG_STATE_HOME"] = home + "/state"
        variables["XDG_CACHE_HOME"] = home + "/cache"
        variables["LANG"] = "C.UTF-8"
        variables["TERM"] = "xterm-256color"
        // Stand-ins for a quiet live source come only where a test asks for them (DOGSH_QUIET=2):
        // on a loaded machine a slow test server must not bring one in by chance.
        variables["DOGSH_QUIET"] = "60"
        return variables
    }

    /// Reads a pipe to its end on a thread of its own; the returned function waits for the bytes.
    private static func drain(_ pipe: Pipe) -> () -> Data {
        let bytes = Locked(Data())
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            bytes.withLock { $0 = data }
            done.signal()
        }
        return {
            done.wait()
            return bytes.withLock { $0 }
        }
    }
}
