import DogServices
import Foundation

extension TestPictures {
    /// A small, valid PNG whose header claims `width` × `height` pixels: a decompression bomb's first bytes.
    public static func pngClaiming(width: Int, height: Int) -> Data {
        var png = ImageCodec.png(gradient(width: 16, height: 16))
        png.replaceSubrange(16..<24, with: bigEndian(UInt32(width)) + bigEndian(UInt32(height)))
        png.replaceSubrange(29..<33, with: bigEndian(crc32(Array(png[12..<29]))))
        return png
    }

    /// A small, valid JPEG whose frame header claims `width` × `height` pixels (each at most 65,535).
    public static func jpegClaiming(width: Int, height: Int) -> Data {
        var jpeg = ImageCodec.jpeg(gradient(width: 16, height: 16), quality: 90)
        guard let frame = jpeg.indices.dropLast().first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) else { return jpeg }
        let size = bigEndian(UInt32(height)).suffix(2) + bigEndian(UInt32(width)).suffix(2)
        jpeg.replaceSubrange((frame + 5)...(frame + 8), with: size)
        return jpeg
    }

    /// The CRC-32 that PNG chunks carry.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
