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
    /// The output held line by line for the pager, at a terminal where a pager can run.
    private let paged: PagedOutput?
    /// The renderer in the session's current look.
    private(set) var renderer: PresentationRenderer {
        didSet { cache.removeAll() }
    }
    private let cache = RenderCache()
    /// The language `--lang` chose; it holds until a `lang` command changes the language.
    private var languageOverride: LanguageChoice?
    /// While `record --transcript` runs, everything shown since it was last taken, as a transcript shows it.
    private var plainCopy: [String]?
    /// The terminal's height, when the page size follows it: list pages are fitted to it.
    var rows: Int?
    /// Where the line running came from, which its errors name; nil at a prompt and in transcripts.
    var place: LinePlace?
    /// Whether the terminal's encoding is not UTF-8, so every line is written in ASCII (records excepted).
    private let writesASCII: Bool

    /// Creates a display in the default look; `apply(_:)` gives it the preferences'.
    init(configuration: SessionConfiguration, output: OutputSink) {
        self.configuration = configuration
        paged = configuration.coordinator.pagerProgram.pages ? PagedOutput(output) : nil
        self.output = paged ?? output
        languageOverride = configuration.languageFlag
        renderer = Self.renderer(for: configuration, preferences: Preferences(), languageOverride: configuration.languageFlag, unitsOverride: configuration.unitsFlag)
        rows = configuration.fitsPagesToRows ? configuration.terminalRows : nil
        writesASCII = configuration.writesASCII && !configuration.jsonOutput
    }

    /// Writes lines to a stream, in ASCII where the terminal needs it.
    private func emit(_ lines: [String], to stream: OutputStream) {
        output.write(ascii(lines), to: stream)
    }

    /// The lines in ASCII where the terminal needs it, else as they are.
    private func ascii(_ lines: [String]) -> [String] {
        writesASCII ? lines.map { ASCIIText.line($0, width: renderer.width) } : lines
    }

    /// Holds what the command about to run shows, for the pager.
    func beginCommand() {
        paged?.beginCommand()
    }

    /// Shows what the command showed, through the pager when the setting and the window's height
    /// say so; returns whether Ctrl-C ended the pager.
    func endCommand(pager setting: PagerSetting) async -> Bool {
        guard let paged else { return false }
        let renderer = renderer, writesASCII = writesASCII
        return await paged.endCommand(
            setting: setting, program: configuration.coordinator.pagerProgram,
            failure: { command, status in
                self.ascii(renderer.render(error: Message(.errorPagerFailed, ["command": .text(command), "status": .number(Int(status))])))
            },
            prompt: { percent in
                let prompt = renderer.strings.text(.pagerMore, ["percent": .number(percent)])
                return writesASCII ? ASCIIText.line(prompt) : prompt
            }
        )
    }

    /// How many rows a list's page must hold instead, so its lines (a wrapped heading, rows of
    /// several lines, the closing hint) fit the terminal with the command above and the prompt
    /// below; nil when the page fits, holds one row, or the terminal's height is not known.
    func pageSizeThatFits(_ screen: Screen, marks: FavoriteSet, art: [BreedRef: [String]]? = nil) -> Int? {
        guard let rows, records == nil, [.breeds, .breed, .favorites, .search, .find].contains(screen.kind) else { return nil }
        let paging = screen.paging
        guard let pageSize = paging.pageSize, pageSize > 1 else { return nil }
        let lines: [String] = if let art, case let .breeds(breeds) = screen {
            renderer.render(.breeds(breeds), marks: marks, art: art)
        } else {
            cache.lines(for: .screen(screen, marks: marks)) { renderer.render(.screen(screen, marks: marks)) }
        }
        // Rows of the terminal the page takes: a line wider than the terminal wraps onto more.
        let columns = max(1, renderer.width)
        let height = lines.reduce(0) { $0 + max(1, (DisplayWidth.of($1) + columns - 1) / columns) }
        let budget = max(1, rows - 2)
        guard height > budget else { return nil }
        let shown = max(1, paging.visibleRange.count)
        if screen.kind == .breed {
            // A breed's rows take a line each; the card above them is not a row.
            return shown > 1 ? max(1, shown - (height - budget)) : nil
        }
        // Terminal rows a list row takes, on average; the rest is the heading and the hint.
        let perRow = max(1, (height - 2 + shown - 1) / shown)
        let drop = (height - budget + perRow - 1) / perRow
        return max(1, pageSize - max(1, drop))
    }

    /// The renderer for some preferences, the language override winning over the saved language.
    ///
    /// With `--lang` as the override, it is the look a new session has once it has read the
    /// preferences: the first prompt is drawn with it before the session is made.
    static func renderer(
        for configuration: SessionConfiguration, preferences: Preferences, languageOverride: LanguageChoice?, unitsOverride: UnitsSetting?
    ) -> PresentationRenderer {
        // `--json` is the same on every machine: English and metric, whatever the locale, the settings or a `lang` or `units` command.
        let language = configuration.jsonOutput ? .en : languageOverride ?? preferences.language ?? .fromEnvironment(configuration.environment)
        let palette = configuration.colorEnabled ? Palette.resolve(preferences.theme, environment: configuration.environment) : nil
        // `units auto` stands for what the configuration read from the environment once, as the coordinator's does.
        let units = configuration.coordinator.fixedUnits ?? (unitsOverride ?? preferences.units).system(locale: configuration.coordinator.localeUnits)
        return PresentationRenderer(
            strings: Strings(language: .named(language)), width: configuration.width, painter: Painter(palette: palette),
            wrapsMessages: configuration.outputIsTerminal, units: units, asciiOnly: !TerminalCharacters.drawsUnicode(environment: configuration.environment)
        )
    }

    /// Takes the look the preferences ask for; after a `lang` command, the saved language wins over `--lang`.
    ///
    /// `unitsFlag` is the coordinator's: `--units` until a `units` command clears it there.
    func apply(_ preferences: Preferences, unitsFlag: UnitsSetting?, changed: PreferenceKind? = nil) {
        if changed == .language { languageOverride = nil }
        let look = Self.renderer(for: configuration, preferences: preferences, languageOverride: languageOverride, unitsOverride: unitsFlag)
        renderer = renderer.with(painter: look.painter, strings: look.strings, units: look.units)
    }

    /// Lays output out for a new terminal width.
    func resize(width: Int) {
        guard width != renderer.width else { return }
        renderer = renderer.with(width: width)
    }

    /// Lays output out for the terminal's new size: the width it followed, and the rows a picture may take.
    func fit(_ size: TerminalSize) {
        if let columns = size.columns { resize(width: columns) }
        if let rows = size.rows { self.rows = rows }
    }

    /// The strings output is written with.
    var strings: Strings {
        renderer.strings
    }

    /// The prompt for a stack: `dogsh> ` on the breeds list, `dogsh hound › afghan> ` deeper in.
    func prompt(for coordinator: Coordinator) -> String {
        let prompt = renderer.prompt(coordinator.stack.screens.map(\.crumb), offline: !coordinator.isOnline, waiting: coordinator.isAwaitingLive)
        return writesASCII ? ASCIIText.line(prompt) : prompt
    }

    /// The records of `--json`; nil for text output.
    private var records: JSONRecords? {
        configuration.jsonOutput ? JSONRecords(renderer: renderer, source: dataSource) : nil
    }

    /// Where the data on show came from, as `--json` records say it (`Coordinator.dataSource`); the interpreter keeps it current.
    var dataSource: String?

    /// Shows a presentation on standard output; screens shown lately come from the cache.
    ///
    /// A notice about the source goes to standard error when standard output is not a terminal,
    /// so that it holds data alone, without a place (it is news, not an error); in `--json` it is a
    /// `notice` record among the data.
    func present(_ presentation: Presentation) {
        if let records { return write(records.lines(for: presentation), to: .standard) }
        if case let .notice(message) = presentation, !configuration.outputIsTerminal {
            let lines = renderer.render(presentation)
            emit(lines, to: .error)
            if plainCopy != nil { copy(lines) { $0.render(.notice(message)) } }
            return
        }
        // A comparison taller than the terminal names its breeds again under it: laid out for the rows, so not cached.
        if case let .comparison(comparison) = presentation, let rows {
            emit(renderer.comparison(comparison, height: rows), to: .standard)
            // A transcript replays without a terminal, so its copy has no names repeated.
            if plainCopy != nil { copy(renderer.render(presentation)) { $0.render(presentation) } }
            return
        }
        let lines = cache.lines(for: presentation) { renderer.render(presentation) }
        emit(lines, to: .standard)
        if plainCopy != nil { copy(lines) { $0.render(presentation) } }
    }

    /// Shows the breeds list with a drawing beside each breed that has one (never cached: the drawings change).
    func present(_ screen: BreedsScreen, marks: FavoriteSet, art: [BreedRef: [String]]) {
        if records != nil { return present(.screen(.breeds(screen), marks: marks)) }
        let lines = renderer.render(.breeds(screen), marks: marks, art: art)
        emit(lines, to: .standard)
        if plainCopy != nil { copy(lines) { $0.render(.breeds(screen), marks: marks, art: art) } }
    }

    /// Shows a message, on standard output unless told otherwise.
    func show(_ message: Message, on stream: OutputStream = .standard) {
        if let records { return write([records.message(message)], to: stream) }
        let lines = renderer.render(.message(message))
        emit(lines, to: stream)
        if plainCopy != nil { copy(lines) { $0.render(.message(message)) } }
    }

    /// Shows an error on standard error, after the place it is about when there is one (`tour.dogsh:7: `).
    func fail(_ message: Message) {
        if let records { return write([records.error(message, at: place)], to: .error) }
        let lines = renderer.render(error: message)
        emit(placed(lines), to: .error)
        if plainCopy != nil { copy(lines) { $0.render(error: message) } }
    }

    /// Lines with the place before the first.
    private func placed(_ lines: [String]) -> [String] {
        guard let place, let first = lines.first else { return lines }
        return [place.prefix + first] + lines.dropFirst()
    }

    /// Writes lines drawn elsewhere, such as an image, to standard output; records carry no drawings.
    func write(_ lines: [String]) {
        guard records == nil else { return }
        write(lines, to: .standard)
    }

    /// Writes lines that look the same in a transcript (records, drawings) to the output and the plain copy.
    private func write(_ lines: [String], to stream: OutputStream) {
        emit(lines, to: stream)
        plainCopy?.append(contentsOf: lines)
    }

    /// Adds what was shown to the plain copy, as a transcript shows it: `plain` renders it again
    /// without colours or wrapping when the session's own look is not plain already.
    private func copy(_ lines: [String], plain: (PresentationRenderer) -> [String]) {
        // A transcript replays in a UTF-8 locale: its copy draws what that replay draws.
        plainCopy?.append(contentsOf: renderer.isPlain && !renderer.asciiOnly ? lines : plain(renderer.with(painter: .plain, wrapsMessages: false, asciiOnly: false)))
    }

    /// Starts or stops keeping a plain copy of what is shown, for `record --transcript`.
    func keepPlainCopy(_ keep: Bool) {
        plainCopy = keep ? [] : nil
    }

    /// What was shown since the last call, as a transcript shows it; nil when no copy is kept.
    func takePlainCopy() -> [String]? {
        defer { if plainCopy != nil { plainCopy = [] } }
        return plainCopy
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
