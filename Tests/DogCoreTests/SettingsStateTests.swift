import Testing
@testable import DogCore

/// The settings' machine: each event it takes, the effects it answers with, and the state after.
@Suite struct SettingsStateTests {
    static let knobs = CoordinatorSettings(pageSize: 10)
    static let saved = Preferences(theme: .light, language: .de, units: .imperial)
    static let unreadable = PreferencesError.cannotRead(path: "/s", reason: "denied")

    static func after(_ change: (inout SettingsState) -> Void) -> SettingsState {
        var state = SettingsState(knobs: knobs)
        change(&state)
        return state
    }

    static let table: [(String, Event, [Effect], SettingsState)] = [
        ("saved settings read", .preferencesLoaded(.success(saved)), [], after { $0.preferences = saved }),
        ("saved settings unreadable", .preferencesLoaded(.failure(unreadable)), [.fail(unreadable.message)], after { _ in }),
        ("a theme saved", .preferencesSaved(.success(saved), changed: .theme),
         [.present(.message(Message(.messageThemeSet, ["theme": .message(Message(ThemeChoice.light.nameKey))])))], after { _ in }),
        ("a language saved", .preferencesSaved(.success(saved), changed: .language),
         [.present(.message(Message(.messageLanguageSet, ["language": .activeLanguage])))], after { _ in }),
        ("units saved", .preferencesSaved(.success(saved), changed: .units),
         [.present(.message(Message(.messageUnitsSet, ["units": .message(Message(UnitsSetting.imperial.nameKey))])))], after { _ in }),
        ("a save that failed", .preferencesSaved(.failure(unreadable), changed: .theme), [.fail(unreadable.message)], after { _ in }),
        ("log levels configured", .logLevelsConfigured(LogLevelRules(fallback: .debug)), [], after { $0.logLevels = LogLevelRules(fallback: .debug) }),
        ("another machine's event", .terminalResized(TerminalSize(columns: 60, rows: 9)), [], after { _ in }),
    ]

    @Test(arguments: table)
    func transition(_ row: (String, Event, [Effect], SettingsState)) {
        var state = SettingsState(knobs: Self.knobs)
        #expect(state.handle(row.1) == row.2, "\(row.0)")
        #expect(state == row.3, "\(row.0)")
    }

    @Test(arguments: [(3, true, 3), (10, false, 10), (0, true, 1), (-4, true, 1)])
    func thePageSizeFollowsTheTerminal(size: Int, changed: Bool, kept: Int) {
        var state = SettingsState(knobs: Self.knobs)
        #expect(state.follow(pageSize: size) == changed)
        #expect(state.knobs.pageSize == kept)
    }
}
