import Foundation

/// A fresh temporary folder path, not yet created; the system cleans its temporary folder.
public func temporaryFolder(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-\(name)-\(UUID())").path
}
