/// A JSON value whose objects keep their keys in the order written, serialised on one line.
///
/// Written by hand rather than with `JSONEncoder`: records read `{"v":1,"type":…}` with the
/// version and type first and the rest in a fixed order, so transcripts of `--json` stay byte for
/// byte the same; `JSONEncoder` orders keys by hash or sorts them all.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as compact JSON text (RFC 8259): no spaces, strings escaped, no trailing newline.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .int(value): out += String(value)
        case let .double(value):
            // Whole numbers without a fraction; others with at most two decimals, as the sources give them.
            if value.rounded() == value, abs(value) < 1e15 { out += String(Int(value)) } else { out += String((value * 100).rounded() / 100) }
        case let .string(value): Self.escape(value, into: &out)
        case let .array(values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case let .object(pairs):
            out += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out += "," }
                Self.escape(pair.0, into: &out)
                out += ":"
                pair.1.write(to: &out)
            }
            out += "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped.
    private static func escape(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20 || (0x7F...0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
