/// Reads Apple's `.strings` format: `"key" = "value";` pairs with comments and escapes.
///
/// Supports `//` and `/* */` comments, and `\"`, `\\`, `\n`, `\t` and `\Uxxxx` escapes.
/// Foundation's plist reader is not used because its old-style parser differs across platforms.
public enum StringsFile {
    /// Why a `.strings` text could not be read.
    public struct SyntaxError: Error, Hashable, Sendable {
        /// The 1-based line where reading stopped.
        public let line: Int
    }

    /// Parses a `.strings` text; a key given twice keeps its last value.
    public static func parse(_ text: String) throws(SyntaxError) -> [String: String] {
        var scanner = Scanner(Array(text.unicodeScalars))
        var table: [String: String] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            if scanner.atEnd { return table }
            let key = try scanner.quoted()
            try scanner.skipSpaceAndComments()
            try scanner.expect("=")
            try scanner.skipSpaceAndComments()
            let value = try scanner.quoted()
            try scanner.skipSpaceAndComments()
            try scanner.expect(";")
            table[key] = value
        }
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            if scalars.first == "\u{FEFF}" { index = 1 }
        }

        var atEnd: Bool { index >= scalars.count }

        mutating func advance() -> Unicode.Scalar? {
            guard index < scalars.count else { return nil }
            defer { index += 1 }
            if scalars[index] == "\n" { line += 1 }
            return scalars[index]
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func skipSpaceAndComments() throws(SyntaxError) {
            while let scalar = peek() {
                if scalar.properties.isWhitespace {
                    _ = advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = advance(), next != "\n" {}
                } else if scalar == "/", peek(1) == "*" {
                    _ = advance()
                    _ = advance()
                    while !(peek() == "*" && peek(1) == "/") {
                        guard advance() != nil else { throw SyntaxError(line: line) }
                    }
                    _ = advance()
                    _ = advance()
                } else {
                    return
                }
            }
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(SyntaxError) {
            guard advance() == scalar else { throw SyntaxError(line: line) }
        }

        mutating func quoted() throws(SyntaxError) -> String {
            try expect("\"")
            var result = String.UnicodeScalarView()
            while let scalar = advance() {
                switch scalar {
                case "\"":
                    return String(result)
                case "\\":
                    guard let escaped = advance() else { throw SyntaxError(line: line) }
                    switch escaped {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "U", "u":
                        var value: UInt32 = 0
                        for _ in 0..<4 {
                            guard let digit = advance(), let nibble = UInt32(String(digit), radix: 16) else { throw SyntaxError(line: line) }
                            value = value * 16 + nibble
                        }
                        guard let decoded = Unicode.Scalar(value) else { throw SyntaxError(line: line) }
                        result.append(decoded)
                    default: result.append(escaped)
                    }
                default:
                    result.append(scalar)
                }
            }
            throw SyntaxError(line: line)
        }
    }
}
