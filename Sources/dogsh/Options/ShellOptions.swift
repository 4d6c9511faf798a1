import DogCore
import DogTerminal

/// What the shell was asked to do: the values of its options, as the launcher reads them.
///
/// `ShellOption.all` declares the options; `init(parsing:)` reads them with it.
struct ShellOptions: Equatable, Sendable {
    var commands: String?
    var script: String?
    var seed: UInt64?
    var keepGoing = false
    var json = false
    var dataDirectory: String?
    var width: Int?
    var pageSize: Int?
    var color: ColorMode = .auto
    var lang: LanguageChoice?
    var units: UnitsSetting?
    var source: String?
    var images = "auto"
    var log: String?
    var logFile: String?
    var record: String?
    var force = false
    var noPager = false
    var noConfig = false
    var requireLive = false
    /// The `name=value` words after the options, which fill a script's `{name}` placeholders.
    var parameters: [String] = []

    /// The defaults: the shell at a terminal, or on piped lines.
    init() {}

    /// Reads the shell's arguments as ArgumentParser would, with `ShellOption.all`.
    ///
    /// It takes `--name value`, `--name=value`, `-c value` and flags, a later value winning over an
    /// earlier one, and `name=value` script parameters with `--script`. Anything else (help, a
    /// subcommand, an unknown option, a missing or bad value, parameters without a script) gives
    /// nil, and ArgumentParser then reads the arguments and reports what is wrong.
    init?(parsing arguments: [String]) {
        guard read(arguments, passingOver: false), parameters.isEmpty || script != nil else { return nil }
    }

    /// Reads the shell's options wherever the arguments name them, passing over every word it cannot
    /// read: the settings a run ArgumentParser reads (help, a subcommand) is given in.
    ///
    /// Arguments `init(parsing:)` reads give the same options.
    init(scanning arguments: [String]) {
        _ = read(arguments, passingOver: true)
    }

    /// The options ArgumentParser read, for the runs that went through it (`dogsh shell …`).
    init(_ arguments: ShellArguments) {
        commands = arguments.commands
        script = arguments.script
        seed = arguments.seed
        keepGoing = arguments.keepGoing
        json = arguments.json
        dataDirectory = arguments.dataDirectory
        width = arguments.width
        pageSize = arguments.pageSize
        color = arguments.color
        lang = arguments.lang
        units = arguments.units
        source = arguments.source
        images = arguments.images
        log = arguments.log
        logFile = arguments.logFile
        record = arguments.record
        force = arguments.force
        noPager = arguments.noPager
        noConfig = arguments.noConfig
        requireLive = arguments.requireLive
        parameters = arguments.parameters
    }

    /// The flags that set settings, by name, with their values as the settings table reads them.
    var settingFlags: [String: String] {
        var flags: [String: String] = [:]
        flags["--source"] = source
        flags["--lang"] = lang?.rawValue
        flags["--units"] = units?.rawValue
        flags["--color"] = color.rawValue
        flags["--images"] = images
        flags["--log"] = log
        flags["--data-dir"] = dataDirectory
        if noPager { flags["--no-pager"] = "off" }
        if noConfig { flags["--no-config"] = "none" }
        if requireLive { flags["--require-live"] = "on" }
        return flags
    }

    /// Reads the arguments into these options; false at the first word it cannot read, unless it passes over such words.
    ///
    /// `--` ends the options: every word after it is a script parameter. A value may be `-`, which
    /// `-c` and `--script` take for standard input.
    private mutating func read(_ arguments: [String], passingOver: Bool) -> Bool {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                parameters += arguments[index...]
                return passingOver || arguments[index...].allSatisfy { ScriptParameters.parse($0) != nil }
            }
            if ScriptParameters.parse(word) != nil {
                parameters.append(word)
                continue
            }
            let (name, attached) = Self.split(word)
            guard let option = ShellOption.named(name) else {
                if passingOver { continue } else { return false }
            }
            switch option.kind {
            case let .flag(set):
                guard attached == nil else {
                    if passingOver { continue } else { return false }
                }
                set(&self)
            case let .value(set):
                let value: String
                if let attached {
                    value = attached
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
                        if passingOver { continue } else { return false }
                    }
                    value = arguments[index]
                    index += 1
                }
                guard set(&self, value) || passingOver else { return false }
            }
        }
        return true
    }

    /// An argument's option name and the value written after `=`, for long names.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
