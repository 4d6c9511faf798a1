import DogCore
import Foundation

/// Completes file-system paths for arguments whose completion source is `.paths`.
public enum PathCompletion {
    /// Entries of the partial path's folder that start with its last component; folders end in `/`.
    ///
    /// `~/` is expanded for listing but kept in the candidates; hidden entries show only when asked for with `.`.
    public static func candidates(for partial: String, fileManager: FileManager = .default) -> [CompletionCandidate] {
        let slash = partial.lastIndex(of: "/")
        let folderPart = slash.map { String(partial[...$0]) } ?? ""
        let prefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        var folder = folderPart.isEmpty ? "." : folderPart
        if folder == "~/" || folder.hasPrefix("~/") { folder = NSHomeDirectory() + folder.dropFirst() }
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return [] }
        return names
            .filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .map { name in
                var isFolder: ObjCBool = false
                _ = fileManager.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
                return CompletionCandidate(folderPart + name + (isFolder.boolValue ? "/" : ""))
            }
    }
}
