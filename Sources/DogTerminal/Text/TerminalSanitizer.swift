import DogCore

/// Strips everything from text that could steer a terminal: escape sequences, controls, bidi overrides.
///
/// CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC \`) and other escape sequences are
/// removed whole, C0 and C1 controls and DEL are dropped, tabs become spaces, and bidi
/// embedding and override characters (which can disguise text) are removed.
public enum TerminalSanitizer {
    /// Returns the text with nothing left that a terminal would interpret.
    public static func clean(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: isSuspicious) else { return text }
        var result = String.UnicodeScalarView()
        var state = State.text
        for scalar in text.unicodeScalars {
            switch state {
            case .text:
                switch scalar.value {
                case 0x1B: state = .escape
                case 0x9B: state = .csi
                case 0x9D, 0x90, 0x98, 0x9E, 0x9F: state = .string
                case 0x09: result.append(" ")
                default: if !isSuspicious(scalar) { result.append(scalar) }
                }
            case .escape:
                switch scalar.value {
                case 0x5B: state = .csi
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string
                case 0x20...0x2F: state = .escapeIntermediate
                default: state = .text
                }
            case .escapeIntermediate:
                if !(0x20...0x2F).contains(scalar.value) { state = .text }
            case .csi:
                if (0x40...0x7E).contains(scalar.value) { state = .text }
            case .string:
                if scalar.value == 0x07 || scalar.value == 0x9C { state = .text } else if scalar.value == 0x1B { state = .stringEscape }
            case .stringEscape:
                state = scalar.value == 0x5C ? .text : .string
            }
        }
        return String(result)
    }

    /// Whether every byte is printable ASCII, the common case, checked on the contiguous bytes:
    /// `utf8.allSatisfy` went byte by byte through the view's index, 2 % of a replay's time.
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }

    /// How many characters of typed text an error message quotes back.
    public static let typedTextLimit = 60

    /// Returns typed text fit to quote back: every control character visible, and at most `limit` characters.
    ///
    /// C0 controls and DEL use caret notation, as `cat -v` does (`^[` for ESC, `^@` for NUL);
    /// C1 controls and bidi marks show their code point (`<U+202E>`). Longer text ends in `…`.
    public static func visible(_ text: String, limit: Int) -> String {
        var result = String.UnicodeScalarView()
        var kept = 0
        for scalar in text.unicodeScalars {
            if kept == limit {
                result.append("…")
                break
            }
            kept += 1
            switch scalar.value {
            case 0x00...0x1F: result.append(contentsOf: ("^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))).unicodeScalars)
            case 0x7F: result.append(contentsOf: "^?".unicodeScalars)
            case _ where isSuspicious(scalar): result.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).zeroPadded(to: 4))>".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private enum State {
        case text, escape, escapeIntermediate, csi, string, stringEscape
    }

    /// Controls, DEL, C1 controls and bidi embedding, override and isolate characters (`PrintableText`'s list).
    public static func isSuspicious(_ scalar: Unicode.Scalar) -> Bool {
        PrintableText.isUnprintable(scalar)
    }
}
