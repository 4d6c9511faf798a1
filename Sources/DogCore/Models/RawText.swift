/// Cleans free text taken from a data source before it enters the models.
public enum RawText {
    /// Collapses runs of whitespace, trims, and turns empty text or `NaN` into nil.
    ///
    /// ASCII text, which is nearly all of it, is cleaned byte by byte; other text goes through
    /// `Character.isWhitespace`, which consults Unicode properties for every character.
    public static func clean(_ text: String?) -> String? {
        guard var text else { return nil }
        let joined: String
        if let ascii = text.withUTF8(cleanASCII) {
            guard let ascii else { return nil }
            joined = ascii
        } else {
            let words = text.split(whereSeparator: { $0.isWhitespace })
            guard !words.isEmpty else { return nil }
            joined = words.joined(separator: " ")
        }
        return isNaN(joined) ? nil : joined
    }

    /// Splits a comma-separated list such as a temperament into cleaned items.
    public static func list(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",").compactMap { clean(String($0)) }
    }

    /// The cleaned text of ASCII bytes: `.some(nil)` when only whitespace; nil when a byte is not ASCII.
    private static func cleanASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace { output.append(0x20) }
                pendingSpace = false
                output.append(byte)
            }
        }
        return .some(output.isEmpty ? nil : String(decoding: output, as: UTF8.self))
    }

    /// Whether a cleaned text is `NaN`, in any case.
    private static func isNaN(_ text: String) -> Bool {
        text.utf8.count == 3 && text.lowercased() == "nan"
    }
}
