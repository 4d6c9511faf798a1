import DogCore

/// Renders presentations as lines of text for a terminal of a given width, coloured by a painter.
public struct PresentationRenderer: Sendable {
    /// The language texts come from.
    public let strings: Strings
    /// The terminal width in columns.
    public let width: Int
    /// Colours by role, or plain.
    public let painter: Painter
    /// Whether messages and errors are wrapped to the width; only at a terminal, so piped
    /// output and transcripts keep one message per line whatever paths it holds.
    public let wrapsMessages: Bool
    /// Metric or imperial: the units measures are shown in.
    public let units: UnitSystem
    /// Whether only ASCII may be drawn where a symbol would do (`TERM=dumb`, a locale that is not UTF-8).
    public let asciiOnly: Bool
    /// Details blocks already laid out, by breed details.
    let detailLayouts = Memo<DetailsKey, [String]>()
    /// Hints already wrapped and painted, by text.
    let hintLayouts = Memo<String, [String]>(capacity: 64)

    /// Creates a renderer; widths below 20 columns are treated as 20.
    public init(
        strings: Strings, width: Int, painter: Painter = .plain, wrapsMessages: Bool = false, units: UnitSystem = .metric, asciiOnly: Bool = false
    ) {
        self.strings = strings
        self.units = units
        self.asciiOnly = asciiOnly
        self.width = max(20, width)
        self.painter = painter
        self.wrapsMessages = wrapsMessages
    }

    /// The same renderer for another width, painter, language or wrapping.
    public func with(
        width: Int? = nil, painter: Painter? = nil, strings: Strings? = nil, wrapsMessages: Bool? = nil, units: UnitSystem? = nil,
        asciiOnly: Bool? = nil
    ) -> PresentationRenderer {
        PresentationRenderer(
            strings: strings ?? self.strings, width: width ?? self.width, painter: painter ?? self.painter,
            wrapsMessages: wrapsMessages ?? self.wrapsMessages, units: units ?? self.units, asciiOnly: asciiOnly ?? self.asciiOnly
        )
    }

    /// Whether it draws as a transcript or a pipe shows output: no colours, one line per message.
    public var isPlain: Bool {
        painter == .plain && !wrapsMessages
    }

    /// A breed's name in the renderer's language, or the catalog's display name.
    func name(_ ref: BreedRef, _ fallback: String) -> String {
        strings.breedName(ref, fallback: fallback)
    }

    /// The lines that show a presentation.
    public func render(_ presentation: Presentation) -> [String] {
        switch presentation {
        case let .screen(screen, marks): render(screen, marks: marks)
        case let .message(message), let .notice(message): messageLines(strings.format(message))
        case let .breadcrumb(crumbs): messageLines(breadcrumb(crumbs, numbered: true))
        case let .help(name, screen): name.map(help) ?? helpOverview(on: screen)
        case let .helpAll(screen): helpAll(on: screen)
        case let .details(breed, facts): details(of: breed, facts: facts)
        case let .catalogSummary(summary): catalogSummary(summary)
        case let .comparison(comparison): self.comparison(comparison)
        case let .randomImage(image, displayName): randomImage(image, displayName: displayName)
        case let .history(lines): history(lines)
        case let .logLevels(rules): logLevels(rules)
        }
    }

    /// The lines of an error message.
    public func render(error message: Message) -> [String] {
        messageLines(strings.format(message)).map { painter.paint($0, .error) }
    }

    /// A message as one line, or wrapped to the width at a terminal.
    private func messageLines(_ text: String) -> [String] {
        wrapsMessages ? wrapped(text) : [text]
    }

    /// The lines of a screen.
    public func render(_ screen: Screen, marks: FavoriteSet) -> [String] {
        render(screen, marks: marks, art: [:])
    }

    /// The lines of a screen, with drawn thumbnails beside the breeds that have one (`ls --images` at a terminal).
    public func render(_ screen: Screen, marks: FavoriteSet, art: [BreedRef: [String]]) -> [String] {
        switch screen {
        case let .breeds(state): breedsScreen(state, marks: marks, art: art)
        case let .breed(state): breedScreen(state, marks: marks)
        case let .favorites(state): favoritesScreen(state)
        case let .search(state): searchScreen(state, marks: marks)
        case let .find(state): findScreen(state, marks: marks)
        }
    }

    /// The prompt: `dogsh> ` on the breeds list, `dogsh hound › afghan> ` deeper in.
    ///
    /// It shows the last two screens above the root, and only the last one, cut, when two
    /// would take more than a third of the width.
    /// When offline, or waiting for a live answer while a stand-in shows, it says so in brackets.
    public func prompt(_ crumbs: [Crumb], offline: Bool = false, waiting: Bool = false) -> String {
        let shown = Array(crumbs.dropFirst().suffix(2))
        var name = painter.paint("dogsh", .prompt)
        if offline {
            name += " " + painter.paint("[" + strings.text(.promptOffline) + "]", .error)
        } else if waiting {
            name += " " + painter.paint("[" + strings.text(.promptWaiting) + "]", .hint)
        }
        guard let last = shown.last else { return name + "> " }
        var location = breadcrumb(shown)
        if DisplayWidth.of(location) > width / 3 {
            let before = crumbs.dropLast().last
            location = DisplayWidth.truncate(crumbText(last, after: before), to: max(8, width / 3))
        }
        return name + " " + painter.paint(location, .location) + "> "
    }

    /// Crumbs joined by `›`; a sub-breed after its own breed shows only its sub-breed name.
    ///
    /// `numbered` puts before each crumb below the top how many screens `back` goes to reach
    /// it: `[2] breeds › [1] hound › afghan`.
    public func breadcrumb(_ crumbs: [Crumb], numbered: Bool = false) -> String {
        var parts: [String] = []
        var previous: Crumb?
        for (index, crumb) in crumbs.enumerated() {
            let steps = crumbs.count - 1 - index
            let number = numbered && steps > 0 ? painter.paint("[\(steps)]", .number) + " " : ""
            parts.append(number + crumbText(crumb, after: previous))
            previous = crumb
        }
        return parts.joined(separator: " › ")
    }

    func crumbText(_ crumb: Crumb, after previous: Crumb?) -> String {
        switch crumb {
        case .breeds: strings.text(.crumbBreeds)
        case .favorites: strings.text(.crumbFavorites)
        case let .search(query): strings.text(.crumbSearch, ["query": .typed(query)])
        case let .find(query): strings.text(.crumbFind, ["query": .typed(query)])
        case let .breed(ref):
            if case let .breed(parent)? = previous, parent == ref.parent, let sub = ref.subBreed {
                TerminalSanitizer.clean(sub)
            } else {
                TerminalSanitizer.clean(ref.phrase)
            }
        }
    }

    /// A hint or footer, wrapped to the width and dimmed; laid out once per renderer.
    ///
    /// A screen's hint is one of a few fixed texts, and wrapping it on every drawing of a breed
    /// took 3.5 % of a replay's time.
    func hint(_ text: String) -> [String] {
        hintLayouts.value(for: text) { TextWrapping.wrap(text, width: width).map { painter.paint($0, .hint) } }
    }

    /// Plain text wrapped to the width.
    func wrapped(_ text: String) -> [String] {
        TextWrapping.wrap(text, width: width)
    }

    /// A title, with `· page x of y` when the screen has more than one page, wrapped and coloured.
    ///
    /// The page is never split across two lines (`page 1 of` / `11`): where it does not fit after
    /// the title's last line, it takes a line of its own.
    func title(_ text: String, paging: Paging? = nil) -> [String] {
        var lines = wrapped(text)
        if let paging, paging.pageCount > 1 {
            let page = strings.text(.screenPaging, ["page": .number(paging.page), "count": .number(paging.pageCount)])
            if let last = lines.last, DisplayWidth.of(last) + 3 + DisplayWidth.of(page) <= width {
                lines[lines.count - 1] = last + " · " + page
            } else {
                lines.append(page)
            }
        }
        return lines.map { painter.paint($0, .title) }
    }

    /// A layout for numbered rows up to a number.
    func rowLayout(largestNumber: Int) -> RowLayout {
        RowLayout(largestNumber: largestNumber, width: width, painter: painter)
    }

    func logLevels(_ rules: LogLevelRules) -> [String] {
        let rows = [("*", rules.fallback)] + rules.effectiveLevels.map { ($0.category.label, $0.level) }
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return title(strings.text(.messageLogLevelsTitle))
            + rows.map { "  " + painter.paint(DisplayWidth.pad($0.0, to: labelWidth), .name) + "  " + $0.1.rawValue }
    }

    func history(_ lines: [String]) -> [String] {
        let layout = rowLayout(largestNumber: lines.count)
        return lines.enumerated().map { layout.row($0.offset + 1, favorite: false, $0.element, nameWidth: 0, detail: nil) }
    }
}

/// What a breed's details block is laid out from: both sources' values.
struct DetailsKey: Hashable, Sendable {
    let details: BreedDetails?
    let facts: BreedFacts?
}
