import DogCore
import DogTerminal

/// What a session shows and how it looks: presentations, messages and errors, rendered in the
/// session's language, colours and width, and written to its output.
///
/// The language is, in order: `--lang` (until a `lang` command), the saved setting, the
/// environment. Screens shown lately come from the render cache, which empties whenever the look
/// changes, so a hit is always what rendering would give now.
@MainActor
final class SessionDisplay {
    private let configuration: SessionConfiguration
    /// Where everything goes.
    let output: OutputSink
    /// The renderer in the session's current look.
    private(set) var renderer: PresentationRenderer {
        didSet { cache.removeAll() }
    }
    private let cache = RenderCache()
    /// The language `--lang` chose; it holds until a `lang` command changes the language.
    private var languageOverride: LanguageChoice?

    /// Creates a display in the default look; `apply(_:)` gives it the preferences'.
    init(configuration: SessionConfiguration, output: OutputSink) {
        self.configuration = configuration
        self.output = output
        languageOverride = configuration.languageFlag
        renderer = Self.renderer(for: configuration, preferences: Preferences(), languageOverride: configuration.languageFlag)
    }

    /// The renderer for some preferences, the language override winning over the saved language.
    ///
    /// With `--lang` as the override, it is the look a new session has once it has read the
    /// preferences: the first prompt is drawn with it before the session is made.
    static func renderer(for configuration: SessionConfiguration, preferences: Preferences, languageOverride: LanguageChoice?) -> PresentationRenderer {
        let language = languageOverride ?? preferences.language ?? .fromEnvironment(configuration.environment)
        let palette = configuration.colorEnabled ? Palette.resolve(preferences.theme, environment: configuration.environment) : nil
        return PresentationRenderer(
            strings: Strings(language: .named(language)), width: configuration.width, painter: Painter(palette: palette),
            wrapsMessages: configuration.outputIsTerminal
        )
    }

    /// Takes the look the preferences ask for; after a `lang` command, the saved language wins over `--lang`.
    func apply(_ preferences: Preferences, languageCommand: Bool = false) {
        if languageCommand { languageOverride = nil }
        let look = Self.renderer(for: configuration, preferences: preferences, languageOverride: languageOverride)
        renderer = renderer.with(painter: look.painter, strings: look.strings)
    }

    /// Lays output out for a new terminal width.
    func resize(width: Int) {
        guard width != renderer.width else { return }
        renderer = renderer.with(width: width)
    }

    /// The strings output is written with.
    var strings: Strings {
        renderer.strings
    }

    /// The prompt for a stack: `dogsh> ` on the breeds list, `dogsh hound › afghan> ` deeper in.
    func prompt(for navigator: Navigator) -> String {
        renderer.prompt(navigator.stack.screens.map(\.crumb), offline: !navigator.isOnline, waiting: navigator.isAwaitingLive)
    }

    /// The records of `--json`, in the session's language; nil for text output.
    private var records: JSONRecords? {
        configuration.jsonOutput ? JSONRecords(renderer: renderer) : nil
    }

    /// Shows a presentation on standard output; screens shown lately come from the cache.
    func present(_ presentation: Presentation) {
        if let records { return output.write(records.lines(for: presentation), to: .standard) }
        output.write(cache.lines(for: presentation) { renderer.render(presentation) }, to: .standard)
    }

    /// Shows the breeds list with a drawing beside each breed that has one (never cached: the drawings change).
    func present(_ screen: BreedsScreen, art: [BreedRef: [String]]) {
        if records != nil { return present(.screen(.breeds(screen))) }
        output.write(renderer.render(.breeds(screen), art: art), to: .standard)
    }

    /// Shows a message, on standard output unless told otherwise.
    func show(_ message: Message, on stream: OutputStream = .standard) {
        if let records { return output.write([records.message(message)], to: stream) }
        output.write(renderer.render(.message(message)), to: stream)
    }

    /// Shows an error on standard error.
    func fail(_ message: Message) {
        if let records { return output.write([records.error(message)], to: .error) }
        output.write(renderer.render(error: message), to: .error)
    }

    /// Writes lines drawn elsewhere, such as an image, to standard output; records carry no drawings.
    func write(_ lines: [String]) {
        guard records == nil else { return }
        output.write(lines, to: .standard)
    }

    /// Sends a control sequence that takes no room on the screen, such as OSC 52, to the terminal at once.
    func sendControl(_ sequence: String) {
        output.writePrompt(sequence)
    }

    /// Sends buffered output on.
    func flush() {
        output.flush()
    }
}
