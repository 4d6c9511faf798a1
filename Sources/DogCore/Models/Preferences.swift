/// Settings a person chooses once and keeps across sessions.
public struct Preferences: Hashable, Sendable {
    /// The colour theme.
    public var theme: ThemeChoice
    /// The language, or nil to follow the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    public var language: LanguageChoice?
    /// Metric, imperial, or `auto` to follow the measurement locale.
    public var units: UnitsSetting
    /// When output at a terminal goes through the pager.
    public var pager: PagerSetting

    /// Creates preferences; theme, language and units follow the terminal by default, and output taller than the window is paged.
    public init(theme: ThemeChoice = .auto, language: LanguageChoice? = nil, units: UnitsSetting = .auto, pager: PagerSetting = .auto) {
        self.theme = theme
        self.language = language
        self.units = units
        self.pager = pager
    }
}

/// Which preference a change touched, so its confirmation can say so.
public enum PreferenceKind: Hashable, Sendable {
    case theme, language, units, pager
}

/// The languages dogsh speaks.
public enum LanguageChoice: String, CaseIterable, Hashable, Sendable {
    case en, de, es, ja

    /// The language's name in itself: `Deutsch`, `日本語`.
    public var nativeName: String {
        switch self {
        case .en: "English"
        case .de: "Deutsch"
        case .es: "español"
        case .ja: "日本語"
        }
    }
}

/// Which colour palette to use.
public enum ThemeChoice: String, CaseIterable, Hashable, Sendable {
    /// Colours for dark backgrounds.
    case dark
    /// Colours for light backgrounds.
    case light
    /// Dark or light, from what the terminal says about its background.
    case auto

    /// The localization key of the theme's name.
    public var nameKey: LocalizationKey {
        switch self {
        case .dark: .themeDark
        case .light: .themeLight
        case .auto: .themeAuto
        }
    }
}
