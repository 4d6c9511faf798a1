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
        ) { coordinator, arguments in
            guard let choice = arguments.keyword(0).flatMap(ThemeChoice.init(rawValue:)) else {
                return [.present(.message(Message(.messageThemeCurrent, ["theme": .message(Message(coordinator.preferences.theme.nameKey))])))]
            }
            coordinator.preferences.theme = choice
            return [.savePreferences(coordinator.preferences, changed: .theme)]
        },
        CommandSpec(
            .units,
            arguments: [ArgumentSpec(.argumentUnits, .optional, completion: .keywords(UnitsSetting.allCases.map(\.rawValue)))],
            help: .commandUnitsHelp, examples: ["units", "units imperial", "units auto"]
        ) { coordinator, arguments in
            guard let choice = arguments.keyword(0).flatMap(UnitsSetting.init(rawValue:)) else {
                return [.present(.message(coordinator.unitsInForce))]
            }
            coordinator.settings.unitsFlag = nil
            coordinator.preferences.units = choice
            return [.savePreferences(coordinator.preferences, changed: .units)]
        },
        CommandSpec(
            .pager,
            arguments: [ArgumentSpec(.argumentPager, .optional, completion: .keywords(PagerSetting.allCases.map(\.rawValue)))],
            help: .commandPagerHelp, examples: ["pager", "pager off", "pager auto"]
        ) { coordinator, arguments in
            guard let choice = arguments.keyword(0).flatMap(PagerSetting.init(rawValue:)) else {
                let setting = coordinator.settings.pagerOffByFlag ? Message(.pagerOffByFlag) : Message(coordinator.preferences.pager.nameKey)
                return [.present(.message(Message(.messagePagerCurrent, ["setting": .message(setting), "program": coordinator.settings.pagerProgram.description])))]
            }
            coordinator.settings.pagerOffByFlag = false
            coordinator.preferences.pager = choice
            return [.savePreferences(coordinator.preferences, changed: .pager)]
        },
        CommandSpec(
            .lang,
            arguments: [ArgumentSpec(.argumentLanguage, .optional, completion: .keywords(LanguageChoice.allCases.map(\.rawValue) + ["auto"]))],
            help: .commandLangHelp, examples: ["lang", "lang de", "lang auto"]
        ) { coordinator, arguments in
            guard let word = arguments.keyword(0) else {
                return [.present(.message(Message(.messageLanguageCurrent, [
                    "language": .activeLanguage, "choices": .list(LanguageChoice.allCases.map(\.rawValue)),
                ])))]
            }
            // `auto` (the one other word the table lets through) follows the environment again.
            coordinator.preferences.language = LanguageChoice(rawValue: word)
            return [.savePreferences(coordinator.preferences, changed: .language)]
        },
        CommandSpec(
            .log,
            arguments: [
                ArgumentSpec(.argumentCategory, .optional, completion: .keywords(LogCategory.allCases.map(\.rawValue) + ["*"])),
                ArgumentSpec(.argumentLevel, .optional, completion: .keywords(LogSeverity.allCases.map(\.rawValue))),
            ],
            help: .commandLogHelp, examples: ["log", "log net", "log net debug", "log * warning"]
        ) { coordinator, arguments in
            guard let category = arguments.keyword(0) else { return [.present(.logLevels(coordinator.logLevels))] }
            let label = LogLevelRules.label(category)
            guard let level = arguments.keyword(1).flatMap(LogSeverity.init(rawValue:)) else {
                let level = label == "*" ? coordinator.logLevels.fallback : coordinator.logLevels.level(for: label)
                return [.present(.message(Message(.messageLogLevel, ["category": .text(label), "level": .text(level.rawValue)])))]
            }
            coordinator.logLevels.set(category, to: level)
            return [
                .applyLogLevels(coordinator.logLevels),
                .present(.message(Message(.messageLogLevelSet, ["category": .text(label), "level": .text(level.rawValue)]))),
            ]
        },
        CommandSpec(
            .help, aliases: ["?"],
            arguments: [ArgumentSpec(.argumentCommand, .optional, completion: .commands, words: ["all"])],
            help: .commandHelpHelp, examples: ["help", "help open", "help all"]
        ) { coordinator, arguments in
            let screen = coordinator.stack.top.kind
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
