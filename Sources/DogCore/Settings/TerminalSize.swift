/// The size a terminal took when it was resized: the parts the session follows, nil for the others.
///
/// A width given with `--width`, or a page size with `--page-size`, is not followed, and a
/// terminal that is not standard output's has no size to follow.
public struct TerminalSize: Hashable, Sendable {
    /// The width in columns; nil when output keeps its width.
    public var columns: Int?
    /// The height in rows; nil when pages keep their size.
    public var rows: Int?

    /// Creates a size; give only the parts to follow.
    public init(columns: Int? = nil, rows: Int? = nil) {
        self.columns = columns
        self.rows = rows
    }
}
