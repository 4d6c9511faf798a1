import DogCore
import DogServices
import DogTerminal

extension Setting {
    /// Every setting, in the order `dogsh settings` lists them.
    public static let all: [Setting] = [
        source, lang, units, theme, pager, color, images, requireLive, theDogAPIKey, theDogAPIURL,
        dataDirectory, config, history, cache, log, maxConnections, maxRequests, quiet, deadline,
    ]

    /// The setting of a name.
    public static func named(_ name: String) -> Setting? {
        all.first { $0.name == name }
    }

    /// The keys the settings file takes.
    public static var fileKeys: [String] {
        all.compactMap(\.fileKey)
    }

    /// Where breeds come from: `embedded`, `dogceo`, `thedogapi` or an http(s) URL.
    public static let source = Setting("source", "Where breeds come from.", sources: [.flag("--source"), .file("source")], values: .source, default: "embedded")

    /// The language: a flag, the settings file (`auto` leaves it to the environment), the locale's variables.
    public static let lang = Setting(
        "lang", "The language of everything dogsh writes; the locale's when neither --lang nor the settings file chooses.", sources: [.flag("--lang"), .file("lang"), .environment("LC_ALL"), .environment("LC_MESSAGES"), .environment("LANG")],
        values: .choices(LanguageChoice.allCases.map(\.rawValue) + ["auto"]), default: "en"
    ) { source, text in
        guard case let .environment(name) = source else {
            let word = text.lowercased()
            if word == "auto" { return .passes }
            return LanguageChoice(rawValue: word).map { .value($0.rawValue) } ?? .refused
        }
        // A locale's language, English for one dogsh does not speak: the locale is the machine's, not a choice to refuse.
        return .value(LanguageChoice.fromEnvironment([name: text]).rawValue)
    }

    /// The units measures are shown in.
    public static let units = Setting("units", "The units measures are shown in; auto follows the measurement locale.", sources: [.flag("--units"), .file("units")], values: .choices(UnitsSetting.allCases.map(\.rawValue)), default: "auto")

    /// The colour theme.
    public static let theme = Setting("theme", "The colour theme.", sources: [.file("theme")], values: .choices(ThemeChoice.allCases.map(\.rawValue)), default: "auto")

    /// When output at a terminal goes through the pager: `--no-pager` turns it off for the run, else the settings file.
    public static let pager = Setting(
        "pager", "When output at a terminal goes through the pager: on for every command, auto for output taller than the window.",
        sources: [.flag("--no-pager"), .file("pager")], values: .choices(PagerSetting.allCases.map(\.rawValue)), default: "auto"
    )

    /// Whether output is coloured: `--color`, else `NO_COLOR` or `TERM=dumb` turn it off.
    public static let color = Setting(
        "color", "Whether output is coloured; NO_COLOR (set and not empty) or TERM=dumb turn it off.", sources: [.flag("--color"), .environment("NO_COLOR"), .environment("TERM")], values: .choices(ColorMode.allCases.map(\.rawValue)),
        default: "auto"
    ) { source, text in
        switch source {
        case .environment("NO_COLOR"): return .value("never")
        case .environment("TERM"): return text == "dumb" ? .value("never") : .passes
        default:
            guard let mode = ColorMode(rawValue: text.lowercased()) else { return .refused }
            return mode == .auto ? .passes : .value(mode.rawValue)
        }
    }

    /// How images are drawn.
    public static let images = Setting(
        "images", "How pictures are drawn.", sources: [.flag("--images"), .file("images")], values: .choices(["auto"] + ImageMode.allCases.map(\.rawValue)), default: "auto"
    ) { source, text in
        guard let parsed = ImageMode.parse(text) else { return .refused }
        // `--images auto` leaves the choice to the settings file.
        if parsed == nil, case .flag = source { return .passes }
        return .value(parsed?.rawValue ?? "auto")
    }

    /// Whether a command fails (status 69) when the live source did not answer, instead of falling back.
    public static let requireLive = Setting("require-live", "When on, a command whose live source did not answer fails with status 69 instead of falling back.", sources: [.flag("--require-live"), .environment("DOGSH_REQUIRE_LIVE")], values: .onOff, default: "off")

    /// TheDogAPI's key, never shown.
    public static let theDogAPIKey = Setting(
        "thedogapi-key", "TheDogAPI's key, for its images; never shown.", sources: [.environment("DOGSH_THEDOGAPI_KEY"), .file("thedogapi-key")], values: .text, default: "", isSecret: true
    )

    /// TheDogAPI's address.
    public static let theDogAPIURL = Setting(
        "thedogapi-url", "Another address for TheDogAPI.", sources: [.environment("DOGSH_THEDOGAPI_URL")], values: .url, default: SourceChoice.theDogAPIURL.absoluteString
    )

    /// The folder of the favorites.
    public static let dataDirectory = folder("data-dir", "The folder of the favorites.", .data, flag: "--data-dir")
    /// The folder of the settings file; `--no-config` reads none.
    public static let config = folder("config", "The folder of the settings file; --no-config reads none.", .config, flag: "--no-config")
    /// The folder of the line history.
    public static let history = folder("history", "The folder of the line history of interactive sessions.", .state)
    /// The folder of the live sources' cache.
    public static let cache = folder("cache", "The folder of live answers and image bytes; safe to delete.", .cache)

    /// A folder: the flag's, else `$XDG_…/dogsh`, else under HOME; `none` without either.
    private static func folder(_ name: String, _ summary: String, _ kind: XDGDirectory, flag: String? = nil) -> Setting {
        Setting(
            name, summary, sources: (flag.map { [.flag($0)] } ?? []) + [.environment(kind.variable)], values: .folder,
            default: { kind.resolve(environment: $0.filter { $0.key == "HOME" }) ?? "none" }
        ) { source, text in
            switch source {
            case .flag("--no-config"): return .value("none")
            case .flag: return .value(text)
            default: return text.hasPrefix("/") ? .value(text + "/dogsh") : .refused
            }
        }
    }

    /// The log levels: `DOGSH_LOG`, with `--log` on top.
    public static let log = Setting("log", "Log levels per category, as --log takes them; --log goes on top.", sources: [.flag("--log"), .environment("DOGSH_LOG")], values: .logLevels, default: "*=notice")

    /// Connections kept open to one host.
    public static let maxConnections = Setting(
        "max-connections", "Connections open to one host at once.", sources: [.environment("DOGSH_MAX_CONNECTIONS")], values: .wholeNumber(1...32, unit: nil), default: "10"
    )

    /// Requests in flight at once.
    public static let maxRequests = Setting("max-requests", "Requests in flight at once.", sources: [.environment("DOGSH_MAX_REQUESTS")], values: .wholeNumber(1...32, unit: nil), default: "32")

    /// Seconds a live call may stay quiet before the cache or the embedded catalog answers.
    public static let quiet = Setting("quiet", "Seconds a live call may stay quiet before the cache or the embedded catalog answers in its place.", sources: [.environment("DOGSH_QUIET")], values: .wholeNumber(1...60, unit: "seconds"), default: "2")

    /// Seconds a live call may take in all, retries included.
    public static let deadline = Setting("deadline", "Seconds a live call may take in all, retries included, before it gives up.", sources: [.environment("DOGSH_DEADLINE")], values: .wholeNumber(1...600, unit: "seconds"), default: "25")
}
