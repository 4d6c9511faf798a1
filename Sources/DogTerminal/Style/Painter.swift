/// Colours text by role with SGR escape sequences, or leaves it plain.
public struct Painter: Hashable, Sendable {
    /// The palette, or nil for plain text.
    public let palette: Palette?

    /// A painter that adds nothing.
    public static let plain = Painter(palette: nil)

    /// Creates a painter.
    public init(palette: Palette?) {
        self.palette = palette
    }

    /// The text wrapped in its role's colour; plain text when there is no palette or no text.
    public func paint(_ text: String, _ role: TextRole) -> String {
        guard let palette, !text.isEmpty else { return text }
        return "\u{1B}[\(palette.code(for: role))m" + text + Self.reset
    }

    /// Resets every attribute.
    static let reset = "\u{1B}[0m"
}
