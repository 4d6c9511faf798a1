/// Settings a person chooses once and keeps across sessions.
public struct Preferences: Hashable, Sendable {
    /// The colour theme.
    public var theme: ThemeChoice

    /// Creates preferences; the theme follows the terminal by default.
    public init(theme: ThemeChoice = .auto) {
        self.theme = theme
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
