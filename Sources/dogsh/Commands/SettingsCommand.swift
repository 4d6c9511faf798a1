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
        // The process's settings took the same options from all its arguments.
        let settings = EffectiveSettings.process
        guard let options = ShellOptions(parsing: options), options == settings.options else {
            throw ValidationError(CLIText.strings.text(.cliSettingsBadOptions, ["text": .text(self.options.joined(separator: " "))]))
        }
        let output = TerminalOutput()
        output.write(SettingsWarnings.lines(for: settings), to: .error)
        output.write(options.json ? [settings.jsonRecord()] : settings.table(), to: .standard)
        output.flush()
    }
}
