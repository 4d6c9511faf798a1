import Foundation
import Testing
@testable import DogServices

/// The small POSIX helpers the stores write files with: private folders and UTC stamps.
@Suite struct StorageHelpersTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-folder-\(UUID())").path

    @Test func createsNestedFoldersPrivateToTheOwner() throws {
        let nested = folder + "/a/b/c"
        #expect(PrivateFolder.create(nested) == nil)
        for path in [folder, folder + "/a", folder + "/a/b", nested] {
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_mode & 0o777 == 0o700, "\(path)")
            #expect((info.st_mode & S_IFMT) == S_IFDIR)
        }
        #expect(PrivateFolder.create(nested) == nil, "an existing folder is fine")
        #expect(PrivateFolder.create(nested + "/") == nil, "so is a trailing slash")
    }

    @Test func aFileInTheWayIsReportedInTheSystemsWords() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
        #expect(PrivateFolder.create(folder + "/file") == String(cString: strerror(ENOTDIR)))
        #expect(PrivateFolder.create(folder + "/file/sub") == String(cString: strerror(ENOTDIR)))
        #expect(PrivateFolder.create("") == String(cString: strerror(ENOENT)))
    }

    @Test func readsWholeFilesAndReportsWhyNot() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let big = Data((0..<40_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        #expect(FileManager.default.createFile(atPath: folder + "/big", contents: big))
        #expect(try FileContents.bytes(atPath: folder + "/big") == Array(big), "more than one read's worth")
        #expect(FileManager.default.createFile(atPath: folder + "/empty", contents: Data()))
        #expect(try FileContents.bytes(atPath: folder + "/empty") == [])
        #expect(FileManager.default.createFile(atPath: folder + "/text", contents: Data([0x68, 0xC3, 0xA9, 0xFF, 0x21])))
        #expect(try FileContents.text(atPath: folder + "/text") == "hé\u{FFFD}!", "invalid UTF-8 is repaired, not refused")
        #expect(throws: FileContents.ReadError(code: ENOENT)) { try FileContents.bytes(atPath: folder + "/missing") }
        #expect(throws: FileContents.ReadError(code: EISDIR)) { try FileContents.bytes(atPath: folder) }
        #expect(throws: FileContents.ReadError(code: ENOTDIR)) { try FileContents.bytes(atPath: folder + "/empty/x") }
        #expect(FileContents.ReadError(code: ENOENT).reason == String(cString: strerror(ENOENT)))
    }

    @Test func readsTheWholeProcessEnvironment() {
        setenv("DOGSH_ENVIRONMENT_TEST", "a=b=c ü", 1)
        defer { unsetenv("DOGSH_ENVIRONMENT_TEST") }
        let environment = ProcessEnvironment.current()
        #expect(environment["DOGSH_ENVIRONMENT_TEST"] == "a=b=c ü", "the value runs from the first = to the end")
        #expect(environment["DOGSH_NEVER_SET"] == nil)
        #expect(environment == ProcessInfo.processInfo.environment, "the same table as Foundation's")
    }

    @Test(arguments: [
        ("/a/b/c", "/a/b"), ("/a/b/c/", "/a/b"), ("/a", "/"), ("/", "/"), ("a/b", "a"), ("a", "."),
        ("/a//b", "/a/"),
    ])
    func parentFolders(path: String, parent: String) {
        #expect(PrivateFolder.parentFolder(of: path) == parent)
    }

    @Test(arguments: [
        (0.0, "1970-01-01 00:00:00.000", "19700101-000000"),
        (1_795_348_800.25, "2026-11-22 12:00:00.250", "20261122-120000"),
        (951_825_599.999, "2000-02-29 11:59:59.999", "20000229-115959"),
        (-5.0, "1970-01-01 00:00:00.000", "19700101-000000"),
    ])
    func utcStamps(seconds: Double, database: String, fileName: String) {
        let time = UTCTime(Date(timeIntervalSince1970: seconds))
        #expect(time.databaseText == database)
        #expect(time.fileNameStamp == fileName)
    }

    @Test(arguments: [("/tmp/a b", "/tmp/a b"), ("/x/50%?#", "/x/50%25%3F%23"), ("/données/柴犬", "/données/柴犬")])
    func sqliteURIPaths(path: String, encoded: String) {
        #expect(FavoritesSnapshotReader.percentEncoded(path) == encoded)
    }

    @Test(arguments: [("~", "/home/d"), ("~/a/b.json", "/home/d/a/b.json"), ("~other/x", "~other/x"), ("/abs/~", "/abs/~"), ("rel", "rel")])
    func homeExpansion(path: String, expanded: String) {
        #expect(HomeFolder.expanding(path, home: "/home/d") == expanded)
    }
}
