import Foundation

/// A helper program serving 127.0.0.1 for a test: started with its arguments, its URL read from the
/// first line it prints, and ended by `stop()` or when its owner lets it go.
///
/// The test server, the loopback proxy and nginx in front of a server all run this way. Starting
/// and stopping wait on a thread of their own (`offThePool`), never on the cooperative pool.
public final class LoopbackProcess: @unchecked Sendable {
    private let process = Process()
    /// The URL the program printed: `http://127.0.0.1:PORT` or `https://…`.
    public let url: URL

    /// Starts a program and waits for its first line; throws when that is no URL of 127.0.0.1 with a port.
    public static func start(_ executable: URL, _ arguments: [String]) async throws -> LoopbackProcess {
        try await offThePool { try LoopbackProcess(executable, arguments) }
    }

    private init(_ executable: URL, _ arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text), url.host == "127.0.0.1", url.port != nil else {
            process.terminate()
            process.waitUntilExit()
            throw CocoaError(.executableLoad)
        }
        self.url = url
    }

    /// Ends the program and waits until it has exited.
    public func stop() async {
        _ = try? await offThePool { [process] in
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    /// Asks the program to end without waiting for it (Foundation reaps it), so letting go never blocks.
    deinit {
        if process.isRunning { process.terminate() }
    }
}
