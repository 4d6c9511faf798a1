import Foundation

/// The programs `swift build` put beside the running test bundle.
public enum BuiltProducts {
    /// The folder of the build's products, such as `.build/debug`.
    public static var folder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// An executable product of this package, such as `dogsh` or `dogsh-test-server`.
    public static func executable(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }
}
