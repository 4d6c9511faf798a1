import DogCore
import DogRuntime
import DogServices
import DogTerminal

/// The settings of a run, from its flags, the environment, the settings file and the defaults:
/// where the launcher, the session and the help and errors take them from.
///
/// Every setting is declared once, in `Setting.all`, with the places its value may come from in
/// the order they win (a flag, then the environment or the settings file as the table says, then
/// the default); `resolution` holds each value in force and its origin, which `dogsh settings`
/// shows, and the texts it refused, which the run warns about once. A process builds its own once
/// (`process`), and reads the settings file then, and only then (none with `--no-config`).
struct EffectiveSettings: Sendable {
    /// The shell's options.
    let options: ShellOptions
    /// Whether the arguments are the shell's options alone, which start the shell without ArgumentParser.
    let startsShell: Bool
    /// The environment.
    let environment: [String: String]
    /// The settings file, as it was read; empty when there is none to read.
    let file: PreferencesFile.Snapshot
    /// Every setting's value in force and where it came from.
    let resolution: SettingsResolution

    /// The settings for some options, environment and settings file.
    init(options: ShellOptions, environment: [String: String], file: PreferencesFile.Snapshot, startsShell: Bool = false) {
        self.options = options
        self.startsShell = startsShell
        self.environment = environment
        self.file = file
        resolution = SettingsResolution(flags: options.settingFlags, environment: environment, file: file.values(of:))
    }

    /// This process's settings, built on first use from its arguments, its environment and the
    /// settings file, which is read now: the launcher, the session and the help text share them.
    ///
    /// Help text is made before ArgumentParser reads the arguments, so a run that is not the
    /// shell's options alone (help, a subcommand) takes the shell's options wherever they are.
    static let process: EffectiveSettings = {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessEnvironment.current()
        let options = ShellOptions(parsing: arguments)
        return EffectiveSettings(reading: options ?? ShellOptions(scanning: arguments), environment: environment, startsShell: options != nil)
    }()

    /// The settings of some options and environment, with the settings file of the folder they name read now.
    init(reading options: ShellOptions, environment: [String: String], startsShell: Bool = false) {
        let folders = SettingsResolution(flags: options.settingFlags, environment: environment, file: { _ in [] })
        let file = folders.folder(.config).map { PreferencesFile(directory: $0).snapshot() } ?? PreferencesFile.Snapshot(text: "")
        self.init(options: options, environment: environment, file: file, startsShell: startsShell)
    }

    /// The same settings with other options, as ArgumentParser read them.
    func with(options: ShellOptions) -> EffectiveSettings {
        EffectiveSettings(options: options, environment: environment, file: file, startsShell: startsShell)
    }

    /// The folder of the settings file; nil with `--no-config` or without a home folder.
    var configDirectory: String? {
        resolution.folder(.config)
    }

    /// The settings file's path, which its warnings name.
    var filePath: String {
        configDirectory.map { PreferencesFile(directory: $0).path } ?? ""
    }

    /// The language the session starts in, and help and errors are given in.
    var language: LanguageChoice {
        LanguageChoice(rawValue: resolution[.lang]) ?? .en
    }

    /// The strings of that language.
    var strings: Strings {
        Strings(language: .named(language))
    }

    /// The source as named: `--source`, the settings file, else the embedded catalog.
    var source: String {
        resolution[.source]
    }

    /// TheDogAPI's key: `DOGSH_THEDOGAPI_KEY`, else the settings file; nil without either.
    var theDogAPIKey: String? {
        resolution.text(.theDogAPIKey)
    }

    /// How images are drawn, as named: `--images` unless `auto`, else the settings file.
    var images: String {
        resolution[.images]
    }
}
