import Foundation
import Testing
@testable import DogTestServer

/// The placeholder PNGs: correct checksums, stored deflate blocks, stable bytes per name.
@Suite struct PNGEncoderTests {
    @Test func checksumsMatchTheirKnownValues() {
        #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func storedBlocksSplitAt65535Bytes() {
        let bytes = [UInt8](repeating: 9, count: 70_000)
        let stream = PNGEncoder.zlibStored(bytes)
        #expect(stream.count == 2 + (5 + 65535) + (5 + 4465) + 4)
        #expect(Array(stream[2..<7]) == [0, 0xFF, 0xFF, 0x00, 0x00], "the first block is not the last")
        #expect(stream[2 + 5 + 65535] == 1, "the second block is the last")
    }

    @Test func aPlaceholderIsAValidPNGOfItsSize() {
        let png = PlaceholderImage.png(for: "labrador/n02099712_3947.jpg")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (PlaceholderImage.width, PlaceholderImage.height))
        #expect(PlaceholderImage.png(for: "labrador/n02099712_3947.jpg") == png, "the same name gives the same bytes")
        #expect(PlaceholderImage.png(for: "pug/a.jpg") != png)
    }
}
