import DogServices
import FoundationEssentials

/// The transcript files `dogsh test` runs: files as named, and every `*.t` file under a folder.
public enum TranscriptFiles {
    /// What the arguments name, in order: each file as it is, each folder's `*.t` files at any depth, sorted.
    ///
    /// `empty` lists the folders that hold no transcript, so a mistyped folder is not a silent pass.
    public static func expand(_ paths: [String]) -> (files: [String], empty: [String]) {
        var files: [String] = []
        var empty: [String] = []
        for path in paths {
            guard FileStatus(path: path)?.isFolder == true else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? path : path + "/"
            let found = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [])
                .filter { $0.hasSuffix(".t") }
                .map { base + $0 }
                .filter { FileStatus(path: $0)?.isFolder == false }
                .sorted()
            if found.isEmpty { empty.append(path) }
            files += found
        }
        return (files, empty)
    }
}
