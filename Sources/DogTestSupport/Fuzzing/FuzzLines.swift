import DogCore

/// Hostile input lines for the shell, repeatable from a seed.
///
/// Each line is raw bytes without its newline: random bytes with NUL and ESC, broken UTF-8,
/// terminal escape sequences (CSI, OSC, DCS, C1 controls, bidi overrides) inside real
/// commands, unbalanced quotes, absurd numbers and, when asked for, lines of a megabyte.
/// Lines never hold a command that ends the session, writes files or draws images
/// (`quit`, `save`, `favorites export`, `record`, `show`, `grid`), so a whole run replays to its end
/// inside its temporary folder; nor `clear`, which away from a terminal rightly answers nothing.
public struct FuzzLines: Sequence, IteratorProtocol {
    /// Commands a fuzzed line must not run: they end the session, write files, draw images or clear the screen.
    public static let excluded: Set<CommandName> = [.quit, .save, .favorites, .show, .grid, .record, "clear"]

    /// Command words the lines are built around: every name and alias of the commands not excluded.
    public static let commandWords: [String] = CommandName.allCases.filter { !excluded.contains($0) }.flatMap { name in
        [name.rawValue] + CommandTable.spec(name).aliases
    }

    /// Escape sequences a hostile line carries: every one must be neutralised before it reaches a terminal.
    public static let escapes: [[UInt8]] = [
        Array("\u{1B}[2J\u{1B}[H".utf8), Array("\u{1B}[31;1m".utf8), Array("\u{1B}]0;pwned\u{07}".utf8),
        Array("\u{1B}]52;c;ZXZpbA==\u{07}".utf8), Array("\u{1B}]8;;http://evil/\u{1B}\\link\u{1B}]8;;\u{1B}\\".utf8),
        Array("\u{1B}P+q544e\u{1B}\\".utf8), Array("\u{1B}[6n".utf8), Array("\u{1B}c".utf8), [0x9B, 0x32, 0x4A],
        Array("\u{9B}2J".utf8), Array("\u{9D}0;x\u{9C}".utf8), Array("\u{202E}evil\u{202C}".utf8),
        Array("\u{2066}x\u{2069}".utf8), [0x07], [0x08, 0x08, 0x08], [0x0D], [0x7F], [0x00], Array("\u{1B}".utf8),
    ]

    /// Byte sequences that are not UTF-8.
    public static let brokenUTF8: [[UInt8]] = [
        [0x80], [0xBF, 0xBF], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xFF], [0xFE, 0xFF], [0xF0, 0x9F, 0x90], [0xC3],
    ]

    private var generator: SeededGenerator
    private let remaining: Int?
    private var produced = 0
    private let longLineEvery: Int?
    private let longLineBytes: Int

    /// Lines from a seed; `count` nil goes on forever. Every `longLineEvery`-th line is `longLineBytes` long.
    public init(seed: UInt64, count: Int?, longLineEvery: Int? = nil, longLineBytes: Int = 1 << 20) {
        generator = SeededGenerator(seed: seed)
        remaining = count
        self.longLineEvery = longLineEvery
        self.longLineBytes = longLineBytes
    }

    public mutating func next() -> [UInt8]? {
        if let remaining, produced >= remaining { return nil }
        produced += 1
        let long = longLineEvery.map { produced % $0 == 0 } ?? false
        while true {
            let line = long ? longLine() : candidate()
            if !Self.runsExcludedCommand(line) { return line }
        }
    }

    /// Whether any statement of a line invokes an excluded command, as random bytes such as `q` can.
    static func runsExcludedCommand(_ line: [UInt8]) -> Bool {
        CommandLineSyntax.statements(String(decoding: line, as: UTF8.self)).contains { statement in
            guard let word = (try? CommandLineSyntax.words(statement))?.first, let spec = CommandTable.spec(invokedBy: word) else { return false }
            return excluded.contains(spec.name)
        }
    }

    private mutating func candidate() -> [UInt8] {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0, 1: return randomBytes(count: Int.random(in: 0...120, using: &generator))
        case 2: return pieces(Int.random(in: 1...6, using: &generator)) { $0.pick(Self.brokenUTF8) }
        case 3: return command(argument: pieces(Int.random(in: 1...3, using: &generator)) { $0.pick(Self.escapes) + $0.word() })
        case 4: return command(argument: pieces(2) { $0.word() + $0.pick(Self.brokenUTF8) })
        case 5: return command(argument: Array(pick(["99999999999999999999999", "-1", "0", "1e9", "0x10", "+3", "٣", "1 2 3 4 5"]).utf8))
        case 6: return pieces(Int.random(in: 1...8, using: &generator)) { $0.command(argument: $0.word()) + Array(" ; ".utf8) }
        case 7: return command(argument: Array(pick(["\"unterminated", "'half", "\\", "\"\"", "a\\ b", "\"a;b\"", "\t\t", "\u{00A0}"]).utf8))
        case 8: return pick(Self.escapes) + command(argument: word()) + pick(Self.escapes)
        default: return command(argument: word())
        }
    }

    /// A real command word followed by an argument.
    private mutating func command(argument: [UInt8]) -> [UInt8] {
        Array(pick(Self.commandWords).utf8) + [0x20] + argument
    }

    /// A short word of letters, digits and a few symbols.
    private mutating func word() -> [UInt8] {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_./äöü柴犬".utf8)
        return (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
    }

    /// Bytes of any value but the newline.
    private mutating func randomBytes(count: Int) -> [UInt8] {
        (0..<count).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return byte == 0x0A ? 0x00 : byte
        }
    }

    /// A megabyte, in turn: one huge word, a command with a huge name, a command with huge random bytes.
    private mutating func longLine() -> [UInt8] {
        let letter = pick(Array("abcdefghijklmnopqrstuvwxyz".utf8))
        switch produced / (longLineEvery ?? 1) % 3 {
        case 1: return Array(repeating: letter, count: longLineBytes)
        case 2: return command(argument: Array(repeating: letter, count: longLineBytes))
        default: return command(argument: randomBytes(count: longLineBytes))
        }
    }

    private mutating func pieces(_ count: Int, _ piece: (inout FuzzLines) -> [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count { bytes += piece(&self) }
        return bytes
    }

    private mutating func pick<Element>(_ options: [Element]) -> Element {
        options[Int.random(in: 0..<options.count, using: &generator)]
    }
}
