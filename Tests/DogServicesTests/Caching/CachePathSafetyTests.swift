import DogCore
import Foundation
import Testing
@testable import DogServices

/// Remote data cannot steer where the caches write: names are hashes, and symlinks are replaced, never followed.
@Suite struct CachePathSafetyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-paths-\(UUID())").path
    static let hostileURLs = [
        "http://127.0.0.1/breeds/pug/../../../../../etc/passwd",
        "http://127.0.0.1/breeds/%2e%2e%2f%2e%2e%2fetc/shadow",
        "http://127.0.0.1/breeds/pug/a\u{1B}]0;x\u{07}/\u{0}.jpg",
        "/absolute/path/outside",
        "../../outside.jpg",
    ]

    /// Every file below a folder, relative to it.
    func files(under path: String) -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: hostileURLs)
    func imageAndAnswerCachesNameFilesByHash(url: String) throws {
        let images = DiskLRUCache(directory: folder + "/images", capacity: 1 << 20)
        images.store(Data("bytes".utf8), for: url)
        ResponseCache(directory: folder + "/http").write(url, body: Data("{}".utf8), date: Date())
        let written = files(under: folder)
        let hash = CacheKey.fileName(for: url)
        #expect(written.contains("images/\(hash).bin"))
        #expect(written.contains("http/\(hash).json"))
        #expect(written.allSatisfy { $0.range(of: #"^(images|http)(/[0-9a-f]{16}\.(bin|json))?$"#, options: .regularExpression) != nil }, "\(written)")
        #expect(images.data(for: url) == Data("bytes".utf8))
    }

    @Test func aSymlinkPlantedInTheCacheIsReplacedNotFollowed() throws {
        let outside = folder + "/outside.txt"
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/http", withIntermediateDirectories: true)
        try "precious".write(toFile: outside, atomically: true, encoding: .utf8)
        let url = "http://127.0.0.1/breeds/pug/1.jpg"
        let hash = CacheKey.fileName(for: url)
        try FileManager.default.createSymbolicLink(atPath: folder + "/images/\(hash).bin", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: folder + "/http/\(hash).json", withDestinationPath: outside)
        DiskLRUCache(directory: folder + "/images", capacity: 1 << 20).store(Data("image".utf8), for: url)
        ResponseCache(directory: folder + "/http").write(url, body: Data("{}".utf8), date: Date())
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious", "the file outside the cache is untouched")
        for entry in ["images/\(hash).bin", "http/\(hash).json"] {
            let type = try FileManager.default.attributesOfItem(atPath: folder + "/" + entry)[.type] as? FileAttributeType
            #expect(type == .typeRegular, "\(entry) is now a file of the cache's own")
        }
    }

    @Test(arguments: [
        ("http://127.0.0.1/breeds/pug/../../../etc/passwd", "passwd"),
        ("http://127.0.0.1/breeds/pug/%2e%2e%2f%2e%2e%2fetc%2fshadow", "_.._etc_shadow"),
        ("http://127.0.0.1/breeds/pug/..", "dogsh-image.jpg"),
        ("http://127.0.0.1/breeds/pug/.hidden.jpg", "hidden.jpg"),
        ("http://127.0.0.1/breeds/pug/a\u{1B}[2Jb.jpg", "a__2Jb.jpg"),
    ])
    func savedImagesTakeASafeNameFromTheURL(url: String, name: String) {
        #expect(ImageFile.defaultName(for: url) == name)
        #expect(!ImageFile.destination(for: nil, url: url).contains("/"))
    }

    @Test func savingNeverFollowsASymlink() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let outside = folder + "/outside.txt"
        try "precious".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/pug.jpg", withDestinationPath: outside)
        #expect(throws: ImageError.fileExists(path: folder + "/pug.jpg")) { try ImageFile.write(Data("x".utf8), to: folder + "/pug.jpg") }
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.jpg", withDestinationPath: folder + "/created-through-link.jpg")
        #expect(throws: ImageError.fileExists(path: folder + "/dangling.jpg")) { try ImageFile.write(Data("x".utf8), to: folder + "/dangling.jpg") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/created-through-link.jpg"))
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
    }
}
