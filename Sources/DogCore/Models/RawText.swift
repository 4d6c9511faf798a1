/// Cleans free text taken from a data source before it enters the models.
enum RawText {
    /// Collapses runs of whitespace, trims, and turns empty text or `NaN` into nil.
    static func clean(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty else { return nil }
        let joined = words.joined(separator: " ")
        return joined.lowercased() == "nan" ? nil : joined
    }

    /// Splits a comma-separated list such as a temperament into cleaned items.
    static func list(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",").compactMap { clean(String($0)) }
    }
}
