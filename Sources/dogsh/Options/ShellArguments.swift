import ArgumentParser
import DogCore
import DogServices
import DogTerminal

/// The shell's options and script parameters as ArgumentParser declares them, for `dogsh shell`
/// and for the completion scripts' root (`CompletionRoot`), which offers them at `dogsh`.
///
/// Every property takes its names, help and completion from `ShellOption`, where the options are declared.
struct ShellArguments: ParsableArguments {
    @Option(name: ShellOption.command.names, help: ShellOption.command.argumentHelp, completion: ShellOption.command.completion) var commands: String?
    @Option(name: ShellOption.script.names, help: ShellOption.script.argumentHelp, completion: ShellOption.script.completion) var script: String?
    @Option(name: ShellOption.seed.names, help: ShellOption.seed.argumentHelp, completion: ShellOption.seed.completion) var seed: UInt64?
    @Flag(name: ShellOption.keepGoing.names, help: ShellOption.keepGoing.argumentHelp) var keepGoing = false
    @Flag(name: ShellOption.json.names, help: ShellOption.json.argumentHelp) var json = false
    @Option(name: ShellOption.dataDirectory.names, help: ShellOption.dataDirectory.argumentHelp, completion: ShellOption.dataDirectory.completion) var dataDirectory: String?
    @Option(name: ShellOption.width.names, help: ShellOption.width.argumentHelp, completion: ShellOption.width.completion) var width: Int?
    @Option(name: ShellOption.pageSize.names, help: ShellOption.pageSize.argumentHelp, completion: ShellOption.pageSize.completion) var pageSize: Int?
    @Option(name: ShellOption.color.names, help: ShellOption.color.argumentHelp, completion: ShellOption.color.completion) var color: ColorMode = .auto
    @Option(name: ShellOption.lang.names, help: ShellOption.lang.argumentHelp, completion: ShellOption.lang.completion) var lang: LanguageChoice?
    @Option(name: ShellOption.units.names, help: ShellOption.units.argumentHelp, completion: ShellOption.units.completion) var units: UnitsSetting?
    @Option(name: ShellOption.source.names, help: ShellOption.source.argumentHelp, completion: ShellOption.source.completion) var source: String?
    @Option(name: ShellOption.images.names, help: ShellOption.images.argumentHelp, completion: ShellOption.images.completion) var images: String = "auto"
    @Flag(name: ShellOption.noPager.names, help: ShellOption.noPager.argumentHelp) var noPager = false
    @Option(name: ShellOption.log.names, help: ShellOption.log.argumentHelp, completion: ShellOption.log.completion) var log: String?
    @Option(name: ShellOption.logFile.names, help: ShellOption.logFile.argumentHelp, completion: ShellOption.logFile.completion) var logFile: String?
    @Option(name: ShellOption.record.names, help: ShellOption.record.argumentHelp, completion: ShellOption.record.completion) var record: String?
    @Flag(name: ShellOption.force.names, help: ShellOption.force.argumentHelp) var force = false
    @Flag(name: ShellOption.noConfig.names, help: ShellOption.noConfig.argumentHelp) var noConfig = false
    @Flag(name: ShellOption.requireLive.names, help: ShellOption.requireLive.argumentHelp) var requireLive = false
    @Argument(help: CLIText.help(.cliOptionParameters)) var parameters: [String] = []

    /// Refuses a second `-c` or `--script`: one would be dropped without a word, and a CI job would skip a script unseen.
    static func refuseSecondInput(_ arguments: [String]) throws {
        var inputs: [String] = []
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let word = arguments[index]
            if ["-c", "--command", "--script"].contains(word) {
                inputs.append(word)
                index += 1
            } else if word.hasPrefix("--command=") || word.hasPrefix("--script=") {
                inputs.append(String(word.prefix { $0 != "=" }))
            }
            index += 1
        }
        guard inputs.count > 1 else { return }
        throw ValidationError(CLIText.strings.text(.cliOneInput, ["first": .text(inputs[0]), "second": .text(inputs[1])]))
    }

    /// Reports a misspelt flag before anything about the words after it (`--colour never` is about
    /// `--colour`, not about `never`), with the nearest flags.
    static func refuseUnknownFlags(_ arguments: [String]) throws {
        let known = Set(ShellOption.all.map(\.long) + ["--help", "--version", "--generate-completion-script"])
        let words = Array(arguments.prefix(while: { $0 != "--" }))
        // A negative count is a value, not a flag: `--page-size -1` is about the count, not a missing value.
        for (option, value) in zip(words, words.dropFirst()) where ["--width", "--page-size"].contains(option) {
            if let count = Int(value), count < 1 { try refuseUnlessPositive(count, option) }
        }
        for word in words where word.hasPrefix("--") {
            let flag = String(word.prefix { $0 != "=" })
            guard !known.contains(flag) else { continue }
            let near = SearchPattern.nearest(to: String(flag.dropFirst(2)), among: ShellOption.all.map { (String($0.long.dropFirst(2)), $0.long) })
            throw ValidationError(near.isEmpty
                ? CLIText.strings.text(.cliFlagUnknown, ["flag": .text(flag)])
                : CLIText.strings.text(.cliFlagUnknownNear, ["flag": .text(flag), "suggestions": .alternatives(near)]))
        }
    }

    /// Names the real mistake when the first word is not a subcommand: a shell command typed
    /// where a subcommand goes (`dogsh open pug` is `dogsh -c 'open pug'`), or a subcommand misspelt.
    static func refuseAsSubcommand(_ word: String, rest: [String]) throws {
        if CommandTable.spec(invokedBy: word.lowercased()) != nil {
            let line = ([word] + rest).joined(separator: " ")
            throw ValidationError(CLIText.strings.text(.cliShellCommandNotSubcommand, ["command": .text(word), "line": .text(line)]))
        }
        let subcommands = Dogsh.configuration.subcommands.compactMap { $0.configuration.commandName }
        // A subcommand after the shell's options (`dogsh --json settings`): it goes first.
        if subcommands.contains(word), word != ShellCommand.configuration.commandName {
            let options = CommandLine.arguments.dropFirst().filter { $0 != word }
            let example = (["dogsh", word] + options).joined(separator: " ")
            throw ValidationError(CLIText.strings.text(.cliSubcommandAfterOptions, ["word": .text(word), "example": .text(example)]))
        }
        // A flag typed without its dashes (`dogsh version`) is near its flag.
        let flags = ["version", "help"] + ShellOption.all.map { String($0.long.dropFirst(2)) }
        let near = flags.contains(word.lowercased()) ? ["--" + word.lowercased()]
            : SearchPattern.nearest(to: word.lowercased(), among: subcommands.map { ($0, $0) })
        guard !word.contains("=") else { return }
        throw ValidationError(near.isEmpty
            ? CLIText.strings.text(.cliSubcommandNone, ["word": .text(word)])
            : CLIText.strings.text(.cliSubcommandUnknown, ["word": .text(word), "suggestions": .alternatives(near)]))
    }

    /// Reports the values the options' types accept but the shell does not, in the language of the run.
    func validate() throws {
        if let source, SourceChoice(parsing: source) == nil {
            throw ValidationError(CLIText.strings.text(.errorSourceUnknown, ["source": .text(source)]))
        }
        if let log {
            do { _ = try LogLevelRules(parsing: log) } catch { throw ValidationError(CLIText.strings.format(error.message)) }
        }
        if ImageMode.parse(images) == nil {
            throw ValidationError(CLIText.strings.text(.errorImagesModeUnknown, ["mode": .text(images)]))
        }
        try Self.refuseUnlessPositive(width, "--width")
        try Self.refuseUnlessPositive(pageSize, "--page-size")
        if let word = parameters.first, ScriptParameters.parse(word) == nil, script == nil, parameters.first == word {
            try Self.refuseAsSubcommand(word, rest: Array(parameters.dropFirst()))
        }
        if let word = parameters.first(where: { ScriptParameters.parse($0) == nil }) {
            throw ValidationError(CLIText.strings.text(.cliTestVariableInvalid, ["text": .text(word)]))
        }
        if script == nil, let word = parameters.first {
            throw ValidationError(CLIText.strings.text(.errorScriptParametersWithoutScript, ["text": .text(word)]))
        }
    }

    /// Refuses a count of columns or rows below 1, which would draw nothing.
    static func refuseUnlessPositive(_ count: Int?, _ option: String) throws {
        guard let count, count < 1 else { return }
        throw ValidationError(CLIText.strings.text(.errorCountNotPositive, ["option": .text(option), "value": .number(count)]))
    }
}
