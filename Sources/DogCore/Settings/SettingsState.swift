/// The settings a session runs with: the person's saved preferences, the log levels in force,
/// and the knobs it was started with (the page size follows the terminal).
///
/// One of the coordinator's child machines; `SettingsStateTests` is its transition table.
public struct SettingsState: Hashable, Sendable {
    /// The person's saved settings.
    public internal(set) var preferences = Preferences()
    /// The log levels in force.
    public internal(set) var logLevels = LogLevelRules()
    /// The knobs the session was created with.
    public internal(set) var knobs: CoordinatorSettings

    /// Settings with the defaults, and the session's knobs.
    public init(knobs: CoordinatorSettings) {
        self.knobs = knobs
    }

    /// Takes a settings event and returns what to show; none for events of other machines.
    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case let .preferencesLoaded(.success(preferences)):
            self.preferences = preferences
            return []
        case let .preferencesLoaded(.failure(error)):
            return [.fail(error.message)]
        case let .preferencesSaved(result, changed):
            return result.reported { preferences in
                switch changed {
                case .theme: Message(.messageThemeSet, ["theme": .message(Message(preferences.theme.nameKey))])
                case .language: Message(.messageLanguageSet, ["language": .activeLanguage])
                case .units: Message(.messageUnitsSet, ["units": .message(Message(preferences.units.nameKey))])
                case .pager: Message(.messagePagerSet, ["setting": .message(Message(preferences.pager.nameKey))])
                }
            }
        case let .logLevelsConfigured(rules):
            logLevels = rules
            return []
        default:
            return []
        }
    }

    /// Takes the page size the terminal's height now allows (at least 1); false when it is the one in force.
    mutating func follow(pageSize: Int) -> Bool {
        let size = max(1, pageSize)
        guard size != knobs.pageSize else { return false }
        knobs.pageSize = size
        return true
    }
}
