import DogCore

/// The settings a session starts with.
public struct SessionConfiguration: Sendable {
    /// Seeds random image picks; the same seed repeats the same picks.
    public var seed: UInt64
    /// The terminal width used for layout.
    public var width: Int
    /// Navigator knobs: page size, images per breed, stack depth.
    public var navigator: NavigatorSettings
    /// The folder holding the favorites database.
    public var dataDirectory: String

    /// Creates a configuration.
    public init(seed: UInt64, width: Int, navigator: NavigatorSettings = NavigatorSettings(), dataDirectory: String) {
        self.seed = seed
        self.width = width
        self.navigator = navigator
        self.dataDirectory = dataDirectory
    }
}
