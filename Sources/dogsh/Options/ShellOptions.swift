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

    /// Reads the arguments into these options; false at the first word it cannot read, unless it passes over such words.
    private mutating func read(_ arguments: [String], passingOver: Bool) -> Bool {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
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
                    guard index < arguments.count, !arguments[index].hasPrefix("-") else {
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
