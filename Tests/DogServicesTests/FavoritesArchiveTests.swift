import DogCore
import Foundation
import Testing
@testable import DogServices

@Suite struct FavoritesArchiveTests {
    let favorites = [
        Favorite(breed: BreedRef("hound", "afghan")),
        Favorite(image: BreedImage(ref: BreedRef("labrador"), dogCEOFile: "louis1 (1).jpg")),
    ]

    @Test func roundTripsThroughAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-archive-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FavoritesArchive.write(favorites, to: path)
        #expect(try FavoritesArchive.read(from: path) == favorites)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"format\" : \"dogsh-favorites\""))
        #expect(text.contains("https://images.dog.ceo/breeds/labrador/louis1%20%281%29.jpg"))
    }

    @Test(arguments: [
        ("{\"format\":\"other\",\"version\":1,\"favorites\":[]}", ".format"),
        ("{\"format\":\"dogsh-favorites\",\"version\":2,\"favorites\":[]}", ".version"),
        ("{\"format\":\"dogsh-favorites\",\"version\":1}", ".favorites"),
        ("{\"format\":\"dogsh-favorites\",\"version\":1,\"favorites\":[{\"breed\":3}]}", ".favorites[0].breed"),
        ("{\"format\":\"dogsh-favorites\",\"version\":1,\"favorites\":[{\"breed\":\"Hound!\"}]}", ".favorites[0]"),
        ("{\"format\":\"dogsh-favorites\",\"version\":1,\"favorites\":[{\"breed\":\"pug\",\"subBreed\":\"\"}]}", ".favorites[0]"),
        ("{\"format\":\"dogsh-favorites\",\"version\":1,\"favorites\":[{\"breed\":\"pug\",\"image\":\"file:///etc/passwd\"}]}", ".favorites[0]"),
        ("{\"format\":\"dogsh-favorites\",\"version\":1,\"favorites\":[{\"breed\":\"pug\",\"image\":\"https://x/\\u001b[31m\"}]}", ".favorites[0]"),
    ])
    func rejectsMalformedFiles(json: String, field: String) {
        do {
            _ = try FavoritesArchive.decode(Data(json.utf8), path: "in.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error == .invalidFile(path: "in.json", field: field))
        }
    }

    /// Bytes that are not JSON say so, not where in the JSON they failed (`/etc/passwd` was "at JSON").
    @Test(arguments: ["not json", "root:x:0:0:root:/root:/bin/bash\n", ""])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: FavoritesStoreError.notJSON(path: "in.json")) { try FavoritesArchive.decode(Data(text.utf8), path: "in.json") }
    }

    @Test func refusesOversizedFilesBeforeReadingThem() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dogsh-big-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: FavoritesArchive.sizeLimit + 1)))
        #expect(throws: FavoritesStoreError.fileTooLarge(path: path, limit: FavoritesArchive.sizeLimit)) { try FavoritesArchive.read(from: path) }
        #expect(throws: FavoritesStoreError.fileTooLarge(path: "x", limit: FavoritesArchive.sizeLimit)) {
            try FavoritesArchive.decode(Data(count: FavoritesArchive.sizeLimit + 1), path: "x")
        }
    }

    @Test func missingAndUnwritablePathsAreClearErrors() {
        #expect {
            try FavoritesArchive.read(from: "/nonexistent/dogsh/in.json")
        } throws: { error in
            if case .cannotReadFile(path: "/nonexistent/dogsh/in.json", _) = error as? FavoritesStoreError { return true }
            return false
        }
        #expect {
            try FavoritesArchive.write(favorites, to: "/nonexistent/dogsh/out.json")
        } throws: { error in
            if case .cannotWriteFile(path: "/nonexistent/dogsh/out.json", _) = error as? FavoritesStoreError { return true }
            return false
        }
    }
}
