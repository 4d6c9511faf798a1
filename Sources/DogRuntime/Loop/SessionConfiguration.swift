import DogCore
import DogTerminal

/// The settings a session starts with.
public struct SessionConfiguration: Sendable {
    /// Seeds random image picks; the same seed repeats the same picks.
    public var seed: UInt64
    /// The terminal width used for layout.
    public var width: Int
    /// Coordinator knobs: page size, images per breed, stack depth.
    public var coordinator: CoordinatorSettings
    /// The folder holding the favorites database; nil keeps favorites for this session only (no home folder).
    public var dataDirectory: String?
    /// The folder holding the settings file; nil keeps settings for this session only.
    public var configDirectory: String?
    /// Whether output is coloured (the theme picks the palette).
    public var colorEnabled: Bool
    /// The environment, for `COLORFGBG` when the theme is `auto`.
    public var environment: [String: String]
    /// Whether output goes to a terminal, where long messages are wrapped to the width.
    public var outputIsTerminal: Bool
    /// The language `--lang` asked for; it wins over the saved setting and the environment at start.
    public var languageFlag: LanguageChoice?
    /// The units `--units` asked for; they win over the saved setting until a `units` command.
    public var unitsFlag: UnitsSetting? {
        get { coordinator.unitsFlag }
        set { coordinator.unitsFlag = newValue }
    }
    /// The source's name in messages, such as `embedded` or `dog.ceo`.
    public var sourceName: String = "embedded"
    /// The source's name in `--json` records: `embedded`, `dogceo`, `thedogapi` or its URL.
    public var sourceRecordName: String = "embedded"
    /// Whether a live source that did not answer fails the command (`--require-live`, status 69)
    /// instead of the cache or the embedded catalog answering in its place.
    public var requiresLive = false {
        didSet { coordinator.requiresLive = requiresLive }
    }
    /// Whether a slow live source is answered for, after the quiet time, by what is cached or
    /// embedded (a person at a terminal), or waited for up to the deadline (a script).
    public var answersEarly = true
    /// The source as `--source` names it, when not the embedded catalog: a recording's replay needs it.
    public var recordedSource: String?
    /// TheDogAPI's address when `DOGSH_THEDOGAPI_URL` moved it: a recorded transcript needs it.
    public var theDogAPIURL: String?
    /// Values a recording never holds, written as `{name}` instead: TheDogAPI's key.
    public var recordingSecrets: [RecordingSecret] = []
    /// How images are drawn, or for `auto` what is to be asked before the first picture; `.off` describes them in text.
    public var imageChoice: ImageModeChoice = .settled(.off)
    /// The mode images are drawn in before anything is asked; setting it settles the choice on that mode.
    public var imageMode: ImageMode {
        get { imageChoice.mode }
        set { imageChoice = .settled(newValue) }
    }
    /// Why `auto` chose to draw no images (a pipe, `TERM=dumb`), said once on standard error
    /// with the first image described; nil when images are drawn or were turned off by name.
    public var imagesOffNote: Message?
    /// Whether output is JSON Lines records (`--json`) rather than text: English and metric on every machine.
    public var jsonOutput = false {
        didSet { coordinator.fixedUnits = jsonOutput ? .metric : nil }
    }
    /// Whether every line is written in ASCII (`ASCIIText`): the terminal's encoding is not UTF-8
    /// (`TerminalCharacters.encodingIsUTF8`), and the output is text, not `--json`'s records.
    public var writesASCII = false
    /// The terminal's height in rows, when known; a drawn image is kept within it.
    public var terminalRows: Int?
    /// Whether list pages are fitted to `terminalRows` (a terminal without `--page-size`).
    public var fitsPagesToRows = false
    /// The cache folder (`$XDG_CACHE_HOME/dogsh`); nil keeps images in memory only, or off.
    public var cacheDirectory: String?
    /// The longest any single call to a live source may take, retries included.
    public var liveDeadline: Duration = .seconds(25)
    /// How long a live call for the catalog or a breed's images may stay quiet before the cache or
    /// the embedded catalog answers in its place; the live answer replaces that when it comes.
    /// The coordinator's messages say how long, in whole seconds.
    public var liveQuiet: Duration = .seconds(2) {
        didSet { coordinator.quietSeconds = Int((liveQuiet / .seconds(1)).rounded(.up)) }
    }
    /// Whether a breed screen's image bytes are fetched in the background (interactive live sessions).
    public var prefetchesImages = false

    /// Creates a configuration; by default nothing is coloured and settings are not saved.
    public init(
        seed: UInt64, width: Int, coordinator: CoordinatorSettings = CoordinatorSettings(), dataDirectory: String?,
        configDirectory: String? = nil, colorEnabled: Bool = false, environment: [String: String] = [:],
        outputIsTerminal: Bool = false, languageFlag: LanguageChoice? = nil
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.languageFlag = languageFlag
        self.seed = seed
        self.width = width
        self.coordinator = coordinator
        self.coordinator.localeUnits = .fromEnvironment(environment)
        self.coordinator.localeUnitsOrigin = UnitSystem.measurementLocale(environment).map { "\($0.variable)=\($0.value)" }
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
        self.colorEnabled = colorEnabled
        self.environment = environment
    }
}
