import DogCore
import FoundationEssentials
import Glibc

/// Completes file-system paths for arguments whose completion source is `.paths`.
public enum PathCompletion {
    /// Entries of the partial path's folder that start with its last component, each said to be a
    /// folder or a file; folders end in `/`.
    ///
    /// `~/` is expanded to `home` for listing but kept in the candidates; hidden entries show only when asked for with `.`.
    public static func candidates(for partial: String, home: String) -> [CompletionCandidate] {
        let slash = partial.lastIndex(of: "/")
        let folderPart = slash.map { String(partial[...$0]) } ?? ""
        let prefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        var folder = folderPart.isEmpty ? "." : folderPart
        if folder == "~/" || folder.hasPrefix("~/") { folder = home + folder.dropFirst() }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names
            .filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .map { name in
                var status = stat()
                let isFolder = stat((folder.hasSuffix("/") ? folder : folder + "/") + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
                return isFolder ? CompletionCandidate(folderPart + name + "/", .completionPathFolder) : CompletionCandidate(folderPart + name, .completionPathFile)
            }
    }
}
