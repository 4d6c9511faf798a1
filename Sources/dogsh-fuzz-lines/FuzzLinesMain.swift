import DogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Writes `FuzzLines` to standard output, one per line: `dogsh-fuzz-lines SEED COUNT [LONG-EVERY]`.
@main
enum FuzzLinesMain {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
        guard arguments.count >= 2, arguments.count == CommandLine.arguments.count - 1 else {
            let usage = "usage: dogsh-fuzz-lines SEED COUNT [LONG-EVERY]\n"
            _ = usage.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            exit(2)
        }
        let lines = FuzzLines(seed: arguments[0], count: Int(arguments[1]), longLineEvery: arguments.count > 2 ? Int(arguments[2]) : nil)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        for line in lines {
            buffer += line
            buffer.append(0x0A)
            if buffer.count >= 1 << 16 { flush(&buffer) }
        }
        flush(&buffer)
    }

    private static func flush(_ buffer: inout [UInt8]) {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written <= 0 { exit(1) }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
