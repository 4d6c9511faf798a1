/// Knobs of the coordinator: set when a session starts; the page size also follows the terminal's height.
public struct CoordinatorSettings: Hashable, Sendable {
    /// Rows per page on paged screens.
    public var pageSize: Int
    /// How many random images a breed screen shows.
    public var imagesPerBreed: Int
    /// The deepest the navigation stack may grow.
    public var maximumDepth: Int
    /// Seconds a live call may stay quiet before the cache or the embedded catalog answers (`DOGSH_QUIET`), as messages say it.
    public var quietSeconds: Int
    /// The units `--units` chose for the session; they hold until a `units` command sets the saved ones.
    public var unitsFlag: UnitsSetting?
    /// The system the measurement locale names, which `units auto` stands for; the runtime sets it from the environment.
    public var localeUnits: UnitSystem = .metric
    /// The system every measure is in whatever the flags and settings say: metric for `--json`,
    /// whose records are the same on every machine; nil lets them choose.
    public var fixedUnits: UnitSystem?
    /// Whether a live call that failed fails its command with nothing shown (`--require-live`),
    /// instead of showing what could be shown with the reason.
    public var requiresLive = false
    /// Where `localeUnits` came from, as `LANG=de_DE.UTF-8`; nil when no variable names a locale.
    public var localeUnitsOrigin: String?
    /// Whether `--no-pager` turned the pager off for the session; a `pager` command that sets the saved setting ends it.
    public var pagerOffByFlag = false
    /// The pager output goes through at this terminal, as the runtime found it in the environment.
    public var pagerProgram: PagerProgram = .notAtTerminal

    /// The most rows per page that keep a whole page on a terminal of `rows` rows, with the
    /// command typed, the page's heading, its closing hint and the next prompt (four lines),
    /// and never fewer than five.
    public static func pageSize(fittingRows rows: Int) -> Int {
        max(5, rows - 4)
    }

    /// Creates settings; the defaults suit an 80×24 terminal.
    public init(pageSize: Int = 20, imagesPerBreed: Int = 10, maximumDepth: Int = 64, quietSeconds: Int = 2) {
        self.pageSize = pageSize
        self.imagesPerBreed = imagesPerBreed
        self.maximumDepth = maximumDepth
        self.quietSeconds = quietSeconds
    }
}
