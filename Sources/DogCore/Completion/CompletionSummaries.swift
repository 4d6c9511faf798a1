/// What each word Tab offers means, for the one-line description a list shows beside it, as
/// fish lists candidates: a keyword of a command's argument, a word an argument takes besides
/// its source, a trait of `find` or `sort` and the values a condition takes.
///
/// Breeds and rows are described where they are made (`Completer`): by the breed's name.
enum CompletionSummaries {
    /// A keyword of an argument, by the argument it fills: a theme, units, the pager, a language, a log
    /// category or level, a trait to sort by, a direction (after the trait it orders), an action.
    static func keyword(_ word: String, of argument: ArgumentSpec, previous: [String]) -> Message? {
        switch argument.placeholder {
        case .argumentTheme:
            switch ThemeChoice(rawValue: word) {
            case .dark: Message(.completionThemeDark)
            case .light: Message(.completionThemeLight)
            case .auto: Message(.themeAuto)
            case nil: nil
            }
        case .argumentUnits:
            UnitsSetting(rawValue: word).map { Message($0.nameKey) }
        case .argumentPager:
            PagerSetting(rawValue: word).map { Message($0.nameKey) }
        case .argumentLanguage:
            LanguageChoice(rawValue: word).map { Message(.languageNameWithCode, ["name": .text($0.nativeName), "code": .text($0.rawValue)]) }
                ?? (word == "auto" ? Message(.completionLanguageAuto) : nil)
        case .argumentCategory:
            word == "*" ? Message(.completionLogAll) : LogCategory(rawValue: word).map { Message(logCategoryKey($0)) }
        case .argumentLevel:
            LogSeverity(rawValue: word).map { Message(logLevelKey($0)) }
        case .argumentTrait:
            BreedTrait(rawValue: word).map { Message($0.labelKey) }
        case .argumentDirection:
            direction(word, after: previous)
        case .argumentAction:
            word == "export" ? Message(.completionWordExport) : word == "import" ? Message(.completionWordImport) : nil
        default:
            nil
        }
    }

    /// A word an argument takes besides what its source offers: `compare favorites`, `open favorites`, `record stop`, `help all`.
    static func word(_ word: String, of argument: ArgumentSpec) -> Message? {
        switch (word, argument.placeholder) {
        case ("favorites", .argumentBreeds): Message(.completionWordFavorites)
        case ("favorites", _): Message(.screenFavoritesName)
        case ("stop", _): Message(.completionWordStop)
        case ("all", _): Message(.completionWordAll)
        default: nil
        }
    }

    /// A condition of `find`: a trait's name by its label; a value by what the word means (a
    /// score's band, a group, a size), else by the trait it belongs to.
    static func condition(_ text: String) -> Message? {
        let name = String(text.prefix { $0.isLetter || $0 == "-" })
        guard let trait = BreedTrait(rawValue: name) else { return nil }
        guard let (_, _, value) = TraitQuery.parts(of: text), !value.isEmpty else { return Message(trait.labelKey) }
        if let band = ScoreBand(rawValue: value), trait.valueWords.contains(value) { return Message(band.labelKey) }
        if trait == .group, let group = AKCGroup(rawValue: value) { return Message(group.labelKey) }
        if trait == .size, let size = SizeClass(rawValue: value) { return Message(size.labelKey) }
        return Message(trait.labelKey)
    }

    /// `asc` and `desc` in the terms of the trait before them: lightest first, most popular first.
    private static func direction(_ word: String, after previous: [String]) -> Message? {
        guard word == "asc" || word == "desc" else { return nil }
        let descending = word == "desc"
        guard let trait = previous.last.flatMap(BreedTrait.init(rawValue:)), trait.isOrdered else {
            return Message(descending ? .orderHighestFirst : .orderLowestFirst)
        }
        return Message(ListOrder(trait: trait, descending: descending).directionKey)
    }

    private static func logCategoryKey(_ category: LogCategory) -> LocalizationKey {
        switch category {
        case .nav: .completionLogNav
        case .repl: .completionLogRepl
        case .net: .completionLogNet
        case .cache: .completionLogCache
        case .store: .completionLogStore
        case .catalog: .completionLogCatalog
        }
    }

    private static func logLevelKey(_ level: LogSeverity) -> LocalizationKey {
        switch level {
        case .trace: .completionLevelTrace
        case .debug: .completionLevelDebug
        case .info: .completionLevelInfo
        case .notice: .completionLevelNotice
        case .warning: .completionLevelWarning
        case .error: .completionLevelError
        case .critical: .completionLevelCritical
        }
    }
}
