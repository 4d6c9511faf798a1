/// Text from remote data made safe to print or copy.
///
/// The pure core's half of the project's one list of characters that steer a terminal;
/// `TerminalSanitizer` (DogTerminal) uses the same list and also drops escape sequences whole.
public enum PrintableText {
    /// The text without control characters (C0, DEL, C1) or bidirectional controls, which could
    /// move the cursor, start escape sequences or reorder what a person reads.
    public static func strip(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isUnprintable(scalar) { result.append(scalar) }
        return String(result)
    }

    /// Controls, DEL, C1 controls, and bidi marks, embeddings, overrides and isolates.
    public static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
