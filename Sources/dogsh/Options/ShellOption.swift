import ArgumentParser
import DogCore
import DogRuntime
import DogServices
import DogTerminal

/// One option of the shell, declared once: its names, its help, and how its value is read and checked.
///
/// `ShellOption.all` feeds everything that knows the shell's options. `ShellOptions(parsing:)`
/// reads the arguments of almost every run with it, without ArgumentParser, whose reflection
/// costs about 1.2 ms at every start (BENCHMARKS.md). `ShellCommand` takes each option's names
/// and help from it, so ArgumentParser's help, errors and completion scripts say the same; a test
/// checks that both read every argument alike. The launcher reads the `ShellOptions` either gives.
struct ShellOption: Sendable {
    /// How an option takes its value.
    enum Kind: Sendable {
        /// No value: present or not.
        case flag(@Sendable (inout ShellOptions) -> Void)
        /// One value, checked and stored; false when the value is not one the option accepts.
        case value(@Sendable (inout ShellOptions, String) -> Bool)
    }

    /// The long name, such as `--command`.
    let long: String
    /// The short name, such as `-c`.
    let short: String?
    /// The key of the option's help.
    let help: LocalizationKey
    /// How it takes its value.
    let kind: Kind
    /// What shell completion offers for its value: files, folders or fixed words.
    let completion: CompletionKind?

    private init(_ long: String, short: Character? = nil, help: LocalizationKey, completion: CompletionKind? = nil, _ kind: Kind) {
        self.long = "--" + long
        self.short = short.map { "-" + String($0) }
        self.help = help
        self.completion = completion
        self.kind = kind
    }

    // A second -c or --script is not read here: ArgumentParser's path refuses it (`ShellArguments.refuseSecondInput`).
    static let command = ShellOption("command", short: "c", help: .cliOptionCommand, .value { options, text in
        guard options.commands == nil, options.script == nil else { return false }
        options.commands = text
        return true
    })
    static let script = ShellOption("script", help: .cliOptionScript, completion: .file(), .value { options, text in
        guard options.commands == nil, options.script == nil else { return false }
        options.script = text
        return true
    })
    static let seed = ShellOption("seed", help: .cliOptionSeed, .value { options, text in store(UInt64(text), in: &options.seed) })
    static let keepGoing = ShellOption("keep-going", help: .cliOptionKeepGoing, .flag { $0.keepGoing = true })
    static let json = ShellOption("json", help: .cliOptionJson, .flag { $0.json = true })
    static let dataDirectory = ShellOption("data-dir", help: .cliOptionDataDir, completion: .directory, .value { $0.dataDirectory = $1; return true })
    static let width = ShellOption("width", help: .cliOptionWidth, .value { options, text in store(positive(text), in: &options.width) })
    static let pageSize = ShellOption("page-size", help: .cliOptionPageSize, .value { options, text in store(positive(text), in: &options.pageSize) })
    static let color = ShellOption("color", help: .cliOptionColor, completion: .list(Setting.color.values.completions), .value { options, text in store(ColorMode(rawValue: text), in: &options.color) })
    static let lang = ShellOption("lang", help: .cliOptionLang, completion: .list(LanguageChoice.allCases.map(\.rawValue)), .value { options, text in store(LanguageChoice(rawValue: text), in: &options.lang) })
    static let units = ShellOption("units", help: .cliOptionUnits, completion: .list(Setting.units.values.completions), .value { options, text in store(UnitsSetting(rawValue: text), in: &options.units) })
    static let source = ShellOption("source", help: .cliOptionSource, completion: .list(Setting.source.values.completions), .value { options, text in
        store(SourceChoice(parsing: text).map { _ in text }, in: &options.source)
    })
    static let images = ShellOption("images", help: .cliOptionImages, completion: .list(Setting.images.values.completions), .value { options, text in
        store(ImageMode.parse(text).map { _ in text }, in: &options.images)
    })
    static let log = ShellOption("log", help: .cliOptionLog, .value { options, text in
        store((try? LogLevelRules(parsing: text)).map { _ in text }, in: &options.log)
    })
    static let logFile = ShellOption("log-file", help: .cliOptionLogFile, completion: .file(), .value { $0.logFile = $1; return true })
    static let record = ShellOption("record", help: .cliOptionRecord, completion: .file(), .value { $0.record = $1; return true })
    static let force = ShellOption("force", help: .cliOptionForce, .flag { $0.force = true })
    static let noPager = ShellOption("no-pager", help: .cliOptionNoPager, .flag { $0.noPager = true })
    static let noConfig = ShellOption("no-config", help: .cliOptionNoConfig, .flag { $0.noConfig = true })
    static let requireLive = ShellOption("require-live", help: .cliOptionRequireLive, .flag { $0.requireLive = true })

    /// Every option, in the order help lists them.
    static let all = [
        command, script, seed, keepGoing, json, dataDirectory, width, pageSize, color, lang, units, source, images, noPager, log, logFile, record,
        force, noConfig, requireLive,
    ]

    /// The options the root `dogsh --help` shows, for the shell it starts without a subcommand.
    static let main = [command, script, source, lang]

    /// The root help's text about the shell: its main options with their help, and where the rest are.
    static var rootHelp: String {
        let names = main.map { option in (option.short.map { $0 + ", " } ?? "    ") + option.long + " " + option.valueName }
        let width = names.map(\.count).max() ?? 0
        // Wrapped here, with a hanging indent, so ArgumentParser (which wraps at 80 columns from the margin) leaves the lines as they are.
        let indent = String(repeating: " ", count: width + 4)
        let rows = zip(names, main).flatMap { name, option in
            TextWrapping.wrap(CLIText.text(option.help), width: 79 - indent.count).enumerated().map { index, line in
                (index == 0 ? "  " + name + String(repeating: " ", count: width + 2 - name.count) : indent) + line
            }
        }
        let more = TextWrapping.wrap(CLIText.text(.cliRootMore), width: 79)
        return ([CLIText.text(.cliRootDiscussion)] + rows + [""] + more).joined(separator: "\n")
    }

    /// The placeholder of the option's value, as ArgumentParser names it: `<command>`; empty for a flag.
    var valueName: String {
        guard case .value = kind else { return "" }
        return "<" + long.dropFirst(2) + ">"
    }

    /// The option written `name`, long or short.
    static func named(_ name: String) -> ShellOption? {
        all.first { $0.long == name || $0.short == name }
    }

    /// Stores a value that was read, or says it could not be.
    /// A count of columns or rows: a whole number from 1 up; 0 would draw nothing.
    static func positive(_ text: String) -> Int? {
        Int(text).flatMap { $0 > 0 ? $0 : nil }
    }

    private static func store<Value>(_ value: Value?, in target: inout Value) -> Bool {
        guard let value else { return false }
        target = value
        return true
    }

    private static func store<Value>(_ value: Value?, in target: inout Value?) -> Bool {
        guard let value else { return false }
        target = value
        return true
    }

    /// The names as ArgumentParser declares them.
    var names: NameSpecification {
        let long = NameSpecification.Element.customLong(String(long.dropFirst(2)))
        guard let letter = short?.dropFirst().first else { return [long] }
        return NameSpecification([.customShort(letter), long])
    }

    /// The help as ArgumentParser shows it, in the language of the run.
    var argumentHelp: ArgumentHelp {
        CLIText.help(help)
    }
}
