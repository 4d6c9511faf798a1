/// The XDG base directories dogsh uses, each with its `dogsh` folder.
public enum XDGDirectory: Sendable, CaseIterable {
    /// `$XDG_DATA_HOME`, else `~/.local/share`: favorites.
    case data
    /// `$XDG_STATE_HOME`, else `~/.local/state`: line history.
    case state
    /// `$XDG_CONFIG_HOME`, else `~/.config`: settings.
    case config
    /// `$XDG_CACHE_HOME`, else `~/.cache`: answers and images from live sources.
    case cache

    /// The `dogsh` folder inside the base directory; an override wins over everything. Nil
    /// when there is no place to keep anything: no XDG variable and no home folder.
    ///
    /// Relative values of the XDG variables are ignored, as the specification requires. The home
    /// folder is `HOME` when it names a folder that exists: dogsh never creates a home, and never
    /// falls back to the working folder (a run with HOME unset wrote favorites into `./.local`).
    public func resolve(override: String? = nil, environment: [String: String]) -> String? {
        if let override, !override.isEmpty { return override }
        if let base = environment[variable], base.hasPrefix("/") { return base + "/dogsh" }
        return Self.home(environment).map { $0 + "/" + fallback + "/dogsh" }
    }

    /// The home folder `HOME` names, when it is an absolute path to a folder that exists; nil otherwise.
    public static func home(_ environment: [String: String]) -> String? {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return FileStatus(path: home)?.isFolder == true ? home : nil
    }

    /// The variable that moves the base directory.
    public var variable: String {
        switch self {
        case .data: "XDG_DATA_HOME"
        case .state: "XDG_STATE_HOME"
        case .config: "XDG_CONFIG_HOME"
        case .cache: "XDG_CACHE_HOME"
        }
    }

    private var fallback: String {
        switch self {
        case .data: ".local/share"
        case .state: ".local/state"
        case .config: ".config"
        case .cache: ".cache"
        }
    }
}
