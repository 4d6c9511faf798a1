import FoundationEssentials
import Glibc

/// Short, system-provided descriptions of file errors, as `strerror` words them.
public enum SystemErrorText {
    /// `No such file or directory` rather than Foundation's longer sentence, where the error has a POSIX code.
    public static func describe(_ error: any Error) -> String {
        if let error = error as? POSIXError { return text(error.code.rawValue) }
        guard let error = error as? CocoaError else { return String(describing: error) }
        if let underlying = error.underlying as? POSIXError { return text(underlying.code.rawValue) }
        switch error.code {
        case .fileReadNoSuchFile, .fileNoSuchFile: return text(ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return text(EACCES)
        case .fileWriteOutOfSpace: return text(ENOSPC)
        case .fileWriteVolumeReadOnly: return text(EROFS)
        default: return String(describing: error)
        }
    }

    /// `strerror`'s words for an error number.
    public static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
