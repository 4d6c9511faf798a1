import DogCore
import DogImaging
import DogTestSupport
import Foundation
import Testing
@testable import DogServices

/// libjpeg and libpng through the shim: round trips, DCT scaling, and every kind of bad file.
@Suite struct ImageCodecTests {
    static let quadrants = TestPictures.quadrants(width: 64, height: 48)

    @Test func pngRoundTripsExactly() throws {
        let png = ImageCodec.png(Self.quadrants)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try ImageCodec.dimensions(of: png, url: "q.png") == (64, 48))
        #expect(try ImageCodec.decode(png, url: "q.png") == Self.quadrants)
    }

    @Test func jpegRoundTripsCloseToTheOriginal() throws {
        let jpeg = ImageCodec.jpeg(Self.quadrants, quality: 95)
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try ImageCodec.decode(jpeg, url: "q.jpg")
        #expect((decoded.width, decoded.height) == (64, 48))
        for (x, y, color) in [(8, 8, TestPictures.red), (56, 8, TestPictures.green), (8, 40, TestPictures.blue), (56, 40, TestPictures.white)] {
            #expect(TestPictures.close(decoded[x, y], color), "\(decoded[x, y]) at \(x),\(y) should be near \(color)")
        }
    }

    @Test(arguments: [((1, 1), 128), ((80, 60), 128), ((129, 60), 256), ((200, 200), 512), ((1024, 768), 1024)])
    func jpegDecodesSmallerWhenThatStillCoversTheTarget(minimum: (Int, Int), width: Int) throws {
        let jpeg = ImageCodec.jpeg(TestPictures.gradient(width: 1024, height: 768), quality: 80)
        let decoded = try ImageCodec.decode(jpeg, url: "g.jpg", atLeast: (minimum.0, minimum.1))
        #expect(decoded.width == width)
        #expect(decoded.height == width * 3 / 4)
    }

    @Test func aTruncatedFileIsAnErrorNotAGreyImage() {
        let jpeg = ImageCodec.jpeg(TestPictures.gradient(width: 256, height: 256), quality: 90)
        #expect(throws: ImageError.truncated(url: "cut.jpg")) { try ImageCodec.decode(jpeg.prefix(jpeg.count / 2), url: "cut.jpg") }
        let png = ImageCodec.png(TestPictures.gradient(width: 256, height: 256))
        #expect(throws: ImageError.self) { try ImageCodec.decode(png.prefix(png.count / 2), url: "cut.png") }
    }

    @Test(arguments: [
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data(repeating: 0x42, count: 400),
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0x42, count: 400),
        Data([0xFF, 0xD8, 0xFF]),
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    ])
    func garbageBehindAValidSignatureIsAClearError(data: Data) {
        do {
            _ = try ImageCodec.decode(data, url: "bad")
            Issue.record("garbage decoded")
        } catch {
            switch error {
            case .corrupt, .truncated: break
            default: Issue.record("unexpected \(error)")
            }
        }
    }

    @Test(arguments: [Data("GIF89a".utf8) + Data(count: 100), Data(), Data("<html>".utf8)])
    func otherFormatsAreNamed(data: Data) {
        #expect(throws: ImageError.unknownFormat(url: "x")) { try ImageCodec.decode(data, url: "x") }
    }

    @Test func aJPEGClaimingAHugeSizeIsRefusedBeforeDecoding() {
        let jpeg = TestPictures.jpegClaiming(width: 60000, height: 60000)
        #expect(throws: ImageError.tooLarge(url: "bomb.jpg", width: 60000, height: 60000, limit: ImageCodec.maximumPixels)) {
            try ImageCodec.decode(jpeg, url: "bomb.jpg")
        }
    }

    @Test func aPNGClaimingAHugeSizeIsRefusedBeforeDecoding() {
        let png = TestPictures.pngClaiming(width: 100_000, height: 100_000)
        #expect(throws: ImageError.tooLarge(url: "bomb.png", width: 100_000, height: 100_000, limit: ImageCodec.maximumPixels)) {
            try ImageCodec.decode(png, url: "bomb.png")
        }
    }

    @Test func aSmallerLimitIsHonoured() {
        let png = ImageCodec.png(TestPictures.gradient(width: 100, height: 100))
        #expect(throws: ImageError.tooLarge(url: "p", width: 100, height: 100, limit: 9_999)) {
            try ImageCodec.decode(png, url: "p", maximumPixels: 9_999)
        }
    }
}
