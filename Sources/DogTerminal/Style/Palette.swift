import DogCore

/// SGR colour codes for each text role, for a dark or a light background.
///
/// Both palettes use the 256-colour cube's mid tones so text stays readable; the dark
/// palette leans on light tones and the light palette on deep ones.
public struct Palette: Hashable, Sendable {
    /// The palette's name, for tests and messages.
    public let name: String
    private let codes: [TextRole: String]

    /// The SGR parameters for a role, for example `38;5;75`.
    public func code(for role: TextRole) -> String {
        codes[role] ?? "0"
    }

    /// Colours for dark backgrounds.
    public static let dark = Palette(name: "dark", codes: [
        .title: "1;38;5;117", .number: "38;5;179", .name: "38;5;255", .detail: "38;5;250",
        .label: "38;5;110", .hint: "38;5;244", .url: "4;38;5;111", .favorite: "38;5;220",
        .error: "38;5;203", .prompt: "1;38;5;117", .location: "38;5;179",
    ])

    /// Colours for light backgrounds.
    public static let light = Palette(name: "light", codes: [
        .title: "1;38;5;25", .number: "38;5;130", .name: "38;5;16", .detail: "38;5;238",
        .label: "38;5;24", .hint: "38;5;242", .url: "4;38;5;26", .favorite: "38;5;166",
        .error: "38;5;160", .prompt: "1;38;5;25", .location: "38;5;130",
    ])

    /// The palette a theme choice means; `auto` reads `COLORFGBG` (`fg;bg`, a light background is 7 or 9–15).
    public static func resolve(_ theme: ThemeChoice, environment: [String: String]) -> Palette {
        switch theme {
        case .dark: return .dark
        case .light: return .light
        case .auto:
            guard let background = environment["COLORFGBG"]?.split(separator: ";").last.flatMap({ Int($0) }) else { return .dark }
            return background == 7 || (9...15).contains(background) ? .light : .dark
        }
    }
}
