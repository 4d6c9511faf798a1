/// Knobs of the navigator that a session sets once.
public struct NavigatorSettings: Hashable, Sendable {
    /// Rows per page on paged screens.
    public var pageSize: Int
    /// How many random images a breed screen shows.
    public var imagesPerBreed: Int
    /// The deepest the navigation stack may grow.
    public var maximumDepth: Int

    /// Creates settings; the defaults suit an 80×24 terminal.
    public init(pageSize: Int = 20, imagesPerBreed: Int = 10, maximumDepth: Int = 64) {
        self.pageSize = pageSize
        self.imagesPerBreed = imagesPerBreed
        self.maximumDepth = maximumDepth
    }
}
