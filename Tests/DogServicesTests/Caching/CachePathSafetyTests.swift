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
        ("http://127.0.0.1/breeds/pug/..", "dogsh-image"),
        ("http://127.0.0.1/breeds/pug/.hidden.jpg", "hidden.jpg"),
        ("http://127.0.0.1/breeds/pug/a\u{1B}[2Jb.jpg", "a__2Jb.jpg"),
    ])
    func savedImagesTakeASafeNameFromTheURL(url: String, name: String) {
        #expect(ImageFile.defaultName(for: url) == name)
        #expect(!ImageFile.destination(for: nil, url: url, format: .jpeg).path.contains("/"))
    }

    /// A saved image is named for the format its bytes are: a default name takes that format's
    /// extension, a typed name that claims another image format is corrected and says so, and
    /// any other typed name stays as typed.
    @Test(arguments: [
        (nil, "http://h/breeds/pug/evil.sh", ImageFormat.png, "evil.png", nil),
        (nil, "http://h/breeds/pug/n02_1.jpg", .jpeg, "n02_1.jpg", nil),
        (nil, "http://h/breeds/pug/photo.jpg", .png, "photo.png", nil),
        (nil, "http://h/breeds/pug/noextension", .png, "noextension.png", nil),
        ("pug1.png", "http://h/breeds/pug/a.jpg", .jpeg, "pug1.jpg", "pug1.png"),
        ("pug1.JPEG", "http://h/breeds/pug/a.jpg", .jpeg, "pug1.JPEG", nil),
        ("pics/pug.jpg", "http://h/breeds/pug/a.png", .png, "pics/pug.png", "pics/pug.jpg"),
        ("notes.txt", "http://h/breeds/pug/a.jpg", .jpeg, "notes.txt", nil),
        ("mydog", "http://h/breeds/pug/a.png", .png, "mydog", nil),
    ] as [(String?, String, ImageFormat, String, String?)])
    func savedImagesAreNamedForTheirFormat(typed: String?, url: String, format: ImageFormat, path: String, corrected: String?) {
        let destination = ImageFile.destination(for: typed, url: url, format: format, home: "/home/me")
        #expect(destination.path == path)
        #expect(destination.corrected == corrected)
    }

    @Test func formatsAreToldByTheirFirstBytes() {
        #expect(ImageFormat(bytes: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(ImageFormat(bytes: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0])) == .png)
        #expect(ImageFormat(bytes: Data("#!/bin/sh".utf8)) == nil)
        #expect(ImageFormat.named(byExtension: "JPG") == .jpeg && ImageFormat.named(byExtension: "sh") == nil)
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
