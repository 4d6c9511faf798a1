extension CommandTable {
    /// The session itself: its history, recordings, settings, help and end.
    static let session: [CommandSpec] = [
        CommandSpec(.history, help: .commandHistoryHelp) { _, _ in [.loadHistory] },
        CommandSpec(
            .record,
            arguments: [ArgumentSpec(.argumentFile, .optional, completion: .paths, words: ["stop"])],
            flags: [FlagSpec("transcript", help: .flagTranscriptHelp), FlagSpec("force", help: .flagForceHelp, inUsage: false)],
            help: .commandRecordHelp,
            examples: ["record tour.dogsh", "record --transcript tour.t", "record --force tour.dogsh", "record", "record stop"]
        ) { _, arguments throws(CommandError) in [.record(try arguments.recording())] },
        CommandSpec(
            .theme,
            arguments: [ArgumentSpec(.argumentTheme, .optional, completion: .keywords(ThemeChoice.allCases.map(\.rawValue)))],
            help: .commandThemeHelp, examples: ["theme", "theme light"]
        ) { navigator, arguments in
            guard let choice = arguments.keyword(0).flatMap(ThemeChoice.init(rawValue:)) else {
                return [.present(.message(Message(.messageThemeCurrent, ["theme": .message(Message(navigator.preferences.theme.nameKey))])))]
            }
            navigator.preferences.theme = choice
            return [.savePreferences(navigator.preferences, changed: .theme)]
        },
        CommandSpec(
            .units,
            arguments: [ArgumentSpec(.argumentUnits, .optional, completion: .keywords(UnitsSetting.allCases.map(\.rawValue)))],
            help: .commandUnitsHelp, examples: ["units", "units imperial", "units auto"]
        ) { navigator, arguments in
            guard let choice = arguments.keyword(0).flatMap(UnitsSetting.init(rawValue:)) else {
                let units = navigator.settings.unitsFlag ?? navigator.preferences.units
                return [.present(.message(Message(.messageUnitsCurrent, ["units": .message(Message(units.nameKey))])))]
            }
            navigator.settings.unitsFlag = nil
            navigator.preferences.units = choice
            return [.savePreferences(navigator.preferences, changed: .units)]
        },
        CommandSpec(
            .lang,
            arguments: [ArgumentSpec(.argumentLanguage, .optional, completion: .keywords(LanguageChoice.allCases.map(\.rawValue) + ["auto"]))],
            help: .commandLangHelp, examples: ["lang", "lang de", "lang auto"]
        ) { navigator, arguments in
            guard let word = arguments.keyword(0) else {
                return [.present(.message(Message(.messageLanguageCurrent, [
                    "language": .activeLanguage, "choices": .list(LanguageChoice.allCases.map(\.rawValue)),
                ])))]
            }
            // `auto` (the one other word the table lets through) follows the environment again.
            navigator.preferences.language = LanguageChoice(rawValue: word)
            return [.savePreferences(navigator.preferences, changed: .language)]
        },
        CommandSpec(
            .log,
            arguments: [
                ArgumentSpec(.argumentCategory, .optional, completion: .keywords(LogCategory.allCases.map(\.rawValue) + ["*"])),
                ArgumentSpec(.argumentLevel, .optional, completion: .keywords(LogSeverity.allCases.map(\.rawValue))),
            ],
            help: .commandLogHelp, examples: ["log", "log net", "log net debug", "log * warning"]
        ) { navigator, arguments in
            guard let category = arguments.keyword(0) else { return [.present(.logLevels(navigator.logLevels))] }
            let label = LogLevelRules.label(category)
            guard let level = arguments.keyword(1).flatMap(LogSeverity.init(rawValue:)) else {
                let level = label == "*" ? navigator.logLevels.fallback : navigator.logLevels.level(for: label)
                return [.present(.message(Message(.messageLogLevel, ["category": .text(label), "level": .text(level.rawValue)])))]
            }
            navigator.logLevels.set(category, to: level)
            return [
                .applyLogLevels(navigator.logLevels),
                .present(.message(Message(.messageLogLevelSet, ["category": .text(label), "level": .text(level.rawValue)]))),
            ]
        },
        CommandSpec(
            .help, aliases: ["?"],
            arguments: [ArgumentSpec(.argumentCommand, .optional, completion: .commands, words: ["all"])],
            help: .commandHelpHelp, examples: ["help", "help open", "help all"]
        ) { navigator, arguments in
            let screen = navigator.stack.top.kind
            switch arguments.keyword(0) {
            case nil: return [.present(.help(nil, screen: screen))]
            case "all": return [.present(.helpAll(screen: screen))]
            case let topic?: return [.present(.help(CommandTable.spec(invokedBy: topic)?.name, screen: screen))]
            }
        },
        CommandSpec("clear", aliases: ["cls"], help: .commandClearHelp, examples: ["clear"]) { _, _ in [.clearScreen] },
        CommandSpec(.quit, aliases: ["exit", "q"], help: .commandQuitHelp) { _, _ in [.quit] },
    ]
}
