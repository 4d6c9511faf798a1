import Glibc

/// Finds the program a command names, as a shell does.
public enum ProgramPath {
    /// The program's path: itself when it names a folder, else the first executable match in `path`
    /// (a `PATH` value; `/usr/local/bin:/usr/bin:/bin` when there is none); nil when there is none.
    public static func locate(_ name: String, path: String?) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}
