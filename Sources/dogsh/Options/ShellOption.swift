import ArgumentParser
import DogCore
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

    private init(_ long: String, short: Character? = nil, help: LocalizationKey, _ kind: Kind) {
        self.long = "--" + long
        self.short = short.map { "-" + String($0) }
        self.help = help
        self.kind = kind
    }

    static let command = ShellOption("command", short: "c", help: .cliOptionCommand, .value { $0.commands = $1; return true })
    static let script = ShellOption("script", help: .cliOptionScript, .value { $0.script = $1; return true })
    static let seed = ShellOption("seed", help: .cliOptionSeed, .value { options, text in store(UInt64(text), in: &options.seed) })
    static let keepGoing = ShellOption("keep-going", help: .cliOptionKeepGoing, .flag { $0.keepGoing = true })
    static let json = ShellOption("json", help: .cliOptionJson, .flag { $0.json = true })
    static let dataDirectory = ShellOption("data-dir", help: .cliOptionDataDir, .value { $0.dataDirectory = $1; return true })
    static let width = ShellOption("width", help: .cliOptionWidth, .value { options, text in store(Int(text), in: &options.width) })
    static let pageSize = ShellOption("page-size", help: .cliOptionPageSize, .value { options, text in store(Int(text), in: &options.pageSize) })
    static let color = ShellOption("color", help: .cliOptionColor, .value { options, text in store(ColorMode(rawValue: text), in: &options.color) })
    static let lang = ShellOption("lang", help: .cliOptionLang, .value { options, text in store(LanguageChoice(rawValue: text), in: &options.lang) })
    static let source = ShellOption("source", help: .cliOptionSource, .value { options, text in
        store(SourceChoice(parsing: text).map { _ in text }, in: &options.source)
    })
    static let images = ShellOption("images", help: .cliOptionImages, .value { options, text in
        store(ImageMode.parse(text).map { _ in text }, in: &options.images)
    })
    static let log = ShellOption("log", help: .cliOptionLog, .value { options, text in
        store((try? LogLevelRules(parsing: text)).map { _ in text }, in: &options.log)
    })
    static let logFile = ShellOption("log-file", help: .cliOptionLogFile, .value { $0.logFile = $1; return true })
    static let record = ShellOption("record", help: .cliOptionRecord, .value { $0.record = $1; return true })

    /// Every option, in the order help lists them.
    static let all = [command, script, seed, keepGoing, json, dataDirectory, width, pageSize, color, lang, source, images, log, logFile, record]

    /// The option written `name`, long or short.
    static func named(_ name: String) -> ShellOption? {
        all.first { $0.long == name || $0.short == name }
    }

    /// Stores a value that was read, or says it could not be.
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
