import DogServices
import Foundation
import Testing

/// A read-only data folder and a full disk: clear errors, the shell keeps working, nothing is lost.
///
/// Root ignores file modes, so as root the shell runs as `nobody` through `setpriv`. The disk
/// is a 1 MB tmpfs, which needs the right to mount; without it that test is skipped and says so.
@Suite(.serialized) struct FavoritesFailureTests {
    static let isRoot = getuid() == 0
    static let setpriv = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]

    /// Whether the shell can run without write access: as root, `nobody` must be able to reach and run the binary.
    static let canDropPrivileges: Bool = {
        guard isRoot else { return true }
        guard FileManager.default.isExecutableFile(atPath: setpriv[0]) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: setpriv[0])
        probe.arguments = Array(setpriv.dropFirst()) + [Support.binary.path, "--help"]
        probe.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        probe.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// A folder under /tmp that `nobody` can reach (the suite's own TMPDIR is private to root).
    static func sharedFolder() throws -> String {
        let path = "/tmp/dogsh-failure-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        return path
    }

    static func environment(_ folder: String) -> [String: String] {
        ["HOME": folder, "XDG_DATA_HOME": folder + "/data", "XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state", "LC_ALL": "C.UTF-8"]
    }

    /// Runs the shell as a user who cannot write the folder: `nobody` when the tests run as root.
    static func runWithoutWriteAccess(_ arguments: [String], folder: String) async throws -> Support.Outcome {
        let launcher = isRoot ? setpriv : []
        return try await Support.run(arguments, environment: environment(folder), launcher: launcher)
    }

    @Test(.enabled(if: canDropPrivileges, "as root this needs setpriv, and a binary that nobody may run"))
    func aReadOnlyDataFolderShowsFavoritesAndRefusesChangesClearly() async throws {
        let folder = try Self.sharedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let saved = try await Support.run(["-c", "open pug; fav"], environment: Self.environment(folder))
        #expect(saved.status == 0)
        let database = folder + "/data/dogsh/" + SQLiteFavoritesStore.fileName
        let before = FileManager.default.contents(atPath: database)
        for path in [folder + "/data", folder + "/data/dogsh"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: path)
        }
        let outcome = try await Self.runWithoutWriteAccess(["--keep-going", "-c", "favorites; open labrador; fav; where"], folder: folder)
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Favorites: 1 favorite"), "the favorites still show: \(outcome.output.prefix(200))")
        #expect(outcome.standardError == "dogsh: Favorites cannot be saved: \(database) is read-only.\n")
        #expect(outcome.output.hasSuffix("[2] breeds › [1] favorites › labrador\n"), "the shell kept going")
        #expect(FileManager.default.contents(atPath: database) == before, "nothing was touched")
    }

    @Test(.enabled(if: canDropPrivileges, "as root this needs setpriv, and a binary that nobody may run"))
    func aReadOnlyFolderWithoutADatabaseExplainsOnTheFirstChange() async throws {
        let folder = try Self.sharedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/data/dogsh", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o555])
        let outcome = try await Self.runWithoutWriteAccess(["--keep-going", "-c", "favorites; open pug; fav; where"], folder: folder)
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("Favorites: 0 favorites"))
        #expect(outcome.standardError == "dogsh: Favorites cannot be saved: \(folder)/data/dogsh/\(SQLiteFavoritesStore.fileName) is read-only.\n")
        #expect(outcome.output.hasSuffix("[2] breeds › [1] favorites › pug\n"))
    }

    @Test(.enabled(if: TmpfsMount.isPermitted, "needs the right to mount a tmpfs"))
    func aFullDiskIsAClearErrorAndLosesNothing() async throws {
        let mount = try TmpfsMount(size: "1m")
        defer { mount.unmount() }
        let environment = Self.environment(mount.path)
        let first = try await Support.run(["-c", "open pug; fav"], environment: environment)
        #expect(first.status == 0)
        let filler = mount.path + "/filler"
        #expect(FileManager.default.createFile(atPath: filler, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: filler))
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        try? handle.close()
        let full = try await Support.run(["--keep-going", "-c", "favorites; open labrador; fav; fav 1; where"], environment: environment)
        #expect(full.status == 0)
        let database = mount.path + "/data/dogsh/" + SQLiteFavoritesStore.fileName
        let message = "dogsh: Favorites cannot be saved: the disk holding \(database) is full. Nothing was lost; free some space and try again.\n"
        #expect(full.standardError == message + message)
        #expect(full.output.contains("Favorites: 1 favorite"), "Pug still shows on a full disk")
        #expect(full.output.hasSuffix("[2] breeds › [1] favorites › labrador\n"), "the shell kept going")
        try FileManager.default.removeItem(atPath: filler)
        let after = try await Support.run(["-c", "open labrador; fav; favorites"], environment: environment)
        #expect(after.status == 0)
        #expect(after.output.contains("Favorites: 2 favorites"), "Pug survived and Labrador could be added once there was room")
    }
}

extension FavoritesFailureTests {
    @Test func importRejectsBadFilesWithoutTouchingTheFavorites() async throws {
        let folder = Support.temporaryFolder()
        let environment = Self.environment(folder)
        let setUp = try await Support.run(["-c", "open pug; fav; fav 1; open hound afghan; fav; favorites export \(folder)/before.json"], environment: environment)
        #expect(setUp.status == 0)
        let valid = #"{"format":"dogsh-favorites","version":1,"favorites":[{"breed":"labrador"}"#
        let files: [(name: String, contents: Data)] = [
            ("oversized.json", Data(valid.utf8) + Data(repeating: 0x20, count: FavoritesArchive.sizeLimit) + Data("]}".utf8)),
            ("malformed.json", Data("{\"format\":\"dogsh-favorites\",\"version\":1,\"favorites\":[{\"breed\":".utf8)),
            ("unknown-breed.json", Data((valid + #",{"breed":"labrador","subBreed":"golden"},{"breed":"notadog"}]}"#).utf8)),
            ("hostile.json", Data((valid + #",{"breed":"pug","image":"https://images.dog.ceo/\u001b]0;x\u0007.jpg"}]}"#).utf8)),
        ]
        for file in files {
            let path = folder + "/" + file.name
            #expect(FileManager.default.createFile(atPath: path, contents: file.contents))
            let outcome = try await Support.run(["-c", "favorites import \(path)"], environment: environment)
            #expect(outcome.status == 1, "\(file.name) is refused")
            #expect(outcome.standardError.contains(path), "\(file.name): the error names the file: \(outcome.standardError)")
        }
        let check = try await Support.run(["-c", "favorites export \(folder)/after.json"], environment: environment)
        #expect(check.status == 0)
        #expect(FileManager.default.contents(atPath: folder + "/after.json") == FileManager.default.contents(atPath: folder + "/before.json"),
                "the favorites are exactly as before")
    }
}

/// A small tmpfs mounted for one test, so the disk can really fill up.
struct TmpfsMount {
    let path: String

    /// Whether this process may mount: it tries once with a throwaway mount.
    static let isPermitted: Bool = {
        guard let probe = try? TmpfsMount(size: "64k") else { return false }
        probe.unmount()
        return true
    }()

    init(size: String) throws {
        path = "/tmp/dogsh-tmpfs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path]
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(atPath: path)
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    func unmount() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [path]
        try? process.run()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: path)
    }
}
