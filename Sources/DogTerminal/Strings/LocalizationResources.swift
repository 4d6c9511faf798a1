import DogCore
import Foundation

/// Finds and reads the `.lproj` string tables in DogTerminal's resource bundle.
enum LocalizationResources {
    /// The resource bundle SwiftPM builds for this module, next to the executable.
    static let bundleName = "dogsh_DogTerminal.resources"

    /// The `<code>.lproj` folder of a language, when the bundle is installed.
    static func folder(for choice: LanguageChoice) -> URL? {
        for base in bundleCandidates {
            let folder = base.appendingPathComponent("Localizations").appendingPathComponent(choice.rawValue + ".lproj")
            if FileManager.default.fileExists(atPath: folder.path) { return folder }
        }
        return nil
    }

    /// Reads `<name>.strings` in a folder; nil when it is missing or broken.
    static func table(_ name: String, in folder: URL) -> [String: String]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name + ".strings").path) else { return nil }
        return try? StringsFile.parse(String(decoding: data, as: UTF8.self))
    }

    /// Where the bundle may be: beside the running executable (the `dogsh` binary or the test runner).
    private static var bundleCandidates: [URL] {
        var folders: [URL] = []
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        folders.append(executable.deletingLastPathComponent())
        if let path = Bundle.main.executablePath { folders.append(URL(fileURLWithPath: path).deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        return folders.map { $0.appendingPathComponent(bundleName) }
    }
}
