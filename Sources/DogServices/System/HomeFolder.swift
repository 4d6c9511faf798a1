import Glibc

/// The user's home folder, for expanding `~` in paths the user types.
public enum HomeFolder {
    /// The path with a leading `~` or `~/` replaced by `home`; any other path as it is.
    public static func expanding(_ path: String, home: String = HomeFolder.path) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    /// `$HOME` when it is set, else the password database's entry for this user, else `/`.
    public static var path: String {
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) }
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil, let directory = entry.pw_dir else { return "/" }
        return String(cString: directory)
    }
}
