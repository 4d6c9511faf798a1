import ArgumentParser
import DogServices
import DogTerminal

/// `dogsh settings [OPTIONS]`: each setting's value and where it comes from, as a session started with those options would have it.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "settings", abstract: CLIText.text(.cliSettingsAbstract))

    @Argument(parsing: .captureForPassthrough, help: CLIText.help(.cliSettingsOptions))
    var options: [String] = []

    func run() throws {
        // The options are passed through to be read as the shell reads them, `--help` with them.
        if options.contains("--help") || options.contains("-h") { throw CleanExit.helpRequest(self) }
        guard let options = ShellOptions(parsing: options) else {
            throw ValidationError(CLIText.strings.text(.cliSettingsBadOptions, ["text": .text(self.options.joined(separator: " "))]))
        }
        let environment = ProcessEnvironment.current()
        let file = PreferencesFile(directory: XDGDirectory.config.resolve(environment: environment))
        let snapshot = file.snapshot()
        let output = TerminalOutput()
        output.write(SettingsWarnings.lines(for: snapshot.problems, path: file.path), to: .error)
        output.write(EffectiveSettings(options: options, environment: environment, file: snapshot).table(), to: .standard)
        output.flush()
    }
}
