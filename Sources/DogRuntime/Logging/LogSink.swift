import DogCore
import DogServices
import DogTerminal
import FoundationEssentials
import Glibc

/// Where formatted log lines go: standard error by default, or a file. Never standard output.
public protocol LogSink: Sendable {
    /// Writes one record.
    func write(_ record: LogRecord)
}

/// One log message with everything a sink may print.
public struct LogRecord: Hashable, Sendable {
    /// When it was logged.
    public let date: Date
    /// The logger label, such as `dogsh.nav`.
    public let label: String
    /// The level name, such as `debug`.
    public let level: String
    /// The message.
    public let message: String
    /// Metadata, already redacted, sorted by key.
    public let metadata: [(key: String, value: String)]

    public static func == (lhs: LogRecord, rhs: LogRecord) -> Bool {
        lhs.date == rhs.date && lhs.label == rhs.label && lhs.level == rhs.level && lhs.message == rhs.message
            && lhs.metadata.map(\.key) == rhs.metadata.map(\.key) && lhs.metadata.map(\.value) == rhs.metadata.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(message)
    }

    /// `dogsh.nav debug: push depth=2 screen=breed`, as standard error shows it.
    public var line: String {
        let fields = metadata.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "\(label) \(level): \(message)" + (fields.isEmpty ? "" : " " + fields)
    }

    /// The line with an ISO 8601 timestamp in front, as log files keep it.
    public var timestampedLine: String {
        LogRecord.timestamp(date) + " " + line
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: true).timeSeparator(.colon).timeZone(separator: .omitted))
    }
}

/// Writes log lines to standard error.
public struct StandardErrorLogSink: LogSink {
    /// Creates the sink.
    public init() {}

    public func write(_ record: LogRecord) {
        StandardStreams.writeAll(Array((record.line + "\n").utf8), to: STDERR_FILENO)
    }
}

/// Appends timestamped log lines to a file, creating it private (0600) when missing.
public final class FileLogSink: LogSink {
    private let descriptor: Int32
    private let lock = Locked(())

    /// Why a log file could not be opened, in `strerror`'s words.
    public struct OpenError: Error {
        /// For example `Permission denied`.
        public let reason: String
    }

    /// Opens a file for appending; throws when it cannot be created or opened.
    public init(path: String) throws(OpenError) {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OpenError(reason: SystemErrorText.text(errno)) }
    }

    deinit {
        close(descriptor)
    }

    /// Appends one line; with `O_APPEND` and one write per line, lines from several shells do not interleave.
    public func write(_ record: LogRecord) {
        lock.withLock { _ in StandardStreams.writeAll(Array((record.timestampedLine + "\n").utf8), to: descriptor) }
    }
}
