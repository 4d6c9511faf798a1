/// A script file as `--script` reads it: its options and its `{name}` parameters, filled before anything runs.
///
/// `#| seed = N` lines before the first command set the seed, as in a transcript; a recording
/// writes one, so a replay repeats its random picks (`--seed` still wins). In every other line,
/// `{name}` stands for the value of the parameter `name=value` given after the script, and `{{`
/// for a literal `{`. Whole-line comments are left as they are. Names are letters, digits, `-`
/// and `_`; a `{` that starts no name is kept as written.
public struct ScriptTemplate: Sendable {
    /// The script's text, as read.
    public let text: String
    /// The seed its `#| seed` line sets, if any.
    public let seed: UInt64?
    /// The option lines it does not understand, with their 1-based line numbers.
    public let unknownOptions: [(line: Int, text: String)]

    /// Reads a script's text; only the lines before the first command are looked at now.
    public init(text: String) {
        self.text = text
        var seed: UInt64?
        var unknown: [(Int, String)] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard line.hasPrefix("#|") else {
                if Self.isComment(line) || line.allSatisfy(\.isWhitespace) { continue }
                break
            }
            let parts = line.dropFirst(2).split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
            if parts.count == 2, parts[0] == "seed", let value = UInt64(parts[1]) {
                seed = value
            } else {
                unknown.append((number, String(line)))
            }
        }
        self.seed = seed
        unknownOptions = unknown
    }

    /// The script's lines; a script without `{` never needs them.
    private var lines: [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The names the script uses, in the order they first appear.
    public var parameterNames: [String] {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return [] }
        var names: [String] = []
        for line in lines where !Self.isComment(line) {
            for piece in Self.pieces(of: line) {
                if case let .parameter(name) = piece, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The script's text with every parameter filled; throws naming each parameter without a value.
    ///
    /// A script without `{` is its own text: a long replay pays nothing for parameters.
    public func filled(with values: [String: String]) throws(ScriptParameterError) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        let missing = parameterNames.filter { values[$0] == nil }
        guard missing.isEmpty else { throw .missing(missing) }
        return lines.map { line in
            guard !Self.isComment(line) else { return String(line) }
            return Self.pieces(of: line).map { piece in
                switch piece {
                case let .text(text): text
                case let .parameter(name): values[name] ?? ""
                }
            }.joined()
        }.joined(separator: "\n")
    }

    /// The given parameters the script never uses, in the order given.
    public func unused(_ names: [String]) -> [String] {
        let used = Set(parameterNames)
        return names.filter { !used.contains($0) }
    }

    /// Writes text so that filling gives it back: every `{` doubled.
    public static func escaped(_ text: String) -> String {
        text.replacing("{", with: "{{")
    }

    /// Whether a name can be a parameter's: letters, digits, `-` and `_`, at least one.
    public static func isName(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// A whole-line comment or option line, which filling leaves alone.
    private static func isComment(_ line: some StringProtocol) -> Bool {
        line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#")
    }

    private enum Piece: Equatable {
        case text(String)
        case parameter(String)
    }

    /// A line cut into literal text and parameters; `{{` is a literal `{`.
    private static func pieces(of line: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var rest = line[...]
        while let brace = rest.firstIndex(of: "{") {
            text += rest[..<brace]
            let after = rest[rest.index(after: brace)...]
            if after.hasPrefix("{") {
                text += "{"
                rest = after.dropFirst()
            } else if let close = after.firstIndex(of: "}"), isName(after[..<close]) {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.parameter(String(after[..<close])))
                rest = after[after.index(after: close)...]
            } else {
                text += "{"
                rest = after
            }
        }
        text += rest
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }
}

/// Why a script's parameters could not be filled.
public enum ScriptParameterError: Error, Hashable, Sendable {
    /// The script uses these names and no value was given for them.
    case missing([String])
}

/// Reads `name=value` words given after a script.
public enum ScriptParameters {
    /// The name and value of a `name=value` word; nil when it is not one.
    public static func parse(_ word: String) -> (name: String, value: String)? {
        guard !word.hasPrefix("-"), let equals = word.firstIndex(of: "=") else { return nil }
        let name = word[..<equals]
        guard ScriptTemplate.isName(name) else { return nil }
        return (String(name), String(word[word.index(after: equals)...]))
    }
}
