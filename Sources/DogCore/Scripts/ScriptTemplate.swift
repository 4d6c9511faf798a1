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
    /// The names the script uses, in the order they first appear.
    public let parameterNames: [String]

    /// Reads a script's text: its option lines (those before the first command) and the names it uses.
    public init(text: String) {
        self.text = text
        var seed: UInt64?
        var unknown: [(Int, String)] = []
        var names: [String] = []
        Self.withBytes(of: text) { scanner in
            var number = 0, start = 0
            while start < scanner.bytes.count {
                let end = scanner.index(of: UInt8(ascii: "\n"), from: start, to: scanner.bytes.count) ?? scanner.bytes.count
                let line = scanner.text(start..<end)
                number += 1
                start = end + 1
                guard line.hasPrefix("#|") else {
                    if Self.isComment(line) || line.allSatisfy(\.isWhitespace) { continue }
                    break
                }
                let parts = line.dropFirst(2).split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
                if parts.count == 2, parts[0] == "seed", let value = UInt64(parts[1]) {
                    seed = value
                } else {
                    unknown.append((number, line))
                }
            }
            names = Self.distinctNames(scanner)
        }
        self.seed = seed
        unknownOptions = unknown
        parameterNames = names
    }

    /// The script's text with every parameter filled; throws naming each parameter without a value.
    ///
    /// A script without parameters or `{{` is its own text.
    public func filled(with values: [String: String]) throws(ScriptParameterError) -> String {
        let missing = parameterNames.filter { values[$0] == nil }
        guard missing.isEmpty else { throw .missing(missing) }
        var filled: [UInt8] = []
        var changed = false
        Self.withBytes(of: text) { scanner in
            filled.reserveCapacity(scanner.bytes.count)
            scanner.forEachPiece { piece in
                switch piece {
                case let .text(range):
                    filled.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[range]))
                case .brace:
                    filled.append(UInt8(ascii: "{"))
                    changed = true
                case let .parameter(range):
                    filled.append(contentsOf: (values[scanner.text(range)] ?? "").utf8)
                    changed = true
                }
            }
        }
        return changed ? String(decoding: filled, as: UTF8.self) : text
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

    /// The names of a script's parameters, each once, in the order they first appear.
    ///
    /// The first few are told apart by their bytes, not by making and hashing a string for every
    /// `{name}`, which took a quarter of the scan of a 20 MB script; a script naming more than
    /// 16 keeps the rest in a set.
    private static func distinctNames(_ scanner: ScriptScanner) -> [String] {
        var names: [String] = []
        var firstUses: [Range<Int>] = []
        var more: Set<String> = []
        scanner.forEachPiece { piece in
            guard case let .parameter(range) = piece else { return }
            var known = 0
            while known < firstUses.count, !scanner.same(range, firstUses[known]) { known += 1 }
            guard known == firstUses.count else { return }
            let name = scanner.text(range)
            if firstUses.count < 16 {
                firstUses.append(range)
                names.append(name)
            } else if more.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }

    /// Runs `body` with a scanner over the text's UTF-8 bytes, copied only when the string does not hold them contiguously.
    private static func withBytes(of text: String, _ body: (ScriptScanner) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable({ body(ScriptScanner(bytes: $0)) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { body(ScriptScanner(bytes: $0)) }
        }
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
