import Foundation

/// Short, system-provided descriptions of file errors, as `strerror` words them.
enum SystemErrorText {
    /// `No such file or directory` rather than Foundation's longer sentence, where the error has a POSIX code.
    static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileReadNoSuchFile, .fileNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        default: return error.localizedDescription
        }
    }
}
