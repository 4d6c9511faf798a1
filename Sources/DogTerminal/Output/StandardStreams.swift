import Glibc
import Synchronization

/// Whole writes on file descriptors, for output that must arrive complete, and what became of standard output.
///
/// A write to standard output that fails is remembered (`outputFailure`), and nothing more is
/// written there: the run ends with status 74 and one line on standard error, as jq and curl
/// end, instead of exiting 0 with its output cut short. A closed pipe is the exception: the
/// reader has all it wanted (`dogsh … | head`), and the process ends as SIGPIPE ends it.
public enum StandardStreams {
    /// The `errno` of the first failed write to standard output; 0 while none failed.
    private static let failure = Atomic<Int32>(0)

    /// Why writing to standard output failed, as `errno` said; nil while every write went through.
    public static var outputFailure: Int32? {
        let code = failure.load(ordering: .acquiring)
        return code == 0 ? nil : code
    }

    /// Writes every byte, retrying after interrupts; a failure on standard output is remembered.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        if descriptor == STDOUT_FILENO, outputFailure != nil { return }
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    if descriptor == STDOUT_FILENO { noteOutputFailure(written < 0 ? errno : EIO) }
                    return
                }
            }
        }
    }

    /// Remembers that writing to standard output failed; a closed pipe ends the process as SIGPIPE does.
    ///
    /// SIGPIPE is what ends a writer whose reader has gone. Where the process was started with it
    /// ignored, the write fails with EPIPE instead; the process then ends by the signal all the same.
    public static func noteOutputFailure(_ code: Int32) {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        _ = failure.compareExchange(expected: 0, desired: code, ordering: .acquiringAndReleasing)
    }

    /// Writes text to standard output at once, as `print` would but with its failure remembered:
    /// the C library's buffer forgets a failed write by the time it is flushed at exit.
    public static func print(_ text: String, terminator: String = "\n") {
        writeAll(Array((text + terminator).utf8), to: STDOUT_FILENO)
    }
}
