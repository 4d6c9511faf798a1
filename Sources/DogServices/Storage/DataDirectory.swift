/// Where dogsh keeps its data, following the XDG Base Directory specification.
public enum DataDirectory {
    /// `$XDG_DATA_HOME/dogsh`, else `$HOME/.local/share/dogsh`; an override wins over both.
    ///
    /// Relative `XDG_DATA_HOME` values are ignored, as the specification requires.
    public static func resolve(override: String?, environment: [String: String]) -> String {
        if let override, !override.isEmpty { return override }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/dogsh" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/share/dogsh"
    }
}
