import DogCore
import DogServices
import DogTerminal

/// The settings of a run, from its flags, the environment, the settings file and the defaults:
/// where the launcher, the session and the help and errors take them from.
///
/// The order of precedence: a flag, then the environment, then the settings file, then the
/// default (the settings file wins over the environment for `lang`, as the `lang` command saves
/// it there; `auto` in the file defers to the environment). `dogsh settings` shows each value and
/// where it comes from (`rows`). A process builds its own once (`process`), and reads the settings
/// file then, and only then.
struct EffectiveSettings: Sendable {
    /// The shell's options.
    let options: ShellOptions
    /// Whether the arguments are the shell's options alone, which start the shell without ArgumentParser.
    let startsShell: Bool
    /// The environment.
    let environment: [String: String]
    /// The settings file, as it was read.
    let file: PreferencesFile.Snapshot
    /// The folder of the settings file, which the environment names.
    let configDirectory: String

    /// The settings for some options, environment and settings file.
    init(options: ShellOptions, environment: [String: String], file: PreferencesFile.Snapshot, startsShell: Bool = false) {
        self.options = options
        self.startsShell = startsShell
        self.environment = environment
        self.file = file
        configDirectory = XDGDirectory.config.resolve(environment: environment)
    }

    /// This process's settings, built on first use from its arguments, its environment and the
    /// settings file, which is read now: the launcher, the session and the help text share them.
    ///
    /// Help text is made before ArgumentParser reads the arguments, so a run that is not the
    /// shell's options alone (help, a subcommand) takes the shell's options wherever they are.
    static let process: EffectiveSettings = {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessEnvironment.current()
        let file = PreferencesFile(directory: XDGDirectory.config.resolve(environment: environment)).snapshot()
        if let options = ShellOptions(parsing: arguments) {
            return EffectiveSettings(options: options, environment: environment, file: file, startsShell: true)
        }
        return EffectiveSettings(options: ShellOptions(scanning: arguments), environment: environment, file: file)
    }()

    /// The settings file's path, which its warnings name.
    var filePath: String {
        PreferencesFile(directory: configDirectory).path
    }

    /// The language the session starts in, and help and errors are given in: `--lang`, the
    /// settings file, the environment, else English.
    var language: LanguageChoice {
        options.lang ?? file.preferences.language ?? .fromEnvironment(environment)
    }

    /// The strings of that language.
    var strings: Strings {
        Strings(language: .named(language))
    }

    /// The source as named: `--source`, the settings file, else the embedded catalog.
    ///
    /// Both were checked as they were read: `--source` by the option, the file's by its snapshot,
    /// which warned about a bad one and left it out.
    var source: String {
        options.source ?? file.setting("source") ?? "embedded"
    }

    /// TheDogAPI's key: `DOGSH_THEDOGAPI_KEY`, else the settings file; nil without either.
    var theDogAPIKey: String? {
        environment["DOGSH_THEDOGAPI_KEY"].flatMap { $0.isEmpty ? nil : $0 } ?? file.setting("thedogapi-key")
    }

    /// How images are drawn, as named: `--images` unless `auto`, else the settings file.
    var images: String {
        ImageMode.setting(flag: options.images, file: file.setting("images"))
    }
}
