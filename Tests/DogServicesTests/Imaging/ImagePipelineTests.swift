import DogCore
import DogImaging
import DogTestSupport
import Foundation
import Testing
@testable import DogServices

/// The second cache level: a repeated draw decodes nothing and reads no bytes; offline misses are named.
@Suite struct ImagePipelineTests {
    let url = "http://127.0.0.1:9/breeds/pug/quadrants.png"

    @Test func aRepeatedDrawDecodesOnce() async throws {
        let png = ImageCodec.png(TestPictures.quadrants(width: 64, height: 48))
        let base = ScriptedBytesTransport([url: png])
        let images = ImagePipeline(store: ImageStore(transport: base, disk: nil))
        var fits: [(Int, Int)] = []
        let first = try await images.bitmap(for: url) { width, height in
            fits.append((width, height))
            return (8, 6)
        }
        #expect(fits.count == 1 && fits[0] == (64, 48), "the fit sees the declared size")
        #expect(first == TestPictures.quadrants(width: 64, height: 48).scaled(toWidth: 8, height: 6))
        #expect(images.decodeCount == 1)
        let again = try await images.bitmap(for: url) { _, _ in (8, 6) }
        #expect(again == first)
        #expect(images.decodeCount == 1, "the second draw came from the pixel cache")
        images.store.memory.clear()
        _ = try await images.bitmap(for: url) { _, _ in (8, 6) }
        #expect(images.decodeCount == 1, "not even the bytes were needed")
        #expect(base.calls == 1)
        _ = try await images.bitmap(for: url) { _, _ in (16, 12) }
        #expect(images.decodeCount == 2, "another size is another decode")
        #expect(base.calls == 2, "the encoded bytes had been dropped from memory")
    }

    @Test func offlineAnImageNotInTheCacheSaysSo() async {
        let down = ScriptedBytesTransport([:], failure: .transport(url: url, reason: "unreachable"))
        let images = ImagePipeline(store: ImageStore(transport: down, disk: nil), isOffline: { true })
        await #expect(throws: ImageError.notCached(url: url)) { try await images.bitmap(for: url) { _, _ in (8, 6) } }
        let failing = ScriptedBytesTransport([:], status: 404)
        let online = ImagePipeline(store: ImageStore(transport: failing, disk: nil))
        await #expect(throws: ImageError.network(.server(url: url, status: 404, body: ""))) { try await online.bytes(for: url) }
    }

    @Test func damagedBytesAreAnImageError() async {
        let images = ImagePipeline(store: ImageStore(transport: ScriptedBytesTransport([url: Data("not an image".utf8)]), disk: nil))
        await #expect(throws: ImageError.unknownFormat(url: url)) { try await images.bitmap(for: url) { _, _ in (8, 6) } }
        #expect(images.decodeCount == 0)
    }
}
