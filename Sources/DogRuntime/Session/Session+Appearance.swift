import DogCore
import DogTerminal

/// How a session looks: its language, its colours and its prompt, also before it exists.
extension Session {
    /// Speaks the preferred language and colours output by the preferred theme when colour is on.
    ///
    /// The language is, in order: `--lang` (until a `lang` command), the saved setting, the environment.
    func apply(_ preferences: Preferences, languageCommand: Bool = false) {
        if languageCommand { languageOverride = nil }
        let look = Self.look(preferences, languageOverride: languageOverride, configuration: configuration)
        renderer = renderer.with(painter: look.painter, strings: look.strings)
    }

    /// The renderer a session with this configuration has once it has read these preferences.
    ///
    /// The welcome and the first prompt are drawn with it while the session is still being made.
    public static func renderer(for configuration: SessionConfiguration, preferences: Preferences) -> PresentationRenderer {
        let look = look(preferences, languageOverride: configuration.languageFlag, configuration: configuration)
        return PresentationRenderer(strings: look.strings, width: configuration.width, painter: look.painter, wrapsMessages: configuration.outputIsTerminal)
    }

    /// The prompt a new session shows first, drawn with a renderer: `dogsh> `, for the breeds
    /// list every navigator starts on, online (a test holds it to the started session's prompt).
    public static func firstPrompt(renderer: PresentationRenderer) -> String {
        renderer.prompt([.breeds], offline: false)
    }

    /// The painter and strings for some preferences: the language override wins over the saved language.
    private static func look(
        _ preferences: Preferences, languageOverride: LanguageChoice?, configuration: SessionConfiguration
    ) -> (painter: Painter, strings: Strings) {
        let language = languageOverride ?? preferences.language ?? .fromEnvironment(configuration.environment)
        let palette = configuration.colorEnabled ? Palette.resolve(preferences.theme, environment: configuration.environment) : nil
        return (Painter(palette: palette), Strings(language: .named(language)))
    }
}
